//! D4: pentacles of exactly 3 face-down chips (face up once the game is over and they are
//! shown for scoring); at most one seat reaches 3 pentacles.

use crate::games::deltacle::breach::Breach;
use crate::games::deltacle::read::{Table, finished, over};

/// Every breach of D4.
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    let over = over(table);
    for seat in table.played() {
        for (slot, chips) in table.seats[seat].pentacles.iter().enumerate() {
            if chips.is_empty() {
                continue;
            }
            if chips.len() != 3 {
                out.push(Breach::PentacleSize {
                    seat,
                    slot,
                    chips: chips.len(),
                });
            }
            if !over && chips.iter().any(|c| c.face_up) {
                out.push(Breach::PentacleFaceUp { seat, slot });
            }
        }
    }
    let finished = finished(table);
    if finished.len() > 1 {
        out.push(Breach::SeveralFinished { seats: finished });
    }
    out
}
