//! The repository as a newcomer meets it: what the README's first command writes is a build
//! output, ignored by git and never committed, so `git status` stays clean after it.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `git ARGS` in the repository, or `None` where it is not a git checkout (a crate
/// unpacked from a package) or git is missing: there is nothing tracked to check.
fn git(args: &[&str]) -> Option<std::process::Output> {
    let out = Command::new("git")
        .arg("-C")
        .arg(repo())
        .args(args)
        .output()
        .ok()?;
    Some(out)
}

fn in_a_checkout() -> bool {
    git(&["rev-parse", "--is-inside-work-tree"]).is_some_and(|o| o.status.success())
}

/// What `build` and `preview` write by default, per built-in game: `output = "…"` of its
/// game.toml, and `GAME-preview.png`.
fn default_outputs() -> Vec<String> {
    let mut outputs = Vec::new();
    for entry in std::fs::read_dir(repo().join("templates")).unwrap() {
        let dir = entry.unwrap().path();
        let game = std::fs::read_to_string(dir.join("game.toml")).unwrap();
        let output = game
            .lines()
            .find_map(|l| l.strip_prefix("output = \""))
            .and_then(|rest| rest.strip_suffix('"'))
            .unwrap_or_else(|| panic!("{} names its output", dir.display()));
        outputs.push(output.to_string());
        let id = dir.file_name().unwrap().to_str().unwrap();
        outputs.push(format!("{id}-preview.png"));
    }
    outputs.sort();
    outputs
}

#[test]
fn no_build_output_is_tracked() {
    if !in_a_checkout() {
        eprintln!("not a git checkout: nothing tracked to check");
        return;
    }
    let listed = git(&["ls-files", "-z"]).unwrap();
    assert!(listed.status.success());
    let tracked: Vec<&str> = std::str::from_utf8(&listed.stdout)
        .unwrap()
        .split('\0')
        .filter(|p| !p.is_empty())
        .collect();
    let outputs = default_outputs();
    let built: Vec<&&str> = tracked
        .iter()
        .filter(|p| {
            let top = !p.contains('/');
            p.starts_with("target/")
                || (top && (p.ends_with(".zip") || p.ends_with("-preview.png")))
                || outputs.iter().any(|o| o == *p)
        })
        .collect();
    assert!(built.is_empty(), "build outputs are committed: {built:?}");
}

#[test]
fn what_the_commands_write_is_ignored() {
    if !in_a_checkout() {
        eprintln!("not a git checkout: nothing ignored to check");
        return;
    }
    let mut paths = default_outputs();
    paths.extend([
        "target/release/udonforge".to_string(),
        "mine.zip".to_string(),
    ]);
    for path in &paths {
        // --no-index: the rule alone decides, whether or not the file is tracked.
        let ignored = git(&["check-ignore", "-q", "--no-index", path]).unwrap();
        assert!(
            ignored.status.success(),
            "`{path}` (a build output) is not ignored by .gitignore"
        );
    }
    // The fixtures are kept: only the top folder's zips are outputs.
    let fixture = Path::new("tests/fixtures/tutorial/saved.zip");
    assert!(repo().join(fixture).is_file());
    let kept = git(&[
        "check-ignore",
        "-q",
        "--no-index",
        fixture.to_str().unwrap(),
    ])
    .unwrap();
    assert!(!kept.status.success(), "{} is ignored", fixture.display());
}
