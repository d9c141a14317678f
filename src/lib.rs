#![warn(missing_docs)]
//! udonforge: builds udonarium rooms for board and card games from declarative definitions,
//! and referees rooms saved after play.
//!
//! Data flows one way: `definition` → `art` + `room` → `udonarium` (a zip);
//! a saved zip → `udonarium` → `referee` (a position) → `games` (a verdict).

// The public API (ARCHITECTURE.md, "The library's public API"): the commands as the
// command line runs them, their error, the browser page's entry points, and the definition
// and file format a tool around udonforge reads. The rest is reached through `command::run`.
pub(crate) mod art;
pub mod command;
pub mod definition;
pub mod error;
pub(crate) mod files;
pub(crate) mod games;
pub(crate) mod lang;
pub(crate) mod picture;
pub(crate) mod preview;
pub(crate) mod print;
pub(crate) mod referee;
pub(crate) mod relayout;
pub(crate) mod report;
pub(crate) mod rng;
pub(crate) mod room;
pub(crate) mod scaffold;
pub(crate) mod text_encoding;
pub mod udonarium;
pub mod web;

#[cfg(test)]
mod tests;

/// ARCHITECTURE.md's table says which folder may use which: it stays true.
#[cfg(test)]
mod architecture {
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
}
