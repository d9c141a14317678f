//! Laying things on a track and on gauges: a seat's piece on its start square, a marker on
//! its gauge's start value, one chip on each emblem square and the rest in piles.

use super::layout::centre;
use crate::definition::{Layout, Rect, Where};

/// The spot of one object of `seat` on a track start square or a gauge's start value;
/// `None` for other places.
pub fn seat_spot(layout: &Layout, at: Where, seat: usize, width: f64, height: f64) -> Option<Rect> {
    match at {
        Where::TrackStart => {
            let track = layout.track.as_ref()?;
            Some(centre(&track.squares[track.starts[seat]], width, height))
        }
        Where::Gauge(g) => {
            let gauge = &layout.gauges[g];
            let zone = layout.seat_zone_rect(&layout.seat_zones[gauge.zone], seat);
            Some(centre(
                &gauge.slot_rect(seat, &zone, gauge.start),
                width,
                height,
            ))
        }
        _ => None,
    }
}

/// One spot in the middle of each emblem square, in square order.
pub fn emblem_spots(layout: &Layout, width: f64, height: f64) -> Vec<Rect> {
    layout.track.as_ref().map_or_else(Vec::new, |track| {
        track
            .emblems
            .iter()
            .map(|&i| centre(&track.squares[i], width, height))
            .collect()
    })
}

/// `piles` spots side by side in the middle of an area.
pub fn pile_spots(area: &Rect, width: f64, height: f64, piles: usize) -> Vec<Rect> {
    const GAP: f64 = 1.0;
    let total = piles as f64 * width + piles.saturating_sub(1) as f64 * GAP;
    let row = Rect {
        x: area.x + (area.width - total) / 2.0,
        y: area.y,
        width: total,
        height: area.height,
    };
    (0..piles)
        .map(|i| Rect {
            x: row.x + i as f64 * (width + GAP),
            y: row.y + (row.height - height) / 2.0,
            width,
            height,
        })
        .collect()
}

/// Splits `count` things into `piles` piles as evenly as possible, larger piles first
/// (33 into 2: 17 and 16).
pub fn pile_sizes(count: usize, piles: usize) -> Vec<usize> {
    let piles = piles.max(1);
    (0..piles)
        .map(|i| count / piles + usize::from(i < count % piles))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piles_split_evenly_larger_first() {
        assert_eq!(pile_sizes(33, 2), vec![17, 16]);
        assert_eq!(pile_sizes(4, 3), vec![2, 1, 1]);
        assert_eq!(pile_sizes(0, 2), vec![0, 0]);
    }
}
