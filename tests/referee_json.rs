//! `referee --json`, field by field, as "The report as JSON" (`docs/referee.md`) documents
//! it: in every referee case's report (`tests/referee/CASE/expected.json`, which
//! `referee_cases` holds to the binary's output byte for byte), each field must mean what the
//! page says. And every rule id the report can cite is explained in its game's catalogue
//! (`docs/games/GAME.md`), since a user has only the repository.

use crate::common;
use common::case::Case;
use common::played::*;
use common::*;
use serde_json::Value;

/// Every referee case's report, by name (read once for all the tests here).
fn verdicts() -> &'static [(String, Report)] {
    static ALL: std::sync::OnceLock<Vec<(String, Report)>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        raw_verdicts()
            .into_iter()
            .map(|(name, json)| {
                let report = Report::parse(&json.to_string(), &name);
                (name, report)
            })
            .collect()
    })
}

/// The same reports as JSON, for the test of which fields the README names.
fn raw_verdicts() -> Vec<(String, Value)> {
    let cases = Case::all();
    assert!(cases.len() >= 50, "the referee cases: {}", cases.len());
    cases
        .into_iter()
        .filter(|case| !case.refused())
        .map(|case| {
            let text = std::fs::read_to_string(case.dir.join("expected.json")).unwrap();
            let report = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("{}/expected.json: {e}", case.name));
            (case.name, report)
        })
        .collect()
}

/// The phase codes `docs/referee.md` lists for a game, and which of them are the end.
fn phases(game: &str) -> (&'static [&'static str], &'static [&'static str]) {
    match game {
        "shinjya" => (
            &["setup", "action", "accusation", "decision"],
            &["decision"],
        ),
        "ritual" => (
            &[
                "setup",
                "ritual-1-setup",
                "ritual-1",
                "ritual-1-ended",
                "ritual-2-setup",
                "ritual-2",
                "ritual-2-ended",
                "ritual-3-setup",
                "ritual-3",
                "ritual-3-ended",
                "game-end",
            ],
            &["game-end"],
        ),
        "wie-verhext" => (&["setup", "between-rounds", "round", "over"], &["over"]),
        "deltacle" => (&["setup", "play", "over"], &["over"]),
        _ => (&["in-play", "end"], &["end"]),
    }
}

#[test]
fn phase_is_one_of_the_games_documented_codes() {
    let mut seen = std::collections::BTreeSet::new();
    for (name, v) in verdicts() {
        let game = v.game.as_str();
        let phase = v.phase.as_str();
        assert!(phases(game).0.contains(&phase), "{name}: phase {phase}");
        seen.insert((game.to_string(), phase.to_string()));
    }
    // The fixtures reach the end of every game but shinjya's in-between phases.
    for end in [
        ("shinjya", "decision"),
        ("ritual", "game-end"),
        ("wie-verhext", "over"),
        ("deltacle", "over"),
    ] {
        assert!(
            seen.contains(&(end.0.to_string(), end.1.to_string())),
            "{end:?} in {seen:?}"
        );
    }
}

#[test]
fn provisional_is_true_exactly_until_the_game_is_over() {
    for (name, v) in verdicts() {
        let over = phases(&v.game).1.contains(&v.phase.as_str());
        assert_eq!(v.provisional, !over, "{name}");
        assert_eq!(v.provisional_reason.is_none(), over, "{name}");
    }
}

#[test]
fn winners_are_set_only_once_the_game_is_over() {
    let mut won = 0;
    for (name, v) in verdicts() {
        let winners = &v.winners;
        if v.provisional {
            assert!(winners.is_empty(), "{name}: no winner before the end");
        } else {
            won += usize::from(!winners.is_empty());
            for &w in winners {
                assert_eq!(v.seat(w).rank, Some(1), "{name}: winners rank first");
                assert!(v.seat(w).real, "{name}");
            }
        }
    }
    assert!(won >= 6, "finished fixtures name their winners");
}

#[test]
fn leaders_are_set_only_before_the_end_and_never_at_a_level_table() {
    let mut led = 0;
    for (name, v) in verdicts() {
        let leaders = &v.leaders;
        if !v.provisional {
            assert!(leaders.is_empty(), "{name}: leaders only before the end");
            continue;
        }
        led += usize::from(!leaders.is_empty());
        let played: Vec<_> = v
            .players
            .iter()
            .filter(|p| p.real && p.rank.is_some())
            .collect();
        if leaders.is_empty() {
            assert!(
                played.iter().all(|p| p.rank == Some(1)),
                "{name}: nobody leads only while everyone is level"
            );
        } else {
            assert!(leaders.len() < played.len(), "{name}: somebody is behind");
            for &l in leaders {
                assert_eq!(v.seat(l).rank, Some(1), "{name}: leaders rank first");
            }
        }
    }
    assert!(led >= 6, "provisional fixtures name their leaders");
    // The untouched setup: nobody leads.
    let (v, _) = referee("dc4-setup", &[]);
    assert!(v.leaders.is_empty());
}

#[test]
fn decided_by_is_null_only_while_nobody_leads() {
    for (name, v) in verdicts() {
        let nobody = v.provisional && v.leaders.is_empty();
        assert_eq!(v.decided_by.is_none(), nobody, "{name}");
        if !nobody {
            let code = v.decided();
            assert_eq!(
                code.starts_with("provisional"),
                v.provisional,
                "{name}: {code}"
            );
        }
    }
}

#[test]
fn violations_carry_a_code_a_rule_and_words() {
    for (name, v) in verdicts() {
        for x in &v.violations {
            for field in [&x.code, &x.rule, &x.message] {
                assert!(!field.is_empty(), "{name}: {x:#?}");
            }
        }
    }
}

/// The JSON table of `docs/referee.md` names every field the report has, and no other.
#[test]
fn the_json_table_documents_every_field() {
    let page = std::fs::read_to_string(repo().join("docs/referee.md")).unwrap();
    let start = page.find("## The report as JSON").expect("the section");
    let table: Vec<&str> = page[start..]
        .lines()
        .skip_while(|l| !l.starts_with("| field"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    let documented: Vec<String> = table
        .iter()
        .flat_map(|l| {
            let cell = l.split('|').nth(1).unwrap();
            cell.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    let mut keys = std::collections::BTreeSet::new();
    let raw = raw_verdicts();
    for (_, v) in &raw {
        keys.extend(v.as_object().unwrap().keys().cloned());
    }
    for k in &keys {
        assert!(
            documented.contains(k),
            "`{k}` is not in docs/referee.md's table"
        );
    }
    for d in &documented {
        assert!(
            keys.contains(d),
            "docs/referee.md documents `{d}`, which no report has"
        );
    }
    // Every phase code a game's report can give, in the `phase` row (`ritual-N` stands for
    // the ritual's number).
    let row = table.iter().find(|l| l.starts_with("| `phase` ")).unwrap();
    for game in [
        "shinjya",
        "ritual",
        "wie-verhext",
        "deltacle",
        "a game of your own",
    ] {
        for code in phases(game).0 {
            let written = code.replace(['1', '2', '3'], "N");
            assert!(
                row.contains(&format!("`{written}`")),
                "phase `{code}`: {row}"
            );
        }
    }
    // The fields of each seat, RITUAL's rounds and the places read, named in their rows.
    for field in ["players", "rounds", "places"] {
        let row = table
            .iter()
            .find(|l| l.starts_with(&format!("| `{field}`")))
            .unwrap();
        let items = raw
            .iter()
            .filter_map(|(_, v)| v[field].as_array())
            .flatten();
        let mut seen = 0;
        for item in items {
            for k in item.as_object().unwrap().keys() {
                assert!(
                    row.contains(&format!("`{k}`")),
                    "{field} field `{k}`: {row}"
                );
            }
            seen += 1;
        }
        assert!(seen > 0, "no report has {field}");
    }
}

/// Every rule id a breach can cite (the string literals of each game's rules) has a row of
/// its game's catalogue (`docs/games/GAME.md`), in Japanese and English.
#[test]
fn every_rule_the_report_cites_is_explained_on_its_games_page() {
    for (folder, letter, page) in [
        ("shinjya", 'J', "shinjya"),
        ("ritual", 'R', "ritual"),
        ("wie_verhext", 'W', "wie-verhext"),
        ("deltacle", 'D', "deltacle"),
    ] {
        let page = format!("docs/games/{page}.md");
        let catalogue = std::fs::read_to_string(repo().join(&page)).unwrap();
        let dir = repo().join("src/games").join(folder);
        let mut ids = std::collections::BTreeSet::new();
        for e in std::fs::read_dir(&dir).unwrap() {
            let path = e.unwrap().path();
            if path.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for piece in text.split('"').skip(1).step_by(2) {
                let mut chars = piece.chars();
                if chars.next() == Some(letter)
                    && piece.len() > 1
                    && chars.all(|c| c.is_ascii_digit())
                {
                    ids.insert(piece.to_string());
                }
            }
        }
        assert!(ids.len() >= 6, "{folder}: {ids:?}");
        for id in ids {
            let row = catalogue
                .lines()
                .find(|l| l.starts_with(&format!("| {id} |")))
                .unwrap_or_else(|| panic!("{page} has no catalogue row for {id}"));
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            assert!(
                cells.len() >= 5 && !cells[2].is_empty() && !cells[3].is_empty(),
                "{row}"
            );
        }
    }
}

/// `hidden` (and each seat's `hidden`) as "The report as JSON" has them: set only before
/// the end; a withheld score withholds every rank and the leaders; the counts agree with the
/// seats' fields; and every key of the object is named in its row.
#[test]
fn hidden_keeps_back_only_before_the_end_and_says_what() {
    let mut kept = 0;
    for (name, v) in verdicts() {
        let seats_hiding = |field: &str| {
            v.players
                .iter()
                .filter(|p| p.hidden.iter().any(|h| h == field))
                .count() as u64
        };
        if !v.provisional {
            assert!(v.hidden.is_none(), "{name}: nothing kept back once over");
            assert!(v.players.iter().all(|p| p.hidden.is_empty()), "{name}");
            continue;
        }
        let Some(h) = &v.hidden else {
            assert!(v.players.iter().all(|p| p.hidden.is_empty()), "{name}");
            continue;
        };
        kept += 1;
        assert!(h.identities + h.scores + h.cards > 0, "{name}: {h:?}");
        assert_eq!(h.identities, seats_hiding("identity"), "{name}");
        assert_eq!(h.scores, seats_hiding("score"), "{name}");
        assert!(h.message.contains("--reveal"), "{name}: {}", h.message);
        for p in &v.players {
            for field in &p.hidden {
                let empty = match field.as_str() {
                    "identity" => p.identity.is_none(),
                    "score" => p.score.is_none(),
                    "breakdown" => p.breakdown.is_empty(),
                    "status" => p.status.is_none(),
                    "rank" => p.rank.is_none(),
                    other => panic!("{name}: seat {} hides `{other}`", p.seat),
                };
                assert!(empty, "{name}: seat {} shows its hidden {field}", p.seat);
            }
        }
        if h.scores > 0 {
            assert!(v.leaders.is_empty() && v.decided_by.is_none(), "{name}");
            assert!(v.players.iter().all(|p| p.rank.is_none()), "{name}");
        }
    }
    assert!(kept >= 4, "mid-game fixtures keep something back: {kept}");
    let page = std::fs::read_to_string(repo().join("docs/referee.md")).unwrap();
    let row = page
        .lines()
        .find(|l| l.starts_with("| `hidden` |"))
        .expect("a row for `hidden`");
    let raw = raw_verdicts();
    let objects = raw.iter().filter_map(|(_, v)| v["hidden"].as_object());
    for object in objects {
        for k in object.keys() {
            assert!(row.contains(&format!("`{k}`")), "hidden field `{k}`: {row}");
        }
    }
}
