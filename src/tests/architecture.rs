//! ARCHITECTURE.md holds to the tree: which folder may use which (its table), and where a
//! new game, rule and page tab go.

use std::collections::BTreeSet;
use std::path::Path;

/// The `crate::X` paths a file or folder of `src/` names.
fn uses(path: &Path, out: &mut BTreeSet<String>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            uses(&entry.unwrap().path(), out);
        }
        return;
    }
    let text = std::fs::read_to_string(path).unwrap();
    for (at, _) in text.match_indices("crate::") {
        let name: String = text[at + 7..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        out.insert(name);
    }
}

#[test]
fn every_folder_uses_only_what_the_table_allows() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let mut rows = 0;
    for line in doc.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split(" | ").collect();
        let module = cells[0].trim_start_matches("| `");
        let module = module[..module.find('`').unwrap()]
            .trim_end_matches('/')
            .trim_end_matches(".rs");
        let allowed_cell = cells.last().unwrap().trim_end_matches(" |");
        if allowed_cell.starts_with("everything") {
            continue;
        }
        // The allowed modules are the backticked names of the last cell.
        let allowed: BTreeSet<String> = allowed_cell
            .split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect();
        let src = root.join("src");
        // A module is its file, its folder, or both (`picture.rs` and `picture/`).
        let paths: Vec<_> = [src.join(module), src.join(format!("{module}.rs"))]
            .into_iter()
            .filter(|p| p.exists())
            .collect();
        assert!(
            !paths.is_empty(),
            "ARCHITECTURE.md names `{module}`, not in src/"
        );
        let mut used = BTreeSet::new();
        for path in &paths {
            uses(path, &mut used);
        }
        used.remove(module);
        let beyond: Vec<&String> = used.difference(&allowed).collect();
        assert!(
            beyond.is_empty(),
            "`{module}` uses {beyond:?}, which ARCHITECTURE.md does not allow it"
        );
        rows += 1;
    }
    assert!(rows >= 12, "{rows} rows read");
}

/// The names in backticks of a text.
fn backticked(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// Whether `name` is in `dir`, as a file or as a folder's `mod.rs` (`read.rs` or
/// `read/mod.rs`).
fn has(dir: &Path, name: &str) -> bool {
    let folder = dir.join(name.trim_end_matches(".rs")).join("mod.rs");
    dir.join(name).exists() || (name.ends_with(".rs") && folder.is_file())
}

fn folders(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out
}

/// ARCHITECTURE.md's "Where a new thing goes" is the tree's layout: every path it names
/// is there, every game with rules in Rust is laid out as it says (and named in the
/// games' layout test, so the rules' tests reach it), every rule is a file named by its
/// id, and every tab of the page is a module `page.js` imports, with its button, panel
/// and words.
#[test]
fn where_new_things_go() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |path: &str| {
        std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
    };
    let doc = read("ARCHITECTURE.md");
    let section = doc
        .split("\n## Where a new thing goes\n")
        .nth(1)
        .expect("ARCHITECTURE.md says where a new thing goes");
    let section = section.split("\n## ").next().unwrap();
    // Every path named whole is there.
    let paths = backticked(section)
        .into_iter()
        .filter(|n| n.starts_with("src/") || n.starts_with("web/") || n.starts_with("docs/"))
        .filter(|n| !n.contains("GAME") && !n.contains("NAME") && !n.contains("ID"));
    let mut named = 0;
    for path in paths {
        assert!(root.join(path).exists(), "ARCHITECTURE.md names `{path}`");
        named += 1;
    }
    assert!(named >= 6, "{named} paths named");
    // A game's folder: the files the section lists for it.
    let layout = section
        .split("laid out as every game's (")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .expect("the section lists a game folder's files");
    let parts = backticked(layout);
    assert!(parts.len() >= 6, "{parts:?}");
    let judged = read("src/games/mod.rs");
    let games = root.join("src/games");
    for game in folders(&games) {
        if game == "common" || game == "generic" {
            continue;
        }
        let dir = games.join(&game);
        for part in &parts {
            assert!(has(&dir, part), "src/games/{game}: no {part}");
        }
        assert!(
            judged.contains(&format!("(\"{game}\", ")),
            "src/games/mod.rs's layout test does not name `{game}`"
        );
        let page = format!("docs/games/{}.md", game.replace('_', "-"));
        assert!(root.join(&page).is_file(), "{game}: no {page}");
        // Every rule a file named by its id, listed in the table's module.
        let table = std::fs::read_to_string(dir.join("rules/mod.rs")).unwrap();
        for file in std::fs::read_dir(dir.join("rules")).unwrap() {
            let name = file.unwrap().file_name().to_string_lossy().into_owned();
            if name == "mod.rs" || name == "tests.rs" {
                continue;
            }
            let id = name.trim_end_matches(".rs");
            let mut chars = id.chars();
            assert!(
                chars.next().is_some_and(|c| c.is_ascii_lowercase())
                    && chars.all(|c| c.is_ascii_digit())
                    && id.len() > 1,
                "src/games/{game}/rules/{name}: a rule's file is named by its id"
            );
            assert!(
                table.contains(&format!("mod {id};")),
                "{game}: {id} unlisted"
            );
        }
    }
    // The page's tabs.
    let (page, index, words) = (
        read("web/page.js"),
        read("web/index.html"),
        read("web/words.js"),
    );
    let mut tabs = 0;
    for file in std::fs::read_dir(root.join("web")).unwrap() {
        let file = file.unwrap().file_name().to_string_lossy().into_owned();
        let Some(tab) = file
            .strip_prefix("tab-")
            .and_then(|f| f.strip_suffix(".js"))
        else {
            continue;
        };
        assert!(
            read(&format!("web/{file}")).starts_with("// @ts-check"),
            "{file}"
        );
        assert!(
            page.contains(&format!("'./{file}'")),
            "page.js imports no {file}"
        );
        for mark in [format!("data-tab=\"{tab}\""), format!("id=\"{tab}\"")] {
            assert!(index.contains(&mark), "index.html has no {mark}");
        }
        let key = format!("'tab-{tab}':");
        assert_eq!(
            words.matches(&key).count(),
            2,
            "words.js: {key} in both languages"
        );
        tabs += 1;
    }
    assert!(tabs >= 5, "{tabs} tabs");
    // Each built-in game's definition has the files the section names.
    for game in folders(&root.join("templates")) {
        for part in ["game.toml", "faces"] {
            let path = root.join("templates").join(&game).join(part);
            assert!(path.exists(), "templates/{game}: no {part}");
        }
    }
}
