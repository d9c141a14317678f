//! A position: every component of the game recognised, with its face, rotation, holder and
//! the seat or area it lies in.

use super::save::{Kind, Save, SavedObject};
use crate::definition::{Game, Lang, Rect};
use crate::room::{BuildOptions, build};
use crate::udonarium::{Identity, TableObject};
use std::collections::{BTreeMap, HashMap};

const CELL: f64 = 50.0;

/// Where a component lies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Spot {
    /// In a seat's area (0-based seat), in one of its zones if it lies in one.
    Seat { seat: usize, zone: Option<String> },
    /// In a shared area, by id.
    Area(String),
    /// On the table but in no area.
    Outside,
    /// Not on the table at all (an inventory or the graveyard).
    OffTable,
}

/// One recognised component.
#[derive(Debug, Clone)]
pub struct Thing {
    /// `kind/item` for cards, the piece or die id otherwise.
    pub component: String,
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
    pub stack: Option<(usize, usize)>,
    /// Centre and extent on the table, in pixels.
    pub rect: Rect,
}

impl Thing {
    pub fn card_kind(&self) -> &str {
        self.component.split('/').next().unwrap_or("")
    }

    pub fn item(&self) -> &str {
        self.component.split('/').nth(1).unwrap_or(&self.component)
    }

    pub fn seat(&self) -> Option<usize> {
        match self.spot {
            Spot::Seat { seat, .. } => Some(seat),
            _ => None,
        }
    }

    pub fn centre(&self) -> (f64, f64) {
        (
            self.rect.x + self.rect.width / 2.0,
            self.rect.y + self.rect.height / 2.0,
        )
    }

    /// Whether a point lies on this thing (for markers put on a card).
    pub fn covers(&self, x: f64, y: f64) -> bool {
        self.rect.contains(x, y)
    }
}

#[derive(Debug, Clone)]
pub struct Position {
    pub things: Vec<Thing>,
    /// Objects that are not components of the game (players' own notes, other dice…).
    pub foreign: usize,
    /// Components recognised by name and image because their identity was lost.
    pub recognised_by_image: usize,
    /// Definition versions found in the save that differ from ours.
    pub other_versions: Vec<u32>,
}

impl Position {
    pub fn of<'a>(&'a self, component: &'a str) -> impl Iterator<Item = &'a Thing> + 'a {
        self.things.iter().filter(move |t| t.component == component)
    }

    pub fn of_kind<'a>(&'a self, kind: &'a str) -> impl Iterator<Item = &'a Thing> + 'a {
        self.things
            .iter()
            .filter(move |t| t.card_kind() == kind && t.kind == Kind::Card)
    }
}

/// Which game a save is from, by the identities its objects carry (the most common one).
pub fn game_of(save: &Save) -> Option<String> {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for o in &save.objects {
        if let Some(id) = &o.identity {
            *counts.entry(id.game.as_str()).or_default() += 1;
        }
    }
    counts
        .into_iter()
        .max_by_key(|(_, n)| *n)
        .map(|(g, _)| g.to_string())
}

/// Image identifiers of the game's components, from a room built afresh: faces are
/// rendered deterministically, so equal definitions give equal identifiers.
pub fn catalogue(game: &Game) -> Result<HashMap<String, Identity>, crate::error::Error> {
    let built = build(
        game,
        &BuildOptions {
            players: game.players.max,
            seed: 0,
            lang: Lang::Ja,
            art_root: None,
        },
    )?;
    let mut map = HashMap::new();
    for object in &built.room.objects {
        match object {
            TableObject::Card(c) => {
                map.insert(c.front.clone(), c.identity.clone());
            }
            TableObject::CardStack(s) => {
                for c in &s.cards {
                    map.insert(c.front.clone(), c.identity.clone());
                }
            }
            _ => {}
        }
    }
    Ok(map)
}

/// Recognises every object of the save and places it.
pub fn position(
    game: &Game,
    save: &Save,
    catalogue: Option<&HashMap<String, Identity>>,
) -> Position {
    let mut things = Vec::new();
    let mut foreign = 0;
    let mut recognised_by_image = 0;
    let mut other_versions = Vec::new();
    for object in &save.objects {
        let identity = match &object.identity {
            Some(id) if id.game == game.id => Some(id.clone()),
            _ => {
                let by_image = (object.kind == Kind::Card)
                    .then(|| catalogue.and_then(|c| c.get(&object.front)).cloned())
                    .flatten();
                if by_image.is_some() {
                    recognised_by_image += 1;
                }
                by_image
            }
        };
        let Some(identity) = identity else {
            foreign += 1;
            continue;
        };
        // Stacks and notes are containers and help, not components.
        if identity.component.starts_with("stack/") || object.kind == Kind::Note {
            continue;
        }
        if identity.version != game.version && !other_versions.contains(&identity.version) {
            other_versions.push(identity.version);
        }
        things.push(thing(game, object, identity));
    }
    Position {
        things,
        foreign,
        recognised_by_image,
        other_versions,
    }
}

fn thing(game: &Game, object: &SavedObject, identity: Identity) -> Thing {
    let width = object.size * CELL;
    let height = if object.kind == Kind::Card {
        let kind = identity.component.split('/').next().unwrap_or("");
        width * game.card_kind(kind).map_or(1.4, |k| k.aspect)
    } else {
        width
    };
    let rect = Rect {
        x: object.x,
        y: object.y,
        width,
        height,
    };
    let (cx, cy) = (object.x + width / 2.0, object.y + height / 2.0);
    let spot = if object.location != "table" {
        Spot::OffTable
    } else {
        locate(game, cx / CELL, cy / CELL)
    };
    Thing {
        component: identity.component,
        owner_seat: identity
            .seat
            .and_then(|s| (s as usize).checked_sub(1))
            .filter(|s| *s < game.seats.len()),
        copy: identity.copy,
        kind: object.kind,
        name: object.name.clone(),
        face_up: object.face_up,
        rotation: object.rotation,
        private: object.owner.is_some(),
        spot,
        stack: object.stack,
        rect,
    }
}

/// The seat area (and zone) or shared area containing a point given in cells.
pub fn locate(game: &Game, x: f64, y: f64) -> Spot {
    let layout = &game.layout;
    for (seat, area) in layout.seat_areas.iter().enumerate() {
        if area.contains(x, y) {
            let zone = layout
                .seat_zones
                .iter()
                .find(|z| layout.seat_zone_rect(z, seat).contains(x, y))
                .map(|z| z.id.clone());
            return Spot::Seat { seat, zone };
        }
    }
    layout
        .areas
        .iter()
        .find(|a| a.rect.contains(x, y))
        .map_or(Spot::Outside, |a| Spot::Area(a.id.clone()))
}
