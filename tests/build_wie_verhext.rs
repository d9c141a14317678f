//! `udonforge build wie-verhext`: the room loads in udonarium with the rulebook's setup done
//! (piles sorted, spellbooks shuffled, each player's 12 roles, drops, gold and vials as
//! counting dice in front of each player, the blocked roles of 3–4 players), and the
//! definition's numbers drive it.

use crate::common;
use crate::definitions::{build_broken_in, expect};
use crate::room_view;
use common::*;
use room_view::{attr, data_xml, identity};
use std::path::Path;
use udonforge::udonarium::Element;

fn component(el: &Element) -> String {
    identity(el).map(|i| i.component).unwrap_or_default()
}

fn data<'a>(el: &'a Element, name: &str) -> Option<&'a Element> {
    if el.tag == "data" && el.get("name") == Some(name) {
        return Some(el);
    }
    el.children.iter().find_map(|c| data(c, name))
}

fn text_of(el: &Element, name: &str) -> Option<String> {
    data(el, name).map(|d| d.text.clone())
}

/// The cards of a stack, top first.
fn stack_cards(stack: &Element) -> Vec<&Element> {
    stack
        .children
        .iter()
        .filter(|n| n.tag == "node")
        .flat_map(|n| n.children.iter().filter(|c| c.tag == "card"))
        .collect()
}

fn stack<'a>(room: &'a Element, kind: &str) -> &'a Element {
    room.children
        .iter()
        .find(|c| c.tag == "card-stack" && component(c) == format!("stack/{kind}"))
        .unwrap_or_else(|| panic!("no stack of {kind}"))
}

fn pieces<'a>(room: &'a Element, id: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
    room.children
        .iter()
        .filter(move |c| c.tag == "character" && component(c) == id)
}

fn dice<'a>(room: &'a Element, id: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
    room.children
        .iter()
        .filter(move |c| c.tag == "dice-symbol" && component(c) == id)
}

/// A counting die's faces, in order, and the face it shows.
fn die_faces(die: &Element) -> (Vec<String>, String) {
    let images = data(die, "image").unwrap();
    let faces = images
        .children
        .iter()
        .filter(|c| c.get("type") == Some("image"))
        .map(|c| c.get("name").unwrap().to_string())
        .collect();
    (faces, die.get("face").unwrap().to_string())
}

/// Each picture in a room is a file every player's app loads, one after another: a picture
/// per count (192 pictures) made the room load twice as slowly as shinjya's (#29,
/// `scripts/bench-rooms`). Every face of a counting die is the die's one picture, so the
/// dice add six (three drops, gold, vials, the ingredient shelf's drops) however high they
/// count, and the room stays within 80 pictures (the eight notes' faces among them, #41).
#[test]
fn a_counting_die_is_one_picture_whatever_it_counts() {
    for players in ["3", "5"] {
        let dir = scratch(&format!("wv-pictures-{players}"));
        let zip = build_room(&dir, "wie-verhext", &["--players", players]);
        let room = data_xml(&zip);
        let mut pictures = std::collections::BTreeSet::new();
        for die in room.children.iter().filter(|c| c.tag == "dice-symbol") {
            let faces: std::collections::BTreeSet<&str> = data(die, "image")
                .unwrap()
                .children
                .iter()
                .map(|f| f.text.as_str())
                .collect();
            assert_eq!(
                faces.len(),
                1,
                "{}: one picture for every face",
                component(die)
            );
            pictures.extend(faces);
        }
        assert_eq!(pictures.len(), 6, "{players}p: the dice's pictures");
        let archive = zip::ZipArchive::new(std::fs::File::open(&zip).unwrap()).unwrap();
        let files = archive
            .file_names()
            .filter(|n| !n.ends_with(".xml"))
            .count();
        assert!(files <= 80, "{players}p: {files} pictures");
    }
}

#[test]
fn every_player_count_passes_udon_check_strict_with_exact_counts() {
    // Japanese at every count; English at the fewest and the default players.
    let rooms = [(3, "ja"), (4, "ja"), (5, "ja"), (3, "en"), (5, "en")];
    for (players, lang) in rooms {
        let dir = scratch(&format!("wv-counts-{lang}"));
        let zip = build_room(
            &dir,
            "wie-verhext",
            &[
                "--players",
                &players.to_string(),
                "--lang",
                lang,
                "--seed",
                "7",
            ],
        );
        let report = udon_check(&zip);
        assert_eq!(report["errors"], 0, "{players}p: {report:#}");
        assert_eq!(report["warnings"], 0, "{players}p: {report:#}");
        let counts = &report["counts"];
        // 60 role cards, 31 potion cards, 8 spellbooks.
        assert_eq!(counts["card"], 99, "{players}p");
        // Five potion piles and the spellbooks; 3–4 players add the blocked roles.
        let blocked = 12 * (5 - players) as u64;
        let stacks = if players == 5 { 6 } else { 7 };
        assert_eq!(counts["card-stack"], stacks, "{players}p");
        assert_eq!(counts["card.in-stack"], 31 + 8 + blocked, "{players}p");
        assert_eq!(counts["card.loose"], 12 * players as u64, "{players}p");
        // One name piece per player; five counting dice per player and one per shelf.
        assert_eq!(counts["character"], players as u64, "{players}p");
        assert_eq!(counts["dice-symbol"], 5 * players as u64 + 2, "{players}p");
        assert_eq!(counts["text-note"], 7);
        assert_eq!(counts["game-table"], 1);
        let room = data_xml(&zip);
        assert_eq!(pieces(&room, "player").count(), players as usize);
        let mut cards = 0;
        for el in &room.children {
            cards += match el.tag.as_str() {
                "card" => 1,
                "card-stack" => stack_cards(el).len(),
                _ => 0,
            };
        }
        assert_eq!(cards, 99);
        let kinds = |prefix: &str| {
            room.children
                .iter()
                .flat_map(|c| {
                    if c.tag == "card-stack" {
                        stack_cards(c)
                    } else {
                        vec![c]
                    }
                })
                .filter(|c| c.tag == "card" && component(c).starts_with(prefix))
                .count()
        };
        assert_eq!(kinds("role/"), 60);
        assert_eq!(
            [
                "copper/",
                "silver/",
                "iron/",
                "gold-shelf/",
                "ingredient-shelf/"
            ]
            .map(kinds)
            .iter()
            .sum::<usize>(),
            31
        );
        assert_eq!(kinds("spellbook/"), 8);
        let size = std::fs::metadata(&zip).unwrap().len();
        assert!(size <= 600 * 1024, "{players}p {lang} room is {size} bytes");
        assert!(report["images"]["largest"].as_u64().unwrap() <= 200 * 1024);
    }
}

#[test]
fn same_seed_is_byte_identical_and_another_seed_shuffles_the_spellbooks() {
    let dir = scratch("wv-determinism");
    let build = |sub: &str, seed: &str, players: &str| {
        build_room(
            &dir.join(sub),
            "wie-verhext",
            &["--seed", seed, "--players", players],
        )
    };
    for players in ["3", "5"] {
        let a = build(&format!("a{players}"), "42", players);
        let b = build(&format!("b{players}"), "42", players);
        assert!(
            std::fs::read(&a).unwrap() == std::fs::read(&b).unwrap(),
            "seed 42 differs ({players}p)"
        );
    }
    let order = |zip: &Path| -> Vec<String> {
        stack_cards(stack(&data_xml(zip), "spellbook"))
            .iter()
            .map(|c| component(c))
            .collect()
    };
    let seeds: std::collections::BTreeSet<Vec<String>> = (1..=4)
        .map(|s| order(&build(&format!("s{s}"), &s.to_string(), "5")))
        .collect();
    assert!(seeds.len() > 1, "four seeds gave one spellbook order");
}

#[test]
fn setup_piles_sorted_face_up_roles_in_hand_counting_dice_at_their_start() {
    let dir = scratch("wv-setup");
    let zip = build_room(&dir, "wie-verhext", &["--players", "5", "--seed", "3"]);
    let room = data_xml(&zip);
    let game = udonforge::definition::load(&repo().join("templates/wie-verhext")).unwrap();
    // Each potion pile: face up, every card of its kind, points rising from the top.
    for (kind, n) in [
        ("copper", 7),
        ("silver", 7),
        ("iron", 7),
        ("gold-shelf", 5),
        ("ingredient-shelf", 5),
    ] {
        let cards = stack_cards(stack(&room, kind));
        assert_eq!(cards.len(), n, "{kind}");
        assert!(cards.iter().all(|c| c.get("state") == Some("0")), "{kind}");
        let def = game.card_kind(kind).unwrap();
        let points: Vec<i64> = cards
            .iter()
            .map(|c| {
                let id = component(c);
                def.item(id.split('/').nth(1).unwrap())
                    .unwrap()
                    .value("points")
            })
            .collect();
        let mut sorted = points.clone();
        sorted.sort();
        assert_eq!(points, sorted, "{kind} is lowest on top");
    }
    // 8 spellbooks, face up.
    let books = stack_cards(stack(&room, "spellbook"));
    assert_eq!(books.len(), 8);
    assert!(books.iter().all(|c| c.get("state") == Some("0")));
    // Each seat's 12 roles lie face down in its role zone, one of each role.
    let zone = game.layout.seat_zone("roles").unwrap();
    for seat in 1..=5u32 {
        let rect = game.layout.seat_zone_rect(zone, seat as usize - 1);
        let mine: Vec<&Element> = room
            .children
            .iter()
            .filter(|c| c.tag == "card" && identity(c).is_some_and(|i| i.seat == Some(seat)))
            .collect();
        assert_eq!(mine.len(), 12, "seat {seat}");
        let mut roles: Vec<String> = mine.iter().map(|c| component(c)).collect();
        roles.sort();
        roles.dedup();
        assert_eq!(roles.len(), 12, "seat {seat} holds every role once");
        for c in &mine {
            assert_eq!(c.get("state"), Some("1"), "roles start face down");
            assert_eq!(
                c.get("owner"),
                Some(""),
                "a built room holds nothing privately"
            );
            let (cx, cy) = (
                attr(c, "location.x") / 50.0 + 1.5,
                attr(c, "location.y") / 50.0 + 2.1,
            );
            assert!(rect.contains(cx, cy), "seat {seat}'s role lies in its zone");
        }
    }
    // In front of each player, for all to see, the rulebook's start: 1 drop of each colour,
    // 2 gold, no vials, each a counting die lying in the seat's 手元 zone.
    let players: Vec<&Element> = pieces(&room, "player").collect();
    assert_eq!(players.len(), 5);
    for p in &players {
        assert_eq!(text_of(p, "name").unwrap(), "プレイヤー名を入れる");
    }
    let supply = game.layout.seat_zone("piece").unwrap();
    // Drops and gold to 30 (the rulebook sets them no limit; the box has 20 of a colour and
    // 24 gold), vials to 45 (every vial in the box).
    for (id, name, top, start) in [
        ("red", "赤", 30, "1"),
        ("green", "緑", 30, "1"),
        ("white", "白", 30, "1"),
        ("gold", "金塊", 30, "2"),
        ("vials", "小瓶", 45, "0"),
    ] {
        let numbers: Vec<String> = (0..=top).map(|n: u32| n.to_string()).collect();
        let at: Vec<u32> = dice(&room, id)
            .map(|d| identity(d).unwrap().seat.unwrap())
            .collect();
        assert_eq!(at, [1, 2, 3, 4, 5], "{id}: one per seat");
        for d in dice(&room, id) {
            assert_eq!(text_of(d, "name").unwrap(), name);
            assert_eq!(die_faces(d), (numbers.clone(), start.to_string()), "{id}");
            let seat = identity(d).unwrap().seat.unwrap() as usize - 1;
            let rect = game.layout.seat_zone_rect(supply, seat);
            let (cx, cy) = (
                attr(d, "location.x") / 50.0 + 0.5,
                attr(d, "location.y") / 50.0 + 0.5,
            );
            assert!(
                rect.contains(cx, cy),
                "{id} of seat {} in its 手元",
                seat + 1
            );
        }
    }
    // Nothing lies on the shelves yet: their dice show 0, beside their piles.
    for (id, area) in [
        ("gold-on-shelf", "gold-shelf-pile"),
        ("drops-on-shelf", "ingredient-shelf-pile"),
    ] {
        let d = dice(&room, id).next().unwrap();
        assert_eq!(die_faces(d).1, "0", "{id}");
        let rect = game.layout.area(area).unwrap().rect;
        let (cx, cy) = (
            attr(d, "location.x") / 50.0 + 0.5,
            attr(d, "location.y") / 50.0 + 0.5,
        );
        assert!(rect.contains(cx, cy), "{id} beside its pile");
    }
    // The first note is the guide; the game's note says which values are reconstructions.
    let notes: Vec<&Element> = room
        .children
        .iter()
        .filter(|c| c.tag == "text-note")
        .collect();
    assert_eq!(
        text_of(notes[0], "title").unwrap(),
        "はじめに（ここから読む）"
    );
    let goal = notes
        .iter()
        .find(|n| text_of(n, "title").unwrap() == "ゲームの目的と終了")
        .unwrap();
    assert!(text_of(goal, "text").unwrap().contains("復元した値"));
}

#[test]
fn three_and_four_players_leave_the_unused_colours_as_blocked_roles() {
    let dir = scratch("wv-blocked");
    let game = udonforge::definition::load(&repo().join("templates/wie-verhext")).unwrap();
    let area = game.layout.area("blocked-roles").unwrap().rect;
    for players in [3u32, 4] {
        let zip = build_room(
            &dir.join(players.to_string()),
            "wie-verhext",
            &["--players", &players.to_string(), "--seed", "9"],
        );
        let room = data_xml(&zip);
        let deck = stack(&room, "role");
        let cards = stack_cards(deck);
        assert_eq!(cards.len(), 12 * (5 - players) as usize);
        assert!(cards.iter().all(|c| c.get("state") == Some("1")));
        let seats: std::collections::BTreeSet<u32> = cards
            .iter()
            .map(|c| identity(c).unwrap().seat.unwrap())
            .collect();
        assert_eq!(
            seats,
            (players + 1..=5).collect(),
            "exactly the unused colours"
        );
        // Shuffled together: the first 12 are not one seat's run.
        let first: std::collections::BTreeSet<u32> = cards[..12]
            .iter()
            .map(|c| identity(c).unwrap().seat.unwrap())
            .collect();
        assert!(players == 4 || first.len() > 1, "the deck is shuffled");
        let (cx, cy) = (
            attr(deck, "location.x") / 50.0 + 1.5,
            attr(deck, "location.y") / 50.0 + 2.1,
        );
        assert!(area.contains(cx, cy), "the deck lies in the centre");
        // Unplayed seats get no piece, no dice and no loose cards.
        let pieces: Vec<u32> = pieces(&room, "player")
            .map(|p| identity(p).unwrap().seat.unwrap())
            .collect();
        assert_eq!(pieces, (1..=players).collect::<Vec<_>>());
        let at: Vec<u32> = dice(&room, "gold")
            .map(|p| identity(p).unwrap().seat.unwrap())
            .collect();
        assert_eq!(at, (1..=players).collect::<Vec<_>>());
    }
}

/// Builds from a copy of the definition with one text replaced.
fn build_edited(name: &str, file: &str, from: &str, to: &str) -> std::path::PathBuf {
    let copy = GameCopy::new(name, "wie-verhext");
    copy.edit(file, from, to);
    build_room(
        &copy.dir,
        "wie-verhext",
        &["--seed", "1", "--templates", copy.templates_arg()],
    )
}

#[test]
fn a_potion_cards_points_and_cost_in_toml_change_the_pile() {
    let plain = data_xml(&build_room(
        &scratch("wv-plain"),
        "wie-verhext",
        &["--seed", "1"],
    ));
    let front = |room: &Element, component_id: &str| -> String {
        let cards = room.children.iter().flat_map(|c| stack_cards(c));
        let card = cards
            .into_iter()
            .find(|c| component(c) == component_id)
            .unwrap();
        text_of(card, "front").unwrap()
    };
    // Worth 9 points, the first copper cauldron sinks to the bottom of its pile.
    let edited = data_xml(&build_edited(
        "wv-points",
        "components.toml",
        r#"{ id = "1", name = { ja = "{{copper}}", en = "Copper" }, values = { white = 1, points = 2 } }"#,
        r#"{ id = "1", name = { ja = "{{copper}}", en = "Copper" }, values = { white = 1, points = 9 } }"#,
    ));
    let order: Vec<String> = stack_cards(stack(&edited, "copper"))
        .iter()
        .map(|c| component(c))
        .collect();
    assert_eq!(
        order,
        [
            "copper/2", "copper/3", "copper/4", "copper/5", "copper/6", "copper/7", "copper/1"
        ]
    );
    assert_ne!(front(&plain, "copper/1"), front(&edited, "copper/1"));
    assert_eq!(front(&plain, "copper/2"), front(&edited, "copper/2"));
    // A different cost is a different face; the order stays.
    let costlier = data_xml(&build_edited(
        "wv-cost",
        "components.toml",
        r#"{ id = "3", name = { ja = "{{iron}}", en = "Iron" }, values = { red = 1, green = 1, points = 3 } }"#,
        r#"{ id = "3", name = { ja = "{{iron}}", en = "Iron" }, values = { red = 2, green = 1, points = 3 } }"#,
    ));
    assert_ne!(front(&plain, "iron/3"), front(&costlier, "iron/3"));
    assert_eq!(front(&plain, "iron/4"), front(&costlier, "iron/4"));
}

#[test]
fn a_dies_start_in_toml_is_what_it_shows() {
    let room = data_xml(&build_edited(
        "wv-start",
        "components.toml",
        "faces = \"0-30\"\nstart = 2\nicon = \"gold\"",
        "faces = \"0-30\"\nstart = 3\nicon = \"gold\"",
    ));
    for d in dice(&room, "gold") {
        assert_eq!(die_faces(d).1, "3");
    }
}

/// Builds a broken copy, which must be refused at `file:line:col` of `anchor`.
fn expect_broken(file: &str, from: &str, to: &str, anchor: &str, message: &str) {
    expect(
        &build_broken_in("wie-verhext", file, from, to),
        anchor,
        message,
    );
}

#[test]
fn sorting_by_an_unknown_value_points_at_it() {
    expect_broken(
        "layout.toml",
        "sort = \"points\"",
        "sort = \"pionts\"",
        "\"pionts\"",
        "unknown value `pionts`",
    );
}

#[test]
fn a_pile_is_shuffled_or_sorted_not_both() {
    expect_broken(
        "layout.toml",
        "[[place]]\ncards = \"copper\"",
        "[[place]]\ncards = \"copper\"\nshuffle = true",
        "\"copper\"",
        "either `shuffle`d or `sort`ed",
    );
}

#[test]
fn a_pool_needs_an_area() {
    expect_broken(
        "layout.toml",
        "pool = \"blocked-roles\"",
        "pool = \"blocked\"",
        "\"blocked\"",
        "unknown area `blocked`",
    );
}

#[test]
fn a_die_cannot_start_on_a_face_it_lacks() {
    expect_broken(
        "components.toml",
        "start = 2\n",
        "start = 31\n",
        "31",
        "expected a face from 0 to 30, found 31",
    );
}

#[test]
fn a_counting_die_has_a_range_of_faces() {
    expect_broken(
        "components.toml",
        "faces = \"0-30\"",
        "faces = \"0..30\"",
        "\"0..30\"",
        "expected `seats` or a range of numbers `FROM-TO`, found `0..30`",
    );
}

#[test]
fn notes_stand_clear_of_the_seats_and_of_each_other() {
    // #8: udonarium stands a note up from its location. #29: the guide among the piles
    // where the room opens, the others in one row along the far edge; what each hides is
    // held in notes_clear.rs.
    let game = udonforge::definition::load(&repo().join("templates/wie-verhext")).unwrap();
    let dir = scratch("wie-verhext-notes");
    let zip = build_room(&dir, "wie-verhext", &["--seed", "6"]);
    let room = data_xml(&zip);
    room_view::assert_notes_hide_only_their_strips(
        &game,
        &room,
        7,
        &[&["guide"], &["notes-left", "rules"]],
        |n| usize::from(n.id != "guide"),
    );
}

/// Every zone's capacity as stated: players lay cards overlapping from the left, so a zone
/// holds N cards when N of them fanned with each one's name strip showing (30 % of a card's
/// width) fit beside its label: 12 roles to choose from, the 5 chosen, the 5 played of a
/// round, the 7 set aside, and 12 potion cards (more than a player takes in a game).
#[test]
fn every_zone_holds_its_cards_fanned_with_their_names_showing() {
    let game = udonforge::definition::load(&repo().join("templates/wie-verhext")).unwrap();
    let role = game.card_kind("role").unwrap();
    let (width, height) = (role.size as f64, role.size as f64 * role.aspect);
    let strip = 0.3 * width;
    for (zone, holds) in [
        ("roles", 12),
        ("chosen", 5),
        ("played", 5),
        ("aside", 7),
        ("potions", 12),
    ] {
        let rect = game.layout.seat_zone(zone).unwrap().rect;
        let needed = width + (holds - 1) as f64 * strip;
        assert!(
            rect.width >= needed,
            "{zone}: {holds} cards need {needed} cells, the zone is {}",
            rect.width
        );
        // The zone's name is printed along its bottom cell.
        assert!(
            rect.height - 1.0 >= height,
            "{zone}: a card is {height} tall"
        );
    }
    // Potion cards are the role cards' size, so the potions zone's count holds for them.
    for kind in ["copper", "silver", "iron", "gold-shelf", "ingredient-shelf"] {
        assert_eq!(game.card_kind(kind).unwrap().size, role.size, "{kind}");
    }
}

/// The resources on the table at a glance: each played seat's 手元 holds its name piece and
/// five counting dice side by side, none over another (so each die's face, and the
/// name:count udonarium writes above it, shows), and nothing else of the seat lies there.
#[test]
fn each_seats_resources_stand_apart_in_its_own_zone() {
    let game = udonforge::definition::load(&repo().join("templates/wie-verhext")).unwrap();
    let zip = build_room(&scratch("wv-supply"), "wie-verhext", &["--players", "4"]);
    let room = data_xml(&zip);
    let zone = game.layout.seat_zone("piece").unwrap();
    for seat in 1..=4u32 {
        let rect = game.layout.seat_zone_rect(zone, seat as usize - 1);
        let mut spans: Vec<(f64, f64)> = room
            .children
            .iter()
            .filter(|c| matches!(c.tag.as_str(), "character" | "dice-symbol"))
            .filter(|c| identity(c).is_some_and(|i| i.seat == Some(seat)))
            .map(|c| {
                let size: f64 = text_of(c, "size").unwrap().parse().unwrap();
                let (x, y) = (attr(c, "location.x") / 50.0, attr(c, "location.y") / 50.0);
                assert!(
                    rect.contains(x, y) && rect.contains(x + size - 0.01, y + size - 0.01),
                    "seat {seat}: {} lies inside its 手元",
                    component(c)
                );
                (x, x + size)
            })
            .collect();
        assert_eq!(spans.len(), 6, "seat {seat}: the piece and five dice");
        spans.sort_by(|a, b| a.0.total_cmp(&b.0));
        for pair in spans.windows(2) {
            assert!(pair[0].1 < pair[1].0, "seat {seat}: {pair:?} overlap");
        }
        let cards_there = room.children.iter().filter(|c| c.tag == "card").any(|c| {
            rect.contains(
                attr(c, "location.x") / 50.0 + 1.5,
                attr(c, "location.y") / 50.0 + 2.1,
            )
        });
        assert!(!cards_there, "seat {seat}: no card starts in the 手元");
    }
}

/// The guide is what a group sees first: at udonarium's default camera in a 1600×1000
/// window the near rows (y 25–37) show about x 14.5–28 between the app's chat window and the
/// screen's edge (seen in udon-view's app.png). The 「はじめに」 note stands there, whole, on
/// the notes' line, and is the room's first note.
#[test]
fn the_guide_stands_whole_where_the_room_opens() {
    let game = udonforge::definition::load(&repo().join("templates/wie-verhext")).unwrap();
    for players in ["3", "5"] {
        let zip = build_room(
            &scratch(&format!("wv-guide-{players}")),
            "wie-verhext",
            &["--players", players],
        );
        let room = data_xml(&zip);
        let note = room.children.iter().find(|c| c.tag == "text-note").unwrap();
        assert_eq!(text_of(note, "title").unwrap(), "はじめに（ここから読む）");
        let width: f64 = text_of(note, "width").unwrap().parse().unwrap();
        // A note's location is the middle of its face, on the line it stands on.
        let (x, y) = (
            attr(note, "location.x") / 50.0,
            attr(note, "location.y") / 50.0,
        );
        let (left, right) = (x - width / 2.0, x + width / 2.0);
        assert!(
            left >= 13.5 && right <= 28.0,
            "{players}p: the guide spans x {left}–{right}"
        );
        assert!((25.0..=37.0).contains(&y), "{players}p: it stands on y {y}");
        let guide = game.layout.area("guide").unwrap().rect;
        assert!(guide.contains(x, y - 0.1), "{players}p: in its own area");
    }
}

/// Builds the English room, at `players`, from the built-in definition or from `templates`.
fn english_room(name: &str, templates: Option<&Path>) -> Element {
    let dir = scratch(name);
    let mut args = vec!["--lang", "en", "--seed", "1"];
    let t;
    if let Some(templates) = templates {
        t = templates.to_str().unwrap().to_string();
        args.extend(["--templates", &t]);
    }
    data_xml(&build_room(&dir, "wie-verhext", &args))
}

/// Every text of a room players read: element text and attribute values.
fn all_text(el: &Element, out: &mut String) {
    out.push_str(&el.text);
    out.push('\n');
    for (_, v) in &el.attrs {
        out.push_str(v);
        out.push('\n');
    }
    for child in &el.children {
        all_text(child, out);
    }
}

fn card_name(room: &Element, component_id: &str) -> String {
    let cards = room.children.iter().flat_map(|c| {
        if c.tag == "card-stack" {
            stack_cards(c)
        } else {
            vec![c]
        }
    });
    let card = cards
        .into_iter()
        .find(|c| c.tag == "card" && component(c) == component_id)
        .unwrap_or_else(|| panic!("no card {component_id}"));
    text_of(card, "name").unwrap()
}

#[test]
fn the_english_room_names_things_as_the_english_edition_does() {
    let room = english_room("wv-en-names", None);
    // Witch's Brew's roles (docs/games/wie-verhext.md, rules notes: the English edition's names).
    for (id, name) in [
        ("role/wolf-keeper", "Wolf Keeper"),
        ("role/herb-gatherer", "Herb Collector"),
        ("role/begging-monk", "Begging Monk"),
        ("role/cutpurse", "Cutpurse"),
    ] {
        let found = room
            .children
            .iter()
            .filter(|c| c.tag == "card" && component(c) == id)
            .count();
        assert_eq!(found, 5, "{id}: one per seat");
        assert_eq!(card_name(&room, id), name);
    }
    assert_eq!(card_name(&room, "copper/1"), "Copper");
    let mut text = String::new();
    all_text(&room, &mut text);
    for line in ["I am the Wolf Keeper", "So be it!", "Pass"] {
        assert!(text.contains(line), "the palette lacks {line:?}");
    }
    // The notes speak of the roles by the same names, the colour apart from them (#41:
    // "Green Wolf Keeper / …" read as a role's name).
    assert!(text.contains("Green: Wolf Keeper / Snake Hunter"));
}

#[test]
fn a_term_changed_in_the_glossary_changes_cards_notes_and_palettes() {
    let copy = GameCopy::new("wv-glossary", "wie-verhext");
    copy.edit(
        "glossary.toml",
        r#"wolf-keeper = { ja = "狼飼い", en = "Wolf Keeper" }"#,
        r#"wolf-keeper = { ja = "狼使い", en = "Wolf Tamer" }"#,
    );
    let (dir, templates) = (&copy.dir, &copy.templates);
    let room = english_room("wv-glossary-en", Some(templates));
    assert_eq!(card_name(&room, "role/wolf-keeper"), "Wolf Tamer");
    let mut text = String::new();
    all_text(&room, &mut text);
    assert!(text.contains("I am the Wolf Tamer"), "palette");
    assert!(text.contains("Green: Wolf Tamer / Snake Hunter"), "note");
    assert!(
        !text.contains("Wolf Keeper"),
        "the old term is gone everywhere"
    );
    let ja = data_xml(&build_room(
        &dir.join("ja"),
        "wie-verhext",
        &["--seed", "1", "--templates", templates.to_str().unwrap()],
    ));
    assert_eq!(card_name(&ja, "role/wolf-keeper"), "狼使い");
    let mut text = String::new();
    all_text(&ja, &mut text);
    assert!(text.contains("私は狼使いです") && !text.contains("狼飼い"));
}
