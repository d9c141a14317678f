//! `udonforge new ID --from cards.csv`: the scaffold with its deck replaced by a spreadsheet's
//! decks (one card kind per value of the deck column), the spreadsheet and every picture it
//! names copied into the new folder, so the game folder is whole and can be shared.

use super::GameFiles;
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
const CSV_NAME: &str = "cards.csv";
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
    let rows = csv::parse(&text, MAX_OBJECTS + 1).map_err(|e| {
        let (line, col) = crate::definition::diagnostic::line_col(&text, e.offset);
        Error::At {
            file: csv.into(),
            line_col: Some((line, col)),
            message: e.message,
            hint: Some(e.hint),
        }
    })?;
    let Some((head, rows)) = rows.split_first() else {
        return Err(Error::CsvEmpty { csv: csv.into() });
    };
    let column = |c: Column| {
        head.cells
            .iter()
            .position(|h| Column::of(&h.text) == Some(c))
    };
    if column(Column::Name).is_none() {
        return Err(Error::CsvNoNameColumn { csv: csv.into() });
    }
    // Said of the spreadsheet: the definition would say it of a components.toml not yet
    // written. A count it cannot read is 1, as the check of the rows will say.
    let copies = column(Column::Copies);
    let cards: usize = rows
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
    let cell = |row: &csv::Row, c: Option<usize>| {
        c.and_then(|i| row.cells.get(i))
            .map_or(String::new(), |c| c.text.clone())
    };
    let deck_column = column(Column::Deck);
    // One deck per name as it looks: `main`, `Main` and `ｍａｉｎ` are one, named as first
    // written.
    let mut values: Vec<String> = Vec::new();
    let mut keys = BTreeSet::new();
    for row in rows {
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
    let decks = deck_ids(&values);
    let csv_dir = csv.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut copies = vec![(CSV_NAME.to_string(), csv.to_path_buf())];
    let mut pictures = BTreeSet::new();
    let mut copied = 0u64;
    for row in rows {
        for c in [Column::Front, Column::Back] {
            let text = cell(row, column(c));
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
            let size = match origin.look(&from) {
                Some(crate::files::Found::File(size)) => size,
                Some(crate::files::Found::NotFile) => {
                    return Err(Error::CsvPictureNotFile {
                        csv: csv.into(),
                        line: row.line,
                        picture: rel,
                    });
                }
                None => {
                    return Err(Error::CsvPictureMissing {
                        csv: csv.into(),
                        line: row.line,
                        picture: rel,
                        looked_for: from,
                    });
                }
            };
            if size > crate::picture::MAX_FILE_BYTES {
                return Err(Error::CsvPictureTooLarge {
                    csv: csv.into(),
                    line: row.line,
                    picture: rel,
                    mib: size / 1024 / 1024,
                    limit_mib: crate::picture::MAX_FILE_BYTES / 1024 / 1024,
                });
            }
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
    // The scaffold's own deck and its templates give way to the spreadsheet's decks.
    files.remove("faces/card.svg");
    files.remove("faces/back.svg");
    let components = files
        .get("components.toml")
        .expect("the scaffold has components.toml");
    let pieces = &components[components
        .find("# A piece (udonarium calls it a character)")
        .expect("the scaffold's components.toml has its piece")..];
    let id_line = components.lines().next().unwrap_or("").to_string();
    files.insert(
        "components.toml".into(),
        format!(
            "{id_line}\n{}\n{pieces}",
            components_toml(
                &decks,
                column(Column::Front).is_some() || column(Column::Back).is_some(),
                look
            )
        ),
    );
    let layout = files
        .get("layout.toml")
        .expect("the scaffold has layout.toml");
    files.insert("layout.toml".into(), layout_toml(layout, &decks));
    let numbers: Vec<&str> = head
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
        .collect();
    if let Some(first) = numbers.first() {
        let game = files
            .get_mut("game.toml")
            .expect("the scaffold has game.toml");
        game.push_str(&score_example(first, &numbers));
    }
    Ok(FromCsv { decks, copies })
}

/// A `[referee.score]` to uncomment, adding up the spreadsheet's first column of numbers.
fn score_example(column: &str, numbers: &[&str]) -> String {
    let name = toml_string(column);
    format!(
        "\n# The spreadsheet's columns of numbers ({}) are card values the referee can add up per\n\
         # seat: remove the `# ` before these lines to score `{column}` at the end of a game (the\n\
         # highest total wins; `tie_breaks = [{{ cards = [\"OTHER\"] }}]` breaks ties by another column).\n\
         # [referee.score]\n\
         # name = {{ ja = {name}, en = {name} }}\n\
         # cards = [{name}]\n\
         # end = true\n",
        numbers.join(", ")
    )
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

fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn components_toml(decks: &[Deck], pictures: bool, look: &CardLook) -> String {
    let mut out = String::from(
        "# The cards come from cards.csv, one row per card: edit it in a spreadsheet, save it as\n\
         # 「CSV UTF-8」, and build again. Its columns: name (名前), front and back (表, 裏:\n\
         # pictures, relative to cards.csv), deck (山札), copies (枚数). Any further column is a\n\
         # field of the card: shown in its details in udonarium, drawn on a plain face, and, when\n\
         # it holds numbers, a value the referee can add up (`[referee.score]` in game.toml).\n\
         # A column `X_en` is the English of column `X` (`name_en`, `効果_en`), for `--lang en`.\n",
    );
    if pictures {
        out.push_str(
            "# A card with a front picture shows it as its whole face: stored as it is when it has\n\
             # the cards' `shape`, else fitted to it (`fit`): `pad` shows the whole picture on a\n\
             # ground of `pad_colour`, `crop` fills the card and cuts what overflows evenly. A\n\
             # fitted picture keeps up to 2048 px on its longest side, as much as udonarium's\n\
             # enlarged view of a card shows. (A `face` template gives the shape instead: then\n\
             # leave `shape` out.)\n",
        );
    }
    out.push_str(
        "# Without `face`, a card without a front picture gets a plain face with its name and\n\
         # fields; to draw your own, put an SVG in faces/ and add `face = \"faces/card.svg\"`\n\
         # (it may use {{name}}, {{COLUMN}} for any column, and {{fields:X:Y:WIDTH:SIZE}}).\n\
         # Without `back`, a card without a back picture gets a plain back in `colour`.\n",
    );
    let colours = [
        "#3d5a80", "#8e3b46", "#3b7a57", "#7a5c3b", "#5b4a8a", "#2f6f7a",
    ];
    for (deck, colour) in decks.iter().zip(colours.iter().cycle()) {
        let name = if deck.value.is_empty() {
            "{ ja = \"山札\", en = \"Deck\" }".to_string()
        } else {
            let v = toml_string(&deck.value);
            format!("{{ ja = {v}, en = {v} }}")
        };
        out.push_str(&format!(
            "\n[[cards]]\n# layout.toml places the deck by this id.\nid = \"{id}\"\nname = {name}\n\
             # Width in grid cells of 50 px; the height follows the cards' shape.\nsize = 3\n\
             csv = \"{CSV_NAME}\"\n",
            id = deck.id,
        ));
        if pictures {
            out.push_str(&format!(
                "# The cards' shape: `common` (the one most pictures have), `first` (the first\n\
                 # picture's), `poker`, `bridge`, `tarot`, `mini`, `square`, or `WxH` (`63x88`).\n\
                 shape = \"{}\"\nfit = \"{}\"\npad_colour = \"{}\"\n",
                look.shape,
                look.fit.name(),
                look.pad_colour
            ));
        }
        // A deck of rows with an empty deck cell says so beside named ones: without `deck`
        // its kind would take every row, the named decks' too.
        if !deck.value.is_empty() || decks.len() > 1 {
            out.push_str(&format!(
                "# Only the rows whose deck column says this.\ndeck = {}\n",
                toml_string(&deck.value)
            ));
        }
        out.push_str(&format!("colour = \"{colour}\"\n"));
    }
    out
}

/// The scaffold's layout with its one deck replaced by the spreadsheet's decks, side by
/// side in an area as wide as they need, the discard pile beside them.
fn layout_toml(layout: &str, decks: &[Deck]) -> String {
    const DECK_AREA: &str = "[[areas]]\nid = \"deck\"\nname = { ja = \"山札\", en = \"Deck\" }\nat = [12, 12]\nsize = [7.5, 7]\n";
    const DISCARD_AT: &str =
        "id = \"discard\"\nname = { ja = \"捨て札\", en = \"Discard\" }\nat = [20.5, 12]";
    const DECK_PLACE: &str = "[[place]]\ncards = \"card\"\narea = \"deck\"\nface = \"down\"\nstack = true\nshuffle = true\n";
    // The hand's capacity is measured in the scaffold's card; a spreadsheet's decks may be
    // of any shape, so their hand says nothing of it.
    const HAND_HOLDS: &str = "# Checked when the game loads: 10 cards of `card` fit fanned, each showing its name strip.\nholds = 10\ncards = \"card\"\n";
    assert!(
        layout.contains(DECK_AREA)
            && layout.contains(DISCARD_AT)
            && layout.contains(DECK_PLACE)
            && layout.contains(HAND_HOLDS),
        "the scaffold's layout.toml has its deck area, discard area, deck place and hand"
    );
    // Each deck a card's width (3 cells) and a gap; the pair centred on the 40-cell table.
    let width = (decks.len() as f64 * 4.5 + 1.0).max(7.5);
    let x = ((40.0 - width - 1.0 - 7.5) / 2.0).max(1.0);
    let area = format!(
        "[[areas]]\nid = \"deck\"\nname = {{ ja = \"山札\", en = \"Decks\" }}\nat = [{x}, 12]\nsize = [{width}, 7]\n"
    );
    let discard = format!(
        "id = \"discard\"\nname = {{ ja = \"捨て札\", en = \"Discard\" }}\nat = [{}, 12]",
        x + width + 1.0
    );
    let places: String = decks
        .iter()
        .map(|d| {
            format!(
                "[[place]]\ncards = \"{}\"\narea = \"deck\"\nface = \"down\"\nstack = true\nshuffle = true\n",
                d.id
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    layout
        .replace(HAND_HOLDS, "")
        .replace(DECK_AREA, &area)
        .replace(DISCARD_AT, &discard)
        .replace(DECK_PLACE, &places)
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
        let layout = layout_toml(&files["layout.toml"], &decks);
        assert!(!layout.contains("cards = \"card\""));
        assert!(layout.contains("cards = \"a\"") && layout.contains("cards = \"b\""));
        assert!(layout.contains("size = [10, 7]"), "{layout}");
    }
}
