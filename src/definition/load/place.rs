//! `layout.toml`, `[[place]]`: what starts where, and how it is laid out.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::error::Message;
use std::collections::BTreeSet;
use toml::Spanned;

pub fn check(
    c: &mut Checker,
    ls: &Source,
    layout: &RawLayout,
    comps: &super::components::Components,
    areas: &super::areas::Areas,
    seat_ids: &[String],
    note_ids: &[String],
) -> Vec<Placement> {
    let mut placed = BTreeSet::new();
    let placements = layout
        .place
        .iter()
        .filter_map(|p| placement(c, ls, p, (comps, areas), (seat_ids, note_ids), &mut placed))
        .collect();
    every_kind_placed(c, ls, &comps.card_kinds, &placed);
    placements
}

/// One `[[place]]`: what it places (each thing once), where, at which seat, face up or
/// down, arranged and sorted how, and what of it an unplayed seat keeps.
fn placement(
    c: &mut Checker,
    ls: &Source,
    p: &RawPlace,
    (comps, all): (&super::components::Components, &super::areas::Areas),
    (seat_ids, note_ids): (&[String], &[String]),
    placed: &mut BTreeSet<String>,
) -> Option<Placement> {
    let (card_kinds, pieces, dice) = (&comps.card_kinds, &comps.pieces, &comps.dice);
    let areas = &all.areas;
    let (what, name, key) = placed_what(c, ls, p, comps, note_ids)?;
    if !placed.insert(format!("{what:?}")) {
        let id = name.get_ref();
        c.error(
            ls,
            name.span(),
            Message::new(
                format!("{key} `{id}` is placed twice"),
                format!("`{key}` の `{id}` が二度置かれています"),
            ),
        );
    }
    let at = super::target::check(c, ls, p, name, all)?;
    let per_seat = match what {
        What::Cards(i) => card_kinds[i].per_seat,
        What::Piece(i) => pieces[i].per_seat,
        What::Dice(i) => dice[i].per_seat,
        _ => false,
    };
    let seat = seat_of(c, ls, p, seat_ids, (per_seat, &at));
    placed_where_it_belongs(c, ls, (name, key), (per_seat, &at, seat));
    let face = start_face(c, ls, p, name);
    let arrange = arrangement(c, ls, p, name, what, areas);
    if matches!(arrange, Arrange::Sets { .. }) && p.stack {
        c.error(
            ls,
            name.span(),
            Message::new(
                "`arrange = \"sets\"` lays sets out in rows; leave out `stack`",
                "`arrange = \"sets\"` はセットを列に並べます。`stack` を書かないでください",
            ),
        );
    }
    let sort_by = super::stacking::sort_by(c, ls, p, name, what, &comps.icons);
    let unplayed = super::stacking::unplayed(c, ls, p, per_seat, what, areas);
    if per_seat && all.leave_out_unplayed && unplayed == Unplayed::Keep {
        kept_off_the_table(c, ls, (name, key));
    }
    if matches!(at, Where::Emblems { .. }) && !matches!(what, What::Cards(_)) {
        c.error(
            ls,
            name.span(),
            Message::new(
                "`track = \"emblems\"` deals cards (chips); use `start` for pieces",
                "`track = \"emblems\"` はカード（チップ）を配るものです。駒には `start` を使います",
            ),
        );
    }
    Some(Placement {
        what,
        at,
        face,
        stack: p.stack,
        shuffle: p.shuffle,
        arrange,
        sort_by,
        unplayed,
        seat,
    })
}

/// `seat`: a known seat, naming where in a seat's `zone` a shared component lies.
fn seat_of(
    c: &mut Checker,
    ls: &Source,
    p: &RawPlace,
    seat_ids: &[String],
    (per_seat, at): (bool, &Where),
) -> Option<usize> {
    p.seat.as_ref().and_then(|id| {
        let found = seat_ids.iter().position(|s| s == id.get_ref());
        if found.is_none() {
            let seat = id.get_ref();
            c.error(
                ls,
                id.span(),
                Message::new(
                    format!("unknown seat `{seat}`"),
                    format!("`{seat}` という席はありません"),
                ),
            );
        } else if per_seat || !matches!(at, Where::SeatZone(_)) {
            c.error(
                ls,
                id.span(),
                Message::new(
                    "`seat` places a shared component in one seat's `zone`",
                    "`seat` は共有の部品を一つの席の `zone` に置くものです",
                ),
            );
        }
        found
    })
}

/// A component every seat has lies in a seat's place, a shared one in a shared area (or a
/// seat's zone, with `seat`).
fn placed_where_it_belongs(
    c: &mut Checker,
    ls: &Source,
    (name, key): (&Spanned<String>, &str),
    (per_seat, at, seat): (bool, &Where, Option<usize>),
) {
    let per_seat_place = matches!(at, Where::SeatZone(_) | Where::TrackStart | Where::Gauge(_));
    // A shared component may lie in one seat's zone (a card one player keeps).
    let shared_at_a_seat = seat.is_some() && !per_seat;
    if per_seat != per_seat_place && !shared_at_a_seat {
        let (expected, basho) = if per_seat {
            (
                "a seat `zone`, `gauge` or `track = \"start\"`",
                "席の `zone`、`gauge`、`track = \"start\"` のどれか",
            )
        } else {
            (
                "a shared `area` (or a `zone` with `seat`)",
                "共有の `area`（または `seat` を付けた `zone`）",
            )
        };
        let id = name.get_ref();
        c.error(
            ls,
            name.span(),
            Message::new(
                format!("{key} `{id}` must be placed in {expected}"),
                format!("`{key}` の `{id}` は{basho}に置きます"),
            ),
        );
    }
}

/// A warning: a component kept at seats nobody plays, which the layout leaves off the table.
fn kept_off_the_table(c: &mut Checker, ls: &Source, (name, key): (&Spanned<String>, &str)) {
    c.report(
        ls,
        Some(name.span()),
        Message::new(
            format!(
                "{key} `{}` is kept at seats nobody plays, which the layout leaves off the table",
                name.get_ref()
            ),
            format!(
                "`{key}` の `{}` を誰も座らない席に置いていますが、レイアウトはその席をテーブルに置きません",
                name.get_ref()
            ),
        ),
    )
    .hint = Some(Message::new(
        "add `unplayed = \"omit\"` (or `pool`, `aside`) to this placement, or remove `unplayed = \"leave-out\"` from `[seat_area]`",
        "この置き場所に `unplayed = \"omit\"`（または `pool`・`aside`）を加えるか、`[seat_area]` の `unplayed = \"leave-out\"` を外してください",
    ));
}

/// Every card kind is placed somewhere.
fn every_kind_placed(
    c: &mut Checker,
    ls: &Source,
    card_kinds: &[CardKind],
    placed: &BTreeSet<String>,
) {
    for (i, kind) in card_kinds.iter().enumerate() {
        if !placed.contains(&format!("{:?}", What::Cards(i))) {
            let id = &kind.id;
            c.report(
                ls,
                None,
                Message::new(
                    format!("card kind `{id}` is never placed"),
                    format!("カードの種類 `{id}` がどこにも置かれていません"),
                ),
            )
            .hint = Some(Message::new(
                format!("add a `[[place]]` with `cards = \"{id}\"`"),
                format!("`cards = \"{id}\"` の `[[place]]` を加えてください"),
            ));
        }
    }
}

/// What a `[[place]]` places: exactly one of `cards`, `piece`, `dice` or `notes`, by id;
/// with the id as written and the key that named it, for the messages that follow.
fn placed_what<'a>(
    c: &mut Checker,
    ls: &Source,
    p: &'a RawPlace,
    comps: &super::components::Components,
    note_ids: &[String],
) -> Option<(What, &'a Spanned<String>, &'static str)> {
    let (card_kinds, pieces, dice) = (&comps.card_kinds, &comps.pieces, &comps.dice);
    let chosen: Vec<(&Spanned<String>, &str)> = [
        (p.cards.as_ref(), "cards"),
        (p.piece.as_ref(), "piece"),
        (p.dice.as_ref(), "dice"),
        (p.notes.as_ref(), "notes"),
    ]
    .into_iter()
    .filter_map(|(v, k)| v.map(|v| (v, k)))
    .collect();
    let [(name, key)] = chosen.as_slice() else {
        let span = chosen.first().map(|(v, _)| v.span());
        c.report(
            ls,
            span,
            Message::new(
                "a `[[place]]` names exactly one of `cards`, `piece`, `dice` or `notes`",
                "`[[place]]` には `cards`、`piece`、`dice`、`notes` のどれか一つだけを書きます",
            ),
        );
        return None;
    };
    let what = match *key {
        "cards" => card_kinds
            .iter()
            .position(|k| &k.id == name.get_ref())
            .map(What::Cards),
        "piece" => pieces
            .iter()
            .position(|k| &k.id == name.get_ref())
            .map(What::Piece),
        "dice" => dice
            .iter()
            .position(|k| &k.id == name.get_ref())
            .map(What::Dice),
        _ if name.get_ref() == "all" => Some(What::Notes(None)),
        _ => note_ids
            .iter()
            .position(|id| id == name.get_ref())
            .map(|i| What::Notes(Some(i))),
    };
    let Some(what) = what else {
        if *key == "notes" {
            let ids: Vec<String> = note_ids.iter().map(|id| format!("`{id}`")).collect();
            let (note, listed) = (name.get_ref(), ids.join("、"));
            let ids = ids.join(", ");
            c.error_hint(
                ls,
                name.span(),
                Message::new(
                    format!("unknown note `{note}`"),
                    format!("`{note}` というメモはありません"),
                ),
                Message::new(
                    format!("expected `all` or a note id of notes.toml: {ids}"),
                    format!("`all` か notes.toml のメモの ID を書いてください: {listed}"),
                ),
            );
        } else {
            let id = name.get_ref();
            c.error(
                ls,
                name.span(),
                Message::new(
                    format!("unknown {key} `{id}`"),
                    format!("`{key}` の `{id}` はありません"),
                ),
            );
        }
        return None;
    };
    Some((what, name, key))
}

/// `face = "up"` (the default) or `"down"`.
fn start_face(c: &mut Checker, ls: &Source, p: &RawPlace, name: &Spanned<String>) -> StartFace {
    match p.face.as_ref().map(|f| f.get_ref().as_str()) {
        None | Some("up") => StartFace::Up,
        Some("down") => StartFace::Down,
        Some(other) => {
            c.error(
                ls,
                p.face.as_ref().map(|f| f.span()).unwrap_or(name.span()),
                Message::new(
                    format!("expected `up` or `down`, found `{other}`"),
                    format!("`up` か `down` を書きます（`{other}` になっています）"),
                ),
            );
            StartFace::Up
        }
    }
}

/// `arrange`: a row (the default), a ring, the centre, or sets dealt with the rest aside.
fn arrangement(
    c: &mut Checker,
    ls: &Source,
    p: &RawPlace,
    name: &Spanned<String>,
    what: What,
    areas: &[Zone],
) -> Arrange {
    match p.arrange.as_ref().map(|a| a.get_ref().as_str()) {
        None | Some("row") => Arrange::Row,
        Some("ring") => Arrange::Ring,
        Some("centre") => Arrange::Centre,
        Some("sets") => {
            let rest = p.rest.as_ref().and_then(|r| {
                let found = areas.iter().position(|a| &a.id == r.get_ref());
                if found.is_none() {
                    let area = r.get_ref();
                    c.error(
                        ls,
                        r.span(),
                        Message::new(
                            format!("unknown area `{area}`"),
                            format!("`{area}` というエリアはありません"),
                        ),
                    );
                }
                found
            });
            match (&p.set_size, rest) {
                (Some(size), Some(rest)) if matches!(what, What::Cards(_)) => Arrange::Sets {
                    size: c.positive(ls, size, ("`set_size`", "`set_size`")),
                    rest,
                },
                _ => {
                    if p.rest.is_none() || p.set_size.is_none() {
                        c.error_hint(
                            ls,
                            name.span(),
                            Message::new(
                                "`arrange = \"sets\"` needs `set_size` and `rest`",
                                "`arrange = \"sets\"` には `set_size` と `rest` が必要です",
                            ),
                            Message::new(
                                "e.g. `set_size = 6` and `rest = \"set-aside\"` (an area)",
                                "例: `set_size = 6` と `rest = \"set-aside\"`（エリア）",
                            ),
                        );
                    }
                    Arrange::Row
                }
            }
        }
        Some(other) => {
            let span = p.arrange.as_ref().map(|a| a.span()).unwrap_or(name.span());
            c.error(
                ls,
                span,
                Message::new(
                    format!("expected `row`, `ring`, `centre` or `sets`, found `{other}`"),
                    format!(
                        "`row`、`ring`、`centre`、`sets` のどれかを書きます（`{other}` になっています）"
                    ),
                ),
            );
            Arrange::Row
        }
    }
}
