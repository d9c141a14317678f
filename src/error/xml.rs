//! Why an XML document (a room's, a save's) could not be read. Worded in `words/xml.rs`.

/// What stopped the XML reader ([`super::DocumentProblem`], `udonarium::xml::XmlError`).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum XmlProblem {
    /// Not XML, in the XML parser's words.
    Syntax { reason: String },
    /// More than whitespace after the root element closed.
    AfterRoot,
    /// Elements nested deeper than `limit`.
    TooDeep { limit: usize },
    /// One tag longer than `limit_mib` MiB.
    TagTooLong { limit_mib: usize },
    /// A closing tag with no element open.
    UnexpectedClose,
    /// An entity other than XML's five and character references.
    UnknownEntity { name: String },
    /// The document ends with an element open.
    EndsInsideElement,
    /// No root element.
    NoRoot,
    /// More elements than a document read whole may hold.
    TooManyElements { limit: usize },
    /// More objects than a save may hold.
    TooManyObjects { limit: usize },
    /// A byte that is not of the encoding the document is read in (the one its byte-order
    /// mark or XML declaration names, else UTF-8).
    NotInEncoding { encoding: String },
    /// An XML declaration naming an encoding udonforge does not read.
    UnknownEncoding { label: String },
    /// A `<` that starts no tag (`CCB<=50` in a chat palette): text holds it as `&lt;`.
    LessThanInText,
}
