//! D9: 2 players start on alternate start squares. (With 3, every seat has its own start
//! square, so exactly one is left unused by construction.)

use crate::games::deltacle::breach::Breach;
use crate::games::deltacle::read::Table;

/// Every breach of D9.
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    let played: Vec<usize> = table.played().collect();
    let [a, b] = played.as_slice() else {
        return out;
    };
    // Start squares in the order pieces pass them.
    let mut order: Vec<(usize, usize)> = table
        .starts
        .iter()
        .enumerate()
        .map(|(seat, sq)| (*sq, seat))
        .collect();
    order.sort_unstable();
    let n = order.len();
    let pos = |seat: usize| order.iter().position(|(_, s)| *s == seat);
    if let (Some(i), Some(j)) = (pos(*a), pos(*b))
        && n > 2
        && ((i + 1) % n == j || (j + 1) % n == i)
    {
        out.push(Breach::StartsAdjacent { seats: [*a, *b] });
    }
    out
}
