//! What a picture file is, told from its content and header alone: format and pixel size.
//! The definition reads it to shape a deck of pictures and to point a bad one at its CSV
//! row; the art layer to decide whether a picture is stored as it is or fitted.

use crate::files;
use image::{ImageFormat, ImageReader};
use std::io::Cursor;
use std::path::Path;

/// The largest picture decoded, in pixels (width × height): 40 megapixels, more than a
/// phone photo. A larger one is refused from its header, before any pixel is decoded.
pub const MAX_PIXELS: u64 = 40_000_000;
/// The longest side decoded, in pixels.
pub const MAX_SIDE: u32 = 16_384;
/// A picture file is read only up to this size.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// A picture's format and size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PictureInfo {
    pub format: ImageFormat,
    pub width: u32,
    pub height: u32,
}

impl PictureInfo {
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
/// before anything is decoded.
pub fn info(bytes: &[u8]) -> Result<PictureInfo, String> {
    let format = format_of(bytes).ok_or("not a PNG, JPEG, WebP or GIF image")?;
    let (width, height) = ImageReader::with_format(Cursor::new(bytes), format)
        .into_dimensions()
        .map_err(|e| format!("cannot read the picture: {e}"))?;
    if width == 0 || height == 0 {
        return Err("the picture is empty (0 pixels)".into());
    }
    if width > MAX_SIDE || height > MAX_SIDE || u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(format!(
            "{width}×{height} px is over the {} megapixel limit for pictures",
            MAX_PIXELS / 1_000_000
        ));
    }
    Ok(PictureInfo {
        format,
        width,
        height,
    })
}

/// Reads a picture file (within [`MAX_FILE_BYTES`]) and tells what it is.
pub fn read(path: &Path) -> Result<(Vec<u8>, PictureInfo), String> {
    let bytes = files::read(path, MAX_FILE_BYTES).map_err(|e| format!("cannot read: {e}"))?;
    let info = info(&bytes)?;
    Ok((bytes, info))
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
        let e = super::info(b"GIF89a\x01").unwrap_err();
        assert!(e.starts_with("cannot read the picture"), "{e}");
        assert_eq!(
            super::info(b"plain text").unwrap_err(),
            "not a PNG, JPEG, WebP or GIF image"
        );
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
        let e = info(&bytes).unwrap_err();
        assert!(e.contains("megapixel limit"), "{e}");
    }
}
