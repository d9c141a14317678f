//! SVG to PNG with resvg, using only the bundled font so faces look the same on any machine.

use std::sync::Arc;

/// IPAexGothic, under the IPA Font License (see `assets/fonts/`). Compiled in so a build
/// never depends on the fonts a machine happens to have.
static FONT: &[u8] = include_bytes!("../../assets/fonts/ipaexg.ttf");
pub const FONT_FAMILY: &str = "IPAexGothic";

pub struct Renderer {
    fontdb: Arc<resvg::usvg::fontdb::Database>,
}

impl Default for Renderer {
    fn default() -> Self {
        Self::new()
    }
}

impl Renderer {
    pub fn new() -> Self {
        let mut db = resvg::usvg::fontdb::Database::new();
        db.load_font_data(FONT.to_vec());
        // Generic families resolve to the bundled font too, so a template naming
        // `sans-serif` or `serif` still renders Japanese.
        db.set_sans_serif_family(FONT_FAMILY);
        db.set_serif_family(FONT_FAMILY);
        db.set_monospace_family(FONT_FAMILY);
        db.set_cursive_family(FONT_FAMILY);
        db.set_fantasy_family(FONT_FAMILY);
        Renderer {
            fontdb: Arc::new(db),
        }
    }

    /// Renders an SVG document at `scale` (1.0 = its own size) into PNG bytes.
    /// `resources` is where relative `<image href>` paths are looked up.
    pub fn render_png(
        &self,
        svg: &str,
        scale: f32,
        resources: Option<&std::path::Path>,
    ) -> Result<Vec<u8>, String> {
        let options = resvg::usvg::Options {
            font_family: FONT_FAMILY.to_string(),
            fontdb: Arc::clone(&self.fontdb),
            resources_dir: resources.map(|p| p.to_path_buf()),
            ..Default::default()
        };
        let tree = resvg::usvg::Tree::from_str(svg, &options).map_err(|e| e.to_string())?;
        let size = tree.size();
        let width = (size.width() * scale).ceil() as u32;
        let height = (size.height() * scale).ceil() as u32;
        if width == 0 || height == 0 || width > 8192 || height > 8192 {
            return Err(format!(
                "an image of {width}×{height} px is out of range (1 to 8192)"
            ));
        }
        let mut pixmap =
            resvg::tiny_skia::Pixmap::new(width, height).ok_or("cannot allocate the image")?;
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        Ok(encode_png(width, height, pixmap.data()))
    }
}

/// Encodes premultiplied RGBA as PNG, dropping the alpha channel when the image is opaque
/// (most faces are), which keeps rooms small.
fn encode_png(width: u32, height: u32, premultiplied: &[u8]) -> Vec<u8> {
    let opaque = premultiplied.chunks_exact(4).all(|p| p[3] == 255);
    let (color, data): (png::ColorType, Vec<u8>) = if opaque {
        (
            png::ColorType::Rgb,
            premultiplied
                .chunks_exact(4)
                .flat_map(|p| [p[0], p[1], p[2]])
                .collect(),
        )
    } else {
        let mut out = Vec::with_capacity(premultiplied.len());
        for p in premultiplied.chunks_exact(4) {
            let a = p[3] as u32;
            let un = |c: u8| {
                (c as u32 * 255 + a / 2)
                    .checked_div(a)
                    .map_or(0, |v| v.min(255) as u8)
            };
            out.extend_from_slice(&[un(p[0]), un(p[1]), un(p[2]), p[3]]);
        }
        (png::ColorType::Rgba, out)
    };
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, width, height);
        encoder.set_color(color);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::High);
        // Writing into a Vec only fails on inconsistent sizes, which we computed ourselves.
        let mut writer = encoder.write_header().expect("png header");
        writer.write_image_data(&data).expect("png data");
    }
    bytes
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
    fn refuses_absurd_sizes() {
        let r = Renderer::new();
        let err = r
            .render_png(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="10"/>"#,
                1.0,
                None,
            )
            .unwrap_err();
        assert!(err.contains("out of range"));
    }
}
