//! The definition with the changes made, planned again: whatever the save shows that would
//! still not stand where it was left (within half a cell) is named, a stack once, so nothing
//! the definition cannot say is passed over or guessed at.

use super::observe::{self, NoteAt, Observed, PlaceRef, Shift, place_of};
use super::solve::{Change, Solved};
use crate::definition::record::RoomRecord;
use crate::definition::{Game, Rect, Seating};
use crate::error::Error;
use crate::referee::save::Kind;
use crate::referee::{Spot, Thing};
use std::collections::BTreeMap;

/// How far from where it was left a thing may stand in the rebuilt room, in cells.
pub(crate) const NEAR: f64 = 0.5;

/// A component, or a stack of them, as a message names it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Named {
    pub kind: Kind,
    /// The name players see (a stack's, for a stack).
    pub name: String,
    /// The component id (`evidence/dynamite`); for a stack, its top card's.
    pub id: String,
    /// The seat it belongs to (0-based).
    pub seat: Option<usize>,
    /// For a stack: how many cards of it are named.
    pub cards: Option<usize>,
}

/// A component that would not stand where it was left, and why.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Stray {
    /// It lies at another seat (0-based; `None`: in a shared place) than the definition
    /// puts it.
    BetweenSeats {
        what: Named,
        from: Option<usize>,
        to: Option<usize>,
    },
    /// It moved apart from the other things of its place.
    Alone {
        what: Named,
        place: Option<PlaceRef>,
    },
    /// Turned by `degrees` (the layout has no rotation).
    Turned { what: Named, degrees: i32 },
    /// Put away in an inventory.
    PutAway { what: Named },
    /// Not in the save.
    Missing { what: Named },
    /// In the save and not in the room as built (a copy made in the app).
    Added { what: Named },
    /// A note that would stand elsewhere, or another size, than where it was left.
    NoteElsewhere {
        note: usize,
        built: NoteAt,
        left: NoteAt,
    },
    /// A note of the room not in the save.
    NoteMissing { note: usize },
}

/// The definition with `changes` made: what `edit` writes reads back as this.
pub(crate) fn apply(game: &Game, changes: &[Change]) -> Game {
    let mut game = game.clone();
    let layout = &mut game.layout;
    for change in changes {
        match change {
            Change::SeatArea {
                seat, players, to, ..
            } => match players {
                None => set(&mut layout.seat_areas[*seat], *to),
                Some(players) => {
                    let moved = layout
                        .seat_moves
                        .iter_mut()
                        .filter(|m| m.seat == *seat && &m.players == players);
                    for m in moved {
                        set(&mut m.area, *to);
                    }
                }
            },
            Change::Zone { zone, to, .. } => set(&mut layout.seat_zones[*zone].rect, *to),
            Change::Area { area, to, .. } => set(&mut layout.areas[*area].rect, *to),
            Change::Track { by } => {
                for square in layout.track.iter_mut().flat_map(|t| t.squares.iter_mut()) {
                    square.x += by.dx;
                    square.y += by.dy;
                }
            }
            Change::NoteWidth { note, to, .. } => game.notes[*note].width = Some(*to),
            Change::NoteHeight { note, to, .. } => game.notes[*note].height = *to,
            Change::Table { to, .. } => {
                game.table.width = to.0;
                game.table.height = to.1;
            }
        }
    }
    if changes.iter().any(Change::moves_places) {
        game.version += 1;
    }
    game
}

fn set(rect: &mut Rect, to: [f64; 2]) {
    rect.x = to[0];
    rect.y = to[1];
}

fn named(thing: &Thing) -> Named {
    Named {
        kind: thing.kind,
        name: thing.name.clone(),
        id: String::new(),
        seat: thing.owner_seat,
        cards: None,
    }
}

/// The seat whose area holds a thing's centre, by a layout.
fn seat_at(game: &Game, thing: &Thing) -> Option<usize> {
    let (x, y) = thing.centre();
    game.layout.seat_areas.iter().position(|a| a.contains(x, y))
}

/// What of the save `changed` (the definition with the changes made) would still not build
/// where it was left. `game` is the definition as it was, arranged for the room's players.
pub(crate) fn strays(
    game: &Game,
    changed: &Game,
    (record, seating): (&RoomRecord, &Seating),
    seen: &Observed,
    solved: &Solved,
) -> Result<Vec<Stray>, Error> {
    let plan = observe::plan(changed, record, seating)?;
    let rebuilt = &plan.things;
    let arranged = changed.arranged_for(seating)?;
    let mut out = Vec::new();
    // A stack's cards are named once, as the stack.
    let mut stacks: BTreeMap<(usize, u8), (Stray, usize)> = BTreeMap::new();
    let mut name = |thing: &Thing, stray: Stray, out: &mut Vec<Stray>| match thing.stack {
        Some((stack, _)) => {
            let kind = match &stray {
                Stray::BetweenSeats { .. } => 0,
                Stray::Alone { .. } => 1,
                _ => 2,
            };
            stacks.entry((stack, kind)).or_insert((stray, 0)).1 += 1;
        }
        None => out.push(stray),
    };
    for &(i, j) in &seen.pairs {
        let (built, left) = (&seen.built[i], &seen.left[j]);
        let what = Named {
            id: built.component.id(game),
            ..named(left)
        };
        if left.spot == Spot::OffTable {
            name(left, Stray::PutAway { what }, &mut out);
            continue;
        }
        if left.stack.is_none() && left.rotation != built.rotation {
            out.push(Stray::Turned {
                what: what.clone(),
                degrees: (left.rotation - built.rotation).rem_euclid(360),
            });
        }
        let Some(again) = rebuilt.get(i) else {
            continue;
        };
        let off = Shift::between((again.rect.x, again.rect.y), (left.rect.x, left.rect.y));
        if off.dx.hypot(off.dy) <= NEAR {
            continue;
        }
        let place = place_of(game, built);
        if place.is_some_and(|p| solved.covered.contains(&p) || solved.everywhere.contains(&p)) {
            continue;
        }
        let (from, to) = (seat_at(&arranged, again), seat_at(&arranged, left));
        let stray = if from != to {
            Stray::BetweenSeats { what, from, to }
        } else {
            Stray::Alone { what, place }
        };
        name(left, stray, &mut out);
    }
    for ((stack, _), (mut stray, count)) in stacks {
        let stack_name = seen.stacks.get(stack).cloned().unwrap_or_default();
        if let Stray::BetweenSeats { what, .. }
        | Stray::Alone { what, .. }
        | Stray::PutAway { what } = &mut stray
        {
            what.name = stack_name;
            what.cards = Some(count);
        }
        out.push(stray);
    }
    missing_and_added(game, seen, &mut out);
    notes(&plan.notes, seen, solved, &mut out);
    Ok(out)
}

/// The components the save lacks, and those it has beyond the room as built.
fn missing_and_added(game: &Game, seen: &Observed, out: &mut Vec<Stray>) {
    for &i in &seen.missing {
        let built = &seen.built[i];
        out.push(Stray::Missing {
            what: Named {
                id: built.component.id(game),
                ..named(built)
            },
        });
    }
    for &j in &seen.added {
        let left = &seen.left[j];
        out.push(Stray::Added {
            what: Named {
                id: left.component.id(game),
                ..named(left)
            },
        });
    }
}

/// The notes that would not stand where, or as large as, they were left.
fn notes(
    rebuilt: &BTreeMap<usize, NoteAt>,
    seen: &Observed,
    solved: &Solved,
    out: &mut Vec<Stray>,
) {
    for pair in &seen.notes {
        if solved.notes_covered.contains(&pair.note) {
            continue;
        }
        let Some(built) = rebuilt.get(&pair.note) else {
            continue;
        };
        let off = (built.x - pair.left.x).hypot(built.y - pair.left.y);
        let sized = match (built.size, pair.left.size) {
            (Some(b), Some(l)) => {
                (b.0 - l.0.round()).abs() < 0.01 && (b.1 - l.1.round()).abs() < 0.01
            }
            _ => true,
        };
        if off > NEAR || !sized {
            out.push(Stray::NoteElsewhere {
                note: pair.note,
                built: *built,
                left: pair.left,
            });
        }
    }
    out.extend(
        seen.notes_missing
            .iter()
            .map(|&note| Stray::NoteMissing { note }),
    );
}
