//! What a built room says of itself, so a save stays readable when the templates change:
//! game, definition version, language, which seats are played, the geometry of every seat
//! area, zone and area, and which face image is which component. The room builder writes it
//! into the table's `udonforge-room` attribute (udonarium keeps unknown attributes through
//! load and 保存); the referee reads the layout from it before it trusts any template.

use super::model::{Layout, Rect};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

/// The attribute on the game table that carries the record.
pub const ATTRIBUTE: &str = "udonforge-room";
/// Records larger than this are not ours (a face catalogue of a few hundred cards is ~50 KB).
const MAX_RECORD_BYTES: usize = 1024 * 1024;

/// What a built room says of itself, written on its table (`udonforge-room`) with a
/// digest: the referee reads a save against it, so the room stays readable when the
/// templates change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoomRecord {
    pub(crate) game: String,
    pub(crate) version: u32,
    /// `ja` or `en`: the room's language, which the report defaults to.
    pub lang: String,
    /// The player count given to `build`.
    pub players: u32,
    /// Per seat in clockwise order: whether it was built as played.
    pub played: Vec<bool>,
    /// Where the room laid its seat areas, zones and track.
    pub geometry: Geometry,
    /// Front image identifier → the encoded identity of the card showing it, so a card
    /// that lost its identity is recognised without rendering anything.
    pub faces: BTreeMap<String, String>,
}

/// Where everything lies, in grid cells: what the referee places components by.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Geometry {
    /// One area per seat, in seat order, on the table.
    pub seat_areas: Vec<Rect>,
    /// Relative to each seat area's corner.
    pub seat_zones: Vec<Place>,
    pub(crate) areas: Vec<Place>,
    /// The track, for games that have one (left out of other games' records).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub track: Option<TrackPlace>,
    /// Gauges drawn in seat zones, one slot per value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gauges: Vec<GaugePlace>,
}

/// A track as the room was built: its squares in clockwise order (cells), which have an
/// emblem and which is each seat's start (0-based).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TrackPlace {
    pub(crate) squares: Vec<Rect>,
    pub(crate) emblems: Vec<usize>,
    pub(crate) starts: Vec<usize>,
}

/// A gauge as the room was built: the seat zone it is drawn in, where its marker starts,
/// and each seat's lowest and highest value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GaugePlace {
    pub(crate) zone: String,
    pub(crate) start: i64,
    pub(crate) ranges: Vec<(i64, i64)>,
}

impl GaugePlace {
    /// The value whose slot holds `x` (cells) in the gauge's zone `rect` at `seat`.
    pub fn value_at(&self, seat: usize, rect: &Rect, x: f64) -> Option<i64> {
        let &(lo, hi) = self.ranges.get(seat)?;
        let slots = (hi - lo + 1).max(1);
        let i = ((x - rect.x) / (rect.width / slots as f64)).floor();
        (i >= 0.0 && i < slots as f64).then(|| lo + i as i64)
    }
}

/// A zone as the room laid it: its id, rectangle and slots.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Place {
    pub(crate) id: String,
    pub(crate) rect: Rect,
    /// Numbered slots side by side, left to right; 0 when it has none.
    #[serde(default)]
    pub slots: u32,
}

impl Place {
    /// The 0-based slot holding `x` (same frame as `rect`), if the place has slots.
    pub fn slot_at(&self, rect: &Rect, x: f64) -> Option<usize> {
        rect.slot_at(self.slots, x)
    }
}

impl Geometry {
    pub(crate) fn of(layout: &Layout) -> Geometry {
        let place = |z: &super::model::Zone| Place {
            id: z.id.clone(),
            rect: z.rect,
            slots: z.slots,
        };
        Geometry {
            seat_areas: layout.seat_areas.clone(),
            seat_zones: layout.seat_zones.iter().map(place).collect(),
            areas: layout.areas.iter().map(place).collect(),
            track: layout.track.as_ref().map(|t| TrackPlace {
                squares: t.squares.clone(),
                emblems: t.emblems.clone(),
                starts: t.starts.clone(),
            }),
            gauges: layout
                .gauges
                .iter()
                .map(|g| GaugePlace {
                    zone: layout.seat_zones[g.zone].id.clone(),
                    start: g.start,
                    ranges: g.ranges.clone(),
                })
                .collect(),
        }
    }

    /// The track square (0-based) holding a point given in cells.
    pub fn square_at(&self, x: f64, y: f64) -> Option<usize> {
        self.track
            .as_ref()?
            .squares
            .iter()
            .position(|s| s.contains(x, y))
    }

    /// What is wrong with a geometry read from a save, if anything.
    pub fn problem(&self, seats: usize) -> Option<String> {
        let finite = |r: &Rect| {
            [r.x, r.y, r.width, r.height].iter().all(|v| v.is_finite())
                && r.width > 0.0
                && r.height > 0.0
        };
        if self.seat_areas.len() != seats {
            return Some(format!(
                "{} seat areas for {seats} seats",
                self.seat_areas.len()
            ));
        }
        let squares = self.track.iter().flat_map(|t| &t.squares);
        let rects = self
            .seat_areas
            .iter()
            .chain(self.seat_zones.iter().chain(&self.areas).map(|p| &p.rect))
            .chain(squares);
        if rects.clone().any(|r| !finite(r)) {
            return Some("a rectangle with no size or a non-finite number".into());
        }
        if let Some(t) = &self.track {
            let n = t.squares.len();
            if t.emblems.iter().chain(&t.starts).any(|i| *i >= n) || t.starts.len() != seats {
                return Some("the track names a square it does not have".into());
            }
        }
        for g in &self.gauges {
            if g.ranges.len() != seats || g.ranges.iter().any(|(lo, hi)| lo > hi || hi - lo > 1000)
            {
                return Some(format!("gauge `{}` has no sensible range per seat", g.zone));
            }
        }
        for (i, a) in self.seat_areas.iter().enumerate() {
            for b in &self.seat_areas[i + 1..] {
                if a.overlaps(b) {
                    return Some("two seat areas overlap".into());
                }
            }
        }
        None
    }
}

impl RoomRecord {
    /// What in the record contradicts itself or the game's seats (`seats` of them), if
    /// anything: the digest proves only that the record was sealed, and anyone can seal
    /// one. Its layout is checked apart ([`Geometry::problem`]), and its faces by the referee,
    /// which reads identities.
    pub fn contradiction(&self, seats: usize) -> Option<String> {
        if crate::definition::Lang::parse(&self.lang).is_none() {
            return Some(format!(
                "its language is `{}`, where a room is built in `ja` or `en`",
                self.lang
            ));
        }
        if self.version == 0 {
            return Some("it names definition version 0; versions count from 1".into());
        }
        if self.played.len() != seats {
            return Some(format!(
                "it says whether {} seats are played, where the game has {seats}",
                self.played.len()
            ));
        }
        let played = self.played.iter().filter(|p| **p).count();
        if self.players as usize != played || played == 0 {
            return Some(format!(
                "it was built for {} players, and marks {played} of its {seats} seats played",
                self.players
            ));
        }
        None
    }

    /// `sha256=HEX JSON`: the digest lets the referee tell a damaged or edited record from
    /// the one the room was built with.
    pub fn encode(&self) -> String {
        let body = serde_json::to_string(self).expect("a record always serialises");
        format!("sha256={} {body}", digest(&body))
    }

    /// Reads an encoded record; refuses one too large, without its digest, or that does
    /// not match it.
    pub fn decode(text: &str) -> Result<RoomRecord, String> {
        if text.len() > MAX_RECORD_BYTES {
            return Err("the room record is too large".into());
        }
        let (head, body) = text
            .trim()
            .split_once(' ')
            .ok_or("the room record is not in the form `sha256=… {…}`")?;
        let expected = head
            .strip_prefix("sha256=")
            .ok_or("the room record has no digest")?;
        if digest(body) != expected {
            return Err(
                "the room record does not match its digest: it was edited or damaged".into(),
            );
        }
        serde_json::from_str(body).map_err(|e| format!("the room record cannot be read: {e}"))
    }
}

fn digest(body: &str) -> String {
    Sha256::digest(body.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
