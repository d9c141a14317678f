//! A mutation loop over everything that reads outside input: the save reader, the room
//! checker and the definition loader. Deterministic (fixed seed) and bounded in time, so
//! it runs in every `cargo test`; `UDONFORGE_FUZZ_SECONDS=600` runs it longer. Any panic
//! fails the test and names the seed and iteration to replay.

mod common;
use common::*;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};
use udonforge::rng::Rng;

const SEED: u64 = 0x005e_ed11;

fn budget() -> Duration {
    let secs = std::env::var("UDONFORGE_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(4);
    Duration::from_secs(secs)
}

/// Tokens that tend to reach odd corners of XML and TOML readers.
const TOKENS: &[&str] = &[
    "<",
    ">",
    "</",
    "/>",
    "&",
    "&amp;",
    "&#x0;",
    "&#99999999;",
    "\"",
    "'",
    "=",
    "]]>",
    "<![CDATA[",
    "<!--",
    "<?xml",
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
    "\u{feff}",
    "é",
    "邪神",
    "-0",
    "4294967296",
    "-9223372036854775809",
    "1e308",
    "copies = ",
    "size = ",
    "id = \"\"",
    "ja = \"\"",
    "\"\"\"",
    "#",
    "\\u0000",
    "inf",
    "nan",
];

/// One random change: flip, insert, delete, duplicate, splice a token, or truncate.
fn mutate(rng: &mut Rng, input: &mut Vec<u8>) {
    let len = input.len() as u64;
    let at = |rng: &mut Rng| if len == 0 { 0 } else { rng.below(len) as usize };
    match rng.below(7) {
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
        4 | 5 => {
            let token = TOKENS[rng.below(TOKENS.len() as u64) as usize].as_bytes();
            let i = at(rng);
            input.splice(i..i, token.iter().copied());
        }
        _ if len > 0 => {
            input.truncate(at(rng));
        }
        _ => input.push(b'<'),
    }
}

/// Runs `body` on mutants of each corpus entry until the time budget is spent.
fn run_loop(name: &str, corpus: &[Vec<u8>], mut body: impl FnMut(&[u8])) -> u64 {
    let mut rng = Rng::new(SEED);
    let started = Instant::now();
    let mut iterations = 0u64;
    while started.elapsed() < budget() {
        let mut input = corpus[rng.below(corpus.len() as u64) as usize].clone();
        for _ in 0..=rng.below(8) {
            mutate(&mut rng, &mut input);
        }
        let result = catch_unwind(AssertUnwindSafe(|| body(&input)));
        if result.is_err() {
            let path = scratch("fuzz-crash").join(format!("{name}-{iterations}"));
            std::fs::write(&path, &input).unwrap();
            panic!(
                "{name}: panicked at iteration {iterations} (seed {SEED:#x}); input saved to {}",
                path.display()
            );
        }
        iterations += 1;
    }
    assert!(iterations > 0);
    iterations
}

fn fixture_bytes(dir: &std::path::Path, ext: &str) -> Vec<Vec<u8>> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    paths.sort();
    paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

#[test]
fn the_save_reader_and_the_checker_never_panic_on_mutated_saves() {
    let mut corpus = fixture_bytes(&repo().join("tests/fixtures/v1"), "xml");
    corpus.extend(fixture_bytes(&fixtures_dir(), "zip"));
    assert!(corpus.len() >= 10);
    let n = run_loop("save", &corpus, |bytes| {
        let _ = udonforge::referee::read_save(bytes, "fuzz");
        let _ = udonforge::udonarium::check::check_zip(bytes);
    });
    eprintln!("save reader: {n} mutants");
}

#[test]
fn the_definition_loader_never_panics_on_mutated_definitions() {
    let dir = scratch("fuzz-definitions");
    let files = [
        "game.toml",
        "components.toml",
        "layout.toml",
        "notes.toml",
        "faces/card.svg",
    ];
    let games = ["shinjya", "ritual"];
    for game in games {
        copy_dir(&repo().join("templates").join(game), &dir.join(game));
    }
    // One corpus entry per (game, file); the mutant replaces that file, then is put back.
    let mut corpus = Vec::new();
    for (g, game) in games.iter().enumerate() {
        for (f, file) in files.iter().enumerate() {
            if let Ok(bytes) = std::fs::read(dir.join(game).join(file)) {
                let mut entry = vec![g as u8, f as u8];
                entry.extend(bytes);
                corpus.push(entry);
            }
        }
    }
    let n = run_loop("definition", &corpus, |input| {
        // The first two bytes say which file the rest replaces; mutations may have changed
        // them, so they are read modulo the lists.
        if input.len() < 2 {
            return;
        }
        let game = games[input[0] as usize % games.len()];
        let file = files[input[1] as usize % files.len()];
        let path = dir.join(game).join(file);
        let original = std::fs::read(repo().join("templates").join(game).join(file));
        let Ok(original) = original else { return };
        std::fs::write(&path, &input[2..]).unwrap();
        let _ = udonforge::definition::load(&dir.join(game));
        std::fs::write(&path, original).unwrap();
    });
    eprintln!("definition loader: {n} mutants");
}
