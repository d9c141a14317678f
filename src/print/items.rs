//! What a table needs, from the room `build` makes and the game's `[print]`: every card and
//! piece, the box's counters where the room counts with a die (else each die's faces once),
//! the boards the table carries at the pieces' scale, and the table itself when the game
//! draws one. Each at its size on paper, in a stable order.

use super::layout::{CELL_MM, Item, ItemKind, Rect};
use crate::definition::{Board, Game, Lang};
use crate::udonarium::{DiceSymbol, Room, TableObject};
use std::collections::{BTreeMap, BTreeSet};

/// The largest table printed, in mm: four A4 pages a side, tiled with their overlaps.
const MAX_TABLE_MM: (f64, f64) = (770.0, 1118.0);

/// How far past a track's squares its board runs, in cells.
const TRACK_MARGIN_CELLS: f64 = 0.3;

/// The order things print in: cards, pieces, counters and die faces, boards, the table.
type SortKey = (ItemKind, String, u32, u32);

/// The items to print and the image ids their picture indices name. `pixel_size` gives a
/// picture's size in its own units; `table`: whether the table prints at all.
pub fn room_items(
    game: &Game,
    room: &Room,
    (lang, played, table): (Lang, &[bool], bool),
    pixel_size: impl Fn(&str) -> Option<(f64, f64)>,
) -> (Vec<Item>, Vec<String>) {
    let mut items = Items {
        ids: Vec::new(),
        index: BTreeMap::new(),
        keyed: Vec::new(),
        pixel_size,
    };
    let cards = room.objects.iter().flat_map(|o| match o {
        TableObject::Card(c) => vec![c],
        TableObject::CardStack(s) => s.cards.iter().collect(),
        _ => Vec::new(),
    });
    for c in cards {
        let key = sort_key(ItemKind::Card, &c.identity, None);
        items.thing(key, &c.front, Some(&c.back), f64::from(c.size), &c.name);
    }
    let mut counted: BTreeSet<&str> = BTreeSet::new();
    for object in &room.objects {
        match object {
            TableObject::Piece(p) => {
                let key = sort_key(ItemKind::Piece, &p.identity, None);
                items.thing(key, &p.image, None, f64::from(p.size), &p.name);
            }
            TableObject::DiceSymbol(d) => match game.print.counters.get(&d.identity.component) {
                Some(&count) => items.counters(d, count, &mut counted, game, lang),
                None => items.die_faces(d),
            },
            _ => {}
        }
    }
    items.boards(game, room, lang, played);
    let Items {
        mut ids,
        mut index,
        mut keyed,
        ..
    } = items;
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    let mut items: Vec<Item> = keyed.into_iter().map(|(_, item)| item).collect();
    if table {
        let picture = picture_index(&mut ids, &mut index, &room.table.image);
        items.push(table_item(room, lang, picture));
    }
    renumbered(items, &ids)
}

/// The items gathered so far, each with the key it sorts by, and the pictures they name.
struct Items<F> {
    /// The image ids, by picture index.
    ids: Vec<String>,
    /// The picture index of each image id.
    index: BTreeMap<String, usize>,
    keyed: Vec<(SortKey, Item)>,
    /// A picture's size in its own units.
    pixel_size: F,
}

/// The picture index of image `id`, a new one the first time it is named.
fn picture_index(ids: &mut Vec<String>, index: &mut BTreeMap<String, usize>, id: &str) -> usize {
    *index.entry(id.to_string()).or_insert_with(|| {
        ids.push(id.to_string());
        ids.len() - 1
    })
}

/// Where a thing sorts among its kind: by component, seat, then copy (or `n`).
fn sort_key(kind: ItemKind, identity: &crate::udonarium::Identity, n: Option<u32>) -> SortKey {
    (
        kind,
        identity.component.clone(),
        identity.seat.unwrap_or(0),
        n.or(identity.copy).unwrap_or(0),
    )
}

impl<F: Fn(&str) -> Option<(f64, f64)>> Items<F> {
    /// A thing `cells` wide, as tall as its front picture's proportions make it.
    fn thing(&mut self, key: SortKey, front: &str, back: Option<&str>, cells: f64, label: &str) {
        let item = self.item(key.0, front, back, cells, label);
        self.keyed.push((key, item));
    }

    fn item(
        &mut self,
        kind: ItemKind,
        front: &str,
        back: Option<&str>,
        cells: f64,
        label: &str,
    ) -> Item {
        let (w, h) = (self.pixel_size)(front).unwrap_or((1.0, 1.0));
        let width = cells * CELL_MM;
        Item {
            front: picture_index(&mut self.ids, &mut self.index, front),
            back: back.map(|b| picture_index(&mut self.ids, &mut self.index, b)),
            window: None,
            width,
            height: width * h / w.max(1.0),
            kind,
            label: label.to_string(),
        }
    }

    /// The box's counters stand for die `d`: as many as the rulebook lists, once for every
    /// seat's die of it (`counted`: the dice whose counters are in).
    fn counters<'a>(
        &mut self,
        d: &'a DiceSymbol,
        count: u32,
        counted: &mut BTreeSet<&'a str>,
        game: &Game,
        lang: Lang,
    ) {
        let component = d.identity.component.as_str();
        let Some((_, image)) = d.faces.first() else {
            return;
        };
        if counted.insert(component) {
            let name = die_name(game, component, lang).unwrap_or(&d.name);
            for n in 0..count {
                let key = (ItemKind::Counter, component.to_string(), 0, n);
                self.thing(key, image, None, f64::from(d.size), name);
            }
        }
    }

    /// Each face of die `d` once: a face drawn as another is not printed twice.
    fn die_faces(&mut self, d: &DiceSymbol) {
        let mut drawn: BTreeSet<&str> = BTreeSet::new();
        let alike = d
            .faces
            .iter()
            .all(|(_, i)| Some(i) == d.faces.first().map(|f| &f.1));
        for (n, (face, image)) in d.faces.iter().enumerate() {
            if drawn.insert(image) {
                let label = if alike {
                    d.name.clone()
                } else {
                    format!("{} {face}", d.name)
                };
                let key = sort_key(ItemKind::DieFace, &d.identity, Some(n as u32));
                self.thing(key, image, None, f64::from(d.size), &label);
            }
        }
    }

    /// The boards `[print]` names, each a window on the table's picture.
    fn boards(&mut self, game: &Game, room: &Room, lang: Lang, played: &[bool]) {
        let table_image = &room.table.image;
        let table_px = (self.pixel_size)(table_image).unwrap_or((1.0, 1.0));
        let per_cell = table_px.0 / f64::from(room.table.width.max(1));
        for (n, (label, cells)) in boards(game, lang, played).into_iter().enumerate() {
            let key = (ItemKind::Board, String::new(), 0, n as u32);
            let mut item = self.item(key.0, table_image, None, cells.width, &label);
            item.window = Some(Rect {
                x: cells.x * per_cell,
                y: cells.y * per_cell,
                width: cells.width * per_cell,
                height: cells.height * per_cell,
            });
            item.height = cells.height * CELL_MM;
            self.keyed.push((key, item));
        }
    }
}

/// What a die's counters are called in `lang`: what its icon stands for (a counting die is
/// named short in the room, «赤», its count beside it), else its name.
fn die_name<'a>(game: &'a Game, id: &str, lang: Lang) -> Option<&'a str> {
    let die = game.dice.iter().find(|d| d.id == id)?;
    let icon = die
        .icon
        .as_ref()
        .and_then(|icon| game.icons.iter().find(|i| &i.id == icon));
    Some(icon.map_or(die.name.get(lang), |i| i.label.get(lang)))
}

/// The boards `[print]` names, each with its name and where it lies on the table, in cells.
fn boards(game: &Game, lang: Lang, played: &[bool]) -> Vec<(String, Rect)> {
    let cells = |r: &crate::definition::Rect| Rect {
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
    };
    let mut out = Vec::new();
    for board in &game.print.boards {
        match board {
            Board::Track => {
                let Some(track) = &game.layout.track else {
                    continue;
                };
                let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
                for s in &track.squares {
                    (x0, y0) = (x0.min(s.x), y0.min(s.y));
                    (x1, y1) = (x1.max(s.x + s.width), y1.max(s.y + s.height));
                }
                let m = TRACK_MARGIN_CELLS;
                let area = Rect {
                    x: x0 - m,
                    y: y0 - m,
                    width: x1 - x0 + 2.0 * m,
                    height: y1 - y0 + 2.0 * m,
                };
                out.push((track.name.get(lang).to_string(), area));
            }
            Board::SeatAreas => {
                for (n, (seat, area)) in game.seats.iter().zip(&game.layout.seat_areas).enumerate()
                {
                    if !played.get(n).copied().unwrap_or(true) {
                        continue;
                    }
                    let name = seat.name.get(lang);
                    let label = match lang {
                        Lang::Ja => format!("{name}のボード"),
                        Lang::En => format!("{name}'s board"),
                    };
                    out.push((label, cells(area)));
                }
            }
            Board::Area(at) => {
                if let Some(zone) = game.layout.areas.get(*at) {
                    out.push((zone.name.get(lang).to_string(), cells(&zone.rect)));
                }
            }
        }
    }
    out
}

/// The table: a mat to glue, not to cut, as large as the room's. At the cards' scale a
/// table is metres wide: one larger than `MAX_TABLE_MM` prints smaller, its scale on its
/// caption.
fn table_item(room: &Room, lang: Lang, picture: usize) -> Item {
    let table = &room.table;
    let (width, height) = (
        f64::from(table.width) * CELL_MM,
        f64::from(table.height) * CELL_MM,
    );
    let scale = (MAX_TABLE_MM.0 / width)
        .min(MAX_TABLE_MM.1 / height)
        .min(1.0);
    let percent = (scale * 100.0).floor();
    Item {
        front: picture,
        back: None,
        window: None,
        width: width * scale,
        height: height * scale,
        kind: ItemKind::Table,
        label: match (lang, scale < 1.0) {
            (Lang::Ja, false) => format!("テーブル（{}）", table.name),
            (Lang::Ja, true) => format!("テーブル（{}、縮尺 {percent}%）", table.name),
            (Lang::En, false) => format!("Table ({})", table.name),
            (Lang::En, true) => format!("Table ({}, at {percent}%)", table.name),
        },
    }
}

/// Pictures renumbered in item order, so the PDF's objects come in page order; the image
/// ids in that order.
fn renumbered(mut items: Vec<Item>, ids: &[String]) -> (Vec<Item>, Vec<String>) {
    let mut order: Vec<usize> = Vec::new();
    let mut seen: BTreeSet<usize> = BTreeSet::new();
    for item in items.iter() {
        for p in std::iter::once(item.front).chain(item.back) {
            if seen.insert(p) {
                order.push(p);
            }
        }
    }
    let renumber: BTreeMap<usize, usize> = order
        .iter()
        .enumerate()
        .map(|(new, &old)| (old, new))
        .collect();
    for item in items.iter_mut() {
        item.front = renumber[&item.front];
        item.back = item.back.map(|b| renumber[&b]);
    }
    let ids = order.into_iter().map(|old| ids[old].clone()).collect();
    (items, ids)
}
