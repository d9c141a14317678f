//! Positions inside areas: where the next object in an area goes, and how a row of cards
//! spreads across a zone.

use crate::definition::{Layout, Rect, Where};
use crate::udonarium::Place;
use std::collections::HashMap;

/// Cards are drawn as tall as their image's aspect makes them; our faces are 300×420.
pub const CARD_ASPECT: f64 = 1.4;
const CELL: f64 = 50.0;
/// Room left around objects inside an area, in cells.
const MARGIN: f64 = 0.5;
const GAP: f64 = 0.5;

/// The table rectangle of an area, or of a seat zone at a seat.
pub fn zone_rect(layout: &Layout, at: Where, seat: Option<usize>) -> Rect {
    match at {
        Where::Area(a) => layout.areas[a].rect,
        Where::SeatZone(z) => layout.seat_zone_rect(&layout.seat_zones[z], seat.unwrap_or(0)),
    }
}

pub fn pixels(rect: &Rect) -> Place {
    Place {
        x: (rect.x * CELL).round() as i64,
        y: (rect.y * CELL).round() as i64,
        z: 0,
    }
}

/// Remembers how much of each area is used, so several placements can share one.
#[derive(Debug, Default)]
pub struct Cursor {
    used: HashMap<(Where, Option<usize>), f64>,
}

impl Cursor {
    /// The next spot left to right in an area, vertically centred.
    pub fn next(
        &mut self,
        layout: &Layout,
        at: Where,
        seat: Option<usize>,
        width: f64,
        height: f64,
    ) -> Rect {
        let zone = zone_rect(layout, at, seat);
        let used = self.used.entry((at, seat)).or_insert(0.0);
        let x = zone.x + MARGIN + *used;
        *used += width + GAP;
        Rect {
            x,
            y: zone.y + ((zone.height - height) / 2.0).max(0.0),
            width,
            height,
        }
    }

    /// The next spot top to bottom in an area, full width.
    pub fn next_below(&mut self, layout: &Layout, at: Where, width: f64, height: f64) -> Rect {
        let zone = zone_rect(layout, at, None);
        let used = self.used.entry((at, None)).or_insert(0.0);
        let y = zone.y + *used;
        *used += height;
        Rect {
            x: zone.x,
            y,
            width,
            height,
        }
    }
}

/// `count` cards spread in a row across a zone, overlapping if they must.
pub fn fan(
    layout: &Layout,
    at: Where,
    seat: Option<usize>,
    width: f64,
    height: f64,
    count: usize,
) -> Vec<Rect> {
    let zone = zone_rect(layout, at, seat);
    let room = (zone.width - width).max(0.0);
    let step = if count > 1 {
        (room / (count - 1) as f64).min(width + 0.2)
    } else {
        0.0
    };
    let y = zone.y + ((zone.height - height) / 2.0).max(0.0);
    (0..count)
        .map(|i| Rect {
            x: zone.x + step * i as f64,
            y,
            width,
            height,
        })
        .collect()
}
