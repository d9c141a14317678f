//! What moved, said in the definition's terms: the shift most of a place's components share
//! is the place's; a seat's area moves by the shift more than half of its places share, its
//! zones by what is left over where every seat agrees; a shared area, the track, a note's size and the
//! table's as they are. A value moves by its shift rounded to half a cell, so what moved
//! stands within a quarter of a cell of where it was left, and what did not keeps its value.

use super::observe::{Observed, PlaceRef, Shift, place_of};
use crate::definition::{Game, Lang, Rect};
use crate::room::notes::height_for;
use std::collections::{BTreeMap, BTreeSet};

mod seats;
use seats::seats_and_zones;

/// One value of the definition that changes.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Change {
    /// A seat's `[[seat_area.at]]` (0-based seat): its usual one, or where the room's
    /// player count sits it, the entry given for those `players`.
    SeatArea {
        seat: usize,
        players: Option<Vec<u32>>,
        from: [f64; 2],
        to: [f64; 2],
    },
    /// A `[[seat_zones]]` `at`, the same at every seat; `offered`: moved at some seats
    /// only, and written at every seat because `--every-seat` asked.
    Zone {
        zone: usize,
        from: [f64; 2],
        to: [f64; 2],
        offered: Vec<usize>,
    },
    /// An `[[areas]]` `at`.
    Area {
        area: usize,
        from: [f64; 2],
        to: [f64; 2],
    },
    /// `[track]` `at`, moved by a shift (rounded to half a cell).
    Track { by: Shift },
    /// A note's `width`: `from` the one it gave, else `None` (its area's, `shown`).
    NoteWidth {
        note: usize,
        from: Option<u32>,
        shown: u32,
        to: u32,
    },
    /// A note's `height`, the least it stands.
    NoteHeight { note: usize, from: f64, to: f64 },
    /// `[table]` `width` and `height`.
    Table { from: (u32, u32), to: (u32, u32) },
}

impl Change {
    /// Whether it changes `layout.toml`, where the places the referee reads are.
    pub(crate) fn moves_places(&self) -> bool {
        matches!(
            self,
            Change::SeatArea { .. }
                | Change::Zone { .. }
                | Change::Area { .. }
                | Change::Track { .. }
        )
    }
}

/// Something that moved and that the definition cannot say, named rather than guessed.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Reason {
    /// A zone moved by the same shift at some seats only (0-based); `--every-seat` moves it
    /// at every seat.
    ZoneAtSomeSeats {
        zone: usize,
        seats: Vec<usize>,
        by: Shift,
    },
    /// A seat's zones moved apart from its area by different shifts.
    ZonesApart {
        seat: usize,
        zones: Vec<(usize, Shift)>,
    },
    /// A note moved apart from the row its area stands it in.
    NoteAlone { note: usize, area: usize },
    /// A note made lower than its text needs at its width: it stands `needs` cells high.
    NoteTooLow {
        note: usize,
        width: u32,
        needs: u32,
        left: u32,
    },
}

/// What the definition says differently, and what it cannot say; `covered` are the places
/// a reason already names (their components are not named again one by one), `everywhere`
/// the places moved at every seat by `--every-seat` (their components were not moved there).
pub(crate) struct Solved {
    pub changes: Vec<Change>,
    pub reasons: Vec<Reason>,
    pub covered: BTreeSet<PlaceRef>,
    pub everywhere: BTreeSet<PlaceRef>,
    /// Notes a reason already names.
    pub notes_covered: BTreeSet<usize>,
}

/// A value moved by a shift rounded to half a cell.
fn moved(at: f64, by: f64) -> f64 {
    at + (by * 2.0).round() / 2.0
}

fn rounded(shift: Shift) -> Shift {
    Shift {
        dx: (shift.dx * 2.0).round() / 2.0,
        dy: (shift.dy * 2.0).round() / 2.0,
    }
}

/// The shift most of `shifts` (each with its weight) share; of equal weight, none if none is
/// among them, else the shortest.
fn mode(shifts: &[(Shift, usize)]) -> Shift {
    let mut tally: Vec<(Shift, usize)> = Vec::new();
    for &(shift, weight) in shifts {
        match tally.iter_mut().find(|(s, _)| s.same(shift)) {
            Some((_, n)) => *n += weight,
            None => tally.push((shift, weight)),
        }
    }
    let best = tally.iter().map(|(_, n)| *n).max().unwrap_or(0);
    tally
        .iter()
        .filter(|(_, n)| *n == best)
        .map(|(s, _)| *s)
        .min_by(|a, b| {
            (a.dx.hypot(a.dy))
                .total_cmp(&b.dx.hypot(b.dy))
                .then(a.dx.total_cmp(&b.dx))
                .then(a.dy.total_cmp(&b.dy))
        })
        .unwrap_or_default()
}

/// Changes and reasons for what the save shows moved.
/// `game` is the definition as arranged for the room's `count` of players: its seats where
/// that count sits them.
pub(crate) fn solve(
    game: &Game,
    seen: &Observed,
    (lang, count): (Lang, u32),
    every_seat: bool,
) -> Solved {
    let mut solved = Solved {
        changes: Vec::new(),
        reasons: Vec::new(),
        covered: BTreeSet::new(),
        everywhere: BTreeSet::new(),
        notes_covered: BTreeSet::new(),
    };
    // Each place's shift: the one most of its components share.
    let mut by_place: BTreeMap<PlaceRef, Vec<(Shift, usize)>> = BTreeMap::new();
    for &(i, j) in &seen.pairs {
        let (built, left) = (&seen.built[i], &seen.left[j]);
        if left.spot == crate::referee::Spot::OffTable {
            continue;
        }
        if let Some(place) = place_of(game, built) {
            let shift = Shift::between((built.rect.x, built.rect.y), (left.rect.x, left.rect.y));
            by_place.entry(place).or_default().push((shift, 1));
        }
    }
    let place_shift: BTreeMap<PlaceRef, (Shift, usize)> = by_place
        .iter()
        .map(|(place, shifts)| (*place, (mode(shifts), shifts.len())))
        .collect();
    seats_and_zones(game, &place_shift, (count, every_seat), &mut solved);
    for (place, (shift, _)) in &place_shift {
        let PlaceRef::Area(a) = *place else { continue };
        if !rounded(*shift).is_zero() {
            let change = area_moved(game, a, *shift);
            if !into_a_seat(game, &solved.changes, &change) {
                solved.changes.push(change);
            }
        }
    }
    if let Some((shift, _)) = place_shift.get(&PlaceRef::Track)
        && game.layout.track.is_some()
        && !rounded(*shift).is_zero()
    {
        solved.changes.push(Change::Track {
            by: rounded(*shift),
        });
    }
    notes(game, seen, lang, &place_shift, &mut solved);
    table(game, seen, &mut solved);
    solved
}

/// A shared area moved by a shift.
fn area_moved(game: &Game, area: usize, shift: Shift) -> Change {
    let r = game.layout.areas[area].rect;
    Change::Area {
        area,
        from: [r.x, r.y],
        to: [moved(r.x, shift.dx), moved(r.y, shift.dy)],
    }
}

/// Whether a shared area moved onto a seat's area (as `changes` move the seats) where it
/// lay on none: the referee would read what lies there as the seat's, so it is no area
/// moved, and what lies in it is named instead.
fn into_a_seat(game: &Game, changes: &[Change], change: &Change) -> bool {
    let Change::Area { area, to, .. } = change else {
        return false;
    };
    let was = game.layout.areas[*area].rect;
    let now = Rect {
        x: to[0],
        y: to[1],
        ..was
    };
    let seats = game.layout.seat_areas.iter().enumerate().map(|(s, r)| {
        let moved = changes.iter().find_map(|c| match c {
            Change::SeatArea { seat, to, .. } if *seat == s => Some(Rect {
                x: to[0],
                y: to[1],
                ..*r
            }),
            _ => None,
        });
        (*r, moved.unwrap_or(*r))
    });
    seats
        .into_iter()
        .any(|(before, after)| after.overlaps(&now) && !before.overlaps(&was))
}

/// A note's size as left in the app, and the areas that hold only notes, moved with them
/// when all of them moved alike.
fn notes(
    game: &Game,
    seen: &Observed,
    lang: Lang,
    place_shift: &BTreeMap<PlaceRef, (Shift, usize)>,
    solved: &mut Solved,
) {
    // Areas holding notes and no component: they move with their notes.
    let mut rows: BTreeMap<usize, Vec<(usize, Shift)>> = BTreeMap::new();
    for pair in &seen.notes {
        let shift = Shift::between((pair.built.x, pair.built.y), (pair.left.x, pair.left.y));
        if let Some(area) = pair.area {
            rows.entry(area).or_default().push((pair.note, shift));
        }
        size(game, lang, pair, solved);
    }
    for (area, row) in rows {
        let area_moves = place_shift.get(&PlaceRef::Area(area)).map(|(s, _)| *s);
        let first = row[0].1;
        match area_moves {
            None if row.iter().all(|(_, s)| s.same(first))
                && !rounded(first).is_zero()
                && !into_a_seat(game, &solved.changes, &area_moved(game, area, first)) =>
            {
                solved.changes.push(area_moved(game, area, first));
            }
            _ => {
                let with = area_moves.unwrap_or_default();
                for (note, shift) in row {
                    if !rounded(shift.minus(with)).is_zero() {
                        solved.notes_covered.insert(note);
                        solved.reasons.push(Reason::NoteAlone { note, area });
                    }
                }
            }
        }
    }
}

/// A note's width and height as the app left them, where they differ from the room's.
fn size(game: &Game, lang: Lang, pair: &super::observe::NotePair, solved: &mut Solved) {
    let (Some(built), Some(left)) = (pair.built.size, pair.left.size) else {
        return;
    };
    let note = &game.notes[pair.note];
    let text = note.text.get(lang);
    let whole = |v: f64| {
        v.round()
            .clamp(1.0, f64::from(crate::definition::limits::MAX_TABLE_CELLS)) as u32
    };
    let (shown, width) = (whole(built.0), whole(left.0));
    if width != shown {
        solved.changes.push(Change::NoteWidth {
            note: pair.note,
            from: note.width,
            shown,
            to: width,
        });
    }
    let height = whole(left.1);
    if height == height_for(text, width, note.height) {
        return;
    }
    let needs = height_for(text, width, 0.0);
    if height >= needs {
        solved.changes.push(Change::NoteHeight {
            note: pair.note,
            from: note.height,
            to: f64::from(height),
        });
    } else {
        solved.notes_covered.insert(pair.note);
        solved.reasons.push(Reason::NoteTooLow {
            note: pair.note,
            width,
            needs,
            left: height,
        });
    }
}

/// The table's size as the app left it (whole cells, as udonarium's table settings give it).
fn table(game: &Game, seen: &Observed, solved: &mut Solved) {
    let Some((w, h)) = seen.table else { return };
    let whole = |v: f64| v.round().clamp(1.0, f64::from(u32::MAX)) as u32;
    let from = (game.table.width, game.table.height);
    let to = (whole(w), whole(h));
    if from != to {
        solved.changes.push(Change::Table { from, to });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shift_most_share_wins_and_of_equals_none() {
        let a = Shift { dx: 3.0, dy: 0.5 };
        let none = Shift::default();
        assert_eq!(mode(&[(a, 3), (none, 2)]), a);
        assert_eq!(mode(&[(a, 2), (none, 2)]), none);
        assert_eq!(mode(&[]), none);
        let b = Shift { dx: -1.0, dy: 0.0 };
        assert_eq!(mode(&[(a, 1), (b, 1)]), b);
    }

    #[test]
    fn values_move_by_half_cells() {
        assert_eq!(moved(33.0, 2.9), 36.0);
        assert_eq!(moved(11.5, 0.3), 12.0);
        assert_eq!(moved(15.4, 0.2), 15.4);
        assert_eq!(moved(10.0, -0.76), 9.0);
    }
}
