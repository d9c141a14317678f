//! Where the game stands, and who wins (「ゲームの終了」 / Game end): after the third ritual,
//! the most reward points; tied, the most chant points in the last ritual (as its rows lie,
//! insane or not); still tied, a shared win. Before that only a provisional standing is
//! given, by the same two keys, and no end-of-game rule applies.

use super::numbers::RITUALS;
use super::read::Reading;
use super::text::{Decided, PhaseName, Provisional, Stage};
use crate::games::common::{Outcome, Phase};

pub fn phase(reading: &Reading) -> Phase {
    let ritual = reading.ritual();
    let stage = match (&reading.rounds.ending, reading.rounds.started()) {
        (None, false) if ritual == 1 => Stage::Setup,
        (None, false) => Stage::Between,
        (None, true) => Stage::Under,
        (Some(_), _) if reading.game_over() => Stage::GameEnd,
        (Some(_), _) => Stage::Ended,
    };
    let over = stage == Stage::GameEnd;
    Phase {
        code: code(stage, ritual),
        name: Box::new(PhaseName {
            stage,
            ritual,
            rounds: reading.rounds.rounds.len(),
        }),
        over,
        provisional: (!over).then(|| Box::new(Provisional) as _),
    }
}

/// The phase's stable code for JSON: `setup`, `ritual-2-setup`, `ritual-1`,
/// `ritual-1-ended`, `game-end`.
fn code(stage: Stage, ritual: usize) -> &'static str {
    const CODES: [[&str; 3]; RITUALS] = [
        ["ritual-1-setup", "ritual-1", "ritual-1-ended"],
        ["ritual-2-setup", "ritual-2", "ritual-2-ended"],
        ["ritual-3-setup", "ritual-3", "ritual-3-ended"],
    ];
    let of = |i: usize| CODES[ritual.clamp(1, RITUALS) - 1][i];
    match stage {
        Stage::Setup => "setup",
        Stage::Between => of(0),
        Stage::Under => of(1),
        Stage::Ended => of(2),
        Stage::GameEnd => "game-end",
    }
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
