//! Pictures as phones, cameras and editors write them: their pixels, and metadata holding
//! where a photo was taken and who took it (every block of it carries [`SECRET`]), in every
//! place each format keeps metadata; and what of it a file still carries, found by looking
//! for those words and markers anywhere in its bytes (no parser of ours). The tests of the
//! crate's internals (`src/tests/`) include this same file (`#[path]`).

#![allow(dead_code)]

use image::{ImageEncoder, RgbImage};

/// In every block of metadata these pictures carry (the owner's name, a comment, XMP, IPTC,
/// data after the picture's end): a file holding it still tells what it should not.
pub const SECRET: &str = "UF-SECRET Yamada Taro";

/// A colour profile, as a photo or a drawing program attaches one: kept, it tells how the
/// pixels' colours are meant (not a valid profile: nothing here applies it).
pub const PROFILE: &[u8] = b"UF-PROFILE: how the colours are meant, kept with the pixels.";

/// Markers of metadata (and of the secret) that no stored picture may hold: EXIF's header
/// (JPEG's APP1, WebP's chunk starts with it or with TIFF's), XMP's namespace, IPTC's
/// Photoshop block, the chunks of PNG and WebP that hold metadata.
const MARKERS: &[&[u8]] = &[
    SECRET.as_bytes(),
    b"Exif\0\0",
    b"http://ns.adobe.com/xap/1.0/",
    b"Photoshop 3.0",
    b"MPF\0",
    b"tEXt",
    b"zTXt",
    b"iTXt",
    b"eXIf",
    b"tIME",
    b"prVt",
    b"EXIF",
    b"XMP ",
    b"XMP Data",
];

/// The markers of metadata `bytes` still holds, anywhere in them.
pub fn metadata_left(bytes: &[u8]) -> Vec<String> {
    MARKERS
        .iter()
        .filter(|m| bytes.windows(m.len()).any(|w| w == **m))
        .map(|m| String::from_utf8_lossy(m).into_owned())
        .collect()
}

/// A gradient of `width` × `height`, different for each `seed`.
pub fn pixels(width: u32, height: u32, seed: u8) -> RgbImage {
    RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([
            (x * 255 / width) as u8,
            (y * 255 / height) as u8,
            seed.wrapping_mul(67),
        ])
    })
}

/// A TIFF structure as EXIF holds one (little-endian): IFD0 with the orientation, the
/// owner's name (Artist) and a GPS IFD giving the place the photo was taken (35°39'31"N,
/// 139°44'43"E).
pub fn exif(orientation: u16) -> Vec<u8> {
    fn entry(out: &mut Vec<u8>, tag: u16, kind: u16, count: u32, value: [u8; 4]) {
        out.extend(tag.to_le_bytes());
        out.extend(kind.to_le_bytes());
        out.extend(count.to_le_bytes());
        out.extend(value);
    }
    const SHORT: u16 = 3;
    const ASCII: u16 = 2;
    const LONG: u16 = 4;
    const RATIONAL: u16 = 5;
    let artist = format!("{SECRET}\0");
    // The header (8), IFD0 of 3 entries (2 + 36 + 4), the GPS IFD of 4 entries (2 + 48 + 4),
    // then the values that do not fit in an entry.
    let ifd0 = 8u32;
    let gps = ifd0 + 42;
    let latitude = gps + 54;
    let longitude = latitude + 24;
    let artist_at = longitude + 24;
    let mut out = b"II*\0".to_vec();
    out.extend(ifd0.to_le_bytes());
    out.extend(3u16.to_le_bytes());
    let mut short = [0; 4];
    short[..2].copy_from_slice(&orientation.to_le_bytes());
    entry(&mut out, 0x0112, SHORT, 1, short);
    entry(
        &mut out,
        0x013b,
        ASCII,
        artist.len() as u32,
        artist_at.to_le_bytes(),
    );
    entry(&mut out, 0x8825, LONG, 1, gps.to_le_bytes());
    out.extend(0u32.to_le_bytes());
    out.extend(4u16.to_le_bytes());
    entry(&mut out, 0x0001, ASCII, 2, *b"N\0\0\0");
    entry(&mut out, 0x0002, RATIONAL, 3, latitude.to_le_bytes());
    entry(&mut out, 0x0003, ASCII, 2, *b"E\0\0\0");
    entry(&mut out, 0x0004, RATIONAL, 3, longitude.to_le_bytes());
    out.extend(0u32.to_le_bytes());
    for value in [35u32, 39, 31, 139, 44, 43] {
        out.extend(value.to_le_bytes());
        out.extend(1u32.to_le_bytes());
    }
    out.extend(artist.as_bytes());
    out
}

/// What an XMP packet looks like, the secret in it.
fn xmp() -> Vec<u8> {
    format!(
        "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:Description \
         xmlns:dc=\"http://purl.org/dc/elements/1.1/\" dc:creator=\"{SECRET}\"/></x:xmpmeta>"
    )
    .into_bytes()
}

fn jpeg_segment(marker: u8, data: &[u8]) -> Vec<u8> {
    let mut out = vec![0xff, marker];
    out.extend(((data.len() + 2) as u16).to_be_bytes());
    out.extend(data);
    out
}

/// A phone's photo: EXIF (`orientation`, the owner, GPS), XMP, IPTC, a comment, an MPF
/// index and a second picture after the first's end, with a colour profile; its pixels
/// `width` × `height` as stored.
pub fn jpeg(width: u32, height: u32, orientation: u16) -> Vec<u8> {
    let mut plain = Vec::new();
    let mut encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut plain, 90);
    encoder.set_exif_metadata(exif(orientation)).unwrap();
    encoder.set_icc_profile(PROFILE.to_vec()).unwrap();
    encoder
        .write_image(
            &pixels(width, height, 1),
            width,
            height,
            image::ExtendedColorType::Rgb8,
        )
        .unwrap();
    // After SOI and APP0 (JFIF, 16 bytes): what editors and phones add.
    let app0_end = 4 + usize::from(u16::from_be_bytes([plain[4], plain[5]]));
    let mut xmp_segment = b"http://ns.adobe.com/xap/1.0/\0".to_vec();
    xmp_segment.extend(xmp());
    let mut iptc = b"Photoshop 3.0\08BIM\x04\x04\0\0\0\0\0\x1a\x1c\x02\x50\0\x15".to_vec();
    iptc.extend(SECRET.as_bytes());
    let mut mpf = b"MPF\0".to_vec();
    mpf.extend(SECRET.as_bytes());
    let extra = [
        jpeg_segment(0xe1, &xmp_segment),
        jpeg_segment(0xed, &iptc),
        jpeg_segment(0xe2, &mpf),
        jpeg_segment(0xfe, SECRET.as_bytes()),
    ]
    .concat();
    let mut out = [&plain[..app0_end], &extra, &plain[app0_end..]].concat();
    // A phone's depth map or a second frame follows the first picture's end.
    out.extend(b"\xff\xd8");
    out.extend(SECRET.as_bytes());
    out
}

/// A PNG chunk, its checksum right.
pub fn png_chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut chunk = (data.len() as u32).to_be_bytes().to_vec();
    chunk.extend(kind);
    chunk.extend(data);
    let mut crc = flate2::Crc::new();
    crc.update(kind);
    crc.update(data);
    chunk.extend(crc.sum().to_be_bytes());
    chunk
}

/// A drawing program's PNG: eXIf (with GPS), text in each of its three chunks (one
/// compressed), tIME, a private chunk, a colour profile, and bytes after IEND.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let mut plain = Vec::new();
    let mut encoder = image::codecs::png::PngEncoder::new(&mut plain);
    encoder.set_exif_metadata(exif(1)).unwrap();
    encoder.set_icc_profile(PROFILE.to_vec()).unwrap();
    encoder
        .write_image(
            &pixels(width, height, 2),
            width,
            height,
            image::ExtendedColorType::Rgb8,
        )
        .unwrap();
    let mut compressed = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut compressed, SECRET.as_bytes()).unwrap();
    let mut ztxt = b"Comment\0\0".to_vec();
    ztxt.extend(compressed.finish().unwrap());
    let mut itxt = b"XML:com.adobe.xmp\0\0\0\0\0".to_vec();
    itxt.extend(xmp());
    let text = [
        png_chunk(b"tEXt", format!("Author\0{SECRET}").as_bytes()),
        png_chunk(b"zTXt", &ztxt),
        png_chunk(b"iTXt", &itxt),
        png_chunk(b"tIME", &[7, 234, 11, 30, 12, 0, 0]),
        png_chunk(b"prVt", SECRET.as_bytes()),
    ]
    .concat();
    // The signature (8) and IHDR (25) come first.
    let mut out = [&plain[..33], &text, &plain[33..]].concat();
    out.extend(SECRET.as_bytes());
    out
}

fn riff_chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut chunk = kind.to_vec();
    chunk.extend((data.len() as u32).to_le_bytes());
    chunk.extend(data);
    if data.len() % 2 == 1 {
        chunk.push(0);
    }
    chunk
}

/// A WebP in the extended format: VP8X announcing a colour profile, EXIF (with GPS) and XMP,
/// then the profile, the lossless picture, EXIF and XMP, as the format orders them.
pub fn webp(width: u32, height: u32) -> Vec<u8> {
    let mut simple = Vec::new();
    image::codecs::webp::WebPEncoder::new_lossless(&mut simple)
        .write_image(
            &pixels(width, height, 3),
            width,
            height,
            image::ExtendedColorType::Rgb8,
        )
        .unwrap();
    // `RIFF`, its size, `WEBP`, then the one VP8L chunk.
    let picture = &simple[12..];
    let mut vp8x = vec![0x20 | 0x08 | 0x04, 0, 0, 0];
    vp8x.extend(&(width - 1).to_le_bytes()[..3]);
    vp8x.extend(&(height - 1).to_le_bytes()[..3]);
    let mut xmp_data = xmp();
    // An odd size, to be padded.
    xmp_data.push(b' ');
    if xmp_data.len().is_multiple_of(2) {
        xmp_data.push(b' ');
    }
    let body = [
        b"WEBP".to_vec(),
        riff_chunk(b"VP8X", &vp8x),
        riff_chunk(b"ICCP", PROFILE),
        picture.to_vec(),
        riff_chunk(b"EXIF", &exif(1)),
        riff_chunk(b"XMP ", &xmp_data),
    ]
    .concat();
    let mut out = b"RIFF".to_vec();
    out.extend((body.len() as u32).to_le_bytes());
    out.extend(body);
    out.extend(SECRET.as_bytes());
    out
}

/// A looping GIF (NETSCAPE2.0) with a comment and an XMP application extension (nothing
/// after its trailer: a GIF must end with it to be taken whole).
pub fn gif(width: u32, height: u32) -> Vec<u8> {
    let mut plain = Vec::new();
    {
        let mut encoder = image::codecs::gif::GifEncoder::new(&mut plain);
        encoder
            .set_repeat(image::codecs::gif::Repeat::Infinite)
            .unwrap();
        let rgba = image::DynamicImage::ImageRgb8(pixels(width, height, 4)).to_rgba8();
        encoder.encode_frame(image::Frame::new(rgba)).unwrap();
    }
    let flags = plain[10];
    let table = if flags & 0x80 == 0 {
        0
    } else {
        3 << ((flags & 7) + 1)
    };
    let screen_end = 13 + table;
    let mut comment = vec![0x21, 0xfe, SECRET.len() as u8];
    comment.extend(SECRET.as_bytes());
    comment.push(0);
    let mut application = b"\x21\xff\x0bXMP DataXMP".to_vec();
    for block in xmp().chunks(255) {
        application.push(block.len() as u8);
        application.extend(block);
    }
    application.push(0);
    [
        &plain[..screen_end],
        &comment,
        &application,
        &plain[screen_end..],
    ]
    .concat()
}
