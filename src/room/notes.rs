//! Where the rule notes stand. udonarium 1.17 draws a text note upright: its face is
//! centred on `location.x` and rises from `location.y`, as tall as its text needs (at least
//! its `height`). At the app's default camera (tilted 50° from straight down, turned 10°
//! clockwise) a note `h` high hides the table behind it: up to `DEPTH · h` further up the
//! table and `SKEW · h` to the left. So notes stand side by side on the bottom edge of the
//! rules area, rows of them far enough apart that none hides another, and the area is
//! deep enough for what they hide. Driven by the area alone, so every game gets it.

use crate::art::wrap::wrap;
use crate::definition::Rect;

/// How far up the table a standing object of height 1 hides things at the default camera:
/// tan 50° · cos 10° ≈ 1.17, with room for the camera's perspective.
pub const DEPTH: f64 = 1.35;
/// How far left it hides them: tan 50° · sin 10° ≈ 0.21, with the same room.
pub const SKEW: f64 = 0.24;

const CELL: f64 = 50.0;
/// udonarium draws a note's text at `fontsize + 9` px: 16 px, the size of a browser's body
/// text, so a note reads at 100% zoom.
pub const FONT_SIZE: u32 = 7;
const FONT_PX: f64 = FONT_SIZE as f64 + 9.0;
/// Line height of the text: CJK fonts' normal line height is about 1.45 em (Noto Sans CJK
/// 1.448; Meiryo's taller lines are why it is not less).
const LINE_PX: f64 = FONT_PX * 1.5;
/// The title bar (15 px text, 3 px padding), the text's padding and some spare.
const CHROME_PX: f64 = 28.0 + 4.0 + 8.0;
/// Lines are broken by us, at this share of the text's width. In Chromium the note's text
/// is drawn on a plane slightly sheared against its box at the default camera, so a line
/// as wide as the box runs past its right edge; and the browser's fonts (Cambria, Georgia,
/// then a CJK fallback) may run a little wider than the bundled font we measure with.
pub const WRAP_SHARE: f64 = 0.8;
/// The border and padding inside a note's width, px.
pub const INSET_PX: f64 = 6.0;
/// Narrower notes wrap too much to read; wider ones make lines too long to follow.
const MIN_WIDTH: f64 = 8.0;
const MAX_WIDTH: f64 = 18.0;
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

impl Spot {
    /// The part of the table the note hides at the default camera, as a bounding box.
    pub fn hidden(&self) -> Rect {
        let (w, h) = (self.width as f64, self.height as f64);
        Rect {
            x: self.x - w / 2.0 - SKEW * h,
            y: self.y - DEPTH * h,
            width: w + SKEW * h,
            height: DEPTH * h,
        }
    }
}

/// The text as a note `width` cells wide shows it: broken into lines by us, no wider than
/// `WRAP_SHARE` of its inside, so the browser never breaks them again.
pub fn lines_for(text: &str, width: u32) -> Vec<String> {
    wrap(text, line_ems(width))
}

/// The widest a line may be in a note `width` cells wide, in ems of its font: two ems less
/// than the share, since closing brackets and stops may hang past a line's end (kinsoku:
/// 「パス」。 hangs two).
pub fn line_ems(width: u32) -> f64 {
    (width as f64 * CELL - INSET_PX) * WRAP_SHARE / FONT_PX - 2.0
}

/// Pixels a note needs for `lines` lines of text, its title bar included.
pub fn height_px(lines: usize) -> f64 {
    CHROME_PX + lines as f64 * LINE_PX
}

/// Height in whole cells a note of `width` cells needs for its text; at least `least`.
pub fn height_for(text: &str, width: u32, least: f64) -> u32 {
    let needed = height_px(lines_for(text, width).len()) / CELL;
    needed.max(least).ceil() as u32
}

/// Spots for notes `(text, least height)` in `area`: one row left to right if they fit,
/// else as many rows as needed, the first notes in the front row.
pub fn arrange(area: &Rect, notes: &[(&str, f64)]) -> Vec<Spot> {
    if notes.is_empty() {
        return Vec::new();
    }
    let (columns, width, heights) = fit_row(area, notes);
    let tallest = heights.iter().copied().max().unwrap_or(0) as f64;
    // Centred across the area once room is kept on the left for what the tallest note
    // hides there.
    let row_width = columns as f64 * width as f64 + GAP * (columns - 1) as f64;
    let free = area.width - 2.0 * MARGIN - SKEW * tallest - row_width;
    let left = area.x + MARGIN + SKEW * tallest + free.max(0.0) / 2.0;
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
    let mut spots = Vec::with_capacity(notes.len());
    for (chunk, base) in heights.chunks(columns).zip(bases) {
        let base = front - (front - base) * squeeze;
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
    }
    spots
}

/// The most notes side by side, and their width, that fit across the area with room for
/// what the tallest hides on the left; then each note's height at that width.
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
            let heights = heights_at(width as u32);
            let tallest = heights.iter().copied().max().unwrap_or(0) as f64;
            if columns as f64 * width + gaps + SKEW * tallest <= across {
                return (columns, width as u32, heights);
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

    fn area() -> Rect {
        Rect {
            x: 1.0,
            y: 40.0,
            width: 90.0,
            height: 9.0,
        }
    }

    #[test]
    fn notes_stand_side_by_side_on_the_areas_bottom_edge() {
        let notes = [("短い。", 2.0); 6];
        let spots = arrange(&area(), &notes);
        assert_eq!(spots.len(), 6);
        for pair in spots.windows(2) {
            assert_eq!(pair[0].y, 48.5);
            let gap = (pair[1].x - pair[0].x) - pair[0].width as f64;
            assert!((gap - GAP).abs() < 0.11, "gap {gap}");
        }
        for s in &spots {
            assert!(s.hidden().fits_in(&area()), "{s:?} hides {:?}", s.hidden());
        }
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
        let spots = arrange(&narrow, &[("a", 2.0), ("b", 2.0), ("c", 2.0)]);
        // Two columns fit 8 cells or more; the third note stands in a row behind.
        assert_eq!(spots[0].y, spots[1].y);
        assert!(spots[2].y <= spots[0].y - DEPTH * 2.0 - GAP + 0.1);
        let (a, b) = (spots[0].hidden(), spots[2].hidden());
        assert!(b.y + b.height <= a.y, "{a:?} and {b:?} overlap");
        // Too many rows for the area: they stand closer, every note still inside it.
        let shallow = Rect {
            height: 12.0,
            ..narrow
        };
        let many: Vec<(&str, f64)> = vec![("a", 3.0); 8];
        for s in arrange(&shallow, &many) {
            assert!(
                s.y >= shallow.y && s.y <= shallow.y + shallow.height,
                "{s:?}"
            );
        }
    }
}
