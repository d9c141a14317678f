//! A card kind's items from a spreadsheet (`[[cards]] csv = "cards.csv"`): one row per card,
//! with the header `name,front,back,deck,copies` (or `名前,表,裏,山札,枚数`) and any further
//! columns as the card's fields. Every problem names the CSV's line and column.

mod cells;
mod sheet;

use super::checker::{Checker, Source};
use crate::definition::csv::{self, Cell, Column, Row, id_from, unique_id};
use crate::definition::model::{CardItem, Picture};
use crate::definition::text::Lang;
use crate::error::{Message, PictureProblem, Worded};
use crate::picture::PictureInfo;
use sheet::{CsvFile, Header, open};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use toml::Spanned;

/// The spreadsheets of one definition.
#[derive(Default)]
pub struct CsvDecks {
    files: BTreeMap<String, Option<CsvFile>>,
    /// Each picture file read once, however many rows name it (a shared back is named by
    /// every row of a deck).
    pictures: Pictures,
}

/// The pictures read so far, by path: their header's information, or why they are refused.
type Pictures = BTreeMap<PathBuf, Result<PictureInfo, PictureProblem>>;

/// A kind's rows made into items, and the shapes of its pictures.
pub struct DeckRows {
    pub items: Vec<CardItem>,
    /// Height over width of each of the deck's front pictures, in row order: what the
    /// kind's shape is chosen from (`definition::shape`). A picture of another shape is
    /// fitted to it, never refused.
    pub picture_aspects: Vec<f64>,
}

impl CsvDecks {
    /// A card kind's items from `csv` (relative to `dir`): only the rows whose deck is `deck`
    /// if given; `None` when the spreadsheet cannot be read (reported once).
    pub fn items(
        &mut self,
        dir: &Path,
        c: &mut Checker,
        cs: &Source,
        csv: &Spanned<String>,
        deck: Option<&Spanned<String>>,
        ids: &mut BTreeSet<String>,
    ) -> Option<DeckRows> {
        let rel = csv.get_ref().clone();
        if !self.files.contains_key(&rel) {
            let file = open(dir, c, cs, csv);
            self.files.insert(rel.clone(), file);
        }
        // A spreadsheet that cannot be read was reported once, whoever reads it.
        let Some(Some(file)) = self.files.get_mut(&rel) else {
            return None;
        };
        let deck_column = file.header.at(Column::Deck);
        if let Some(d) = deck {
            file.filtered = true;
            if deck_column.is_none() {
                c.error_hint(
                    cs,
                    d.span(),
                    Message::new(
                        format!("`{rel}` has no deck column to choose rows by"),
                        format!("`{rel}` には、行を選ぶための `山札`（`deck`）の列がありません"),
                    ),
                    Message::new(
                        "add a `deck` (山札) column, or leave `deck` out to take every row",
                        "`山札`（`deck`）の列を加えるか、`deck` を書かずにすべての行を使ってください",
                    ),
                );
                return None;
            }
        }
        let csv_dir = dir
            .join(&rel)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        let mut items = Vec::new();
        let mut picture_aspects = Vec::new();
        for (n, row) in file.rows.iter().enumerate() {
            let cell = |i: Option<usize>| i.and_then(|i| row.cells.get(i));
            // Compared as they look (`Main` is `main`), as `new --from` groups them.
            if let Some(d) = deck
                && csv::deck_key(cell(deck_column).map_or("", |c| c.text.as_str()))
                    != csv::deck_key(d.get_ref())
            {
                continue;
            }
            file.claimed[n] = true;
            let place = (csv_dir.as_path(), rel.as_str());
            let Some(item) = row_item(
                c,
                &file.source,
                &file.header,
                row,
                place,
                ids,
                &mut self.pictures,
            ) else {
                continue;
            };
            if let Some(front) = &item.picture {
                picture_aspects.push(front.info.aspect());
            }
            items.push(item);
        }
        Some(DeckRows {
            items,
            picture_aspects,
        })
    }

    /// Rows no card kind took, in a spreadsheet some kind reads by deck.
    pub fn finish(self, c: &mut Checker) {
        for file in self.files.into_values().flatten() {
            // Without a deck column, the kinds that choose rows by deck were told so; no
            // row can then be said to belong to no kind.
            let Some(column) = file.header.at(Column::Deck).filter(|_| file.filtered) else {
                continue;
            };
            for (row, claimed) in file.rows.iter().zip(&file.claimed) {
                if *claimed {
                    continue;
                }
                let (text, span) = row
                    .cells
                    .get(column)
                    .map_or((String::new(), 0..0), |c| (c.text.clone(), c.span.clone()));
                c.error_hint(
                    &file.source,
                    span,
                    Message::new(
                        format!("the deck `{text}` is no card kind's"),
                        format!("山札 `{text}` はどのカードの種類のものでもありません"),
                    ),
                    Message::new(
                        "give a `[[cards]]` kind in components.toml this `deck`",
                        "components.toml の `[[cards]]` のどれかに、この `deck` を書いてください",
                    ),
                );
            }
        }
    }
}

/// The card one row makes, or `None`: left out (0 copies), or a problem reported.
fn row_item(
    c: &mut Checker,
    source: &Source,
    header: &Header,
    row: &Row,
    (csv_dir, rel): (&Path, &str),
    ids: &mut BTreeSet<String>,
    pictures: &mut Pictures,
) -> Option<CardItem> {
    let cell = |column: Column| {
        header
            .at(column)
            .and_then(|i| row.cells.get(i))
            .filter(|c| !c.text.is_empty())
    };
    if !cells::fit_the_header(c, source, header, row) {
        return None;
    }
    let copies = cells::copies(c, source, cell(Column::Copies))?;
    if copies == 0 {
        return None;
    }
    let Some(name) = cell(Column::Name) else {
        let at = row.cells.first().map_or(0..0, |c| c.span.clone());
        c.error_hint(
            source,
            at,
            Message::new("the card has no name", "カードに名前がありません"),
            Message::new(
                "fill in its `name` (名前) cell",
                "`名前`（`name`）のセルを埋めてください",
            ),
        );
        return None;
    };
    let id = row_id(c, source, (cell(Column::Id), name, row.line), ids);
    let (fields, values) = cells::fields(c, source, header, row);
    cells::none_too_long(c, source, row);
    let mut picture = |column: Column, what: Side| {
        let p = cell(column)?;
        self::picture(c, source, (csv_dir, rel, row.line), p, what, pictures)
    };
    let front = picture(Column::Front, Side::Front);
    let back = picture(Column::Back, Side::Back);
    let name = cells::text(
        header,
        row,
        header
            .at(Column::Name)
            .expect("the header has a name column"),
    )
    .expect("the name cell is not empty");
    Some(CardItem {
        id,
        name,
        copies,
        values,
        icon: None,
        flavour: None,
        effect: None,
        favour: None,
        ends: Vec::new(),
        face: None,
        fields,
        picture: front,
        back_picture: back,
    })
}

/// A row's card id: its id cell's, else made of its name.
fn row_id(
    c: &mut Checker,
    source: &Source,
    (id, name, line): (Option<&Cell>, &Cell, usize),
    ids: &mut BTreeSet<String>,
) -> String {
    match id {
        Some(id) => c.id(
            source,
            &Spanned::new(id.span.clone(), id.text.clone()),
            ids,
            ("card", "カード"),
        ),
        None => {
            // A name with no ASCII letters or digits (Japanese) is called after its line.
            let base = Some(id_from(&name.text))
                .filter(|s| !s.is_empty())
                .unwrap_or_else(|| format!("row-{line}"));
            unique_id(&base, ids)
        }
    }
}

/// Which side of a card a picture is, as a message names it.
#[derive(Clone, Copy)]
enum Side {
    Front,
    Back,
}

impl Side {
    /// `front` or `back`; in Japanese 表面 or 裏面 (表 alone also means a table).
    fn named(self) -> (&'static str, &'static str) {
        match self {
            Side::Front => ("front", "表面"),
            Side::Back => ("back", "裏面"),
        }
    }
}

/// A picture a row names, relative to the spreadsheet: its format and size from its header,
/// and that the file is whole.
fn picture(
    c: &mut Checker,
    source: &Source,
    (csv_dir, csv, line): (&Path, &str, usize),
    cell: &csv::Cell,
    side: Side,
    pictures: &mut Pictures,
) -> Option<Picture> {
    let (what, which) = side.named();
    let rel = match csv::picture_path(&cell.text) {
        Ok(rel) => rel,
        Err(e) => {
            c.error_hint(
                source,
                cell.span.clone(),
                Message::new(
                    format!("the {what} picture {e}"),
                    format!("{which}の画像 {}", e.words(Lang::Ja)),
                ),
                Message::new(
                    "put the pictures in the spreadsheet's folder (or below it) and name them relative to it",
                    "画像は CSV と同じフォルダー（またはその下のフォルダー）に置き、CSV からの相対パスで書いてください",
                ),
            );
            return None;
        }
    };
    let path = csv_dir.join(&rel);
    // Read whole (within the picture limit) and checked whole: a cut-off file would be
    // stored byte for byte and shown broken by every browser.
    let read = pictures
        .entry(path.clone())
        .or_insert_with(|| crate::picture::read(&c.origin, &path).map(|(_, info)| info))
        .clone();
    match read {
        Ok(info) => Some(Picture {
            shown: rel,
            path,
            origin: format!("{csv}:{line}"),
            info,
        }),
        Err(e) => {
            let too_large = matches!(
                e,
                PictureProblem::FileTooLarge { .. } | PictureProblem::TooManyPixels { .. }
            );
            // Where the file was found, its path was right: the hint is about its bytes.
            let hint = if too_large {
                scale_down()
            } else if matches!(e, PictureProblem::Unreadable(_)) {
                Message::new(
                    "the path is relative to the spreadsheet's folder; save the picture as PNG, JPEG, WebP or GIF",
                    "パスは CSV のあるフォルダーからの相対パスです。画像は PNG、JPEG、WebP、GIF のどれかで保存してください",
                )
            } else {
                Message::new(
                    "save it again as PNG, JPEG, WebP or GIF (open it in an image editor and export it)",
                    "画像編集ソフトで開き、PNG、JPEG、WebP、GIF のどれかで保存し直してください",
                )
            };
            c.error_hint(
                source,
                cell.span.clone(),
                Message::new(
                    format!("the {what} picture `{rel}`: {e}"),
                    format!("{which}の画像 `{rel}`: {}", e.words(Lang::Ja)),
                ),
                hint,
            );
            None
        }
    }
}

/// What to do about a picture too large to read: more pixels than any card shows.
fn scale_down() -> Message {
    let side = crate::picture::CARD_SIDE;
    Message::new(
        format!(
            "scale it down: udonarium shows a card at most as tall as its window, and a room keeps {side} px of a picture's longest side"
        ),
        format!(
            "画像を小さくしてください。udonarium がカードを表示するのは最大でもウィンドウの高さまでで、部屋には画像の長い辺の {side} px までを入れます"
        ),
    )
}
