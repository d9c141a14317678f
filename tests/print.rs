//! `udonforge print` from the command line: the same bytes every run, a game too large
//! refused before anything is rendered, user pictures kept raster, text that reads back as
//! the words. (Sizes on paper, backs behind fronts and the layout model are
//! `src/tests/print.rs`.)

use crate::common;
use common::*;
use std::time::Duration;

/// The same game and options give the same bytes (no date, no random id). (That the library
/// gives the command line's bytes is `src/tests/print.rs`.)
#[test]
fn the_same_inputs_print_the_same_bytes() {
    let dir = scratch("print-twice");
    for (n, lang) in [(1, "ja"), (2, "ja"), (3, "en")] {
        let out = format!("{n}.pdf");
        let run = Test::new()
            .current_dir(&dir)
            .args(&["print", "ritual", "--lang", lang, "-o", &out])
            .stdout_has("wrote ")
            .run();
        assert!(
            run.stdout.starts_with(&format!("wrote {out} (")),
            "{}",
            run.stdout
        );
    }
    let one = std::fs::read(dir.join("1.pdf")).unwrap();
    assert!(one.starts_with(b"%PDF-"));
    assert_eq!(one, std::fs::read(dir.join("2.pdf")).unwrap());
    assert_ne!(one, std::fs::read(dir.join("3.pdf")).unwrap());
    let text = String::from_utf8_lossy(&one);
    assert!(!text.contains("/CreationDate") && !text.contains("/ID"));
}

/// Nearly 2,000 cards (the room limit), each more than a page each would take thousands of pages: refused at once,
/// from the layout, before a face is rendered.
#[test]
fn a_game_too_large_to_print_is_refused_at_once() {
    let root = scratch("print-too-large");
    std::fs::create_dir_all(root.join("deck")).unwrap();
    let mut csv = String::from("name\n");
    for n in 1..=1990 {
        csv.push_str(&format!("Card {n}\n"));
    }
    std::fs::write(root.join("deck/cards.csv"), csv).unwrap();
    let limit = Duration::from_secs(90);
    Test::new()
        .current_dir(&root)
        .args(&["new", "big", "--from", "deck/cards.csv"])
        .timeout(limit)
        .stdout_has("created templates/")
        .run();
    let path = root.join("templates/big/components.toml");
    let components = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, components.replacen("size = 3", "size = 12", 1)).unwrap();
    let started = std::time::Instant::now();
    Test::new()
        .current_dir(&root)
        .args(&["print", "big", "-o", "big.pdf"])
        .timeout(limit)
        .status(2)
        .stderr_has("pages, over the limit of 600")
        .run();
    assert!(!root.join("big.pdf").exists(), "nothing written");
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
}

/// A card with the user's picture in its art slot keeps its text vector: the picture is
/// the PDF's one raster image, not the whole face.
#[test]
fn user_pictures_stay_raster_inside_vector_faces() {
    let dir = scratch("print-art");
    let art = dir.join("art/shinjya/evidence");
    std::fs::create_dir_all(&art).unwrap();
    std::fs::copy(
        repo().join("tests/fixtures/tutorial/mydeck/img/dragon.png"),
        art.join("witness.png"),
    )
    .unwrap();
    let images = |args: &[&str]| {
        Test::new()
            .current_dir(&dir)
            .args(args)
            .stdout_has("wrote out.pdf")
            .run();
        let pdf = std::fs::read(dir.join("out.pdf")).unwrap();
        let text = String::from_utf8_lossy(&pdf).to_string();
        let number = |key: &str| -> Option<u32> {
            let at = text.find(key)? + key.len();
            text[at..]
                .trim_start()
                .split(|c: char| !c.is_ascii_digit())
                .next()?
                .parse()
                .ok()
        };
        (
            text.matches("/Subtype /Image").count(),
            (number("/Width"), number("/Height")),
        )
    };
    let (plain_images, _) = images(&["print", "shinjya", "-o", "out.pdf"]);
    assert_eq!(plain_images, 0, "the built-in faces are vector only");
    let (art_images, (width, height)) =
        images(&["print", "shinjya", "--art", "art", "-o", "out.pdf"]);
    assert_eq!(art_images, 1, "one picture, drawn once");
    // The picture fills the face's art slot, not the whole 300 × 420 face: the face's
    // frame and text around it are paths.
    let (width, height) = (width.unwrap(), height.unwrap());
    assert!(width < 300 && height < 420, "{width}×{height}");
}

/// Text is the bundled font's glyphs embedded in the PDF (Type 3 fonts with a ToUnicode
/// map), not a font the printing machine must have: the words can be searched and copied.
#[test]
fn text_is_embedded_glyphs_that_read_back_as_the_words() {
    let dir = scratch("print-text");
    Test::new()
        .current_dir(&dir)
        .args(&["print", "shinjya", "-o", "s.pdf"])
        .stdout_has("wrote ")
        .run();
    let pdf = std::fs::read(dir.join("s.pdf")).unwrap();
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.contains("/Subtype /Type3") && text.contains("/ToUnicode"));
    // No font is referred to by name only: every font is one of ours, its glyphs inside.
    assert!(!text.contains("/Subtype /TrueType") && !text.contains("/BaseFont"));
    let read = std::process::Command::new("pdftotext")
        .args(["-f", "1", "-l", "3"])
        .arg(dir.join("s.pdf"))
        .arg("-")
        .output();
    match read {
        Ok(out) if out.status.success() => {
            let words = String::from_utf8_lossy(&out.stdout);
            // The cover's title and a card's rule text, read back from the glyphs.
            assert!(words.contains("印刷して遊ぶ"), "{words}");
            assert!(words.contains("探索者を告発"), "{words}");
        }
        _ => eprintln!("skipped reading the text back: pdftotext (poppler-utils) is not installed"),
    }
}

/// The options people printing at home expect: each changes what it says, and page 1 says
/// what it did. (What each does to the layout is `src/tests/print/layout.rs`.)
#[test]
fn the_options_of_a_home_print() {
    let dir = scratch("print-options");
    let pages = |args: &[&str]| -> (usize, Option<String>) {
        let mut all = vec!["print", "shinjya", "--lang", "en", "-o", "o.pdf"];
        all.extend_from_slice(args);
        let run = Test::new()
            .current_dir(&dir)
            .args(&all)
            .stdout_has("wrote o.pdf")
            .run();
        let count = run.stdout.split(" (").nth(1).unwrap();
        let count = count[..count.find(' ').unwrap()].parse().unwrap();
        let text = std::process::Command::new("pdftotext")
            .arg(dir.join("o.pdf"))
            .arg("-")
            .output()
            .ok()
            .map(|out| String::from_utf8(out.stdout).unwrap());
        (count, text)
    };
    let (all, text) = pages(&[]);
    if let Some(text) = &text {
        // Every page of cards says what it holds.
        assert!(text.contains("cards 1–9 fronts · page 3 of 32"), "{text}");
        assert!(text.contains("cards 1–9 backs · page 4 of 32"), "{text}");
        assert!(text.contains("Print the whole file double-sided"), "{text}");
    }
    let (fronts, text) = pages(&["--fronts-only"]);
    assert!(fronts < all, "{fronts} pages, {all} with backs");
    if let Some(text) = text {
        assert!(
            text.contains("fronts only") && !text.contains("backs ·"),
            "{text}"
        );
        assert!(!text.contains("Blank: "), "{text}");
    }
    let (no_table, text) = pages(&["--no-table"]);
    assert!(no_table < all);
    if let Some(text) = text {
        assert!(!text.contains("Table ("), "{text}");
    }
    let (apart, text) = pages(&["--gutters"]);
    assert!(apart > all, "six cards to an A4 page with gutters of 6 mm");
    if let Some(text) = text {
        assert!(text.contains("runs 3 mm past its cut line"), "{text}");
    }
    let (narrow, _) = pages(&["--gutters", "--bleed", "1.5"]);
    assert_eq!(narrow, all, "nine with gutters of 3 mm");
    if let (_, Some(text)) = pages(&["--back-offset", "1.5,-0.5", "--ink-saving"]) {
        assert!(
            text.contains("moved 1.5 mm right and -0.5 mm down"),
            "{text}"
        );
        assert!(text.contains("Ink saving"), "{text}");
    }
    let (checked, text) = pages(&["--calibration"]);
    assert_eq!(checked, all + 2, "the calibration sheet, front and back");
    if let Some(text) = text {
        assert!(text.contains("First print pages 3–4 alone"), "{text}");
        assert!(text.contains("The bar below is 50 mm"), "{text}");
        assert!(text.contains("63.0 × 88.2 mm between its marks"), "{text}");
    }
    for (option, value, words) in [
        (
            "--bleed",
            "9",
            "expected millimetres from 0 to 6, found `9`",
        ),
        (
            "--back-offset",
            "2",
            "expected two lengths in mm within ±10, right and down (`0.5,-1`), found `2`",
        ),
    ] {
        Test::new()
            .current_dir(&dir)
            .args(&["print", "shinjya", option, value])
            .status(2)
            .stderr_has(words)
            .run();
    }
}
