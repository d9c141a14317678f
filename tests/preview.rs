//! `udonforge preview`: the contact sheet holds one tile per distinct card image of the room
//! `build` makes, laid out on the documented grid. The expected tiles are counted here from
//! the built room's own data.xml and images, not by the code that draws the sheet.

use crate::common;
use common::*;
use std::collections::BTreeSet;
use std::io::Read;
use std::path::Path;

// The grid as docs/definitions.md and `art::sheet` describe it, restated.
const GAP: u64 = 16;
const LABEL: u64 = 32;
const MIN_CELL_WIDTH: u64 = 160;
const MAX_WIDTH: u64 = 4000;

/// The distinct front and back image ids of every card in a room zip built with
/// `--images png`, and the largest width and height among those images.
fn card_images(zip: &Path) -> (usize, u64, u64) {
    let mut archive =
        zip::ZipArchive::new(std::io::Cursor::new(std::fs::read(zip).unwrap())).unwrap();
    let mut xml = String::new();
    archive
        .by_name("data.xml")
        .unwrap()
        .read_to_string(&mut xml)
        .unwrap();
    let mut ids = BTreeSet::new();
    // `<card ` (with the space) is a card, loose or inside a `<card-stack>`.
    for card in xml.split("<card ").skip(1) {
        let card = &card[..card.find("</card>").unwrap()];
        for side in ["front", "back"] {
            let open = format!(r#"name="{side}">"#);
            let at = card.find(&open).unwrap() + open.len();
            let id = &card[at..at + card[at..].find('<').unwrap()];
            assert_eq!(id.len(), 64, "{card}");
            ids.insert(id.to_string());
        }
    }
    let (mut width, mut height) = (0, 0);
    for id in &ids {
        let mut png = Vec::new();
        archive
            .by_name(&format!("{id}.png"))
            .unwrap()
            .read_to_end(&mut png)
            .unwrap();
        // The PNG header: width and height, big-endian, after the signature and `IHDR`.
        let be = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as u64;
        width = width.max(be(16));
        height = height.max(be(20));
    }
    (ids.len(), width, height)
}

struct Grid {
    columns: u64,
    rows: u64,
    cell_width: u64,
    image_height: u64,
}

impl Grid {
    fn new(tiles: u64, max_width: u64, max_height: u64) -> Grid {
        let cell_width = max_width.max(MIN_CELL_WIDTH);
        let square = (tiles as f64).sqrt().ceil() as u64;
        let columns = square.min(((MAX_WIDTH - GAP) / (cell_width + GAP)).max(1));
        Grid {
            columns,
            rows: tiles.div_ceil(columns),
            cell_width,
            image_height: max_height,
        }
    }

    fn size(&self) -> (u64, u64) {
        (
            GAP + self.columns * (self.cell_width + GAP),
            GAP + self.rows * (self.image_height + LABEL + GAP),
        )
    }

    /// The middle of the image part of cell `i`, where every tile is drawn centred.
    fn centre(&self, i: u64) -> (u32, u32) {
        let (column, row) = (i % self.columns, i / self.columns);
        (
            (GAP + column * (self.cell_width + GAP) + self.cell_width / 2) as u32,
            (GAP + row * (self.image_height + LABEL + GAP) + self.image_height / 2) as u32,
        )
    }
}

fn preview(dir: &Path, game: &str, name: &str, extra: &[&str]) -> (Vec<u8>, String) {
    let out = dir.join(name);
    let mut args = vec!["preview", game, "-o", out.to_str().unwrap()];
    args.extend_from_slice(extra);
    let run = Test::new().args(&args).stdout_has("wrote ").run();
    (std::fs::read(&out).unwrap(), run.stdout)
}

#[test]
fn every_distinct_card_image_is_one_tile_on_the_grid() {
    let dir = scratch("preview-games");
    for (game, players, expected_tiles) in [
        ("shinjya", "4", None),
        ("ritual", "3", None),
        ("deltacle", "2", None),
        // Five seats, five role backs in their colours: 54 images in all.
        ("wie-verhext", "5", Some(54)),
    ] {
        let extra = ["--players", players];
        let zip = build_room(
            &dir,
            game,
            &["--images", "png", "--seed", "5", "--players", players],
        );
        let (tiles, max_width, max_height) = card_images(&zip);
        if let Some(n) = expected_tiles {
            assert_eq!(tiles, n, "{game}");
        }
        let (png, stdout) = preview(&dir, game, &format!("{game}.png"), &extra);
        let sheet = image::load_from_memory(&png).unwrap().to_rgb8();
        let grid = Grid::new(tiles as u64, max_width, max_height);
        let (width, height) = grid.size();
        assert_eq!(
            (sheet.width() as u64, sheet.height() as u64),
            (width, height),
            "{game}: {tiles} tiles of at most {max_width}×{max_height}"
        );
        assert!(
            stdout.contains(&format!("({tiles} tiles, {width}×{height} px, ")),
            "{stdout}"
        );
        // A tile lies on the centre of exactly the first `tiles` cells; the rest of the last
        // row is the sheet's background, as the margin is.
        let background = sheet.get_pixel(0, 0);
        let covered: Vec<u64> = (0..grid.columns * grid.rows)
            .filter(|&i| {
                let (x, y) = grid.centre(i);
                sheet.get_pixel(x, y) != background
            })
            .collect();
        assert_eq!(
            covered,
            (0..tiles as u64).collect::<Vec<_>>(),
            "{game}: cells covered"
        );
    }
}

#[test]
fn language_changes_the_sheet_and_the_same_inputs_give_the_same_bytes() {
    let dir = scratch("preview-lang");
    let (ja, _) = preview(&dir, "ritual", "ja.png", &[]);
    let (ja_again, _) = preview(&dir, "ritual", "ja-again.png", &["--lang", "ja"]);
    let (en, _) = preview(&dir, "ritual", "en.png", &["--lang", "en"]);
    assert!(ja == ja_again, "two runs of the same preview differ");
    assert!(ja != en, "--lang en drew the same sheet as ja");
}

#[test]
fn user_art_shows_on_the_sheet() {
    let dir = scratch("preview-art");
    let art = dir.join("art/deltacle/blessing");
    std::fs::create_dir_all(&art).unwrap();
    // A flat magenta face for the blessing card, which nothing else is coloured.
    image::RgbImage::from_pixel(300, 200, image::Rgb([255, 0, 255]))
        .save(art.join("blessing.face.png"))
        .unwrap();
    let art_root = dir.join("art");
    let (plain, _) = preview(&dir, "deltacle", "plain.png", &[]);
    let (with_art, _) = preview(
        &dir,
        "deltacle",
        "art.png",
        &["--art", art_root.to_str().unwrap()],
    );
    let magenta = |png: &[u8]| {
        image::load_from_memory(png)
            .unwrap()
            .to_rgb8()
            .pixels()
            .filter(|p| p.0 == [255, 0, 255])
            .count()
    };
    assert_eq!(magenta(&plain), 0);
    // The whole picture, at its size, unscaled.
    assert_eq!(magenta(&with_art), 300 * 200);
}

#[test]
fn the_default_output_is_named_after_the_game_in_the_current_folder() {
    let dir = scratch("preview-default");
    let run = Test::new()
        .current_dir(&dir)
        .args(&["preview", "deltacle"])
        .stdout_has("wrote ")
        .run();
    assert!(
        run.stdout
            .starts_with("wrote deltacle-preview.png (34 tiles, "),
        "{}",
        run.stdout
    );
    let png = std::fs::read(dir.join("deltacle-preview.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
}

#[test]
fn bad_games_and_outputs_are_refused() {
    let dir = scratch("preview-refused");
    let run = Test::new()
        .args(&["preview", "no-such-game"])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        run.stderr.starts_with(
            "error: no game `no-such-game`; the games are deltacle, ritual, shinjya, wie-verhext"
        ),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("hint: `udonforge games`"),
        "{}",
        run.stderr
    );

    let folder = dir.join("a-folder");
    std::fs::create_dir(&folder).unwrap();
    Test::new()
        .args(&["preview", "deltacle", "-o", folder.to_str().unwrap()])
        .status(2)
        .stderr_has("exists and is not a regular file")
        .run();
    assert!(folder.is_dir());
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        1,
        "nothing else written"
    );

    Test::new()
        .args(&["preview", "deltacle", "--players", "9"])
        .status(2)
        .stderr_has("not 9")
        .run();
}
