//! The words on the pages, in the room's language, as SVG text laid out with the bundled
//! font: the cover (what to print, how, what to cut, everything the file holds), running
//! on to the next page rather than off the paper; each page's label (`labels.rs`); a
//! tile's caption; the calibration sheet's instructions.

use super::PrintOptions;
use super::labels::{escape, label, numbers, page_label, text_at};
use super::layout::{CELL_MM, EDGE_MM, Item, ItemKind, OVERLAP_MM, Page, PageKind};
use crate::art::Renderer;
use crate::definition::Lang;
use resvg::usvg::Tree;
use std::collections::BTreeMap;

/// Where the cover's text starts and stops, from the top of the page, in mm.
const COVER_TOP_MM: f64 = 14.0;
const COVER_FOOT_MM: f64 = 16.0;
/// The cover's left margin.
const COVER_LEFT_MM: f64 = 15.0;

/// One overlay per page: the cover's text, a page's label, a tile's caption, the
/// calibration sheet's words.
pub fn overlays(
    renderer: &Renderer,
    title: &str,
    items: &[Item],
    pages: &[Page],
    options: &PrintOptions,
) -> Result<Vec<Option<Tree>>, crate::error::RenderProblem> {
    let (width, height) = options.sheet.paper.size();
    let lang = options.lang;
    let cover = paginate(&cover_lines(title, items, pages, options), width, height);
    let numbers = numbers(items);
    let mut out = Vec::with_capacity(pages.len());
    for (n, page) in pages.iter().enumerate() {
        let body = match &page.kind {
            PageKind::Cover => cover
                .get(n)
                .map(|lines| placed(lines, COVER_TOP_MM))
                .unwrap_or_default(),
            PageKind::Tile {
                label,
                row,
                column,
                rows,
                columns,
                back,
            } => {
                let side = match (lang, back) {
                    (_, false) => "",
                    (Lang::Ja, true) => "（裏）",
                    (Lang::En, true) => " (back)",
                };
                let caption = match lang {
                    Lang::Ja => format!(
                        "{label}{side} {}/{}段目 {}/{}列目 — のりしろ {OVERLAP_MM} mm、線まで重ねて貼る（{} / {} ページ）",
                        row + 1,
                        rows,
                        column + 1,
                        columns,
                        n + 1,
                        pages.len()
                    ),
                    Lang::En => format!(
                        "{label}{side} row {}/{}, column {}/{} — overlap {OVERLAP_MM} mm, glue up to the marks (page {} of {})",
                        row + 1,
                        rows,
                        column + 1,
                        columns,
                        n + 1,
                        pages.len()
                    ),
                };
                text_at(
                    (COVER_LEFT_MM, height - EDGE_MM - 0.6),
                    2.6,
                    false,
                    &caption,
                )
            }
            PageKind::Blank => {
                let words = match lang {
                    Lang::Ja => format!("白紙：{} ページの裏（両面印刷で表と裏をそろえるため）", n),
                    Lang::En => format!(
                        "Blank: the back of page {n}, so a double-sided print keeps every back behind its front"
                    ),
                };
                text_at((COVER_LEFT_MM, EDGE_MM + 3.0), 2.4, false, &words)
            }
            PageKind::Calibration { back } => {
                let lines = calibration_lines(items, page, *back, lang, options);
                paginate(&lines, width, f64::INFINITY)
                    .first()
                    .map(|lines| placed(lines, EDGE_MM + 4.0))
                    .unwrap_or_default()
            }
            PageKind::Fronts | PageKind::Backs | PageKind::Single => match page.label {
                Some(spot) => {
                    let (what, page_number) =
                        page_label(page, items, &numbers, lang, (n, pages.len()));
                    label(spot, &what, &page_number)
                }
                None => String::new(),
            },
        };
        if body.is_empty() {
            out.push(None);
            continue;
        }
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">{body}</svg>"#
        );
        out.push(Some(renderer.tree(&svg)?));
    }
    Ok(out)
}

/// How many pages the cover takes: what the layout leaves room for before the rest.
pub fn cover_pages(title: &str, items: &[Item], pages: &[Page], options: &PrintOptions) -> usize {
    let (width, height) = options.sheet.paper.size();
    paginate(&cover_lines(title, items, pages, options), width, height)
        .len()
        .max(1)
}

#[derive(Clone)]
enum Line {
    Title(String),
    Heading(String),
    Text(String),
}

impl Line {
    /// Its text, size, weight, and the space above it (mm).
    fn style(&self) -> (&str, f64, &'static str, f64) {
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

fn cover_lines(title: &str, items: &[Item], pages: &[Page], options: &PrintOptions) -> Vec<Line> {
    let lang = options.lang;
    let ja = lang == Lang::Ja;
    let sheet = &options.sheet;
    let say = |ja_text: String, en_text: String| Line::Text(if ja { ja_text } else { en_text });
    let mut lines = vec![Line::Title(if ja {
        format!("{title} — 印刷して遊ぶ")
    } else {
        format!("{title} — print and play")
    })];
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
    lines.push(Line::Heading(if ja { "印刷" } else { "Printing" }.into()));
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
    if options.ink_saving {
        lines.push(say(
            "インク節約：塗りつぶしを淡くし、濃い地の白い文字を濃い色にしてあります。".into(),
            "Ink saving: fills are printed pale, and light words on dark fills dark.".into(),
        ));
    }
    lines.push(Line::Heading(
        if ja { "切り取り" } else { "Cutting" }.into(),
    ));
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
    lines.push(Line::Heading(if ja { "内容" } else { "Contents" }.into()));
    // Each distinct thing once: its name, how many, its size.
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
    lines
}

/// The calibration sheet's words: what to measure, what to do when it is off.
fn calibration_lines(
    items: &[Item],
    page: &Page,
    back: bool,
    lang: Lang,
    options: &PrintOptions,
) -> Vec<Line> {
    let ja = lang == Lang::Ja;
    let say = |ja_text: String, en_text: String| Line::Text(if ja { ja_text } else { en_text });
    let Some(item) = page.items.first().map(|&i| &items[i]) else {
        return Vec::new();
    };
    let (w, h) = (item.width, item.height);
    if back {
        return vec![Line::Heading(
            if ja {
                "確かめ用の1枚（裏）"
            } else {
                "Calibration sheet (back)"
            }
            .into(),
        )];
    }
    let mut lines = vec![
        Line::Heading(if ja { "確かめ用の1枚" } else { "Calibration sheet" }.into()),
        say(
            format!("このページと次のページを両面（長辺とじ）に「実際のサイズ（100%）」で印刷します。下の線は 50 mm、カードはトンボの間で {w:.1} × {h:.1} mm です。違うときは拡大・縮小の設定を見直してください。"),
            format!("Print this page and the next double-sided (long edge) at actual size (100%). The bar below is 50 mm; the card is {w:.1} × {h:.1} mm between its marks. If not, check the printer's scaling."),
        ),
        say(
            "光にかざすと、裏のトンボが表のトンボに重なります。ずれていたら何 mm か測り、裏をずらして印刷し直します（右・下が正）。".into(),
            "Held against the light, the back's marks lie on the front's. If they are off, measure by how much and print again with the backs moved that far (right and down positive).".into(),
        ),
    ];
    if options.sheet.back_offset != (0.0, 0.0) {
        let (x, y) = options.sheet.back_offset;
        lines.push(say(
            format!("いまの裏のずらし：右へ {x} mm、下へ {y} mm。"),
            format!("Backs now moved {x} mm right, {y} mm down."),
        ));
    }
    lines
}

/// Lines broken to the page's width, then into pages: each page's lines with the y of
/// each (mm); a heading is never the last line of a page.
fn paginate(lines: &[Line], width: f64, height: f64) -> Vec<Vec<(Line, f64)>> {
    let bottom = height - COVER_FOOT_MM;
    let mut pages: Vec<Vec<(Line, f64)>> = vec![Vec::new()];
    let mut y = COVER_TOP_MM;
    for (n, line) in lines.iter().enumerate() {
        let (text, size, _, gap) = line.style();
        let chunks = crate::art::wrap::wrap(text, (width - 2.0 * COVER_LEFT_MM) / size);
        let needed = gap + size * 1.45 * chunks.len() as f64;
        // A heading keeps its first line with it.
        let keep = match (line, lines.get(n + 1)) {
            (Line::Heading(_), Some(next)) => next.style().1 * 1.45,
            _ => 0.0,
        };
        if y + needed + keep > bottom && !pages.last().is_some_and(Vec::is_empty) {
            pages.push(Vec::new());
            y = COVER_TOP_MM;
        }
        y += gap;
        for chunk in chunks {
            y += size * 1.45;
            let piece = match line {
                Line::Title(_) => Line::Title(chunk),
                Line::Heading(_) => Line::Heading(chunk),
                Line::Text(_) => Line::Text(chunk),
            };
            pages
                .last_mut()
                .expect("one page at least")
                .push((piece, y));
        }
    }
    pages
}

/// Lines already placed (their y from the top of the block), as SVG text.
fn placed(lines: &[(Line, f64)], top: f64) -> String {
    lines
        .iter()
        .map(|(line, y)| {
            let (text, size, weight, _) = line.style();
            format!(
                r#"<text x="{COVER_LEFT_MM}" y="{:.2}" font-size="{size}" font-weight="{weight}">{}</text>"#,
                y + top - COVER_TOP_MM,
                escape(text)
            )
        })
        .collect()
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
