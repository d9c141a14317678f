//! D1: every chip on the track, waiting, at a seat or in a pentacle. (That each colour has
//! its 15 chips is component conservation, under D1 too.)

use crate::games::deltacle::breach::Breach;
use crate::games::deltacle::read::Table;

/// Every breach of D1.
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    // Chips at a seat nobody plays are out of the game as much as chips in the rules area.
    let at_empty_seats: usize = table
        .seats
        .iter()
        .filter(|s| !s.played)
        .map(|s| s.loose.len() + s.pentacles.iter().map(Vec::len).sum::<usize>())
        .sum();
    if table.stray_chips + at_empty_seats > 0 {
        out.push(Breach::ChipsStray {
            count: table.stray_chips + at_empty_seats,
        });
    }
    // Only a 2-player move sets chips off the board, and puts them back before it ends: a
    // move is under way only while a card lies played (the referee's test of a turn).
    let players = table.played().count();
    if !table.off_board.is_empty() && (players != 2 || !table.in_turn()) {
        out.push(Breach::ChipsOffBoard {
            count: table.off_board.len(),
            players,
        });
    }
    out
}
