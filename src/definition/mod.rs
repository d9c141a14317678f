//! Game definitions: TOML files under `templates/<game>/` read into a checked model.

pub mod diagnostic;
pub mod load;
pub mod model;
mod raw;
pub mod text;

pub use diagnostic::{Diagnostic, Diagnostics};
pub use load::load;
pub use model::*;
pub use text::{Lang, Text};
