//! `udonforge print` gives a table what it needs, read from the PDF as a reader sees it
//! (poppler's pdftotext and pdftoppm; each test says so and stops where they are missing):
//! the box's counters, the boards at the pieces' scale, a deck of pictures with no table
//! and its pictures as they are, characters the font lacks named where they are written,
//! page 1 on its page, marks a home printer prints, nine poker cards to a Letter page.
//! (The layout's numbers are `src/tests/print/`.)

use crate::common;
use common::*;
use std::path::Path;

/// The text pdftotext reads from pages `first` to `last` of `pdf` (all with 0), or `None`,
/// said, where it is not installed.
fn pdf_text(pdf: &Path, first: usize, last: usize) -> Option<String> {
    let mut command = std::process::Command::new("pdftotext");
    if first > 0 {
        command.args(["-f", &first.to_string(), "-l", &last.to_string()]);
    }
    match command.arg(pdf).arg("-").output() {
        Ok(out) if out.status.success() => Some(String::from_utf8(out.stdout).unwrap()),
        Ok(out) => panic!("pdftotext: {}", String::from_utf8_lossy(&out.stderr)),
        Err(_) => {
            eprintln!("skipped: pdftotext (Debian's poppler-utils) is not installed");
            None
        }
    }
}

/// Prints `args` into `dir/out.pdf` and reads it back.
fn print(dir: &Path, args: &[&str]) -> (Run, Vec<u8>) {
    let mut all = vec!["print"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["-o", "out.pdf"]);
    let run = Test::new()
        .current_dir(dir)
        .args(&all)
        .stdout_has("wrote out.pdf")
        .run();
    (run, std::fs::read(dir.join("out.pdf")).unwrap())
}

/// Wie verhext!'s box (内容物): 20 drops of each colour, 24 gold nuggets, 45 potion vials,
/// printed as counters at any player count, not one token for every face of every
/// player's counting dice (888 tokens on 11 pages at 5 players).
#[test]
fn wie_verhext_prints_the_counters_its_box_holds() {
    let dir = scratch("print-counters");
    for players in ["3", "5"] {
        let (_, _) = print(&dir, &["wie-verhext", "--players", players]);
        let Some(text) = pdf_text(&dir.join("out.pdf"), 0, 0) else {
            return;
        };
        for line in [
            "・赤のしずく × 20（21.0 × 21.0 mm）",
            "・緑のしずく × 20（21.0 × 21.0 mm）",
            "・白のしずく × 20（21.0 × 21.0 mm）",
            "・金塊 × 24（21.0 × 21.0 mm）",
            "・薬用小瓶 × 45（21.0 × 21.0 mm）",
        ] {
            assert!(text.contains(line), "{line} at {players} players:\n{text}");
        }
        // The counters' pages say which they hold: 129 in all.
        assert!(text.contains("カウンター 1–"), "{text}");
        assert!(text.contains("–129"), "{text}");
        assert!(!text.contains("–130"), "{text}");
    }
}

/// DELTACLE's track board (24 cells, 504 mm: squares of 2.6 cells for witches of 2) and
/// each played seat's board print at the pieces' scale, tiled, not only inside the table.
#[test]
fn deltacle_prints_its_boards_at_the_pieces_scale() {
    let dir = scratch("print-boards");
    print(&dir, &["deltacle", "--players", "4", "--lang", "en"]);
    let Some(text) = pdf_text(&dir.join("out.pdf"), 0, 0) else {
        return;
    };
    assert!(text.contains("• Track × 1 (504.0 × 504.0 mm)"), "{text}");
    assert_eq!(
        text.matches("'s board × 1 (462.0 × 262.5 mm)").count(),
        4,
        "{text}"
    );
    assert!(text.contains("• Witch A × 1 (42.0 × 42.0 mm)"), "{text}");
    assert!(text.contains("Track row 1/2, column 1/3"), "{text}");
}

/// A deck made from a folder of pictures gets no table it never drew, and its pictures go
/// into the PDF as they are: a PNG's compressed rows and a JPEG's whole file, byte for byte.
#[test]
fn a_deck_of_pictures_prints_its_pictures_as_they_are_and_no_table() {
    let dir = scratch("print-pictures");
    let img = dir.join("deck/img");
    std::fs::create_dir_all(&img).unwrap();
    let picture = |name: &str, format: image::ImageFormat, shade: u8| {
        let pixels = image::RgbImage::from_fn(250, 350, |x, y| {
            image::Rgb([shade, (x % 256) as u8, (y % 256) as u8])
        });
        pixels.save_with_format(img.join(name), format).unwrap();
        std::fs::read(img.join(name)).unwrap()
    };
    let png = picture("front.png", image::ImageFormat::Png, 10);
    let jpeg = picture("other.jpg", image::ImageFormat::Jpeg, 200);
    picture("back.png", image::ImageFormat::Png, 90);
    std::fs::write(
        dir.join("deck/cards.csv"),
        "name,front,back\nFront,img/front.png,img/back.png\nOther,img/other.jpg,img/back.png\n",
    )
    .unwrap();
    Test::new()
        .current_dir(&dir)
        .args(&["new", "deck", "--from", "deck/cards.csv"])
        .stdout_has("created templates/deck")
        .run();
    let (run, pdf) = print(&dir, &["deck", "--lang", "en"]);
    let contains = |needle: &[u8]| pdf.windows(needle.len()).any(|w| w == needle);
    assert!(contains(&jpeg), "the JPEG file whole");
    assert!(contains(&idat(&png)), "the PNG's compressed rows");
    assert!(!contains(b"/Subtype /Form\n/BBox [0 0 250 350]"));
    // Cover and its blank back, fronts and backs, the name pieces and their blank back.
    assert!(run.stdout.contains("(6 pages,"), "{}", run.stdout);
    if let Some(text) = pdf_text(&dir.join("out.pdf"), 1, 2) {
        assert!(!text.contains("Table"), "{text}");
        assert!(!text.contains("Larger than the paper"), "{text}");
    }
}

/// A PNG's IDAT chunks, joined.
fn idat(png: &[u8]) -> Vec<u8> {
    let mut at = 8;
    let mut out = Vec::new();
    while at + 8 <= png.len() {
        let length = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
        if &png[at + 4..at + 8] == b"IDAT" {
            out.extend_from_slice(&png[at + 8..at + 8 + length]);
        }
        at += 12 + length;
    }
    out
}

/// A character the bundled font lacks (𠮷, an emoji, a die's face, ™, a line separator) is
/// drawn as the font's box; `build` and `print` name each, with the line and column of the
/// spreadsheet it comes from, and the PDF's text keeps every one apart (𠮷野家 reads back as
/// itself, not as the first such character met).
#[test]
fn a_character_the_font_lacks_is_named_where_it_is_written() {
    let dir = scratch("print-glyphs");
    std::fs::create_dir_all(dir.join("deck")).unwrap();
    std::fs::write(
        dir.join("deck/cards.csv"),
        "name,text\nSmile 😀,Roll ⚀ or ⚅\n𠮷野家,大盛り\nBrand™,one\u{2028}two\n",
    )
    .unwrap();
    Test::new()
        .current_dir(&dir)
        .args(&["new", "odd", "--from", "deck/cards.csv"])
        .stdout_has("created templates/odd")
        .stderr_has("warning: `😀` (U+1F600) is not in the bundled font, so a face draws it as an empty box: deck/cards.csv:2:7")
        .run();
    let csv = Path::new("templates/odd/cards.csv").display().to_string();
    for command in [
        &["build", "odd", "--seed", "1"][..],
        &["print", "odd", "-o", "out.pdf"],
    ] {
        let run = Test::new()
            .current_dir(&dir)
            .args(command)
            .stdout_has("wrote ")
            .stderr_has("warning: ")
            .run();
        for (named, at) in [
            ("`😀` (U+1F600)", "2:7"),
            ("`⚀` (U+2680)", "2:14"),
            ("`⚅` (U+2685)", "2:19"),
            ("`𠮷` (U+20BB7)", "3:1"),
            ("`™` (U+2122)", "4:6"),
            ("U+2028", "4:11"),
        ] {
            let line = format!(
                "warning: {named} is not in the bundled font, so a face draws it as an empty box: {csv}:{at}"
            );
            assert!(
                run.stderr.contains(&line),
                "{command:?}: {line}\n{}",
                run.stderr
            );
        }
        assert!(
            run.stderr
                .contains("\nhint: write it with characters the font has")
        );
    }
    // In Japanese where the messages are.
    Test::new()
        .current_dir(&dir)
        .args(&["print", "odd", "--messages", "ja", "-o", "ja.pdf"])
        .stdout_has("ja.pdf を書きました（")
        .stderr_has(format!(
            "警告: `😀` (U+1F600) は同梱のフォントにないため、面には空の四角で描かれます: {csv}:2:7"
        ))
        .stderr_has("\nヒント: フォントにある文字で書いてください")
        .run();
    if let Some(text) = pdf_text(&dir.join("out.pdf"), 0, 0) {
        assert!(text.contains("𠮷野家"), "{text}");
        assert!(text.contains("Smile 😀"), "{text}");
        assert!(text.contains("Roll ⚀ or ⚅"), "{text}");
        assert!(text.contains("Brand™"), "{text}");
    }
    // A game whose faces draw only what the font has says nothing.
    Test::new()
        .current_dir(&dir)
        .args(&["print", "shinjya", "-o", "plain.pdf"])
        .stdout_has("wrote plain.pdf")
        .stderr("")
        .run();
}

/// Renders every page of `pdf` in grey at 5 px to the mm, or `None` (said) without poppler.
fn pages_drawn(pdf: &Path) -> Option<Vec<(usize, usize, Vec<u8>)>> {
    let dir = pdf.parent().unwrap().join("drawn");
    std::fs::create_dir_all(&dir).unwrap();
    let run = std::process::Command::new("pdftoppm")
        .args(["-r", "127", "-gray"])
        .arg(pdf)
        .arg(dir.join("p"))
        .output();
    match run {
        Ok(out) if out.status.success() => {}
        Ok(out) => panic!("pdftoppm: {}", String::from_utf8_lossy(&out.stderr)),
        Err(_) => {
            eprintln!("skipped: pdftoppm (Debian's poppler-utils) is not installed");
            return None;
        }
    }
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    Some(
        files
            .iter()
            .map(|file| {
                let bytes = std::fs::read(file).unwrap();
                // Binary PGM: `P5\n<w> <h>\n255\n` then one byte a pixel.
                let header: Vec<&[u8]> = bytes.splitn(4, |b| b.is_ascii_whitespace()).collect();
                let (w, h): (usize, usize) = (
                    std::str::from_utf8(header[1]).unwrap().parse().unwrap(),
                    std::str::from_utf8(header[2]).unwrap().parse().unwrap(),
                );
                (w, h, bytes[bytes.len() - w * h..].to_vec())
            })
            .collect(),
    )
}

/// Nothing is printed nearer the paper's edge than 6 mm (home printers leave up to about
/// 5 mm white), on A4 and on Letter: crop marks, pictures, words.
#[test]
fn nothing_is_printed_within_six_millimetres_of_the_edge() {
    let dir = scratch("print-edge");
    for paper in ["a4", "letter"] {
        print(&dir, &["shinjya", "--paper", paper, "--lang", "en"]);
        let Some(pages) = pages_drawn(&dir.join("out.pdf")) else {
            return;
        };
        for (n, (w, h, pixels)) in pages.iter().enumerate() {
            // 5 px to the mm: 5.6 mm is 28 px; a mark's anti-aliased edge is allowed.
            let edge = 28;
            for y in 0..*h {
                for x in 0..*w {
                    let near = x < edge || y < edge || x >= w - edge || y >= h - edge;
                    assert!(
                        !near || pixels[y * w + x] > 200,
                        "{paper}, page {}: ink at ({x}, {y}) px, within 6 mm of the edge",
                        n + 1
                    );
                }
            }
        }
        std::fs::remove_dir_all(dir.join("drawn")).unwrap();
    }
}

/// Nine poker cards to a Letter page, as to an A4 one.
#[test]
fn a_letter_page_holds_nine_poker_cards() {
    let dir = scratch("print-letter");
    print(&dir, &["shinjya", "--paper", "letter", "--lang", "en"]);
    let Some(text) = pdf_text(&dir.join("out.pdf"), 0, 0) else {
        return;
    };
    // Each card's name runs down its edge once in a word of its own; the first page of
    // cards holds five Accuse and four Innocent.
    let page = text
        .split('\u{c}')
        .find(|page| page.contains("Accuse") && !page.contains("print and play"))
        .unwrap();
    let names = page
        .split_whitespace()
        .filter(|w| *w == "Accuse" || *w == "Innocent")
        .count();
    assert_eq!(names, 9, "{page}");
}

/// Page 1 fits its page, going on to page 2 rather than off the paper, and lists all the
/// file holds; a single page is a page, not `pages 24`.
#[test]
fn the_cover_fits_its_page_and_lists_everything() {
    let dir = scratch("print-cover");
    for (game, lang, wanted) in [
        (
            "ritual",
            "ja",
            &[
                "緑の呪文 × 5",
                "サマリー × 4",
                "スタートプレイヤーマーカー × 1",
            ][..],
        ),
        (
            "ritual",
            "en",
            &["Summary × 4", "Start player marker × 1"][..],
        ),
        ("wie-verhext", "ja", &["薬用小瓶 × 45"][..]),
    ] {
        print(&dir, &[game, "--lang", lang]);
        let Some(text) = pdf_text(&dir.join("out.pdf"), 1, 2) else {
            return;
        };
        for line in wanted {
            assert!(text.contains(line), "{game} {lang}: {line}\n{text}");
        }
        assert!(
            !text.contains(" more"),
            "{game} {lang}: nothing is left out\n{text}"
        );
        assert!(
            !text.contains("ほか"),
            "{game} {lang}: nothing is left out\n{text}"
        );
        let bbox = std::process::Command::new("pdftotext")
            .args(["-bbox", "-f", "1", "-l", "2"])
            .arg(dir.join("out.pdf"))
            .arg("-")
            .output()
            .unwrap();
        let html = String::from_utf8(bbox.stdout).unwrap();
        // A4 is 842 pt high: no word lower than 6 mm (17 pt) from its foot.
        for word in html.split("<word ").skip(1) {
            let y = word.split("yMax=\"").nth(1).unwrap();
            let y: f64 = y[..y.find('"').unwrap()].parse().unwrap();
            assert!(y <= 842.0 - 17.0, "{game} {lang}: a word at {y} pt: {word}");
        }
        if lang == "en" {
            for single in text.split("pages ").skip(1) {
                let run: String = single.chars().take_while(|c| c.is_ascii_digit()).collect();
                let after = single[run.len()..].chars().next();
                assert!(
                    run.is_empty() || matches!(after, Some('–' | ',')),
                    "`pages {run}` names one page: {text}"
                );
            }
        }
    }
}
