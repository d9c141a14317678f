//! What players read in a room, in each built-in game at its fewest and default players, in
//! every language: every rule note's text is drawn inside its note, on the note's picture
//! under its title bar; nothing speaks of our files; an English room speaks no Japanese but
//! the app's menu items.

use super::*;
use crate::art::Renderer;
use crate::art::note::{FONT_PX, HIDDEN_FONT_SIZE, SIDE_PX, TOP_PX, height_px, line_ems};
use crate::udonarium::Element;
use crate::udonarium::archive::{ReadLimits, read_xml_entries};
use crate::udonarium::xml::read_document;

/// Each built-in game at its fewest and default players, in every language it has.
fn rooms() -> Vec<(String, u32, &'static str)> {
    let dirs = built_in_games();
    let mut out = Vec::new();
    for dir in dirs {
        let game = crate::definition::load(&dir).unwrap();
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
    let (data, chat, _) = room_zip(game, players, lang);
    (data, chat)
}

/// A room's `data.xml` and `chat.xml`, and the zip they came from.
fn room_zip(game: &str, players: u32, lang: &str) -> (Element, Element, Vec<u8>) {
    let dir = scratch(&format!("text-{game}-{players}-{lang}"));
    let players = players.to_string();
    let zip = dir.join("room.zip");
    command(&[
        "build",
        game,
        "--players",
        &players,
        "--lang",
        lang,
        "--seed",
        "3",
        "-o",
        zip.to_str().unwrap(),
    ]);
    let bytes = std::fs::read(zip).unwrap();
    let entries = read_xml_entries(&bytes, ReadLimits::default()).unwrap();
    let doc = |name: &str| {
        let entry = entries.iter().find(|e| e.name == name).unwrap();
        read_document(&entry.bytes).unwrap()
    };
    (doc("data.xml"), doc("chat.xml"), bytes)
}

/// The file of a room zip whose name starts with `id` (an image's identifier).
fn image_in(zip: &[u8], id: &str) -> Option<String> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).ok()?;
    let name = archive
        .file_names()
        .find(|n| n.starts_with(id) && n.ends_with(".svg"))?
        .to_string();
    let mut text = String::new();
    std::io::Read::read_to_string(&mut archive.by_name(&name).ok()?, &mut text).ok()?;
    Some(text)
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

/// The text of a note's data field `name`.
fn field<'a>(note: &'a Element, name: &str) -> &'a str {
    all(note)
        .into_iter()
        .find(|e| e.tag == "data" && e.get("name") == Some(name))
        .map_or("", |e| e.text.as_str())
}

/// How wide a line is drawn in px at `size` px, by the bundled font's own metrics.
fn line_width(renderer: &Renderer, line: &str, size: f64) -> f64 {
    if line.trim().is_empty() {
        return 0.0;
    }
    let escaped = crate::art::template::escape(line);
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="100"><text x="0" y="50" font-size="{size}" xml:space="preserve">{escaped}</text></svg>"#
    );
    let tree = renderer.tree(&svg).unwrap();
    tree.root().abs_bounding_box().width() as f64
}

#[test]
fn every_notes_text_is_drawn_inside_it_under_its_title_bar() {
    let renderer = Renderer::new();
    let mut problems = Vec::new();
    let mut notes = 0;
    for (game, players, lang) in rooms() {
        let (game, players, lang) = (game.as_str(), players, lang);
        let (data, _, zip) = room_zip(game, players, lang);
        for note in all(&data).into_iter().filter(|e| e.tag == "text-note") {
            notes += 1;
            let title = field(note, "title");
            let room = format!("{game} {players} {lang} 「{title}」");
            let width: u32 = field(note, "width").parse().unwrap();
            let height: u32 = field(note, "height").parse().unwrap();
            let font: i32 = field(note, "fontsize").parse().unwrap();
            // The app's own drawing of the text (a textarea, drawn askew in 3D) at size 0.
            assert_eq!(font, HIDDEN_FONT_SIZE, "{room}");
            let text = field(note, "text");
            for line in text.lines() {
                let w = line_width(&renderer, line, FONT_PX);
                if w > line_ems(width) * FONT_PX + 0.5 {
                    problems.push(format!("{room}: a line {w:.0} px wide: {line}"));
                }
            }
            let needed = height_px(text.lines().count());
            if needed > f64::from(height) * 50.0 {
                problems.push(format!(
                    "{room}: {} lines need {needed:.0} px, the note is {} px high",
                    text.lines().count(),
                    height * 50
                ));
            }
            // The picture draws every line, inside the face and under the title bar.
            let image = field(note, "imageIdentifier");
            let Some(svg) = image_in(&zip, image) else {
                problems.push(format!("{room}: no picture {image:?} in the zip"));
                continue;
            };
            let tree = renderer.tree(&svg).unwrap();
            let ink = tree.root().abs_bounding_box();
            let (w, h) = (f64::from(width) * 50.0, f64::from(height) * 50.0);
            let scale = f64::from(tree.size().width()) / w;
            let (left, top) = (f64::from(ink.left()) / scale, f64::from(ink.top()) / scale);
            let (right, bottom) = (
                f64::from(ink.right()) / scale,
                f64::from(ink.bottom()) / scale,
            );
            if left < SIDE_PX - 1.0 || right > w - SIDE_PX + 1.0 || top < TOP_PX || bottom > h {
                problems.push(format!(
                    "{room}: text drawn at ({left:.0}, {top:.0})–({right:.0}, {bottom:.0}) on a face {w} × {h} (title bar to {TOP_PX})"
                ));
            }
        }
    }
    assert!(notes >= rooms().len() * 2, "{notes} notes");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
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
                if !japanese_in(&rest).is_empty() {
                    problems.push(format!("{game} {players} en <{}>: {text:?}", el.tag));
                }
            }
        }
    }
    assert!(english >= 2, "at least RITUAL's English rooms");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(!japanese_in("儀式").is_empty() && !japanese_in("カード").is_empty());
    assert!(japanese_in("Ritual (Seat 3)").is_empty());
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
