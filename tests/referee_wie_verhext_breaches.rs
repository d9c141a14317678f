//! The Wie verhext! referee on rule breaches, in positions made as players make them
//! (`common::witch`), where a test referees more than one table: a breach and the legal
//! position beside it, and hostile tables. A breach on one saved position is a referee case
//! (`tests/referee/wv*`: W1, W3, W4, W7, W8, W10).
//!
//! Every expected verdict was worked by hand from the rulebook (seed 004: ゲームの準備,
//! 役割カードの選択, 非常に重要なルール, ゲームの終了, バリエーションルール), the decisions in
//! `shared/rules/README.md` and the card values of `shared/rules/wie-verhext.toml` (copper,
//! silver and iron piles from the top: 2, 2, 3, 3, 4 raven, 5, 6 raven points; shelves: 2, 2,
//! 3 raven, 4, 5 raven; gold shelves need 3, 3, 4, 5, 6 gold). Each test names its rule.

use crate::common;
use common::table::set_attr;
use common::witch::*;

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
