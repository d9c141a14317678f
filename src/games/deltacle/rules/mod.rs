//! The invariants D1–D9 of a DELTACLE table (the README's rules catalogue), one file per
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
use super::read::{Table, finished};
use super::{Reading, Roles};
use crate::definition::ComponentRef;
use crate::games::common::{Check, Ctx};

/// The game's one check: D1–D9 as pure functions of the table read (`check`), so each can
/// be tried against a literal table.
pub const CHECKS: &[Check<Breach, Roles, Reading>] = &[d1_to_d9];

fn d1_to_d9(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    for breach in check(&reading.table, roles.blessing) {
        ctx.breach(breach);
    }
}

/// Every breach of D1–D9, in rule order. `blessing` is the blessing card, named in D8.
///
/// The game ends 「その瞬間」 a seat completes its third pentacle (「ゲームの終了と得点計算」),
/// so once the table shows that (`finished`), what the rest of that move would have done is
/// not owed: the square whose chip was just taken stays empty (D2), removed pieces stay off
/// the board (D7); and the scoring step 「全員、自身のペンタクルの内容を公開し」 turns
/// pentacles face up (D4). A second seat with three pentacles is play after the end (D4).
pub fn check(table: &Table, blessing: ComponentRef) -> Vec<Breach> {
    let over = !finished(table).is_empty();
    let mut out = Vec::new();
    d1::check(table, &mut out);
    d2::check(table, over, &mut out);
    d3::check(table, &mut out);
    d4::check(table, over, &mut out);
    d5::check(table, &mut out);
    d6::check(table, &mut out);
    d7::check(table, over, &mut out);
    d8::check(table, blessing, &mut out);
    d9::check(table, &mut out);
    out
}
