//! The udonarium room format alone, knowing nothing of any game: objects, their XML,
//! and the zip that carries them with their images.

#![warn(missing_docs)]

pub mod archive;
pub mod check;
pub(crate) mod data;
pub(crate) mod element;
pub(crate) mod identity;
pub(crate) mod object;
pub(crate) mod pull;
pub(crate) mod room;
pub mod xml;

pub use archive::{ImageStore, MAX_IMAGE_BYTES};
pub use data::{DataElement, DataType};
pub use element::Element;
pub use identity::Identity;
pub use object::{
    Card, CardStack, ChatPalette, DiceSymbol, Face, GameTable, Piece, Place, TableMask,
    TableObject, Terrain, TextNote,
};
pub use room::{ChatMessage, Room};
