//! What a built room says of itself, so a save stays readable when the templates change:
//! game, definition version, language, which seats are played, the geometry of every seat
//! area, zone and area, and which face image is which component. The room builder writes it
//! into the table's `udonforge-room` attribute (udonarium keeps unknown attributes through
//! load and 保存); the referee reads the layout from it before it trusts any template.

use super::model::{Layout, Rect};
use super::text::Lang;
use crate::error::{LayoutProblem, RecordProblem, UndecodableRecord};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

/// The attribute on the game table that carries the record.
pub const ATTRIBUTE: &str = "udonforge-room";
/// Records larger than this are not ours (a face catalogue of a few hundred cards is ~50 KB).
const MAX_RECORD_BYTES: usize = 1024 * 1024;

/// What a built room says of itself, written on its table (`udonforge-room`) with a
/// digest: the referee reads a save against it, so the room stays readable when the
/// templates change. `L` is its language: the code as read from a table
/// ([`RoomRecord::decode`]) until [`RoomRecord::checked`] against the game makes it a [`Lang`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoomRecord<L = Lang> {
    pub(crate) game: String,
    pub(crate) version: u32,
    /// The room's language, which the report defaults to (`ja` or `en` in the record).
    pub lang: L,
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
    pub fn problem(&self, seats: usize) -> Option<LayoutProblem> {
        let finite = |r: &Rect| {
            [r.x, r.y, r.width, r.height].iter().all(|v| v.is_finite())
                && r.width > 0.0
                && r.height > 0.0
        };
        if self.seat_areas.len() != seats {
            return Some(LayoutProblem::SeatAreas {
                areas: self.seat_areas.len(),
                seats,
            });
        }
        let squares = self.track.iter().flat_map(|t| &t.squares);
        let rects = self
            .seat_areas
            .iter()
            .chain(self.seat_zones.iter().chain(&self.areas).map(|p| &p.rect))
            .chain(squares);
        if rects.clone().any(|r| !finite(r)) {
            return Some(LayoutProblem::NoSize);
        }
        if let Some(t) = &self.track {
            let n = t.squares.len();
            if t.emblems.iter().chain(&t.starts).any(|i| *i >= n) || t.starts.len() != seats {
                return Some(LayoutProblem::TrackSquare);
            }
        }
        for g in &self.gauges {
            if g.ranges.len() != seats || g.ranges.iter().any(|(lo, hi)| lo > hi || hi - lo > 1000)
            {
                return Some(LayoutProblem::GaugeRange {
                    zone: g.zone.clone(),
                });
            }
        }
        for (i, a) in self.seat_areas.iter().enumerate() {
            for b in &self.seat_areas[i + 1..] {
                if a.overlaps(b) {
                    return Some(LayoutProblem::SeatAreasOverlap);
                }
            }
        }
        None
    }
}

impl RoomRecord<String> {
    /// The record checked against the game's seats (`seats` of them), its language a
    /// [`Lang`]; or what in it contradicts itself or the game: the digest proves only that
    /// the record was sealed, and anyone can seal one. Its layout is checked apart
    /// ([`Geometry::problem`]), and its faces by the referee, which reads identities.
    pub fn checked(self, seats: usize) -> Result<RoomRecord, RecordProblem> {
        let Some(lang) = Lang::parse(&self.lang) else {
            return Err(RecordProblem::Language { code: self.lang });
        };
        if self.version == 0 {
            return Err(RecordProblem::VersionZero);
        }
        if self.played.len() != seats {
            return Err(RecordProblem::PlayedSeats {
                listed: self.played.len(),
                seats,
            });
        }
        let played = self.played.iter().filter(|p| **p).count();
        if self.players as usize != played || played == 0 {
            return Err(RecordProblem::Players {
                players: self.players,
                played,
                seats,
            });
        }
        Ok(RoomRecord {
            game: self.game,
            version: self.version,
            lang,
            players: self.players,
            played: self.played,
            geometry: self.geometry,
            faces: self.faces,
        })
    }

    /// Reads an encoded record; refuses one too large, without its digest, or that does
    /// not match it. Its language is checked with the rest ([`RoomRecord::checked`]).
    pub fn decode(text: &str) -> Result<RoomRecord<String>, UndecodableRecord> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(UndecodableRecord::TooLarge);
        }
        let (head, body) = text
            .trim()
            .split_once(' ')
            .ok_or(UndecodableRecord::NotSealed)?;
        let expected = head
            .strip_prefix("sha256=")
            .ok_or(UndecodableRecord::NoDigest)?;
        if digest(body) != expected {
            return Err(UndecodableRecord::DigestMismatch);
        }
        serde_json::from_str(body).map_err(|e| UndecodableRecord::Json {
            reason: e.to_string(),
        })
    }
}

impl<L: Serialize> RoomRecord<L> {
    /// `sha256=HEX JSON`: the digest lets the referee tell a damaged or edited record from
    /// the one the room was built with.
    pub fn encode(&self) -> String {
        let body = serde_json::to_string(self).expect("a record always serialises");
        format!("sha256={} {body}", digest(&body))
    }
}

fn digest(body: &str) -> String {
    Sha256::digest(body.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
