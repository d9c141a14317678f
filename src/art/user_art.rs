//! The user's own pictures (`card-art/GAME/…`): found by component name, checked by content,
//! decoded within bounds and fitted to where they go, then re-encoded as PNG. Re-encoding
//! makes every picture the card's own size, keeps each image far below udonarium's 2 MiB
//! limit whatever the user drops in, and gives the same bytes for the same inputs.

use crate::definition::Game;
use crate::error::Error;
use crate::files::Files;
use image::{ImageFormat, imageops::FilterType};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use crate::picture::{MAX_FILE_BYTES, MAX_SIDE};
/// Files in an art folder that are notes for people, not pictures.
const DOCUMENTS: &[&str] = &["md", "txt"];

/// Every usable picture for one game, by name without extension (`evidence/dynamite.face`).
#[derive(Debug, Default)]
pub struct UserArt {
    files: BTreeMap<String, PathBuf>,
}

impl UserArt {
    /// Collects `ROOT/GAME/` of each root, later roots overriding earlier ones file by file.
    /// Every file that is not a PNG, JPEG, WebP or GIF, or whose name matches no component,
    /// is reported (all of them at once): a picture silently ignored would be a bug.
    pub fn collect(game: &Game, roots: &[PathBuf]) -> Result<UserArt, Error> {
        let names = expected_names(game);
        let mut files = BTreeMap::new();
        let mut problems = Vec::new();
        for root in roots {
            let dir = root.join(&game.id);
            let mut seen: BTreeMap<String, PathBuf> = BTreeMap::new();
            for (rel, path) in game.origin.files_below(&dir) {
                let (stem, ext) = match rel.rsplit_once('.') {
                    Some((s, e)) if !e.contains('/') => (s.to_string(), e.to_ascii_lowercase()),
                    _ => (rel.clone(), String::new()),
                };
                if DOCUMENTS.contains(&ext.as_str()) {
                    continue;
                }
                if !names.contains(&stem) {
                    problems.push(Error::ArtNameUnknown {
                        suggestion: closest(&stem, names.iter().map(String::as_str))
                            .map(|n| format!("{n}.{ext}")),
                        file: path,
                        game: game.id.clone(),
                    });
                    continue;
                }
                if let Err(e) = sniff(&game.origin, &path) {
                    problems.push(e);
                    continue;
                }
                if let Some(other) = seen.insert(stem.clone(), path.clone()) {
                    problems.push(Error::ArtDuplicate {
                        first: other,
                        second: path,
                        name: stem,
                    });
                }
            }
            files.extend(seen);
        }
        if problems.is_empty() {
            Ok(UserArt { files })
        } else {
            Err(Error::Several(problems))
        }
    }

    /// The picture for the first of `names` that has one.
    pub fn find(&self, names: &[String]) -> Option<&Path> {
        names
            .iter()
            .find_map(|n| self.files.get(n))
            .map(PathBuf::as_path)
    }
}

/// Names a picture may have: for each card kind `KIND/ITEM`, `KIND/ITEM.face`,
/// `KIND/ITEM.back` and `KIND/back`; for each piece `pieces/PIECE`.
fn expected_names(game: &Game) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for kind in &game.card_kinds {
        names.insert(format!("{}/back", kind.id));
        for item in &kind.items {
            for suffix in ["", ".face", ".back"] {
                names.insert(format!("{}/{}{suffix}", kind.id, item.id));
            }
        }
    }
    for piece in &game.pieces {
        names.insert(format!("pieces/{}", piece.id));
    }
    names
}

/// The name nearest a typo (by edit distance ignoring case, at most a third of its length).
pub fn closest<'a>(name: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let lower = name.to_lowercase();
    names
        .into_iter()
        .map(|n| (edit_distance(&lower, &n.to_lowercase()), n))
        .filter(|(d, _)| *d <= name.chars().count().div_ceil(3))
        .min()
        .map(|(_, n)| n)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

use crate::picture::format_of;

/// Checks the file's first bytes: the cheap part of "is this a picture at all".
fn sniff(origin: &Files, path: &Path) -> Result<(), Error> {
    let not_a_picture = |unreadable| Error::ArtNotAPicture {
        file: path.into(),
        unreadable,
    };
    let bytes = origin
        .read_prefix(path, 32)
        .map_err(|e| not_a_picture(Some(e)))?;
    format_of(&bytes)
        .map(|_| ())
        .ok_or_else(|| not_a_picture(None))
}

/// Decodes a picture within [`MAX_PIXELS`] and [`MAX_SIDE`].
pub fn decode(origin: &Files, path: &Path) -> Result<image::DynamicImage, Error> {
    let bytes = origin
        .read(path, MAX_FILE_BYTES)
        .map_err(|problem| Error::CannotRead {
            file: path.into(),
            problem,
        })?;
    crate::picture::decode(&bytes).map_err(|problem| Error::PictureUndecodable {
        file: path.into(),
        problem,
    })
}

/// The picture scaled to cover `width` × `height` and cropped at the centre (what CSS calls
/// `object-fit: cover`), as PNG bytes.
pub fn fitted_png(origin: &Files, path: &Path, width: u32, height: u32) -> Result<Vec<u8>, Error> {
    encode_fitted(&decode(origin, path)?, width, height).map_err(|e| Error::PictureUnencodable {
        file: path.into(),
        reason: e.to_string(),
    })
}

fn encode_fitted(
    image: &image::DynamicImage,
    width: u32,
    height: u32,
) -> Result<Vec<u8>, image::ImageError> {
    let fitted = image.resize_to_fill(width.max(1), height.max(1), FilterType::CatmullRom);
    let mut out = Vec::new();
    image::DynamicImage::ImageRgba8(fitted.to_rgba8())
        .write_to(&mut Cursor::new(&mut out), ImageFormat::Png)?;
    Ok(out)
}

/// A picture for a template's `{{art:X:Y:W:H}}` slot, decoded once (so a bad file is
/// reported as itself, before any template is filled), fitted to the slot when the
/// template is filled, and inlined as a data URL so rendering never looks up a file.
pub struct SlotArt {
    image: image::DynamicImage,
    /// Pixels per SVG unit of the face it goes on.
    scale: f64,
}

impl std::fmt::Debug for SlotArt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SlotArt({}×{})", self.image.width(), self.image.height())
    }
}

impl SlotArt {
    pub fn new(origin: &Files, path: &Path, scale: f64) -> Result<Arc<SlotArt>, Error> {
        Ok(Arc::new(SlotArt {
            image: decode(origin, path)?,
            scale,
        }))
    }

    /// A `data:image/png;base64,…` URL of the picture fitted to a `width` × `height` slot.
    pub fn href(&self, width: f64, height: f64) -> Result<String, image::ImageError> {
        let px = |v: f64| (v * self.scale).round().clamp(1.0, f64::from(MAX_SIDE)) as u32;
        let png = encode_fitted(&self.image, px(width), px(height))?;
        Ok(format!("data:image/png;base64,{}", base64(&png)))
    }
}

/// The pixel size an SVG template is drawn at (`width`/`height` on its root, times `scale`).
pub fn svg_pixel_size(svg: &str, scale: f64) -> Option<(u32, u32)> {
    let start = svg.find("<svg")?;
    let tag = &svg[start..start + svg[start..].find('>')?];
    let attr = |name: &str| -> Option<f64> {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        let value = &tag[at..at + tag[at..].find('"')?];
        value.trim_end_matches("px").parse().ok()
    };
    let (w, h) = (attr("width")? * scale, attr("height")? * scale);
    (w >= 1.0 && h >= 1.0 && w <= f64::from(MAX_SIDE) && h <= f64::from(MAX_SIDE))
        .then(|| (w.round() as u32, h.round() as u32))
}

/// Standard base64 with padding (RFC 4648), for data URLs.
pub(crate) fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_rfc_examples() {
        for (input, expected) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(input.as_bytes()), expected);
        }
    }

    #[test]
    fn reads_the_drawing_size_of_a_template() {
        let svg = r#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="300" height="420">"#;
        assert_eq!(svg_pixel_size(svg, 1.0), Some((300, 420)));
        assert_eq!(svg_pixel_size(svg, 0.5), Some((150, 210)));
        assert_eq!(svg_pixel_size("<svg viewBox=\"0 0 1 1\">", 1.0), None);
    }

    #[test]
    fn typos_find_their_component() {
        let names: BTreeSet<String> =
            ["evidence/dynamite".to_string(), "evidence/back".to_string()]
                .into_iter()
                .collect();
        let names = || names.iter().map(String::as_str);
        assert_eq!(
            closest("evidence/dynamit", names()),
            Some("evidence/dynamite")
        );
        assert_eq!(closest("zzz", names()), None);
        assert_eq!(closest("Shinjya", ["ritual", "shinjya"]), Some("shinjya"));
    }
}
