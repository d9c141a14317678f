//! A player's pictures go into the room without their metadata: a phone photo's EXIF holds
//! where it was taken, and the room zip goes to every player at the table. A picture stored
//! as it is keeps its pixels' bytes and loses the rest; one re-encoded keeps nothing else.

use crate::common;
use common::camera::{self, PROFILE, metadata_left};
use common::*;
use image::ImageDecoder;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// `deck/` with `cards.csv` naming `pictures` (file name → bytes), one card each.
fn deck(name: &str, pictures: &[(&str, Vec<u8>)]) -> PathBuf {
    let root = scratch(name);
    let deck = root.join("deck");
    std::fs::create_dir_all(&deck).unwrap();
    let mut csv = String::from("名前,表\n");
    for (n, (file, bytes)) in pictures.iter().enumerate() {
        std::fs::write(deck.join(file), bytes).unwrap();
        csv.push_str(&format!("カード{n},{file}\n"));
    }
    std::fs::write(deck.join("cards.csv"), csv).unwrap();
    root
}

/// The room's pictures that are not udonforge's drawings, by extension.
fn room_pictures(zip: &Path) -> BTreeMap<String, Vec<u8>> {
    let archive = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
    let names: Vec<String> = archive.file_names().map(str::to_string).collect();
    names
        .into_iter()
        .filter(|n| !n.ends_with(".svg") && !n.ends_with(".xml"))
        .map(|n| {
            (
                n.rsplit('.').next().unwrap().to_string(),
                zip_entry(zip, &n),
            )
        })
        .collect()
}

fn pixels(bytes: &[u8]) -> image::RgbaImage {
    image::load_from_memory(bytes).unwrap().to_rgba8()
}

/// The colour profile the `image` crate reads from a picture.
fn profile(bytes: &[u8]) -> Option<Vec<u8>> {
    image::ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .unwrap()
        .into_decoder()
        .unwrap()
        .icc_profile()
        .unwrap()
}

#[test]
fn pictures_stored_as_they_are_keep_their_pixels_and_lose_their_metadata() {
    let pictures = [
        ("photo.jpg", camera::jpeg(50, 70, 1)),
        ("drawing.png", camera::png(50, 70)),
        ("sticker.webp", camera::webp(50, 70)),
        ("loop.gif", camera::gif(50, 70)),
    ];
    for (file, bytes) in &pictures {
        assert!(!metadata_left(bytes).is_empty(), "{file} has metadata");
    }
    let root = deck("metadata-as-is", &pictures);
    Test::new()
        .current_dir(&root)
        .args(&["new", "snaps", "--from", "deck/cards.csv"])
        .stdout_has("wrote snaps.zip")
        .run();
    let zip = root.join("snaps.zip");
    assert_eq!(udon_check(&zip)["problems"], serde_json::json!([]));
    let stored = room_pictures(&zip);
    assert_eq!(
        stored.keys().collect::<Vec<_>>(),
        ["gif", "jpg", "png", "webp"]
    );
    // Every picture's leaks at once: the metadata each format keeps, in the place it keeps it.
    let leaks: Vec<(&str, Vec<String>)> = ["jpg", "png", "webp", "gif"]
        .into_iter()
        .map(|ext| (ext, metadata_left(&stored[ext])))
        .filter(|(_, left)| !left.is_empty())
        .collect();
    assert_eq!(leaks, []);
    for ((_, original), ext) in pictures.iter().zip(["jpg", "png", "webp", "gif"]) {
        let bytes = &stored[ext];
        assert_eq!(pixels(bytes), pixels(original), "{ext}");
        // Stored as it is, not re-encoded: the picture's own bytes, fewer.
        assert!(bytes.len() < original.len(), "{ext}");
    }
    // The colour profile tells how the pixels' colours are meant: it stays.
    for ext in ["jpg", "png", "webp"] {
        assert_eq!(profile(&stored[ext]).as_deref(), Some(PROFILE), "{ext}");
    }
    // The GIF still loops.
    assert!(stored["gif"].windows(11).any(|w| w == b"NETSCAPE2.0"));
    // The player's own copy in the game's folder is theirs, and left as it was.
    assert_eq!(
        std::fs::read(root.join("templates/snaps/photo.jpg")).unwrap(),
        pictures[0].1
    );

    // The same pictures, the same room, byte for byte.
    let again = |out: &str| {
        Test::new()
            .current_dir(&root)
            .args(&["build", "snaps", "--seed", "3", "-o", out])
            .stdout_has("wrote ")
            .run();
        std::fs::read(root.join(out)).unwrap()
    };
    assert_eq!(again("a.zip"), again("b.zip"));
}

#[test]
fn a_photo_turned_by_its_metadata_is_re_encoded_upright_and_keeps_none() {
    // Stored 70 × 50 on its side, EXIF orientation 6 (turn 90° clockwise): shown 50 × 70.
    let photo = camera::jpeg(70, 50, 6);
    let drawing = camera::png(60, 60);
    let root = deck(
        "metadata-turned",
        &[("photo.jpg", photo.clone()), ("drawing.png", drawing)],
    );
    Test::new()
        .current_dir(&root)
        .args(&[
            "new",
            "turned",
            "--from",
            "deck/cards.csv",
            "--card-shape",
            "first",
        ])
        .stdout_has("wrote turned.zip")
        .run();
    let stored = room_pictures(&root.join("turned.zip"));
    // Both re-encoded by the `image` crate's encoders: the photo turned upright as JPEG, the
    // square drawing padded to the photo's shape as PNG; neither carries metadata.
    let jpg = &stored["jpg"];
    let png = &stored["png"];
    for bytes in [jpg, png] {
        assert_eq!(metadata_left(bytes), Vec::<String>::new());
        assert_eq!(profile(bytes), None);
    }
    let upright = image::load_from_memory(jpg).unwrap();
    assert_eq!((upright.width(), upright.height()), (50, 70));
    assert_ne!(jpg, &photo);
}

#[test]
fn a_picture_whose_header_stripping_changes_is_decoded_instead_and_refused_if_it_cannot_be() {
    // A GIF of a screen and no frame, its trailer, a stray byte, a second trailer: its
    // header reads and it ends whole, but nothing draws. Stripped at its first trailer, its
    // header no longer reads, so it is decoded as a picture of another shape would be, and
    // refused at its row as one that cannot be decoded.
    let mut gif = b"GIF89a\x0c\x00\x09\x00\x80\x00\x00".to_vec();
    gif.extend([0; 6]);
    gif.extend(b";x;");
    let root = deck("metadata-no-frame", &[("empty.gif", gif)]);
    let run = refused(
        Test::new().current_dir(&root).args(&[
            "new",
            "empty",
            "--from",
            "deck/cards.csv",
            "--messages",
            "en",
        ]),
        "deck/empty.gif (cards.csv:2): cannot decode the picture",
    );
    assert_eq!(run.stdout, "");
    assert!(!root.join("templates/empty").exists());
    assert!(!root.join("empty.zip").exists());
}

#[test]
fn a_photo_whose_structure_is_not_followed_is_re_encoded_without_its_metadata() {
    // A stray byte between two segments: decoders skip it, the stripper does not guess
    // past it, so the photo is decoded and encoded anew, which keeps its pixels alone.
    let photo = camera::jpeg(50, 70, 1);
    let tables = photo.windows(2).position(|w| w == [0xff, 0xdb]).unwrap();
    let odd = [&photo[..tables], &[0], &photo[tables..]].concat();
    let root = deck("metadata-odd", &[("odd.jpg", odd.clone())]);
    Test::new()
        .current_dir(&root)
        .args(&["new", "odd", "--from", "deck/cards.csv"])
        .stdout_has("wrote odd.zip")
        .run();
    let stored = &room_pictures(&root.join("odd.zip"))["jpg"];
    assert_eq!(metadata_left(stored), Vec::<String>::new());
    let image = image::load_from_memory(stored).unwrap();
    assert_eq!((image.width(), image.height()), (50, 70));
    assert_ne!(stored, &odd);
}

#[test]
fn card_art_is_re_encoded_with_its_pixels_alone() {
    // A phone photo as a whole face and a drawing in a card's picture slot (card-art/): each
    // decoded, fitted and encoded anew as PNG, so the room holds none of their metadata.
    let dir = scratch("metadata-card-art");
    let art = dir.join("card-art/shinjya/evidence");
    std::fs::create_dir_all(&art).unwrap();
    std::fs::write(art.join("dynamite.face.jpg"), camera::jpeg(300, 420, 1)).unwrap();
    std::fs::write(art.join("weapon.png"), camera::png(260, 112)).unwrap();
    std::fs::write(art.join("back.webp"), camera::webp(300, 420)).unwrap();
    Test::new()
        .current_dir(&dir)
        .args(&["build", "shinjya", "--seed", "1", "-o", "room.zip"])
        .stdout_has("wrote ")
        .run();
    let zip = dir.join("room.zip");
    let archive = zip::ZipArchive::new(std::fs::File::open(&zip).unwrap()).unwrap();
    let names: Vec<String> = archive.file_names().map(str::to_string).collect();
    let pngs: Vec<&String> = names.iter().filter(|n| n.ends_with(".png")).collect();
    // The face, the weapon's face drawn around its picture, the back: the rest are SVG.
    assert_eq!(pngs.len(), 3, "{names:?}");
    for name in names {
        assert_eq!(
            metadata_left(&zip_entry(&zip, &name)),
            Vec::<String>::new(),
            "{name}"
        );
    }
}
