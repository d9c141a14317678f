//! Where everything lies on the printed pages, in millimetres from a page's top-left corner:
//! a pure function of the items and the paper, so tests measure the PDF's geometry here and
//! the pages are counted (and refused when too many) before anything is rendered.

use std::collections::BTreeMap;

/// Millimetres per udonarium grid cell on paper. A card of the usual `size = 3` with a
/// 300 × 420 face then prints 63 × 88.2 mm, a poker card; a piece of size 1 is 21 mm.
pub const CELL_MM: f64 = 21.0;
/// How far each card's picture runs past its cut line (mirrored from its own edge), so a
/// cut a little off the line shows no white.
pub const BLEED_MM: f64 = 1.5;
/// The page's edge left free: most printers cannot print there, and the crop marks lie in it.
pub const MARGIN_MM: f64 = 5.0;
/// How long a crop mark is.
pub const MARK_MM: f64 = 3.5;
/// How far from the bleed a crop mark starts.
pub const MARK_GAP_MM: f64 = 0.5;
/// Between two bands of single-sided items of different sizes on one page: room for the
/// crop marks below the one and above the other.
pub const BAND_GAP_MM: f64 = 2.0 * (MARK_GAP_MM + MARK_MM) + 1.0;
/// How much two neighbouring tiles of a board or table share, to glue them edge on edge.
pub const OVERLAP_MM: f64 = 10.0;
/// Pages beyond which a PDF is refused: 2,000 poker cards front and back take 446.
pub const MAX_PAGES: usize = 600;

/// The paper sizes offered, portrait.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    /// 210 × 297 mm.
    A4,
    /// 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Width and height in millimetres.
    pub fn size(self) -> (f64, f64) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

/// A rectangle in millimetres, from the page's top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub width: f64,
    /// Height.
    pub height: f64,
}

/// One thing to print: its front picture, its back picture if it has one, its size.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    /// Index of the front picture among the document's pictures.
    pub front: usize,
    /// Index of the back picture, for a card.
    pub back: Option<usize>,
    /// Width on paper, mm.
    pub width: f64,
    /// Height on paper, mm.
    pub height: f64,
    /// Cards and pieces get a bleed; the table does not (it is glued, not cut).
    pub bleed: bool,
    /// What the cover and a tile's caption call it.
    pub label: String,
}

/// A picture drawn on a page.
#[derive(Debug, Clone, PartialEq)]
pub struct Placement {
    /// Index of the picture drawn.
    pub picture: usize,
    /// Where the cut lines lie (for a tile: the whole item, mostly off the page).
    pub cut: Rect,
    /// Whether the picture runs `BLEED_MM` past its cut lines.
    pub bleed: bool,
    /// The part of the page it may draw on (a tile's printable area).
    pub clip: Option<Rect>,
}

/// A straight line on a page (a crop mark or an overlap mark).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Line {
    /// One end, mm.
    pub from: (f64, f64),
    /// The other end, mm.
    pub to: (f64, f64),
}

/// What a page is, for the cover's list.
#[derive(Debug, Clone, PartialEq)]
pub enum PageKind {
    /// The instructions (page 1).
    Cover,
    /// Fronts of a sheet whose backs follow on the next page.
    Fronts,
    /// Backs of the page before, mirrored left to right for long-edge duplex printing.
    Backs,
    /// Pictures with nothing on their back.
    Single,
    /// One tile of an item larger than the paper.
    #[allow(missing_docs)]
    Tile {
        label: String,
        row: usize,
        column: usize,
        rows: usize,
        columns: usize,
        back: bool,
    },
}

/// One page: what it is, the pictures on it, its marks.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    /// What it is.
    pub kind: PageKind,
    /// The pictures drawn on it.
    pub placements: Vec<Placement>,
    /// Its crop or overlap marks.
    pub marks: Vec<Line>,
}

/// The area inside the margins.
pub fn printable(paper: Paper) -> Rect {
    let (w, h) = paper.size();
    Rect {
        x: MARGIN_MM,
        y: MARGIN_MM,
        width: w - 2.0 * MARGIN_MM,
        height: h - 2.0 * MARGIN_MM,
    }
}

/// Whether an item fits on one page whole (with its bleed).
fn fits(item: &Item, area: Rect) -> bool {
    let b = if item.bleed { 2.0 * BLEED_MM } else { 0.0 };
    item.width + b <= area.width + 1e-9 && item.height + b <= area.height + 1e-9
}

/// How many pages `items` take (the cover included): what the page limit is checked
/// against before anything is rendered (laying out is cheap: no picture is drawn).
pub fn count_pages(items: &[Item], paper: Paper) -> usize {
    lay_out(items, paper).len()
}

/// Items of one size and sidedness, in the order their first one comes: each group fills
/// sheets of its own, so a sheet's backs line up with its fronts.
fn size_groups(items: &[Item]) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let same = |g: &Vec<usize>| {
            let first = &items[g[0]];
            (first.width - item.width).abs() < 1e-6
                && (first.height - item.height).abs() < 1e-6
                && first.back.is_some() == item.back.is_some()
                && first.bleed == item.bleed
        };
        match groups.iter_mut().find(|g| same(g)) {
            Some(g) => g.push(i),
            None => groups.push(vec![i]),
        }
    }
    groups
}

/// Columns and rows of a sheet of `item`s: pictures touch bleed to bleed.
fn grid(item: &Item, area: Rect) -> (usize, usize) {
    let b = if item.bleed { 2.0 * BLEED_MM } else { 0.0 };
    let columns = ((area.width + 1e-9) / (item.width + b)).floor().max(1.0) as usize;
    let rows = ((area.height + 1e-9) / (item.height + b)).floor().max(1.0) as usize;
    (columns, rows)
}

/// Rows and columns of tiles an item too large for the paper takes.
fn tiles(item: &Item, area: Rect) -> (usize, usize) {
    let count = |length: f64, room: f64| {
        if length <= room {
            1
        } else {
            ((length - OVERLAP_MM) / (room - OVERLAP_MM)).ceil() as usize
        }
    };
    (
        count(item.height, area.height),
        count(item.width, area.width),
    )
}

/// Lays every item out after the cover page: items that fit in bands of rows (each page
/// of fronts followed by its backs), larger ones tiled.
pub fn lay_out(items: &[Item], paper: Paper) -> Vec<Page> {
    let area = printable(paper);
    let (page_width, _) = paper.size();
    let mut pages = vec![Page {
        kind: PageKind::Cover,
        placements: Vec::new(),
        marks: Vec::new(),
    }];
    // The back picture of each placement on a page of fronts, by page.
    let mut backs: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for group in size_groups(items) {
        let first = &items[group[0]];
        if !fits(first, area) {
            for &i in &group {
                tile_pages(&items[i], area, page_width, &mut pages);
            }
            continue;
        }
        let kind = if first.back.is_some() {
            PageKind::Fronts
        } else {
            PageKind::Single
        };
        bands(items, &group, area, paper, kind, &mut pages, &mut backs);
    }
    let mut out = Vec::with_capacity(pages.len() + backs.len());
    for (n, page) in pages.into_iter().enumerate() {
        let back = backs.get(&n).map(|pictures| Page {
            kind: PageKind::Backs,
            placements: page
                .placements
                .iter()
                .zip(pictures)
                .map(|(p, &picture)| Placement {
                    picture,
                    cut: mirrored(p.cut, page_width),
                    ..p.clone()
                })
                .collect(),
            marks: page
                .marks
                .iter()
                .map(|l| Line {
                    from: (page_width - l.from.0, l.from.1),
                    to: (page_width - l.to.0, l.to.1),
                })
                .collect(),
        });
        out.push(page);
        out.extend(back);
    }
    out
}

/// Items of one size in a band of rows, several bands (of other sizes) to a page of `kind`,
/// `BAND_GAP_MM` apart: room for the crop marks above and below each. On a page of fronts,
/// each placement's back picture is noted in `backs`.
fn bands(
    items: &[Item],
    group: &[usize],
    area: Rect,
    paper: Paper,
    kind: PageKind,
    pages: &mut Vec<Page>,
    backs: &mut BTreeMap<usize, Vec<usize>>,
) {
    let (page_width, _) = paper.size();
    let first = &items[group[0]];
    let (columns, _) = grid(first, area);
    let b = if first.bleed { BLEED_MM } else { 0.0 };
    let pitch = (first.width + 2.0 * b, first.height + 2.0 * b);
    let left = (page_width - pitch.0 * columns as f64) / 2.0;
    let bottom = area.y + area.height;
    // The band being filled: its page, its top, its cut rectangles.
    let mut band: Option<(usize, f64, Vec<Rect>)> = None;
    let finish = |band: Option<(usize, f64, Vec<Rect>)>, pages: &mut Vec<Page>| {
        if let Some((page, top, cuts)) = band {
            let width = cuts.iter().map(|c| c.x + c.width + b).fold(left, f64::max);
            let height = cuts.iter().map(|c| c.y + c.height + b).fold(top, f64::max);
            let marks = crop_marks(&cuts, (left, top), (width, height), paper);
            pages[page].marks.extend(marks);
        }
    };
    for row in group.chunks(columns) {
        let top = match &band {
            // The band goes on, its rows touching.
            Some((_, _, cuts)) => cuts.last().map_or(area.y, |c| c.y + c.height + b),
            // A new band below what the last page of bands holds, room left for marks.
            None => match pages.last() {
                Some(page) if page.kind == kind && !page.placements.is_empty() => {
                    page.placements
                        .iter()
                        .map(|p| p.cut.y + p.cut.height + BLEED_MM)
                        .fold(area.y, f64::max)
                        + BAND_GAP_MM
                }
                _ => bottom + 1.0,
            },
        };
        let top = if top + pitch.1 <= bottom + 1e-9 {
            top
        } else {
            finish(band.take(), pages);
            pages.push(Page {
                kind: kind.clone(),
                placements: Vec::new(),
                marks: Vec::new(),
            });
            area.y
        };
        let page = pages.len() - 1;
        let (_, _, cuts) = band.get_or_insert_with(|| (page, top, Vec::new()));
        for (c, &i) in row.iter().enumerate() {
            let cut = Rect {
                x: left + pitch.0 * c as f64 + b,
                y: top + b,
                width: first.width,
                height: first.height,
            };
            cuts.push(cut);
            pages[page].placements.push(Placement {
                picture: items[i].front,
                cut,
                bleed: first.bleed,
                clip: None,
            });
            if let Some(back) = items[i].back {
                backs.entry(page).or_default().push(back);
            }
        }
    }
    finish(band, pages);
}

/// A rectangle mirrored left to right across the page's middle: where a card's back lies
/// when the sheet is turned over its long edge.
pub fn mirrored(rect: Rect, page_width: f64) -> Rect {
    Rect {
        x: page_width - rect.x - rect.width,
        ..rect
    }
}

/// Crop marks in the margin around a sheet's grid: one at each end of every cut line, so
/// a ruler laid from mark to mark cuts every card of the row or column.
fn crop_marks(
    cuts: &[Rect],
    top_left: (f64, f64),
    bottom_right: (f64, f64),
    paper: Paper,
) -> Vec<Line> {
    let (page_width, page_height) = paper.size();
    let mut xs: Vec<f64> = cuts.iter().flat_map(|r| [r.x, r.x + r.width]).collect();
    let mut ys: Vec<f64> = cuts.iter().flat_map(|r| [r.y, r.y + r.height]).collect();
    for v in [&mut xs, &mut ys] {
        v.sort_by(f64::total_cmp);
        v.dedup_by(|a, b| (*a - *b).abs() < 1e-6);
    }
    let mut marks = Vec::new();
    let (top, bottom) = (top_left.1 - MARK_GAP_MM, bottom_right.1 + MARK_GAP_MM);
    let (left, right) = (top_left.0 - MARK_GAP_MM, bottom_right.0 + MARK_GAP_MM);
    for &x in &xs {
        marks.push(Line {
            from: (x, top),
            to: (x, (top - MARK_MM).max(1.0)),
        });
        marks.push(Line {
            from: (x, bottom),
            to: (x, (bottom + MARK_MM).min(page_height - 1.0)),
        });
    }
    for &y in &ys {
        marks.push(Line {
            from: (left, y),
            to: ((left - MARK_MM).max(1.0), y),
        });
        marks.push(Line {
            from: (right, y),
            to: ((right + MARK_MM).min(page_width - 1.0), y),
        });
    }
    marks
}

/// The pages of one item larger than the paper: the printable area shows one window of it
/// each, neighbours sharing `OVERLAP_MM`, marked where the next tile's edge lies.
fn tile_pages(item: &Item, area: Rect, page_width: f64, pages: &mut Vec<Page>) {
    let (rows, columns) = tiles(item, area);
    let step = (area.width - OVERLAP_MM, area.height - OVERLAP_MM);
    let sides: Vec<(usize, bool)> = std::iter::once((item.front, false))
        .chain(item.back.map(|b| (b, true)))
        .collect();
    for (picture, back) in sides {
        for row in 0..rows {
            for column in 0..columns {
                let cut = Rect {
                    x: area.x - step.0 * column as f64,
                    y: area.y - step.1 * row as f64,
                    width: item.width,
                    height: item.height,
                };
                let mut marks = Vec::new();
                // Where this tile's neighbours begin: glue the next tile's edge on the mark.
                if column + 1 < columns {
                    let x = area.x + area.width - OVERLAP_MM;
                    marks.push(Line {
                        from: (x, area.y - MARK_GAP_MM),
                        to: (x, (area.y - MARK_GAP_MM - MARK_MM).max(1.0)),
                    });
                    marks.push(Line {
                        from: (x, area.y + area.height + MARK_GAP_MM),
                        to: (x, area.y + area.height + MARK_GAP_MM + MARK_MM),
                    });
                }
                if row + 1 < rows {
                    let y = area.y + area.height - OVERLAP_MM;
                    marks.push(Line {
                        from: (area.x - MARK_GAP_MM, y),
                        to: ((area.x - MARK_GAP_MM - MARK_MM).max(1.0), y),
                    });
                    marks.push(Line {
                        from: (area.x + area.width + MARK_GAP_MM, y),
                        to: (
                            (area.x + area.width + MARK_GAP_MM + MARK_MM).min(page_width - 1.0),
                            y,
                        ),
                    });
                }
                pages.push(Page {
                    kind: PageKind::Tile {
                        label: item.label.clone(),
                        row,
                        column,
                        rows,
                        columns,
                        back,
                    },
                    placements: vec![Placement {
                        picture,
                        cut,
                        bleed: false,
                        clip: Some(area),
                    }],
                    marks,
                });
            }
        }
    }
}
