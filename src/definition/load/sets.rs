//! `[referee.sets]` in `game.toml`: a table of points by the items a set of cards holds,
//! checked to cover every combination exactly once.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::RawSets;
use crate::definition::referee::{SetTieBreak, SetsDef};
use std::collections::BTreeMap;

/// Sets larger than this are not a scoring table a person types.
const MAX_SET: usize = 8;

pub fn check(c: &mut Checker, gs: &Source, raw: &RawSets, game: &Game) -> Option<SetsDef> {
    let Some(kind) = game
        .card_kinds
        .iter()
        .position(|k| &k.id == raw.kind.get_ref())
    else {
        c.error(
            gs,
            raw.kind.span(),
            format!("unknown card kind `{}`", raw.kind.get_ref()),
        );
        return None;
    };
    let items = &game.card_kinds[kind].items;
    let known: Vec<&str> = items.iter().map(|i| i.id.as_str()).collect();
    let mut points = BTreeMap::new();
    let mut size = None;
    for (key, value) in raw.points.get_ref() {
        let mut set = Vec::new();
        for id in key.get_ref().split('+').map(str::trim) {
            match items.iter().position(|i| i.id == id) {
                Some(i) => set.push(i),
                None => {
                    c.error_hint(
                        gs,
                        key.span(),
                        format!("`{id}` is not a `{}` card", raw.kind.get_ref()),
                        format!(
                            "write a set as its items joined by `+`: {}",
                            known.join(", ")
                        ),
                    );
                    set.clear();
                    break;
                }
            }
        }
        if set.is_empty() {
            continue;
        }
        let want = *size.get_or_insert(set.len());
        if set.len() != want || set.len() > MAX_SET {
            c.error(
                gs,
                key.span(),
                format!("a set of {} items, but the first set has {want}", set.len()),
            );
            continue;
        }
        set.sort_unstable();
        let value = c.value(gs, key.span(), *value, "the set's points");
        if points.insert(set, value).is_some() {
            c.error(
                gs,
                key.span(),
                format!("`{}` is the same set as an earlier entry", key.get_ref()),
            );
        }
    }
    let size = size?;
    let missing: Vec<String> = combinations(items.len(), size)
        .into_iter()
        .filter(|set| !points.contains_key(set))
        .map(|set| {
            set.iter()
                .map(|i| items[*i].id.as_str())
                .collect::<Vec<_>>()
                .join("+")
        })
        .collect();
    if !missing.is_empty() {
        c.error_hint(
            gs,
            raw.points.span(),
            format!("sets without points: {}", missing.join(", ")),
            "every combination of the items needs its points".into(),
        );
    }
    let tie_break = match raw.tie_break.as_ref().map(|t| t.get_ref().as_str()) {
        None | Some("shared") => SetTieBreak::Shared,
        Some("finisher") => SetTieBreak::Finisher,
        Some("blessing") => SetTieBreak::Blessing,
        Some(other) => {
            let span = raw.tie_break.as_ref().map_or(raw.kind.span(), |t| t.span());
            c.error(
                gs,
                span,
                format!("expected `shared`, `finisher` or `blessing`, found `{other}`"),
            );
            SetTieBreak::Shared
        }
    };
    Some(SetsDef {
        kind,
        size,
        points,
        tie_break,
    })
}

/// Every multiset of `size` indices below `n`, each sorted.
fn combinations(n: usize, size: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut current = Vec::new();
    fn walk(
        n: usize,
        size: usize,
        from: usize,
        current: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if current.len() == size {
            out.push(current.clone());
            return;
        }
        for i in from..n {
            current.push(i);
            walk(n, size, i, current, out);
            current.pop();
        }
    }
    walk(n, size.min(MAX_SET), 0, &mut current, &mut out);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn three_colours_make_ten_pentacles() {
        assert_eq!(super::combinations(3, 3).len(), 10);
        assert_eq!(
            super::combinations(2, 2),
            vec![vec![0, 0], vec![0, 1], vec![1, 1]]
        );
    }
}
