//! J3: once dealt, every seat (virtual ones too) holds exactly one identity card.

use crate::games::common::Ctx;
use crate::games::shinjya::Roles;
use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};

pub fn check(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    if reading.phase < Phase::Action {
        return;
    }
    for (seat, view) in reading.seats.iter().enumerate() {
        if view.identities != 1 {
            ctx.breach(Breach::IdentityCount {
                seat,
                count: view.identities,
            });
        }
    }
}
