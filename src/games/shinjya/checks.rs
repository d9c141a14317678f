//! The invariants of a shinjya table once dealt (J2–J5) and of the accusations (J8).

use super::Roles;
use super::breach::Breach;
use super::read::{Phase, Reading};
use crate::games::common::Ctx;
use crate::referee::Spot;

pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    if reading.phase >= Phase::Action {
        dealt(ctx, roles, reading);
    }
    if reading.phase >= Phase::Accusation {
        chair_passed(ctx, roles, reading);
        accusations(ctx, roles, reading);
    }
}

/// J2–J5: what must hold once the cards are dealt.
fn dealt(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    let p = ctx.position;
    for (seat, view) in reading.seats.iter().enumerate() {
        if view.identities != 1 {
            ctx.breach(Breach::IdentityCount {
                seat,
                count: view.identities,
            });
        }
    }
    let in_play = p
        .of_kind(roles.incident)
        .filter(|c| c.area() != Some(roles.removed.as_str()))
        .count();
    if in_play > 3 {
        ctx.breach(Breach::IncidentsNotRemoved { in_play });
    }
    let deck = p
        .of_kind(roles.evidence)
        .filter(|c| c.area() == Some(roles.evidence_deck.as_str()))
        .count();
    if deck > 4 {
        ctx.breach(Breach::EvidenceNotDealt { deck });
    }
    let chairs = reading.seats.iter().filter(|s| s.chair).count();
    if chairs != 1 {
        ctx.breach(Breach::ChairCount { count: chairs });
    }
    let on_character = p.of(roles.marker).all(|m| {
        let (x, y) = m.centre();
        p.of(roles.character).any(|c| c.covers(x, y))
    });
    if !on_character {
        ctx.breach(Breach::MarkerOffCharacter);
    }
}

/// J5 at the accusation phase: the last round passed the chair to the marker's seat.
fn chair_passed(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    let p = ctx.position;
    let chairs: Vec<usize> = (0..reading.seats.len())
        .filter(|s| reading.seats[*s].chair)
        .collect();
    let [chair] = chairs.as_slice() else {
        return; // not exactly one chair: ChairCount says so
    };
    let marker_seat = p.of(roles.marker).find_map(|m| {
        let (x, y) = m.centre();
        p.of(roles.character)
            .find(|c| c.covers(x, y))
            .and_then(|c| c.owner_seat)
    });
    if let Some(marker) = marker_seat
        && marker != *chair
    {
        ctx.breach(Breach::ChairNotPassed {
            chair: *chair,
            marker,
        });
    }
}

/// J8: played seats place their two cards in front of other seats; virtual seats place none.
fn accusations(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    for (seat, view) in reading.seats.iter().enumerate() {
        if !view.played && view.placed > 0 {
            ctx.breach(Breach::VirtualAccused { seat });
        }
        if view.accused_self {
            ctx.breach(Breach::AccusedSelf { seat });
        }
        if reading.phase == Phase::Decision && view.played && view.accuses.is_none() {
            ctx.breach(Breach::AccusationMissing { seat });
        }
    }
    let misplaced: Vec<Option<usize>> = ctx
        .position
        .of_kind(roles.accusation)
        .filter(|t| matches!(t.spot, Spot::Area(_)))
        .map(|t| t.owner_seat)
        .collect();
    for owner in misplaced {
        ctx.breach(Breach::AccusationMisplaced { owner });
    }
}
