//! The invariants D1–D9 of a DELTACLE table (docs/games/deltacle.md's catalogue), one file per
//! rule id (`d1.rs` … `d9.rs`), each a pure function of the table read in the game's
//! terms. A saved table is judged as it lies: a save taken in the middle of a move may show
//! what the rules put right a moment later (a chip not refilled yet), and the report says
//! so by rule.
//!
//! Rules without a file of their own: D10, the score, is `score.rs`; conservation (each
//! component once, on the table) is `conservation.rs`, each breach under the rule of its
//! component (chips D1, speed markers D5, control cards D6, pieces D7, the blessing card D8).

mod conservation;
mod d1;
mod d2;
mod d3;
mod d4;
mod d5;
mod d6;
mod d7;
mod d8;
mod d9;

pub use conservation::conservation;

use super::breach::Breach;
use super::read::Table;
use super::{Reading, Roles};
use crate::games::common::{Check, Ctx};

/// Every rule's check, D1–D9, in the order the report lists what they find: pure
/// functions of the table read, so each can be tried against a literal table.
pub const RULES: [fn(&Table, &mut Vec<Breach>); 9] = [
    d1::check,
    d2::check,
    d3::check,
    d4::check,
    d5::check,
    d6::check,
    d7::check,
    d8::check,
    d9::check,
];

/// The game's one entry in the referee's run: `RULES` over the reading's table.
pub const CHECKS: &[Check<Breach, Roles, Reading>] = &[rules];

fn rules(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    for breach in check(&reading.table) {
        ctx.breach(breach);
    }
}

/// Every breach of D1–D9, in rule order.
///
/// The game ends 「その瞬間」 a seat completes its third pentacle (「ゲームの終了と得点計算」),
/// so once the table shows that (`read::over`), what the rest of that move would have done
/// is not owed: the square whose chip was just taken stays empty (D2), removed pieces stay
/// off the board (D7); and the scoring step 「全員、自身のペンタクルの内容を公開し」 turns
/// pentacles face up (D4). A second seat with three pentacles is play after the end (D4).
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    for rule in RULES {
        rule(table, &mut out);
    }
    out
}
