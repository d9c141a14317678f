//! `preview`: a contact sheet of a game's cards, every distinct face and back once, at the
//! size it is stored at, labelled with its component id, so a designer can check the cards
//! without loading the room in udonarium.
//!
//! The room is built in memory exactly as `build` makes it (so user art, language and player
//! count apply), with PNG faces: what the sheet shows is what a PNG room holds, pixel for
//! pixel, and it needs no second renderer. `art::sheet` lays the images out.

use crate::art::Renderer;
use crate::art::sheet::{self, Sheet, Tile};
use crate::definition::{Game, Lang};
use crate::error::{Error, SheetProblem};
use crate::room::{BuildOptions, build, plan};
use crate::udonarium::{Card, Room, TableObject};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// Builds the room for `game` with `options` (its image format aside) and draws the sheet,
/// labelled in `lang` (the messages' language: the cards' own are the room's).
pub fn preview(
    game: &Game,
    options: &BuildOptions,
    lang: Lang,
) -> Result<(Sheet, Vec<String>), Error> {
    let options = BuildOptions {
        images: crate::art::ImageFormat::Png,
        ..options.clone()
    };
    // The sheet's size is known from the laid-out room: one too large is refused before
    // any image is rendered.
    let planned = plan(game, &options)?;
    let labelled = tiles(game, &planned.room, lang);
    if labelled.is_empty() {
        return Err(Error::NoCardsToPreview {
            game: game.id.clone(),
        });
    }
    let sizes: Vec<(u32, u32)> = labelled
        .iter()
        .map(|(_, id)| planned.sizes.get(id).copied().unwrap_or((1, 1)))
        .collect();
    sheet::layout(&sizes).map_err(|e| too_large(game, e))?;
    let built = build(game, &options)?;
    let labelled = tiles(game, &built.room, lang);
    let mut tiles = Vec::with_capacity(labelled.len());
    for (label, id) in &labelled {
        let image = built
            .images
            .get(id)
            .filter(|i| i.extension != "svg")
            .ok_or_else(|| Error::PreviewImageMissing {
                label: label.clone(),
            })?;
        tiles.push(Tile {
            label: label.clone(),
            image: &image.bytes,
        });
    }
    let sheet = sheet::compose(&Renderer::new(), &tiles).map_err(|e| too_large(game, e))?;
    Ok((
        sheet,
        labelled.into_iter().map(|(label, _)| label).collect(),
    ))
}

fn too_large(game: &Game, problem: SheetProblem) -> Error {
    Error::PreviewTooLarge {
        game: game.id.clone(),
        problem,
    }
}

/// What sorts a tile: card kind and item in definition order (unknown ones last), seat,
/// face before back. A back shared by a whole kind sorts after all its items.
type Key = (usize, usize, u32, u8);

/// One candidate tile before duplicates are dropped.
struct Candidate<'a> {
    key: Key,
    /// `kind/item`, `kind/item (back)` or `kind/back`, before a seat is added.
    base: String,
    seat: Option<u32>,
    image: &'a str,
    /// A face's card name, shown after its id (a spreadsheet's cards are often `row-N`).
    name: Option<&'a str>,
}

/// Each distinct card image (face and back) of the room once, as `(label, image id)`, in
/// definition order rather than the room's: the room's order is shuffled by the seed,
/// and a designer reads a sheet against the definition.
///
/// A back used by every item of its kind is `kind/back`; one that differs between items
/// (RITUAL's backs show points) is `kind/item (back)`, named after the first item showing
/// it. Where one label would name several images (seat-coloured cards), the seat is added.
/// A face's label ends with the card's name, where it says more than the id. The words
/// around the ids (back, seat) are in `lang`.
pub fn tiles(game: &Game, room: &Room, lang: Lang) -> Vec<(String, String)> {
    let cards = room_cards(room);
    let position = |component: &str| -> (usize, usize) {
        let (kind, item) = component.split_once('/').unwrap_or((component, ""));
        game.card_kinds
            .iter()
            .position(|k| k.id == kind)
            .map_or((usize::MAX, usize::MAX), |k| {
                let i = game.card_kinds[k].items.iter().position(|i| i.id == item);
                (k, i.unwrap_or(usize::MAX))
            })
    };
    let mut back_users: BTreeMap<&str, BTreeSet<(usize, usize, &str)>> = BTreeMap::new();
    let mut kind_items: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
    for card in &cards {
        let (k, i) = position(&card.identity.component);
        back_users
            .entry(&card.back)
            .or_default()
            .insert((k, i, &card.identity.component));
        kind_items.entry(k).or_default().insert(i);
    }
    let mut candidates = Vec::new();
    for card in &cards {
        let component = card.identity.component.as_str();
        let seat = card.identity.seat;
        let (k, i) = position(component);
        let s = seat.unwrap_or(0);
        candidates.push(Candidate {
            key: (k, i, s, 0),
            base: component.to_string(),
            seat,
            image: &card.front,
            name: Some(card.name.as_str()).filter(|n| !n.is_empty()),
        });
        let users = &back_users[card.back.as_str()];
        let items: BTreeSet<usize> = users.iter().map(|u| u.1).collect();
        let whole_kind = k != usize::MAX && items.len() > 1 && kind_items.get(&k) == Some(&items);
        let (key, base) = if whole_kind {
            let kind = &game.card_kinds[k].id;
            ((k, usize::MAX, s, 1), format!("{kind}/back"))
        } else {
            // The first user in definition order names it, and the back sorts after its face.
            let &(fk, fi, first) = users.first().expect("the card itself uses it");
            ((fk, fi, s, 1), format!("{first} (back)"))
        };
        candidates.push(Candidate {
            key,
            base,
            seat,
            image: &card.back,
            name: None,
        });
    }
    // Equal key and label means the same component at the same seat and side, which has
    // one image whatever the shuffle: the sheet is the same for any seed.
    candidates.sort_by(|a, b| a.key.cmp(&b.key).then_with(|| a.base.cmp(&b.base)));
    let mut seen = HashSet::new();
    candidates.retain(|c| seen.insert(c.image));
    let mut images_per_base: BTreeMap<&str, usize> = BTreeMap::new();
    for c in &candidates {
        *images_per_base.entry(&c.base).or_default() += 1;
    }
    candidates
        .iter()
        .map(|c| {
            let seat = c.seat.filter(|_| images_per_base[c.base.as_str()] > 1);
            let label = labelled(&c.base, seat, lang);
            (named(label, &c.base, c.name), c.image.to_string())
        })
        .collect()
}

/// A face's label with the card's name after it, unless the name only repeats the item's id
/// but for capitals (a deck made from pictures names each card after its file, as its id is).
fn named(label: String, component: &str, name: Option<&str>) -> String {
    let item = component
        .split_once('/')
        .map_or(component, |(_, item)| item);
    match name {
        Some(name) if !name.eq_ignore_ascii_case(item) => format!("{label} {name}"),
        _ => label,
    }
}

/// A tile's label from its base (`kind/item`, `kind/item (back)`, `kind/back`) and the seat
/// where it needs one, in `lang`: `kind/item (seat 2)`, `kind/item (back, seat 2)`,
/// `kind/back (seat 2)`; in Japanese `kind/item（席 2）`, `kind/item（裏、席 2）`,
/// `kind（裏、席 2）`.
fn labelled(base: &str, seat: Option<u32>, lang: Lang) -> String {
    match lang {
        Lang::En => match (base.strip_suffix(" (back)"), seat) {
            (_, None) => base.to_string(),
            (Some(component), Some(seat)) => format!("{component} (back, seat {seat})"),
            (None, Some(seat)) => format!("{base} (seat {seat})"),
        },
        Lang::Ja => {
            let (component, back) = match base.strip_suffix(" (back)") {
                Some(component) => (component, true),
                // A whole kind's back: its kind, and that it is the back.
                None => match base.strip_suffix("/back") {
                    Some(kind) if !kind.contains('/') => (kind, true),
                    _ => (base, false),
                },
            };
            match (back, seat) {
                (false, None) => component.to_string(),
                (true, None) => format!("{component}（裏）"),
                (false, Some(seat)) => format!("{component}（席 {seat}）"),
                (true, Some(seat)) => format!("{component}（裏、席 {seat}）"),
            }
        }
    }
}

/// Every card of the room, loose or in a stack, in the room's order.
fn room_cards(room: &Room) -> Vec<&Card> {
    room.objects
        .iter()
        .flat_map(|o| match o {
            TableObject::Card(c) => vec![c],
            TableObject::CardStack(s) => s.cards.iter().collect(),
            _ => Vec::new(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_face_is_labelled_with_its_name_only_where_the_name_says_more_than_its_id() {
        use super::named;
        let label = |component: &str| component.to_string();
        assert_eq!(
            named(label("role/witch"), "role/witch", Some("魔女")),
            "role/witch 魔女"
        );
        assert_eq!(
            named(label("my-deck/dragon"), "my-deck/dragon", Some("dragon")),
            "my-deck/dragon"
        );
        assert_eq!(
            named(label("deck/goblin"), "deck/goblin", Some("Goblin")),
            "deck/goblin"
        );
        assert_eq!(
            named(
                label("deck/fire-dragon"),
                "deck/fire-dragon",
                Some("Fire Dragon")
            ),
            "deck/fire-dragon Fire Dragon"
        );
        assert_eq!(
            named("cards/row-3 (seat 2)".into(), "cards/row-3", Some("Dragon")),
            "cards/row-3 (seat 2) Dragon"
        );
        assert_eq!(named(label("cards/back"), "cards/back", None), "cards/back");
    }

    #[test]
    fn seats_are_named_only_where_a_label_would_be_ambiguous() {
        use super::{Lang, labelled};
        let en = |base, seat| labelled(base, seat, Lang::En);
        assert_eq!(en("role/red", Some(2)), "role/red (seat 2)");
        assert_eq!(
            en("spell/fire (back)", Some(3)),
            "spell/fire (back, seat 3)"
        );
        assert_eq!(en("role/back", Some(1)), "role/back (seat 1)");
        assert_eq!(en("spell/fire (back)", None), "spell/fire (back)");
        assert_eq!(en("role/back", None), "role/back");
    }

    #[test]
    fn labels_in_japanese_say_back_and_seat_in_japanese() {
        use super::{Lang, labelled};
        let ja = |base, seat| labelled(base, seat, Lang::Ja);
        assert_eq!(ja("role/red", Some(2)), "role/red（席 2）");
        assert_eq!(ja("spell/fire (back)", Some(3)), "spell/fire（裏、席 3）");
        assert_eq!(ja("spell/fire (back)", None), "spell/fire（裏）");
        assert_eq!(ja("role/back", Some(1)), "role（裏、席 1）");
        assert_eq!(ja("role/back", None), "role（裏）");
        assert_eq!(ja("role/witch", None), "role/witch");
    }
}
