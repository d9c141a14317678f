//! Sheets of things of one size: rows of them in a band, touching (neighbours share a cut
//! line) or with gutters (each its own bleed all round); bands of other sizes below on the
//! same page, room for their marks between; the page's bands centred. Crop marks stand in
//! the margin at both ends of every cut line, never nearer the paper's edge than
//! `EDGE_MM`; where the margin is short the outer bleed narrows to leave a mark room.

use super::*;

/// A band of rows of one item size, before it is placed on its page.
struct Band {
    /// The items, row after row.
    items: Vec<usize>,
    /// Items to a row.
    columns: usize,
    /// One item's size, mm.
    size: (f64, f64),
}

impl Band {
    fn rows(&self) -> usize {
        self.items.len().div_ceil(self.columns)
    }

    /// Columns the band spans: a lone short row spans only its own.
    fn spanned(&self) -> usize {
        self.items.len().min(self.columns)
    }
}

/// The space between two neighbours in a band: none when they touch.
fn gutter(sheet: &Sheet) -> f64 {
    if sheet.gutters {
        2.0 * sheet.bleed
    } else {
        0.0
    }
}

/// How long `count` items of `length` are in a row, gutters between.
fn span(count: usize, length: f64, sheet: &Sheet) -> f64 {
    count as f64 * length + count.saturating_sub(1) as f64 * gutter(sheet)
}

/// The most items of `length` a row across `room` holds, marks at both ends (at least 1).
fn most(length: f64, room: f64, sheet: &Sheet) -> usize {
    let usable = room - 2.0 * (EDGE_MM + MIN_MARK_MM);
    let n = ((usable + gutter(sheet) + 1e-9) / (length + gutter(sheet))).floor();
    (n as usize).max(1)
}

/// The space a page's bands take from the first's top cut line to the last's bottom one.
fn stack_height(heights: &[f64], sheet: &Sheet) -> f64 {
    let between = 2.0 * sheet.bleed + BAND_GAP_MM;
    heights.iter().sum::<f64>() + heights.len().saturating_sub(1) as f64 * between
}

/// One side of a band in a margin `room` mm deep (from the cut line to `EDGE_MM`): how far
/// the bleed runs, and where its crop marks lie (near and far end, from the cut line).
#[derive(Debug, Clone, Copy)]
struct Margin {
    bleed: f64,
    near: f64,
    far: f64,
}

fn margin(room: f64, bleed: f64) -> Margin {
    // The bleed gives way to a mark of `WANTED_MARK_MM`; with none left the mark meets
    // the cut line's end, as no picture lies there to show it after the cut.
    let kept = (room - MARK_GAP_MM - WANTED_MARK_MM).clamp(0.0, bleed);
    let near = if kept > 0.0 { kept + MARK_GAP_MM } else { 0.0 };
    Margin {
        bleed: kept,
        near,
        far: (near + MARK_MM).min(room).max(near),
    }
}

/// Fills `pages` with the items of `groups` (each of one size and sidedness): a group's
/// rows go on in bands below what the last page of their kind holds while it has room.
pub(super) fn sheets(items: &[Item], groups: &[Vec<usize>], sheet: &Sheet) -> Vec<Page> {
    let (page_width, page_height) = sheet.paper.size();
    let usable = page_height - 2.0 * (EDGE_MM + MIN_MARK_MM);
    // Each page as its kind and bands, placed once it is full.
    let mut planned: Vec<(PageKind, Vec<Band>)> = Vec::new();
    for group in groups {
        let first = &items[group[0]];
        let kind = if first.back.is_some() {
            PageKind::Fronts
        } else {
            PageKind::Single
        };
        let columns = most(first.width, page_width, sheet);
        let mut fresh = true;
        for row in group.chunks(columns) {
            let fits_below = planned.last().is_some_and(|(k, bands)| {
                let mut heights: Vec<f64> = bands
                    .iter()
                    .map(|b| span(b.rows(), b.size.1, sheet))
                    .collect();
                match heights.last_mut() {
                    Some(last) if !fresh => *last += gutter(sheet) + first.height,
                    _ => heights.push(first.height),
                }
                *k == kind && stack_height(&heights, sheet) <= usable + 1e-9
            });
            if !fits_below {
                planned.push((kind.clone(), Vec::new()));
                fresh = true;
            }
            let bands = &mut planned.last_mut().expect("just pushed").1;
            if fresh {
                bands.push(Band {
                    items: Vec::new(),
                    columns,
                    size: (first.width, first.height),
                });
                fresh = false;
            }
            bands
                .last_mut()
                .expect("just pushed")
                .items
                .extend_from_slice(row);
        }
    }
    planned
        .into_iter()
        .map(|(kind, bands)| {
            let heights: Vec<f64> = bands
                .iter()
                .map(|b| span(b.rows(), b.size.1, sheet))
                .collect();
            let mut top = (page_height - stack_height(&heights, sheet)) / 2.0;
            let mut page = Page::new(kind);
            let last = bands.len() - 1;
            for (n, band) in bands.iter().enumerate() {
                let outer = (n == 0, n == last);
                place(items, band, top, outer, sheet, &mut page);
                top += heights[n] + 2.0 * sheet.bleed + BAND_GAP_MM;
            }
            page.label = label_spot(&page, sheet);
            page
        })
        .collect()
}

/// Places a band with its top cut line at `top`, centred across the page; `outer`: whether
/// its top and bottom face the page's edge (else another band, room kept for both).
fn place(
    items: &[Item],
    band: &Band,
    top: f64,
    (outer_top, outer_bottom): (bool, bool),
    sheet: &Sheet,
    page: &mut Page,
) {
    let (page_width, page_height) = sheet.paper.size();
    let (w, h) = band.size;
    let width = span(band.spanned(), w, sheet);
    let height = span(band.rows(), h, sheet);
    let left = (page_width - width) / 2.0;
    let inside = margin(sheet.bleed + MARK_GAP_MM + MARK_MM, sheet.bleed);
    let side = margin(left - EDGE_MM, sheet.bleed);
    let above = if outer_top {
        margin(top - EDGE_MM, sheet.bleed)
    } else {
        inside
    };
    let below = if outer_bottom {
        margin(page_height - EDGE_MM - (top + height), sheet.bleed)
    } else {
        inside
    };
    let pitch = (w + gutter(sheet), h + gutter(sheet));
    let (rows, columns) = (band.rows(), band.spanned());
    for (n, &i) in band.items.iter().enumerate() {
        let (row, column) = (n / band.columns, n % band.columns);
        let cut = Rect {
            x: left + pitch.0 * column as f64,
            y: top + pitch.1 * row as f64,
            width: w,
            height: h,
        };
        // A side a neighbour touches needs no bleed (the neighbour is drawn over it); a
        // side facing the margin keeps what the margin leaves; any other, all of it.
        let touching = !sheet.gutters;
        let count = band.items.len();
        let inner = |neighbour: bool| {
            if touching && neighbour {
                0.0
            } else {
                sheet.bleed
            }
        };
        let bleed = Sides {
            top: if row == 0 { above.bleed } else { inner(true) },
            bottom: if row + 1 == rows {
                below.bleed
            } else {
                inner(n + band.columns < count)
            },
            left: if column == 0 { side.bleed } else { inner(true) },
            right: if column + 1 == columns {
                side.bleed
            } else {
                inner(n + 1 < count)
            },
        };
        page.placements.push(Placement {
            picture: items[i].front,
            window: items[i].window,
            cut,
            bleed,
            clip: None,
        });
        page.items.push(i);
    }
    // Every cut line, across and down, with a mark at each end in the margin.
    let cuts = (left, top, left + width, top + height);
    cut_marks(band, (w, h), pitch, cuts, (above, below, side), page);
}

/// The marks of every cut line of `band` (its cards `w`×`h` at `pitch`, its cut edges
/// `left`, `top`, `right`, `bottom`), at each end in the margin kept for it.
fn cut_marks(
    band: &Band,
    (w, h): (f64, f64),
    pitch: (f64, f64),
    (left, top, right, bottom): (f64, f64, f64, f64),
    (above, below, side): (Margin, Margin, Margin),
    page: &mut Page,
) {
    let (rows, columns) = (band.rows(), band.spanned());
    let mut xs: Vec<f64> = (0..columns)
        .flat_map(|c| [left + pitch.0 * c as f64, left + pitch.0 * c as f64 + w])
        .collect();
    let mut ys: Vec<f64> = (0..rows)
        .flat_map(|r| [top + pitch.1 * r as f64, top + pitch.1 * r as f64 + h])
        .collect();
    for v in [&mut xs, &mut ys] {
        v.dedup_by(|a, b| (*a - *b).abs() < 1e-6);
    }
    for &x in &xs {
        page.marks.push(Line {
            from: (x, top - above.near),
            to: (x, top - above.far),
        });
        page.marks.push(Line {
            from: (x, bottom + below.near),
            to: (x, bottom + below.far),
        });
    }
    for &y in &ys {
        page.marks.push(Line {
            from: (left - side.near, y),
            to: (left - side.far, y),
        });
        page.marks.push(Line {
            from: (right + side.near, y),
            to: (right + side.far, y),
        });
    }
}

/// Where a page of bands has room for its label: across the top margin above the marks,
/// else up the left margin beside the first row, between its marks.
fn label_spot(page: &Page, sheet: &Sheet) -> Option<LabelSpot> {
    let (page_width, _) = sheet.paper.size();
    let first = page.placements.first()?;
    let top_mark = page
        .marks
        .iter()
        .map(|m| m.from.1.min(m.to.1))
        .fold(first.cut.y - first.bleed.top, f64::min);
    // A little clear of the edge's limit and of the marks: a glyph may reach past its em.
    let across = top_mark - 0.4 - EDGE_MM - 0.3;
    if across >= LABEL_MM {
        return Some(LabelSpot {
            at: (EDGE_MM + 2.0, EDGE_MM + 0.3 + 0.88 * LABEL_MM),
            size: LABEL_MM,
            upwards: false,
            room: page_width - 2.0 * EDGE_MM - 4.0,
        });
    }
    let strip = first.cut.x - first.bleed.left - 0.4 - EDGE_MM - 0.3;
    let size = LABEL_MM.min(strip);
    (size >= 1.6).then_some(LabelSpot {
        at: (
            EDGE_MM + 0.3 + 0.88 * size,
            first.cut.y + first.cut.height - 2.0,
        ),
        size,
        upwards: true,
        room: first.cut.height - 4.0,
    })
}

/// The calibration sheet's front: card `card` alone at 100 %, with its marks, and a 50 mm
/// bar with a tick every 10 mm below it.
pub(super) fn calibration(items: &[Item], card: usize, sheet: &Sheet) -> Page {
    let (page_width, _) = sheet.paper.size();
    let item = &items[card];
    let band = Band {
        items: vec![card],
        columns: 1,
        size: (item.width, item.height),
    };
    // Below the words at the top of the page.
    let top = CALIBRATION_TOP_MM;
    let mut page = Page::new(PageKind::Fronts);
    place(items, &band, top, (true, true), sheet, &mut page);
    let bar_y = top + item.height + sheet.bleed + MARK_GAP_MM + MARK_MM + 10.0;
    let left = (page_width - 50.0) / 2.0;
    page.marks.push(Line {
        from: (left, bar_y),
        to: (left + 50.0, bar_y),
    });
    for tick in 0..=5 {
        let x = left + 10.0 * f64::from(tick);
        let length = if tick % 5 == 0 { 4.0 } else { 2.0 };
        page.marks.push(Line {
            from: (x, bar_y),
            to: (x, bar_y - length),
        });
    }
    page
}

/// Where the calibration card's top cut line lies: the words explaining it go above.
pub const CALIBRATION_TOP_MM: f64 = 72.0;
