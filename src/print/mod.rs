//! `udonforge print`: a print-and-play PDF of a game — every card (front, and its back on
//! the next page mirrored for duplex), piece and die face at the size the definition gives
//! it, with a bleed and crop marks; the table tiled across pages; a cover page saying what
//! to print and cut.
//!
//! The room is built in memory exactly as `build` makes it (SVG faces, text already the
//! bundled font's outlines), so the paper shows what the room shows. It is laid out first
//! from the plan, nothing rendered, so a PDF over the page limit is refused at once.

mod cover;
mod draw;
mod glyphs;
pub mod layout;
mod pdf;

use crate::art::Renderer;
use crate::definition::{Game, Lang};
use crate::error::{Error, PrintProblem};
use crate::room::{BuildOptions, build, plan};
use crate::udonarium::{Room, TableObject};
pub use layout::{CELL_MM, Item, Page, Paper};
use std::collections::BTreeMap;

/// What `print` is asked for besides the game.
#[derive(Debug, Clone)]
pub struct PrintOptions {
    /// How many play (in the game's range).
    pub players: u32,
    /// The language of the cards and the cover.
    pub lang: Lang,
    /// The folder holding `<game>/` with user art; `None` uses no user art.
    pub art_root: Option<std::path::PathBuf>,
    /// The paper size.
    pub paper: Paper,
    /// Told how many images are rendered so far.
    pub progress: crate::art::jobs::Progress,
}

/// A written PDF and what it holds.
pub struct Printed {
    /// The PDF's bytes.
    pub pdf: Vec<u8>,
    /// Its pages as laid out (page 1 the cover).
    pub pages: Vec<Page>,
    /// The room's image id of each picture the pages' placements name, by index.
    #[cfg_attr(not(test), allow(dead_code))]
    pub pictures: Vec<String>,
}

/// The PDF of `game`: laid out, counted, then rendered.
pub fn print(game: &Game, options: &PrintOptions) -> Result<Printed, Error> {
    let build_options = BuildOptions {
        players: options.players,
        // Faces do not depend on the shuffle; items are sorted by component anyway.
        seed: 0,
        lang: options.lang,
        art_root: options.art_root.clone(),
        // Faces with the user's art in a slot stay vector around it: sharp text on paper.
        images: crate::art::ImageFormat::SvgWithPictures,
        progress: options.progress.clone(),
    };
    let planned = plan(game, &build_options)?;
    let (planned_items, _) = room_items(&planned.room, options.lang, |id| {
        planned
            .sizes
            .get(id)
            .map(|&(w, h)| (f64::from(w), f64::from(h)))
    });
    let pages = layout::count_pages(&planned_items, options.paper);
    if pages > layout::MAX_PAGES {
        return Err(Error::PrintTooLarge {
            game: game.id.clone(),
            pages,
            limit: layout::MAX_PAGES,
        });
    }
    let built = build(game, &build_options)?;
    let renderer = Renderer::new();
    let mut trees: BTreeMap<String, resvg::usvg::Tree> = BTreeMap::new();
    for object_image in image_ids(&built.room) {
        if trees.contains_key(&object_image) {
            continue;
        }
        let tree = picture_tree(&renderer, &built, &object_image).map_err(|problem| {
            Error::CannotPrint {
                game: game.id.clone(),
                problem,
            }
        })?;
        trees.insert(object_image, tree);
    }
    let (items, ids) = room_items(&built.room, options.lang, |id| {
        trees
            .get(id)
            .map(|t| (f64::from(t.size().width()), f64::from(t.size().height())))
    });
    let pictures: Vec<resvg::usvg::Tree> = ids
        .iter()
        .map(|id| trees.remove(id).expect("every item's picture was parsed"))
        .collect();
    let pages = layout::lay_out(&items, options.paper);
    let title = game.title.get(options.lang).to_string();
    let overlays =
        cover::overlays(&renderer, &title, &items, &pages, options).map_err(|problem| {
            Error::CannotPrint {
                game: game.id.clone(),
                problem: PrintProblem::Render(problem),
            }
        })?;
    let pdf = pdf::write(&pictures, &pages, &overlays, options.paper, &title);
    Ok(Printed {
        pdf,
        pages,
        pictures: ids,
    })
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

/// A room image as a tree: SVG faces parsed as they are, raster ones (user art) drawn
/// at their pixel size.
fn picture_tree(
    renderer: &Renderer,
    built: &crate::room::Built,
    id: &str,
) -> Result<resvg::usvg::Tree, PrintProblem> {
    let image = built
        .images
        .get(id)
        .ok_or_else(|| PrintProblem::ImageNotInRoom { id: id.into() })?;
    if image.extension == "svg" {
        let text = std::str::from_utf8(&image.bytes).map_err(PrintProblem::NotUtf8)?;
        return renderer.tree(text).map_err(PrintProblem::Render);
    }
    let info = crate::picture::info(&image.bytes).map_err(PrintProblem::Picture)?;
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><image width="{w}" height="{h}" href="data:image/{ext};base64,{data}"/></svg>"#,
        w = info.width,
        h = info.height,
        ext = info.extension(),
        data = crate::art::user_art::base64(&image.bytes)
    );
    renderer.tree(&svg).map_err(PrintProblem::Render)
}

/// The largest table printed, in mm: four A4 pages a side, tiled with their overlaps.
const MAX_TABLE_MM: (f64, f64) = (770.0, 1118.0);

/// What order items print in: cards, pieces, dice, then the table.
type SortKey = (u8, String, u32, u32);

/// The room's printed things, in a stable order (component, seat, copy), each with its
/// size on paper from `pixel_size` of its picture, and the image ids the items' picture
/// indices name.
fn room_items(
    room: &Room,
    lang: Lang,
    pixel_size: impl Fn(&str) -> Option<(f64, f64)>,
) -> (Vec<Item>, Vec<String>) {
    let mut ids: Vec<String> = Vec::new();
    let mut index: BTreeMap<String, usize> = BTreeMap::new();
    let mut picture = |id: &str| -> usize {
        *index.entry(id.to_string()).or_insert_with(|| {
            ids.push(id.to_string());
            ids.len() - 1
        })
    };
    let mut keyed: Vec<(SortKey, Item)> = Vec::new();
    let mut thing = |key: SortKey, front: &str, back: Option<&str>, cells: f64, label: &str| {
        let (w, h) = pixel_size(front).unwrap_or((1.0, 1.0));
        let width = cells * CELL_MM;
        keyed.push((
            key,
            Item {
                front: picture(front),
                back: back.map(&mut picture),
                width,
                height: width * h / w.max(1.0),
                bleed: true,
                label: label.to_string(),
            },
        ));
    };
    let cards = room.objects.iter().flat_map(|o| match o {
        TableObject::Card(c) => vec![c],
        TableObject::CardStack(s) => s.cards.iter().collect(),
        _ => Vec::new(),
    });
    for c in cards {
        let key = (
            0,
            c.identity.component.clone(),
            c.identity.seat.unwrap_or(0),
            c.identity.copy.unwrap_or(0),
        );
        thing(key, &c.front, Some(&c.back), f64::from(c.size), &c.name);
    }
    for object in &room.objects {
        match object {
            TableObject::Piece(p) => {
                let key = (
                    1,
                    p.identity.component.clone(),
                    p.identity.seat.unwrap_or(0),
                    p.identity.copy.unwrap_or(0),
                );
                thing(key, &p.image, None, f64::from(p.size), &p.name);
            }
            TableObject::DiceSymbol(d) => {
                for (n, (face, image)) in d.faces.iter().enumerate() {
                    let key = (
                        2,
                        d.identity.component.clone(),
                        d.identity.seat.unwrap_or(0),
                        n as u32,
                    );
                    let label = format!("{} {face}", d.name);
                    thing(key, image, None, f64::from(d.size), &label);
                }
            }
            _ => {}
        }
    }
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    let mut items: Vec<Item> = keyed.into_iter().map(|(_, item)| item).collect();
    // The table is a mat to glue, not to cut: no bleed, as large as the room's.
    let table = &room.table;
    let (width, height) = (
        f64::from(table.width) * CELL_MM,
        f64::from(table.height) * CELL_MM,
    );
    // At the cards' scale a table is metres wide: one larger than `MAX_TABLE_MM` prints
    // smaller, its scale on its caption.
    let scale = (MAX_TABLE_MM.0 / width)
        .min(MAX_TABLE_MM.1 / height)
        .min(1.0);
    let percent = (scale * 100.0).floor();
    items.push(Item {
        front: picture(&table.image),
        back: None,
        width: width * scale,
        height: height * scale,
        bleed: false,
        label: match (lang, scale < 1.0) {
            (Lang::Ja, false) => format!("テーブル（{}）", table.name),
            (Lang::Ja, true) => format!("テーブル（{}、縮尺 {percent}%）", table.name),
            (Lang::En, false) => format!("Table ({})", table.name),
            (Lang::En, true) => format!("Table ({}, at {percent}%)", table.name),
        },
    });
    // Renumber pictures in item order, so the PDF's objects come in page order.
    let mut order: Vec<usize> = Vec::new();
    for item in &items {
        for p in std::iter::once(item.front).chain(item.back) {
            if !order.contains(&p) {
                order.push(p);
            }
        }
    }
    let renumber: BTreeMap<usize, usize> = order
        .iter()
        .enumerate()
        .map(|(new, &old)| (old, new))
        .collect();
    for item in &mut items {
        item.front = renumber[&item.front];
        item.back = item.back.map(|b| renumber[&b]);
    }
    let ids = order.into_iter().map(|old| ids[old].clone()).collect();
    (items, ids)
}
