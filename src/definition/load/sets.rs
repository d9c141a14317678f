//! `[referee.sets]` in `game.toml`: a table of points by the items a set of cards holds,
//! checked to cover every combination exactly once.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::RawSets;
use crate::definition::referee::{SetTieBreak, SetsDef};
use crate::error::Message;
use std::collections::BTreeMap;

/// Sets larger than this are not a scoring table a person types.
const MAX_SET: usize = 8;

/// The points each set of `raw.kind`'s items scores, every combination once, and how a tie
/// is broken.
pub fn check(c: &mut Checker, gs: &Source, raw: &RawSets, game: &Game) -> Option<SetsDef> {
    let Some(kind) = game
        .card_kinds
        .iter()
        .position(|k| &k.id == raw.kind.get_ref())
    else {
        let kind = raw.kind.get_ref();
        c.error(
            gs,
            raw.kind.span(),
            Message::new(
                format!("unknown card kind `{kind}`"),
                format!("`{kind}` というカードの種類はありません"),
            ),
        );
        return None;
    };
    let items = &game.card_kinds[kind].items;
    let mut points = BTreeMap::new();
    let mut size = None;
    for (key, value) in raw.points.get_ref() {
        let mut set = set_items(c, gs, raw, key, items);
        if set.is_empty() {
            continue;
        }
        let want = *size.get_or_insert(set.len());
        if set.len() != want || set.len() > MAX_SET {
            let count = set.len();
            c.error(
                gs,
                key.span(),
                Message::new(
                    format!("a set of {count} items, but the first set has {want}"),
                    format!("{count} 枚のセットですが、最初のセットは {want} 枚です"),
                ),
            );
            continue;
        }
        set.sort_unstable();
        let value = c.value(gs, key.span(), *value, ("the set's points", "セットの点数"));
        if points.insert(set, value).is_some() {
            let set = key.get_ref();
            c.error(
                gs,
                key.span(),
                Message::new(
                    format!("`{set}` is the same set as an earlier entry"),
                    format!("`{set}` は前にあるものと同じセットです"),
                ),
            );
        }
    }
    let size = size?;
    report_missing(c, gs, raw, items, size, &points);
    Some(SetsDef {
        kind,
        size,
        points,
        tie_break: tie_break(c, gs, raw),
    })
}

/// The items of the set `key` names (`A+B+…`), by index; empty after reporting one that
/// is not an item of the kind.
fn set_items(
    c: &mut Checker,
    gs: &Source,
    raw: &RawSets,
    key: &toml::Spanned<String>,
    items: &[CardItem],
) -> Vec<usize> {
    let mut set = Vec::new();
    for id in key.get_ref().split('+').map(str::trim) {
        match items.iter().position(|i| i.id == id) {
            Some(i) => set.push(i),
            None => {
                let known: Vec<&str> = items.iter().map(|i| i.id.as_str()).collect();
                let (kind, listed) = (raw.kind.get_ref(), crate::error::listed(&known));
                let known = known.join(", ");
                c.error_hint(
                    gs,
                    key.span(),
                    Message::new(
                        format!("`{id}` is not a `{kind}` card"),
                        format!("`{id}` は `{kind}` のカードではありません"),
                    ),
                    Message::new(
                        format!("write a set as its items joined by `+`: {known}"),
                        format!("セットはカードを `+` でつないで書きます: {listed}"),
                    ),
                );
                return Vec::new();
            }
        }
    }
    set
}

/// Reports the combinations of `size` items that `points` has no points for.
fn report_missing(
    c: &mut Checker,
    gs: &Source,
    raw: &RawSets,
    items: &[CardItem],
    size: usize,
    points: &BTreeMap<Vec<usize>, i64>,
) {
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
        let (listed, missing) = (crate::error::listed(&missing), missing.join(", "));
        c.error_hint(
            gs,
            raw.points.span(),
            Message::new(
                format!("sets without points: {missing}"),
                format!("点数のないセット: {listed}"),
            ),
            Message::new(
                "every combination of the items needs its points",
                "カードのどの組み合わせにも点数が必要です",
            ),
        );
    }
}

/// The ways a tie for the most set points can be broken, by their name in `tie_break`.
const TIE_BREAKS: [(&str, SetTieBreak); 3] = [
    ("shared", SetTieBreak::Shared),
    ("finisher", SetTieBreak::Finisher),
    ("blessing", SetTieBreak::Blessing),
];

/// `tie_break`, shared where it is left out (or after reporting an unknown one).
fn tie_break(c: &mut Checker, gs: &Source, raw: &RawSets) -> SetTieBreak {
    let Some(named) = &raw.tie_break else {
        return SetTieBreak::Shared;
    };
    let other = named.get_ref().as_str();
    if let Some((_, way)) = TIE_BREAKS.iter().find(|(name, _)| *name == other) {
        return *way;
    }
    c.error(
        gs,
        named.span(),
        Message::new(
            format!("expected `shared`, `finisher` or `blessing`, found `{other}`"),
            format!(
                "`shared`、`finisher`、`blessing` のどれかを書きます（`{other}` になっています）"
            ),
        ),
    );
    SetTieBreak::Shared
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
