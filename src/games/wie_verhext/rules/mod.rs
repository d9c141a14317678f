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
use crate::games::common::Ctx;

/// Every check, in the order the report lists what it finds.
pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    w1::check(ctx, reading);
    w5::check(ctx, reading);
    w2::check(ctx, reading);
    // Pile by pile, what was taken (W3), then its shelf (W6).
    for (pile, view) in roles.piles.iter().zip(&reading.piles) {
        w3::pile(ctx, roles, pile, view);
        w6::shelf(ctx, roles, pile, view);
    }
    w3::astray(ctx, reading);
    w4::check(ctx, roles, reading);
    w7::check(ctx, reading);
    w8::check(ctx, reading);
    w10::check(ctx, reading);
}
