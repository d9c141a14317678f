//! The user's pictures: found from a relative or absolute folder, decoded by content,
//! fitted to the card or slot, bounded, and every unusable file reported.

use crate::common;
use common::*;
use std::io::Read;
use std::path::{Path, PathBuf};
use udonforge::udonarium::archive::{ReadLimits, read_xml_entries};
use udonforge::udonarium::xml::read_document;
use udonforge::udonarium::{Element, Identity};

fn data_xml(zip: &Path) -> Element {
    let bytes = std::fs::read(zip).unwrap();
    let entries = read_xml_entries(&bytes, ReadLimits::default()).unwrap();
    let data = entries.iter().find(|e| e.name == "data.xml").unwrap();
    read_document(&data.bytes).unwrap()
}

fn text_of(el: &Element, name: &str) -> Option<String> {
    if el.tag == "data" && el.get("name") == Some(name) {
        return Some(el.text.clone());
    }
    el.children.iter().find_map(|c| text_of(c, name))
}

/// The first element built for `component`.
fn find<'a>(el: &'a Element, component: &str) -> Option<&'a Element> {
    let id = el.get("udonforge").and_then(Identity::decode);
    if id.is_some_and(|i| i.component == component) {
        return Some(el);
    }
    el.children.iter().find_map(|c| find(c, component))
}

/// A picture of `w` × `h` pixels in one colour, encoded as `format`.
fn picture(w: u32, h: u32, rgb: [u8; 3], format: image::ImageFormat) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(w, h, image::Rgb(rgb));
    let mut out = Vec::new();
    image::DynamicImage::ImageRgb8(img)
        .write_to(&mut std::io::Cursor::new(&mut out), format)
        .unwrap();
    out
}

/// Every image in a zip by entry name.
fn images(zip: &Path) -> Vec<(String, Vec<u8>)> {
    let mut archive = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
    let mut out = Vec::new();
    for i in 0..archive.len() {
        let mut f = archive.by_index(i).unwrap();
        if f.name().ends_with(".png") {
            let mut b = Vec::new();
            f.read_to_end(&mut b).unwrap();
            out.push((f.name().to_string(), b));
        }
    }
    out
}

/// The image of a component's side (`front`/`back`) in a built room.
fn side_image(zip: &Path, component: &str, side: &str) -> image::RgbaImage {
    let room = data_xml(zip);
    let id = text_of(find(&room, component).unwrap(), side).unwrap();
    let bytes = images(zip)
        .into_iter()
        .find(|(n, _)| n.starts_with(&id))
        .unwrap()
        .1;
    image::load_from_memory(&bytes).unwrap().to_rgba8()
}

fn build_in(cwd: &Path, extra: &[&str]) -> Test {
    // PNG faces, so the tests can compare pixels with and without the user's pictures.
    let mut args = vec![
        "build", "shinjya", "--seed", "7", "--images", "png", "-o", "room.zip",
    ];
    args.extend_from_slice(extra);
    Test::new().current_dir(cwd).args(&args)
}

#[test]
fn picture_slot_art_is_drawn_from_the_default_relative_folder() {
    // card-art/README.md's own workflow: card-art/ in the current folder, no --art.
    let dir = scratch("slot-relative");
    build_in(&dir, &[]).stdout_has("wrote ").run();
    let before = side_image(&dir.join("room.zip"), "evidence/dynamite", "front");
    let art = dir.join("card-art/shinjya/evidence");
    std::fs::create_dir_all(&art).unwrap();
    // Pure green, a colour no card template uses, in WebP to show decoding by content.
    std::fs::write(
        art.join("dynamite.webp"),
        picture(520, 224, [0, 255, 0], image::ImageFormat::WebP),
    )
    .unwrap();
    build_in(&dir, &[]).stdout_has("wrote ").run();
    let after = side_image(&dir.join("room.zip"), "evidence/dynamite", "front");
    assert_eq!(after.dimensions(), before.dimensions());
    // The slot of evidence cards is at (70, 34), 160 × 38, between the name strips, in the
    // top half (icons are drawn over its middle band, from its left).
    for (x, y) in [(225, 37), (225, 69), (150, 36)] {
        assert_eq!(after.get_pixel(x, y).0, [0, 255, 0, 255], "({x}, {y})");
        assert_ne!(before.get_pixel(x, y).0, [0, 255, 0, 255]);
    }
    // Outside the slot the template still draws.
    assert_eq!(after.get_pixel(150, 20), before.get_pixel(150, 20));
    assert_eq!(udon_check(&dir.join("room.zip"))["errors"], 0);
}

#[test]
fn whole_face_pictures_are_fitted_to_the_card_and_deterministic() {
    let dir = scratch("face-fit");
    let art = dir.join("art/shinjya/evidence");
    std::fs::create_dir_all(&art).unwrap();
    // A large photo-like JPEG named .png: decoded by content, fitted to the 300 × 420 face.
    std::fs::write(
        art.join("dynamite.face.png"),
        picture(3000, 2000, [10, 20, 200], image::ImageFormat::Jpeg),
    )
    .unwrap();
    let art_dir = dir.join("art");
    build_in(&dir, &["--art", art_dir.to_str().unwrap()])
        .stdout_has("wrote ")
        .run();
    let first = std::fs::read(dir.join("room.zip")).unwrap();
    let face = side_image(&dir.join("room.zip"), "evidence/dynamite", "front");
    assert_eq!(face.dimensions(), (300, 420));
    build_in(&dir, &["--art", art_dir.to_str().unwrap()])
        .stdout_has("wrote ")
        .run();
    assert_eq!(
        std::fs::read(dir.join("room.zip")).unwrap(),
        first,
        "same inputs, same bytes"
    );
    let report = udon_check(&dir.join("room.zip"));
    assert!(report["images"]["largest"].as_u64().unwrap() < 1024 * 1024);
}

/// A PNG header claiming `w` × `h` pixels, and no pixels: a decompression bomb's shape.
fn png_header(w: u32, h: u32) -> Vec<u8> {
    let mut ihdr = b"IHDR".to_vec();
    ihdr.extend(w.to_be_bytes());
    ihdr.extend(h.to_be_bytes());
    ihdr.extend([8, 6, 0, 0, 0]);
    let mut crc = flate2::Crc::new();
    crc.update(&ihdr);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    out.extend(13u32.to_be_bytes());
    out.extend(&ihdr);
    out.extend(crc.sum().to_be_bytes());
    // An empty IDAT and IEND: decoders read up to the first IDAT to know the size.
    for name in [b"IDAT", b"IEND"] {
        let mut crc = flate2::Crc::new();
        crc.update(name);
        out.extend(0u32.to_be_bytes());
        out.extend(name);
        out.extend(crc.sum().to_be_bytes());
    }
    out
}

fn art_folder(dir: &Path, files: &[(&str, Vec<u8>)]) -> PathBuf {
    let art = dir.join("art");
    for (name, bytes) in files {
        let path = art.join("shinjya").join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    art
}

#[test]
fn a_picture_over_the_pixel_limit_is_refused_fast() {
    let dir = scratch("bomb");
    let art = art_folder(&dir, &[("evidence/dynamite.png", png_header(30000, 30000))]);
    let started = std::time::Instant::now();
    let run = build_in(&dir, &["--art", art.to_str().unwrap()])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        run.stderr
            .contains("30000×30000 px is over the 40 megapixel limit"),
        "{}",
        run.stderr
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
    assert!(!dir.join("room.zip").exists());
}

#[test]
fn unusable_art_files_are_all_reported() {
    let dir = scratch("bad-art");
    let art = art_folder(
        &dir,
        &[
            ("evidence/dynamite.png", b"not a picture".to_vec()),
            (
                "evidence/dynamit.png",
                picture(10, 10, [0, 0, 0], image::ImageFormat::Png),
            ),
            (
                "nosuchkind/back.png",
                picture(10, 10, [0, 0, 0], image::ImageFormat::Png),
            ),
            ("README.md", b"notes are fine".to_vec()),
        ],
    );
    let run = build_in(&dir, &["--art", art.to_str().unwrap()])
        .status(2)
        .stderr_has("error: ")
        .run();
    let errors: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("error: "))
        .collect();
    assert_eq!(errors.len(), 3, "{}", run.stderr);
    assert!(
        errors
            .iter()
            .any(|e| e.contains("dynamite.png: not a PNG, JPEG, WebP or GIF image"))
    );
    assert!(
        errors
            .iter()
            .any(|e| e.contains("dynamit.png: the name matches no component of `shinjya`"))
    );
    assert!(
        errors
            .iter()
            .any(|e| e.contains("nosuchkind/back.png: the name matches no component"))
    );
    assert!(
        run.stderr
            .lines()
            .filter(|l| l.starts_with("hint: "))
            .count()
            <= 1
    );
    assert!(!dir.join("room.zip").exists());
}
