//! An output never replaces an input: every command that writes refuses an `-o` that is one
//! of the files it reads, by whatever path names it, before writing anything. And `-o -` is
//! refused (outputs are files, never the terminal).

use crate::common;
use common::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A small picture, different for each seed.
fn picture(seed: u8) -> Vec<u8> {
    let image = image::RgbImage::from_fn(60, 84, |x, y| image::Rgb([seed, x as u8, y as u8]));
    let mut out = Vec::new();
    image
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

/// Every file below `dir` and its bytes (links read through).
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            let meta = std::fs::symlink_metadata(&path).unwrap();
            if meta.is_dir() {
                stack.push(path);
            } else {
                out.insert(path.clone(), std::fs::read(&path).unwrap_or_default());
            }
        }
    }
    out
}

/// A designer's folder: `deck/cards.csv` and its pictures, made into game `p` with
/// `new --from` (so `templates/p/` holds a definition, a spreadsheet and pictures), and a
/// picture of its piece in `card-art/p/pieces/`.
fn designer_folder(name: &str) -> PathBuf {
    let root = scratch(name);
    let deck = root.join("deck");
    std::fs::create_dir_all(deck.join("img")).unwrap();
    std::fs::write(
        deck.join("cards.csv"),
        "name,front,back,copies\nA,img/a.png,img/back.png,2\nB,img/b.png,img/back.png,1\n",
    )
    .unwrap();
    for (n, file) in ["a.png", "b.png", "back.png"].iter().enumerate() {
        std::fs::write(deck.join("img").join(file), picture(n as u8 * 80)).unwrap();
    }
    Test::new()
        .current_dir(&root)
        .args(&["new", "p", "--from", "deck/cards.csv", "-o", "first.zip"])
        .stdout_has("created templates/p")
        .run();
    std::fs::create_dir_all(root.join("card-art/p/pieces")).unwrap();
    std::fs::write(root.join("card-art/p/pieces/player-name.png"), picture(200)).unwrap();
    root
}

/// Whether the folder ignores case (a file found by its name in upper case).
fn ignores_case(dir: &Path) -> bool {
    let probe = dir.join("case-probe");
    std::fs::write(&probe, b"").unwrap();
    let found = dir.join("CASE-PROBE").exists();
    std::fs::remove_file(&probe).unwrap();
    found
}

/// Every path that leads to `file` (relative to `root`, where the command runs) but the plain
/// one: through `..`, a symbolic link, a hard link, and in upper case where the folder
/// ignores case. The links are made in `root/aliases/`.
fn aliases(root: &Path, file: &str, n: usize) -> Vec<String> {
    let path = Path::new(file);
    let parent = path.parent().unwrap();
    let name = path.file_name().unwrap().to_str().unwrap();
    // `templates/p/game.toml` as `templates/p/../p/./game.toml`.
    let up = match parent.file_name() {
        None => format!("aliases/../{name}"),
        Some(last) => format!(
            "{}/../{}/./{name}",
            parent.display(),
            last.to_str().unwrap()
        ),
    };
    let links = root.join("aliases");
    std::fs::create_dir_all(&links).unwrap();
    let symlink = format!("aliases/sym-{n}");
    std::os::unix::fs::symlink(root.join(file), root.join(&symlink)).unwrap();
    let hard = format!("aliases/hard-{n}");
    std::fs::hard_link(root.join(file), root.join(&hard)).unwrap();
    let mut all = vec![file.to_string(), up, symlink, hard];
    if ignores_case(root) {
        all.push(file.to_uppercase());
    }
    all
}

/// The command `command` writing to `output`, run in `root`.
fn writing(root: &Path, command: &str, output: &str) -> Test {
    let args: Vec<&str> = match command {
        "new" => vec!["new", "q", "--from", "deck/cards.csv", "-o", output],
        other => vec![other, "p", "-o", output],
    };
    Test::new().current_dir(root).args(&args)
}

#[test]
fn no_command_writes_over_a_file_it_read() {
    let root = designer_folder("output-inputs");
    let mut inputs: Vec<String> = snapshot(&root.join("templates/p"))
        .into_keys()
        .map(|p| p.strip_prefix(&root).unwrap().to_str().unwrap().to_string())
        .collect();
    inputs.push("card-art/p/pieces/player-name.png".into());
    assert!(
        inputs.contains(&"templates/p/game.toml".to_string())
            && inputs.contains(&"templates/p/cards.csv".to_string())
            && inputs.contains(&"templates/p/img/a.png".to_string()),
        "{inputs:?}"
    );
    if !ignores_case(&root) {
        eprintln!("this folder tells case apart: the upper-case paths are not tried here");
    }
    let mut n = 0;
    let mut cases = Vec::new();
    for input in &inputs {
        for alias in aliases(&root, input, n) {
            for command in ["build", "print", "preview"] {
                cases.push((command, alias.clone()));
            }
        }
        n += 1;
    }
    // `new --from` reads the designer's spreadsheet and pictures.
    for input in ["deck/cards.csv", "deck/img/a.png", "deck/img/back.png"] {
        for alias in aliases(&root, input, n) {
            cases.push(("new", alias));
        }
        n += 1;
    }
    let before = snapshot(&root);
    for (command, output) in &cases {
        let run = writing(&root, command, output)
            .status(2)
            .stderr_has("a file this command reads")
            .stderr_has("hint: choose another output path with -o")
            .run();
        assert!(
            !run.stderr.contains("panicked"),
            "{command} -o {output}: {}",
            run.stderr
        );
        assert!(
            snapshot(&root) == before,
            "{command} -o {output} changed a file (or left one behind)"
        );
    }
    assert!(!root.join("templates/q").exists());
    assert!(cases.len() >= 100, "{} cases", cases.len());
}

#[test]
fn the_new_game_s_own_files_are_not_its_output() {
    let root = designer_folder("output-new-folder");
    // The room is written after the new folder is in place: never over a file of it.
    let before = snapshot(&root);
    Test::new()
        .current_dir(&root)
        .args(&[
            "new",
            "q",
            "--from",
            "deck/cards.csv",
            "-o",
            "templates/q/game.toml",
        ])
        .status(2)
        .stderr_has("a file this command reads")
        .run();
    assert!(snapshot(&root) == before);
    assert!(!root.join("templates/q").exists());
}

#[test]
fn a_dash_is_no_output_file() {
    let root = designer_folder("output-dash");
    let before = snapshot(&root);
    for command in ["build", "print", "preview", "new"] {
        writing(&root, command, "-")
            .status(2)
            .stderr("error: `-o -`: the output is a file (a room zip, a PDF, a PNG), never written to the terminal\nhint: name a file with -o; a file called `-` is `-o ./-`\n")
            .run();
        assert!(snapshot(&root) == before, "{command} -o -");
    }
    // A file called `-` is written when named as one.
    writing(&root, "build", "./-").stdout_has("wrote ./-").run();
    assert!(root.join("-").is_file());
}
