//! A page's label (what it holds, which page it is) and one line of text placed on a page,
//! as SVG text for the overlay the cover draws.

use super::layout::{Item, ItemKind, LabelSpot, Page, PageKind};
use crate::definition::Lang;
use std::collections::BTreeMap;

/// One line of text at `at` (its baseline's start), `size` mm, turned to run upwards.
pub(super) fn text_at(at: (f64, f64), size: f64, upwards: bool, text: &str) -> String {
    let turn = if upwards {
        format!(r#" transform="rotate(-90 {:.2} {:.2})""#, at.0, at.1)
    } else {
        String::new()
    };
    format!(
        r#"<text x="{:.2}" y="{:.2}" font-size="{size}"{turn}>{}</text>"#,
        at.0,
        at.1,
        escape(text)
    )
}

/// A page's label at its spot: what it holds and its page number, the number left out
/// where the room is short, what it holds cut short (…) where that is too.
pub(super) fn label(spot: LabelSpot, what: &str, page_number: &str) -> String {
    let length = |text: &str| -> f64 {
        text.chars()
            .map(|c| crate::art::wrap::advance(c) * spot.size)
            .sum()
    };
    let whole = format!("{what}{page_number}");
    let shown = if length(&whole) <= spot.room {
        whole
    } else if length(what) <= spot.room {
        what.to_string()
    } else {
        let mut cut = String::new();
        for c in what.chars() {
            if length(&cut) + length(&format!("{c}…")) > spot.room {
                break;
            }
            cut.push(c);
        }
        cut.push('…');
        cut
    };
    text_at(spot.at, spot.size, spot.upwards, &shown)
}

/// Each item's number among the items of its kind (1-based), in print order.
pub(super) fn numbers(items: &[Item]) -> Vec<usize> {
    let mut next: BTreeMap<ItemKind, usize> = BTreeMap::new();
    items
        .iter()
        .map(|item| {
            let n = next.entry(item.kind).or_insert(0);
            *n += 1;
            *n
        })
        .collect()
}

/// What a page of cards, pieces or boards holds (`cards 1–9 fronts`) and its number
/// (` · page 3 of 24`).
pub(super) fn page_label(
    page: &Page,
    items: &[Item],
    numbers: &[usize],
    lang: Lang,
    (n, total): (usize, usize),
) -> (String, String) {
    let mut parts: Vec<String> = Vec::new();
    let mut kinds: BTreeMap<ItemKind, (usize, usize)> = BTreeMap::new();
    for &i in &page.items {
        let range = kinds.entry(items[i].kind).or_insert((usize::MAX, 0));
        range.0 = range.0.min(numbers[i]);
        range.1 = range.1.max(numbers[i]);
    }
    for (kind, (from, to)) in kinds {
        let range = if from == to {
            from.to_string()
        } else {
            format!("{from}–{to}")
        };
        let what = match (lang, kind) {
            (Lang::Ja, ItemKind::Card) => "カード",
            (Lang::Ja, ItemKind::Piece) => "コマ",
            (Lang::Ja, ItemKind::Counter) => "カウンター",
            (Lang::Ja, ItemKind::DieFace) => "ダイスの面",
            (Lang::Ja, ItemKind::Board | ItemKind::Table) => "ボード",
            (Lang::En, ItemKind::Card) => "cards",
            (Lang::En, ItemKind::Piece) => "pieces",
            (Lang::En, ItemKind::Counter) => "counters",
            (Lang::En, ItemKind::DieFace) => "die faces",
            (Lang::En, ItemKind::Board | ItemKind::Table) => "boards",
        };
        let side = match (lang, &page.kind, kind) {
            (Lang::Ja, PageKind::Fronts, ItemKind::Card) => "（表）",
            (Lang::Ja, PageKind::Backs, ItemKind::Card) => "（裏）",
            (Lang::En, PageKind::Fronts, ItemKind::Card) => " fronts",
            (Lang::En, PageKind::Backs, ItemKind::Card) => " backs",
            _ => "",
        };
        parts.push(format!("{what} {range}{side}"));
    }
    match lang {
        Lang::Ja => (parts.join("、"), format!("・{} / {total} ページ", n + 1)),
        Lang::En => (parts.join(", "), format!(" · page {} of {total}", n + 1)),
    }
}

pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
