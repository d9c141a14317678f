//! The words on the pages: the cover (what to print, how, how many, what to cut) and each
//! tile's caption, as SVG text laid out with the bundled font, in the room's language.

use super::PrintOptions;
use super::layout::{BLEED_MM, CELL_MM, Item, Page, PageKind};
use crate::art::Renderer;
use crate::definition::Lang;
use resvg::usvg::Tree;
use std::collections::BTreeMap;

/// The cover's lines stop before the page's foot; the rest of a long list is summed up.
const MAX_LIST_LINES: usize = 36;

/// One overlay per page: the cover's text on page 1, a caption on each tile, none elsewhere.
pub fn overlays(
    renderer: &Renderer,
    title: &str,
    items: &[Item],
    pages: &[Page],
    options: &PrintOptions,
) -> Result<Vec<Option<Tree>>, crate::error::RenderProblem> {
    let (width, height) = options.paper.size();
    let lang = options.lang;
    let mut out = Vec::with_capacity(pages.len());
    for (n, page) in pages.iter().enumerate() {
        let lines = match &page.kind {
            PageKind::Cover => cover_lines(title, items, pages, lang),
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
                        "{label}{side} {}/{}段目 {}/{}列目 — のりしろ {} mm、線まで重ねて貼る（{} ページ）",
                        row + 1,
                        rows,
                        column + 1,
                        columns,
                        super::layout::OVERLAP_MM,
                        n + 1
                    ),
                    Lang::En => format!(
                        "{label}{side} row {}/{}, column {}/{} — overlap {} mm, glue up to the marks (page {})",
                        row + 1,
                        rows,
                        column + 1,
                        columns,
                        super::layout::OVERLAP_MM,
                        n + 1
                    ),
                };
                vec![Line::Caption(caption)]
            }
            _ => Vec::new(),
        };
        if lines.is_empty() {
            out.push(None);
            continue;
        }
        out.push(Some(renderer.tree(&svg(&lines, width, height))?));
    }
    Ok(out)
}

enum Line {
    Title(String),
    Heading(String),
    Text(String),
    /// A tile's caption, in the bottom margin.
    Caption(String),
}

fn cover_lines(title: &str, items: &[Item], pages: &[Page], lang: Lang) -> Vec<Line> {
    let ja = lang == Lang::Ja;
    let mut lines = vec![Line::Title(if ja {
        format!("{title} — 印刷して遊ぶ")
    } else {
        format!("{title} — print and play")
    })];
    lines.push(Line::Text(if ja {
        format!(
            "全{}ページ。各ページを1部ずつ、「実際のサイズ（100%）」で印刷してください（「用紙に合わせる」は使わない）。",
            pages.len()
        )
    } else {
        format!(
            "{} pages. Print one copy of each page at actual size (100%), never \"fit to page\".",
            pages.len()
        )
    }));
    lines.push(Line::Text(if ja {
        format!("1マス = {CELL_MM} mm：標準のカード（幅3マス）は 63 × 88 mm。")
    } else {
        format!("One udonarium cell = {CELL_MM} mm: a usual card (3 cells wide) is 63 × 88 mm.")
    }));
    lines.push(Line::Heading(if ja { "印刷" } else { "Printing" }.into()));
    let ranges = |wanted: &dyn Fn(&PageKind) -> bool| {
        let numbers: Vec<usize> = pages
            .iter()
            .enumerate()
            .filter(|(_, p)| wanted(&p.kind))
            .map(|(n, _)| n + 1)
            .collect();
        page_ranges(&numbers)
    };
    let duplex = ranges(&|k| matches!(k, PageKind::Fronts | PageKind::Backs));
    let single = ranges(&|k| matches!(k, PageKind::Single));
    let tiles = ranges(&|k| matches!(k, PageKind::Tile { .. }));
    if !duplex.is_empty() {
        lines.push(Line::Text(if ja {
            format!("両面印刷（長辺とじ）：{duplex} ページ。表の次のページが裏で、左右反転して並び、裏返すと表に重なります。")
        } else {
            format!("Double-sided, flip on the long edge: pages {duplex}. Each page of fronts is followed by its backs, mirrored so they line up.")
        }));
        lines.push(Line::Text(if ja {
            "片面しか印刷できないときは、表と裏を別々に印刷して背中合わせに貼ってください。".into()
        } else {
            "Without duplex: print fronts and backs apart and glue them back to back.".into()
        }));
    }
    if !single.is_empty() {
        lines.push(Line::Text(if ja {
            format!("片面印刷：{single} ページ（裏のないコマ・ダイスの面）。")
        } else {
            format!("Single-sided: pages {single} (pieces and die faces, nothing on their back).")
        }));
    }
    if !tiles.is_empty() {
        lines.push(Line::Text(if ja {
            format!("用紙より大きいもの（テーブルなど、なくても遊べます）：{tiles} ページ。{} mm ずつ重ねて印の線まで貼り合わせます。", super::layout::OVERLAP_MM)
        } else {
            format!("Larger than the paper (the table: optional): pages {tiles}. Tiles share {} mm; glue each up to the marks.", super::layout::OVERLAP_MM)
        }));
    }
    lines.push(Line::Heading(
        if ja { "切り取り" } else { "Cutting" }.into(),
    ));
    lines.push(Line::Text(if ja {
        format!("余白のトンボ（短い線）を定規で結んで切ります。絵は切り線の外へ {BLEED_MM} mm はみ出しています。")
    } else {
        format!("Cut along a ruler laid from crop mark to crop mark in the margins; each picture runs {BLEED_MM} mm past its cut line.")
    }));
    lines.push(Line::Heading(if ja { "内容" } else { "Contents" }.into()));
    // Each distinct thing once: its name, how many, its size.
    let mut counted: BTreeMap<usize, (String, usize, f64, f64)> = BTreeMap::new();
    let mut order: BTreeMap<String, usize> = BTreeMap::new();
    for item in items {
        let next = order.len();
        let at = *order.entry(item.label.clone()).or_insert(next);
        let entry = counted
            .entry(at)
            .or_insert((item.label.clone(), 0, item.width, item.height));
        entry.1 += 1;
    }
    let total = counted.len();
    for (label, count, w, h) in counted.into_values().take(MAX_LIST_LINES) {
        lines.push(Line::Text(if ja {
            format!("・{label} × {count}（{w:.1} × {h:.1} mm）")
        } else {
            format!("• {label} × {count} ({w:.1} × {h:.1} mm)")
        }));
    }
    if total > MAX_LIST_LINES {
        lines.push(Line::Text(if ja {
            format!("ほか {} 種類", total - MAX_LIST_LINES)
        } else {
            format!("and {} more", total - MAX_LIST_LINES)
        }));
    }
    lines
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

/// The lines as an SVG page, 1 unit = 1 mm; long text lines wrap at the right margin.
fn svg(lines: &[Line], width: f64, height: f64) -> String {
    let mut body = String::new();
    let mut y = 20.0;
    let left = 15.0;
    for line in lines {
        let (text, size, weight, gap) = match line {
            Line::Title(t) => (t, 7.0, "bold", 4.0),
            Line::Heading(t) => (t, 5.0, "bold", 3.0),
            Line::Text(t) => (t, 3.6, "normal", 0.0),
            Line::Caption(t) => {
                body.push_str(&format!(
                    r#"<text x="{left}" y="{:.2}" font-size="2.6">{}</text>"#,
                    height - 1.6,
                    escape(t)
                ));
                continue;
            }
        };
        y += gap;
        // Broken by the bundled font's advances, as card text is (widths in ems).
        for chunk in crate::art::wrap::wrap(text, (width - 2.0 * left) / size) {
            y += size * 1.45;
            body.push_str(&format!(
                r#"<text x="{left}" y="{y:.2}" font-size="{size}" font-weight="{weight}">{}</text>"#,
                escape(&chunk)
            ));
        }
    }
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">{body}</svg>"#
    )
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    #[test]
    fn page_numbers_are_written_as_ranges() {
        assert_eq!(super::page_ranges(&[2, 3, 4, 7, 9, 10]), "2–4, 7, 9–10");
        assert_eq!(super::page_ranges(&[]), "");
    }
}
