//! `components.toml`: icons, card kinds and their items, pieces and dice.

use super::checker::{Checker, Source, ends_name};
use super::deck_csv::CsvDecks;
use super::defaults::{self, DEFAULT_ASPECT, DEFAULT_COLOUR};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::definition::text::Text;
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
    let mut icon_ids = BTreeSet::new();
    let icons: Vec<Icon> = comp
        .icons
        .iter()
        .map(|icon| {
            let file = c.file(cs, dir, &icon.file, files);
            Icon {
                id: c.id(cs, &icon.id, &mut icon_ids, "icon"),
                label: c.text(cs, &icon.label, "an icon label"),
                file,
                colour: icon.colour.as_ref().map(|col| c.colour(cs, col)),
            }
        })
        .collect();
    let mut kind_ids = BTreeSet::new();
    let mut card_kinds = Vec::new();
    let mut csv_decks = CsvDecks::default();
    for kind in &comp.cards {
        let kid = c.id(cs, &kind.id, &mut kind_ids, "card kind");
        let mut item_ids = BTreeSet::new();
        let mut items = Vec::new();
        let mut item_faces = Vec::new();
        for item in kind.items.iter().flat_map(|i| i.get_ref()) {
            let mut values = BTreeMap::new();
            for (key, value) in &item.values {
                if !icon_ids.contains(key.get_ref()) {
                    c.error_hint(
                        cs,
                        key.span(),
                        format!("unknown value `{}`", key.get_ref()),
                        format!(
                            "values are keyed by icon: {}",
                            icon_ids.iter().cloned().collect::<Vec<_>>().join(", ")
                        ),
                    );
                }
                let value = c.value(cs, key.span(), *value, "the value");
                values.insert(key.get_ref().clone(), value);
            }
            if let Some(icon) = &item.icon
                && !icon_ids.contains(icon.get_ref())
            {
                c.error(
                    cs,
                    icon.span(),
                    format!("unknown icon `{}`", icon.get_ref()),
                );
            }
            let ends = item
                .ends
                .as_ref()
                .map(|e| c.ends(cs, e, &icons))
                .unwrap_or_default();
            let name = match &item.name {
                Some(n) => c.text(cs, n, "a card name"),
                None if !ends.is_empty() => ends_name(&ends, &icons),
                None => {
                    c.error_hint(
                        cs,
                        item.id.span(),
                        format!("card `{}` has no name", item.id.get_ref()),
                        "add `name = { ja = \"…\" }` (only two-ended cards may leave it out)"
                            .into(),
                    );
                    Text::default()
                }
            };
            let face = item.face.as_ref().map(|f| c.file(cs, dir, f, files));
            items.push(CardItem {
                id: c.id(cs, &item.id, &mut item_ids, "card"),
                name,
                copies: item
                    .copies
                    .as_ref()
                    .map_or(1, |n| c.positive(cs, n, "`copies`")),
                values,
                icon: item.icon.as_ref().map(|i| i.get_ref().clone()),
                flavour: item
                    .flavour
                    .as_ref()
                    .map(|t| c.text(cs, t, "a flavour text")),
                effect: item
                    .effect
                    .as_ref()
                    .map(|t| c.text(cs, t, "an effect text")),
                favour: item.favour.as_ref().map(|t| c.text(cs, t, "a favour text")),
                ends,
                face: face.clone(),
                fields: Vec::new(),
                picture: None,
                back_picture: None,
            });
            if let (Some(raw), Some(f)) = (&item.face, face) {
                item_faces.push((raw, f));
            }
        }
        let face = kind.face.as_ref().map(|f| c.file(cs, dir, f, files));
        let template_aspect = face
            .as_ref()
            .zip(kind.face.as_ref())
            .and_then(|(f, raw)| Some(c.svg_aspect(cs, raw, &files.get(f)?.clone())));
        let mut picture_aspect = None;
        let mut unreadable = false;
        if let Some(csv) = &kind.csv {
            let rows = csv_decks.items(
                dir,
                c,
                cs,
                csv,
                kind.deck.as_ref(),
                template_aspect,
                &mut item_ids,
            );
            match rows {
                Some(rows) => {
                    items.extend(rows.items);
                    picture_aspect = rows.picture_aspect;
                }
                None => unreadable = true,
            }
        } else if let Some(deck) = &kind.deck {
            c.error(
                cs,
                deck.span(),
                "`deck` chooses rows of a `csv`, and this kind has none".into(),
            );
        }
        if items.is_empty() && !unreadable {
            let at = kind
                .items
                .as_ref()
                .map(|i| i.span())
                .or(kind.csv.as_ref().map(|c| c.span()))
                .unwrap_or(kind.id.span());
            c.error_hint(
                cs,
                at,
                format!("card kind `{kid}` has no cards"),
                "give it `[[cards.items]]`, or `csv = \"cards.csv\"` with a row per card".into(),
            );
        }
        // A face template gives the shape; else the deck's pictures; else a tarot card's.
        let aspect = template_aspect.or(picture_aspect).unwrap_or(DEFAULT_ASPECT);
        let colour = kind
            .colour
            .as_ref()
            .map_or_else(|| DEFAULT_COLOUR.to_string(), |col| c.colour(cs, col));
        let face = face.unwrap_or_else(|| {
            let key = format!("(default)/{kid}-face.svg");
            files.insert(key.clone(), defaults::face(aspect));
            key
        });
        let back = match &kind.back {
            Some(b) => c.file(cs, dir, b, files),
            None => {
                let key = format!("(default)/{kid}-back.svg");
                files.insert(key.clone(), defaults::back(aspect));
                key
            }
        };
        // udonarium draws every card of a kind alike; a face of another shape would stretch.
        for (raw, f) in item_faces {
            if let Some(svg) = files.get(&f) {
                let svg = svg.clone();
                let own = c.svg_aspect(cs, raw, &svg);
                if (own - aspect).abs() > 0.01 {
                    c.error(
                        cs,
                        raw.span(),
                        format!("`{f}` is not the shape of its kind's face `{face}`"),
                    );
                }
            }
        }
        card_kinds.push(CardKind {
            id: kid,
            name: c.text(cs, &kind.name, "a card kind name"),
            size: c.positive(cs, &kind.size, "a card size"),
            per_seat: kind.per_seat,
            fanned: kind.fanned.unwrap_or(true),
            face,
            back,
            colour,
            aspect,
            items,
        });
    }
    csv_decks.finish(c);
    let mut piece_ids = BTreeSet::new();
    let pieces: Vec<PieceDef> = comp
        .pieces
        .iter()
        .map(|p| PieceDef {
            id: c.id(cs, &p.id, &mut piece_ids, "piece"),
            name: c.text(cs, &p.name, "a piece name"),
            virtual_name: p
                .virtual_name
                .as_ref()
                .map(|t| c.text(cs, t, "a virtual name")),
            per_seat: p.per_seat,
            size: c.positive(cs, &p.size, "a piece size"),
            image: c.file(cs, dir, &p.image, files),
            counters: super::counters::check(c, cs, p.id.get_ref(), &p.counters),
        })
        .collect();
    let mut die_ids = BTreeSet::new();
    let dice: Vec<DieDef> = comp
        .dice
        .iter()
        .map(|d| {
            let faces = die_faces(c, cs, &d.faces);
            let start = match (&faces, &d.start) {
                (_, None) => 0,
                (DieFaces::Numbers { from, to }, Some(start)) => {
                    let n = *start.get_ref();
                    if (*from..=*to).contains(&n) {
                        (n - from) as usize
                    } else {
                        c.error(
                            cs,
                            start.span(),
                            format!("expected a face from {from} to {to}, found {n}"),
                        );
                        0
                    }
                }
                (DieFaces::Seats, Some(start)) => {
                    c.error(
                        cs,
                        start.span(),
                        "`start` is for a die with number faces (`faces = \"0-30\"`)".into(),
                    );
                    0
                }
            };
            let icon = d.icon.as_ref().map(|icon| {
                if !icon_ids.contains(icon.get_ref()) {
                    c.error(
                        cs,
                        icon.span(),
                        format!("unknown icon `{}`", icon.get_ref()),
                    );
                }
                icon.get_ref().clone()
            });
            DieDef {
                id: c.id(cs, &d.id, &mut die_ids, "die"),
                name: c.text(cs, &d.name, "a die name"),
                per_seat: d.per_seat,
                size: c.positive(cs, &d.size, "a die size"),
                faces,
                start,
                icon,
                image: c.file(cs, dir, &d.image, files),
                was: d.was.as_ref().map(|w| c.text(cs, w, "a die's former name")),
            }
        })
        .collect();

    Components {
        icons,
        card_kinds,
        pieces,
        dice,
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
            c.error(
                cs,
                faces.span(),
                format!("{} faces, over the limit of {MAX_DIE_FACES}", to - from + 1),
            );
            DieFaces::Seats
        }
        _ => {
            c.error_hint(
                cs,
                faces.span(),
                format!("expected `seats` or a range of numbers `FROM-TO`, found `{text}`"),
                "a counter from 0 to 30 is `faces = \"0-30\"`".into(),
            );
            DieFaces::Seats
        }
    }
}
