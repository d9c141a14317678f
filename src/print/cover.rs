//! The words on the pages, in the room's language, as SVG text laid out with the bundled
//! font: the cover (what to print, how, what to cut, everything the file holds), running
//! on to the next page rather than off the paper; each page's label (`labels.rs`); a
//! tile's caption; the calibration sheet's instructions.

use super::PrintOptions;
use super::instructions::{Line, cover_lines};
use super::labels::{escape, label, numbers, page_label, text_at};
use super::layout::{EDGE_MM, Item, OVERLAP_MM, Page, PageKind};
use crate::art::Renderer;
use crate::definition::Lang;
use resvg::usvg::Tree;

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
                let caption = tile_caption(
                    (label, *back, lang),
                    (*row, *rows),
                    (*column, *columns),
                    (n, pages.len()),
                );
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

/// A tile's caption: which part of which picture it is, where to glue it, its page.
fn tile_caption(
    (label, back, lang): (&str, bool, Lang),
    (row, rows): (usize, usize),
    (column, columns): (usize, usize),
    (n, total): (usize, usize),
) -> String {
    let side = match (lang, back) {
        (_, false) => "",
        (Lang::Ja, true) => "（裏）",
        (Lang::En, true) => " (back)",
    };
    match lang {
        Lang::Ja => format!(
            "{label}{side} {}/{}段目 {}/{}列目 — のりしろ {OVERLAP_MM} mm、線まで重ねて貼る（{} / {} ページ）",
            row + 1,
            rows,
            column + 1,
            columns,
            n + 1,
            total
        ),
        Lang::En => format!(
            "{label}{side} row {}/{}, column {}/{} — overlap {OVERLAP_MM} mm, glue up to the marks (page {} of {})",
            row + 1,
            rows,
            column + 1,
            columns,
            n + 1,
            total
        ),
    }
}

/// How many pages the cover takes: what the layout leaves room for before the rest.
pub fn cover_pages(title: &str, items: &[Item], pages: &[Page], options: &PrintOptions) -> usize {
    let (width, height) = options.sheet.paper.size();
    paginate(&cover_lines(title, items, pages, options), width, height)
        .len()
        .max(1)
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
