//! The format layer on its own: every object type written in udonarium's shapes, checked by
//! udon-check as the app would load it.

use crate::common;
use common::*;
use udonforge::udonarium::*;

#[test]
fn every_object_type_loads_cleanly() {
    let mut images = ImageStore::default();
    // A 20×20 red square, encoded here: the format layer stores any PNG as it is.
    let mut png = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut png, 20, 20);
        encoder.set_color(png::ColorType::Rgb);
        let mut writer = encoder.write_header().unwrap();
        writer
            .write_image_data(&[255, 0, 0].repeat(20 * 20))
            .unwrap();
    }
    let image = images.add(png, "png").unwrap();
    let id = |c: &str| Identity::new("test", 1, c);
    let at = Place {
        x: 100,
        y: 50,
        z: 0,
    };
    let card = Card {
        identity: id("card/a"),
        name: "札".into(),
        size: 2,
        front: image.clone(),
        back: image.clone(),
        face: Face::Down,
        rotate: 180,
        place: at,
        zindex: 1,
        detail: vec![DataElement::group(
            "情報",
            vec![
                DataElement::note("効果", "一行目\n二行目"),
                DataElement::resource("HP", 3, 5),
            ],
        )],
    };
    let room = Room {
        table: GameTable {
            name: "卓".into(),
            width: 20,
            height: 15,
            image: image.clone(),
            grid: true,
            masks: vec![TableMask {
                name: "覆い".into(),
                width: 4,
                height: 3,
                opacity: 80,
                locked: false,
                place: at,
            }],
            extra: Vec::new(),
            terrains: vec![Terrain {
                name: "壁".into(),
                width: 2,
                height: 2,
                depth: 1,
                wall: image.clone(),
                floor: image.clone(),
                locked: true,
                place: at,
            }],
        },
        objects: vec![
            TableObject::Card(card.clone()),
            TableObject::CardStack(CardStack {
                identity: id("stack"),
                name: "山".into(),
                place: at,
                zindex: 0,
                cards: vec![card.clone(), card],
            }),
            TableObject::Piece(Piece {
                identity: id("piece"),
                name: "駒".into(),
                size: 1,
                image: image.clone(),
                place: at,
                detail: vec![],
                palette: ChatPalette::new("choice[赤,青] 先手\n1d6"),
            }),
            TableObject::TextNote(TextNote {
                identity: id("note"),
                title: "メモ".into(),
                text: "本文 & <タグ>".into(),
                width: 4,
                height: 3,
                font_size: 5,
                image: String::new(),
                place: at,
                zindex: 0,
            }),
            TableObject::DiceSymbol(DiceSymbol {
                identity: id("die"),
                name: "D2".into(),
                size: 1,
                faces: vec![("1".into(), image.clone()), ("2".into(), image)],
                face: "2".into(),
                place: at,
            }),
        ],
        chat_tabs: vec!["メインタブ".into(), "サブタブ".into()],
        chat: vec![ChatMessage {
            name: "案内".into(),
            text: "ようこそ".into(),
        }],
        summary_tags: vec!["HP".into()],
    };
    let dir = scratch("format");
    let zip = dir.join("all.zip");
    std::fs::write(&zip, room.to_zip(&images)).unwrap();
    let report = udon_check(&zip);
    assert_eq!(report["errors"], 0, "{report:#}");
    assert_eq!(report["warnings"], 0, "{report:#}");
    let counts = &report["counts"];
    for (kind, n) in [
        ("card", 3),
        ("card-stack", 1),
        ("character", 1),
        ("text-note", 1),
        ("dice-symbol", 1),
        ("table-mask", 1),
        ("terrain", 1),
        ("game-table", 1),
    ] {
        assert_eq!(counts[kind], n, "{kind}: {report:#}");
    }
}
