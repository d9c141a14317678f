//! The table in DELTACLE's terms, and reading it: every recognised component, where it lies
//! (a seat and zone, a track square, a shared area), turned into a [`Table`] — where every
//! chip lies (emblem squares, waiting piles, a seat's loose chips and pentacles), each seat's
//! speed, control cards and piece, and the blessing card. The rules read only this, so they
//! are pure functions of it. The track and the gauges are read from the layout the room was
//! built with (its record), so a definition edited later does not misread an older room.

use super::Roles;
use super::breach::BlessingAt;
use crate::definition::{ComponentRef, Game, Rect};
use crate::games::common::Common;
use crate::referee::Spot;
use crate::referee::{Position, Thing};

/// A gem chip: its colour (index into the gem kind's items) and whether it lies face up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chip {
    pub gem: usize,
    pub face_up: bool,
}

/// Which end of a two-ended control card reads upright as the card lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Facing {
    /// Rotation 0: the first end (acceleration) at the top.
    First,
    /// Rotation 180: the second end (deceleration) at the top.
    Second,
    /// Turned sideways: no end at the top.
    Sideways,
}

impl Facing {
    /// From a rotation in degrees (any value; udonarium saves e.g. -30 or 360).
    pub fn of(rotation: i32) -> Facing {
        // Within 45° of upright or of upside down; anything between is sideways.
        match rotation.rem_euclid(360) {
            135..225 => Facing::Second,
            45..135 | 225..315 => Facing::Sideways,
            _ => Facing::First,
        }
    }
}

/// A control card as it lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Control {
    /// Index into the control kind's items.
    pub item: usize,
    pub face_up: bool,
    pub facing: Facing,
}

/// Where a seat's control card lies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardPlace {
    Hand,
    Played,
    Used,
    /// Anywhere else: another seat, a shared area, its own seat outside those zones.
    Elsewhere(Spot),
}

/// A seat's speed marker as it lies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Marker {
    /// On a slot of the seat's own gauge: the speed.
    Speed(i64),
    /// In the seat's gauge zone but beside every slot, or elsewhere in its area.
    Beyond,
    /// Not in its seat's area: where it lies (another seat's board, a shared area, the
    /// track).
    Elsewhere(Spot),
}

/// Everything of one seat.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SeatTable {
    pub played: bool,
    /// Chips in the seat's area outside its pentacle slots.
    pub loose: Vec<Chip>,
    /// Chips in each pentacle slot, in slot order.
    pub pentacles: Vec<Vec<Chip>>,
    /// The seat's own speed markers.
    pub markers: Vec<Marker>,
    /// The seat's own control cards.
    pub cards: Vec<(Control, CardPlace)>,
    /// The seat's own pieces: the track square each stands on, `None` off the track.
    pub pieces: Vec<Option<usize>>,
    /// Where each of its pieces off the track lies, in the order of `pieces`.
    pub off_track: Vec<Spot>,
    /// How many of those off the track stand in the place for rear-ended pieces.
    pub rear_ended: usize,
    /// Blessing cards lying in the seat's area.
    pub blessings: usize,
    /// The seat's own things that are gone from the table's play (deleted, outside every
    /// area, off the table): conservation reports them, so the rules do not again.
    pub gone: Gone,
}

/// Which of a seat's own things conservation has already reported.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Gone {
    pub piece: bool,
    pub marker: bool,
}

impl SeatTable {
    pub fn cards_at(&self, place: CardPlace) -> impl Iterator<Item = &Control> + '_ {
        self.cards
            .iter()
            .filter(move |(_, p)| *p == place)
            .map(|(c, _)| c)
    }

    /// Pentacles of exactly three chips.
    pub fn complete(&self) -> impl Iterator<Item = &Vec<Chip>> + '_ {
        self.pentacles.iter().filter(|p| p.len() == 3)
    }
}

/// The whole table.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Table {
    pub seats: Vec<SeatTable>,
    /// Chips on each track square, in square order.
    pub squares: Vec<Vec<Chip>>,
    /// Whether each square has an emblem.
    pub emblem: Vec<bool>,
    /// Each seat's start square.
    pub starts: Vec<usize>,
    /// The waiting piles in the centre, each top chip first.
    pub waiting: Vec<Vec<Chip>>,
    /// Chips set aside during a 2-player move.
    pub off_board: Vec<Chip>,
    /// Chips lying where no chip belongs (another shared area).
    pub stray_chips: usize,
    /// Blessing cards in a shared area (outside every area is conservation's).
    pub blessings_away: Vec<BlessingAt>,
    /// Control items that are two-ended (accel/decel), by item index.
    pub two_ended: Vec<bool>,
    /// The blessing card, as D8's breach names it.
    pub blessing: Option<ComponentRef>,
    /// The speed every marker starts on (the room as built), where the gauges say.
    pub start: Option<i64>,
}

/// The game is over: a seat has completed its third pentacle.
pub fn over(table: &Table) -> bool {
    !finished(table).is_empty()
}

impl Table {
    pub fn played(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.seats.len()).filter(|s| self.seats[*s].played)
    }

    /// A turn is under way: a played seat has a control card in its played place (from the
    /// reveal until the recovery step).
    pub fn in_turn(&self) -> bool {
        self.played()
            .any(|s| self.seats[s].cards_at(CardPlace::Played).next().is_some())
    }

    pub fn waiting_chips(&self) -> usize {
        self.waiting.iter().map(Vec::len).sum()
    }
}

/// The table, with `played` telling which seats play and `found` what conservation
/// reported gone (a seat's piece or marker it reported is not reported again).
pub fn read(
    game: &Game,
    position: &Position,
    roles: &Roles,
    played: &[bool],
    found: &[Common],
) -> Table {
    let geometry = &position.geometry;
    let track = geometry.track.as_ref();
    let control_kind = &game.card_kinds[roles.control];
    let slots = position
        .zone_place(roles.pentacles)
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
        blessing: Some(roles.blessing),
        start: geometry.gauges.first().map(|g| g.start),
        ..Table::default()
    };
    let gone = |c: ComponentRef, seat: usize| found.iter().any(|f| f.reports_gone(c, Some(seat)));
    for (s, seat) in table.seats.iter_mut().enumerate() {
        seat.gone = Gone {
            piece: gone(roles.piece, s),
            marker: gone(roles.speed_marker, s),
        };
    }
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
                    let marker = marker(position, roles, thing, owner);
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
                        Spot::Area(a) if roles.rear_ended.is_some_and(|r| *a == r) => {
                            table.seats[owner].rear_ended += 1;
                            None
                        }
                        _ => None,
                    };
                    if square.is_none() {
                        table.seats[owner].off_track.push(thing.spot.clone());
                    }
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
        Spot::Seat { seat, .. } => {
            let slot = (thing.zone() == Some(roles.pentacles))
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
        Spot::Seat { seat, .. } if *seat == owner => match thing.zone() {
            Some(z) if z == roles.hand => CardPlace::Hand,
            Some(z) if z == roles.played => CardPlace::Played,
            Some(z) if z == roles.used => CardPlace::Used,
            _ => CardPlace::Elsewhere(thing.spot.clone()),
        },
        spot => CardPlace::Elsewhere(spot.clone()),
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
fn marker(position: &Position, roles: &Roles, thing: &Thing, owner: usize) -> Marker {
    match &thing.spot {
        Spot::Seat { seat, .. } if *seat == owner => {
            let (x, _) = thing.centre();
            let value = (thing.zone() == Some(roles.gauge))
                .then(|| position.gauge_value(roles.gauge, owner, x))
                .flatten();
            value.map_or(Marker::Beyond, Marker::Speed)
        }
        spot => Marker::Elsewhere(spot.clone()),
    }
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
    let start = position.gauge(roles.gauge).map(|g| g.start);
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
                let value = position.gauge_value(roles.gauge, seat, x);
                value.is_some() && value != start
            }
            _ => false,
        }
    })
}

/// Played seats with 3 pentacles of 3 chips: the game ended when the first was made.
pub fn finished(table: &Table) -> Vec<usize> {
    table
        .played()
        .filter(|s| table.seats[*s].complete().count() >= 3)
        .collect()
}

/// The seat holding the blessing card, if exactly one played seat does.
pub fn blessing_holder(table: &Table) -> Option<usize> {
    let holders: Vec<usize> = table
        .played()
        .filter(|s| table.seats[*s].blessings > 0)
        .collect();
    match holders.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// The room as built: no chip taken, no card played, every marker on its start, every piece
/// on its start square.
pub fn untouched(table: &Table) -> bool {
    let start = table.start;
    table.played().all(|s| {
        let seat = &table.seats[s];
        seat.loose.is_empty()
            && seat.pentacles.iter().all(Vec::is_empty)
            && seat.cards.iter().all(|(_, p)| *p == CardPlace::Hand)
            && seat
                .markers
                .iter()
                .all(|m| start.is_some_and(|v| *m == Marker::Speed(v)))
            && seat
                .pieces
                .iter()
                .all(|p| *p == table.starts.get(s).copied())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facing_reads_any_rotation() {
        assert_eq!(Facing::of(0), Facing::First);
        assert_eq!(Facing::of(360), Facing::First);
        assert_eq!(Facing::of(-30), Facing::First);
        assert_eq!(Facing::of(180), Facing::Second);
        assert_eq!(Facing::of(-180), Facing::Second);
        assert_eq!(Facing::of(90), Facing::Sideways);
        assert_eq!(Facing::of(270), Facing::Sideways);
    }
}
