//! Helpers shared by the integration tests: run the binary, check rooms (with our checker,
//! and udon-check too where `../shared` is there), scratch folders.

use std::path::{Path, PathBuf};
use std::process::Command;

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// The binary under test: this build's, or `UDONFORGE_TEST_BIN` (to replay the tests against
/// another build, e.g. the one before a fix, and see them fail).
pub fn binary() -> PathBuf {
    std::env::var_os("UDONFORGE_TEST_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_udonforge")))
}

/// `../shared` beside the checkout, as CI lays it out; a public clone has none, and the
/// tests that would use it fall back to what the repository holds.
pub fn shared() -> Option<PathBuf> {
    let shared = repo().join("../shared");
    shared.join("tools/udon-check").is_file().then_some(shared)
}

/// The keys of a check report that both checkers must agree on.
const AGREED_COUNTS: &[&str] = &[
    "card",
    "card-stack",
    "card.in-stack",
    "card.loose",
    "character",
    "text-note",
    "dice-symbol",
    "game-table",
    "table-mask",
    "terrain",
];

/// `udonforge check --json --strict` on a zip. Where `../shared/tools/udon-check` exists,
/// it checks the zip too and both must agree: the verdict, the numbers of errors and
/// warnings, the objects counted and the images.
pub fn udon_check(zip: &Path) -> serde_json::Value {
    // `--strict`: exit 1 when the report counts an error or a warning, else 0.
    let ours = Test::new()
        .args(&["check", "--json", "--strict", zip.to_str().unwrap()])
        .json_with_status(|v| {
            let failed = v["errors"].as_u64().unwrap() + v["warnings"].as_u64().unwrap() > 0;
            i32::from(failed)
        });
    if let Some(shared) = shared() {
        let out = Command::new("python3")
            .arg(shared.join("tools/udon-check"))
            .arg("--json")
            .arg("--strict")
            .arg(zip)
            .output()
            .expect("python3 runs udon-check");
        let theirs: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
            panic!(
                "udon-check gave no JSON ({e}): {}",
                String::from_utf8_lossy(&out.stderr)
            )
        });
        let what = zip.display();
        assert_eq!(
            ours["errors"], theirs["errors"],
            "{what}: {ours:#}\n{theirs:#}"
        );
        assert_eq!(
            ours["warnings"], theirs["warnings"],
            "{what}: {ours:#}\n{theirs:#}"
        );
        for key in AGREED_COUNTS {
            assert_eq!(
                ours["counts"][key], theirs["counts"][key],
                "{what}: counts of {key}"
            );
        }
        for key in ["count", "bytes", "largest"] {
            assert_eq!(
                ours["images"][key], theirs["images"][key],
                "{what}: images {key}"
            );
        }
    }
    ours
}

/// Runs `test`, which must be refused (exit 2, nothing on stdout) with these words and no panic.
pub fn refused(test: Test, says: &str) -> Run {
    let run = test.status(2).stderr_has(says).run();
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    run
}

/// The bytes of the entry `name` of the zip at `zip` (any entry: a document or a picture).
pub fn zip_entry(zip: &Path, name: &str) -> Vec<u8> {
    let mut archive = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut archive.by_name(name).unwrap(), &mut bytes).unwrap();
    bytes
}

/// Builds a room and returns its path.
pub fn build_room(dir: &Path, game: &str, extra: &[&str]) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let out = dir.join(format!("{game}.zip"));
    let mut args = vec!["build", game, "-o", out.to_str().unwrap()];
    args.extend_from_slice(extra);
    Test::new().args(&args).stdout_has("wrote ").run();
    out
}
pub mod case;
pub mod case_toml;
pub mod game_copy;
mod helpers;
mod japanese;
pub mod played;
pub mod report;
pub mod test;

pub use game_copy::GameCopy;
pub use helpers::{built_in_games, copy_dir, japanese_in, real_exports, repo, scratch};
pub use japanese::english_in_japanese;
pub use report::{NONE, Report};
pub use test::Test;

/// `udonforge new ID` run in `root`: the game folder it makes, `root/templates/ID`.
pub fn new_game(root: &Path, id: &str) -> PathBuf {
    Test::new()
        .current_dir(root)
        .args(&["new", id])
        .timeout(std::time::Duration::from_secs(120))
        .stdout_has(format!("created templates/{id}"))
        .run();
    root.join("templates").join(id)
}

/// A user's game `gold` made with `new` in `root/templates`: its seats keep gold on their
/// name pieces (a counter, of at most `max` where given) and it is scored by that gold.
pub fn gold_game(root: &Path, max: Option<u32>) {
    let dir = new_game(root, "gold");
    let max = max.map_or(String::new(), |m| format!(", max = {m}"));
    let components = std::fs::read_to_string(dir.join("components.toml")).unwrap();
    let components = components.replacen(
        "per_seat = true",
        &format!(
            "per_seat = true\ncounters = [{{ id = \"gold\", name = {{ ja = \"金貨\", en = \"Gold\" }}, start = 0{max} }}]"
        ),
        1,
    );
    std::fs::write(dir.join("components.toml"), components).unwrap();
    let mut game = std::fs::read_to_string(dir.join("game.toml")).unwrap();
    game.push_str("\n[referee.score]\nname = { ja = \"金貨\", en = \"Gold\" }\ncounters = [\"gold\"]\nend = true\n");
    std::fs::write(dir.join("game.toml"), game).unwrap();
}
