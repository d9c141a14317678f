//! The Wie verhext! referee on legal positions made as players make them (`common::witch`):
//! setup at every player count, scoring, the raven end, both tie-breaks, the 3–4 player
//! variant, and the definition's numbers driving the verdicts. Breaches are in
//! `referee_wie_verhext_breaches.rs`.
//!
//! Every expected verdict was worked by hand from the rulebook (seed 004: ゲームの準備,
//! 役割カードの選択, 非常に重要なルール, ゲームの終了, バリエーションルール), the decisions in
//! `shared/rules/README.md` and the card values of `shared/rules/wie-verhext.toml` (copper,
//! silver and iron piles from the top: 2, 2, 3, 3, 4 raven, 5, 6 raven points; shelves: 2, 2,
//! 3 raven, 4, 5 raven; gold shelves need 3, 3, 4, 5, 6 gold). Each test names its rule.

use crate::common;
use common::table::Table;
use common::witch::*;
use common::*;

/// 「ゲームの準備」: the room as built is the rulebook's setup at every player count, legal.
#[test]
fn setup_is_legal_at_3_4_and_5_players() {
    for players in 3..=5 {
        let w = Witch::new(players, &format!("wv-setup-{players}"));
        let (v, code) = w.referee();
        assert_eq!(code, 0, "{players}p: {v:#}");
        assert!(v.breaches().is_empty(), "{players}p: {:?}", v.breaches());
        assert_eq!(v.phase, "setup");
        assert!(v.provisional);
        let mut expected = vec![Some(0); players as usize];
        expected.resize(5, None);
        assert_eq!(
            v.scores(),
            expected,
            "{players}p: the unused colours score nothing"
        );
        let real: Vec<bool> = v.players.iter().map(|p| p.real).collect();
        assert_eq!(real, (1..=5).map(|s| s <= players).collect::<Vec<_>>());
    }
}

/// W9: points in the bulbs of the cards held plus one per vial. After round 1: seat 1 took
/// the two top copper cauldrons (2 + 2) and has 1 vial = 5; seat 2 took the top iron
/// cauldron (2) and has 3 vials = 5; seat 3 took the top ingredient shelf (2), no vials = 2.
/// No raven yet: provisional, seats 1 and 2 lead.
#[test]
fn w9_scores_are_card_points_plus_vials() {
    let mut w = Witch::new(5, "wv-score");
    w.choose_all();
    w.finish_round();
    w.take_tops(1, "copper", 2);
    w.take_top(2, "iron");
    w.take_top(3, "ingredient-shelf");
    w.player(1, "小瓶", 1);
    w.player(2, "小瓶", 3);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.phase, "between-rounds");
    assert!(v.provisional);
    assert_eq!(v.scores(), [Some(5), Some(5), Some(2), Some(0), Some(0)]);
    assert!(v.winners.is_empty());
    assert_eq!(v.leaders, [1, 2]);
    assert_eq!(v.decided(), "provisional-points");
    let lines: Vec<String> = v.players[0]
        .breakdown
        .iter()
        .map(|l| format!("{} {}", l.label, l.points))
        .collect();
    assert_eq!(lines, ["銅の大釜2枚 4", "小瓶1個 1"]);
}

/// The end-game table of the raven tests, 5 players: seat 1 took copper 1–5 (2+2+3+3+4 =
/// 14, raven on the 5th), seat 2 silver 1–5 (14, raven), seat 3 iron 1–5 (14, raven); vials
/// 2, 1 and 0. With `fourth`, seat 4 also took gold shelves 1–3 (2+2+3 = 7, raven on the
/// 3rd). Seat 5 has played 3 of its 5 when `round_over` is false.
fn endgame(name: &str, fourth: bool, round_over: bool) -> Witch {
    let mut w = Witch::new(5, name);
    w.choose_all();
    w.take_tops(1, "copper", 5);
    w.take_tops(2, "silver", 5);
    w.take_tops(3, "iron", 5);
    if fourth {
        w.take_tops(4, "gold-shelf", 3);
    }
    w.player(1, "小瓶", 2);
    w.player(2, "小瓶", 1);
    for seat in 1..=4 {
        w.play_out(seat);
    }
    w.play(5, "druid", false);
    w.play(5, "witch", false);
    w.play(5, "wizard", false);
    if round_over {
        w.play_out(5);
    }
    w
}

/// W5 (ゲームの終了): three raven cards taken and the round over — the game goes on.
#[test]
fn w5_three_ravens_at_the_end_of_a_round_do_not_end_the_game() {
    let w = endgame("wv-3ravens", false, true);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.phase, "between-rounds");
    assert!(v.provisional);
    assert_eq!(v.scores(), [Some(16), Some(15), Some(14), Some(0), Some(0)]);
    assert_eq!(v.decided(), "provisional-points");
}

/// W5: the fourth raven is out, but seat 5 still holds 2 chosen cards: the round, and so
/// the game, is not over yet.
#[test]
fn w5_four_ravens_mid_round_is_not_the_end() {
    let w = endgame("wv-4ravens-mid", true, false);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.phase, "round");
    assert!(v.provisional);
    assert_eq!(v.scores(), [Some(16), Some(15), Some(14), Some(7), Some(0)]);
    assert_eq!(v.decided(), "provisional-points");
}

/// W5, W9: four ravens and every hand played out — the game is over; seat 1's 16 wins.
#[test]
fn w5_four_ravens_and_empty_hands_end_the_game() {
    let w = endgame("wv-over", true, true);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.phase, "over");
    assert!(!v.provisional);
    assert_eq!(v.scores(), [Some(16), Some(15), Some(14), Some(7), Some(0)]);
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "points");
    assert_eq!(v.ranks(), [1, 2, 3, 4, 5]);
}

/// W9 tie-break 1: seats 1 and 2 both end on 16 (seat 2 has 2 vials too). Drops and gold
/// left: seat 1 red 1 + green 0 + white 2 + gold 3 = 6; seat 2 the start's 1 + 1 + 1 + 2 =
/// 5. Seat 1 wins on what is left.
#[test]
fn w9_a_tie_goes_to_the_most_drops_and_gold_left() {
    let mut w = endgame("wv-tie1", true, true);
    w.player(2, "小瓶", 2);
    w.player(1, "緑しずく", 0);
    w.player(1, "白しずく", 2);
    w.player(1, "金塊", 3);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.scores()[..2], [Some(16), Some(16)]);
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "tiebreak-leftovers");
    assert_eq!(v.players[0].rank, Some(1));
    assert_eq!(v.players[1].rank, Some(2));
}

/// W9 tie-break 2: as above, but seat 2 also has 6 left (gold 3): a shared win.
#[test]
fn w9_a_tie_on_points_and_leftovers_is_shared() {
    let mut w = endgame("wv-tie2", true, true);
    w.player(2, "小瓶", 2);
    w.player(1, "緑しずく", 0);
    w.player(1, "白しずく", 2);
    w.player(1, "金塊", 3);
    w.player(2, "金塊", 3);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.winners, [1, 2]);
    assert_eq!(v.decided(), "tiebreak-shared");
    assert_eq!(v.players[0].rank, Some(1));
    assert_eq!(v.players[1].rank, Some(1));
    assert_eq!(v.players[2].rank, Some(3));
}

/// W10 (バリエーションルール), 3 players: two blocked roles revealed this round, nobody chose
/// them, seat 1's claim stands face up — legal.
#[test]
fn w10_three_players_reveal_two_blocked_roles_legal() {
    let mut w = Witch::new(3, "wv-3p-round");
    let a = w.reveal();
    let b = w.reveal();
    let five: Vec<&str> = ROLES
        .iter()
        .copied()
        .filter(|r| *r != a && *r != b)
        .take(5)
        .collect();
    for seat in 1..=3 {
        w.choose(seat, &five);
    }
    w.play(1, five[0], true);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.phase, "round");
    assert_eq!(v.scores(), [Some(0), Some(0), Some(0), None, None]);
}

/// W5, W9 with 3 players: seat 1 took all 7 copper cauldrons (2+2+3+3+4+5+6 = 25, ravens on
/// the 5th and 7th), seats 2 and 3 silver and iron 1–5 (14 each, one raven each): 4 ravens,
/// round over, game over; seat 1 wins with 25.
#[test]
fn w5_three_players_game_over() {
    let mut w = Witch::new(3, "wv-3p-over");
    w.reveal();
    w.reveal();
    for seat in 1..=3 {
        w.choose(seat, &FIVE);
    }
    w.take_tops(1, "copper", 7);
    w.take_tops(2, "silver", 5);
    w.take_tops(3, "iron", 5);
    w.finish_round();
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.phase, "over");
    assert_eq!(v.scores(), [Some(25), Some(14), Some(14), None, None]);
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "points");
}

/// W10, 4 players: one blocked role revealed, avoided by everyone — legal; a second one
/// revealed as well is one too many for 4 players.
#[test]
fn w10_four_players_reveal_one_blocked_role() {
    let mut w = Witch::new(4, "wv-4p");
    let blocked = w.reveal();
    let five: Vec<&str> = ROLES
        .iter()
        .copied()
        .filter(|r| *r != blocked)
        .take(5)
        .collect();
    for seat in 1..=4 {
        w.choose(seat, &five);
    }
    w.play(2, five[1], true);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.scores(), [Some(0), Some(0), Some(0), Some(0), None]);
    w.reveal();
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W10 revealed-count"]);
}

/// The definition drives the verdicts: with the first copper cauldron worth 5 instead of 2
/// it lies below the 4-point raven, so the top two are copper 2 (2) and copper 3 (3): 5
/// points, not the 4 of the printed-values room; and holding copper 1 after one take is now
/// taken from the middle.
#[test]
fn a_potion_cards_points_in_toml_change_the_verdict() {
    let copy = GameCopy::new("wv-edit-points", "wie-verhext");
    copy.edit(
        "components.toml",
        r#"{ id = "1", name = { ja = "{{copper}}", en = "Copper" }, values = { white = 1, points = 2 } }"#,
        r#"{ id = "1", name = { ja = "{{copper}}", en = "Copper" }, values = { white = 1, points = 5 } }"#,
    );
    let templates = &copy.templates;
    let referee = |w: &Witch| w.t.referee(&["--templates", templates.to_str().unwrap()]);
    let mut w = Witch::from_table(
        Table::build_from(templates, "wie-verhext", 5, "wv-edit-a"),
        5,
    );
    w.take_tops(1, "copper", 2);
    let (v, code) = referee(&w);
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.scores()[0], Some(5));

    let mut plain = Witch::new(5, "wv-edit-plain");
    plain.take_tops(1, "copper", 2);
    let (v, _) = plain.referee();
    assert_eq!(v.scores()[0], Some(4));

    let mut w = Witch::from_table(
        Table::build_from(templates, "wie-verhext", 5, "wv-edit-b"),
        5,
    );
    w.take_card(1, "copper/1");
    let (v, code) = referee(&w);
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W3 taken-from-middle"]);
}

/// A counting die's start face in TOML is what the setup is scored with: 3 vials each at
/// the start score 3 each.
#[test]
fn a_counters_start_value_in_toml_changes_the_verdict() {
    let copy = GameCopy::new("wv-edit-start", "wie-verhext");
    copy.edit(
        "components.toml",
        "faces = \"0-30\"\nicon = \"vial\"",
        "faces = \"0-30\"\nstart = 3\nicon = \"vial\"",
    );
    let templates = &copy.templates;
    let w = Witch::from_table(
        Table::build_from(templates, "wie-verhext", 4, "wv-edit-s"),
        4,
    );
    let (v, code) = w.t.referee(&["--templates", templates.to_str().unwrap()]);
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.scores(), [Some(3), Some(3), Some(3), Some(3), None]);
}
