use super::*;

fn read(xml: &str) -> Save {
    read_save(xml.as_bytes(), "data.xml").unwrap()
}

const ROOM: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<room>
  <game-table name="t" udonforge-room="game=ritual v=1">
    <card location.name="table" location.x="150.5" location.y="-20" posZ="0" state="1" rotate="-90" owner="" zindex="0" udonforge="game=ritual version=1 component=chant/c01">
      <data name="card">
        <data name="image">
          <data type="image" name="imageIdentifier"></data>
          <data type="image" name="front"> abc </data>
          <data type="image" name="back">def</data>
        </data>
        <data name="common"><data name="name">赤 &amp; 緑</data><data name="size">3</data></data>
        <data name="detail"><data name="name">not this one</data></data>
      </data>
    </card>
    <game-table udonforge-room="second"/>
  </game-table>
  <card-stack location.x="500" location.y="NaN" owner="P1" rotate="0">
    <data name="card-stack"><data name="common"><data name="name">山札</data></data></data>
    <node name="cardRoot">
      <card location.x="1" location.y="1" rotate="180"><data name="card"><data name="image"><data name="front">top</data></data></data></card>
      <card location.x="garbage" rotate="inf" posZ=""><data name="card"><data name="image"><data name="front">second</data></data></data></card>
    </node>
  </card-stack>
  <character location.name="graveyard" location.x="10" location.y="20" posZ="1e400">
    <data name="character"><data name="image"><data type="image" name="imageIdentifier"> pieceimg </data></data><data name="common"><data name="name"><data name="inner">x</data></data><data name="size">-1</data></data>
      <data name="detail"><data name="HP" type="numberResource" currentValue=" 7 ">10</data><data name="group"><data name="count">3</data><data name="text">abc</data><data name="memo" type="note">5</data></data></data></data>
    <chat-palette><data name="name">palette</data></chat-palette>
  </character>
  <dice-symbol location.x="7" location.y="8" face="1"><data name="dice-symbol"><data name="image"><data type="image" name="1">die1</data><data type="image" name="2">die2</data></data><data name="common"><data name="name">ダイス</data></data></data></dice-symbol>
  <text-note><data name="text-note"><data name="common"><data name="title">n</data></data></data></text-note>
  <unknown><card location.x="9"/></unknown>
</room>"#;

#[test]
fn reads_the_fields_a_position_needs() {
    let save = read(ROOM);
    assert_eq!(save.rooms, 1);
    assert_eq!(save.table_records, ["game=ritual v=1", "second"]);
    let names: Vec<&str> = save.objects.iter().map(|o| o.name.as_str()).collect();
    // The card inside an unknown element is not on the table.
    assert_eq!(names, ["赤 & 緑", "", "", "", "ダイス", ""]);
    let card = &save.objects[0];
    assert_eq!(card.kind, Kind::Card);
    assert_eq!(card.identity.as_ref().unwrap().component, "chant/c01");
    assert_eq!(card.front, "abc");
    assert_eq!((card.x, card.y, card.size), (150.5, -20.0, 3.0));
    assert!(!card.face_up);
    assert_eq!(card.rotation, 270);
    assert_eq!(card.owner, None);
    assert_eq!(card.location, "table");
    assert!(card.bad_numbers.is_empty());

    assert_eq!(save.stacks.len(), 1);
    assert_eq!(save.stacks[0].name, "山札");
    assert_eq!((save.stacks[0].x, save.stacks[0].y), (500.0, 0.0));
    let (top, second) = (&save.objects[1], &save.objects[2]);
    assert_eq!((top.front.as_str(), top.stack), ("top", Some((0, 0))));
    assert_eq!(
        (second.front.as_str(), second.stack),
        ("second", Some((0, 1)))
    );
    // Cards lie where their stack does and are held by its owner.
    assert_eq!((top.x, top.y), (500.0, 0.0));
    assert_eq!(top.owner.as_deref(), Some("P1"));
    assert_eq!(top.rotation, 180);
    assert_eq!(top.bad_numbers, ["location.y"]);
    assert_eq!(
        second.bad_numbers,
        ["location.x", "rotate", "posZ", "location.y"]
    );
    assert_eq!(second.rotation, 0);

    let piece = &save.objects[3];
    assert_eq!(piece.kind, Kind::Piece);
    // The first `name` has children: its value is empty, as udonarium reads it.
    assert_eq!(piece.name, "");
    assert_eq!(piece.size, 1.0);
    assert_eq!(piece.location, "graveyard");
    assert_eq!(piece.bad_numbers, ["posZ"]);
    assert_eq!(piece.front, "pieceimg");
    let numbers: Vec<(&str, &str)> = piece.numbers.iter().collect();
    assert_eq!(numbers, [("HP", "7"), ("count", "3")]);
    assert_eq!(save.objects[4].front, "die1");
    assert!(card.numbers.is_empty());
    assert_eq!(save.objects[4].kind, Kind::Die);
    assert_eq!((save.objects[4].x, save.objects[4].y), (7.0, 8.0));
    assert_eq!(save.objects[5].kind, Kind::Note);
}

#[test]
fn reads_zips_chat_names_and_odd_encodings() {
    use crate::udonarium::ImageStore;
    use crate::udonarium::archive::write_zip;
    let chat = r#"<chat-tab-list><chat-tab name="main"><chat from="U1" name="あき">hi</chat><chat from="System" name="x"/></chat-tab></chat-tab-list>"#;
    let zip = write_zip(
        &[
            ("fly_data.xml", ROOM.as_bytes().to_vec()),
            ("chat.xml", chat.as_bytes().to_vec()),
            ("broken.xml", b"<room><card></room>".to_vec()),
            ("summary.xml", b"<summary-setting/>".to_vec()),
        ],
        &ImageStore::default(),
    );
    let save = read_save(&zip, "save.zip").unwrap();
    assert_eq!(save.rooms, 1);
    assert_eq!(save.objects.len(), 6);
    assert_eq!(save.players.get("U1").map(String::as_str), Some("あき"));
    assert_eq!(save.players.len(), 1);

    let mut bom = vec![0xef, 0xbb, 0xbf];
    bom.extend_from_slice(ROOM.as_bytes());
    assert_eq!(read_save(&bom, "x").unwrap().objects.len(), 6);
    let mut utf16 = vec![0xff, 0xfe];
    utf16.extend(ROOM.encode_utf16().flat_map(u16::to_le_bytes));
    assert_eq!(read_save(&utf16, "x").unwrap().objects[0].name, "赤 & 緑");
}

#[test]
fn the_last_of_two_rooms_replaces_the_first_as_in_udonarium() {
    use crate::udonarium::ImageStore;
    use crate::udonarium::archive::write_zip;
    let other = ROOM.replace("山札", "first room's");
    let zip = write_zip(
        &[
            ("a.xml", other.into_bytes()),
            ("b.xml", ROOM.as_bytes().to_vec()),
        ],
        &ImageStore::default(),
    );
    let save = read_save(&zip, "save.zip").unwrap();
    assert_eq!(save.rooms, 2);
    assert_eq!(save.room_documents, ["a.xml", "b.xml"]);
    assert_eq!(save.objects.len(), 6);
    assert_eq!(save.stacks.len(), 1);
    assert_eq!(save.stacks[0].name, "山札");
    assert_eq!(save.table_records.len(), 2);
}

#[test]
fn a_document_that_is_no_room_adds_to_the_room_its_stacks_numbered_after() {
    use crate::udonarium::ImageStore;
    use crate::udonarium::archive::write_zip;
    let zip = write_zip(
        &[
            ("data.xml", ROOM.as_bytes().to_vec()),
            (
                "chat.xml",
                b"<chat-tab-list><chat-tab><chat from=\"P1\" name=\"akane\">hi</chat></chat-tab></chat-tab-list>".to_vec(),
            ),
        ],
        &ImageStore::default(),
    );
    let save = read_save(&zip, "save.zip").unwrap();
    assert_eq!(save.room_documents, ["data.xml"]);
    assert_eq!(save.objects.len(), 6);
    assert_eq!(save.stacks.len(), 1);
}

#[test]
fn refuses_what_is_not_a_room() {
    let err = |bytes: &[u8]| read_save(bytes, "f").unwrap_err().message();
    assert!(err(b"").contains("no room data"));
    assert!(err(b"<chat-tab-list/>").contains("no room data"));
    assert!(err(b"<room><card></room>").contains("not a udonarium room"));
    assert!(err(b"<room/><room/>").contains("after the root"));
    assert!(err(b"<room>&bogus;</room>").contains("unknown entity"));
    assert!(err(b"PK\x03\x04 not really").contains("not a zip"));
}

/// Hostile files are refused (how fast is measured by `scripts/bench`, not here).
fn refused(bytes: &[u8], expect: &str) {
    let e = read_save(bytes, "bomb").unwrap_err().message();
    assert!(e.contains(expect), "{e}");
}

#[test]
fn refuses_xml_bombs() {
    let deep = "<room>".to_string() + &"<a>".repeat(100_000) + &"</a>".repeat(100_000) + "</room>";
    refused(deep.as_bytes(), "deeper");
    let huge = format!(r#"<room><card a="{}"/></room>"#, "x".repeat(2 << 20));
    refused(huge.as_bytes(), "longer than 1 MiB");
    // Entities a DTD defines are never expanded.
    let laughs = r#"<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><room><card><data name="card"><data name="common"><data name="name">&b;</data></data></data></card></room>"#;
    refused(laughs.as_bytes(), "unknown entity");
    // Far too many objects for memory's sake.
    let many = "<room>".to_string() + &"<card/>".repeat(MAX_OBJECTS + 1) + "</room>";
    refused(many.as_bytes(), "objects");
}

#[test]
fn refuses_zip_bombs() {
    use std::io::Write;
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .large_file(true);
    zip.start_file("data.xml", options).unwrap();
    zip.write_all(b"<room>").unwrap();
    let chunk = vec![b' '; 1 << 20];
    for _ in 0..193 {
        zip.write_all(&chunk).unwrap();
    }
    zip.write_all(b"</room>").unwrap();
    let bytes = zip.finish().unwrap().into_inner();
    refused(&bytes, "times its compressed size");
}

#[test]
fn mutated_saves_never_panic() {
    // Byte flips, cuts and duplications of a real-looking room: errors are fine, panics not.
    let base = ROOM.as_bytes();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..3000 {
        let mut bytes = base.to_vec();
        for _ in 0..(next() % 4 + 1) {
            let at = (next() % bytes.len() as u64) as usize;
            match next() % 3 {
                0 => bytes[at] = b"<>/=\"&;a x"[(next() % 10) as usize],
                1 => {
                    let end = (at + (next() % 40) as usize).min(bytes.len());
                    bytes.drain(at..end);
                }
                _ => {
                    let end = (at + (next() % 60) as usize).min(bytes.len());
                    let piece = bytes[at..end].to_vec();
                    bytes.splice(at..at, piece);
                }
            }
            if bytes.is_empty() {
                bytes.push(b'<');
            }
        }
        let _ = read_save(&bytes, "fuzz");
    }
}

/// A zip whose headers declare each entry `declared` bytes inflated, whatever the bytes
/// inflate to: a directory may lie, and one telling the truth is read before the bytes.
fn zip_declaring(
    entries: &[(&str, &[u8])],
    method: zip::CompressionMethod,
    declared: u32,
) -> Vec<u8> {
    use std::io::Write;
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default().compression_method(method);
    for (name, bytes) in entries {
        zip.start_file(*name, options).unwrap();
        zip.write_all(bytes).unwrap();
    }
    let mut bytes = zip.finish().unwrap().into_inner();
    // The uncompressed size: at 22 in a local header, at 24 in the central directory's.
    for (signature, offset) in [(b"PK\x03\x04", 22), (b"PK\x01\x02", 24)] {
        let starts: Vec<usize> = bytes
            .windows(4)
            .enumerate()
            .filter(|(_, w)| w == signature)
            .map(|(i, _)| i)
            .collect();
        assert_eq!(starts.len(), entries.len());
        for at in starts {
            bytes[at + offset..at + offset + 4].copy_from_slice(&declared.to_le_bytes());
        }
    }
    bytes
}

#[test]
fn a_zip_declaring_too_much_xml_is_refused_before_it_is_inflated() {
    use zip::CompressionMethod::Stored;
    // Malformed at its end: had an entry been read, the error would be about its XML. The
    // large one is 2 MiB as stored, so its size, not its ratio, is over the limit first.
    let broken: &[u8] = b"<room><card location.x=\"1\"/><broken";
    let large = [b"<room>".as_slice(), &vec![b' '; 2 << 20], broken].concat();
    let err = |zip: Vec<u8>| read_save(&zip, "save.zip").unwrap_err().message();
    assert_eq!(
        err(zip_declaring(&[("data.xml", &large)], Stored, 200 << 20)),
        "save.zip: `data.xml` is larger than 192 MiB uncompressed"
    );
    assert_eq!(
        err(zip_declaring(&[("data.xml", broken)], Stored, 17 << 20)),
        "save.zip: `data.xml` inflates to more than 100 times its compressed size: not a room save"
    );
    assert_eq!(
        err(zip_declaring(
            &[("a.xml", &large), ("b.xml", &large)],
            Stored,
            130 << 20
        )),
        "save.zip: the XML in the zip is larger than 256 MiB uncompressed"
    );
    // Declared as it is, the same entry is read, and refused for its XML.
    let read = err(zip_declaring(
        &[("data.xml", broken)],
        Stored,
        broken.len() as u32,
    ));
    assert!(
        read.contains("not a udonarium room: data.xml: byte"),
        "{read}"
    );
}

#[test]
fn a_zip_understating_its_xml_is_refused_as_it_inflates() {
    let spaces = [b"<room>".as_slice(), &vec![b' '; 17 << 20], b"</room>"].concat();
    let zip = zip_declaring(
        &[("data.xml", &spaces)],
        zip::CompressionMethod::Deflated,
        100,
    );
    assert_eq!(
        read_save(&zip, "save.zip").unwrap_err().message(),
        "save.zip: `data.xml` inflates to more than 100 times its compressed size: not a room save"
    );
}

#[test]
fn too_many_objects_are_refused_before_the_document_ends() {
    // Malformed at its end: the count is refused first, the rest never parsed.
    let many = "<room>".to_string() + &"<card/>".repeat(MAX_OBJECTS + 1) + "<broken";
    let refused = "not a udonarium room: data.xml: byte 2100013: more than 300000 objects";
    assert_eq!(
        read_save(many.as_bytes(), "data.xml")
            .unwrap_err()
            .message(),
        format!("data.xml: {refused}")
    );
    // The same inside a zip, its entry streamed.
    use crate::udonarium::{ImageStore, archive::write_zip};
    let zip = write_zip(&[("data.xml", many.into_bytes())], &ImageStore::default());
    assert_eq!(
        read_save(&zip, "save.zip").unwrap_err().message(),
        format!("save.zip: {refused}")
    );
}

#[test]
fn a_notes_size_and_the_tables_are_read_where_they_are_numbers() {
    let save = read(
        r#"<room><game-table width="97" height=" 59.5 "/><game-table width="1" height="2"/>
        <text-note location.x="1" location.y="2"><data name="text-note"><data name="common">
          <data name="width">12</data><data name="height">4.5</data><data name="title">t</data>
          <data name="width">99</data></data></data></text-note>
        <text-note><data name="text-note"><data name="common"><data name="width">abc</data>
          <data name="height">3</data></data></data></text-note>
        <card><data name="card"><data name="common"><data name="width">5</data>
          <data name="height">5</data></data></data></card></room>"#,
    );
    assert_eq!(save.table_size, Some((97.0, 59.5)));
    let sizes: Vec<Option<(f64, f64)>> = save.objects.iter().map(|o| o.note_size).collect();
    // The first element of a name counts, as in udonarium; a width that is no number leaves
    // the size unknown, and only notes have one.
    assert_eq!(sizes, [Some((12.0, 4.5)), None, None]);
    let none = read(r#"<room><game-table width="wide" height="3"/></room>"#);
    assert_eq!(none.table_size, None);
}
