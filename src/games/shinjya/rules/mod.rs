//! The rules a shinjya table is checked against, one file per rule id: J2 (`j2.rs`), J3,
//! J4 and J5 once the cards are dealt, J8 from the accusation phase on.
//!
//! Rules without a file of their own: J1, the components, is conservation
//! (`games/common/conservation.rs`); J9, fame, and J10, who wins, are the scoring
//! (`score.rs`); J6 and J7 leave no trace in a save and are not checked.

mod j2;
mod j3;
mod j4;
mod j5;
mod j8;

use super::Roles;
use super::breach::Breach;
use super::read::Reading;
use crate::games::common::Check;

/// Every check, in the order the report lists what it finds.
pub const CHECKS: &[Check<Breach, Roles, Reading>] =
    &[j3::check, j2::check, j4::check, j5::check, j8::check];
