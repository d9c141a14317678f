//! The words of what can go wrong drawing faces (`error/art.rs`).

use super::super::art::*;
use std::fmt;

impl fmt::Display for TemplateProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TemplateProblem::Unclosed => write!(f, "`{{{{` is never closed with `}}}}`"),
            TemplateProblem::Count {
                what,
                expected,
                found,
            } => write!(f, "`{what}` takes {expected} numbers, found {found}"),
            TemplateProblem::NotANumber { what, found } => {
                write!(f, "`{what}` expected a number, found `{found}`")
            }
            TemplateProblem::RepeatShape => write!(f, "`repeat` takes X:Y:SIZE:ICON,ICON…"),
            TemplateProblem::UnknownTerm { id, known } => write!(
                f,
                "`{id}` is not a term of the glossary (its terms: {})",
                known.join(", ")
            ),
            TemplateProblem::TermShape => {
                write!(f, "`term` takes one glossary id: `{{{{term:ID}}}}`")
            }
            TemplateProblem::UnknownField { field, known } => write!(
                f,
                "unknown field `{field}` (known here: {})",
                known.join(", ")
            ),
            TemplateProblem::UnknownFilter { filter } => write!(
                f,
                "unknown filter `{filter}`, expected `wrap:W:X:SIZE` or `fit:LENGTH:SIZE`"
            ),
            TemplateProblem::NothingAbove { what } => write!(
                f,
                "`{what}` follows a band-aware `wrap:W:X:SIZE:Y:FROM:TO`; none comes before it"
            ),
            TemplateProblem::ArtUnencodable { reason } => {
                write!(f, "cannot encode the picture: {reason}")
            }
        }
    }
}

impl fmt::Display for RenderProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenderProblem::Svg { reason } => write!(f, "{reason}"),
            RenderProblem::DataUrlPicture(problem) => {
                write!(f, "a picture in a data URL: {problem}")
            }
            RenderProblem::Picture { href, problem } => {
                write!(f, "the picture `{href}`: {problem}")
            }
            RenderProblem::NotInGame { href } => write!(
                f,
                "the picture `{href}` is not a file of the game's folder its template names"
            ),
            RenderProblem::OutOfRange { width, height, max } => write!(
                f,
                "an image of {width}×{height} px is out of range (1 to {max})"
            ),
            RenderProblem::CannotAllocate => write!(f, "cannot allocate the image"),
            RenderProblem::NoRoot => write!(f, "the SVG writer produced no root element"),
        }
    }
}

impl fmt::Display for SheetProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SheetProblem::NoImages => write!(f, "there are no images to lay out"),
            SheetProblem::SizeUnreadable { label, problem } => {
                write!(f, "the image of `{label}`: {problem}")
            }
            SheetProblem::TooManyImages => write!(f, "too many images"),
            SheetProblem::TooLarge {
                count,
                width,
                height,
                limit_mp,
            } => write!(
                f,
                "a sheet of {count} images would be {width}×{height} px, over the limit of {limit_mp} megapixels"
            ),
            SheetProblem::CannotAllocate => write!(f, "cannot allocate the sheet"),
            SheetProblem::Tile { label, problem } => write!(f, "`{label}`: {problem}"),
            SheetProblem::Label(problem) => write!(f, "{problem}"),
        }
    }
}

impl fmt::Display for TileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TileProblem::Picture(problem) => write!(f, "{problem}"),
            TileProblem::NoPixels => write!(f, "the image has no pixels"),
            TileProblem::WrongSize => write!(f, "the image is not the size it claims"),
        }
    }
}

impl fmt::Display for PrintProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrintProblem::ImageNotInRoom { id } => write!(f, "the image `{id}` is not in the room"),
            PrintProblem::NotUtf8(e) => write!(f, "{e}"),
            PrintProblem::Picture(problem) => write!(f, "{problem}"),
            PrintProblem::Render(problem) => write!(f, "{problem}"),
        }
    }
}

impl fmt::Display for FontProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FontProblem::NotAFont { reason } => write!(f, "not a font: {reason}"),
            FontProblem::NoFamilyName => write!(f, "the font has no family name"),
        }
    }
}
