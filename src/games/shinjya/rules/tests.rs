//! Each rule against literal readings (the positions players make are tested end to end in
//! `tests/referee_cases.rs`).

use super::super::breach::Breach;
use super::super::read::{Phase, Reading, SeatView};
use super::{RULES, j2, j3, j4, j5, j8};
use crate::games::common::tried;
use crate::referee::{PlaceId, Spot};

fn rule(id: &str, check: fn(&Reading) -> Vec<Breach>, reading: &Reading) -> Vec<Breach> {
    tried(RULES, id, check, reading)
}

/// Five seats as dealt: one identity each, seat 1 the chair with the marker on its card,
/// 3 incidents in play and 4 evidence cards in the deck; seats 4 and 5 virtual.
fn dealt() -> Reading {
    Reading {
        seats: (0..5)
            .map(|s| SeatView {
                played: s < 3,
                identities: 1,
                chair: s == 0,
                ..SeatView::default()
            })
            .collect(),
        phase: Phase::Action,
        incidents_in_play: 3,
        evidence_deck: 4,
        marker_on_character: true,
        marker_seat: Some(0),
        ..Reading::default()
    }
}

#[test]
fn j3_every_seat_holds_one_identity_once_dealt() {
    let mut r = dealt();
    assert_eq!(rule("J3", j3::check, &r), []);
    r.seats[3].identities = 0;
    r.seats[1].identities = 2;
    assert_eq!(
        rule("J3", j3::check, &r),
        [
            Breach::IdentityCount { seat: 1, count: 2 },
            Breach::IdentityCount { seat: 3, count: 0 }
        ]
    );
    // Before the deal nobody holds one yet.
    r.phase = Phase::Setup;
    assert_eq!(rule("J3", j3::check, &r), []);
}

#[test]
fn j2_four_incidents_leave_the_game_at_setup() {
    let mut r = dealt();
    assert_eq!(rule("J2", j2::check, &r), []);
    r.incidents_in_play = 4;
    assert_eq!(
        rule("J2", j2::check, &r),
        [Breach::IncidentsNotRemoved { in_play: 4 }]
    );
    r.phase = Phase::Setup;
    assert_eq!(rule("J2", j2::check, &r), []);
}

#[test]
fn j4_the_evidence_deck_holds_four_once_dealt() {
    let mut r = dealt();
    assert_eq!(rule("J4", j4::check, &r), []);
    r.evidence_deck = 9;
    assert_eq!(
        rule("J4", j4::check, &r),
        [Breach::EvidenceNotDealt { deck: 9 }]
    );
}

#[test]
fn j5_one_chair_the_marker_on_a_character_and_the_chair_passed() {
    let mut r = dealt();
    assert_eq!(rule("J5", j5::check, &r), []);
    r.seats[2].chair = true;
    r.marker_on_character = false;
    assert_eq!(
        rule("J5", j5::check, &r),
        [Breach::ChairCount { count: 2 }, Breach::MarkerOffCharacter]
    );
    // At the accusation phase the chair is the marker's seat: here seat 3's, not seat 1.
    let mut r = dealt();
    r.phase = Phase::Accusation;
    r.marker_seat = Some(2);
    assert_eq!(
        rule("J5", j5::check, &r),
        [Breach::ChairNotPassed {
            chair: 0,
            marker: 2
        }]
    );
    // During the action phase the marker moves before the chair does.
    r.phase = Phase::Action;
    assert_eq!(rule("J5", j5::check, &r), []);
}

#[test]
fn j8_players_accuse_others_and_virtual_seats_accuse_nobody() {
    let mut r = dealt();
    r.phase = Phase::Decision;
    for s in 0..3 {
        r.seats[s].placed = 2;
        r.seats[s].accuses = Some((s + 1) % 3);
    }
    assert_eq!(rule("J8", j8::check, &r), []);
    r.seats[4].placed = 1;
    r.seats[0].accused_self = true;
    r.seats[1].accuses = None;
    let lies = Spot::Area(PlaceId::RecordOnly("evidence-deck".into()));
    r.accusations_astray = vec![(Some(2), lies.clone())];
    assert_eq!(
        rule("J8", j8::check, &r),
        [
            Breach::AccusedSelf { seat: 0 },
            Breach::AccusationMissing { seat: 1 },
            Breach::VirtualAccused { seat: 4 },
            Breach::AccusationMisplaced {
                owner: Some(2),
                lies
            }
        ]
    );
    // Before the accusation phase nobody has accused.
    r.phase = Phase::Action;
    assert_eq!(rule("J8", j8::check, &r), []);
}
