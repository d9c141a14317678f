//! `[referee.score]` for a game without rules in Rust: every card lying at a seat counts for
//! it, and the counters on the pieces that belong to it (or its dice's faces); the sums and the standing are
//! `common::score`'s.

use super::text::Decided;
use super::{Breach, Reading};
use crate::definition::limits::MAX_VALUE;
use crate::definition::{ComponentRef, Counter, Game, ScoreDef};
use crate::games::common::score::{self, Holdings};
use crate::games::common::{Case, Common, Outcome, Scores, SeatScore};
use crate::referee::{Counts, Position, Typed};
use crate::report::Say;

/// The table as it lies: a seat has the cards at it and the pieces it owns.
struct AtSeats<'a> {
    game: &'a Game,
    position: &'a Position,
}

impl Holdings for AtSeats<'_> {
    fn cards(&self, seat: usize) -> impl Iterator<Item = ComponentRef> {
        self.position
            .things
            .iter()
            .filter(move |t| t.seat() == Some(seat) && t.component.is_card())
            .map(|t| t.component)
    }

    /// The counter's field on each of the seat's pieces that has it, found by the counter's
    /// name in any language (the room names the field in its own), when it is a whole number
    /// within the counter's range; and the face of each of the seat's dice of that id that
    /// counts.
    fn counter(&self, seat: usize, id: &str) -> i64 {
        let own = || {
            self.position
                .things
                .iter()
                .filter(move |t| t.owner_seat == Some(seat))
        };
        let fields: i64 = own()
            .filter_map(|t| match t.component {
                ComponentRef::Piece(p) => Some((t, self.game.pieces[p].counters.iter())),
                _ => None,
            })
            .flat_map(|(t, counters)| {
                counters
                    .enumerate()
                    .filter(|(_, c)| c.id == id)
                    .filter_map(|(i, c)| {
                        let field = t
                            .counters
                            .iter()
                            .find(|field| field.counts == Counts::Counter(i))?;
                        // Anything else is reported by `uncounted`, never added.
                        counted(field.value, range(c))
                    })
            })
            .fold(0, i64::saturating_add);
        let dice = own()
            .filter_map(|t| match t.component {
                ComponentRef::Die(d) if self.game.dice[d].id == id => {
                    self.game.dice[d].number(t.face.as_deref()?)
                }
                _ => None,
            })
            .fold(0, i64::saturating_add);
        fields.saturating_add(dice)
    }
}

/// The values a counter may hold: from 0 to its declared `max`, else what a score adds up.
fn range(counter: &Counter) -> (i64, i64) {
    match counter.max {
        Some(max) => (0, max),
        None => (-MAX_VALUE, MAX_VALUE),
    }
}

/// A counter's field as a score adds it up: a whole number within the counter's range,
/// else nothing (`NaN`, `1.5`, `101` on a counter of `max = 100`, `1e300`).
fn counted(value: Typed, (min, max): (i64, i64)) -> Option<i64> {
    match value {
        Typed::Whole(v) if (min..=max).contains(&v) => Some(v),
        _ => None,
    }
}

/// A counter of a piece's sheet as the table shows it, with the values it may hold.
#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub piece: ComponentRef,
    pub seat: Option<usize>,
    /// Its name, as the room's sheet shows it.
    pub counter: String,
    pub value: Typed,
    /// What was typed, as the report quotes it.
    pub typed: String,
    pub range: (i64, i64),
}

/// Every counter of every piece's sheet, in the save's order and the definition's.
pub fn fields(game: &Game, position: &Position) -> Vec<Field> {
    let mut found = Vec::new();
    for thing in &position.things {
        let ComponentRef::Piece(piece) = thing.component else {
            continue;
        };
        // The piece's own counters, in definition order (counting dice are no field of it).
        for field in &thing.counters {
            let Counts::Counter(i) = field.counts else {
                continue;
            };
            found.push(Field {
                piece: thing.component,
                seat: thing.owner_seat,
                counter: field.name.clone(),
                value: field.value,
                typed: field.typed.clone(),
                range: range(&game.pieces[piece].counters[i]),
            });
        }
    }
    found
}

/// Every counter a score does not add up, as a breach naming its piece.
pub fn uncounted(reading: &Reading) -> Vec<Breach> {
    reading
        .fields
        .iter()
        .filter(|f| counted(f.value, f.range).is_none())
        .map(|f| {
            Breach(Common::CounterOutOfRange {
                component: f.piece,
                seat: f.seat,
                counter: f.counter.clone(),
                value: f.typed.clone(),
                min: f.range.0,
                max: f.range.1,
            })
        })
        .collect()
}

fn at_seats<'a>(case: Case<'a>) -> AtSeats<'a> {
    AtSeats {
        game: case.game,
        position: case.position,
    }
}

pub fn totals(case: Case, def: &ScoreDef) -> Scores {
    let holdings = at_seats(case);
    (0..case.game.seats.len())
        .map(|seat| {
            let sum = score::seat_sum(case.game, &def.sum, &holdings, seat);
            Some(SeatScore {
                points: sum.total,
                lines: sum
                    .parts
                    .into_iter()
                    .map(|(part, v)| (Box::new(part) as Box<dyn Say>, v))
                    .collect(),
                chant: None,
                status: None,
                identity: None,
                // Every card at the seat counts: one the table cannot see hides the sum.
                hidden: case
                    .position
                    .things
                    .iter()
                    .any(|t| t.seat() == Some(seat) && t.hidden()),
            })
        })
        .collect()
}

/// The seats the room was built for are in the running; `over` where the definition says
/// `end = true`.
pub fn outcome(case: Case, def: &ScoreDef, scores: &Scores, over: bool) -> Outcome {
    let holdings = at_seats(case);
    let keys: Vec<Option<Vec<i64>>> = (0..scores.len())
        .map(|s| {
            let played = case
                .position
                .record
                .as_ref()
                .is_none_or(|r| r.played.get(s) != Some(&false));
            played.then(|| score::key(case.game, def, &holdings, s))
        })
        .collect();
    let standing = score::standing(&keys, over);
    let decided = Decided(standing.decided);
    Outcome {
        winners: standing.winners,
        decided_by: Some((decided.code(), Box::new(decided))),
        ranks: standing.ranks,
    }
}
