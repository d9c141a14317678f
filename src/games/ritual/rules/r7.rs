//! R7: the altar spells inferred from the cards (`read/altar.rs`) are among the face-up
//! spell tokens beside the altar.

use super::r8;
use crate::games::ritual::breach::Breach;
use crate::games::ritual::read::Reading;
use crate::games::ritual::read::altar;

/// Only where R8 found enough face-up tokens: too few already says they cannot supply the
/// rounds.
pub fn check(reading: &Reading) -> Vec<Breach> {
    let rounds = &reading.rounds;
    if !r8::enough_spells(reading)
        || rounds.inferred.is_empty()
        || altar::assignable(&rounds.inferred, &reading.spells.loose)
    {
        return Vec::new();
    }
    vec![Breach::AltarSpellsUnaccounted {
        loose: reading.spells.loose.len(),
    }]
}
