//! Image entries: keyed by content, decoded where we can to find the ones a browser shows
//! broken, and SVGs held to the app's need for a width and height.

use super::{Level, Report};
use crate::error::Message;
use image::{ImageReader, Limits};
use std::io::Cursor;

/// Pictures larger than this are not decoded here (a 2 MiB PNG can hold gigapixels).
const MAX_DECODE_PIXELS: u64 = 40_000_000;
/// What reading a header may allocate: a PNG's colour profile is inflated with it, and a
/// 1 MB chunk can inflate to 1 GiB.
const MAX_METADATA_BYTES: u64 = 8 * 1024 * 1024;

pub(super) fn check_image(name: &str, body: &[u8], report: &mut Report) {
    let id = crate::udonarium::archive::sha256_hex(body);
    let stem = name.rsplit('/').next().unwrap_or(name);
    let stem = stem.rsplit_once('.').map_or(stem, |(s, _)| s);
    if stem != id {
        report.add(
            Level::Info,
            name,
            "image.name-not-sha256",
            Message::new(
                format!("the file name is not its SHA-256 ({id}); the app keys it by content anyway"),
                format!("ファイル名が SHA-256（{id}）ではありません。udonarium は中身で見分けるので問題ありません"),
            ),
        );
    }
    report.images.insert(id, body.len() as u64);
    if let Some((code, problem)) = decode_problem(name, body) {
        report.add(Level::Error, name, code, problem);
    } else if name.to_ascii_lowercase().ends_with(".svg") && !svg_has_size(body) {
        report.add(
            Level::Warning,
            name,
            "svg.no-size",
            Message::new(
                "SVG without width and height on its root: the app may stall making its thumbnail",
                "ルート要素に width と height のない SVG です。udonarium がサムネイルを作るときに止まることがあります",
            ),
        );
    }
}

/// Why a browser would show this image broken, if it would: the finding's code and words.
fn decode_problem(name: &str, body: &[u8]) -> Option<(&'static str, Message)> {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".svg") {
        return svg_problem(body);
    }
    let Ok(format) = image::guess_format(body) else {
        // BMP, AVIF, ICO: formats we do not decode; a browser might.
        return (!lower.ends_with(".bmp") && !lower.ends_with(".avif") && !lower.ends_with(".ico"))
            .then(|| {
                (
                    "image.not-an-image",
                    Message::new(
                        "not an image a browser can show: the app shows it broken",
                        "ブラウザーが表示できる画像ではありません。udonarium では壊れて表示されます",
                    ),
                )
            });
    };
    if !matches!(
        format,
        image::ImageFormat::Png
            | image::ImageFormat::Jpeg
            | image::ImageFormat::Gif
            | image::ImageFormat::WebP
    ) {
        return None;
    }
    let mut reader = ImageReader::with_format(Cursor::new(body), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_METADATA_BYTES);
    reader.limits(limits);
    let (w, h) = match reader.into_dimensions() {
        // Metadata this large (a colour profile inflating to gigabytes) cannot be read
        // without the memory it asks for: like a picture too large, it is not decoded here.
        Err(image::ImageError::Limits(_)) => return None,
        Ok(d) => d,
        Err(e) => return Some(undecodable(&e)),
    };
    if u64::from(w) * u64::from(h) > MAX_DECODE_PIXELS {
        return None;
    }
    let mut reader = ImageReader::with_format(Cursor::new(body), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODE_PIXELS * 4 * 2);
    reader.limits(limits);
    reader.decode().err().map(|e| undecodable(&e))
}

fn undecodable(e: &image::ImageError) -> (&'static str, Message) {
    (
        "image.undecodable",
        Message::new(
            format!("cannot be decoded ({e}): the app shows it broken"),
            "画像として読み込めません。udonarium では壊れて表示されます",
        ),
    )
}

fn svg_problem(body: &[u8]) -> Option<(&'static str, Message)> {
    let root = match super::read_xml(body) {
        Ok(root) => root,
        Err(e) => {
            return Some((
                "svg.unreadable",
                e.message().map(|lang, words| match lang {
                    crate::lang::Lang::En => {
                        format!("SVG that does not parse ({words}): the app shows it broken")
                    }
                    crate::lang::Lang::Ja => {
                        format!("SVG として読めません（{words}）。udonarium では壊れて表示されます")
                    }
                }),
            ));
        }
    };
    let local = root.tag.rsplit(':').next().unwrap_or("");
    if local != "svg" {
        let tag = &root.tag;
        return Some((
            "svg.wrong-root",
            Message::new(
                format!("an .svg whose root is <{tag}>, not <svg>: the app shows it broken"),
                format!(
                    "ルート要素が <svg> でなく <{tag}> の .svg です。udonarium では壊れて表示されます"
                ),
            ),
        ));
    }
    None
}

fn svg_has_size(body: &[u8]) -> bool {
    super::read_xml(body)
        .is_ok_and(|root| root.get("width").is_some() && root.get("height").is_some())
}
