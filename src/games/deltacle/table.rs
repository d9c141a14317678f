//! The table in DELTACLE's terms: where every chip lies (emblem squares, waiting piles, a
//! seat's loose chips and pentacles), each seat's speed, control cards and piece, and the
//! blessing card. The rules below read only this, so they are pure functions of it.

use super::breach::BlessingAt;

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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardPlace {
    Hand,
    Played,
    Used,
    /// Anywhere else: another seat, a shared area, outside every area.
    Elsewhere {
        seat: Option<usize>,
    },
}

/// A seat's speed marker as it lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    /// On a slot of the seat's own gauge: the speed.
    Speed(i64),
    /// In the seat's gauge zone but beside every slot, or elsewhere in its area.
    Beyond,
    /// Not in its seat's area.
    Elsewhere,
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

    /// The speed the marker shows, if exactly one marker lies on the gauge.
    pub fn speed(&self) -> Option<i64> {
        match self.markers.as_slice() {
            [Marker::Speed(v)] => Some(*v),
            _ => None,
        }
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
