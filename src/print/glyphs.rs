//! The bundled font's glyphs the pages draw, embedded as Type 3 fonts: each glyph's outline
//! (from the font itself) written once, up to 256 to a font, with a ToUnicode map so the
//! PDF's text can be searched and copied. Text is placed glyph by glyph where usvg laid it
//! out, so the page shows exactly what the room's faces show.

use pdf_writer::types::{SystemInfo, UnicodeCmap};
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str};
use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use std::collections::BTreeMap;

/// One embedded font: its object and the glyphs it holds, by code.
struct Slot {
    id: Ref,
    /// Glyph id and the text it stands for, in code order.
    glyphs: Vec<(u32, String)>,
}

/// The glyphs used so far, given codes in the order they are first drawn (deterministic).
/// A code stands for a glyph *and* the text it was drawn for: one glyph drawn for two
/// characters (the font's box for every character it lacks, or two characters the font
/// draws alike) gets a code for each, so the text layer never reads one as the other.
pub struct Glyphs {
    codes: BTreeMap<(u32, String), (usize, u8)>,
    slots: Vec<Slot>,
    units_per_em: f32,
    /// The font the text was laid out in, for its glyphs' advances.
    font: &'static [u8],
    advances: BTreeMap<u32, f32>,
}

impl Glyphs {
    /// No glyph yet, for text laid out in `font`.
    pub fn new(font: &'static [u8]) -> Glyphs {
        let units_per_em = skrifa::FontRef::new(font)
            .map(|face| {
                face.metrics(Size::unscaled(), LocationRef::default())
                    .units_per_em
            })
            .unwrap_or(1000);
        Glyphs {
            codes: BTreeMap::new(),
            slots: Vec::new(),
            units_per_em: f32::from(units_per_em.max(1)),
            font,
            advances: BTreeMap::new(),
        }
    }

    /// How far glyph `id` moves the pen, in font units (0 where the font cannot say).
    pub fn advance(&mut self, id: u32) -> f32 {
        let font = self.font;
        *self.advances.entry(id).or_insert_with(|| {
            skrifa::FontRef::new(font)
                .ok()
                .and_then(|face| {
                    face.glyph_metrics(Size::unscaled(), LocationRef::default())
                        .advance_width(skrifa::GlyphId::new(id))
                })
                .unwrap_or(0.0)
        })
    }

    /// The font's units per em: what its glyphs' outlines are measured in.
    pub fn units_per_em(&self) -> f32 {
        self.units_per_em
    }

    /// The font (index and object) and code that draw glyph `id` for `text`; `alloc` gives
    /// a new font its object the first time one is needed.
    pub fn code(&mut self, id: u32, text: &str, alloc: impl FnOnce() -> Ref) -> (usize, Ref, u8) {
        if let Some(&(slot, code)) = self.codes.get(&(id, text.to_string())) {
            return (slot, self.slots[slot].id, code);
        }
        if self.slots.last().is_none_or(|s| s.glyphs.len() == 256) {
            self.slots.push(Slot {
                id: alloc(),
                glyphs: Vec::new(),
            });
        }
        let slot = self.slots.len() - 1;
        let code = self.slots[slot].glyphs.len() as u8;
        self.slots[slot].glyphs.push((id, text.to_string()));
        self.codes.insert((id, text.to_string()), (slot, code));
        (slot, self.slots[slot].id, code)
    }

    /// Writes every font with its glyph outlines from `font` (the font the text was laid out
    /// with); `alloc` numbers the objects.
    pub fn write(&self, pdf: &mut Pdf, font: &[u8], mut alloc: impl FnMut() -> Ref) {
        let Ok(face) = skrifa::FontRef::new(font) else {
            return;
        };
        let upem = self.units_per_em;
        let outlines = face.outline_glyphs();
        let metrics = face.glyph_metrics(Size::unscaled(), LocationRef::default());
        for slot in &self.slots {
            let mut procs = Vec::with_capacity(slot.glyphs.len());
            let mut widths = Vec::with_capacity(slot.glyphs.len());
            let mut cmap = UnicodeCmap::<u8>::new(
                Name(b"Udonforge-UCS"),
                SystemInfo {
                    registry: Str(b"Adobe"),
                    ordering: Str(b"UCS"),
                    supplement: 0,
                },
            );
            for (code, (gid, text)) in slot.glyphs.iter().enumerate() {
                let glyph = skrifa::GlyphId::new(*gid);
                let advance = metrics.advance_width(glyph).unwrap_or(0.0);
                let mut pen = Pen::default();
                if let Some(outline) = outlines.get(glyph) {
                    let _ = outline.draw(
                        DrawSettings::unhinted(Size::unscaled(), LocationRef::default()),
                        &mut pen,
                    );
                }
                let (x0, y0, x1, y1) = pen.bounds();
                let mut content = Content::new();
                // A shape glyph: filled with the colour the text is drawn in.
                content.start_shape_glyph(advance, x0, y0, x1, y1);
                if !pen.is_empty() {
                    pen.write(&mut content);
                    content.fill_nonzero();
                }
                let id = alloc();
                let bytes = super::deflate::compress(&content.finish().into_vec());
                pdf.stream(id, &bytes)
                    .filter(pdf_writer::Filter::FlateDecode);
                procs.push((format!("g{code}"), id));
                widths.push(advance);
                let chars: Vec<char> = text.chars().collect();
                match chars.as_slice() {
                    [] => {}
                    [c] => cmap.pair(code as u8, *c),
                    many => cmap.pair_with_multiple(code as u8, many.iter().copied()),
                }
            }
            let unicode = alloc();
            let cmap_bytes = cmap.finish().into_vec();
            pdf.cmap(unicode, &cmap_bytes);
            let mut t3 = pdf.type3_font(slot.id);
            t3.bbox(Rect::new(0.0, -upem * 0.2, upem, upem));
            t3.matrix([1.0 / upem, 0.0, 0.0, 1.0 / upem, 0.0, 0.0]);
            t3.first_char(0);
            t3.last_char((slot.glyphs.len() - 1) as u8);
            t3.widths(widths);
            t3.to_unicode(unicode);
            {
                let mut procs_dict = t3.char_procs();
                for (name, id) in &procs {
                    procs_dict.pair(Name(name.as_bytes()), *id);
                }
            }
            {
                let mut encoding = t3.encoding_custom();
                encoding
                    .differences()
                    .consecutive(0, procs.iter().map(|(name, _)| Name(name.as_bytes())));
            }
            t3.finish();
        }
    }
}

/// An outline in font units as path operations (cubic only), and its bounds.
#[derive(Default)]
struct Pen {
    ops: Vec<Op>,
    current: (f32, f32),
    bounds: Option<(f32, f32, f32, f32)>,
}

enum Op {
    Move(f32, f32),
    Line(f32, f32),
    Cubic(f32, f32, f32, f32, f32, f32),
    Close,
}

impl Pen {
    fn note(&mut self, x: f32, y: f32) {
        let b = self.bounds.get_or_insert((x, y, x, y));
        *b = (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y));
    }

    fn bounds(&self) -> (f32, f32, f32, f32) {
        self.bounds.unwrap_or((0.0, 0.0, 0.0, 0.0))
    }

    fn is_empty(&self) -> bool {
        self.ops.is_empty()
    }

    fn write(&self, content: &mut Content) {
        for op in &self.ops {
            match *op {
                Op::Move(x, y) => content.move_to(x, y),
                Op::Line(x, y) => content.line_to(x, y),
                Op::Cubic(a, b, c, d, x, y) => content.cubic_to(a, b, c, d, x, y),
                Op::Close => content.close_path(),
            };
        }
    }
}

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.note(x, y);
        self.ops.push(Op::Move(x, y));
        self.current = (x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.note(x, y);
        self.ops.push(Op::Line(x, y));
        self.current = (x, y);
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        // PDF has cubic curves only: the same curve, control points two thirds along.
        let (lx, ly) = self.current;
        self.note(cx0, cy0);
        self.note(x, y);
        self.ops.push(Op::Cubic(
            lx + 2.0 / 3.0 * (cx0 - lx),
            ly + 2.0 / 3.0 * (cy0 - ly),
            x + 2.0 / 3.0 * (cx0 - x),
            y + 2.0 / 3.0 * (cy0 - y),
            x,
            y,
        ));
        self.current = (x, y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.note(cx0, cy0);
        self.note(cx1, cy1);
        self.note(x, y);
        self.ops.push(Op::Cubic(cx0, cy0, cx1, cy1, x, y));
        self.current = (x, y);
    }

    fn close(&mut self) {
        self.ops.push(Op::Close);
    }
}
