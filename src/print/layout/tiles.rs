//! What is larger than the paper (a board, the table, a very large card), tiled: each page
//! shows one window of it, neighbours sharing `OVERLAP_MM`, marked in the margin where the
//! next tile's edge goes, a caption below.

use super::*;

/// The part of a page a tile shows: inside the marks' margin all round.
pub fn tile_area(paper: Paper) -> Rect {
    let (w, h) = paper.size();
    let inset = EDGE_MM + MARK_GAP_MM + MARK_MM;
    Rect {
        x: inset,
        y: inset,
        width: w - 2.0 * inset,
        height: h - 2.0 * inset,
    }
}

/// Rows and columns of tiles an item too large for the paper takes.
pub fn tiles(item: &Item, area: Rect) -> (usize, usize) {
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

/// The pages of item `i`, row by row; a card's back tile follows each front tile, where
/// the sheet turned over its long edge puts it.
pub(super) fn tile_pages(items: &[Item], i: usize, sheet: &Sheet, pages: &mut Vec<Page>) {
    let item = &items[i];
    let area = tile_area(sheet.paper);
    let (page_width, _) = sheet.paper.size();
    let (rows, columns) = tiles(item, area);
    let step = (area.width - OVERLAP_MM, area.height - OVERLAP_MM);
    for row in 0..rows {
        for column in 0..columns {
            let cut = Rect {
                x: area.x - step.0 * column as f64,
                y: area.y - step.1 * row as f64,
                width: item.width,
                height: item.height,
            };
            let marks = glue_marks(area, (row, rows), (column, columns));
            let clip = intersection(area, cut);
            let kind = |back| PageKind::Tile {
                label: item.label.clone(),
                row,
                column,
                rows,
                columns,
                back,
            };
            pages.push(Page {
                kind: kind(false),
                placements: vec![Placement {
                    picture: item.front,
                    window: item.window,
                    cut,
                    bleed: Sides::default(),
                    clip: Some(clip),
                }],
                marks: marks.clone(),
                items: vec![i],
                label: None,
            });
            if let (Some(back), false) = (item.back, sheet.fronts_only) {
                let offset = sheet.back_offset;
                pages.push(Page {
                    kind: kind(true),
                    placements: vec![Placement {
                        picture: back,
                        window: None,
                        cut: mirrored(cut, page_width).moved(offset),
                        bleed: Sides::default(),
                        clip: Some(mirrored(clip, page_width).moved(offset)),
                    }],
                    marks: marks
                        .iter()
                        .map(|l| l.mirrored(page_width, offset))
                        .collect(),
                    items: vec![i],
                    label: None,
                });
            }
        }
    }
}

/// Where the tile's neighbours begin, marked in its margins: the next tile's edge is
/// glued on the mark.
fn glue_marks(
    area: Rect,
    (row, rows): (usize, usize),
    (column, columns): (usize, usize),
) -> Vec<Line> {
    let mut marks = Vec::new();
    let bottom = area.y + area.height;
    if column + 1 < columns {
        let x = area.x + area.width - OVERLAP_MM;
        marks.push(Line {
            from: (x, area.y - MARK_GAP_MM),
            to: (x, area.y - MARK_GAP_MM - MARK_MM),
        });
        marks.push(Line {
            from: (x, bottom + MARK_GAP_MM),
            to: (x, bottom + MARK_GAP_MM + MARK_MM),
        });
    }
    if row + 1 < rows {
        let y = bottom - OVERLAP_MM;
        marks.push(Line {
            from: (area.x - MARK_GAP_MM, y),
            to: (area.x - MARK_GAP_MM - MARK_MM, y),
        });
        marks.push(Line {
            from: (area.x + area.width + MARK_GAP_MM, y),
            to: (area.x + area.width + MARK_GAP_MM + MARK_MM, y),
        });
    }
    marks
}

/// The overlap of two rectangles (empty where they do not meet).
fn intersection(a: Rect, b: Rect) -> Rect {
    let x = a.x.max(b.x);
    let y = a.y.max(b.y);
    Rect {
        x,
        y,
        width: ((a.x + a.width).min(b.x + b.width) - x).max(0.0),
        height: ((a.y + a.height).min(b.y + b.height) - y).max(0.0),
    }
}
