//! W7, the counts (「ゲームの準備」: 「材料と金塊を自分のプレイエリアに並べます」; vials): every
//! count of the players and the shelves is a whole number of 0 or more, on a counting die or
//! (rooms built before the dice) in a piece's sheet, where none is deleted; and a seat's dice
//! lie in its own area, as its role cards do (W1). A die gone from the table or outside every
//! area is conservation's to report. The rulebook does not limit drops or gold, so counts
//! above the components' are fine.

use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::{Count, Reading, Tally};

pub fn check(reading: &Reading) -> Vec<Breach> {
    let seats = reading
        .seats
        .iter()
        .enumerate()
        .filter(|(_, v)| v.played)
        .flat_map(|(s, v)| v.counters.iter().map(move |t| (Some(s), t)));
    let shelves = reading.shelves.iter().map(|t| (None, t));
    let mut found = Vec::new();
    for (seat, Tally { keeper, count }) in seats.chain(shelves) {
        match count {
            Count::Whole(_) | Count::Gone => {}
            Count::Bad(value) => found.push(Breach::BadCounter {
                seat,
                keeper: *keeper,
                value: value.clone(),
            }),
            Count::Missing => found.push(Breach::MissingCounter {
                seat,
                keeper: *keeper,
            }),
        }
    }
    for &(die, owner, at) in &reading.dice_away {
        found.push(Breach::CounterAway { die, owner, at });
    }
    found
}
