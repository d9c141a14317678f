//! udonarium's `<data>` elements: the typed tree every tabletop object keeps its fields in.

/// The `type` attribute of a data element, which decides how udonarium shows and edits it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DataType {
    /// Plain text or a number (`type` absent or empty).
    Text,
    /// An image identifier (the SHA-256 of an image in the zip, or an asset URL).
    Image,
    /// Multi-line text.
    Note,
    /// A gauge: the element's value is the maximum, `currentValue` the current one.
    NumberResource {
        /// The gauge's current value, as written in the attribute.
        current: String,
    },
    /// Any type a fork adds that we do not interpret; kept so reading stays lossless.
    Other(String),
}

impl DataType {
    pub(crate) fn from_attr(kind: &str, current: Option<String>) -> Self {
        match kind {
            "" => DataType::Text,
            "image" => DataType::Image,
            "note" => DataType::Note,
            "numberResource" => DataType::NumberResource {
                current: current.unwrap_or_default(),
            },
            other => DataType::Other(other.to_string()),
        }
    }

    pub(crate) fn attr(&self) -> Option<&str> {
        match self {
            DataType::Text => None,
            DataType::Image => Some("image"),
            DataType::Note => Some("note"),
            DataType::NumberResource { .. } => Some("numberResource"),
            DataType::Other(s) => Some(s),
        }
    }
}

/// One `<data>` element: either a group of children or a leaf with a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataElement {
    pub(crate) name: String,
    pub(crate) kind: DataType,
    pub(crate) value: String,
    pub(crate) children: Vec<DataElement>,
}

impl DataElement {
    /// A group: a named element holding other data elements.
    pub fn group(name: impl Into<String>, children: Vec<DataElement>) -> Self {
        DataElement {
            name: name.into(),
            kind: DataType::Text,
            value: String::new(),
            children,
        }
    }

    /// A text or number field.
    pub fn text(name: impl Into<String>, value: impl Into<String>) -> Self {
        DataElement {
            name: name.into(),
            kind: DataType::Text,
            value: value.into(),
            children: Vec::new(),
        }
    }

    /// A multi-line text field.
    pub fn note(name: impl Into<String>, value: impl Into<String>) -> Self {
        DataElement {
            kind: DataType::Note,
            ..DataElement::text(name, value)
        }
    }

    /// A field naming an image by its identifier.
    pub fn image(name: impl Into<String>, identifier: impl Into<String>) -> Self {
        DataElement {
            kind: DataType::Image,
            ..DataElement::text(name, identifier)
        }
    }

    /// A gauge at `current` of `max`.
    pub fn resource(name: impl Into<String>, current: i64, max: i64) -> Self {
        DataElement {
            kind: DataType::NumberResource {
                current: current.to_string(),
            },
            ..DataElement::text(name, max.to_string())
        }
    }

    /// Depth-first search for the first descendant (or self) with this name,
    /// the way udonarium's `getFirstElementByName` looks fields up.
    pub fn find(&self, name: &str) -> Option<&DataElement> {
        if self.name == name {
            return Some(self);
        }
        self.children.iter().find_map(|c| c.find(name))
    }

    /// A direct child by name.
    pub fn child(&self, name: &str) -> Option<&DataElement> {
        self.children.iter().find(|c| c.name == name)
    }

    /// The trimmed value of the first descendant with this name.
    pub fn value_of(&self, name: &str) -> Option<&str> {
        self.find(name).map(|d| d.value.trim())
    }
}
