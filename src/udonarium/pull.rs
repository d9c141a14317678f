//! The one reader of udonarium's XML: a document pulled element by element, as the app's
//! parser would take it, under one set of limits. `check` builds element trees from it
//! ([`super::xml::read_document`]); the referee streams a save through it into only the
//! fields a position needs, never holding the tree.

use crate::error::XmlProblem;
use quick_xml::Reader;
use quick_xml::events::{BytesCData, BytesStart, BytesText, Event};
use std::borrow::Cow;
use std::io::BufRead;

/// Whether XML 1.0 can carry `c` at all (its `Char` production): not the control
/// characters other than tab, line feed and carriage return, nor U+FFFE and U+FFFF, even
/// as a character reference. udonarium's parser (the browser's `DOMParser`) refuses a
/// document holding one, and a load that fails may already have cleared the table.
pub fn is_xml_char(c: char) -> bool {
    !matches!(c, '\u{0}'..='\u{8}' | '\u{b}' | '\u{c}' | '\u{e}'..='\u{1f}' | '\u{fffe}' | '\u{ffff}')
}

/// Why a document could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XmlError {
    /// Byte offset in the document.
    pub position: u64,
    pub(crate) problem: XmlProblem,
}

/// Deeper than any real room, shallow enough that no hostile file exhausts the stack.
pub const MAX_DEPTH: usize = 64;
/// One start tag with its attributes: real ones are a few hundred bytes.
pub const MAX_TAG_BYTES: usize = 1024 * 1024;
/// The most elements a document read whole into a tree may hold (`check`).
pub const MAX_ELEMENTS: usize = 200_000;
/// The most objects a streamed save may hold (the referee): three times the largest save
/// we promise to read; each costs a few hundred bytes.
pub const MAX_OBJECTS: usize = 300_000;

/// What the reader meets next.
pub enum Item<'a> {
    /// An element opens; an empty one (`<a/>`) is followed by its [`Item::End`].
    Start(BytesStart<'a>),
    /// Text inside the innermost element, decoded only when asked ([`Text::decode`]): most
    /// text of a save is of no interest to the referee. A reference comes as a text of its
    /// own.
    Text(Text<'a>),
    /// The innermost element closes.
    End,
}

/// A piece of text as it stands in the document.
pub enum Text<'a> {
    Escaped(BytesText<'a>),
    Reference(char),
    CData(BytesCData<'a>),
}

impl<'a> Text<'a> {
    /// The text, without the characters XML cannot carry (udonarium's parser drops them
    /// too; a character reference is kept as written).
    pub fn decode(self) -> Result<Cow<'a, str>, XmlProblem> {
        Ok(match self {
            Text::Escaped(text) => without_non_xml(text.xml_content().map_err(syntax)?),
            Text::Reference(c) => Cow::Owned(c.to_string()),
            Text::CData(data) => Cow::Owned(String::from_utf8_lossy(&data).into_owned()),
        })
    }
}

/// A document pulled item by item from any buffered source: a whole file in memory, or a
/// zip entry inflated as it is read, so a large save is never held whole. Comments,
/// processing instructions and the doctype are skipped; no entity is expanded beyond XML's
/// five and character references.
pub struct Pull<R> {
    reader: Reader<R>,
    depth: usize,
    /// The root element has closed: anything but whitespace after it is an error.
    root_done: bool,
}

impl<R: BufRead> Pull<R> {
    pub(crate) fn new(source: R) -> Self {
        let mut reader = Reader::from_reader(source);
        reader.config_mut().trim_text(false);
        Pull {
            reader,
            depth: 0,
            root_done: false,
        }
    }

    /// An error at the reader's current position.
    pub fn error(&self, problem: XmlProblem) -> XmlError {
        XmlError {
            position: self.reader.buffer_position(),
            problem,
        }
    }

    /// Reads the document to its end, handing every item to `visit`, which sees each item
    /// only while it is current (an item borrows the reader's buffer). An error `visit`
    /// returns stops the reading there and is placed at the reader's position.
    pub fn read(
        &mut self,
        mut visit: impl FnMut(Item<'_>) -> Result<(), XmlProblem>,
    ) -> Result<(), XmlError> {
        let mut buf = Vec::new();
        loop {
            buf.clear();
            let event = self
                .reader
                .read_event_into(&mut buf)
                .map_err(|e| self.error(syntax(e)))?;
            let empty = matches!(event, Event::Empty(_));
            let item = match event {
                Event::Start(start) | Event::Empty(start) => {
                    if self.root_done {
                        return Err(self.error(XmlProblem::AfterRoot));
                    }
                    if self.depth >= MAX_DEPTH {
                        return Err(self.error(XmlProblem::TooDeep { limit: MAX_DEPTH }));
                    }
                    // `CCB<=50` in a palette: a `<` before no name is text written raw,
                    // which would otherwise open elements until the depth limit.
                    if !starts_a_name(start.name().as_ref()) {
                        return Err(self.error(XmlProblem::LessThanInText));
                    }
                    if start.len() > MAX_TAG_BYTES {
                        return Err(self.error(XmlProblem::TagTooLong {
                            limit_mib: MAX_TAG_BYTES / 1024 / 1024,
                        }));
                    }
                    self.depth += 1;
                    Item::Start(start)
                }
                Event::End(_) => {
                    if self.depth == 0 {
                        return Err(self.error(XmlProblem::UnexpectedClose));
                    }
                    self.close();
                    Item::End
                }
                Event::Text(text) if self.depth > 0 => Item::Text(Text::Escaped(text)),
                Event::GeneralRef(name) => {
                    let name = String::from_utf8_lossy(&name);
                    let c = resolve_reference(&name).ok_or_else(|| {
                        self.error(XmlProblem::UnknownEntity {
                            name: name.to_string(),
                        })
                    })?;
                    if self.depth == 0 {
                        continue;
                    }
                    Item::Text(Text::Reference(c))
                }
                Event::CData(data) if self.depth > 0 => Item::Text(Text::CData(data)),
                Event::Eof => {
                    if self.depth > 0 {
                        return Err(self.error(XmlProblem::EndsInsideElement));
                    }
                    if !self.root_done {
                        return Err(self.error(XmlProblem::NoRoot));
                    }
                    return Ok(());
                }
                _ => continue,
            };
            visit(item).map_err(|m| self.error(m))?;
            if empty {
                self.close();
                visit(Item::End).map_err(|m| self.error(m))?;
            }
        }
    }

    fn close(&mut self) {
        self.depth -= 1;
        self.root_done |= self.depth == 0;
    }
}

/// Whether an element's name starts as an XML name may: a letter, `_`, `:`, or any
/// character past ASCII.
fn starts_a_name(name: &[u8]) -> bool {
    name.first()
        .is_some_and(|b| b.is_ascii_alphabetic() || matches!(b, b'_' | b':') || *b >= 0x80)
}

/// A problem in quick-xml's own words.
fn syntax(e: impl std::fmt::Display) -> XmlProblem {
    XmlProblem::Syntax {
        reason: e.to_string(),
    }
}

fn without_non_xml(text: Cow<'_, str>) -> Cow<'_, str> {
    if text.chars().all(is_xml_char) {
        text
    } else {
        Cow::Owned(text.chars().filter(|c| is_xml_char(*c)).collect())
    }
}

/// XML's five entities and character references; a DTD's entities are never expanded.
fn resolve_reference(name: &str) -> Option<char> {
    Some(match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        _ => {
            let code = if let Some(hex) = name.strip_prefix("#x").or(name.strip_prefix("#X")) {
                u32::from_str_radix(hex, 16).ok()?
            } else {
                name.strip_prefix('#')?.parse().ok()?
            };
            char::from_u32(code)?
        }
    })
}

/// The wanted attributes of an element, unescaped (the first of each name). Only these are
/// decoded: most elements of a save are `data` elements whose `name` is all that matters.
pub struct Attrs<'s, const N: usize>([Option<Cow<'s, str>>; N], [&'static str; N]);

impl<'s, const N: usize> Attrs<'s, N> {
    pub(crate) fn read(start: &'s BytesStart, keys: [&'static str; N]) -> Result<Self, XmlProblem> {
        let mut values: [Option<Cow<'s, str>>; N] = std::array::from_fn(|_| None);
        for attr in start.attributes().with_checks(false) {
            let attr = attr.map_err(syntax)?;
            let Some(i) = keys.iter().position(|k| k.as_bytes() == attr.key.as_ref()) else {
                continue;
            };
            if values[i].is_none() {
                values[i] = Some(attr.unescape_value().map_err(syntax)?);
            }
        }
        Ok(Attrs(values, keys))
    }

    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        let i = self.1.iter().position(|k| *k == name)?;
        self.0[i].as_deref()
    }
}

/// Every attribute of an element, unescaped, in document order.
pub fn all_attributes(start: &BytesStart) -> Result<Vec<(String, String)>, XmlProblem> {
    start
        .attributes()
        .with_checks(false)
        .map(|attr| {
            let attr = attr.map_err(syntax)?;
            let value = attr.unescape_value().map_err(syntax)?;
            Ok((
                String::from_utf8_lossy(attr.key.as_ref()).into_owned(),
                value.into_owned(),
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The items of a document as short strings: `<a`, `>`, `"text"`.
    fn items(doc: &str) -> Result<Vec<String>, XmlError> {
        items_from(doc.as_bytes())
    }

    fn items_from(source: impl BufRead) -> Result<Vec<String>, XmlError> {
        let mut out = Vec::new();
        Pull::new(source).read(|item| {
            out.push(match item {
                Item::Start(s) => format!("<{}", String::from_utf8_lossy(s.name().as_ref())),
                Item::End => ">".into(),
                Item::Text(t) => format!("{:?}", t.decode().unwrap()),
            });
            Ok(())
        })?;
        Ok(out)
    }

    #[test]
    fn an_empty_element_opens_and_closes_and_text_comes_decoded() {
        assert_eq!(
            items("<?xml version=\"1.0\"?><a><b/>x&amp;&#x3042;\u{1}<![CDATA[<c>]]></a>\n")
                .unwrap(),
            [
                "<a", "<b", ">", "\"x\"", "\"&\"", "\"あ\"", "\"\"", "\"<c>\"", ">"
            ]
        );
    }

    #[test]
    fn a_document_read_in_pieces_is_read_as_a_whole() {
        for doc in [
            "<?xml version=\"1.0\"?><!-- c --><a x=\"1\"><b/>x&amp;&#x3042;<![CDATA[<c>]]></a>\n",
            "<a><b></a>",
            "<a>&bogus;</a>",
            "<a></a><b/>",
            "<a x=\"1\" y></a>",
        ] {
            let piecewise = std::io::BufReader::with_capacity(1, doc.as_bytes());
            assert_eq!(items_from(piecewise), items(doc), "{doc}");
        }
    }

    #[test]
    fn both_readers_meet_the_same_limits() {
        let deep = "<a>".repeat(MAX_DEPTH + 1) + &"</a>".repeat(MAX_DEPTH + 1);
        let long_tag = format!("<a b=\"{}\"/>", "x".repeat(MAX_TAG_BYTES));
        for (doc, message) in [
            (deep.as_str(), "deeper"),
            (long_tag.as_str(), "longer than 1 MiB"),
            ("<a></a><b/>", "after the root"),
            ("<a><b></a>", ""),
            ("<a>", "ends inside"),
            ("", "no root"),
            ("<a>&bogus;</a>", "unknown entity"),
            ("<a><p>CCB<=50 x</p></a>", "a `<` that starts no tag"),
            ("<a>1 < 2</a>", "a `<` that starts no tag"),
        ] {
            let streamed = items(doc).unwrap_err();
            let tree = super::super::xml::read_document(doc.as_bytes()).unwrap_err();
            assert!(
                streamed.problem.to_string().contains(message),
                "{doc:.20}: {streamed:?}"
            );
            assert_eq!(streamed, tree, "{doc:.20}");
        }
    }
}
