//! Game definitions: TOML files under `templates/<game>/` read into a checked model.

pub(crate) mod csv;
pub(crate) mod diagnostic;
pub(crate) mod limits;
pub(crate) mod load;
pub(crate) mod model;
pub(crate) mod palette;
mod raw;
pub mod record;
pub mod referee;
pub mod rules;
pub mod text;
pub(crate) mod track;

pub(crate) use diagnostic::Diagnostics;
pub use load::{load, load_kept_version, load_layout};
pub use model::*;
pub use palette::Palette;
pub use referee::{ComponentRef, RefereeDef, Role, ScoreDef, SetTieBreak, SetsDef, Sum};
pub use rules::{Needs, RuleSet};
pub use text::{Lang, Text};
