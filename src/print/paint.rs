//! How a drawing's paths and colours are written in a PDF content stream: a path's
//! segments (a quadratic curve as its cubic), a transform as a matrix, a paint as RGB, and
//! the colours ink saving prints instead.

use pdf_writer::Content;
use resvg::tiny_skia::{PathSegment, Point, Transform};
use resvg::usvg;

pub(super) fn write_path(
    content: &mut Content,
    path: &resvg::tiny_skia::Path,
    transform: Transform,
) {
    let map = |p: Point| {
        let mut p = p;
        transform.map_point(&mut p);
        p
    };
    let mut last = Point::zero();
    for segment in path.segments() {
        match segment {
            PathSegment::MoveTo(p) => {
                let p = map(p);
                content.move_to(p.x, p.y);
                last = p;
            }
            PathSegment::LineTo(p) => {
                let p = map(p);
                content.line_to(p.x, p.y);
                last = p;
            }
            PathSegment::QuadTo(c, p) => {
                // A quadratic curve is the cubic with its control points two thirds along.
                let (c, p) = (map(c), map(p));
                let c1 = (
                    last.x + 2.0 / 3.0 * (c.x - last.x),
                    last.y + 2.0 / 3.0 * (c.y - last.y),
                );
                let c2 = (p.x + 2.0 / 3.0 * (c.x - p.x), p.y + 2.0 / 3.0 * (c.y - p.y));
                content.cubic_to(c1.0, c1.1, c2.0, c2.1, p.x, p.y);
                last = p;
            }
            PathSegment::CubicTo(c1, c2, p) => {
                let (c1, c2, p) = (map(c1), map(c2), map(p));
                content.cubic_to(c1.x, c1.y, c2.x, c2.y, p.x, p.y);
                last = p;
            }
            PathSegment::Close => {
                content.close_path();
            }
        }
    }
}

pub(super) fn matrix(t: Transform) -> [f32; 6] {
    [t.sx, t.ky, t.kx, t.sy, t.tx, t.ty]
}

/// A matrix to a thousandth: shorter to write, and far finer than any printer.
pub(super) fn rounded(m: [f32; 6]) -> [f32; 6] {
    m.map(|v| (v * 1000.0).round() / 1000.0)
}

/// A paint's colour, 0 to 1. Gradients and patterns print as the average of their stops
/// (no template of ours uses them; docs/print-and-play.md).
pub(super) fn colour(paint: &usvg::Paint) -> (f32, f32, f32) {
    let stops = match paint {
        usvg::Paint::Color(c) => return rgb(*c),
        usvg::Paint::LinearGradient(g) => g.stops(),
        usvg::Paint::RadialGradient(g) => g.stops(),
        usvg::Paint::Pattern(_) => return (0.5, 0.5, 0.5),
    };
    if stops.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    let n = stops.len() as f32;
    let sum = stops.iter().fold((0.0, 0.0, 0.0), |acc, s| {
        let (r, g, b) = rgb(s.color());
        (acc.0 + r, acc.1 + g, acc.2 + b)
    });
    (sum.0 / n, sum.1 / n, sum.2 / n)
}

/// A fill printed pale, to save ink: most of the way to white, its hue kept.
pub(super) fn pale(r: f32, g: f32, b: f32) -> (f32, f32, f32) {
    let keep = 0.3;
    (
        1.0 - (1.0 - r) * keep,
        1.0 - (1.0 - g) * keep,
        1.0 - (1.0 - b) * keep,
    )
}

/// Words printed over a pale fill: a light colour (white on a dark strip) turned dark, a
/// dark one kept.
pub(super) fn darkened(r: f32, g: f32, b: f32) -> (f32, f32, f32) {
    let light = 0.299 * r + 0.587 * g + 0.114 * b;
    if light > 0.6 {
        (r * 0.25, g * 0.25, b * 0.25)
    } else {
        (r, g, b)
    }
}

fn rgb(c: usvg::Color) -> (f32, f32, f32) {
    (
        f32::from(c.red) / 255.0,
        f32::from(c.green) / 255.0,
        f32::from(c.blue) / 255.0,
    )
}
