//! Card faces, backs, pieces and the table image: SVG templates filled from the definition,
//! rendered with the bundled font to SVG (text as paths) or PNG.

mod card_picture;
pub(crate) mod catalogue;
pub(crate) mod faces;
pub mod font;
pub(crate) mod jobs;
pub(crate) mod note;
mod path_data;
mod png;
pub(crate) mod render;
pub(crate) mod sheet;
pub mod template;
pub(crate) mod track;
pub(crate) mod user_art;
pub(crate) mod wrap;

pub use faces::Art;
pub use render::{ImageFormat, Renderer};
