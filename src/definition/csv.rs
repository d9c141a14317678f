//! CSV as spreadsheets save it (RFC 4180): comma-separated, fields in double quotes when they
//! hold commas, quotes (doubled) or line breaks; CRLF or LF; an optional UTF-8 BOM, which
//! Excel writes. Each cell keeps its byte range, so a problem points at line and column.
//! The bytes may be UTF-8, Shift_JIS (Japanese Excel's 「CSV (コンマ区切り)」) or UTF-16
//! (its 「Unicode テキスト」, tab-separated): [`read_sheet`] says which it read.

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

/// Names a column may be given meaning `copies` that are no spelling of it.
const COPIES_LOOKALIKES: &[&str] = &[
    "copy", "quantity", "qty", "count", "number", "num", "amount", "数", "枚", "個数", "数量",
    "部数",
];

/// The column name udonforge reads that `header` (a column it reads as card text) is likely
/// meant to be: a near spelling (`cpies`), a part of one (`数` of `枚数`) or a usual
/// synonym of `copies` (`quantity`). Given in the header's script.
pub fn lookalike(header: &str) -> Option<&'static str> {
    let h = header.trim().to_lowercase();
    if h.is_empty() || Column::of(&h).is_some() || english_of(&h).is_some() {
        return None;
    }
    let ascii = h.is_ascii();
    let pick = |names: &'static [&'static str]| {
        names
            .iter()
            .copied()
            .find(|n| n.is_ascii() == ascii)
            .unwrap_or(names[0])
    };
    if COPIES_LOOKALIKES.contains(&h.as_str()) {
        return Some(pick(COLUMNS[5].1));
    }
    COLUMNS.iter().find_map(|(_, names)| {
        let near = names.iter().any(|n| {
            if ascii && n.is_ascii() {
                let allowed = if n.len() <= 4 { 1 } else { 2 };
                h.len() >= 3 && edits(&h, n) <= allowed
            } else {
                !ascii && !n.is_ascii() && n.contains(h.as_str())
            }
        });
        near.then(|| pick(names))
    })
}

/// Edits between two short names: a letter added, dropped, changed, or two swapped.
fn edits(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    d[0] = (0..=b.len()).collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j - 1] + cost)
                .min(d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

/// A spreadsheet's text, and the encoding it was read in when not UTF-8.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetText {
    pub text: String,
    /// `Shift_JIS (CP932)`, `UTF-16LE`…; `None` for UTF-8.
    pub encoding: Option<&'static str>,
}

/// Why a file named as a spreadsheet is no text a spreadsheet saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotASheet {
    /// A workbook, not a sheet saved as CSV.
    Workbook(crate::error::Workbook),
    /// Bytes neither UTF-8 nor Shift_JIS (nor UTF-16): where each encoding failed.
    Undecodable(Vec<crate::text_encoding::Undecodable>),
}

/// A spreadsheet file's text, in the encoding its bytes are in; a workbook (.xlsx, .ods,
/// .xls) is told from its first bytes.
pub fn read_sheet(bytes: &[u8]) -> Result<SheetText, NotASheet> {
    if bytes.starts_with(b"PK\x03\x04") {
        let has = |needle: &[u8]| bytes.windows(needle.len()).any(|w| w == needle);
        use crate::error::Workbook;
        return Err(NotASheet::Workbook(
            if has(b"application/vnd.oasis.opendocument.spreadsheet") {
                Workbook::Ods
            } else if has(b"xl/") {
                Workbook::Xlsx
            } else {
                Workbook::Zip
            },
        ));
    }
    if bytes.starts_with(&[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) {
        return Err(NotASheet::Workbook(crate::error::Workbook::Xls));
    }
    let (text, encoding) =
        crate::text_encoding::decode_spreadsheet(bytes).map_err(NotASheet::Undecodable)?;
    Ok(SheetText {
        text,
        encoding: (encoding != encoding_rs::UTF_8).then(|| crate::text_encoding::name(encoding)),
    })
}

/// The separator of a sheet: a tab where the header has tabs and no comma (Excel's
/// 「Unicode テキスト」), else a comma.
fn separator(text: &str) -> u8 {
    let header = text.split(['\n', '\r']).next().unwrap_or("");
    if header.contains('\t') && !header.contains(',') {
        b'\t'
    } else {
        b','
    }
}

/// Parses `text` into rows, skipping rows whose cells are all empty (a spreadsheet's
/// trailing blank lines). At most `max_rows` rows are read, the header's first; more is an
/// error.
pub fn parse(text: &str, max_rows: usize) -> Result<Vec<Row>, CsvError> {
    let bytes = text.as_bytes();
    let mut i = if text.starts_with('\u{feff}') { 3 } else { 0 };
    let sep = separator(&text[i..]);
    let mut line = 1;
    let mut rows = Vec::new();
    while i < bytes.len() {
        let row_line = line;
        let mut cells = Vec::new();
        loop {
            let (cell, next, lines) = cell(text, i, sep)?;
            line += lines;
            cells.push(cell);
            i = next;
            match bytes.get(i) {
                Some(b) if *b == sep => i += 1,
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
fn cell(text: &str, start: usize, sep: u8) -> Result<(Cell, usize, usize), CsvError> {
    let bytes = text.as_bytes();
    let blank = |b: &u8| *b == b' ' || (*b == b'\t' && sep != b'\t');
    let mut i = start;
    while bytes.get(i).is_some_and(blank) {
        i += 1;
    }
    if bytes.get(i) != Some(&b'"') {
        let end = text[start..]
            .find([char::from(sep), '\n', '\r'])
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
    while bytes.get(i).is_some_and(blank) {
        i += 1;
    }
    if !matches!(bytes.get(i), None | Some(b'\n' | b'\r')) && bytes.get(i) != Some(&sep) {
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

/// What a deck name is compared by: its NFKC form, lower-cased, so spellings that look the
/// same (`Main`, `ｍａｉｎ`, カード composed or not) are one deck.
pub fn deck_key(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    name.trim().nfkc().flat_map(char::to_lowercase).collect()
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
    // Before the parts are joined again: `http://x/a.png` would become `http:/x/a.png`.
    if path.contains("://") || path.to_ascii_lowercase().starts_with("data:") {
        return refused(PicturePathRefused::Url);
    }
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
    fn deck_names_that_look_the_same_are_one() {
        let nfd = "カ\u{30fc}ト\u{3099}";
        assert_eq!(deck_key("Main"), deck_key("main"));
        assert_eq!(deck_key("ｍａｉｎ"), "main");
        assert_eq!(deck_key(nfd), deck_key("カード"));
        assert_eq!(deck_key("ｶｰﾄﾞ"), deck_key("カード"));
        assert_ne!(deck_key("main"), deck_key("mains"));
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
            "http://x/a.png",
            "https://example.com/pics/a.png",
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
    fn a_column_like_one_udonforge_reads_is_told() {
        for (header, meant) in [
            ("cpies", Some("copies")),
            ("Copy", Some("copies")),
            ("quantity", Some("copies")),
            ("数", Some("枚数")),
            ("枚", Some("枚数")),
            ("nmae", Some("name")),
            ("fornt", Some("front")),
            ("copies", None),
            ("枚数", None),
            ("効果", None),
            ("power", None),
            ("cost", None),
            ("name_en", None),
        ] {
            assert_eq!(lookalike(header), meant, "{header}");
        }
    }

    #[test]
    fn excel_s_unicode_text_is_tab_separated() {
        let rows = parse("名前\t枚数\t効果\n\"A, b\"\t2\t x y \n", 10).unwrap();
        assert_eq!(
            texts(&rows),
            vec![vec!["名前", "枚数", "効果"], vec!["A, b", "2", "x y"]]
        );
        // A comma in the header keeps commas.
        let rows = parse("name,text\na\tb,c\n", 10).unwrap();
        assert_eq!(texts(&rows), vec![vec!["name", "text"], vec!["a\tb", "c"]]);
    }

    #[test]
    fn a_sheet_is_read_in_its_encoding_and_a_workbook_is_named() {
        let text = "名前,枚数\nカード,2\n";
        let sjis = encoding_rs::SHIFT_JIS.encode(text).0;
        assert_eq!(
            read_sheet(&sjis),
            Ok(SheetText {
                text: text.into(),
                encoding: Some("Shift_JIS (CP932)")
            })
        );
        assert_eq!(
            read_sheet(text.as_bytes()),
            Ok(SheetText {
                text: text.into(),
                encoding: None
            })
        );
        let mut xlsx = b"PK\x03\x04".to_vec();
        xlsx.extend_from_slice(b"....xl/workbook.xml");
        assert_eq!(
            read_sheet(&xlsx),
            Err(NotASheet::Workbook(crate::error::Workbook::Xlsx))
        );
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
