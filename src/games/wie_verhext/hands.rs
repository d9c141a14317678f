//! The role cards (「役割カードの選択」, 「調合コンテストの始まりです！」): each player's 12 of
//! their colour stay in their area (W1); once a player has chosen, 5 are chosen — in hand or
//! played — and 7 lie aside (W1); while a round is under way everyone has chosen (W1); and
//! at most one played card stands face up, the current claim (W2); no new round is chosen
//! once the game is over (W5).

use super::breach::Breach;
use super::numbers::{ASIDE, CHOSEN};
use super::read::{Reading, Stage};
use crate::games::common::Ctx;

pub fn check(ctx: &mut Ctx<Breach>, reading: &Reading) {
    for (seat, view) in reading.seats.iter().enumerate() {
        for (card, owner) in &view.foreign {
            ctx.breach(Breach::ForeignRole {
                seat,
                card: *card,
                owner: *owner,
            });
        }
        if !view.played {
            continue;
        }
        if view.away + view.in_centre > 0 {
            ctx.breach(Breach::RolesAway {
                seat,
                count: view.away + view.in_centre,
            });
        }
        let chosen = view.chosen.len() + view.played_cards();
        if view.has_chosen() && (view.aside != ASIDE || chosen != CHOSEN || !view.hand.is_empty()) {
            ctx.breach(Breach::RoundSplit {
                seat,
                chosen,
                aside: view.aside,
                unchosen: view.hand.len(),
            });
        } else if view.chosen.len() > CHOSEN {
            ctx.breach(Breach::TooManyChosen {
                seat,
                count: view.chosen.len(),
            });
        }
        if reading.stage == Stage::Round && !view.has_chosen() {
            ctx.breach(Breach::NotChosen { seat });
        }
    }
    if let Some(after) = &reading.after_end {
        ctx.breach(Breach::RoundAfterEnd {
            seats: after.seats.clone(),
        });
    }
    let claims: Vec<usize> = reading
        .seats
        .iter()
        .enumerate()
        .flat_map(|(s, v)| std::iter::repeat_n(s, v.claimed.len() + v.foreign_claims))
        .collect();
    if claims.len() > 1 {
        ctx.breach(Breach::SeveralClaims { seats: claims });
    }
}
