//! A user's picture (a deck of pictures' whole faces, art inside a face) as a PDF image,
//! its file's own data passed through where PDF reads it as it is, as img2pdf does: a
//! JPEG's as `DCTDecode`, an opaque PNG's compressed rows as `FlateDecode` with the PNG
//! predictor. Anything else (transparency, interlacing, GIF, WebP) is decoded and
//! compressed again, its alpha a soft mask.

use pdf_writer::types::Predictor;
use pdf_writer::{Filter, Finish, Name, Pdf, Ref};

/// How a picture's data goes into the PDF.
enum Data<'a> {
    /// A JPEG file whole: `components` colour channels, CMYK stored inverted (Adobe).
    Jpeg { components: u8, inverted: bool },
    /// An opaque, non-interlaced PNG's zlib stream (its IDAT chunks joined).
    Png {
        stream: Vec<u8>,
        colours: u8,
        bits: u8,
        palette: Option<&'a [u8]>,
    },
}

/// Where a picture's data can be written without decoding it: its size and how.
struct PassThrough<'a> {
    width: u32,
    height: u32,
    data: Data<'a>,
}

/// Writes `bytes` (a picture file) as image XObject `id`, allocating a soft mask with
/// `alloc` where it needs one; `None` where the picture cannot be read.
pub fn write_image(
    pdf: &mut Pdf,
    id: Ref,
    bytes: &[u8],
    alloc: impl FnOnce() -> Ref,
) -> Option<()> {
    match pass_through(bytes) {
        Some(found) => {
            write_passed(pdf, id, bytes, found);
            Some(())
        }
        None => write_decoded(pdf, id, bytes, alloc),
    }
}

fn write_passed(pdf: &mut Pdf, id: Ref, bytes: &[u8], found: PassThrough) {
    let (width, height) = (found.width as i32, found.height as i32);
    match found.data {
        Data::Jpeg {
            components,
            inverted,
        } => {
            let mut x = pdf.image_xobject(id, bytes);
            x.filter(Filter::DctDecode);
            x.width(width).height(height).bits_per_component(8);
            match components {
                1 => x.color_space().device_gray(),
                4 => x.color_space().device_cmyk(),
                _ => x.color_space().device_rgb(),
            }
            if inverted {
                x.decode([1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0]);
            }
            x.finish();
        }
        Data::Png {
            stream,
            colours,
            bits,
            palette,
        } => {
            let mut x = pdf.image_xobject(id, &stream);
            x.filter(Filter::FlateDecode);
            x.decode_parms()
                .predictor(Predictor::PngOptimum)
                .colors(i32::from(colours))
                .bits_per_component(i32::from(bits))
                .columns(width);
            x.width(width)
                .height(height)
                .bits_per_component(i32::from(bits));
            match (palette, colours) {
                (Some(table), _) => {
                    x.color_space()
                        .indexed(Name(b"DeviceRGB"), (table.len() / 3) as i32 - 1, table)
                }
                (None, 1) => x.color_space().device_gray(),
                (None, _) => x.color_space().device_rgb(),
            }
            x.finish();
        }
    }
}

/// A picture decoded to RGB (its alpha, where it has any, a soft mask), deflated.
fn write_decoded(pdf: &mut Pdf, id: Ref, bytes: &[u8], alloc: impl FnOnce() -> Ref) -> Option<()> {
    let picture = crate::picture::decode(bytes).ok()?.to_rgba8();
    let (w, h) = picture.dimensions();
    let mut rgb = Vec::with_capacity((w * h * 3) as usize);
    let mut alpha = Vec::with_capacity((w * h) as usize);
    for p in picture.pixels() {
        rgb.extend_from_slice(&p.0[..3]);
        alpha.push(p.0[3]);
    }
    let opaque = alpha.iter().all(|&a| a == 255);
    let mask = (!opaque).then(|| {
        let mask = alloc();
        let bytes = super::deflate::compress(&alpha);
        let mut x = pdf.image_xobject(mask, &bytes);
        x.filter(Filter::FlateDecode);
        x.width(w as i32).height(h as i32).bits_per_component(8);
        x.color_space().device_gray();
        x.finish();
        mask
    });
    let bytes = super::deflate::compress(&rgb);
    let mut x = pdf.image_xobject(id, &bytes);
    x.filter(Filter::FlateDecode);
    x.width(w as i32).height(h as i32).bits_per_component(8);
    x.color_space().device_rgb();
    if let Some(mask) = mask {
        x.s_mask(mask);
    }
    x.finish();
    Some(())
}

/// How `bytes` can be passed through, if they can.
fn pass_through(bytes: &[u8]) -> Option<PassThrough<'_>> {
    if bytes.starts_with(&[0xff, 0xd8]) {
        jpeg(bytes)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        png(bytes)
    } else {
        None
    }
}

/// A baseline or progressive JPEG of 8-bit samples, read from its frame header.
fn jpeg(bytes: &[u8]) -> Option<PassThrough<'_>> {
    let mut at = 2;
    let mut inverted = false;
    while at + 4 <= bytes.len() {
        if bytes[at] != 0xff {
            return None;
        }
        let marker = bytes[at + 1];
        if marker == 0xff {
            at += 1;
            continue;
        }
        let length = usize::from(u16::from_be_bytes([bytes[at + 2], bytes[at + 3]]));
        let segment = bytes.get(at + 4..at + 2 + length)?;
        match marker {
            // Adobe's marker: its CMYK is stored inverted.
            0xee if segment.starts_with(b"Adobe") => inverted = true,
            // Start of frame (not lossless, not arithmetic-coded hierarchical ones).
            0xc0..=0xc2 => {
                let precision = *segment.first()?;
                let height = u16::from_be_bytes([*segment.get(1)?, *segment.get(2)?]);
                let width = u16::from_be_bytes([*segment.get(3)?, *segment.get(4)?]);
                let components = *segment.get(5)?;
                if precision != 8 || width == 0 || height == 0 || ![1, 3, 4].contains(&components) {
                    return None;
                }
                return Some(PassThrough {
                    width: u32::from(width),
                    height: u32::from(height),
                    data: Data::Jpeg {
                        components,
                        inverted: inverted && components == 4,
                    },
                });
            }
            // Lossless or hierarchical frames, or the scan before any frame header.
            0xc3 | 0xc5..=0xc7 | 0xc9..=0xcb | 0xcd..=0xcf | 0xda => return None,
            _ => {}
        }
        at += 2 + length;
    }
    None
}

/// An opaque, non-interlaced PNG: grey or RGB without a transparent colour, or a palette
/// without transparent entries.
fn png(bytes: &[u8]) -> Option<PassThrough<'_>> {
    let mut at = 8;
    let mut header = None;
    let mut palette = None;
    let mut stream = Vec::new();
    while at + 8 <= bytes.len() {
        let length = u32::from_be_bytes(bytes[at..at + 4].try_into().ok()?) as usize;
        let kind = &bytes[at + 4..at + 8];
        let data = bytes.get(at + 8..at + 8 + length)?;
        match kind {
            b"IHDR" if data.len() == 13 => header = Some(data),
            b"PLTE" => palette = Some(data),
            b"tRNS" => return None,
            b"IDAT" => stream.extend_from_slice(data),
            b"IEND" => break,
            _ => {}
        }
        at += 12 + length;
    }
    let header = header?;
    let width = u32::from_be_bytes(header[0..4].try_into().ok()?);
    let height = u32::from_be_bytes(header[4..8].try_into().ok()?);
    let (bits, colour_type, interlace) = (header[8], header[9], header[12]);
    if interlace != 0 || width == 0 || height == 0 || stream.is_empty() {
        return None;
    }
    let (colours, palette) = match colour_type {
        0 => (1, None),
        2 => (3, None),
        3 => (
            1,
            Some(palette.filter(|p| !p.is_empty() && p.len() % 3 == 0)?),
        ),
        _ => return None,
    };
    Some(PassThrough {
        width,
        height,
        data: Data::Png {
            stream,
            colours,
            bits,
            palette,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(colour: image::ColorType, format: image::ImageFormat) -> Vec<u8> {
        let mut bytes = std::io::Cursor::new(Vec::new());
        let picture = image::DynamicImage::new(7, 5, colour);
        picture.write_to(&mut bytes, format).unwrap();
        bytes.into_inner()
    }

    /// JPEGs and opaque PNGs pass through; a PNG with alpha is decoded (its alpha a mask).
    #[test]
    fn what_a_pdf_reads_as_it_is_passes_through() {
        let jpeg = encoded(image::ColorType::Rgb8, image::ImageFormat::Jpeg);
        let found = pass_through(&jpeg).unwrap();
        assert_eq!((found.width, found.height), (7, 5));
        assert!(matches!(found.data, Data::Jpeg { components: 3, .. }));
        let png_rgb = encoded(image::ColorType::Rgb8, image::ImageFormat::Png);
        let found = pass_through(&png_rgb).unwrap();
        assert!(matches!(
            found.data,
            Data::Png {
                colours: 3,
                bits: 8,
                palette: None,
                ..
            }
        ));
        let png_alpha = encoded(image::ColorType::Rgba8, image::ImageFormat::Png);
        assert!(pass_through(&png_alpha).is_none());
        assert!(pass_through(b"GIF89a").is_none());
    }
}
