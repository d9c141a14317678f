//! R6: each round's cards lie as its chant result says (smooth, unanimity, evil act,
//! swirl; `read/chant.rs`), and some altar spell explains a round's cards as they lie
//! (`read/altar.rs`); a row card lies with one end toward the altar, never sideways.

use crate::games::common::Ctx;
use crate::games::ritual::Roles;
use crate::games::ritual::breach::{Breach, Misplay};
use crate::games::ritual::read::Reading;
use crate::games::ritual::read::rounds::Round;
use crate::games::ritual::read::rows::Laid;

/// A row card as laid: not sideways, so it chants one of its ends. Card by card with R3's
/// slots (`r3::laid`), as the rows are read.
pub fn sideways(ctx: &mut Ctx<Breach>, laid: &Laid) {
    if laid.sideways {
        ctx.breach(Breach::CardSideways {
            seat: laid.seat,
            round: laid.round,
        });
    }
}

/// Rounds no altar spell fits, then each round with a known altar spell, card by card.
pub fn check(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    let rounds = &reading.rounds;
    for round in &rounds.unfit {
        ctx.breach(Breach::NoAltarSpellFits { round: *round });
    }
    for round in &rounds.rounds {
        if !round.inferred {
            check_round(ctx, round);
        }
    }
}

/// R6: each card of a round lies as the round's result requires. A card lying otherwise
/// still counts as it lies (R10, rules notes in docs/games/ritual.md), and the breach says for how much.
fn check_round(ctx: &mut Ctx<Breach>, round: &Round) {
    let (Some(altar), Some(result)) = (&round.altar, round.result) else {
        return;
    };
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
            ctx.breach(Breach::Misplayed {
                misplay,
                seat: play.seat,
                round: round.number,
                chanted: play.chanted.clone(),
                result,
                counts: play.counts,
            });
        }
    }
}
