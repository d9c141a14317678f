//! Writing element trees as udonarium does, and reading them back tolerantly.

use super::element::Element;
use super::pull::{Item, MAX_ELEMENTS, Pull, all_attributes};
pub use super::pull::{XmlError, is_xml_char};
use crate::error::XmlProblem;
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};

/// The first character of `text` XML cannot carry, with its byte offset.
pub fn first_non_xml_char(text: &str) -> Option<(usize, char)> {
    text.char_indices().find(|(_, c)| !is_xml_char(*c))
}

/// `text` without the characters XML cannot carry. Definitions refuse such text where it
/// is written; this only makes sure no other way leads one into a room.
fn xml_chars(text: &str) -> std::borrow::Cow<'_, str> {
    match first_non_xml_char(text) {
        None => std::borrow::Cow::Borrowed(text),
        Some(_) => text.chars().filter(|c| is_xml_char(*c)).collect(),
    }
}

/// Serialises a document with the XML declaration and two-space indentation, like udonarium.
pub fn write_document(root: &Element) -> Vec<u8> {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    writer
        .write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))
        .expect("writing to a Vec cannot fail");
    write_element(&mut writer, root);
    writer.into_inner()
}

fn write_element(writer: &mut Writer<Vec<u8>>, el: &Element) {
    let mut start = BytesStart::new(el.tag.as_str());
    for (k, v) in &el.attrs {
        start.push_attribute((k.as_str(), xml_chars(v).as_ref()));
    }
    // Writing to a Vec cannot fail; the results are unwrapped for that reason alone.
    writer.write_event(Event::Start(start)).unwrap();
    if el.children.is_empty() {
        // Even when empty: a text event keeps the end tag on the same line, as udonarium
        // writes `<data type="image" name="imageIdentifier"></data>`; an indented end tag
        // would make the value whitespace, an image id that resolves to nothing.
        writer
            .write_event(Event::Text(BytesText::new(&xml_chars(&el.text))))
            .unwrap();
    } else {
        for child in &el.children {
            write_element(writer, child);
        }
    }
    writer
        .write_event(Event::End(BytesEnd::new(el.tag.as_str())))
        .unwrap();
}

/// Parses a whole document into its root element, through the one reader
/// ([`super::pull`]) and its limits. Unknown elements and attributes are kept as they are;
/// characters XML cannot carry are dropped; comments, processing instructions and doctype
/// are skipped (no entity expansion beyond XML's five).
pub fn read_document(bytes: &[u8]) -> Result<Element, XmlError> {
    let mut pull = Pull::new(bytes);
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    let mut count = 0usize;
    pull.read(|item| {
        match item {
            Item::Start(start) => {
                count += 1;
                if count > MAX_ELEMENTS {
                    return Err(XmlProblem::TooManyElements {
                        limit: MAX_ELEMENTS,
                    });
                }
                let mut el = Element::new(String::from_utf8_lossy(start.name().as_ref()));
                el.attrs = all_attributes(&start)?;
                stack.push(el);
            }
            Item::End => {
                let el = stack
                    .pop()
                    .expect("the reader pairs every end with a start");
                match stack.last_mut() {
                    Some(parent) => parent.children.push(el),
                    None => root = Some(el),
                }
            }
            Item::Text(text) => {
                let text = text.decode()?;
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&text);
                }
            }
        }
        Ok(())
    })?;
    root.ok_or_else(|| pull.error(XmlProblem::NoRoot))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_text_with_markup_characters() {
        let el = Element::new("room").child(Element::new("data").attr("name", "a&b \"q\"").child(
            Element {
                tag: "data".into(),
                attrs: vec![("type".into(), "note".into()), ("name".into(), "t".into())],
                text: "1 < 2 & 3\n二行目".into(),
                children: vec![],
            },
        ));
        let bytes = write_document(&el);
        let back = read_document(&bytes).unwrap();
        assert_eq!(back.children[0].get("name"), Some("a&b \"q\""));
        assert_eq!(back.children[0].children[0].text, "1 < 2 & 3\n二行目");
    }

    #[test]
    fn rejects_deep_nesting_and_trailing_garbage() {
        let deep = "<a>".repeat(100) + &"</a>".repeat(100);
        assert_eq!(
            read_document(deep.as_bytes()).unwrap_err().problem,
            XmlProblem::TooDeep {
                limit: super::super::pull::MAX_DEPTH
            }
        );
        assert!(read_document(b"<a></a><b/>").is_err());
        assert!(read_document(b"").is_err());
        assert!(read_document(b"<a><b></a>").is_err());
    }

    #[test]
    fn writes_only_what_xml_can_carry() {
        let el = Element::new("room")
            .attr("name", "a\u{1}b\u{ffff}")
            .child(Element {
                tag: "data".into(),
                attrs: vec![],
                text: "x\u{0}y\tz\u{fffe}".into(),
                children: vec![],
            });
        let text = String::from_utf8(write_document(&el)).unwrap();
        assert!(first_non_xml_char(&text).is_none(), "{text:?}");
        assert!(
            text.contains("name=\"ab\"") && text.contains(">xy\tz<"),
            "{text}"
        );
        assert_eq!(first_non_xml_char("ok\u{7}"), Some((2, '\u{7}')));
        assert!(is_xml_char('\n') && is_xml_char('\r') && is_xml_char('\u{feff}'));
    }

    #[test]
    fn keeps_numeric_references() {
        let el = read_document("<a>&#x3042;&#12356;&amp;</a>".as_bytes()).unwrap();
        assert_eq!(el.text, "あい&");
    }
}
