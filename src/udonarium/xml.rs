//! Writing element trees as udonarium does, and reading them back tolerantly.

use super::element::Element;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use quick_xml::{Reader, Writer};

/// The deepest nesting a save may have; real rooms stay far below it, and the bound
/// keeps a hostile file from exhausting the stack.
const MAX_DEPTH: usize = 64;
/// The most elements one document may hold.
const MAX_ELEMENTS: usize = 200_000;

/// Whether XML 1.0 can carry `c` at all (its `Char` production): not the control
/// characters other than tab, line feed and carriage return, nor U+FFFE and U+FFFF, even
/// as a character reference. udonarium's parser (the browser's `DOMParser`) refuses a
/// document holding one, and a load that fails may already have cleared the table.
pub fn is_xml_char(c: char) -> bool {
    !matches!(c, '\u{0}'..='\u{8}' | '\u{b}' | '\u{c}' | '\u{e}'..='\u{1f}' | '\u{fffe}' | '\u{ffff}')
}

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

/// Why a document could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XmlError {
    /// Byte offset in the document.
    pub position: u64,
    pub message: String,
}

/// Parses a whole document into its root element. Unknown elements and attributes are
/// kept as they are; characters XML cannot carry are dropped; comments,
/// processing instructions and doctype are skipped (no entity expansion beyond XML's five).
pub fn read_document(bytes: &[u8]) -> Result<Element, XmlError> {
    let mut reader = Reader::from_reader(bytes);
    reader.config_mut().trim_text(false);
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    let mut count = 0usize;
    let mut buf = Vec::new();
    let err = |reader: &Reader<&[u8]>, message: String| XmlError {
        position: reader.buffer_position(),
        message,
    };
    loop {
        let event = reader
            .read_event_into(&mut buf)
            .map_err(|e| err(&reader, e.to_string()))?;
        match event {
            Event::Start(start) | Event::Empty(start) if root.is_some() => {
                let _ = start;
                return Err(err(&reader, "content after the root element".into()));
            }
            Event::Start(ref start) | Event::Empty(ref start) => {
                count += 1;
                if count > MAX_ELEMENTS {
                    return Err(err(&reader, format!("more than {MAX_ELEMENTS} elements")));
                }
                if stack.len() >= MAX_DEPTH {
                    return Err(err(&reader, format!("nested deeper than {MAX_DEPTH}")));
                }
                let mut el = Element::new(String::from_utf8_lossy(start.name().as_ref()));
                for attr in start.attributes().with_checks(false) {
                    let attr = attr.map_err(|e| err(&reader, e.to_string()))?;
                    let value = attr
                        .unescape_value()
                        .map_err(|e| err(&reader, e.to_string()))?;
                    el.attrs.push((
                        String::from_utf8_lossy(attr.key.as_ref()).into_owned(),
                        value.into_owned(),
                    ));
                }
                if matches!(event, Event::Empty(_)) {
                    attach(&mut stack, &mut root, el);
                } else {
                    stack.push(el);
                }
            }
            Event::End(_) => {
                let el = stack
                    .pop()
                    .ok_or_else(|| err(&reader, "unexpected closing tag".into()))?;
                attach(&mut stack, &mut root, el);
            }
            Event::Text(text) => {
                if let Some(top) = stack.last_mut() {
                    let raw = text
                        .xml_content()
                        .map_err(|e| err(&reader, e.to_string()))?;
                    top.text.push_str(&strip_controls(&raw));
                }
            }
            Event::GeneralRef(r) => {
                if let Some(top) = stack.last_mut() {
                    let name = String::from_utf8_lossy(&r);
                    top.text.push_str(
                        &resolve_reference(&name)
                            .ok_or_else(|| err(&reader, format!("unknown entity `&{name};`")))?,
                    );
                }
            }
            Event::CData(data) => {
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&String::from_utf8_lossy(&data));
                }
            }
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    if !stack.is_empty() {
        return Err(err(&reader, "the document ends inside an element".into()));
    }
    root.ok_or_else(|| err(&reader, "the document has no root element".into()))
}

fn attach(stack: &mut [Element], root: &mut Option<Element>, el: Element) {
    match stack.last_mut() {
        Some(parent) => parent.children.push(el),
        None => *root = Some(el),
    }
}

fn resolve_reference(name: &str) -> Option<String> {
    let c = match name {
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
    };
    Some(c.to_string())
}

/// The save reader is tolerant: what XML cannot carry is dropped, so an odd save made by
/// another tool stays readable (`udonforge check` reports it as the app would refuse it).
fn strip_controls(s: &str) -> String {
    xml_chars(s).into_owned()
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
        assert!(
            read_document(deep.as_bytes())
                .unwrap_err()
                .message
                .contains("deeper")
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
