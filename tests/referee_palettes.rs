//! The referee on rooms whose pieces carry chat palettes, played in the real app: each
//! `tests/referee/*-palettes/save.zip` is udonarium's own 保存 export of a room
//! `udonforge build` made, after the moves in its `moves.json` were played with
//! `../shared/tools/udon-view` (remade by `tests/referee/remake.sh CASE`). The app keeps
//! every palette, copies included; the referee reads each save exactly as it reads the same save
//! with every `<chat-palette>` taken out — a room as built before pieces had palettes — and the
//! report says what the moves did.

use crate::common;
use common::played::save;
use common::*;
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

/// The report on `zip` (text, or JSON when `json`) and the exit code, which is the JSON
/// report's: 1 exactly when it names a breach.
fn referee(zip: &std::path::Path, json: bool) -> (String, i32) {
    let code = Test::referee(zip).report().code();
    let test = Test::new()
        .arg("referee")
        .arg(zip.to_str().unwrap())
        .status(code);
    let run = if json {
        test.arg("--json").stdout_has("\"violations\"")
    } else {
        test.stdout_has(" — ")
    }
    .run();
    (run.stdout, run.code)
}

/// Every save of the cases whose pieces carry palettes (the verdicts are theirs, checked by
/// `referee_cases`): each character of the save carries one, and the report is the one the
/// save gives with every palette cut out, text and JSON.
#[test]
fn palettes_change_nothing_the_referee_says() {
    for name in [
        "sj4-palettes",
        "rit3-en-palettes",
        "dc2-palettes",
        "wv3-palettes",
    ] {
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
    }
}
