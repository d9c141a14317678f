//! Each seat's row (「詠唱カードの置き方」): round k's card lies in the row's numbered slot k,
//! the chanted end toward the altar (up on screen), face up if it scored, face down if not,
//! with an insanity token on top if it earned one. A card belongs to the slot its centre
//! lies in, however roughly it was dragged; an insanity token counts for the row card its
//! centre lies on.

use crate::definition::{ComponentRef, End, Rect};
use crate::games::common::Case;
use crate::games::ritual::Roles;
use crate::games::ritual::numbers::ROUNDS;
use crate::referee::{Spot, Thing};

/// A card in a seat's row, as it lies.
#[derive(Debug, Clone)]
pub struct RowCard {
    /// Where it lies on the table, in cells: tokens on it count for it.
    pub rect: Rect,
    pub chanted: End,
    pub face_up: bool,
    pub insanity: usize,
}

impl RowCard {
    /// What the card counts for now (R10): face up +points, with insanity −points, face
    /// down 0.
    pub fn counts(&self) -> i64 {
        match (self.face_up, self.insanity > 0) {
            (false, _) => 0,
            (true, false) => self.chanted.points,
            (true, true) => -self.chanted.points,
        }
    }
}

/// Per seat, per round (0-based slot): the card lying there.
pub type Rows = Vec<Vec<Option<RowCard>>>;

/// A chant card in a seat's row as it was laid, in the order the rows are read (left to
/// right): whether it lies sideways (R6), and whether its slot was already taken (R3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Laid {
    pub seat: usize,
    /// 1-based: the slot's round.
    pub round: usize,
    pub sideways: bool,
    pub doubled: bool,
}

/// The rows as read, and what the reading saw on the way.
pub struct RowsRead {
    pub rows: Rows,
    /// Per seat: its row has two cards in a slot or a gap, so its length says nothing more.
    pub malformed: Vec<bool>,
    /// Every row card, as laid.
    pub laid: Vec<Laid>,
    /// Insanity tokens lying on no row card, outside the supply and the table's edge (R5).
    pub insanity_astray: Vec<Spot>,
}

/// The first empty slot before a filled one (0-based), if the row has a gap.
pub fn gap(row: &[Option<RowCard>]) -> Option<usize> {
    row.iter()
        .position(Option::is_none)
        .filter(|gap| *gap < reach(row))
}

/// How many rounds a row reaches: its last filled slot.
pub fn reach(row: &[Option<RowCard>]) -> usize {
    row.iter().rposition(Option::is_some).map_or(0, |i| i + 1)
}

/// The rows, every card as laid, and the insanity tokens lying on none.
pub fn read(case: Case, roles: &Roles, things: &[&Thing]) -> RowsRead {
    let n = case.game.seats.len();
    let mut rows: Rows = vec![vec![None; ROUNDS]; n];
    let mut malformed = vec![false; n];
    let mut laid = Vec::new();
    let mut insanity_astray = Vec::new();
    let mut in_rows: Vec<&Thing> = things
        .iter()
        .copied()
        .filter(|c| c.card_kind() == Some(roles.chant))
        .filter(|c| c.zone() == Some(roles.row))
        .collect();
    // Left to right, so of two cards in one slot the left one is read.
    in_rows.sort_by(|a, b| a.centre().0.total_cmp(&b.centre().0));
    for card in &in_rows {
        let Some(seat) = card.seat() else { continue };
        let ComponentRef::Card { kind, item } = card.component else {
            continue;
        };
        // A row drawn without slots: the cards' order from the left.
        let slot = card.slot.unwrap_or_else(|| {
            in_rows
                .iter()
                .filter(|o| o.seat() == Some(seat) && o.centre().0 < card.centre().0)
                .count()
        });
        let rotation = card.rotation.rem_euclid(360);
        let sideways = rotation == 90 || rotation == 270;
        let end = usize::from(rotation > 90 && rotation < 270);
        let mut laid_as = Laid {
            seat,
            round: slot + 1,
            sideways,
            doubled: false,
        };
        let Some(chanted) = case.game.card_kinds[kind].items[item]
            .ends
            .get(end)
            .cloned()
        else {
            laid.push(laid_as);
            continue;
        };
        let row = &mut rows[seat];
        if row.len() <= slot {
            row.resize(slot + 1, None);
        }
        laid_as.doubled = row[slot].is_some();
        laid.push(laid_as);
        if laid_as.doubled {
            malformed[seat] = true;
            continue;
        }
        row[slot] = Some(RowCard {
            rect: card.rect,
            chanted,
            face_up: card.face_up,
            insanity: 0,
        });
    }
    for token in things
        .iter()
        .filter(|t| t.card_kind() == Some(roles.insanity))
    {
        match card_under(&mut rows, token) {
            Some(card) => card.insanity += 1,
            None if token.area() == Some(roles.supply)
                || matches!(token.spot, Spot::Outside | Spot::OffTable) => {}
            None => insanity_astray.push(token.spot.clone()),
        }
    }
    for (seat, row) in rows.iter().enumerate() {
        if gap(row).is_some() {
            malformed[seat] = true;
        }
    }
    RowsRead {
        rows,
        malformed,
        laid,
        insanity_astray,
    }
}

/// The row card an insanity token lies on: of the cards under its centre (a rough drag can
/// leave it over two), the one whose centre is nearest.
fn card_under<'r>(rows: &'r mut Rows, token: &Thing) -> Option<&'r mut RowCard> {
    let (x, y) = token.centre();
    let distance = |r: &Rect| {
        let (cx, cy) = (r.x + r.width / 2.0, r.y + r.height / 2.0);
        (cx - x).powi(2) + (cy - y).powi(2)
    };
    rows.iter_mut()
        .flat_map(|row| row.iter_mut().flatten())
        .filter(|c| c.rect.contains(x, y))
        .min_by(|a, b| distance(&a.rect).total_cmp(&distance(&b.rect)))
}
