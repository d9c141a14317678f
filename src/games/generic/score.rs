//! `[referee.score]` for a game without rules in Rust: every card lying at a seat counts for
//! it, and the counters on the pieces that belong to it (or its dice's faces); the sums and the standing are
//! `common::score`'s.

use super::Breach;
use super::text::Decided;
use crate::definition::limits::MAX_VALUE;
use crate::definition::{ComponentRef, Game, ScoreDef};
use crate::games::common::score::{self, Holdings};
use crate::games::common::{Common, Ctx, Outcome, Scores, SeatScore};
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
    /// name in any language (the room names the field in its own), a number rounded; and
    /// the face of each of the seat's dice of that id that counts.
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
                    .filter_map(|(c, _)| {
                        t.counters
                            .iter()
                            .find(|field| field.counts == Counts::Counter(c))
                    })
            })
            .filter_map(|field| match typed(field.value) {
                Summed::Value(v) => Some(v),
                // Out of range: reported by `out_of_range`, never added.
                Summed::NotANumber | Summed::OutOfRange => None,
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

/// A counter's field as a score adds it up.
enum Summed {
    /// Not a number: counts 0, as an empty field does.
    NotANumber,
    /// A number, rounded to a whole one.
    Value(i64),
    /// Beyond ±`MAX_VALUE` (`1e300`, `9223372036854775807`, `inf`).
    OutOfRange,
}

fn typed(value: Typed) -> Summed {
    match value {
        Typed::Whole(v) if v.unsigned_abs() <= MAX_VALUE.unsigned_abs() => Summed::Value(v),
        Typed::Number(v) if v.abs() <= MAX_VALUE as f64 => Summed::Value(v.round() as i64),
        Typed::Whole(_) | Typed::Number(_) => Summed::OutOfRange,
        Typed::NotANumber => Summed::NotANumber,
    }
}

/// Every counter typed beyond what a score adds up, as a breach naming its piece.
pub fn out_of_range(position: &Position) -> Vec<Breach> {
    let mut found = Vec::new();
    for thing in &position.things {
        // The piece's own counters, in definition order (counting dice are no field of it).
        let fields = thing
            .counters
            .iter()
            .filter(|field| matches!(field.counts, Counts::Counter(_)));
        for field in fields {
            if let Summed::OutOfRange = typed(field.value) {
                found.push(Breach(Common::CounterOutOfRange {
                    component: thing.component,
                    seat: thing.owner_seat,
                    counter: field.name.clone(),
                    value: field.typed.clone(),
                }));
            }
        }
    }
    found
}

fn at_seats<'a>(ctx: &Ctx<'a, Breach>) -> AtSeats<'a> {
    AtSeats {
        game: ctx.game,
        position: ctx.position,
    }
}

pub fn totals(ctx: &Ctx<Breach>, def: &ScoreDef) -> Scores {
    let holdings = at_seats(ctx);
    (0..ctx.game.seats.len())
        .map(|seat| {
            let sum = score::seat_sum(ctx.game, &def.sum, &holdings, seat);
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
            })
        })
        .collect()
}

/// The seats the room was built for are in the running; `over` where the definition says
/// `end = true`.
pub fn outcome(ctx: &Ctx<Breach>, def: &ScoreDef, scores: &Scores, over: bool) -> Outcome {
    let holdings = at_seats(ctx);
    let keys: Vec<Option<Vec<i64>>> = (0..scores.len())
        .map(|s| {
            let played = ctx
                .position
                .record
                .as_ref()
                .is_none_or(|r| r.played.get(s) != Some(&false));
            played.then(|| score::key(ctx.game, def, &holdings, s))
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
