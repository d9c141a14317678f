//! Mutation loops over every reader of outside input: saves (zip and XML), definitions
//! (TOML), spreadsheets (CSV), pictures and SVG templates; and (`fuzz/encodings.rs`) saves
//! declared in one encoding and written in another, sheets of rows of every length and deck
//! names spelled every way. Deterministic (fixed seeds and a
//! fixed number of cases) and bounded, so they run in every `cargo test`;
//! `UDONFORGE_FUZZ_CASES=N` runs N cases per target instead.
//!
//! Every mutant a definition accepts is built, and its room must parse as XML 1.0 with
//! roxmltree (not the writer that made it) and pass `check`. Any panic fails the test,
//! naming the target and case, its input saved. The targets run one after the other in one
//! test, so the process's CPU time and peak memory are each case's: every case must stay
//! under 2 s of CPU, and the whole run under 500 MB.

mod encodings;

use super::*;
use crate::rng::Rng;
use std::collections::HashSet;
use std::io::{Cursor, Read};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

const SEED: u64 = 0x005e_ed11;
/// CPU time one case may take, in seconds.
const MAX_CASE_SECONDS: f64 = 2.0;
/// Peak memory of the whole run, in bytes.
const MAX_PEAK_BYTES: u64 = 500 * 1024 * 1024;

/// Tokens that tend to reach odd corners of XML, TOML and SVG readers.
const MARKUP: &[&str] = &[
    "<",
    ">",
    "</",
    "/>",
    "&",
    "&amp;",
    "&#x0;",
    "&#x1;",
    "&#99999999;",
    "\"",
    "'",
    "=",
    "]]>",
    "<![CDATA[",
    "<!--",
    "<?xml",
    "<!DOCTYPE a [<!ENTITY e \"&e;\">]>",
    "<card>",
    "<card-stack>",
    "<node name=\"cardRoot\">",
    "type=\"image\"",
    "state=\"NaN\"",
    "rotate=\"-1e400\"",
    "location.x=\"1e999\"",
    "udonforge=\"game=shinjya version=1 component=\"",
    "[",
    "]",
    "[[",
    "{",
    "}",
    ",",
    "\n",
    "\u{0}",
    "\u{1}",
    "\u{feff}",
    "\u{ffff}",
    "é",
    "邪神",
    "-0",
    "4294967296",
    "-9223372036854775809",
    "9223372036854775807",
    "1e308",
    "1e300",
    "copies = ",
    "size = ",
    "id = \"\"",
    "ja = \"\"",
    "\"\"\"",
    "#",
    "\\u0000",
    "\\u0001",
    "\\uffff",
    "inf",
    "nan",
];

/// Tokens for SVG templates: pictures from everywhere, placeholders, giant sizes.
const SVG: &[&str] = &[
    "<image href=\"pic.png\" width=\"10\" height=\"10\"/>",
    "<image href=\"/dev/zero\"/>",
    "<image href=\"../../../../etc/passwd\"/>",
    "<image href=\"file:///dev/zero\"/>",
    "<image xlink:href=\"pic.png\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"/>",
    "<image href=\"{{name}}\"/>",
    "<image href=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAdTAAAHUwCAIAAAA=\"/>",
    "<feImage href=\"pic.png\"/>",
    "width=\"4096\"",
    "width=\"100000\"",
    "height=\"0\"",
    "{{name}}",
    "{{fields:0:0:100:12}}",
    "{{art:0:0:10:10}}",
    "{{",
    "}}",
    "\u{1}",
];

/// Tokens for spreadsheets: quoting, paths, numbers, control characters.
const CSV: &[&str] = &[
    ",",
    "\"",
    "\"\"",
    "\r\n",
    "\n",
    "\u{1}",
    "\u{ffff}",
    "999999999999999999",
    "-1",
    "0",
    "200",
    "201",
    "../",
    "./",
    "//",
    "\\",
    "img/orc.png",
    "/dev/zero",
    "deck",
    "山札",
    "name_en",
    "表",
    "裏",
    "枚数",
];

/// Tokens for glossary terms and the texts that use them: braces alone, nested and
/// unclosed, terms known and unknown, a term naming a term, long runs.
const TERMS: &[&str] = &[
    "{{",
    "}}",
    "{",
    "}",
    "{{a}}",
    "{{ b }}",
    "{{c}}",
    "{{{{a}}}}",
    "{{ {{b}} }}",
    "{{a",
    "a}}",
    "\n",
    "\"",
    "\\",
    "\u{1}",
    "\u{ffff}",
    "祭壇",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}{{a}}",
];

/// Cases per target: the environment's, else the target's own.
fn cases(default: u64) -> u64 {
    std::env::var("UDONFORGE_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// One random change: flip, insert, delete, duplicate, splice a token, or truncate.
fn mutate(rng: &mut Rng, input: &mut Vec<u8>, tokens: &[&str]) {
    let len = input.len() as u64;
    let at = |rng: &mut Rng| if len == 0 { 0 } else { rng.below(len) as usize };
    match rng.below(8) {
        0 if len > 0 => {
            let i = at(rng);
            input[i] ^= 1 << rng.below(8);
        }
        1 => {
            let i = at(rng);
            input.insert(i, rng.below(256) as u8);
        }
        2 if len > 0 => {
            let i = at(rng);
            let n = (rng.below(64) as usize).min(input.len() - i);
            input.drain(i..i + n);
        }
        3 if len > 0 => {
            let i = at(rng);
            let n = (rng.below(256) as usize).min(input.len() - i);
            let chunk = input[i..i + n].to_vec();
            let j = at(rng);
            input.splice(j..j, chunk);
        }
        4..=6 => {
            let token = tokens[rng.below(tokens.len() as u64) as usize].as_bytes();
            let i = at(rng);
            input.splice(i..i, token.iter().copied());
        }
        _ if len > 0 => {
            input.truncate(at(rng));
        }
        _ => input.push(b'<'),
    }
}

/// CPU time of the whole process so far, in seconds (Linux; 0 elsewhere).
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the command name: state is the first, utime the 12th, stime the 13th.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // The kernel counts in clock ticks of 1/100 s on every Linux configuration we run on.
    (ticks(11) + ticks(12)) / 100.0
}

/// The process's peak resident memory so far, in bytes (Linux; 0 elsewhere).
fn peak_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        })
        .map_or(0, |kb| kb * 1024)
}

/// What a target's run found.
struct Summary {
    cases: u64,
    /// Mutants a definition accepted, whose rooms were built and checked.
    rooms: u64,
    slowest: f64,
    /// CPU time of the whole target, in seconds.
    total: f64,
}

/// Runs `body` on `n` mutants of the corpus; it returns whether it built a room.
fn run_loop(
    name: &str,
    corpus: &[Vec<u8>],
    tokens: &[&str],
    n: u64,
    mut body: impl FnMut(&[u8]) -> bool,
) -> Summary {
    assert!(!corpus.is_empty(), "{name}: no corpus");
    let mut rng = Rng::new(SEED ^ name.len() as u64);
    let mut summary = Summary {
        cases: 0,
        rooms: 0,
        slowest: 0.0,
        total: 0.0,
    };
    let target_started = cpu_seconds();
    for case in 0..n {
        let mut input = corpus[rng.below(corpus.len() as u64) as usize].clone();
        // Half the mutants change one thing: most inputs then still reach past the parser.
        let changes = if rng.below(2) == 0 {
            1
        } else {
            1 + rng.below(8)
        };
        for _ in 0..changes {
            mutate(&mut rng, &mut input, tokens);
        }
        let started = cpu_seconds();
        let result = catch_unwind(AssertUnwindSafe(|| body(&input)));
        let spent = cpu_seconds() - started;
        let save = |what: &str| {
            let path = scratch("fuzz-case").join(format!("{name}-{case}"));
            std::fs::write(&path, &input).unwrap();
            format!(
                "{name}: case {case} (seed {SEED:#x}) {what}; input saved to {}",
                path.display()
            )
        };
        match result {
            Ok(built) => summary.rooms += u64::from(built),
            Err(_) => panic!("{}", save("panicked")),
        }
        assert!(
            spent < MAX_CASE_SECONDS,
            "{}",
            save(&format!("took {spent:.2} s of CPU"))
        );
        summary.slowest = summary.slowest.max(spent);
        summary.cases += 1;
    }
    summary.total = cpu_seconds() - target_started;
    summary
}

fn fixture_bytes(dir: &Path, ext: &str) -> Vec<Vec<u8>> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    paths.sort();
    paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

/// The referee cases' saves kept as a bare `data.xml` (rooms built by version 1).
fn case_saves_as_xml() -> Vec<Vec<u8>> {
    let mut paths: Vec<_> = std::fs::read_dir(repo().join("tests/referee"))
        .unwrap()
        .map(|e| e.unwrap().path().join("data.xml"))
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    assert!(paths.len() >= 8, "{paths:?}");
    paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

/// A zip of `data.xml` only, as a room made by hand.
fn zip_of(xml: &[u8]) -> Vec<u8> {
    crate::udonarium::archive::write_zip(
        &[("data.xml", xml.to_vec())],
        &crate::udonarium::ImageStore::default(),
    )
}

/// A game folder whose files the mutants replace one at a time, and the rooms it builds.
struct GameFolder {
    dir: PathBuf,
    /// Definitions already built (by their checked form): a mutant in a comment builds the
    /// same room, which is checked once.
    built: HashSet<String>,
    /// Mutants the loader accepted; those that did not build, and why (first few).
    accepted: u64,
    unbuilt: Vec<String>,
}

impl GameFolder {
    fn new(name: &str, from: &Path) -> GameFolder {
        let root = scratch(name);
        let id = from.file_name().unwrap();
        copy_dir(from, &root.join(id));
        GameFolder {
            dir: root.join(id),
            built: HashSet::new(),
            accepted: 0,
            unbuilt: Vec::new(),
        }
    }

    fn report(&self, target: &str) {
        eprintln!(
            "{target}: {} mutants accepted by the loader, {} distinct; not built: {:?}",
            self.accepted,
            self.built.len(),
            self.unbuilt
        );
    }

    fn read(&self, file: &str) -> Vec<u8> {
        std::fs::read(self.dir.join(file)).unwrap()
    }

    /// `file` replaced by `bytes`, the definition loaded and, when it is accepted, its room
    /// built and checked; then the file is put back. Whether a room was built.
    fn try_with(&mut self, file: &str, bytes: &[u8]) -> bool {
        let path = self.dir.join(file);
        let original = std::fs::read(&path).unwrap();
        std::fs::write(&path, bytes).unwrap();
        let built = self.load_and_build();
        std::fs::write(&path, original).unwrap();
        built
    }

    fn load_and_build(&mut self) -> bool {
        let Ok(game) = crate::definition::load(&self.dir) else {
            return false;
        };
        self.accepted += 1;
        if !self.built.insert(format!("{game:?}")) {
            return false;
        }
        let options = crate::room::BuildOptions {
            seating: game.seating_or_default(None).unwrap(),
            seed: 7,
            lang: crate::definition::Lang::Ja,
            art_root: None,
            images: crate::art::ImageFormat::Svg,
            progress: Default::default(),
        };
        // A definition may be accepted and still not build (a template that does not
        // render): an error, never a panic, and nothing to check.
        let built = match crate::room::build(&game, &options) {
            Ok(built) => built,
            Err(e) => {
                if self.unbuilt.len() < 3 {
                    self.unbuilt.push(e.to_string());
                }
                return false;
            }
        };
        let zip = built.to_zip();
        well_formed_room(&zip);
        let report = crate::udonarium::check::check_zip(&zip);
        assert!(
            report.passes(false),
            "{}",
            report.to_text(crate::lang::Lang::En)
        );
        true
    }
}

/// Every XML document and SVG image of a room parses as XML 1.0 (with roxmltree, not the
/// writer that made it).
fn well_formed_room(zip: &[u8]) {
    let mut archive = zip::ZipArchive::new(Cursor::new(zip)).unwrap();
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).unwrap();
        let name = file.name().to_string();
        if !(name.ends_with(".xml") || name.ends_with(".svg")) {
            continue;
        }
        let mut text = String::new();
        file.read_to_string(&mut text).unwrap();
        if let Err(e) = roxmltree::Document::parse(&text) {
            panic!("{name} of a built room is not well-formed XML 1.0: {e}");
        }
    }
}

/// A corpus of one file's content with a header byte saying which of `files` it replaces
/// (mutations may change the byte: it is read modulo the list).
fn file_corpus(folder: &GameFolder, files: &[&str]) -> Vec<Vec<u8>> {
    files
        .iter()
        .enumerate()
        .map(|(i, f)| [vec![i as u8], folder.read(f)].concat())
        .collect()
}

fn pick<'a>(files: &[&'a str], input: &[u8]) -> Option<(&'a str, Vec<u8>)> {
    let (&which, bytes) = input.split_first()?;
    Some((files[which as usize % files.len()], bytes.to_vec()))
}

fn saves(n: u64) -> Summary {
    let xml = case_saves_as_xml();
    let mut corpus = xml.clone();
    corpus.extend(fixture_bytes(&fixtures_dir(), "zip"));
    corpus.extend(xml.iter().take(3).map(|x| zip_of(x)));
    run_loop("save", &corpus, MARKUP, n, |bytes| {
        let _ = crate::referee::read_save(bytes, "fuzz");
        let _ = crate::udonarium::check::check_zip(bytes);
        if !bytes.starts_with(b"PK") {
            // The same XML as a room zip: what `check` reads of a hand-made room.
            let _ = crate::udonarium::check::check_zip(&zip_of(bytes));
        }
        false
    })
}

/// A save arranged in the real app (`tests/layout/mydeck`), read back into its definition
/// as `layout` reads it: whatever a mutant moves, turns or breaks, no panic and no hang.
/// The tutorial's small room: a built-in game's is laid out twice per case, and a mutant
/// that moves a deck among its notes makes them search long for a clear place (seconds in a
/// debug build: the room builder's cost, which `build` would pay alike).
fn layouts(n: u64) -> Summary {
    let corpus = vec![std::fs::read(repo().join("tests/layout/mydeck/data.xml")).unwrap()];
    let users = repo().join("tests/fixtures/tutorial/templates");
    let templates = crate::files::Templates::new(&crate::files::Files::Disk, Some(&users)).unwrap();
    run_loop("layout", &corpus, MARKUP, n, |bytes| {
        let Ok(save) = crate::referee::read_save(bytes, "fuzz") else {
            return false;
        };
        crate::relayout::read_back(save, "fuzz", &templates, Default::default()).is_ok()
    })
}

fn definitions(n: u64) -> Summary {
    // The built-in games' definitions, loaded only (a room of theirs takes long to build).
    let stock = ["shinjya", "ritual"]
        .map(|g| GameFolder::new("fuzz-stock", &repo().join("templates").join(g)));
    let files = ["game.toml", "components.toml", "layout.toml", "notes.toml"];
    let mut corpus = Vec::new();
    for (g, game) in stock.iter().enumerate() {
        for (f, file) in files.iter().enumerate() {
            corpus.push([vec![g as u8, f as u8], game.read(file)].concat());
        }
    }
    // The tutorial's game, built whenever a mutant is accepted.
    let mut tutorial = GameFolder::new(
        "fuzz-toml",
        &repo().join("tests/fixtures/tutorial/templates/mydeck"),
    );
    for (f, file) in files.iter().enumerate() {
        corpus.push([vec![2, f as u8], tutorial.read(file)].concat());
    }
    let mut stock = stock;
    let summary = run_loop("definition", &corpus, MARKUP, n, |input| {
        if input.len() < 2 {
            return false;
        }
        let file = files[input[1] as usize % files.len()];
        match input[0] % 3 {
            2 => tutorial.try_with(file, &input[2..]),
            g => {
                let game = &mut stock[g as usize];
                let path = game.dir.join(file);
                let original = std::fs::read(&path).unwrap();
                std::fs::write(&path, &input[2..]).unwrap();
                let _ = crate::definition::load(&game.dir);
                std::fs::write(&path, original).unwrap();
                false
            }
        }
    });
    tutorial.report("definition");
    summary
}

fn spreadsheets(n: u64) -> Summary {
    let mut game = GameFolder::new(
        "fuzz-csv",
        &repo().join("tests/fixtures/tutorial/templates/mydeck"),
    );
    let corpus = vec![
        game.read("cards.csv"),
        b"name,front,back,deck,copies,points,points_en\nA,img/orc.png,img/back.png,x,2,1,one\nB,,,x,1,-3,\n"
            .to_vec(),
    ];
    // The spreadsheet is also read by `new --from`, without a definition around it.
    let scaffold_files = crate::scaffold::files("fz");
    let summary = run_loop("spreadsheet", &corpus, CSV, n, |bytes| {
        let csv = game.dir.join("fuzz-from.csv");
        std::fs::write(&csv, bytes).unwrap();
        let _ = crate::scaffold::from_csv(
            &crate::files::Files::Disk,
            &csv,
            &mut scaffold_files.clone(),
            &crate::scaffold::CardLook::default(),
        );
        game.try_with("cards.csv", bytes)
    });
    game.report("spreadsheet");
    summary
}

fn templates(n: u64) -> Summary {
    // The scaffold's game, its card face drawing a picture from beside it.
    let root = scratch("fuzz-svg");
    let dir = root.join("fz");
    for (path, text) in crate::scaffold::files("fz") {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let face = std::fs::read_to_string(dir.join("faces/card.svg")).unwrap();
    let at = face.rfind("</svg>").unwrap();
    let face = format!(
        "{}<image x=\"10\" y=\"10\" width=\"40\" height=\"40\" href=\"pic.png\"/>{}",
        &face[..at],
        &face[at..]
    );
    std::fs::write(dir.join("faces/card.svg"), face).unwrap();
    std::fs::write(dir.join("faces/pic.png"), tiny_png()).unwrap();
    let mut game = GameFolder {
        dir,
        built: HashSet::new(),
        accepted: 0,
        unbuilt: Vec::new(),
    };
    let files = [
        "faces/card.svg",
        "faces/back.svg",
        "faces/name-piece.svg",
        "faces/table.svg",
    ];
    let corpus = file_corpus(&game, &files);
    let summary = run_loop("template", &corpus, SVG, n, |input| {
        match pick(&files, input) {
            Some((file, bytes)) => game.try_with(file, &bytes),
            None => false,
        }
    });
    game.report("template");
    summary
}

fn tiny_png() -> Vec<u8> {
    encode(image::ImageFormat::Png)
}

fn encode(format: image::ImageFormat) -> Vec<u8> {
    let mut out = Vec::new();
    image::RgbaImage::from_fn(12, 9, |x, y| {
        image::Rgba([x as u8 * 20, y as u8 * 25, 90, 255])
    })
    .write_to(&mut Cursor::new(&mut out), format)
    .unwrap();
    out
}

fn pictures(n: u64) -> Summary {
    let mut corpus = fixture_bytes(&repo().join("tests/fixtures/tutorial/mydeck/img"), "png");
    for format in [
        image::ImageFormat::Jpeg,
        image::ImageFormat::Gif,
        image::ImageFormat::WebP,
    ] {
        let mut bytes = Vec::new();
        image::RgbImage::from_fn(12, 9, |x, y| image::Rgb([x as u8 * 20, y as u8 * 25, 90]))
            .write_to(&mut Cursor::new(&mut bytes), format)
            .unwrap();
        corpus.push(bytes);
    }
    // With metadata in every place each format keeps it, for the stripper to drop.
    corpus.extend([
        super::camera::jpeg(12, 9, 1),
        super::camera::jpeg(12, 9, 6),
        super::camera::png(12, 9),
        super::camera::webp(12, 9),
        super::camera::gif(12, 9),
    ]);
    let tokens: &[&str] = &[
        "IHDR",
        "IDAT",
        "IEND",
        "iCCP",
        "\u{0}\u{0}\u{75}\u{30}",
        "\u{ff}\u{d9}",
        "\u{ff}\u{da}",
        ";",
        "RIFF",
        "VP8X",
        "EXIF",
        "tEXt",
        "\u{ff}\u{e1}",
        "\u{ff}\u{fe}",
        "!\u{fe}",
        "!\u{ff}\u{b}NETSCAPE2.0",
    ];
    run_loop("picture", &corpus, tokens, n, |bytes| {
        let checked = crate::picture::checked(bytes);
        let decoded = crate::picture::decode(bytes);
        for format in [
            image::ImageFormat::Png,
            image::ImageFormat::Jpeg,
            image::ImageFormat::WebP,
            image::ImageFormat::Gif,
        ] {
            let Ok(stripped) = crate::picture::strip::metadata(bytes, format) else {
                continue;
            };
            assert!(stripped.len() <= bytes.len(), "{format:?} grew");
            // A picture the room would store as it is stays whole and draws the same (one
            // that does not draw is refused when the build decodes it instead).
            if let (Ok(info), Ok(image)) = (&checked, &decoded)
                && info.format == format
                && info.upright
            {
                assert_eq!(crate::picture::checked(&stripped).as_ref(), Ok(info));
                let again = crate::picture::decode(&stripped).expect("stripped decodes");
                assert!(again == *image, "{format:?}: the pixels changed");
            }
        }
        // As `check` reads a room's image, under each name a room gives one.
        for ext in ["png", "jpg", "gif", "webp", "svg"] {
            let mut store = crate::udonarium::ImageStore::default();
            let _ = store.add(bytes.to_vec(), ext);
            let zip =
                crate::udonarium::archive::write_zip(&[("data.xml", b"<room/>".to_vec())], &store);
            let _ = crate::udonarium::check::check_zip(&zip);
        }
        false
    })
}

/// A TOML basic string holding `text` exactly.
fn toml_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\u{:04X}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The oracle: `title` with `{{ id }}` written as `terms` says, or `None` where a `{{` is
/// not closed before the next one or names no term. Written apart from the loader's scan.
fn expected_title(title: &str, terms: &[(&str, &str)]) -> Option<String> {
    let mut pieces = title.split("{{");
    let mut out = pieces.next().unwrap_or("").to_string();
    for piece in pieces {
        let (id, rest) = piece.split_once("}}")?;
        let (_, term) = terms.iter().find(|(t, _)| *t == id.trim())?;
        out.push_str(term);
        out.push_str(rest);
    }
    Some(out)
}

/// Whether a text holds a character a room cannot carry (refused for its own reason).
fn unsafe_text(text: &str) -> bool {
    text.chars().any(|c| {
        ((c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r'))
            || matches!(c, '\u{fffe}' | '\u{ffff}')
    })
}

/// The glossary's substitution: the scaffold's game with terms `a` and `b` and a title using
/// them, each from the mutant (split at U+001E). An accepted definition's title is exactly
/// the oracle's; a refused one has a reason the oracle knows (braces, lengths, a character
/// a room cannot carry), each problem at a line and column; nothing is slow or unbounded.
fn glossary(n: u64) -> Summary {
    let root = scratch("fuzz-glossary");
    let dir = root.join("fz");
    for (path, text) in crate::scaffold::files("fz") {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let game_toml = std::fs::read_to_string(dir.join("game.toml")).unwrap();
    let title_line = game_toml
        .lines()
        .find(|l| l.starts_with("title = "))
        .unwrap()
        .to_string();
    let long = "長".repeat(9_999);
    let corpus: Vec<Vec<u8>> = [
        "祭壇\u{1e}Altar\u{1e}{{a}}の準備、{{ b }}".to_string(),
        "x\u{1e}y\u{1e}XYZ {{ p".to_string(),
        "{{b}}\u{1e}B\u{1e}{{a}}".to_string(),
        format!("a\x1e{long}\x1e{{{{b}}}}{{{{b}}}}"),
        "a\u{1e}b\u{1e}{{ {{a}} }}".to_string(),
        format!("{}\x1eb\x1e{}", "y".repeat(200), "{{a}}".repeat(1_500)),
        "a\u{1e}b\u{1e}}} {{a}} {".to_string(),
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect();
    let mut accepted = 0u64;
    let summary = run_loop("glossary", &corpus, TERMS, n, |bytes| {
        let input = String::from_utf8_lossy(bytes);
        let mut parts = input.splitn(3, '\u{1e}');
        let a = parts.next().unwrap_or("");
        let b = parts.next().unwrap_or("b");
        let title = parts.next().unwrap_or("{{a}}");
        std::fs::write(
            dir.join("glossary.toml"),
            format!(
                "[terms]\na = {{ ja = {}, en = \"A\" }}\nb = {{ ja = {}, en = \"B\" }}\n",
                toml_string(a),
                toml_string(b)
            ),
        )
        .unwrap();
        std::fs::write(
            dir.join("game.toml"),
            game_toml.replacen(
                &title_line,
                &format!("title = {{ ja = {}, en = \"T\" }}", toml_string(title)),
                1,
            ),
        )
        .unwrap();
        let expected = expected_title(title, &[("a", a), ("b", b)]);
        let chars = |t: &str| t.chars().count();
        let fine_terms = [a, b]
            .iter()
            .all(|t| !t.contains("{{") && chars(t) <= 200 && !unsafe_text(t));
        let fine = fine_terms
            && !unsafe_text(title)
            && chars(title) <= 10_000
            && expected.as_ref().is_some_and(|e| chars(e) <= 10_000);
        match crate::definition::load(&dir) {
            Ok(game) => {
                assert!(fine, "accepted a{a:?} b{b:?} title {title:?}");
                let want = expected.unwrap();
                assert_eq!(
                    game.title.get(crate::definition::Lang::Ja),
                    want,
                    "title {title:?} with a{a:?} b{b:?}"
                );
                accepted += 1;
            }
            Err(problems) => {
                assert!(!fine, "refused a{a:?} b{b:?} title {title:?}: {problems}");
                for p in &problems.0 {
                    assert!(p.position.is_some(), "no place: {p}");
                }
            }
        }
        false
    });
    eprintln!("glossary: {accepted} of {} mutants accepted", summary.cases);
    assert!(accepted > 0, "glossary: no mutant accepted");
    summary
}

#[test]
fn every_reader_of_outside_input_survives_mutations() {
    let started = std::time::Instant::now();
    let runs = [
        ("saves (zip and XML)", saves(cases(3000))),
        ("definitions (TOML)", definitions(cases(2000))),
        ("spreadsheets (CSV)", spreadsheets(cases(1500))),
        ("SVG templates", templates(cases(500))),
        ("pictures", pictures(cases(3000))),
        ("glossary terms", glossary(cases(1500))),
        ("save encodings", encodings::saves(cases(300))),
        ("sheet shapes and encodings", encodings::sheets(cases(200))),
        ("arrangements read back (layout)", layouts(cases(1500))),
    ];
    for (what, s) in &runs {
        eprintln!(
            "{what}: {} mutants, {} rooms built and checked, {:.1} s of CPU, slowest case {:.2} s",
            s.cases, s.rooms, s.total, s.slowest
        );
    }
    let peak = peak_bytes();
    eprintln!(
        "fuzz: {:.1} s, peak memory {} MB",
        started.elapsed().as_secs_f64(),
        peak / 1_000_000
    );
    assert!(peak < MAX_PEAK_BYTES, "peak memory {peak} bytes");
    // The loops reach their rooms: a target whose mutants are never accepted checks nothing.
    for (what, s) in runs[1..4].iter().chain(&runs[8..]) {
        assert!(s.rooms > 0, "{what}: no mutant built a room");
    }
}
