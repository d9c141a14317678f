//! R13: the reward tokens a player holds sum to at most 3 per finished ritual.

use crate::games::common::Ctx;
use crate::games::ritual::breach::Breach;
use crate::games::ritual::numbers::MOST_REWARD;
use crate::games::ritual::read::Reading;

/// Returns whether any seat holds too many.
pub fn check(ctx: &mut Ctx<Breach>, reading: &Reading) -> bool {
    let finished = reading.ritual() - 1 + usize::from(reading.rounds.ending.is_some());
    let mut too_many = false;
    for &seat in &reading.played {
        let points: i64 = reading.seats[seat].rewards.iter().sum();
        if points > MOST_REWARD * finished as i64 {
            too_many = true;
            ctx.breach(Breach::TooManyRewards {
                seat,
                points,
                rituals: finished,
            });
        }
    }
    too_many
}
