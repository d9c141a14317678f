//! A picture's metadata taken out, its pixels' bytes left as they are: what a room stores
//! without re-encoding goes to every player at the table, and a phone photo's EXIF holds
//! where it was taken, with what, when, and sometimes by whom. Only what draws the picture
//! is kept, each part byte for byte; everything else is dropped, known or not:
//!
//! - JPEG: SOI, APP0 JFIF (without its thumbnail), APP2 ICC profile, APP14 Adobe (how CMYK
//!   is decoded), the tables, frame, scans and EOI; dropped: APP1 (Exif, XMP), APP2 other
//!   than the profile (MPF, which points at more pictures after the first), APP3–APP13
//!   (APP13: IPTC, Photoshop), APP15, COM, and anything after EOI.
//! - PNG: the critical chunks, the colour chunks (tRNS, gAMA, cHRM, sRGB, iCCP, cICP, mDCv,
//!   cLLi, sBIT), pHYs and APNG's frames (acTL, fcTL, fdAT); dropped: text (tEXt, zTXt,
//!   iTXt), eXIf, tIME, any other ancillary chunk, and anything after IEND.
//! - WebP: VP8X (its EXIF and XMP flags cleared), ICCP, ANIM, ANMF, ALPH, VP8, VP8L, the
//!   RIFF size set to what is left; dropped: EXIF, XMP and any other chunk.
//! - GIF: the header, colour tables, frames, graphic control and plain-text extensions, and
//!   the application extensions that loop an animation (NETSCAPE2.0, ANIMEXTS1.0) or hold a
//!   colour profile (ICCRGBG1012); dropped: comments, other application extensions (XMP),
//!   and anything after the trailer.
//!
//! The caller reads what it needs of the metadata first (a photo's orientation). A file
//! whose structure this does not follow to its end is [`Malformed`]: never guessed at, and
//! never read past its bytes, each step moving forward, so the work is one pass over it.

use image::ImageFormat;

/// The file's structure could not be followed to its end (a length past the file, an
/// unknown critical part, no end marker): nothing is dropped from a file not understood.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Malformed;

/// `bytes` of a picture in `format` with its metadata dropped; the same bytes when it has
/// none. Never larger than `bytes`.
pub fn metadata(bytes: &[u8], format: ImageFormat) -> Result<Vec<u8>, Malformed> {
    match format {
        ImageFormat::Jpeg => jpeg(bytes),
        ImageFormat::Png => png(bytes),
        ImageFormat::WebP => webp(bytes),
        ImageFormat::Gif => gif(bytes),
        _ => Err(Malformed),
    }
}

/// `bytes[at..at + len]`, or [`Malformed`] where that runs past the end (or overflows).
fn span(bytes: &[u8], at: usize, len: usize) -> Result<&[u8], Malformed> {
    let end = at.checked_add(len).ok_or(Malformed)?;
    bytes.get(at..end).ok_or(Malformed)
}

fn byte(bytes: &[u8], at: usize) -> Result<u8, Malformed> {
    bytes.get(at).copied().ok_or(Malformed)
}

const SOI: u8 = 0xd8;
const EOI: u8 = 0xd9;
const SOS: u8 = 0xda;
const APP0: u8 = 0xe0;
const APP2: u8 = 0xe2;
const APP14: u8 = 0xee;
const COM: u8 = 0xfe;

fn jpeg(bytes: &[u8]) -> Result<Vec<u8>, Malformed> {
    if !bytes.starts_with(&[0xff, SOI]) {
        return Err(Malformed);
    }
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(&[0xff, SOI]);
    let mut at = 2;
    loop {
        if byte(bytes, at)? != 0xff {
            return Err(Malformed);
        }
        // Fill bytes before a marker mean nothing.
        while byte(bytes, at + 1)? == 0xff {
            at += 1;
        }
        let marker = byte(bytes, at + 1)?;
        at += 2;
        match marker {
            EOI => {
                out.extend_from_slice(&[0xff, EOI]);
                return Ok(out);
            }
            0x00 | SOI => return Err(Malformed),
            // TEM and the restart markers stand alone, without a length.
            0x01 | 0xd0..=0xd7 => {
                out.extend_from_slice(&[0xff, marker]);
                continue;
            }
            _ => {}
        }
        let len = span(bytes, at, 2)?;
        let len = usize::from(u16::from_be_bytes([len[0], len[1]]));
        if len < 2 {
            return Err(Malformed);
        }
        let segment = span(bytes, at, len)?;
        let data = &segment[2..];
        at += len;
        match marker {
            APP0 if data.starts_with(b"JFIF\0") && data.len() >= 14 => {
                // Version, units and density; the thumbnail (a small copy of the picture
                // as it was, perhaps before it was cropped) is left out.
                out.extend_from_slice(&[0xff, APP0, 0, 16]);
                out.extend_from_slice(&data[..12]);
                out.extend_from_slice(&[0, 0]);
            }
            APP2 if data.starts_with(b"ICC_PROFILE\0") => push_segment(&mut out, marker, segment),
            APP14 if data.starts_with(b"Adobe") => push_segment(&mut out, marker, segment),
            APP0..=0xef | COM => {}
            _ => push_segment(&mut out, marker, segment),
        }
        if marker == SOS {
            let end = entropy_coded_end(bytes, at)?;
            out.extend_from_slice(&bytes[at..end]);
            at = end;
        }
    }
}

fn push_segment(out: &mut Vec<u8>, marker: u8, segment: &[u8]) {
    out.extend_from_slice(&[0xff, marker]);
    out.extend_from_slice(segment);
}

/// Where a scan's entropy-coded data starting at `from` ends: at the first marker that is
/// not a stuffed zero or a restart (fill bytes before it are the data's).
fn entropy_coded_end(bytes: &[u8], from: usize) -> Result<usize, Malformed> {
    let mut at = from;
    loop {
        let ff = at
            + bytes
                .get(at..)
                .ok_or(Malformed)?
                .iter()
                .position(|b| *b == 0xff)
                .ok_or(Malformed)?;
        match byte(bytes, ff + 1)? {
            0x00 | 0xd0..=0xd7 | 0xff => at = ff + 1,
            _ => return Ok(ff),
        }
    }
}

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// The chunks that draw a PNG: its critical chunks, the colour chunks, the pixels' physical
/// size and APNG's frames.
const PNG_KEPT: &[&[u8; 4]] = &[
    b"IHDR", b"PLTE", b"IDAT", b"IEND", b"tRNS", b"gAMA", b"cHRM", b"sRGB", b"iCCP", b"cICP",
    b"mDCv", b"cLLi", b"sBIT", b"pHYs", b"acTL", b"fcTL", b"fdAT",
];

fn png(bytes: &[u8]) -> Result<Vec<u8>, Malformed> {
    if !bytes.starts_with(PNG_SIGNATURE) {
        return Err(Malformed);
    }
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(PNG_SIGNATURE);
    let mut at = PNG_SIGNATURE.len();
    loop {
        let header = span(bytes, at, 8)?;
        let len = u32::from_be_bytes([header[0], header[1], header[2], header[3]]);
        let kind = [header[4], header[5], header[6], header[7]];
        if len > i32::MAX as u32 || !kind.iter().all(u8::is_ascii_alphabetic) {
            return Err(Malformed);
        }
        // Length and type, data, checksum.
        let chunk = span(bytes, at, (len as usize).checked_add(12).ok_or(Malformed)?)?;
        if PNG_KEPT.contains(&&kind) {
            out.extend_from_slice(chunk);
        } else if kind[0].is_ascii_uppercase() {
            // A critical chunk we do not know: the picture may not draw without it.
            return Err(Malformed);
        }
        at += chunk.len();
        if &kind == b"IEND" {
            return Ok(out);
        }
    }
}

/// The chunks that draw a WebP.
const WEBP_KEPT: &[&[u8; 4]] = &[
    b"VP8X", b"ICCP", b"ANIM", b"ANMF", b"ALPH", b"VP8 ", b"VP8L",
];
/// VP8X's flags that say EXIF and XMP chunks follow.
const VP8X_EXIF: u8 = 0x08;
const VP8X_XMP: u8 = 0x04;

fn webp(bytes: &[u8]) -> Result<Vec<u8>, Malformed> {
    let header = span(bytes, 0, 12)?;
    if &header[..4] != b"RIFF" || &header[8..] != b"WEBP" {
        return Err(Malformed);
    }
    let riff_size = u32::from_le_bytes([header[4], header[5], header[6], header[7]]) as usize;
    let end = riff_size.checked_add(8).ok_or(Malformed)?;
    let body = bytes.get(..end).ok_or(Malformed)?;
    let mut out = Vec::with_capacity(end);
    out.extend_from_slice(header);
    let mut at = 12;
    while at < end {
        let chunk_header = span(body, at, 8)?;
        let kind = [
            chunk_header[0],
            chunk_header[1],
            chunk_header[2],
            chunk_header[3],
        ];
        let size = u32::from_le_bytes([
            chunk_header[4],
            chunk_header[5],
            chunk_header[6],
            chunk_header[7],
        ]) as usize;
        // An odd size is followed by a padding byte.
        let padded = size.checked_add(size & 1).ok_or(Malformed)?;
        let chunk = span(body, at, padded.checked_add(8).ok_or(Malformed)?)?;
        if &kind == b"VP8X" {
            if size < 10 {
                return Err(Malformed);
            }
            let flags = out.len() + 8;
            out.extend_from_slice(chunk);
            out[flags] &= !(VP8X_EXIF | VP8X_XMP);
        } else if WEBP_KEPT.contains(&&kind) {
            out.extend_from_slice(chunk);
        }
        at += chunk.len();
    }
    let riff_size = u32::try_from(out.len() - 8).map_err(|_| Malformed)?;
    out[4..8].copy_from_slice(&riff_size.to_le_bytes());
    Ok(out)
}

/// The application extensions that change how a GIF is drawn: looping, a colour profile.
const GIF_KEPT_APPLICATIONS: &[&[u8; 11]] = &[b"NETSCAPE2.0", b"ANIMEXTS1.0", b"ICCRGBG1012"];
const GIF_EXTENSION: u8 = 0x21;
const GIF_IMAGE: u8 = 0x2c;
const GIF_TRAILER: u8 = 0x3b;
const GIF_PLAIN_TEXT: u8 = 0x01;
const GIF_GRAPHIC_CONTROL: u8 = 0xf9;
const GIF_APPLICATION: u8 = 0xff;

fn gif(bytes: &[u8]) -> Result<Vec<u8>, Malformed> {
    // Signature and version, then the logical screen: size, flags, background, aspect.
    let screen = span(bytes, 0, 13)?;
    if !(screen.starts_with(b"GIF87a") || screen.starts_with(b"GIF89a")) {
        return Err(Malformed);
    }
    let mut at = 13 + colour_table_len(screen[10]);
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(span(bytes, 0, at)?);
    loop {
        let start = at;
        let keep = match byte(bytes, at)? {
            GIF_EXTENSION => {
                let label = byte(bytes, at + 1)?;
                at = sub_blocks_end(bytes, at + 2)?;
                match label {
                    GIF_GRAPHIC_CONTROL | GIF_PLAIN_TEXT => true,
                    GIF_APPLICATION => {
                        byte(bytes, start + 2)? == 11
                            && GIF_KEPT_APPLICATIONS
                                .iter()
                                .any(|id| span(bytes, start + 3, 11).is_ok_and(|a| a == *id))
                    }
                    _ => false,
                }
            }
            GIF_IMAGE => {
                let descriptor = span(bytes, at, 10)?;
                // The descriptor, its colour table, the LZW code size, the data's blocks.
                let data = 10 + colour_table_len(descriptor[9]) + 1;
                at = sub_blocks_end(bytes, at + data)?;
                true
            }
            GIF_TRAILER => {
                out.push(GIF_TRAILER);
                return Ok(out);
            }
            _ => return Err(Malformed),
        };
        if keep {
            out.extend_from_slice(&bytes[start..at]);
        }
    }
}

/// The bytes of the colour table a GIF's flags byte announces.
fn colour_table_len(flags: u8) -> usize {
    if flags & 0x80 == 0 {
        0
    } else {
        3 << ((flags & 7) + 1)
    }
}

/// Where a run of GIF data sub-blocks starting at `at` ends, after its empty block.
fn sub_blocks_end(bytes: &[u8], mut at: usize) -> Result<usize, Malformed> {
    loop {
        let len = usize::from(byte(bytes, at)?);
        at += 1 + len;
        if len == 0 {
            return Ok(at);
        }
    }
}

#[cfg(test)]
mod tests;
