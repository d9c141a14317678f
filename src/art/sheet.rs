//! A contact sheet: PNG images at their own pixel size in a grid, each with a label under it
//! drawn in the bundled font, encoded as one PNG.
//!
//! Every cell is as large as the largest image plus a label band, so the grid is regular and
//! a reader (or a test) can find any cell from the image count and sizes alone; a smaller
//! image sits centred in its cell with its label right under it, so the label cannot be
//! taken for another's. Images are never scaled: the point is to see them as they are
//! stored.

use super::render::Renderer;
use super::template::escape;
use crate::error::{SheetProblem, TileProblem};
use resvg::tiny_skia::{Color, IntSize, Pixmap, PixmapPaint, Transform};

/// Space around the sheet and between cells, in pixels.
pub const GAP: u32 = 16;
/// The band under each image holding its label.
pub const LABEL_HEIGHT: u32 = 32;
/// Cells are at least this wide, so the label of a small chit stays legible.
pub const MIN_CELL_WIDTH: u32 = 160;
/// More columns are not added past this width: a sheet should fit a screen's zoom-out.
pub const MAX_WIDTH: u32 = 4000;
/// The largest sheet made: 64 megapixels is 256 MiB of pixels while drawing it.
pub const MAX_PIXELS: u64 = 64_000_000;
/// Light grey, so white card edges and transparent corners show against it.
pub const BACKGROUND: [u8; 3] = [0xd8, 0xd8, 0xdc];
const LABEL_FONT_SIZE: f32 = 18.0;
const LABEL_COLOUR: &str = "#1a1a1a";

/// One image of the sheet and the words under it.
pub struct Tile<'a> {
    pub label: String,
    /// The image file's bytes: PNG, or a picture stored as it is (JPEG, WebP, GIF).
    pub image: &'a [u8],
}

/// Where the cells lie: a pure function of the image count and the largest image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grid {
    pub columns: u32,
    pub rows: u32,
    pub cell_width: u32,
    /// The image part of a cell: the largest image's height. A label takes
    /// [`LABEL_HEIGHT`] under its image.
    pub image_height: u32,
}

impl Grid {
    /// Columns as for a square sheet (`ceil(sqrt(n))`), fewer where that would pass
    /// [`MAX_WIDTH`], never fewer than one.
    pub fn new(tiles: u32, max_width: u32, max_height: u32) -> Grid {
        let cell_width = max_width.max(MIN_CELL_WIDTH);
        let square = (1..=tiles.max(1)).find(|c| c * c >= tiles).unwrap_or(1);
        let fitting = ((MAX_WIDTH - GAP) / (cell_width + GAP)).max(1);
        let columns = square.min(fitting);
        Grid {
            columns,
            rows: tiles.div_ceil(columns),
            cell_width,
            image_height: max_height,
        }
    }

    pub fn width(&self) -> u64 {
        u64::from(GAP) + u64::from(self.columns) * u64::from(self.cell_width + GAP)
    }

    pub fn height(&self) -> u64 {
        u64::from(GAP) + u64::from(self.rows) * u64::from(self.image_height + LABEL_HEIGHT + GAP)
    }

    /// The top left corner of cell `i`, counted row by row.
    pub fn cell(&self, i: u32) -> (u32, u32) {
        let (column, row) = (i % self.columns, i / self.columns);
        (
            GAP + column * (self.cell_width + GAP),
            GAP + row * (self.image_height + LABEL_HEIGHT + GAP),
        )
    }
}

/// A finished sheet.
pub struct Sheet {
    pub png: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// Lays out `tiles` in a [`Grid`] and encodes the sheet. Sizes come from the PNG headers
/// first, so a sheet over [`MAX_PIXELS`] is refused before any pixel is decoded.
pub fn compose(renderer: &Renderer, tiles: &[Tile]) -> Result<Sheet, SheetProblem> {
    if tiles.is_empty() {
        return Err(SheetProblem::NoImages);
    }
    let sizes = tiles
        .iter()
        .map(|t| {
            crate::picture::info(t.image)
                .map(|i| (i.width, i.height))
                .map_err(|problem| SheetProblem::SizeUnreadable {
                    label: t.label.clone(),
                    problem,
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let grid = layout(&sizes)?;
    let sizes: Vec<(u32, u32)> = sizes.iter().map(|&(w, h)| shown_size(w, h)).collect();
    // Both sides fit in u32: their product is at most MAX_PIXELS and each is at least 1.
    let (width, height) = (grid.width() as u32, grid.height() as u32);
    let mut sheet = Pixmap::new(width, height).ok_or(SheetProblem::CannotAllocate)?;
    let [r, g, b] = BACKGROUND;
    sheet.fill(Color::from_rgba8(r, g, b, 255));
    for (i, (tile, &(w, h))) in tiles.iter().zip(&sizes).enumerate() {
        let (x, y) = grid.cell(i as u32);
        let image = decode(tile.image, w, h).map_err(|problem| SheetProblem::Tile {
            label: tile.label.clone(),
            problem,
        })?;
        let left = x + (grid.cell_width - w) / 2;
        let top = y + (grid.image_height - h) / 2;
        // Integer offsets and no transform: the pixels are copied as they are (blended only
        // where the image is transparent).
        sheet.draw_pixmap(
            left as i32,
            top as i32,
            image.as_ref(),
            &PixmapPaint::default(),
            Transform::identity(),
            None,
        );
        draw_label(
            renderer,
            &mut sheet,
            &tile.label,
            (x, top + h),
            grid.cell_width,
        )
        .map_err(SheetProblem::Label)?;
    }
    Ok(Sheet {
        png: super::png::encode(width, height, sheet.data()),
        width,
        height,
    })
}

/// The grid of a sheet of images of these pixel sizes, or why it would be too large: known
/// from the sizes alone, so a sheet is refused before any image is rendered or decoded.
pub fn layout(sizes: &[(u32, u32)]) -> Result<Grid, SheetProblem> {
    let shown: Vec<(u32, u32)> = sizes.iter().map(|&(w, h)| shown_size(w, h)).collect();
    let max_width = shown.iter().map(|s| s.0).max().unwrap_or(0);
    let max_height = shown.iter().map(|s| s.1).max().unwrap_or(0);
    let count = u32::try_from(sizes.len()).map_err(|_| SheetProblem::TooManyImages)?;
    let grid = Grid::new(count, max_width, max_height);
    let (width, height) = (grid.width(), grid.height());
    if width * height > MAX_PIXELS {
        return Err(SheetProblem::TooLarge {
            count,
            width,
            height,
            limit_mp: MAX_PIXELS / 1_000_000,
        });
    }
    Ok(grid)
}

/// A tile is drawn at the size the room stores its image, up to this width: a user's scan
/// may be stored as it is, thousands of pixels wide, where a face is drawn at 300.
const MAX_TILE_WIDTH: u32 = 600;

/// The size a tile of a `width` × `height` image is drawn at.
fn shown_size(width: u32, height: u32) -> (u32, u32) {
    if width <= MAX_TILE_WIDTH {
        return (width, height);
    }
    let scaled = (u64::from(height) * u64::from(MAX_TILE_WIDTH) / u64::from(width)).max(1);
    (MAX_TILE_WIDTH, scaled as u32)
}

/// Decodes a room image (PNG, or a user's JPEG, WebP or GIF stored as it is), scaled to
/// `width` × `height`, into tiny-skia's premultiplied layout.
fn decode(bytes: &[u8], width: u32, height: u32) -> Result<Pixmap, TileProblem> {
    let mut image = crate::picture::decode(bytes).map_err(TileProblem::Picture)?;
    if (image.width(), image.height()) != (width, height) {
        image = image.resize_exact(width, height, image::imageops::FilterType::Triangle);
    }
    let rgba = image.to_rgba8();
    let mut data = rgba.into_raw();
    for p in data.chunks_exact_mut(4) {
        let a = u16::from(p[3]);
        if a < 255 {
            for c in &mut p[..3] {
                *c = ((u16::from(*c) * a + 127) / 255) as u8;
            }
        }
    }
    let size = IntSize::from_wh(width, height).ok_or(TileProblem::NoPixels)?;
    Pixmap::from_vec(data, size).ok_or(TileProblem::WrongSize)
}

/// The label centred in the band at `(x, y)`, `width` wide: drawn through resvg with the
/// bundled font (never a system one), shrunk to fit when the id is long.
fn draw_label(
    renderer: &Renderer,
    sheet: &mut Pixmap,
    label: &str,
    (x, y): (u32, u32),
    width: u32,
) -> Result<(), crate::error::RenderProblem> {
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{LABEL_HEIGHT}"><text x="0" y="0" font-size="{LABEL_FONT_SIZE}" fill="{LABEL_COLOUR}">{}</text></svg>"#,
        escape(label)
    );
    let tree = renderer.parse(&svg, None)?;
    let bounds = tree.root().abs_bounding_box();
    if bounds.width() <= 0.0 {
        return Ok(());
    }
    let room = width.saturating_sub(8) as f32;
    let scale = (room / bounds.width()).min(1.0);
    // The text's middle on the cell's middle; the baseline where a full-size label's glyphs
    // sit centred in the band, so labels of a row line up whatever letters they hold.
    let centre_x = x as f32 + width as f32 / 2.0;
    let baseline = y as f32 + LABEL_HEIGHT as f32 / 2.0 + LABEL_FONT_SIZE * 0.35 * scale;
    let transform = Transform::from_row(
        scale,
        0.0,
        0.0,
        scale,
        centre_x - scale * (bounds.x() + bounds.width() / 2.0),
        baseline,
    );
    resvg::render(&tree, transform, &mut sheet.as_mut());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32, rgba: [u8; 4]) -> Vec<u8> {
        let pixels: Vec<u8> = (0..width * height).flat_map(|_| rgba).collect();
        super::super::png::encode(width, height, &pixels)
    }

    #[test]
    fn the_grid_is_square_until_it_is_too_wide() {
        let g = Grid::new(50, 300, 420);
        assert_eq!((g.columns, g.rows), (8, 7));
        assert_eq!(g.width(), 16 + 8 * 316);
        assert_eq!(g.height(), 16 + 7 * (420 + 32 + 16));
        // 12 columns of 316 px would pass 4000 px: 12 cells fit at most.
        let g = Grid::new(200, 300, 420);
        assert_eq!((g.columns, g.rows), (12, 17));
        assert_eq!(Grid::new(1, 9000, 10).columns, 1);
        // Small images get cells wide enough for their labels.
        assert_eq!(Grid::new(4, 100, 100).cell_width, MIN_CELL_WIDTH);
    }

    #[test]
    fn images_keep_their_pixels_and_labels_are_drawn() {
        let r = Renderer::new();
        let red = png(300, 420, [200, 0, 0, 255]);
        let blue = png(100, 100, [0, 0, 200, 255]);
        let tiles = [
            Tile {
                label: "card/red".into(),
                image: &red,
            },
            Tile {
                label: "chit/blue (back)".into(),
                image: &blue,
            },
        ];
        let sheet = compose(&r, &tiles).unwrap();
        assert_eq!((sheet.width, sheet.height), (16 + 2 * 316, 16 + 468));
        let decoded = image::load_from_memory(&sheet.png).unwrap().to_rgb8();
        assert_eq!(decoded.get_pixel(16, 16).0, [200, 0, 0]);
        assert_eq!(decoded.get_pixel(16 + 299, 16 + 419).0, [200, 0, 0]);
        // The small one is centred in its cell, the rest of the cell is background.
        let (cx, cy) = (16 + 316 + 150, 16 + 210);
        assert_eq!(decoded.get_pixel(cx, cy).0, [0, 0, 200]);
        assert_eq!(decoded.get_pixel(cx - 60, cy).0, BACKGROUND);
        // Each label is written right under its image.
        let dark_in = |x0: u32, y0: u32| {
            (x0..x0 + 300).any(|x| (y0..y0 + 32).any(|y| decoded.get_pixel(x, y).0[0] < 100))
        };
        assert!(dark_in(16, 16 + 420) && dark_in(16 + 316, 16 + 160 + 100));
        assert!(!dark_in(16 + 316, 16 + 420));
        // Same tiles, same bytes.
        assert_eq!(compose(&r, &tiles).unwrap().png, sheet.png);
    }

    #[test]
    fn long_labels_shrink_into_their_cell() {
        let r = Renderer::new();
        let img = png(100, 100, [255, 255, 255, 255]);
        let tiles = [Tile {
            label: "a-very-long-kind-name/an-even-longer-item-name (back, seat 5)".into(),
            image: &img,
        }];
        let sheet = compose(&r, &tiles).unwrap();
        let decoded = image::load_from_memory(&sheet.png).unwrap().to_rgb8();
        let inked = |x: u32| (0..sheet.height).any(|y| decoded.get_pixel(x, y).0[0] < 100);
        // The margins left and right of the cell stay clear.
        assert!(!(0..16).any(inked) && !(16 + 160..sheet.width).any(inked));
        assert!((16..16 + 160).any(inked));
    }

    #[test]
    fn a_large_picture_is_shown_at_most_600_px_wide() {
        assert_eq!(shown_size(300, 420), (300, 420));
        assert_eq!(shown_size(2000, 2800), (600, 840));
        let r = Renderer::new();
        let img = png(1200, 1200, [0, 0, 200, 255]);
        let sheet = compose(
            &r,
            &[Tile {
                label: "k/i".into(),
                image: &img,
            }],
        )
        .unwrap();
        let grid = layout(&[(1200, 1200)]).unwrap();
        assert_eq!((grid.cell_width, grid.image_height), (600, 600));
        assert_eq!(
            (sheet.width, sheet.height),
            (grid.width() as u32, grid.height() as u32)
        );
    }

    #[test]
    fn a_sheet_over_the_limit_is_refused() {
        let r = Renderer::new();
        // Only the headers are read before refusing, so headers claiming 600 × 6000 px are
        // enough (and nothing of that size is ever allocated): 20 of them in 5 columns make
        // a sheet of about 3100 × 24 300 px.
        let mut ihdr = b"IHDR".to_vec();
        ihdr.extend(600u32.to_be_bytes());
        ihdr.extend(6000u32.to_be_bytes());
        ihdr.extend([8, 6, 0, 0, 0]);
        let mut big = b"\x89PNG\r\n\x1a\n".to_vec();
        // The decoder reads up to the first data chunk before it tells the size.
        for chunk in [&ihdr[..], b"IDAT", b"IEND"] {
            let mut crc = flate2::Crc::new();
            crc.update(chunk);
            big.extend((chunk.len() as u32 - 4).to_be_bytes());
            big.extend(chunk);
            big.extend(crc.sum().to_be_bytes());
        }
        let tiles: Vec<Tile> = (0..20)
            .map(|i| Tile {
                label: format!("k/big-{i}"),
                image: &big,
            })
            .collect();
        let e = compose(&r, &tiles).err().unwrap();
        assert!(
            matches!(
                e,
                SheetProblem::TooLarge {
                    count: 20,
                    limit_mp: 64,
                    ..
                }
            ),
            "{e:?}"
        );
        assert!(
            e.to_string().contains("over the limit of 64 megapixels"),
            "{e}"
        );
    }
}
