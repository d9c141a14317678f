//! Reading the table in DELTACLE's terms: every recognised component, where it lies (a seat
//! and zone, a track square, a shared area), turned into a [`Table`]. The track and the
//! gauges are read from the layout the room was built with (its record), so a definition
//! edited later does not misread an older room.

use super::Roles;
use super::breach::BlessingAt;
use super::table::{CardPlace, Chip, Control, Facing, Marker, SeatTable, Table};
use crate::definition::record::Geometry;
use crate::definition::{ComponentRef, Game, Rect};
use crate::referee::position::Spot;
use crate::referee::{Position, Thing};

/// The table, with `played` telling which seats play.
pub fn read(game: &Game, position: &Position, roles: &Roles, played: &[bool]) -> Table {
    let geometry = &position.geometry;
    let track = geometry.track.as_ref();
    let control_kind = &game.card_kinds[roles.control];
    let slots = geometry
        .seat_zones
        .iter()
        .find(|z| z.id == roles.pentacles)
        .map_or(0, |z| z.slots as usize);
    let squares = track.map_or(0, |t| t.squares.len());
    let mut table = Table {
        seats: played
            .iter()
            .map(|p| SeatTable {
                played: *p,
                pentacles: vec![Vec::new(); slots],
                ..SeatTable::default()
            })
            .collect(),
        squares: vec![Vec::new(); squares],
        emblem: (0..squares)
            .map(|i| track.is_some_and(|t| t.emblems.contains(&i)))
            .collect(),
        starts: track.map_or_else(Vec::new, |t| t.starts.clone()),
        two_ended: control_kind
            .items
            .iter()
            .map(|i| !i.ends.is_empty())
            .collect(),
        ..Table::default()
    };
    let mut waiting = Vec::new();
    for thing in &position.things {
        match thing.component {
            ComponentRef::Card { kind, item } if kind == roles.gem => {
                chip(&mut table, &mut waiting, roles, thing, item);
            }
            ComponentRef::Card { kind, item } if kind == roles.control => {
                if let Some(owner) = thing.owner_seat {
                    let card = control(roles, thing, owner, item);
                    table.seats[owner].cards.push(card);
                }
            }
            // A piece, marker or blessing card outside every area or off the table is
            // conservation's to report; the rules do not count it again.
            c if (c == roles.speed_marker || c == roles.piece || c == roles.blessing)
                && matches!(thing.spot, Spot::Outside | Spot::OffTable) => {}
            c if c == roles.speed_marker => {
                if let Some(owner) = thing.owner_seat {
                    let marker = marker(geometry, roles, thing, owner);
                    table.seats[owner].markers.push(marker);
                }
            }
            c if c == roles.blessing => match &thing.spot {
                Spot::Seat { seat, .. } => table.seats[*seat].blessings += 1,
                Spot::Area(a) => table.blessings_away.push(BlessingAt::Area(a.clone())),
                // On a track square: outside the areas a card belongs to.
                _ => {
                    let (x, y) = thing.centre();
                    table.blessings_away.push(BlessingAt::Outside {
                        x: x * 50.0,
                        y: y * 50.0,
                    })
                }
            },
            c if c == roles.piece => {
                if let Some(owner) = thing.owner_seat {
                    let square = match &thing.spot {
                        Spot::Square(sq) => Some(*sq),
                        Spot::Area(a) if roles.rear_ended.as_ref() == Some(a) => {
                            table.seats[owner].rear_ended += 1;
                            None
                        }
                        _ => None,
                    };
                    table.seats[owner].pieces.push(square);
                }
            }
            _ => {}
        }
    }
    table.waiting = piles(waiting);
    table
}

fn chip(
    table: &mut Table,
    waiting: &mut Vec<(Option<usize>, Rect, Chip)>,
    roles: &Roles,
    thing: &Thing,
    gem: usize,
) {
    let chip = Chip {
        gem,
        face_up: thing.face_up,
    };
    match &thing.spot {
        Spot::Square(sq) if *sq < table.squares.len() => table.squares[*sq].push(chip),
        Spot::Area(a) if *a == roles.waiting => {
            waiting.push((thing.stack.map(|(s, _)| s), thing.rect, chip))
        }
        Spot::Area(a) if *a == roles.off_board => table.off_board.push(chip),
        Spot::Seat { seat, zone } => {
            let slot = (zone.as_deref() == Some(roles.pentacles.as_str()))
                .then_some(thing.slot)
                .flatten();
            match slot {
                Some(slot) => table.seats[*seat].pentacles[slot].push(chip),
                None => table.seats[*seat].loose.push(chip),
            }
        }
        // Outside every area and off the table are conservation's to report.
        Spot::Outside | Spot::OffTable => {}
        _ => table.stray_chips += 1,
    }
}

fn control(roles: &Roles, thing: &Thing, owner: usize, item: usize) -> (Control, CardPlace) {
    let place = match &thing.spot {
        Spot::Seat { seat, zone } if *seat == owner => match zone.as_deref() {
            Some(z) if z == roles.hand => CardPlace::Hand,
            Some(z) if z == roles.played => CardPlace::Played,
            Some(z) if z == roles.used => CardPlace::Used,
            _ => CardPlace::Elsewhere { seat: Some(*seat) },
        },
        Spot::Seat { seat, .. } => CardPlace::Elsewhere { seat: Some(*seat) },
        _ => CardPlace::Elsewhere { seat: None },
    };
    let control = Control {
        item,
        face_up: thing.face_up,
        facing: Facing::of(thing.rotation),
    };
    (control, place)
}

/// A speed marker on a slot of its seat's gauge shows a speed; anywhere else in the seat's
/// area it is beyond the gauge.
fn marker(geometry: &Geometry, roles: &Roles, thing: &Thing, owner: usize) -> Marker {
    match &thing.spot {
        Spot::Seat { seat, zone } if *seat == owner => {
            let (x, _) = thing.centre();
            let value = (zone.as_deref() == Some(roles.gauge.as_str()))
                .then(|| gauge_value(geometry, &roles.gauge, owner, x))
                .flatten();
            value.map_or(Marker::Beyond, Marker::Speed)
        }
        _ => Marker::Elsewhere,
    }
}

fn gauge_value(geometry: &Geometry, zone: &str, seat: usize, x: f64) -> Option<i64> {
    let gauge = geometry.gauges.iter().find(|g| g.zone == zone)?;
    let place = geometry.seat_zones.iter().find(|z| z.id == zone)?;
    let rect = place.rect.offset(geometry.seat_areas.get(seat)?);
    gauge.value_at(seat, &rect, x)
}

/// The waiting chips grouped into piles: a card stack is a pile, and loose chips join the
/// pile they overlap (players drop chips on a pile without always making a stack).
fn piles(chips: Vec<(Option<usize>, Rect, Chip)>) -> Vec<Vec<Chip>> {
    let mut piles: Vec<(Option<usize>, Vec<Rect>, Vec<Chip>)> = Vec::new();
    for (stack, rect, chip) in chips {
        let found = piles.iter_mut().position(|(s, rects, _)| {
            (stack.is_some() && *s == stack) || rects.iter().any(|r| r.overlaps(&rect))
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

/// Whether a seat's own things show it is played: chips taken, cards played or used, its
/// speed marker moved off the start.
pub fn shows_play(position: &Position, roles: &Roles, seat: usize) -> bool {
    let start = position
        .geometry
        .gauges
        .iter()
        .find(|g| g.zone == roles.gauge)
        .map(|g| g.start);
    position.things.iter().any(|t| {
        let here = t.seat() == Some(seat);
        let own = t.owner_seat == Some(seat);
        match t.component {
            ComponentRef::Card { kind, .. } if kind == roles.gem => here,
            ComponentRef::Card { kind, .. } if kind == roles.control => {
                own && here && matches!(t.zone(), Some(z) if z == roles.played || z == roles.used)
            }
            c if c == roles.speed_marker && own && here => {
                let (x, _) = t.centre();
                let value = gauge_value(&position.geometry, &roles.gauge, seat, x);
                value.is_some() && value != start
            }
            _ => false,
        }
    })
}
