//! Helpers shared by the integration tests: run the binary, run udon-check, scratch folders.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `udonforge` with these arguments in `cwd`.
pub fn udonforge_in(cwd: &Path, args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_udonforge"))
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("the udonforge binary runs");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

pub fn udonforge(args: &[&str]) -> Run {
    udonforge_in(&repo(), args)
}

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `../shared` beside the checkout, as CI lays it out.
pub fn shared() -> PathBuf {
    let shared = repo().join("../shared");
    assert!(
        shared.join("tools/udon-check").is_file(),
        "../shared/tools/udon-check is missing: the tests check every room with it"
    );
    shared
}

/// A fresh empty folder under the target directory.
pub fn scratch(name: &str) -> PathBuf {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let dir = repo()
        .join("target/test-scratch")
        .join(format!("{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// udon-check's JSON report on a zip.
pub fn udon_check(zip: &Path) -> serde_json::Value {
    let out = Command::new("python3")
        .arg(shared().join("tools/udon-check"))
        .arg("--json")
        .arg("--strict")
        .arg(zip)
        .output()
        .expect("python3 runs udon-check");
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "udon-check gave no JSON ({e}): {}",
            String::from_utf8_lossy(&out.stderr)
        )
    })
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

/// Builds a room and returns its path.
pub fn build_room(dir: &Path, game: &str, extra: &[&str]) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let out = dir.join(format!("{game}.zip"));
    let mut args = vec!["build", game, "-o", out.to_str().unwrap()];
    args.extend_from_slice(extra);
    let run = udonforge(&args);
    assert_eq!(run.code, 0, "build failed: {}", run.stderr);
    out
}
pub mod deltacle;
pub mod shinjya;
pub mod table;
pub mod witch;
