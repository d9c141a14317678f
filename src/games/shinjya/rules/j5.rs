//! J5: one character card turned to 議長 and the interrogation marker on a character card
//! once dealt; at the accusation phase the last round passed the chair to the marker's seat.

use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};

/// J5 once the cards are dealt, then at the accusation phase.
pub fn check(reading: &Reading) -> Vec<Breach> {
    let mut found = Vec::new();
    if reading.phase >= Phase::Action {
        found.extend(dealt(reading));
    }
    if reading.phase >= Phase::Accusation {
        found.extend(chair_passed(reading));
    }
    found
}

/// J5 once the cards are dealt: one chair, the marker on a character card.
fn dealt(reading: &Reading) -> Vec<Breach> {
    let mut found = Vec::new();
    let chairs = reading.seats.iter().filter(|s| s.chair).count();
    if chairs != 1 {
        found.push(Breach::ChairCount { count: chairs });
    }
    if !reading.marker_on_character {
        found.push(Breach::MarkerOffCharacter);
    }
    found
}

/// J5 at the accusation phase: the last round passed the chair to the marker's seat.
fn chair_passed(reading: &Reading) -> Option<Breach> {
    let chairs: Vec<usize> = (0..reading.seats.len())
        .filter(|s| reading.seats[*s].chair)
        .collect();
    // Not exactly one chair: ChairCount says so.
    let [chair] = chairs.as_slice() else {
        return None;
    };
    let marker = reading.marker_seat?;
    (marker != *chair).then_some(Breach::ChairNotPassed {
        chair: *chair,
        marker,
    })
}
