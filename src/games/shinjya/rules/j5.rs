//! J5: one character card turned to 議長 and the interrogation marker on a character card
//! once dealt; at the accusation phase the last round passed the chair to the marker's seat.

use crate::games::common::Ctx;
use crate::games::shinjya::Roles;
use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};

/// J5 once the cards are dealt, then at the accusation phase.
pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    if reading.phase >= Phase::Action {
        dealt(ctx, roles, reading);
    }
    if reading.phase >= Phase::Accusation {
        chair_passed(ctx, roles, reading);
    }
}

/// J5 once the cards are dealt: one chair, the marker on a character card.
fn dealt(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    let p = ctx.position;
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
