//! Which encoding a text file is in, and its text as UTF-8 (with `encoding_rs`): a
//! spreadsheet Japanese Excel saved (Shift_JIS, that is CP932; or UTF-16, with or without
//! its byte-order mark), and a save whose XML header declares its encoding. A byte that
//! is not of the encoding read is never replaced: it is an error at its offset.

use encoding_rs::{Encoding, SHIFT_JIS, UTF_8, UTF_16BE, UTF_16LE};

/// Text that is not in the encoding it was read as: its name and the offset of the first
/// byte that is not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undecodable {
    pub encoding: &'static str,
    pub byte: u64,
}

/// A byte-order mark at the start of `bytes`: its encoding and length.
pub fn bom(bytes: &[u8]) -> Option<(&'static Encoding, usize)> {
    Encoding::for_bom(bytes)
}

/// UTF-16 without a byte-order mark, told by its zero bytes: text starting with an ASCII
/// character (`<`, a letter) has a zero byte before it (big-endian) or after it.
pub fn utf16_by_zeros(bytes: &[u8]) -> Option<&'static Encoding> {
    match bytes {
        [0, b, ..] if *b != 0 && b.is_ascii() => Some(UTF_16BE),
        [b, 0, ..] if *b != 0 && b.is_ascii() => Some(UTF_16LE),
        _ => None,
    }
}

/// The label an XML declaration (`<?xml version="1.0" encoding="Shift_JIS"?>`) gives, read
/// from the document's first bytes (an ASCII-compatible encoding), and the offset of the
/// label.
pub fn declared_label(head: &[u8]) -> Option<(String, usize)> {
    let end = head.windows(2).position(|w| w == b"?>")?;
    let decl = head.strip_prefix(b"<?xml")?.get(..end - 5)?;
    let at = decl.windows(8).position(|w| w == b"encoding")?;
    let rest = &decl[at + 8..];
    let eq = rest.iter().position(|b| !b.is_ascii_whitespace())?;
    if rest[eq] != b'=' {
        return None;
    }
    let after = &rest[eq + 1..];
    let q = after.iter().position(|b| !b.is_ascii_whitespace())?;
    let quote = after[q];
    if quote != b'"' && quote != b'\'' {
        return None;
    }
    let value = &after[q + 1..];
    let close = value.iter().position(|b| *b == quote)?;
    let label = std::str::from_utf8(&value[..close]).ok()?.to_string();
    let offset = 5 + at + 8 + eq + 1 + q + 1;
    Some((label, offset))
}

/// The encoding a label names, as the Encoding Standard reads labels (`Shift_JIS`, `sjis`,
/// `windows-31j`, `EUC-JP`, `UTF-8`…); `None` for a label it does not know.
pub fn for_label(label: &str) -> Option<&'static Encoding> {
    Encoding::for_label(label.trim().as_bytes()).filter(|e| *e != encoding_rs::REPLACEMENT)
}

/// A spreadsheet's text and the encoding it was read in: the one its byte-order mark
/// says; else UTF-16 told by its zero bytes; else UTF-8 when every byte is; else
/// Shift_JIS (Japanese Excel's 「CSV (コンマ区切り)」), when every byte is. The mark is
/// left out of the text.
pub fn decode_spreadsheet(bytes: &[u8]) -> Result<(String, &'static Encoding), Vec<Undecodable>> {
    if let Some((encoding, len)) = bom(bytes) {
        return strict(encoding, &bytes[len..], len as u64)
            .map(|text| (text, encoding))
            .map_err(|e| vec![e]);
    }
    // Before UTF-8: UTF-16 of ASCII text is valid UTF-8 too, NULs and all.
    if let Some(encoding) = utf16_by_zeros(bytes) {
        return strict(encoding, bytes, 0)
            .map(|text| (text, encoding))
            .map_err(|e| vec![e]);
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok((text.to_string(), UTF_8));
    }
    let not_utf8 = strict(UTF_8, bytes, 0).expect_err("not UTF-8");
    match strict(SHIFT_JIS, bytes, 0) {
        Ok(text) => Ok((text, SHIFT_JIS)),
        Err(not_sjis) => Err(vec![not_utf8, not_sjis]),
    }
}

/// `bytes` decoded as `encoding`, or the offset (from `base`) of the first byte that is
/// not of it.
fn strict(encoding: &'static Encoding, bytes: &[u8], base: u64) -> Result<String, Undecodable> {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let mut out = Streaming::default();
    out.decode(&mut decoder, bytes, true, base, encoding)?;
    Ok(String::from_utf8(out.text).expect("the decoder writes UTF-8"))
}

/// How a spreadsheet's encoding is said: the name a user knows from the save dialog.
pub fn name(encoding: &'static Encoding) -> &'static str {
    if encoding == SHIFT_JIS {
        "Shift_JIS (CP932)"
    } else {
        encoding.name()
    }
}

/// UTF-8 written by a decoder fed piece by piece.
#[derive(Default)]
pub struct Streaming {
    pub text: Vec<u8>,
}

impl Streaming {
    /// Decodes `input` (all of it, or up to the first byte not of `encoding`), appending to
    /// the text; `base` is the offset of `input` in the whole file, for the error.
    pub fn decode(
        &mut self,
        decoder: &mut encoding_rs::Decoder,
        input: &[u8],
        last: bool,
        base: u64,
        encoding: &'static Encoding,
    ) -> Result<(), Undecodable> {
        let mut read_total = 0;
        loop {
            let room = decoder
                .max_utf8_buffer_length_without_replacement(input.len() - read_total)
                .unwrap_or(input.len() * 3 + 16);
            let start = self.text.len();
            self.text.resize(start + room.max(16), 0);
            let (result, read, written) = decoder.decode_to_utf8_without_replacement(
                &input[read_total..],
                &mut self.text[start..],
                last,
            );
            self.text.truncate(start + written);
            read_total += read;
            match result {
                encoding_rs::DecoderResult::InputEmpty => return Ok(()),
                encoding_rs::DecoderResult::OutputFull => continue,
                encoding_rs::DecoderResult::Malformed(bad, after) => {
                    // The bad bytes may have begun in an earlier piece.
                    let at = (base + read_total as u64)
                        .saturating_sub(u64::from(bad) + u64::from(after));
                    return Err(Undecodable {
                        encoding: encoding.name(),
                        byte: at,
                    });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spreadsheet_is_read_in_the_encoding_its_bytes_are() {
        let text = "名前,枚数\nカード,2\n";
        let (sjis, _, _) = SHIFT_JIS.encode(text);
        assert_eq!(decode_spreadsheet(&sjis), Ok((text.to_string(), SHIFT_JIS)));
        assert_eq!(
            decode_spreadsheet(text.as_bytes()),
            Ok((text.to_string(), UTF_8))
        );
        let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
        let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
        // `名` is not ASCII: the zeros are told from the first ASCII character only.
        let ascii_first = "name,copies\n";
        let le_ascii: Vec<u8> = ascii_first
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        assert_eq!(
            decode_spreadsheet(&le_ascii),
            Ok((ascii_first.to_string(), UTF_16LE))
        );
        let with_bom = |bom: &[u8], body: &[u8]| [bom, body].concat();
        assert_eq!(
            decode_spreadsheet(&with_bom(&[0xff, 0xfe], &le)),
            Ok((text.to_string(), UTF_16LE))
        );
        assert_eq!(
            decode_spreadsheet(&with_bom(&[0xfe, 0xff], &be)),
            Ok((text.to_string(), UTF_16BE))
        );
        assert_eq!(
            decode_spreadsheet(&with_bom(&[0xef, 0xbb, 0xbf], text.as_bytes())),
            Ok((text.to_string(), UTF_8))
        );
        // Neither UTF-8 nor Shift_JIS: both offsets said.
        let bad = b"name\n\x82\xff\x80";
        assert_eq!(
            decode_spreadsheet(bad),
            Err(vec![
                Undecodable {
                    encoding: "UTF-8",
                    byte: 5
                },
                Undecodable {
                    encoding: "Shift_JIS",
                    byte: 5
                }
            ])
        );
    }

    #[test]
    fn the_declared_encoding_is_read_from_the_header() {
        assert_eq!(
            declared_label(b"<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><room/>"),
            Some(("Shift_JIS".into(), 30))
        );
        assert_eq!(
            declared_label(b"<?xml version='1.0' encoding = 'euc-jp' ?>"),
            Some(("euc-jp".into(), 32))
        );
        assert_eq!(
            declared_label(b"<?xml version=\"1.0\"?><a encoding=\"x\"/>"),
            None
        );
        assert_eq!(declared_label(b"<room/>"), None);
        assert_eq!(for_label("SJIS"), Some(SHIFT_JIS));
        assert_eq!(for_label("utf8"), Some(UTF_8));
        assert_eq!(for_label("klingon"), None);
        assert_eq!(for_label("iso-2022-kr"), None);
    }

    #[test]
    fn a_stream_says_where_its_first_bad_byte_is_whatever_the_pieces() {
        let (mut sjis, _, _) = SHIFT_JIS.encode("<a>あかね</a>");
        let mut bytes = sjis.to_vec();
        bytes.splice(3..3, [0x82, 0xff]);
        sjis = bytes.clone().into();
        for step in [1, 2, 3, 64] {
            let mut decoder = SHIFT_JIS.new_decoder_without_bom_handling();
            let mut out = Streaming::default();
            let mut result = Ok(());
            for (n, piece) in sjis.chunks(step).enumerate() {
                let last = (n + 1) * step >= sjis.len();
                result = out.decode(&mut decoder, piece, last, (n * step) as u64, SHIFT_JIS);
                if result.is_err() {
                    break;
                }
            }
            assert_eq!(
                result,
                Err(Undecodable {
                    encoding: "Shift_JIS",
                    byte: 3
                }),
                "step {step}"
            );
        }
    }
}
