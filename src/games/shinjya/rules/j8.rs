//! J8: in the accusation phase each player places one 告発 and one 無罪 in front of another
//! seat; virtual players place none.

use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};

/// J8: played seats place their two cards in front of other seats; virtual seats place none.
pub fn check(reading: &Reading) -> Vec<Breach> {
    if reading.phase < Phase::Accusation {
        return Vec::new();
    }
    let mut found = Vec::new();
    for (seat, view) in reading.seats.iter().enumerate() {
        if !view.played && view.placed > 0 {
            found.push(Breach::VirtualAccused { seat });
        }
        if view.accused_self {
            found.push(Breach::AccusedSelf { seat });
        }
        if reading.phase == Phase::Decision && view.played && view.accuses.is_none() {
            found.push(Breach::AccusationMissing { seat });
        }
    }
    for (owner, lies) in &reading.accusations_astray {
        found.push(Breach::AccusationMisplaced {
            owner: *owner,
            lies: lies.clone(),
        });
    }
    found
}
