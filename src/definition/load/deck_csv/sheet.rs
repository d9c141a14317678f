//! Opening a spreadsheet: read within bounds, refused with characters a room cannot carry,
//! parsed into rows, and its header row read into which column holds what.

use crate::definition::csv::{self, Column, Row, english_of};
use crate::definition::limits::MAX_OBJECTS;
use crate::definition::load::checker::{Checker, Source, read_bounded};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use toml::Spanned;

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
            format!("`{rel}` must be a path inside the game's folder"),
        );
        return None;
    }
    let path = dir.join(rel);
    let text = match read_bounded(&path) {
        Ok(t) => t,
        Err(e) => {
            c.error_hint(
                cs,
                csv.span(),
                format!("cannot read `{rel}`: {e}"),
                "save the spreadsheet as CSV UTF-8 (comma separated)".into(),
            );
            return None;
        }
    };
    let source = Source { path, text };
    if !xml_text(c, &source) {
        return None;
    }
    let mut rows = match csv::parse(&source.text, MAX_OBJECTS + 1) {
        Ok(rows) => rows,
        Err(e) => {
            c.error_hint(&source, e.offset..e.offset, e.message, e.hint.into());
            return None;
        }
    };
    if rows.is_empty() {
        c.error(
            &source,
            0..0,
            "the spreadsheet is empty: it needs a header row".into(),
        );
        return None;
    }
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
        c.error_hint(
            source,
            at..at + ch.len_utf8(),
            format!(
                "{}, a control character a room cannot carry",
                crate::definition::load::checker::char_name(ch)
            ),
            crate::definition::load::checker::non_xml_hint().to_string(),
        );
    }
    found.is_empty()
}

fn header(c: &mut Checker, source: &Source, head: &Row) -> Option<Header> {
    let mut header = Header {
        width: head.cells.len(),
        ..Header::default()
    };
    let mut seen = BTreeSet::new();
    let mut ok = true;
    for (i, cell) in head.cells.iter().enumerate() {
        let name = cell.text.as_str();
        if name.is_empty() {
            c.error(
                source,
                cell.span.clone(),
                format!("column {} has no header", i + 1),
            );
            ok = false;
            continue;
        }
        if !seen.insert(name.to_lowercase()) {
            c.error(
                source,
                cell.span.clone(),
                format!("two columns are called `{name}`"),
            );
            ok = false;
            continue;
        }
        if let Some(base) = english_of(name) {
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
                        format!(
                            "`{base}` is not a text: only the name and further columns have English"
                        ),
                    );
                    ok = false;
                }
                None => {
                    c.error_hint(
                        source,
                        cell.span.clone(),
                        format!("`{name}` gives the English of `{base}`, which the header lacks"),
                        format!("add a `{base}` column, or rename `{name}`"),
                    );
                    ok = false;
                }
            }
            continue;
        }
        match Column::of(name) {
            Some(column) if header.at(column).is_some() => {
                c.error(
                    source,
                    cell.span.clone(),
                    format!("`{name}` names a column the header already has"),
                );
                ok = false;
            }
            Some(column) => {
                header.known.insert(column as u8, i);
            }
            None => header.fields.push((i, name.to_string())),
        }
    }
    if header.at(Column::Name).is_none() {
        c.error_hint(
            source,
            head.cells.first().map_or(0..0, |c| c.span.clone()),
            "the header has no `name` (名前) column".into(),
            "the first row names the columns: name,front,back,deck,copies (or 名前,表,裏,山札,枚数)"
                .into(),
        );
        ok = false;
    }
    ok.then_some(header)
}
