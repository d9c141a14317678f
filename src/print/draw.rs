//! A usvg tree drawn into a PDF content stream: groups, paths, pictures and text (the
//! embedded font's glyphs), naming the resources it uses.

use super::deflate::compress;
use super::glyphs::Glyphs;
use super::layout::Rect;
use super::paint::{colour, darkened, matrix, pale, rounded, write_path};
use super::picture::{Picture, fill_corners};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Ref};
use resvg::tiny_skia::Transform;
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
                self.text_fill(doc, fill);
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
                if let Layer::Words(Some(window)) = self.layer
                    && !starts_inside(window, placed.pre_concat(glyph.outline_transform()))
                {
                    continue;
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

    /// A span's fill for the glyphs that follow, at its opacity within its groups'.
    fn text_fill(&mut self, doc: &mut Doc, fill: &usvg::Fill) {
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

/// A form's key: its picture and what of it it draws (a window's words by the window's
/// bits, so the same window gives the same form).
type FormKey = (usize, u8, [u64; 4]);

/// The document being written and what it already holds.
pub(super) struct Doc {
    pub(super) pdf: Pdf,
    pub(super) next: i32,
    /// Each picture's drawing, whole or in part, written once however often drawn.
    forms: BTreeMap<FormKey, Ref>,
    /// A picture file's image XObject by where its bytes lie in memory (they stay put
    /// while the document is written): each picture written once, whichever forms draw it.
    images: BTreeMap<(usize, usize), Ref>,
    /// A picture file's image XObject by its picture's index.
    pub(super) files: BTreeMap<usize, Ref>,
    /// (fill, stroke) alpha in thousandths → its graphics state.
    pub(super) states: BTreeMap<(u32, u32), Ref>,
    pub(super) glyphs: Glyphs,
    /// Fills printed pale, light words on them dark.
    pub(super) ink_saving: bool,
}

impl Doc {
    /// An empty document with room for `capacity` bytes, drawing with the current font.
    pub(super) fn new(capacity: usize, ink_saving: bool) -> Doc {
        Doc {
            pdf: Pdf::with_capacity(capacity),
            next: 1,
            forms: BTreeMap::new(),
            images: BTreeMap::new(),
            files: BTreeMap::new(),
            states: BTreeMap::new(),
            glyphs: Glyphs::new(crate::art::font::current().bytes),
            ink_saving,
        }
    }

    pub(super) fn alloc(&mut self) -> Ref {
        let id = Ref::new(self.next);
        self.next += 1;
        id
    }

    /// The form XObject drawing `layer` of picture `index`, written the first time.
    pub(super) fn form(&mut self, pictures: &[Picture], index: usize, layer: Layer) -> Ref {
        let key = layer.key(index);
        if let Some(id) = self.forms.get(&key) {
            return *id;
        }
        let id = self.alloc();
        self.forms.insert(key, id);
        let picture = &pictures[index];
        let mut out = Writer::for_layer(layer);
        match picture {
            Picture::Vector(tree, corners) => {
                if !matches!(layer, Layer::Words(_)) {
                    fill_corners(&mut out.content, tree, corners, self.ink_saving);
                }
                out.group(self, tree.root());
            }
            // Drawn without a form (`Writer::draw_form`).
            Picture::Raster { .. } => {}
        }
        let bytes = compress(&out.content.finish().into_vec());
        let (w, h) = picture.size();
        let mut form = self.pdf.form_xobject(id, &bytes);
        form.filter(Filter::FlateDecode);
        form.bbox(pdf_writer::Rect::new(0.0, 0.0, w as f32, h as f32));
        out.resources.write(&mut form.resources());
        form.finish();
        id
    }

    /// The image XObject of picture `index`, a picture file.
    pub(super) fn file(&self, index: usize) -> Option<Ref> {
        self.files.get(&index).copied()
    }

    pub(super) fn state(&mut self, fill: f32, stroke: f32) -> Ref {
        let key = (
            (fill.clamp(0.0, 1.0) * 1000.0).round() as u32,
            (stroke.clamp(0.0, 1.0) * 1000.0).round() as u32,
        );
        if let Some(id) = self.states.get(&key) {
            return *id;
        }
        let id = self.alloc();
        self.states.insert(key, id);
        id
    }

    /// A picture file as an image XObject, written once: passed through where PDF reads
    /// it as it is, else decoded (its alpha a soft mask); `None` where it cannot be read.
    pub(super) fn image(&mut self, bytes: &[u8]) -> Option<Ref> {
        let key = (bytes.as_ptr() as usize, bytes.len());
        if let Some(id) = self.images.get(&key) {
            return Some(*id);
        }
        let id = self.alloc();
        let next = &mut self.next;
        super::raster::write_image(&mut self.pdf, id, bytes, || {
            *next += 1;
            Ref::new(*next - 1)
        })?;
        self.images.insert(key, id);
        Some(id)
    }
}

/// Whether a glyph whose outline is placed by `outline` starts inside `window` (in the
/// picture's units): only a window's own words are written.
fn starts_inside(window: Rect, outline: Transform) -> bool {
    let mut origin = resvg::tiny_skia::Point::zero();
    outline.map_point(&mut origin);
    let (x, y) = (f64::from(origin.x), f64::from(origin.y));
    !(x < window.x || y < window.y || x > window.x + window.width || y > window.y + window.height)
}
