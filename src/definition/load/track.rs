//! `layout.toml`, `[track]`: a loop of squares, checked against the table, the seats and
//! the other areas (its `[[gauges]]`: `gauges.rs`).

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::definition::track::rectangular_loop;
use crate::error::Message;
use std::collections::BTreeSet;
use toml::Spanned;

/// More squares or gauge slots than this is a typing mistake, not a board.
const MAX_SQUARES: u32 = 400;

pub fn check(
    c: &mut Checker,
    ls: &Source,
    raw: Option<&RawTrack>,
    table: &Table,
    seats: &[Seat],
    seat_areas: &[Rect],
    areas: &[Zone],
) -> Option<Track> {
    let raw = raw?;
    let name = c.text(ls, &raw.name, ("the track name", "トラックの名前"));
    let squares = squares(c, ls, raw)?;
    let count = squares.len() as u32;
    let emblems = emblems(c, ls, raw, count);
    let starts = starts(c, ls, raw, seats, count);
    let track = Track {
        name,
        squares,
        emblems: emblems.into_iter().collect(),
        starts: starts.into_iter().map(|s| s.unwrap_or(0)).collect(),
    };
    on_the_table(c, ls, raw, &track, table);
    clear_of_places(c, ls, raw, &track, (seats, seat_areas, areas));
    Some(track)
}

/// The track's squares on the table, in cells: from its corner (`at`), the side of a
/// square and its path.
fn squares(c: &mut Checker, ls: &Source, raw: &RawTrack) -> Option<Vec<Rect>> {
    let [x, y] = *raw.at.get_ref();
    if !(x.is_finite() && y.is_finite() && x >= 0.0 && y >= 0.0) {
        c.error(
            ls,
            raw.at.span(),
            Message::new(
                format!("expected a position of cells ≥ 0, found [{x}, {y}]"),
                format!("位置は 0 以上のマスで書きます（[{x}, {y}] になっています）"),
            ),
        );
    }
    let side = *raw.square.get_ref();
    if !(side.is_finite() && side > 0.0) {
        c.error(
            ls,
            raw.square.span(),
            Message::new(
                format!("expected a square side above 0 cells, found {side}"),
                format!("マスの辺は 0 より大きいマス数で書きます（{side} になっています）"),
            ),
        );
        return None;
    }
    let path = path(c, ls, raw)?;
    let squares: Vec<Rect> = path
        .iter()
        .map(|[col, row]| Rect {
            x: x + *col as f64 * side,
            y: y + *row as f64 * side,
            width: side,
            height: side,
        })
        .collect();
    Some(squares)
}

/// Square `n` (1-based) of a track of `count` squares, as an index; `None` after reporting
/// one that is not on the track.
fn square_number(
    c: &mut Checker,
    ls: &Source,
    n: &toml::Spanned<u32>,
    count: u32,
    (what, which): (&str, &str),
) -> Option<usize> {
    let v = *n.get_ref();
    if v == 0 || v > count {
        c.error_hint(
            ls,
            n.span(),
            Message::new(
                format!("{what} square {v} is not on the track"),
                format!("{which}のマス {v} はトラックの上にありません"),
            ),
            Message::new(
                format!("squares are numbered 1 to {count}"),
                format!("マスの番号は 1 から {count} までです"),
            ),
        );
        return None;
    }
    Some(v as usize - 1)
}

/// The squares that bear an emblem, each once.
fn emblems(c: &mut Checker, ls: &Source, raw: &RawTrack, count: u32) -> BTreeSet<usize> {
    let mut emblems = BTreeSet::new();
    for n in raw.emblems.iter().flat_map(|e| e.get_ref()) {
        if let Some(i) = square_number(c, ls, n, count, ("emblem", "紋章"))
            && !emblems.insert(i)
        {
            let square = i + 1;
            c.error(
                ls,
                n.span(),
                Message::new(
                    format!("emblem square {square} is listed twice"),
                    format!("紋章のマス {square} が二度書かれています"),
                ),
            );
        }
    }
    emblems
}

/// Each seat's start square: one for every seat, no square the start of two.
fn starts(
    c: &mut Checker,
    ls: &Source,
    raw: &RawTrack,
    seats: &[Seat],
    count: u32,
) -> Vec<Option<usize>> {
    let mut starts: Vec<Option<usize>> = vec![None; seats.len()];
    for (seat, n) in raw.starts.get_ref() {
        let Some(s) = seats.iter().position(|s| &s.id == seat.get_ref()) else {
            let id = seat.get_ref();
            c.error(
                ls,
                seat.span(),
                Message::new(
                    format!("unknown seat `{id}`"),
                    format!("`{id}` という席はありません"),
                ),
            );
            continue;
        };
        let Some(i) = square_number(c, ls, n, count, ("start", "スタート")) else {
            continue;
        };
        if starts.contains(&Some(i)) {
            let square = i + 1;
            c.error(
                ls,
                n.span(),
                Message::new(
                    format!("square {square} is the start of two seats"),
                    format!("マス {square} が二つの席のスタートになっています"),
                ),
            );
        }
        starts[s] = Some(i);
    }
    if let Some(s) = starts.iter().position(Option::is_none) {
        let id = &seats[s].id;
        c.error_hint(
            ls,
            raw.starts.span(),
            Message::new(
                format!("seat `{id}` has no start square"),
                format!("席 `{id}` にスタートのマスがありません"),
            ),
            Message::new(
                format!("add `{id} = N` to `starts`"),
                format!("`starts` に `{id} = N` を加えてください"),
            ),
        );
    }
    starts
}

/// The track lies on the table.
fn on_the_table(c: &mut Checker, ls: &Source, raw: &RawTrack, track: &Track, table: &Table) {
    let bounds = track.bounds();
    let table_rect = Rect {
        x: 0.0,
        y: 0.0,
        width: table.width as f64,
        height: table.height as f64,
    };
    if !bounds.fits_in(&table_rect) {
        let (bw, bh, tw, th) = (bounds.width, bounds.height, table.width, table.height);
        c.error(
            ls,
            raw.at.span(),
            Message::new(
                format!("the track ({bw:.1}×{bh:.1} cells) lies outside the {tw}×{th} table"),
                format!(
                    "トラック（{bw:.1}×{bh:.1} マス）が {tw}×{th} のテーブルからはみ出しています"
                ),
            ),
        );
    }
}

/// No square lies in a seat's area or a shared area: it would be read as lying there.
fn clear_of_places(
    c: &mut Checker,
    ls: &Source,
    raw: &RawTrack,
    track: &Track,
    (seats, seat_areas, areas): (&[Seat], &[Rect], &[Zone]),
) {
    let overlaps = |a: &Rect, b: &Rect| {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    };
    for (i, square) in track.squares.iter().enumerate() {
        let hit = seat_areas
            .iter()
            .zip(seats)
            .find(|(r, _)| overlaps(r, square))
            .map(|(_, s)| (format!("seat `{}`", s.id), format!("席 `{}`", s.id)))
            .or_else(|| {
                areas
                    .iter()
                    .find(|a| overlaps(&a.rect, square))
                    .map(|a| (format!("area `{}`", a.id), format!("エリア `{}`", a.id)))
            });
        if let Some((hit, kasanari)) = hit {
            let square = i + 1;
            c.error(
                ls,
                raw.at.span(),
                Message::new(
                    format!("track square {square} overlaps {hit}"),
                    format!("トラックのマス {square} が{kasanari}と重なっています"),
                ),
            );
            break;
        }
    }
}

/// The squares as `[column, row]`: a rectangular loop of `squares`, or the given `path`.
fn path(c: &mut Checker, ls: &Source, raw: &RawTrack) -> Option<Vec<[u32; 2]>> {
    match (&raw.squares, &raw.path) {
        (Some(n), None) => rectangular(c, ls, n, raw.columns.as_ref()),
        (None, Some(p)) => listed_path(c, ls, p),
        (Some(n), Some(_)) => {
            c.error(
                ls,
                n.span(),
                Message::new(
                    "give the track either `squares` or `path`, not both",
                    "トラックには `squares` か `path` のどちらか一方を書きます",
                ),
            );
            None
        }
        (None, None) => {
            c.error_hint(
                ls,
                raw.at.span(),
                Message::new("the track has no squares", "トラックにマスがありません"),
                Message::new(
                    "add `squares = 32` (a rectangular loop) or `path = [[column, row], …]`",
                    "`squares = 32`（四角い輪）か `path = [[column, row], …]` を加えてください",
                ),
            );
            None
        }
    }
}

/// A rectangular loop of `n` squares (even, at least 4), `columns` wide.
fn rectangular(
    c: &mut Checker,
    ls: &Source,
    n: &Spanned<u32>,
    columns: Option<&Spanned<u32>>,
) -> Option<Vec<[u32; 2]>> {
    let count = *n.get_ref();
    if !(4..=MAX_SQUARES).contains(&count) || count % 2 == 1 {
        c.error_hint(
            ls,
            n.span(),
            Message::new(
                format!(
                    "a rectangular track has an even number of squares from 4 to {MAX_SQUARES}, found {count}"
                ),
                format!(
                    "四角いトラックのマスは 4 から {MAX_SQUARES} までの偶数です（{count} になっています）"
                ),
            ),
            Message::new(
                "for any other shape list every square in `path = [[column, row], …]`",
                "ほかの形なら、すべてのマスを `path = [[column, row], …]` に並べてください",
            ),
        );
        return None;
    }
    let half = count / 2 + 2;
    let span = columns.map_or(n.span(), |c| c.span());
    let columns = match columns {
        Some(cols) => *cols.get_ref(),
        None => half.div_ceil(2),
    };
    if columns < 2 || columns + 2 > half {
        let widest = half - 2;
        c.error(
            ls,
            span,
            Message::new(
                format!("{count} squares make a loop 2 to {widest} columns wide, found {columns}"),
                format!(
                    "{count} マスの輪の幅は 2 から {widest} 列です（{columns} になっています）"
                ),
            ),
        );
        return None;
    }
    Some(rectangular_loop(columns, half - columns))
}

/// A `path` of squares each touching the next, the last the first, none twice.
fn listed_path(c: &mut Checker, ls: &Source, p: &Spanned<Vec<[u32; 2]>>) -> Option<Vec<[u32; 2]>> {
    let path = p.get_ref();
    if path.len() < 3 || path.len() > MAX_SQUARES as usize {
        let found = path.len();
        c.error(
            ls,
            p.span(),
            Message::new(
                format!("a track has 3 to {MAX_SQUARES} squares, found {found}"),
                format!("トラックのマスは 3 から {MAX_SQUARES} までです（{found} あります）"),
            ),
        );
        return None;
    }
    let mut seen = BTreeSet::new();
    for (i, sq) in path.iter().enumerate() {
        if !seen.insert(*sq) {
            let (n, col, row) = (i + 1, sq[0], sq[1]);
            c.error(
                ls,
                p.span(),
                Message::new(
                    format!("square {n} repeats [{col}, {row}]"),
                    format!("マス {n} の [{col}, {row}] は前のマスと同じです"),
                ),
            );
            return None;
        }
        let next = path[(i + 1) % path.len()];
        let touch = sq[0].abs_diff(next[0]) <= 1 && sq[1].abs_diff(next[1]) <= 1;
        if !touch {
            let (n, here, there) = (
                i + 1,
                format!("[{}, {}]", sq[0], sq[1]),
                format!("[{}, {}]", next[0], next[1]),
            );
            c.error_hint(
                ls,
                p.span(),
                Message::new(
                    format!("square {n} {here} does not touch the next square {there}"),
                    format!("マス {n} の {here} が次のマス {there} と接していません"),
                ),
                Message::new(
                    "list the squares in the order pieces run, the last beside the first",
                    "マスは駒が進む順に、最後のマスが最初のマスの隣になるように並べてください",
                ),
            );
            return None;
        }
    }
    Some(path.clone())
}
