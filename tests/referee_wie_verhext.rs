//! The Wie verhext! referee on legal positions made as players make them (`common::witch`):
//! setup at every player count, a score's breakdown, the 4-player variant, and the
//! definition's numbers driving the verdicts. Breaches are in
//! `referee_wie_verhext_breaches.rs`; the raven end (W5), both tie-breaks (W9) and the
//! 3-player variant (W10) on one saved position each are referee cases (`tests/referee/wv*`).
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
        "faces = \"0-45\"\nicon = \"vial\"",
        "faces = \"0-45\"\nstart = 3\nicon = \"vial\"",
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
