//! `layout.toml`, areas: seat areas, the zones inside them and the shared areas.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::error::Message;
use std::collections::BTreeSet;
use toml::Spanned;

/// Seat areas, seat zones and shared areas; placements are checked against them next.
pub struct Areas {
    pub seat_areas: Vec<Rect>,
    pub seat_moves: Vec<SeatMove>,
    pub leave_out_unplayed: bool,
    pub seat_zones: Vec<Zone>,
    pub areas: Vec<Zone>,
    /// Filled by `track::check` once the areas are known.
    pub track: Option<Track>,
    pub gauges: Vec<Gauge>,
}

pub fn check(
    c: &mut Checker,
    ls: &Source,
    layout: &RawLayout,
    table: &Table,
    (seats, players): (&[Seat], &Players),
    card_kinds: &[CardKind],
) -> Areas {
    let table_rect = Rect {
        x: 0.0,
        y: 0.0,
        width: table.width as f64,
        height: table.height as f64,
    };
    let mut seat_areas: Vec<Option<Rect>> = vec![None; seats.len()];
    let mut seat_moves: Vec<SeatMove> = Vec::new();
    for at in &layout.seat_area.at {
        let placed = (seat_areas.as_mut_slice(), &mut seat_moves);
        seat_at(
            c,
            ls,
            layout,
            at,
            (table, &table_rect),
            (seats, players),
            placed,
        );
    }
    every_seat_placed(c, ls, seats, &seat_areas);
    let leave_out_unplayed = leave_out(c, ls, layout);
    let seat_rect = Rect {
        x: 0.0,
        y: 0.0,
        width: layout.seat_area.width,
        height: layout.seat_area.height,
    };
    let usual: Vec<Rect> = seat_areas.iter().map(|a| a.unwrap_or(seat_rect)).collect();
    moved_seats_apart(c, ls, (seats, players), &usual, &seat_moves);
    let mut zone_ids = BTreeSet::new();
    let (w, h) = (table.width, table.height);
    let seat_zones = zones(
        (c, ls, card_kinds),
        &layout.seat_zones,
        (&seat_rect, &mut zone_ids),
        ZoneWords {
            what: ("zone", "ゾーン"),
            name: ("a zone name", "ゾーンの名前"),
            outside: |id| {
                Message::new(
                    format!("seat zone `{id}` does not fit in the seat area"),
                    format!("席のゾーン `{id}` が席のエリアに収まりません"),
                )
            },
        },
    );
    let areas = zones(
        (c, ls, card_kinds),
        &layout.areas,
        (&table_rect, &mut zone_ids),
        ZoneWords {
            what: ("area", "エリア"),
            name: ("an area name", "エリアの名前"),
            outside: |id| {
                Message::new(
                    format!("area `{id}` lies outside the {w}×{h} table"),
                    format!("エリア `{id}` が {w}×{h} のテーブルからはみ出しています"),
                )
            },
        },
    );
    Areas {
        seat_areas: usual,
        seat_moves,
        leave_out_unplayed,
        seat_zones,
        areas,
        track: None,
        gauges: Vec::new(),
    }
}

/// One `[[seat_area.at]]`: a seat's usual area, or where it moves at some player counts;
/// each seat once per count, every count in the game's range, on the table.
fn seat_at(
    c: &mut Checker,
    ls: &Source,
    layout: &RawLayout,
    at: &RawSeatAt,
    (table, table_rect): (&Table, &Rect),
    (seats, players): (&[Seat], &Players),
    (seat_areas, seat_moves): (&mut [Option<Rect>], &mut Vec<SeatMove>),
) {
    let size = Spanned::new(
        at.at.span(),
        [layout.seat_area.width, layout.seat_area.height],
    );
    let rect = c.rect(ls, &at.at, &size);
    let id = at.seat.get_ref();
    let seat = seats.iter().position(|s| &s.id == id);
    match (seat, &at.players) {
        (Some(i), Some(counts)) => seat_move(c, ls, (i, id, rect), counts, players, seat_moves),
        (Some(i), None) if seat_areas[i].is_some() => c.error(
            ls,
            at.seat.span(),
            Message::new(
                format!("seat `{id}` is placed twice"),
                format!("席 `{id}` が二度置かれています"),
            ),
        ),
        (Some(i), None) => seat_areas[i] = Some(rect),
        (None, _) => c.error(
            ls,
            at.seat.span(),
            Message::new(
                format!("unknown seat `{id}`"),
                format!("`{id}` という席はありません"),
            ),
        ),
    }
    if !rect.fits_in(table_rect) {
        let (w, h) = (table.width, table.height);
        c.error(
            ls,
            at.at.span(),
            Message::new(
                format!("seat `{id}` lies outside the {w}×{h} table"),
                format!("席 `{id}` が {w}×{h} のテーブルからはみ出しています"),
            ),
        );
    }
}

/// Where seat `i` (`id`) moves at some player counts: once per count, each in the game's
/// range.
fn seat_move(
    c: &mut Checker,
    ls: &Source,
    (i, id, rect): (usize, &str, Rect),
    counts: &Spanned<Vec<u32>>,
    players: &Players,
    seat_moves: &mut Vec<SeatMove>,
) {
    let taken = seat_moves
        .iter()
        .any(|m| m.seat == i && m.players.iter().any(|p| counts.get_ref().contains(p)));
    let outside = counts
        .get_ref()
        .iter()
        .find(|p| **p < players.min || **p > players.max);
    if taken {
        c.error(
            ls,
            counts.span(),
            Message::new(
                format!("seat `{id}` is placed twice for one player count"),
                format!("席 `{id}` が同じ人数で二度置かれています"),
            ),
        );
    } else if let Some(p) = outside {
        c.error(
            ls,
            counts.span(),
            Message::new(
                format!(
                    "expected player counts from {} to {}, found {p}",
                    players.min, players.max
                ),
                format!(
                    "人数は {} から {} までです（{p} になっています）",
                    players.min, players.max
                ),
            ),
        );
    } else {
        seat_moves.push(SeatMove {
            seat: i,
            players: counts.get_ref().clone(),
            area: rect,
        });
    }
}

/// Every seat has a usual area (the first without one named).
fn every_seat_placed(c: &mut Checker, ls: &Source, seats: &[Seat], seat_areas: &[Option<Rect>]) {
    let mut missing_seat = false;
    for (seat, area) in seats.iter().zip(seat_areas) {
        if area.is_none() && !missing_seat {
            missing_seat = true;
            let id = &seat.id;
            c.report(
                ls,
                None,
                Message::new(
                    format!("seat `{id}` has no area"),
                    format!("席 `{id}` にエリアがありません"),
                ),
            )
            .hint = Some(Message::new(
                "add a `[[seat_area.at]]` entry for it",
                "その席の `[[seat_area.at]]` を加えてください",
            ));
        }
    }
}

/// `unplayed`: whether a seat nobody plays is left off the table.
fn leave_out(c: &mut Checker, ls: &Source, layout: &RawLayout) -> bool {
    match &layout.seat_area.unplayed {
        None => false,
        Some(v) => match v.get_ref().as_str() {
            "keep" => false,
            "leave-out" => true,
            other => {
                c.error(
                    ls,
                    v.span(),
                    Message::new(
                        format!("expected `keep` or `leave-out`, found `{other}`"),
                        format!(
                            "`keep` か `leave-out` を書いてください（`{other}` になっています）"
                        ),
                    ),
                );
                false
            }
        },
    }
}

/// At every count a seat moves at, the seats that play there keep apart.
fn moved_seats_apart(
    c: &mut Checker,
    ls: &Source,
    (seats, players): (&[Seat], &Players),
    usual: &[Rect],
    seat_moves: &[SeatMove],
) {
    for m in seat_moves {
        for &count in &m.players {
            let played = players.played(count, seats.len());
            let mut arranged = usual.to_vec();
            for other in seat_moves.iter().filter(|o| o.players.contains(&count)) {
                arranged[other.seat] = other.area;
            }
            let clash = (0..seats.len()).find(|&s| {
                s != m.seat && played[s] && played[m.seat] && arranged[s].overlaps(&m.area)
            });
            if let Some(s) = clash {
                c.report(
                    ls,
                    None,
                    Message::new(
                        format!(
                            "with {count} players seat `{}` overlaps seat `{}`",
                            seats[m.seat].id, seats[s].id
                        ),
                        format!(
                            "{count} 人のとき、席 `{}` が席 `{}` に重なります",
                            seats[m.seat].id, seats[s].id
                        ),
                    ),
                )
                .hint = Some(Message::new(
                    "move one of them in `[[seat_area.at]]`",
                    "`[[seat_area.at]]` でどちらかを動かしてください",
                ));
            }
        }
    }
}

/// How a kind of zone is named in its diagnostics: a seat's zones, or the table's areas.
struct ZoneWords<F: Fn(&str) -> Message> {
    what: (&'static str, &'static str),
    name: (&'static str, &'static str),
    outside: F,
}

/// Zones checked: each inside `within` (its seat's area, or the table), its id unique among
/// every zone and area, its name, slots and what it holds.
fn zones<F: Fn(&str) -> Message>(
    (c, ls, card_kinds): (&mut Checker, &Source, &[CardKind]),
    raw: &[RawZone],
    (within, ids): (&Rect, &mut BTreeSet<String>),
    words: ZoneWords<F>,
) -> Vec<Zone> {
    raw.iter()
        .map(|z| {
            let rect = c.rect(ls, &z.at, &z.size);
            if !rect.fits_in(within) {
                c.error(ls, z.at.span(), (words.outside)(z.id.get_ref()));
            }
            Zone {
                id: c.id(ls, &z.id, ids, words.what),
                name: c.text(ls, &z.name, words.name),
                rect,
                slots: z
                    .slots
                    .as_ref()
                    .map_or(0, |n| c.positive(ls, n, ("`slots`", "`slots`"))),
                holds: holds(c, ls, z, &rect, card_kinds),
            }
        })
        .collect()
}

/// A zone's `holds = N` and `cards = "KIND"`: both or neither, and N cards of the kind fanned
/// from the left (each showing its name strip) fit inside it above its name.
fn holds(
    c: &mut Checker,
    ls: &Source,
    z: &RawZone,
    rect: &Rect,
    card_kinds: &[CardKind],
) -> Option<(u32, usize)> {
    let id = z.id.get_ref();
    let (n, kind_id) = match (&z.holds, &z.cards) {
        (None, None) => return None,
        (Some(n), Some(kind)) => (n, kind),
        (Some(n), None) => {
            c.error_hint(
                ls,
                n.span(),
                Message::new(
                    format!("zone `{id}` says how many cards it `holds` but not of which kind"),
                    format!("ゾーン `{id}` は何枚 `holds` かを書いていますが、どの種類のカードかがありません"),
                ),
                Message::new(
                    "add `cards = \"KIND\"`, a card kind of components.toml",
                    "components.toml のカードの種類を `cards = \"KIND\"` と加えてください",
                ),
            );
            return None;
        }
        (None, Some(kind)) => {
            c.error_hint(
                ls,
                kind.span(),
                Message::new(
                    format!("zone `{id}` names its `cards` but not how many it `holds`"),
                    format!(
                        "ゾーン `{id}` は `cards` を書いていますが、何枚 `holds` かがありません"
                    ),
                ),
                Message::new("add `holds = N`", "`holds = N` を加えてください"),
            );
            return None;
        }
    };
    let Some(k) = card_kinds.iter().position(|k| &k.id == kind_id.get_ref()) else {
        let ids: Vec<String> = card_kinds.iter().map(|k| format!("`{}`", k.id)).collect();
        let (kind, ids) = (kind_id.get_ref(), ids.join(", "));
        c.error_hint(
            ls,
            kind_id.span(),
            Message::new(
                format!("unknown card kind `{kind}`"),
                format!("`{kind}` というカードの種類はありません"),
            ),
            Message::new(
                format!("expected one of {ids}"),
                format!("次のどれかを書いてください: {}", ids.replace(", ", "、")),
            ),
        );
        return None;
    };
    let count = c.positive(ls, n, ("`holds`", "`holds`"));
    fits_fanned(c, ls, (id, n), rect, &card_kinds[k], count);
    Some((count, k))
}

/// Reports a zone `id` (its `holds = n`) too small for `count` cards of `kind` fanned from
/// the left, each showing its name strip, above its name.
fn fits_fanned(
    c: &mut Checker,
    ls: &Source,
    (id, n): (&str, &Spanned<u32>),
    rect: &Rect,
    kind: &CardKind,
    count: u32,
) {
    let (width, height) = (kind.size as f64, kind.size as f64 * kind.aspect);
    let needed = width * (1.0 + NAME_STRIP * count.saturating_sub(1) as f64);
    let room = rect.height - ZONE_LABEL;
    if needed > rect.width + 1e-9 || height > room + 1e-9 {
        let (w, h, kind) = (rect.width, rect.height, &kind.id);
        let (need_h, strip) = (height + ZONE_LABEL, width * NAME_STRIP);
        c.error_hint(
            ls,
            n.span(),
            Message::new(
                format!(
                    "zone `{id}` ({w}×{h} cells) cannot hold {count} `{kind}` cards fanned: they need {needed:.2}×{need_h:.2}"
                ),
                format!(
                    "ゾーン `{id}`（{w}×{h} マス）には `{kind}` を {count} 枚広げて置けません（{needed:.2}×{need_h:.2} マス要ります）"
                ),
            ),
            Message::new(
                format!(
                    "each card after the first needs {strip:.2} cells (its name strip); make the zone larger or `holds` smaller"
                ),
                format!(
                    "2 枚目からは 1 枚ごとに {strip:.2} マス（名前の帯）要ります。ゾーンを大きくするか、`holds` を小さくしてください"
                ),
            ),
        );
    }
}
