//! Tests of the library's internals that reach across its modules: the fuzz loops over every
//! reader of outside input, the card faces as drawn, the notes' text as measured, the print
//! layout, the referee's reading of real exports. The integration tests (`tests/`) drive the
//! binary and the public API alone; what needs the inside of the crate is tested here.

mod card_faces;
mod fuzz;
mod print;
mod referee_inputs;
mod room_text;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

pub(crate) fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The real udonarium exports (MIT, see their LICENSE), kept in the repository.
pub(crate) fn fixtures_dir() -> PathBuf {
    repo().join("tests/fixtures/udonarium-exports")
}

/// A fresh empty folder under the system's temporary folder (never inside the repository).
pub(crate) fn scratch(name: &str) -> PathBuf {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir()
        .join("udonforge-unit-tests")
        .join(format!("{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Copies a folder tree (definitions under test get edited in the copy).
pub(crate) fn copy_dir(from: &Path, to: &Path) {
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
pub(crate) fn built_in_games() -> Vec<PathBuf> {
    let mut dirs: Vec<_> = std::fs::read_dir(repo().join("templates"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.join("game.toml").is_file())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 4, "the built-in games: {dirs:?}");
    dirs
}

/// `udonforge ARGS` run in this process (the command line's own `command::run`), which must
/// succeed: for tests that need a game folder `new` makes before they look inside.
pub(crate) fn command(args: &[&str]) -> crate::command::Outcome {
    let outcome = crate::command::run(args.iter().map(Into::into).collect())
        .unwrap_or_else(|e| panic!("udonforge {}: {e}", args.join(" ")));
    assert_eq!(
        outcome.code,
        0,
        "udonforge {}: {}",
        args.join(" "),
        outcome.stderr
    );
    outcome
}
