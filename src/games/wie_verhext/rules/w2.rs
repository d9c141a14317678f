//! W2: at most one played role card stands face up, the current claim.

use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::Reading;

pub fn check(reading: &Reading) -> Vec<Breach> {
    let claims: Vec<usize> = reading
        .seats
        .iter()
        .enumerate()
        .flat_map(|(s, v)| std::iter::repeat_n(s, v.claimed.len() + v.foreign_claims))
        .collect();
    if claims.len() <= 1 {
        return Vec::new();
    }
    vec![Breach::SeveralClaims { seats: claims }]
}
