//! The generic referee: a game of a designer's own, without rules in Rust. The game here is
//! the shinjya definition copied under another id, its `[referee]` changed: the score is the
//! クトゥルフ icons on the cards at a seat, ties broken by the ニャル icons, then shared.
//! Totals worked by hand from the card values in `templates/shinjya/components.toml`:
//! 遺言 c2, 日記 c1, クトゥルフの悪夢 c2, ルルイエの円盤 c1 n1, ダイナマイト c−2 n−2, 目撃者 n2.

use crate::common;
use common::table::Table;
use common::*;

const SCORE: &str = r#"
[referee]
[referee.roles]
name-piece = "piece:player-name"

[referee.score]
name = { ja = "クトゥルフ点" }
cards = ["cthulhu"]
tie_breaks = [{ cards = ["nyar"] }]
end = true
"#;

/// A copy of the shinjya templates as game `relics`, with `referee` as its `[referee]`;
/// and the templates folder to referee it with.
fn relics(name: &str, referee: &str, players: u32) -> (Table, String) {
    let root = scratch(name);
    let dir = root.join("relics");
    std::fs::create_dir_all(dir.join("faces")).unwrap();
    let stock = repo().join("templates/shinjya");
    for entry in std::fs::read_dir(&stock).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            for file in std::fs::read_dir(&path).unwrap().flatten() {
                let sub = dir.join(entry.file_name());
                std::fs::create_dir_all(&sub).unwrap();
                if file.path().is_file() {
                    std::fs::copy(file.path(), sub.join(file.file_name())).unwrap();
                }
            }
        } else {
            std::fs::copy(&path, dir.join(entry.file_name())).unwrap();
        }
    }
    let game = std::fs::read_to_string(dir.join("game.toml")).unwrap();
    let game = game[..game.find("[referee]").unwrap()]
        .replace("id = \"shinjya\"", "id = \"relics\"")
        // A copied game names its own room file (the output must start with its id).
        .replace("output = \"shinjya01.zip\"", "output = \"relics.zip\"")
        // Japanese only: the scores below name themselves in Japanese alone.
        .replace("languages = [\"ja\", \"en\"]", "languages = [\"ja\"]")
        + referee;
    std::fs::write(dir.join("game.toml"), game).unwrap();
    let table = Table::build_from(&root, "relics", players, name);
    (table, root.to_string_lossy().into_owned())
}

fn totals(v: &Report) -> Vec<Option<i64>> {
    v.players.iter().map(|p| p.score).collect()
}

#[test]
fn the_highest_total_wins() {
    // seat 1: 遺言 2 + 日記 1 = 3; seat 2: 悪夢 2; seat 3: 円盤 1 + ダイナマイト −2 = −1;
    // seats 4 and 5: nothing, 0. Seat 1 wins; seats 4 and 5 share rank 3.
    let (mut t, templates) = relics("highest", SCORE, 5);
    t.deal_to_hand("evidence/will", 1);
    t.deal_open("evidence/diary", 1);
    t.deal_to_hand("incident/cthulhu-nightmare", 2);
    t.deal_to_hand("incident/rlyeh-disc", 3);
    t.deal_to_hand("evidence/dynamite", 3);
    let (v, code) = t.referee(&["--templates", &templates]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(totals(&v), [Some(3), Some(2), Some(-1), Some(0), Some(0)]);
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "highest");
    assert_eq!(v.ranks(), [1, 2, 5, 3, 3]);
    assert!(!v.provisional);
    assert_eq!(v.score_name, "クトゥルフ点");
}

#[test]
fn a_tie_goes_to_the_tie_break_sum() {
    // seat 1: 遺言 c2; seat 2: 悪夢 c2 and 目撃者 (n2): tied at 2, seat 2 has 2 ニャル to 0.
    let (mut t, templates) = relics("tie-break", SCORE, 4);
    t.deal_to_hand("evidence/will", 1);
    t.deal_to_hand("incident/cthulhu-nightmare", 2);
    t.deal_to_hand("evidence/witness", 2);
    let (v, _) = t.referee(&["--templates", &templates]);
    assert_eq!(totals(&v)[..2], [Some(2), Some(2)]);
    assert_eq!(v.winners, [2]);
    assert_eq!(v.decided(), "tiebreak");
}

#[test]
fn a_tie_the_tie_breaks_leave_is_shared() {
    // seats 1 and 2 each hold a 遺言: 2 and 2, no ニャル either: a shared win.
    let (mut t, templates) = relics("shared", SCORE, 3);
    t.deal_to_hand("evidence/will", 1);
    t.deal_to_hand("evidence/will", 2);
    let (v, _) = t.referee(&["--templates", &templates]);
    assert_eq!(v.winners, [1, 2]);
    assert_eq!(v.decided(), "shared");
}

#[test]
fn a_duplicated_card_breaks_conservation() {
    // Every component once: a 遺言 copied with 「コピーを作る」 is one too many.
    let (mut t, templates) = relics("duplicate", SCORE, 5);
    t.duplicate("evidence/diary");
    let (v, code) = t.referee(&["--templates", &templates]);
    assert_eq!(code, 1);
    let codes: Vec<&str> = v.violations.iter().map(|x| x.code.as_str()).collect();
    assert_eq!(codes, ["duplicate-component"]);
    assert_eq!(v.violations[0].rule, "components");
}

#[test]
fn mid_game_the_standing_is_provisional() {
    // Without `end = true` the definition declares no end: the leader is provisional.
    let score = SCORE.replace("end = true\n", "");
    let (mut t, templates) = relics("provisional", &score, 5);
    t.deal_to_hand("evidence/will", 3);
    let (v, _) = t.referee(&["--templates", &templates]);
    assert!(v.provisional);
    assert!(v.winners.is_empty(), "no winner before the end");
    assert_eq!(v.leaders, [3]);
    Test::new()
        .args(&[
            "referee",
            t.save().to_str().unwrap(),
            "--templates",
            &templates,
        ])
        .stdout_has("暫定の首位: 席3")
        .run();
}

#[test]
fn without_a_score_the_verdict_is_conservation_and_places() {
    // No `[referee]` at all: components accounted for, and what lies where.
    let (mut t, templates) = relics("no-score", "", 5);
    t.deal_to_hand("evidence/will", 1);
    let (v, code) = t.referee(&["--templates", &templates]);
    assert_eq!(code, 0, "{v:#}");
    assert!(totals(&v).iter().all(Option::is_none));
    let places = format!("{:?}", v.places);
    assert!(
        places.contains("遺言") && places.contains("自分だけ見る"),
        "{places}"
    );
}
