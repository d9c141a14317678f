//! D2: one face-up chip on every emblem square while chips wait (after the end, the square
//! just emptied is not refilled), none elsewhere on the track, and the waiting chips face up
//! in two piles.

use crate::games::deltacle::breach::Breach;
use crate::games::deltacle::read::{Chip, Table, over};

/// Every breach of D2.
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    let over = over(table);
    let waiting = table.waiting_chips();
    for (square, chips) in table.squares.iter().enumerate() {
        let emblem = table.emblem.get(square).copied().unwrap_or(false);
        if !emblem && !chips.is_empty() {
            out.push(Breach::ChipOffEmblem { square });
        } else if chips.len() > 1 {
            out.push(Breach::SquareCrowded {
                square,
                chips: chips.len(),
            });
        } else if emblem && chips.is_empty() && waiting > 0 && !over {
            out.push(Breach::EmblemEmpty { square });
        }
    }
    let face_down = |chips: &mut dyn Iterator<Item = &Chip>| chips.filter(|c| !c.face_up).count();
    let on_track = face_down(&mut table.squares.iter().flatten());
    let waiting_down = face_down(&mut table.waiting.iter().flatten());
    if on_track + waiting_down > 0 {
        out.push(Breach::ChipFaceDown {
            on_track,
            waiting: waiting_down,
        });
    }
    let piles = table.waiting.iter().filter(|p| !p.is_empty()).count();
    if piles != waiting.min(2) {
        out.push(Breach::WaitingPiles {
            piles,
            chips: waiting,
        });
    }
    out
}
