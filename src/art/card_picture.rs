//! A spreadsheet's picture made into a card's image. A picture udonarium can take as it is
//! (its card's shape, upright, within the size limits) is stored byte for byte; any other is
//! fitted to the card's shape, padded or cropped (`definition::shape::Fit`), keeping as many
//! of its pixels as udonarium's enlarged card view can show ([`CARD_SIDE`] on the longest
//! side), and encoded within udonarium's image limit. No picture is refused for its shape.

use crate::definition::shape::{Fit, same_shape};
use crate::picture::{CARD_SIDE, PictureInfo};
use crate::udonarium::archive::MAX_IMAGE_BYTES;
use image::imageops::{self, FilterType};
use image::{DynamicImage, ImageFormat, Rgba, RgbaImage};
use std::io::Cursor;

/// A picture stored as it is may be this many pixels on its longest side: more than any
/// screen shows of a card, but a scan this large is the user's choice, and re-encoding it
/// would only lose quality.
const MAX_STORED_SIDE: u32 = 4096;

/// The quality a fitted photo is encoded at: JPEG's artefacts are not seen at 90 in a card
/// enlarged to the window, and the file is a third of what 100 makes.
const JPEG_QUALITY: u8 = 90;

/// Whether a picture of `bytes` bytes goes into the room as it is for a card of `aspect`:
/// the card's shape, shown upright as stored (a browser turns a photo by its metadata, and
/// not every udonarium thumbnail does), within udonarium's 2 MiB and [`MAX_STORED_SIDE`].
pub fn as_it_is(info: &PictureInfo, bytes: usize, aspect: f64) -> bool {
    bytes <= MAX_IMAGE_BYTES
        && info.upright
        && info.width.max(info.height) <= MAX_STORED_SIDE
        && same_shape(info.aspect(), aspect)
}

/// A picture fitted to its card, encoded.
#[derive(Debug)]
pub struct Fitted {
    pub bytes: Vec<u8>,
    /// `png` or `jpg`.
    pub extension: &'static str,
    pub width: u32,
    pub height: u32,
}

/// The size of a card of `aspect` (height over width) that a `width` × `height` picture
/// fits with `fit` at its own scale (padded: the whole picture inside; cropped: the card
/// inside the picture), made smaller to keep [`CARD_SIDE`] on the longest side. Never
/// larger than the picture: a card shows no more than the pixels it has.
pub fn card_size(width: u32, height: u32, aspect: f64, fit: Fit) -> (u32, u32) {
    let (w, h) = (f64::from(width), f64::from(height));
    let card_width = match fit {
        Fit::Pad => w.max(h / aspect),
        Fit::Crop => w.min(h / aspect),
    };
    let card_height = card_width * aspect;
    let scale = (f64::from(CARD_SIDE) / card_width.max(card_height)).min(1.0);
    let side = |v: f64| ((v * scale).round() as u32).clamp(1, CARD_SIDE);
    (side(card_width), side(card_height))
}

/// `image` fitted to a card of `aspect` with `fit` (on `pad` colour where padded), encoded
/// as a photo (JPEG) where it came as one or as PNG would pass udonarium's limit, else as
/// PNG; made smaller until it is within the limit.
pub fn fit(
    image: &DynamicImage,
    aspect: f64,
    fit: Fit,
    pad: [u8; 3],
    photo: bool,
) -> Result<Fitted, image::ImageError> {
    let (width, height) = card_size(image.width(), image.height(), aspect, fit);
    let mut card = match fit {
        Fit::Crop => image
            .resize_to_fill(width, height, FilterType::CatmullRom)
            .to_rgba8(),
        Fit::Pad => padded(image, width, height, pad),
    };
    // Each try three quarters as large: a few at most, for a picture noisy enough that even
    // JPEG at this size passes 2 MiB.
    loop {
        let opaque = card.pixels().all(|p| p[3] == 255);
        let (bytes, extension) = if photo && opaque {
            (jpeg(&card)?, "jpg")
        } else {
            let png = png(&card)?;
            if png.len() > MAX_IMAGE_BYTES && opaque {
                (jpeg(&card)?, "jpg")
            } else {
                (png, "png")
            }
        };
        let (width, height) = card.dimensions();
        if bytes.len() <= MAX_IMAGE_BYTES || width.max(height) <= 64 {
            return Ok(Fitted {
                bytes,
                extension,
                width,
                height,
            });
        }
        card = imageops::resize(
            &card,
            (width * 3 / 4).max(1),
            (height * 3 / 4).max(1),
            FilterType::CatmullRom,
        );
    }
}

/// The whole picture scaled into a `width` × `height` card, centred on `pad`.
fn padded(image: &DynamicImage, width: u32, height: u32, pad: [u8; 3]) -> RgbaImage {
    let scale = (f64::from(width) / f64::from(image.width()))
        .min(f64::from(height) / f64::from(image.height()));
    let inner = |side: u32, most: u32| ((f64::from(side) * scale).round() as u32).clamp(1, most);
    let (w, h) = (inner(image.width(), width), inner(image.height(), height));
    let picture = if (w, h) == (image.width(), image.height()) {
        image.to_rgba8()
    } else {
        image.resize_exact(w, h, FilterType::CatmullRom).to_rgba8()
    };
    let mut card = RgbaImage::from_pixel(width, height, Rgba([pad[0], pad[1], pad[2], 255]));
    imageops::overlay(
        &mut card,
        &picture,
        i64::from((width - w) / 2),
        i64::from((height - h) / 2),
    );
    card
}

fn png(card: &RgbaImage) -> Result<Vec<u8>, image::ImageError> {
    let mut out = Vec::new();
    card.write_to(&mut Cursor::new(&mut out), ImageFormat::Png)?;
    Ok(out)
}

fn jpeg(card: &RgbaImage) -> Result<Vec<u8>, image::ImageError> {
    let rgb = DynamicImage::ImageRgba8(card.clone()).to_rgb8();
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode_image(&rgb)?;
    Ok(out)
}

/// `#rrggbb` as its three bytes (a definition's colour is checked at load; black otherwise).
pub fn rgb(colour: &str) -> [u8; 3] {
    let byte = |i: usize| {
        colour
            .get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(0)
    };
    [byte(1), byte(3), byte(5)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_keeps_the_pictures_pixels_up_to_the_enlarged_views() {
        // A phone photo on a poker card: padded, the card as wide as the photo; then at
        // most 2048 px tall.
        let poker = 88.0 / 63.0;
        assert_eq!(card_size(3000, 4000, poker, Fit::Pad), (1466, 2048));
        assert_eq!(card_size(3000, 4000, poker, Fit::Crop), (1466, 2048));
        // A landscape scan padded onto a portrait card: its width kept; cropped: its height.
        assert_eq!(card_size(1200, 800, 1.4, Fit::Pad), (1200, 1680));
        assert_eq!(card_size(1200, 800, 1.4, Fit::Crop), (571, 800));
        // A small GIF is never enlarged.
        assert_eq!(card_size(64, 64, 1.4, Fit::Pad), (64, 90));
        assert_eq!(card_size(64, 64, 1.4, Fit::Crop), (46, 64));
        // A square card.
        assert_eq!(card_size(3000, 2000, 1.0, Fit::Pad), (2048, 2048));
    }

    fn gradient(width: u32, height: u32) -> DynamicImage {
        DynamicImage::ImageRgba8(RgbaImage::from_fn(width, height, |x, y| {
            Rgba([(x * 255 / width) as u8, (y * 255 / height) as u8, 90, 255])
        }))
    }

    #[test]
    fn a_padded_picture_lies_whole_and_centred_on_the_pad_colour() {
        let card = fit(&gradient(120, 60), 1.5, Fit::Pad, [255, 0, 0], false).unwrap();
        assert_eq!((card.width, card.height, card.extension), (120, 180, "png"));
        let decoded = image::load_from_memory(&card.bytes).unwrap().to_rgba8();
        // The pad above and below, the picture in the middle band.
        assert_eq!(decoded.get_pixel(60, 5), &Rgba([255, 0, 0, 255]));
        assert_eq!(decoded.get_pixel(60, 175), &Rgba([255, 0, 0, 255]));
        assert_eq!(decoded.get_pixel(0, 60)[2], 90);
        assert_eq!(decoded.get_pixel(119, 119)[2], 90);
        // Cropped: no pad anywhere.
        let card = fit(&gradient(120, 60), 1.5, Fit::Crop, [255, 0, 0], false).unwrap();
        assert_eq!((card.width, card.height), (40, 60));
        let decoded = image::load_from_memory(&card.bytes).unwrap().to_rgba8();
        assert!(decoded.pixels().all(|p| p[2] == 90));
    }

    #[test]
    fn a_photo_stays_a_photo_and_every_card_is_within_the_limit() {
        let card = fit(&gradient(300, 400), 1.4, Fit::Pad, [255; 3], true).unwrap();
        assert_eq!(card.extension, "jpg");
        // Noise that PNG cannot shrink, as large as a card keeps: still within 2 MiB.
        let mut seed = 7u32;
        let noise = RgbaImage::from_fn(2048, 2048, |_, _| {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let [a, b, c, _] = seed.to_le_bytes();
            Rgba([a, b, c, 255])
        });
        let card = fit(
            &DynamicImage::ImageRgba8(noise),
            1.0,
            Fit::Pad,
            [255; 3],
            false,
        )
        .unwrap();
        assert!(card.bytes.len() <= MAX_IMAGE_BYTES, "{}", card.bytes.len());
        assert_eq!(card.extension, "jpg");
        assert_eq!(card.width, card.height);
    }

    #[test]
    fn colours_read_as_bytes() {
        assert_eq!(rgb("#ffffff"), [255, 255, 255]);
        assert_eq!(rgb("#c0392b"), [0xc0, 0x39, 0x2b]);
    }
}
