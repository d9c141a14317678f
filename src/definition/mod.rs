//! Game definitions: TOML files under `templates/<game>/` read into a checked model.

pub mod diagnostic;
pub mod load;
pub mod model;
mod raw;
pub mod record;
pub mod referee;
pub mod text;

pub use diagnostic::{Diagnostic, Diagnostics};
pub use load::{load, load_layout};
pub use model::*;
pub use referee::{ComponentRef, RefereeDef, Role};
pub use text::{Lang, Text};
