//! Refereeing a saved room: read it tolerantly, recognise every component, place it, and
//! hand the position to the game's rules.

pub mod position;
pub mod save;
pub mod verdict;

pub use position::{Position, Spot, Thing};
pub use save::{Save, read_save};
pub use verdict::{Verdict, Violation};

use crate::definition::Lang;

#[derive(Debug, Clone)]
pub struct RefereeOptions {
    pub lang: Lang,
    /// Overrides which seats are played: the first N by the seats' own evidence.
    pub players: Option<u32>,
}
