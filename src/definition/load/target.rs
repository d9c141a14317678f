//! `layout.toml`, `[[place]]`'s target: where a placement goes (a seat's `zone`, a shared
//! `area`, a gauge or the track), checked against the areas, zones and track there are.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::error::Message;
use toml::Spanned;

/// Where a `[[place]]` puts things: exactly one of `area`, `zone`, `track` or `gauge`.
pub fn check(
    c: &mut Checker,
    ls: &Source,
    p: &RawPlace,
    name: &Spanned<String>,
    all: &super::areas::Areas,
) -> Option<Where> {
    let given = [
        p.area.is_some(),
        p.zone.is_some(),
        p.track.is_some(),
        p.gauge.is_some(),
    ];
    if given.iter().filter(|g| **g).count() != 1 {
        c.error(
            ls,
            name.span(),
            Message::new(
                "a `[[place]]` needs exactly one of `area`, `zone`, `track` or `gauge`",
                "`[[place]]` には `area`、`zone`、`track`、`gauge` のどれか一つだけを書きます",
            ),
        );
        return None;
    }
    if let Some(a) = &p.area {
        return known_id(c, ls, a, ("area", "エリア"), ids(&all.areas, |a| &a.id)).map(Where::Area);
    }
    if let Some(z) = &p.zone {
        let zones = ids(&all.seat_zones, |z| &z.id);
        return known_id(c, ls, z, ("seat zone", "席のゾーン"), zones).map(Where::SeatZone);
    }
    if let Some(g) = &p.gauge {
        return known_id(c, ls, g, ("gauge", "ゲージ"), ids(&all.gauges, |g| &g.id))
            .map(Where::Gauge);
    }
    let t = p.track.as_ref()?;
    if all.track.is_none() {
        c.error_hint(
            ls,
            t.span(),
            Message::new(
                "there is no track to place on",
                "置く先のトラックがありません",
            ),
            Message::new(
                "define one in `[track]`",
                "`[track]` にトラックを定義してください",
            ),
        );
        return None;
    }
    match t.get_ref().as_str() {
        "start" => Some(Where::TrackStart),
        "emblems" => emblems(c, ls, p, t, all),
        other => {
            c.error(
                ls,
                t.span(),
                Message::new(
                    format!("expected `start` or `emblems`, found `{other}`"),
                    format!("`start` か `emblems` を書きます（`{other}` になっています）"),
                ),
            );
            None
        }
    }
}

/// The ids of `things`, in definition order.
fn ids<T>(things: &[T], id: impl Fn(&T) -> &String) -> Vec<&str> {
    things.iter().map(|t| id(t).as_str()).collect()
}

/// Where `raw` is among the `known` ids of a `what` (`which` in Japanese); else an error
/// listing them.
fn known_id(
    c: &mut Checker,
    ls: &Source,
    raw: &Spanned<String>,
    (what, which): (&str, &str),
    known: Vec<&str>,
) -> Option<usize> {
    if let Some(i) = known.iter().position(|k| *k == raw.get_ref()) {
        return Some(i);
    }
    let (id, listed) = (raw.get_ref(), crate::error::listed(&known));
    let known = known.join(", ");
    c.error_hint(
        ls,
        raw.span(),
        Message::new(
            format!("unknown {what} `{id}`"),
            format!("`{id}` という{which}はありません"),
        ),
        Message::new(format!("known: {known}"), format!("あるもの: {listed}")),
    );
    None
}

/// `track = "emblems"`: the cards dealt onto the track's emblems in `piles`, the rest to the
/// area `rest` names.
fn emblems(
    c: &mut Checker,
    ls: &Source,
    p: &RawPlace,
    t: &Spanned<String>,
    all: &super::areas::Areas,
) -> Option<Where> {
    let Some(r) = &p.rest else {
        c.error_hint(
            ls,
            t.span(),
            Message::new(
                "`track = \"emblems\"` needs `rest`, the area for the cards left over",
                "`track = \"emblems\"` には、余ったカードを置くエリア `rest` が必要です",
            ),
            Message::new(
                "e.g. `rest = \"waiting\"` and `piles = 2`",
                "例: `rest = \"waiting\"` と `piles = 2`",
            ),
        );
        return None;
    };
    let rest = known_id(c, ls, r, ("area", "エリア"), ids(&all.areas, |a| &a.id))?;
    let piles = p
        .piles
        .as_ref()
        .map_or(1, |n| c.positive(ls, n, ("`piles`", "`piles`")));
    Some(Where::Emblems { rest, piles })
}
