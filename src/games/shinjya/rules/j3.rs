//! J3: once dealt, every seat (virtual ones too) holds exactly one identity card.

use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};

pub fn check(reading: &Reading) -> Vec<Breach> {
    if reading.phase < Phase::Action {
        return Vec::new();
    }
    (reading.seats.iter().enumerate())
        .filter(|(_, view)| view.identities != 1)
        .map(|(seat, view)| Breach::IdentityCount {
            seat,
            count: view.identities,
        })
        .collect()
}
