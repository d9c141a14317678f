//! R12 (儀式結果): the reward tokens held are what the finished rituals hand out, none to the
//! insane. Whether they can be is worked out as the table is read (`read/rewards.rs`).

use super::r13;
use crate::games::ritual::breach::Breach;
use crate::games::ritual::read::Reading;

/// Where a seat holds too many, R13 already says what is wrong with the holdings; R12 is
/// the finer check.
pub fn check(reading: &Reading) -> Vec<Breach> {
    if reading.rewards_fit || r13::too_many(reading) {
        return Vec::new();
    }
    vec![Breach::RewardsDoNotFit {
        held: reading
            .played
            .iter()
            .map(|s| (*s, reading.seats[*s].rewards.clone()))
            .collect(),
        rituals: reading.ritual() - 1,
    }]
}
