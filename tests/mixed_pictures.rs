//! A deck of pictures of any size, as players have them (a phone photo, a landscape scan, a
//! square picture, a small GIF): never refused for their shapes; every card of the deck
//! one shape, each picture fitted to it (padded by default, cropped as a choice), keeping
//! as many pixels as udonarium's enlarged card view shows.

use crate::common;
use crate::room_view::{data_text, data_xml};
use common::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A picture: a gradient with `grain` (0 to 63) of seeded noise in every channel, which a
/// camera's photo has and a drawing's scan far less.
fn picture(width: u32, height: u32, seed: u32, grain: u32) -> image::DynamicImage {
    let mut state = seed.wrapping_mul(2_654_435_761).max(1);
    let mut noise = move || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        (state % (grain + 1)) as u8
    };
    image::DynamicImage::ImageRgb8(image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([
            (x * 180 / width) as u8 + noise(),
            (y * 180 / height) as u8 + noise(),
            100 + noise(),
        ])
    }))
}

/// `deck/`: a 3000×4000 phone photo (JPEG, over udonarium's 2 MiB), a 1400×1000 landscape
/// scan (PNG), an 800×800 square (PNG), a 64×48 GIF, and a back of poker shape.
fn mixed_deck(name: &str) -> PathBuf {
    let root = scratch(name);
    let deck = root.join("deck");
    std::fs::create_dir_all(&deck).unwrap();
    let save = |file: &str, image: image::DynamicImage, format| {
        image.save_with_format(deck.join(file), format).unwrap();
    };
    // A camera's quality: 3 to 5 MB, as phones' photos of this size are.
    let mut photo = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut photo, 92)
        .encode_image(&picture(3000, 4000, 1, 63))
        .unwrap();
    std::fs::write(deck.join("photo.jpg"), photo).unwrap();
    save(
        "scan.png",
        picture(1400, 1000, 2, 3),
        image::ImageFormat::Png,
    );
    save(
        "square.png",
        picture(800, 800, 3, 3),
        image::ImageFormat::Png,
    );
    save(
        "small.gif",
        picture(64, 48, 4, 0).to_rgba8().into(),
        image::ImageFormat::Gif,
    );
    save("back.png", picture(630, 880, 5, 3), image::ImageFormat::Png);
    assert!(std::fs::metadata(deck.join("photo.jpg")).unwrap().len() > 2 << 20);
    std::fs::write(
        deck.join("cards.csv"),
        "名前,表,裏,枚数\n写真,photo.jpg,back.png,2\nスキャン,scan.png,back.png,1\n\
         四角,square.png,back.png,1\n小さな絵,small.gif,back.png,1\n",
    )
    .unwrap();
    root
}

/// Each card's front and back picture in the room (by card name), as stored: format and
/// pixel size (none for an SVG udonforge drew).
fn card_pictures(zip: &Path) -> BTreeMap<String, [(String, u32, u32); 2]> {
    let room = data_xml(zip);
    let mut archive = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
    let names: Vec<String> = archive.file_names().map(str::to_string).collect();
    let mut picture = |id: &str| {
        let name = names.iter().find(|n| n.starts_with(id)).unwrap().clone();
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut archive.by_name(&name).unwrap(), &mut bytes).unwrap();
        let ext = name.rsplit('.').next().unwrap().to_string();
        if ext == "svg" {
            // A plain back drawn by udonforge: no picture of the user's.
            return (ext, 0, 0);
        }
        let image = image::load_from_memory(&bytes).unwrap();
        (ext, image.width(), image.height())
    };
    let mut cards = BTreeMap::new();
    for el in card_elements(&room) {
        let name = data_text(el, "name").unwrap();
        let front = picture(&data_text(el, "front").unwrap());
        let back = picture(&data_text(el, "back").unwrap());
        cards.insert(name, [front, back]);
    }
    cards
}

/// Every `<card>` of a room, loose or stacked.
fn card_elements(room: &udonforge::udonarium::Element) -> Vec<&udonforge::udonarium::Element> {
    let mut cards = Vec::new();
    let mut stack = vec![room];
    while let Some(el) = stack.pop() {
        if el.tag == "card" {
            cards.push(el);
        }
        stack.extend(el.children.iter());
    }
    cards
}

/// Every picture of `cards` is `aspect` (height over width) to the pixel.
#[track_caller]
fn all_of_shape(cards: &BTreeMap<String, [(String, u32, u32); 2]>, aspect: f64) {
    for (name, sides) in cards {
        for (ext, w, h) in sides.iter().filter(|(ext, ..)| ext != "svg") {
            let off = (f64::from(*h) - f64::from(*w) * aspect).abs();
            assert!(off <= 1.0, "{name}: {w}×{h} {ext} is not {aspect}");
        }
    }
}

#[test]
fn a_deck_of_pictures_of_every_size_is_built_padded_at_full_resolution() {
    let root = mixed_deck("mixed-pad");
    let run = Test::new()
        .current_dir(&root)
        .args(&["new", "mixed", "--from", "deck/cards.csv"])
        .stdout_has("created templates/mixed")
        .run();
    assert!(run.stdout.contains("\nwrote mixed.zip ("), "{}", run.stdout);
    let zip = root.join("mixed.zip");
    let report = udon_check(&zip);
    assert_eq!(report["problems"], serde_json::json!([]), "{report:#}");
    assert_eq!(report["counts"]["card"], 5);
    // `common`: four shapes, one picture each, so the first picture's (the photo's, 3:4).
    let cards = card_pictures(&zip);
    all_of_shape(&cards, 4.0 / 3.0);
    let s = |e: &str| e.to_string();
    // The photo keeps 2048 px of its 4000 (as much as the enlarged view shows), as a JPEG;
    // the scan its full width on a padded card; the square and the GIF never enlarged.
    assert_eq!(cards["写真"][0], (s("jpg"), 1536, 2048));
    assert_eq!(cards["スキャン"][0], (s("png"), 1400, 1867));
    assert_eq!(cards["四角"][0], (s("png"), 800, 1067));
    assert_eq!(cards["小さな絵"][0], (s("png"), 64, 85));
    // The poker-shaped back, padded to the deck's 3:4.
    assert_eq!(cards["写真"][1], (s("png"), 660, 880));
    // The pad is white: the scan's card above and below its picture.
    let scan = image_of(&zip, &cards, "スキャン");
    assert_eq!(scan.get_pixel(700, 10).0, [255, 255, 255, 255]);
    assert_eq!(scan.get_pixel(700, 1856).0, [255, 255, 255, 255]);
    assert_ne!(scan.get_pixel(700, 933).0, [255, 255, 255, 255]);
    // The contact sheet shows each card as the room holds it: four fronts and the shared
    // back, each 3:4 (600 × 800 where wider than a tile is drawn), in a grid of 3 × 2.
    let run = Test::new()
        .current_dir(&root)
        .args(&["preview", "mixed", "-o", "sheet.png", "--messages", "ja"])
        .stdout_has("sheet.png を書きました（5 枚、1864×1712 px、")
        .run();
    let sheet = image::open(root.join("sheet.png")).unwrap().to_rgba8();
    assert_eq!(sheet.dimensions(), (1864, 1712), "{}", run.stdout);
    // The GIF's card in the middle of its cell (the fourth: row 2, column 1), 64 × 85 on
    // the sheet's grey, padded white above its picture as in the room.
    let (cell_x, cell_y) = (16, 16 + 800 + 32 + 16);
    let (left, top) = (cell_x + (600 - 64) / 2, cell_y + (800 - 85) / 2);
    assert_eq!(
        sheet.get_pixel(left - 1, top + 40).0,
        [0xd8, 0xd8, 0xdc, 255]
    );
    assert_eq!(sheet.get_pixel(left + 30, top + 2).0, [255, 255, 255, 255]);
    assert_ne!(sheet.get_pixel(left + 30, top + 42).0, [255, 255, 255, 255]);
    // What the definition says, for the next build.
    let components = std::fs::read_to_string(root.join("templates/mixed/components.toml")).unwrap();
    assert!(
        components.contains("shape = \"common\"\nfit = \"pad\"\npad_colour = \"#ffffff\"\n"),
        "{components}"
    );
}

/// The decoded front picture of the card named `name`.
fn image_of(
    zip: &Path,
    cards: &BTreeMap<String, [(String, u32, u32); 2]>,
    name: &str,
) -> image::RgbaImage {
    let room = data_xml(zip);
    let card = card_elements(&room)
        .into_iter()
        .find(|el| data_text(el, "name").as_deref() == Some(name))
        .unwrap_or_else(|| panic!("no card {name}"));
    let id = data_text(card, "front").unwrap();
    let ext = &cards[name][0].0;
    let bytes = zip_entry(zip, &format!("{id}.{ext}"));
    image::load_from_memory(&bytes).unwrap().to_rgba8()
}

#[test]
fn a_chosen_shape_cropped_or_on_a_colour() {
    let root = mixed_deck("mixed-crop");
    Test::new()
        .current_dir(&root)
        .args(&["new", "poker", "--from", "deck/cards.csv"])
        .args(&["--card-shape", "poker", "--fit", "crop"])
        .stdout_has("created templates/poker")
        .run();
    let zip = root.join("poker.zip");
    let report = udon_check(&zip);
    assert_eq!(report["problems"], serde_json::json!([]), "{report:#}");
    let cards = card_pictures(&zip);
    all_of_shape(&cards, 88.0 / 63.0);
    let s = |e: &str| e.to_string();
    // Cropped: the card inside the picture, cut evenly.
    assert_eq!(cards["写真"][0], (s("jpg"), 1466, 2048));
    assert_eq!(cards["スキャン"][0], (s("png"), 716, 1000));
    assert_eq!(cards["小さな絵"][0], (s("png"), 34, 48));
    // The back is poker-shaped already, and small: stored as it is.
    assert_eq!(cards["写真"][1], (s("png"), 630, 880));
    let stored = std::fs::read(root.join("deck/back.png")).unwrap();
    let room = data_xml(&zip);
    let back_id = data_text(card_elements(&room)[0], "back").unwrap();
    assert_eq!(zip_entry(&zip, &format!("{back_id}.png")), stored);

    // Square, padded on black.
    Test::new()
        .current_dir(&root)
        .args(&["new", "square", "--from", "deck/cards.csv"])
        .args(&["--card-shape", "square", "--pad-colour", "#000000"])
        .stdout_has("created templates/square")
        .run();
    let zip = root.join("square.zip");
    let cards = card_pictures(&zip);
    all_of_shape(&cards, 1.0);
    assert_eq!(cards["写真"][0], (s("jpg"), 2048, 2048));
    let scan = image_of(&zip, &cards, "スキャン");
    assert_eq!(scan.dimensions(), (1400, 1400));
    assert_eq!(scan.get_pixel(700, 5).0, [0, 0, 0, 255]);
}

#[test]
fn a_shape_or_colour_the_command_line_cannot_read_is_refused_by_its_option() {
    let root = mixed_deck("mixed-refused");
    Test::new()
        .current_dir(&root)
        .args(&[
            "new",
            "x",
            "--from",
            "deck/cards.csv",
            "--card-shape",
            "oval",
        ])
        .status(2)
        .stderr_has("error: invalid value 'oval' for '--card-shape <SHAPE>': expected common")
        .run();
    Test::new()
        .current_dir(&root)
        .args(&[
            "new",
            "x",
            "--from",
            "deck/cards.csv",
            "--pad-colour",
            "white",
        ])
        .status(2)
        .stderr_has("error: invalid value 'white' for '--pad-colour <#RRGGBB>'")
        .run();
    assert!(!root.join("templates/x").exists());
}

#[test]
fn a_photo_stored_on_its_side_is_turned_as_its_metadata_says() {
    let root = scratch("mixed-turned");
    let deck = root.join("deck");
    std::fs::create_dir_all(&deck).unwrap();
    // 400 × 300 as stored, blue at its bottom left, with EXIF orientation 6: shown turned a
    // quarter clockwise, 300 × 400, blue at its top left, as a phone held upright took it.
    let stored = image::RgbImage::from_fn(400, 300, |x, y| {
        if x < 100 && y >= 200 {
            image::Rgb([0, 0, 255])
        } else {
            image::Rgb([255, 0, 0])
        }
    });
    let exif = b"MM\x00\x2a\x00\x00\x00\x08\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01\x00\x06\x00\x00\x00\x00\x00\x00";
    let mut photo = Vec::new();
    let mut encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut photo, 95);
    image::ImageEncoder::set_exif_metadata(&mut encoder, exif.to_vec()).unwrap();
    encoder.encode_image(&stored).unwrap();
    std::fs::write(deck.join("turned.jpg"), photo).unwrap();
    picture(300, 400, 1, 3)
        .save_with_format(deck.join("upright.png"), image::ImageFormat::Png)
        .unwrap();
    std::fs::write(
        deck.join("cards.csv"),
        "name,front\nturned,turned.jpg\nupright,upright.png\n",
    )
    .unwrap();
    Test::new()
        .current_dir(&root)
        .args(&["new", "turned", "--from", "deck/cards.csv"])
        .stdout_has("created templates/turned")
        .run();
    let zip = root.join("turned.zip");
    let cards = card_pictures(&zip);
    // Both portrait (the deck's shape is theirs: 3:4), the photo upright.
    all_of_shape(&cards, 4.0 / 3.0);
    assert_eq!(cards["turned"][0], ("jpg".to_string(), 300, 400));
    let turned = image_of(&zip, &cards, "turned");
    let [r, _, b, _] = turned.get_pixel(20, 20).0;
    assert!(b > 200 && r < 60, "{:?}", turned.get_pixel(20, 20));
    let [r, _, b, _] = turned.get_pixel(280, 380).0;
    assert!(r > 200 && b < 60, "{:?}", turned.get_pixel(280, 380));
}
