//! R6: each round's cards lie as its chant result says (smooth, unanimity, evil act,
//! swirl; `read/chant.rs`), and some altar spell explains a round's cards as they lie
//! (`read/altar.rs`); a row card lies with one end toward the altar, never sideways.

use crate::games::ritual::breach::{Breach, Misplay};
use crate::games::ritual::read::Reading;
use crate::games::ritual::read::rounds::Round;
use crate::games::ritual::read::rows::Laid;

/// A row card as laid: not sideways, so it chants one of its ends. Card by card with R3's
/// slots (`r3::laid`), as the rows are read.
pub fn sideways(laid: &Laid) -> Option<Breach> {
    laid.sideways.then_some(Breach::CardSideways {
        seat: laid.seat,
        round: laid.round,
    })
}

/// Rounds no altar spell fits, then each round with a known altar spell, card by card.
pub fn check(reading: &Reading) -> Vec<Breach> {
    let rounds = &reading.rounds;
    let mut found: Vec<Breach> = (rounds.unfit.iter())
        .map(|round| Breach::NoAltarSpellFits { round: *round })
        .collect();
    for round in rounds.rounds.iter().filter(|r| !r.inferred) {
        found.extend(check_round(round));
    }
    found
}

/// R6: each card of a round lies as the round's result requires. A card lying otherwise
/// still counts as it lies (R10, rules notes in docs/games/ritual.md), and the breach says for how much.
fn check_round(round: &Round) -> Vec<Breach> {
    let (Some(altar), Some(result)) = (&round.altar, round.result) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for play in &round.plays {
        let (up, insane) = result.expected(play.chanted.icon == *altar);
        let misplay = if play.face_up != up {
            Some(if up {
                Misplay::WronglyFaceDown
            } else {
                Misplay::ShouldBeFaceDown
            })
        } else if play.face_up && play.insanity != insane {
            Some(if insane {
                Misplay::InsanityMissing
            } else {
                Misplay::InsanityUnearned
            })
        } else {
            None
        };
        if let Some(misplay) = misplay {
            found.push(Breach::Misplayed {
                misplay,
                seat: play.seat,
                round: round.number,
                chanted: play.chanted.clone(),
                result,
                counts: play.counts,
            });
        }
    }
    found
}
