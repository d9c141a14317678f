//! Opening a spreadsheet: read within bounds, refused with characters a room cannot carry,
//! parsed into rows, and its header row read into which column holds what.

use crate::definition::csv::{self, Column, Row, english_of};
use crate::definition::limits::MAX_OBJECTS;
use crate::definition::load::checker::{Checker, Source};
use crate::error::{Message, Worded};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use toml::Spanned;

/// A deck spreadsheet is text; over this it is something else.
pub(crate) const MAX_SHEET_BYTES: u64 = 4 * 1024 * 1024;

/// One spreadsheet, read once however many card kinds take rows from it.
pub(super) struct CsvFile {
    pub(super) source: Source,
    pub(super) header: Header,
    pub(super) rows: Vec<Row>,
    /// Per row: taken by a card kind.
    pub(super) claimed: Vec<bool>,
    /// Some kind takes only the rows of its `deck`: every row must then be someone's.
    pub(super) filtered: bool,
}

/// Which column holds what.
#[derive(Debug, Default)]
pub(super) struct Header {
    known: BTreeMap<u8, usize>,
    /// Further columns: index and header text.
    pub(super) fields: Vec<(usize, String)>,
    /// A column's English (`name_en`, `効果_en`): column index → its English column's.
    pub(super) english: BTreeMap<usize, usize>,
    pub(super) width: usize,
}

impl Header {
    pub(super) fn at(&self, column: Column) -> Option<usize> {
        self.known.get(&(column as u8)).copied()
    }
}

/// Reads and parses a spreadsheet and its header; `None` after reporting why not.
pub(super) fn open(
    dir: &Path,
    c: &mut Checker,
    cs: &Source,
    csv: &Spanned<String>,
) -> Option<CsvFile> {
    let rel = csv.get_ref();
    if rel.contains("..") || Path::new(rel).is_absolute() {
        c.error(
            cs,
            csv.span(),
            Message::new(
                format!("`{rel}` must be a path inside the game's folder"),
                format!("`{rel}` はゲームのフォルダーの中のパスにしてください"),
            ),
        );
        return None;
    }
    let path = dir.join(rel);
    let bytes = read_bytes(c, cs, csv, &path)?;
    let sheet = match csv::read_sheet(&bytes) {
        Ok(sheet) => sheet,
        Err(not) => {
            not_a_sheet(c, not, &bytes, path);
            return None;
        }
    };
    if let Some(encoding) = sheet.encoding {
        c.warnings.push(crate::error::Warning::SheetEncoding {
            csv: path.clone(),
            encoding: encoding.into(),
        });
    }
    let source = Source {
        path,
        text: sheet.text,
    };
    if !xml_text(c, &source) {
        return None;
    }
    let mut rows = rows(c, &source)?;
    let head = rows.remove(0);
    let header = header(c, &source, &head)?;
    Some(CsvFile {
        source,
        header,
        claimed: vec![false; rows.len()],
        rows,
        filtered: false,
    })
}

/// The spreadsheet's bytes, within bounds; `None` after saying why they cannot be read.
fn read_bytes(c: &mut Checker, cs: &Source, csv: &Spanned<String>, path: &Path) -> Option<Vec<u8>> {
    let rel = csv.get_ref();
    match c.origin.read(path, MAX_SHEET_BYTES) {
        Ok(bytes) => Some(bytes),
        Err(e) => {
            c.error_hint(
                cs,
                csv.span(),
                Message::new(
                    format!("cannot read `{rel}`: {e}"),
                    format!(
                        "`{rel}` を読めません: {}",
                        e.words(crate::definition::Lang::Ja)
                    ),
                ),
                Message::new(
                    "save the spreadsheet as CSV UTF-8 (comma separated)",
                    "表計算ソフトで「CSV UTF-8（コンマ区切り）」として保存してください",
                ),
            );
            None
        }
    }
}

/// Says why `bytes` are no sheet a spreadsheet saved: at the first byte no encoding could
/// read, where there is one.
fn not_a_sheet(c: &mut Checker, not: csv::NotASheet, bytes: &[u8], path: std::path::PathBuf) {
    let (message, at) = match not {
        csv::NotASheet::Workbook(kind) => (
            Message::new(
                format!("{kind}, not a sheet saved as CSV"),
                format!(
                    "{}で、CSV として保存した表ではありません",
                    kind.words(crate::definition::Lang::Ja)
                ),
            ),
            0,
        ),
        csv::NotASheet::Undecodable(tried) => {
            let each = |say: &dyn Fn(&crate::text_encoding::Undecodable) -> String| {
                tried.iter().map(say).collect::<Vec<_>>()
            };
            (
                Message::new(
                    format!(
                        "not text a spreadsheet saves: {}",
                        each(&|u| format!("not {} (byte {})", u.encoding, u.byte)).join(", ")
                    ),
                    format!(
                        "表計算ソフトが保存する文字ではありません: {}",
                        each(&|u| format!("{} ではありません（{} バイト目）", u.encoding, u.byte))
                            .join("、")
                    ),
                ),
                tried.iter().map(|u| u.byte).min().unwrap_or(0) as usize,
            )
        }
    };
    // The lines before the byte, as far as they read: enough for its line number.
    let source = Source {
        text: String::from_utf8_lossy(&bytes[..at.min(bytes.len())]).into_owned(),
        path,
    };
    let end = source.text.len();
    c.error_hint(
        &source,
        end..end,
        message,
        Message::new(
            "save the spreadsheet as 「CSV UTF-8」 (comma separated)",
            "表計算ソフトで「CSV UTF-8（コンマ区切り）」として保存してください",
        ),
    );
}

/// The spreadsheet's rows, its header first; `None` after saying why there are none.
fn rows(c: &mut Checker, source: &Source) -> Option<Vec<Row>> {
    let rows = match csv::parse(&source.text, MAX_OBJECTS + 1) {
        Ok(rows) => rows,
        Err(e) => {
            c.error_hint(source, e.offset..e.offset, e.message, e.hint);
            return None;
        }
    };
    if rows.is_empty() {
        c.error(
            source,
            0..0,
            Message::new(
                "the spreadsheet is empty: it needs a header row",
                "CSV が空です。1 行目に見出しの行が必要です",
            ),
        );
        return None;
    }
    Some(rows)
}

/// Refuses a spreadsheet holding characters a room cannot carry, each at its line and
/// column (the first few: one is enough to know what to look for).
fn xml_text(c: &mut Checker, source: &Source) -> bool {
    let found: Vec<(usize, char)> = source
        .text
        .char_indices()
        .filter(|(_, ch)| !crate::udonarium::xml::is_xml_char(*ch))
        .take(5)
        .collect();
    for &(at, ch) in &found {
        let name = crate::definition::load::checker::char_name(ch);
        c.error_hint(
            source,
            at..at + ch.len_utf8(),
            Message::new(
                format!("{name}, a control character a room cannot carry"),
                format!("{name} は部屋に入れられない制御文字です"),
            ),
            crate::definition::load::checker::non_xml_hint(),
        );
    }
    found.is_empty()
}

/// Whether the header has no column of the kind `known` names: a `copy` column beside a
/// `copies` one is something else.
fn header_lacks(head: &Row, known: &str) -> bool {
    let kind = Column::of(known);
    !head.cells.iter().any(|h| Column::of(&h.text) == kind)
}

fn header(c: &mut Checker, source: &Source, head: &Row) -> Option<Header> {
    let mut header = Header {
        width: head.cells.len(),
        ..Header::default()
    };
    let mut seen = BTreeSet::new();
    let mut ok = true;
    for i in 0..head.cells.len() {
        ok &= header_cell(c, source, head, i, &mut seen, &mut header);
    }
    if header.at(Column::Name).is_none() {
        c.error_hint(
            source,
            head.cells.first().map_or(0..0, |c| c.span.clone()),
            Message::new(
                "the header has no `name` (名前) column",
                "見出しに `名前`（`name`）の列がありません",
            ),
            Message::new(
                "the first row names the columns: name,front,back,deck,copies (or 名前,表,裏,山札,枚数)",
                "1 行目に列の名前を書きます: `名前,表,裏,山札,枚数`（または `name,front,back,deck,copies`）",
            ),
        );
        ok = false;
    }
    ok.then_some(header)
}

/// Header cell `i` into `header`: a known column, a column's English, or a further field;
/// `false` after reporting an empty, repeated or unknown one.
fn header_cell(
    c: &mut Checker,
    source: &Source,
    head: &Row,
    i: usize,
    seen: &mut BTreeSet<String>,
    header: &mut Header,
) -> bool {
    let cell = &head.cells[i];
    let name = cell.text.as_str();
    if name.is_empty() {
        let column = i + 1;
        c.error(
            source,
            cell.span.clone(),
            Message::new(
                format!("column {column} has no header"),
                format!("{column} 列目に見出しがありません"),
            ),
        );
        return false;
    }
    if !seen.insert(name.to_lowercase()) {
        c.error(
            source,
            cell.span.clone(),
            Message::new(
                format!("two columns are called `{name}`"),
                format!("`{name}` という列が二つあります"),
            ),
        );
        return false;
    }
    if let Some(base) = english_of(name) {
        return english_column(c, source, head, i, base, header);
    }
    match Column::of(name) {
        Some(column) if header.at(column).is_some() => {
            c.error(
                source,
                cell.span.clone(),
                Message::new(
                    format!("`{name}` names a column the header already has"),
                    format!("`{name}` は見出しにもうある列です"),
                ),
            );
            return false;
        }
        Some(column) => {
            header.known.insert(column as u8, i);
        }
        None => {
            if let Some(known) = csv::lookalike(name)
                && header_lacks(head, known)
            {
                let (line, col) =
                    crate::definition::diagnostic::line_col(&source.text, cell.span.start);
                c.warnings.push(crate::error::Warning::ColumnLikeKnown {
                    csv: source.path.clone(),
                    line,
                    col,
                    found: name.to_string(),
                    known: known.to_string(),
                });
            }
            header.fields.push((i, name.to_string()));
        }
    }
    true
}

/// Header cell `i`, the English of column `base`: paired with it where it is a text.
fn english_column(
    c: &mut Checker,
    source: &Source,
    head: &Row,
    i: usize,
    base: &str,
    header: &mut Header,
) -> bool {
    let cell = &head.cells[i];
    let name = cell.text.as_str();
    // `name_en` goes with whichever name column the header has (`名前` too).
    let found = head.cells.iter().position(|h| match Column::of(base) {
        Some(column) => Column::of(&h.text) == Some(column),
        None => h.text.eq_ignore_ascii_case(base),
    });
    match found.map(|b| (b, Column::of(base))) {
        Some((b, None | Some(Column::Name))) => {
            header.english.insert(b, i);
        }
        Some(_) => {
            c.error(
                source,
                cell.span.clone(),
                Message::new(
                    format!(
                        "`{base}` is not a text: only the name and further columns have English"
                    ),
                    format!(
                        "`{base}` は文章ではありません。英語を添えられるのは名前とそのほかの列だけです"
                    ),
                ),
            );
            return false;
        }
        None => {
            c.error_hint(
                source,
                cell.span.clone(),
                Message::new(
                    format!("`{name}` gives the English of `{base}`, which the header lacks"),
                    format!("`{name}` は `{base}` の英語ですが、見出しに `{base}` がありません"),
                ),
                Message::new(
                    format!("add a `{base}` column, or rename `{name}`"),
                    format!("`{base}` の列を加えるか、`{name}` の名前を変えてください"),
                ),
            );
            return false;
        }
    }
    true
}
