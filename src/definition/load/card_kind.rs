//! A card kind beside its items: its shape and how pictures fit it, the rows its
//! spreadsheet gives, the plain templates drawn where it has none, and the checks that its
//! cards can be drawn alike.

use super::checker::{Checker, Source};
use super::deck_csv::{CsvDecks, DeckRows};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::definition::shape::{CardShape, Fit};
use crate::error::Message;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use toml::Spanned;

/// A kind's `shape`, checked: one of `definition::shape`'s, and only where no face template
/// gives the cards theirs. Without one, the shape most of its pictures have.
pub(super) fn card_shape(c: &mut Checker, cs: &Source, kind: &RawCardKind) -> CardShape {
    let Some(raw) = &kind.shape else {
        return CardShape::Common;
    };
    let written = raw.get_ref();
    if let Some(face) = &kind.face {
        let face = face.get_ref();
        c.error_hint(
            cs,
            raw.span(),
            Message::new(
                format!("`shape` is for cards without a face template; `{face}` gives their shape"),
                format!(
                    "`shape` は面のテンプレートのないカードのものです。形は `{face}` で決まります"
                ),
            ),
            Message::new(
                "leave out `shape`, or `face` to draw the cards plain",
                "`shape` を消すか、`face` を消して無地の面にしてください",
            ),
        );
        return CardShape::Common;
    }
    CardShape::parse(written).unwrap_or_else(|| {
        c.error_hint(
            cs,
            raw.span(),
            Message::new(
                format!("`{written}` is not a card shape"),
                format!("`{written}` はカードの形ではありません"),
            ),
            Message::new(
                "use `common`, `first`, `poker`, `bridge`, `tarot`, `mini`, `square`, or `WxH` \
                 (millimetres or a ratio, e.g. `63x88`; between 1:4 and 4:1)",
                "`common`、`first`、`poker`、`bridge`、`tarot`、`mini`、`square`、または `WxH`\
                 （ミリメートルか比。例: `63x88`。1:4 から 4:1 まで）を書いてください",
            ),
        );
        CardShape::Common
    })
}

/// The error for a card kind without a card.
pub(super) fn no_cards(c: &mut Checker, cs: &Source, kind: &RawCardKind, kid: &str) {
    let at = kind
        .items
        .as_ref()
        .map(|i| i.span())
        .or(kind.csv.as_ref().map(|c| c.span()))
        .unwrap_or(kind.id.span());
    c.error_hint(
        cs,
        at,
        Message::new(
            format!("card kind `{kid}` has no cards"),
            format!("カードの種類 `{kid}` にカードがありません"),
        ),
        Message::new(
            "give it `[[cards.items]]`, or `csv = \"cards.csv\"` with a row per card",
            "`[[cards.items]]` を書くか、1 枚 1 行の `csv = \"cards.csv\"` を加えてください",
        ),
    );
}

/// `fit`: how a picture of another shape is fitted to the card, `pad` or `crop`.
pub(super) fn fit_of(c: &mut Checker, cs: &Source, kind: &RawCardKind) -> Fit {
    kind.fit.as_ref().map_or(Fit::default(), |raw| {
        Fit::parse(raw.get_ref()).unwrap_or_else(|| {
            let found = raw.get_ref();
            c.error(
                cs,
                raw.span(),
                Message::new(
                    format!("expected `fit` to be `pad` or `crop`, found `{found}`"),
                    format!("`fit` は `pad` か `crop` です（`{found}` になっています）"),
                ),
            );
            Fit::default()
        })
    })
}

/// A card's own face has the shape of its kind's face: udonarium draws every card of a
/// kind alike, so a face of another shape would stretch.
pub(super) fn shaped_as_its_kind(
    c: &mut Checker,
    cs: &Source,
    (raw, f, svg): (&Spanned<String>, &str, &str),
    (face, aspect): (&str, f64),
) {
    let own = c.svg_aspect(cs, raw, svg);
    if (own - aspect).abs() > 0.01 {
        c.error(
            cs,
            raw.span(),
            Message::new(
                format!("`{f}` is not the shape of its kind's face `{face}`"),
                format!("`{f}` の形が、種類の面 `{face}` と違います"),
            ),
        );
    }
}

/// The rows a kind's `csv` gives it, as items with its pictures' shapes (none without a
/// `csv`, where a `deck` is reported); `None` where the spreadsheet could not be read.
pub(super) fn deck_rows(
    dir: &Path,
    c: &mut Checker,
    cs: &Source,
    kind: &RawCardKind,
    csv_decks: &mut CsvDecks,
    item_ids: &mut BTreeSet<String>,
) -> Option<DeckRows> {
    if let Some(csv) = &kind.csv {
        return csv_decks.items(dir, c, cs, csv, kind.deck.as_ref(), item_ids);
    }
    if let Some(deck) = &kind.deck {
        c.error(
            cs,
            deck.span(),
            Message::new(
                "`deck` chooses rows of a `csv`, and this kind has none",
                "`deck` は `csv` の行を選ぶものですが、この種類には `csv` がありません",
            ),
        );
    }
    Some(DeckRows {
        items: Vec::new(),
        picture_aspects: Vec::new(),
    })
}

/// The plain face or back (`side`, drawn by `draw`) of kind `kid` without a template of
/// its own, kept among the files by its key.
pub(super) fn default_template(
    files: &mut BTreeMap<String, String>,
    kid: &str,
    (side, draw): (&str, fn(f64) -> String),
    aspect: f64,
) -> String {
    let key = format!("{DEFAULT_TEMPLATES}{kid}-{side}.svg");
    files.insert(key.clone(), draw(aspect));
    key
}
