//! W5: the game ends at the end of the round in which the fourth raven card was taken, so no
//! new round is chosen once it is over.

use crate::games::common::Ctx;
use crate::games::wie_verhext::Roles;
use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::Reading;

pub fn check(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    if let Some(after) = &reading.after_end {
        ctx.breach(Breach::RoundAfterEnd {
            seats: after.seats.clone(),
        });
    }
}
