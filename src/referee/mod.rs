//! Refereeing a saved room, up to the position: read the save tolerantly, find the room's
//! record and layout, recognise every component and place it. The games judge the position.

#![warn(missing_docs)]

mod counters;
pub(crate) mod open;
mod places;
pub(crate) mod position;
pub(crate) mod save;

pub(crate) use counters::{CounterField, Counts, Typed};
pub(crate) use places::{PlaceId, Spot};
pub(crate) use position::{Position, Thing};
pub use save::{read_save, read_xml_save};

use crate::definition::{Lang, Seating};

/// How `udonforge referee` reads a save: the report's language and who plays.
#[derive(Debug, Clone)]
pub struct RefereeOptions {
    /// The report's language.
    pub lang: Lang,
    /// Overrides which seats are played (`--players N`): the seats the definition seats N
    /// players at (`Game::seating`), the same seats `build --players N` makes played.
    pub seating: Option<Seating>,
    /// `--reveal`: before the game's end, show what the table cannot see too (hands,
    /// face-down cards, identities, and the scores that rest on them).
    pub reveal: bool,
    /// The report is read on the browser page, where what `--reveal` does is a switch: the
    /// report names the switch, not the option.
    pub on_page: bool,
}
