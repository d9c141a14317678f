//! The invariants of a RITUAL table over what `read` found, one file per rule id (R2, R3,
//! R4, R6, R7, R8, R9, R12, R13), and the notes on how the ritual stands.
//!
//! Rules without a file of their own: R1, the components, is conservation
//! (`games/common/conservation.rs`); R5, where insanity tokens lie, is reported as the rows
//! are read (`read/rows.rs`), as are a row's own shape (R3) and a card lying sideways (R6),
//! and misplaced spell tokens (R8, `read/spells.rs`); R10, chant points, is how the rounds
//! are scored (`read/rounds.rs`); R11, the start marker's path, is not checked (README,
//! referee limits). The score and the winner are `score.rs`.

mod r12;
mod r13;
mod r2;
mod r3;
mod r4;
mod r6;
mod r7;
mod r8;
mod r9;

use super::Roles;
use super::breach::Breach;
use super::read::Reading;
use super::read::rows::reach;
use super::text::Note;
use crate::games::common::Ctx;

/// Every check, in the order the report lists what it finds.
pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    r8::track_gap(ctx, reading);
    r9::check(ctx, reading);
    r6::check(ctx, reading);
    row_lengths(ctx, reading);
    // Too few face-up tokens (R8) already says the tokens cannot supply the rounds (R7).
    if r8::spell_count(ctx, reading) {
        r7::check(ctx, reading);
    }
    r2::check(ctx, roles, reading);
    r3::hand_size(ctx, reading);
    let too_many = r13::check(ctx, reading);
    r12::check(ctx, reading, too_many);
    notes(ctx, reading);
}

/// R3, R4: rows as long as the rounds played (one more while a round is under way), shorter
/// only for the insane, who play no card after the round they went insane in. Seat by seat,
/// so the report lists them in seat order.
fn row_lengths(ctx: &mut Ctx<Breach>, reading: &Reading) {
    for &seat in reading.played.iter().filter(|s| !reading.malformed[**s]) {
        let len = reach(&reading.rows[seat]);
        match reading.rounds.insane[seat] {
            Some(round) => r4::kept_chanting(ctx, seat, round, len),
            None => r3::row_length(ctx, reading, seat, len),
        }
    }
}

fn notes(ctx: &mut Ctx<Breach>, reading: &Reading) {
    let rounds = &reading.rounds;
    if let Some(round) = rounds.all_insane {
        ctx.note(Note::AllInsane { round });
    }
    if let Some(ending) = &rounds.ending {
        ctx.note(Note::Ended(ending.clone()));
    }
    if let (Some(due), false) = (&reading.due, reading.handed_out) {
        ctx.note(Note::NotHandedOut(
            (0..due.len())
                .filter(|s| due[*s] > 0)
                .map(|s| (s, due[s]))
                .collect(),
        ));
    }
}
