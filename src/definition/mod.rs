//! Game definitions: TOML files under `templates/<game>/` read into a checked model.

#![warn(missing_docs)]

pub(crate) mod csv;
pub(crate) mod diagnostic;
mod layout;
pub(crate) mod limits;
pub(crate) mod load;
mod lookup;
pub(crate) mod model;
pub(crate) mod palette;
mod places;
mod raw;
pub mod record;
pub(crate) mod referee;
pub(crate) mod roles;
pub(crate) mod rules;
pub(crate) mod seat;
mod seating;
pub(crate) mod shape;
pub mod text;
pub(crate) mod track;

pub(crate) use diagnostic::Diagnostics;
pub use load::load;
pub(crate) use load::{load_in, load_kept_version, load_layout};
pub(crate) use lookup::Keeper;
pub use model::*;
pub use palette::Palette;
pub use places::{AreaId, ZoneId};
pub(crate) use referee::{ComponentRef, RefereeDef, Role, ScoreDef, SetTieBreak, SetsDef, Sum};
pub(crate) use roles::Resolved;
pub(crate) use rules::RuleSet;
pub use seating::{PlayerCountOutOfRange, Seating};
pub use text::{Lang, Text};
