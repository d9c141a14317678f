//! The referee on DELTACLE rooms played in the real udonarium app (v1.17.3) and saved with its
//! 保存: each fixture in `tests/fixtures/played/` is the app's export after the moves in
//! `NAME.moves.json` (played turn by turn by the rulebook: cards revealed, speed markers moved,
//! pieces moved, chips taken and refilled from the waiting piles, pentacles stacked face
//! down, recovery). `tests/fixtures/played/remake.sh NAME` remakes one.
//!
//! Every verdict below was worked out by hand from the rulebook (seed 003) and the README's
//! rules notes before the referee was run on the position; the comments show the calculation
//! and cite the rule (D1–D10, catalogued in the README). Pentacle points are the placeholder
//! table of `templates/deltacle/game.toml`: one colour 5, all three colours 3, a pair 1.

use crate::common;
use common::played::*;
use serde_json::Value;

// dc3-final-pentacle: `build deltacle --players 3 --seed 31`, seats 1–3 (Aki, Ben, Chie),
// seat 4 (ゴッドハンド) empty. Turn 21: seat 1 stops on square 23, takes its red chip, and with
// three face-up chips makes its third pentacle 「即座に」: the game ends 「その瞬間」 (D4, D10).
// The save is that instant: square 23 not refilled (the refill comes after the take, D2 not
// owed), seat 2's piece rear-ended earlier this turn and still off the board (no recovery
// step, D7 not owed), every seat's card still in 出したカード (a turn under way: hands of 1
// with 1 played and 2 used are legal, D6). Waiting piles 6 and 7 (D2), speeds on the gauges.
// Pentacles (D10):
//   seat 1: red+blue+yellow 3, yellow+red+blue 3, blue+blue+red 1 = 7 (the finisher)
//   seat 2: blue+yellow+yellow 1 = 1 (two loose chips, yellow and red: legal, D3)
//   seat 3: red+yellow+blue 3, red+red+red 5 = 8 (one loose red)
// The highest total wins even if it is not the finisher's: seat 3, decided by the score.
// Ranks 3, 1, 2. No violation.
fn assert_final_pentacle(v: &Value, code: i32) {
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "over");
    assert_eq!(v["provisional"], false);
    assert_seats(
        v,
        &[
            Seat {
                seat: 1,
                name: "Aki",
                real: true,
                score: Some(7),
                rank: Some(2),
                lines: &[("ペンタクル1", 3), ("ペンタクル2", 3), ("ペンタクル3", 1)],
            },
            Seat {
                seat: 2,
                name: "Ben",
                real: true,
                score: Some(1),
                rank: Some(3),
                lines: &[("ペンタクル1", 1)],
            },
            Seat {
                seat: 3,
                name: "Chie",
                real: true,
                score: Some(8),
                rank: Some(1),
                lines: &[("ペンタクル1", 3), ("ペンタクル2", 5)],
            },
            Seat {
                seat: 4,
                name: "ゴッドハンド",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
        ],
    );
    assert_eq!(winners(v), [3]);
    assert!(leaders(v).is_empty(), "nobody is a leader once it is over");
    assert_eq!(decided(v), "score");
    assert!(violations(v).is_empty(), "{v:#}");
}

#[test]
fn deltacle_the_game_ends_the_instant_the_third_pentacle_is_made() {
    let (v, code) = referee("dc3-final-pentacle", &[]);
    assert_final_pentacle(&v, code);
}

// dc3-pentacles-shown: the same game, then the scoring step 「全員、自身のペンタクルの内容を
// 公開し」: every chip of every pentacle turned face up. That is the rulebook's own step
// after the end, not a breach of D4: the same verdict.
#[test]
fn deltacle_pentacles_shown_for_scoring_are_no_breach() {
    let (v, code) = referee("dc3-pentacles-shown", &[]);
    assert_final_pentacle(&v, code);
}

// dc3-foreign-card: the same game, and a card of a player's own (a joker, laid in the
// waiting-chip area) that is no component of DELTACLE: the report is dc3-final-pentacle's
// word for word, plus one note naming the card and where it lies.
#[test]
fn deltacle_a_card_players_added_is_named_in_a_note() {
    let (with, code) = referee("dc3-foreign-card", &[]);
    assert_final_pentacle(&with, code);
    let (without, _) = referee("dc3-final-pentacle", &[]);
    let notes = |v: &Value| -> Vec<String> {
        v["notes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_str().unwrap().to_string())
            .collect()
    };
    let (a, b) = (notes(&with), notes(&without));
    assert_eq!(a.len(), b.len() + 1, "{a:?}");
    let extra: Vec<&String> = a.iter().filter(|n| !b.contains(n)).collect();
    assert_eq!(extra.len(), 1, "{a:?}");
    assert!(
        extra[0].contains("「ジョーカー」") && extra[0].contains("待機チップ"),
        "{}",
        extra[0]
    );
    let mut rest = with.clone();
    rest["notes"] = without["notes"].clone();
    assert_eq!(rest, without, "otherwise the same report");
    let text = text_report("dc3-foreign-card", &["--lang", "en"]);
    assert!(text.contains("card “ジョーカー”"), "{text}");
}

// dc3-gone-once: the same room after 12 turns, between turns (every card back in hand or
// used, every piece on the track): seat 1 on square 12 (speed 5), one pentacle red+blue+yellow
// (3) and a loose yellow; seat 2 on 14 (speed 4), blue+yellow+yellow (1) and a loose yellow;
// seat 3 on square 1 (speed 2), red+yellow+blue (3) and a loose red. Then:
//   - seat 3's piece is deleted: one component missing, under D7 — and not also "no piece";
//   - seat 2's speed marker is deleted: missing, under D5 — and not also "no marker";
//   - the blessing card is dragged into the middle of the track, outside every area: D8, once,
//     saying its one legal place, the blessing player's seat;
//   - seat 1 copies a chip of its pentacle (コピーを作る; the copy lies in the same slot): one
//     chip too many under D1, reported as the copy, and the pentacle still reads as its 3
//     chips (no D4), scoring 3 as before.
// Not over: standing 3, 1, 3 — seats 1 and 3 lead, provisionally.
#[test]
fn deltacle_each_gone_thing_is_one_violation() {
    let (v, code) = referee("dc3-gone-once", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "play");
    assert_eq!(v["provisional"], true);
    let scores: Vec<Option<i64>> = (1..=3).map(|s| player(&v, s)["score"].as_i64()).collect();
    assert_eq!(scores, [Some(3), Some(1), Some(3)]);
    assert!(winners(&v).is_empty());
    assert_eq!(leaders(&v), [1, 3]);
    assert_eq!(
        violation_set(&v),
        [
            ("D1".to_string(), "duplicate-component".to_string()),
            ("D5".to_string(), "missing-component".to_string()),
            ("D7".to_string(), "missing-component".to_string()),
            ("D8".to_string(), "blessing-not-held".to_string()),
        ]
    );
    let blessing = v["violations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["rule"] == "D8")
        .unwrap()["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(blessing.contains("祝福プレイヤーの席"), "{blessing}");
    assert!(!blessing.contains("共有の場所"), "{blessing}");
}

// dc2-off-board-at-rest: `build deltacle --players 2 --seed 32`, seats 1 and 3 (Aoi, Ken) on
// alternate start squares 1 and 17 (D9). Played by the 2-player rule: after taking a chip,
// the mover moves the chips of the squares it passed to 盤外, refilling each square, then puts
// them back on the waiting piles. On turn 4 seat 1 moved one chip (yellow) to 盤外 and
// refilled its square, but never put it back; the turn's recovery is done (cards used, none
// in 出したカード), so no move is under way by the referee's own test: the chip should be on a
// waiting pile (D1), the one violation. Seat 1 holds red+red+red (5), seat 3 two loose
// chips: seat 1 leads, provisionally.
#[test]
fn deltacle_two_players_chips_left_off_the_board_after_the_move() {
    let (v, code) = referee("dc2-off-board-at-rest", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "play");
    assert_eq!(
        violations(&v),
        [("D1".to_string(), "chips-off-board".to_string())]
    );
    assert_eq!(leaders(&v), [1]);
    assert!(winners(&v).is_empty());
}

// dc2-off-board-mid-move: the same game saved in the middle of turn 4, right after seat 1 set
// the chip aside and refilled the square: both cards still lie in 出したカード, a move is under
// way and the chip in 盤外 is that move's — legal, one note says so.
#[test]
fn deltacle_two_players_chips_off_the_board_during_the_move() {
    let (v, code) = referee("dc2-off-board-mid-move", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "play");
    let notes = v["notes"].to_string();
    assert!(notes.contains("盤外"), "{notes}");
    assert_eq!(leaders(&v), [1]);
}

// dc4-setup: a 4-seat room saved by the app as built. Nothing has happened: phase setup,
// nobody has won and nobody leads (everyone at 0), no violation.
#[test]
fn deltacle_an_untouched_setup_has_no_leader() {
    let (v, code) = referee("dc4-setup", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "setup");
    assert_eq!(v["provisional"], true);
    assert!(winners(&v).is_empty(), "{v:#}");
    assert!(leaders(&v).is_empty(), "{v:#}");
    assert!(v["decided_by"].is_null(), "{v:#}");
    let text = text_report("dc4-setup", &[]);
    assert!(text.contains("暫定の首位: なし"), "{text}");
}

// The same room refereed with `--players 2`: the seats `build --players 2` makes played,
// seats 1 and 3 (`[players.seats]`: alternate start squares), so no D9 breach; seats 2 and 4
// are not played.
#[test]
fn deltacle_referee_players_takes_the_seats_build_does() {
    let (v, code) = referee("dc4-setup", &["--players", "2"]);
    assert_eq!(code, 0, "{v:#}");
    let real: Vec<bool> = (1..=4)
        .map(|s| player(&v, s)["real"].as_bool().unwrap())
        .collect();
    assert_eq!(real, [true, false, true, false]);
    assert!(violations(&v).is_empty(), "{v:#}");
}
