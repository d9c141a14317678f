//! A plain XML element tree: what udonarium's object serializer reads and writes.
//! Typed objects (`object.rs`) build these; the tolerant reader produces them.

use super::data::{DataElement, DataType};

/// One XML element with its attributes, text and children, as written or as read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Element {
    /// The element's name (`card`, `data`).
    pub tag: String,
    /// Attributes in document order: udonarium writes them in a fixed order and so do we.
    pub attrs: Vec<(String, String)>,
    /// The text inside it, unescaped; empty where it has children.
    pub text: String,
    /// Its child elements in document order.
    pub children: Vec<Element>,
}

impl Element {
    /// An element with this tag and nothing else.
    pub fn new(tag: impl Into<String>) -> Self {
        Element {
            tag: tag.into(),
            ..Default::default()
        }
    }

    /// The element with one more attribute, after those it has.
    pub fn attr(mut self, name: &str, value: impl ToString) -> Self {
        self.attrs.push((name.to_string(), value.to_string()));
        self
    }

    /// The element with one more child, after those it has.
    pub fn child(mut self, child: Element) -> Self {
        self.children.push(child);
        self
    }

    /// An attribute's value.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Direct children with this tag.
    pub fn children_tagged<'a>(&'a self, tag: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.children.iter().filter(move |c| c.tag == tag)
    }

    /// The `<data name=NAME>` child, as udonarium finds an object's root data.
    pub fn data_child(&self, name: &str) -> Option<&Element> {
        self.children
            .iter()
            .find(|c| c.tag == "data" && c.get("name") == Some(name))
    }

    /// Converts a `<data>` element (and its `<data>` descendants) into a data tree.
    pub fn to_data(&self) -> DataElement {
        let kind = DataType::from_attr(
            self.get("type").unwrap_or(""),
            self.get("currentValue").map(str::to_string),
        );
        let children: Vec<DataElement> = self
            .children
            .iter()
            .filter(|c| c.tag == "data")
            .map(Element::to_data)
            .collect();
        DataElement {
            name: self.get("name").unwrap_or("").to_string(),
            kind,
            value: if children.is_empty() {
                self.text.clone()
            } else {
                String::new()
            },
            children,
        }
    }

    /// Converts a data tree into `<data>` elements with udonarium's attribute order
    /// (`type`, `currentValue`, `name`).
    pub fn from_data(data: &DataElement) -> Element {
        let mut el = Element::new("data");
        if let Some(kind) = data.kind.attr() {
            el = el.attr("type", kind);
        }
        if let DataType::NumberResource { current } = &data.kind {
            el = el.attr("currentValue", current);
        }
        el = el.attr("name", &data.name);
        if data.children.is_empty() {
            el.text = data.value.clone();
        } else {
            el.children = data.children.iter().map(Element::from_data).collect();
        }
        el
    }
}
