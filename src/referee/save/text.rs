//! A save's XML entry as UTF-8 text, decoded as it is read, in the encoding the entry is
//! in: the one its byte-order mark says, else UTF-16 told by its zero bytes (a mark left
//! out), else the one its XML declaration names (`encoding="Shift_JIS"`), else UTF-8. A
//! byte that is not of that encoding stops the reading at its offset: it is never turned
//! into U+FFFD, which would change a seat's name (an empty one would no longer be empty).

use crate::error::XmlProblem;
use crate::text_encoding::{Streaming, bom, declared_label, for_label, utf16_by_zeros};
use encoding_rs::{Decoder, Encoding, UTF_8};
use std::io::{BufRead, Read};

/// Raw bytes taken from the entry at a time.
const CHUNK: usize = 64 * 1024;
/// How far into an entry its XML declaration is looked for.
const HEAD: u64 = 512;

/// Why an entry's bytes are not text, and the offset of the byte that says so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotText {
    pub byte: u64,
    pub problem: XmlProblem,
}

/// An entry's text, read as UTF-8 whatever its encoding.
pub struct Decoded<'a> {
    raw: Box<dyn Read + 'a>,
    decoder: Decoder,
    encoding: &'static Encoding,
    /// Raw bytes read before `chunk`'s, for the offset of a bad byte.
    offset: u64,
    chunk: Vec<u8>,
    text: Streaming,
    at: usize,
    ended: bool,
    /// Something other than ASCII whitespace has been read.
    content: bool,
    /// Why the bytes are not text, once found (or from the start: an encoding unknown).
    failed: Option<NotText>,
}

impl<'a> Decoded<'a> {
    /// Looks at the first bytes for a byte-order mark, zero bytes or an XML declaration.
    pub fn new(mut raw: impl Read + 'a) -> std::io::Result<Self> {
        let mut head = Vec::with_capacity(HEAD as usize);
        (&mut raw).take(HEAD).read_to_end(&mut head)?;
        let mut failed = None;
        let (encoding, skip) = if let Some((encoding, len)) = bom(&head) {
            (encoding, len)
        } else if let Some(encoding) = utf16_by_zeros(&head) {
            (encoding, 0)
        } else {
            match declared_label(&head) {
                None => (UTF_8, 0),
                Some((label, at)) => match for_label(&label) {
                    // A declaration of UTF-16 read in single bytes is not UTF-16.
                    Some(e) if e.output_encoding() == e => (e, 0),
                    _ => {
                        failed = Some(NotText {
                            byte: at as u64,
                            problem: XmlProblem::UnknownEncoding { label },
                        });
                        (UTF_8, 0)
                    }
                },
            }
        };
        let chunk = head.split_off(skip);
        Ok(Decoded {
            raw: Box::new(std::io::Cursor::new(chunk).chain(raw)),
            decoder: encoding.new_decoder_without_bom_handling(),
            encoding,
            offset: skip as u64,
            chunk: Vec::with_capacity(CHUNK),
            text: Streaming::default(),
            at: 0,
            ended: false,
            content: false,
            failed,
        })
    }

    /// Whether the text read so far holds more than ASCII whitespace: a blank entry is no
    /// document at all.
    pub fn has_content(&self) -> bool {
        self.content
    }

    /// Why the entry's bytes are not text, if they are not: the reading stopped there.
    pub fn failure(&self) -> Option<&NotText> {
        self.failed.as_ref()
    }

    fn refill(&mut self) -> std::io::Result<()> {
        self.text.text.clear();
        self.at = 0;
        while self.text.text.is_empty() && !self.ended {
            if self.failed.is_some() {
                return Err(std::io::Error::other("not text in its encoding"));
            }
            self.chunk.resize(CHUNK, 0);
            let n = loop {
                match self.raw.read(&mut self.chunk) {
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    other => break other?,
                }
            };
            self.chunk.truncate(n);
            self.ended = n == 0;
            let decoded = self.text.decode(
                &mut self.decoder,
                &self.chunk,
                self.ended,
                self.offset,
                self.encoding,
            );
            self.offset += n as u64;
            if let Err(e) = decoded {
                self.failed = Some(NotText {
                    byte: e.byte,
                    problem: XmlProblem::NotInEncoding {
                        encoding: e.encoding.to_string(),
                    },
                });
                // The text before the bad byte is read; the error comes after it.
                self.ended = false;
            }
            self.content |= self.text.text.iter().any(|b| !b.is_ascii_whitespace());
            if self.failed.is_some() && self.text.text.is_empty() {
                return Err(std::io::Error::other("not text in its encoding"));
            }
        }
        Ok(())
    }
}

impl Read for Decoded<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Decoded<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.text.text.len() {
            self.refill()?;
        }
        Ok(&self.text.text[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at = (self.at + n).min(self.text.text.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads `raw` through a source that hands out `step` bytes at a time: the text, whether
    /// it has content, and why it stopped if it did.
    fn decoded(raw: &[u8], step: usize) -> (Vec<u8>, bool, Option<NotText>) {
        struct Trickle<'a>(&'a [u8], usize);
        impl Read for Trickle<'_> {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                let n = self.1.min(buf.len()).min(self.0.len());
                buf[..n].copy_from_slice(&self.0[..n]);
                self.0 = &self.0[n..];
                Ok(n)
            }
        }
        let mut text = Decoded::new(Trickle(raw, step)).unwrap();
        let mut out = Vec::new();
        let _ = text.read_to_end(&mut out);
        (out, text.has_content(), text.failure().cloned())
    }

    #[test]
    fn decodes_every_encoding_it_is_told_of_at_any_chunk_size() {
        let doc = "<a>あいう é</a>";
        let sjis_doc = "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><a>あかね</a>";
        let (sjis, _, _) = encoding_rs::SHIFT_JIS.encode(sjis_doc);
        let utf16 = |big: bool, bom: bool| -> Vec<u8> {
            let mut out: Vec<u8> = Vec::new();
            if bom {
                out.extend(if big { [0xfe, 0xff] } else { [0xff, 0xfe] });
            }
            for unit in doc.encode_utf16() {
                out.extend(if big {
                    unit.to_be_bytes()
                } else {
                    unit.to_le_bytes()
                });
            }
            out
        };
        let cases: Vec<(Vec<u8>, &str)> = vec![
            (doc.as_bytes().to_vec(), doc),
            ([&[0xef, 0xbb, 0xbf], doc.as_bytes()].concat(), doc),
            (utf16(true, true), doc),
            (utf16(false, true), doc),
            (utf16(true, false), doc),
            (utf16(false, false), doc),
            (sjis.to_vec(), sjis_doc),
        ];
        for (raw, text) in &cases {
            for step in [1, 2, 3, 5, CHUNK] {
                let (out, content, failed) = decoded(raw, step);
                assert_eq!(failed, None, "step {step}");
                assert_eq!(String::from_utf8(out).unwrap(), *text, "step {step}");
                assert!(content);
            }
        }
    }

    #[test]
    fn a_byte_not_of_the_encoding_stops_the_text_at_its_offset() {
        let mut raw = "<a>あいう".as_bytes().to_vec();
        raw.extend_from_slice(b"\xff</a>");
        for step in [1, 2, 7, CHUNK] {
            let (out, _, failed) = decoded(&raw, step);
            assert_eq!(out, "<a>あいう".as_bytes(), "step {step}");
            assert_eq!(
                failed,
                Some(NotText {
                    byte: 12,
                    problem: XmlProblem::NotInEncoding {
                        encoding: "UTF-8".into()
                    }
                }),
                "step {step}"
            );
        }
        let (_, _, failed) = decoded(b"<?xml version=\"1.0\" encoding=\"klingon\"?><a/>", 4);
        assert_eq!(
            failed,
            Some(NotText {
                byte: 30,
                problem: XmlProblem::UnknownEncoding {
                    label: "klingon".into()
                }
            })
        );
        // UTF-16 declared in single bytes.
        let (_, _, failed) = decoded(b"<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>", 4);
        assert!(failed.is_some());
    }

    #[test]
    fn tells_a_blank_entry_from_a_document() {
        assert!(!decoded(b" \r\n\t\x0c ", 2).1);
        assert!(!decoded(b"", 2).1);
        assert!(decoded(b"  <a/>", 2).1);
    }
}
