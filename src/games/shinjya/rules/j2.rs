//! J2: 4 incident cards are removed at setup, so once dealt at most 3 are in play.

use crate::games::common::Ctx;
use crate::games::shinjya::Roles;
use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};

pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    if reading.phase < Phase::Action {
        return;
    }
    let p = ctx.position;
    let in_play = p
        .of_kind(roles.incident)
        .filter(|c| c.area() != Some(roles.removed))
        .count();
    if in_play > 3 {
        ctx.breach(Breach::IncidentsNotRemoved { in_play });
    }
}
