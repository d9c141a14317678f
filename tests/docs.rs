//! The documentation as a reader meets it: a short README for players whose set-up commands
//! are the ones CI runs, every page under `docs/` listed in its index, every relative link
//! landing on a file and a heading that exist, and no page citing what a user does not have.

use crate::common::repo;
use std::path::{Path, PathBuf};

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every Markdown page a user reads: the README, `docs/` and the two others it links to.
fn pages() -> Vec<PathBuf> {
    fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|x| x == "md") {
                found.push(path);
            }
        }
    }
    let mut found = vec![
        repo().join("README.md"),
        repo().join("ARCHITECTURE.md"),
        repo().join("card-art/README.md"),
    ];
    walk(&repo().join("docs"), &mut found);
    found.sort();
    found
}

/// The lines of a page outside its fenced code blocks.
fn prose(text: &str) -> Vec<&str> {
    let mut fenced = false;
    text.lines()
        .filter(|l| {
            if l.trim_start().starts_with("```") {
                fenced = !fenced;
                return false;
            }
            !fenced
        })
        .collect()
}

/// The anchors GitHub gives a page's headings: lower case, letters and digits of any script,
/// `-` and `_` kept, spaces made `-`, the rest dropped; a repeated one gets `-1`, `-2`….
fn anchors(text: &str) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for line in prose(text) {
        let Some(heading) = line.strip_prefix('#') else {
            continue;
        };
        let heading = heading.trim_start_matches('#').trim();
        let slug: String = heading
            .chars()
            .flat_map(char::to_lowercase)
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        let repeats = seen.iter().filter(|s| **s == slug).count();
        out.push(match repeats {
            0 => slug.clone(),
            n => format!("{slug}-{n}"),
        });
        seen.push(slug);
    }
    out
}

/// The targets of a page's Markdown links, `[words](target)`, outside code blocks.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in prose(text) {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            if let Some(end) = rest.find(')') {
                out.push(rest[..end].to_string());
                rest = &rest[end..];
            }
        }
    }
    out
}

#[test]
fn every_relative_link_lands_on_a_page_and_a_heading() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = read(&page);
        for target in links(&text) {
            if target.starts_with("http://") || target.starts_with("https://") {
                continue;
            }
            let (path, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let file = if path.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(path)
            };
            let name = page.strip_prefix(repo()).unwrap().display().to_string();
            if !file.exists() {
                broken.push(format!("{name}: `{target}`: no such file"));
            } else if !anchor.is_empty() && !anchors(&read(&file)).iter().any(|a| a == anchor) {
                broken.push(format!("{name}: `{target}`: no such heading"));
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The anchors are GitHub's, worked by hand for headings of every kind we write.
#[test]
fn anchors_are_githubs() {
    let text = "# The command line: options, errors, limits and `check`\n\
                ## Rules notes (decisions we made)\n\
                ```\n# not a heading\n```\n\
                ## What the room holds\n## What the room holds\n\
                ## 信じられるのは邪神だけ (shinjya)\n";
    assert_eq!(
        anchors(text),
        [
            "the-command-line-options-errors-limits-and-check",
            "rules-notes-decisions-we-made",
            "what-the-room-holds",
            "what-the-room-holds-1",
            "信じられるのは邪神だけ-shinjya",
        ]
    );
    assert_eq!(
        links("see [a](b.md#c) and [d](../e.md), `[x]` (y)\n```\n[no](link)\n```"),
        ["b.md#c", "../e.md"]
    );
}

/// The README's set-up block is the two commands a newcomer types, and its test command is
/// the one `.ci/run` runs; what the build writes is named as the game writes it; and the
/// `udonforge …` commands further on work because installing it comes first.
#[test]
fn the_readme_set_up_is_what_ci_runs() {
    let readme = read(&repo().join("README.md"));
    let at = readme
        .find("## On the command line: the two commands")
        .expect("the README's set-up section");
    let block = &readme[at..];
    let block = &block[block.find("```sh\n").expect("a sh block") + 6..];
    let block = &block[..block.find("```").unwrap()];
    let commands: Vec<(&str, &str)> = block
        .lines()
        .map(|l| {
            let (command, comment) = l.split_once('#').unwrap_or((l, ""));
            (command.trim(), comment.trim())
        })
        .collect();
    assert_eq!(
        commands.iter().map(|c| c.0).collect::<Vec<_>>(),
        ["cargo run --release -- build shinjya", "cargo test"],
        "{block}"
    );
    let game = read(&repo().join("templates/shinjya/game.toml"));
    let output = game
        .lines()
        .find_map(|l| l.strip_prefix("output = \"")?.strip_suffix('"'))
        .expect("shinjya names its output");
    assert_eq!(commands[0].1, format!("writes {output}"));

    let ci = read(&repo().join(".ci/run"));
    assert!(
        ci.lines().any(|l| l.trim() == commands[1].0),
        ".ci/run does not run the README's test command `{}`",
        commands[1].0
    );

    let install = readme.find("cargo install --path .").expect("the install");
    let first_use = readme
        .find("`udonforge referee")
        .expect("a `udonforge …` command");
    assert!(at < install && install < first_use);
    let walk = read(&repo().join("docs/your-own-game.md"));
    let install = walk
        .find("cargo install --path .")
        .expect("the walk-through's install");
    assert!(install < walk.find("$ udonforge").unwrap());
}

/// A README read in two minutes: anything more goes to a page under `docs/`.
#[test]
fn the_readme_stays_short() {
    let lines = read(&repo().join("README.md")).lines().count();
    assert!(
        lines <= 120,
        "README.md has {lines} lines: put the detail on a page under docs/ (docs/README.md says which)"
    );
}

#[test]
fn the_index_lists_every_page() {
    let index = read(&repo().join("docs/README.md"));
    let listed = links(&index);
    for page in pages() {
        let Ok(name) = page.strip_prefix(repo().join("docs")) else {
            continue;
        };
        let name = name.to_str().unwrap().replace('\\', "/");
        if name != "README.md" {
            assert!(
                listed.contains(&name),
                "docs/README.md does not list docs/{name}"
            );
        }
    }
}

/// A user has only the repository: no page sends them to the rules research or rulebooks
/// kept beside it.
#[test]
fn the_pages_stand_alone() {
    for page in pages() {
        let text = read(&page);
        for outside in ["shared/rules", "shared/seeds", "/work/"] {
            assert!(
                !text.contains(outside),
                "{} cites `{outside}`, which a user does not have",
                page.display()
            );
        }
    }
}
