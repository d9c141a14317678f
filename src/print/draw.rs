//! A usvg tree drawn into a PDF content stream: groups, paths, pictures and text (the
//! embedded font's glyphs), naming the resources it uses.

use super::pdf::Doc;
use pdf_writer::{Content, Name, Ref};
use resvg::tiny_skia::{PathSegment, Point, Transform};
use resvg::usvg::{self, Node};
use std::collections::BTreeMap;

/// Names a content stream uses, listed in its resources.
#[derive(Default)]
pub(super) struct Resources {
    objects: BTreeMap<String, Ref>,
    states: BTreeMap<String, Ref>,
    fonts: BTreeMap<String, Ref>,
}

impl Resources {
    pub(super) fn write(&self, resources: &mut pdf_writer::writers::Resources) {
        if !self.objects.is_empty() {
            let mut dict = resources.x_objects();
            for (name, id) in &self.objects {
                dict.pair(Name(name.as_bytes()), *id);
            }
        }
        if !self.states.is_empty() {
            let mut dict = resources.ext_g_states();
            for (name, id) in &self.states {
                dict.pair(Name(name.as_bytes()), *id);
            }
        }
        if !self.fonts.is_empty() {
            let mut dict = resources.fonts();
            for (name, id) in &self.fonts {
                dict.pair(Name(name.as_bytes()), *id);
            }
        }
    }
}

/// A content stream being written, with the resources it names.
pub(super) struct Writer {
    pub(super) content: Content,
    pub(super) resources: Resources,
    /// Opacity of the groups around what is drawn now (multiplied into each fill and stroke).
    opacity: Vec<f32>,
    /// Whether text is drawn: a bleed's mirror images leave it out, so the text layer holds
    /// each card's words once, inside its own cut lines.
    text: bool,
}

impl Default for Writer {
    fn default() -> Self {
        Writer {
            content: Content::new(),
            resources: Resources::default(),
            opacity: Vec::new(),
            text: true,
        }
    }
}

impl Writer {
    /// Draws nothing of the text of what it draws.
    pub(super) fn without_text() -> Self {
        Writer {
            text: false,
            ..Writer::default()
        }
    }

    /// Draws picture `index` (without its text, for a bleed's mirror images).
    pub(super) fn draw_form(
        &mut self,
        doc: &mut Doc,
        pictures: &[usvg::Tree],
        index: usize,
        text: bool,
    ) {
        let id = doc.form(pictures, index, text);
        let name = format!("P{}", id.get());
        self.content.x_object(Name(name.as_bytes()));
        self.resources.objects.insert(name, id);
    }

    fn set_alpha(&mut self, doc: &mut Doc, fill: f32, stroke: f32) {
        let id = doc.state(fill, stroke);
        let name = format!("G{}", id.get());
        self.content.set_parameters(Name(name.as_bytes()));
        self.resources.states.insert(name, id);
    }

    fn group_opacity(&self) -> f32 {
        self.opacity.iter().product()
    }

    pub(super) fn group(&mut self, doc: &mut Doc, group: &usvg::Group) {
        self.content.save_state();
        self.content.transform(matrix(group.transform()));
        if let Some(clip) = group.clip_path() {
            let mut paths = Vec::new();
            clip_paths(clip.root(), clip.transform(), &mut paths);
            for (path, transform) in &paths {
                write_path(&mut self.content, path, *transform);
            }
            if paths.is_empty() {
                // Clipped to nothing: a degenerate clip, nothing shows.
                self.content.rect(0.0, 0.0, 0.0, 0.0);
            }
            self.content.clip_nonzero();
            self.content.end_path();
        }
        // A group's opacity multiplies into what it draws: exact for one shape, a close
        // approximation where shapes inside it overlap (no template of ours does that).
        self.opacity.push(group.opacity().get());
        for node in group.children() {
            match node {
                Node::Group(g) => self.group(doc, g),
                Node::Path(p) => self.path(doc, p),
                Node::Image(i) => self.image(doc, i),
                Node::Text(t) => self.text(doc, t),
            }
        }
        self.opacity.pop();
        self.content.restore_state();
    }

    /// Text in plain colours as the embedded font's glyphs, each where usvg laid it out;
    /// anything else (outlined, gradient-filled, underlined text) as its outlines, with the
    /// same glyphs drawn invisible over them as its words in the text layer.
    fn text(&mut self, doc: &mut Doc, text: &usvg::Text) {
        if !self.text {
            return;
        }
        let plain = text.layouted().iter().all(|span| {
            span.stroke.is_none()
                && span.underline.is_none()
                && span.overline.is_none()
                && span.line_through.is_none()
                && span
                    .fill
                    .as_ref()
                    .is_some_and(|f| matches!(f.paint(), usvg::Paint::Color(_)))
        });
        if !plain {
            self.group(doc, text.flattened());
        }
        self.glyphs(doc, text, plain);
    }

    /// Each glyph of `text` shown in its span's fill, or invisible (only read).
    fn glyphs(&mut self, doc: &mut Doc, text: &usvg::Text, shown: bool) {
        for span in text.layouted().iter().filter(|s| s.visible) {
            self.content.save_state();
            if shown {
                let Some(fill) = &span.fill else {
                    self.content.restore_state();
                    continue;
                };
                let alpha = fill.opacity().get() * self.group_opacity();
                if alpha < 1.0 {
                    self.set_alpha(doc, alpha, alpha);
                }
                let (r, g, b) = colour(fill.paint());
                self.content.set_fill_rgb(r, g, b);
            }
            self.content.begin_text();
            if !shown {
                self.content
                    .set_text_rendering_mode(pdf_writer::types::TextRenderingMode::Invisible);
            }
            let mut font = None;
            for glyph in &span.positioned_glyphs {
                let (slot, id, code) = doc.glyphs.code(glyph.id.0, &glyph.text, || {
                    doc.next += 1;
                    Ref::new(doc.next - 1)
                });
                if font != Some(slot) {
                    let name = format!("T{}", id.get());
                    self.content.set_font(Name(name.as_bytes()), 1.0);
                    self.resources.fonts.insert(name, id);
                    font = Some(slot);
                }
                // The outline's transform maps font units to the page; the font's matrix
                // already divides by units per em, so the text matrix multiplies it back.
                // (Units per em are the font's own: a glyph turned on its side in vertical
                // text has no x-scale to derive them from.)
                let upem = doc.glyphs.units_per_em();
                let t = glyph.outline_transform().pre_scale(upem, upem);
                self.content.set_text_matrix(matrix(t));
                self.content.show(pdf_writer::Str(&[code]));
            }
            self.content.end_text();
            self.content.restore_state();
        }
    }

    fn path(&mut self, doc: &mut Doc, path: &usvg::Path) {
        if !path.is_visible() {
            return;
        }
        let fill = path.fill();
        let stroke = path.stroke();
        let opacity = self.group_opacity();
        let fill_alpha = fill.map_or(1.0, |f| f.opacity().get()) * opacity;
        let stroke_alpha = stroke.map_or(1.0, |s| s.opacity().get()) * opacity;
        self.content.save_state();
        if fill_alpha < 1.0 || stroke_alpha < 1.0 {
            self.set_alpha(doc, fill_alpha, stroke_alpha);
        }
        let order_stroke_first = path.paint_order() == usvg::PaintOrder::StrokeAndFill;
        let paint = |w: &mut Self, do_fill: bool| {
            write_path(&mut w.content, path.data(), Transform::identity());
            if do_fill {
                let fill = fill.expect("checked");
                let (r, g, b) = colour(fill.paint());
                w.content.set_fill_rgb(r, g, b);
                match fill.rule() {
                    usvg::FillRule::NonZero => w.content.fill_nonzero(),
                    usvg::FillRule::EvenOdd => w.content.fill_even_odd(),
                };
            } else {
                let stroke = stroke.expect("checked");
                let (r, g, b) = colour(stroke.paint());
                w.content.set_stroke_rgb(r, g, b);
                w.content.set_line_width(stroke.width().get());
                w.content.set_line_cap(match stroke.linecap() {
                    usvg::LineCap::Butt => pdf_writer::types::LineCapStyle::ButtCap,
                    usvg::LineCap::Round => pdf_writer::types::LineCapStyle::RoundCap,
                    usvg::LineCap::Square => pdf_writer::types::LineCapStyle::ProjectingSquareCap,
                });
                w.content.set_line_join(match stroke.linejoin() {
                    usvg::LineJoin::Round => pdf_writer::types::LineJoinStyle::RoundJoin,
                    usvg::LineJoin::Bevel => pdf_writer::types::LineJoinStyle::BevelJoin,
                    _ => pdf_writer::types::LineJoinStyle::MiterJoin,
                });
                w.content.set_miter_limit(stroke.miterlimit().get());
                if let Some(dashes) = stroke.dasharray() {
                    w.content
                        .set_dash_pattern(dashes.iter().copied(), stroke.dashoffset());
                }
                w.content.stroke();
            }
        };
        let sides: &[bool] = if order_stroke_first {
            &[false, true]
        } else {
            &[true, false]
        };
        for &is_fill in sides {
            if (is_fill && fill.is_some()) || (!is_fill && stroke.is_some()) {
                paint(self, is_fill);
            }
        }
        self.content.restore_state();
    }

    fn image(&mut self, doc: &mut Doc, image: &usvg::Image) {
        if !image.is_visible() {
            return;
        }
        let size = image.size();
        match image.kind() {
            usvg::ImageKind::SVG(tree) => {
                self.content.save_state();
                let inner = tree.size();
                self.content.transform([
                    size.width() / inner.width(),
                    0.0,
                    0.0,
                    size.height() / inner.height(),
                    0.0,
                    0.0,
                ]);
                self.group(doc, tree.root());
                self.content.restore_state();
            }
            usvg::ImageKind::PNG(bytes)
            | usvg::ImageKind::JPEG(bytes)
            | usvg::ImageKind::GIF(bytes)
            | usvg::ImageKind::WEBP(bytes) => {
                let Some(id) = doc.image(bytes) else {
                    return;
                };
                let name = format!("I{}", id.get());
                self.content.save_state();
                let opacity = self.group_opacity();
                if opacity < 1.0 {
                    self.set_alpha(doc, opacity, opacity);
                }
                // The image fills the unit square, its first row at the top.
                self.content.transform([
                    size.width(),
                    0.0,
                    0.0,
                    -size.height(),
                    0.0,
                    size.height(),
                ]);
                self.content.x_object(Name(name.as_bytes()));
                self.resources.objects.insert(name, id);
                self.content.restore_state();
            }
        }
    }
}

/// Every path of a clip path, with the transform from the clipped group's space to it.
fn clip_paths<'a>(
    group: &'a usvg::Group,
    transform: Transform,
    out: &mut Vec<(&'a resvg::tiny_skia::Path, Transform)>,
) {
    let transform = transform.pre_concat(group.transform());
    for node in group.children() {
        match node {
            Node::Path(p) => out.push((p.data(), transform)),
            Node::Group(g) => clip_paths(g, transform, out),
            Node::Text(t) => clip_paths(t.flattened(), transform, out),
            Node::Image(_) => {}
        }
    }
}

fn write_path(content: &mut Content, path: &resvg::tiny_skia::Path, transform: Transform) {
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

/// A paint's colour, 0 to 1. Gradients and patterns print as the average of their stops
/// (no template of ours uses them; docs/print-and-play.md).
fn colour(paint: &usvg::Paint) -> (f32, f32, f32) {
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

fn rgb(c: usvg::Color) -> (f32, f32, f32) {
    (
        f32::from(c.red) / 255.0,
        f32::from(c.green) / 255.0,
        f32::from(c.blue) / 255.0,
    )
}
