//! A rule note's face: its lines drawn in the bundled font as the note's picture.
//!
//! udonarium draws a note's text in a `<textarea>` on its upright face. In Chromium (every
//! Chrome and Edge, udonarium's recommended browser) a textarea in the table's 3D view is
//! drawn on a plane that does not match its box: at the default camera its lines slant
//! across the title bar and run past the face's edge, and the browser's own fonts break
//! them again. A `<div>` with the same text and styles is drawn right: it is the textarea,
//! not the note's data (found in the real app, udon-view, a note typed in the app slanting
//! the same). The picture is drawn on the face itself, under the title bar, so it stands
//! exactly where the face does in every browser, in our font and with our line breaks.
//! The note keeps its text, shown at size 0 (`HIDDEN_FONT_SIZE`): 「メモを編集」 still
//! shows it to copy.

use super::Art;
use super::template::escape;
use crate::error::Error;

/// Text size on the face, px: the size of a browser's body text, read at 100 % zoom.
pub const FONT_PX: f64 = 16.0;
/// Line height, px: 1.5 em, as a note's textarea spaces CJK text.
pub const LINE_PX: f64 = FONT_PX * 1.5;
/// The top of the face, px, under udonarium's title bar (15 px text with 3 px padding:
/// 27 px in Chromium with Noto Sans CJK, up to 29 px with Meiryo), and room below it.
pub const TOP_PX: f64 = 36.0;
/// Room under the last line, px.
pub const BOTTOM_PX: f64 = 8.0;
/// Room left and right of the lines, px.
pub const SIDE_PX: f64 = 10.0;
/// udonarium draws a note's textarea at `fontsize + 9` px: -9 draws its text at size 0,
/// so only the picture shows it.
pub const HIDDEN_FONT_SIZE: i32 = -9;
const CELL: f64 = 50.0;
const INK: &str = "#333333";

/// How wide a line may be on a face `width` cells wide, in ems of [`FONT_PX`].
pub fn line_ems(width: u32) -> f64 {
    (f64::from(width) * CELL - 2.0 * SIDE_PX) / FONT_PX
}

/// Pixels a face needs for `lines` lines of text, the title bar included.
pub fn height_px(lines: usize) -> f64 {
    TOP_PX + lines as f64 * LINE_PX + BOTTOM_PX
}

/// The baseline of line `i`, px from the face's top: the line's glyphs centred in it.
pub fn baseline_px(i: usize) -> f64 {
    TOP_PX + i as f64 * LINE_PX + (LINE_PX + FONT_PX * 0.75) / 2.0
}

/// The face's picture: `lines` on a transparent face `width` × `height` cells, the app's
/// own colour and title bar showing around them.
pub fn face_svg(lines: &[String], width: u32, height: u32) -> String {
    let (w, h) = (f64::from(width) * CELL, f64::from(height) * CELL);
    let mut svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><g font-size="{FONT_PX}" fill="{INK}">"#
    );
    for (i, line) in lines.iter().enumerate().filter(|(_, l)| !l.is_empty()) {
        svg.push_str(&format!(
            r#"<text x="{SIDE_PX}" y="{}" xml:space="preserve">{}</text>"#,
            baseline_px(i),
            escape(line)
        ));
    }
    svg.push_str("</g></svg>");
    svg
}

impl Art<'_> {
    /// The picture of a note `width` × `height` cells showing `lines` (see [`face_svg`]).
    pub fn note_face(
        &mut self,
        lines: &[String],
        width: u32,
        height: u32,
    ) -> Result<String, Error> {
        let svg = face_svg(lines, width, height);
        // Problems with a note's text are the notes file's.
        let origin = self.game_dir().join("notes.toml");
        self.render_source(svg, origin, None, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_sit_under_the_title_bar_and_inside_the_face() {
        let lines = vec![
            "1. 右側の席を選ぶ。".to_string(),
            String::new(),
            "2. 名前".into(),
        ];
        let svg = face_svg(&lines, 8, 2);
        // Two lines drawn, the empty one skipped; the first one's glyphs below the title bar.
        assert_eq!(svg.matches("<text ").count(), 2);
        assert!(baseline_px(0) - FONT_PX * 0.9 > 27.0);
        assert!(baseline_px(2) + FONT_PX * 0.25 <= height_px(3));
        assert!(line_ems(8) * FONT_PX + 2.0 * SIDE_PX <= 400.0);
    }
}
