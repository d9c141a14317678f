//! Places that are not rectangles with a name: a track, the closed loop of squares a race
//! game's pieces run on (the room lays pieces and chips on its squares, the referee reads
//! them back), and gauges, seat zones drawn as one slot per value (a speed gauge).

use super::model::Rect;
use super::text::Text;

/// A closed loop of squares, numbered from 1 in clockwise order.
#[derive(Debug, Clone, PartialEq)]
pub struct Track {
    pub(crate) name: Text,
    /// Every square in clockwise order, in cells: square number `n` is `squares[n - 1]`.
    pub squares: Vec<Rect>,
    /// 0-based indices of the squares with an emblem, ascending.
    pub emblems: Vec<usize>,
    /// Per seat, in seat order: the 0-based index of its start square.
    pub starts: Vec<usize>,
}

impl Track {
    /// The square (0-based) holding a point given in cells.
    pub fn square_at(&self, x: f64, y: f64) -> Option<usize> {
        self.squares.iter().position(|s| s.contains(x, y))
    }

    /// How many squares the loop has.
    pub fn len(&self) -> usize {
        self.squares.len()
    }

    /// Whether the loop has no square.
    pub fn is_empty(&self) -> bool {
        self.squares.is_empty()
    }

    pub(crate) fn is_emblem(&self, square: usize) -> bool {
        self.emblems.binary_search(&square).is_ok()
    }

    /// The seat whose start square this is, if any.
    pub fn start_of(&self, square: usize) -> Option<usize> {
        self.starts.iter().position(|s| *s == square)
    }

    /// The square `steps` squares clockwise from `from`.
    pub fn ahead(&self, from: usize, steps: usize) -> usize {
        (from + steps) % self.len().max(1)
    }

    /// The smallest rectangle holding every square.
    pub fn bounds(&self) -> Rect {
        let first = self.squares.first().copied().unwrap_or(Rect {
            x: 0.0,
            y: 0.0,
            width: 0.0,
            height: 0.0,
        });
        let (mut x0, mut y0) = (first.x, first.y);
        let (mut x1, mut y1) = (first.x + first.width, first.y + first.height);
        for s in &self.squares {
            x0 = x0.min(s.x);
            y0 = y0.min(s.y);
            x1 = x1.max(s.x + s.width);
            y1 = y1.max(s.y + s.height);
        }
        Rect {
            x: x0,
            y: y0,
            width: x1 - x0,
            height: y1 - y0,
        }
    }
}

/// The squares of a rectangular loop, `columns` wide and `rows` high (corners counted in
/// both), clockwise from the top-left corner, as `[column, row]`.
pub fn rectangular_loop(columns: u32, rows: u32) -> Vec<[u32; 2]> {
    let (c, r) = (columns.max(1), rows.max(1));
    let mut path: Vec<[u32; 2]> = (0..c).map(|x| [x, 0]).collect();
    path.extend((1..r).map(|y| [c - 1, y]));
    if r > 1 {
        path.extend((0..c - 1).rev().map(|x| [x, r - 1]));
    }
    if c > 1 {
        path.extend((1..r - 1).rev().map(|y| [0, y]));
    }
    path
}

/// A seat zone drawn as a scale: one slot per value from each seat's lowest to its highest,
/// left to right, and a marker that starts on `start`.
#[derive(Debug, Clone, PartialEq)]
pub struct Gauge {
    pub(crate) id: String,
    /// Index into `Layout::seat_zones`.
    pub zone: usize,
    pub(crate) start: i64,
    /// Per seat, in seat order: lowest and highest value.
    pub ranges: Vec<(i64, i64)>,
}

impl Gauge {
    /// A seat's lowest and highest value; `(0, 0)` for a seat it has none for.
    pub fn range(&self, seat: usize) -> (i64, i64) {
        self.ranges.get(seat).copied().unwrap_or((0, 0))
    }

    /// How many slots a seat's gauge has: one per value.
    pub fn slots(&self, seat: usize) -> usize {
        let (lo, hi) = self.range(seat);
        (hi - lo + 1).max(1) as usize
    }

    /// The value whose slot holds `x` (cells) in the gauge's zone `rect` at `seat`; `None`
    /// left or right of every slot.
    pub fn value_at(&self, seat: usize, rect: &Rect, x: f64) -> Option<i64> {
        let width = rect.width / self.slots(seat) as f64;
        let i = ((x - rect.x) / width).floor();
        (i >= 0.0 && i < self.slots(seat) as f64).then(|| self.range(seat).0 + i as i64)
    }

    /// The slot of `value` in the gauge's zone `rect` at `seat`.
    pub fn slot_rect(&self, seat: usize, rect: &Rect, value: i64) -> Rect {
        let width = rect.width / self.slots(seat) as f64;
        Rect {
            x: rect.x + width * (value - self.range(seat).0) as f64,
            width,
            ..*rect
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rectangular_loop_runs_clockwise_round_its_edge() {
        let path = rectangular_loop(3, 3);
        assert_eq!(
            path,
            vec![
                [0, 0],
                [1, 0],
                [2, 0],
                [2, 1],
                [2, 2],
                [1, 2],
                [0, 2],
                [0, 1]
            ]
        );
        assert_eq!(rectangular_loop(9, 9).len(), 32);
        assert_eq!(rectangular_loop(10, 8).len(), 32);
    }

    #[test]
    fn gauge_slots_read_values_left_to_right() {
        let gauge = Gauge {
            id: "speed".into(),
            zone: 0,
            start: 3,
            ranges: vec![(1, 6), (2, 4)],
        };
        let rect = Rect {
            x: 10.0,
            y: 0.0,
            width: 6.0,
            height: 2.0,
        };
        assert_eq!(gauge.value_at(0, &rect, 10.2), Some(1));
        assert_eq!(gauge.value_at(0, &rect, 15.9), Some(6));
        assert_eq!(gauge.value_at(0, &rect, 16.1), None);
        assert_eq!(gauge.value_at(0, &rect, 9.9), None);
        assert_eq!(gauge.value_at(1, &rect, 12.5), Some(3));
        assert_eq!(gauge.slot_rect(1, &rect, 4).x, 14.0);
    }
}
