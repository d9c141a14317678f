//! udonforge: builds udonarium rooms for board and card games from declarative definitions,
//! and referees rooms saved after play.
//!
//! Data flows one way: `definition` → `art` + `room` → `udonarium` (a zip);
//! a saved zip → `udonarium` → `referee` (a position) → `games` (a verdict).

pub mod art;
pub mod command;
pub mod definition;
pub mod error;
pub mod files;
pub mod games;
pub mod picture;
pub mod preview;
pub mod referee;
pub mod report;
pub mod rng;
pub mod room;
pub mod scaffold;
pub mod udonarium;
