//! R7: the altar spells inferred from the cards (`read/altar.rs`) are among the face-up
//! spell tokens beside the altar.

use super::r8;
use crate::games::common::Ctx;
use crate::games::ritual::Roles;
use crate::games::ritual::breach::Breach;
use crate::games::ritual::read::Reading;
use crate::games::ritual::read::altar;

/// Only where R8 found enough face-up tokens: too few already says they cannot supply the
/// rounds.
pub fn check(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    if !r8::enough_spells(reading) {
        return;
    }
    let rounds = &reading.rounds;
    if !rounds.inferred.is_empty() && !altar::assignable(&rounds.inferred, &reading.spells.loose) {
        ctx.breach(Breach::AltarSpellsUnaccounted {
            loose: reading.spells.loose.len(),
        });
    }
}
