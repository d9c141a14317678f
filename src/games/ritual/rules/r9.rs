//! R9: a ritual ends at exactly 10 chant points (or five rounds, or one sane player left);
//! no round follows. How it ended is read with the rounds (`read/rounds.rs`).

use crate::games::common::Ctx;
use crate::games::ritual::Roles;
use crate::games::ritual::breach::Breach;
use crate::games::ritual::read::Reading;

pub fn check(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    if let Some(round) = reading.rounds.after_end {
        ctx.breach(Breach::PlayedAfterEnd { round });
    }
}
