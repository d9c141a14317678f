//! The pages as a PDF: each picture (a usvg tree, or a user's picture file) written once as
//! a form XObject, drawn wherever the layout puts it: first every placement's bleed (its
//! own edges mirrored outward, or what lies around a board in the table), then every
//! placement itself over its neighbours' bleeds, its cut corners filled. Text is drawn
//! once, by the placement itself: a bleed or a tile's surroundings carry none. No date, no
//! random document id: the same inputs give the same bytes.

use super::PrintOptions;
use super::draw::{Layer, Writer};
use super::glyphs::Glyphs;
use super::layout::{Line, Page, Placement, Rect};
use pdf_writer::{Content, Filter, Finish, Pdf, Ref};
use resvg::usvg;
use std::collections::BTreeMap;

/// Points per millimetre.
const PT_PER_MM: f64 = 72.0 / 25.4;
/// Crop and overlap marks: 0.2 mm black hairlines.
const MARK_WIDTH_MM: f32 = 0.2;
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

/// Writes the document. `pictures[i]` is the picture layout index `i` names; `overlays[p]`
/// is drawn over page `p` at 1 unit = 1 mm (the cover's text, a label, a caption).
pub fn write(
    pictures: &mut [Picture],
    pages: &[Page],
    overlays: &[Option<usvg::Tree>],
    options: &PrintOptions,
    title: &str,
) -> Vec<u8> {
    // Room for the picture files passed through and a little more, so the buffer is not
    // copied as it grows (a deck of a thousand pictures is tens of megabytes).
    let files: usize = pictures
        .iter()
        .map(|p| match p {
            Picture::Raster { bytes, .. } => bytes.len(),
            Picture::Vector(..) => 0,
        })
        .sum();
    let mut doc = Doc {
        pdf: Pdf::with_capacity(files + files / 50 + (1 << 20)),
        next: 1,
        forms: BTreeMap::new(),
        images: BTreeMap::new(),
        files: BTreeMap::new(),
        states: BTreeMap::new(),
        glyphs: Glyphs::new(crate::art::font::current().bytes),
        ink_saving: options.ink_saving,
    };
    let catalog = doc.alloc();
    let tree = doc.alloc();
    let info = doc.alloc();
    // Picture files first, each let go of once it is in: a deck of pictures is held once,
    // not twice.
    for (index, picture) in pictures.iter_mut().enumerate() {
        if let Picture::Raster { bytes, .. } = picture {
            if let Some(id) = doc.image(bytes) {
                doc.files.insert(index, id);
            }
            *bytes = Vec::new();
        }
    }
    let pictures: &[Picture] = pictures;
    let (width, height) = options.sheet.paper.size();
    let mut page_ids = Vec::new();
    for (n, page) in pages.iter().enumerate() {
        let mut out = Writer::default();
        out.content.transform([
            PT_PER_MM as f32,
            0.0,
            0.0,
            -PT_PER_MM as f32,
            0.0,
            (height * PT_PER_MM) as f32,
        ]);
        for placement in &page.placements {
            draw_bleed(&mut doc, &mut out, pictures, placement);
        }
        for placement in &page.placements {
            draw_body(&mut doc, &mut out, pictures, placement);
        }
        draw_marks(&mut out.content, &page.marks);
        if let Some(Some(overlay)) = overlays.get(n) {
            out.group(&mut doc, overlay.root());
        }
        let id = doc.alloc();
        let content_id = doc.alloc();
        let bytes = compress(&out.content.finish().into_vec());
        doc.pdf
            .stream(content_id, &bytes)
            .filter(Filter::FlateDecode);
        let mut page = doc.pdf.page(id);
        page.media_box(pdf_writer::Rect::new(
            0.0,
            0.0,
            (width * PT_PER_MM) as f32,
            (height * PT_PER_MM) as f32,
        ))
        .parent(tree)
        .contents(content_id);
        out.resources.write(&mut page.resources());
        page.finish();
        page_ids.push(id);
    }
    // The glyphs every page and picture drew, each once, from the font they were laid out in.
    let glyphs = std::mem::replace(&mut doc.glyphs, Glyphs::new(&[]));
    let mut next = doc.next;
    glyphs.write(&mut doc.pdf, crate::art::font::current().bytes, || {
        next += 1;
        Ref::new(next - 1)
    });
    doc.next = next;
    // Opacity states are shared by every page and picture; written once at the end.
    let states: Vec<((u32, u32), Ref)> = doc.states.iter().map(|(k, v)| (*k, *v)).collect();
    for ((fill, stroke), id) in states {
        doc.pdf
            .ext_graphics(id)
            .non_stroking_alpha(fill as f32 / 1000.0)
            .stroking_alpha(stroke as f32 / 1000.0);
    }
    doc.pdf.catalog(catalog).pages(tree);
    doc.pdf
        .pages(tree)
        .count(page_ids.len() as i32)
        .kids(page_ids);
    doc.pdf
        .document_info(info)
        .title(pdf_writer::TextStr(title))
        .producer(pdf_writer::TextStr("udonforge"));
    doc.pdf.finish()
}

/// A form's key: its picture and what of it it draws (a window's words by the window's
/// bits, so the same window gives the same form).
type FormKey = (usize, u8, [u64; 4]);

/// The document being written and what it already holds.
pub(super) struct Doc {
    pdf: Pdf,
    pub(super) next: i32,
    /// Each picture's drawing, whole or in part, written once however often drawn.
    forms: BTreeMap<FormKey, Ref>,
    /// A picture file's image XObject by where its bytes lie in memory (they stay put
    /// while the document is written): each picture written once, whichever forms draw it.
    images: BTreeMap<(usize, usize), Ref>,
    /// A picture file's image XObject by its picture's index.
    files: BTreeMap<usize, Ref>,
    /// (fill, stroke) alpha in thousandths → its graphics state.
    states: BTreeMap<(u32, u32), Ref>,
    pub(super) glyphs: Glyphs,
    /// Fills printed pale, light words on them dark.
    pub(super) ink_saving: bool,
}

impl Doc {
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

/// The part of a placement's picture it shows, in the picture's units.
fn source(pictures: &[Picture], p: &Placement) -> Option<Rect> {
    let (w, h) = pictures.get(p.picture)?.size();
    Some(p.window.unwrap_or(Rect {
        x: 0.0,
        y: 0.0,
        width: w,
        height: h,
    }))
}

/// The matrix drawing `source` (picture units) onto `cut` (page mm), mirrored about the
/// cut's left or right edge (`flip.0` −1 or 1) and its top or bottom edge (`flip.1`).
fn matrix(source: Rect, cut: Rect, flip: (i8, i8)) -> [f32; 6] {
    let a = cut.width / source.width.max(f64::MIN_POSITIVE);
    let d = cut.height / source.height.max(f64::MIN_POSITIVE);
    let e = cut.x - source.x * a;
    let f = cut.y - source.y * d;
    let (a, e) = match flip.0 {
        -1 => (-a, 2.0 * cut.x - e),
        1 => (-a, 2.0 * (cut.x + cut.width) - e),
        _ => (a, e),
    };
    let (d, f) = match flip.1 {
        -1 => (-d, 2.0 * cut.y - f),
        1 => (-d, 2.0 * (cut.y + cut.height) - f),
        _ => (d, f),
    };
    [a as f32, 0.0, 0.0, d as f32, e as f32, f as f32]
}

fn clip_to(content: &mut Content, r: Rect) {
    content.rect(r.x as f32, r.y as f32, r.width as f32, r.height as f32);
    content.clip_nonzero();
    content.end_path();
}

/// What runs past a placement's cut lines: its own edges mirrored outward (corners
/// filled first), or, for a window, what lies around it in the picture. No words.
fn draw_bleed(doc: &mut Doc, out: &mut Writer, pictures: &[Picture], p: &Placement) {
    let bleed = p.bleed;
    if bleed.top + bleed.right + bleed.bottom + bleed.left <= 0.0 {
        return;
    }
    let Some(source) = source(pictures, p) else {
        return;
    };
    out.content.save_state();
    clip_to(&mut out.content, p.cut.grown(bleed));
    if p.window.is_some() {
        out.content.save_state();
        out.content.transform(matrix(source, p.cut, (0, 0)));
        out.draw_form(doc, pictures, p.picture, Layer::Drawing);
        out.content.restore_state();
    } else {
        // A mirror image for each side with a bleed, and for each corner between two.
        let runs = |flip: i8, before: f64, after: f64| match flip {
            -1 => before > 0.0,
            1 => after > 0.0,
            _ => true,
        };
        for flip in [
            (-1, -1),
            (0, -1),
            (1, -1),
            (-1, 0),
            (1, 0),
            (-1, 1),
            (0, 1),
            (1, 1),
        ] {
            if !runs(flip.0, bleed.left, bleed.right) || !runs(flip.1, bleed.top, bleed.bottom) {
                continue;
            }
            out.content.save_state();
            out.content.transform(matrix(source, p.cut, flip));
            out.draw_form(doc, pictures, p.picture, Layer::Drawing);
            out.content.restore_state();
        }
    }
    out.content.restore_state();
}

/// The placement itself inside its cut lines (and its tile's clip): its corners filled,
/// then its drawing and its words.
fn draw_body(doc: &mut Doc, out: &mut Writer, pictures: &[Picture], p: &Placement) {
    let Some(source) = source(pictures, p) else {
        return;
    };
    let (w, h) = pictures[p.picture].size();
    let whole = p.window.is_none() && p.clip.is_none();
    out.content.save_state();
    let shown = match p.clip {
        Some(clip) => {
            clip_to(&mut out.content, clip);
            clip
        }
        None => p.cut,
    };
    out.content.save_state();
    out.content.transform(matrix(source, p.cut, (0, 0)));
    if whole {
        out.draw_form(doc, pictures, p.picture, Layer::Whole);
    } else {
        // The words of the part shown only: the rest of a table is not this tile's text.
        let sx = source.width / p.cut.width;
        let sy = source.height / p.cut.height;
        let seen = Rect {
            x: (source.x + (shown.x - p.cut.x) * sx).max(0.0),
            y: (source.y + (shown.y - p.cut.y) * sy).max(0.0),
            width: shown.width * sx,
            height: shown.height * sy,
        };
        out.content.save_state();
        clip_to(
            &mut out.content,
            Rect {
                x: source.x,
                y: source.y,
                width: source.width.min(w - source.x),
                height: source.height.min(h - source.y),
            },
        );
        out.draw_form(doc, pictures, p.picture, Layer::Drawing);
        out.content.restore_state();
        out.draw_form(doc, pictures, p.picture, Layer::Words(Some(seen)));
    }
    out.content.restore_state();
    out.content.restore_state();
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
fn fill_corners(content: &mut Content, tree: &usvg::Tree, corners: &Corners, ink_saving: bool) {
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
        let (r, g, b) = if ink_saving {
            super::draw::pale(r, g, b)
        } else {
            (r, g, b)
        };
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

fn draw_marks(content: &mut Content, marks: &[Line]) {
    if marks.is_empty() {
        return;
    }
    content.save_state();
    content.set_stroke_rgb(0.0, 0.0, 0.0);
    content.set_line_width(MARK_WIDTH_MM);
    for line in marks {
        content.move_to(line.from.0 as f32, line.from.1 as f32);
        content.line_to(line.to.0 as f32, line.to.1 as f32);
    }
    content.stroke();
    content.restore_state();
}

/// Deflated with a fixed level: the same bytes on every machine.
pub(super) fn compress(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::new(6));
    encoder.write_all(bytes).expect("writing to memory");
    encoder.finish().expect("writing to memory")
}
