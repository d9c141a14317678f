//! Where everything lies on the table (`layout.toml`, checked): rectangles in grid cells,
//! areas and seat zones, and what each placement lays out where.

use super::text::Text;
use super::track::{Gauge, Track};

/// A rectangle in grid cells: `x` and `y` its top-left corner, from the table's (a seat
/// zone's, from its seat area's).
// The fields need no more words than these.
#[allow(missing_docs)]
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    /// The 0-based slot of `slots` side by side across this rectangle that holds a point
    /// `x` (same frame), if any: one rule for a zone of the definition and a place of a room's
    /// record.
    pub fn slot_at(&self, slots: u32, x: f64) -> Option<usize> {
        if slots == 0 {
            return None;
        }
        let width = self.width / slots as f64;
        let i = ((x - self.x) / width).floor();
        (i >= 0.0 && i < slots as f64).then_some(i as usize)
    }

    /// Whether a point lies inside: the left and top edges are in, the right and bottom out.
    pub fn contains(&self, x: f64, y: f64) -> bool {
        x >= self.x && x < self.x + self.width && y >= self.y && y < self.y + self.height
    }

    pub(crate) fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.x + other.width
            && other.x < self.x + self.width
            && self.y < other.y + other.height
            && other.y < self.y + self.height
    }

    pub(crate) fn offset(&self, by: &Rect) -> Rect {
        Rect {
            x: self.x + by.x,
            y: self.y + by.y,
            ..*self
        }
    }

    fn within(&self, outer: &Rect) -> bool {
        self.x >= outer.x
            && self.y >= outer.y
            && self.x + self.width <= outer.x + outer.width
            && self.y + self.height <= outer.y + outer.height
    }

    /// Whether the rectangle lies wholly inside `outer`, edges included.
    pub fn fits_in(&self, outer: &Rect) -> bool {
        self.within(outer)
    }
}

/// The share of a card's width, from its left edge, that stays visible when players lay
/// cards overlapping from the left in a hand or a zone: a card's name must lie in it, and a
/// zone that holds N cards fanned is a card wide plus N−1 such strips.
pub const NAME_STRIP: f64 = 0.3;

/// udonarium's 「n枚」 badge on a pile of cards, in screen px at 100 % zoom: drawn over the
/// top card's centre whatever the card's size (15 px text padded 3 px and 9 px; 49 × 27 px
/// for 「15枚」 in udonarium 1.17.3), with room for two digits in a wider font. Text on a
/// card's face or back stays out of it, or a pile hides it.
pub const COUNT_BADGE_PX: (f64, f64) = (56.0, 30.0);

/// The count badge's rectangle on a card `size` cells wide whose face is `face` (width,
/// height) units: centred on the face, [`COUNT_BADGE_PX`] at the face's scale on the table.
pub fn count_badge(size: u32, face: (f64, f64)) -> Rect {
    let per_px = face.0 / (size.max(1) as f64 * 50.0);
    let (width, height) = (COUNT_BADGE_PX.0 * per_px, COUNT_BADGE_PX.1 * per_px);
    Rect {
        x: (face.0 - width) / 2.0,
        y: (face.1 - height) / 2.0,
        width,
        height,
    }
}

/// Room a zone keeps below its cards for its own name, in cells.
pub const ZONE_LABEL: f64 = 0.6;

/// A named place on the table (`[[areas]]`), or in every seat's area (`[[seat_zones]]`).
#[derive(Debug, Clone)]
pub struct Zone {
    /// The zone's id in the definition.
    pub id: String,
    /// The name written under it on the table.
    pub name: Text,
    /// For seat zones, relative to the seat area's corner.
    pub rect: Rect,
    /// Numbered slots side by side, left to right; 0 when the zone has none.
    pub slots: u32,
    /// The cards it is made to hold fanned: how many, of which card kind (an index into
    /// `Game::card_kinds`). Checked at load: they fit with every name strip showing.
    pub holds: Option<(u32, usize)>,
}

impl Zone {
    /// The 0-based slot holding a point `x` (cells, same frame as `rect`), if the zone has
    /// slots.
    pub fn slot_at(&self, rect: &Rect, x: f64) -> Option<usize> {
        rect.slot_at(self.slots, x)
    }
}

/// What a placement lays out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum What {
    /// The cards of a kind (an index into `Game::card_kinds`).
    Cards(usize),
    /// A piece (an index into `Game::pieces`).
    Piece(usize),
    /// A die (an index into `Game::dice`).
    Dice(usize),
    /// One note (an index into `Game::notes`), or with `None` every note no other placement
    /// names.
    Notes(Option<usize>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Where {
    Area(usize),
    SeatZone(usize),
    /// Each seat's start square of the track.
    TrackStart,
    /// One object per emblem square of the track; the rest in `piles` stacks in area `rest`.
    Emblems {
        rest: usize,
        piles: u32,
    },
    /// A gauge (index into `Layout::gauges`), at each seat's start value.
    Gauge(usize),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StartFace {
    /// The front shows.
    Up,
    /// The back shows.
    Down,
}

/// One `[[placements]]` entry: which components start where, and how.
#[derive(Debug, Clone)]
pub struct Placement {
    /// The components it lays out.
    pub what: What,
    pub(crate) at: Where,
    pub(crate) face: StartFace,
    pub(crate) stack: bool,
    /// Whether they are shuffled (with `--seed`) before they are laid out.
    pub shuffle: bool,
    pub(crate) arrange: Arrange,
    /// For a shared component placed in a seat zone: whose (0-based).
    pub seat: Option<usize>,
    /// A stack ordered by this card value (an icon id), lowest on top; `None` keeps the
    /// definition's (or the shuffled) order.
    pub sort_by: Option<String>,
    /// What becomes of a per-seat placement's components at unplayed seats.
    pub unplayed: Unplayed,
}

/// Per-seat components of a seat nobody plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unplayed {
    /// Laid out at the seat like a played seat's.
    Keep,
    /// Not made at all.
    Omit,
    /// Every unplayed seat's cards shuffled together, face down, as one deck in this area
    /// (Wie verhext!'s blocked roles).
    Pool(usize),
    /// Set aside in this area, each unplayed seat's components together in a band of their
    /// own, unshuffled, so a player who joins late takes them to the seat (DELTACLE's pieces,
    /// markers and control cards).
    Aside(usize),
}

/// How the objects of one placement are laid out in their area.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Arrange {
    /// Side by side, left to right (cards overlap if the area is narrow).
    Row,
    /// Evenly on a ring around the area's centre, leaving the centre free.
    Ring,
    /// In the middle of the area.
    Centre,
    /// One set of `size` cards per player, each set a row of its own, so every card's back
    /// shows; the cards left over are stacked in area `rest`.
    Sets { size: u32, rest: usize },
}

/// Where everything lies on the table and how it starts (`layout.toml`).
#[derive(Debug, Clone)]
pub struct Layout {
    /// One area per seat, in seat order.
    pub seat_areas: Vec<Rect>,
    /// The zones every seat has, each placed in its seat's area.
    pub seat_zones: Vec<Zone>,
    /// The shared places on the table.
    pub areas: Vec<Zone>,
    /// Where the components start, in definition order.
    pub placements: Vec<Placement>,
    /// The loop of squares, for games that have one.
    pub track: Option<Track>,
    /// Seat zones drawn as one slot per value.
    pub gauges: Vec<Gauge>,
    /// Where seats sit instead at some player counts (see [`Layout::for_players`]).
    pub seat_moves: Vec<SeatMove>,
    /// Whether a room leaves the seats nobody plays off its table (`unplayed = "leave-out"`).
    pub leave_out_unplayed: bool,
}

/// A seat's area at some player counts, instead of its usual one (`[[seat_area.at]]` with
/// `players`): with fewer players the played seats may sit closer, facing each other.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatMove {
    /// The seat (0-based).
    pub seat: usize,
    /// The player counts it sits here at.
    pub players: Vec<u32>,
    /// Its area then.
    pub area: Rect,
}

impl Layout {
    /// The layout of a room for `count` players, `played` saying which seats play: seats
    /// moved for that count, and with `leave_out_unplayed` the seats nobody plays set off
    /// the table (right of its `table_width`, side by side), where nothing is drawn or
    /// placed; their areas stay in the room's record, so a save is read as usual.
    pub fn for_players(&self, count: u32, played: &[bool], table_width: f64) -> Layout {
        let mut out = self.clone();
        for m in self
            .seat_moves
            .iter()
            .filter(|m| m.players.contains(&count))
        {
            out.seat_areas[m.seat] = m.area;
        }
        if self.leave_out_unplayed {
            let mut x = table_width + 2.0;
            for (seat, _) in played.iter().enumerate().filter(|(_, p)| !**p) {
                let area = &mut out.seat_areas[seat];
                (area.x, area.y) = (x, 0.0);
                x += area.width + 1.0;
            }
        }
        out
    }

    /// Whether a seat's area lies off the table (left out: see [`Layout::for_players`]).
    pub fn is_off_table(&self, seat: usize, table_width: f64) -> bool {
        self.seat_areas
            .get(seat)
            .is_some_and(|a| a.x >= table_width)
    }
    /// A shared place by id.
    pub fn area(&self, id: &str) -> Option<&Zone> {
        self.areas.iter().find(|a| a.id == id)
    }

    /// A seat zone by id.
    pub fn seat_zone(&self, id: &str) -> Option<&Zone> {
        self.seat_zones.iter().find(|a| a.id == id)
    }

    /// A seat zone's rectangle on the table for a seat (0-based).
    pub fn seat_zone_rect(&self, zone: &Zone, seat: usize) -> Rect {
        zone.rect.offset(&self.seat_areas[seat])
    }
}
