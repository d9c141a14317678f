//! `layout.toml`, `[track]` and `[[gauges]]`: a loop of squares and value scales, checked
//! against the table, the seats and the other areas.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::definition::track::rectangular_loop;
use std::collections::BTreeSet;

/// More squares or gauge slots than this is a typing mistake, not a board.
const MAX_SQUARES: u32 = 400;
const MAX_GAUGE_SLOTS: i64 = 60;

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
    let name = c.text(ls, &raw.name, "the track name");
    let [x, y] = *raw.at.get_ref();
    if !(x.is_finite() && y.is_finite() && x >= 0.0 && y >= 0.0) {
        c.error(
            ls,
            raw.at.span(),
            format!("expected a position of cells ≥ 0, found [{x}, {y}]"),
        );
    }
    let side = *raw.square.get_ref();
    if !(side.is_finite() && side > 0.0) {
        c.error(
            ls,
            raw.square.span(),
            format!("expected a square side above 0 cells, found {side}"),
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
    let count = squares.len() as u32;
    let number = |c: &mut Checker, n: &toml::Spanned<u32>, what: &str| -> Option<usize> {
        let v = *n.get_ref();
        if v == 0 || v > count {
            c.error_hint(
                ls,
                n.span(),
                format!("{what} square {v} is not on the track"),
                format!("squares are numbered 1 to {count}"),
            );
            return None;
        }
        Some(v as usize - 1)
    };
    let mut emblems = BTreeSet::new();
    for n in raw.emblems.iter().flat_map(|e| e.get_ref()) {
        if let Some(i) = number(c, n, "emblem")
            && !emblems.insert(i)
        {
            c.error(
                ls,
                n.span(),
                format!("emblem square {} is listed twice", i + 1),
            );
        }
    }
    let mut starts: Vec<Option<usize>> = vec![None; seats.len()];
    for (seat, n) in raw.starts.get_ref() {
        let Some(s) = seats.iter().position(|s| &s.id == seat.get_ref()) else {
            c.error(
                ls,
                seat.span(),
                format!("unknown seat `{}`", seat.get_ref()),
            );
            continue;
        };
        let Some(i) = number(c, n, "start") else {
            continue;
        };
        if starts.contains(&Some(i)) {
            c.error(
                ls,
                n.span(),
                format!("square {} is the start of two seats", i + 1),
            );
        }
        starts[s] = Some(i);
    }
    if let Some(s) = starts.iter().position(Option::is_none) {
        c.error_hint(
            ls,
            raw.starts.span(),
            format!("seat `{}` has no start square", seats[s].id),
            format!("add `{} = N` to `starts`", seats[s].id),
        );
    }
    let track = Track {
        name,
        squares,
        emblems: emblems.into_iter().collect(),
        starts: starts.into_iter().map(|s| s.unwrap_or(0)).collect(),
    };
    let bounds = track.bounds();
    let table_rect = Rect {
        x: 0.0,
        y: 0.0,
        width: table.width as f64,
        height: table.height as f64,
    };
    if !bounds.fits_in(&table_rect) {
        c.error(
            ls,
            raw.at.span(),
            format!(
                "the track ({:.1}×{:.1} cells) lies outside the {}×{} table",
                bounds.width, bounds.height, table.width, table.height
            ),
        );
    }
    // A square inside a seat area or shared area would be read as lying there.
    let overlaps = |a: &Rect, b: &Rect| {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    };
    for (i, square) in track.squares.iter().enumerate() {
        let hit = seat_areas
            .iter()
            .zip(seats)
            .find(|(r, _)| overlaps(r, square))
            .map(|(_, s)| format!("seat `{}`", s.id))
            .or_else(|| {
                areas
                    .iter()
                    .find(|a| overlaps(&a.rect, square))
                    .map(|a| format!("area `{}`", a.id))
            });
        if let Some(hit) = hit {
            c.error(
                ls,
                raw.at.span(),
                format!("track square {} overlaps {hit}", i + 1),
            );
            break;
        }
    }
    Some(track)
}

/// The squares as `[column, row]`: a rectangular loop of `squares`, or the given `path`.
fn path(c: &mut Checker, ls: &Source, raw: &RawTrack) -> Option<Vec<[u32; 2]>> {
    match (&raw.squares, &raw.path) {
        (Some(n), None) => {
            let count = *n.get_ref();
            if !(4..=MAX_SQUARES).contains(&count) || count % 2 == 1 {
                c.error_hint(
                    ls,
                    n.span(),
                    format!("a rectangular track has an even number of squares from 4 to {MAX_SQUARES}, found {count}"),
                    "for any other shape list every square in `path = [[column, row], …]`".into(),
                );
                return None;
            }
            let half = count / 2 + 2;
            let columns = match &raw.columns {
                Some(cols) => *cols.get_ref(),
                None => half.div_ceil(2),
            };
            if columns < 2 || columns + 2 > half {
                let span = raw.columns.as_ref().map_or(n.span(), |c| c.span());
                c.error(
                    ls,
                    span,
                    format!(
                        "{count} squares make a loop 2 to {} columns wide, found {columns}",
                        half - 2
                    ),
                );
                return None;
            }
            Some(rectangular_loop(columns, half - columns))
        }
        (None, Some(p)) => {
            let path = p.get_ref().clone();
            if path.len() < 3 || path.len() > MAX_SQUARES as usize {
                c.error(
                    ls,
                    p.span(),
                    format!(
                        "a track has 3 to {MAX_SQUARES} squares, found {}",
                        path.len()
                    ),
                );
                return None;
            }
            let mut seen = BTreeSet::new();
            for (i, sq) in path.iter().enumerate() {
                if !seen.insert(*sq) {
                    c.error(
                        ls,
                        p.span(),
                        format!("square {} repeats [{}, {}]", i + 1, sq[0], sq[1]),
                    );
                    return None;
                }
                let next = path[(i + 1) % path.len()];
                let touch = sq[0].abs_diff(next[0]) <= 1 && sq[1].abs_diff(next[1]) <= 1;
                if !touch {
                    c.error_hint(
                        ls,
                        p.span(),
                        format!(
                            "square {} [{}, {}] does not touch the next square [{}, {}]",
                            i + 1,
                            sq[0],
                            sq[1],
                            next[0],
                            next[1]
                        ),
                        "list the squares in the order pieces run, the last beside the first"
                            .into(),
                    );
                    return None;
                }
            }
            Some(path)
        }
        (Some(n), Some(_)) => {
            c.error(
                ls,
                n.span(),
                "give the track either `squares` or `path`, not both".into(),
            );
            None
        }
        (None, None) => {
            c.error_hint(
                ls,
                raw.at.span(),
                "the track has no squares".into(),
                "add `squares = 32` (a rectangular loop) or `path = [[column, row], …]`".into(),
            );
            None
        }
    }
}

pub fn gauges(
    c: &mut Checker,
    ls: &Source,
    raw: &[RawGauge],
    zones: &[Zone],
    seats: &[Seat],
) -> Vec<Gauge> {
    let mut ids = BTreeSet::new();
    let mut used_zones = BTreeSet::new();
    let mut out = Vec::new();
    for g in raw {
        let id = c.id(ls, &g.id, &mut ids, "gauge");
        let Some(zone) = zones.iter().position(|z| &z.id == g.zone.get_ref()) else {
            let known: Vec<&str> = zones.iter().map(|z| z.id.as_str()).collect();
            c.error_hint(
                ls,
                g.zone.span(),
                format!("unknown seat zone `{}`", g.zone.get_ref()),
                format!("a gauge is drawn in a seat zone: {}", known.join(", ")),
            );
            continue;
        };
        if zones[zone].slots > 0 {
            c.error(
                ls,
                g.zone.span(),
                format!(
                    "zone `{}` has `slots`; a gauge draws its own, one per value",
                    zones[zone].id
                ),
            );
        }
        if !used_zones.insert(zone) {
            c.error(
                ls,
                g.zone.span(),
                format!("zone `{}` holds two gauges", zones[zone].id),
            );
        }
        let start = *g.start.get_ref();
        let check_range = |c: &mut Checker, r: &toml::Spanned<[i64; 2]>, whose: &str| {
            let [lo, hi] = *r.get_ref();
            if lo > hi || hi - lo + 1 > MAX_GAUGE_SLOTS {
                c.error(
                    ls,
                    r.span(),
                    format!("{whose}: expected [lowest, highest] with at most {MAX_GAUGE_SLOTS} values, found [{lo}, {hi}]"),
                );
            } else if start < lo || start > hi {
                c.error(
                    ls,
                    r.span(),
                    format!("{whose}: the gauge starts at {start}, outside [{lo}, {hi}]"),
                );
            }
            (lo, hi.max(lo))
        };
        let default = g.range.as_ref().map(|r| check_range(c, r, "`range`"));
        let mut ranges: Vec<Option<(i64, i64)>> = vec![default; seats.len()];
        for (seat, r) in &g.ranges {
            match seats.iter().position(|s| &s.id == seat.get_ref()) {
                Some(s) => {
                    ranges[s] = Some(check_range(c, r, &format!("seat `{}`", seat.get_ref())))
                }
                None => c.error(
                    ls,
                    seat.span(),
                    format!("unknown seat `{}`", seat.get_ref()),
                ),
            }
        }
        if let Some(s) = ranges.iter().position(Option::is_none) {
            c.error_hint(
                ls,
                g.id.span(),
                format!("gauge `{id}` has no range for seat `{}`", seats[s].id),
                "give `range = [lowest, highest]` for every seat, or list the seat in `ranges`"
                    .into(),
            );
        }
        out.push(Gauge {
            id,
            zone,
            start,
            ranges: ranges
                .into_iter()
                .map(|r| r.unwrap_or((start, start)))
                .collect(),
        });
    }
    out
}
