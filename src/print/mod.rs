//! `udonforge print`: a print-and-play PDF of a game — every card (front, and its back on
//! the next page mirrored for duplex), piece and die face at the size the definition gives
//! it, with a bleed and crop marks; the table tiled across pages; a cover page saying what
//! to print and cut.
//!
//! The room is built in memory exactly as `build` makes it (SVG faces, text already the
//! bundled font's outlines), so the paper shows what the room shows. It is laid out first
//! from the plan, nothing rendered, so a PDF over the page limit is refused at once.

mod cover;
mod deflate;
mod draw;
mod glyphs;
mod instructions;
mod items;
mod labels;
pub mod layout;
mod paint;
mod pdf;
mod picture;
mod raster;

use crate::art::Renderer;
use crate::definition::{Game, Lang, Seating};
use crate::error::{Error, PrintProblem};
use crate::room::{BuildOptions, build, plan};
use crate::udonarium::{Room, TableObject};
pub use layout::{Item, Page, Paper, Sheet};
use picture::Picture;
use std::collections::BTreeMap;

/// What `print` is asked for besides the game.
#[derive(Debug, Clone)]
pub struct PrintOptions {
    /// Who plays (`Game::seating`).
    pub seating: Seating,
    /// The language of the cards and the cover.
    pub lang: Lang,
    /// The folder holding `<game>/` with user art; `None` uses no user art.
    pub art_root: Option<std::path::PathBuf>,
    /// The paper and how the pages are laid out on it.
    pub sheet: Sheet,
    /// Whether the table prints (where the game draws one).
    pub table: bool,
    /// Fills printed pale, light words on them dark.
    pub ink_saving: bool,
    /// Told how many images are rendered so far.
    pub progress: crate::art::jobs::Progress,
}

impl PrintOptions {
    /// The defaults for `seating` in `lang` on `paper`.
    pub fn new(seating: Seating, lang: Lang, paper: Paper) -> PrintOptions {
        PrintOptions {
            seating,
            lang,
            art_root: None,
            sheet: Sheet::new(paper),
            table: true,
            ink_saving: false,
            progress: Default::default(),
        }
    }
}

/// A written PDF and what it holds.
pub struct Printed {
    /// The PDF's bytes.
    pub pdf: Vec<u8>,
    /// Its pages as laid out (page 1 the cover).
    pub pages: Vec<Page>,
    /// What its pages show, in print order (the pages' placements name them by index).
    #[cfg_attr(not(test), allow(dead_code))]
    pub items: Vec<Item>,
    /// The room's image id of each picture the pages' placements name, by index.
    #[cfg_attr(not(test), allow(dead_code))]
    pub pictures: Vec<String>,
}

/// The PDF of `game`: laid out, counted, then rendered.
pub fn print(game: &Game, options: &PrintOptions) -> Result<Printed, Error> {
    let build_options = BuildOptions {
        seating: options.seating.clone(),
        // Faces do not depend on the shuffle; items are sorted by component anyway.
        seed: 0,
        lang: options.lang,
        art_root: options.art_root.clone(),
        // Faces with the user's art in a slot stay vector around it: sharp text on paper.
        images: crate::art::ImageFormat::SvgWithPictures,
        progress: options.progress.clone(),
    };
    let title = game.title.get(options.lang).to_string();
    let table = options.table && table_is_drawn(game);
    let what = (options.lang, options.seating.played(), table);
    let planned = plan(game, &build_options)?;
    let (planned_items, _) = items::room_items(game, &planned.room, what, |id| {
        planned
            .sizes
            .get(id)
            .map(|&(w, h)| (f64::from(w), f64::from(h)))
    });
    drop(planned);
    let pages = lay_out(&title, &planned_items, options).len();
    if pages > layout::MAX_PAGES {
        return Err(Error::PrintTooLarge {
            game: game.id.clone(),
            pages,
            limit: layout::MAX_PAGES,
        });
    }
    let mut built = build(game, &build_options)?;
    let renderer = Renderer::new();
    let mut read: BTreeMap<String, Picture> = BTreeMap::new();
    for object_image in image_ids(&built.room) {
        if read.contains_key(&object_image) {
            continue;
        }
        let found = picture(&renderer, &mut built, &object_image).map_err(|problem| {
            Error::CannotPrint {
                game: game.id.clone(),
                problem,
            }
        })?;
        read.insert(object_image, found);
    }
    let (items, ids) = items::room_items(game, &built.room, what, |id| {
        read.get(id).map(Picture::size)
    });
    let mut pictures: Vec<Picture> = ids
        .iter()
        .map(|id| read.remove(id).expect("every item's picture was read"))
        .collect();
    let pages = lay_out(&title, &items, options);
    let overlays =
        cover::overlays(&renderer, &title, &items, &pages, options).map_err(|problem| {
            Error::CannotPrint {
                game: game.id.clone(),
                problem: PrintProblem::Render(problem),
            }
        })?;
    let pdf = pdf::write(&mut pictures, &pages, &overlays, options, &title);
    Ok(Printed {
        pdf,
        pages,
        items,
        pictures: ids,
    })
}

/// The table picture `udonforge new` writes into a new game (the background, its areas
/// drawn and named): a game still holding it as it was has drawn no table of its own.
const SCAFFOLD_TABLE: &str = include_str!("../../assets/scaffold/faces/table.svg");

/// Whether the game draws a table of its own: not udonforge's plain one where the
/// definition names none, nor the new game's untouched one (a deck of pictures gets no
/// table it never asked for).
fn table_is_drawn(game: &Game) -> bool {
    game.table.is_drawn()
        && game.files.get(&game.table.template).map(String::as_str) != Some(SCAFFOLD_TABLE)
}

/// The pages, with as many for the cover as its words take (the cover lists page numbers,
/// so it is laid out again until its length settles).
fn lay_out(title: &str, items: &[Item], options: &PrintOptions) -> Vec<Page> {
    let mut cover_pages = 1;
    for _ in 0..4 {
        let pages = layout::lay_out(items, &options.sheet, cover_pages);
        let needed = cover::cover_pages(title, items, &pages, options);
        if needed <= cover_pages {
            return pages;
        }
        cover_pages = needed;
    }
    layout::lay_out(items, &options.sheet, cover_pages)
}

/// Every image id a room's printed objects show.
fn image_ids(room: &Room) -> Vec<String> {
    let mut ids = vec![room.table.image.clone()];
    for object in &room.objects {
        match object {
            TableObject::Card(c) => ids.extend([c.front.clone(), c.back.clone()]),
            TableObject::CardStack(s) => ids.extend(
                s.cards
                    .iter()
                    .flat_map(|c| [c.front.clone(), c.back.clone()]),
            ),
            TableObject::Piece(p) => ids.push(p.image.clone()),
            TableObject::DiceSymbol(d) => ids.extend(d.faces.iter().map(|(_, i)| i.clone())),
            TableObject::TextNote(_) => {}
        }
    }
    ids
}

/// A room image as the pages draw it: an SVG face parsed as it is, a picture file (a deck
/// of pictures' face) kept as its bytes at its pixel size.
fn picture(
    renderer: &Renderer,
    built: &mut crate::room::Built,
    id: &str,
) -> Result<Picture, PrintProblem> {
    let image = built
        .images
        .take(id)
        .ok_or_else(|| PrintProblem::ImageNotInRoom { id: id.into() })?;
    if image.extension == "svg" {
        let text = std::str::from_utf8(&image.bytes).map_err(PrintProblem::NotUtf8)?;
        let tree = renderer.tree(text).map_err(PrintProblem::Render)?;
        let corners = picture::corner_colours(&tree);
        return Ok(Picture::Vector(Box::new(tree), corners));
    }
    // Checked whole when the room took it in: its header says its size.
    let info = crate::picture::info(&image.bytes).map_err(PrintProblem::Picture)?;
    Ok(Picture::Raster {
        bytes: image.bytes,
        size: (f64::from(info.width), f64::from(info.height)),
    })
}
