//! W2: at most one played role card stands face up, the current claim.

use crate::games::common::Ctx;
use crate::games::wie_verhext::Roles;
use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::Reading;

pub fn check(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    let claims: Vec<usize> = reading
        .seats
        .iter()
        .enumerate()
        .flat_map(|(s, v)| std::iter::repeat_n(s, v.claimed.len() + v.foreign_claims))
        .collect();
    if claims.len() > 1 {
        ctx.breach(Breach::SeveralClaims { seats: claims });
    }
}
