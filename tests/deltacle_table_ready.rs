//! The DELTACLE room as players meet it (#18): pieces big enough to grab, a place for every
//! situation of play (a marker pushed past the gauge, a rear-ended piece, the things of a
//! seat nobody plays), the placeholders said once, no developer file named anywhere a player
//! reads, and every direction the texts give matching the layout.

use crate::common;
use crate::room_view;
use common::*;
use room_view::{assert_labels_fit, assert_labels_stay_visible, data_xml, identity};
use udonforge::definition::{self, Game, Lang, Rect};
use udonforge::udonarium::Element;

fn deltacle() -> Game {
    definition::load(&repo().join("templates/deltacle")).unwrap()
}

fn area(game: &Game, id: &str) -> Rect {
    game.layout.area(id).unwrap().rect
}

fn note(game: &Game, id: &str) -> String {
    let n = game.notes.iter().find(|n| n.id == id).unwrap();
    n.text.get(Lang::Ja).to_string()
}

/// Every text of a room a player can read: note titles and texts, chat, and each object's
/// name and sheet (card details, piece data).
fn player_texts(zip: &std::path::Path) -> Vec<String> {
    fn walk(el: &Element, out: &mut Vec<String>) {
        if !el.text.trim().is_empty() {
            out.push(el.text.clone());
        }
        for (name, value) in &el.attrs {
            // The record and identities are for the referee; udonarium shows neither.
            if name != "udonforge" && name != "udonforge-room" {
                out.push(value.clone());
            }
        }
        for c in &el.children {
            walk(c, out);
        }
    }
    let mut out = Vec::new();
    walk(&data_xml(zip), &mut out);
    walk(
        &udonforge::udonarium::xml::read_document(
            room_view::entry_text(zip, "chat.xml").as_bytes(),
        )
        .unwrap(),
        &mut out,
    );
    out
}

#[test]
fn no_text_a_player_reads_names_our_files() {
    let dir = scratch("dl-files");
    for players in ["2", "4"] {
        let zip = build_room(&dir.join(players), "deltacle", &["--players", players]);
        let texts = player_texts(&zip);
        assert!(texts.iter().any(|t| t.contains("はじめに")), "{texts:?}");
        for t in &texts {
            for word in ["templates", ".toml", "TOML", ".svg", "faces/", "layout"] {
                assert!(!t.contains(word), "{players}p: `{word}` in {t:?}");
            }
        }
    }
}

/// Pieces stand 2 cells tall on squares with room round them (about 50 px at the default
/// zoom, where 1 cell showed 25 px); nothing starts on a place's printed name.
#[test]
fn pieces_are_big_enough_to_grab_and_no_label_is_covered() {
    let game = deltacle();
    let witch = game.pieces.iter().find(|p| p.id == "witch").unwrap();
    assert!(witch.size >= 2, "pieces {} cells", witch.size);
    let track = game.layout.track.as_ref().unwrap();
    for sq in &track.squares {
        assert!(sq.width >= witch.size as f64 + 0.5, "square {sq:?}");
    }
    assert_labels_fit(&game, Lang::Ja);
    let dir = scratch("dl-labels");
    for players in ["2", "3", "4"] {
        let zip = build_room(&dir.join(players), "deltacle", &["--players", players]);
        assert_labels_stay_visible(&game, &data_xml(&zip));
    }
}

/// A marker pushed one slot past the top of any gauge lands in the seat's 「上限超え」, not on
/// the name piece, and the name piece stands clear of the gauge's row of slots.
#[test]
fn a_marker_pushed_past_the_gauge_has_its_own_place() {
    let game = deltacle();
    let layout = &game.layout;
    let gauge = &layout.gauges[0];
    let zone = |id: &str, seat: usize| layout.seat_zone_rect(layout.seat_zone(id).unwrap(), seat);
    for seat in 0..game.seats.len() {
        let speed = zone("speed", seat);
        let (_, hi) = gauge.range(seat);
        let top = gauge.slot_rect(seat, &speed, hi);
        let (x, y) = (top.x + top.width * 1.5, top.y + top.height / 2.0);
        assert_eq!(gauge.value_at(seat, &speed, x), None);
        assert!(zone("speed-over", seat).contains(x, y), "seat {seat}");
        let name = zone("name", seat);
        assert!(
            name.x >= x + top.width,
            "seat {seat}: name piece beside the gauge"
        );
    }
}

/// A seat nobody plays keeps nothing in its hand: its cards, marker and piece lie in
/// 「空席の駒とカード」 (the rows themselves: `build_deltacle.rs`), and the played seats'
/// hands hold four cards each.
#[test]
fn empty_seats_hold_no_hand() {
    let game = deltacle();
    let dir = scratch("dl-empty-hands");
    let zip = build_room(&dir, "deltacle", &["--players", "2"]);
    let room = data_xml(&zip);
    let hand = game.layout.seat_zone("hand").unwrap();
    for seat in 0..4usize {
        let rect = game.layout.seat_zone_rect(hand, seat);
        let in_hand = room
            .children
            .iter()
            .filter(|el| el.tag == "card")
            .filter(|el| {
                let x = room_view::attr(el, "location.x") / 50.0 + 1.0;
                let y = room_view::attr(el, "location.y") / 50.0 + 1.4;
                rect.contains(x, y)
            })
            .count();
        let played = [0, 2].contains(&seat);
        assert_eq!(in_hand, if played { 4 } else { 0 }, "seat {}", seat + 1);
    }
    let spare = area(&game, "spare");
    let set_aside: Vec<u32> = room
        .children
        .iter()
        .filter(|el| ["card", "card-stack", "character"].contains(&el.tag.as_str()))
        .filter(|el| {
            spare.contains(
                room_view::attr(el, "location.x") / 50.0 + 0.5,
                room_view::attr(el, "location.y") / 50.0 + 0.5,
            )
        })
        .filter_map(|el| identity(el).and_then(|i| i.seat))
        .collect();
    assert!(
        set_aside.iter().all(|s| [2, 4].contains(s)),
        "{set_aside:?}"
    );
    assert_eq!(
        set_aside.len(),
        6,
        "a stack, a marker and a piece for seats 2 and 4"
    );
}

/// The awakening effects are unknown: said once, in the first note of the rules strip, and
/// not in every seat's title band.
#[test]
fn the_unknown_awakening_effects_are_said_once() {
    let game = deltacle();
    assert!(game.seats.iter().all(|s| s.about.is_none()));
    let first = game.notes.iter().find(|n| n.id != "guide").unwrap();
    assert_eq!(first.id, "placeholders");
    let saying = game
        .notes
        .iter()
        .filter(|n| n.text.get(Lang::Ja).contains("覚醒効果: 4人とも不明"))
        .count();
    assert_eq!(saying, 1);
}

/// Where the guide and the chat send players is where things lie: the seats right of the
/// track (and of the guide standing in its loop), the set-aside things left of it, the rule
/// notes along the far edge, the rear-ended place and the waiting piles inside the loop.
#[test]
fn every_pointer_in_the_texts_matches_the_layout() {
    let game = deltacle();
    let layout = &game.layout;
    let track = layout.track.as_ref().unwrap().bounds();
    let guide = note(&game, "guide");
    let welcome = game.chat.welcome.get(Lang::Ja);
    // #41: "the four seats" read wrong with 2 or 3 players; the seats are on the right.
    assert!(guide.contains("右側の席から") && welcome.contains("トラックの右側の席から"));
    assert!(!guide.contains("4つの席") && !welcome.contains("4つの席"));
    for seat in &layout.seat_areas {
        assert!(
            seat.x >= track.x + track.width,
            "a seat left of the track's right"
        );
    }
    assert!(guide.contains("左端") && welcome.contains("トラックの左"));
    let spare = area(&game, "spare");
    assert!(spare.x + spare.width <= track.x);
    assert!(layout.areas.iter().all(|a| a.rect.x >= spare.x));
    assert!(guide.contains("奥に並ぶメモ") && welcome.contains("テーブルの奥に並ぶメモ"));
    let rules = area(&game, "rules");
    let bottom = rules.y + rules.height;
    assert!(layout.seat_areas.iter().all(|s| s.y >= bottom));
    assert!(track.y >= bottom);
    let square = layout.track.as_ref().unwrap().squares[0].width;
    let hollow = Rect {
        x: track.x + square,
        y: track.y + square,
        width: track.width - 2.0 * square,
        height: track.height - 2.0 * square,
    };
    for id in ["waiting", "off-board", "guide", "rear-ended"] {
        assert!(area(&game, id).fits_in(&hollow), "{id} outside the loop");
    }
    assert!(note(&game, "collision-chips").contains("トラック内側の「追突された駒」"));
    // 「右のメモ」: the rules of [1] and [2] stand next, to the right.
    assert!(note(&game, "movement").contains("右のメモ"));
    let order: Vec<&str> = game.notes.iter().map(|n| n.id.as_str()).collect();
    let at = |id: &str| order.iter().position(|n| *n == id).unwrap();
    assert_eq!(at("collision-chips"), at("movement") + 1);
    assert!(note(&game, "control").contains("「上限超え」"));
    assert!(welcome.contains("トラック内側の待機チップ"));
}
