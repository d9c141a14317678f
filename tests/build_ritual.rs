//! `udonforge build ritual`: the room loads in udonarium with the rulebook's setup done.

mod common;
use common::*;
use udonforge::udonarium::archive::{ReadLimits, read_xml_entries};
use udonforge::udonarium::xml::read_document;
use udonforge::udonarium::{Element, Identity};

fn data_xml(zip: &std::path::Path) -> Element {
    let bytes = std::fs::read(zip).unwrap();
    let entries = read_xml_entries(&bytes, ReadLimits::default()).unwrap();
    let data = entries.iter().find(|e| e.name == "data.xml").unwrap();
    read_document(&data.bytes).unwrap()
}

fn identity(el: &Element) -> Option<Identity> {
    Identity::decode(el.get("udonforge")?)
}

fn attr(el: &Element, name: &str) -> f64 {
    el.get(name).unwrap().parse().unwrap()
}

fn text_of(el: &Element, name: &str) -> Option<String> {
    if el.tag == "data" && el.get("name") == Some(name) {
        return Some(el.text.clone());
    }
    el.children.iter().find_map(|c| text_of(c, name))
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
        // 30 chant + altar + 15 spell + 16 insanity + 33 reward + 5 summary cards.
        assert_eq!(counts["card"], 100, "{players}p");
        // Insanity, three reward piles, and the set-aside chant cards (none with 5 players).
        let stacks = if players == 5 { 4 } else { 5 };
        assert_eq!(counts["card-stack"], stacks, "{players}p");
        assert_eq!(
            counts["card.in-stack"],
            16 + 33 + (30 - 6 * players),
            "{players}p"
        );
        // The start marker and five name pieces.
        assert_eq!(counts["character"], 6);
        assert_eq!(counts["text-note"], 6);
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
    // Seats 4 and 5 are empty: their name pieces say so.
    let names: Vec<String> = room
        .children
        .iter()
        .filter(|c| c.tag == "character" && identity(c).unwrap().component == "player-name")
        .map(|c| text_of(c, "name").unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "プレイヤー名を入れる",
            "プレイヤー名を入れる",
            "プレイヤー名を入れる",
            "空席",
            "空席"
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
    assert_eq!(titles[1], "Setup");
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
