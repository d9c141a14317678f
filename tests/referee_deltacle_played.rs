//! The DELTACLE referee on rooms played in the real udonarium app (v1.17.3): each fixture in
//! `tests/referee/dl*/save.zip` is the app's own 保存 export of a room `udonforge build`
//! made, after the moves in its `moves.json` were played in it with
//! `../shared/tools/udon-view` (`tests/referee/remake.sh CASE` remakes one). They use
//! the places the table-ready room added (#18): 追突された駒, 上限超え, 空席の駒とカード.
//!
//! Every verdict was worked out by hand from the rulebook (seed 003: ①駒の制御, ②駒の移動,
//! ③回復処理, 2・3人で遊ぶ時の変更点) and the invariants D1–D9 of
//! `shared/rules/deltacle.toml` before the referee was run; the comments show the working.

use crate::common;
use common::deltacle::{breaches, pairs, read_at, score};
use common::played::referee;
use serde_json::Value;

fn has(v: &Value, place: &str, thing: &str) -> bool {
    read_at(v, place).iter().any(|t| t == thing)
}

/// 4 players, seed 3 (emblems 7 red, 11 blue, 13 blue; pile 1 starts red, blue).
/// Turn 1 ①: S1 加減速3 accelerating 3→6, S2 加減速1 decelerating 3→2, S3 加減速2 3→5, S4
/// 覚醒 stays 3. ② by speed: S1 1→7 takes red, 7 refilled from pile 1; S3 17→22; S4 25→28;
/// S2 9→11 takes blue, refilled from pile 2. ③ every card face down in 使用済み.
/// Turn 2 ①: S1 覚醒 (6), S2 加減速2 decelerating (2−2 = 0, below the lower limit: 1), S3
/// 加減速1 accelerating (6), S4 加減速1 decelerating (2). ② S1 and S3 tie at 6: the blessing
/// (seat 1) goes first. S1 7→13 passes S2, unmoved on 11, who would stop on 12, short of 13:
/// rear-ended, into 追突された駒. S1 takes 13's blue, refilled from pile 1. S3 22→28 (S4 on
/// 28 is the stop, not passed); S4 28→30. Saved before ③: the cards lie played, so S2's
/// piece off the track is legal (D7); chips 12 on the track + 15 + 15 waiting + 3 held = 45
/// (D1, D2); hands 2 with 1 played and 1 used (D6); speeds 6, 1, 6, 2 on 1–6 (D5). No
/// violation; nobody has a pentacle: all 0, provisional.
#[test]
fn a_rear_ended_piece_waits_in_its_place_until_recovery() {
    let (v, code) = referee("dl4-rear-ended", &[]);
    assert_eq!((code, breaches(&v)), (0, vec![]), "{v:#}");
    assert_eq!(v["phase"], "play");
    assert_eq!(v["provisional"], true);
    assert!(has(
        &v,
        "席2",
        "駒: 追突された駒（回復処理でスタートマスへ）"
    ));
    assert!(has(&v, "席2", "速度1"));
    assert!(has(&v, "席2", "出したカード: 加減速2（減速）"));
    assert!(has(&v, "席1", "駒: マス13"));
    assert!(has(&v, "席1", "手元のチップ: 竜血珠（赤）・静かの実（青）"));
    assert!(has(&v, "席3", "駒: マス28"));
    assert!(has(&v, "席4", "駒: マス30"));
    assert!(has(&v, "トラック", "待機チップの山: 15枚・15枚"));
    for seat in 1..=4 {
        assert_eq!(score(&v, seat), Some(0));
    }
}

/// The same game after ③ turns every played card down (hands 2, used 2: legal) but nobody
/// returns S2's piece to its start square 9: with no card played the turn is over, and a
/// piece still in 追突された駒 is off the track (D7), the only violation.
#[test]
fn a_rear_ended_piece_left_after_recovery_breaches_d7() {
    let (v, code) = referee("dl4-rear-ended-not-returned", &[]);
    assert_eq!(code, 1);
    assert_eq!(breaches(&v), pairs(&[("D7", "piece-off-track")]));
    assert!(
        v["violations"][0]["message"]
            .as_str()
            .unwrap()
            .contains("席2（Ben）")
    );
    assert!(has(&v, "席2", "手札2枚・使用済み2枚"));
}

/// A room built for 3 (seat 4 empty, its things set aside). A fourth player, Dan, renames
/// seat 4's 空席 piece, takes its piece to start square 25, its marker to 3 and its four
/// cards into seat 4's hand, face down. The table shows 4 players (a typed name), so the
/// referee judges 4 and says so; the setup is legal for 4 (D9 has nothing to check).
#[test]
fn a_late_fourth_player_takes_the_set_aside_things() {
    let (v, code) = referee("dl3-late-fourth", &[]);
    assert_eq!((code, breaches(&v)), (0, vec![]), "{v:#}");
    assert_eq!(v["phase"], "setup");
    assert_eq!(v["players"][3]["real"], true);
    assert_eq!(v["players"][3]["name"], "Dan");
    assert!(has(&v, "席4", "駒: マス25"));
    assert!(has(&v, "席4", "速度3"));
    assert!(has(&v, "席4", "手札4枚・使用済み0枚"));
    let notes = v["notes"].as_array().unwrap();
    assert!(
        notes.iter().any(|n| n.as_str().unwrap().contains("3人用")),
        "{notes:?}"
    );
}

/// 2 players (seats 1 and 3), seed 5 (emblems 3 blue, 5 red, 19 red). Turn 1: S1 加減速2
/// accelerating (5) runs 1→6, no chip there; then, 2 players, the passed squares' chips go
/// off the board nearest first (3, then 5), each square refilled, and back onto the piles.
/// S3 加減速1 decelerating (2) runs 17→19 and takes the red, refilled. ③ cards down. Turn 2:
/// S1 加減速3 accelerating: 5 + 3 = 8 is over the upper limit 6, so the speed becomes the
/// lower limit plus the rest, 1 + 2 = 3; S1 pushed the marker past 6 into 上限超え and the
/// room was saved there. A marker in 上限超え shows no speed: D5, the only violation.
#[test]
fn a_marker_pushed_into_the_place_past_the_gauge_breaches_d5() {
    let (v, code) = referee("dl2-past-the-gauge", &[]);
    assert_eq!(code, 1);
    assert_eq!(breaches(&v), pairs(&[("D5", "speed-beyond-gauge")]));
    assert!(has(&v, "席1", "速度: ゲージの外"));
    assert!(has(&v, "席3", "手元のチップ: 竜血珠（赤）"));
    assert!(has(&v, "トラック", "待機チップの山: 16枚・16枚"));
    assert_eq!(v["players"][1]["real"], false);
    assert_eq!(v["players"][3]["real"], false);
}
