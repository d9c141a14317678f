//! What can go wrong drawing faces: filling a template, rendering it, laying out a contact
//! sheet, printing, taking a font. Worded in `words/art.rs`.

use super::PictureProblem;

/// A placeholder of a face template used wrongly ([`super::Error::Template`]), or the
/// user's picture it draws.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TemplateProblem {
    /// `{{` with no `}}` after it.
    Unclosed,
    /// A placeholder (`what`) given another count of numbers than it takes.
    Count {
        what: String,
        expected: usize,
        found: usize,
    },
    /// An argument of `what` that is not a number.
    NotANumber { what: String, found: String },
    /// `{{repeat}}` without its numbers and icons.
    RepeatShape,
    /// `{{term:ID}}` naming no term; `known` are the glossary's.
    UnknownTerm { id: String, known: Vec<String> },
    /// `{{term}}` without exactly one id.
    TermShape,
    /// A field the face does not have; `known` are those it has.
    UnknownField { field: String, known: Vec<String> },
    /// A filter other than `wrap` and `fit`.
    UnknownFilter { filter: String },
    /// `below` (or `wrap:…:below`, named by `what`) with no band-aware text before it.
    NothingAbove { what: String },
    /// The user's picture could not be encoded fitted to its slot (the encoder's words).
    ArtUnencodable { reason: String },
}

/// Why a filled template could not be drawn ([`super::Error::CannotRender`]).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenderProblem {
    /// The SVG parser refused it, in its words.
    Svg { reason: String },
    /// A picture in a data URL the template draws.
    DataUrlPicture(PictureProblem),
    /// A picture file the template draws.
    Picture {
        href: String,
        problem: PictureProblem,
    },
    /// A picture that is not among the game folder's pictures its template names.
    NotInGame { href: String },
    /// An image too small or too large to draw (`max` px a side).
    OutOfRange { width: u32, height: u32, max: u32 },
    /// No memory for the image's pixels.
    CannotAllocate,
    /// The SVG writer wrote no root element (a bug, not the input).
    NoRoot,
}

/// Why a contact sheet cannot be made ([`super::Error::PreviewTooLarge`]).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SheetProblem {
    /// No image to lay out.
    NoImages,
    /// An image whose size cannot be read from its header.
    SizeUnreadable {
        label: String,
        problem: PictureProblem,
    },
    /// More images than a sheet counts.
    TooManyImages,
    /// Over the sheet's pixel limit (in megapixels).
    TooLarge {
        count: u32,
        width: u64,
        height: u64,
        limit_mp: u64,
    },
    /// No memory for the sheet's pixels.
    CannotAllocate,
    /// An image that could not be decoded into its cell.
    Tile { label: String, problem: TileProblem },
    /// A label that could not be drawn.
    Label(RenderProblem),
}

/// Why an image could not be decoded into its cell of a sheet ([`SheetProblem::Tile`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TileProblem {
    /// The picture itself.
    Picture(PictureProblem),
    /// No pixels.
    NoPixels,
    /// Pixels of another size than it claims.
    WrongSize,
}

/// Why a room's picture cannot be printed ([`super::Error::CannotPrint`]).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrintProblem {
    /// An object's image the room does not hold (a bug in the room, not the input).
    ImageNotInRoom { id: String },
    /// An SVG face that is not UTF-8.
    NotUtf8(std::str::Utf8Error),
    /// A raster picture whose header cannot be read.
    Picture(PictureProblem),
    /// A face or page the renderer refused.
    Render(RenderProblem),
}

/// Why a font handed in (the browser page's) cannot be drawn with.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FontProblem {
    /// Not a font, in the font reader's words.
    NotAFont { reason: String },
    /// A font without a family name.
    NoFamilyName,
}
