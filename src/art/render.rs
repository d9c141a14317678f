//! SVG templates to images with resvg, using only the bundled font so faces look the same on
//! any machine: SVG with text as paths (the default), or PNG.

use crate::definition::TemplateImages;
use crate::error::RenderProblem;
use std::sync::{Arc, Mutex};

/// Renders SVG to images with the bundled font alone (never a system font).
pub struct Renderer {
    fontdb: Arc<resvg::usvg::fontdb::Database>,
    /// The only picture files a template may draw (read and checked at load).
    images: TemplateImages,
}

impl Default for Renderer {
    fn default() -> Self {
        Self::new()
    }
}

impl Renderer {
    /// A renderer with the bundled font loaded (every template draws its text in it).
    pub fn new() -> Self {
        let font = super::font::current();
        let mut db = resvg::usvg::fontdb::Database::new();
        db.load_font_data(font.bytes.to_vec());
        // Generic families resolve to the bundled font too, so a template naming
        // `sans-serif` or `serif` still renders Japanese.
        db.set_sans_serif_family(&font.family);
        db.set_serif_family(&font.family);
        db.set_monospace_family(&font.family);
        db.set_cursive_family(&font.family);
        db.set_fantasy_family(&font.family);
        Renderer {
            fontdb: Arc::new(db),
            images: TemplateImages::default(),
        }
    }

    /// A renderer that draws `images` where a template names them.
    pub fn with_images(mut self, images: TemplateImages) -> Self {
        self.images = images;
        self
    }

    /// Parses a filled template: text is laid out with the bundled font. `folder` is the
    /// template's folder in the game's, which relative `<image href>` paths start from.
    /// A picture is drawn only from the game's checked pictures or a data URL within the
    /// picture limits; anything else refuses the template, naming the picture.
    pub(super) fn parse(
        &self,
        svg: &str,
        folder: Option<&std::path::Path>,
    ) -> Result<resvg::usvg::Tree, RenderProblem> {
        use resvg::usvg::{ImageHrefResolver, ImageKind};
        let refused: Arc<Mutex<Option<RenderProblem>>> = Arc::default();
        let refuse = |refused: &Mutex<Option<RenderProblem>>, problem: RenderProblem| {
            let mut first = refused.lock().unwrap_or_else(|e| e.into_inner());
            first.get_or_insert(problem);
            None
        };
        let kind = |bytes: Arc<Vec<u8>>| -> Result<ImageKind, crate::error::PictureProblem> {
            let info = crate::picture::checked(&bytes)?;
            Ok(match info.format {
                image::ImageFormat::Jpeg => ImageKind::JPEG(bytes),
                image::ImageFormat::Gif => ImageKind::GIF(bytes),
                image::ImageFormat::WebP => ImageKind::WEBP(bytes),
                _ => ImageKind::PNG(bytes),
            })
        };
        let folder = folder.and_then(|f| f.to_str()).unwrap_or("").to_string();
        let (on_data, on_path) = (Arc::clone(&refused), Arc::clone(&refused));
        let images = self.images.clone();
        let resolver = ImageHrefResolver {
            resolve_data: Box::new(move |_, data, _| match kind(data) {
                Ok(kind) => Some(kind),
                Err(e) => refuse(&on_data, RenderProblem::DataUrlPicture(e)),
            }),
            resolve_string: Box::new(move |href, _| {
                let found = crate::definition::load::svg_images::resolve(&folder, href)
                    .ok()
                    .and_then(|key| images.0.get(&key).cloned());
                match found.map(kind) {
                    Some(Ok(kind)) => Some(kind),
                    Some(Err(problem)) => refuse(
                        &on_path,
                        RenderProblem::Picture {
                            href: href.into(),
                            problem,
                        },
                    ),
                    None => refuse(&on_path, RenderProblem::NotInGame { href: href.into() }),
                }
            }),
        };
        // Whatever text the template holds is drawn with the font in use.
        super::font::note_text(svg);
        let options = resvg::usvg::Options {
            font_family: super::font::current().family.clone(),
            fontdb: Arc::clone(&self.fontdb),
            image_href_resolver: resolver,
            ..Default::default()
        };
        let tree = resvg::usvg::Tree::from_str(svg, &options).map_err(|e| RenderProblem::Svg {
            reason: e.to_string(),
        });
        drop(options);
        if let Some(problem) = refused.lock().unwrap_or_else(|e| e.into_inner()).take() {
            return Err(problem);
        }
        if let Ok(tree) = &tree {
            super::font::note_drawn(tree);
        }
        tree
    }

    /// A filled template laid out with the bundled font, for checks that measure what it
    /// draws (where a card's name lies, how wide a line of text is).
    pub fn tree(&self, svg: &str) -> Result<resvg::usvg::Tree, RenderProblem> {
        self.parse(svg, None)
    }

    /// Renders an SVG document as an image in the wanted format. Vector output falls back
    /// to PNG when the picture holds a raster image (user art): embedded as base64 it would
    /// only grow, and a photo gains nothing from being vector.
    pub fn render(
        &self,
        svg: &str,
        scale: f32,
        resources: Option<&std::path::Path>,
        format: ImageFormat,
    ) -> Result<Rendered, RenderProblem> {
        let tree = self.parse(svg, resources)?;
        let vector = match format {
            ImageFormat::Svg => !has_raster(tree.root()),
            ImageFormat::SvgWithPictures => true,
            ImageFormat::Png | ImageFormat::LegacyPng => false,
        };
        if vector {
            return Ok(Rendered {
                bytes: write_svg(&tree, scale, format)?,
                extension: "svg",
            });
        }
        Ok(Rendered {
            bytes: rasterise(&tree, scale, format == ImageFormat::LegacyPng)?,
            extension: "png",
        })
    }

    /// Renders an SVG document at `scale` (1.0 = its own size) into PNG bytes (for tests that
    /// look at pixels: rooms and sheets go through `render`).
    #[cfg(test)]
    pub fn render_png(
        &self,
        svg: &str,
        scale: f32,
        resources: Option<&std::path::Path>,
    ) -> Result<Vec<u8>, RenderProblem> {
        Ok(self.render(svg, scale, resources, ImageFormat::Png)?.bytes)
    }
}

/// How rendered faces are shipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ImageFormat {
    /// SVG with text as paths: sharp at any zoom, no font needed in the browser.
    #[default]
    Svg,
    /// PNG, for udonarium forks that cannot show SVG.
    Png,
    /// SVG even around a user's picture (which stays raster inside it), its text kept as
    /// text: for `print`, which embeds the font; never for a room.
    SvgWithPictures,
    /// PNG byte for byte as rooms built before SVG faces had it (version-1 rooms, which
    /// carry no record): only to recognise their faces, never to build.
    LegacyPng,
}

/// An image's bytes and the file extension udonarium tells its type by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub bytes: Vec<u8>,
    pub extension: &'static str,
}

/// The largest side we rasterise or let a vector image claim.
const MAX_SIDE: u32 = 8192;

/// The longest side of the thumbnail udonarium makes of every picture it loads
/// (`ImageFile.createThumbnailAsync`, 128 px in upstream, lily and Fly alike).
const THUMBNAIL_SIDE: f32 = 128.0;

/// A length for an SVG root's `width`/`height`: whole pixels as integers, else to 1/100.
fn format_size(length: f32) -> String {
    let hundredths = (length * 100.0).round() as u32;
    if hundredths.is_multiple_of(100) {
        return (hundredths / 100).to_string();
    }
    format!("{:.2}", f64::from(hundredths) / 100.0)
        .trim_end_matches('0')
        .to_string()
}

fn check_size(width: u32, height: u32) -> Result<(), RenderProblem> {
    if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
        return Err(RenderProblem::OutOfRange {
            width,
            height,
            max: MAX_SIDE,
        });
    }
    Ok(())
}

fn rasterise(tree: &resvg::usvg::Tree, scale: f32, legacy: bool) -> Result<Vec<u8>, RenderProblem> {
    let size = tree.size();
    let width = (size.width() * scale).ceil() as u32;
    let height = (size.height() * scale).ceil() as u32;
    check_size(width, height)?;
    let mut pixmap =
        resvg::tiny_skia::Pixmap::new(width, height).ok_or(RenderProblem::CannotAllocate)?;
    resvg::render(
        tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(if legacy {
        super::png::encode_legacy(width, height, pixmap.data())
    } else {
        super::png::encode(width, height, pixmap.data())
    })
}

/// Whether a raster picture is drawn anywhere, including inside patterns, masks and clips.
fn has_raster(group: &resvg::usvg::Group) -> bool {
    use resvg::usvg::Node;
    group.children().iter().any(|node| {
        let mut found = matches!(node, Node::Image(_));
        if let Node::Group(g) = node {
            found |= has_raster(g);
        }
        node.subroots(|g| found |= has_raster(g));
        found
    })
}

/// The tree written back as SVG: text already turned into paths (the browser needs no
/// font), numbers rounded to 1/100 px (invisible at any zoom, and much shorter), path data
/// in its short relative form, and a root with explicit `width`, `height` and `viewBox`,
/// without which udonarium may stall making a thumbnail and browsers will not scale it.
/// A room's picture claims a size within udonarium's thumbnail (`THUMBNAIL_SIDE`), its
/// drawing's shape kept: the app draws every picture at the size it claims and resamples
/// that in JavaScript to make its thumbnail, one picture after another while the room
/// loads, yet shows it on the table at the size the object has, as vector, so the claimed
/// size changes nothing a player sees. Print's pictures (`SvgWithPictures`) keep their text
/// as text (print embeds the font) and claim the drawing's size times `scale`, as the PNG
/// would be.
fn write_svg(
    tree: &resvg::usvg::Tree,
    scale: f32,
    format: ImageFormat,
) -> Result<Vec<u8>, RenderProblem> {
    let for_print = format == ImageFormat::SvgWithPictures;
    let size = tree.size();
    check_size(
        (size.width() * scale).ceil() as u32,
        (size.height() * scale).ceil() as u32,
    )?;
    let (width, height) = if for_print {
        (
            format_size((size.width() * scale).ceil()),
            format_size((size.height() * scale).ceil()),
        )
    } else {
        let (drawn_width, drawn_height) = (size.width() * scale, size.height() * scale);
        let shrink = (THUMBNAIL_SIDE / drawn_width.max(drawn_height)).min(1.0);
        (
            format_size(drawn_width * shrink),
            format_size(drawn_height * shrink),
        )
    };
    let options = resvg::usvg::WriteOptions {
        coordinates_precision: 2,
        transforms_precision: 4,
        indent: resvg::usvg::Indent::None,
        attributes_indent: resvg::usvg::Indent::None,
        preserve_text: for_print,
        ..Default::default()
    };
    let text = super::path_data::compact_paths(&tree.to_string(&options));
    // usvg starts with `<svg width=… height=… xmlns=…`; the size is replaced by ours.
    const XMLNS: &str = r#" xmlns="http://www.w3.org/2000/svg""#;
    let rest = text
        .find(XMLNS)
        .filter(|&at| text.starts_with("<svg ") && !text[..at].contains('>'))
        .map(|at| &text[at..])
        .ok_or(RenderProblem::NoRoot)?;
    let root = format!(
        r#"<svg viewBox="0 0 {} {}" width="{width}" height="{height}""#,
        size.width(),
        size.height()
    );
    Ok([root.as_bytes(), rest.as_bytes()].concat())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_japanese_with_the_bundled_font() {
        let r = Renderer::new();
        let blank = r
            .render_png(r#"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="30"><rect width="60" height="30" fill="white"/></svg>"#, 1.0, None)
            .unwrap();
        let text = r
            .render_png(r#"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="30"><rect width="60" height="30" fill="white"/><text x="2" y="24" font-size="24">邪神</text></svg>"#, 1.0, None)
            .unwrap();
        // Glyphs were drawn: the picture differs from the blank one and compresses worse.
        assert_ne!(blank, text);
        assert!(text.len() > blank.len());
    }

    #[test]
    fn vector_output_keeps_the_drawing_and_claims_the_scaled_size() {
        let r = Renderer::new();
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><text x="2" y="24" font-size="24">邪神</text></svg>"#;
        let out = r.render(svg, 0.5, None, ImageFormat::Svg).unwrap();
        assert_eq!(out.extension, "svg");
        let text = String::from_utf8(out.bytes).unwrap();
        assert!(
            text.starts_with(r#"<svg viewBox="0 0 200 100" width="100" height="50" xmlns="#),
            "{text}"
        );
        assert!(text.contains("<path") && !text.contains("<text"), "{text}");
        // A picture holding raster art stays PNG.
        let png = r.render_png(svg, 1.0, None).unwrap();
        let with_art = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><image width="20" height="20" href="data:image/png;base64,{}"/></svg>"#,
            base64(&png)
        );
        let out = r.render(&with_art, 1.0, None, ImageFormat::Svg).unwrap();
        assert_eq!(out.extension, "png");
    }

    fn base64(bytes: &[u8]) -> String {
        const ABC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut out = String::new();
        for chunk in bytes.chunks(3) {
            let n = chunk
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
            for i in 0..4 {
                out.push(if i <= chunk.len() {
                    ABC[(n >> (18 - 6 * i) & 63) as usize] as char
                } else {
                    '='
                });
            }
        }
        out
    }

    #[test]
    fn refuses_absurd_sizes() {
        let r = Renderer::new();
        let err = r
            .render_png(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="10"/>"#,
                1.0,
                None,
            )
            .unwrap_err();
        assert_eq!(
            err,
            RenderProblem::OutOfRange {
                width: 100000,
                height: 10,
                max: MAX_SIDE
            }
        );
        assert!(err.to_string().contains("out of range"));
    }
}
