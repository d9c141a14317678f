//! The pages as a PDF: each picture (a usvg tree, text already the bundled font's outlines)
//! written once as a form XObject in vector, drawn wherever the layout puts it; user
//! pictures inside stay raster image XObjects. No date, no random document id: the same
//! inputs give the same bytes.

use super::draw::Writer;
use super::glyphs::Glyphs;
use super::layout::{BLEED_MM, Line, Page, Paper, Placement, Rect};
use pdf_writer::{Content, Filter, Finish, Pdf, Ref};
use resvg::usvg;
use std::collections::BTreeMap;

/// Points per millimetre.
const PT_PER_MM: f64 = 72.0 / 25.4;
/// Crop and overlap marks: 0.2 mm black hairlines.
const MARK_WIDTH_MM: f32 = 0.2;

/// Writes the document. `pictures[i]` is the picture layout index `i` names; `overlays[p]`
/// is drawn over page `p` at 1 unit = 1 mm (the cover's text, a tile's caption).
pub fn write(
    pictures: &[usvg::Tree],
    pages: &[Page],
    overlays: &[Option<usvg::Tree>],
    paper: Paper,
    title: &str,
) -> Vec<u8> {
    let mut doc = Doc {
        pdf: Pdf::new(),
        next: 1,
        forms: BTreeMap::new(),
        states: BTreeMap::new(),
        glyphs: Glyphs::new(crate::art::font::current().bytes),
    };
    let catalog = doc.alloc();
    let tree = doc.alloc();
    let info = doc.alloc();
    let (width, height) = paper.size();
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
            draw_placement(&mut doc, &mut out, pictures, placement);
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

/// The document being written and what it already holds.
pub(super) struct Doc {
    pdf: Pdf,
    pub(super) next: i32,
    /// (picture index, with its text) → its form XObject (each written once, however often
    /// drawn).
    forms: BTreeMap<(usize, bool), Ref>,
    /// (fill, stroke) alpha in thousandths → its graphics state.
    states: BTreeMap<(u32, u32), Ref>,
    pub(super) glyphs: Glyphs,
}

impl Doc {
    fn alloc(&mut self) -> Ref {
        let id = Ref::new(self.next);
        self.next += 1;
        id
    }

    /// The form XObject of picture `index` (with its text or without), written the first
    /// time it is drawn.
    pub(super) fn form(&mut self, pictures: &[usvg::Tree], index: usize, text: bool) -> Ref {
        if let Some(id) = self.forms.get(&(index, text)) {
            return *id;
        }
        let id = self.alloc();
        self.forms.insert((index, text), id);
        let tree = &pictures[index];
        let mut out = if text {
            Writer::default()
        } else {
            Writer::without_text()
        };
        out.group(self, tree.root());
        let bytes = compress(&out.content.finish().into_vec());
        let size = tree.size();
        let mut form = self.pdf.form_xobject(id, &bytes);
        form.filter(Filter::FlateDecode);
        form.bbox(pdf_writer::Rect::new(0.0, 0.0, size.width(), size.height()));
        out.resources.write(&mut form.resources());
        form.finish();
        id
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

    /// A raster picture as an image XObject (RGB, its alpha as a soft mask).
    pub(super) fn image(&mut self, bytes: &[u8]) -> Option<Ref> {
        let picture = crate::picture::decode(bytes).ok()?.to_rgba8();
        let (w, h) = picture.dimensions();
        let mut rgb = Vec::with_capacity((w * h * 3) as usize);
        let mut alpha = Vec::with_capacity((w * h) as usize);
        for p in picture.pixels() {
            rgb.extend_from_slice(&p.0[..3]);
            alpha.push(p.0[3]);
        }
        let id = self.alloc();
        let opaque = alpha.iter().all(|&a| a == 255);
        let mask = (!opaque).then(|| {
            let mask = self.alloc();
            let bytes = compress(&alpha);
            let mut x = self.pdf.image_xobject(mask, &bytes);
            x.filter(Filter::FlateDecode);
            x.width(w as i32).height(h as i32).bits_per_component(8);
            x.color_space().device_gray();
            x.finish();
            mask
        });
        let bytes = compress(&rgb);
        let mut x = self.pdf.image_xobject(id, &bytes);
        x.filter(Filter::FlateDecode);
        x.width(w as i32).height(h as i32).bits_per_component(8);
        x.color_space().device_rgb();
        if let Some(mask) = mask {
            x.s_mask(mask);
        }
        x.finish();
        Some(id)
    }
}

/// A picture at its cut rectangle: scaled to it, and with a bleed its mirror images
/// around it, clipped to the bleed, so the cut may wander a little off the line.
fn draw_placement(doc: &mut Doc, out: &mut Writer, pictures: &[usvg::Tree], p: &Placement) {
    let Some(tree) = pictures.get(p.picture) else {
        return;
    };
    let size = tree.size();
    let (sx, sy) = (
        (p.cut.width / f64::from(size.width())) as f32,
        (p.cut.height / f64::from(size.height())) as f32,
    );
    let (x, y, w, h) = (
        p.cut.x as f32,
        p.cut.y as f32,
        p.cut.width as f32,
        p.cut.height as f32,
    );
    out.content.save_state();
    let clip = if p.bleed {
        let b = BLEED_MM;
        Some(Rect {
            x: p.cut.x - b,
            y: p.cut.y - b,
            width: p.cut.width + 2.0 * b,
            height: p.cut.height + 2.0 * b,
        })
    } else {
        p.clip
    };
    if let Some(c) = clip {
        out.content
            .rect(c.x as f32, c.y as f32, c.width as f32, c.height as f32);
        out.content.clip_nonzero();
        out.content.end_path();
    }
    let copies: &[(i8, i8)] = if p.bleed {
        &[
            (-1, -1),
            (0, -1),
            (1, -1),
            (-1, 0),
            (1, 0),
            (-1, 1),
            (0, 1),
            (1, 1),
            (0, 0),
        ]
    } else {
        &[(0, 0)]
    };
    for &(dx, dy) in copies {
        // Mirrored about the edge it lies beyond: left of the card, x runs backwards from x.
        let (a, e) = match dx {
            -1 => (-sx, x),
            1 => (-sx, x + 2.0 * w),
            _ => (sx, x),
        };
        let (d, f) = match dy {
            -1 => (-sy, y),
            1 => (-sy, y + 2.0 * h),
            _ => (sy, y),
        };
        out.content.save_state();
        out.content.transform([a, 0.0, 0.0, d, e, f]);
        out.draw_form(doc, pictures, p.picture, (dx, dy) == (0, 0));
        out.content.restore_state();
    }
    out.content.restore_state();
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
fn compress(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::new(6));
    encoder.write_all(bytes).expect("writing to memory");
    encoder.finish().expect("writing to memory")
}
