//! Each played seat's reward points (the tokens held, plus this ritual's if it has ended and
//! they are not handed out yet), its chant points in the ritual under way (R10), and
//! whether it went insane.
//!
//! Who wins (「ゲームの終了」 / Game end): after the third ritual, the most reward points;
//! tied, the most chant points in the last ritual (as its rows lie, insane or not); still
//! tied, a shared win. Before that only a provisional standing is given, by the same two
//! keys, and no end-of-game rule applies.

use super::read::Reading;
use super::text::{Decided, Line, Status};
use crate::games::common::{Outcome, Scores, SeatScore};
use crate::report::Say;

pub fn score(reading: &Reading) -> Scores {
    let started = reading.rounds.started();
    (0..reading.seats.len())
        .map(|s| {
            let view = &reading.seats[s];
            if !view.played {
                return None;
            }
            let mut lines: Vec<(Box<dyn Say>, i64)> = Vec::new();
            let mut values = view.rewards.clone();
            values.dedup();
            for v in values {
                let n = view.rewards.iter().filter(|r| **r == v).count() as i64;
                lines.push((Box::new(Line::Tokens { value: v, count: n }), v * n));
            }
            let owed = reading.owed(s);
            if owed > 0 {
                lines.push((Box::new(Line::NotHandedOut), owed));
            }
            Some(SeatScore {
                points: lines.iter().map(|(_, p)| p).sum(),
                lines,
                chant: started.then_some(reading.rounds.totals[s]),
                status: reading.rounds.insane[s]
                    .map(|round| Box::new(Status::Insane { round }) as _),
                identity: None,
                // Rewards, insanity and face-up row cards: all in sight.
                hidden: false,
            })
        })
        .collect()
}

/// Reward points per seat (owed ones included), for played seats.
fn reward_points(reading: &Reading, seat: usize) -> i64 {
    reading.seats[seat].rewards.iter().sum::<i64>() + reading.owed(seat)
}

pub fn outcome(reading: &Reading, over: bool) -> Outcome {
    let n = reading.seats.len();
    let totals = &reading.rounds.totals;
    let keys: Vec<Option<(i64, i64)>> = (0..n)
        .map(|s| {
            reading.seats[s]
                .played
                .then(|| (reward_points(reading, s), totals[s]))
        })
        .collect();
    let ranks = Outcome::ranks_by(&keys);
    let top = keys.iter().flatten().max().copied();
    let leaders: Vec<usize> = (0..n)
        .filter(|s| top.is_some() && keys[*s] == top)
        .collect();
    if !over {
        // All level (the setup, say): nobody stands ahead.
        if keys.iter().flatten().all(|k| Some(*k) == top) {
            return Outcome {
                winners: Vec::new(),
                decided_by: None,
                ranks,
            };
        }
        return Outcome {
            winners: leaders,
            decided_by: Some((Decided::Provisional.code(), Box::new(Decided::Provisional))),
            ranks,
        };
    }
    let most = keys.iter().flatten().map(|k| k.0).max();
    let on_reward = (0..n)
        .filter(|s| most.is_some() && keys[*s].map(|k| k.0) == most)
        .count();
    let decided = if leaders.is_empty() {
        None
    } else if on_reward == 1 {
        Some(Decided::MostReward)
    } else if leaders.len() == 1 {
        Some(Decided::LastRitualChant)
    } else {
        Some(Decided::Shared)
    };
    Outcome {
        winners: leaders,
        decided_by: decided.map(|d| (d.code(), Box::new(d) as _)),
        ranks,
    }
}
