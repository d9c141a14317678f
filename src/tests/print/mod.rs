//! The print layer as the library lays it out: cards at the size their definition gives,
//! backs behind their fronts once the sheet turns over, the crop marks as measured on the page
//! poppler draws (where `pdftoppm` is installed), what a table needs of every built-in game,
//! each face's words read back (`words.rs`), and the layout model on its own (`layout.rs`).
//! (The command line's `udonforge print` is `tests/print.rs`.)

mod layout;
mod words;

use super::*;
use crate::definition::Lang;
use crate::print::layout::{EDGE_MM, ItemKind, PageKind, Paper};
use crate::print::{PrintOptions, Printed, print};
use std::path::Path;

/// A usual card, worked by hand: `size = 3` cells of 21 mm (docs/print-and-play.md),
/// its face template 300 × 420 px, so 63 mm wide and 63 × 420 / 300 = 88.2 mm tall.
const CARD_MM: (f64, f64) = (63.0, 88.2);

/// The shinjya PDF the command line writes, as the library lays it out, and the number of
/// its first page of card fronts (1-based).
fn shinjya_fronts(dir: &Path) -> (Printed, std::path::PathBuf, usize) {
    let pdf = dir.join("s.pdf");
    command(&["print", "shinjya", "-o", pdf.to_str().unwrap()]);
    let doc = printed("shinjya", Lang::Ja, Paper::A4);
    let fronts = doc
        .pages
        .iter()
        .position(|p| p.kind == PageKind::Fronts)
        .unwrap();
    (doc, pdf, fronts + 1)
}

fn printed(game: &str, lang: Lang, paper: Paper) -> Printed {
    let game = crate::definition::load(&repo().join("templates").join(game)).unwrap();
    print(
        &game,
        &PrintOptions::new(game.seating_or_default(None).unwrap(), lang, paper),
    )
    .unwrap()
}

#[test]
fn a_card_prints_at_the_size_its_definition_gives_and_its_back_lies_behind_it() {
    for paper in [Paper::A4, Paper::Letter] {
        let doc = printed("shinjya", Lang::Ja, paper);
        let (page_width, page_height) = paper.size();
        assert_eq!(doc.pages[0].kind, PageKind::Cover);
        let fronts: Vec<usize> = (0..doc.pages.len())
            .filter(|&n| doc.pages[n].kind == PageKind::Fronts)
            .collect();
        assert!(!fronts.is_empty());
        let mut cards = 0;
        for n in fronts {
            let backs = &doc.pages[n + 1];
            assert_eq!(backs.kind, PageKind::Backs, "page {} follows fronts", n + 2);
            assert_eq!(backs.placements.len(), doc.pages[n].placements.len());
            for (front, back) in doc.pages[n].placements.iter().zip(&backs.placements) {
                cards += 1;
                assert!((front.cut.width - CARD_MM.0).abs() < 0.5, "{front:?}");
                assert!((front.cut.height - CARD_MM.1).abs() < 0.5, "{front:?}");
                // Turned over its long edge, the sheet puts x at page_width - x - width.
                assert!((back.cut.x - (page_width - front.cut.x - front.cut.width)).abs() < 1e-6);
                assert_eq!(back.cut.y, front.cut.y);
                assert_ne!(back.picture, front.picture, "a back is not its front");
                // Whole on the paper, its bleed included, clear of the edge.
                let r = front.cut.grown(front.bleed);
                assert!(r.x >= EDGE_MM && r.y >= EDGE_MM);
                assert!(r.x + r.width <= page_width - EDGE_MM);
                assert!(r.y + r.height <= page_height - EDGE_MM);
            }
        }
        // 信じられるのは邪神だけ at 5 players: every card of the room, each once.
        let room = scratch("print-shinjya-room").join("shinjya.zip");
        command(&[
            "build",
            "shinjya",
            "--seed",
            "1",
            "-o",
            room.to_str().unwrap(),
        ]);
        let zip = std::fs::read(room).unwrap();
        let xml = entry_text(&zip, "data.xml");
        assert_eq!(cards, xml.matches("<card ").count());
    }
}

fn entry_text(zip: &[u8], name: &str) -> String {
    use std::io::Read;
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).unwrap();
    let mut text = String::new();
    archive
        .by_name(name)
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    text
}

/// The library prints the command line's bytes.
#[test]
fn the_command_line_prints_what_the_library_does() {
    let out = scratch("print-same").join("1.pdf");
    command(&[
        "print",
        "ritual",
        "--lang",
        "ja",
        "-o",
        out.to_str().unwrap(),
    ]);
    let one = std::fs::read(&out).unwrap();
    assert_eq!(one, printed("ritual", Lang::Ja, Paper::A4).pdf);
}

/// Renders page `page` of a PDF at 10 px per mm with poppler, if it is installed.
fn rendered(pdf: &Path, page: usize) -> Option<(usize, usize, Vec<u8>)> {
    let pgm = pdf.with_extension(format!("{page}"));
    let run = std::process::Command::new("pdftoppm")
        .args(["-r", "254", "-gray", "-singlefile"])
        .args(["-f", &page.to_string(), "-l", &page.to_string()])
        .arg(pdf)
        .arg(&pgm)
        .output();
    match run {
        Ok(out) if out.status.success() => {}
        Ok(out) => panic!("pdftoppm failed: {}", String::from_utf8_lossy(&out.stderr)),
        Err(_) => {
            eprintln!(
                "skipped: pdftoppm (Debian's poppler-utils) is not installed; the layout's sizes are checked without it"
            );
            return None;
        }
    }
    let bytes = std::fs::read(pgm.with_extension(format!("{page}.pgm"))).unwrap();
    // Binary PGM: `P5\n<w> <h>\n255\n` then one byte a pixel.
    let mut fields = Vec::new();
    let mut at = 0;
    while fields.len() < 4 {
        while bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        let start = at;
        while !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        fields.push(String::from_utf8_lossy(&bytes[start..at]).to_string());
    }
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    Some((w, h, bytes[at + 1..].to_vec()))
}

/// Printed at 100 %, the crop marks of a card stand its width and height apart: measured
/// on the page poppler draws, 10 px to the mm.
#[test]
fn the_rendered_page_measures_what_the_definition_says() {
    let (doc, pdf, fronts) = shinjya_fronts(&scratch("print-measure"));
    let marks = &doc.pages[fronts - 1].marks;
    let Some((width, height, pixels)) = rendered(&pdf, fronts) else {
        return;
    };
    assert!(
        width.abs_diff(2100) <= 1 && height.abs_diff(2970) <= 1,
        "A4 at 10 px per mm: {width}×{height}"
    );
    let dark = |x: usize, y: usize| pixels[y * width + x] < 128;
    // A row through the top crop marks (in the margin, above the bleed) and a column
    // through the left ones.
    let top = marks
        .iter()
        .map(|l| l.from.1.min(l.to.1))
        .fold(f64::MAX, f64::min);
    let row = ((top + 1.0) * 10.0) as usize;
    let left = marks
        .iter()
        .map(|l| l.from.0.min(l.to.0))
        .fold(f64::MAX, f64::min);
    let column = ((left + 1.0) * 10.0) as usize;
    let runs = |hits: Vec<bool>| -> Vec<f64> {
        // The centre of each run of dark pixels, in mm.
        let mut centres = Vec::new();
        let mut start = None;
        for (i, &d) in hits.iter().chain([false].iter()).enumerate() {
            match (d, start) {
                (true, None) => start = Some(i),
                (false, Some(s)) => {
                    centres.push((s + i - 1) as f64 / 2.0 / 10.0);
                    start = None;
                }
                _ => {}
            }
        }
        centres
    };
    let xs = runs((0..width).map(|x| dark(x, row)).collect());
    let ys = runs((0..height).map(|y| dark(column, y)).collect());
    // Three columns and three rows of cards touching: four cut lines each way, a card
    // apart.
    assert_eq!(xs.len(), 4, "{xs:?}");
    assert_eq!(ys.len(), 4, "{ys:?}");
    for pair in xs.windows(2) {
        assert!((pair[1] - pair[0] - CARD_MM.0).abs() < 0.5, "{xs:?}");
    }
    for pair in ys.windows(2) {
        assert!((pair[1] - pair[0] - CARD_MM.1).abs() < 0.5, "{ys:?}");
    }
    // At least 6 mm from the paper's edge, as many mm left of the sheet as right of it.
    assert!(xs[0] >= EDGE_MM && ys[0] >= EDGE_MM, "{xs:?} {ys:?}");
    assert!((xs[0] - (210.0 - xs[3])).abs() < 0.5, "{xs:?}");
    assert!((ys[0] - (297.0 - ys[3])).abs() < 0.5, "{ys:?}");
    // The card itself is drawn there: the middle of the first card is not paper white.
    let (cx, cy) = (
        ((xs[0] + xs[1]) / 2.0 * 10.0) as usize,
        ((ys[0] + ys[1]) / 2.0 * 10.0) as usize,
    );
    assert!(pixels[cy * width + cx] < 250);
}

/// `game` printed at `players` in `lang` on `paper`, with the defaults.
fn printed_at(game: &crate::definition::Game, players: u32, lang: Lang, paper: Paper) -> Printed {
    let seating = game.seating(players).unwrap();
    print(game, &PrintOptions::new(seating, lang, paper)).unwrap()
}

/// Every game, on A4 and on Letter, at its fewest and most players: no mark, picture or
/// bleed nearer the paper's edge than 6 mm, and each band of cards or pieces centred.
#[test]
fn every_sheet_keeps_clear_of_the_edge_and_is_centred() {
    for dir in built_in_games() {
        let game = crate::definition::load(&dir).unwrap();
        for paper in [Paper::A4, Paper::Letter] {
            let (w, h) = paper.size();
            for players in [game.players.min, game.players.max] {
                let doc = printed_at(&game, players, Lang::Ja, paper);
                let inside = |(x, y): (f64, f64)| {
                    x >= EDGE_MM - 1e-6
                        && y >= EDGE_MM - 1e-6
                        && x <= w - EDGE_MM + 1e-6
                        && y <= h - EDGE_MM + 1e-6
                };
                for (n, page) in doc.pages.iter().enumerate() {
                    let at = format!("{} at {players} on {paper:?}, page {}", game.id, n + 1);
                    for mark in &page.marks {
                        assert!(inside(mark.from) && inside(mark.to), "{at}: {mark:?}");
                    }
                    if !matches!(
                        page.kind,
                        PageKind::Fronts | PageKind::Backs | PageKind::Single
                    ) {
                        continue;
                    }
                    let (mut left, mut right) = (f64::MAX, f64::MIN);
                    let (mut top, mut bottom) = (f64::MAX, f64::MIN);
                    for p in &page.placements {
                        let r = p.cut.grown(p.bleed);
                        assert!(inside((r.x, r.y)), "{at}: {p:?}");
                        assert!(inside((r.x + r.width, r.y + r.height)), "{at}: {p:?}");
                        left = left.min(p.cut.x);
                        right = right.max(p.cut.x + p.cut.width);
                        top = top.min(p.cut.y);
                        bottom = bottom.max(p.cut.y + p.cut.height);
                    }
                    assert!((top - (h - bottom)).abs() < 1e-6, "{at}: {top} {bottom}");
                    if page.kind != PageKind::Single {
                        assert!((left - (w - right)).abs() < 1e-6, "{at}: {left} {right}");
                    }
                }
            }
        }
    }
}

/// Wie verhext! prints what its box holds (内容物): 20 drops of each colour, 24 gold
/// nuggets, 45 potion vials, as counters, at any player count; not a token for every face
/// of every player's counting dice. Checked against the rulebook where it is at hand.
#[test]
fn wie_verhext_prints_the_rulebooks_counters() {
    let game = crate::definition::load(&repo().join("templates/wie-verhext")).unwrap();
    let mut want: Vec<(&str, usize)> = vec![
        ("赤のしずく", 20),
        ("緑のしずく", 20),
        ("白のしずく", 20),
        ("金塊", 24),
        ("薬用小瓶", 45),
    ];
    want.sort();
    let rulebook = std::fs::read_dir(repo().join("../shared/seeds"))
        .ok()
        .into_iter()
        .flatten()
        .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
        .find(|text| text.contains("魔法にかかったみたい"));
    match rulebook {
        Some(text) => {
            assert!(
                text.contains("それぞれ 20 個の赤、緑、白のしずく"),
                "the rulebook's drops"
            );
            assert!(text.contains("45 個の薬用小瓶") && text.contains("24 枚の金塊"));
        }
        None => eprintln!("skipped reading the rulebook: ../shared/seeds is not here"),
    }
    for players in [game.players.min, game.players.max] {
        let doc = printed_at(&game, players, Lang::Ja, Paper::A4);
        // What the pages draw, by what each placement shows.
        let mut drawn: std::collections::BTreeMap<&str, usize> = Default::default();
        for page in &doc.pages {
            if page.kind == PageKind::Single {
                for &i in &page.items {
                    if doc.items[i].kind == ItemKind::Counter {
                        *drawn.entry(doc.items[i].label.as_str()).or_default() += 1;
                    }
                }
            }
        }
        let drawn: Vec<(&str, usize)> = drawn.into_iter().collect();
        assert_eq!(drawn, want, "at {players} players");
        assert!(
            !doc.items.iter().any(|i| i.kind == ItemKind::DieFace),
            "no die prints its faces where the box has counters"
        );
    }
}

/// DELTACLE's track board and each player's board print at the pieces' scale (a square of
/// the track 2.6 cells, a witch 2), tiled across pages, not only inside the table.
#[test]
fn deltacle_prints_its_boards_at_the_pieces_scale() {
    let game = crate::definition::load(&repo().join("templates/deltacle")).unwrap();
    let track = game.layout.track.as_ref().unwrap();
    let square = track.squares[0].width * crate::print::layout::CELL_MM;
    for (players, boards) in [(2, 1 + 2), (4, 1 + 4)] {
        let doc = printed_at(&game, players, Lang::Ja, Paper::A4);
        let found: Vec<&crate::print::Item> = doc
            .items
            .iter()
            .filter(|i| i.kind == ItemKind::Board)
            .collect();
        assert_eq!(
            found.len(),
            boards,
            "the track and each played seat's board"
        );
        let witch = doc
            .items
            .iter()
            .find(|i| i.kind == ItemKind::Piece && i.width > 30.0)
            .unwrap();
        // Drawn at one cell = 21 mm, as the pieces are: the track as wide as its squares
        // (and a little frame), a seat's board as its area.
        let (x0, x1) = track
            .squares
            .iter()
            .fold((f64::MAX, f64::MIN), |(a, b), s| {
                (a.min(s.x), b.max(s.x + s.width))
            });
        assert!(
            (found[0].width - (x1 - x0 + 0.6) * 21.0).abs() < 1e-6,
            "{:?}",
            found[0]
        );
        let area = game.layout.seat_areas[0];
        for board in &found[1..] {
            assert_eq!(
                (board.width, board.height),
                (area.width * 21.0, area.height * 21.0)
            );
        }
        for board in &found {
            let tiles: Vec<&crate::print::Page> = doc
                .pages
                .iter()
                .filter(
                    |p| matches!(&p.kind, PageKind::Tile { label, .. } if *label == board.label),
                )
                .collect();
            assert!(!tiles.is_empty(), "{} is tiled", board.label);
            for tile in tiles {
                let cut = tile.placements[0].cut;
                assert_eq!((cut.width, cut.height), (board.width, board.height));
            }
        }
        assert!(
            square >= witch.width,
            "a witch ({}) stands on a square ({square})",
            witch.width
        );
    }
}

/// A card's cut corners are filled with its edge's colour, as its edges' bleed is: a cut a
/// little inside the corner shows no white (the faces' rounded corners left it white).
#[test]
fn cut_corners_are_filled_like_the_edges() {
    let (doc, pdf, fronts) = shinjya_fronts(&scratch("print-corners"));
    let Some((width, _, pixels)) = rendered(&pdf, fronts) else {
        return;
    };
    for p in &doc.pages[fronts - 1].placements {
        let c = p.cut;
        for (x, y) in [
            (c.x + 0.4, c.y + 0.4),
            (c.x + c.width - 0.4, c.y + 0.4),
            (c.x + 0.4, c.y + c.height - 0.4),
            (c.x + c.width - 0.4, c.y + c.height - 0.4),
        ] {
            let grey = pixels[(y * 10.0) as usize * width + (x * 10.0) as usize];
            assert!(
                grey < 235,
                "white ({grey}) in the corner at ({x:.1}, {y:.1}) mm of {c:?}"
            );
        }
    }
}
