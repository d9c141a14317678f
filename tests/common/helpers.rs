//! Helpers of std alone: where the tests find the repository's files and put their own, and
//! the Japanese in a text. The tests of the crate's internals (`src/tests/`) include this same
//! file (`#[path]`) rather than keep a copy of it.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The real udonarium exports (MIT, see their LICENSE), kept in the repository.
pub fn fixtures_dir() -> PathBuf {
    repo().join("tests/fixtures/udonarium-exports")
}

/// Every real export's zip, in name order.
pub fn real_exports() -> Vec<PathBuf> {
    let mut zips: Vec<_> = std::fs::read_dir(fixtures_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "zip"))
        .collect();
    zips.sort();
    assert!(zips.len() >= 9, "the fixtures are missing");
    zips
}

/// A fresh empty folder under the system's temporary folder (never inside the repository).
pub fn scratch(name: &str) -> PathBuf {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir()
        .join("udonforge-tests")
        .join(format!("{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Copies a folder tree (definitions under test get edited in the copy).
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// The folder of every built-in game (each folder under `templates/` with a `game.toml`),
/// in name order.
pub fn built_in_games() -> Vec<PathBuf> {
    let mut dirs: Vec<_> = std::fs::read_dir(repo().join("templates"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.join("game.toml").is_file())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 4, "the built-in games: {dirs:?}");
    dirs
}

/// Hiragana, katakana, CJK ideographs and full-width forms in a text.
pub fn japanese_in(text: &str) -> Vec<String> {
    let is_ja = |c: char| matches!(c, '\u{3000}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}');
    let mut out: Vec<String> = text
        .split(['<', '>', '"', '\n'])
        .filter(|s| s.chars().any(is_ja))
        .map(str::to_string)
        .collect();
    out.sort();
    out.dedup();
    out
}
