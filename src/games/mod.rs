//! The rules of each game, one file each. A game judges a position into a verdict.

mod common;
pub mod ritual;
pub mod shinjya;

use crate::definition::Game;
use crate::referee::{Position, RefereeOptions, Verdict};

/// The games udonforge can referee.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rules {
    Shinjya,
    Ritual,
}

impl Rules {
    pub const ALL: &'static [Rules] = &[Rules::Shinjya, Rules::Ritual];

    pub fn id(self) -> &'static str {
        match self {
            Rules::Shinjya => "shinjya",
            Rules::Ritual => "ritual",
        }
    }

    pub fn by_id(id: &str) -> Option<Rules> {
        Rules::ALL.iter().copied().find(|r| r.id() == id)
    }

    pub fn judge(self, game: &Game, position: &Position, options: &RefereeOptions) -> Verdict {
        match self {
            Rules::Shinjya => shinjya::judge(game, position, options),
            Rules::Ritual => ritual::judge(game, position, options),
        }
    }
}
