use super::*;
use camera::{PROFILE, metadata_left};
use image::{ImageDecoder, ImageReader};
use std::io::Cursor;

// Pictures with a camera's metadata: the integration tests' own file, which `src/tests/`
// (beyond what this module may use) includes too for the fuzz loop.
#[path = "../../../tests/common/camera.rs"]
#[allow(clippy::duplicate_mod)]
mod camera;

/// The pixels `bytes` decode to, as stored (not turned).
fn decoded(bytes: &[u8]) -> image::RgbaImage {
    image::load_from_memory(bytes).unwrap().to_rgba8()
}

/// What the `image` crate's own readers find: EXIF, and the colour profile.
fn read_metadata(bytes: &[u8]) -> (Option<Vec<u8>>, Option<Vec<u8>>) {
    let mut decoder = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .unwrap()
        .into_decoder()
        .unwrap();
    (
        decoder.exif_metadata().unwrap(),
        decoder.icc_profile().unwrap(),
    )
}

#[track_caller]
fn stripped_keeps_the_picture(original: &[u8], format: ImageFormat, profile: bool) -> Vec<u8> {
    assert!(
        !metadata_left(original).is_empty(),
        "the test picture has metadata"
    );
    assert!(
        read_metadata(original).0.is_some(),
        "the test picture has EXIF"
    );
    let stripped = metadata(original, format).unwrap();
    assert_eq!(metadata_left(&stripped), Vec::<String>::new());
    assert!(stripped.len() < original.len());
    // The same picture: whole, the same size, the same pixels, its profile kept.
    let info = crate::picture::checked(&stripped).unwrap();
    assert_eq!(info, crate::picture::checked(original).unwrap());
    assert_eq!(decoded(&stripped), decoded(original));
    let (exif, icc) = read_metadata(&stripped);
    assert_eq!(exif, None);
    assert_eq!(icc.as_deref(), profile.then_some(PROFILE));
    // Nothing left to drop: the same bytes again.
    assert_eq!(metadata(&stripped, format).unwrap(), stripped);
    stripped
}

#[test]
fn a_phones_jpeg_loses_exif_gps_xmp_iptc_comments_and_what_follows_it() {
    let original = camera::jpeg(30, 20, 1);
    let stripped = stripped_keeps_the_picture(&original, ImageFormat::Jpeg, true);
    // JFIF stays, as the first segment.
    assert_eq!(&stripped[..4], b"\xff\xd8\xff\xe0");
    assert_eq!(&stripped[6..11], b"JFIF\0");
}

#[test]
fn a_pngs_text_exif_and_time_go_its_colour_chunks_stay() {
    let original = camera::png(30, 20);
    stripped_keeps_the_picture(&original, ImageFormat::Png, true);
}

#[test]
fn a_webps_exif_and_xmp_go_with_their_flags_and_the_size_is_set() {
    let original = camera::webp(30, 20);
    let stripped = stripped_keeps_the_picture(&original, ImageFormat::WebP, true);
    // VP8X keeps the profile's flag alone; RIFF counts what is left.
    assert_eq!(&stripped[12..16], b"VP8X");
    assert_eq!(stripped[20], 0x20);
    let size = u32::from_le_bytes(stripped[4..8].try_into().unwrap());
    assert_eq!(size as usize + 8, stripped.len());
}

#[test]
fn a_gifs_comment_and_xmp_go_its_loop_stays() {
    let original = camera::gif(30, 20);
    // The `image` crate reads no EXIF of a GIF: the comment and XMP are the metadata.
    assert!(!metadata_left(&original).is_empty());
    let stripped = metadata(&original, ImageFormat::Gif).unwrap();
    assert_eq!(metadata_left(&stripped), Vec::<String>::new());
    assert_eq!(decoded(&stripped), decoded(&original));
    let has = |bytes: &[u8], what: &[u8]| bytes.windows(what.len()).any(|w| w == what);
    assert!(has(&stripped, b"NETSCAPE2.0"));
    assert_eq!(metadata(&stripped, ImageFormat::Gif).unwrap(), stripped);
}

/// The `image` crate's encoders, as udonforge calls them (no metadata handed in).
fn encoded(format: ImageFormat) -> Vec<u8> {
    let mut out = Vec::new();
    image::DynamicImage::ImageRgb8(camera::pixels(12, 9, 5))
        .write_to(&mut Cursor::new(&mut out), format)
        .unwrap();
    out
}

#[test]
fn a_picture_without_metadata_is_kept_byte_for_byte() {
    for format in [
        ImageFormat::Png,
        ImageFormat::Jpeg,
        ImageFormat::WebP,
        ImageFormat::Gif,
    ] {
        let plain = encoded(format);
        assert_eq!(metadata_left(&plain), Vec::<String>::new(), "{format:?}");
        assert_eq!(metadata(&plain, format).unwrap(), plain, "{format:?}");
    }
}

#[test]
fn a_jfif_thumbnail_goes_its_density_stays() {
    let plain = encoded(ImageFormat::Jpeg);
    assert_eq!(&plain[2..11], b"\xff\xe0\x00\x10JFIF\0");
    // A 2 × 1 thumbnail: six bytes of RGB after the header.
    let mut with_thumbnail = plain[..4].to_vec();
    with_thumbnail.extend(22u16.to_be_bytes());
    with_thumbnail.extend(&plain[6..18]);
    with_thumbnail.extend([2, 1, 9, 9, 9, 8, 8, 8]);
    with_thumbnail.extend(&plain[20..]);
    assert_eq!(decoded(&with_thumbnail), decoded(&plain));
    assert_eq!(metadata(&with_thumbnail, ImageFormat::Jpeg).unwrap(), plain);
}

#[test]
fn a_file_not_followed_to_its_end_is_malformed() {
    let jpeg = camera::jpeg(8, 8, 1);
    let png = camera::png(8, 8);
    let webp = camera::webp(8, 8);
    let gif = camera::gif(8, 8);
    // Without its end: JPEG's EOI, PNG's IEND, GIF's trailer; a WebP chunk past the RIFF.
    let eoi = jpeg.windows(2).rposition(|w| w == [0xff, 0xd9]).unwrap();
    assert_eq!(metadata(&jpeg[..eoi], ImageFormat::Jpeg), Err(Malformed));
    let iend = png.windows(4).position(|w| w == b"IEND").unwrap();
    assert_eq!(metadata(&png[..iend], ImageFormat::Png), Err(Malformed));
    assert_eq!(
        metadata(&gif[..gif.len() - 1], ImageFormat::Gif),
        Err(Malformed)
    );
    let mut short_riff = webp.clone();
    short_riff[4..8].copy_from_slice(&30u32.to_le_bytes());
    assert_eq!(metadata(&short_riff, ImageFormat::WebP), Err(Malformed));
    // A critical chunk we do not know may be needed to draw the picture.
    let mut unknown = png.clone();
    let text = unknown.windows(4).position(|w| w == b"tEXt").unwrap();
    unknown[text] = b'T';
    assert_eq!(metadata(&unknown, ImageFormat::Png), Err(Malformed));
    // The wrong format, an empty file, a length of 0 or 1 in a JPEG segment.
    assert_eq!(metadata(&png, ImageFormat::Jpeg), Err(Malformed));
    assert_eq!(metadata(&jpeg, ImageFormat::Gif), Err(Malformed));
    assert_eq!(metadata(&[], ImageFormat::WebP), Err(Malformed));
    assert_eq!(metadata(&gif, ImageFormat::Bmp), Err(Malformed));
    let mut zero = jpeg.clone();
    zero[4..6].copy_from_slice(&[0, 1]);
    assert_eq!(metadata(&zero, ImageFormat::Jpeg), Err(Malformed));
    // Every cut of each file is refused or stripped, never read past its end.
    for (bytes, format) in [
        (&jpeg, ImageFormat::Jpeg),
        (&png, ImageFormat::Png),
        (&webp, ImageFormat::WebP),
        (&gif, ImageFormat::Gif),
    ] {
        for cut in 0..bytes.len() {
            if let Ok(stripped) = metadata(&bytes[..cut], format) {
                assert!(stripped.len() <= cut, "{format:?} cut at {cut}");
            }
        }
    }
}
