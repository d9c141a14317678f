//! Reading a RITUAL table: the spell tokens (`spells`), every seat's row (`rows`), the
//! ritual's rounds played through (`rounds`, with each round's chant result, `chant`, and
//! the altar spells inferred where the track does not tell them, `altar`), the cards and
//! reward tokens each seat holds, and the rewards the ritual hands out if it has ended
//! (`rewards`). The reading records what it sees (a card laid sideways, a token astray);
//! the rules' files (`rules/`) say which of it breaks a rule.

pub mod altar;
pub mod chant;
pub mod rewards;
pub mod rounds;
pub mod rows;
pub mod spells;

use super::Roles;
use super::numbers::RITUALS;
use crate::definition::ComponentRef;
use crate::games::common::{Case, Seats};
use crate::referee::{Spot, Thing};
use rounds::Rounds;
use rows::{Laid, Rows, RowsRead};
use spells::{Spell, Spells};

/// What the rules need to know of one seat.
#[derive(Default)]
pub struct SeatView {
    pub played: bool,
    /// Reward token values held, largest first.
    pub rewards: Vec<i64>,
    /// Chant cards in the seat's area: hand and row.
    pub chant_cards: usize,
}

#[derive(Default)]
pub struct Reading {
    pub seats: Vec<SeatView>,
    /// The played seats, clockwise.
    pub played: Vec<usize>,
    pub spells: Spells,
    pub rows: Rows,
    /// Per seat: its row has two cards in a slot or a gap, so its length says nothing more.
    pub malformed: Vec<bool>,
    /// Every row card as it was laid, in the order read.
    pub laid: Vec<Laid>,
    /// Where each insanity token lies that lies on no row card, outside the supply and the
    /// table's edge.
    pub insanity_astray: Vec<Spot>,
    pub rounds: Rounds,
    /// Chant cards in the set-aside pile.
    pub set_aside: usize,
    /// Chant cards in the game (R2).
    pub chant_cards: usize,
    /// What this ritual hands out, per seat, once it has ended.
    pub due: Option<Vec<i64>>,
    /// Those rewards already lie in the seats' reward zones.
    pub handed_out: bool,
    /// The reward tokens held can be what the finished rituals handed out (R12).
    pub rewards_fit: bool,
}

impl Reading {
    pub fn ritual(&self) -> usize {
        self.spells.ritual
    }

    /// The third ritual has ended: the game is over.
    pub fn game_over(&self) -> bool {
        self.ritual() == RITUALS && self.rounds.ending.is_some()
    }

    /// Rewards owed but not yet handed out, counted in the score.
    pub fn owed(&self, seat: usize) -> i64 {
        match &self.due {
            Some(due) if !self.handed_out => due[seat],
            _ => 0,
        }
    }
}

/// The value of a reward token, 0 for anything else.
fn reward_value(case: Case, roles: &Roles, thing: &Thing) -> i64 {
    match thing.component {
        ComponentRef::Card { kind, item } => {
            case.game.card_kinds[kind].items[item].value(&roles.reward)
        }
        _ => 0,
    }
}

/// Play beyond a typed name: cards taken into the seat's hand or row, reward tokens or
/// insanity tokens in its area.
pub fn shows_play(case: Case, roles: &Roles, seat: usize) -> bool {
    case.position
        .things
        .iter()
        .filter(|t| t.seat() == Some(seat))
        .any(|t| {
            matches!(t.card_kind(), Some(k) if k == roles.chant || k == roles.insanity)
                || reward_value(case, roles, t) > 0
        })
}

pub fn read(case: Case, roles: &Roles, seats: &Seats) -> Reading {
    // Copies are already left out of the position (`common::run`).
    let things: Vec<&Thing> = case.position.things.iter().collect();
    let mut spells = spells::read(case, roles, &things);
    let RowsRead {
        rows,
        malformed,
        laid,
        insanity_astray,
    } = rows::read(case, roles, &things);
    spells.settle(rows.iter().any(|row| row.iter().any(Option::is_some)));
    let played: Vec<usize> = seats.played().collect();
    let rounds = rounds::read(&played, &rows, &spells, &all_spells(case, roles));
    let views: Vec<SeatView> = (0..case.game.seats.len())
        .map(|s| {
            let here: Vec<&&Thing> = things.iter().filter(|t| t.seat() == Some(s)).collect();
            let mut rewards: Vec<i64> = here
                .iter()
                .map(|t| reward_value(case, roles, t))
                .filter(|v| *v > 0)
                .collect();
            rewards.sort_unstable_by(|a, b| b.cmp(a));
            SeatView {
                played: seats.played[s],
                rewards,
                chant_cards: here
                    .iter()
                    .filter(|t| t.card_kind() == Some(roles.chant))
                    .count(),
            }
        })
        .collect();
    let set_aside = things
        .iter()
        .filter(|t| t.card_kind() == Some(roles.chant))
        .filter(|t| t.area() == Some(roles.set_aside))
        .count();
    let due = rounds
        .ending
        .as_ref()
        .map(|e| rewards::due(e, &played, &rounds.totals, &rounds.insane));
    let held: Vec<Vec<i64>> = played.iter().map(|s| views[*s].rewards.clone()).collect();
    let earlier = spells.ritual - 1;
    let handed_out = due.as_ref().is_some_and(|due| {
        let due: Vec<i64> = played.iter().map(|s| due[*s]).collect();
        rewards::take_out(&held, &due).is_some_and(|rest| rewards::explains(&rest, earlier))
    });
    let rewards_fit = handed_out || rewards::explains(&held, earlier);
    Reading {
        seats: views,
        played,
        spells,
        rows,
        malformed,
        laid,
        insanity_astray,
        rounds,
        set_aside,
        chant_cards: case.game.card_kinds[roles.chant].count(case.game.seats.len()),
        due,
        handed_out,
        rewards_fit,
    }
}

/// Every spell a token can show, in definition order.
fn all_spells(case: Case, roles: &Roles) -> Vec<Spell> {
    let mut out: Vec<Spell> = Vec::new();
    for item in &case.game.card_kinds[roles.spell].items {
        let spell = spells::item_spell(item);
        if !out.contains(&spell) {
            out.push(spell);
        }
    }
    out
}
