//! `layout.toml`, `[[place]]`: a stack's order (`sort`) and what becomes of a per-seat
//! placement at seats nobody plays (`unplayed`, `pool`).

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::RawPlace;
use crate::error::Message;
use toml::Spanned;

/// The value a stack is sorted by: an icon id every card of the kind may carry.
pub fn sort_by(
    c: &mut Checker,
    ls: &Source,
    p: &RawPlace,
    name: &Spanned<String>,
    what: What,
    icons: &[Icon],
) -> Option<String> {
    let key = p.sort.as_ref()?;
    if !matches!(what, What::Cards(_)) {
        c.error(
            ls,
            key.span(),
            Message::new(
                "only cards can be sorted",
                "並べ替え（`sort`）ができるのはカードだけです",
            ),
        );
        return None;
    }
    if p.shuffle {
        c.error(
            ls,
            name.span(),
            Message::new(
                "a `[[place]]` is either `shuffle`d or `sort`ed, not both",
                "`[[place]]` は `shuffle` か `sort` のどちらか一方です",
            ),
        );
    }
    if !icons.iter().any(|i| &i.id == key.get_ref()) {
        let known: Vec<&str> = icons.iter().map(|i| i.id.as_str()).collect();
        let (value, listed) = (key.get_ref(), crate::error::listed(&known));
        let known = known.join(", ");
        c.error_hint(
            ls,
            key.span(),
            Message::new(
                format!("unknown value `{value}`"),
                format!("`{value}` という値はありません"),
            ),
            Message::new(
                format!("cards are sorted by a value, keyed by icon: {known}"),
                format!("カードは値で並べ替えます。値はアイコンの ID で書きます: {listed}"),
            ),
        );
    }
    Some(key.get_ref().clone())
}

/// What becomes of a placement's things at a seat nobody plays: kept, left out, pooled in
/// a shared area or set aside in one.
pub fn unplayed(
    c: &mut Checker,
    ls: &Source,
    p: &RawPlace,
    per_seat: bool,
    what: What,
    areas: &[Zone],
) -> Unplayed {
    let Some(raw) = &p.unplayed else {
        keys_without_unplayed(c, ls, p);
        return Unplayed::Keep;
    };
    if !per_seat {
        c.error(
            ls,
            raw.span(),
            Message::new(
                "`unplayed` is for components placed at every seat",
                "`unplayed` は席ごとに置く部品のものです",
            ),
        );
        return Unplayed::Keep;
    }
    match raw.get_ref().as_str() {
        "keep" => Unplayed::Keep,
        "omit" => Unplayed::Omit,
        "pool" => {
            if !matches!(what, What::Cards(_)) {
                c.error(
                    ls,
                    raw.span(),
                    Message::new(
                        "only cards can be pooled",
                        "`pool` にまとめられるのはカードだけです",
                    ),
                );
                return Unplayed::Keep;
            }
            let example = Message::new(
                "e.g. `pool = \"blocked-roles\"` (a shared area)",
                "例: `pool = \"blocked-roles\"`（共有のエリア）",
            );
            match shared_area(c, ls, raw, &p.pool, "pool", example, areas) {
                Some(i) => Unplayed::Pool(i),
                None => Unplayed::Keep,
            }
        }
        "aside" => {
            let example = Message::new(
                "e.g. `aside = \"spare\"` (a shared area)",
                "例: `aside = \"spare\"`（共有のエリア）",
            );
            match shared_area(c, ls, raw, &p.aside, "aside", example, areas) {
                Some(i) => Unplayed::Aside(i),
                None => Unplayed::Keep,
            }
        }
        other => {
            c.error(
                ls,
                raw.span(),
                Message::new(
                    format!("expected `keep`, `omit`, `pool` or `aside`, found `{other}`"),
                    format!(
                        "`keep`、`omit`、`pool`、`aside` のどれかを書きます（`{other}` になっています）"
                    ),
                ),
            );
            Unplayed::Keep
        }
    }
}

/// `pool` and `aside` name where unplayed seats' things go: without `unplayed`, they are
/// reported.
fn keys_without_unplayed(c: &mut Checker, ls: &Source, p: &RawPlace) {
    for (key, value) in [("pool", &p.pool), ("aside", &p.aside)] {
        if let Some(v) = value {
            c.error(
                ls,
                v.span(),
                Message::new(
                    format!("`{key}` goes with `unplayed = \"{key}\"`"),
                    format!("`{key}` は `unplayed = \"{key}\"` と一緒に使います"),
                ),
            );
        }
    }
}

/// The shared area `unplayed = "KEY"` names in the key of the same name.
fn shared_area(
    c: &mut Checker,
    ls: &Source,
    raw: &Spanned<String>,
    value: &Option<Spanned<String>>,
    key: &str,
    example: Message,
    areas: &[Zone],
) -> Option<usize> {
    let Some(name) = value else {
        c.error_hint(
            ls,
            raw.span(),
            Message::new(
                format!("`unplayed = \"{key}\"` needs `{key} = \"AREA\"`, a shared area"),
                format!("`unplayed = \"{key}\"` には共有のエリア `{key} = \"AREA\"` が必要です"),
            ),
            example,
        );
        return None;
    };
    let found = areas.iter().position(|a| &a.id == name.get_ref());
    if found.is_none() {
        let known: Vec<&str> = areas.iter().map(|a| a.id.as_str()).collect();
        let (area, listed) = (name.get_ref(), crate::error::listed(&known));
        let known = known.join(", ");
        c.error_hint(
            ls,
            name.span(),
            Message::new(
                format!("unknown area `{area}`"),
                format!("`{area}` というエリアはありません"),
            ),
            Message::new(format!("known: {known}"), format!("あるエリア: {listed}")),
        );
    }
    found
}
