//! The words of why an XML document could not be read (`error/xml.rs`).

use super::super::xml::XmlProblem;
use std::fmt;

impl fmt::Display for XmlProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            XmlProblem::Syntax { reason } => write!(f, "{reason}"),
            XmlProblem::AfterRoot => write!(f, "content after the root element"),
            XmlProblem::TooDeep { limit } => write!(f, "nested deeper than {limit}"),
            XmlProblem::TagTooLong { limit_mib } => {
                write!(f, "a tag longer than {limit_mib} MiB")
            }
            XmlProblem::UnexpectedClose => write!(f, "unexpected closing tag"),
            XmlProblem::UnknownEntity { name } => write!(f, "unknown entity `&{name};`"),
            XmlProblem::EndsInsideElement => write!(f, "the document ends inside an element"),
            XmlProblem::NoRoot => write!(f, "the document has no root element"),
            XmlProblem::TooManyElements { limit } => write!(f, "more than {limit} elements"),
            XmlProblem::TooManyObjects { limit } => write!(f, "more than {limit} objects"),
            XmlProblem::NotInEncoding { encoding } => write!(
                f,
                "not {encoding} text, the encoding its byte-order mark or XML declaration names (else UTF-8)"
            ),
            XmlProblem::UnknownEncoding { label } => write!(
                f,
                "its XML declaration names the encoding `{label}`, which is not one its bytes can be read in"
            ),
            XmlProblem::LessThanInText => write!(
                f,
                "a `<` that starts no tag: in XML a text holds `<` as `&lt;` (udonarium writes it so)"
            ),
        }
    }
}
