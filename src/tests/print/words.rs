//! Each face's words read back from the PDF (pdftotext, where poppler is installed). (The
//! cover and the pages' labels as a reader sees them are `tests/print.rs` and
//! `tests/print_table.rs`.)

use super::*;

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
                    seating: game.seating_or_default(None).unwrap(),
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
