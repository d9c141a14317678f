//! A save is read in the encoding it is in (its byte-order mark, UTF-16's zero bytes, its
//! XML declaration), and a byte that is not of it is refused at its offset: never judged as
//! U+FFFD, which would change a seat's name.

use crate::common;
use common::*;
use std::path::Path;

/// The `data.xml` of a referee case's save (a clean 3-player DELTACLE as built).
fn data_xml(case: &str) -> String {
    String::from_utf8(zip_entry(&played::save(case), "data.xml")).unwrap()
}

/// `referee FILE --json` on these bytes, written as a bare data.xml.
fn referee_bytes(dir: &Path, name: &str, bytes: &[u8]) -> Test {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    Test::new().args(&["referee", path.to_str().unwrap(), "--json"])
}

fn declared(xml: &str, label: &str) -> String {
    let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
    assert!(xml.starts_with(declaration));
    xml.replacen(
        declaration,
        &format!("<?xml version=\"1.0\" encoding=\"{label}\"?>"),
        1,
    )
}

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

#[test]
fn a_save_in_another_encoding_is_judged_as_the_same_save_in_utf8() {
    let dir = scratch("save-encodings");
    let xml = data_xml("dc3-setup-as-built");
    let utf8 = referee_bytes(&dir, "utf8.xml", xml.as_bytes())
        .stdout_has("\"phase\"")
        .run();
    assert_eq!(utf8.code, 0, "the clean position is legal");
    let encoded = |encoding: &'static encoding_rs::Encoding, label: &str| {
        encoding.encode(&declared(&xml, label)).0.into_owned()
    };
    let variants: Vec<(&str, Vec<u8>)> = vec![
        (
            "shift_jis.xml",
            encoded(encoding_rs::SHIFT_JIS, "Shift_JIS"),
        ),
        ("euc-jp.xml", encoded(encoding_rs::EUC_JP, "EUC-JP")),
        (
            "utf16be-no-bom.xml",
            utf16(&declared(&xml, "UTF-16"), true, false),
        ),
        (
            "utf16le-bom.xml",
            utf16(&declared(&xml, "UTF-16"), false, true),
        ),
        (
            "utf8-bom.xml",
            [&[0xef, 0xbb, 0xbf], xml.as_bytes()].concat(),
        ),
    ];
    for (name, bytes) in variants {
        referee_bytes(&dir, name, &bytes).stdout(&utf8.stdout).run();
    }
}

#[test]
fn a_byte_not_of_the_save_s_encoding_is_refused_at_its_offset() {
    let dir = scratch("save-bad-bytes");
    let xml = data_xml("dc3-setup-as-built");
    // A stray byte before a name: never a name starting with U+FFFD.
    let at = xml.find("<data name=\"name\">").unwrap() + "<data name=\"name\">".len();
    let mut bytes = xml.as_bytes().to_vec();
    bytes.insert(at, 0x82);
    let run = referee_bytes(&dir, "stray.xml", &bytes)
        .status(2)
        .stderr_has("error: ")
        .run();
    assert_eq!(
        run.stderr,
        format!(
            "error: {}: not a udonarium room: {0}: byte {at}: not UTF-8 text, the encoding its byte-order mark or XML declaration names (else UTF-8)\n",
            dir.join("stray.xml").display()
        )
    );
    // Shift_JIS bytes under a declaration of UTF-8 (or none) are not read as UTF-8 either.
    let sjis = encoding_rs::SHIFT_JIS.encode(&xml).0.into_owned();
    let first = xml.bytes().position(|b| b >= 0x80).unwrap();
    referee_bytes(&dir, "sjis-as-utf8.xml", &sjis)
        .status(2)
        .stderr_has(format!("byte {first}: not UTF-8 text"))
        .run();
    let run = referee_bytes(&dir, "klingon.xml", declared(&xml, "klingon").as_bytes())
        .status(2)
        .stderr_has("byte 30: its XML declaration names the encoding `klingon`")
        .run();
    assert_eq!(run.stderr.lines().count(), 1);
}

#[test]
fn a_raw_less_than_in_a_palette_is_named_as_one() {
    let dir = scratch("save-raw-lt");
    let xml = data_xml("dc3-setup-as-built");
    let palette = xml.find("<chat-palette").expect("a piece has a palette");
    let text = xml[palette..].find('>').unwrap() + palette + 1;
    let mut broken = xml.clone();
    broken.insert_str(text, "CCB<=50 【目星】\n");
    referee_bytes(&dir, "lt.xml", broken.as_bytes())
        .status(2)
        .stderr_has("a `<` that starts no tag: in XML a text holds `<` as `&lt;`")
        .run();
}
