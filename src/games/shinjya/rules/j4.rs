//! J4: once dealt (one evidence card a seat), the evidence deck holds at most 4.

use crate::games::common::Ctx;
use crate::games::shinjya::Roles;
use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};

pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    if reading.phase < Phase::Action {
        return;
    }
    let p = ctx.position;
    let deck = p
        .of_kind(roles.evidence)
        .filter(|c| c.area() == Some(roles.evidence_deck))
        .count();
    if deck > 4 {
        ctx.breach(Breach::EvidenceNotDealt { deck });
    }
}
