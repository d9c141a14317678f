//! W10 (バリエーションルール): with 3 or 4 players the unused colours' role cards are the
//! blocked-role deck and its revealed row, 2 (3 players) or 1 (4 players) revealed each
//! round, and no revealed role is chosen or played in that round.

use crate::definition::ComponentRef;
use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::numbers::revealed;
use crate::games::wie_verhext::read::{Reading, Stage};

pub fn check(reading: &Reading) -> Vec<Breach> {
    let mut found = Vec::new();
    let players = reading.players;
    for (seat, view) in reading.seats.iter().enumerate() {
        let outside =
            view.hand.len() + view.chosen.len() + view.played_cards() + view.aside + view.away;
        if !view.played && outside > 0 {
            found.push(Breach::UnusedRolesOut {
                seat,
                count: outside,
            });
        }
    }
    let allowed = revealed(players);
    let count = reading.revealed.len();
    let in_round = reading.stage == Stage::Round;
    if (players == 3 || players == 4) && (count > allowed || (in_round && count != allowed)) {
        found.push(Breach::RevealedCount {
            count,
            allowed,
            players,
        });
    }
    if !in_round {
        return found;
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
                found.push(Breach::BlockedRoleUsed { seat, card: *card });
            }
        }
    }
    found
}
