//! A spreadsheet row's cells, checked: one per column of the header, the number of copies,
//! each column's text in both languages, the other columns as the card's fields (whole
//! numbers among them its values), no cell too long.

use super::sheet::Header;
use crate::definition::csv::{Row, whole_number};
use crate::definition::limits::{MAX_COPIES, MAX_TEXT_CHARS};
use crate::definition::load::checker::{Checker, Source};
use crate::definition::text::{Lang, Text};
use crate::error::Message;
use std::collections::BTreeMap;

/// Whether the row has a cell per column of the header, no more (a comma not quoted) and
/// no fewer (cells lost); reported where it has not.
pub(super) fn fit_the_header(c: &mut Checker, source: &Source, header: &Header, row: &Row) -> bool {
    if let Some(extra) = row.cells[header.width.min(row.cells.len())..]
        .iter()
        .find(|c| !c.text.is_empty())
    {
        let (cells, width) = (row.cells.len(), header.width);
        c.error_hint(
            source,
            extra.span.clone(),
            Message::new(
                format!("row has {cells} cells, the header {width}"),
                format!("この行にはセルが {cells} 個ありますが、見出しは {width} 個です"),
            ),
            Message::new(
                "a comma inside a cell needs the cell in double quotes",
                "コンマを含むセルは二重引用符（`\"`）で囲みます",
            ),
        );
        return false;
    }
    // A row short of the header's cells lost some (a cell per column; an empty one is written
    // as nothing between commas, so `a,b,` has three).
    if row.cells.len() < header.width {
        let last = row.cells.last().map_or(0..0, |c| c.span.end..c.span.end);
        c.error_hint(
            source,
            last,
            Message::new(
                format!(
                    "row has {} cells, the header {}",
                    row.cells.len(),
                    header.width
                ),
                format!(
                    "この行のセルは {} 個で、見出しの {} 個より足りません",
                    row.cells.len(),
                    header.width
                ),
            ),
            Message::new(
                "give every row a cell per column; an empty cell is nothing between two commas",
                "どの行にも列の数だけセルを置いてください（空のセルはカンマとカンマの間に何も書きません）",
            ),
        );
        return false;
    }
    true
}

/// The `copies` cell: a whole number up to [`MAX_COPIES`], 1 where it is empty.
pub(super) fn copies(
    c: &mut Checker,
    source: &Source,
    cell: Option<&crate::definition::csv::Cell>,
) -> Option<u32> {
    Some(match cell {
        None => 1,
        Some(n) => match whole_number(&n.text) {
            Some(k) if (0..=i64::from(MAX_COPIES)).contains(&k) => k as u32,
            _ => {
                let text = &n.text;
                c.error_hint(
                    source,
                    n.span.clone(),
                    Message::new(
                        format!("copies `{text}` is not a number from 0 to {MAX_COPIES}"),
                        format!("枚数 `{text}` が 0〜{MAX_COPIES} の数ではありません"),
                    ),
                    Message::new(
                        "0 leaves the card out of the deck",
                        "0 にすると、そのカードは山札に入りません",
                    ),
                );
                return None;
            }
        },
    })
}

/// Column `i`'s text, Japanese first, and its `_en` column's where the room is English;
/// `None` where both are empty.
pub(super) fn text(header: &Header, row: &Row, i: usize) -> Option<Text> {
    let at = |i: usize| row.cells.get(i).map_or("", |c| c.text.as_str());
    let ja = at(i);
    let en = header.english.get(&i).map_or("", |e| at(*e));
    (!ja.is_empty() || !en.is_empty()).then(|| {
        let ja = if ja.is_empty() { en } else { ja };
        let en = if en.is_empty() { ja } else { en };
        Text(
            [(Lang::Ja, ja), (Lang::En, en)]
                .iter()
                .map(|(l, t)| (*l, t.to_string()))
                .collect(),
        )
    })
}

/// The row's fields (its other columns) by title, and the whole numbers among them.
pub(super) fn fields(
    c: &mut Checker,
    source: &Source,
    header: &Header,
    row: &Row,
) -> (Vec<(String, Text)>, BTreeMap<String, i64>) {
    let mut fields = Vec::new();
    let mut values = BTreeMap::new();
    for (i, title) in &header.fields {
        let Some(mut text) = text(header, row, *i) else {
            continue;
        };
        if let Some(v) = whole_number(text.get(Lang::Ja)) {
            let at = row.cells.get(*i).map_or(0..0, |c| c.span.clone());
            let named = format!("`{title}`");
            let v = c.value(source, at, v, (&named, &named));
            // A number is one number in every language: the referee counts the Japanese.
            let english = header.english.get(i).and_then(|e| row.cells.get(*e));
            if let Some(en) = english.filter(|en| !en.text.is_empty())
                && whole_number(&en.text) != Some(v)
            {
                let text = &en.text;
                c.error_hint(
                    source,
                    en.span.clone(),
                    Message::new(
                        format!(
                            "`{title}_en` is `{text}` where `{title}` is the number {v}: a number is the same in every language"
                        ),
                        format!(
                            "`{title}` は数 {v} なのに、`{title}_en` は `{text}` です。数はどの言語でも同じです"
                        ),
                    ),
                    Message::new(
                        format!("leave the `{title}_en` cell empty (or write {v} in it)"),
                        format!("`{title}_en` のセルを空にしてください（または {v} と書いてください）"),
                    ),
                );
            }
            // The English room shows the number as English writes it: `+1` and a full-width
            // `１` are the same number, written `1`.
            let ja = text.get(Lang::Ja);
            let english = if ja.is_ascii() && !ja.starts_with('+') {
                ja.to_string()
            } else {
                v.to_string()
            };
            text.0.insert(Lang::En, english);
            values.insert(title.clone(), v);
        }
        fields.push((title.clone(), text));
    }
    (fields, values)
}

/// No cell of the row is longer than a text may be.
pub(super) fn none_too_long(c: &mut Checker, source: &Source, row: &Row) {
    for long in row
        .cells
        .iter()
        .filter(|c| c.text.chars().count() > MAX_TEXT_CHARS)
    {
        c.error(
            source,
            long.span.clone(),
            Message::new(
                format!("the cell is over {MAX_TEXT_CHARS} characters"),
                format!("セルが {MAX_TEXT_CHARS} 文字を超えています"),
            ),
        );
    }
}
