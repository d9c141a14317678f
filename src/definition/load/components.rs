//! `components.toml`: icons, card kinds and their items, pieces and dice.

use super::card_kind::{
    card_shape, deck_rows, default_template, fit_of, no_cards, shaped_as_its_kind,
};
use super::checker::{Checker, Source, ends_name};
use super::deck_csv::CsvDecks;
use super::defaults::{self, DEFAULT_ASPECT, DEFAULT_COLOUR};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::definition::shape::DEFAULT_PAD_COLOUR;
use crate::definition::text::Text;
use crate::error::Message;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use toml::Spanned;

/// Faces of one die: udonarium lists them all in its 「ダイス目を設定」 menu, which must fit
/// on a screen.
pub const MAX_DIE_FACES: i64 = 60;

pub struct Components {
    pub icons: Vec<Icon>,
    pub card_kinds: Vec<CardKind>,
    pub pieces: Vec<PieceDef>,
    pub dice: Vec<DieDef>,
}

pub fn check(
    dir: &Path,
    c: &mut Checker,
    files: &mut BTreeMap<String, String>,
    cs: &Source,
    comp: &RawComponents,
) -> Components {
    let mut part = Part {
        dir,
        c,
        files,
        cs,
        icon_ids: BTreeSet::new(),
    };
    let icons: Vec<Icon> = comp.icons.iter().map(|icon| part.icon(icon)).collect();
    let mut kind_ids = BTreeSet::new();
    let mut csv_decks = CsvDecks::default();
    let card_kinds = comp
        .cards
        .iter()
        .map(|kind| part.card_kind(kind, &icons, &mut kind_ids, &mut csv_decks))
        .collect();
    csv_decks.finish(part.c);
    let mut piece_ids = BTreeSet::new();
    let pieces = comp
        .pieces
        .iter()
        .map(|p| part.piece(p, &mut piece_ids))
        .collect();
    let mut die_ids = BTreeSet::new();
    let dice = comp
        .dice
        .iter()
        .map(|d| part.die(d, &mut die_ids))
        .collect();
    Components {
        icons,
        card_kinds,
        pieces,
        dice,
    }
}

/// What checking every entry of `components.toml` shares: where its files are read from,
/// and the icon ids the later entries may name.
struct Part<'a> {
    dir: &'a Path,
    c: &'a mut Checker,
    files: &'a mut BTreeMap<String, String>,
    cs: &'a Source,
    icon_ids: BTreeSet<String>,
}

impl Part<'_> {
    fn icon(&mut self, icon: &RawIcon) -> Icon {
        let (c, cs) = (&mut *self.c, self.cs);
        let file = c.file(cs, self.dir, &icon.file, self.files);
        Icon {
            id: c.id(cs, &icon.id, &mut self.icon_ids, ("icon", "アイコン")),
            label: c.text(cs, &icon.label, ("an icon label", "アイコンのラベル")),
            file,
            colour: icon.colour.as_ref().map(|col| c.colour(cs, col)),
        }
    }

    /// An icon an entry names must be one `[[icons]]` declares.
    fn known_icon(&mut self, icon: &Spanned<String>) {
        if !self.icon_ids.contains(icon.get_ref()) {
            let id = icon.get_ref();
            self.c.error(
                self.cs,
                icon.span(),
                Message::new(
                    format!("unknown icon `{id}`"),
                    format!("`{id}` というアイコンはありません"),
                ),
            );
        }
    }

    fn card_kind(
        &mut self,
        kind: &RawCardKind,
        icons: &[Icon],
        kind_ids: &mut BTreeSet<String>,
        csv_decks: &mut CsvDecks,
    ) -> CardKind {
        let kid = self
            .c
            .id(self.cs, &kind.id, kind_ids, ("card kind", "カードの種類"));
        let mut item_ids = BTreeSet::new();
        let (mut items, item_faces) = self.listed_items(kind, icons, &mut item_ids);
        let (dir, c, cs) = (self.dir, &mut *self.c, self.cs);
        let face = kind.face.as_ref().map(|f| c.file(cs, dir, f, self.files));
        let template_aspect = face
            .as_ref()
            .zip(kind.face.as_ref())
            .and_then(|(f, raw)| Some(c.svg_aspect(cs, raw, &self.files.get(f)?.clone())));
        // `None`: a spreadsheet that could not be read (and said so).
        let (picture_aspects, unreadable) =
            match deck_rows(dir, c, cs, kind, csv_decks, &mut item_ids) {
                Some(rows) => {
                    items.extend(rows.items);
                    (rows.picture_aspects, false)
                }
                None => (Vec::new(), true),
            };
        if items.is_empty() && !unreadable {
            no_cards(c, cs, kind, &kid);
        }
        // A face template gives the shape; else `shape`, by default the most common of the
        // deck's pictures; else a poker card's.
        let shape = card_shape(c, cs, kind);
        let aspect = template_aspect
            .or_else(|| shape.aspect(&picture_aspects))
            .unwrap_or(DEFAULT_ASPECT);
        let fit = fit_of(c, cs, kind);
        let pad_colour = kind
            .pad_colour
            .as_ref()
            .map_or_else(|| DEFAULT_PAD_COLOUR.to_string(), |col| c.colour(cs, col));
        let colour = kind
            .colour
            .as_ref()
            .map_or_else(|| DEFAULT_COLOUR.to_string(), |col| c.colour(cs, col));
        let face = face.unwrap_or_else(|| {
            default_template(self.files, &kid, ("face", defaults::face), aspect)
        });
        let back = match &kind.back {
            Some(b) => c.file(cs, dir, b, self.files),
            None => default_template(self.files, &kid, ("back", defaults::back), aspect),
        };
        // udonarium draws every card of a kind alike; a face of another shape would stretch.
        for (raw, f) in item_faces {
            if let Some(svg) = self.files.get(&f) {
                shaped_as_its_kind(c, cs, (raw, &f, svg), (&face, aspect));
            }
        }
        CardKind {
            id: kid,
            name: c.text(cs, &kind.name, ("a card kind name", "カードの種類の名前")),
            size: c.component_size(
                cs,
                &kind.size,
                (("card kind", "カードの種類"), kind.id.get_ref()),
            ),
            per_seat: kind.per_seat,
            fanned: kind.fanned.unwrap_or(true),
            face,
            back,
            colour,
            aspect,
            fit,
            pad_colour,
            items,
        }
    }

    /// The kind's `[[cards.items]]`, checked, and each one's own face template (as
    /// written, and its key).
    fn listed_items<'k>(
        &mut self,
        kind: &'k RawCardKind,
        icons: &[Icon],
        item_ids: &mut BTreeSet<String>,
    ) -> (Vec<CardItem>, Vec<(&'k Spanned<String>, String)>) {
        let mut items = Vec::new();
        let mut item_faces = Vec::new();
        for item in kind.items.iter().flat_map(|i| i.get_ref()) {
            let checked = self.card_item(item, icons, item_ids);
            if let (Some(raw), Some(f)) = (&item.face, checked.face.clone()) {
                item_faces.push((raw, f));
            }
            items.push(checked);
        }
        (items, item_faces)
    }

    /// A card's values, each keyed by an icon.
    fn item_values(&mut self, item: &RawCardItem) -> BTreeMap<String, i64> {
        let mut values = BTreeMap::new();
        for (key, value) in &item.values {
            if !self.icon_ids.contains(key.get_ref()) {
                let (key_id, icons, listed) = (
                    key.get_ref(),
                    self.icon_ids.iter().cloned().collect::<Vec<_>>().join(", "),
                    crate::error::listed(&self.icon_ids),
                );
                self.c.error_hint(
                    self.cs,
                    key.span(),
                    Message::new(
                        format!("unknown value `{key_id}`"),
                        format!("`{key_id}` という値はありません"),
                    ),
                    Message::new(
                        format!("values are keyed by icon: {icons}"),
                        format!("値はアイコンの ID で書きます: {listed}"),
                    ),
                );
            }
            let value = self
                .c
                .value(self.cs, key.span(), *value, ("the value", "値"));
            values.insert(key.get_ref().clone(), value);
        }
        values
    }

    /// One `[[cards.items]]` entry (a spreadsheet's rows are checked in `deck_csv`).
    fn card_item(
        &mut self,
        item: &RawCardItem,
        icons: &[Icon],
        item_ids: &mut BTreeSet<String>,
    ) -> CardItem {
        let values = self.item_values(item);
        if let Some(icon) = &item.icon {
            self.known_icon(icon);
        }
        let (c, cs) = (&mut *self.c, self.cs);
        let ends = item
            .ends
            .as_ref()
            .map(|e| c.ends(cs, e, icons))
            .unwrap_or_default();
        let name = match &item.name {
            Some(n) => c.text(cs, n, ("a card name", "カードの名前")),
            None if !ends.is_empty() => ends_name(&ends, icons),
            None => {
                let id = item.id.get_ref();
                c.error_hint(
                    cs,
                    item.id.span(),
                    Message::new(
                        format!("card `{id}` has no name"),
                        format!("カード `{id}` に名前がありません"),
                    ),
                    Message::new(
                        "add `name = { ja = \"…\" }` (only two-ended cards may leave it out)",
                        "`name = { ja = \"…\" }` を加えてください（省けるのは両端のあるカードだけです）",
                    ),
                );
                Text::default()
            }
        };
        let face = item
            .face
            .as_ref()
            .map(|f| c.file(cs, self.dir, f, self.files));
        CardItem {
            id: c.id(cs, &item.id, item_ids, ("card", "カード")),
            name,
            copies: item
                .copies
                .as_ref()
                .map_or(1, |n| c.positive(cs, n, ("`copies`", "`copies`"))),
            values,
            icon: item.icon.as_ref().map(|i| i.get_ref().clone()),
            flavour: item
                .flavour
                .as_ref()
                .map(|t| c.text(cs, t, ("a flavour text", "フレーバーテキスト"))),
            effect: item
                .effect
                .as_ref()
                .map(|t| c.text(cs, t, ("an effect text", "効果の文章"))),
            favour: item
                .favour
                .as_ref()
                .map(|t| c.text(cs, t, ("a favour text", "支持の文章"))),
            ends,
            face,
            fields: Vec::new(),
            picture: None,
            back_picture: None,
        }
    }

    fn piece(&mut self, p: &RawPiece, piece_ids: &mut BTreeSet<String>) -> PieceDef {
        let (c, cs) = (&mut *self.c, self.cs);
        PieceDef {
            id: c.id(cs, &p.id, piece_ids, ("piece", "駒")),
            name: c.text(cs, &p.name, ("a piece name", "駒の名前")),
            virtual_name: p
                .virtual_name
                .as_ref()
                .map(|t| c.text(cs, t, ("a virtual name", "仮の名前"))),
            per_seat: p.per_seat,
            size: c.component_size(cs, &p.size, (("piece", "駒"), p.id.get_ref())),
            image: c.file(cs, self.dir, &p.image, self.files),
            counters: super::counters::check(c, cs, p.id.get_ref(), &p.counters),
        }
    }

    fn die(&mut self, d: &RawDie, die_ids: &mut BTreeSet<String>) -> DieDef {
        let faces = die_faces(self.c, self.cs, &d.faces);
        let start = self.die_start(&faces, d.start.as_ref());
        if let Some(icon) = &d.icon {
            self.known_icon(icon);
        }
        let (c, cs) = (&mut *self.c, self.cs);
        DieDef {
            id: c.id(cs, &d.id, die_ids, ("die", "ダイス")),
            name: c.text(cs, &d.name, ("a die name", "ダイスの名前")),
            per_seat: d.per_seat,
            size: c.component_size(cs, &d.size, (("die", "ダイス"), d.id.get_ref())),
            faces,
            start,
            icon: d.icon.as_ref().map(|i| i.get_ref().clone()),
            image: c.file(cs, self.dir, &d.image, self.files),
            was: d
                .was
                .as_ref()
                .map(|w| c.text(cs, w, ("a die's former name", "ダイスの以前の名前"))),
        }
    }

    /// The face a die shows when the room opens (0-based), from `start = N`.
    fn die_start(&mut self, faces: &DieFaces, start: Option<&Spanned<i64>>) -> usize {
        let Some(start) = start else { return 0 };
        match faces {
            DieFaces::Numbers { from, to } => {
                let n = *start.get_ref();
                if (*from..=*to).contains(&n) {
                    (n - from) as usize
                } else {
                    self.c.error(
                        self.cs,
                        start.span(),
                        Message::new(
                            format!("expected a face from {from} to {to}, found {n}"),
                            format!("面は {from} から {to} までです（{n} になっています）"),
                        ),
                    );
                    0
                }
            }
            DieFaces::Seats => {
                self.c.error(
                    self.cs,
                    start.span(),
                    Message::new(
                        "`start` is for a die with number faces (`faces = \"0-30\"`)",
                        "`start` は数字の面のダイス（`faces = \"0-30\"`）のものです",
                    ),
                );
                0
            }
        }
    }
}

/// `seats`, or a range of whole numbers `FROM-TO` (each a face of its own).
fn die_faces(c: &mut Checker, cs: &Source, faces: &Spanned<String>) -> DieFaces {
    let text = faces.get_ref().trim();
    if text == "seats" {
        return DieFaces::Seats;
    }
    let range = text.split_once('-').and_then(|(a, b)| {
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if !digits(a) || !digits(b) {
            return None;
        }
        Some((a.parse::<i64>().ok()?, b.parse::<i64>().ok()?))
    });
    match range {
        Some((from, to)) if from < to && to - from < MAX_DIE_FACES => {
            DieFaces::Numbers { from, to }
        }
        Some((from, to)) if from < to => {
            let count = to - from + 1;
            c.error(
                cs,
                faces.span(),
                Message::new(
                    format!("{count} faces, over the limit of {MAX_DIE_FACES}"),
                    format!("面が {count} あり、上限の {MAX_DIE_FACES} を超えます"),
                ),
            );
            DieFaces::Seats
        }
        _ => {
            c.error_hint(
                cs,
                faces.span(),
                Message::new(
                    format!("expected `seats` or a range of numbers `FROM-TO`, found `{text}`"),
                    format!("`seats` か数の範囲 `FROM-TO` を書きます（`{text}` になっています）"),
                ),
                Message::new(
                    "a counter from 0 to 30 is `faces = \"0-30\"`",
                    "0 から 30 までのカウンターは `faces = \"0-30\"` です",
                ),
            );
            DieFaces::Seats
        }
    }
}
