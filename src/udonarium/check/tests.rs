use super::*;
use crate::udonarium::archive::{ImageStore, write_zip};

/// A room zip of `data.xml` = `room` and the given images.
fn zip_of(room: &str, images: &ImageStore) -> Vec<u8> {
    write_zip(&[("data.xml", room.as_bytes().to_vec())], images)
}

fn png() -> Vec<u8> {
    let mut out = Vec::new();
    image::RgbaImage::from_pixel(4, 4, image::Rgba([200, 10, 10, 255]))
        .write_to(&mut Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

fn card(front: &str, attrs: &str) -> String {
    format!(
        r#"<card location.x="0" location.y="0" posZ="0" state="0" rotate="0" zindex="0"{attrs}><data name="card"><data name="image"><data type="image" name="front">{front}</data><data type="image" name="back">{front}</data></data><data name="common"><data name="name">札</data><data name="size">2</data></data></data></card>"#
    )
}

fn room(body: &str) -> String {
    format!(
        r#"<room><game-table name="卓" width="20" height="15" gridSize="50" selected="true">{body}</game-table></room>"#
    )
}

fn messages(report: &Report, level: Level) -> Vec<String> {
    report
        .problems
        .iter()
        .filter(|p| p.level == level)
        .map(|p| format!("{}: {}", p.place, p.message))
        .collect()
}

#[test]
fn a_clean_room_passes_strict_and_counts_its_objects() {
    let mut images = ImageStore::default();
    let id = images.add(png(), "png").unwrap();
    let xml = format!(
        r#"<room><game-table name="卓" width="20" height="15" gridSize="50" selected="true"></game-table>{}<card-stack location.x="0" location.y="0" posZ="0" rotate="0" zindex="0"><data name="card-stack"><data name="common"><data name="name">山</data></data></data><node name="cardRoot">{}{}</node></card-stack></room>"#,
        card(&id, ""),
        card(&id, ""),
        card("./assets/images/trump/c01.gif", "")
    );
    let report = check_zip(&zip_of(&xml, &images));
    assert!(
        report.passes(true),
        "{}",
        report.to_text(crate::lang::Lang::En)
    );
    assert_eq!(report.counts["card"], 3);
    assert_eq!(report.counts["card.in-stack"], 2);
    assert_eq!(report.counts["card.loose"], 1);
    assert_eq!(report.counts["card-stack"], 1);
    assert_eq!(report.counts["image.url-refs"], 2);
    assert_eq!(report.images.len(), 1);
}

#[test]
fn typed_attributes_that_are_not_json_abort_the_load() {
    for bad in ["abc", "", ".5", "01", "+1", "NaN", "True"] {
        let xml = room("") + "";
        let xml = xml
            .replace("</room>", &format!("{}</room>", card("none_icon", "")))
            .replace("location.x=\"0\"", &format!("location.x=\"{bad}\""));
        let report = check_zip(&zip_of(&xml, &ImageStore::default()));
        let errors = messages(&report, Level::Error);
        assert_eq!(errors.len(), 1, "{bad:?}: {errors:?}");
        assert!(errors[0].contains("location.x"), "{errors:?}");
    }
    // JSON.parse accepts these.
    for good in ["1", "-2.5", " 3 ", "1e3"] {
        let xml = room("")
            .replace("</room>", &format!("{}</room>", card("none_icon", "")))
            .replace("location.x=\"0\"", &format!("location.x=\"{good}\""));
        assert!(
            check_zip(&zip_of(&xml, &ImageStore::default())).passes(true),
            "{good:?}"
        );
    }
}

#[test]
fn unresolved_and_blank_image_ids_show_broken() {
    let xml = room("").replace(
        "</room>",
        &format!(
            "{}{}{}</room>",
            card("   ", ""),
            card(&"a".repeat(64), ""),
            card("card.png", "")
        ),
    );
    let report = check_zip(&zip_of(&xml, &ImageStore::default()));
    let warnings = messages(&report, Level::Warning);
    assert_eq!(
        warnings
            .iter()
            .filter(|w| w.contains("only whitespace"))
            .count(),
        2,
        "{warnings:?}"
    );
    assert_eq!(
        warnings
            .iter()
            .filter(|w| w.contains("not in the zip"))
            .count(),
        2
    );
    assert_eq!(
        warnings.iter().filter(|w| w.contains("file name")).count(),
        2
    );
    assert!(report.passes(false) && !report.passes(true));
}

#[test]
fn unknown_elements_masks_outside_tables_and_cards_outside_card_root() {
    let xml = format!(
        r#"<room><game-table name="t" width="1" height="1" gridSize="50" selected="true"/><widget/><table-mask location.x="0" location.y="0" posZ="0"/><card-stack location.x="0" location.y="0" posZ="0" rotate="0" zindex="0">{}<node name="cardRoot"><note/></node></card-stack></room>"#,
        card("none_icon", "")
    );
    let report = check_zip(&zip_of(&xml, &ImageStore::default()));
    let errors = messages(&report, Level::Error);
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("data.xml:room/widget[1]: <widget> is not an object")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.contains("table-mask[2]: <table-mask> outside a <game-table>"))
    );
    assert!(errors.iter().any(|e| {
        e.contains("card-stack[3]/card[0]: a card inside a card-stack but outside its cardRoot")
    }));
    assert!(errors.iter().any(|e| e.contains("only cards belong there")));
    assert_eq!(errors.len(), 4, "{errors:?}");
}

#[test]
fn a_character_without_a_chat_palette_is_a_warning() {
    let character = |palette: &str| {
        format!(
            r#"<character location.x="0" location.y="0" posZ="0" rotate="0" roll="0"><data name="character"><data name="image"><data type="image" name="imageIdentifier">none_icon</data></data><data name="common"><data name="name">駒</data><data name="size">1</data></data><data name="detail"></data></data>{palette}</character>"#
        )
    };
    // The second has one as the app writes it, the third one as udonforge does.
    let xml = room("").replace(
        "</room>",
        &[
            character(""),
            character(r#"<chat-palette dicebot="">1d6</chat-palette>"#),
            character(r#"<chat-palette dicebot="DiceBot">choice[a,b]</chat-palette>"#),
        ]
        .concat(),
    ) + "</room>";
    let report = check_zip(&zip_of(&xml, &ImageStore::default()));
    let warnings = messages(&report, Level::Warning);
    assert_eq!(
        warnings,
        [
            "data.xml:room/character[1]: the character has no <chat-palette>: its チャットパレットを表示 window throws on 編集 or on sending a line"
        ]
    );
    assert!(report.passes(false) && !report.passes(true));
}

#[test]
fn large_and_broken_images_are_reported() {
    let big = vec![0u8; crate::udonarium::MAX_IMAGE_BYTES + 1];
    let mut broken = png();
    broken.truncate(broken.len() - 20);
    let docs = [("data.xml", room("").into_bytes())];
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default();
    for (name, body) in [
        ("data.xml", docs[0].1.clone()),
        ("big.png", big),
        ("broken.png", broken),
        ("text.jpg", b"hello".to_vec()),
        (
            "nosize.svg",
            br#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.to_vec(),
        ),
    ] {
        zip.start_file(name, opts).unwrap();
        std::io::Write::write_all(&mut zip, &body).unwrap();
    }
    let bytes = zip.finish().unwrap().into_inner();
    let report = check_zip(&bytes);
    let errors = messages(&report, Level::Error);
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("big.png: image over 2 MiB")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("broken.png: cannot be decoded")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("text.jpg: not an image")),
        "{errors:?}"
    );
    assert_eq!(errors.len(), 3, "{errors:?}");
    assert!(
        messages(&report, Level::Warning)
            .iter()
            .any(|w| w.starts_with("nosize.svg: SVG without width"))
    );
}

#[test]
fn what_is_not_a_room_says_so() {
    let report = check_zip(b"not a zip");
    assert!(messages(&report, Level::Error)[0].contains("not a zip"));
    let empty = write_zip(&[], &ImageStore::default());
    assert!(messages(&check_zip(&empty), Level::Error)[0].contains("no XML"));
}

#[test]
fn a_room_the_apps_xml_parser_refuses_is_an_error() {
    let named = |name: &str| {
        room("")
            .replace("</room>", &format!("{}</room>", card("none_icon", "")))
            .replace("札", name)
    };
    assert!(check_zip(&zip_of(&named("札\tok"), &ImageStore::default())).passes(true));
    for bad in [
        "a\u{1}b",
        "a&#x1;b",
        "a\u{ffff}",
        "a&#xFFFE;",
        "a&unknown;b",
        "a<b",
    ] {
        let report = check_zip(&zip_of(&named(bad), &ImageStore::default()));
        let errors = messages(&report, Level::Error);
        assert!(
            errors
                .iter()
                .any(|e| e.starts_with("data.xml: not well-formed XML")),
            "{bad:?}: {errors:?}"
        );
    }
}

#[test]
fn memory_is_bounded_however_many_documents_and_problems_a_zip_holds() {
    // 12,000 cards each with a bad coordinate: every error counted, 10,000 kept.
    let bad = card("none_icon", "").replace("location.x=\"0\"", "location.x=\"abc\"");
    let xml = room("").replace("</room>", &format!("{}</room>", bad.repeat(12_000)));
    let report = check_zip(&zip_of(&xml, &ImageStore::default()));
    assert_eq!(report.errors(), 12_000);
    assert_eq!(report.problems.len(), MAX_PROBLEMS);
    assert!(
        report
            .to_text(crate::lang::Lang::En)
            .contains("… and 2000 more problems, not listed")
    );
    // XML entries are kept parsed: together they may not pass the XML limit.
    let filler = format!("<room>{}</room>", " ".repeat(9 << 20));
    let zip = write_zip(
        &[
            ("data.xml", filler.clone().into_bytes()),
            ("more.xml", filler.into_bytes()),
        ],
        &ImageStore::default(),
    );
    let errors = messages(&check_zip(&zip), Level::Error);
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("more.xml: the XML entries together pass 16 MiB")),
        "{errors:?}"
    );
}

#[test]
fn two_rooms_are_an_error_naming_the_one_the_app_keeps() {
    let one = room("");
    let two = room("").replace("卓", "二");
    let zip = write_zip(
        &[
            ("data.xml", one.into_bytes()),
            ("fly_data.xml", two.into_bytes()),
        ],
        &ImageStore::default(),
    );
    let errors = messages(&check_zip(&zip), Level::Error);
    assert_eq!(
        errors,
        [
            "room: 2 room documents (data.xml, fly_data.xml): the app loads them in the zip's order, each replacing the room before it, so only the last one's is left"
        ]
    );
    // A zip lists entries in the order they were written: the same rooms the other way
    // round name the other one last.
    let zip = write_zip(
        &[
            ("fly_data.xml", room("").into_bytes()),
            ("data.xml", room("").into_bytes()),
        ],
        &ImageStore::default(),
    );
    let errors = messages(&check_zip(&zip), Level::Error);
    assert!(errors[0].contains("(fly_data.xml, data.xml)"), "{errors:?}");
}

#[test]
fn an_entry_listed_twice_is_an_error_saying_which_the_app_keeps() {
    let zip = write_zip(
        &[
            ("data.xml", room("").into_bytes()),
            ("data.xm#", room("").into_bytes()),
        ],
        &ImageStore::default(),
    );
    // Renamed in place, as no zip writer would list it: the name is the same length.
    let mut zip = zip;
    while let Some(at) = zip.windows(8).position(|w| w == b"data.xm#") {
        zip[at..at + 8].copy_from_slice(b"data.xml");
    }
    let errors = messages(&check_zip(&zip), Level::Error);
    assert_eq!(
        errors,
        [
            "data.xml: the zip holds 2 entries named `data.xml`: the app loads each in the zip's order, so the last one's room replaces the others' (udonforge reads only the last one)"
        ]
    );
}

/// Every finding of a zip that has most of them: a stable code, and Japanese words with no
/// English left but udonarium's own names (elements, attributes, data names).
#[test]
fn every_finding_has_a_code_and_japanese_words() {
    use crate::lang::Lang;
    let mut images = ImageStore::default();
    images.add(b"not a picture".to_vec(), "png").unwrap();
    images.add(b"<svg/>".to_vec(), "svg").unwrap();
    images.add(b"<html/>".to_vec(), "svg").unwrap();
    let bad_card = card("none_icon", "").replace("name=\"back\"", "name=\"side\"");
    let xml = format!(
        r#"<room><game-table name="t" width="x" height="1" gridSize="50" selected="true"/><game-table name="u" width="1" height="1" gridSize="50" selected="true"/><widget/><table-mask location.x="0" location.y="0" posZ="0"/><character location.x="0" location.y="0" posZ="0" rotate="0" roll="0" owner="abc"/>{bad_card}{}<card-stack location.x="0" location.y="0" posZ="0" rotate="0" zindex="0">{}<node name="cardRoot"><note/></node></card-stack><card-stack location.x="0" location.y="0" posZ="0" rotate="0" zindex="0"/>{}{}</room>"#,
        card("   ", ""),
        card("none_icon", ""),
        card(&"a".repeat(64), ""),
        card("card.png", ""),
    );
    let inner = write_zip(&[("x.xml", b"<a/>".to_vec())], &ImageStore::default());
    let nested = write_zip(&[("inner.zip", inner)], &ImageStore::default());
    let zip = write_zip(
        &[
            ("data.xml", xml.into_bytes()),
            ("other.xml", room("").into_bytes()),
            ("notes.xml", b"<widget/>".to_vec()),
            ("broken.xml", b"<room>".to_vec()),
            ("latin1.xml", b"<room>\xff</room>".to_vec()),
            ("nested.zip", nested),
            ("readme.txt", b"PK".to_vec()),
        ],
        &images,
    );
    let report = check_zip(&zip);
    let mut codes = std::collections::BTreeSet::new();
    for p in &report.problems {
        codes.insert(p.code);
        let (en, ja) = (p.message.get(Lang::En), p.message.get(Lang::Ja));
        assert_ne!(en, ja, "{}: no Japanese", p.code);
        let outside_names: String = ja.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let english: Vec<&str> = outside_names
            .split(|c: char| c.is_whitespace() || !c.is_ascii())
            .filter(|t| !t.contains(['<', '=', '/', '-', '.', '_']))
            .flat_map(|t| t.split(|c: char| !c.is_ascii_alphabetic()))
            .filter(|w| w.len() >= 2)
            .filter(|w| {
                ![
                    "udonarium",
                    "udonforge",
                    "ZIP",
                    "XML",
                    "UTF",
                    "SVG",
                    "JSON",
                    "MiB",
                    "SHA",
                    "ID",
                    "owner",
                    "cardRoot",
                    "width",
                    "height",
                    "image",
                    "side",
                    "back",
                    "type",
                ]
                .contains(w)
            })
            .collect();
        assert!(english.is_empty(), "{}: {english:?} in {ja}", p.code);
    }
    assert!(codes.len() >= 18, "{codes:?}");
    // The text report and its totals in Japanese; the JSON's keys, levels and codes as in
    // English, its messages Japanese.
    let text = report.to_text(Lang::Ja);
    assert!(
        text.contains(
            "エラー: data.xml:room/widget[2]: <widget> は udonarium の知らないオブジェクトです"
        ),
        "{text}"
    );
    assert!(text.contains("\nオブジェクト: "), "{text}");
    assert!(
        text.ends_with(&format!(
            "エラー {} 件、警告 {} 件",
            report.errors(),
            report.warnings()
        )),
        "{text}"
    );
    let json: serde_json::Value = serde_json::from_str(&report.to_json("r.zip", Lang::Ja)).unwrap();
    let widget = json["problems"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["where"] == "data.xml:room/widget[2]")
        .unwrap();
    assert_eq!(widget["level"], "error");
    assert_eq!(widget["code"], "object.unknown");
    assert_eq!(
        widget["message"],
        "<widget> は udonarium の知らないオブジェクトです。中身ごと捨てられます"
    );
}
