//! Every rule note's text fits its note, measured with the bundled font as the room draws
//! it, in each built-in game at its fewest and default players, in every language.

use super::*;
use crate::art::Renderer;
use crate::room::notes::{FONT_SIZE, INSET_PX, WRAP_SHARE, height_px};
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
fn every_note_fits_its_text_with_a_margin() {
    let renderer = Renderer::new();
    let size = FONT_SIZE as f64 + 9.0;
    let mut problems = Vec::new();
    let mut notes = 0;
    for (game, players, lang) in rooms() {
        let (game, players, lang) = (game.as_str(), players, lang);
        let (data, _) = room(game, players, lang);
        for note in all(&data).into_iter().filter(|e| e.tag == "text-note") {
            notes += 1;
            let title = field(note, "title");
            let width: f64 = field(note, "width").parse().unwrap();
            let height: f64 = field(note, "height").parse().unwrap();
            let font: f64 = field(note, "fontsize").parse().unwrap();
            assert_eq!(font, FONT_SIZE as f64, "{game} {title}");
            let text = field(note, "text");
            let widest = (width * 50.0 - INSET_PX) * WRAP_SHARE;
            for line in text.lines() {
                let w = line_width(&renderer, line, size);
                if w > widest + 0.5 {
                    problems.push(format!(
                        "{game} {players} {lang} 「{title}」: a line {w:.0} px wide in a note whose text may be {widest:.0}: {line}"
                    ));
                }
            }
            let needed = height_px(text.lines().count());
            if needed > height * 50.0 {
                problems.push(format!(
                    "{game} {players} {lang} 「{title}」: {} lines need {needed:.0} px, the note is {} px high",
                    text.lines().count(),
                    height * 50.0
                ));
            }
        }
    }
    assert!(notes >= rooms().len() * 2, "{notes} notes");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
