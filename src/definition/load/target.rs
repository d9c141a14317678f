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
    let unknown =
        |c: &mut Checker, raw: &Spanned<String>, (what, which): (&str, &str), known: Vec<&str>| {
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
        };
    if let Some(a) = &p.area {
        return match all.areas.iter().position(|z| &z.id == a.get_ref()) {
            Some(i) => Some(Where::Area(i)),
            None => unknown(
                c,
                a,
                ("area", "エリア"),
                all.areas.iter().map(|a| a.id.as_str()).collect(),
            ),
        };
    }
    if let Some(z) = &p.zone {
        return match all.seat_zones.iter().position(|s| &s.id == z.get_ref()) {
            Some(i) => Some(Where::SeatZone(i)),
            None => unknown(
                c,
                z,
                ("seat zone", "席のゾーン"),
                all.seat_zones.iter().map(|a| a.id.as_str()).collect(),
            ),
        };
    }
    if let Some(g) = &p.gauge {
        return match all.gauges.iter().position(|x| &x.id == g.get_ref()) {
            Some(i) => Some(Where::Gauge(i)),
            None => unknown(
                c,
                g,
                ("gauge", "ゲージ"),
                all.gauges.iter().map(|a| a.id.as_str()).collect(),
            ),
        };
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
        "emblems" => {
            let rest = match &p.rest {
                Some(r) => match all.areas.iter().position(|a| &a.id == r.get_ref()) {
                    Some(i) => i,
                    None => {
                        return unknown(
                            c,
                            r,
                            ("area", "エリア"),
                            all.areas.iter().map(|a| a.id.as_str()).collect(),
                        );
                    }
                },
                None => {
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
                }
            };
            let piles = p
                .piles
                .as_ref()
                .map_or(1, |n| c.positive(ls, n, ("`piles`", "`piles`")));
            Some(Where::Emblems { rest, piles })
        }
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
