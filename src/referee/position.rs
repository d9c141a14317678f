//! A position: every component of the game recognised, with its face, rotation, holder and
//! the seat, zone, slot or area it lies in.

use super::counters::{self, CounterField};
use super::places::{Placer, Places, Spot};
use super::save::{Kind, Save, SavedObject};
use crate::definition::record::{GaugePlace, Geometry, Place, RoomRecord};
use crate::definition::{AreaId, ComponentRef, Game, Rect, ZoneId};
use crate::udonarium::Identity;
use std::collections::{BTreeMap, HashMap};

const CELL: f64 = 50.0;

/// One recognised component.
#[derive(Debug, Clone)]
pub struct Thing {
    pub component: ComponentRef,
    /// The seat it belongs to by design (0-based), e.g. the owner of an accusation card.
    pub owner_seat: Option<usize>,
    pub copy: Option<u32>,
    pub kind: Kind,
    /// The name players see (they may have renamed it).
    pub name: String,
    pub face_up: bool,
    pub rotation: i32,
    /// Held privately with 「自分だけ見る」.
    pub private: bool,
    pub spot: Spot,
    /// The numbered slot of a slotted zone or area its centre lies in (0-based).
    pub slot: Option<usize>,
    pub stack: Option<(usize, usize)>,
    /// Top-left corner and extent on the table, in cells.
    pub rect: Rect,
    /// A piece's sheet fields that are the definition's counters, read once.
    pub counters: Vec<CounterField>,
    /// A die's face as shown, by the face's name.
    pub face: Option<String>,
}

impl Thing {
    pub fn seat(&self) -> Option<usize> {
        match self.spot {
            Spot::Seat { seat, .. } => Some(seat),
            _ => None,
        }
    }

    /// The seat zone it lies in, when the definition has that zone.
    pub fn zone(&self) -> Option<ZoneId> {
        match &self.spot {
            Spot::Seat { zone, .. } => zone.as_ref()?.defined(),
            _ => None,
        }
    }

    /// The shared area it lies in, when the definition has that area (`Spot::Area` also
    /// holds the areas only the room's record has).
    pub fn area(&self) -> Option<AreaId> {
        match &self.spot {
            Spot::Area(a) => a.defined(),
            _ => None,
        }
    }

    pub fn card_kind(&self) -> Option<usize> {
        self.component.card_kind()
    }

    /// Centre on the table, in cells.
    pub fn centre(&self) -> (f64, f64) {
        (
            self.rect.x + self.rect.width / 2.0,
            self.rect.y + self.rect.height / 2.0,
        )
    }

    /// Whether the table cannot see its face: a card lying face down, or held with
    /// 「自分だけ見る」 (the app shows it to its holder alone).
    pub fn hidden(&self) -> bool {
        self.kind == Kind::Card && (!self.face_up || self.private)
    }

    /// Whether a point (cells) lies on this thing, e.g. a marker put on a card.
    pub fn covers(&self, x: f64, y: f64) -> bool {
        self.rect.contains(x, y)
    }
}

/// An object that is not a component of the game, named for the report.
#[derive(Debug, Clone, PartialEq)]
pub struct Foreign {
    pub kind: Kind,
    /// The name players see (a note's title).
    pub name: String,
    /// Where its centre lies.
    pub spot: Spot,
}

/// Something wrong with the save itself rather than with the game's rules.
#[derive(Debug, Clone, PartialEq)]
pub enum SaveProblem {
    /// The save holds several room documents (their entries, in the zip's order): the last
    /// one's room is the one judged, as udonarium keeps it.
    SeveralRooms(Vec<String>),
    /// Objects of another game's room lie on the table too.
    OtherGame { game: String, objects: usize },
    /// A position or rotation that is not a finite number (read as 0).
    BadNumber {
        component: ComponentRef,
        seat: Option<usize>,
        attribute: String,
    },
}

/// Where the geometry the components were placed by came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LayoutSource {
    /// The room's own record.
    Record,
    /// The current definition's layout.
    Definition,
    /// The layout of the older version that built the room, kept in `versions/N/`.
    Older(u32),
    /// None: a room of the current version whose record is gone (a fork or an editor
    /// dropped the table's `udonforge-room` attribute). Where its seats and places lie is
    /// not known, so only its components are counted.
    Unrecorded,
}

#[derive(Debug, Clone)]
pub struct Position {
    pub things: Vec<Thing>,
    /// Objects on the table that are not components of the game (a card, piece, die or
    /// note players added), in the save's order; another game's components are not among
    /// them (they are a save problem).
    pub foreign: Vec<Foreign>,
    /// Components recognised by their face image because their identity was lost.
    pub recognised_by_image: usize,
    /// The room's record, when the save kept it.
    pub record: Option<RoomRecord>,
    pub layout_source: LayoutSource,
    pub problems: Vec<SaveProblem>,
    /// The layout components were placed by (a game's rules read gauges and the track's
    /// emblem and start squares from it).
    pub geometry: Geometry,
    /// The geometry's places resolved against the definition.
    places: Places,
}

impl Position {
    pub fn of(&self, component: ComponentRef) -> impl Iterator<Item = &Thing> + '_ {
        self.things.iter().filter(move |t| t.component == component)
    }

    pub fn of_kind(&self, kind: usize) -> impl Iterator<Item = &Thing> + '_ {
        self.things
            .iter()
            .filter(move |t| t.card_kind() == Some(kind) && t.kind == Kind::Card)
    }

    /// Leaves out every later copy of a component. A component duplicated
    /// with 「コピーを作る」 is reported once, by conservation, as the copy; the rules then
    /// read each component once, so a copy never counts as a play, a card held or a point —
    /// for its own seat or any other. udonarium appends a copy after its original, so the
    /// first in the save's order is read as the original.
    pub fn leave_out_copies(&mut self, game: &Game) {
        let mut seen = std::collections::BTreeSet::new();
        self.things
            .retain(|t| !pinned(game, t) || seen.insert((t.component, t.owner_seat, t.copy)));
    }

    /// The seat zone as the geometry lays it out (relative to a seat area's corner), if it
    /// has the zone.
    pub fn zone_place(&self, zone: ZoneId) -> Option<&Place> {
        let i = self.places.zones.iter().position(|z| *z == zone)?;
        Some(&self.geometry.seat_zones[i])
    }

    /// The gauge drawn in a seat zone, if the geometry has one there.
    pub fn gauge(&self, zone: ZoneId) -> Option<&GaugePlace> {
        let place = self.zone_place(zone)?;
        // The record names a gauge's zone by the zone's id.
        self.geometry.gauges.iter().find(|g| g.zone == place.id)
    }

    /// The value a gauge in a seat zone shows at `x` (cells) in a seat's area.
    pub fn gauge_value(&self, zone: ZoneId, seat: usize, x: f64) -> Option<i64> {
        let gauge = self.gauge(zone)?;
        let rect = self
            .zone_place(zone)?
            .rect
            .offset(self.geometry.seat_areas.get(seat)?);
        gauge.value_at(seat, &rect, x)
    }
}

/// Whether a thing's identity names exactly one object of the game, so a second one with
/// the same identity is a copy. Cards recognised by a face several cards share (copies, or
/// one card per seat) carry no copy or seat number and are not pinned.
fn pinned(game: &Game, thing: &Thing) -> bool {
    if thing.copy.is_some() {
        return true;
    }
    match thing.component {
        ComponentRef::Card { kind, item } => {
            let kind = &game.card_kinds[kind];
            kind.items[item].copies == 1 && (!kind.per_seat || thing.owner_seat.is_some())
        }
        ComponentRef::Piece(p) => !game.pieces[p].per_seat || thing.owner_seat.is_some(),
        ComponentRef::Die(_) => true,
    }
}

/// Front image identifier → identity, for cards that lost theirs.
pub type Catalogue = HashMap<String, Identity>;

/// The catalogue a room record carries.
pub fn record_catalogue(record: &RoomRecord) -> Catalogue {
    record
        .faces
        .iter()
        .filter_map(|(image, id)| Some((image.clone(), Identity::decode(id)?)))
        .collect()
}

/// Which game a save is from, by the identities its objects carry: every game id with its
/// object count, the most common first.
pub fn games_in(save: &Save) -> Vec<(String, usize)> {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for o in &save.objects {
        if let Some(id) = &o.identity {
            *counts.entry(id.game.as_str()).or_default() += 1;
        }
    }
    let mut games: Vec<(String, usize)> = counts
        .into_iter()
        .map(|(g, n)| (g.to_string(), n))
        .collect();
    games.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    games
}

/// Objects read between two givings back of the emptied part of the save's array.
const RELEASE_EVERY: usize = 4096;

/// Recognises every object of the save and places it by `geometry`.
/// The save is taken whole: each object's fields move into its thing and the rest is freed
/// as the objects are read, so a large save is never held twice.
pub fn position(
    game: &Game,
    geometry: &Geometry,
    save: Save,
    catalogue: Option<&Catalogue>,
    record: Option<RoomRecord>,
    layout_source: LayoutSource,
) -> Position {
    let mut things = Vec::with_capacity(save.objects.len());
    let mut foreign = Vec::new();
    let mut recognised_by_image = 0;
    let places = Places::resolve(&game.layout, geometry);
    let placer = Placer {
        geometry,
        places: &places,
    };
    let mut problems = room_problems(game, &save);
    // Read from the last object back, the save's array given back as it empties: its
    // objects and the things made of them are not held whole at once. The lists are put
    // back in the save's order at the end.
    let mut objects = save.objects;
    let mut bad_numbers_found = Vec::new();
    while let Some(mut object) = objects.pop() {
        if objects.len().is_multiple_of(RELEASE_EVERY) {
            objects.shrink_to_fit();
        }
        let had_identity = object.identity.is_some();
        let identity_was_ours = object
            .identity
            .as_ref()
            .is_some_and(|id| id.game == game.id);
        let identity = identity_of(game, &mut object, catalogue, &mut recognised_by_image);
        // Stacks and notes are containers and help, not components.
        let component = identity
            .as_ref()
            .filter(|_| object.kind != Kind::Note)
            .and_then(|id| game.component(&id.component));
        let (Some(identity), Some(component)) = (identity, component) else {
            // The room's own notes are help, and another game's objects a save problem.
            // Taken out above only when it named this game.
            let ours = identity_was_ours;
            if !had_identity || (ours && object.kind != Kind::Note) {
                foreign.push(Foreign {
                    kind: object.kind,
                    spot: foreign_spot(&placer, &object),
                    name: object.name,
                });
            }
            continue;
        };
        let bad_numbers = std::mem::take(&mut object.bad_numbers);
        let mut thing = thing(game, &placer, object, &identity, component);
        // A face every seat's copy shares tells no seat: the seat it lies at does.
        if thing.owner_seat.is_none() && per_seat(game, component) {
            thing.owner_seat = thing.seat();
        }
        for attribute in bad_numbers.into_iter().rev() {
            bad_numbers_found.push(SaveProblem::BadNumber {
                component,
                seat: thing.owner_seat,
                attribute,
            });
        }
        things.push(thing);
    }
    things.reverse();
    foreign.reverse();
    problems.extend(bad_numbers_found.into_iter().rev());
    Position {
        things,
        foreign,
        recognised_by_image,
        record,
        layout_source,
        problems,
        geometry: geometry.clone(),
        places,
    }
}

/// What the save says beyond the game's objects: several rooms in one save, objects of
/// other games.
fn room_problems(game: &Game, save: &Save) -> Vec<SaveProblem> {
    let mut problems = Vec::new();
    if save.room_documents.len() > 1 {
        problems.push(SaveProblem::SeveralRooms(save.room_documents.clone()));
    }
    for (other, objects) in games_in(save) {
        if other != game.id {
            problems.push(SaveProblem::OtherGame {
                game: other,
                objects,
            });
        }
    }
    problems
}

/// The object's identity where it names this game (taken out of it), else, for an object
/// without one, what its picture is in the catalogue (counted in `recognised_by_image`).
fn identity_of(
    game: &Game,
    object: &mut SavedObject,
    catalogue: Option<&Catalogue>,
    recognised_by_image: &mut usize,
) -> Option<Identity> {
    match &object.identity {
        Some(id) if id.game == game.id => object.identity.take(),
        Some(_) => None,
        None => {
            let by_image = (object.kind != Kind::Note && !object.front.is_empty())
                .then(|| catalogue.and_then(|c| c.get(&object.front)).cloned())
                .flatten();
            if by_image.is_some() {
                *recognised_by_image += 1;
            }
            by_image
        }
    }
}

/// Where an object that is no component lies, by its centre (its height unknown, it is
/// taken as square).
fn foreign_spot(placer: &Placer, object: &SavedObject) -> Spot {
    if object.location != "table" {
        return Spot::OffTable;
    }
    let half = object.size / 2.0;
    placer
        .locate(object.x / CELL + half, object.y / CELL + half)
        .0
}

fn per_seat(game: &Game, component: ComponentRef) -> bool {
    match component {
        ComponentRef::Card { kind, .. } => game.card_kinds[kind].per_seat,
        ComponentRef::Piece(p) => game.pieces[p].per_seat,
        ComponentRef::Die(d) => game.dice[d].per_seat,
    }
}

fn thing(
    game: &Game,
    placer: &Placer,
    object: SavedObject,
    identity: &Identity,
    component: ComponentRef,
) -> Thing {
    let width = object.size;
    let height = match component {
        ComponentRef::Card { kind, .. } => width * game.card_kinds[kind].aspect,
        _ => width,
    };
    let rect = Rect {
        x: object.x / CELL,
        y: object.y / CELL,
        width,
        height,
    };
    let (cx, cy) = (rect.x + width / 2.0, rect.y + height / 2.0);
    let (spot, slot) = if object.location != "table" {
        (Spot::OffTable, None)
    } else {
        placer.locate(cx, cy)
    };
    Thing {
        component,
        owner_seat: identity
            .seat
            .and_then(|s| (s as usize).checked_sub(1))
            .filter(|s| *s < game.seats.len()),
        copy: identity.copy,
        kind: object.kind,
        face_up: object.face_up,
        rotation: object.rotation,
        private: object.owner.is_some(),
        spot,
        slot,
        stack: object.stack,
        rect,
        counters: counters::resolve(game, component, &object.numbers),
        name: object.name,
        face: object.face,
    }
}
