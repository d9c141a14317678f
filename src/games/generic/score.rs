//! `[referee.score]`: per seat, the card values of the cards lying at the seat plus the
//! counters on its pieces; the highest total wins, ties go down the tie-break sums.

use super::Breach;
use super::text::{Decided, Line};
use crate::definition::{ComponentRef, Sum};
use crate::games::common::{Ctx, Outcome, Scores, SeatScore};

/// One seat's sum, and its lines (one per card value key and counter that is not zero).
fn seat_sum(ctx: &Ctx<Breach>, sum: &Sum, seat: usize) -> (i64, Vec<(Line, i64)>) {
    let game = ctx.game;
    let mut lines = Vec::new();
    for key in &sum.cards {
        let total: i64 = ctx
            .position
            .things
            .iter()
            .filter(|t| t.seat() == Some(seat))
            .filter_map(|t| match t.component {
                ComponentRef::Card { kind, item } => {
                    Some(game.card_kinds[kind].items[item].value(key))
                }
                _ => None,
            })
            .sum();
        if total != 0 {
            lines.push((Line::Cards(key.clone()), total));
        }
    }
    for counter in &sum.counters {
        let total: i64 = ctx
            .position
            .things
            .iter()
            .filter(|t| t.owner_seat == Some(seat))
            .flat_map(|t| &t.numbers)
            .filter(|(name, _)| name == counter)
            .filter_map(|(_, value)| value.parse::<f64>().ok())
            .filter(|v| v.is_finite())
            .map(|v| v.round() as i64)
            .sum();
        if total != 0 {
            lines.push((Line::Counter(counter.clone()), total));
        }
    }
    (lines.iter().map(|(_, v)| v).sum(), lines)
}

pub fn totals(ctx: &mut Ctx<Breach>, sum: &Sum) -> Scores {
    (0..ctx.game.seats.len())
        .map(|seat| {
            let (points, lines) = seat_sum(ctx, sum, seat);
            Some(SeatScore {
                points,
                lines: lines
                    .into_iter()
                    .map(|(l, v)| (Box::new(l) as Box<dyn crate::report::Say>, v))
                    .collect(),
                chant: None,
                status: None,
                identity: None,
            })
        })
        .collect()
}

/// Highest total among played seats; ties by each tie-break sum in turn, else shared.
pub fn outcome(ctx: &Ctx<Breach>, scores: &Scores) -> Outcome {
    let def = ctx
        .game
        .referee
        .score
        .as_ref()
        .expect("scores exist only where the definition declares them");
    let played: Vec<usize> = (0..scores.len())
        .filter(|s| {
            ctx.position
                .record
                .as_ref()
                .is_none_or(|r| r.played.get(*s) != Some(&false))
        })
        .collect();
    let points = |s: usize| scores[s].as_ref().map_or(0, |sc| sc.points);
    let mut keys: Vec<Option<Vec<i64>>> = vec![None; scores.len()];
    for &s in &played {
        let mut key = vec![points(s)];
        key.extend(def.tie_breaks.iter().map(|t| seat_sum(ctx, t, s).0));
        keys[s] = Some(key);
    }
    let top = played.iter().map(|s| points(*s)).max();
    let mut tied: Vec<usize> = played
        .iter()
        .copied()
        .filter(|s| Some(points(*s)) == top)
        .collect();
    let mut decided = Decided::Highest;
    for (i, tie_break) in def.tie_breaks.iter().enumerate() {
        if tied.len() <= 1 {
            break;
        }
        let best = tied.iter().map(|s| seat_sum(ctx, tie_break, *s).0).max();
        tied.retain(|s| Some(seat_sum(ctx, tie_break, *s).0) == best);
        decided = Decided::TieBreak(i + 1);
    }
    if tied.len() > 1 {
        decided = Decided::Shared;
    }
    Outcome {
        winners: tied,
        decided_by: Some((decided.code(), Box::new(decided))),
        ranks: Outcome::ranks_by(&keys.iter().map(|k| k.as_ref()).collect::<Vec<_>>()),
    }
}
