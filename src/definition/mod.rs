//! Game definitions: TOML files under `templates/<game>/` read into a checked model.

pub mod diagnostic;
pub mod limits;
pub mod load;
pub mod model;
mod raw;
pub mod record;
pub mod referee;
pub mod text;
pub mod track;

pub use diagnostic::{Diagnostic, Diagnostics};
pub use load::{load, load_layout};
pub use model::*;
pub use referee::{ComponentRef, RefereeDef, Role, ScoreDef, SetTieBreak, SetsDef, Sum};
pub use text::{Lang, Text};

/// The games defined under a templates root: every folder with a `game.toml`, sorted.
pub fn game_dirs(root: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut dirs: Vec<std::path::PathBuf> = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("game.toml").is_file())
        .collect();
    dirs.sort();
    dirs
}
