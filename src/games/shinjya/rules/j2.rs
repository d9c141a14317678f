//! J2: 4 incident cards are removed at setup, so once dealt at most 3 are in play.

use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};

pub fn check(reading: &Reading) -> Vec<Breach> {
    let in_play = reading.incidents_in_play;
    if reading.phase < Phase::Action || in_play <= 3 {
        return Vec::new();
    }
    vec![Breach::IncidentsNotRemoved { in_play }]
}
