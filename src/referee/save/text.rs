//! A save's XML entry as UTF-8 text, decoded as it is read. XML entries should be UTF-8; a
//! byte-order mark is dropped, a UTF-16 entry converted, and bytes that are not UTF-8
//! replaced as `String::from_utf8_lossy` replaces them, so a chunk boundary never changes
//! the text.

use std::io::{BufRead, Read};

/// Raw bytes taken from the entry at a time.
const CHUNK: usize = 64 * 1024;
const REPLACEMENT: &[u8] = "\u{FFFD}".as_bytes();

/// An entry's text, read as UTF-8 whatever its encoding.
pub struct Decoded<'a> {
    raw: Box<dyn Read + 'a>,
    /// Raw bytes read but not yet decoded: the start of a character cut by a chunk's end.
    carry: Vec<u8>,
    chunk: Vec<u8>,
    text: Vec<u8>,
    at: usize,
    ended: bool,
    /// Something other than ASCII whitespace has been read.
    content: bool,
}

impl<'a> Decoded<'a> {
    /// Looks at the first bytes for a byte-order mark; a UTF-16 entry, rare and small, is
    /// converted whole.
    pub fn new(mut raw: impl Read + 'a) -> std::io::Result<Self> {
        let mut head = Vec::with_capacity(3);
        (&mut raw).take(3).read_to_end(&mut head)?;
        let (raw, carry): (Box<dyn Read + 'a>, Vec<u8>) = match head.as_slice() {
            [0xef, 0xbb, 0xbf] => (Box::new(raw), Vec::new()),
            [0xff, 0xfe, ..] | [0xfe, 0xff, ..] => {
                let little_endian = head[0] == 0xff;
                let mut bytes = head.split_off(2);
                raw.read_to_end(&mut bytes)?;
                let text = utf16(little_endian, &bytes);
                (
                    Box::new(std::io::Cursor::new(text.into_bytes())),
                    Vec::new(),
                )
            }
            _ => (Box::new(raw), head),
        };
        Ok(Decoded {
            raw,
            carry,
            chunk: Vec::with_capacity(CHUNK + 4),
            text: Vec::with_capacity(CHUNK + 4),
            at: 0,
            ended: false,
            content: false,
        })
    }

    /// Whether the text read so far holds more than ASCII whitespace: a blank entry is no
    /// document at all.
    pub fn has_content(&self) -> bool {
        self.content
    }

    fn refill(&mut self) -> std::io::Result<()> {
        self.text.clear();
        self.at = 0;
        while self.text.is_empty() && !self.ended {
            self.chunk.clear();
            self.chunk.append(&mut self.carry);
            let kept = self.chunk.len();
            self.chunk.resize(kept + CHUNK, 0);
            let n = loop {
                match self.raw.read(&mut self.chunk[kept..]) {
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    other => break other?,
                }
            };
            self.chunk.truncate(kept + n);
            self.ended = n == 0;
            decode_utf8(&self.chunk, self.ended, &mut self.text, &mut self.carry);
            self.content |= self.text.iter().any(|b| !b.is_ascii_whitespace());
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
        if self.at == self.text.len() {
            self.refill()?;
        }
        Ok(&self.text[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at = (self.at + n).min(self.text.len());
    }
}

/// Appends `raw` to `out` as UTF-8, each invalid sequence replaced by U+FFFD; a character
/// cut by the end of `raw` goes to `carry`, unless the entry ends there.
fn decode_utf8(raw: &[u8], ended: bool, out: &mut Vec<u8>, carry: &mut Vec<u8>) {
    let mut rest = raw;
    loop {
        match std::str::from_utf8(rest) {
            Ok(_) => {
                out.extend_from_slice(rest);
                return;
            }
            Err(e) => {
                let (valid, after) = rest.split_at(e.valid_up_to());
                out.extend_from_slice(valid);
                match e.error_len() {
                    Some(bad) => {
                        out.extend_from_slice(REPLACEMENT);
                        rest = &after[bad..];
                    }
                    None if ended => {
                        out.extend_from_slice(REPLACEMENT);
                        return;
                    }
                    None => {
                        carry.extend_from_slice(after);
                        return;
                    }
                }
            }
        }
    }
}

fn utf16(little_endian: bool, bytes: &[u8]) -> String {
    let units: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|c| {
            if little_endian {
                u16::from_le_bytes([c[0], c[1]])
            } else {
                u16::from_be_bytes([c[0], c[1]])
            }
        })
        .collect();
    String::from_utf16_lossy(&units)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads `raw` through a source that hands out `step` bytes at a time.
    fn decoded(raw: &[u8], step: usize) -> (Vec<u8>, bool) {
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
        text.read_to_end(&mut out).unwrap();
        (out, text.has_content())
    }

    #[test]
    fn decodes_as_the_whole_text_would_be_decoded_at_any_chunk_size() {
        let mut raw = "<a>あいう</a>".as_bytes().to_vec();
        raw.extend_from_slice(b"\xe3\x81 \xff\xf0\x9f\x98");
        let whole = String::from_utf8_lossy(&raw).into_owned().into_bytes();
        for step in [1, 2, 3, 5, CHUNK] {
            assert_eq!(decoded(&raw, step).0, whole, "step {step}");
        }
        let mut bom = vec![0xef, 0xbb, 0xbf];
        bom.extend_from_slice("<a>é</a>".as_bytes());
        assert_eq!(decoded(&bom, 1).0, "<a>é</a>".as_bytes());
        let mut utf16 = vec![0xfe, 0xff];
        utf16.extend("<a>é</a>".encode_utf16().flat_map(u16::to_be_bytes));
        assert_eq!(decoded(&utf16, 1).0, "<a>é</a>".as_bytes());
    }

    #[test]
    fn tells_a_blank_entry_from_a_document() {
        assert!(!decoded(b" \r\n\t\x0c ", 2).1);
        assert!(!decoded(b"", 2).1);
        assert!(decoded(b"  <a/>", 2).1);
    }
}
