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
        Resolved::Generic { name_piece } => common::run(&generic::Generic, name_piece, game, p, o),
        Resolved::Shinjya(roles) => common::run(&shinjya::Shinjya, roles, game, p, o),
        Resolved::Ritual(roles) => common::run(&ritual::Ritual, roles, game, p, o),
        Resolved::WieVerhext(roles) => common::run(&wie_verhext::WieVerhext, roles, game, p, o),
        Resolved::Deltacle(roles) => common::run(&deltacle::Deltacle, roles, game, p, o),
        Resolved::Missing(problem) => Err(Error::MissingRole {
            problem: problem.clone(),
        }),
    }
}

/// Every game with rules of its own has the same layout, so a rule is found by its id.
#[cfg(test)]
mod skeleton {
    use std::collections::BTreeSet;
    use std::path::Path;

    /// The game folders with their own rules, and the letter of their rule ids.
    const GAMES: [(&str, char); 4] = [
        ("shinjya", 'J'),
        ("ritual", 'R'),
        ("wie_verhext", 'W'),
        ("deltacle", 'D'),
    ];

    /// The rule ids (`"J5"`…) written as string literals in a file.
    fn rule_ids(text: &str, letter: char) -> BTreeSet<String> {
        text.split('"')
            .skip(1)
            .step_by(2)
            .filter(|s| {
                let mut chars = s.chars();
                chars.next() == Some(letter) && s.len() > 1 && chars.all(|c| c.is_ascii_digit())
            })
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn every_game_folder_has_the_same_layout() {
        let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
        for (game, _) in GAMES {
            let dir = games.join(game);
            for part in ["mod.rs", "breach.rs", "score.rs", "rules/mod.rs"] {
                assert!(dir.join(part).is_file(), "{game}: no {part}");
            }
            for (file, folder) in [("read.rs", "read/mod.rs"), ("text.rs", "text/mod.rs")] {
                assert!(
                    dir.join(file).is_file() != dir.join(folder).is_file(),
                    "{game}: one of {file} or {folder}"
                );
            }
        }
    }

    /// The one rule-id table of a game is its `breach.rs`; each id it cites has a file in
    /// `rules/` named after it, or `rules/mod.rs` says where that rule lives.
    #[test]
    fn every_rule_a_breach_cites_is_found_by_its_id() {
        let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
        for (game, letter) in GAMES {
            let dir = games.join(game);
            let breach = std::fs::read_to_string(dir.join("breach.rs")).unwrap();
            let cited = rule_ids(&breach, letter);
            assert!(cited.len() >= 6, "{game}: {cited:?}");
            let index = std::fs::read_to_string(dir.join("rules/mod.rs")).unwrap();
            for id in &cited {
                let file = dir.join(format!("rules/{}.rs", id.to_lowercase()));
                assert!(
                    file.is_file() || names(&index, id),
                    "{game}: {id} has no rules/ file and rules/mod.rs does not name it"
                );
            }
            // No other file ties breaches to rule ids.
            let mut others = Vec::new();
            collect(&dir, &mut others);
            let ties =
                |p: &&std::path::PathBuf| !p.ends_with("breach.rs") && !p.ends_with("tests.rs");
            for path in others.iter().filter(ties) {
                let text = std::fs::read_to_string(path).unwrap();
                let ids = rule_ids(&text, letter);
                assert!(ids.is_empty(), "{}: rule ids {ids:?}", path.display());
            }
        }
    }

    /// Every rule file's check is in the game's one table, or walked with another rule's
    /// (`r3::row_lengths` with `r4::kept_chanting`): `rules/mod.rs` names each `mod` it has
    /// as a path (`d2::check`), so a rule file nothing runs cannot be added unnoticed.
    #[test]
    fn every_rule_file_is_in_the_table() {
        let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
        for (game, letter) in GAMES {
            let index = std::fs::read_to_string(games.join(game).join("rules/mod.rs")).unwrap();
            let rest: String = index.lines().filter(|l| !l.starts_with("mod ")).collect();
            let rule_files = index
                .lines()
                .filter_map(|l| l.strip_prefix("mod "))
                .map(|l| l.trim_end_matches(';'))
                .filter(|m| m.starts_with(letter.to_ascii_lowercase()));
            let mut count = 0;
            for module in rule_files {
                count += 1;
                let path = format!("{module}::");
                assert!(
                    rest.contains(&path),
                    "{game}: rules/{module}.rs is in no table entry"
                );
            }
            assert!(count >= 5, "{game}: {count} rule files");
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
    fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
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
