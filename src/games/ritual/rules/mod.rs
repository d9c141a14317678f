//! The invariants of a RITUAL table over what `read` found, one file per rule id (R2–R9,
//! R12, R13), and the notes on how the ritual stands.
//!
//! Rules without a file of their own: R1, the components, is conservation
//! (`games/common/conservation.rs`); R10, chant points, is how the rounds are scored
//! (`read/rounds.rs`); R11, the start marker's path, is not checked (docs/games/ritual.md, referee
//! limits). The score and the winner are `score.rs`.

mod r12;
mod r13;
mod r2;
mod r3;
mod r4;
mod r5;
mod r6;
mod r7;
mod r8;
mod r9;

use super::Roles;
use super::breach::Breach;
use super::read::Reading;
use super::text::Note;
use crate::games::common::{Check, Ctx};

/// Every check, in the order the report lists what it finds: first what lies where nothing
/// can (the spell tokens, the rows' cards and insanity tokens, in the order they are read),
/// then the rounds read from them. A rule checked at several moments (R3, R8) has a
/// function for each; where the report goes card by card or seat by seat across two rules,
/// one walks and the other's file says what it finds in one (`r3::laid` with `r6::sideways`,
/// `r3::rows` with `r5::row`, `r3::row_lengths` with `r4::kept_chanting`).
pub const CHECKS: &[Check<Breach, Roles, Reading>] = &[
    r8::tokens,
    r3::laid,
    r5::astray,
    r3::rows,
    r8::track_gap,
    r9::check,
    r6::check,
    r3::row_lengths,
    r8::spell_count,
    r7::check,
    r2::check,
    r3::hand_size,
    r13::check,
    r12::check,
    notes,
];

/// How the ritual stands: not a rule, said after every check.
fn notes(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
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
