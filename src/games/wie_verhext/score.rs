//! Scoring and the end (「ゲームの終了」, W9): the sum `[referee.score]` of `game.toml`
//! declares — as the rulebook has it, the points in the glass bulbs of the potion cards a
//! player holds plus one per vial, a tie going to the most drops and gold left together and
//! shared if that ties too. Before the end (W5) the standing is provisional.
//!
//! The sums and the standing are `common::score`'s; what a player holds is this game's
//! reading (the potion cards at the seat, the seat's counting dice), and the
//! report keeps the rulebook's lines: the cards held from each pile, then the counters.

use super::Roles;
use super::read::Reading;
use super::text::{Decided, Line};
use crate::definition::{ComponentRef, Game};
use crate::games::common::score::{self, Holdings, Part};
use crate::games::common::{Outcome, Scores, SeatScore};
use crate::report::Say;

/// What each player holds, as the reading found it.
struct Held<'a> {
    game: &'a Game,
    reading: &'a Reading,
}

impl Holdings for Held<'_> {
    fn cards(&self, seat: usize) -> impl Iterator<Item = ComponentRef> {
        self.reading.seats[seat].potions.iter().map(|p| p.card)
    }

    /// What the seat's count of that id shows; one that is not a whole number counts 0 (W7
    /// reports it).
    fn counter(&self, seat: usize, id: &str) -> i64 {
        self.reading.seats[seat]
            .counters
            .iter()
            .find(|t| t.keeper.id(self.game) == id)
            .map_or(0, |t| t.count.value())
    }
}

/// `None` where the definition declares no score.
pub fn score(game: &Game, roles: &Roles, reading: &Reading) -> Option<Scores> {
    let def = game.referee.score.as_ref()?;
    let held = Held { game, reading };
    let scores = reading
        .seats
        .iter()
        .enumerate()
        .map(|(seat, view)| {
            if !view.played {
                return None;
            }
            let sum = score::seat_sum(game, &def.sum, &held, seat);
            let mut lines: Vec<(Box<dyn Say>, i64)> = Vec::new();
            for pile in &roles.piles() {
                let cards: Vec<ComponentRef> = held
                    .cards(seat)
                    .filter(|c| c.card_kind() == Some(pile.kind))
                    .collect();
                if !cards.is_empty() {
                    let points = cards
                        .iter()
                        .map(|c| score::card_value(game, &def.sum, *c))
                        .sum();
                    let line = Line::Pile {
                        kind: pile.kind,
                        cards: cards.len(),
                    };
                    lines.push((Box::new(line), points));
                }
            }
            for (part, n) in sum.parts {
                if let Part::Counter(_) = part {
                    lines.push((Box::new(Line::Counter(part, n)), n));
                }
            }
            Some(SeatScore {
                points: sum.total,
                lines,
                chant: None,
                status: None,
                identity: None,
                hidden: view.hidden,
            })
        })
        .collect();
    Some(scores)
}

/// The played seats (those scored) are in the running.
pub fn outcome(game: &Game, reading: &Reading, scores: &Scores, over: bool) -> Outcome {
    let def = game
        .referee
        .score
        .as_ref()
        .expect("scores exist only where the definition declares them");
    let held = Held { game, reading };
    let keys: Vec<Option<Vec<i64>>> = (0..scores.len())
        .map(|s| scores[s].as_ref().map(|_| score::key(game, def, &held, s)))
        .collect();
    let standing = score::standing(&keys, over);
    let decided = Decided(standing.decided);
    Outcome {
        winners: standing.winners,
        decided_by: Some((decided.code(), Box::new(decided))),
        ranks: standing.ranks,
    }
}
