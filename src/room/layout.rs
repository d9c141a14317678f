//! Positions inside areas: where the next object in an area goes, and how a row of cards
//! spreads across a zone.

use crate::definition::{Layout, Rect, Where};
use crate::udonarium::Place;
use std::collections::HashMap;

const CELL: f64 = 50.0;
/// Room left around objects inside an area, in cells.
const MARGIN: f64 = 0.5;
const GAP: f64 = 0.5;

/// The strip at the bottom of every zone where the table image prints its name (26–30 px
/// text 14 px above the edge); nothing starts on it, so every label stays readable.
pub const LABEL: f64 = 1.0;

/// The table rectangle of an area, or of a seat zone at a seat.
fn full_rect(layout: &Layout, at: Where, seat: Option<usize>) -> Rect {
    match at {
        Where::Area(a) => layout.areas[a].rect,
        Where::SeatZone(z) => layout.seat_zone_rect(&layout.seat_zones[z], seat.unwrap_or(0)),
        Where::Gauge(g) => {
            let zone = &layout.seat_zones[layout.gauges[g].zone];
            layout.seat_zone_rect(zone, seat.unwrap_or(0))
        }
        Where::TrackStart | Where::Emblems { .. } => {
            let track = layout
                .track
                .as_ref()
                .expect("track places are checked at load");
            match (at, seat) {
                (Where::TrackStart, Some(s)) => track.squares[track.starts[s]],
                _ => track.bounds(),
            }
        }
    }
}

/// The part of an area or seat zone where objects start: all of it but its label.
pub fn zone_rect(layout: &Layout, at: Where, seat: Option<usize>) -> Rect {
    let full = full_rect(layout, at, seat);
    Rect {
        height: (full.height - LABEL).max(0.0),
        ..full
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
}

impl Cursor {
    /// The next spot left to right in row `row` of `rows` equal rows of a shared area, so
    /// the things set aside for one seat keep to a row of their own.
    pub fn next_in_row(
        &mut self,
        layout: &Layout,
        area: usize,
        (row, rows): (usize, usize),
        width: f64,
        height: f64,
    ) -> Rect {
        let zone = zone_rect(layout, Where::Area(area), None);
        let band = zone.height / rows.max(1) as f64;
        let used = self
            .used
            .entry((Where::Area(area), Some(row)))
            .or_insert(0.0);
        let x = zone.x + MARGIN + *used;
        *used += width + GAP;
        Rect {
            x,
            y: zone.y + band * row as f64 + ((band - height) / 2.0).max(0.0),
            width,
            height,
        }
    }
}

/// The middle of an area for one object.
pub fn centre(zone: &Rect, width: f64, height: f64) -> Rect {
    Rect {
        x: zone.x + (zone.width - width) / 2.0,
        y: zone.y + (zone.height - height) / 2.0,
        width,
        height,
    }
}

/// `count` objects evenly on an ellipse inside `zone`, the first at the top, clockwise.
pub fn ring(zone: &Rect, width: f64, height: f64, count: usize) -> Vec<Rect> {
    let (cx, cy) = (zone.x + zone.width / 2.0, zone.y + zone.height / 2.0);
    let rx = ((zone.width - width) / 2.0 - MARGIN).max(0.0);
    let ry = ((zone.height - height) / 2.0 - MARGIN).max(0.0);
    (0..count)
        .map(|i| {
            let angle = std::f64::consts::TAU * i as f64 / count.max(1) as f64
                - std::f64::consts::FRAC_PI_2;
            // Whole tenths of a cell keep positions identical across platforms' libm.
            let x = ((cx + rx * angle.cos() - width / 2.0) * 10.0).round() / 10.0;
            let y = ((cy + ry * angle.sin() - height / 2.0) * 10.0).round() / 10.0;
            Rect {
                x,
                y,
                width,
                height,
            }
        })
        .collect()
}

/// Rows of `size` cards, one row per set, top to bottom; a second column starts when the
/// area is full.
pub fn sets(zone: &Rect, width: f64, height: f64, size: usize, count: usize) -> Vec<Vec<Rect>> {
    let rows_fit = (((zone.height - MARGIN) / (height + GAP)).floor() as usize).max(1);
    let columns = count.div_ceil(rows_fit).max(1);
    let column_width = zone.width / columns as f64;
    (0..count)
        .map(|set| {
            let (column, row) = (set / rows_fit, set % rows_fit);
            let column_rect = Rect {
                x: zone.x + column_width * column as f64 + MARGIN,
                y: zone.y + MARGIN + row as f64 * (height + GAP),
                width: column_width - 2.0 * MARGIN,
                height,
            };
            spread(&column_rect, width, height, size)
        })
        .collect()
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
    spread(&zone_rect(layout, at, seat), width, height, count)
}

fn spread(zone: &Rect, width: f64, height: f64, count: usize) -> Vec<Rect> {
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
