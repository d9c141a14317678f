//! CSV as spreadsheets save it (RFC 4180): comma-separated, fields in double quotes when they
//! hold commas, quotes (doubled) or line breaks; CRLF or LF; an optional UTF-8 BOM, which
//! Excel writes. Each cell keeps its byte range, so a problem points at line and column.

use crate::error::{Message, PicturePathProblem, PicturePathRefused};
use std::ops::Range;

/// The columns of a deck spreadsheet udonforge reads itself, by every name a header may
/// give them (matched ignoring ASCII case); any other column is a field of the card.
pub const COLUMNS: &[(Column, &[&str])] = &[
    (Column::Name, &["name", "名前", "カード名"]),
    (Column::Id, &["id"]),
    (Column::Front, &["front", "表", "表面"]),
    (Column::Back, &["back", "裏", "裏面"]),
    (Column::Deck, &["deck", "山札", "デッキ"]),
    (Column::Copies, &["copies", "枚数"]),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    Name,
    Id,
    Front,
    Back,
    Deck,
    Copies,
}

impl Column {
    /// The column a header cell names, if udonforge reads it itself.
    pub fn of(header: &str) -> Option<Column> {
        COLUMNS
            .iter()
            .find(|(_, names)| names.iter().any(|n| n.eq_ignore_ascii_case(header.trim())))
            .map(|(c, _)| *c)
    }
}

/// One record: its cells and the line it starts on (1-based, as a spreadsheet numbers rows
/// when no cell holds a line break).
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub(crate) line: usize,
    pub(crate) cells: Vec<Cell>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    /// The text, unquoted, with surrounding spaces trimmed.
    pub text: String,
    /// Where the cell lies in the file, for error positions.
    pub span: Range<usize>,
}

/// Malformed CSV: what and where (byte offset).
#[derive(Debug, Clone, PartialEq)]
pub struct CsvError {
    pub(crate) offset: usize,
    pub(crate) message: Message,
    /// What to do about it.
    pub hint: Message,
}

/// A spreadsheet saved as CSV quotes cells this way by itself; a hand-written one may not.
fn quote_hint() -> Message {
    Message::new(
        "a cell holding `\"` or `,` is put in double quotes, with each `\"` in it doubled",
        "`\"` や `,` を含むセルは二重引用符で囲み、中の `\"` は二つ重ねて書きます",
    )
}

/// Parses `text` into rows, skipping rows whose cells are all empty (a spreadsheet's
/// trailing blank lines). At most `max_rows` rows are read, the header's first; more is an
/// error.
pub fn parse(text: &str, max_rows: usize) -> Result<Vec<Row>, CsvError> {
    let bytes = text.as_bytes();
    let mut i = if text.starts_with('\u{feff}') { 3 } else { 0 };
    let mut line = 1;
    let mut rows = Vec::new();
    while i < bytes.len() {
        let row_line = line;
        let mut cells = Vec::new();
        loop {
            let (cell, next, lines) = cell(text, i)?;
            line += lines;
            cells.push(cell);
            i = next;
            match bytes.get(i) {
                Some(b',') => i += 1,
                Some(b'\r') if bytes.get(i + 1) == Some(&b'\n') => {
                    i += 2;
                    break;
                }
                Some(b'\n' | b'\r') => {
                    i += 1;
                    break;
                }
                None => break,
                Some(_) => unreachable!("a cell ends at a comma, a line break or the end"),
            }
        }
        line += 1;
        if cells.iter().all(|c| c.text.is_empty()) {
            continue;
        }
        if rows.len() == max_rows {
            let rows = max_rows.saturating_sub(1);
            return Err(CsvError {
                offset: cells[0].span.start,
                message: Message::new(
                    format!("more than {rows} rows after the header"),
                    format!("見出しのあとの行が {rows} 行を超えています"),
                ),
                hint: Message::new(
                    "a room holds at most 2,000 objects: give a repeated card one row and a \
                     `copies` (枚数) column, or split the cards into several games",
                    "部屋に置けるオブジェクトは 2,000 個までです。同じカードは 1 行にして \
                     `枚数`（`copies`）の列で数えるか、カードをいくつかのゲームに分けてください",
                ),
            });
        }
        rows.push(Row {
            line: row_line,
            cells,
        });
    }
    Ok(rows)
}

/// One cell from `start`: the cell, where it ends, and how many line breaks it holds.
fn cell(text: &str, start: usize) -> Result<(Cell, usize, usize), CsvError> {
    let bytes = text.as_bytes();
    let mut i = start;
    while matches!(bytes.get(i), Some(b' ' | b'\t')) {
        i += 1;
    }
    if bytes.get(i) != Some(&b'"') {
        let end = text[start..]
            .find([',', '\n', '\r'])
            .map_or(text.len(), |n| start + n);
        if let Some(q) = text[start..end].find('"') {
            return Err(CsvError {
                offset: start + q,
                message: Message::new(
                    "a quote inside an unquoted cell",
                    "引用符で囲まれていないセルの中に引用符（`\"`）があります",
                ),
                hint: quote_hint(),
            });
        }
        let cell = Cell {
            text: text[start..end].trim().to_string(),
            span: start..end,
        };
        return Ok((cell, end, 0));
    }
    let open = i;
    i += 1;
    let mut value = String::new();
    let mut lines = 0;
    loop {
        let Some(n) = text[i..].find('"') else {
            return Err(CsvError {
                offset: open,
                message: Message::new(
                    "a quoted cell is never closed",
                    "引用符で始まるセルが閉じられていません",
                ),
                hint: quote_hint(),
            });
        };
        let part = &text[i..i + n];
        lines += part.matches('\n').count();
        value.push_str(part);
        i += n + 1;
        if bytes.get(i) == Some(&b'"') {
            value.push('"');
            i += 1;
            continue;
        }
        break;
    }
    let close = i;
    while matches!(bytes.get(i), Some(b' ' | b'\t')) {
        i += 1;
    }
    if !matches!(bytes.get(i), None | Some(b',' | b'\n' | b'\r')) {
        return Err(CsvError {
            offset: i,
            message: Message::new(
                "text after a quoted cell's closing quote",
                "引用符で囲まれたセルの、閉じる引用符のあとに文字があります",
            ),
            hint: quote_hint(),
        });
    }
    let cell = Cell {
        text: value.replace("\r\n", "\n").trim().to_string(),
        span: open..close,
    };
    Ok((cell, i, lines))
}

/// The column a header gives the English of: `name_en` → `name`, `効果_en` → `効果`.
pub fn english_of(header: &str) -> Option<&str> {
    let cut = header.len().checked_sub(3)?;
    (header.is_char_boundary(cut) && header[cut..].eq_ignore_ascii_case("_en"))
        .then(|| &header[..cut])
        .filter(|base| !base.is_empty())
}

/// A whole number as spreadsheets write it: `3`, `+2`, `-1`, full-width `３`, `1,000`.
pub fn whole_number(text: &str) -> Option<i64> {
    let ascii: String = text
        .trim()
        .chars()
        .filter(|c| *c != ',' && *c != '，')
        .map(|c| match c {
            '０'..='９' => char::from(b'0' + (c as u32 - '０' as u32) as u8),
            '＋' => '+',
            '－' | '−' => '-',
            c => c,
        })
        .collect();
    if ascii.is_empty() || ascii.len() > 18 {
        return None;
    }
    ascii.parse().ok()
}

/// A picture path as a spreadsheet cell gives it, relative to the spreadsheet: `\\` read as
/// `/`, `.` and empty parts dropped (`./pics//a.png` is `pics/a.png`). `..`, an absolute
/// path or a drive (`C:`) is refused: a game folder must hold its pictures. One rule for
/// `new --from`, which copies the pictures, and the definition, which reads them.
pub fn picture_path(cell: &str) -> Result<String, PicturePathProblem> {
    let path = cell.trim().replace('\\', "/");
    let drive =
        path.len() >= 2 && path.as_bytes()[1] == b':' && path.as_bytes()[0].is_ascii_alphabetic();
    let refused = |how| {
        Err(PicturePathProblem {
            cell: cell.into(),
            how,
        })
    };
    if path.starts_with('/') || drive {
        return refused(PicturePathRefused::NotRelative);
    }
    let mut parts = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => return refused(PicturePathRefused::Outside),
            part => parts.push(part),
        }
    }
    if parts.is_empty() {
        return refused(PicturePathRefused::NoFile);
    }
    Ok(parts.join("/"))
}

/// An id made of a text's ASCII letters and digits, lower-case, other runs as one `-`:
/// `Fire Ball!` → `fire-ball`. Empty when the text has none (a Japanese name).
pub fn id_from(text: &str) -> String {
    text.to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// `base`, or `base-2`, `base-3`… where taken; the id returned is taken from then on.
pub fn unique_id(base: &str, taken: &mut std::collections::BTreeSet<String>) -> String {
    let mut candidate = base.to_string();
    let mut n = 2;
    while !taken.insert(candidate.clone()) {
        candidate = format!("{base}-{n}");
        n += 1;
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(rows: &[Row]) -> Vec<Vec<&str>> {
        rows.iter()
            .map(|r| r.cells.iter().map(|c| c.text.as_str()).collect())
            .collect()
    }

    #[test]
    fn reads_quotes_commas_and_line_breaks() {
        let csv =
            "\u{feff}name,text\r\n\"Goblin, the\",\"says \"\"hi\"\"\nloudly\"\r\n\r\nOrc , \n";
        let rows = parse(csv, 10).unwrap();
        assert_eq!(
            texts(&rows),
            vec![
                vec!["name", "text"],
                vec!["Goblin, the", "says \"hi\"\nloudly"],
                vec!["Orc", ""],
            ]
        );
        // The quoted line break moves the next row's line on.
        assert_eq!(
            rows.iter().map(|r| r.line).collect::<Vec<_>>(),
            vec![1, 2, 5]
        );
        assert_eq!(&csv[rows[2].cells[0].span.clone()], "Orc ");
    }

    #[test]
    fn a_last_line_without_a_break_is_read() {
        assert_eq!(
            texts(&parse("a,b\nc,d", 10).unwrap()),
            vec![vec!["a", "b"], vec!["c", "d"]]
        );
        assert_eq!(texts(&parse("a,", 10).unwrap()), vec![vec!["a", ""]]);
    }

    #[test]
    fn malformed_cells_say_where() {
        let e = parse("a,b\n\"open,c\n", 10).unwrap_err();
        assert_eq!(
            (e.offset, e.message.to_string().as_str()),
            (4, "a quoted cell is never closed")
        );
        let e = parse("a,\"b\"x\n", 10).unwrap_err();
        assert_eq!(e.offset, 5);
        let e = parse("a,b\"c\n", 10).unwrap_err();
        assert_eq!(e.offset, 3);
    }

    #[test]
    fn numbers_as_spreadsheets_write_them() {
        assert_eq!(whole_number("3"), Some(3));
        assert_eq!(whole_number("３"), Some(3));
        assert_eq!(whole_number(" -2 "), Some(-2));
        assert_eq!(whole_number("1,000"), Some(1000));
        assert_eq!(whole_number("two"), None);
        assert_eq!(whole_number(""), None);
    }

    #[test]
    fn picture_paths_have_one_rule() {
        for (cell, path) in [
            ("a.png", "a.png"),
            ("./pics/a.png", "pics/a.png"),
            ("pics//a.png", "pics/a.png"),
            ("pics\\a.png", "pics/a.png"),
            (" img/./b.jpg ", "img/b.jpg"),
        ] {
            assert_eq!(picture_path(cell).as_deref(), Ok(path), "{cell}");
        }
        for cell in [
            "../a.png",
            "pics/../../a.png",
            "/etc/a.png",
            "C:\\a.png",
            "c:a.png",
            ".",
            "./",
        ] {
            assert!(picture_path(cell).is_err(), "{cell}");
        }
    }

    #[test]
    fn ids_from_names() {
        assert_eq!(id_from("Fire Ball!"), "fire-ball");
        assert_eq!(id_from("火の玉"), "");
        assert_eq!(id_from("No. 9 火"), "no-9");
        let mut taken = std::collections::BTreeSet::new();
        assert_eq!(unique_id("goblin", &mut taken), "goblin");
        assert_eq!(unique_id("goblin", &mut taken), "goblin-2");
    }

    #[test]
    fn rows_are_bounded() {
        assert!(parse("a\nb\nc\n", 3).is_ok());
        assert_eq!(
            parse("a\nb\nc\nd\n", 3).unwrap_err().message.to_string(),
            "more than 2 rows after the header"
        );
    }
}
