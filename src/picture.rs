//! What a picture file is, told from its content and header: format and pixel size, and
//! whether the file is whole. The definition reads it to shape a deck of pictures and to
//! point a bad one at its CSV row; the art layer to decide whether a picture is stored as
//! it is or fitted. Every decoder of the `image` crate is opened here, within bounds: the
//! pixels and the metadata a header makes the decoder inflate (a PNG's colour profile).

#![warn(missing_docs)]

use crate::error::{CutOff, PictureProblem};
use crate::files;
use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use std::io::{Cursor, Read};
use std::path::Path;

pub mod strip;

/// The largest picture decoded, in pixels (width × height): 40 megapixels, more than a
/// phone photo. A larger one is refused from its header, before any pixel is decoded.
pub const MAX_PIXELS: u64 = 40_000_000;
/// The longest side decoded, in pixels.
pub const MAX_SIDE: u32 = 16_384;
/// A card's picture keeps at most this many pixels on its longest side. udonarium shows a
/// card at its largest in the enlarged view its overview's zoom button opens: the picture
/// fitted (`object-fit: contain`) into the whole window less 16 px on each side. 2048 px
/// is a window's height on a 4K screen at 100 % to 150 % or a laptop's at 200 %; a picture
/// with more is shown no sharper, and costs every player's browser the bytes and decoding.
pub const CARD_SIDE: u32 = 2048;
/// A picture file is read only up to this size.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// What reading a header may allocate: a PNG's colour profile (iCCP) is inflated with it,
/// and a 1 MB chunk can inflate to 1 GiB. Real profiles are a few kilobytes to a megabyte.
const MAX_METADATA_BYTES: u64 = 8 * 1024 * 1024;

/// A picture's format and size, as it is shown: a phone's photo stored on its side with a
/// note to turn it (its EXIF orientation) is as wide and tall as it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PictureInfo {
    pub(crate) format: ImageFormat,
    pub(crate) width: u32,
    pub(crate) height: u32,
    /// Shown as stored, not turned or mirrored by its metadata.
    pub(crate) upright: bool,
}

impl PictureInfo {
    /// Height over width, as shown.
    pub fn aspect(&self) -> f64 {
        f64::from(self.height) / f64::from(self.width)
    }

    /// The file extension udonarium files the picture under (it goes by extension).
    pub fn extension(&self) -> &'static str {
        match self.format {
            ImageFormat::Jpeg => "jpg",
            ImageFormat::WebP => "webp",
            ImageFormat::Gif => "gif",
            _ => "png",
        }
    }
}

/// The picture formats we take, told by content (the extension may lie).
pub fn format_of(bytes: &[u8]) -> Option<ImageFormat> {
    image::guess_format(bytes).ok().filter(|f| {
        matches!(
            f,
            ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP | ImageFormat::Gif
        )
    })
}

/// Format and size of picture `bytes`, refusing one over [`MAX_PIXELS`] or [`MAX_SIDE`]
/// before anything is decoded. `bytes` may be only the file's beginning.
pub fn info(bytes: &[u8]) -> Result<PictureInfo, PictureProblem> {
    let format = format_of(bytes).ok_or(PictureProblem::NotAPicture)?;
    // A PNG's size is told before its decoder is made: the decoder refuses one whose pixels
    // would not fit 32-bit memory (the browser page's) with words about memory instead.
    if format == ImageFormat::Png
        && let Some((width, height)) = png_size(bytes)
    {
        within_limits(width, height)?;
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    // Only what reading the header allocates: the size is checked below, with our words.
    let mut bounded = Limits::default();
    bounded.max_alloc = Some(MAX_METADATA_BYTES);
    reader.limits(bounded);
    let header = |e: image::ImageError| PictureProblem::Header {
        reason: e.to_string(),
    };
    let mut decoder = reader.into_decoder().map_err(header)?;
    let (width, height) = decoder.dimensions();
    // A photo whose orientation cannot be read is shown as stored, as a browser shows it.
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    within_limits(width, height)?;
    let turned = matches!(
        orientation,
        Orientation::Rotate90
            | Orientation::Rotate270
            | Orientation::Rotate90FlipH
            | Orientation::Rotate270FlipH
    );
    let (width, height) = if turned {
        (height, width)
    } else {
        (width, height)
    };
    Ok(PictureInfo {
        format,
        width,
        height,
        upright: orientation == Orientation::NoTransforms,
    })
}

/// Refuses an empty picture, or one over [`MAX_PIXELS`] or [`MAX_SIDE`].
fn within_limits(width: u32, height: u32) -> Result<(), PictureProblem> {
    if width == 0 || height == 0 {
        return Err(PictureProblem::Empty);
    }
    if width > MAX_SIDE || height > MAX_SIDE || u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(PictureProblem::TooManyPixels {
            width,
            height,
            limit_mp: MAX_PIXELS / 1_000_000,
        });
    }
    Ok(())
}

/// A PNG's width and height from its first chunk (IHDR), which the format puts right after
/// the 8-byte signature.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let ihdr = bytes.get(8..24)?;
    if &ihdr[4..8] != b"IHDR" {
        return None;
    }
    let word = |at: usize| u32::from_be_bytes([ihdr[at], ihdr[at + 1], ihdr[at + 2], ihdr[at + 3]]);
    Some((word(8), word(12)))
}

fn limits(max_alloc: u64) -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(max_alloc);
    limits
}

/// Format and size of a whole picture file's `bytes`, and that it is whole: a browser shows
/// a cut-off file broken, so it is refused before it is stored byte for byte in a room.
pub fn checked(bytes: &[u8]) -> Result<PictureInfo, PictureProblem> {
    let info = info(bytes)?;
    whole(bytes, info.format)?;
    Ok(info)
}

/// Decodes a picture within [`MAX_PIXELS`], its header checked first, so a bomb is refused
/// before anything is allocated for it; turned upright as its metadata says it is shown.
pub fn decode(bytes: &[u8]) -> Result<DynamicImage, PictureProblem> {
    let info = checked(bytes)?;
    let mut reader = ImageReader::with_format(Cursor::new(bytes), info.format);
    // Four bytes a pixel, and room for the decoder's own buffers and metadata.
    reader.limits(limits(MAX_PIXELS * 4 * 2));
    let undecodable = |e: image::ImageError| PictureProblem::Undecodable {
        reason: e.to_string(),
    };
    let mut decoder = reader.into_decoder().map_err(undecodable)?;
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(undecodable)?;
    image.apply_orientation(orientation);
    Ok(image)
}

/// Reads a picture file (within [`MAX_FILE_BYTES`]), tells what it is and checks it whole.
pub fn read(origin: &files::Files, path: &Path) -> Result<(Vec<u8>, PictureInfo), PictureProblem> {
    // Said with its size, before a byte is read.
    if let Some(files::Found::File(len)) = origin.look(path)
        && len > MAX_FILE_BYTES
    {
        return Err(PictureProblem::FileTooLarge {
            mib: len / 1024 / 1024,
            limit_mib: MAX_FILE_BYTES / 1024 / 1024,
        });
    }
    let bytes = origin
        .read(path, MAX_FILE_BYTES)
        .map_err(PictureProblem::Unreadable)?;
    let info = checked(&bytes)?;
    Ok((bytes, info))
}

/// Whether the file is all there, from its structure alone (nothing is decoded): a PNG's
/// chunks run to `IEND`, each within the file and matching its checksum, its colour profile
/// inflating within bounds; a JPEG's last scan is followed by its end marker; a GIF ends
/// with its trailer; a WebP holds the bytes its header counts.
pub fn whole(bytes: &[u8], format: ImageFormat) -> Result<(), PictureProblem> {
    let cut = |how| Err(PictureProblem::CutOff(how));
    match format {
        ImageFormat::Png => png_whole(bytes).map_err(PictureProblem::CutOff),
        ImageFormat::Jpeg => {
            let last_scan = bytes.windows(2).rposition(|w| w == [0xff, 0xda]);
            let end = bytes.windows(2).rposition(|w| w == [0xff, 0xd9]);
            match (last_scan, end) {
                (Some(scan), Some(end)) if end > scan => Ok(()),
                _ => cut(CutOff::JpegNoEnd),
            }
        }
        ImageFormat::Gif if bytes.last() == Some(&0x3b) => Ok(()),
        ImageFormat::Gif => cut(CutOff::GifNoTrailer),
        ImageFormat::WebP => {
            let size = bytes
                .get(4..8)
                .map(|b| u64::from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])));
            match size {
                Some(size) if size + 8 <= bytes.len() as u64 => Ok(()),
                _ => cut(CutOff::WebpShort),
            }
        }
        _ => Ok(()),
    }
}

fn png_whole(bytes: &[u8]) -> Result<(), CutOff> {
    let mut at = 8;
    loop {
        let header = bytes.get(at..at + 8).ok_or(CutOff::PngNoEnd)?;
        let len = u32::from_be_bytes([header[0], header[1], header[2], header[3]]) as usize;
        let kind = &header[4..8];
        let chunk = || String::from_utf8_lossy(kind).into_owned();
        let data = bytes
            .get(at + 8..at + 8 + len)
            .ok_or_else(|| CutOff::PngChunk { chunk: chunk() })?;
        let crc = bytes
            .get(at + 8 + len..at + 12 + len)
            .ok_or(CutOff::PngInsideChunk)?;
        let mut sum = flate2::Crc::new();
        sum.update(kind);
        sum.update(data);
        if sum.sum().to_be_bytes() != crc {
            return Err(CutOff::PngChecksum { chunk: chunk() });
        }
        if kind == b"iCCP" {
            profile_bounded(data)?;
        }
        if kind == b"IEND" {
            return Ok(());
        }
        at += 12 + len;
    }
}

/// A colour profile inflates to at most [`MAX_METADATA_BYTES`]: found by inflating it into
/// nothing, so the check itself costs no memory.
fn profile_bounded(chunk: &[u8]) -> Result<(), CutOff> {
    let name_end = chunk.iter().position(|b| *b == 0).unwrap_or(chunk.len());
    // The profile's name, its 0, the compression method, then the zlib stream.
    let stream = chunk.get(name_end + 2..).unwrap_or(&[]);
    let inflated = std::io::copy(
        &mut flate2::read::ZlibDecoder::new(stream).take(MAX_METADATA_BYTES + 1),
        &mut std::io::sink(),
    )
    .map_err(|e| CutOff::ProfileUninflatable {
        reason: e.to_string(),
    })?;
    if inflated > MAX_METADATA_BYTES {
        return Err(CutOff::ProfileTooLarge {
            limit_mib: MAX_METADATA_BYTES / 1024 / 1024,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut out = Vec::new();
        image::RgbImage::new(width, height)
            .write_to(&mut Cursor::new(&mut out), ImageFormat::Png)
            .unwrap();
        out
    }

    #[test]
    fn tells_format_and_size_from_the_header() {
        let info = info(&png(30, 42)).unwrap();
        assert_eq!((info.width, info.height, info.extension()), (30, 42, "png"));
        // A GIF header cut off before its size.
        let e = super::info(b"GIF89a\x01").unwrap_err().to_string();
        assert!(e.starts_with("cannot read the picture"), "{e}");
        assert_eq!(
            super::info(b"plain text").unwrap_err().to_string(),
            "not a PNG, JPEG, WebP or GIF image"
        );
    }

    #[test]
    fn a_png_too_large_for_32_bit_memory_is_refused_by_our_limit() {
        // 60000 × 60000 RGBA is 14.4 GB, past a 32-bit address space: the decoder (as in the
        // browser page) refuses it as "Memory limit exceeded" before its size is asked.
        let mut huge = png(30, 42);
        huge[16..20].copy_from_slice(&60_000u32.to_be_bytes());
        huge[20..24].copy_from_slice(&60_000u32.to_be_bytes());
        assert_eq!(png_size(&huge), Some((60_000, 60_000)));
        assert!(matches!(
            info(&huge),
            Err(PictureProblem::TooManyPixels {
                width: 60_000,
                height: 60_000,
                limit_mp: 40
            })
        ));
        assert_eq!(png_size(b"\x89PNG\r\n\x1a\n"), None);
    }

    /// A PNG with a chunk inserted before `IDAT`, its checksum right.
    fn with_chunk(png: &[u8], kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let mut chunk = (data.len() as u32).to_be_bytes().to_vec();
        chunk.extend_from_slice(kind);
        chunk.extend_from_slice(data);
        let mut crc = flate2::Crc::new();
        crc.update(kind);
        crc.update(data);
        chunk.extend_from_slice(&crc.sum().to_be_bytes());
        // The signature (8) and IHDR (25) come first.
        [&png[..33], &chunk, &png[33..]].concat()
    }

    #[test]
    fn a_cut_off_file_is_refused_and_a_whole_one_taken() {
        let whole = png(30, 42);
        assert!(checked(&whole).is_ok());
        for cut in [whole.len() - 1, whole.len() - 12, whole.len() - 20] {
            let e = checked(&whole[..cut]).unwrap_err().to_string();
            assert!(e.contains("cut off"), "{cut}: {e}");
        }
        assert!(checked(&whole[..40]).is_err());
        let mut damaged = whole.clone();
        let last_idat_byte = whole.len() - 12 - 4 - 1;
        damaged[last_idat_byte] ^= 0xff;
        assert!(
            checked(&damaged)
                .unwrap_err()
                .to_string()
                .contains("checksum")
        );
        // A JPEG without its end marker, a GIF without its trailer.
        let mut jpeg = Vec::new();
        image::RgbImage::new(8, 8)
            .write_to(&mut Cursor::new(&mut jpeg), ImageFormat::Jpeg)
            .unwrap();
        assert!(checked(&jpeg).is_ok());
        assert!(checked(&jpeg[..jpeg.len() - 2]).is_err());
        let mut gif = Vec::new();
        image::RgbaImage::new(8, 8)
            .write_to(&mut Cursor::new(&mut gif), ImageFormat::Gif)
            .unwrap();
        assert!(checked(&gif).is_ok());
        assert!(checked(&gif[..gif.len() - 1]).is_err());
    }

    #[test]
    fn a_colour_profile_that_inflates_too_far_is_refused_within_bounds() {
        // 64 MiB of zeros deflate to about 64 KiB.
        let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        std::io::Write::write_all(&mut z, &vec![0u8; 64 << 20]).unwrap();
        let mut iccp = b"bomb\0\0".to_vec();
        iccp.extend(z.finish().unwrap());
        let bomb = with_chunk(&png(4, 4), b"iCCP", &iccp);
        let e = checked(&bomb).unwrap_err().to_string();
        assert!(e.contains("colour profile") || e.contains("limit"), "{e}");
        assert!(decode(&bomb).is_err());
    }

    #[test]
    fn a_giant_is_refused_from_its_header() {
        // A PNG header claiming 100 000 × 100 000 pixels, with no pixel data behind it.
        let mut bytes = png(1, 1);
        bytes[16..20].copy_from_slice(&100_000u32.to_be_bytes());
        bytes[20..24].copy_from_slice(&100_000u32.to_be_bytes());
        let mut crc = flate2::Crc::new();
        crc.update(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.sum().to_be_bytes());
        let e = info(&bytes).unwrap_err().to_string();
        assert!(e.contains("megapixel limit"), "{e}");
    }
}
