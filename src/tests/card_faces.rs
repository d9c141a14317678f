//! Cards as players see them on the table: a card's name shows in the strip that stays
//! visible when cards overlap from the left (a hand, a zone of played cards), a back
//! looks the same after udonarium's shuffle turns it by 180°, and no text lies under the
//! 「n枚」 badge udonarium draws over the middle of a pile's top card.

use super::*;
use crate::art::{Art, Renderer};
use crate::definition::{self, CardItem, CardKind, Game, Lang, NAME_STRIP, Rect, count_badge};
use resvg::usvg::{Group, Node};

/// Every built-in game, the game `udonforge new` starts a designer with, and a deck from a
/// spreadsheet with the plain faces and backs a kind without templates gets; each in every
/// language it has.
pub(super) fn games() -> Vec<(Game, Lang)> {
    let mut dirs = built_in_games();
    let scratch = scratch("card-faces");
    let templates = scratch.join("templates");
    let t = templates.to_str().unwrap();
    command(&["new", "fresh", "--templates", t]);
    dirs.push(templates.join("fresh"));
    let csv = scratch.join("cards.csv");
    std::fs::write(
        &csv,
        "名前,name_en,枚数,効果\n見習いの魔法使い,Apprentice,3,カードを1枚引く。\n竜,Dragon,1,\n",
    )
    .unwrap();
    command(&[
        "new",
        "sheet",
        "--templates",
        t,
        "--from",
        csv.to_str().unwrap(),
        "-o",
        scratch.join("sheet.zip").to_str().unwrap(),
    ]);
    dirs.push(templates.join("sheet"));
    let mut out = Vec::new();
    for dir in dirs {
        let game = definition::load(&dir).unwrap();
        for lang in game.languages.clone() {
            out.push((game.clone(), lang));
        }
    }
    out
}

/// Text elements of a laid-out SVG: (the text they show, their box on the canvas).
fn texts(group: &Group, out: &mut Vec<(String, resvg::usvg::Rect)>) {
    for node in group.children() {
        match node {
            Node::Group(g) => texts(g, out),
            Node::Text(t) => {
                let shown: String = t.chunks().iter().map(|c| c.text()).collect();
                out.push((shown, t.abs_bounding_box()));
            }
            _ => {}
        }
    }
}

/// Text as compared: whitespace, where the template broke a long name into lines, dropped.
fn squeezed(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// What a fanned card must show in its strip: its name, or for a two-ended card each end's
/// points (a hand may hold it either way up).
fn strip_marks(art: &Art, kind: &CardKind, item: &CardItem, seat: Option<usize>) -> Vec<String> {
    if item.ends.is_empty() {
        vec![squeezed(&art.card_name(item, seat))]
    } else {
        item.ends.iter().map(|end| end.points.to_string()).collect()
    }
    .into_iter()
    .filter(|_| kind.fanned)
    .collect()
}

/// A card face as drawn, for the strip checks.
struct Drawn {
    /// What it must show in its strips (`strip_marks`).
    marks: Vec<String>,
    width: f64,
    height: f64,
    /// Every text on it, with its box.
    texts: Vec<(String, resvg::usvg::Rect)>,
}

/// The face of `item` drawn; `None` where its kind draws none.
fn drawn(
    renderer: &Renderer,
    art: &Art,
    kind: &CardKind,
    item: &CardItem,
    seat: Option<usize>,
) -> Option<Drawn> {
    let svg = art.card_face_source(kind, item, seat).unwrap()?;
    let tree = renderer.tree(&svg).unwrap();
    let mut found = Vec::new();
    texts(tree.root(), &mut found);
    Some(Drawn {
        marks: strip_marks(art, kind, item, seat),
        width: tree.size().width() as f64,
        height: tree.size().height() as f64,
        texts: found,
    })
}

#[test]
fn every_cards_name_lies_in_its_left_strip() {
    let renderer = Renderer::new();
    let mut problems = Vec::new();
    let mut checked = 0;
    for (game, lang) in games() {
        let art = Art::new(&game, lang, None).unwrap();
        for kind in &game.card_kinds {
            for seat in game.seat_slots(kind.per_seat) {
                for item in &kind.items {
                    let Some(face) = drawn(&renderer, &art, kind, item, seat) else {
                        continue;
                    };
                    let (strip, height, found) = (face.width * NAME_STRIP, face.height, face.texts);
                    for mark in face.marks {
                        checked += 1;
                        let inside = found.iter().any(|(text, b)| {
                            squeezed(text) == mark
                                && b.left() >= -0.5
                                && b.right() as f64 <= strip + 0.5
                                && b.top() >= -0.5
                                && b.bottom() as f64 <= height + 0.5
                        });
                        if !inside {
                            let at: Vec<String> = found
                                .iter()
                                .filter(|(t, _)| squeezed(t) == mark)
                                .map(|(_, b)| format!("x {:.0}–{:.0}", b.left(), b.right()))
                                .collect();
                            problems.push(format!(
                                "{} {}/{} ({}): {mark:?} not within x 0–{strip:.0}; drawn at {at:?}",
                                game.id,
                                kind.id,
                                item.id,
                                lang.code()
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(checked > 0);
}

/// Share of pixels that differ visibly between `expected` and `png` turned by 180°.
pub(super) fn turned_difference(png: &[u8], expected: &[u8]) -> f64 {
    let image = image::load_from_memory(png).unwrap().to_rgba8();
    let expected = image::load_from_memory(expected).unwrap().to_rgba8();
    let turned = image::imageops::rotate180(&image);
    assert_eq!(turned.dimensions(), expected.dimensions());
    let differing = expected
        .pixels()
        .zip(turned.pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0).any(|(x, y)| x.abs_diff(y) > 48))
        .count();
    differing as f64 / (image.width() * image.height()) as f64
}

#[test]
fn every_back_looks_the_same_turned_by_180_degrees() {
    let renderer = Renderer::new();
    let mut problems = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for (game, lang) in games() {
        let art = Art::new(&game, lang, None).unwrap();
        for kind in &game.card_kinds {
            for seat in game.seat_slots(kind.per_seat) {
                for item in &kind.items {
                    let Some(svg) = art.card_back_source(kind, item, seat).unwrap() else {
                        continue;
                    };
                    if !seen.insert(svg.clone()) {
                        continue;
                    }
                    let png = renderer.render_png(&svg, 1.0, None).unwrap();
                    // A two-ended card turned is the card with its ends swapped: its back
                    // may show each end's points, each upright from its own end.
                    let mut swapped = item.clone();
                    swapped.ends.reverse();
                    let other = art.card_back_source(kind, &swapped, seat).unwrap().unwrap();
                    let other = renderer.render_png(&other, 1.0, None).unwrap();
                    let share = turned_difference(&png, &other);
                    // Anti-aliasing of shapes on odd pixels differs a little between the two.
                    if share > 0.005 {
                        problems.push(format!(
                            "{} {}/{} ({}): {:.1}% of the back changes when turned",
                            game.id,
                            kind.id,
                            item.id,
                            lang.code(),
                            share * 100.0
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_checks_tell_a_name_outside_the_strip_and_a_back_that_turns() {
    // The checks themselves, on faces drawn here: a name at the top right is not in the
    // strip, one written down the left edge is; a back with a title reads differently
    // turned, a centred emblem does not.
    let renderer = Renderer::new();
    let face = |x: u32, extra: &str| {
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><rect width="300" height="420" fill="#fff"/><text x="{x}" y="40" font-size="30" {extra}>魔女</text></svg>"##
        )
    };
    let in_strip = |svg: &str| {
        let tree = renderer.tree(svg).unwrap();
        let mut found = Vec::new();
        texts(tree.root(), &mut found);
        found
            .iter()
            .any(|(t, b)| t == "魔女" && b.right() as f64 <= 300.0 * NAME_STRIP)
    };
    assert!(!in_strip(&face(200, "")));
    assert!(in_strip(&face(20, r#"writing-mode="tb""#)));
    let titled = r##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><rect width="300" height="420" fill="#234"/><text x="30" y="60" font-size="40" fill="#fff">BACK</text></svg>"##;
    let emblem = r##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><rect width="300" height="420" fill="#234"/><circle cx="150" cy="210" r="80" fill="#fc0"/></svg>"##;
    let turned = |svg: &str| {
        let png = renderer.render_png(svg, 1.0, None).unwrap();
        turned_difference(&png, &png)
    };
    assert!(turned(titled) > 0.005);
    assert!(turned(emblem) <= 0.005);
}

/// Games whose shuffled decks show each card's name in both side strips: udonarium's shuffle
/// turns cards 0° or 180°, so a card drawn from a shuffled deck lies upside down half the
/// time, and only a name also in its right strip then shows in a fanned hand.
const TURNED_NAMES: &[&str] = &["ritual", "shinjya"];

#[test]
fn a_shuffled_cards_name_shows_in_its_left_strip_either_way_up() {
    let renderer = Renderer::new();
    let mut problems = Vec::new();
    let mut checked = 0;
    for (game, lang) in games()
        .into_iter()
        .filter(|(g, _)| TURNED_NAMES.contains(&g.id.as_str()))
    {
        let art = Art::new(&game, lang, None).unwrap();
        let shuffled: Vec<usize> = game
            .layout
            .placements
            .iter()
            .filter(|p| p.shuffle)
            .filter_map(|p| match p.what {
                definition::What::Cards(k) => Some(k),
                _ => None,
            })
            .collect();
        for &k in &shuffled {
            let kind = &game.card_kinds[k];
            for seat in game.seat_slots(kind.per_seat) {
                for item in &kind.items {
                    let Some(face) = drawn(&renderer, &art, kind, item, seat) else {
                        continue;
                    };
                    let (width, found) = (face.width, face.texts);
                    let strip = width * NAME_STRIP;
                    for mark in face.marks {
                        checked += 1;
                        // Turned by 180°, the right strip is the left one.
                        let turned = found.iter().any(|(text, b)| {
                            squeezed(text) == mark
                                && b.left() as f64 >= width - strip - 0.5
                                && b.right() as f64 <= width + 0.5
                        });
                        if !turned {
                            problems.push(format!(
                                "{} {}/{} ({}): {mark:?} not within the right strip",
                                game.id,
                                kind.id,
                                item.id,
                                lang.code()
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(checked > 0);
}

/// Every card face and back of the English room as drawn, its comments left out.
fn english_card_sources(game: &crate::definition::Game) -> Vec<(String, String)> {
    let art = crate::art::Art::new(game, crate::definition::Lang::En, None).unwrap();
    let mut out = Vec::new();
    for kind in &game.card_kinds {
        for seat in game.seat_slots(kind.per_seat) {
            for item in &kind.items {
                let face = art.card_face_source(kind, item, seat).unwrap().unwrap();
                let back = art.card_back_source(kind, item, seat).unwrap().unwrap();
                for (side, svg) in [("face", face), ("back", back)] {
                    let mut shown = String::new();
                    let mut rest = svg.as_str();
                    while let Some(start) = rest.find("<!--") {
                        shown.push_str(&rest[..start]);
                        rest = rest[start..].split_once("-->").map_or("", |(_, r)| r);
                    }
                    shown.push_str(rest);
                    out.push((format!("{}/{} {side} {seat:?}", kind.id, item.id), shown));
                }
            }
        }
    }
    out
}

#[test]
fn english_cards_print_english_words_from_the_glossary() {
    let game = crate::definition::load(&repo().join("templates/shinjya")).unwrap();
    let sources = english_card_sources(&game);
    assert_eq!(sources.len(), 2 * (7 + 5 + 3 + 2 * 5 + 5));
    for (what, svg) in &sources {
        assert!(
            japanese_in(svg).is_empty(),
            "{what}: {:?}",
            japanese_in(svg)
        );
    }
    // The character card's back and the special incidents print the glossary's terms.
    let chair = game.glossary["chair"].get(crate::definition::Lang::En);
    let back = |id: &str| &sources.iter().find(|(w, _)| w.starts_with(id)).unwrap().1;
    assert!(back("character/character back").contains(&format!(">{chair}</text>")));
    assert!(back("incident/stars-right face").contains(">Special effect</text>"));
}

/// Text a face or back draws under the count badge of a pile it tops (`COUNT_BADGE_PX` at
/// the card's size), as "`text` at its box".
fn under_badge(renderer: &Renderer, svg: &str, size: u32) -> Vec<String> {
    let tree = renderer.tree(svg).unwrap();
    let face = (tree.size().width() as f64, tree.size().height() as f64);
    let badge = count_badge(size, face);
    let mut found = Vec::new();
    ink(tree.root(), &mut found);
    found
        .into_iter()
        .filter(|(text, b)| !text.trim().is_empty() && meets(&badge, b))
        .map(|(text, b)| {
            format!(
                "{text:?} at x {:.0}–{:.0}, y {:.0}–{:.0} (badge x {:.0}–{:.0}, y {:.0}–{:.0})",
                b.left(),
                b.right(),
                b.top(),
                b.bottom(),
                badge.x,
                badge.x + badge.width,
                badge.y,
                badge.y + badge.height
            )
        })
        .collect()
}

/// Each drawn run of text (a line, a `<tspan>`) with the box its glyphs' outlines fill on
/// the canvas, as resvg draws them: a paragraph's lines may step round the badge.
fn ink(group: &Group, out: &mut Vec<(String, resvg::usvg::Rect)>) {
    for node in group.children() {
        match node {
            Node::Group(g) => ink(g, out),
            Node::Text(t) => {
                let shown: String = t.chunks().iter().map(|c| c.text()).collect();
                let mut runs = Vec::new();
                outlines(t.flattened(), &mut runs);
                for b in runs {
                    if let Some(b) = b.transform(t.abs_transform()) {
                        out.push((shown.clone(), b));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The outline paths of flattened text, each's box in the text's own space.
fn outlines(group: &Group, out: &mut Vec<resvg::usvg::Rect>) {
    for node in group.children() {
        match node {
            Node::Group(g) => outlines(g, out),
            Node::Path(p) => out.push(p.data().bounds()),
            _ => {}
        }
    }
}

/// Whether a text's box and the badge share more than an edge.
fn meets(badge: &Rect, b: &resvg::usvg::Rect) -> bool {
    (b.left() as f64) < badge.x + badge.width
        && badge.x < b.right() as f64
        && (b.top() as f64) < badge.y + badge.height
        && badge.y < b.bottom() as f64
}

/// Whether a card of this kind can top a pile: not when the kind is a single card (one per
/// seat for a per-seat kind) that no placement pools with other seats' (RITUAL's summary
/// card, DELTACLE's speed marker and blessing card): the room never stacks it, and a player
/// has nothing of its kind to pile it with.
pub(super) fn can_top_a_pile(game: &Game, index: usize) -> bool {
    let kind = &game.card_kinds[index];
    let one_card = kind.items.iter().map(|i| i.copies).sum::<u32>() == 1;
    let pooled = game.layout.placements.iter().any(|p| {
        p.what == definition::What::Cards(index)
            && matches!(p.unplayed, definition::Unplayed::Pool(_))
    });
    !one_card || pooled
}

/// #29: udonarium draws a pile's 「n枚」 badge over the middle of its top card; every face
/// and back that can top a pile keeps its text out from under it (paragraphs step over it
/// with `|wrap:W:X:SIZE:Y:FROM:TO` and flow on with `{{below:…}}`), and inside the card.
#[test]
fn no_face_or_back_draws_text_under_a_piles_count_badge() {
    let renderer = Renderer::new();
    let mut problems = Vec::new();
    let mut checked = 0;
    for (game, lang) in games() {
        let art = Art::new(&game, lang, None).unwrap();
        for (index, kind) in game.card_kinds.iter().enumerate() {
            if !can_top_a_pile(&game, index) {
                continue;
            }
            for seat in game.seat_slots(kind.per_seat) {
                for item in &kind.items {
                    let sides = [
                        ("face", art.card_face_source(kind, item, seat).unwrap()),
                        ("back", art.card_back_source(kind, item, seat).unwrap()),
                    ];
                    for (side, svg) in sides {
                        let Some(svg) = svg else { continue };
                        checked += 1;
                        let wrong = under_badge(&renderer, &svg, kind.size)
                            .into_iter()
                            .chain(off_the_card(&renderer, &svg));
                        for text in wrong {
                            problems.push(format!(
                                "{} {}/{} {side} ({}): {text}",
                                game.id,
                                kind.id,
                                item.id,
                                lang.code()
                            ));
                        }
                    }
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(checked > 0);
}

/// Text a face draws past its edges, as "`text` off the card".
fn off_the_card(renderer: &Renderer, svg: &str) -> Vec<String> {
    let tree = renderer.tree(svg).unwrap();
    let (width, height) = (tree.size().width(), tree.size().height());
    let mut found = Vec::new();
    ink(tree.root(), &mut found);
    found
        .into_iter()
        .filter(|(text, b)| {
            !text.trim().is_empty()
                && (b.left() < 0.0 || b.top() < 0.0 || b.right() > width || b.bottom() > height)
        })
        .map(|(text, b)| format!("{text:?} off the card, its bottom at y {:.0}", b.bottom()))
        .collect()
}

#[test]
fn only_a_kind_of_one_card_no_placement_pools_never_tops_a_pile() {
    // Loaded alone: `games()` also makes games with `new`, which other tests do at once.
    let game = |id: &str| definition::load(&super::repo().join("templates").join(id)).unwrap();
    let kind = |game: &Game, id: &str| game.card_kinds.iter().position(|k| k.id == id).unwrap();
    let ritual = game("ritual");
    assert!(!can_top_a_pile(&ritual, kind(&ritual, "summary")));
    assert!(can_top_a_pile(&ritual, kind(&ritual, "chant")));
    let deltacle = game("deltacle");
    assert!(!can_top_a_pile(&deltacle, kind(&deltacle, "speed-marker")));
    assert!(can_top_a_pile(&deltacle, kind(&deltacle, "control")));
    // Twelve roles a seat (and the unplayed seats' are pooled into one deck).
    let wie = game("wie-verhext");
    assert!(can_top_a_pile(&wie, kind(&wie, "role")));
}

#[test]
fn the_badge_check_tells_text_in_the_middle_from_text_at_the_edges() {
    let renderer = Renderer::new();
    let card = |y: u32| {
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><rect width="300" height="420" fill="#fff"/><text x="150" y="{y}" font-size="24" text-anchor="middle">魔女の鍋</text></svg>"##
        )
    };
    // A 3-cell card drawn 300 units wide: the badge is 112 × 60 units about (150, 210).
    assert_eq!(under_badge(&renderer, &card(220), 3).len(), 1);
    assert!(under_badge(&renderer, &card(40), 3).is_empty());
    assert!(under_badge(&renderer, &card(400), 3).is_empty());
    // Turned round the card's centre, text at the top lies at the bottom, and the reverse.
    let turned = |y: u32| {
        card(y).replace(
            "text-anchor",
            r#"transform="rotate(180 150 210)" text-anchor"#,
        )
    };
    assert!(under_badge(&renderer, &turned(40), 3).is_empty());
    assert_eq!(under_badge(&renderer, &turned(215), 3).len(), 1);
    // Lines of one paragraph are told apart: one stepping over the band is clear.
    let lines = |second: u32| {
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><text x="100" y="160" font-size="20"><tspan x="100" dy="0">魔女</tspan><tspan x="100" dy="{second}">の鍋</tspan></text></svg>"##
        )
    };
    assert_eq!(under_badge(&renderer, &lines(30), 3).len(), 1);
    assert!(under_badge(&renderer, &lines(110), 3).is_empty());
}
