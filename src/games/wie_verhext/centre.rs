//! The centre's cards: the 8 spellbooks stay in their pile (W8); with 3 or 4 players the
//! unused colours' role cards are the blocked-role deck and its revealed row, 2 (3 players)
//! or 1 (4 players) revealed each round, and no revealed role is chosen or played in that
//! round (W10, バリエーションルール).

use super::breach::Breach;
use super::numbers::revealed;
use super::read::{Reading, Stage};
use crate::definition::ComponentRef;
use crate::games::common::Ctx;

pub fn check(ctx: &mut Ctx<Breach>, reading: &Reading) {
    for card in &reading.books_astray {
        ctx.breach(Breach::SpellbookAstray { card: *card });
    }
    let players = reading.players;
    for (seat, view) in reading.seats.iter().enumerate() {
        let outside =
            view.hand.len() + view.chosen.len() + view.played_cards() + view.aside + view.away;
        if !view.played && outside > 0 {
            ctx.breach(Breach::UnusedRolesOut {
                seat,
                count: outside,
            });
        }
    }
    let allowed = revealed(players);
    let count = reading.revealed.len();
    let in_round = reading.stage == Stage::Round;
    if (players == 3 || players == 4) && (count > allowed || (in_round && count != allowed)) {
        ctx.breach(Breach::RevealedCount {
            count,
            allowed,
            players,
        });
    }
    if !in_round {
        return;
    }
    // A revealed card blocks its role, whatever colour it is.
    let blocked = |card: &ComponentRef| {
        reading.revealed.iter().any(|r| match (r, card) {
            (ComponentRef::Card { item: a, .. }, ComponentRef::Card { item: b, .. }) => a == b,
            _ => false,
        })
    };
    for (seat, view) in reading.seats.iter().enumerate() {
        if !view.played {
            continue;
        }
        for card in view.chosen.iter().chain(&view.claimed).chain(&view.done) {
            if blocked(card) {
                ctx.breach(Breach::BlockedRoleUsed { seat, card: *card });
            }
        }
    }
}
