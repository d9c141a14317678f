//! The rules a Wie verhext! table is checked against, one file per rule id: the role cards
//! (W1, W2, W5), the potion piles and what was taken from them (W3, W4, W6), the counters
//! (W7), the spellbooks (W8) and the blocked roles of 3–4 players (W10).
//!
//! Rules without a file of their own: W9, the score and the end, is `score.rs`.
//! Conservation (each component once, on the table) is `conservation.rs`, every breach put
//! under the rule of the component it concerns.

mod conservation;
mod w1;
mod w10;
mod w2;
mod w3;
mod w4;
mod w5;
mod w6;
mod w7;
mod w8;

pub use conservation::check as conservation;

use super::Roles;
use super::breach::Breach;
use super::read::Reading;
use crate::games::common::Check;

/// Every check, in the order the report lists what it finds. Pile by pile, what was taken
/// (W3), then its shelf (`w3::piles` with `w6::shelf`).
pub const CHECKS: &[Check<Breach, Roles, Reading>] = &[
    w1::check,
    w5::check,
    w2::check,
    w3::piles,
    w3::astray,
    w4::check,
    w7::check,
    w8::check,
    w10::check,
];
