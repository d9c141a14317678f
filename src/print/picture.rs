//! A picture the pages draw (a drawing, or a user's picture file passed through) and the
//! cut corners of a drawing, filled under it in the colours of the edges beside them.

use super::paint::pale;
use pdf_writer::Content;
use resvg::usvg;

/// A cut corner's square filled with the colour along the edges beside it, as a share of
/// the picture's shorter side: more than any template's rounded corner (10 %).
const CORNER_SHARE: f64 = 0.12;

/// A picture the pages draw.
pub enum Picture {
    /// A drawing: a face, a table; the colours its rounded corners are filled with.
    Vector(Box<usvg::Tree>, Corners),
    /// A picture file (a deck of pictures' face), passed through where it can be.
    Raster {
        /// The file's bytes.
        bytes: Vec<u8>,
        /// Its size in pixels.
        size: (f64, f64),
    },
}

impl Picture {
    /// Its size in its own units.
    pub fn size(&self) -> (f64, f64) {
        match self {
            Picture::Vector(tree, _) => (
                f64::from(tree.size().width()),
                f64::from(tree.size().height()),
            ),
            Picture::Raster { size, .. } => *size,
        }
    }
}

/// The colour along each edge beside each corner of a picture, where it is opaque: top
/// left's top edge, top left's left edge, then top right's, bottom right's, bottom left's.
pub type Corners = [Option<[u8; 3]>; 8];

/// The colours along a drawing's edges near its corners, from a small rendering of it.
pub fn corner_colours(tree: &usvg::Tree) -> Corners {
    let mut found = [None; 8];
    let size = tree.size();
    let scale = 100.0 / size.width().max(size.height());
    let (w, h) = (
        (size.width() * scale).ceil() as u32,
        (size.height() * scale).ceil() as u32,
    );
    let Some(mut pixmap) = resvg::tiny_skia::Pixmap::new(w.max(1), h.max(1)) else {
        return found;
    };
    resvg::render(
        tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    let (wf, hf) = (w as f32, h as f32);
    let (along_x, along_y, inside) = (wf * 0.18, hf * 0.18, 1.5_f32);
    let points = [
        (along_x, inside),
        (inside, along_y),
        (wf - along_x, inside),
        (wf - inside, along_y),
        (wf - along_x, hf - inside),
        (wf - inside, hf - along_y),
        (along_x, hf - inside),
        (inside, hf - along_y),
    ];
    for (slot, (x, y)) in found.iter_mut().zip(points) {
        let Some(p) = pixmap.pixel(x as u32, y as u32) else {
            continue;
        };
        if p.alpha() == 255 {
            *slot = Some([p.red(), p.green(), p.blue()]);
        }
    }
    found
}

/// A drawing's cut corners, which a rounded face leaves empty, filled under it: each
/// corner's square in the colour of the edges beside it (split on its diagonal where they
/// differ, each half the colour of the edge it lies along), so the bleed mirrored from the
/// edges runs on into the corner.
pub(super) fn fill_corners(
    content: &mut Content,
    tree: &usvg::Tree,
    corners: &Corners,
    ink_saving: bool,
) {
    let (w, h) = (tree.size().width(), tree.size().height());
    let s = CORNER_SHARE as f32 * w.min(h);
    // Each corner: the corner, the point `s` along its horizontal edge, the point `s`
    // along its vertical edge, the square's inner corner.
    let shapes = [
        ((0.0, 0.0), (s, 0.0), (0.0, s), (s, s)),
        ((w, 0.0), (w - s, 0.0), (w, s), (w - s, s)),
        ((w, h), (w - s, h), (w, h - s), (w - s, h - s)),
        ((0.0, h), (s, h), (0.0, h - s), (s, h - s)),
    ];
    let paint = |content: &mut Content, [r, g, b]: [u8; 3], points: &[(f32, f32)]| {
        let (r, g, b) = (
            f32::from(r) / 255.0,
            f32::from(g) / 255.0,
            f32::from(b) / 255.0,
        );
        let (r, g, b) = if ink_saving { pale(r, g, b) } else { (r, g, b) };
        content.save_state();
        content.set_fill_rgb(r, g, b);
        content.move_to(points[0].0, points[0].1);
        for p in &points[1..] {
            content.line_to(p.0, p.1);
        }
        content.close_path();
        content.fill_nonzero();
        content.restore_state();
    };
    for (n, (corner, along_x, along_y, inner)) in shapes.into_iter().enumerate() {
        // The whole square in one colour, then the half along the other edge where it
        // differs: two halves side by side would leave a hairline of paper between them.
        let (across, down) = (corners[2 * n], corners[2 * n + 1]);
        let Some(first) = across.or(down) else {
            continue;
        };
        paint(content, first, &[corner, along_x, inner, along_y]);
        let alike = |a: [u8; 3], b: [u8; 3]| a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 24);
        if let (Some(_), Some(other)) = (across, down)
            && !alike(first, other)
        {
            paint(content, other, &[corner, along_y, inner]);
        }
    }
}
