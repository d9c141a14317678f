//! Each rule against literal readings (the positions players make are tested end to end in
//! `tests/referee_cases.rs`).

use super::super::breach::{Breach, Misplay};
use super::super::read::chant::{ChantResult, Play};
use super::super::read::rounds::Round;
use super::super::read::rows::{Laid, RowCard};
use super::super::read::spells::Misplaced;
use super::super::read::{Reading, SeatView};
use super::{RULES, r2, r3, r5, r6, r7, r8, r9, r12, r13};
use crate::definition::{End, Rect};
use crate::games::common::tried;
use crate::referee::{PlaceId, Spot};

fn rule(id: &str, check: fn(&Reading) -> Vec<Breach>, reading: &Reading) -> Vec<Breach> {
    tried(RULES, id, check, reading)
}

/// Four seats, three of them played, in the first ritual before its first round: every
/// player holding a set of 6, 30 − 18 = 12 chant cards set aside.
fn ready() -> Reading {
    let mut r = Reading {
        seats: (0..4)
            .map(|s| SeatView {
                played: s < 3,
                chant_cards: if s < 3 { 6 } else { 0 },
                ..SeatView::default()
            })
            .collect(),
        played: vec![0, 1, 2],
        rows: vec![Vec::new(); 4],
        malformed: vec![false; 4],
        set_aside: 12,
        chant_cards: 30,
        rewards_fit: true,
        ..Reading::default()
    };
    r.spells.ritual = 1;
    r.rounds.totals = vec![0; 4];
    r.rounds.insane = vec![None; 4];
    r
}

fn card(face_up: bool, insanity: usize) -> Option<RowCard> {
    Some(RowCard {
        rect: Rect {
            x: 0.0,
            y: 0.0,
            width: 1.0,
            height: 1.5,
        },
        chanted: End {
            icon: "red".into(),
            points: 2,
        },
        face_up,
        insanity,
    })
}

#[test]
fn r8_spell_tokens_lie_where_rounds_put_them() {
    let mut r = ready();
    assert_eq!(rule("R8", r8::tokens, &r), []);
    r.spells.misplaced = vec![Misplaced::SecondOnAltar, Misplaced::TrackSlotTaken(2)];
    r.spells.row_after_empty = Some(3);
    assert_eq!(
        rule("R8", r8::tokens, &r),
        [
            Breach::TwoAltarSpells,
            Breach::TrackSlotDoubled { round: 2 },
            Breach::RitualRowsOutOfOrder { ritual: 3 }
        ]
    );
}

#[test]
fn r3_one_card_a_slot_walked_with_r6_sideways_cards() {
    let mut r = ready();
    let laid = |seat, sideways, doubled| Laid {
        seat,
        round: 1,
        sideways,
        doubled,
    };
    r.laid = vec![
        laid(0, true, false),
        laid(1, false, true),
        laid(2, false, false),
    ];
    assert_eq!(
        rule("R3", r3::laid, &r),
        [
            Breach::CardSideways { seat: 0, round: 1 },
            Breach::RowSlotDoubled { seat: 1, round: 1 }
        ]
    );
}

#[test]
fn r5_an_insanity_token_lies_on_a_row_card_or_in_the_supply() {
    let mut r = ready();
    assert_eq!(rule("R5", r5::astray, &r), []);
    let lies = Spot::Area(PlaceId::RecordOnly("altar".into()));
    r.insanity_astray = vec![lies.clone()];
    assert_eq!(
        rule("R5", r5::astray, &r),
        [Breach::InsanityAstray { lies }]
    );
}

#[test]
fn r3_rows_without_gaps_at_played_seats_walked_with_r5_tokens() {
    let mut r = ready();
    r.rows[0] = vec![card(true, 2), None, card(false, 1)];
    r.rows[3] = vec![card(true, 0)];
    assert_eq!(
        rule("R3", r3::rows, &r),
        [
            Breach::InsanityDoubled {
                seat: 0,
                round: 1,
                count: 2
            },
            Breach::InsanityOnFaceDown { seat: 0, round: 3 },
            Breach::RowGap { seat: 0, round: 2 },
            Breach::EmptySeatChanted { seat: 3 }
        ]
    );
}

#[test]
fn r8_the_round_track_fills_from_its_first_slot() {
    let mut r = ready();
    assert_eq!(rule("R8", r8::track_gap, &r), []);
    r.rounds.track_gap = Some(2);
    assert_eq!(
        rule("R8", r8::track_gap, &r),
        [Breach::TrackGap { round: 2 }]
    );
}

#[test]
fn r9_no_round_follows_the_end_of_a_ritual() {
    let mut r = ready();
    assert_eq!(rule("R9", r9::check, &r), []);
    r.rounds.after_end = Some(4);
    assert_eq!(
        rule("R9", r9::check, &r),
        [Breach::PlayedAfterEnd { round: 4 }]
    );
}

#[test]
fn r6_cards_lie_as_their_rounds_result_says() {
    let mut r = ready();
    let chanted = End {
        icon: "red".into(),
        points: 2,
    };
    let play = |seat, face_up| Play {
        seat,
        chanted: chanted.clone(),
        face_up,
        insanity: false,
        counts: if face_up { 2 } else { 0 },
    };
    // An evil act: the altar's spell chanted, so the card lies face down.
    r.rounds.rounds = vec![Round {
        number: 1,
        altar: Some("red".into()),
        inferred: false,
        result: Some(ChantResult::EvilAct),
        plays: vec![play(0, false), play(1, true)],
    }];
    r.rounds.unfit = vec![2];
    assert_eq!(
        rule("R6", r6::check, &r),
        [
            Breach::NoAltarSpellFits { round: 2 },
            Breach::Misplayed {
                misplay: Misplay::ShouldBeFaceDown,
                seat: 1,
                round: 1,
                chanted: chanted.clone(),
                result: ChantResult::EvilAct,
                counts: 2
            }
        ]
    );
    // A round whose altar spell was inferred is read as it lies, not checked.
    r.rounds.rounds[0].inferred = true;
    r.rounds.unfit.clear();
    assert_eq!(rule("R6", r6::check, &r), []);
}

#[test]
fn r3_rows_as_long_as_the_rounds_walked_with_r4_the_insane() {
    let mut r = ready();
    r.rounds.played = 1;
    r.rows[0] = vec![card(true, 0), card(true, 0)];
    r.rows[1] = vec![card(true, 1), card(true, 0)];
    r.rows[2] = vec![card(true, 0)];
    r.rounds.insane[1] = Some(1);
    assert_eq!(
        rule("R3", r3::row_lengths, &r),
        [
            Breach::RowTooLong {
                seat: 0,
                len: 2,
                played: 1
            },
            Breach::InsaneKeptChanting {
                seat: 1,
                round: 1,
                len: 2
            }
        ]
    );
    // A malformed row (a gap, a doubled slot) says nothing more by its length.
    r.malformed = vec![true, true, false, false];
    assert_eq!(rule("R3", r3::row_lengths, &r), []);
}

#[test]
fn r8_face_up_spell_tokens_are_the_rounds_started() {
    let mut r = ready();
    r.rounds.played = 2;
    r.spells.face_up = 1;
    assert_eq!(
        rule("R8", r8::spell_count, &r),
        [Breach::SpellCount {
            face_up: 1,
            started: 2
        }]
    );
    assert_eq!(super::restarted(&r), None);
    // More is a ritual restarted: no breach, a note.
    r.spells.face_up = 4;
    assert_eq!(rule("R8", r8::spell_count, &r), []);
    assert_eq!(super::restarted(&r), Some(2));
}

#[test]
fn r7_the_inferred_altar_spells_are_among_the_face_up_tokens() {
    let mut r = ready();
    r.rounds.played = 1;
    r.spells.face_up = 1;
    r.rounds.inferred = vec![vec!["red".into()]];
    r.spells.loose = vec!["red".into()];
    assert_eq!(rule("R7", r7::check, &r), []);
    r.spells.loose = vec!["green".into()];
    assert_eq!(
        rule("R7", r7::check, &r),
        [Breach::AltarSpellsUnaccounted { loose: 1 }]
    );
    // Too few tokens altogether is R8's to say.
    r.spells.face_up = 0;
    assert_eq!(rule("R7", r7::check, &r), []);
}

#[test]
fn r2_thirty_less_six_a_player_lie_set_aside() {
    let mut r = ready();
    assert_eq!(rule("R2", r2::check, &r), []);
    r.set_aside = 11;
    assert_eq!(
        rule("R2", r2::check, &r),
        [Breach::SetAsideCount {
            aside: 11,
            want: 12,
            players: 3
        }]
    );
}

#[test]
fn r3_hand_and_row_make_a_set_of_six() {
    let mut r = ready();
    assert_eq!(rule("R3", r3::hand_size, &r), []);
    // Before the first card a player may not have taken a set yet.
    r.seats[2].chant_cards = 0;
    assert_eq!(rule("R3", r3::hand_size, &r), []);
    r.rows[0] = vec![card(true, 0)];
    r.seats[3].chant_cards = 6;
    assert_eq!(
        rule("R3", r3::hand_size, &r),
        [
            Breach::HandSize { seat: 2, count: 0 },
            Breach::HandSize { seat: 3, count: 6 }
        ]
    );
}

#[test]
fn r13_at_most_three_reward_points_a_finished_ritual() {
    let mut r = ready();
    r.spells.ritual = 2;
    r.seats[0].rewards = vec![3];
    assert_eq!(rule("R13", r13::check, &r), []);
    r.seats[0].rewards = vec![3, 1];
    assert_eq!(
        rule("R13", r13::check, &r),
        [Breach::TooManyRewards {
            seat: 0,
            points: 4,
            rituals: 1
        }]
    );
}

#[test]
fn r12_the_rewards_held_are_what_the_rituals_handed_out() {
    let mut r = ready();
    r.spells.ritual = 2;
    r.seats[0].rewards = vec![2];
    r.rewards_fit = false;
    assert_eq!(
        rule("R12", r12::check, &r),
        [Breach::RewardsDoNotFit {
            held: vec![(0, vec![2]), (1, Vec::new()), (2, Vec::new())],
            rituals: 1
        }]
    );
    // Holding more than any ritual gives is R13's to say.
    r.seats[0].rewards = vec![3, 3];
    assert_eq!(rule("R12", r12::check, &r), []);
}
