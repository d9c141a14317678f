//! The DELTACLE referee's scores and the game's end (D4, D10), on positions made as players
//! make them: pentacles of three chips stacked face down in their slots. Every expected
//! verdict was worked by hand from the rulebook (seed 003: 宝石の獲得と得点化, ゲームの終了と
//! 得点計算) with the placeholder scoring table (one colour 5, all three colours 3, a pair
//! 1; a tie shared); each test names the rule it checks. Seed 11 leaves 10 blue, 12 yellow
//! and 11 red chips in the waiting piles.

use crate::common;
use common::deltacle::*;
use common::table::Table;

/// ゲームの終了と得点計算, D10: S1 completes a third pentacle (BBB 5, YYY 5, RRR 5 = 15) and
/// the game ends; S2 (BBY 1 + BBR 1), S3 (YYB 1 + YYR 1), S4 (RRB 1 + RRY 1) have 2 each.
/// Every single-colour and pair combination scored once; S1 wins on points.
#[test]
fn the_third_pentacle_ends_the_game_and_every_combination_scores() {
    let mut d = Deltacle::new(4, "dl-end-a");
    d.pentacle(1, 0, &["blue", "blue", "blue"]);
    d.pentacle(1, 1, &["yellow", "yellow", "yellow"]);
    d.pentacle(1, 2, &["red", "red", "red"]);
    d.pentacle(2, 0, &["blue", "blue", "yellow"]);
    d.pentacle(2, 1, &["blue", "blue", "red"]);
    d.pentacle(3, 0, &["yellow", "yellow", "blue"]);
    d.pentacle(3, 1, &["yellow", "yellow", "red"]);
    d.pentacle(4, 0, &["red", "red", "blue"]);
    d.pentacle(4, 1, &["red", "red", "yellow"]);
    let (v, code) = d.referee(&[]);
    assert_eq!((code, v.breaches()), (0, Vec::<String>::new()), "{v:#}");
    assert_eq!(v.phase, "over");
    assert!(!v.provisional);
    assert_eq!(
        (1..=4).map(|s| v.score(s)).collect::<Vec<_>>(),
        [Some(15), Some(2), Some(2), Some(2)]
    );
    let lines: Vec<i64> = v.players[0].breakdown.iter().map(|l| l.points).collect();
    assert_eq!(lines, [5, 5, 5]);
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "score");
    assert_eq!(v.players[1].rank, Some(2));
}

/// D10 with three colours and a tie: S1 ends the game with BBY, RRY, YYB (1 + 1 + 1 = 3);
/// S2 (YYY 5 + RRR 5) and S3 (BBB 5 + RRR 5) both have 10, S4 BYR (3). The highest total
/// wins; a tie is shared (the placeholder rule).
#[test]
fn a_tie_for_the_highest_total_is_a_shared_win() {
    let d = end_b("dl-end-b", None);
    let (v, code) = d.referee(&[]);
    assert_eq!((code, v.breaches()), (0, Vec::<String>::new()), "{v:#}");
    assert_eq!(
        (1..=4).map(|s| v.score(s)).collect::<Vec<_>>(),
        [Some(3), Some(10), Some(10), Some(3)]
    );
    assert_eq!(v.winners, [2, 3]);
    assert_eq!(v.decided(), "tie-shared");
    assert_eq!(v.players[0].rank, Some(3));
}

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

/// Before anyone has 3 pentacles the standing is provisional: S2 leads with one BBB (5).
#[test]
fn before_the_end_the_standing_is_provisional() {
    let mut d = Deltacle::new(3, "dl-provisional");
    d.pentacle(2, 0, &["blue", "blue", "blue"]);
    d.pentacle(3, 0, &["blue", "yellow", "red"]);
    let (v, code) = d.referee(&[]);
    assert_eq!((code, v.breaches()), (0, Vec::<String>::new()), "{v:#}");
    assert_eq!(v.phase, "play");
    assert!(v.provisional);
    assert_eq!(
        (1..=3).map(|s| v.score(s)).collect::<Vec<_>>(),
        [Some(0), Some(5), Some(3)]
    );
    assert!(v.winners.is_empty(), "no winner before the end");
    assert_eq!(v.leaders, [2]);
    assert_eq!(v.decided(), "provisional-score");
}

/// D4: the game ends at the first third pentacle, so two seats with three is a breach.
#[test]
fn two_seats_with_three_pentacles_breach_d4() {
    let mut d = Deltacle::new(4, "dl-two-finished");
    for slot in 0..3 {
        d.pentacle(1, slot, &["yellow", "yellow", "yellow"][..]);
        d.pentacle(3, slot, &["red", "red", "red"][..]);
    }
    let (v, code) = d.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["D4 several-finished"]);
}
