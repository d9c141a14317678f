//! DELTACLE in English (`--lang en`, #22): the room holds what the Japanese one holds, laid
//! out the same and just as readable; its terms come from `templates/deltacle/glossary.toml`;
//! and the referee gives a save of the English room the verdict it gives the Japanese room
//! played the same way.

use crate::common;
use crate::room_view;
use common::*;
use room_view::{
    assert_labels_fit, assert_labels_stay_visible, assert_notes_hide_only_their_area,
    assert_quotes_stay_whole, data_xml, entry_text, notes,
};

use udonforge::definition::{self, Game, Lang};

fn deltacle() -> Game {
    definition::load(&repo().join("templates/deltacle")).unwrap()
}

/// A room's `data.xml` and `chat.xml`, as text (quotes unescaped).
fn room_text(zip: &std::path::Path) -> String {
    (entry_text(zip, "data.xml") + &entry_text(zip, "chat.xml")).replace("&quot;", "\"")
}

/// The English room at every player count: the same objects as the Japanese one, clean for
/// udonarium, and both languages within 0.6 MB.
#[test]
fn english_rooms_hold_what_the_japanese_ones_hold_and_stay_light() {
    let dir = scratch("dl-en-counts");
    for players in ["2", "3", "4"] {
        let mut counts = Vec::new();
        for lang in ["ja", "en"] {
            let zip = build_room(
                &dir.join(format!("{lang}{players}")),
                "deltacle",
                &["--players", players, "--lang", lang, "--seed", "7"],
            );
            let report = udon_check(&zip);
            assert_eq!(report["errors"], 0, "{lang} {players}p: {report:#}");
            assert_eq!(report["warnings"], 0, "{lang} {players}p: {report:#}");
            counts.push(report["counts"].clone());
            let size = std::fs::metadata(&zip).unwrap().len();
            assert!(size <= 600_000, "{lang} {players}p room is {size} bytes");
        }
        assert_eq!(counts[0], counts[1], "{players}p: ja and en differ");
        assert_eq!(counts[1]["card"], 66, "{players}p");
        assert_eq!(counts[1]["text-note"], 7, "{players}p");
    }
}

/// Every term is written in the room's language: the palettes too, and no `{{term}}` is left
/// over; the English room reads the glossary's words where the Japanese one reads its own.
#[test]
fn the_glossary_writes_each_term_in_the_rooms_language() {
    let dir = scratch("dl-en-terms");
    let ja = room_text(&build_room(&dir.join("ja"), "deltacle", &["--seed", "2"]));
    let en = room_text(&build_room(
        &dir.join("en"),
        "deltacle",
        &["--seed", "2", "--lang", "en"],
    ));
    for (lang, text) in [("ja", &ja), ("en", &en)] {
        assert!(!text.contains("{{"), "{lang}: a term left unwritten");
    }
    // The chat palette of every piece (8 pieces). #41: a line asks for the numbers in
    // words, not with a placeholder mark.
    assert_eq!(ja.matches("加速（数）→ 速度（数）").count(), 8);
    assert_eq!(en.matches("Accel (number) → speed (number)").count(), 8);
    for text in [&ja, &en] {
        assert!(!text.contains('○'), "a placeholder mark left");
    }
    assert!(
        !en.contains("(placeholder)") && !ja.contains("（仮）"),
        "a name marked as a stand-in"
    );
    assert!(en.contains("choice[A,B,C,G] seat of the blessed player"));
    for (ja_word, en_word) in [
        ("「追突された駒」", "\"Rear-ended\""),
        ("祝福プレイヤー", "blessed player"),
        ("宝石チップ", "Gem chip"),
    ] {
        assert!(ja.contains(ja_word), "ja lacks {ja_word}");
        assert!(en.contains(en_word), "en lacks {en_word}");
    }
    // (The Japanese note breaks 「上限超え」 over two lines: the room is kept as it was.)
    assert!(en.contains("lands in \"Beyond\""));
}

/// One edit in the glossary changes the word everywhere: the area's name, the note that
/// sends pieces there, and nothing still says the old word.
#[test]
fn a_term_changed_in_the_glossary_changes_everywhere() {
    let copy = GameCopy::new("dl-en-term-edit", "deltacle");
    copy.edit("glossary.toml", "en = \"Rear-ended\"", "en = \"Crash bay\"");
    let (dir, templates) = (&copy.dir, &copy.templates);
    let zip = build_room(
        dir,
        "deltacle",
        &["--lang", "en", "--templates", templates.to_str().unwrap()],
    );
    let room = data_xml(&zip);
    let text = room_text(&zip);
    assert!(!text.contains("Rear-ended"), "the old word is left");
    let edited = definition::load(copy.folder()).unwrap();
    let area = edited.layout.area("rear-ended").unwrap();
    assert_eq!(area.name.get(Lang::En), "Crash bay");
    let collisions = notes(&room)
        .into_iter()
        .find(|n| n.id == "collision-chips")
        .unwrap();
    assert!(
        collisions.text.contains("\"Crash bay\""),
        "{}",
        collisions.text
    );
}

/// The English room reads as well as the Japanese one: every place's name fits its place,
/// no label starts under a component, the notes stand where they hide nothing but their
/// area, "Start here" stands where the first screen looks, and no note splits a menu name.
#[test]
fn the_english_room_is_laid_out_for_english() {
    let game = deltacle();
    assert_labels_fit(&game, Lang::En);
    let dir = scratch("dl-en-layout");
    for players in ["2", "4"] {
        let zip = build_room(
            &dir.join(players),
            "deltacle",
            &["--players", players, "--lang", "en", "--seed", "6"],
        );
        let mut room = data_xml(&zip);
        assert_quotes_stay_whole(&room);
        assert_labels_stay_visible(&game, &room);
        let guide = notes(&room)
            .into_iter()
            .find(|n| n.id == "guide")
            .expect("a Start here note");
        assert_eq!(guide.title, "Start here");
        // What it hides: notes_clear.rs (#29).
        let area = game.layout.area("guide").unwrap().rect;
        assert!(area.contains(guide.x, guide.y - 0.01), "{guide:?}");
        // Where the first screen looks, as for the Japanese note (build_deltacle.rs).
        let first_screen = udonforge::definition::Rect {
            x: 14.0,
            y: 14.0,
            width: 20.0,
            height: 20.0,
        };
        assert!(first_screen.contains(guide.x, guide.y), "{guide:?}");
        room.children.retain(|c| {
            !(c.tag == "text-note"
                && room_view::data_text(c, "title").as_deref() == Some("Start here"))
        });
        assert_notes_hide_only_their_area(&game, &room, 6);
    }
}

/// Where the English guide, chat and notes send players is where things lie (the layout
/// itself is checked in `deltacle_table_ready.rs`): seats right of the track, the set-aside
/// things left of it, the rule notes along the far edge, the rear-ended place inside the loop,
/// the note on [1] and [2] to the right of ② Movement.
#[test]
fn every_english_pointer_says_what_the_japanese_one_says() {
    let game = deltacle();
    let note = |id: &str| {
        let n = game.notes.iter().find(|n| n.id == id).unwrap();
        n.text.get(Lang::En).to_string()
    };
    let welcome = game.chat.welcome.get(Lang::En);
    assert!(
        note("guide").contains("seat on the right") && welcome.contains("seat right of the track")
    );
    assert!(note("guide").contains("far left") && welcome.contains("left of the track"));
    assert!(
        note("guide").contains("notes at the far edge") && welcome.contains("along the far edge")
    );
    assert!(welcome.contains("\"Start here\" note inside the track"));
    assert!(note("collision-chips").contains("\"Rear-ended\" inside the track"));
    assert!(note("movement").contains("the note to the right"));
    assert!(note("control").contains("\"Beyond\""));
    assert!(welcome.contains("\"Waiting chips\" inside the track"));
    // The awakening effects are unknown: said once in English too.
    let saying = game
        .notes
        .iter()
        .filter(|n| {
            n.text
                .get(Lang::En)
                .contains("Awakening effects: unknown for all four")
        })
        .count();
    assert_eq!(saying, 1);
}
