//! The pages as a PDF: each picture (a usvg tree, or a user's picture file) written once as
//! a form XObject, drawn wherever the layout puts it: first every placement's bleed (its
//! own edges mirrored outward, or what lies around a board in the table), then every
//! placement itself over its neighbours' bleeds, its cut corners filled. Text is drawn
//! once, by the placement itself: a bleed or a tile's surroundings carry none. No date, no
//! random document id: the same inputs give the same bytes.

use super::PrintOptions;
use super::deflate::compress;
use super::draw::{Doc, Layer, Writer};
use super::glyphs::Glyphs;
use super::layout::{Line, Page, Placement, Rect};
use super::picture::Picture;
use pdf_writer::{Content, Filter, Finish, Ref};
use resvg::usvg;

/// Points per millimetre.
const PT_PER_MM: f64 = 72.0 / 25.4;
/// Crop and overlap marks: 0.2 mm black hairlines.
const MARK_WIDTH_MM: f32 = 0.2;
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
    let mut doc = Doc::new(files + files / 50 + (1 << 20), options.ink_saving);
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
    let paper = options.sheet.paper.size();
    let page_ids: Vec<Ref> = pages
        .iter()
        .enumerate()
        .map(|(n, page)| write_page(&mut doc, (page, overlays.get(n)), pictures, (paper, tree)))
        .collect();
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

/// One page: every placement's bleed, then every placement over them, the marks and the
/// page's overlay, as a content stream; its id.
fn write_page(
    doc: &mut Doc,
    (page, overlay): (&Page, Option<&Option<usvg::Tree>>),
    pictures: &[Picture],
    ((width, height), tree): ((f64, f64), Ref),
) -> Ref {
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
        draw_bleed(doc, &mut out, pictures, placement);
    }
    for placement in &page.placements {
        draw_body(doc, &mut out, pictures, placement);
    }
    draw_marks(&mut out.content, &page.marks);
    if let Some(Some(overlay)) = overlay {
        out.group(doc, overlay.root());
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
    id
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
