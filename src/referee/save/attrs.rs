//! Small pieces of reading XML the way the element-tree reader did: wanted attributes,
//! text without the control characters udonarium strips, and references.

use quick_xml::events::BytesStart;
use std::borrow::Cow;

/// The wanted attributes of an element, unescaped (the first of each name, as the
/// element-tree reader found them). Only these are decoded: most elements of a save are
/// `data` elements whose `name` is all that matters.
pub struct Attrs<'s, const N: usize>([Option<Cow<'s, str>>; N], [&'static str; N]);

impl<'s, const N: usize> Attrs<'s, N> {
    pub fn read(start: &'s BytesStart, keys: [&'static str; N]) -> Result<Self, String> {
        let mut values: [Option<Cow<'s, str>>; N] = std::array::from_fn(|_| None);
        for attr in start.attributes().with_checks(false) {
            let attr = attr.map_err(|e| e.to_string())?;
            let Some(i) = keys.iter().position(|k| k.as_bytes() == attr.key.as_ref()) else {
                continue;
            };
            if values[i].is_none() {
                values[i] = Some(attr.unescape_value().map_err(|e| e.to_string())?);
            }
        }
        Ok(Attrs(values, keys))
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        let i = self.1.iter().position(|k| *k == name)?;
        self.0[i].as_deref()
    }
}

/// Text as udonarium reads it: control characters it strips are dropped.
pub fn push_text(out: &mut String, text: &str) {
    out.extend(text.chars().filter(|&c| {
        !matches!(c, '\u{0}'..='\u{8}' | '\u{b}' | '\u{c}' | '\u{e}'..='\u{1f}' | '\u{fffe}' | '\u{ffff}')
    }));
}

/// XML's five entities and character references; a DTD's entities are never expanded.
pub fn resolve_reference(name: &str) -> Option<char> {
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
