//! `udonforge build shinjya`: the room loads in udonarium as the rulebook's setup assumes.

use crate::common;
use crate::room_view;
use common::*;
use room_view::*;
use udonforge::udonarium::archive::{ReadLimits, read_xml_entries};
use udonforge::udonarium::{Element, Identity};

fn all<'a>(el: &'a Element, tag: &str, out: &mut Vec<&'a Element>) {
    if el.tag == tag {
        out.push(el);
    }
    for c in &el.children {
        all(c, tag, out);
    }
}

fn name_of(el: &Element) -> String {
    fn find<'a>(el: &'a Element, name: &str) -> Option<&'a Element> {
        if el.tag == "data" && el.get("name") == Some(name) {
            return Some(el);
        }
        el.children.iter().find_map(|c| find(c, name))
    }
    find(el, "name").map(|e| e.text.clone()).unwrap_or_default()
}

/// The rooms these tests build: every player count in Japanese; English at the fewest and
/// the default players.
const ROOMS: [(&str, &str); 5] = [
    ("3", "ja"),
    ("4", "ja"),
    ("5", "ja"),
    ("3", "en"),
    ("5", "en"),
];

#[test]
fn every_player_count_passes_udon_check_strict_with_exact_counts() {
    let dir = scratch("shinjya-counts");
    for (players, lang) in ROOMS {
        let zip = build_room(
            &dir.join(lang),
            "shinjya",
            &["--players", players, "--seed", "7", "--lang", lang],
        );
        let report = udon_check(&zip);
        assert_eq!(report["errors"], 0, "{players}p {lang}: {report:#}");
        assert_eq!(report["warnings"], 0, "{players}p {lang}: {report:#}");
        let counts = &report["counts"];
        // 7 incidents + 9 evidence + 5 identities + 10 accusations + 5 characters.
        assert_eq!(counts["card"], 36, "{players}p");
        assert_eq!(counts["dice-symbol"], 1);
        // 5 name pieces and the interrogation marker.
        assert_eq!(counts["character"], 6);
        // The 「はじめに」 note and six rule notes.
        assert_eq!(counts["text-note"], 7);
        assert_eq!(counts["game-table"], 1);
        assert_eq!(counts["card-stack"], 3);
        // Rooms stay small, and so does every face.
        let size = std::fs::metadata(&zip).unwrap().len();
        assert!(size <= 600_000, "{players}p {lang} room is {size} bytes");
        assert!(report["images"]["largest"].as_u64().unwrap() <= 200 * 1024);
    }
}

#[test]
fn same_seed_is_byte_identical_and_another_seed_shuffles_differently() {
    let dir = scratch("shinjya-determinism");
    let dir_a = dir.join("a");
    let dir_b = dir.join("b");
    let dir_c = dir.join("c");
    let a = std::fs::read(build_room(&dir_a, "shinjya", &["--seed", "42"])).unwrap();
    let b = std::fs::read(build_room(&dir_b, "shinjya", &["--seed", "42"])).unwrap();
    let c = std::fs::read(build_room(&dir_c, "shinjya", &["--seed", "43"])).unwrap();
    assert!(a == b, "two builds with seed 42 differ");
    assert!(a != c, "seeds 42 and 43 gave the same room");
}

#[test]
fn decks_are_face_down_stacks_and_seats_hold_their_cards() {
    let dir = scratch("shinjya-setup");
    let room = data_xml(&build_room(&dir, "shinjya", &["--seed", "3"]));
    let mut stacks = Vec::new();
    all(&room, "card-stack", &mut stacks);
    let mut sizes: Vec<(String, usize, bool)> = stacks
        .iter()
        .map(|s| {
            let mut cards = Vec::new();
            all(s, "card", &mut cards);
            let down = cards.iter().all(|c| c.get("state") == Some("1"));
            (name_of(s), cards.len(), down)
        })
        .collect();
    sizes.sort();
    assert_eq!(
        sizes,
        vec![
            ("事件カード".to_string(), 7, true),
            ("正体カード".to_string(), 5, true),
            ("証拠カード".to_string(), 9, true),
        ]
    );
    // One 告発 and one 無罪 per seat, each marked with its seat.
    let mut cards = Vec::new();
    all(&room, "card", &mut cards);
    let mut accusations: Vec<(u32, String)> = cards
        .iter()
        .filter_map(|c| Identity::decode(c.get("udonforge")?))
        .filter(|id| id.component.starts_with("accusation/"))
        .map(|id| (id.seat.unwrap(), id.component))
        .collect();
    accusations.sort();
    assert_eq!(accusations.len(), 10);
    for seat in 1..=5u32 {
        assert!(accusations.contains(&(seat, "accusation/accuse".into())));
        assert!(accusations.contains(&(seat, "accusation/innocent".into())));
    }
}

#[test]
fn every_object_carries_its_identity_and_no_owner() {
    let dir = scratch("shinjya-identity");
    let room = data_xml(&build_room(&dir, "shinjya", &["--seed", "5"]));
    for tag in [
        "card",
        "card-stack",
        "character",
        "text-note",
        "dice-symbol",
    ] {
        let mut els = Vec::new();
        all(&room, tag, &mut els);
        assert!(!els.is_empty(), "no {tag}");
        for el in els {
            let id = Identity::decode(el.get("udonforge").unwrap_or(""))
                .unwrap_or_else(|| panic!("{tag} without identity"));
            assert_eq!((id.game.as_str(), id.version), ("shinjya", 3));
            assert!(
                matches!(el.get("owner"), None | Some("")),
                "{tag} has an owner"
            );
        }
    }
}

#[test]
fn unplayed_seats_become_virtual_players() {
    let dir = scratch("shinjya-virtual");
    let room = data_xml(&build_room(
        &dir,
        "shinjya",
        &["--players", "3", "--seed", "1"],
    ));
    let mut pieces = Vec::new();
    all(&room, "character", &mut pieces);
    let mut named: Vec<(u32, String)> = pieces
        .iter()
        .filter_map(|p| {
            let id = Identity::decode(p.get("udonforge")?)?;
            Some((id.seat?, name_of(p)))
        })
        .collect();
    named.sort();
    assert_eq!(
        named,
        vec![
            (1, "プレイヤー名を入れる".to_string()),
            (2, "プレイヤー名を入れる".to_string()),
            (3, "プレイヤー名を入れる".to_string()),
            (4, "仮のプレイヤー".to_string()),
            (5, "仮のプレイヤー".to_string()),
        ]
    );
}

#[test]
fn the_welcome_names_the_virtual_players_and_the_investigators_start_at_3_and_4() {
    // The rulebook's option rule: empty seats play as virtual players, and the investigator
    // starts with 1 fame at 4 players, 2 at 3.
    let dir = scratch("shinjya-welcome");
    let welcome = |players: &str| {
        entry_text(
            &build_room(
                &dir.join(players),
                "shinjya",
                &["--players", players, "--seed", "1"],
            ),
            "chat.xml",
        )
    };
    let (three, four, five) = (welcome("3"), welcome("4"), welcome("5"));
    assert!(
        three.contains("緑の怪人 グリードと黒の魔道士 ダークの席は「仮のプレイヤー」"),
        "{three}"
    );
    assert!(
        three.contains("探索者は名声点2点を持って始めます"),
        "{three}"
    );
    assert!(
        four.contains("黒の魔道士 ダークの席は「仮のプレイヤー」"),
        "{four}"
    );
    assert!(four.contains("探索者は名声点1点を持って始めます"), "{four}");
    assert!(!four.contains("2点を持って"), "{four}");
    assert!(
        !five.contains("仮のプレイヤー") && !five.contains("を持って始めます"),
        "{five}"
    );
}

#[test]
fn face_up_cards_carry_rules_text_for_the_hover_overview() {
    let dir = scratch("shinjya-detail");
    let xml = String::from_utf8(
        read_xml_entries(
            &std::fs::read(build_room(&dir, "shinjya", &["--seed", "2"])).unwrap(),
            ReadLimits::default(),
        )
        .unwrap()
        .into_iter()
        .find(|e| e.name == "data.xml")
        .unwrap()
        .bytes,
    )
    .unwrap();
    assert!(xml.contains(r#"<data name="アイコン">クトゥルフ+1 ニャル+1 探索者+2</data>"#));
    assert!(xml.contains("探索者を告発できれば3点"));
}

#[test]
fn the_start_die_has_one_face_per_character() {
    let dir = scratch("shinjya-die");
    let room = data_xml(&build_room(&dir, "shinjya", &["--seed", "2"]));
    let mut dice = Vec::new();
    all(&room, "dice-symbol", &mut dice);
    let faces: Vec<String> = dice[0].children[0].children[0]
        .children
        .iter()
        .map(|d| d.get("name").unwrap().to_string())
        .collect();
    assert_eq!(
        faces,
        ["レッドリー", "ブルネル", "イエル", "グリード", "ダーク"]
    );
    assert_eq!(dice[0].get("face"), Some("レッドリー"));
}

#[test]
fn without_a_seed_one_is_chosen_and_printed() {
    let dir = scratch("shinjya-seed");
    let run = Test::new()
        .current_dir(&dir)
        .args(&["build", "shinjya"])
        .stdout_has("wrote ")
        .run();
    assert!(dir.join("shinjya01.zip").is_file(), "default output name");
    let seed: u64 = run
        .stdout
        .split("--seed ")
        .nth(1)
        .and_then(|s| s.trim_end().trim_end_matches(')').parse().ok())
        .unwrap_or_else(|| panic!("no seed in {:?}", run.stdout));
    // The printed seed rebuilds the same room.
    let again = build_room(
        &dir.join("again"),
        "shinjya",
        &["--seed", &seed.to_string()],
    );
    assert!(std::fs::read(again).unwrap() == std::fs::read(dir.join("shinjya01.zip")).unwrap());
}

#[test]
fn empty_image_fields_are_written_empty() {
    let dir = scratch("shinjya-empty");
    let zip = build_room(&dir, "shinjya", &["--seed", "4"]);
    let xml = entry_text(&zip, "data.xml");
    assert_eq!(blank_but_not_empty(&xml), Vec::<String>::new());
    // Every card and stack has an unused `imageIdentifier`: 36 + 3 (the notes' is their
    // face's picture).
    let empty = r#"<data type="image" name="imageIdentifier"></data>"#;
    assert_eq!(xml.matches(empty).count(), 39);
}

fn table_image(room: &Element) -> String {
    let table = room
        .children
        .iter()
        .find(|c| c.tag == "game-table")
        .unwrap();
    table.get("imageIdentifier").unwrap().to_string()
}

#[test]
fn notes_and_labels_stay_clear_and_the_table_marks_no_seat_unplayed() {
    let dir = scratch("shinjya-view");
    let game = udonforge::definition::load(&repo().join("templates/shinjya")).unwrap();
    let mut tables = Vec::new();
    for (players, lang) in ROOMS {
        let zip = build_room(
            &dir.join(format!("{players}{lang}")),
            "shinjya",
            &["--players", players, "--seed", "6", "--lang", lang],
        );
        let room = data_xml(&zip);
        assert_notes_hide_only_their_area(&game, &room, 7);
        assert_guide_seen_first(&game, &room);
        assert_quotes_stay_whole(&room);
        // キャラクター, 手元の告発カード and the decks start above their labels.
        assert_labels_stay_visible(&game, &room);
        tables.push(table_image(&room));
    }
    // Players may sit anywhere: only the name pieces say 仮のプレイヤー, not the picture.
    assert_eq!(tables[0], tables[1]);
    assert_eq!(tables[1], tables[2]);
    assert_eq!(tables[3], tables[4]);
    assert_ne!(
        tables[2], tables[4],
        "the English table names its places in English"
    );
}

#[test]
fn seat_zones_hold_the_most_cards_the_rules_put_there() {
    let game = udonforge::definition::load(&repo().join("templates/shinjya")).unwrap();
    let card = game.card_kind("evidence").unwrap();
    let (w, h) = (card.size as f64, card.size as f64 * card.aspect);
    let fits = |zone: &str| {
        let rect = game.layout.seat_zone(zone).unwrap().rect;
        cards_fitting(&rect, w, h, 0.3)
    };
    // Two cards from each of the four others; three incidents and evidence opened; the
    // identity card and up to four evidence cards in hand.
    assert!(fits("accused") >= 8, "accused: {}", fits("accused"));
    assert!(fits("open") >= 6, "open: {}", fits("open"));
    assert!(fits("hand") >= 5, "hand: {}", fits("hand"));
    assert!(fits("accusation") >= 2);
    assert!(fits("character") >= 1);
    assert_labels_fit(&game, udonforge::definition::Lang::Ja);
    assert_labels_fit(&game, udonforge::definition::Lang::En);
}

#[test]
fn the_texts_point_where_things_lie() {
    // Every pointer in what players read matches the layout: the chat sends players to the
    // 「はじめに」 note in the table's left half, the guide to the incident deck on its right,
    // both to the rule notes at the far edge of the table.
    use udonforge::definition::Lang;
    let game = udonforge::definition::load(&repo().join("templates/shinjya")).unwrap();
    let layout = &game.layout;
    let area = |id: &str| layout.area(id).unwrap().rect;
    let guide = game.notes.iter().find(|n| n.id == "guide").unwrap();
    let welcome = game.chat.welcome.get(Lang::Ja);
    let text = guide.text.get(Lang::Ja);
    assert!(
        welcome.contains("左寄りの「はじめに」のメモ") && guide.title.get(Lang::Ja) == "はじめに"
    );
    let here = area("guide");
    assert!(here.x + here.width <= game.table.width as f64 / 2.0);
    // 「右の事件カード」: the incident deck lies right of the guide, level with it.
    assert!(text.contains("右の事件カード"));
    let deck = area("incident-deck");
    assert!(
        deck.x >= here.x + here.width
            && deck.y < here.y + here.height
            && here.y < deck.y + deck.height
    );
    assert!(
        text.contains("「ゲームから除外」")
            && layout.area("removed").unwrap().name.get(Lang::Ja) == "ゲームから除外"
    );
    // 「いちばん奥のメモ」: no place lies further up the table than the rule notes' area.
    assert!(text.contains("いちばん奥のメモ") && welcome.contains("いちばん奥のメモ"));
    let rules = area("rules");
    for (name, place) in places(&game) {
        assert!(place.y >= rules.y, "{name} lies beyond the rule notes");
    }
    // The English texts point the same ways, by the names the English room shows.
    let welcome = game.chat.welcome.get(Lang::En);
    let text = guide.text.get(Lang::En);
    assert!(
        welcome.contains("\"Start here\" note on the left of the table")
            && guide.title.get(Lang::En) == "Start here"
    );
    assert!(text.contains("incident cards (right of this note)"));
    let removed = layout.area("removed").unwrap().name.get(Lang::En);
    assert_eq!(removed, "Out of the game");
    assert!(
        text.contains(&format!("\"{removed}\"")) && welcome.contains(&format!("\"{removed}\""))
    );
    assert!(
        text.contains("the notes at the far edge") && welcome.contains("the notes at the far edge")
    );
}
