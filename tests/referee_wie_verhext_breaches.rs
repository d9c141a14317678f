//! The Wie verhext! referee on rule breaches, in positions made as players make them
//! (`common::witch`): one breach per test, with the legal position beside it where one helps.
//!
//! Every expected verdict was worked by hand from the rulebook (seed 004: ゲームの準備,
//! 役割カードの選択, 非常に重要なルール, ゲームの終了, バリエーションルール), the decisions in
//! `shared/rules/README.md` and the card values of `shared/rules/wie-verhext.toml` (copper,
//! silver and iron piles from the top: 2, 2, 3, 3, 4 raven, 5, 6 raven points; shelves: 2, 2,
//! 3 raven, 4, 5 raven; gold shelves need 3, 3, 4, 5, 6 gold). Each test names its rule.

use crate::common;
use common::table::set_attr;
use common::witch::*;

/// W10: a role revealed as blocked this round may not be chosen; seat 2 chose it anyway.
#[test]
fn w10_a_blocked_role_chosen_is_a_breach() {
    let mut w = Witch::new(4, "wv-4p-blocked");
    let blocked = w.reveal();
    let mut others: Vec<&str> = ROLES.iter().copied().filter(|r| *r != blocked).collect();
    let five: Vec<&str> = others.drain(..5).collect();
    for seat in [1, 3, 4] {
        w.choose(seat, &five);
    }
    let with_blocked: Vec<&str> = std::iter::once(blocked.as_str())
        .chain(others.iter().copied().take(4))
        .collect();
    w.choose(2, &with_blocked);
    w.play(1, five[0], true);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W10 blocked-role-used"]);
    assert!(v.violations[0].message.contains("席2"));
}

/// W3: a player took the raven copper cauldron (4 points) from the middle of its pile while
/// the four cheaper ones were still on top.
#[test]
fn w3_a_cauldron_taken_from_the_middle_of_its_pile() {
    let mut w = Witch::new(5, "wv-middle");
    w.choose_all();
    w.finish_round();
    w.take_card(1, "copper/5");
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W3 taken-from-middle"]);
    assert!(v.violations[0].message.contains("席1"));
    // Scored as it lies.
    assert_eq!(v.scores()[0], Some(4));
}

/// W3: taking the top cards in turn is legal, and equal cards are one card: seat 1 holding
/// the second of the two identical 2-point copper cauldrons (the first still on top) is fine.
#[test]
fn w3_identical_cards_are_interchangeable() {
    let mut w = Witch::new(5, "wv-alike");
    w.choose_all();
    w.finish_round();
    w.take_card(1, "copper/2");
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    assert_eq!(v.scores()[0], Some(2));
}

/// W1: seat 2's druid lies in seat 1's chosen cards; seat 2 is a card short at its seat.
#[test]
fn w1_a_role_card_of_another_colour_in_a_hand() {
    let mut w = Witch::new(5, "wv-foreign");
    let card = w.t.take("role/druid", Some(2));
    w.lay(card, 1, "chosen", false, true);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W1 foreign-role", "W1 roles-away"]);
    let first = &v.violations[0].message;
    assert!(
        first.contains("席1") && first.contains("ドルイド僧"),
        "{first}"
    );
}

/// W4: a raven card taken lies face down; the rulebook has it face up so all can see how
/// near the end is.
#[test]
fn w4_a_raven_card_face_down() {
    let mut w = Witch::new(5, "wv-raven-down");
    w.choose_all();
    w.finish_round();
    w.take_tops(1, "copper", 5);
    w.flip("copper/5", false);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W4 raven-face-down"]);
    assert_eq!(v.scores()[0], Some(14));
}

/// W7: a count below zero (a save whose gold die of seat 3 shows −1, a face it does not
/// have).
#[test]
fn w7_a_negative_counter() {
    let mut w = Witch::new(5, "wv-negative");
    w.player(3, "金塊", -1);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W7 bad-counter"]);
    let message = &v.violations[0].message;
    assert!(message.contains("席3") && message.contains("金塊") && message.contains("-1"));
}

/// W7: a fraction on a die, and a die deleted from the table (the vials of seat 4): the
/// latter is conservation's, under W7 too.
#[test]
fn w7_a_fraction_and_a_deleted_die() {
    let mut w = Witch::new(5, "wv-fraction");
    w.counter("赤しずく", Some(2), "1.5");
    let vials =
        w.t.room
            .children
            .iter()
            .position(|c| {
                c.tag == "dice-symbol"
                    && component(c).as_deref() == Some("vials")
                    && seat_of(c) == Some(4)
            })
            .unwrap();
    w.t.room.children.remove(vials);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W7 missing-component", "W7 bad-counter"]);
}

/// W2: seat 2 claimed the witch after seat 1, but seat 1's witch still lies face up.
#[test]
fn w2_two_claims_face_up() {
    let mut w = Witch::new(5, "wv-claims");
    w.choose_all();
    w.play(1, "witch", true);
    w.play(2, "witch", true);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W2 several-claims"]);
    // Turned down as the rulebook says: legal.
    w.flip_at(1, "role/witch", false);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
}

/// W6: three gold lie on the gold shelf whose top card needs three: the cutpurse would have
/// taken it. Two is legal.
#[test]
fn w6_a_shelf_holding_its_requirement() {
    let mut w = Witch::new(5, "wv-shelf");
    w.counter("棚の金塊", None, "2");
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", v.breaches());
    w.counter("棚の金塊", None, "3");
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W6 shelf-full"]);
}

/// W1: seat 1 set only 6 aside and left one card unchosen.
#[test]
fn w1_five_chosen_and_seven_aside() {
    let mut w = Witch::new(5, "wv-split");
    w.choose_all();
    let card = w.t.take("role/warlock", Some(1));
    w.lay(card, 1, "roles", false, false);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W1 round-split"]);
}

/// W1: a round is under way (seat 1 played) but seat 4 has not chosen yet.
#[test]
fn w1_everyone_chooses_before_the_round() {
    let mut w = Witch::new(5, "wv-late");
    for seat in [1, 2, 3, 5] {
        w.choose(seat, &FIVE);
    }
    w.play(1, "druid", true);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W1 not-chosen"]);
}

/// W8: a spellbook taken off its pile into a seat.
#[test]
fn w8_spellbooks_stay_on_their_pile() {
    let mut w = Witch::new(5, "wv-book");
    let card = w.t.take("spellbook/copia", None);
    w.lay(card, 2, "potions", true, false);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(v.breaches(), ["W8 spellbook-astray"]);
}

/// Hostile tables: odd counter texts, pieces deleted, a pile dragged into a seat, a pile
/// duplicated. The referee reports and never fails.
#[test]
fn hostile_tables_are_reported_not_fatal() {
    let mut w = Witch::new(5, "wv-hostile");
    for (seat, text) in [(1, "NaN"), (2, ""), (3, "1e400"), (4, "２"), (5, "31")] {
        w.counter("金塊", Some(seat), text);
    }
    w.t.room
        .children
        .retain(|c| !(c.tag == "dice-symbol" && component(c).as_deref() == Some("drops-on-shelf")));
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    let bad = v
        .breaches()
        .iter()
        .filter(|r| *r == "W7 bad-counter")
        .count();
    // None is a face of the die (gold counts 0 to 24).
    assert_eq!(bad, 5, "{:?}", v.breaches());
    assert!(v.breaches().contains(&"W6 missing-component".to_string()));

    let mut w = Witch::new(3, "wv-hostile-2");
    let pile =
        w.t.room
            .children
            .iter()
            .position(|c| c.tag == "card-stack" && component(c).as_deref() == Some("stack/copper"))
            .unwrap();
    let mut stack = w.t.room.children.remove(pile);
    let (x, y) = w.in_zone(1, "potions", 0);
    set_attr(&mut stack, "location.x", &x.to_string());
    set_attr(&mut stack, "location.y", &y.to_string());
    w.t.room.children.push(stack.clone());
    w.t.room.children.push(stack);
    w.t.room.children.retain(|c| {
        !(matches!(c.tag.as_str(), "character" | "dice-symbol") && seat_of(c).is_some())
    });
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert!(
        v.breaches().contains(&"W3 duplicate-component".to_string()),
        "{:?}",
        v.breaches()
    );
}
