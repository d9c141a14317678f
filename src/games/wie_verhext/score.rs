//! Scoring and the end (「ゲームの終了」, W9): the points in the glass bulbs of the potion cards
//! a player holds, plus one per vial. Highest wins; a tie goes to the most drops and gold
//! left together, and is shared if that ties too. Before the end (W5) the standing is
//! provisional.

use super::Roles;
use super::breach::Breach;
use super::read::{Reading, item};
use super::text::{Decided, Line};
use crate::games::common::{Ctx, Outcome, Scores, SeatScore};
use crate::report::Say;

pub fn score(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) -> Scores {
    let game = ctx.game;
    reading
        .seats
        .iter()
        .map(|view| {
            if !view.played {
                return None;
            }
            let mut lines: Vec<(Box<dyn Say>, i64)> = Vec::new();
            for pile in &roles.piles {
                let held: Vec<i64> = view
                    .potions
                    .iter()
                    .filter(|(c, _)| c.card_kind() == Some(pile.kind))
                    .filter_map(|(c, _)| item(game, *c))
                    .map(|i| i.value(&roles.points))
                    .collect();
                if !held.is_empty() {
                    lines.push((
                        Box::new(Line::Pile {
                            kind: pile.kind,
                            cards: held.len(),
                        }),
                        held.iter().sum(),
                    ));
                }
            }
            let vials = view.count(roles.vials).map_or(0, |c| c.value());
            if vials > 0 {
                lines.push((Box::new(Line::Vials(vials)), vials));
            }
            Some(SeatScore {
                points: lines.iter().map(|(_, p)| p).sum(),
                lines,
                chant: None,
                status: None,
                identity: None,
            })
        })
        .collect()
}

/// Drops and gold left: the tie-break.
pub fn leftovers(roles: &Roles, reading: &Reading, seat: usize) -> i64 {
    let view = &reading.seats[seat];
    roles
        .drops
        .iter()
        .chain([&roles.gold])
        .map(|c| view.count(*c).map_or(0, |c| c.value()))
        .sum()
}

pub fn outcome(roles: &Roles, reading: &Reading, scores: &Scores, over: bool) -> Outcome {
    let n = reading.seats.len();
    let points = |s: usize| scores[s].as_ref().map(|sc| sc.points);
    let played: Vec<usize> = (0..n).filter(|s| points(*s).is_some()).collect();
    let top = played.iter().filter_map(|s| points(*s)).max();
    let mut tied: Vec<usize> = played
        .iter()
        .copied()
        .filter(|s| points(*s) == top)
        .collect();
    if !over {
        let keys: Vec<Option<i64>> = (0..n).map(points).collect();
        return Outcome {
            winners: tied,
            decided_by: Some((Decided::Provisional.code(), Box::new(Decided::Provisional))),
            ranks: Outcome::ranks_by(&keys),
        };
    }
    let mut decided = Decided::Points;
    if tied.len() > 1 {
        let most = tied.iter().map(|s| leftovers(roles, reading, *s)).max();
        tied.retain(|s| Some(leftovers(roles, reading, *s)) == most);
        decided = if tied.len() > 1 {
            Decided::Shared
        } else {
            Decided::Leftovers
        };
    }
    let keys: Vec<Option<(i64, i64)>> = (0..n)
        .map(|s| points(s).map(|p| (p, leftovers(roles, reading, s))))
        .collect();
    Outcome {
        winners: tied,
        decided_by: Some((decided.code(), Box::new(decided))),
        ranks: Outcome::ranks_by(&keys),
    }
}
