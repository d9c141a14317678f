//! `udonforge layout`: rooms arranged in the real udonarium app and saved (`tests/layout/`,
//! one folder per case, made by `tests/layout/remake.sh`), read back into their definitions
//! and built again. Every moved thing stands where it was left (within half a cell) or the
//! report names it; every other object is as the room was first built, byte for byte (its
//! version aside); the definitions' files change on the lines the report gives and nowhere
//! else; the rebuilt room referees clean. `UDONFORGE_BLESS=1 cargo test layout_round_trip`
//! rewrites the cases' `expected.txt` and `expected.ja.txt`.

use crate::common::*;
use crate::room_view::{data_xml, identity};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use udonforge::udonarium::Element;
use udonforge::udonarium::xml::{read_document, write_document};

const CELL: f64 = 50.0;
const OBJECTS: [&str; 5] = [
    "card",
    "card-stack",
    "character",
    "dice-symbol",
    "text-note",
];

/// A case's `case.json`.
struct Case {
    dir: PathBuf,
    name: String,
    /// `build` arguments, the seed among them.
    build: Vec<String>,
    /// A user's game: a folder of `tests/fixtures` holding it (`tutorial/templates`).
    templates: Option<String>,
    /// `layout` arguments besides the save and `-o`.
    args: Vec<String>,
    /// The exit code `layout` gives.
    code: i32,
    /// Components (by the start of their id) moved by an option (`--every-seat`) where no
    /// one moved them.
    moved_by_option: Vec<String>,
}

fn cases() -> Vec<Case> {
    let root = repo().join("tests/layout");
    let mut cases: Vec<Case> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("case.json").is_file())
        .map(|dir| {
            let json: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(dir.join("case.json")).unwrap())
                    .unwrap();
            let strings = |key: &str| -> Vec<String> {
                json[key]
                    .as_array()
                    .map(|a| a.iter().map(|v| v.as_str().unwrap().to_string()).collect())
                    .unwrap_or_default()
            };
            Case {
                name: dir.file_name().unwrap().to_string_lossy().into_owned(),
                build: strings("build"),
                templates: json["templates"].as_str().map(str::to_string),
                args: strings("layout"),
                code: json["code"].as_i64().unwrap_or(0) as i32,
                moved_by_option: strings("moved_by_option"),
                dir,
            }
        })
        .collect();
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    cases
}

/// What pairs an object of one room with itself in another: its identity without the
/// version (a layout change raises it).
fn key(el: &Element) -> Option<String> {
    let id = identity(el)?;
    Some(format!("{} {:?} {:?}", id.component, id.seat, id.copy))
}

fn objects(room: &Element) -> BTreeMap<String, &Element> {
    let mut out = BTreeMap::new();
    for el in room
        .children
        .iter()
        .filter(|c| OBJECTS.contains(&c.tag.as_str()))
    {
        if let Some(k) = key(el) {
            out.entry(k).or_insert(el);
        }
    }
    out
}

fn at(el: &Element) -> (f64, f64) {
    let n = |a: &str| el.get(a).unwrap().parse::<f64>().unwrap();
    (n("location.x") / CELL, n("location.y") / CELL)
}

fn name_of(el: &Element) -> String {
    fn find<'a>(el: &'a Element, names: &[&str]) -> Option<&'a Element> {
        if el.tag == "data" && el.get("name").is_some_and(|n| names.contains(&n)) {
            return Some(el);
        }
        el.children.iter().find_map(|c| find(c, names))
    }
    find(el, &["name", "title"])
        .map(|e| e.text.clone())
        .unwrap_or_default()
}

/// Whether the report names an object: its component id, a stack's name or a note's id.
fn named(report: &str, el: &Element) -> bool {
    let id = identity(el).unwrap();
    let component = &id.component;
    match (el.tag.as_str(), component.strip_prefix("note/")) {
        ("text-note", Some(note)) => report.contains(&format!("note `{note}`")),
        ("card-stack", _) => report.contains(&format!("「{}」", name_of(el))),
        _ => report.contains(&format!("`{component}`")),
    }
}

/// The element as written, its place and version left out: what must not change.
fn without_place(el: &Element) -> String {
    let mut el = el.clone();
    fn strip(el: &mut Element) {
        el.attrs
            .retain(|(k, _)| k != "location.x" && k != "location.y");
        for (k, v) in el.attrs.iter_mut() {
            if k == "udonforge" {
                *v = v
                    .split(' ')
                    .filter(|w| !w.starts_with("version="))
                    .collect::<Vec<_>>()
                    .join(" ");
            }
        }
        for c in &mut el.children {
            strip(c);
        }
    }
    strip(&mut el);
    String::from_utf8(write_document(&el)).unwrap()
}

/// The lines of `file` the report says changed, and those it says got a key added after.
fn reported_lines(report: &str, file: &str) -> Vec<usize> {
    let mut lines = Vec::new();
    let mut in_file = false;
    for line in report.lines() {
        if !line.starts_with(' ') {
            in_file = line == format!("{file}:");
            continue;
        }
        if in_file && let Some(rest) = line.trim_start().strip_prefix("line ") {
            lines.push(rest.split(':').next().unwrap().parse().unwrap());
        }
    }
    lines
}

/// Lines of `new` that differ from `old`, by `old`'s numbers; a `width = N` line added
/// counts as a change of the line before it.
fn changed_lines(old: &str, new: &str) -> Vec<usize> {
    let (old, new): (Vec<&str>, Vec<&str>) = (old.lines().collect(), new.lines().collect());
    let added = |l: &str| {
        l.trim()
            .strip_prefix("width = ")
            .is_some_and(|n| n.parse::<u32>().is_ok())
    };
    let (mut i, mut j) = (0, 0);
    let mut changed = Vec::new();
    while i < old.len() && j < new.len() {
        if old[i] == new[j] {
            i += 1;
            j += 1;
        } else if added(new[j]) && !added(old[i]) {
            changed.push(i);
            j += 1;
        } else {
            changed.push(i + 1);
            i += 1;
            j += 1;
        }
    }
    assert_eq!(
        old.len() - i,
        new.len() - j,
        "lines added or lost:\n{new:?}"
    );
    changed.sort_unstable();
    changed.dedup();
    changed
}

fn bless_or_compare(path: &Path, actual: &str, failures: &mut Vec<String>) {
    if std::env::var_os("UDONFORGE_BLESS").is_some() {
        std::fs::write(path, format!("{actual}\n")).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    if expected.trim_end() != actual.trim_end() {
        failures.push(format!(
            "{}: the report differs (an intended change: UDONFORGE_BLESS=1):\n--- expected\n{}\n--- actual\n{actual}",
            path.display(),
            expected.trim_end()
        ));
    }
}

#[test]
fn layout_round_trip() {
    let cases = cases();
    assert!(cases.len() >= 7, "{} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        run_case(case, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn run_case(case: &Case, failures: &mut Vec<String>) {
    let dir = scratch(&format!("layout-{}", case.name));
    std::fs::copy(case.dir.join("data.xml"), dir.join("data.xml")).unwrap();
    let mut with_templates: Vec<String> = Vec::new();
    let source = match &case.templates {
        Some(t) => {
            copy_dir(
                &repo().join("tests/fixtures").join(t),
                &dir.join("templates"),
            );
            with_templates = vec!["--templates".into(), "templates".into()];
            dir.join("templates")
        }
        None => repo().join("templates"),
    };
    let game = &case.build[0];
    let build = |out: &str, templates: &[String]| {
        Test::new()
            .current_dir(&dir)
            .arg("build")
            .args(&case.build)
            .args(templates)
            .args(&["-o", out])
            .stdout_has("wrote ")
            .run();
        data_xml(&dir.join(out))
    };
    let original = build("original.zip", &with_templates);
    let layout = |lang: &str, out: &str| {
        Test::new()
            .current_dir(&dir)
            .args(&["layout", "data.xml", "-o", out, "--messages", lang])
            .args(&with_templates)
            .args(&case.args)
            .status(case.code)
            .stdout_has("read data.xml")
            .run()
            .stdout
    };
    let report = layout("en", "out");
    bless_or_compare(&case.dir.join("expected.txt"), &report, failures);
    let japanese = {
        let run = Test::new()
            .current_dir(&dir)
            .args(&["layout", "data.xml", "-o", "out-ja", "--messages", "ja"])
            .args(&with_templates)
            .args(&case.args)
            .status(case.code)
            .stdout_has("data.xml を読みました")
            .run();
        run.stdout
    };
    bless_or_compare(&case.dir.join("expected.ja.txt"), &japanese, failures);
    // Names in 「」 are the game's own (a title, a card's name), not our words.
    let ours: String = japanese
        .split('「')
        .map(|part| part.split_once('」').map_or(part, |(_, rest)| rest))
        .collect();
    let english = english_in_japanese(&ours);
    if !english.is_empty() {
        failures.push(format!(
            "{}: English in the Japanese report: {english:?}",
            case.name
        ));
    }
    let out = ["--templates".to_string(), "out".to_string()];
    let rebuilt = build("rebuilt.zip", &out);
    let saved = read_document(&std::fs::read(dir.join("data.xml")).unwrap()).unwrap();
    let (original, rebuilt, saved) = (objects(&original), objects(&rebuilt), objects(&saved));
    let what = &case.name;
    for (k, left) in &saved {
        let Some(again) = rebuilt.get(k) else {
            failures.push(format!("{what}: {k} is not in the rebuilt room"));
            continue;
        };
        let ((x0, y0), (x1, y1)) = (at(left), at(again));
        // A note's place is its face's centre and foot, a card's its corner: half a cell
        // either way.
        if (x1 - x0).hypot(y1 - y0) > 0.5 && !named(&report, left) {
            failures.push(format!(
                "{what}: {k} stands at {:?} rebuilt, left at {:?}, and the report does not name it",
                (x1, y1),
                (x0, y0)
            ));
        }
    }
    for (k, first) in &original {
        let (Some(left), Some(again)) = (saved.get(k), rebuilt.get(k)) else {
            continue;
        };
        let by_option = case
            .moved_by_option
            .iter()
            .any(|c| k.starts_with(c.as_str()));
        let untouched = at(first) == at(left) && !named(&report, left) && !by_option;
        if untouched && at(first) != at(again) {
            failures.push(format!(
                "{what}: {k} was not moved, yet stands at {:?} rebuilt, not {:?}",
                at(again),
                at(first)
            ));
        }
        let resized = first.tag == "text-note"
            && report.contains(&format!("note `{}`", &k[5..k.find(' ').unwrap()]));
        if !resized && without_place(first) != without_place(again) {
            failures.push(format!("{what}: {k} changed beyond its place"));
        }
    }
    // The definition's files change on the reported lines alone; every other file is kept.
    let written = dir.join("out").join(game);
    for file in ["layout.toml", "notes.toml", "game.toml"] {
        let (old, new) = (
            std::fs::read_to_string(source.join(game).join(file)).unwrap(),
            std::fs::read_to_string(written.join(file)).unwrap(),
        );
        let (changed, reported) = (changed_lines(&old, &new), reported_lines(&report, file));
        let mut said = reported.clone();
        said.sort_unstable();
        said.dedup();
        if changed != said {
            failures.push(format!(
                "{what}: {file} changed on lines {changed:?}, the report says {said:?}"
            ));
        }
    }
    for (rel, path) in files_below(&source.join(game)) {
        if ["layout.toml", "notes.toml", "game.toml"].contains(&rel.as_str()) {
            continue;
        }
        if std::fs::read(&path).unwrap() != std::fs::read(written.join(&rel)).unwrap_or_default() {
            failures.push(format!("{what}: {rel} was not copied as it was"));
        }
    }
    Test::new()
        .current_dir(&dir)
        .args(&["referee", "rebuilt.zip", "--templates", "out"])
        .stdout_has("")
        .run();
}

fn files_below(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                out.push((rel, path));
            }
        }
    }
    out.sort();
    out
}

/// The walk-through's step 6 (`docs/your-own-game.md`): the tutorial's room arranged in the
/// real app (this folder's `mydeck` case), given to `layout --in-place`, prints what the
/// page shows.
#[test]
fn the_walk_through_keeps_an_arrangement_as_it_shows() {
    let page = std::fs::read_to_string(repo().join("docs/your-own-game.md")).unwrap();
    let command = "udonforge layout arranged.zip --in-place";
    let at = page
        .find(&format!("$ {command}\n"))
        .expect("the walk-through runs `layout`");
    let block = &page[at + command.len() + 3..];
    let shown = &block[..block.find("```").unwrap()];
    let root = scratch("walk-through-layout");
    copy_dir(
        &repo().join("tests/fixtures/tutorial/templates"),
        &root.join("templates"),
    );
    // The app's export is a zip of data.xml (and its pictures, which `layout` does not read).
    let mut zip = zip::ZipWriter::new(std::fs::File::create(root.join("arranged.zip")).unwrap());
    zip.start_file("data.xml", zip::write::SimpleFileOptions::default())
        .unwrap();
    std::io::Write::write_all(
        &mut zip,
        &std::fs::read(repo().join("tests/layout/mydeck/data.xml")).unwrap(),
    )
    .unwrap();
    zip.finish().unwrap();
    let args: Vec<&str> = command.split(' ').skip(1).collect();
    Test::new()
        .current_dir(&root)
        .args(&args)
        .stdout(shown)
        .run();
}
