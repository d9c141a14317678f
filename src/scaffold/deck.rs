//! `udonforge new ID --from cards.csv`: the scaffold with its deck replaced by a spreadsheet's
//! decks (one card kind per value of the deck column), the spreadsheet and every picture it
//! names copied into the new folder, so the game folder is whole and can be shared.

use super::GameFiles;
use super::deck_toml;
use crate::definition::csv::{self, Column};
use crate::definition::limits::{MAX_COPIES, MAX_OBJECTS};
use crate::definition::shape::Fit;
use crate::error::Error;
use crate::files::Files;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The most decks the scaffold's table lays out side by side.
const MAX_DECKS: usize = 6;
/// Where the copied spreadsheet lives in the game folder.
pub(super) const CSV_NAME: &str = "cards.csv";
/// What `new --from` copies at the most: a room keeps 32 MiB of images, but scans may be
/// large before they are fitted.
const MAX_COPY_BYTES: u64 = 4 << 30;
/// The objects of a new game's room besides its cards: a name piece per seat and a note.
pub(crate) const SCAFFOLD_OBJECTS: usize = 5;
/// A deck spreadsheet is text; over this it is something else.
const MAX_CSV_BYTES: u64 = 4 * 1024 * 1024;

/// One deck of the spreadsheet: the card kind made for it.
#[derive(Debug, Clone, PartialEq)]
pub struct Deck {
    /// The card kind's id.
    pub id: String,
    /// The deck column's value (empty without one).
    pub value: String,
}

/// How the decks' cards look where their pictures differ in shape: what `new --from`'s
/// `--card-shape`, `--fit` and `--pad-colour` write into every card kind.
#[derive(Debug, Clone, PartialEq)]
pub struct CardLook {
    /// A shape as `definition::shape::CardShape` reads it (`common`, `poker`, `63x88`…).
    pub shape: String,
    pub fit: Fit,
    /// `#rrggbb`.
    pub pad_colour: String,
}

impl Default for CardLook {
    fn default() -> CardLook {
        CardLook {
            shape: "common".into(),
            fit: Fit::Pad,
            pad_colour: crate::definition::shape::DEFAULT_PAD_COLOUR.into(),
        }
    }
}

/// What `--from` changes: the scaffold's `files` with the decks in, and the files to copy
/// (path in the game folder, source).
pub struct FromCsv {
    pub(crate) decks: Vec<Deck>,
    pub(crate) copies: Vec<(String, PathBuf)>,
}

/// Reads `csv`, rewrites `files` for its decks, and lists the spreadsheet and its pictures
/// to copy. Problems with the spreadsheet's content that a build would find (a bad number,
/// a missing picture) are left to the definition check the new folder goes through.
pub fn from_csv(
    origin: &Files,
    csv: &Path,
    files: &mut GameFiles,
    look: &CardLook,
) -> Result<FromCsv, Error> {
    let text = sheet_text(origin, csv)?;
    let rows = sheet_rows(&text, csv)?;
    let Some((head, rows)) = rows.split_first() else {
        return Err(Error::CsvEmpty { csv: csv.into() });
    };
    let sheet = Sheet { head, rows };
    if sheet.column(Column::Name).is_none() {
        return Err(Error::CsvNoNameColumn { csv: csv.into() });
    }
    check_card_count(&sheet, csv)?;
    let decks = deck_ids(&deck_values(&sheet, csv)?);
    let copies = files_to_copy(origin, csv, &sheet)?;
    let pictures = sheet.column(Column::Front).is_some() || sheet.column(Column::Back).is_some();
    deck_toml::write_decks(files, &decks, pictures, look);
    let numbers = number_columns(&sheet);
    if let Some(first) = numbers.first() {
        let game = files
            .get_mut("game.toml")
            .expect("the scaffold has game.toml");
        game.push_str(&deck_toml::score_example(first, &numbers));
    }
    Ok(FromCsv { decks, copies })
}

/// The spreadsheet's text, decoded from whatever a spreadsheet saved it in.
fn sheet_text(origin: &Files, csv: &Path) -> Result<String, Error> {
    let bytes = origin
        .read(csv, MAX_CSV_BYTES)
        .map_err(|problem| Error::CannotRead {
            file: csv.into(),
            problem,
        })?;
    let text = match csv::read_sheet(&bytes) {
        Ok(sheet) => sheet.text,
        Err(csv::NotASheet::Workbook(kind)) => {
            return Err(Error::CsvIsWorkbook {
                csv: csv.into(),
                kind,
            });
        }
        Err(csv::NotASheet::Undecodable(tried)) => {
            return Err(Error::CsvNotText {
                csv: csv.into(),
                tried: tried
                    .into_iter()
                    .map(|u| (u.encoding.to_string(), u.byte))
                    .collect(),
            });
        }
    };
    // Refused here, at the spreadsheet's line: the deck names it holds go into the new
    // definition too, which would otherwise report them in a file not yet written.
    if let Some((at, c)) = crate::udonarium::xml::first_non_xml_char(&text) {
        let (line, col) = crate::definition::diagnostic::line_col(&text, at);
        return Err(Error::ControlCharacter {
            file: csv.into(),
            line,
            col,
            name: crate::definition::load::char_name(c),
        });
    }
    Ok(text)
}

/// The spreadsheet's rows, header first, as many as a room may hold.
fn sheet_rows(text: &str, csv: &Path) -> Result<Vec<csv::Row>, Error> {
    csv::parse(text, MAX_OBJECTS + 1).map_err(|e| {
        let (line, col) = crate::definition::diagnostic::line_col(text, e.offset);
        Error::At {
            file: csv.into(),
            line_col: Some((line, col)),
            message: e.message,
            hint: Some(e.hint),
        }
    })
}

/// The spreadsheet's header and its rows of cards.
struct Sheet<'a> {
    head: &'a csv::Row,
    rows: &'a [csv::Row],
}

impl Sheet<'_> {
    /// Which cell of a row holds `c`, if the header names it.
    fn column(&self, c: Column) -> Option<usize> {
        self.head
            .cells
            .iter()
            .position(|h| Column::of(&h.text) == Some(c))
    }
}

/// The text of `row`'s cell in column `c`; empty where there is none.
fn cell(row: &csv::Row, c: Option<usize>) -> String {
    c.and_then(|i| row.cells.get(i))
        .map_or(String::new(), |c| c.text.clone())
}

/// Said of the spreadsheet: the definition would say it of a components.toml not yet
/// written. A count it cannot read is 1, as the check of the rows will say.
fn check_card_count(sheet: &Sheet, csv: &Path) -> Result<(), Error> {
    let copies = sheet.column(Column::Copies);
    let cards: usize = sheet
        .rows
        .iter()
        .map(|row| {
            let n = copies
                .and_then(|i| row.cells.get(i))
                .map(|c| c.text.as_str());
            match n.filter(|n| !n.is_empty()).map(csv::whole_number) {
                None => 1,
                Some(n) => n.map_or(1, |n| n.clamp(0, i64::from(MAX_COPIES)) as usize),
            }
        })
        .sum();
    if cards + SCAFFOLD_OBJECTS > MAX_OBJECTS {
        return Err(Error::TooManyCards {
            csv: csv.into(),
            cards,
            others: SCAFFOLD_OBJECTS,
            limit: MAX_OBJECTS,
        });
    }
    Ok(())
}

/// The deck column's values, one per name as it looks: `main`, `Main` and `ｍａｉｎ` are
/// one, named as first written.
fn deck_values(sheet: &Sheet, csv: &Path) -> Result<Vec<String>, Error> {
    let deck_column = sheet.column(Column::Deck);
    let mut values: Vec<String> = Vec::new();
    let mut keys = BTreeSet::new();
    for row in sheet.rows {
        let value = cell(row, deck_column);
        if keys.insert(csv::deck_key(&value)) {
            values.push(value);
        }
    }
    if values.len() > MAX_DECKS {
        return Err(Error::TooManyDecks {
            csv: csv.into(),
            decks: values.len(),
            max: MAX_DECKS,
        });
    }
    Ok(values)
}

/// The spreadsheet and each picture it names once (path in the game folder, source),
/// within what `new --from` copies at the most.
fn files_to_copy(
    origin: &Files,
    csv: &Path,
    sheet: &Sheet,
) -> Result<Vec<(String, PathBuf)>, Error> {
    let csv_dir = csv.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut copies = vec![(CSV_NAME.to_string(), csv.to_path_buf())];
    let mut pictures = BTreeSet::new();
    let mut copied = 0u64;
    for row in sheet.rows {
        for c in [Column::Front, Column::Back] {
            let text = cell(row, sheet.column(c));
            if text.is_empty() {
                continue;
            }
            // The definition reads the same cell by the same rule once the folder is made.
            let rel = csv::picture_path(&text).map_err(|problem| Error::CsvPicturePath {
                csv: csv.into(),
                line: row.line,
                problem,
            })?;
            if !pictures.insert(rel.clone()) {
                continue;
            }
            let from = csv_dir.join(&rel);
            let size = picture_size(origin, csv, row.line, &rel, &from)?;
            // Copied, so read: the room `new --from` writes never replaces it.
            crate::files::inputs::note(origin, &from);
            copied += size;
            if copied > MAX_COPY_BYTES {
                return Err(Error::CsvPicturesTooLarge {
                    csv: csv.into(),
                    limit_gib: MAX_COPY_BYTES >> 30,
                });
            }
            copies.push((rel, from));
        }
    }
    Ok(copies)
}

/// The size of the picture a row names at `from`, which must be a file a room can hold.
fn picture_size(
    origin: &Files,
    csv: &Path,
    line: usize,
    rel: &str,
    from: &Path,
) -> Result<u64, Error> {
    let size = match origin.look(from) {
        Some(crate::files::Found::File(size)) => size,
        Some(crate::files::Found::NotFile) => {
            return Err(Error::CsvPictureNotFile {
                csv: csv.into(),
                line,
                picture: rel.into(),
            });
        }
        None => {
            return Err(Error::CsvPictureMissing {
                csv: csv.into(),
                line,
                picture: rel.into(),
                looked_for: from.into(),
            });
        }
    };
    if size > crate::picture::MAX_FILE_BYTES {
        return Err(Error::CsvPictureTooLarge {
            csv: csv.into(),
            line,
            picture: rel.into(),
            mib: size / 1024 / 1024,
            limit_mib: crate::picture::MAX_FILE_BYTES / 1024 / 1024,
        });
    }
    Ok(size)
}

/// The headers of the columns that are no known column and hold only whole numbers (at
/// least one): card values the referee can add up.
fn number_columns<'a>(sheet: &Sheet<'a>) -> Vec<&'a str> {
    let rows = sheet.rows;
    sheet
        .head
        .cells
        .iter()
        .enumerate()
        .filter(|(i, h)| {
            let values = || rows.iter().map(|r| cell(r, Some(*i)));
            Column::of(&h.text).is_none()
                && csv::english_of(&h.text).is_none()
                && values().any(|v| !v.is_empty())
                && values().all(|v| v.is_empty() || csv::whole_number(&v).is_some())
        })
        .map(|(_, h)| h.text.as_str())
        .collect()
}

/// A card kind id per deck value: its ASCII letters and digits, else `deck-N`.
fn deck_ids(values: &[String]) -> Vec<Deck> {
    let mut taken = BTreeSet::new();
    values
        .iter()
        .enumerate()
        .map(|(n, value)| {
            let base = match csv::id_from(value) {
                id if !id.is_empty() => id,
                _ if values.len() == 1 => "deck".to_string(),
                _ => format!("deck-{}", n + 1),
            };
            Deck {
                id: csv::unique_id(&base, &mut taken),
                value: value.clone(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_ids_from_values() {
        let ids = |v: &[&str]| -> Vec<String> {
            deck_ids(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>())
                .into_iter()
                .map(|d| d.id)
                .collect()
        };
        assert_eq!(ids(&[""]), ["deck"]);
        assert_eq!(ids(&["Monsters", "Spells!"]), ["monsters", "spells"]);
        assert_eq!(ids(&["山札A", "山札B", "Spells"]), ["a", "b", "spells"]);
        assert_eq!(ids(&["呪文", "魔物"]), ["deck-1", "deck-2"]);
        assert_eq!(ids(&["x y", "x-y"]), ["x-y", "x-y-2"]);
    }

    #[test]
    fn the_scaffold_s_own_objects_are_counted_right() {
        let root = std::env::temp_dir().join(format!("udonforge-scaffold-{}", std::process::id()));
        let dir =
            super::super::create(&Files::Disk, &root, "g", &super::super::files("g")).unwrap();
        let game = crate::definition::load(&dir).unwrap();
        let cards: usize = game
            .card_kinds
            .iter()
            .map(|k| k.count(game.seats.len()))
            .sum();
        assert_eq!(
            crate::definition::limits::objects(&game) - cards,
            SCAFFOLD_OBJECTS
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn the_scaffold_layout_takes_the_decks() {
        let files = super::super::files("g");
        let decks = deck_ids(&["a".into(), "b".into()]);
        let layout = super::super::deck_toml::layout_toml(&files["layout.toml"], &decks);
        assert!(!layout.contains("cards = \"card\""));
        assert!(layout.contains("cards = \"a\"") && layout.contains("cards = \"b\""));
        assert!(layout.contains("size = [10, 7]"), "{layout}");
    }
}
