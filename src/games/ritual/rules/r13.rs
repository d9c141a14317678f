//! R13: the reward tokens a player holds sum to at most 3 per finished ritual.

use crate::games::ritual::breach::Breach;
use crate::games::ritual::numbers::MOST_REWARD;
use crate::games::ritual::read::Reading;

pub fn check(reading: &Reading) -> Vec<Breach> {
    let finished = finished(reading);
    let mut found = Vec::new();
    for &seat in &reading.played {
        let points: i64 = reading.seats[seat].rewards.iter().sum();
        if points > MOST_REWARD * finished as i64 {
            found.push(Breach::TooManyRewards {
                seat,
                points,
                rituals: finished,
            });
        }
    }
    found
}

/// Whether a seat holds more than the rituals finished can have given it.
pub fn too_many(reading: &Reading) -> bool {
    reading.played.iter().any(|&seat| {
        let points: i64 = reading.seats[seat].rewards.iter().sum();
        points > MOST_REWARD * finished(reading) as i64
    })
}

/// The rituals finished, the one just ended included.
fn finished(reading: &Reading) -> usize {
    reading.ritual() - 1 + usize::from(reading.rounds.ending.is_some())
}
