//! The referee's memory stays within twice the save's XML for every kind of object: pieces
//! with a sheet of many fields (once four times their XML: three allocations a field), bare
//! pieces, cards, notes.

use crate::common;
use crate::input_meaning::peak_rss;
use common::*;

/// The first element `<tag …>…</tag>` of a document, on one line.
fn first(xml: &str, tag: &str) -> String {
    let from = xml.find(&format!("<{tag} ")).unwrap();
    let close = format!("</{tag}>");
    let to = from + xml[from..].find(&close).unwrap() + close.len();
    xml[from..to]
        .lines()
        .map(str::trim)
        .collect::<Vec<_>>()
        .join("")
}

#[test]
fn the_referee_holds_at_most_twice_the_xml_of_any_kind_of_save() {
    let root = scratch("referee-memory");
    let room = root.join("room.zip");
    Test::new()
        .current_dir(&root)
        .args(&[
            "build",
            "shinjya",
            "--seed",
            "1",
            "-o",
            room.to_str().unwrap(),
        ])
        .stdout_has("wrote ")
        .run();
    let data = String::from_utf8(zip_entry(&room, "data.xml")).unwrap();
    let table_end = data.find("</game-table>").unwrap() + "</game-table>".len();
    let head = &data[..table_end];
    let piece = first(&data, "character");
    let palette = piece.find("<chat-palette").unwrap();
    let bare = format!("{}</character>", &piece[..palette]);
    let fields: String = (0..20)
        .map(|n| format!("<data name=\"f{n}\">{n}</data>"))
        .collect();
    let sheet = bare.replacen(
        "<data name=\"detail\">",
        &format!("<data name=\"detail\">{fields}"),
        1,
    );
    for (kind, object, count) in [
        ("pieces with sheets", sheet, 30_000),
        ("pieces", bare, 40_000),
        ("cards", first(&data, "card"), 40_000),
        ("notes", first(&data, "text-note"), 40_000),
    ] {
        let mut xml = String::from(head);
        for n in 0..count {
            // Each one moved a little, as on a busy table.
            xml.push_str(&object.replacen("location.x=\"", &format!("location.x=\"{}", n % 9), 1));
        }
        xml.push_str("</room>\n");
        let save = root.join("data.xml");
        std::fs::write(&save, &xml).unwrap();
        let size = xml.len() as u64;
        drop(xml);
        let Some((peak, code)) = peak_rss(&root, &["referee", "data.xml", "--json"]) else {
            return;
        };
        assert_eq!(code, 1, "{kind}: refereed (the copies are violations)");
        assert!(
            peak <= 2 * size,
            "{kind}: peak {} MB for {} MB of XML",
            peak / 1_000_000,
            size / 1_000_000
        );
        eprintln!(
            "{kind}: {count} objects, {} MB of XML, peak {} MB",
            size / 1_000_000,
            peak / 1_000_000
        );
    }
}
