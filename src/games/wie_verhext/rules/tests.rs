//! Each rule against literal readings (the positions players make are tested end to end in
//! `tests/referee_cases.rs`).

use super::super::breach::Breach;
use super::super::read::{
    AfterEnd, Count, PileCard, PileView, Potion, Reading, SeatView, Stage, Tally,
};
use super::{RULES, w1, w2, w3, w4, w5, w7, w8, w10};
use crate::definition::{ComponentRef, Keeper};
use crate::games::common::tried;
use crate::referee::{PlaceId, Spot};

fn rule(id: &str, check: fn(&Reading) -> Vec<Breach>, reading: &Reading) -> Vec<Breach> {
    tried(RULES, id, check, reading)
}

/// A role card: every colour has the same 12 (a per-seat kind, its seat the colour).
fn role(item: usize) -> ComponentRef {
    ComponentRef::Card { kind: 0, item }
}

fn potion(item: usize) -> ComponentRef {
    ComponentRef::Card { kind: 1, item }
}

fn lies() -> Spot {
    Spot::Area(PlaceId::RecordOnly("centre".into()))
}

/// Five seats, three played, each having chosen 5 roles and laid 7 aside: roles 0–4 at
/// seat 0, 1–5 at seat 1, 2–6 at seat 2.
fn chosen() -> Reading {
    Reading {
        seats: (0..5)
            .map(|s| SeatView {
                played: s < 3,
                chosen: if s < 3 {
                    (s..s + 5).map(role).collect()
                } else {
                    Vec::new()
                },
                aside: if s < 3 { 7 } else { 0 },
                ..SeatView::default()
            })
            .collect(),
        players: 3,
        stage: Stage::BetweenRounds,
        ..Reading::default()
    }
}

#[test]
fn w1_each_player_chooses_five_and_lays_seven_aside() {
    let mut r = chosen();
    assert_eq!(rule("W1", w1::check, &r), []);
    r.seats[0].chosen.pop();
    r.seats[1].foreign = vec![(role(0), Some(2))];
    r.seats[2].away = 1;
    assert_eq!(
        rule("W1", w1::check, &r),
        [
            Breach::RoundSplit {
                seat: 0,
                chosen: 4,
                aside: 7,
                unchosen: 0
            },
            Breach::ForeignRole {
                seat: 1,
                card: role(0),
                owner: Some(2)
            },
            Breach::RolesAway { seat: 2, count: 1 }
        ]
    );
    // While a round is under way, everyone has chosen.
    let mut r = chosen();
    r.stage = Stage::Round;
    r.seats[2].chosen.clear();
    r.seats[2].aside = 0;
    r.seats[2].hand = (0..12).map(role).collect();
    assert_eq!(rule("W1", w1::check, &r), [Breach::NotChosen { seat: 2 }]);
}

#[test]
fn w5_no_round_is_chosen_after_the_fourth_raven() {
    let mut r = chosen();
    assert_eq!(rule("W5", w5::check, &r), []);
    r.after_end = Some(AfterEnd { seats: vec![0, 1] });
    assert_eq!(
        rule("W5", w5::check, &r),
        [Breach::RoundAfterEnd { seats: vec![0, 1] }]
    );
}

#[test]
fn w2_one_claim_stands_face_up() {
    let mut r = chosen();
    r.seats[0].claimed = vec![role(0)];
    assert_eq!(rule("W2", w2::check, &r), []);
    r.seats[2].foreign_claims = 1;
    assert_eq!(
        rule("W2", w2::check, &r),
        [Breach::SeveralClaims { seats: vec![0, 2] }]
    );
}

#[test]
fn w3_piles_are_taken_from_the_top_walked_with_w6_shelves() {
    let card = |item: usize, sort: i64, needs: i64| PileCard {
        card: potion(item),
        alike: item,
        sort,
        needs,
    };
    let mut r = chosen();
    // Built 1, 2, 3, 4 points; the lowest taken, the rest in order, 3 on a shelf asking 3.
    r.piles = vec![PileView {
        kind: 1,
        built: vec![0, 1, 2, 3],
        left: vec![card(1, 2, 3), card(2, 3, 4), card(3, 4, 5)],
        ordered: true,
        taken: vec![(0, card(0, 1, 2))],
        holds: Some(Count::Whole(2)),
    }];
    assert_eq!(rule("W3", w3::piles, &r), []);
    // Taken from the middle, left out of order, and as much on the shelf as its top asks.
    r.piles[0].taken = vec![(0, card(2, 3, 4))];
    r.piles[0].left = vec![card(1, 2, 3), card(0, 1, 2), card(3, 4, 5)];
    r.piles[0].holds = Some(Count::Whole(3));
    assert_eq!(
        rule("W3", w3::piles, &r),
        [
            Breach::TakenFromMiddle {
                seat: 0,
                card: potion(2)
            },
            Breach::PileOutOfOrder { kind: 1 },
            Breach::ShelfFull {
                kind: 1,
                holds: 3,
                needs: 3
            }
        ]
    );
    // Two cards alike in every value are the same card, whichever was taken.
    r.piles[0].built = vec![0, 0, 2, 3];
    r.piles[0].taken = vec![(0, card(0, 1, 2)), (1, card(0, 1, 2))];
    r.piles[0].left = vec![card(2, 3, 4), card(3, 4, 5)];
    r.piles[0].holds = Some(Count::Whole(0));
    assert_eq!(rule("W3", w3::piles, &r), []);
    // Nothing on a shelf whose pile is gone.
    r.piles[0].left.clear();
    r.piles[0].holds = Some(Count::Whole(2));
    assert_eq!(
        rule("W3", w3::piles, &r),
        [Breach::ShelfGone { kind: 1, holds: 2 }]
    );
}

#[test]
fn w3_a_potion_card_lies_at_a_seat_or_on_its_own_pile() {
    let mut r = chosen();
    assert_eq!(rule("W3", w3::astray, &r), []);
    r.potions_astray = vec![(potion(4), lies())];
    assert_eq!(
        rule("W3", w3::astray, &r),
        [Breach::PotionAstray {
            card: potion(4),
            lies: lies()
        }]
    );
}

#[test]
fn w4_ravens_lie_face_up_the_other_potions_face_down() {
    let mut r = chosen();
    let held = |item, face_up, raven| Potion {
        card: potion(item),
        face_up,
        raven,
    };
    r.seats[0].potions = vec![held(0, true, true), held(1, false, false)];
    assert_eq!(rule("W4", w4::check, &r), []);
    r.seats[1].potions = vec![held(2, false, true), held(3, true, false)];
    assert_eq!(
        rule("W4", w4::check, &r),
        [
            Breach::RavenFaceDown {
                seat: 1,
                card: potion(2)
            },
            Breach::PotionFaceUp {
                seat: 1,
                card: potion(3)
            }
        ]
    );
}

#[test]
fn w7_counts_are_whole_and_dice_stay_at_their_seat() {
    let mut r = chosen();
    let tally = |keeper, count| Tally { keeper, count };
    let counter = Keeper::Counter {
        piece: 0,
        counter: 1,
    };
    r.seats[0].counters = vec![
        tally(Keeper::Die(0), Count::Whole(3)),
        tally(counter, Count::Gone),
    ];
    r.shelves = vec![tally(Keeper::Die(5), Count::Whole(0))];
    assert_eq!(rule("W7", w7::check, &r), []);
    r.seats[1].counters = vec![tally(Keeper::Die(0), Count::Bad("1.5".into()))];
    r.seats[2].counters = vec![tally(counter, Count::Missing)];
    // An unplayed seat keeps no counts.
    r.seats[3].counters = vec![tally(Keeper::Die(0), Count::Bad("x".into()))];
    r.dice_away = vec![(1, 0, 2)];
    assert_eq!(
        rule("W7", w7::check, &r),
        [
            Breach::BadCounter {
                seat: Some(1),
                keeper: Keeper::Die(0),
                value: "1.5".into()
            },
            Breach::MissingCounter {
                seat: Some(2),
                keeper: counter
            },
            Breach::CounterAway {
                die: 1,
                owner: 0,
                at: 2
            }
        ]
    );
}

#[test]
fn w8_the_spellbooks_stay_on_their_pile() {
    let mut r = chosen();
    assert_eq!(rule("W8", w8::check, &r), []);
    let book = ComponentRef::Card { kind: 2, item: 0 };
    r.books_astray = vec![(book, lies())];
    assert_eq!(
        rule("W8", w8::check, &r),
        [Breach::SpellbookAstray {
            card: book,
            lies: lies()
        }]
    );
}

#[test]
fn w10_three_players_reveal_two_blocked_roles_a_round_and_use_neither() {
    let mut r = chosen();
    r.stage = Stage::Round;
    r.revealed = vec![role(10), role(11)];
    assert_eq!(rule("W10", w10::check, &r), []);
    // A revealed role is blocked whatever colour it is: every played seat chose role 2.
    r.revealed = vec![role(2)];
    r.seats[3].hand = vec![role(1)];
    assert_eq!(
        rule("W10", w10::check, &r),
        [
            Breach::UnusedRolesOut { seat: 3, count: 1 },
            Breach::RevealedCount {
                count: 1,
                allowed: 2,
                players: 3
            },
            Breach::BlockedRoleUsed {
                seat: 0,
                card: role(2)
            },
            Breach::BlockedRoleUsed {
                seat: 1,
                card: role(2)
            },
            Breach::BlockedRoleUsed {
                seat: 2,
                card: role(2)
            }
        ]
    );
}
