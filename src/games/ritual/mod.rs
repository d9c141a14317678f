//! RITUAL / リチュアル (rule sheets: seeds 000 JA, 001 EN). Rule ids R1…R13
//! are those of docs/games/ritual.md's catalogue, tied to breaches in `breach.rs` only; the
//! decisions where the rulebook is silent are in its rules notes.
//!
//! How the table is read (`read/`): each seat's row holds its played cards, round k in the
//! row's numbered slot k (`rows`); the spell tokens tell the rituals finished and each
//! round's altar spell (`spells`); the rounds are then played through in order (`rounds`,
//! `chant`, `altar`), which gives chant points, insanity and the ritual's end, and from that
//! the rewards due (`rewards`). Then the rules, one file per rule id (`rules/r6.rs` …), each
//! a pure function of the reading, listed with their ids in one table (`rules::RULES`); the
//! score and the winner (`score`); every sentence is in `text/`. This file only wires them
//! into [`Rules`].
//!
//! The room puts the altar above every seat's row, so a row card's chanted end is the end at
//! the top of the screen: rotation 0 chants the card's first end, 180 its second.

mod breach;
mod read;
mod rules;
mod score;
mod text;

pub use breach::Breach;

#[cfg(test)]
use super::common::Elsewhere;
use super::common::{Case, Common, Fixed, Outcome, Phase, Rule, Rules, Scores, Seats};
use crate::definition::{AreaId, ComponentRef};
use crate::referee::Thing;
use crate::report::{RoundReport, Say, Words};
use read::Reading;
use text::Note;

/// The rulebook's numbers (「ゲームの目的と終了」, 「儀式結果」, 「狂気マーカーと発狂状態」).
pub(crate) mod numbers {
    /// Rituals in a game.
    pub const RITUALS: usize = 3;
    // Each ritual has its row role (`ritual-1`…).
    const _: () = assert!(crate::definition::rules::ritual::RITUAL_ROWS.len() == RITUALS);
    /// Rounds in a ritual at most.
    pub const ROUNDS: usize = 5;
    /// Chant cards in a hand set.
    pub const HAND_SIZE: usize = 6;
    /// Negative points in one ritual that make a player insane.
    pub const INSANE_AT: i64 = 5;
    /// The chant total that ends a ritual at once (exactly, not more).
    pub const EXACT: i64 = 10;
    /// The most reward points one ritual gives a player (熟達した詠唱, alone at 10).
    pub const MOST_REWARD: i64 = 3;
}

pub struct Ritual;

/// What the rules name, typed as the definition declares them.
pub use crate::definition::rules::ritual::Roles;

impl Roles {
    /// Per ritual (1st, 2nd…), the row its spells are moved to when it ends, if the room
    /// has one.
    pub fn ritual_rows(&self) -> [Option<AreaId>; numbers::RITUALS] {
        [self.ritual_1, self.ritual_2, self.ritual_3]
    }
}

impl Rules for Ritual {
    type Breach = Breach;
    type Roles = Roles;
    type Reading = Reading;

    const RULES: &'static [Rule<Reading, Breach>] = rules::RULES;
    #[cfg(test)]
    const ELSEWHERE: &'static [Elsewhere] = rules::ELSEWHERE;

    const SCORE_NAME: &'static dyn Say = &Fixed {
        ja: "貢献点",
        en: "reward points",
    };

    fn common(_roles: &Roles, common: Common) -> Breach {
        Breach::Common(common)
    }

    fn name_piece(roles: &Roles) -> Option<ComponentRef> {
        Some(roles.name_piece)
    }

    /// Each player takes a summary card (「サマリーカードを1枚ずつ受け取ったら準備完了」), the
    /// one card kind a seat has of its own: an empty seat may have one or not. Rooms of
    /// version 2 were built both ways, and version 3 on leave it out.
    fn spared(case: Case, _roles: &Roles, component: ComponentRef, seat: usize) -> bool {
        case.built_unplayed(seat)
            && component
                .card_kind()
                .is_some_and(|k| case.game.card_kinds[k].per_seat)
    }

    fn shows_play(case: Case, roles: &Roles, seat: usize) -> bool {
        read::shows_play(case, roles, seat)
    }

    fn read(case: Case, roles: &Roles, seats: &Seats, _found: &[Common]) -> Reading {
        read::read(case, roles, seats)
    }

    fn phase(reading: &Reading) -> Phase {
        text::phase(reading)
    }

    /// How the ritual stands: not a rule, said after every check.
    fn notes(reading: &Reading) -> Vec<Box<dyn Say>> {
        let rounds = &reading.rounds;
        let mut notes: Vec<Note> = Vec::new();
        if let Some(extra) = rules::restarted(reading) {
            notes.push(Note::Restarted { extra });
        }
        if let Some(round) = rounds.all_insane {
            notes.push(Note::AllInsane { round });
        }
        if let Some(ending) = &rounds.ending {
            notes.push(Note::Ended(ending.clone()));
        }
        if let (Some(due), false) = (&reading.due, reading.handed_out) {
            notes.push(Note::NotHandedOut(
                (0..due.len())
                    .filter(|s| due[*s] > 0)
                    .map(|s| (s, due[s]))
                    .collect(),
            ));
        }
        notes.into_iter().map(|n| Box::new(n) as _).collect()
    }

    fn score(_case: Case, _roles: &Roles, reading: &Reading) -> Option<Scores> {
        Some(score::score(reading))
    }

    fn outcome(_: Case, _: &Roles, reading: &Reading, _: &Scores, over: bool) -> Outcome {
        score::outcome(reading, over)
    }

    /// A chant card of a finished round was shown to everyone when the round's cards were
    /// turned up together (「全員で一斉に…表にします」), so it is no secret once an evil act
    /// turns it face down again; the hands and the cards of the round under way are.
    fn secret(roles: &Roles, reading: &Reading, thing: &Thing) -> bool {
        let shown = || {
            let Some(seat) = thing.seat() else {
                return false;
            };
            thing.card_kind() == Some(roles.chant)
                && thing.zone() == Some(roles.row)
                && reading.rows[seat]
                    .iter()
                    .take(reading.rounds.played)
                    .flatten()
                    .any(|card| card.rect == thing.rect)
        };
        thing.hidden() && !shown()
    }

    fn extras(reading: &Reading, words: &Words) -> Vec<RoundReport> {
        text::round_reports(reading, words)
    }
}
