//! W7, the counts (「ゲームの準備」: drops and gold in front of each player; vials): every counting
//! die of the players and the shelves shows a whole number of 0 or more (W7); in a room built
//! before the dice, every number in the players' sheets is one, and none is deleted. A die
//! gone from the table is conservation's to report. The rulebook does not limit drops or
//! gold, so counts above the components' are fine.

use crate::games::common::Ctx;
use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::{Count, Reading, Tally};

pub fn check(ctx: &mut Ctx<Breach>, reading: &Reading) {
    let seats = reading
        .seats
        .iter()
        .enumerate()
        .filter(|(_, v)| v.played)
        .flat_map(|(s, v)| v.counters.iter().map(move |t| (Some(s), t)));
    let shelves = reading.shelves.iter().map(|t| (None, t));
    let mut found = Vec::new();
    for (seat, Tally { die, count }) in seats.chain(shelves) {
        match count {
            Count::Whole(_) | Count::Gone => {}
            Count::Bad(value) => found.push(Breach::BadCounter {
                seat,
                die: *die,
                value: value.clone(),
            }),
            Count::Missing => found.push(Breach::MissingCounter { seat, die: *die }),
        }
    }
    for breach in found {
        ctx.breach(breach);
    }
}
