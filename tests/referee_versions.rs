//! Every version of every built-in game's definition, for good: a room is read by the
//! definition of the version that built it. Each older version is kept whole in
//! `templates/GAME/versions/N/`, and a save of a room it built is kept among the referee
//! cases (`tests/referee/`), whose reports `referee_cases` checks word for word; here every
//! such save must be read wholly — every object on its table one of the game's — and the
//! current version's room, built now, too.

use crate::common::case::Case;
use crate::common::{NONE, Report, Test, build_room, built_in_games, scratch};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;

/// The game and version every object of a case's save names (`udonforge="game=… version=…"`).
fn versions_in(case: &Case) -> BTreeSet<(String, u32)> {
    let path = case.save();
    let xml = if path.extension().is_some_and(|e| e == "zip") {
        let mut zip = zip::ZipArchive::new(std::fs::File::open(&path).unwrap()).unwrap();
        let mut text = String::new();
        // `data.xml`, or `fly_data.xml` in a save of UdonariumWithFly.
        let name = zip
            .file_names()
            .find(|n| n.ends_with("data.xml"))
            .unwrap()
            .to_string();
        zip.by_name(&name)
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
        text
    } else {
        std::fs::read_to_string(&path).unwrap()
    };
    let mut found = BTreeSet::new();
    for part in xml.split("game=").skip(1) {
        let game: String = part
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        let Some(rest) = part.strip_prefix(&format!("{game} version=")) else {
            continue;
        };
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if let Ok(v) = digits.parse() {
            found.insert((game, v));
        }
    }
    found
}

/// The current version a game's definition declares.
fn current_version(game_toml: &str) -> u32 {
    game_toml
        .lines()
        .find_map(|l| l.trim().strip_prefix("version = "))
        .and_then(|v| v.trim().parse().ok())
        .expect("game.toml declares its version")
}

/// Whether a report reads every object of the table as the game's.
fn foreign_objects(report: &Report) -> Vec<String> {
    report
        .notes
        .iter()
        .map(String::as_str)
        .filter(|n| {
            n.contains("ゲームの部品ではないオブジェクト")
                || n.contains("not components of the game")
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn a_save_of_every_version_of_every_game_is_read_by_that_version() {
    // Per (game, version): the cases whose save that version built, every object read.
    let mut read_wholly: BTreeMap<(String, u32), Vec<String>> = BTreeMap::new();
    let mut misread = Vec::new();
    for case in Case::all() {
        if case.spec.save_of.is_some() || case.refused() || case.spec.templates.is_some() {
            continue;
        }
        let versions = versions_in(&case);
        let [(game, version)] = versions.iter().collect::<Vec<_>>()[..] else {
            continue;
        };
        let run = Test::referee(&case.save()).output();
        let report: Option<Report> = serde_json::from_str(&run.stdout).ok();
        let foreign = report.as_ref().map(foreign_objects).unwrap_or_default();
        if report.is_none() {
            misread.push(format!(
                "{} ({game} version {version}): no report",
                case.name
            ));
        } else if foreign.is_empty() {
            read_wholly
                .entry((game.clone(), *version))
                .or_default()
                .push(case.name.clone());
        } else if ["foreign", "objects-added", "no-identities"]
            .iter()
            .any(|about| case.name.contains(about))
        {
            // A case about objects players added, or about a fork that dropped every
            // object's identity (notes then are no game's): those are meant to be foreign.
        } else {
            misread.push(format!(
                "{} ({game} version {version}): {foreign:?}",
                case.name
            ));
        }
    }
    assert!(
        misread.is_empty(),
        "saves with objects their version's definition did not recognise:\n{}",
        misread.join("\n")
    );
    let mut missing = Vec::new();
    for dir in built_in_games() {
        let id = dir.file_name().unwrap().to_string_lossy().into_owned();
        let current = current_version(&std::fs::read_to_string(dir.join("game.toml")).unwrap());
        for version in 1..current {
            let kept = dir.join(format!("versions/{version}/game.toml"));
            if !kept.is_file() {
                missing.push(format!(
                    "{id} version {version}: its definition is not kept whole in {}",
                    kept.parent().unwrap().display()
                ));
            }
            if !read_wholly.contains_key(&(id.clone(), version)) {
                missing.push(format!(
                    "{id} version {version}: no referee case keeps a save of a room it built \
                     (build one at a commit of that version, play it, keep it in tests/referee/)"
                ));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn the_current_version_of_every_game_builds_a_room_read_wholly() {
    let dir = scratch("referee-versions");
    for game in built_in_games() {
        let id = game.file_name().unwrap().to_string_lossy().into_owned();
        let zip = build_room(&dir, &id, &[]);
        let report = Test::referee(&zip).report();
        assert_eq!(report.breaches(), NONE, "{id}: {report}");
        assert_eq!(foreign_objects(&report), Vec::<String>::new(), "{id}");
    }
}

/// The players a game's definition (`game.toml`) allows: `[players] min` and `max`.
fn player_range(game_toml: &str) -> (u32, u32) {
    let value = |key: &str| -> u32 {
        let table = &game_toml[game_toml.find("[players]").expect("[players]")..];
        table
            .lines()
            .find_map(|l| l.trim().strip_prefix(&format!("{key} = ")))
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or_else(|| panic!("[players] {key}"))
    };
    (value("min"), value("max"))
}

/// #40: every room of every version reads as it was built. For each version of each built-in
/// game, at the fewest and the most players, an untouched room built by the commit that landed
/// that version is kept (`tests/referee/vN-GAME-P`): refereed today, the setup is legal, with
/// the seats the build made played, and no object on its table unrecognised.
#[test]
fn an_untouched_room_of_every_version_at_the_fewest_and_most_players_is_legal() {
    let mut wrong = Vec::new();
    let mut cases: BTreeMap<String, Case> = Case::all()
        .into_iter()
        .map(|c| (c.name.clone(), c))
        .collect();
    for dir in built_in_games() {
        let id = dir.file_name().unwrap().to_string_lossy().into_owned();
        let game_toml = std::fs::read_to_string(dir.join("game.toml")).unwrap();
        let current = current_version(&game_toml);
        let (min, max) = player_range(&game_toml);
        for version in 1..=current {
            for players in [min, max] {
                let name = format!("v{version}-{id}-{players}");
                let Some(case) = cases.remove(&name) else {
                    wrong.push(format!(
                        "{name}: no such case (build the room at the commit that landed \
                         version {version})"
                    ));
                    continue;
                };
                let built: Vec<(String, u32)> = versions_in(&case).into_iter().collect();
                if built != [(id.clone(), version)] {
                    wrong.push(format!("{name}: built by {built:?}"));
                }
                let report = Test::referee(&case.save()).report();
                if !report.breaches().is_empty() || report.phase != "setup" {
                    wrong.push(format!("{name}: {} {:?}", report.phase, report.breaches()));
                }
                let played = report.players.iter().filter(|p| p.real).count();
                if played != players as usize {
                    wrong.push(format!("{name}: {played} seats played"));
                }
                let foreign = foreign_objects(&report);
                if !foreign.is_empty() {
                    wrong.push(format!("{name}: {foreign:?}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
