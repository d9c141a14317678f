//! R4: 5 or more negative points make a player insane (「狂気マーカーと発狂状態」), and an
//! insane player plays no card after the round they went insane in. Who went insane when is
//! read with the rounds (`read/rounds.rs`).

use crate::games::ritual::breach::Breach;

/// An insane seat's row: no card after the round it went insane in.
pub fn kept_chanting(seat: usize, round: usize, len: usize) -> Option<Breach> {
    (len > round).then_some(Breach::InsaneKeptChanting { seat, round, len })
}
