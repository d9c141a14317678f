#![warn(missing_docs)]
//! udonforge: builds udonarium rooms for board and card games from declarative definitions,
//! and referees rooms saved after play.
//!
//! Data flows one way: `definition` → `art` + `room` → `udonarium` (a zip);
//! a saved zip → `udonarium` → `referee` (a position) → `games` (a verdict).

// The public API (ARCHITECTURE.md, "The library's public API"): the commands as the
// command line runs them, their error, the browser page's entry points, and the definition
// and file format a tool around udonforge reads. The rest is reached through `command::run`.
pub(crate) mod art;
pub mod command;
pub mod definition;
pub mod error;
pub(crate) mod files;
pub(crate) mod games;
pub(crate) mod lang;
pub(crate) mod picture;
pub(crate) mod preview;
pub(crate) mod print;
pub(crate) mod referee;
pub(crate) mod relayout;
pub(crate) mod report;
pub(crate) mod rng;
pub(crate) mod room;
pub(crate) mod scaffold;
pub(crate) mod text_encoding;
pub mod udonarium;
pub mod web;

#[cfg(test)]
mod tests;
