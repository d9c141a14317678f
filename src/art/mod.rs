//! Card faces, backs, pieces and the table image: SVG templates filled from the definition,
//! rendered to PNG with the bundled font.

pub mod catalogue;
pub mod faces;
pub mod render;
pub mod template;
pub mod wrap;

pub use faces::Art;
pub use render::Renderer;
