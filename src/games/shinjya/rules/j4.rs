//! J4: once dealt (one evidence card a seat), the evidence deck holds at most 4.

use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};

pub fn check(reading: &Reading) -> Vec<Breach> {
    let deck = reading.evidence_deck;
    if reading.phase < Phase::Action || deck <= 4 {
        return Vec::new();
    }
    vec![Breach::EvidenceNotDealt { deck }]
}
