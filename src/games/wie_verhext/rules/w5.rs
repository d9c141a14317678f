//! W5: the game ends at the end of the round in which the fourth raven card was taken, so no
//! new round is chosen once it is over.

use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::Reading;

pub fn check(reading: &Reading) -> Vec<Breach> {
    (reading.after_end.iter())
        .map(|after| Breach::RoundAfterEnd {
            seats: after.seats.clone(),
        })
        .collect()
}
