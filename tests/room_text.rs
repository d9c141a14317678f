//! What players read in a room: nothing a player reads (notes, names, card details, chat)
//! speaks of our files. (That every note's text fits its note, measured with the bundled
//! font, is `src/tests/room_text.rs`.)

use crate::common;
use common::*;
use udonforge::udonarium::Element;
use udonforge::udonarium::archive::{ReadLimits, read_xml_entries};
use udonforge::udonarium::xml::read_document;

/// Each built-in game at its fewest and default players, in every language it has.
fn rooms() -> Vec<(String, u32, &'static str)> {
    let dirs = built_in_games();
    let mut out = Vec::new();
    for dir in dirs {
        let game = udonforge::definition::load(&dir).unwrap();
        let mut counts = vec![game.players.min, game.players.default];
        counts.dedup();
        for players in counts {
            for lang in &game.languages {
                out.push((game.id.clone(), players, lang.code()));
            }
        }
    }
    out
}

/// A room's `data.xml` and `chat.xml`, read back.
fn room(game: &str, players: u32, lang: &str) -> (Element, Element) {
    let dir = scratch(&format!("text-{game}-{players}-{lang}"));
    let players = players.to_string();
    let zip = build_room(
        &dir,
        game,
        &["--players", &players, "--lang", lang, "--seed", "3"],
    );
    let entries = read_xml_entries(&std::fs::read(zip).unwrap(), ReadLimits::default()).unwrap();
    let doc = |name: &str| {
        let entry = entries.iter().find(|e| e.name == name).unwrap();
        read_document(&entry.bytes).unwrap()
    };
    (doc("data.xml"), doc("chat.xml"))
}

fn walk<'a>(el: &'a Element, out: &mut Vec<&'a Element>) {
    out.push(el);
    for child in &el.children {
        walk(child, out);
    }
}

fn all(el: &Element) -> Vec<&Element> {
    let mut out = Vec::new();
    walk(el, &mut out);
    out
}

/// Words that speak of our files rather than the game: a definition file, a template path,
/// a source path.
fn speaks_of_files(text: &str) -> Option<&'static str> {
    [
        "templates/",
        ".toml",
        ".svg",
        ".csv",
        "src/",
        "card-art/",
        "../",
        // A glossary term the definition's loader left unwritten.
        "{{",
    ]
    .into_iter()
    .find(|needle| text.contains(needle))
}

#[test]
fn no_player_reads_of_our_files() {
    let mut problems = Vec::new();
    for (game, players, lang) in rooms() {
        let (game, players, lang) = (game.as_str(), players, lang);
        let (data, chat) = room(game, players, lang);
        for el in all(&data).into_iter().chain(all(&chat)) {
            // Attribute values are ours (identity, record); what players read is element
            // text: names, notes, details, chat lines, palettes.
            // Notes arrive broken into lines: a path may be split across two.
            if let Some(needle) = speaks_of_files(&el.text.replace('\n', "")) {
                problems.push(format!(
                    "{game} {players} {lang} <{}>: {needle:?} in {:?}",
                    el.tag, el.text
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(
        speaks_of_files("templates/ritual/components.toml で直せます"),
        Some("templates/")
    );
    assert_eq!(speaks_of_files("game.toml を編集"), Some(".toml"));
    assert_eq!(speaks_of_files("儀式は3回。"), None);
    assert_eq!(speaks_of_files("{{chair}} ($short)"), Some("{{"));
}

/// udonarium's menus are Japanese only: an English room names the items players must click
/// as the app shows them (in 「」, beside the English words).
const MENU_ITEMS: &[&str] = &[
    "「自分だけ見る」",
    "「詳細を表示」",
    "「ZIP読込」",
    "「保存」",
    "「ダイス目を設定」",
    "「チャットパレットを表示」",
    "「山札を見る」",
    "「シャッフル」",
    "「公開する」",
    "「表にする」",
    "「裏にする」",
    "「カードを引く」",
    "「一番上を表にする」",
];

fn japanese(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(c, '\u{3000}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}')
    })
}

#[test]
fn english_rooms_speak_no_japanese_but_the_apps_menu_items() {
    let mut problems = Vec::new();
    let mut english = 0;
    for (game, players, lang) in rooms() {
        if lang != "en" {
            continue;
        }
        english += 1;
        let (data, chat) = room(&game, players, lang);
        for el in all(&data).into_iter().chain(all(&chat)) {
            // Element text is what players read; attribute values name sheet fields
            // (`<data name="…">`) and tabs, which players read too.
            let texts =
                std::iter::once(el.text.as_str()).chain(el.attrs.iter().map(|(_, v)| v.as_str()));
            for text in texts {
                let rest = MENU_ITEMS
                    .iter()
                    .fold(text.to_string(), |t, item| t.replace(item, ""));
                if japanese(&rest) {
                    problems.push(format!("{game} {players} en <{}>: {text:?}", el.tag));
                }
            }
        }
    }
    assert!(english >= 2, "at least RITUAL's English rooms");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(japanese("儀式") && japanese("カード") && !japanese("Ritual (Seat 3)"));
}

/// #29: a card's face is headed by its kind's name (`{{kind}}` in the face templates), so a
/// kind is named as one card ("Incident card"), never as the deck ("Incident cards").
#[test]
fn a_card_kind_is_named_as_one_card() {
    for dir in built_in_games() {
        let text = std::fs::read_to_string(dir.join("components.toml")).unwrap();
        let toml: toml::Table = toml::from_str(&text).unwrap();
        for kind in toml
            .get("cards")
            .and_then(|c| c.as_array())
            .into_iter()
            .flatten()
        {
            let name = &kind["name"];
            for lang in ["ja", "en"] {
                if let Some(name) = name.get(lang).and_then(|n| n.as_str()) {
                    assert!(
                        !name.ends_with(" cards"),
                        "{}: `{name}` heads each card of kind {:?}",
                        dir.display(),
                        kind.get("id")
                    );
                }
            }
        }
    }
}
