//! D7: one piece per player, on the track: a piece rear-ended during a move is off the
//! board until the recovery step, so while cards lie played the turn is under way and a
//! piece off the track is one removed; after the end no recovery step comes. A piece that
//! is gone is conservation's to report, once.

use crate::games::deltacle::breach::Breach;
use crate::games::deltacle::read::{Table, over};

/// Every breach of D7.
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    let over = over(table);
    let in_turn = table.in_turn();
    for seat in table.played() {
        match table.seats[seat].pieces.as_slice() {
            [Some(_)] => {}
            [None] if in_turn || over => {}
            [None] => out.push(Breach::PieceOffTrack {
                seat,
                lies: table.seats[seat].off_track.first().cloned(),
            }),
            [] if table.seats[seat].gone.piece => {}
            pieces => out.push(Breach::PieceCount {
                seat,
                pieces: pieces.len(),
            }),
        }
    }
    out
}
