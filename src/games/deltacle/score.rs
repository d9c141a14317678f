//! D10: each pentacle scored by the definition's table (`[referee.sets]`), keyed by its
//! chips' colours; the game ends the moment a seat completes its third pentacle; the highest
//! total wins and a tie goes by the definition's tie-break (a placeholder: the rulebook's is
//! unknown).

use super::Roles;
use super::read::{Table, blessing_holder, finished};
use super::text::{Decided, PentacleLine};
use crate::definition::{SetTieBreak, SetsDef};
use crate::games::common;
use crate::report::Say;

/// The scores as the report shows them: each complete pentacle on its own line, by its
/// slot, scored by the definition's table (`Roles::sets`).
pub fn scores(table: &Table, roles: &Roles) -> common::Scores {
    let scores = score(table, &roles.sets);
    (scores.into_iter().enumerate())
        .map(|(s, sc)| {
            let sc = sc?;
            let slots = (table.seats[s].pentacles.iter().enumerate())
                .filter(|(_, p)| p.len() == 3)
                .map(|(slot, _)| slot);
            let lines = slots.zip(sc.pentacles).map(|(slot, (gems, points))| {
                let line = PentacleLine {
                    gem_kind: roles.gem,
                    slot,
                    gems,
                };
                (Box::new(line) as Box<dyn Say>, points)
            });
            Some(common::SeatScore {
                points: sc.total,
                lines: lines.collect(),
                chant: None,
                status: None,
                identity: None,
                // Pentacles lie face down until the end (「手元に裏向きで積み重ね」).
                hidden: table.seats[s]
                    .complete()
                    .any(|p| p.iter().any(|c| !c.face_up)),
            })
        })
        .collect()
}

/// Who wins, and what decided; before the end, the leaders so far.
pub fn standing(table: &Table, roles: &Roles) -> common::Outcome {
    let o = outcome(table, &score(table, &roles.sets), &roles.sets);
    let (winners, decided) = match o.decided {
        Some(d) => (o.winners, d),
        None => (o.leaders, Decided::Provisional),
    };
    common::Outcome {
        winners,
        decided_by: Some((decided.code(), Box::new(decided))),
        ranks: o.ranks,
    }
}

/// One seat's score: each complete pentacle (its colours) and its points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatScore {
    pub total: i64,
    pub pentacles: Vec<(Vec<usize>, i64)>,
}

/// Scores of the played seats (`None` for the others).
pub fn score(table: &Table, scoring: &SetsDef) -> Vec<Option<SeatScore>> {
    table
        .seats
        .iter()
        .map(|seat| {
            seat.played.then(|| {
                let pentacles: Vec<(Vec<usize>, i64)> = seat
                    .complete()
                    .map(|p| {
                        let mut gems: Vec<usize> = p.iter().map(|c| c.gem).collect();
                        gems.sort_unstable();
                        let points = scoring.points(&gems).unwrap_or(0);
                        (gems, points)
                    })
                    .collect();
                SeatScore {
                    total: pentacles.iter().map(|(_, p)| p).sum(),
                    pentacles,
                }
            })
        })
        .collect()
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The game has ended: a seat completed its third pentacle.
    pub over: bool,
    /// 0-based seats; empty before the end.
    pub winners: Vec<usize>,
    pub decided: Option<Decided>,
    /// The seats sharing the highest total (the leaders, before the end).
    pub leaders: Vec<usize>,
    /// 1-based rank per seat by total (equal totals share a rank); `None` for unplayed.
    pub ranks: Vec<Option<usize>>,
}

pub fn outcome(table: &Table, scores: &[Option<SeatScore>], scoring: &SetsDef) -> Outcome {
    let totals: Vec<Option<i64>> = scores.iter().map(|s| s.as_ref().map(|s| s.total)).collect();
    let ranks: Vec<Option<usize>> = totals
        .iter()
        .map(|t| t.map(|t| 1 + totals.iter().flatten().filter(|o| **o > t).count()))
        .collect();
    let best = totals.iter().flatten().max().copied();
    let leaders: Vec<usize> = (0..totals.len())
        .filter(|s| best.is_some() && totals[*s] == best)
        .collect();
    let finishers = finished(table);
    let over = !finishers.is_empty();
    if !over || leaders.is_empty() {
        return Outcome {
            over,
            winners: Vec::new(),
            decided: None,
            leaders,
            ranks,
        };
    }
    let (winners, decided) = if leaders.len() == 1 {
        (leaders.clone(), Decided::Score)
    } else {
        match scoring.tie_break {
            SetTieBreak::Shared => (leaders.clone(), Decided::SharedWin),
            SetTieBreak::Finisher => match finishers.as_slice() {
                [f] if leaders.contains(f) => (vec![*f], Decided::Finisher),
                _ => (leaders.clone(), Decided::SharedWin),
            },
            SetTieBreak::Blessing => match blessing_holder(table) {
                Some(holder) => {
                    let n = table.seats.len();
                    let first = (0..n)
                        .map(|k| (holder + k) % n)
                        .find(|s| leaders.contains(s))
                        .expect("a leader is a seat");
                    (vec![first], Decided::Blessing)
                }
                None => (leaders.clone(), Decided::SharedWin),
            },
        }
    };
    Outcome {
        over,
        winners,
        decided: Some(decided),
        leaders,
        ranks,
    }
}
