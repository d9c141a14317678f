//! How a room ships its images: SVG faces with text as paths by default, PNG on request,
//! and the same bytes whatever the number of render threads.

use crate::common;
use common::*;
use std::io::Read;
use std::path::Path;

/// The zip's images: (file name, bytes), in zip order.
fn images(zip: &Path) -> Vec<(String, Vec<u8>)> {
    let bytes = std::fs::read(zip).unwrap();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut out = Vec::new();
    for i in 0..archive.len() {
        let mut f = archive.by_index(i).unwrap();
        if f.name().ends_with(".xml") {
            continue;
        }
        let mut b = Vec::new();
        f.read_to_end(&mut b).unwrap();
        out.push((f.name().to_string(), b));
    }
    out
}

/// Builds with the render threads forced to `threads`.
fn build_with_threads(out: &Path, game: &str, threads: &str, extra: &[&str]) -> Vec<u8> {
    Test::new()
        .args(&["build", game, "--seed", "7", "-o", out.to_str().unwrap()])
        .args(extra)
        .env("UDONFORGE_THREADS", threads)
        .stdout_has("wrote ")
        .run();
    std::fs::read(out).unwrap()
}

#[test]
fn one_thread_and_two_give_byte_identical_rooms() {
    let dir = scratch("threads");
    // PNG builds are slow in debug builds: one game shows PNG output is thread-independent.
    for (game, images) in [("shinjya", "svg"), ("ritual", "svg"), ("ritual", "png")] {
        let build = |threads: &str| {
            build_with_threads(
                &dir.join(format!("{game}-{images}-{threads}.zip")),
                game,
                threads,
                &["--images", images],
            )
        };
        let one = build("1");
        assert!(
            one == build("2"),
            "{game} --images {images}: 1 and 2 threads differ"
        );
        if images == "svg" {
            assert!(
                one == build("5"),
                "{game} --images {images}: 5 threads differ"
            );
        }
    }
}

#[test]
fn faces_are_svg_with_text_as_paths_and_an_explicit_size() {
    let dir = scratch("svg-faces");
    let zip = build_room(&dir, "shinjya", &["--seed", "3"]);
    let images = images(&zip);
    assert!(!images.is_empty());
    for (name, bytes) in &images {
        // Named by the SHA-256 of the bytes, as udonarium identifies images.
        let (id, ext) = name.split_once('.').unwrap();
        assert_eq!(ext, "svg", "{name}");
        assert_eq!(id, udonforge::udonarium::archive::sha256_hex(bytes));
        let text = std::str::from_utf8(bytes).unwrap();
        let root = &text[..text.find('>').unwrap()];
        for attr in ["width=\"", "height=\"", "viewBox=\"0 0 "] {
            assert!(root.contains(attr), "{name}: root lacks {attr}: {root}");
        }
        // No font is needed in the browser: no text elements and no font references.
        assert!(
            !text.contains("<text") && !text.contains("font-family"),
            "{name}"
        );
        assert!(text.contains("<path"), "{name}");
        // A parser reads it back at the declared size.
        let tree = resvg::usvg::Tree::from_data(bytes, &resvg::usvg::Options::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(tree.size().width() >= 1.0 && tree.size().height() >= 1.0);
    }
}

/// udonarium draws every picture it loads at the size the picture claims and resamples
/// that in JavaScript into a thumbnail of at most 128 px, one picture after another: a
/// room's pictures claim no more than that, in their drawing's shape (the viewBox), so
/// the table still shows them sharp at any size.
#[test]
fn room_pictures_claim_no_more_than_the_apps_thumbnail_in_their_drawings_shape() {
    let dir = scratch("svg-claimed-size");
    for game in ["shinjya", "ritual", "deltacle", "wie-verhext"] {
        let zip = build_room(&dir, game, &["--seed", "3"]);
        for (name, bytes) in images(&zip) {
            let text = std::str::from_utf8(&bytes).unwrap();
            let root = &text[..text.find('>').unwrap()];
            let number = |attr: &str| -> f64 {
                let start = root.find(&format!(" {attr}=\"")).unwrap() + attr.len() + 3;
                let end = start + root[start..].find('"').unwrap();
                root[start..end].parse().unwrap()
            };
            let (width, height) = (number("width"), number("height"));
            let view_box: Vec<f64> = {
                let start = root.find("viewBox=\"").unwrap() + 9;
                let end = start + root[start..].find('"').unwrap();
                root[start..end]
                    .split(' ')
                    .map(|n| n.parse().unwrap())
                    .collect()
            };
            assert!(
                width.max(height) <= 128.0 && width.min(height) > 0.0,
                "{game} {name}: claims {width}×{height}"
            );
            // The claimed size, rounded to 1/100 px, has the drawing's shape (each side's
            // rounding, half a hundredth, scaled by the other side).
            let (vw, vh) = (view_box[2], view_box[3]);
            assert!(
                (width * vh - height * vw).abs() <= 0.005 * (vw + vh),
                "{game} {name}: claims {width}×{height}, drawn {vw}×{vh}"
            );
        }
    }
}

/// udonarium reads a zip's entries one after another and redraws the table's objects for
/// every picture that arrives after them: a room's pictures come first, its XML last.
#[test]
fn a_rooms_pictures_come_before_its_xml() {
    let dir = scratch("entry-order");
    for game in ["shinjya", "wie-verhext"] {
        let zip = build_room(&dir, game, &["--seed", "3"]);
        let bytes = std::fs::read(&zip).unwrap();
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let names: Vec<String> = (0..archive.len())
            .map(|i| archive.by_index(i).unwrap().name().to_string())
            .collect();
        let first_xml = names.iter().position(|n| n.ends_with(".xml")).unwrap();
        assert_eq!(
            names[first_xml..],
            ["data.xml", "chat.xml", "summary.xml"],
            "{game}: {names:?}"
        );
        assert!(first_xml > 0, "{game}: no picture before the XML");
    }
}

#[test]
fn png_rooms_use_the_same_layout_with_png_images() {
    let dir = scratch("png-faces");
    let svg = build_room(&dir.join("svg"), "ritual", &["--seed", "3"]);
    let png = build_room(
        &dir.join("png"),
        "ritual",
        &["--seed", "3", "--images", "png"],
    );
    let (svg, png) = (images(&svg), images(&png));
    assert_eq!(svg.len(), png.len());
    for (name, bytes) in &png {
        assert!(name.ends_with(".png"), "{name}");
        assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{name}");
    }
}

#[test]
fn an_unknown_image_format_is_refused() {
    let dir = scratch("bad-images");
    let out = dir.join("x.zip");
    let run = Test::new()
        .args(&[
            "build",
            "ritual",
            "--images",
            "gif",
            "-o",
            out.to_str().unwrap(),
        ])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        run.stderr.starts_with(
            "error: invalid value 'gif' for '--images <FORMAT>'\nhint: possible values: svg, png"
        ),
        "{}",
        run.stderr
    );
    assert!(!out.exists());
}
