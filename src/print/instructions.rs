//! The cover's words, in the messages' language (ja/en): what the file is, how to print it
//! (the calibration sheet first, both sides or fronts alone), which pages hold what, how to
//! cut it, and what it holds. `cover.rs` lays them out on pages.

use super::PrintOptions;
use super::layout::{CELL_MM, Item, ItemKind, OVERLAP_MM, Page, PageKind};
use crate::definition::Lang;
use std::collections::BTreeMap;

/// A line of the cover: the title, a heading, or text.
#[derive(Clone)]
pub(super) enum Line {
    Title(String),
    Heading(String),
    Text(String),
}

impl Line {
    /// Its text, size, weight, and the space above it (mm).
    pub(super) fn style(&self) -> (&str, f64, &'static str, f64) {
        match self {
            Line::Title(t) => (t, 7.0, "bold", 0.0),
            Line::Heading(t) => (t, 5.0, "bold", 3.0),
            Line::Text(t) => (t, 3.6, "normal", 0.0),
        }
    }
}

/// `page 5` or `pages 2–9, 12`: page numbers written as ranges, with the word that fits.
fn pages_phrase(numbers: &[usize], lang: Lang) -> String {
    let ranges = page_ranges(numbers);
    match lang {
        Lang::Ja => format!("{ranges} ページ"),
        Lang::En if numbers.len() == 1 => format!("page {ranges}"),
        Lang::En => format!("pages {ranges}"),
    }
}

/// The page numbers (1-based) of the pages `wanted` picks.
fn pages_where(pages: &[Page], wanted: impl Fn(&PageKind) -> bool) -> Vec<usize> {
    pages
        .iter()
        .enumerate()
        .filter(|(_, p)| wanted(&p.kind))
        .map(|(n, _)| n + 1)
        .collect()
}

/// The cover's lines: what the file is, how to print it, how to cut it, what it holds.
pub(super) fn cover_lines(
    title: &str,
    items: &[Item],
    pages: &[Page],
    options: &PrintOptions,
) -> Vec<Line> {
    let lang = options.lang;
    let ja = lang == Lang::Ja;
    let mut lines = vec![Line::Title(if ja {
        format!("{title} — 印刷して遊ぶ")
    } else {
        format!("{title} — print and play")
    })];
    actual_size(&mut lines, pages, lang);
    lines.push(Line::Heading(if ja { "印刷" } else { "Printing" }.into()));
    sides(&mut lines, pages, options);
    where_things_print(&mut lines, items, pages, lang);
    if options.ink_saving {
        lines.push(Line::Text(
            if ja {
                "インク節約：塗りつぶしを淡くし、濃い地の白い文字を濃い色にしてあります。"
            } else {
                "Ink saving: fills are printed pale, and light words on dark fills dark."
            }
            .into(),
        ));
    }
    lines.push(Line::Heading(
        if ja { "切り取り" } else { "Cutting" }.into(),
    ));
    cutting(&mut lines, &options.sheet, lang);
    lines.push(Line::Heading(if ja { "内容" } else { "Contents" }.into()));
    contents(&mut lines, items, lang);
    lines
}

/// How many pages, printed at actual size, and how large a cell is on paper.
fn actual_size(lines: &mut Vec<Line>, pages: &[Page], lang: Lang) {
    let ja = lang == Lang::Ja;
    let say = |ja_text: String, en_text: String| Line::Text(if ja { ja_text } else { en_text });
    let total = pages.len();
    lines.push(say(
        format!("全{total}ページ。「実際のサイズ（100%）」で印刷してください（「用紙に合わせる」は使わない）。"),
        format!(
            "{total} {}. Print at actual size (100%), never \"fit to page\".",
            if total == 1 { "page" } else { "pages" }
        ),
    ));
    lines.push(say(
        format!("1マス = {CELL_MM} mm：標準のカード（幅3マス）は 63 × 88 mm。"),
        format!("One udonarium cell = {CELL_MM} mm: a usual card (3 cells wide) is 63 × 88 mm."),
    ));
}

/// The calibration sheet first, then the whole file on both sides (or fronts alone), and
/// what to print without double-sided printing.
fn sides(lines: &mut Vec<Line>, pages: &[Page], options: &PrintOptions) {
    let lang = options.lang;
    let sheet = &options.sheet;
    let ja = lang == Lang::Ja;
    let say = |ja_text: String, en_text: String| Line::Text(if ja { ja_text } else { en_text });
    let calibration = pages_where(pages, |k| matches!(k, PageKind::Calibration { .. }));
    if !calibration.is_empty() {
        lines.push(say(
            format!(
                "まず{}（確かめ用の1枚）だけを両面に印刷し、そこに書かれた通りに大きさと裏表のずれを確かめてください。",
                pages_phrase(&calibration, lang)
            ),
            format!(
                "First print {} alone (a sheet to check your printer), double-sided, and check it as it says.",
                pages_phrase(&calibration, lang)
            ),
        ));
    }
    if sheet.fronts_only {
        lines.push(say(
            "片面印刷：表だけを並べたファイルです（裏は入っていません）。すべてのページを片面に印刷します。".into(),
            "Single-sided: the file holds fronts only (no backs). Print every page on one side.".into(),
        ));
    } else {
        lines.push(say(
            "両面印刷（長辺とじ）でファイル全体を印刷すると、どのカードも裏が表の真後ろに来ます。白紙のページは、裏に何もないページの裏です。".into(),
            "Print the whole file double-sided, flipping on the long edge: every back lands behind its front. The blank pages are the backs of pages with nothing behind them.".into(),
        ));
        // Everything but the blank pages: the odd pages, and the even ones holding backs
        // (or the cover's second page).
        let even: Vec<usize> = (1..=pages.len())
            .filter(|n| n % 2 == 0 && pages[n - 1].kind != PageKind::Blank)
            .collect();
        lines.push(if even.is_empty() {
            say(
                "両面印刷ができないときは、奇数ページだけを片面に印刷してください。".into(),
                "Without double-sided printing, print the odd pages single-sided.".into(),
            )
        } else {
            say(
                format!(
                    "両面印刷ができないときは、奇数ページと{}を片面に印刷し、裏のページを前のページに背中合わせに貼ってください。",
                    pages_phrase(&even, lang)
                ),
                format!(
                    "Without double-sided printing, print the odd pages and {} single-sided, and glue each page of backs behind the page before it.",
                    pages_phrase(&even, lang)
                ),
            )
        });
        if sheet.back_offset != (0.0, 0.0) {
            let (x, y) = sheet.back_offset;
            lines.push(say(
                format!("裏のページは右へ {x} mm、下へ {y} mm ずらしてあります（プリンターの両面のずれの補正）。"),
                format!("Every page of backs is moved {x} mm right and {y} mm down, for a printer whose two sides are that far apart."),
            ));
        }
    }
}

/// Which pages hold the cards, the things with nothing on their back, and the tiles of
/// what is larger than the paper.
fn where_things_print(lines: &mut Vec<Line>, items: &[Item], pages: &[Page], lang: Lang) {
    let ja = lang == Lang::Ja;
    let say = |ja_text: String, en_text: String| Line::Text(if ja { ja_text } else { en_text });
    let cards = pages_where(pages, |k| matches!(k, PageKind::Fronts | PageKind::Backs));
    if !cards.is_empty() {
        lines.push(say(
            format!(
                "カード：{}（表の次のページが裏で、左右反転して並びます）。",
                pages_phrase(&cards, lang)
            ),
            format!(
                "Cards: {} (each page of fronts followed by its backs, mirrored so they line up).",
                pages_phrase(&cards, lang)
            ),
        ));
    }
    nothing_on_their_back(lines, items, pages, lang);
    larger_than_the_paper(lines, items, pages, lang);
}

/// The pages of things with nothing on their back (pieces, counters, die faces, boards).
fn nothing_on_their_back(lines: &mut Vec<Line>, items: &[Item], pages: &[Page], lang: Lang) {
    let ja = lang == Lang::Ja;
    let say = |ja_text: String, en_text: String| Line::Text(if ja { ja_text } else { en_text });
    let single = pages_where(pages, |k| *k == PageKind::Single);
    if !single.is_empty() {
        // What those pages hold, in the order they come.
        let mut kinds: Vec<ItemKind> = Vec::new();
        for page in pages.iter().filter(|p| p.kind == PageKind::Single) {
            for &i in &page.items {
                if !kinds.contains(&items[i].kind) {
                    kinds.push(items[i].kind);
                }
            }
        }
        let named: Vec<&str> = kinds
            .iter()
            .map(|kind| match (ja, kind) {
                (true, ItemKind::Piece) => "コマ",
                (true, ItemKind::Counter) => "カウンター",
                (true, ItemKind::DieFace) => "ダイスの面",
                (true, _) => "ボード",
                (false, ItemKind::Piece) => "pieces",
                (false, ItemKind::Counter) => "counters",
                (false, ItemKind::DieFace) => "die faces",
                (false, _) => "boards",
            })
            .collect();
        let pages = pages_phrase(&single, lang);
        lines.push(if ja {
            say(
                format!("裏のないもの（{}）：{pages}。", named.join("、")),
                String::new(),
            )
        } else {
            say(
                String::new(),
                format!("Nothing on their back ({}): {pages}.", named.join(", ")),
            )
        });
    }
}

/// The tiles of what is larger than the paper, glued together.
fn larger_than_the_paper(lines: &mut Vec<Line>, items: &[Item], pages: &[Page], lang: Lang) {
    let ja = lang == Lang::Ja;
    let say = |ja_text: String, en_text: String| Line::Text(if ja { ja_text } else { en_text });
    let tiles = pages_where(pages, |k| matches!(k, PageKind::Tile { .. }));
    if !tiles.is_empty() {
        let tiled = |kind: ItemKind| {
            pages.iter().any(|p| {
                matches!(p.kind, PageKind::Tile { .. })
                    && p.items.iter().any(|&i| items[i].kind == kind)
            })
        };
        let what = match (ja, tiled(ItemKind::Board), tiled(ItemKind::Table)) {
            (true, true, true) => "用紙より大きいもの（ボード、なくても遊べるテーブル）",
            (true, false, true) => "用紙より大きいもの（テーブル：なくても遊べます）",
            (true, true, false) => "用紙より大きいもの（ボード）",
            (true, false, false) => "用紙より大きいもの",
            (false, true, true) => "Larger than the paper (boards; the table, optional for play)",
            (false, false, true) => "Larger than the paper (the table, optional for play)",
            (false, true, false) => "Larger than the paper (boards)",
            (false, false, false) => "Larger than the paper",
        };
        lines.push(say(
            format!(
                "{what}：{}。{OVERLAP_MM} mm ずつ重ねて印の線まで貼り合わせます。",
                pages_phrase(&tiles, lang)
            ),
            format!(
                "{what}: {}. Tiles share {OVERLAP_MM} mm; glue each up to the marks.",
                pages_phrase(&tiles, lang)
            ),
        ));
    }
}

/// How to cut: along the crop marks, the bleed past the cut lines.
fn cutting(lines: &mut Vec<Line>, sheet: &super::Sheet, lang: Lang) {
    let ja = lang == Lang::Ja;
    let say = |ja_text: String, en_text: String| Line::Text(if ja { ja_text } else { en_text });
    let bleed = sheet.bleed;
    lines.push(if sheet.gutters {
        say(
            format!("余白のトンボ（短い線）を定規で結んで切ります。絵は切り線の外へ {bleed} mm はみ出しています。"),
            format!("Cut along a ruler laid from crop mark to crop mark in the margins; each picture runs {bleed} mm past its cut line."),
        )
    } else {
        say(
            format!("余白のトンボ（短い線）を定規で結んで切ります。隣どうしは接していて、1本の線で両方が切れます。絵は外側の切り線の外へ {bleed} mm まではみ出しています（余白の狭い辺では短く）。"),
            format!("Cut along a ruler laid from crop mark to crop mark in the margins. Neighbours touch, so one cut parts two. Pictures run up to {bleed} mm past a sheet's outer cut lines (less where the margin is short)."),
        )
    });
}

/// Each distinct thing once: its name, how many, its size.
fn contents(lines: &mut Vec<Line>, items: &[Item], lang: Lang) {
    let ja = lang == Lang::Ja;
    let say = |ja_text: String, en_text: String| Line::Text(if ja { ja_text } else { en_text });
    let mut counted: Vec<(String, usize, f64, f64)> = Vec::new();
    let mut at: BTreeMap<(String, u64, u64), usize> = BTreeMap::new();
    for item in items {
        let key = (
            item.label.clone(),
            item.width.to_bits(),
            item.height.to_bits(),
        );
        let next = counted.len();
        let n = *at.entry(key).or_insert(next);
        if n == next {
            counted.push((item.label.clone(), 0, item.width, item.height));
        }
        counted[n].1 += 1;
    }
    for (label, count, w, h) in counted {
        lines.push(say(
            format!("・{label} × {count}（{w:.1} × {h:.1} mm）"),
            format!("• {label} × {count} ({w:.1} × {h:.1} mm)"),
        ));
    }
}

/// `1, 2–9, 12` from page numbers.
fn page_ranges(numbers: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < numbers.len() {
        let mut j = i;
        while j + 1 < numbers.len() && numbers[j + 1] == numbers[j] + 1 {
            j += 1;
        }
        parts.push(if i == j {
            numbers[i].to_string()
        } else {
            format!("{}–{}", numbers[i], numbers[j])
        });
        i = j + 1;
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_numbers_are_written_as_ranges_with_the_word_that_fits() {
        assert_eq!(page_ranges(&[2, 3, 4, 7, 9, 10]), "2–4, 7, 9–10");
        assert_eq!(page_ranges(&[]), "");
        assert_eq!(pages_phrase(&[24], Lang::En), "page 24");
        assert_eq!(pages_phrase(&[2, 3], Lang::En), "pages 2–3");
        assert_eq!(pages_phrase(&[24], Lang::Ja), "24 ページ");
    }
}
