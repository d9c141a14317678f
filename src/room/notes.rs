//! Where the rule notes stand. udonarium 1.17 draws a text note upright: its face is
//! centred on `location.x` and rises from `location.y`, as tall as its text needs (at least
//! its `height`). So notes stand side by side on the bottom edge of their area, rows of them
//! far enough apart that none hides another (`DEPTH`). Driven by the area alone, so every
//! game gets it.
//!
//! At the app's default camera a note hides the table behind it, and the camera's
//! perspective makes a note near its eye hide much more: the eye is only about 13 cells
//! above the table near its near-left corner ([`eye`]), so a note hides the table out to
//! where the lines from the eye past its top edge meet the table ([`Spot::shadow`]), spread
//! sideways away from the eye. Each row is slid across its area, and made narrower (so
//! lower) if need be, until what it hides overlaps no other place of play. Near the eye
//! the table behind a note's area must be left free for that (`tests/notes_clear.rs`
//! holds every built-in game to it).

use crate::art::note;
use crate::art::wrap::wrap;
use crate::definition::Rect;

/// How high above the table a note stands, px (udonarium's `posZ`). A piece's pedestal lies
/// flat 1 px above the table, and Chromium, sorting the table's planes, cuts a note's face
/// where that plane would cross it and draws the far part behind the table: up to a third
/// of a face missing, its text over bare table. Lifted clear of that plane, the face is
/// drawn whole (measured in udonarium 1.17.3 and UdonariumWithFly, the worst face of
/// shinjya's: 71 % → 99.5 % drawn; udonarium_lily draws them whole either way). Too little
/// to see.
pub const LIFT_PX: i64 = 2;

/// How far up the table a standing object of height 1 hides things at the default camera
/// far from its eye: tan 50° · cos 10° ≈ 1.17, with room for the camera's perspective. Rows
/// of notes stand this far apart per cell of height.
pub const DEPTH: f64 = 1.35;

const CELL: f64 = 50.0;
/// Narrower notes wrap too much to read; wider ones make lines too long to follow.
const MIN_WIDTH: f64 = 8.0;
const MAX_WIDTH: f64 = 18.0;
/// How near what a note hides may come to another place of play, in cells: a note touching
/// a zone's edge at the default camera looks as if it stood on it (#41).
pub const CLEARANCE: f64 = 0.25;
/// Room between notes and around them, in cells.
const GAP: f64 = 1.0;
const MARGIN: f64 = 0.5;

/// A note's place: `x` the centre of its face, `y` the line it stands on, in cells.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spot {
    pub(crate) x: f64,
    pub(crate) y: f64,
    pub(crate) width: u32,
    pub(crate) height: u32,
}

/// The camera's eye at udonarium's default view of a table `width` × `height` cells, as
/// (x, y, height above the table) in cells. The app draws the table in a 1000 px perspective
/// from the window's centre (800, 500), its left edge 100 px in and its middle row at the
/// window's middle, turned 10° and tilted back 50°: the eye is that centre, 1000 px out,
/// turned back into the table's frame.
pub fn eye(width: f64, height: f64) -> (f64, f64, f64) {
    let (w, h) = (width * CELL, height * CELL);
    let (turn, tilt) = (10f64.to_radians(), 50f64.to_radians());
    let (x1, z2) = (800.0 - 100.0 - w / 2.0, 1000.0);
    let (y1, z) = (z2 * tilt.sin(), z2 * tilt.cos());
    let x = x1 * turn.cos() + y1 * turn.sin();
    let y = -x1 * turn.sin() + y1 * turn.cos();
    ((x + w / 2.0) / CELL, (y + h / 2.0) / CELL, z / CELL)
}

impl Spot {
    /// What the note hides at the default camera seen from `eye` ([`eye`]): its base,
    /// then its top edge's shadow on the table (far away for a note as tall as the eye is
    /// high), corners in order: base left, base right, far right, far left.
    pub fn shadow(&self, eye: (f64, f64, f64)) -> [(f64, f64); 4] {
        let (ex, ey, ez) = eye;
        let h = self.height as f64;
        let f = if h < ez - 0.01 { ez / (ez - h) } else { 1000.0 };
        let (left, right) = (
            self.x - self.width as f64 / 2.0,
            self.x + self.width as f64 / 2.0,
        );
        let far = |x: f64| (ex + f * (x - ex), ey + f * (self.y - ey));
        [(left, self.y), (right, self.y), far(right), far(left)]
    }
}

/// Where udonarium's default camera draws the point (`x`, `y`, `z` above the table), in
/// cells, on a table `table` (width, height) cells: window px of its 1600 × 1000 window.
/// The turns and perspective of [`eye`], applied forward.
pub fn on_screen(table: (f64, f64), x: f64, y: f64, z: f64) -> (f64, f64) {
    let (w, h) = (table.0 * CELL, table.1 * CELL);
    let (px, py, pz) = (x * CELL - w / 2.0, y * CELL - h / 2.0, z * CELL);
    let (turn, tilt) = (10f64.to_radians(), 50f64.to_radians());
    let (x1, y1) = (
        px * turn.cos() - py * turn.sin(),
        px * turn.sin() + py * turn.cos(),
    );
    let (y2, z2) = (
        y1 * tilt.cos() - pz * tilt.sin(),
        y1 * tilt.sin() + pz * tilt.cos(),
    );
    let (sx, sy) = (100.0 + w / 2.0 + x1, 500.0 + y2);
    let scale = 1000.0 / (1000.0 - z2);
    (800.0 + (sx - 800.0) * scale, 500.0 + (sy - 500.0) * scale)
}

/// The part of the first screen a player reads a note in: right of the app's chat and
/// connection windows (which cover its left half at first), inside the 1600 × 1000 window.
const FIRST_SCREEN: (f64, f64, f64, f64) = (800.0, 1600.0, 0.0, 1000.0);

/// Whether a note is one the first screen shows near the camera (its base in the lower
/// half of the window), and if so whether its face shows there whole (#29: a guide near the
/// eye is drawn large, and ran off the window's right edge).
fn seen_whole_if_near(spot: &Spot, table: (f64, f64)) -> bool {
    let (bx, by) = on_screen(table, spot.x, spot.y, 0.0);
    let (left, right, top, bottom) = FIRST_SCREEN;
    if by <= 500.0 || !(0.0..=1600.0).contains(&bx) || by > bottom {
        return true;
    }
    let half = spot.width as f64 / 2.0;
    [(-half, 0.0), (half, 0.0), (-half, 1.0), (half, 1.0)]
        .iter()
        .all(|&(dx, up)| {
            let (sx, sy) = on_screen(table, spot.x + dx, spot.y, up * spot.height as f64);
            (left..=right).contains(&sx) && (top..=bottom).contains(&sy)
        })
}

/// Where a row's notes and what they hide must stay: the notes inside their area, what
/// they hide clear of every other place of play (`others`), and a note near the camera
/// whole on the first screen.
struct Bounds<'a> {
    area: Rect,
    others: &'a [Rect],
    table: (f64, f64),
    /// Whether a note near the camera must show whole on the first screen.
    seen_first: bool,
}

impl Bounds<'_> {
    fn holds(&self, spot: &Spot, eye: (f64, f64, f64)) -> bool {
        let half = spot.width as f64 / 2.0;
        let inside = spot.x - half >= self.area.x - 1e-9
            && spot.x + half <= self.area.x + self.area.width + 1e-9;
        let hidden = spot.shadow(eye);
        let near = |r: &Rect| Rect {
            x: r.x - CLEARANCE,
            y: r.y - CLEARANCE,
            width: r.width + 2.0 * CLEARANCE,
            height: r.height + 2.0 * CLEARANCE,
        };
        inside
            && !self.others.iter().any(|r| overlaps(&hidden, &near(r)))
            && (!self.seen_first || seen_whole_if_near(spot, self.table))
    }
}

/// Whether a convex quadrilateral and a rectangle share more than an edge (separating axes).
fn overlaps(quad: &[(f64, f64); 4], rect: &Rect) -> bool {
    let corners = [
        (rect.x, rect.y),
        (rect.x + rect.width, rect.y),
        (rect.x + rect.width, rect.y + rect.height),
        (rect.x, rect.y + rect.height),
    ];
    for poly in [&quad[..], &corners[..]] {
        for i in 0..poly.len() {
            let (p, q) = (poly[i], poly[(i + 1) % poly.len()]);
            let axis = (q.1 - p.1, p.0 - q.0);
            let len = (axis.0 * axis.0 + axis.1 * axis.1).sqrt();
            if len < 1e-12 {
                continue;
            }
            let span = |pts: &[(f64, f64)]| {
                pts.iter()
                    .map(|v| (v.0 * axis.0 + v.1 * axis.1) / len)
                    .fold((f64::MAX, f64::MIN), |(lo, hi), d| (lo.min(d), hi.max(d)))
            };
            let ((a0, a1), (b0, b1)) = (span(quad), span(&corners));
            if a1 <= b0 + 1e-6 || b1 <= a0 + 1e-6 {
                return false;
            }
        }
    }
    true
}

/// The row of `spots` slid across `area` the least distance (whole tenths of a cell) that
/// keeps it and what each hides at the default camera within `bounds`; unmoved, and
/// `false`, when no distance does.
fn slide_clear(row: &mut [Spot], area: &Rect, bounds: &Bounds, eye: (f64, f64, f64)) -> bool {
    let fits = |shift: f64| {
        row.iter().all(|s| {
            let moved = Spot {
                x: s.x + shift,
                ..*s
            };
            bounds.holds(&moved, eye)
        })
    };
    let steps = (area.width * 10.0).ceil() as i64;
    let best = (0..=steps)
        .flat_map(|i| [i, -i])
        .map(|i| i as f64 / 10.0)
        .find(|&shift| fits(shift));
    if let Some(shift) = best {
        for s in row.iter_mut() {
            s.x = ((s.x + shift) * 10.0).round() / 10.0;
        }
    }
    best.is_some()
}

/// The text as a note `width` cells wide shows it: broken into lines by us, as its
/// picture draws them (`art::note`).
pub fn lines_for(text: &str, width: u32) -> Vec<String> {
    wrap(text, note::line_ems(width))
}

/// Height in whole cells a note of `width` cells needs for its text; at least `least`.
pub fn height_for(text: &str, width: u32, least: f64) -> u32 {
    let needed = note::height_px(lines_for(text, width).len()) / CELL;
    needed.max(least).ceil() as u32
}

/// Spots for notes `(text, least height)` in `area` of a table `table` (width, height in
/// cells): one row left to right if they fit, else as many rows as needed, the first notes
/// in the front row; each row slid (and its notes narrowed if need be) so what it hides at
/// the default camera overlaps none of the places `others`.
pub fn arrange(
    table: (f64, f64),
    area: &Rect,
    others: &[Rect],
    notes: &[(&str, f64)],
) -> Vec<Spot> {
    if notes.is_empty() {
        return Vec::new();
    }
    let (columns, widest, heights) = fit_row(area, notes);
    let eye = eye(table.0, table.1);
    // Whole on the first screen if a place is, else as before #29: clear of the places.
    for seen_first in [true, false] {
        let bounds = Bounds {
            area: *area,
            others,
            table,
            seen_first,
        };
        if let Some(spots) = clear_spots(area, notes, (columns, widest, &heights), &bounds, eye) {
            return spots;
        }
    }
    lay(
        area,
        columns,
        widest,
        &heights,
        &Bounds {
            area: *area,
            others,
            table,
            seen_first: false,
        },
        eye,
    )
    .0
}

/// Narrower notes stand taller but hide less to their sides: the widest whose rows hold
/// within `bounds`, if any width does.
fn clear_spots(
    area: &Rect,
    notes: &[(&str, f64)],
    (columns, widest, heights): (usize, u32, &[u32]),
    bounds: &Bounds,
    eye: (f64, f64, f64),
) -> Option<Vec<Spot>> {
    let (spots, clear) = lay(area, columns, widest, heights, bounds, eye);
    if clear {
        return Some(spots);
    }
    for width in (MIN_WIDTH as u32..widest).rev() {
        let heights: Vec<u32> = notes
            .iter()
            .map(|(text, least)| height_for(text, width, *least))
            .collect();
        let (narrower, clear) = lay(area, columns, width, &heights, bounds, eye);
        if clear {
            return Some(narrower);
        }
    }
    None
}

/// Notes `width` wide and `heights` high in rows of `columns` in `area`, and whether every
/// row slid clear.
fn lay(
    area: &Rect,
    columns: usize,
    width: u32,
    heights: &[u32],
    bounds: &Bounds,
    eye: (f64, f64, f64),
) -> (Vec<Spot>, bool) {
    // Centred across the area (then slid clear, `slide_clear`).
    let row_width = columns as f64 * width as f64 + GAP * (columns - 1) as f64;
    let free = area.width - 2.0 * MARGIN - row_width;
    let left = area.x + MARGIN + free.max(0.0) / 2.0;
    // Each row stands far enough in front of the next that it hides none of it.
    let front = area.y + area.height - MARGIN;
    let mut bases = vec![front];
    for chunk in heights.chunks(columns) {
        let row_tallest = chunk.iter().copied().max().unwrap_or(0) as f64;
        bases.push(bases[bases.len() - 1] - DEPTH * row_tallest - GAP);
    }
    bases.pop();
    // An area too shallow for its rows: they are drawn closer together, so notes still
    // stand inside it (partly hiding one another) rather than off the table.
    let back = bases[bases.len() - 1];
    let last_allowed = area.y + MARGIN;
    let squeeze = if back < last_allowed && front > back {
        ((front - last_allowed) / (front - back)).max(0.0)
    } else {
        1.0
    };
    let mut spots = Vec::with_capacity(heights.len());
    let mut clear = true;
    let rows = heights.chunks(columns).count();
    for (chunk, base) in heights.chunks(columns).zip(bases) {
        let base = front - (front - base) * squeeze;
        let first = spots.len();
        for (column, &height) in chunk.iter().enumerate() {
            let x = left + column as f64 * (width as f64 + GAP) + width as f64 / 2.0;
            spots.push(Spot {
                // Whole tenths of a cell, so positions are the same on every platform.
                x: (x * 10.0).round() / 10.0,
                y: (base * 10.0).round() / 10.0,
                width,
                height,
            });
        }
        clear &= if rows == 1 {
            step_back_clear(&mut spots[first..], area, bounds, eye)
        } else {
            slide_clear(&mut spots[first..], area, bounds, eye)
        };
    }
    (spots, clear)
}

/// A lone row slid clear (`slide_clear`) where it stands, else stood further back in its
/// area, half a cell at a time: a note near the camera is drawn smaller further off, so it
/// may show whole on the first screen there. Unmoved, and `false`, when nowhere does.
fn step_back_clear(row: &mut [Spot], area: &Rect, bounds: &Bounds, eye: (f64, f64, f64)) -> bool {
    let front: Vec<Spot> = row.to_vec();
    let deepest = area.y + MARGIN;
    let mut back = 0.0;
    while front.iter().all(|s| s.y - back >= deepest) {
        for (s, f) in row.iter_mut().zip(&front) {
            s.y = ((f.y - back) * 10.0).round() / 10.0;
        }
        if slide_clear(row, area, bounds, eye) {
            return true;
        }
        back += 0.5;
    }
    row.copy_from_slice(&front);
    false
}

/// The most notes side by side, and their width, that fit across the area; then each
/// note's height at that width.
fn fit_row(area: &Rect, notes: &[(&str, f64)]) -> (usize, u32, Vec<u32>) {
    let heights_at = |width: u32| -> Vec<u32> {
        notes
            .iter()
            .map(|(text, least)| height_for(text, width, *least))
            .collect()
    };
    let across = area.width - 2.0 * MARGIN;
    for columns in (1..=notes.len()).rev() {
        let gaps = GAP * (columns - 1) as f64;
        let mut width = ((across - gaps) / columns as f64).min(MAX_WIDTH).floor();
        while width >= MIN_WIDTH {
            if columns as f64 * width + gaps <= across {
                return (columns, width as u32, heights_at(width as u32));
            }
            width -= 1.0;
        }
    }
    // An area narrower than one readable note: one column as wide as it allows.
    let width = (across.floor() as u32).max(1);
    (1, width, heights_at(width))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: (f64, f64) = (100.0, 50.0);

    fn area() -> Rect {
        Rect {
            x: 1.0,
            y: 1.0,
            width: 90.0,
            height: 9.0,
        }
    }

    #[test]
    fn notes_stand_side_by_side_on_the_areas_bottom_edge() {
        let notes = [("短い。", 2.0); 6];
        let spots = arrange(TABLE, &area(), &[], &notes);
        assert_eq!(spots.len(), 6);
        for pair in spots.windows(2) {
            assert_eq!(pair[0].y, 9.5);
            let gap = (pair[1].x - pair[0].x) - pair[0].width as f64;
            assert!((gap - GAP).abs() < 0.11, "gap {gap}");
        }
        for s in &spots {
            let x = s.x - s.width as f64 / 2.0;
            assert!(x >= area().x && x + s.width as f64 <= area().x + area().width);
        }
    }

    #[test]
    fn a_note_near_the_eye_slides_and_narrows_until_what_it_hides_clears_the_places() {
        // DELTACLE's track loop: the eye stands at about (17, 39.5), 13 cells up; the loop's
        // sides and the piles at its top are places.
        let table = (84.0, 39.0);
        let area = Rect {
            x: 15.4,
            y: 20.0,
            width: 17.6,
            height: 12.0,
        };
        let rect = |x, y, width, height| Rect {
            x,
            y,
            width,
            height,
        };
        let others = [
            rect(12.5, 11.5, 2.6, 23.4),
            rect(33.3, 11.5, 2.6, 23.4),
            rect(15.6, 15.4, 17.2, 4.2),
        ];
        let text = "あ".repeat(150);
        let spot = arrange(table, &area, &others, &[(text.as_str(), 2.0)])[0];
        let eye = eye(table.0, table.1);
        for r in &others {
            assert!(!overlaps(&spot.shadow(eye), r), "{spot:?} hides {r:?}");
        }
        // Centred and as wide as the area allows, it would hide the loop's right side.
        assert!(spot.width < 16, "{spot:?}");
        let centred = Spot {
            x: area.x + area.width / 2.0,
            width: 16,
            height: height_for(&text, 16, 2.0),
            ..spot
        };
        assert!(others.iter().any(|r| overlaps(&centred.shadow(eye), r)));
    }

    #[test]
    fn long_text_makes_a_note_taller_and_narrow_areas_take_rows() {
        let long = "あ".repeat(600);
        assert!(height_for(&long, 8, 2.0) > height_for(&long, 16, 2.0));
        assert_eq!(height_for("短い。", 10, 3.0), 3);
        let narrow = Rect {
            x: 0.0,
            y: 0.0,
            width: 20.0,
            height: 40.0,
        };
        let spots = arrange(TABLE, &narrow, &[], &[("a", 2.0), ("b", 2.0), ("c", 2.0)]);
        // Two columns fit 8 cells or more; the third note stands in a row behind.
        assert_eq!(spots[0].y, spots[1].y);
        assert!(spots[2].y <= spots[0].y - DEPTH * 2.0 - GAP + 0.1);
        let (front, back) = (spots[0], spots[2]);
        assert!(back.y + 1e-9 <= front.y - DEPTH * front.height as f64);
        // Too many rows for the area: they stand closer, every note still inside it.
        let shallow = Rect {
            height: 12.0,
            ..narrow
        };
        let many: Vec<(&str, f64)> = vec![("a", 3.0); 8];
        for s in arrange(TABLE, &shallow, &[], &many) {
            assert!(
                s.y >= shallow.y && s.y <= shallow.y + shallow.height,
                "{s:?}"
            );
        }
    }
}
