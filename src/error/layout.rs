//! Why `udonforge layout` does not read a save back into its definition, or cannot write
//! what it read. Worded in `words/layout.rs`.

use std::path::PathBuf;

/// Why a save's arrangement is not read back, or not written.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RelayoutProblem {
    /// A save whose table carries no room record: not a room udonforge built, or one a fork
    /// or an editor stripped of it.
    NoRecord { save: String },
    /// A room built by another version of the definition than the one there now.
    Version {
        save: String,
        game: String,
        built: u32,
        current: u32,
    },
    /// A definition whose places changed since the room was built, its version kept.
    Changed {
        save: String,
        game: String,
        version: u32,
    },
    /// Two seats' areas that would overlap once moved (seat ids): the referee tells seats
    /// apart by their areas.
    SeatsOverlap { seat: String, other: String },
    /// `--in-place` for a game built into udonforge.
    InPlaceBuiltIn { game: String },
    /// The game's folder under `-o`, already there.
    Exists { dir: PathBuf },
    /// A definition file whose value cannot be found to change (`reason`: TOML's words, or
    /// which value).
    Unedited { file: PathBuf, reason: String },
    /// The definition written does not read back as the arrangement (a bug).
    NotReadBack { dir: PathBuf },
}
