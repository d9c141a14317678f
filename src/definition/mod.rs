//! Game definitions: TOML files under `templates/<game>/` read into a checked model.

pub mod csv;
pub mod diagnostic;
pub mod limits;
pub mod load;
pub mod model;
pub mod palette;
mod places;
mod raw;
pub mod record;
pub mod referee;
pub mod rules;
pub mod text;
pub mod track;

pub use diagnostic::{Diagnostic, Diagnostics};
pub use load::{load, load_kept_version, load_layout};
pub use model::*;
pub use palette::Palette;
pub use places::{AreaId, ZoneId};
pub use referee::{ComponentRef, RefereeDef, Role, ScoreDef, SetTieBreak, SetsDef, Sum};
pub use rules::{Needs, RuleSet};
pub use text::{Lang, Text};
