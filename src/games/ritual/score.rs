//! Each played seat's reward points (the tokens held, plus this ritual's if it has ended and
//! they are not handed out yet), its chant points in the ritual under way (R10), and
//! whether it went insane.

use super::breach::Breach;
use super::read::Reading;
use super::text::{Line, Status};
use crate::games::common::{Ctx, Scores, SeatScore};
use crate::report::Say;

pub fn score(ctx: &Ctx<Breach>, reading: &Reading) -> Scores {
    let started = reading.rounds.started();
    (0..ctx.game.seats.len())
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
            })
        })
        .collect()
}
