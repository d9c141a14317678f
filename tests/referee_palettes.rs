//! The referee on rooms whose pieces carry chat palettes, played in the real app: each
//! `tests/referee/*-palettes/save.zip` is udonarium's own 保存 export of a room
//! `udonforge build` made, after the moves in its `moves.json` were played with
//! `../shared/tools/udon-view` (remade by `tests/referee/remake.sh CASE`). The app keeps
//! every palette, copies included; the referee reads each save exactly as it reads the same save
//! with every `<chat-palette>` taken out — a room as built before pieces had palettes — and the
//! report says what the moves did.

use crate::common;
use crate::common::verdict::breach_codes as codes;
use common::played::save;
use common::*;
use serde_json::Value;
use udonforge::udonarium::ImageStore;
use udonforge::udonarium::archive::{ReadLimits, read_xml_entries, write_zip};

/// The save's documents, `data.xml` with every `<chat-palette>…</chat-palette>` cut out.
fn without_palettes(zip: &std::path::Path) -> (Vec<u8>, usize) {
    let entries = read_xml_entries(&std::fs::read(zip).unwrap(), ReadLimits::default()).unwrap();
    let mut cut = 0;
    let docs: Vec<(String, Vec<u8>)> = entries
        .into_iter()
        .map(|e| {
            let mut text = String::from_utf8(e.bytes).unwrap();
            while let Some(start) = text.find("<chat-palette") {
                let end = start + text[start..].find("</chat-palette>").unwrap();
                text.replace_range(start..end + "</chat-palette>".len(), "");
                cut += 1;
            }
            (e.name, text.into_bytes())
        })
        .collect();
    let docs: Vec<(&str, Vec<u8>)> = docs.iter().map(|(n, b)| (n.as_str(), b.clone())).collect();
    (write_zip(&docs, &ImageStore::default()), cut)
}

fn referee(zip: &std::path::Path, json: bool) -> (String, i32) {
    let mut args = vec!["referee", zip.to_str().unwrap()];
    if json {
        args.push("--json");
    }
    let run = udonforge(&args);
    (run.stdout, run.code)
}

/// The verdict on the fixture, after checking it equals the verdict without palettes (text
/// and JSON) and that every character of the save carries one.
fn refereed_as_before(name: &str) -> (Value, i32) {
    let zip = save(name);
    let xml = read_xml_entries(&std::fs::read(&zip).unwrap(), ReadLimits::default())
        .unwrap()
        .into_iter()
        .find(|e| e.name == "data.xml")
        .map(|e| String::from_utf8(e.bytes).unwrap())
        .unwrap();
    let characters = xml.matches("<character ").count();
    assert!(characters > 0, "{name}");
    assert_eq!(
        xml.matches("<chat-palette dicebot=\"DiceBot\">").count(),
        characters,
        "{name}: the app kept a palette on every piece"
    );
    let dir = scratch(&format!("palettes-{name}"));
    let (bytes, cut) = without_palettes(&zip);
    assert_eq!(cut, characters);
    let bare = dir.join("without-palettes.zip");
    std::fs::write(&bare, bytes).unwrap();
    for json in [false, true] {
        assert_eq!(
            referee(&zip, json),
            referee(&bare, json),
            "{name}: palettes changed the report"
        );
    }
    let (out, code) = referee(&zip, true);
    (serde_json::from_str(&out).unwrap(), code)
}

fn names(v: &Value) -> Vec<String> {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap_or("").to_string())
        .collect()
}

#[test]
fn shinjya_four_players_names_read_from_pieces_with_palettes() {
    let (v, code) = refereed_as_before("sj4-palettes");
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(names(&v)[..4], ["Aki", "Ben", "Chie", "Dai"]);
    assert!(codes(&v).is_empty(), "{v:#}");
}

#[test]
fn ritual_english_three_players_names_read_from_pieces_with_palettes() {
    let (v, code) = refereed_as_before("rit3-en-palettes");
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(names(&v)[..3], ["Ann", "Bob", "Cy"]);
    assert!(codes(&v).is_empty(), "{v:#}");
}

#[test]
fn deltacle_two_players_at_seats_one_and_three() {
    let (v, code) = refereed_as_before("dc2-palettes");
    assert_eq!(code, 0, "{v:#}");
    let n = names(&v);
    assert_eq!((n[0].as_str(), n[2].as_str()), ("Aya", "Cho"));
    assert!(codes(&v).is_empty(), "{v:#}");
}

#[test]
fn wie_verhext_a_copied_piece_is_a_duplicate_palette_and_all() {
    let (v, code) = refereed_as_before("wv3-palettes");
    // The copy made with コピーを作る is one player piece too many (W7), as without palettes.
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(names(&v)[..3], ["Ema", "Fu", "Gin"]);
    assert_eq!(codes(&v), ["duplicate-component"], "{v:#}");
}
