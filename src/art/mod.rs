//! Card faces, backs, pieces and the table image: SVG templates filled from the definition,
//! rendered with the bundled font to SVG (text as paths) or PNG.

pub mod catalogue;
pub mod faces;
pub mod jobs;
mod path_data;
mod png;
pub mod render;
pub mod sheet;
pub mod template;
pub mod track;
pub mod user_art;
pub mod wrap;

pub use faces::Art;
pub use render::{ImageFormat, Renderer};
