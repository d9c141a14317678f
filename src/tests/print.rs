//! The print layer as the library lays it out: cards at the size their definition gives,
//! backs behind their fronts once the sheet turns over, the crop marks as measured on the page
//! poppler draws (where `pdftoppm` is installed), and the layout model on its own. (The
//! command line's `udonforge print` is `tests/print.rs`.)

use super::*;
use crate::definition::Lang;
use crate::print::layout::{MARGIN_MM, PageKind, Paper};
use crate::print::{PrintOptions, Printed, print};
use std::path::Path;

/// A usual card, worked by hand: `size = 3` cells of 21 mm (docs/print-and-play.md),
/// its face template 300 × 420 px, so 63 mm wide and 63 × 420 / 300 = 88.2 mm tall.
const CARD_MM: (f64, f64) = (63.0, 88.2);

fn printed(game: &str, lang: Lang, paper: Paper) -> Printed {
    let game = crate::definition::load(&repo().join("templates").join(game)).unwrap();
    print(
        &game,
        &PrintOptions {
            players: game.players.default,
            lang,
            art_root: None,
            paper,
            progress: Default::default(),
        },
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
                // Whole on the paper, inside the margin.
                assert!(front.cut.x >= MARGIN_MM && front.cut.y >= MARGIN_MM);
                assert!(front.cut.x + front.cut.width <= page_width - MARGIN_MM);
                assert!(front.cut.y + front.cut.height <= page_height - MARGIN_MM);
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
    let dir = scratch("print-measure");
    let pdf = dir.join("s.pdf");
    command(&["print", "shinjya", "-o", pdf.to_str().unwrap()]);
    let doc = printed("shinjya", Lang::Ja, Paper::A4);
    let marks = &doc.pages[1].marks;
    let Some((width, height, pixels)) = rendered(&dir.join("s.pdf"), 2) else {
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
    // Three columns and three rows of cards: each card's two cut lines, 3 mm of bleed
    // between neighbours.
    assert_eq!(xs.len(), 6, "{xs:?}");
    assert_eq!(ys.len(), 6, "{ys:?}");
    for pair in xs.chunks(2) {
        assert!((pair[1] - pair[0] - CARD_MM.0).abs() < 0.5, "{xs:?}");
    }
    for pair in ys.chunks(2) {
        assert!((pair[1] - pair[0] - CARD_MM.1).abs() < 0.5, "{ys:?}");
    }
    // The card itself is drawn there: the middle of the first card is not paper white.
    let (cx, cy) = (
        ((xs[0] + xs[1]) / 2.0 * 10.0) as usize,
        ((ys[0] + ys[1]) / 2.0 * 10.0) as usize,
    );
    assert!(pixels[cy * width + cx] < 250);
}

/// The layout model alone: grids, duplex mirroring, bands and tiles, on paper sizes worked
/// by hand.
mod layout {
    use crate::print::layout::*;

    fn card(front: usize, back: usize) -> Item {
        Item {
            front,
            back: Some(back),
            width: 63.0,
            height: 88.2,
            bleed: true,
            label: "c".into(),
        }
    }

    #[test]
    fn nine_poker_cards_fill_an_a4_sheet_and_their_backs_mirror_them() {
        let items: Vec<Item> = (0..10).map(|n| card(n, 100 + n)).collect();
        let pages = lay_out(&items, Paper::A4);
        assert_eq!(pages.len(), 5, "cover, 9 fronts, 9 backs, 1 front, 1 back");
        assert_eq!(count_pages(&items, Paper::A4), pages.len());
        let (fronts, backs) = (&pages[1], &pages[2]);
        assert_eq!(fronts.placements.len(), 9);
        for (f, b) in fronts.placements.iter().zip(&backs.placements) {
            assert_eq!(b.picture, f.picture + 100);
            // The back lies where the front does once the sheet turns over its long edge.
            assert!((b.cut.x - (210.0 - f.cut.x - 63.0)).abs() < 1e-9);
            assert_eq!(b.cut.y, f.cut.y);
            assert_eq!((f.cut.width, f.cut.height), (63.0, 88.2));
        }
        // Cut lines stay inside the margins, bleeds included.
        for p in &fronts.placements {
            assert!(p.cut.x - BLEED_MM >= MARGIN_MM && p.cut.x + 63.0 + BLEED_MM <= 205.0);
        }
        // Four cut positions a row of three has: every card edge gets a mark at each end.
        assert_eq!(fronts.marks.len(), 2 * 6 + 2 * 6);
    }

    #[test]
    fn pieces_of_two_sizes_share_a_page_in_bands_apart() {
        let piece = |front, width| Item {
            front,
            back: None,
            width,
            height: width,
            bleed: true,
            label: "p".into(),
        };
        // Twelve 21 mm pieces (two rows of 8 and 4) and three of 42 mm.
        let mut items: Vec<Item> = (0..12).map(|n| piece(n, 21.0)).collect();
        items.extend((12..15).map(|n| piece(n, 42.0)));
        let pages = lay_out(&items, Paper::A4);
        assert_eq!(pages.len(), 2, "the cover and one page of bands");
        let page = &pages[1];
        assert_eq!(page.kind, PageKind::Single);
        assert_eq!(page.placements.len(), 15);
        let small = &page.placements[..12];
        let large = &page.placements[12..];
        // A band's rows touch; the next band starts below the room for both bands' marks.
        assert!((small[8].cut.y - small[0].cut.y - (21.0 + 2.0 * BLEED_MM)).abs() < 1e-9);
        let band_bottom = small[8].cut.y + 21.0 + BLEED_MM;
        assert!((large[0].cut.y - BLEED_MM - band_bottom - BAND_GAP_MM).abs() < 1e-9);
        // No mark crosses a picture (with its bleed).
        for mark in &page.marks {
            for p in &page.placements {
                let (x0, x1) = (p.cut.x - BLEED_MM, p.cut.x + p.cut.width + BLEED_MM);
                let (y0, y1) = (p.cut.y - BLEED_MM, p.cut.y + p.cut.height + BLEED_MM);
                let inside = |(x, y): (f64, f64)| x > x0 && x < x1 && y > y0 && y < y1;
                assert!(
                    !inside(mark.from) && !inside(mark.to),
                    "{mark:?} over {p:?}"
                );
            }
        }
        assert_eq!(count_pages(&items, Paper::A4), 2);
    }

    #[test]
    fn a_table_larger_than_the_paper_is_tiled_with_overlaps() {
        let table = Item {
            front: 0,
            back: None,
            width: 400.0,
            height: 300.0,
            bleed: false,
            label: "table".into(),
        };
        let pages = lay_out(std::slice::from_ref(&table), Paper::A4);
        // 200 × 287 mm printable, 10 mm shared: 3 columns (190 + 190 ≥ 390), 2 rows.
        assert_eq!(pages.len(), 1 + 6);
        assert_eq!(count_pages(&[table], Paper::A4), 7);
        let last = &pages[6];
        assert_eq!(last.placements[0].cut.x, 5.0 - 2.0 * 190.0);
        assert_eq!(last.placements[0].cut.y, 5.0 - 277.0);
        assert!(
            last.marks.is_empty(),
            "the last tile has no neighbour after it"
        );
    }
}

/// A word read back: its centre in mm from the page's top-left corner, and its text.
type Word = ((f64, f64), String);

/// The words pdftotext reads on each page of `pdf`; `None` (said) where poppler is not
/// installed.
fn words_read_back(pdf: &Path) -> Option<Vec<Vec<Word>>> {
    let out = match std::process::Command::new("pdftotext")
        .args(["-bbox", "-enc", "UTF-8"])
        .arg(pdf)
        .arg("-")
        .output()
    {
        Ok(out) if out.status.success() => out.stdout,
        Ok(out) => panic!("pdftotext failed: {}", String::from_utf8_lossy(&out.stderr)),
        Err(_) => {
            eprintln!(
                "skipped reading each card's words back: pdftotext (Debian's poppler-utils) is not installed"
            );
            return None;
        }
    };
    let text = String::from_utf8(out).unwrap();
    let attribute = |tag: &str, name: &str| -> f64 {
        let at = tag.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
        tag[at..at + tag[at..].find('"').unwrap()].parse().unwrap()
    };
    let unescape = |s: &str| {
        s.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&apos;", "'")
            .replace("&amp;", "&")
    };
    let mm = |pt: f64| pt * 25.4 / 72.0;
    let mut pages = Vec::new();
    for page in text.split("<page ").skip(1) {
        let mut words = Vec::new();
        for word in page.split("<word ").skip(1) {
            let (tag, rest) = word.split_once('>').unwrap();
            let body = &rest[..rest.find("</word>").unwrap()];
            let centre = (
                mm((attribute(tag, "xMin") + attribute(tag, "xMax")) / 2.0),
                mm((attribute(tag, "yMin") + attribute(tag, "yMax")) / 2.0),
            );
            words.push((centre, unescape(body)));
        }
        pages.push(words);
    }
    Some(pages)
}

/// The characters an SVG face draws as text (white space left out), sorted.
fn drawn_text(svg: &str) -> Vec<char> {
    fn walk(group: &resvg::usvg::Group, out: &mut Vec<char>) {
        for node in group.children() {
            match node {
                resvg::usvg::Node::Group(g) => walk(g, out),
                resvg::usvg::Node::Text(t) => {
                    for chunk in t.chunks() {
                        out.extend(chunk.text().chars().filter(|c| !c.is_whitespace()));
                    }
                }
                _ => {}
            }
        }
    }
    let tree = crate::art::Renderer::new().tree(svg).unwrap();
    let mut out = Vec::new();
    walk(tree.root(), &mut out);
    out.sort_unstable();
    out
}

/// Every card, piece and die face of every built-in game, in Japanese and English: the words
/// read back from the PDF inside its cut lines are the words its face draws, character for
/// character (vertical names, small kana and Latin letters turned on their side included),
/// and nothing from a neighbour's bleed.
#[test]
fn every_face_reads_back_as_its_own_words() {
    for dir in built_in_games() {
        let game = crate::definition::load(&dir).unwrap();
        for lang in [Lang::Ja, Lang::En] {
            let out = scratch("print-words").join("game.pdf");
            let doc = printed(&game.id, lang, Paper::A4);
            std::fs::write(&out, &doc.pdf).unwrap();
            let Some(pages) = words_read_back(&out) else {
                return;
            };
            assert_eq!(pages.len(), doc.pages.len());
            let built = crate::room::build(
                &game,
                &crate::room::BuildOptions {
                    players: game.players.default,
                    seed: 0,
                    lang,
                    art_root: None,
                    images: crate::art::ImageFormat::SvgWithPictures,
                    progress: Default::default(),
                },
            )
            .unwrap();
            let faces: Vec<Vec<char>> = doc
                .pictures
                .iter()
                .map(|id| {
                    let image = built.images.get(id).unwrap();
                    drawn_text(std::str::from_utf8(&image.bytes).unwrap())
                })
                .collect();
            let mut checked = 0;
            for (n, page) in doc.pages.iter().enumerate() {
                if !matches!(
                    page.kind,
                    PageKind::Fronts | PageKind::Backs | PageKind::Single
                ) {
                    continue;
                }
                for placement in &page.placements {
                    let cut = placement.cut;
                    let mut read: Vec<char> = pages[n]
                        .iter()
                        .filter(|((x, y), _)| {
                            *x > cut.x
                                && *x < cut.x + cut.width
                                && *y > cut.y
                                && *y < cut.y + cut.height
                        })
                        .flat_map(|(_, word)| word.chars().filter(|c| !c.is_whitespace()))
                        .collect();
                    read.sort_unstable();
                    let want = &faces[placement.picture];
                    assert_eq!(
                        read.iter().collect::<String>(),
                        want.iter().collect::<String>(),
                        "{} ({lang:?}) page {}: `{}` at {cut:?}",
                        game.id,
                        n + 1,
                        doc.pictures[placement.picture]
                    );
                    checked += 1;
                }
            }
            assert!(checked > 20, "{}: {checked} faces", game.id);
        }
    }
}
