//! A usvg tree drawn into a PDF content stream: groups, paths, pictures and text (the
//! embedded font's glyphs), naming the resources it uses.

use super::layout::Rect;
use super::pdf::{Doc, Picture};
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

/// What of a picture a form draws.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Layer {
    /// All of it.
    Whole,
    /// Its drawing without its words (a bleed's mirror images, a tile's surroundings).
    Drawing,
    /// Its words alone, those whose glyphs start inside the rectangle (in the picture's
    /// units) where one is given: the part of a table a tile or a board shows.
    Words(Option<Rect>),
}

impl Layer {
    /// The key of picture `index`'s form of this layer.
    pub(super) fn key(self, index: usize) -> (usize, u8, [u64; 4]) {
        match self {
            Layer::Whole => (index, 0, [0; 4]),
            Layer::Drawing => (index, 1, [0; 4]),
            Layer::Words(None) => (index, 2, [0; 4]),
            Layer::Words(Some(r)) => (index, 3, [r.x, r.y, r.width, r.height].map(f64::to_bits)),
        }
    }
}

/// A content stream being written, with the resources it names.
pub(super) struct Writer {
    pub(super) content: Content,
    pub(super) resources: Resources,
    /// Opacity of the groups around what is drawn now (multiplied into each fill and stroke).
    opacity: Vec<f32>,
    /// What of the pictures it draws.
    layer: Layer,
}

impl Default for Writer {
    fn default() -> Self {
        Writer::for_layer(Layer::Whole)
    }
}

impl Writer {
    /// A writer drawing `layer` of what it draws.
    pub(super) fn for_layer(layer: Layer) -> Self {
        Writer {
            content: Content::new(),
            resources: Resources::default(),
            opacity: Vec::new(),
            layer,
        }
    }

    /// Draws `layer` of picture `index`, as a form written once.
    pub(super) fn draw_form(
        &mut self,
        doc: &mut Doc,
        pictures: &[Picture],
        index: usize,
        layer: Layer,
    ) {
        // A picture file is its image, drawn as it is: a form around it would only add
        // bytes to every picture of a deck of pictures.
        if let Some(Picture::Raster { size, .. }) = pictures.get(index) {
            if let (false, Some(id)) = (matches!(layer, Layer::Words(_)), doc.file(index)) {
                self.picture_file(id, *size);
            }
            return;
        }
        let id = doc.form(pictures, index, layer);
        let name = format!("P{}", id.get());
        self.content.x_object(Name(name.as_bytes()));
        self.resources.objects.insert(name, id);
    }

    /// Image `id` (a picture file) filling a `size` box, its first row at the top.
    fn picture_file(&mut self, id: Ref, size: (f64, f64)) {
        let name = format!("I{}", id.get());
        self.content.save_state();
        let (w, h) = (size.0 as f32, size.1 as f32);
        self.content.transform([w, 0.0, 0.0, -h, 0.0, h]);
        self.content.x_object(Name(name.as_bytes()));
        self.resources.objects.insert(name, id);
        self.content.restore_state();
    }

    fn drawing(&self) -> bool {
        !matches!(self.layer, Layer::Words(_))
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
        if !plain && self.drawing() {
            self.group(doc, text.flattened());
        }
        if self.layer != Layer::Drawing {
            self.glyphs(doc, text, plain);
        }
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
                let (r, g, b) = if doc.ink_saving {
                    darkened(r, g, b)
                } else {
                    (r, g, b)
                };
                self.content.set_fill_rgb(r, g, b);
            }
            self.content.begin_text();
            if !shown {
                self.content
                    .set_text_rendering_mode(pdf_writer::types::TextRenderingMode::Invisible);
            }
            let mut font = None;
            // The text matrix of the run being written (moved on past each glyph) and its
            // codes.
            let mut run: Option<([f32; 6], Vec<u8>)> = None;
            let placed = text.abs_transform();
            for glyph in &span.positioned_glyphs {
                if let Layer::Words(Some(window)) = self.layer {
                    // Where the glyph starts in the picture: only a window's own words.
                    let mut origin = resvg::tiny_skia::Point::zero();
                    placed
                        .pre_concat(glyph.outline_transform())
                        .map_point(&mut origin);
                    let (x, y) = (f64::from(origin.x), f64::from(origin.y));
                    if x < window.x
                        || y < window.y
                        || x > window.x + window.width
                        || y > window.y + window.height
                    {
                        continue;
                    }
                }
                let (slot, id, code) = doc.glyphs.code(glyph.id.0, &glyph.text, || {
                    doc.next += 1;
                    Ref::new(doc.next - 1)
                });
                // The outline's transform maps font units to the page; the font's matrix
                // already divides by units per em, so the text matrix multiplies it back.
                // (Units per em are the font's own: a glyph turned on its side in vertical
                // text has no x-scale to derive them from.)
                let upem = doc.glyphs.units_per_em();
                let t = matrix(glyph.outline_transform().pre_scale(upem, upem));
                // A glyph where the one before leaves the pen, turned alike, in the same
                // font, goes on in the same string: one text matrix for a whole run.
                let follows = run.as_ref().is_some_and(|(at, _)| {
                    font == Some(slot)
                        && at[..4] == t[..4]
                        && (at[4] - t[4]).abs() < 1e-3
                        && (at[5] - t[5]).abs() < 1e-3
                });
                if !follows {
                    if let Some((_, codes)) = run.take() {
                        self.content.show(pdf_writer::Str(&codes));
                    }
                    if font != Some(slot) {
                        let name = format!("T{}", id.get());
                        self.content.set_font(Name(name.as_bytes()), 1.0);
                        self.resources.fonts.insert(name, id);
                        font = Some(slot);
                    }
                    self.content.set_text_matrix(rounded(t));
                    run = Some((t, Vec::new()));
                }
                let (at, codes) = run.as_mut().expect("a run is open");
                codes.push(code);
                // Where the pen stands after it: its advance along the text's x axis.
                let advance = doc.glyphs.advance(glyph.id.0) / upem;
                at[4] += at[0] * advance;
                at[5] += at[1] * advance;
            }
            if let Some((_, codes)) = run.take() {
                self.content.show(pdf_writer::Str(&codes));
            }
            self.content.end_text();
            self.content.restore_state();
        }
    }

    fn path(&mut self, doc: &mut Doc, path: &usvg::Path) {
        if !path.is_visible() || !self.drawing() {
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
                let (r, g, b) = if doc.ink_saving {
                    pale(r, g, b)
                } else {
                    (r, g, b)
                };
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
            // A drawing inside the picture: drawn as the picture is, its words included.
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
            // A picture file holds no words.
            _ if !self.drawing() => {}
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

/// A matrix to a thousandth: shorter to write, and far finer than any printer.
fn rounded(m: [f32; 6]) -> [f32; 6] {
    m.map(|v| (v * 1000.0).round() / 1000.0)
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
fn darkened(r: f32, g: f32, b: f32) -> (f32, f32, f32) {
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
