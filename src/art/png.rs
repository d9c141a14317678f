//! PNG encoding of rendered pixels: as small as a lossless encoder can cheaply make it.
//!
//! Rendered faces are flat art: most have at most 256 colours even after anti-aliasing, so
//! they are written as palette images (1, 2, 4 or 8 bits a pixel), which is what lossless
//! optimisers would do and roughly halves them. The rest are written as RGB (or RGBA when
//! anything is transparent). Every choice depends on the pixels alone, so equal pixels give
//! equal bytes on any thread.

use std::collections::HashMap;

/// Encodes premultiplied RGBA (tiny-skia's pixmap layout) as PNG with exactly these pixels.
pub fn encode(width: u32, height: u32, premultiplied: &[u8]) -> Vec<u8> {
    let straight = unpremultiply(premultiplied);
    match palette_of(&straight) {
        Some((palette, indices)) => encode_indexed(width, height, &palette, &indices),
        None => encode_true_colour(width, height, &straight),
    }
}

/// The encoding of rooms built before SVG faces (RGB, or RGBA when anything is
/// transparent, at the highest deflate level): the referee re-renders their faces this way
/// to recognise cards of such rooms by their image identifiers.
pub fn encode_legacy(width: u32, height: u32, premultiplied: &[u8]) -> Vec<u8> {
    let straight = unpremultiply(premultiplied);
    let opaque = straight.chunks_exact(4).all(|p| p[3] == 255);
    let (colour, data) = if opaque {
        let rgb: Vec<u8> = straight
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect();
        (png::ColorType::Rgb, rgb)
    } else {
        (png::ColorType::Rgba, straight)
    };
    write((width, height), colour, png::BitDepth::Eight, &data, |e| {
        e.set_compression(png::Compression::High)
    })
}

/// PNG stores straight (not premultiplied) alpha.
fn unpremultiply(premultiplied: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(premultiplied.len());
    for p in premultiplied.chunks_exact(4) {
        let a = p[3] as u32;
        if a == 255 {
            out.extend_from_slice(p);
            continue;
        }
        let un = |c: u8| {
            (c as u32 * 255 + a / 2)
                .checked_div(a)
                .map_or(0, |v| v.min(255) as u8)
        };
        out.extend_from_slice(&[un(p[0]), un(p[1]), un(p[2]), p[3]]);
    }
    out
}

/// The image's colours in order of first appearance and each pixel's index, or `None` when
/// there are more than 256. Fully transparent pixels all share one entry: their colour is
/// invisible, and merging them keeps palettes short.
fn palette_of(straight: &[u8]) -> Option<(Vec<[u8; 4]>, Vec<u8>)> {
    let mut palette: Vec<[u8; 4]> = Vec::new();
    let mut index: HashMap<[u8; 4], u8> = HashMap::new();
    let mut indices = Vec::with_capacity(straight.len() / 4);
    let mut last: Option<([u8; 4], u8)> = None;
    for p in straight.chunks_exact(4) {
        let colour = if p[3] == 0 {
            [0, 0, 0, 0]
        } else {
            [p[0], p[1], p[2], p[3]]
        };
        // Runs of one colour are the common case; skip the hash lookup for them.
        if let Some((c, i)) = last
            && c == colour
        {
            indices.push(i);
            continue;
        }
        let i = match index.get(&colour) {
            Some(&i) => i,
            None => {
                if palette.len() == 256 {
                    return None;
                }
                let i = palette.len() as u8;
                palette.push(colour);
                index.insert(colour, i);
                i
            }
        };
        last = Some((colour, i));
        indices.push(i);
    }
    Some((palette, indices))
}

fn encode_indexed(width: u32, height: u32, palette: &[[u8; 4]], indices: &[u8]) -> Vec<u8> {
    let depth: u8 = match palette.len() {
        0..=2 => 1,
        3..=4 => 2,
        5..=16 => 4,
        _ => 8,
    };
    let per_byte = (8 / depth) as usize;
    let row_bytes = (width as usize).div_ceil(per_byte);
    let mut packed = vec![0u8; row_bytes * height as usize];
    for (y, row) in indices.chunks_exact(width as usize).enumerate() {
        let out = &mut packed[y * row_bytes..(y + 1) * row_bytes];
        for (x, &i) in row.iter().enumerate() {
            let shift = 8 - depth as usize * (x % per_byte + 1);
            out[x / per_byte] |= i << shift;
        }
    }
    let rgb: Vec<u8> = palette.iter().flat_map(|c| [c[0], c[1], c[2]]).collect();
    // tRNS lists alpha up to the last non-opaque entry; the rest are opaque.
    let alpha_len = palette
        .iter()
        .rposition(|c| c[3] != 255)
        .map_or(0, |i| i + 1);
    let trns: Vec<u8> = palette[..alpha_len].iter().map(|c| c[3]).collect();
    let bit_depth = match depth {
        1 => png::BitDepth::One,
        2 => png::BitDepth::Two,
        4 => png::BitDepth::Four,
        _ => png::BitDepth::Eight,
    };
    write(
        (width, height),
        png::ColorType::Indexed,
        bit_depth,
        &packed,
        |e| {
            e.set_palette(rgb);
            if !trns.is_empty() {
                e.set_trns(trns);
            }
            // Indices are not magnitudes: predicting them from neighbours only adds noise.
            e.set_filter(png::Filter::NoFilter);
        },
    )
}

fn encode_true_colour(width: u32, height: u32, straight: &[u8]) -> Vec<u8> {
    let opaque = straight.chunks_exact(4).all(|p| p[3] == 255);
    if opaque {
        let rgb: Vec<u8> = straight
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect();
        write(
            (width, height),
            png::ColorType::Rgb,
            png::BitDepth::Eight,
            &rgb,
            |_| {},
        )
    } else {
        write(
            (width, height),
            png::ColorType::Rgba,
            png::BitDepth::Eight,
            straight,
            |_| {},
        )
    }
}

/// Writes one image at the balanced deflate level: `High` took most of a build's time for
/// a few percent of size.
fn write(
    (width, height): (u32, u32),
    colour: png::ColorType,
    depth: png::BitDepth,
    data: &[u8],
    setup: impl FnOnce(&mut png::Encoder<'_, &mut Vec<u8>>),
) -> Vec<u8> {
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, width, height);
        encoder.set_color(colour);
        encoder.set_depth(depth);
        encoder.set_compression(png::Compression::Balanced);
        setup(&mut encoder);
        // Writing into a Vec only fails on inconsistent sizes, which we computed ourselves.
        let mut writer = encoder.write_header().expect("png header");
        writer.write_image_data(data).expect("png data");
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes to straight RGBA8, expanding palettes and low bit depths.
    fn decode(bytes: &[u8]) -> (png::ColorType, u32, u32, Vec<u8>) {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
        let mut reader = decoder.read_info().unwrap();
        let colour = reader.info().color_type;
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        buf.truncate(info.buffer_size());
        (colour, info.width, info.height, buf)
    }

    fn pixels(width: u32, height: u32, f: impl Fn(u32, u32) -> [u8; 4]) -> Vec<u8> {
        (0..height)
            .flat_map(|y| (0..width).map(move |x| (x, y)))
            .flat_map(|(x, y)| f(x, y))
            .collect()
    }

    #[test]
    fn few_colours_become_a_palette_with_the_same_pixels() {
        // Odd width: the last byte of each packed row is partly padding.
        for colours in [2u32, 3, 9, 200] {
            let img = pixels(13, 7, |x, y| {
                let c = ((x + y * 13) % colours) as u8;
                [c, 255 - c, c / 2, if c == 1 { 128 } else { 255 }]
            });
            let straight = unpremultiply(&img);
            let png = encode(13, 7, &img);
            let (colour, w, h, back) = decode(&png);
            assert_eq!(colour, png::ColorType::Indexed, "{colours} colours");
            assert_eq!((w, h), (13, 7));
            assert_eq!(back, straight, "{colours} colours");
        }
    }

    #[test]
    fn many_colours_stay_true_colour_with_the_same_pixels() {
        let img = pixels(40, 40, |x, y| [(x * 6) as u8, (y * 6) as u8, 7, 255]);
        let (colour, _, _, back) = decode(&encode(40, 40, &img));
        assert_eq!(colour, png::ColorType::Rgb);
        assert_eq!(back, img);
        let translucent = pixels(40, 40, |x, y| [(x * 6) as u8, (y * 6) as u8, 7, 200]);
        let (colour, _, _, back) = decode(&encode(40, 40, &translucent));
        assert_eq!(colour, png::ColorType::Rgba);
        assert_eq!(back, unpremultiply(&translucent));
    }

    #[test]
    fn transparent_pixels_share_one_entry_and_encoding_is_stable() {
        let img = pixels(
            5,
            5,
            |x, _| if x < 2 { [0, 0, 0, 0] } else { [9, 9, 9, 255] },
        );
        let a = encode(5, 5, &img);
        assert_eq!(a, encode(5, 5, &img));
        let (colour, _, _, back) = decode(&a);
        assert_eq!(colour, png::ColorType::Indexed);
        assert_eq!(back, img);
    }
}
