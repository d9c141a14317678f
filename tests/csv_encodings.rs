//! A spreadsheet as Japanese Excel saves it — 「CSV (コンマ区切り)」 in Shift_JIS (CP932),
//! 「Unicode テキスト」 in UTF-16 with tabs — makes the deck the same sheet in UTF-8 makes,
//! and says which encoding it read; a workbook is named as one.

use crate::common;
use common::*;
use std::path::{Path, PathBuf};

const SHEET: &str = "名前,枚数,効果\n火の精霊,2,山札から1枚引く\n風の王,1,「猫の剣」を捨てる\n";

fn utf16(text: &str, big_endian: bool, bom: bool) -> Vec<u8> {
    let mut out = Vec::new();
    if bom {
        out.extend_from_slice(if big_endian {
            &[0xfe, 0xff]
        } else {
            &[0xff, 0xfe]
        });
    }
    for unit in text.encode_utf16() {
        out.extend_from_slice(&if big_endian {
            unit.to_be_bytes()
        } else {
            unit.to_le_bytes()
        });
    }
    out
}

/// `new g --from deck/cards.csv` on these bytes, in a fresh folder: the run and the room.
fn new_from(name: &str, bytes: &[u8]) -> (Run, PathBuf) {
    let root = scratch(name);
    std::fs::create_dir_all(root.join("deck")).unwrap();
    std::fs::write(root.join("deck/cards.csv"), bytes).unwrap();
    let run = Test::new()
        .current_dir(&root)
        .args(&["new", "g", "--from", "deck/cards.csv", "-o", "g.zip"])
        .stdout_has("created templates/g")
        .stderr_has("")
        .run();
    (run, root)
}

fn room(root: &Path) -> Vec<u8> {
    std::fs::read(root.join("g.zip")).unwrap()
}

#[test]
fn japanese_excel_s_csv_makes_the_deck_utf8_makes() {
    let (utf8, root) = new_from("csv-utf8", SHEET.as_bytes());
    assert_eq!(utf8.stderr, "", "UTF-8 needs no note");
    let expected = room(&root);
    let data = String::from_utf8(zip_entry(&root.join("g.zip"), "data.xml")).unwrap();
    assert!(data.contains("火の精霊") && data.contains("「猫の剣」を捨てる"));

    let tabs = SHEET.replace(',', "\t");
    let sjis = encoding_rs::SHIFT_JIS.encode(SHEET).0.into_owned();
    for (name, bytes, encoding) in [
        ("csv-sjis", sjis, "Shift_JIS (CP932)"),
        ("csv-utf16le", utf16(&tabs, false, true), "UTF-16LE"),
        (
            "csv-utf16be",
            utf16(&SHEET.replace("名前", "name"), true, false),
            "UTF-16BE",
        ),
    ] {
        let (run, root) = new_from(name, &bytes);
        assert_eq!(
            run.stderr,
            format!(
                "note: deck/cards.csv: read as {encoding}, not UTF-8\nhint: saved as 「CSV UTF-8」 it reads the same on every machine\n"
            ),
            "{name}"
        );
        if name != "csv-utf16be" {
            assert!(room(&root) == expected, "{name}: another room");
        }
        // The game's copy is the user's bytes; every build says how it read them.
        assert_eq!(
            std::fs::read(root.join("templates/g/cards.csv")).unwrap(),
            bytes
        );
        Test::new()
            .current_dir(&root)
            .args(&["build", "g", "--seed", "1", "-o", "again.zip"])
            .stdout_has("wrote again.zip")
            .stderr(format!(
                "note: templates/g/cards.csv: read as {encoding}, not UTF-8\nhint: saved as 「CSV UTF-8」 it reads the same on every machine\n"
            ))
            .run();
    }
}

#[test]
fn a_workbook_or_bytes_of_no_encoding_are_named_as_such() {
    let root = scratch("csv-workbook");
    std::fs::create_dir_all(root.join("deck")).unwrap();
    // The start of a real .xlsx: a zip whose entries are under `xl/`.
    let mut xlsx = b"PK\x03\x04\x14\x00\x06\x00".to_vec();
    xlsx.extend_from_slice(b"\x08\x00\x00\x00!\x00[Content_Types].xml xl/workbook.xml \x03\x00");
    std::fs::write(root.join("deck/cards.xlsx"), &xlsx).unwrap();
    Test::new()
        .current_dir(&root)
        .args(&["new", "g", "--from", "deck/cards.xlsx"])
        .status(2)
        .stderr("error: deck/cards.xlsx: an Excel workbook (.xlsx), not a sheet saved as CSV\nhint: save the sheet as 「CSV UTF-8 (コンマ区切り)」 (Excel: 名前を付けて保存; LibreOffice: テキスト CSV) and give that file\n")
        .run();
    std::fs::write(root.join("deck/bad.csv"), b"name\nA\x82\xff\n").unwrap();
    Test::new()
        .current_dir(&root)
        .args(&["new", "g", "--from", "deck/bad.csv"])
        .status(2)
        .stderr("error: deck/bad.csv: not text a spreadsheet saves: not UTF-8 (byte 6), not Shift_JIS (byte 6)\nhint: save the spreadsheet as 「CSV UTF-8」 (comma separated)\n")
        .run();
    assert!(!root.join("templates").exists());
}

#[test]
fn a_definition_s_sheet_that_no_encoding_reads_is_refused_at_its_line() {
    let (_, root) = new_from("csv-def-bad", SHEET.as_bytes());
    std::fs::write(
        root.join("templates/g/cards.csv"),
        b"name,copies\nA,1\nB\x82\xff,1\n",
    )
    .unwrap();
    Test::new()
        .current_dir(&root)
        .args(&["build", "g", "-o", "x.zip"])
        .status(2)
        .stderr("error: templates/g/cards.csv:3:2: not text a spreadsheet saves: not UTF-8 (byte 17), not Shift_JIS (byte 17)\nhint: save the spreadsheet as 「CSV UTF-8」 (comma separated)\n")
        .run();
}

#[test]
fn the_note_and_the_refusals_are_said_in_japanese_when_asked() {
    let root = scratch("csv-ja");
    std::fs::create_dir_all(root.join("deck")).unwrap();
    let sjis = encoding_rs::SHIFT_JIS.encode(SHEET).0.into_owned();
    std::fs::write(root.join("deck/cards.csv"), &sjis).unwrap();
    Test::new()
        .current_dir(&root)
        .args(&["new", "g", "--from", "deck/cards.csv", "--messages", "ja"])
        .stdout_has("templates/g を作りました")
        .stderr("注意: deck/cards.csv: UTF-8 ではなく Shift_JIS (CP932) として読みました\nヒント: 「CSV UTF-8」で保存すると、どの環境でも同じに読めます\n")
        .run();
    Test::new()
        .current_dir(&root)
        .args(&["build", "g", "-o", "templates/g/cards.csv", "--messages", "ja"])
        .status(2)
        .stderr("エラー: `templates/g/cards.csv` はこのコマンドが読むファイルです。出力で入力を上書きすることはありません\nヒント: -o で別の出力先を指定してください\n")
        .run();
    assert_eq!(
        std::fs::read(root.join("templates/g/cards.csv")).unwrap(),
        sjis
    );
}
