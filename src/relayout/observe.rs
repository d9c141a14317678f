//! The room as its definition builds it, beside the room as saved: every component paired
//! with itself, every note with itself, each with where it was built and where it was left.
//!
//! Both are read the same way: the plan's XML through the referee's save reader and
//! position, as the save is. Components a shuffle lays out are interchangeable (which card
//! lies where depends on the seed, which the save does not keep): they are paired by the
//! shift most of them share, then by the nearest.

use crate::art::ImageFormat;
use crate::definition::record::{Geometry, RoomRecord};
use crate::definition::{ComponentRef, Game, Seating, What};
use crate::error::Error;
use crate::referee::position::{LayoutSource, position};
use crate::referee::save::{Kind, Save};
use crate::referee::{Spot, Thing};
use crate::room::BuildOptions;
use std::collections::{BTreeMap, HashMap};

const CELL: f64 = 50.0;
/// Positions closer than this (cells; a pixel) are the same: udonarium stores whole pixels.
pub(super) const SAME: f64 = 0.021;
/// Pairs tried when a group's shift is voted on: past this a group pairs in order (no game
/// has a kind of cards that large; a hostile save might).
const MOST_PAIRS: usize = 250_000;
/// Rounds of voting on what is left of a group after the objects sharing a shift are paired.
const VOTES: usize = 8;

/// A shift on the table, in cells.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct Shift {
    pub dx: f64,
    pub dy: f64,
}

impl Shift {
    pub(super) fn between(from: (f64, f64), to: (f64, f64)) -> Shift {
        Shift {
            dx: to.0 - from.0,
            dy: to.1 - from.1,
        }
    }

    pub(super) fn same(self, other: Shift) -> bool {
        (self.dx - other.dx).abs() < SAME && (self.dy - other.dy).abs() < SAME
    }

    pub(super) fn is_zero(self) -> bool {
        self.same(Shift::default())
    }

    pub(super) fn minus(self, other: Shift) -> Shift {
        Shift {
            dx: self.dx - other.dx,
            dy: self.dy - other.dy,
        }
    }

    fn length(self) -> f64 {
        self.dx.hypot(self.dy)
    }
}

/// A note as built and as left: its face's centre and foot (`x`, `y`) and its size, in cells.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct NoteAt {
    pub x: f64,
    pub y: f64,
    /// Width and height; unknown for a saved note whose sheet lost them.
    pub size: Option<(f64, f64)>,
}

/// One of the definition's notes, built and saved.
#[derive(Debug, Clone)]
pub(crate) struct NotePair {
    /// Index into `Game::notes`.
    pub note: usize,
    /// The shared area it stands in (index into `Layout::areas`).
    pub area: Option<usize>,
    pub built: NoteAt,
    pub left: NoteAt,
}

/// The room as built and as saved, side by side.
pub(crate) struct Observed {
    /// The components as built, in the plan's order (the same for every plan of one
    /// definition, options and seed).
    pub built: Vec<Thing>,
    /// The components as saved.
    pub left: Vec<Thing>,
    /// Stack names of the save, by index (`Thing::stack`).
    pub stacks: Vec<String>,
    /// Pairs of indices into `built` and `left`.
    pub pairs: Vec<(usize, usize)>,
    /// Built, not in the save (indices into `built`).
    pub missing: Vec<usize>,
    /// In the save, ours, and not in the room as built (indices into `left`).
    pub added: Vec<usize>,
    pub notes: Vec<NotePair>,
    /// Notes of the room as built that the save lacks (indices into `Game::notes`).
    pub notes_missing: Vec<usize>,
    /// The table's size in the save, in cells.
    pub table: Option<(f64, f64)>,
}

/// The options the room of a record was built with: any seed will do, since positions do
/// not depend on it, but the same one must plan every room compared.
pub(super) fn options_of(record: &RoomRecord, seating: &Seating) -> BuildOptions {
    BuildOptions {
        seating: seating.clone(),
        seed: 0,
        lang: record.lang,
        art_root: None,
        images: ImageFormat::Svg,
        progress: Default::default(),
    }
}

/// What a room holds for `layout`: its components placed by the definition's own layout,
/// its notes, its stacks' names and its table's size.
pub(super) struct Read {
    pub things: Vec<Thing>,
    /// The definition's notes (by index) where they stand.
    pub notes: BTreeMap<usize, NoteAt>,
    pub stacks: Vec<String>,
    pub table: Option<(f64, f64)>,
}

/// A save read for `layout`: the referee's position of it, and what the position leaves out.
pub(super) fn read(game: &Game, save: Save) -> Read {
    let notes = notes_of(game, &save);
    let stacks = save.stacks.iter().map(|s| s.name.clone()).collect();
    let table = save.table_size;
    let geometry = Geometry::of(&game.layout);
    let things = position(game, &geometry, save, None, None, LayoutSource::Definition).things;
    Read {
        things,
        notes,
        stacks,
        table,
    }
}

/// The room `game` builds for `record`'s options (`seating` its player count's), read as a
/// save is read (placed by the layout arranged for its player count, as the room was).
pub(super) fn plan(game: &Game, record: &RoomRecord, seating: &Seating) -> Result<Read, Error> {
    let planned = crate::room::plan(game, &options_of(record, seating))?;
    let xml = planned.room.data_xml();
    let save = crate::referee::read_xml_save(&xml[..], "the room as built")?;
    Ok(read(&*game.arranged_for(seating)?, save))
}

/// Pairs the room `game` builds for `record` with the save.
pub(super) fn observe(
    game: &Game,
    (record, seating): (&RoomRecord, &Seating),
    save: Save,
) -> Result<Observed, Error> {
    let plan = plan(game, record, seating)?;
    let saved = read(&*game.arranged_for(seating)?, save);
    let (built, left) = (plan.things, saved.things);
    let mut groups: BTreeMap<Key, (Vec<usize>, Vec<usize>)> = BTreeMap::new();
    for (i, t) in built.iter().enumerate() {
        groups.entry(key(game, t)).or_default().0.push(i);
    }
    for (j, t) in left.iter().enumerate() {
        groups.entry(key(game, t)).or_default().1.push(j);
    }
    let mut pairs = Vec::new();
    let (mut missing, mut added) = (Vec::new(), Vec::new());
    for (planned, saved) in groups.values() {
        let (paired, rest_built, rest_left) = pair_group(planned, saved, &built, &left);
        pairs.extend(paired);
        missing.extend(rest_built);
        added.extend(rest_left);
    }
    pairs.sort_unstable();
    missing.sort_unstable();
    added.sort_unstable();
    let (notes, notes_missing) = pair_notes(game, plan.notes, &saved.notes);
    Ok(Observed {
        built,
        left,
        stacks: saved.stacks,
        pairs,
        missing,
        added,
        notes,
        notes_missing,
        table: saved.table,
    })
}

/// What pairs a component with itself: its full identity, or for the cards a shuffle lays
/// out, their kind and seat alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Shuffled {
        kind: usize,
        seat: Option<usize>,
    },
    Exact {
        component: ComponentRef,
        seat: Option<usize>,
        copy: Option<u32>,
    },
}

fn key(game: &Game, thing: &Thing) -> Key {
    let shuffled = thing.card_kind().is_some_and(|kind| {
        game.layout
            .placements
            .iter()
            .any(|p| p.what == What::Cards(kind) && p.shuffle)
    });
    match thing.card_kind() {
        Some(kind) if shuffled => Key::Shuffled {
            kind,
            seat: thing.owner_seat,
        },
        _ => Key::Exact {
            component: thing.component,
            seat: thing.owner_seat,
            copy: thing.copy,
        },
    }
}

fn corner(t: &Thing) -> (f64, f64) {
    (t.rect.x, t.rect.y)
}

/// A shift rounded to whole pixels, to count votes.
fn voted(shift: Shift) -> (i64, i64) {
    (
        (shift.dx * CELL).round() as i64,
        (shift.dy * CELL).round() as i64,
    )
}

type Paired = (Vec<(usize, usize)>, Vec<usize>, Vec<usize>);

/// Pairs one group: the shift most of its objects share first (a deck or a row moved as
/// one), again on what is left, then the nearest; what stays unpaired was added or removed.
fn pair_group(planned: &[usize], saved: &[usize], built: &[Thing], left: &[Thing]) -> Paired {
    let (mut rest_b, mut rest_l) = (planned.to_vec(), saved.to_vec());
    let mut pairs = Vec::new();
    if rest_b.len() * rest_l.len() > MOST_PAIRS {
        let n = rest_b.len().min(rest_l.len());
        pairs.extend(rest_b.drain(..n).zip(rest_l.drain(..n)));
        return (pairs, rest_b, rest_l);
    }
    let shift = |i: usize, j: usize| Shift::between(corner(&built[i]), corner(&left[j]));
    for _ in 0..VOTES {
        let mut votes: HashMap<(i64, i64), usize> = HashMap::new();
        for &i in &rest_b {
            for &j in &rest_l {
                *votes.entry(voted(shift(i, j))).or_default() += 1;
            }
        }
        // The shift most pairs share; of equals, the shortest (nothing moved), then the
        // first in a fixed order, so the pairing never depends on the map's.
        let Some((&best, &count)) = votes.iter().max_by(|a, b| {
            a.1.cmp(b.1)
                .then_with(|| (b.0.0.pow(2) + b.0.1.pow(2)).cmp(&(a.0.0.pow(2) + a.0.1.pow(2))))
                .then_with(|| b.0.cmp(a.0))
        }) else {
            break;
        };
        if count < 2 && !(rest_b.len() == 1 && rest_l.len() == 1) {
            break;
        }
        let mut used = vec![false; rest_l.len()];
        let mut kept = Vec::new();
        for &i in &rest_b {
            match (0..rest_l.len()).find(|&k| !used[k] && voted(shift(i, rest_l[k])) == best) {
                Some(k) => {
                    used[k] = true;
                    pairs.push((i, rest_l[k]));
                }
                None => kept.push(i),
            }
        }
        rest_b = kept;
        rest_l = rest_l
            .iter()
            .zip(&used)
            .filter(|(_, used)| !**used)
            .map(|(j, _)| *j)
            .collect();
        if rest_b.is_empty() || rest_l.is_empty() {
            break;
        }
    }
    // The rest, nearest first.
    let mut candidates: Vec<(f64, usize, usize)> = (0..rest_b.len())
        .flat_map(|b| (0..rest_l.len()).map(move |l| (b, l)))
        .map(|(b, l)| (shift(rest_b[b], rest_l[l]).length(), b, l))
        .collect();
    candidates.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let (mut done_b, mut done_l) = (vec![false; rest_b.len()], vec![false; rest_l.len()]);
    for (_, b, l) in candidates {
        if !done_b[b] && !done_l[l] {
            done_b[b] = true;
            done_l[l] = true;
            pairs.push((rest_b[b], rest_l[l]));
        }
    }
    let rest_b = rest_b
        .iter()
        .zip(&done_b)
        .filter(|(_, d)| !**d)
        .map(|(i, _)| *i)
        .collect();
    let rest_l = rest_l
        .iter()
        .zip(&done_l)
        .filter(|(_, d)| !**d)
        .map(|(j, _)| *j)
        .collect();
    (pairs, rest_b, rest_l)
}

/// The definition's notes a save holds (by index into `Game::notes`), where they stand.
fn notes_of(game: &Game, save: &Save) -> BTreeMap<usize, NoteAt> {
    let mut found = BTreeMap::new();
    for o in save.objects.iter().filter(|o| o.kind == Kind::Note) {
        let Some(id) = o.identity.as_ref().filter(|i| i.game == game.id) else {
            continue;
        };
        let Some(note) = id
            .component
            .strip_prefix("note/")
            .and_then(|n| game.notes.iter().position(|note| note.id == n))
        else {
            continue;
        };
        // A note copied in the app keeps its id: the first is the room's.
        found.entry(note).or_insert(NoteAt {
            x: o.x / CELL,
            y: o.y / CELL,
            size: o.note_size,
        });
    }
    found
}

/// The definition's notes in the room as built and in the save, by their ids.
fn pair_notes(
    game: &Game,
    built: BTreeMap<usize, NoteAt>,
    left: &BTreeMap<usize, NoteAt>,
) -> (Vec<NotePair>, Vec<usize>) {
    let mut pairs = Vec::new();
    let mut missing = Vec::new();
    for (note, at) in built {
        match left.get(&note) {
            Some(saved) => pairs.push(NotePair {
                note,
                area: note_area(game, note),
                built: at,
                left: *saved,
            }),
            None => missing.push(note),
        }
    }
    (pairs, missing)
}

/// The shared area a note stands in: the one its own placement names, else the one of the
/// placement standing every note no other names.
pub(super) fn note_area(game: &Game, note: usize) -> Option<usize> {
    let placements = &game.layout.placements;
    let own = placements
        .iter()
        .find(|p| p.what == What::Notes(Some(note)));
    let placement = own.or_else(|| placements.iter().find(|p| p.what == What::Notes(None)))?;
    match placement.at {
        crate::definition::Where::Area(a) => Some(a),
        _ => None,
    }
}

/// The place a component was built in, as the definition names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum PlaceRef {
    /// A seat zone (index into `Layout::seat_zones`) at a seat.
    Zone { zone: usize, seat: usize },
    /// A seat's area, in none of its zones.
    Seat(usize),
    /// A shared area (index into `Layout::areas`).
    Area(usize),
    /// A square of the track.
    Track,
}

/// The place a thing lies in, by the definition's layout (`None`: in none).
pub(super) fn place_of(game: &Game, thing: &Thing) -> Option<PlaceRef> {
    let layout = &game.layout;
    match &thing.spot {
        Spot::Seat { seat, zone } => Some(match zone.as_ref().and_then(|z| z.defined()) {
            Some(z) => PlaceRef::Zone {
                zone: layout
                    .seat_zones
                    .iter()
                    .position(|s| s.id == layout.zone_of(z).id)?,
                seat: *seat,
            },
            None => PlaceRef::Seat(*seat),
        }),
        Spot::Area(a) => {
            let id = &layout.area_of(a.defined()?).id;
            layout
                .areas
                .iter()
                .position(|x| &x.id == id)
                .map(PlaceRef::Area)
        }
        Spot::Square(_) => Some(PlaceRef::Track),
        Spot::Outside | Spot::OffTable => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::definition::Rect;
    use crate::referee::Spot;

    fn at(x: f64, y: f64) -> Thing {
        Thing {
            component: ComponentRef::Piece(0),
            owner_seat: None,
            copy: None,
            kind: Kind::Card,
            name: String::new(),
            face_up: true,
            rotation: 0,
            private: false,
            spot: Spot::Outside,
            slot: None,
            stack: None,
            rect: Rect {
                x,
                y,
                width: 3.0,
                height: 4.0,
            },
            counters: Vec::new(),
            face: None,
        }
    }

    #[test]
    fn a_row_moved_as_one_pairs_by_its_shift_not_by_the_nearest() {
        // A row of cards 3.2 apart, moved 3 cells right: the nearest pairing would pair
        // each card with its right-hand neighbour's place.
        let built: Vec<Thing> = (0..4).map(|i| at(10.0 + 3.2 * i as f64, 5.0)).collect();
        let left: Vec<Thing> = (0..4)
            .rev()
            .map(|i| at(13.0 + 3.2 * i as f64, 5.0))
            .collect();
        let (pairs, rb, rl) = pair_group(&[0, 1, 2, 3], &[0, 1, 2, 3], &built, &left);
        assert!(rb.is_empty() && rl.is_empty());
        for (i, j) in pairs {
            let shift = Shift::between(corner(&built[i]), corner(&left[j]));
            assert!(shift.same(Shift { dx: 3.0, dy: 0.0 }), "{i} {j} {shift:?}");
        }
    }

    #[test]
    fn a_stray_pairs_after_the_rest_and_extras_stay_unpaired() {
        // Three cards stay, one is dragged away; one more card is in the save.
        let built: Vec<Thing> = (0..4).map(|i| at(3.0 * i as f64, 0.0)).collect();
        let mut left: Vec<Thing> = (0..3).map(|i| at(3.0 * i as f64, 0.0)).collect();
        left.push(at(40.0, 20.0));
        left.push(at(41.0, 20.0));
        let (pairs, rb, rl) = pair_group(&[0, 1, 2, 3], &[0, 1, 2, 3, 4], &built, &left);
        assert_eq!(&pairs[..3], &[(0, 0), (1, 1), (2, 2)]);
        assert_eq!(pairs[3], (3, 3));
        assert!(rb.is_empty());
        assert_eq!(rl, [4]);
    }
}
