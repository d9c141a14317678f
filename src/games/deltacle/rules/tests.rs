//! The rules as pure functions, against literal tables (the positions players make are
//! tested end to end in `tests/referee_deltacle.rs`).

use super::super::breach::{BlessingAt, Breach};
use super::super::read::*;
use super::super::score::{outcome, score};
use super::super::text::Decided;
use super::{RULES, check, d1, d2, d3, d4, d5, d6, d7, d8, d9};
use crate::definition::{ComponentRef, SetTieBreak, SetsDef};
use crate::games::common::tried;
use crate::referee::PlaceId;
use std::collections::BTreeMap;

fn rule(id: &str, check: fn(&Table) -> Vec<Breach>, table: &Table) -> Vec<Breach> {
    tried(RULES, id, check, table)
}

/// The blessing card, as the breaches name it.
const BLESSING: ComponentRef = ComponentRef::Card { kind: 3, item: 0 };

const B: usize = 0;
const Y: usize = 1;
const R: usize = 2;

fn up(gem: usize) -> Chip {
    Chip { gem, face_up: true }
}

fn down(gem: usize) -> Chip {
    Chip {
        gem,
        face_up: false,
    }
}

fn card(item: usize) -> Control {
    Control {
        item,
        face_up: false,
        facing: Facing::First,
    }
}

/// The room as built for `players` (seats 1, 3 with 2): 32 squares, emblems on the odd
/// squares 3–31 but 9, 17, 25; starts 1, 9, 17, 25; chips 12 on the track, 17 + 16 waiting.
fn setup(played: [bool; 4]) -> Table {
    let emblems = [2, 4, 6, 10, 12, 14, 18, 20, 22, 26, 28, 30];
    let mut squares = vec![Vec::new(); 32];
    let mut gems = (0..45).map(|i| i % 3);
    for e in emblems {
        squares[e].push(up(gems.next().unwrap()));
    }
    let rest: Vec<Chip> = gems.map(up).collect();
    let seats = played
        .iter()
        .enumerate()
        .map(|(s, p)| SeatTable {
            played: *p,
            pentacles: vec![Vec::new(); 3],
            markers: if *p {
                vec![Marker::Speed(3)]
            } else {
                Vec::new()
            },
            cards: (0..4).map(|i| (card(i), CardPlace::Hand)).collect(),
            pieces: if *p { vec![Some(s * 8)] } else { Vec::new() },
            blessings: usize::from(s == 0),
            ..SeatTable::default()
        })
        .collect();
    Table {
        seats,
        squares,
        emblem: (0..32).map(|i| emblems.contains(&i)).collect(),
        starts: vec![0, 8, 16, 24],
        waiting: vec![rest[..17].to_vec(), rest[17..].to_vec()],
        two_ended: vec![true, true, true, false],
        blessing: Some(BLESSING),
        ..Table::default()
    }
}

fn placeholder_scores(tie_break: SetTieBreak) -> SetsDef {
    let mut points = BTreeMap::new();
    for a in 0..3 {
        for b in a..3 {
            for c in b..3 {
                let p = if a == c {
                    5
                } else if a != b && b != c {
                    3
                } else {
                    1
                };
                points.insert(vec![a, b, c], p);
            }
        }
    }
    SetsDef {
        kind: 0,
        size: 3,
        points,
        tie_break,
    }
}

#[test]
fn the_setup_of_every_player_count_is_legal() {
    for played in [
        [true; 4],
        [true, true, true, false],
        [true, false, true, false],
    ] {
        assert_eq!(check(&setup(played)), [], "{played:?}");
    }
}

#[test]
fn two_players_on_neighbouring_starts_breach_d9() {
    let t = setup([true, true, false, false]);
    assert_eq!(check(&t), [Breach::StartsAdjacent { seats: [0, 1] }]);
    let breaches = rule("D9", d9::check, &t);
    assert_eq!(breaches, [Breach::StartsAdjacent { seats: [0, 1] }]);
    assert_eq!(breaches[0].rule(), "D9");
    assert_eq!(
        rule("D9", d9::check, &setup([true, false, true, false])),
        []
    );
}

#[test]
fn a_hand_of_one_at_rest_must_take_the_used_cards_back() {
    let mut t = setup([true; 4]);
    for i in 0..3 {
        t.seats[1].cards[i].1 = CardPlace::Used;
    }
    assert_eq!(
        rule("D6", d6::check, &t),
        [Breach::HandSize {
            seat: 1,
            hand: 1,
            used: 3,
            played: 0
        }]
    );
    // With one of them played this turn, a hand of one is the turn in progress.
    t.seats[1].cards[2].1 = CardPlace::Played;
    t.seats[1].cards[2].0.face_up = true;
    assert_eq!(rule("D6", d6::check, &t), []);
    // Sideways, it says neither acceleration nor deceleration.
    t.seats[1].cards[2].0.facing = Facing::Sideways;
    assert_eq!(
        rule("D6", d6::check, &t),
        [Breach::PlayedSideways { seat: 1 }]
    );
    assert_eq!(check(&t), [Breach::PlayedSideways { seat: 1 }]);
}

#[test]
fn every_colour_combination_scores_by_the_table() {
    let scoring = placeholder_scores(SetTieBreak::Shared);
    let combos = [
        ([B, B, B], 5),
        ([Y, Y, Y], 5),
        ([R, R, R], 5),
        ([B, B, Y], 1),
        ([B, B, R], 1),
        ([Y, Y, B], 1),
        ([Y, Y, R], 1),
        ([R, R, B], 1),
        ([R, R, Y], 1),
        ([B, Y, R], 3),
        ([R, B, Y], 3),
    ];
    for (gems, points) in combos {
        assert_eq!(scoring.points(&gems), Some(points), "{gems:?}");
    }
}

#[test]
fn the_third_pentacle_ends_the_game_and_a_tie_is_shared_or_broken() {
    let mut t = setup([true; 4]);
    t.seats[0].pentacles = vec![
        vec![down(B); 3],
        vec![down(B), down(Y), down(R)],
        vec![down(R), down(R), down(Y)],
    ];
    t.seats[2].pentacles = vec![vec![down(Y); 3], vec![down(R); 3], Vec::new()];
    // 5 + 3 + 1 = 9 against 5 + 5 = 10: seat 3 leads, but seat 1 ended the game.
    let scoring = placeholder_scores(SetTieBreak::Shared);
    let scores = score(&t, &scoring);
    assert_eq!(scores[0].as_ref().unwrap().total, 9);
    assert_eq!(scores[2].as_ref().unwrap().total, 10);
    let o = outcome(&t, &scores, &scoring);
    assert!(o.over);
    assert_eq!(o.winners, [2]);
    assert_eq!(o.decided, Some(Decided::Score));
    // Seat 3's second pentacle 2 + 1 + … : make it a tie at 9.
    t.seats[2].pentacles[1] = vec![down(R), down(B), down(B)];
    t.seats[2].pentacles[2] = vec![down(B), down(Y), down(R)];
    let scores = score(&t, &scoring);
    assert_eq!(scores[2].as_ref().unwrap().total, 9);
    let shared = outcome(&t, &scores, &scoring);
    assert_eq!(
        (shared.winners, shared.decided),
        (vec![0, 2], Some(Decided::SharedWin))
    );
    // Both have 3 pentacles now: a breach of D4 (the game ended at the first).
    assert!(check(&t).contains(&Breach::SeveralFinished { seats: vec![0, 2] }));
    let by_blessing = placeholder_scores(SetTieBreak::Blessing);
    let o = outcome(&t, &score(&t, &by_blessing), &by_blessing);
    assert_eq!((o.winners, o.decided), (vec![0], Some(Decided::Blessing)));
}

#[test]
fn the_finisher_tie_break_gives_a_tie_to_whoever_ended_the_game() {
    // A table where one colour is worth 2 and anything else 1: S1 ends the game with three
    // mixed pentacles (3), S2 has one-colour + mixed (3).
    let mut scoring = placeholder_scores(SetTieBreak::Finisher);
    for (set, points) in scoring.points.iter_mut() {
        *points = if set[0] == set[2] { 2 } else { 1 };
    }
    let mut t = setup([true; 4]);
    t.seats[0].pentacles = vec![
        vec![down(B), down(B), down(Y)],
        vec![down(R), down(R), down(Y)],
        vec![down(Y), down(Y), down(B)],
    ];
    t.seats[1].pentacles = vec![
        vec![down(B); 3],
        vec![down(B), down(Y), down(R)],
        Vec::new(),
    ];
    let o = outcome(&t, &score(&t, &scoring), &scoring);
    assert_eq!(o.leaders, [0, 1]);
    assert_eq!((o.winners, o.decided), (vec![0], Some(Decided::Finisher)));
}

/// Seat 1's third pentacle, made with the chip of square 3 (left empty), while seat 2's
/// piece was rear-ended and every seat has a card played: the game ends at that instant.
fn ended_mid_move() -> Table {
    let mut t = setup([true, true, true, false]);
    t.squares[2].clear();
    t.seats[0].pentacles = vec![vec![down(B); 3], vec![down(Y); 3], vec![down(R); 3]];
    t.seats[1].pieces = vec![None];
    for s in 0..3 {
        t.seats[s].cards[0].1 = CardPlace::Played;
        t.seats[s].cards[0].0.face_up = true;
    }
    // The 9 chips came from the waiting piles (refills) and the square just taken.
    t.waiting[0].truncate(9);
    t
}

#[test]
fn the_end_is_an_instant_the_rest_of_the_move_is_not_owed() {
    let mut t = ended_mid_move();
    assert_eq!(check(&t), []);
    // The scoring step shows the pentacles: still no breach.
    for p in &mut t.seats[0].pentacles {
        for c in p.iter_mut() {
            c.face_up = true;
        }
    }
    assert_eq!(check(&t), []);
    // Before the end the same empty square and face-up pentacle are breaches.
    t.seats[0].pentacles[2].clear();
    let found = check(&t);
    assert!(
        found.contains(&Breach::EmblemEmpty { square: 2 }),
        "{found:?}"
    );
    assert!(
        found.contains(&Breach::PentacleFaceUp { seat: 0, slot: 0 }),
        "{found:?}"
    );
}

#[test]
fn two_player_chips_off_the_board_need_a_move_under_way() {
    let mut t = setup([true, false, true, false]);
    let chip = t.waiting[0].remove(0);
    t.off_board.push(chip);
    assert_eq!(
        rule("D1", d1::check, &t),
        [Breach::ChipsOffBoard {
            count: 1,
            players: 2
        }]
    );
    t.seats[0].cards[0].1 = CardPlace::Played;
    t.seats[0].cards[0].0.face_up = true;
    assert_eq!(rule("D1", d1::check, &t), []);
    assert_eq!(check(&t), []);
    // Chips at a seat nobody plays are out of the game.
    t.seats[1].loose.push(up(B));
    assert_eq!(rule("D1", d1::check, &t), [Breach::ChipsStray { count: 1 }]);
}

#[test]
fn a_gone_piece_marker_or_blessing_card_is_conservation_s_alone() {
    let mut t = setup([true; 4]);
    t.seats[1].pieces.clear();
    t.seats[2].markers.clear();
    t.seats[0].blessings = 0;
    // Nothing says where they went: a room built without them for these seats.
    assert_eq!(
        rule("D7", d7::check, &t),
        [Breach::PieceCount { seat: 1, pieces: 0 }]
    );
    assert_eq!(
        rule("D5", d5::check, &t),
        [Breach::SpeedMissing { seat: 2 }]
    );
    // Reported by conservation (deleted, outside every area): not again.
    t.seats[1].gone.piece = true;
    t.seats[2].gone.marker = true;
    assert_eq!(check(&t), []);
    // The blessing card in a shared area: one breach, naming where it lies.
    t.blessings_away
        .push(BlessingAt::Area(PlaceId::RecordOnly("waiting".into())));
    assert_eq!(
        rule("D8", d8::check, &t),
        [Breach::BlessingNotHeld {
            card: BLESSING,
            lies: BlessingAt::Area(PlaceId::RecordOnly("waiting".into()))
        }]
    );
}

#[test]
fn d2_one_face_up_chip_on_each_emblem_and_two_waiting_piles() {
    let mut t = setup([true; 4]);
    assert_eq!(rule("D2", d2::check, &t), []);
    // Square 3's chip taken and not refilled; one on square 2, which has no emblem; a
    // waiting chip turned down; the piles made one.
    let chip = t.squares[2].remove(0);
    t.squares[1].push(chip);
    t.waiting[0][0].face_up = false;
    let second = std::mem::take(&mut t.waiting[1]);
    t.waiting[0].extend(second);
    assert_eq!(
        rule("D2", d2::check, &t),
        [
            Breach::ChipOffEmblem { square: 1 },
            Breach::EmblemEmpty { square: 2 },
            Breach::ChipFaceDown {
                on_track: 0,
                waiting: 1
            },
            Breach::WaitingPiles {
                piles: 1,
                chips: 33
            }
        ]
    );
}

#[test]
fn d3_at_most_two_loose_chips_face_up() {
    let mut t = setup([true; 4]);
    t.seats[0].loose = vec![up(B), up(Y)];
    assert_eq!(rule("D3", d3::check, &t), []);
    t.seats[0].loose = vec![up(B), up(Y), down(R)];
    assert_eq!(
        rule("D3", d3::check, &t),
        [
            Breach::TooManyLoose { seat: 0, chips: 3 },
            Breach::LooseFaceDown { seat: 0, chips: 1 }
        ]
    );
}

#[test]
fn d4_pentacles_of_three_face_down_chips() {
    let mut t = setup([true; 4]);
    t.seats[1].pentacles[0] = vec![down(B), down(Y), down(R)];
    assert_eq!(rule("D4", d4::check, &t), []);
    t.seats[1].pentacles[1] = vec![down(B), up(Y)];
    assert_eq!(
        rule("D4", d4::check, &t),
        [
            Breach::PentacleSize {
                seat: 1,
                slot: 1,
                chips: 2
            },
            Breach::PentacleFaceUp { seat: 1, slot: 1 }
        ]
    );
}
