//! `layout.toml`, `[[place]]`: a stack's order (`sort`) and what becomes of a per-seat
//! placement at seats nobody plays (`unplayed`, `pool`).

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::RawPlace;
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
        c.error(ls, key.span(), "only cards can be sorted".into());
        return None;
    }
    if p.shuffle {
        c.error(
            ls,
            name.span(),
            "a `[[place]]` is either `shuffle`d or `sort`ed, not both".into(),
        );
    }
    if !icons.iter().any(|i| &i.id == key.get_ref()) {
        let known: Vec<&str> = icons.iter().map(|i| i.id.as_str()).collect();
        c.error_hint(
            ls,
            key.span(),
            format!("unknown value `{}`", key.get_ref()),
            format!(
                "cards are sorted by a value, keyed by icon: {}",
                known.join(", ")
            ),
        );
    }
    Some(key.get_ref().clone())
}

pub fn unplayed(
    c: &mut Checker,
    ls: &Source,
    p: &RawPlace,
    per_seat: bool,
    what: What,
    areas: &[Zone],
) -> Unplayed {
    let Some(raw) = &p.unplayed else {
        for (key, value) in [("pool", &p.pool), ("aside", &p.aside)] {
            if let Some(v) = value {
                c.error(
                    ls,
                    v.span(),
                    format!("`{key}` goes with `unplayed = \"{key}\"`"),
                );
            }
        }
        return Unplayed::Keep;
    };
    if !per_seat {
        c.error(
            ls,
            raw.span(),
            "`unplayed` is for components placed at every seat".into(),
        );
        return Unplayed::Keep;
    }
    match raw.get_ref().as_str() {
        "keep" => Unplayed::Keep,
        "omit" => Unplayed::Omit,
        "pool" => {
            if !matches!(what, What::Cards(_)) {
                c.error(ls, raw.span(), "only cards can be pooled".into());
                return Unplayed::Keep;
            }
            let example = "e.g. `pool = \"blocked-roles\"` (a shared area)";
            match shared_area(c, ls, raw, &p.pool, "pool", example, areas) {
                Some(i) => Unplayed::Pool(i),
                None => Unplayed::Keep,
            }
        }
        "aside" => {
            let example = "e.g. `aside = \"spare\"` (a shared area)";
            match shared_area(c, ls, raw, &p.aside, "aside", example, areas) {
                Some(i) => Unplayed::Aside(i),
                None => Unplayed::Keep,
            }
        }
        other => {
            c.error(
                ls,
                raw.span(),
                format!("expected `keep`, `omit`, `pool` or `aside`, found `{other}`"),
            );
            Unplayed::Keep
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
    example: &str,
    areas: &[Zone],
) -> Option<usize> {
    let Some(name) = value else {
        c.error_hint(
            ls,
            raw.span(),
            format!("`unplayed = \"{key}\"` needs `{key} = \"AREA\"`, a shared area"),
            example.into(),
        );
        return None;
    };
    let found = areas.iter().position(|a| &a.id == name.get_ref());
    if found.is_none() {
        let known: Vec<&str> = areas.iter().map(|a| a.id.as_str()).collect();
        c.error_hint(
            ls,
            name.span(),
            format!("unknown area `{}`", name.get_ref()),
            format!("known: {}", known.join(", ")),
        );
    }
    found
}
