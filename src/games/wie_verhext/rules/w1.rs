//! W1, the role cards (「役割カードの選択」, 「調合コンテストの始まりです！」): each player's 12
//! of their colour stay in their area; once a player has chosen, 5 are chosen — in hand or
//! played — and 7 lie aside; while a round is under way everyone has chosen.

use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::numbers::{ASIDE, CHOSEN};
use crate::games::wie_verhext::read::{Reading, Stage};

pub fn check(reading: &Reading) -> Vec<Breach> {
    let mut found = Vec::new();
    for (seat, view) in reading.seats.iter().enumerate() {
        for (card, owner) in &view.foreign {
            found.push(Breach::ForeignRole {
                seat,
                card: *card,
                owner: *owner,
            });
        }
        if !view.played {
            continue;
        }
        if view.away + view.in_centre > 0 {
            found.push(Breach::RolesAway {
                seat,
                count: view.away + view.in_centre,
            });
        }
        let chosen = view.chosen.len() + view.played_cards();
        if view.has_chosen() && (view.aside != ASIDE || chosen != CHOSEN || !view.hand.is_empty()) {
            found.push(Breach::RoundSplit {
                seat,
                chosen,
                aside: view.aside,
                unchosen: view.hand.len(),
            });
        } else if view.chosen.len() > CHOSEN {
            found.push(Breach::TooManyChosen {
                seat,
                count: view.chosen.len(),
            });
        }
        if reading.stage == Stage::Round && !view.has_chosen() {
            found.push(Breach::NotChosen { seat });
        }
    }
    found
}
