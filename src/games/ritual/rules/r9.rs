//! R9: a ritual ends at exactly 10 chant points (or five rounds, or one sane player left);
//! no round follows. How it ended is read with the rounds (`read/rounds.rs`).

use crate::games::ritual::breach::Breach;
use crate::games::ritual::read::Reading;

pub fn check(reading: &Reading) -> Vec<Breach> {
    (reading.rounds.after_end)
        .map(|round| Breach::PlayedAfterEnd { round })
        .into_iter()
        .collect()
}
