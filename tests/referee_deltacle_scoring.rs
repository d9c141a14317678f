//! The DELTACLE referee's scores and the game's end (D4, D10), on positions made as players
//! make them: pentacles of three chips stacked face down in their slots. Every expected
//! verdict was worked by hand from the rulebook (seed 003: 宝石の獲得と得点化, ゲームの終了と
//! 得点計算) with the placeholder scoring table (one colour 5, all three colours 3, a pair
//! 1; a tie shared); each test names the rule it checks. Seed 11 leaves 10 blue, 12 yellow
//! and 11 red chips in the waiting piles. The end, a shared win, the provisional standing and
//! two finished seats on one saved position each are referee cases (`tests/referee/dc*`).

use crate::common;
use common::deltacle::*;
use common::table::Table;

fn end_b(name: &str, templates: Option<&std::path::Path>) -> Deltacle {
    let t = match templates {
        Some(dir) => Table::build_from(dir, "deltacle", 4, name),
        None => Table::build_game("deltacle", 4, name),
    };
    let mut d = Deltacle::from(t);
    d.pentacle(1, 0, &["blue", "blue", "yellow"]);
    d.pentacle(1, 1, &["red", "red", "yellow"]);
    d.pentacle(1, 2, &["yellow", "yellow", "blue"]);
    d.pentacle(2, 0, &["yellow", "yellow", "yellow"]);
    d.pentacle(2, 1, &["red", "red", "red"]);
    d.pentacle(3, 0, &["blue", "blue", "blue"]);
    d.pentacle(3, 1, &["red", "red", "red"]);
    d.pentacle(4, 0, &["blue", "yellow", "red"]);
    d
}

/// Editing the definition changes the verdict: YYY worth 12 instead of 5 puts S2 (12 + 5)
/// alone on top; the tie-break `blessing` gives the tie to the seat nearest clockwise from
/// the blessing player (S1 holds it: S2 before S3).
#[test]
fn a_scoring_table_entry_or_the_tie_break_edited_in_toml_changes_the_verdict() {
    let edit = |name: &str, from: &str, to: &str| edited(name, "game.toml", &[(from, to)]);
    let yyy = edit(
        "dl-yyy",
        "\"yellow+yellow+yellow\" = 5",
        "\"yellow+yellow+yellow\" = 12",
    );
    let (v, _) = end_b("dl-end-b-yyy", Some(&yyy)).referee(&["--templates", yyy.to_str().unwrap()]);
    assert_eq!(v.score(2), Some(17));
    assert_eq!(v.score(1), Some(3), "YYB is not YYY");
    assert_eq!((v.winners.clone(), v.decided()), (vec![2], "score"));
    let blessing = edit(
        "dl-tie",
        "tie_break = \"shared\"",
        "tie_break = \"blessing\"",
    );
    let (v, _) = end_b("dl-end-b-tie", Some(&blessing))
        .referee(&["--templates", blessing.to_str().unwrap()]);
    assert_eq!(v.winners, [2]);
    assert_eq!(v.decided(), "tie-blessing");
}
