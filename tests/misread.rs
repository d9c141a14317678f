//! Every misread input is named: a definition or spreadsheet that would be read otherwise
//! than its author meant is refused (or warned of) at its file, line and column.

use crate::common;
use crate::definitions::{build_broken_in, expect};
use common::*;
use std::path::PathBuf;

/// `new g --from deck/cards.csv -o g.zip` on this sheet in a fresh folder.
fn new_from(name: &str, csv: &str) -> (Test, PathBuf) {
    let root = scratch(name);
    std::fs::create_dir_all(root.join("deck")).unwrap();
    std::fs::write(root.join("deck/cards.csv"), csv).unwrap();
    let test = Test::new().current_dir(&root).args(&[
        "new",
        "g",
        "--from",
        "deck/cards.csv",
        "-o",
        "g.zip",
    ]);
    (test, root)
}

/// The names of the room's card stacks (one per deck) and their cards' count.
fn stacks(root: &std::path::Path) -> Vec<(String, usize)> {
    let data = String::from_utf8(zip_entry(&root.join("g.zip"), "data.xml")).unwrap();
    let doc = roxmltree::Document::parse(&data).unwrap();
    doc.descendants()
        .filter(|n| n.has_tag_name("card-stack"))
        .map(|stack| {
            let name = stack
                .descendants()
                .find(|n| n.attribute("name") == Some("name"))
                .and_then(|n| n.text())
                .unwrap_or_default()
                .to_string();
            let cards = stack
                .descendants()
                .filter(|n| n.has_tag_name("card"))
                .count();
            (name, cards)
        })
        .collect()
}

#[test]
fn version_0_is_refused_at_its_line() {
    let b = build_broken_in("shinjya", "game.toml", "version = 3", "version = 0");
    expect(&b, "0", "`version` counts from 1, found 0");
}

#[test]
fn max_players_0_is_blamed_on_max() {
    let b = build_broken_in("shinjya", "game.toml", "max = 5", "max = 0");
    expect(&b, "0", "`max` must be at least 1, found 0");
}

#[test]
fn a_card_too_wide_is_refused_at_its_size_with_the_usual_card_named() {
    let b = build_broken_in("shinjya", "components.toml", "size = 3", "size = 300");
    expect(&b, "300", "is 300 cells wide, over the limit of 20");
    assert!(
        b.stderr.contains(
            "hint: `size` is in grid cells of 50 px: the usual card is 3 (printed 63 × 88 mm, a poker card)"
        ),
        "{}",
        b.stderr
    );
}

#[test]
fn a_short_row_is_refused_at_its_line_as_a_long_one_is() {
    let (test, root) = new_from(
        "misread-short-row",
        "name,deck,copies,text\nA,main,2,x\nB,main\nC,main,1,\n",
    );
    test.status(2)
        .stderr("error: deck/cards.csv:3:7: row has 2 cells, the header 4\nhint: give every row a cell per column; an empty cell is nothing between two commas\n")
        .run();
    assert!(!root.join("templates").exists());
    // An empty last cell written as `,` is a cell.
    let (test, root) = new_from(
        "misread-trailing-comma",
        "name,deck,copies,text\nA,main,2,x\nC,main,1,\n",
    );
    test.stdout_has("created templates/g").run();
    assert_eq!(stacks(&root), [("main".to_string(), 3)]);
}

#[test]
fn deck_names_that_look_the_same_make_one_deck() {
    let nfd = "カ\u{30fc}ト\u{3099}";
    let (test, root) = new_from(
        "misread-decks",
        &format!("name,deck\nA,main\nB,Main\nC,ｍａｉｎ\nD,カード\nE,{nfd}\n"),
    );
    let run = test.stdout_has("created templates/g").run();
    assert!(
        run.stdout.contains("decks: main, deck-2\n"),
        "{}",
        run.stdout
    );
    assert_eq!(
        stacks(&root),
        [("main".to_string(), 3), ("カード".to_string(), 2)]
    );
}

#[test]
fn a_column_named_like_copies_is_warned_of() {
    for (header, known) in [
        ("cpies", "copies"),
        ("copy", "copies"),
        ("quantity", "copies"),
        ("数", "枚数"),
    ] {
        let (test, _) = new_from("misread-copies", &format!("name,{header}\nA,3\n"));
        test.stdout_has("created templates/g")
            .stderr(format!("warning: deck/cards.csv:1:6: the column `{header}` is read as the cards' text, not as `{known}`\nhint: if it means `{known}`, call it `{known}`\n"))
            .run();
    }
}

#[test]
fn a_picture_named_by_its_web_address_is_quoted_whole() {
    let (test, _) = new_from("misread-url", "name,front\nA,http://x/a.png\n");
    test.status(2)
        .stderr("error: deck/cards.csv:2: the picture `http://x/a.png` is a web address; udonforge reads pictures from files, never the web\nhint: put the pictures beside the spreadsheet (or in a folder below it) and name them relative to it\n")
        .run();
}

#[test]
fn a_number_s_english_is_written_as_english_writes_it() {
    let (test, root) = new_from(
        "misread-numbers",
        "name,name_en,power,power_en\nA,A,1,+1\nB,B,２,２\nC,C,+3,\n",
    );
    test.stdout_has("created templates/g").run();
    Test::new()
        .current_dir(&root)
        .args(&["build", "g", "--lang", "en", "--seed", "1", "-o", "en.zip"])
        .stdout_has("wrote en.zip")
        .run();
    let data = String::from_utf8(zip_entry(&root.join("en.zip"), "data.xml")).unwrap();
    for typed in ["+1", "２", "+3"] {
        assert!(
            !data.contains(&format!(">{typed}<")),
            "the English room shows `{typed}`"
        );
    }
    for number in [">1<", ">2<", ">3<"] {
        assert!(data.contains(number), "{number}");
    }
}

#[test]
fn a_sheet_of_more_cards_than_a_new_room_holds_is_refused_at_the_sheet() {
    let sheet = |last: u32| {
        let mut csv = String::from("name,copies\n");
        for n in 0..10 {
            csv.push_str(&format!("c{n},199\n"));
        }
        csv + &format!("d,{last}\n")
    };
    let (test, _) = new_from("misread-1995", &sheet(5));
    test.stdout_has("created templates/g").run();
    let (test, _) = new_from("misread-1996", &sheet(6));
    test.status(2)
        .stderr("error: deck/cards.csv: 1996 cards; a new game's room holds at most 1995 (2000 objects, 5 of them its own name pieces and note)\nhint: give a repeated card one row and a `copies` (枚数) column, or split the cards into several games\n")
        .run();
}

#[test]
fn of_several_room_documents_check_and_referee_name_and_judge_the_last() {
    use udonforge::udonarium::ImageStore;
    use udonforge::udonarium::archive::write_zip;
    let clean =
        String::from_utf8(zip_entry(&played::save("dc3-setup-as-built"), "data.xml")).unwrap();
    // The earlier documents lack a card: judged, they would say so.
    let card = clean.find("<card ").unwrap();
    let end = clean[card..].find("</card>").unwrap() + card + "</card>".len();
    let broken = format!("{}{}", &clean[..card], &clean[end..]);
    let names = ["data.xml", "DATA.XML", "./data.xml", "sub/data.xml"];
    let entries: Vec<(&str, Vec<u8>)> = names
        .iter()
        .map(|name| {
            let xml = if *name == "sub/data.xml" {
                &clean
            } else {
                &broken
            };
            (*name, xml.as_bytes().to_vec())
        })
        .collect();
    let dir = scratch("misread-rooms");
    let zip = dir.join("save.zip");
    std::fs::write(&zip, write_zip(&entries, &ImageStore::default())).unwrap();
    let report = Test::referee(&zip)
        .status(1)
        .stdout_has("several-rooms")
        .run();
    let json: serde_json::Value = serde_json::from_str(&report.stdout).unwrap();
    let violations = json["violations"].as_array().unwrap();
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert!(
        violations[0]["message"]
            .as_str()
            .unwrap()
            .contains("（data.xml, DATA.XML, ./data.xml, sub/data.xml）があります: udonariumは順に読み込み、最後のsub/data.xmlのルームだけが残る"),
        "{violations:#?}"
    );
    let check = Test::new()
        .args(&["check", zip.to_str().unwrap()])
        .status(1)
        .stdout_has("4 room documents (data.xml, DATA.XML, ./data.xml, sub/data.xml): the app loads them in the zip's order, each replacing the room before it, so only the last one's is left")
        .run();
    assert!(
        !check.stdout.contains("udonforge reads only"),
        "{}",
        check.stdout
    );
}

/// The data.xml of a DELTACLE room built today for `players`, with the table's record taken
/// out, as a fork or an editor may. (A room of an older version without its record is placed
/// by that version's layout: this is about the current one.)
fn without_record(dir: &std::path::Path, players: u32) -> String {
    let zip = dir.join(format!("deltacle{players}.zip"));
    Test::new()
        .args(&[
            "build",
            "deltacle",
            "--players",
            &players.to_string(),
            "--seed",
            "1",
            "-o",
        ])
        .args(&[zip.to_str().unwrap()])
        .stdout_has("wrote")
        .run();
    let xml = String::from_utf8(zip_entry(&zip, "data.xml")).unwrap();
    let key = " udonforge-room=\"";
    let from = xml.find(key).unwrap();
    let to = from + key.len() + xml[from + key.len()..].find('"').unwrap() + 1;
    format!("{}{}", &xml[..from], &xml[to..])
}

/// `xml` with its first card twice and its last card gone: one duplicated, one missing.
fn first_card_copied_last_gone(xml: &str) -> String {
    let card = |from: usize| {
        let start = from + xml[from..].find("<card ").unwrap();
        (
            start,
            start + xml[start..].find("</card>").unwrap() + "</card>".len(),
        )
    };
    let (first, first_end) = card(0);
    let last = xml.rfind("<card ").unwrap();
    let (_, last_end) = card(last);
    format!(
        "{}{}{}{}",
        &xml[..first_end],
        &xml[first..first_end],
        &xml[first_end..last],
        &xml[last_end..]
    )
}

#[test]
fn a_room_whose_record_is_gone_has_its_components_counted_and_nothing_made_of_where_they_lie() {
    let dir = scratch("misread-no-record");
    let clean = dir.join("clean.xml");
    std::fs::write(&clean, without_record(&dir, 4)).unwrap();
    let run = Test::referee(&clean).stdout_has("\"notes\"").run();
    let json: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(json["violations"], serde_json::json!([]));
    assert!(
        json["notes"].as_array().unwrap().iter().any(|n| n
            .as_str()
            .unwrap()
            .starts_with("このルームには記録（テーブルの udonforge-room 属性）がありません。")),
        "{json:#}"
    );
    assert!(
        json["players"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["score"].is_null())
    );
    // What is counted over the whole save is still told: a duplicate, what is missing (the
    // players as the record said: without it, the table's names say who plays); never where
    // things lie (the record saw its blessing card outside every seat).
    let gone = dir.join("gone.xml");
    std::fs::write(&gone, first_card_copied_last_gone(&without_record(&dir, 3))).unwrap();
    let run = Test::referee(&gone)
        .args(&["--players", "3"])
        .status(1)
        .stdout_has("\"violations\"")
        .run();
    let json: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let codes: Vec<&str> = json["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes[0], "duplicate-component", "{json:#}");
    assert!(
        codes
            .iter()
            .all(|c| *c == "missing-component" || *c == "duplicate-component"),
        "{json:#}"
    );
}

#[test]
fn rows_with_no_deck_beside_named_decks_are_one_deck_of_their_own() {
    let (test, root) = new_from("misread-blank-deck", "name,deck\nA,main\nB,\nC,main\n");
    test.stdout_has("created templates/g").run();
    // Before, the deck of blank cells took every row: A and C were in both decks.
    assert_eq!(
        stacks(&root),
        [("main".to_string(), 2), ("山札".to_string(), 1)]
    );
}
