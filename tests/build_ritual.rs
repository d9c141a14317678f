//! `udonforge build ritual`: the room loads in udonarium with the rulebook's setup done.

use crate::common;
use crate::room_view;
use common::*;
use room_view::*;
use udonforge::udonarium::Element;

fn text_of(el: &Element, name: &str) -> Option<String> {
    data_text(el, name)
}

#[test]
fn every_player_count_passes_udon_check_strict_with_exact_counts() {
    let dir = scratch("ritual-counts");
    for players in 2..=5u32 {
        let zip = build_room(
            &dir,
            "ritual",
            &["--players", &players.to_string(), "--seed", "7"],
        );
        let report = udon_check(&zip);
        assert_eq!(report["errors"], 0, "{players}p: {report:#}");
        assert_eq!(report["warnings"], 0, "{players}p: {report:#}");
        let counts = &report["counts"];
        // 30 chant + altar + 15 spell + 16 insanity + 33 reward cards, and a summary card
        // for each player (empty seats get none).
        assert_eq!(counts["card"], 95 + players, "{players}p");
        // Insanity, three reward piles, and the set-aside chant cards (none with 5 players).
        let stacks = if players == 5 { 4 } else { 5 };
        assert_eq!(counts["card-stack"], stacks, "{players}p");
        assert_eq!(
            counts["card.in-stack"],
            16 + 33 + (30 - 6 * players),
            "{players}p"
        );
        // The start marker and a name piece for each player: #41, the seats nobody plays
        // are left off the table, nothing placed there.
        assert_eq!(counts["character"], 1 + players);
        // The 「はじめに」 note and six rule notes.
        assert_eq!(counts["text-note"], 7);
        assert_eq!(counts["game-table"], 1);
        let size = std::fs::metadata(&zip).unwrap().len();
        assert!(size <= 1_500_000, "{players}p room is {size} bytes");
        assert!(report["images"]["largest"].as_u64().unwrap() <= 200 * 1024);
    }
}

#[test]
fn same_seed_is_byte_identical_and_another_seed_deals_differently() {
    let dir = scratch("ritual-determinism");
    let build = |sub: &str, seed: &str, lang: &str| {
        std::fs::read(build_room(
            &dir.join(sub),
            "ritual",
            &["--seed", seed, "--lang", lang],
        ))
        .unwrap()
    };
    assert!(
        build("a", "42", "ja") == build("b", "42", "ja"),
        "seed 42 differs"
    );
    assert!(
        build("c", "42", "en") == build("d", "42", "en"),
        "seed 42 (en) differs"
    );
    assert!(
        build("e", "42", "ja") != build("f", "43", "ja"),
        "seeds 42 and 43 equal"
    );
}

#[test]
fn setup_is_done_sets_dealt_face_down_spells_around_the_altar() {
    let dir = scratch("ritual-setup");
    let game = udonforge::definition::load(&repo().join("templates/ritual")).unwrap();
    let area = |id: &str| game.layout.area(id).unwrap().rect;
    let inside = |r: udonforge::definition::Rect, el: &Element, size: f64| {
        let (cx, cy) = (
            attr(el, "location.x") / 50.0 + size / 2.0,
            attr(el, "location.y") / 50.0 + size / 2.0,
        );
        r.contains(cx, cy)
    };
    let room = data_xml(&build_room(
        &dir,
        "ritual",
        &["--players", "3", "--seed", "5"],
    ));
    let loose: Vec<&Element> = room.children.iter().filter(|c| c.tag == "card").collect();
    // Three 6-card sets, face down, in the hand-sets area, each a row of its own.
    let sets: Vec<&&Element> = loose
        .iter()
        .filter(|c| identity(c).unwrap().component.starts_with("chant/"))
        .collect();
    assert_eq!(sets.len(), 18);
    assert!(
        sets.iter()
            .all(|c| c.get("state") == Some("1") && inside(area("hand-sets"), c, 3.0))
    );
    let mut rows: Vec<i64> = sets.iter().map(|c| attr(c, "location.y") as i64).collect();
    rows.sort();
    rows.dedup();
    assert_eq!(rows.len(), 3, "each set is a row of its own");
    // The other 12 are one face-down stack set aside.
    let aside = room
        .children
        .iter()
        .find(|c| c.tag == "card-stack" && identity(c).unwrap().component == "stack/chant")
        .unwrap();
    let in_stack = aside
        .children
        .iter()
        .flat_map(|n| &n.children)
        .filter(|c| c.tag == "card")
        .count();
    assert_eq!(in_stack, 12);
    assert!(inside(area("set-aside"), aside, 3.0));
    // 15 face-down spell tokens on a ring around the altar, none on the altar itself.
    let altar = loose
        .iter()
        .find(|c| identity(c).unwrap().component == "altar/altar")
        .unwrap();
    let altar_rect = udonforge::definition::Rect {
        x: attr(altar, "location.x") / 50.0,
        y: attr(altar, "location.y") / 50.0,
        width: 6.0,
        height: 6.0,
    };
    let spells: Vec<&&Element> = loose
        .iter()
        .filter(|c| identity(c).unwrap().component.starts_with("spell/"))
        .collect();
    assert_eq!(spells.len(), 15);
    for s in &spells {
        assert_eq!(s.get("state"), Some("1"), "spell tokens start face down");
        assert!(inside(area("altar"), s, 2.0));
        assert!(
            !inside(altar_rect, s, 2.0),
            "a spell token lies on the altar"
        );
    }
    // Seats 4 and 5 are empty: left off the table (#41), they have no name piece.
    let names: Vec<(Option<u32>, String)> = room
        .children
        .iter()
        .filter(|c| c.tag == "character" && identity(c).unwrap().component == "player-name")
        .map(|c| (identity(c).unwrap().seat, text_of(c, "name").unwrap()))
        .collect();
    let name = "プレイヤー名を入れる".to_string();
    assert_eq!(
        names,
        [
            (Some(1), name.clone()),
            (Some(2), name.clone()),
            (Some(3), name)
        ]
    );
}

#[test]
fn english_room_uses_the_english_rulebook_texts() {
    let dir = scratch("ritual-en");
    let zip = build_room(&dir, "ritual", &["--lang", "en", "--seed", "1"]);
    let report = udon_check(&zip);
    assert_eq!(report["errors"], 0, "{report:#}");
    let room = data_xml(&zip);
    let table = room
        .children
        .iter()
        .find(|c| c.tag == "game-table")
        .unwrap();
    assert_eq!(table.get("name"), Some("RITUAL"));
    let titles: Vec<String> = room
        .children
        .iter()
        .filter(|c| c.tag == "text-note")
        .map(|c| text_of(c, "title").unwrap())
        .collect();
    assert_eq!(titles[0], "Start here");
    assert_eq!(titles[2], "Setup");
    let chant = room
        .children
        .iter()
        .find(|c| identity(c).is_some_and(|i| i.component == "chant/c01"))
        .or_else(|| {
            room.children
                .iter()
                .flat_map(|s| s.children.iter().flat_map(|n| &n.children))
                .find(|c| identity(c).is_some_and(|i| i.component == "chant/c01"))
        })
        .unwrap();
    assert_eq!(text_of(chant, "name").unwrap(), "Red 1 / Green 3");
}

#[test]
fn user_art_replaces_one_cards_face_and_one_cards_back() {
    let dir = scratch("ritual-art");
    // Two one-colour pictures to stand for a player's scans, in two formats and sizes.
    let picture = |w: u32, h: u32, rgb: [u8; 3], format: image::ImageFormat| {
        let mut out = Vec::new();
        image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(w, h, image::Rgb(rgb)))
            .write_to(&mut std::io::Cursor::new(&mut out), format)
            .unwrap();
        out
    };
    let art = dir.join("art");
    std::fs::create_dir_all(art.join("ritual/chant")).unwrap();
    let red = picture(600, 840, [250, 0, 0], image::ImageFormat::Png);
    let blue = picture(150, 210, [0, 0, 250], image::ImageFormat::Gif);
    std::fs::write(art.join("ritual/chant/c01.back.png"), red).unwrap();
    std::fs::write(art.join("ritual/chant/c02.face.gif"), blue).unwrap();
    let zip = build_room(
        &dir.join("custom"),
        "ritual",
        &[
            "--seed",
            "2",
            "--images",
            "png",
            "--art",
            art.to_str().unwrap(),
        ],
    );
    assert_eq!(udon_check(&zip)["errors"], 0);
    let room = data_xml(&zip);
    let image = |component: &str, side: &str| -> image::RgbaImage {
        fn find<'a>(el: &'a Element, component: &str) -> Option<&'a Element> {
            if identity(el).is_some_and(|i| i.component == component) {
                return Some(el);
            }
            el.children.iter().find_map(|c| find(c, component))
        }
        let id = text_of(find(&room, component).unwrap(), side).unwrap();
        let mut archive = zip::ZipArchive::new(std::fs::File::open(&zip).unwrap()).unwrap();
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(
            &mut archive.by_name(&format!("{id}.png")).unwrap(),
            &mut bytes,
        )
        .unwrap();
        image::load_from_memory(&bytes).unwrap().to_rgba8()
    };
    // Fitted to the chant card's 300 × 420 px, whatever size they came in.
    let back = image("chant/c01", "back");
    assert_eq!(back.dimensions(), (300, 420));
    assert!(back.pixels().all(|p| p.0 == [250, 0, 0, 255]));
    let face = image("chant/c02", "front");
    assert_eq!(face.dimensions(), (300, 420));
    assert!(face.pixels().all(|p| p.0 == [0, 0, 250, 255]));
    // Other cards keep their rendered faces and backs.
    assert!(
        image("chant/c03", "back")
            .pixels()
            .any(|p| p.0 != [250, 0, 0, 255])
    );
    assert!(
        image("chant/c01", "front")
            .pixels()
            .any(|p| p.0 != [0, 0, 250, 255])
    );
}

#[test]
fn empty_image_fields_are_written_empty() {
    let dir = scratch("ritual-empty");
    let zip = build_room(&dir, "ritual", &["--players", "5", "--seed", "4"]);
    let xml = entry_text(&zip, "data.xml");
    assert_eq!(blank_but_not_empty(&xml), Vec::<String>::new());
    // Every card and stack has an unused `imageIdentifier`: 100 + 4 (the notes' is their
    // face's picture).
    let empty = r#"<data type="image" name="imageIdentifier"></data>"#;
    assert_eq!(xml.matches(empty).count(), 104);
}

#[test]
fn an_english_room_has_no_japanese_but_the_apps_menu_items_and_a_japanese_one_keeps_its_labels() {
    let dir = scratch("ritual-en-only");
    let en = build_room(&dir.join("en"), "ritual", &["--lang", "en", "--seed", "9"]);
    // udonarium's menus are Japanese only: the items players must click are named as the
    // app shows them, beside the English words. Nothing else is Japanese.
    let menu_items = ["「詳細を表示」", "「自分だけ見る」"];
    for doc in ["data.xml", "chat.xml", "summary.xml"] {
        let text = entry_text(&en, doc);
        let rest = menu_items
            .iter()
            .fold(text.clone(), |t, item| t.replace(item, ""));
        assert_eq!(japanese_in(&rest), Vec::<String>::new(), "{doc}");
    }
    let chat = entry_text(&en, "chat.xml");
    let guide = entry_text(&en, "data.xml");
    for item in menu_items {
        assert!(chat.contains(item) && guide.contains(item), "{item} named");
    }
    let chat = entry_text(&en, "chat.xml");
    assert!(
        chat.contains("(Built by udonforge for 4 players, seed 9."),
        "{chat}"
    );
    let xml = entry_text(&en, "data.xml");
    assert!(xml.contains(r#"<data name="Icons">Reward+1</data>"#));
    assert!(
        xml.contains(r#"<data name="Seat">"#) && xml.contains(r#"<data name="Name">Seat 3</data>"#)
    );
    // What the table image shows: every place's name has its English text.
    let game = udonforge::definition::load(&repo().join("templates/ritual")).unwrap();
    let layout = &game.layout;
    for zone in layout.seat_zones.iter().chain(&layout.areas) {
        assert!(
            zone.name.has(udonforge::definition::Lang::En),
            "{}",
            zone.id
        );
    }
    // The Japanese room is as before.
    let ja = build_room(&dir.join("ja"), "ritual", &["--seed", "9"]);
    let xml = entry_text(&ja, "data.xml");
    assert!(
        xml.contains(r#"<data name="アイコン">貢献点+1</data>"#),
        "ja icons"
    );
    assert!(
        xml.contains(r#"<data name="席">"#)
            && xml.contains(r#"<data name="キャラクター">3番席</data>"#)
    );
    assert!(entry_text(&ja, "chat.xml").contains("（udonforge で生成: 4人用、シード 9。"));
}

#[test]
fn notes_and_labels_stay_clear_and_the_table_draws_the_played_seats() {
    let dir = scratch("ritual-view");
    let game = udonforge::definition::load(&repo().join("templates/ritual")).unwrap();
    let mut tables = Vec::new();
    for (players, lang) in [("2", "ja"), ("5", "ja"), ("3", "en")] {
        let zip = build_room(
            &dir.join(format!("{players}{lang}")),
            "ritual",
            &["--players", players, "--lang", lang, "--seed", "6"],
        );
        let room = data_xml(&zip);
        let game = game
            .arranged_for(&game.seating(players.parse().unwrap()).unwrap())
            .unwrap();
        assert_notes_hide_only_their_area(&game, &room, 7);
        assert_guide_seen_first(&game, &room);
        assert_quotes_stay_whole(&room);
        // サマリー, the hand sets, the altar's ring and the supply start above their labels.
        assert_labels_stay_visible(&game, &room);
        let table = room
            .children
            .iter()
            .find(|c| c.tag == "game-table")
            .unwrap();
        tables.push(table.get("imageIdentifier").unwrap().to_string());
    }
    // #41: the picture draws the played seats alone, so it differs with the count.
    assert_ne!(tables[0], tables[1]);
}

#[test]
fn row_slots_are_clearly_larger_than_a_card_with_a_gap_between() {
    let game = udonforge::definition::load(&repo().join("templates/ritual")).unwrap();
    let chant = game.card_kind("chant").unwrap();
    let (w, h) = (chant.size as f64, chant.size as f64 * chant.aspect);
    let row = game.layout.seat_zone("row").unwrap();
    assert_eq!(row.slots, 5);
    let pitch = row.rect.width / 5.0;
    assert!(
        pitch >= w + 1.0,
        "slots of {pitch} cells for {w}-cell cards"
    );
    assert!(
        row.rect.height - 1.0 >= h + 0.5,
        "row too low for a card above its label"
    );
    // A card dropped half a cell off its slot's middle still lies wholly in that slot, and
    // so does an insanity token on its corner.
    for slot in 0..5 {
        let (left, right) = (
            row.rect.x + pitch * slot as f64,
            row.rect.x + pitch * (slot + 1) as f64,
        );
        for off in [-0.5, 0.5] {
            let centre = left + pitch / 2.0 + off;
            assert_eq!(((centre - row.rect.x) / pitch).floor() as usize, slot);
            assert!(centre - w / 2.0 >= left && centre + w / 2.0 <= right);
            let token = centre + off.signum() * (w / 2.0);
            assert!(token >= left && token <= right);
        }
    }
}

#[test]
fn the_start_marker_used_spells_and_every_rituals_spells_have_a_place() {
    use udonforge::definition::Lang;
    let game = udonforge::definition::load(&repo().join("templates/ritual")).unwrap();
    let area = |id: &str| game.layout.area(id).unwrap();
    for n in 1..=3 {
        let row = area(&format!("ritual-{n}"));
        assert_eq!(row.slots, 5);
        assert_eq!(row.rect.width, area("ritual-1").rect.width);
        assert_eq!(row.name.get(Lang::Ja), format!("{n}回目の儀式の呪文"));
        assert_eq!(row.name.get(Lang::En), format!("Spells of ritual {n}"));
    }
    // The rulebook's heap of revealed spell tokens, right beside the altar, room for all 15.
    let (altar, used) = (area("altar").rect, area("used-spells").rect);
    assert!((used.x - (altar.x + altar.width)).abs() <= 1.0);
    assert!(used.y < altar.y + altar.height && altar.y < used.y + used.height);
    assert!(cards_fitting(&used, 2.0, 2.0, 0.2) >= 15);
    // The start marker starts in its own place.
    let dir = scratch("ritual-places");
    let room = data_xml(&build_room(&dir, "ritual", &["--seed", "3"]));
    let marker = placed(&game, &room)
        .into_iter()
        .find(|p| p.component == "start-marker")
        .unwrap();
    assert!(
        marker.rect.fits_in(&area("start-marker").rect),
        "{marker:?}"
    );
    // Every place's name fits inside it, in both languages.
    assert_labels_fit(&game, Lang::Ja);
    assert_labels_fit(&game, Lang::En);
}

#[test]
fn the_texts_point_where_things_lie() {
    // Every pointer in what players read matches the layout: the chat sends players to the
    // 「はじめに」 note, the guide to the hand sets behind it, both to the rule notes at the far
    // edge of the table.
    let game = udonforge::definition::load(&repo().join("templates/ritual")).unwrap();
    let layout = &game.layout;
    let area = |id: &str| layout.area(id).unwrap().rect;
    let guide = game.notes.iter().find(|n| n.id == "guide").unwrap();
    let welcome = game.chat.welcome.get(udonforge::definition::Lang::Ja);
    assert!(
        welcome.contains("「はじめに」のメモ")
            && guide.title.get(udonforge::definition::Lang::Ja) == "はじめに"
    );
    // 「奥の『手札の組』」: the hand sets lie up the table from the guide, over it.
    let text = guide.text.get(udonforge::definition::Lang::Ja);
    assert!(text.contains("奥の「手札の組」"));
    let (sets, here) = (area("hand-sets"), area("guide"));
    assert!(
        sets.y + sets.height <= here.y
            && sets.x < here.x + here.width
            && here.x < sets.x + sets.width
    );
    // 「いちばん奥のメモ」: no place lies further up the table than the rule notes' area.
    assert!(text.contains("いちばん奥のメモ") && welcome.contains("いちばん奥のメモ"));
    let rules = area("rules");
    for (name, place) in places(&game) {
        assert!(place.y >= rules.y, "{name} lies beyond the rule notes");
    }
    // 「左寄り」: the guide lies in the table's left half.
    assert!(welcome.contains("左寄りの「はじめに」"));
    assert!(here.x + here.width <= game.table.width as f64 / 2.0);
    // The English room says the same.
    let en = udonforge::definition::Lang::En;
    assert!(
        game.chat
            .welcome
            .get(en)
            .contains("\"Start here\" note on the left of the table")
    );
    assert!(
        guide
            .text
            .get(en)
            .contains("a set of \"Hand sets\" into your hand")
    );
    assert!(guide.text.get(en).contains("notes at the far edge"));
}
