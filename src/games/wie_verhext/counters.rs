//! The counters (「ゲームの準備」: drops and gold in front of each player; vials): every number
//! on the players' and shelves' pieces is a whole number of 0 or more, and none is deleted
//! (W7). The rulebook does not limit drops or gold, so counts above the components' are fine.

use super::breach::Breach;
use super::read::{Count, PieceCounters, Reading};
use crate::games::common::Ctx;

pub fn check(ctx: &mut Ctx<Breach>, reading: &Reading) {
    let pieces = reading
        .seats
        .iter()
        .filter(|v| v.played)
        .filter_map(|v| v.counters.as_ref())
        .chain(&reading.shelves);
    let mut found = Vec::new();
    for PieceCounters {
        piece,
        seat,
        counts,
    } in pieces
    {
        for (counter, count) in counts.iter().enumerate() {
            match count {
                Count::Whole(_) => {}
                Count::Bad(value) => found.push(Breach::BadCounter {
                    seat: *seat,
                    piece: *piece,
                    counter,
                    value: value.clone(),
                }),
                Count::Missing => found.push(Breach::MissingCounter {
                    seat: *seat,
                    piece: *piece,
                    counter,
                }),
            }
        }
    }
    for breach in found {
        ctx.breach(breach);
    }
}
