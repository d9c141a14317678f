//! `layout.toml`, `[[gauges]]`: scales of one slot per value in a seat's zone.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::error::Message;
use std::collections::BTreeSet;

/// More gauge slots than this is a typing mistake, not a board.
const MAX_GAUGE_SLOTS: i64 = 60;

/// Each `[[gauges]]` entry: its zone, and the range of values at every seat.
pub fn check(
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
        let id = c.id(ls, &g.id, &mut ids, ("gauge", "ゲージ"));
        let Some(zone) = gauge_zone(c, ls, g, zones, &mut used_zones) else {
            continue;
        };
        let start = *g.start.get_ref();
        let ranges = seat_ranges(c, ls, g, &id, seats);
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

/// The seat zone gauge `g` is drawn in: one without `slots` of its own, and no other gauge
/// (`used_zones`); `None` where there is no such zone.
fn gauge_zone(
    c: &mut Checker,
    ls: &Source,
    g: &RawGauge,
    zones: &[Zone],
    used_zones: &mut BTreeSet<usize>,
) -> Option<usize> {
    let Some(zone) = zones.iter().position(|z| &z.id == g.zone.get_ref()) else {
        let known: Vec<&str> = zones.iter().map(|z| z.id.as_str()).collect();
        let (zone, listed) = (g.zone.get_ref(), crate::error::listed(&known));
        let known = known.join(", ");
        c.error_hint(
            ls,
            g.zone.span(),
            Message::new(
                format!("unknown seat zone `{zone}`"),
                format!("`{zone}` という席のゾーンはありません"),
            ),
            Message::new(
                format!("a gauge is drawn in a seat zone: {known}"),
                format!("ゲージは席のゾーンに描きます: {listed}"),
            ),
        );
        return None;
    };
    if zones[zone].slots > 0 {
        let id = &zones[zone].id;
        c.error(
            ls,
            g.zone.span(),
            Message::new(
                format!("zone `{id}` has `slots`; a gauge draws its own, one per value"),
                format!("ゾーン `{id}` に `slots` があります。ゲージは値ごとに自分の枠を描きます"),
            ),
        );
    }
    if !used_zones.insert(zone) {
        let id = &zones[zone].id;
        c.error(
            ls,
            g.zone.span(),
            Message::new(
                format!("zone `{id}` holds two gauges"),
                format!("ゾーン `{id}` にゲージが二つあります"),
            ),
        );
    }
    Some(zone)
}

/// Gauge `g`'s range at each seat: its `ranges` entry, else its `range`; `None` (reported)
/// for a seat with neither.
fn seat_ranges(
    c: &mut Checker,
    ls: &Source,
    g: &RawGauge,
    id: &str,
    seats: &[Seat],
) -> Vec<Option<(i64, i64)>> {
    let start = *g.start.get_ref();
    let default = g
        .range
        .as_ref()
        .map(|r| check_range(c, ls, r, start, ("`range`", "`range`")));
    let mut ranges: Vec<Option<(i64, i64)>> = vec![default; seats.len()];
    for (seat, r) in &g.ranges {
        let id = seat.get_ref();
        match seats.iter().position(|s| &s.id == id) {
            Some(s) => {
                let (whose, dare) = (format!("seat `{id}`"), format!("席 `{id}`"));
                ranges[s] = Some(check_range(c, ls, r, start, (&whose, &dare)))
            }
            None => c.error(
                ls,
                seat.span(),
                Message::new(
                    format!("unknown seat `{id}`"),
                    format!("`{id}` という席はありません"),
                ),
            ),
        }
    }
    if let Some(s) = ranges.iter().position(Option::is_none) {
        let seat = &seats[s].id;
        c.error_hint(
            ls,
            g.id.span(),
            Message::new(
                format!("gauge `{id}` has no range for seat `{seat}`"),
                format!("ゲージ `{id}` に席 `{seat}` の範囲がありません"),
            ),
            Message::new(
                "give `range = [lowest, highest]` for every seat, or list the seat in `ranges`",
                "すべての席に `range = [最小, 最大]` を書くか、その席を `ranges` に加えてください",
            ),
        );
    }
    ranges
}

/// A range `[lowest, highest]` of at most `MAX_GAUGE_SLOTS` values holding `start`; as
/// written, its highest raised to its lowest, after reporting a bad one.
fn check_range(
    c: &mut Checker,
    ls: &Source,
    r: &toml::Spanned<[i64; 2]>,
    start: i64,
    (whose, dare): (&str, &str),
) -> (i64, i64) {
    let [lo, hi] = *r.get_ref();
    if lo > hi || hi - lo + 1 > MAX_GAUGE_SLOTS {
        c.error(
            ls,
            r.span(),
            Message::new(
                format!(
                    "{whose}: expected [lowest, highest] with at most {MAX_GAUGE_SLOTS} values, found [{lo}, {hi}]"
                ),
                format!(
                    "{dare}: [最小, 最大] で値は {MAX_GAUGE_SLOTS} 個までです（[{lo}, {hi}] になっています）"
                ),
            ),
        );
    } else if start < lo || start > hi {
        c.error(
            ls,
            r.span(),
            Message::new(
                format!("{whose}: the gauge starts at {start}, outside [{lo}, {hi}]"),
                format!("{dare}: ゲージの最初の値 {start} が [{lo}, {hi}] の外です"),
            ),
        );
    }
    (lo, hi.max(lo))
}
