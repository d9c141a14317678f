//! Where everything lies on the printed pages, in millimetres from a page's top-left corner:
//! a pure function of the items, the paper and the options, so tests measure the PDF's
//! geometry here and the pages are counted (and refused when too many) before anything is
//! rendered.
//!
//! The file is ordered for a whole-file double-sided print (flip on the long edge): every
//! page of fronts is an odd page with its backs behind it, and whatever has nothing on its
//! back (the cover's last page, pieces, tiles) is followed by a blank page. Sheets of one
//! size fill bands of rows (`sheets.rs`); what is larger than the paper is tiled
//! (`tiles.rs`).

mod sheets;
mod tiles;

/// Millimetres per udonarium grid cell on paper. A card of the usual `size = 3` with a
/// 300 × 420 face then prints 63 × 88.2 mm, a poker card; a piece of size 1 is 21 mm.
pub const CELL_MM: f64 = 21.0;
/// How far each picture runs past its cut line unless asked otherwise (⅛″, the print
/// services' norm), so a cut a little off the line shows no white.
pub const BLEED_MM: f64 = 3.0;
/// The most bleed `--bleed` may ask for.
pub const MAX_BLEED_MM: f64 = 6.0;
/// Nothing is printed nearer the paper's edge than this (marks, pictures, words): home
/// printers leave up to about 5 mm of the edge white.
pub const EDGE_MM: f64 = 6.0;
/// How long a crop mark is where the margin has room.
pub const MARK_MM: f64 = 3.0;
/// How long a crop mark is kept, the bleed beside it narrowed to make room, where the
/// margin is short (the sides of a sheet of three poker cards on A4).
pub const WANTED_MARK_MM: f64 = 2.0;
/// The shortest crop mark a sheet is laid out with (the top and bottom of nine poker cards
/// on Letter, where no bleed is left beside it): shorter, the sheet holds a row fewer.
pub const MIN_MARK_MM: f64 = 1.0;
/// How far from the bleed a crop mark stops, so a cut a little off the line never shows it.
pub const MARK_GAP_MM: f64 = 0.5;
/// Between the bleeds of two bands of different sizes on one page: room for the crop
/// marks below the one and above the other.
pub const BAND_GAP_MM: f64 = 2.0 * (MARK_GAP_MM + MARK_MM) + 1.0;
/// How much two neighbouring tiles of a board or table share, to glue them edge on edge.
pub const OVERLAP_MM: f64 = 10.0;
/// Pages beyond which a PDF is refused: 2,000 poker cards front and back take 446.
pub const MAX_PAGES: usize = 600;
/// The size of a page's label (what it holds), in mm.
pub const LABEL_MM: f64 = 2.4;

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

/// How the pages are laid out: the paper and the options of `print`.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    /// The paper.
    pub paper: Paper,
    /// How far each picture runs past its cut lines, mm.
    pub bleed: f64,
    /// Cards apart, each with its own bleed all round (twelve cuts to a sheet of nine),
    /// rather than touching, neighbours sharing a cut line (eight cuts).
    pub gutters: bool,
    /// Fronts alone: no pages of backs, nothing ordered for double-sided printing.
    pub fronts_only: bool,
    /// How far every page of backs is moved (right, down), mm: what a printer whose
    /// double-sided printing is off by that much needs.
    pub back_offset: (f64, f64),
    /// A calibration sheet after the cover: one card at 100 % and a 50 mm bar, its back
    /// behind it.
    pub calibration: bool,
}

impl Sheet {
    /// The defaults on `paper`.
    pub fn new(paper: Paper) -> Sheet {
        Sheet {
            paper,
            bleed: BLEED_MM,
            gutters: false,
            fronts_only: false,
            back_offset: (0.0, 0.0),
            calibration: false,
        }
    }
}

/// A rectangle in millimetres, from the page's top-left corner (or, for a picture's
/// window, in the picture's own units).
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

impl Rect {
    /// Grown by `sides` (a bleed) all round.
    pub fn grown(self, sides: Sides) -> Rect {
        Rect {
            x: self.x - sides.left,
            y: self.y - sides.top,
            width: self.width + sides.left + sides.right,
            height: self.height + sides.top + sides.bottom,
        }
    }

    /// Moved by (dx, dy).
    pub fn moved(self, (dx, dy): (f64, f64)) -> Rect {
        Rect {
            x: self.x + dx,
            y: self.y + dy,
            ..self
        }
    }
}

/// A length on each side of a rectangle.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Sides {
    #[allow(missing_docs)]
    pub top: f64,
    #[allow(missing_docs)]
    pub right: f64,
    #[allow(missing_docs)]
    pub bottom: f64,
    #[allow(missing_docs)]
    pub left: f64,
}

impl Sides {
    /// Left and right swapped: the sides of a back once the sheet turns over its long edge.
    pub fn mirrored(self) -> Sides {
        Sides {
            left: self.right,
            right: self.left,
            ..self
        }
    }
}

/// What a printed thing is, for the cover's and the labels' words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ItemKind {
    /// A card: a front and a back.
    Card,
    /// A piece (a standee, a marker).
    Piece,
    /// A counter the box holds where the room counts with a die.
    Counter,
    /// A face of a die, printed once.
    DieFace,
    /// A board the table carries (a track, a player's board), at the pieces' scale.
    Board,
    /// The whole table, a mat to glue (optional for play).
    Table,
}

impl ItemKind {
    /// Whether it is cut out along crop marks (with a bleed), rather than glued.
    pub fn is_cut(self) -> bool {
        self != ItemKind::Table
    }
}

/// One thing to print: its pictures, the part of them it shows, its size.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    /// Index of the front picture among the document's pictures.
    pub front: usize,
    /// Index of the back picture, for a card.
    pub back: Option<usize>,
    /// The part of the picture it shows (a board on the table), in the picture's units;
    /// `None`: all of it.
    pub window: Option<Rect>,
    /// Width on paper, mm.
    pub width: f64,
    /// Height on paper, mm.
    pub height: f64,
    /// What it is.
    pub kind: ItemKind,
    /// What the cover and a tile's caption call it.
    pub label: String,
}

/// A picture drawn on a page.
#[derive(Debug, Clone, PartialEq)]
pub struct Placement {
    /// Index of the picture drawn.
    pub picture: usize,
    /// The part of the picture drawn, in its units; `None`: all of it.
    pub window: Option<Rect>,
    /// Where the cut lines lie (for a tile: the whole item, mostly off the page).
    pub cut: Rect,
    /// How far the picture runs past each cut line: its own edge mirrored outward, or,
    /// for a window, what lies around it in the picture.
    pub bleed: Sides,
    /// The part of the page it may draw on (a tile's printable area).
    pub clip: Option<Rect>,
}

/// A straight line on a page (a crop mark, an overlap mark, a scale bar).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Line {
    /// One end, mm.
    pub from: (f64, f64),
    /// The other end, mm.
    pub to: (f64, f64),
}

impl Line {
    /// Mirrored left to right across a page `page_width` wide, then moved by `offset`.
    fn mirrored(self, page_width: f64, offset: (f64, f64)) -> Line {
        let flip = |(x, y): (f64, f64)| (page_width - x + offset.0, y + offset.1);
        Line {
            from: flip(self.from),
            to: flip(self.to),
        }
    }
}

/// What a page is, for the cover's list and the page's label.
#[derive(Debug, Clone, PartialEq)]
pub enum PageKind {
    /// The instructions: page 1, and the pages after it as long as they run.
    Cover,
    /// Left blank, as the back of the page before it in a double-sided print.
    Blank,
    /// One card at 100 % and a 50 mm bar, to check the printer's scale; `back`: its back.
    Calibration {
        #[allow(missing_docs)]
        back: bool,
    },
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

/// Where a page's label goes: its baseline's start, its size, and whether it runs up the
/// page (in a side margin) rather than across.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabelSpot {
    /// Start of the baseline, mm.
    pub at: (f64, f64),
    /// Font size, mm.
    pub size: f64,
    /// Whether it reads bottom to top, turned a quarter left.
    pub upwards: bool,
    /// The longest it may run, mm.
    pub room: f64,
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
    /// The items its placements show, by index, in order (a page's label counts them).
    pub items: Vec<usize>,
    /// Where its label goes, if the margins leave room.
    pub label: Option<LabelSpot>,
}

impl Page {
    fn new(kind: PageKind) -> Page {
        Page {
            kind,
            placements: Vec::new(),
            marks: Vec::new(),
            items: Vec::new(),
            label: None,
        }
    }
}

/// Lays every item out after `cover_pages` pages of instructions: items that fit in bands
/// of rows (each page of fronts followed by its backs), larger ones tiled, and blank pages
/// where a double-sided print needs them.
pub fn lay_out(items: &[Item], sheet: &Sheet, cover_pages: usize) -> Vec<Page> {
    let (page_width, _) = sheet.paper.size();
    let duplex = !sheet.fronts_only;
    let mut pages: Vec<Page> = (0..cover_pages.max(1))
        .map(|_| Page::new(PageKind::Cover))
        .collect();
    if duplex && pages.len() % 2 == 1 {
        pages.push(Page::new(PageKind::Blank));
    }
    if sheet.calibration
        && let Some(card) = items
            .iter()
            .position(|i| i.back.is_some() && fits(i, sheet))
    {
        let mut front = sheets::calibration(items, card, sheet);
        let back = back_of(&front, items, sheet, page_width);
        front.kind = PageKind::Calibration { back: false };
        pages.push(front);
        if let Some(mut back) = back {
            back.kind = PageKind::Calibration { back: true };
            pages.push(back);
        } else {
            pages.push(Page::new(PageKind::Blank));
        }
    }
    let (fitting, larger): (Vec<Vec<usize>>, Vec<Vec<usize>>) = size_groups(items)
        .into_iter()
        .partition(|group| fits(&items[group[0]], sheet));
    let mut body = sheets::sheets(items, &fitting, sheet);
    for i in larger.into_iter().flatten() {
        tiles::tile_pages(items, i, sheet, &mut body);
    }
    let mut body = body.into_iter().peekable();
    while let Some(page) = body.next() {
        let back = match page.kind {
            PageKind::Fronts if duplex => back_of(&page, items, sheet, page_width),
            _ => None,
        };
        // What has nothing behind it gets a blank page, so a whole-file double-sided print
        // puts every back behind its front.
        let alone = match &page.kind {
            PageKind::Fronts => back.is_none(),
            PageKind::Single => true,
            PageKind::Tile { back: false, .. } => !matches!(
                body.peek().map(|p| &p.kind),
                Some(PageKind::Tile { back: true, .. })
            ),
            _ => false,
        };
        pages.push(page);
        pages.extend(back);
        if duplex && alone {
            pages.push(Page::new(PageKind::Blank));
        }
    }
    pages
}

/// The page of backs behind a page of fronts: each back where its front lies once the
/// sheet turns over its long edge, moved by the back offset.
fn back_of(front: &Page, items: &[Item], sheet: &Sheet, page_width: f64) -> Option<Page> {
    let offset = sheet.back_offset;
    let placements = front
        .placements
        .iter()
        .zip(&front.items)
        .map(|(p, &i)| {
            Some(Placement {
                picture: items[i].back?,
                window: None,
                cut: mirrored(p.cut, page_width).moved(offset),
                bleed: p.bleed.mirrored(),
                clip: p.clip,
            })
        })
        .collect::<Option<Vec<Placement>>>()?;
    Some(Page {
        kind: PageKind::Backs,
        placements,
        marks: front
            .marks
            .iter()
            .map(|l| l.mirrored(page_width, offset))
            .collect(),
        items: front.items.clone(),
        label: front.label.map(|spot| LabelSpot {
            at: (spot.at.0 + offset.0, spot.at.1 + offset.1),
            ..spot
        }),
    })
}

/// Whether an item fits on one page whole, with its marks.
fn fits(item: &Item, sheet: &Sheet) -> bool {
    let (w, h) = sheet.paper.size();
    let room = 2.0 * (EDGE_MM + MIN_MARK_MM);
    item.width <= w - room + 1e-9 && item.height <= h - room + 1e-9
}

/// Items of one size, kind and sidedness, in the order their first one comes: each group
/// fills sheets of its own, so a sheet's backs line up with its fronts.
fn size_groups(items: &[Item]) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let same = |g: &Vec<usize>| {
            let first = &items[g[0]];
            (first.width - item.width).abs() < 1e-6
                && (first.height - item.height).abs() < 1e-6
                && first.back.is_some() == item.back.is_some()
                && first.kind.is_cut() == item.kind.is_cut()
        };
        match groups.iter_mut().find(|g| same(g)) {
            Some(g) => g.push(i),
            None => groups.push(vec![i]),
        }
    }
    groups
}

/// A rectangle mirrored left to right across the page's middle: where a card's back lies
/// when the sheet is turned over its long edge.
pub fn mirrored(rect: Rect, page_width: f64) -> Rect {
    Rect {
        x: page_width - rect.x - rect.width,
        ..rect
    }
}
