//! Reading the table in DELTACLE's terms: every recognised component, where it lies (a seat
//! and zone, a track square, a shared area), turned into a [`Table`].

use super::table::{CardPlace, Chip, Control, Facing, Marker, SeatTable, Table};
use crate::definition::{Game, Rect};

/// Where a component lies, as the referee placed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum At<'a> {
    Seat {
        seat: usize,
        zone: Option<&'a str>,
    },
    /// A track square (0-based).
    Square(usize),
    Area(&'a str),
    /// On the table in no place, or off the table.
    Nowhere,
}

/// One recognised component as the rules need it.
#[derive(Debug, Clone, Copy)]
pub struct Seen<'a> {
    /// `kind/item` for cards, the piece id otherwise.
    pub component: &'a str,
    /// The seat it belongs to by design.
    pub owner: Option<usize>,
    pub face_up: bool,
    pub rotation: i32,
    /// Top-left corner and extent, in cells.
    pub rect: Rect,
    pub at: At<'a>,
    /// The card stack it is in, if any (an index the position gives).
    pub stack: Option<usize>,
}

/// The components and places the rules name.
#[derive(Debug, Clone)]
pub struct Names {
    pub gem: String,
    pub control: String,
    pub speed_marker: String,
    pub blessing: String,
    pub piece: String,
    pub gauge: String,
    pub hand: String,
    pub played: String,
    pub used: String,
    pub pentacles: String,
    pub waiting: String,
    pub off_board: String,
}

fn split(component: &str) -> (&str, &str) {
    component.split_once('/').unwrap_or((component, ""))
}

/// The table: `seen` is every recognised component, `played` which seats play.
pub fn read(game: &Game, names: &Names, seen: &[Seen], played: &[bool]) -> Table {
    let layout = &game.layout;
    let track = layout.track.as_ref();
    let gem_kind = game.card_kind(&names.gem);
    let control_kind = game.card_kind(&names.control);
    let slots = layout
        .seat_zone(&names.pentacles)
        .map_or(0, |z| z.slots as usize);
    let mut table = Table {
        seats: played
            .iter()
            .map(|p| SeatTable {
                played: *p,
                pentacles: vec![Vec::new(); slots],
                ..SeatTable::default()
            })
            .collect(),
        squares: vec![Vec::new(); track.map_or(0, |t| t.len())],
        emblem: track.map_or_else(Vec::new, |t| (0..t.len()).map(|i| t.is_emblem(i)).collect()),
        starts: track.map_or_else(Vec::new, |t| t.starts.clone()),
        gems_found: vec![0; gem_kind.map_or(0, |k| k.items.len())],
        gems_expected: gem_kind.map_or_else(Vec::new, |k| {
            k.items.iter().map(|i| i.copies as usize).collect()
        }),
        two_ended: control_kind.map_or_else(Vec::new, |k| {
            k.items.iter().map(|i| !i.ends.is_empty()).collect()
        }),
        ..Table::default()
    };
    let mut waiting: Vec<(Option<usize>, Rect, Chip)> = Vec::new();
    for s in seen {
        let (kind, item) = split(s.component);
        if kind == names.gem {
            let Some(gem) = gem_kind.and_then(|k| k.items.iter().position(|i| i.id == item)) else {
                continue;
            };
            table.gems_found[gem] += 1;
            let chip = Chip {
                gem,
                face_up: s.face_up,
            };
            match s.at {
                At::Square(sq) => table.squares[sq].push(chip),
                At::Area(a) if a == names.waiting => waiting.push((s.stack, s.rect, chip)),
                At::Area(a) if a == names.off_board => table.off_board.push(chip),
                At::Seat { seat, zone } => {
                    let slot = (zone == Some(names.pentacles.as_str()))
                        .then(|| pentacle_slot(game, names, seat, &s.rect))
                        .flatten();
                    match slot {
                        Some(slot) => table.seats[seat].pentacles[slot].push(chip),
                        None => table.seats[seat].loose.push(chip),
                    }
                }
                _ => table.stray_chips += 1,
            }
        } else if kind == names.control {
            let (Some(owner), Some(index)) = (
                s.owner,
                control_kind.and_then(|k| k.items.iter().position(|i| i.id == item)),
            ) else {
                continue;
            };
            let place = match s.at {
                At::Seat { seat, zone } if seat == owner => match zone {
                    Some(z) if z == names.hand => CardPlace::Hand,
                    Some(z) if z == names.played => CardPlace::Played,
                    Some(z) if z == names.used => CardPlace::Used,
                    _ => CardPlace::Elsewhere { seat: Some(seat) },
                },
                At::Seat { seat, .. } => CardPlace::Elsewhere { seat: Some(seat) },
                _ => CardPlace::Elsewhere { seat: None },
            };
            let control = Control {
                item: index,
                face_up: s.face_up,
                facing: Facing::of(s.rotation),
            };
            table.seats[owner].cards.push((control, place));
        } else if s.component == names.speed_marker {
            let Some(owner) = s.owner else { continue };
            let marker = match s.at {
                At::Seat { seat, zone } if seat == owner => {
                    let cx = s.rect.x + s.rect.width / 2.0;
                    let value = (zone == Some(names.gauge.as_str()))
                        .then(|| gauge_value(game, names, seat, cx))
                        .flatten();
                    value.map_or(Marker::Beyond, Marker::Speed)
                }
                _ => Marker::Elsewhere,
            };
            table.seats[owner].markers.push(marker);
        } else if s.component == names.blessing {
            match s.at {
                At::Seat { seat, .. } => table.seats[seat].blessings += 1,
                _ => table.blessings_elsewhere += 1,
            }
        } else if s.component == names.piece {
            let Some(owner) = s.owner else { continue };
            let square = match s.at {
                At::Square(sq) => Some(sq),
                _ => None,
            };
            table.seats[owner].pieces.push(square);
        }
    }
    table.waiting = piles(waiting);
    table
}

fn pentacle_slot(game: &Game, names: &Names, seat: usize, rect: &Rect) -> Option<usize> {
    let zone = game.layout.seat_zone(&names.pentacles)?;
    let zone_rect = game.layout.seat_zone_rect(zone, seat);
    zone.slot_at(&zone_rect, rect.x + rect.width / 2.0)
}

fn gauge_value(game: &Game, names: &Names, seat: usize, x: f64) -> Option<i64> {
    let layout = &game.layout;
    let gauge = layout
        .gauges
        .iter()
        .find(|g| layout.seat_zones[g.zone].id == names.gauge)?;
    let rect = layout.seat_zone_rect(&layout.seat_zones[gauge.zone], seat);
    gauge.value_at(seat, &rect, x)
}

/// The waiting chips grouped into piles: a card stack is a pile, and loose chips join the
/// pile they overlap (players drop chips on a pile without always making a stack).
fn piles(chips: Vec<(Option<usize>, Rect, Chip)>) -> Vec<Vec<Chip>> {
    let mut piles: Vec<(Option<usize>, Vec<Rect>, Vec<Chip>)> = Vec::new();
    for (stack, rect, chip) in chips {
        let found = piles.iter_mut().position(|(s, rects, _)| {
            (stack.is_some() && *s == stack) || rects.iter().any(|r| overlaps(r, &rect))
        });
        match found {
            Some(i) => {
                piles[i].1.push(rect);
                piles[i].2.push(chip);
                if piles[i].0.is_none() {
                    piles[i].0 = stack;
                }
            }
            None => piles.push((stack, vec![rect], vec![chip])),
        }
    }
    piles.into_iter().map(|(_, _, chips)| chips).collect()
}

fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}
