//! The DELTACLE referee on positions made as players make them in the room: control cards
//! played from the hand with the chosen end up, pieces moved along the track, chips taken
//! from emblem squares and the squares refilled from a waiting pile. Every expected verdict
//! was worked by hand from the rulebook (seed 003: セットアップ, ①駒の制御, ②駒の移動,
//! ③回復処理, 2・3人で遊ぶ時の変更点) and the invariants D1–D9 of
//! `shared/rules/deltacle.toml`; each test names the rule it checks. Seed 11 leaves 10 blue,
//! 12 yellow and 11 red chips in the waiting piles. Scoring and the end: `referee_deltacle_scoring.rs`;
//! D5, D6 and D4 breaches on one saved position each are referee cases (`tests/referee/dc*`).

use crate::common;
use common::NONE;
use common::deltacle::*;
use common::table::Table;

/// セットアップ, 2・3人で遊ぶ時: the room as built is a legal setup at every count (D1–D9).
#[test]
fn the_setup_of_every_player_count_is_legal() {
    for (players, played) in [(2, vec![1, 3]), (3, vec![1, 2, 3]), (4, vec![1, 2, 3, 4])] {
        let d = Deltacle::new(players, &format!("dl-setup-{players}"));
        let (v, code) = d.referee(&[]);
        assert_eq!(code, 0, "{players}p: {v:#}");
        assert_eq!(v.breaches(), NONE, "{players}p");
        assert_eq!(v.phase, "setup");
        assert!(v.provisional);
        for seat in 1..=4usize {
            let real = played.contains(&seat);
            assert_eq!(v.players[seat - 1].real, real, "{players}p seat {seat}");
            assert_eq!(v.score(seat), real.then_some(0));
        }
        for seat in &played {
            let things = v.read_at(&format!("席{seat}"));
            assert!(things.contains(&"速度3".to_string()), "{things:?}");
            assert!(things.contains(&"手札4枚・使用済み0枚".to_string()));
        }
    }
}

/// ①②③ One turn of 4 players by the rules: S1 加減速2 accelerating (3→5), S2 加減速1
/// decelerating (3→2), S3 覚醒 (stays 3), S4 加減速3 accelerating (3→6, the upper limit).
/// Movement by speed: S4 25→31 (emblem: takes the chip, refills from pile 1), S1 1→6, S3
/// 17→20, S2 9→11 (emblem: takes it, refills from pile 2). No unmoved piece on a passed
/// square, so no collision. Legal mid-turn (cards revealed, hands 3) and after recovery
/// (D5 speeds on their gauges, D6 hand 3 / used 1, D7 pieces on the track, D2 refilled).
#[test]
fn a_turn_played_by_the_rules_is_legal_during_and_after_recovery() {
    let mut d = Deltacle::new(4, "dl-turn");
    d.play(1, "speed-2", true);
    d.play(2, "speed-1", false);
    d.play(3, "awakening", true);
    d.play(4, "speed-3", true);
    for (seat, speed) in [(1, 5), (2, 2), (4, 6)] {
        d.speed(seat, speed);
    }
    d.move_piece(4, 31);
    d.pick_up(4, 31, Some(0));
    d.move_piece(1, 6);
    d.move_piece(3, 20);
    d.move_piece(2, 11);
    d.pick_up(2, 11, Some(1));
    let (v, code) = d.referee(&[]);
    assert_eq!((code, v.breaches()), (0, Vec::<String>::new()), "{v:#}");
    assert_eq!(v.phase, "play");
    let s1 = v.read_at("席1");
    assert!(s1.contains(&"速度5".to_string()), "{s1:?}");
    assert!(
        s1.contains(&"出したカード: 加減速2（加速）".to_string()),
        "{s1:?}"
    );
    assert!(
        v.read_at("席2")
            .contains(&"出したカード: 加減速1（減速）".to_string())
    );
    assert!(v.read_at("席4").contains(&"駒: マス31".to_string()));
    for seat in 1..=4 {
        d.recover(seat);
    }
    let (v, code) = d.referee(&[]);
    assert_eq!((code, v.breaches()), (0, Vec::<String>::new()), "{v:#}");
    assert!(
        v.read_at("席2")
            .contains(&"手札3枚・使用済み1枚".to_string())
    );
    assert!(v.provisional);
}

/// ②[1] A piece rear-ended during a move is off the board until ③ returns it to its start
/// square (3 players). Turn 1: S1 加減速3 accelerating (6) runs 1→7 and takes the emblem
/// chip, S2 加減速1 decelerating (2) runs 9→11 and takes that chip, S3 覚醒 (3) runs 17→20.
/// Turn 2: S1 覚醒 (stays 6), S2 加減速2 decelerating (2−2 is below the lower limit 1: 1),
/// S3 加減速1 accelerating (4). S1 moves first (fastest): 7→13 passes S2, unmoved on 11,
/// which would stop on 12, short of 13: rear-ended, off the board. S1 takes 13's chip;
/// S3 runs 20→24. Legal while the turn's cards lie revealed, S2's piece in the place for
/// rear-ended pieces; after recovery it must be back on its start square 9 (D7).
#[test]
fn a_removed_piece_must_be_back_on_the_track_after_recovery() {
    let mut d = Deltacle::new(3, "dl-collision");
    d.play(1, "speed-3", true);
    d.play(2, "speed-1", false);
    d.play(3, "awakening", true);
    d.speed(1, 6);
    d.speed(2, 2);
    d.move_piece(1, 7);
    d.pick_up(1, 7, Some(0));
    d.move_piece(3, 20);
    d.move_piece(2, 11);
    d.pick_up(2, 11, Some(1));
    for seat in 1..=3 {
        d.recover(seat);
    }
    assert_eq!(d.referee(&[]).0.breaches(), NONE, "after turn 1");
    d.play(1, "awakening", true);
    d.play(2, "speed-2", false);
    d.play(3, "speed-1", true);
    d.speed(2, 1);
    d.speed(3, 4);
    d.move_piece(1, 13);
    d.pick_up(1, 13, Some(0));
    d.rear_end(2);
    d.move_piece(3, 24);
    let (v, code) = d.referee(&[]);
    assert_eq!(
        (code, v.breaches()),
        (0, Vec::<String>::new()),
        "mid-turn: {v:#}"
    );
    assert!(
        v.read_at("席2")
            .contains(&"駒: 追突された駒（回復処理でスタートマスへ）".to_string()),
        "{v:#}"
    );
    for seat in 1..=3 {
        d.recover(seat);
    }
    let (v, code) = d.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["D7 piece-off-track"]);
    // Back on its start square, all is well.
    d.move_piece(2, 9);
    assert_eq!(d.referee(&[]).0.breaches(), NONE);
}

/// D1: a chip lost (deleted from a waiting pile) or duplicated (「コピーを作る」 on a
/// waiting chip, the copy kept at a seat) breaks the 15 chips of its colour.
#[test]
fn a_lost_or_duplicated_chip_breaches_d1() {
    let mut d = Deltacle::new(4, "dl-chip-lost");
    // Seed 11: pile 1 starts yellow, yellow, red…
    let top = d.top_of(0);
    assert_eq!(identity(&top).unwrap().component, "gem/yellow");
    let (v, code) = d.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["D1 missing-component"]);
    assert!(v.violations[0].message.contains("太陽の滴"));
    let mut d = Deltacle::new(4, "dl-chip-dup");
    let top = d.top_of(1);
    let copy = top.clone();
    let stack =
        d.t.room
            .children
            .iter_mut()
            .filter(|c| c.tag == "card-stack")
            .nth(1)
            .unwrap();
    stack
        .children
        .iter_mut()
        .find(|n| n.tag == "node")
        .unwrap()
        .children
        .insert(0, top);
    d.put_loose(1, copy);
    let (v, _) = d.referee(&[]);
    assert_eq!(v.breaches(), ["D1 duplicate-component"]);
    assert!(v.violations[0].message.contains("竜血珠"));
}

/// D2: a chip taken from an emblem square and not refilled while chips wait; a chip put on
/// a square without an emblem.
#[test]
fn an_unfilled_emblem_and_a_chip_off_the_emblems_breach_d2() {
    let mut d = Deltacle::new(4, "dl-emblem");
    d.play(4, "speed-3", true);
    d.speed(4, 6);
    d.move_piece(4, 31);
    d.pick_up(4, 31, None);
    let (v, code) = d.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["D2 emblem-empty"]);
    assert!(v.violations[0].message.contains("マス31"));
    // The refill lands one square short, on 30.
    let top = d.top_of(0);
    let r = d.square(30);
    d.put_centred(top, r.x + 1.2, r.y + 1.2, 1.0);
    assert_eq!(
        d.referee(&[]).0.breaches(),
        ["D2 chip-off-emblem", "D2 emblem-empty"]
    );
}

/// 宝石の獲得と得点化, D3: three face-up chips become a pentacle at once; three loose is a
/// breach. Two are fine.
#[test]
fn three_loose_chips_breach_d3() {
    let mut d = Deltacle::new(4, "dl-loose");
    for _ in 0..2 {
        let chip = d.top_of(0);
        d.put_loose(1, chip);
    }
    assert_eq!(d.referee(&[]).0.breaches(), NONE);
    let chip = d.top_of(0);
    d.put_loose(1, chip);
    let (v, code) = d.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["D3 too-many-loose-chips"]);
}

/// D6: at the start of a turn the hand is 4, 3 or 2; at 1 the used cards come back (③). A
/// hand of 1 with the third card still played this turn is a turn in progress.
#[test]
fn a_hand_of_one_after_recovery_breaches_d6() {
    let mut d = Deltacle::new(4, "dl-hand");
    for card in ["speed-3", "speed-2"] {
        d.play(1, card, true);
        d.recover(1);
    }
    d.play(1, "speed-1", false);
    assert_eq!(
        d.referee(&[]).0.breaches(),
        NONE,
        "hand 1, played 1, used 2"
    );
    d.recover(1);
    let (v, code) = d.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["D6 hand-size"]);
}

/// D8: exactly one blessing card, kept by a player: a copy is one duplicated component —
/// reported once, not also as a second blessing card — and the card left in a shared area
/// is not held.
#[test]
fn two_blessing_cards_or_none_at_a_seat_breach_d8() {
    let mut d = Deltacle::new(4, "dl-blessing");
    let card = d.t.take("blessing/blessing", None);
    let z = d.zone(3, "blessing");
    d.t.put(card.clone(), (z.x + 0.3) * CELL, (z.y + 0.3) * CELL);
    let z = d.zone(1, "blessing");
    d.t.put(card, (z.x + 0.3) * CELL, (z.y + 0.3) * CELL);
    let (v, code) = d.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["D8 duplicate-component"]);
    let mut d = Deltacle::new(4, "dl-blessing-centre");
    d.t.move_to_area("blessing/blessing", "waiting");
    assert_eq!(d.referee(&[]).0.breaches(), ["D8 blessing-not-held"]);
}

/// 2人で遊ぶ時, D9: two players use every other start square. Two players who sat at seats
/// 1 and 2 of a 2-player room (built for seats 1 and 3) are on neighbouring start squares;
/// seat 2's things still lie set aside in 「空席の駒とカード」, where the room put them:
/// its speed marker is not on its board (D5), none of its 4 control cards is at its seat
/// (D6, one each), and its piece is off the track with no turn under way (D7).
#[test]
fn two_players_on_neighbouring_starts_breach_d9() {
    let mut d = Deltacle::new(2, "dl-adjacent");
    d.t.rename(1, "Aki");
    d.t.rename(2, "Ben");
    let (v, code) = d.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(
        v.breaches(),
        [
            "D5 speed-marker-elsewhere",
            "D6 control-card-elsewhere",
            "D6 control-card-elsewhere",
            "D6 control-card-elsewhere",
            "D6 control-card-elsewhere",
            "D7 piece-off-track",
            "D9 starts-adjacent"
        ]
    );
    assert!(v.players[1].real);
    assert!(!v.players[2].real);
    assert!(!v.notes.is_empty(), "the seats moved: {v:#}");
}

/// 2人で遊ぶ時: a move sets the passed squares' chips off the board, refilling each, then
/// returns them to the piles: chips in 盤外 are a move in progress with 2 players (a
/// note), a breach of D1 with 4.
#[test]
fn chips_off_the_board_belong_to_two_player_moves_only() {
    let mut d = Deltacle::new(2, "dl-off-board-2");
    d.play(1, "speed-3", true);
    d.speed(1, 6);
    d.move_piece(1, 7);
    d.pick_up(1, 7, Some(0));
    // Passed emblems 3 and 5, nearest first: off the board, each refilled.
    for (n, pile) in [(5, 1), (3, 0)] {
        let sq = d.square(n);
        let chip = d.take_loose(|id, el| id.component.starts_with("gem/") && d_on(el, &sq));
        d.t.move_to_xy_el(chip, "off-board");
        let top = d.top_of(pile);
        d.put_centred(top, sq.x + 1.2, sq.y + 1.2, 1.0);
    }
    let (v, code) = d.referee(&[]);
    assert_eq!((code, v.breaches()), (0, Vec::<String>::new()), "{v:#}");
    assert!(v.notes[0].contains("盤外"));
    let mut d = Deltacle::new(4, "dl-off-board-4");
    let chip = d.top_of(0);
    d.t.move_to_xy_el(chip, "off-board");
    assert_eq!(d.referee(&[]).0.breaches(), ["D1 chips-off-board"]);
}

/// The track and the gauges come from the definition, and so does what the referee reads
/// (D2, D5, D7): with emblems only on 3 and 19, a chip put on 5 lies off the emblems
/// (where the placeholder track has an emblem already holding a chip: crowded); a gauge of
/// 1–8 reads its last slot as 8; on a 36-square track square 36 is a square.
#[test]
fn a_track_or_gauge_edited_in_toml_changes_what_the_referee_reads() {
    let chip_on_5 = |d: &mut Deltacle| {
        let top = d.top_of(0);
        let r = d.square(5);
        d.put_centred(top, r.x + 1.2, r.y + 1.2, 1.0);
    };
    let mut d = Deltacle::new(4, "dl-emblem-plain");
    chip_on_5(&mut d);
    assert_eq!(d.referee(&[]).0.breaches(), ["D2 square-crowded"]);
    let two = edited(
        "dl-emblems",
        "layout.toml",
        &[(
            "emblems = [3, 5, 7, 11, 13, 15, 19, 21, 23, 27, 29, 31]",
            "emblems = [3, 19]",
        )],
    );
    let mut d = Deltacle::from(Table::build_from(&two, "deltacle", 4, "dl-emblems-room"));
    chip_on_5(&mut d);
    let (v, _) = d.referee(&["--templates", two.to_str().unwrap()]);
    assert_eq!(v.breaches(), ["D2 chip-off-emblem"]);
    assert!(v.read_at("トラック")[0].starts_with("紋章のマス2のうち2"));

    let eight = edited(
        "dl-gauge-8",
        "layout.toml",
        &[("seat-1 = [1, 6]", "seat-1 = [1, 8]")],
    );
    let mut d = Deltacle::from(Table::build_from(&eight, "deltacle", 4, "dl-gauge-8-room"));
    d.speed(1, 8);
    let (v, code) = d.referee(&["--templates", eight.to_str().unwrap()]);
    assert_eq!(code, 0, "{v:#}");
    assert!(v.read_at("席1").contains(&"速度8".to_string()));

    let long = edited(
        "dl-36",
        "layout.toml",
        &[
            ("square = 2.6", "square = 2.3"),
            ("squares = 32", "squares = 36"),
            (
                "seat-2 = 9, seat-3 = 17, seat-4 = 25",
                "seat-2 = 10, seat-3 = 19, seat-4 = 28",
            ),
        ],
    );
    let mut d = Deltacle::from(Table::build_from(&long, "deltacle", 4, "dl-36-room"));
    d.move_piece(4, 36);
    let (v, code) = d.referee(&["--templates", long.to_str().unwrap()]);
    assert_eq!(code, 0, "{v:#}");
    assert!(v.read_at("席4").contains(&"駒: マス36".to_string()));
}
