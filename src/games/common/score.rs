//! A declared score (`[referee.score]` in `game.toml`): per seat, the card values of the
//! cards that count for it plus counters on its pieces; the highest total wins, ties go down
//! the tie-break sums in order and are shared if they still stand. Before the game's end the
//! standing is by the totals alone: a tie-break decides a finished game, not a game under way.
//!
//! Which cards and counters a seat has is each game's own reading of its table
//! ([`Holdings`]): the generic referee counts every card lying at the seat, Wie verhext! the
//! potion cards its reading says a player holds.

use super::Outcome;
use crate::definition::{ComponentRef, Game, ScoreDef, Sum};

/// What a seat has that a declared sum counts, as a game reads its table.
pub trait Holdings {
    /// The cards that count for the seat.
    fn cards(&self, seat: usize) -> impl Iterator<Item = ComponentRef>;
    /// A counter (by id) on the seat's pieces, summed; 0 where the table has none.
    fn counter(&self, seat: usize, id: &str) -> i64;
}

/// One part of a sum: a card value key, or a counter id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    Cards(String),
    Counter(String),
}

/// A seat's sum: its total, and each part that is not zero, in the definition's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatSum {
    pub total: i64,
    pub parts: Vec<(Part, i64)>,
}

fn value(game: &Game, card: ComponentRef, key: &str) -> i64 {
    match card {
        ComponentRef::Card { kind, item } => game.card_kinds[kind].items[item].value(key),
        _ => 0,
    }
}

/// What a card is worth in a sum: its values under the sum's keys, added.
pub fn card_value(game: &Game, sum: &Sum, card: ComponentRef) -> i64 {
    add(sum.cards.iter().map(|key| value(game, card, key)))
}

/// A sum that never wraps: values are bounded at load (`limits::MAX_VALUE`) and counters as
/// they are read, so it never reaches the bound either; saturating keeps it so whatever a
/// game's reading hands in.
fn add(values: impl Iterator<Item = i64>) -> i64 {
    values.fold(0, i64::saturating_add)
}

pub fn seat_sum(game: &Game, sum: &Sum, holdings: &impl Holdings, seat: usize) -> SeatSum {
    let mut parts = Vec::new();
    for key in &sum.cards {
        let total = add(holdings.cards(seat).map(|c| value(game, c, key)));
        if total != 0 {
            parts.push((Part::Cards(key.clone()), total));
        }
    }
    for id in &sum.counters {
        let total = holdings.counter(seat, id);
        if total != 0 {
            parts.push((Part::Counter(id.clone()), total));
        }
    }
    SeatSum {
        total: add(parts.iter().map(|(_, v)| *v)),
        parts,
    }
}

/// What a seat is ranked by: its total, then each tie-break sum in order.
pub fn key(game: &Game, def: &ScoreDef, holdings: &impl Holdings, seat: usize) -> Vec<i64> {
    std::iter::once(&def.sum)
        .chain(&def.tie_breaks)
        .map(|sum| seat_sum(game, sum, holdings, seat).total)
        .collect()
}

/// What decided the standing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decided {
    /// Before the end: the highest total so far.
    Provisional,
    Highest,
    /// Tied totals, decided by this tie-break (1-based).
    TieBreak(usize),
    /// Still tied after every tie-break.
    Shared,
}

/// Who leads or wins, what decided, and each seat's rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// 0-based seats.
    pub winners: Vec<usize>,
    pub decided: Decided,
    pub ranks: Vec<Option<usize>>,
}

/// The standing from each seat's [`key`] (`None`: not in the running). Once `over`, ties go
/// down the tie-breaks; before, the totals alone rank the seats.
pub fn standing(keys: &[Option<Vec<i64>>], over: bool) -> Standing {
    let n = keys.len();
    let at = |s: usize, i: usize| keys[s].as_ref().and_then(|k| k.get(i).copied());
    let top = (0..n).filter_map(|s| at(s, 0)).max();
    let mut tied: Vec<usize> = (0..n)
        .filter(|s| at(*s, 0).is_some() && at(*s, 0) == top)
        .collect();
    if !over {
        let totals: Vec<Option<i64>> = (0..n).map(|s| at(s, 0)).collect();
        return Standing {
            winners: tied,
            decided: Decided::Provisional,
            ranks: Outcome::ranks_by(&totals),
        };
    }
    let mut decided = Decided::Highest;
    let breaks = keys.iter().flatten().map(Vec::len).max().unwrap_or(1);
    for i in 1..breaks {
        if tied.len() <= 1 {
            break;
        }
        let best = tied.iter().filter_map(|s| at(*s, i)).max();
        tied.retain(|s| at(*s, i) == best);
        decided = Decided::TieBreak(i);
    }
    if tied.len() > 1 {
        decided = Decided::Shared;
    }
    Standing {
        winners: tied,
        decided,
        ranks: Outcome::ranks_by(&keys.iter().map(Option::as_ref).collect::<Vec<_>>()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_total_wins_and_ranks_share_equal_keys() {
        let keys = [Some(vec![5, 0]), Some(vec![3, 9]), None, Some(vec![3, 9])];
        let s = standing(&keys, true);
        assert_eq!(s.winners, [0]);
        assert_eq!(s.decided, Decided::Highest);
        assert_eq!(s.ranks, [Some(1), Some(2), None, Some(2)]);
    }

    #[test]
    fn ties_go_down_the_tie_breaks_then_are_shared() {
        let keys = [
            Some(vec![5, 1, 7]),
            Some(vec![5, 2, 0]),
            Some(vec![5, 2, 0]),
        ];
        let s = standing(&keys, true);
        assert_eq!(s.winners, [1, 2]);
        assert_eq!(s.decided, Decided::Shared);
        let keys = [
            Some(vec![5, 1, 7]),
            Some(vec![5, 2, 0]),
            Some(vec![5, 2, 1]),
        ];
        let s = standing(&keys, true);
        assert_eq!(s.winners, [2]);
        assert_eq!(s.decided, Decided::TieBreak(2));
        assert_eq!(s.ranks, [Some(3), Some(2), Some(1)]);
    }

    #[test]
    fn before_the_end_totals_alone_rank() {
        let keys = [Some(vec![5, 1]), Some(vec![5, 2]), Some(vec![2, 9])];
        let s = standing(&keys, false);
        assert_eq!(s.winners, [0, 1]);
        assert_eq!(s.decided, Decided::Provisional);
        assert_eq!(s.ranks, [Some(1), Some(1), Some(3)]);
    }

    #[test]
    fn nobody_in_the_running_wins_nothing() {
        let s = standing(&[None, None], true);
        assert!(s.winners.is_empty());
        assert_eq!(s.ranks, [None, None]);
    }
}
