//! R3: every player's hand and row make one 6-card set (「ゲームの準備」④; cards anywhere in
//! a seat's area count for it, held privately or not), and a sane player's row is as long
//! as the rounds played (one more while a round is under way); a row holds one card a slot,
//! without gaps, and only at a played seat.

use super::{r4, r5, r6};
use crate::games::ritual::breach::Breach;
use crate::games::ritual::numbers::HAND_SIZE;
use crate::games::ritual::read::Reading;
use crate::games::ritual::read::rounds::Rounds;
use crate::games::ritual::read::rows::{gap, reach};

/// Card by card as the rows were read: one card a slot (and R6, not sideways).
pub fn laid(reading: &Reading) -> Vec<Breach> {
    let mut found = Vec::new();
    for laid in &reading.laid {
        found.extend(r6::sideways(laid));
        if laid.doubled {
            found.push(Breach::RowSlotDoubled {
                seat: laid.seat,
                round: laid.round,
            });
        }
    }
    found
}

/// Seat by seat: the insanity tokens on the row's cards (R5), then the row's shape: no gap,
/// and no card at an empty seat.
pub fn rows(reading: &Reading) -> Vec<Breach> {
    let mut found = Vec::new();
    for (seat, row) in reading.rows.iter().enumerate() {
        found.extend(r5::row(seat, row));
        if let Some(gap) = gap(row) {
            found.push(Breach::RowGap {
                seat,
                round: gap + 1,
            });
        }
        if reach(row) > 0 && !reading.seats[seat].played {
            found.push(Breach::EmptySeatChanted { seat });
        }
    }
    found
}

/// R3, R4: rows as long as the rounds played (one more while a round is under way), shorter
/// only for the insane, who play no card after the round they went insane in (R4). Seat by
/// seat, so the report lists them in seat order.
pub fn row_lengths(reading: &Reading) -> Vec<Breach> {
    let sane = reading.played.iter().filter(|s| !reading.malformed[**s]);
    sane.filter_map(|&seat| {
        let len = reach(&reading.rows[seat]);
        match reading.rounds.insane[seat] {
            Some(round) => r4::kept_chanting(seat, round, len),
            None => row_length(reading, seat, len),
        }
    })
    .collect()
}

/// A sane seat's row: as long as the rounds played, one more while a round is under way.
fn row_length(reading: &Reading, seat: usize, len: usize) -> Option<Breach> {
    let Rounds {
        played,
        in_progress,
        ending,
        rounds,
        ..
    } = &reading.rounds;
    let read = rounds.len().min(*played);
    if len > played + usize::from(*in_progress && ending.is_none()) {
        Some(Breach::RowTooLong {
            seat,
            len,
            played: *played,
        })
    } else if len < read {
        Some(Breach::RowTooShort {
            seat,
            len,
            played: read,
        })
    } else {
        None
    }
}

/// Every seat's hand and row together: one 6-card set (none at an empty seat).
pub fn hand_size(reading: &Reading) -> Vec<Breach> {
    // Once a card is played every player holds a set (an in-progress altar spell alone does
    // not say everyone has taken theirs).
    let started = !reading.rounds.rounds.is_empty()
        || reading.rows.iter().any(|r| r.iter().any(Option::is_some));
    let mut found = Vec::new();
    for (seat, view) in reading.seats.iter().enumerate() {
        let count = view.chant_cards;
        let ok = if !view.played {
            count == 0
        } else if started {
            count == HAND_SIZE
        } else {
            // Before the first round a player may not have taken a set yet.
            count == 0 || count == HAND_SIZE
        };
        if !ok {
            found.push(Breach::HandSize { seat, count });
        }
    }
    found
}
