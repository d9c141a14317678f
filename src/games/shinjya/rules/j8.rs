//! J8: in the accusation phase each player places one 告発 and one 無罪 in front of another
//! seat; virtual players place none.

use crate::games::common::Ctx;
use crate::games::shinjya::Roles;
use crate::games::shinjya::breach::Breach;
use crate::games::shinjya::read::{Phase, Reading};
use crate::referee::Spot;

/// J8: played seats place their two cards in front of other seats; virtual seats place none.
pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    if reading.phase < Phase::Accusation {
        return;
    }
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
    let misplaced: Vec<(Option<usize>, Spot)> = ctx
        .position
        .of_kind(roles.accusation)
        .filter(|t| matches!(t.spot, Spot::Area(_)))
        .map(|t| (t.owner_seat, t.spot.clone()))
        .collect();
    for (owner, lies) in misplaced {
        ctx.breach(Breach::AccusationMisplaced { owner, lies });
    }
}
