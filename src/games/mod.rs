//! The rules of each game, one folder each, every one an implementation of [`Rules`]: read
//! the table in the game's terms, check its invariants, score, tell whether the game is
//! over, break ties. What all games share (save problems, component conservation, who
//! plays) is in `common`. Games return typed findings; the words are in each game's
//! `text.rs` and in `crate::report`.

pub mod common;
pub mod deltacle;
pub mod generic;
pub mod ritual;
pub mod shinjya;
pub mod wie_verhext;

use crate::definition::{Game, Resolved};
use crate::error::Error;
use crate::referee::{Position, RefereeOptions};
use crate::report::Verdict;

/// Judges a position with the game's rules: its own where the definition names them
/// (checked at load, with the roles they need), else the generic referee's.
pub fn judge(game: &Game, position: Position, options: &RefereeOptions) -> Result<Verdict, Error> {
    let (p, o) = (position, options);
    match &game.referee.resolved {
        Resolved::Generic(roles) => common::run::<generic::Generic>(roles, game, p, o),
        Resolved::Shinjya(roles) => common::run::<shinjya::Shinjya>(roles, game, p, o),
        Resolved::Ritual(roles) => common::run::<ritual::Ritual>(roles, game, p, o),
        Resolved::WieVerhext(roles) => common::run::<wie_verhext::WieVerhext>(roles, game, p, o),
        Resolved::Deltacle(roles) => common::run::<deltacle::Deltacle>(roles, game, p, o),
        Resolved::Missing(problem) => Err(Error::MissingRole {
            problem: problem.clone(),
        }),
    }
}

/// Every game with rules of its own has the same layout, and one table of its rules that
/// carries their ids: held here to the game's catalogue, its breaches and its unit tests.
#[cfg(test)]
mod skeleton {
    use super::common::Rules;
    use super::{deltacle, ritual, shinjya, wie_verhext};
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    /// A game with rules of its own: its folder, its catalogue page, the letter of its rule
    /// ids, and the ids its table lists (each rule's, and those it walks `with`) and those
    /// `ELSEWHERE` lists.
    struct Game {
        folder: &'static str,
        page: &'static str,
        letter: char,
        checked: BTreeSet<&'static str>,
        elsewhere: BTreeSet<&'static str>,
    }

    /// Each rule `ELSEWHERE` lists says where it is judged, or why it is not.
    fn elsewhere<R: Rules>() -> BTreeSet<&'static str> {
        for e in R::ELSEWHERE {
            assert!(e.judged.len() > 10, "{}: {:?}", e.id, e.judged);
        }
        R::ELSEWHERE.iter().map(|e| e.id).collect()
    }

    fn game<R: Rules>(folder: &'static str, page: &'static str, letter: char) -> Game {
        Game {
            folder,
            page,
            letter,
            checked: R::RULES
                .iter()
                .flat_map(|r| std::iter::once(r.id).chain(r.with.iter().copied()))
                .collect(),
            elsewhere: elsewhere::<R>(),
        }
    }

    fn games() -> [Game; 4] {
        [
            game::<shinjya::Shinjya>("shinjya", "shinjya.md", 'J'),
            game::<ritual::Ritual>("ritual", "ritual.md", 'R'),
            game::<wie_verhext::WieVerhext>("wie_verhext", "wie-verhext.md", 'W'),
            game::<deltacle::Deltacle>("deltacle", "deltacle.md", 'D'),
        ]
    }

    fn root() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
    }

    fn read(path: &Path) -> String {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// The rule ids (`"J5"`…) written as string literals in a file.
    fn rule_ids(text: &str, letter: char) -> BTreeSet<String> {
        text.split('"')
            .skip(1)
            .step_by(2)
            .filter(|s| is_id(s, letter))
            .map(str::to_string)
            .collect()
    }

    fn is_id(s: &str, letter: char) -> bool {
        let mut chars = s.chars();
        chars.next() == Some(letter) && s.len() > 1 && chars.all(|c| c.is_ascii_digit())
    }

    /// The ids of a catalogue page's table (`| J5 | … |`).
    fn catalogue(page: &str, letter: char) -> BTreeSet<String> {
        page.lines()
            .filter_map(|l| l.strip_prefix("| "))
            .filter_map(|l| l.split(' ').next())
            .filter(|id| is_id(id, letter))
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn every_game_folder_has_the_same_layout() {
        for g in games() {
            let dir = root().join("src/games").join(g.folder);
            for part in [
                "mod.rs",
                "breach.rs",
                "score.rs",
                "rules/mod.rs",
                "rules/tests.rs",
            ] {
                assert!(dir.join(part).is_file(), "{}: no {part}", g.folder);
            }
            for (file, folder) in [("read.rs", "read/mod.rs"), ("text.rs", "text/mod.rs")] {
                assert!(
                    dir.join(file).is_file() != dir.join(folder).is_file(),
                    "{}: one of {file} or {folder}",
                    g.folder
                );
            }
        }
    }

    /// Every rule of the game's catalogue is in its one table, or `ELSEWHERE` says where it
    /// is judged, never both; every id the table and `ELSEWHERE` list is the catalogue's.
    #[test]
    fn every_rule_of_the_catalogue_is_listed_once() {
        for g in games() {
            let page = read(&root().join("docs/games").join(g.page));
            let listed: BTreeSet<String> = g
                .checked
                .iter()
                .chain(&g.elsewhere)
                .map(|s| s.to_string())
                .collect();
            assert!(g.checked.len() >= 5, "{}: {:?}", g.folder, g.checked);
            for id in catalogue(&page, g.letter) {
                assert!(listed.contains(&id), "{}: {id} is in no table", g.folder);
            }
            for id in &listed {
                assert!(names(&page, id), "{}: {id} is not in {}", g.folder, g.page);
            }
            let both: Vec<_> = g.checked.intersection(&g.elsewhere).collect();
            assert!(
                both.is_empty(),
                "{}: checked and elsewhere: {both:?}",
                g.folder
            );
        }
    }

    /// The one rule-id `match` of a game is its `breach.rs`: each id it cites is listed, and
    /// no other file outside the tables and tests ties breaches to rule ids.
    #[test]
    fn every_rule_a_breach_cites_is_listed() {
        for g in games() {
            let dir = root().join("src/games").join(g.folder);
            let cited = rule_ids(&read(&dir.join("breach.rs")), g.letter);
            assert!(cited.len() >= 6, "{}: {cited:?}", g.folder);
            for id in &cited {
                assert!(
                    g.checked.contains(id.as_str()) || g.elsewhere.contains(id.as_str()),
                    "{}: breach.rs cites {id}, which no table lists",
                    g.folder
                );
            }
            let mut files = Vec::new();
            collect(&dir, &mut files);
            let ties = |p: &&PathBuf| {
                !p.ends_with("breach.rs")
                    && !p.ends_with("rules/mod.rs")
                    && !p.ends_with("tests.rs")
            };
            for path in files.iter().filter(ties) {
                let ids = rule_ids(&read(path), g.letter);
                assert!(ids.is_empty(), "{}: rule ids {ids:?}", path.display());
            }
        }
    }

    /// Every rule file is in the table (`mod d2;` as `d2::check`, or as the rule another's
    /// walk reports `with`), and every function the table lists (`r3::laid`) is tried against a literal reading in
    /// `rules/tests.rs`.
    #[test]
    fn every_rule_in_the_table_has_a_unit_test() {
        for g in games() {
            let rules = root().join("src/games").join(g.folder).join("rules");
            let index = read(&rules.join("mod.rs"));
            let tests = read(&rules.join("tests.rs"));
            let table: String = index.lines().filter(|l| !l.starts_with("mod ")).collect();
            let files: Vec<&str> = index
                .lines()
                .filter_map(|l| l.strip_prefix("mod "))
                .map(|l| l.trim_end_matches(';'))
                .filter(|m| *m != "tests")
                .collect();
            assert!(files.len() >= 5, "{}: {files:?}", g.folder);
            // A rule walked with another's is named by its id (`with: &["R4"]`).
            for module in &files {
                let id = format!("\"{}\"", module.to_uppercase());
                assert!(
                    table.contains(&format!("{module}::")) || table.contains(&id),
                    "{}: rules/{module}.rs is in no table entry",
                    g.folder
                );
            }
            let start = index.find("pub const RULES").expect("a RULES table");
            let listed = &index[start..start + index[start..].find("\n];").expect("its end")];
            let checks: BTreeSet<&str> = listed
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .filter(|w| files.iter().any(|m| w.starts_with(&format!("{m}::"))))
                .collect();
            assert!(checks.len() >= files.len(), "{}: {checks:?}", g.folder);
            for check in checks {
                assert!(
                    tests.contains(&format!("{check},")) || tests.contains(&format!("{check}(")),
                    "{}: {check} is tried in no test of rules/tests.rs",
                    g.folder
                );
            }
        }
    }

    /// Whether `text` names rule `id` as a word (`R1`, not the start of `R12`).
    fn names(text: &str, id: &str) -> bool {
        text.match_indices(id).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + id.len()..].chars().next();
            !before.is_some_and(|c| c.is_ascii_alphanumeric())
                && !after.is_some_and(|c| c.is_ascii_alphanumeric())
        })
    }

    /// The `.rs` files under `dir`.
    fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                collect(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs") {
                out.push(path);
            }
        }
    }
}
