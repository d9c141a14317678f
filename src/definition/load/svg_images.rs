//! Pictures an SVG template draws (`<image href="…">`): read when the definition loads, each
//! bounded like the user's pictures (header first, 40 megapixels, 64 MiB, whole), from a
//! regular file inside the game's folder, the path taken from the template's own folder.
//! Rendering draws these and data URLs checked the same way, and reads nothing else.

use super::checker::{Checker, Source};
use crate::definition::model::TemplateImages;
use crate::error::{HrefProblem, Message, Worded};
use crate::lang::Lang;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

fn hint() -> Message {
    Message::new(
        "a template draws a picture from a PNG, JPEG, WebP or GIF file in the game's folder, \
         its path relative to the template (e.g. `href=\"pictures/frame.png\"`)",
        "テンプレートが描ける画像は、ゲームのフォルダーにある PNG、JPEG、WebP、GIF のファイルです。\
         パスはテンプレートからの相対パスで書きます（例: `href=\"pictures/frame.png\"`）",
    )
}

/// Every picture the game's SVG files name, read and checked; each problem reported at the
/// element that names it.
pub fn check(c: &mut Checker, dir: &Path, files: &BTreeMap<String, String>) -> TemplateImages {
    let mut images = BTreeMap::new();
    for (rel, text) in files.iter().filter(|(rel, _)| rel.ends_with(".svg")) {
        let options = roxmltree::ParsingOptions {
            allow_dtd: true,
            ..Default::default()
        };
        // A template that is not XML is reported when it is rendered.
        let Ok(doc) = roxmltree::Document::parse_with_options(text, options) else {
            continue;
        };
        let source = Source {
            path: dir.join(rel),
            text: text.clone(),
        };
        let folder = Path::new(rel).parent().and_then(Path::to_str).unwrap_or("");
        for node in doc.descendants().filter(|n| n.is_element()) {
            if !matches!(node.tag_name().name(), "image" | "feImage") {
                continue;
            }
            let href = node
                .attributes()
                .find(|a| a.name() == "href")
                .map(|a| a.value().trim());
            let Some(href) = href else { continue };
            // `#id` draws an element of the template; `{{…}}` is filled in, and checked
            // when the filled template is rendered.
            if href.starts_with('#') || href.contains("{{") {
                continue;
            }
            let refused = if href
                .get(..5)
                .is_some_and(|s| s.eq_ignore_ascii_case("data:"))
            {
                data_url(href).and_then(|bytes| {
                    crate::picture::checked(&bytes)
                        .map(|_| ())
                        .map_err(HrefProblem::Picture)
                })
            } else {
                read(&c.origin, dir, folder, href).map(|(key, bytes)| {
                    images.insert(key, Arc::new(bytes));
                })
            };
            if let Err(e) = refused {
                let shown: String = href.chars().take(60).collect();
                let ellipsis = if shown.len() < href.len() { "…" } else { "" };
                c.error_hint(
                    &source,
                    node.range(),
                    Message::new(
                        format!("the picture `{shown}{ellipsis}`: {e}"),
                        format!("画像 `{shown}{ellipsis}`: {}", e.words(Lang::Ja)),
                    ),
                    hint(),
                );
            }
        }
    }
    TemplateImages(Arc::new(images))
}

/// A picture file a template in `folder` names: its path in the game's folder and bytes.
fn read(
    origin: &crate::files::Files,
    dir: &Path,
    folder: &str,
    href: &str,
) -> Result<(String, Vec<u8>), HrefProblem> {
    let key = resolve(folder, href)?;
    let (bytes, _) = crate::picture::read(origin, &dir.join(&key)).map_err(HrefProblem::Picture)?;
    Ok((key, bytes))
}

/// The path in the game's folder of `href` written in a template in `folder`: never outside
/// the game's folder, never a URL or an absolute path. Rendering finds a picture by it.
pub fn resolve(folder: &str, href: &str) -> Result<String, HrefProblem> {
    let drive = href.len() >= 2 && href.as_bytes()[1] == b':';
    if href.contains("://") || drive {
        return Err(HrefProblem::NotAFile);
    }
    if href.starts_with('/') || href.starts_with('\\') {
        return Err(HrefProblem::Absolute);
    }
    if matches!(href.rsplit(['/', '\\']).next(), Some("" | "." | "..")) {
        return Err(HrefProblem::NoFile);
    }
    let mut parts: Vec<&str> = folder.split('/').filter(|p| !p.is_empty()).collect();
    for part in href.split(['/', '\\']) {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop().ok_or(HrefProblem::Outside)?;
            }
            part => parts.push(part),
        }
    }
    Ok(parts.join("/"))
}

/// The bytes of a base64 data URL (`data:image/png;base64,…`).
fn data_url(href: &str) -> Result<Vec<u8>, HrefProblem> {
    let (meta, payload) = href.split_once(',').ok_or(HrefProblem::DataWithoutData)?;
    if !meta.to_ascii_lowercase().ends_with(";base64") {
        return Err(HrefProblem::DataNotBase64);
    }
    base64_decode(payload).ok_or(HrefProblem::DataBadBase64)
}

/// Standard base64 (RFC 4648), padding optional, whitespace ignored.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let (mut bits, mut count) = (0u32, 0);
    for b in text.bytes().filter(|b| !b.is_ascii_whitespace()) {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' => break,
            _ => return None,
        };
        bits = bits << 6 | u32::from(v);
        count += 1;
        if count == 4 {
            out.extend_from_slice(&bits.to_be_bytes()[1..]);
            (bits, count) = (0, 0);
        }
    }
    match count {
        0 => {}
        2 => out.push((bits >> 4) as u8),
        3 => out.extend_from_slice(&((bits >> 2) as u16).to_be_bytes()),
        _ => return None,
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_taken_from_the_templates_folder_and_stay_in_the_game() {
        assert_eq!(resolve("faces", "a.png").unwrap(), "faces/a.png");
        assert_eq!(
            resolve("faces", "../pictures/a.png").unwrap(),
            "pictures/a.png"
        );
        assert_eq!(resolve("", "./a.png").unwrap(), "a.png");
        assert_eq!(resolve("faces", "../a.png").unwrap(), "a.png");
        for bad in [
            "../../etc/passwd",
            "/dev/zero",
            "/home/x/secret.png",
            "C:\\x.png",
            "file:///dev/zero",
            "http://example.com/a.png",
            "",
        ] {
            assert!(resolve("faces", bad).is_err(), "{bad}");
        }
        assert!(resolve("", "../a.png").is_err());
        assert!(resolve("faces", "../../a.png").is_err());
    }

    #[test]
    fn base64_as_data_urls_write_it() {
        for (text, bytes) in [
            ("", &b""[..]),
            ("Zg==", b"f"),
            ("Zm8=", b"fo"),
            ("Zm9v", b"foo"),
            ("Zm9vYg", b"foob"),
            ("Zm9v\nYmFy", b"foobar"),
        ] {
            assert_eq!(base64_decode(text).as_deref(), Some(bytes), "{text}");
        }
        assert_eq!(base64_decode("Zm9v!"), None);
        assert_eq!(base64_decode("Z"), None);
        assert!(data_url("data:image/png,abc").is_err());
    }
}
