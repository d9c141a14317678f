//! A seat at the table, as the definition names and marks it: what the model holds per
//! seat and the chat palette writes in.

use super::text::Text;

/// A seat at the table (`[[seats]]`), in clockwise order: how the room names and marks it.
#[derive(Debug, Clone)]
pub struct Seat {
    pub(crate) id: String,
    /// The seat's name, as labels and reports write it.
    pub name: Text,
    pub(crate) short: Text,
    pub(crate) mark: Text,
    pub(crate) colour: String,
    /// Printed on the seat's own board (a character's ability), drawn in its area.
    pub about: Option<Text>,
}
