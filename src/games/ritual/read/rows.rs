//! Each seat's row (「詠唱カードの置き方」): round k's card lies in the row's numbered slot k,
//! the chanted end toward the altar (up on screen), face up if it scored, face down if not,
//! with an insanity token on top if it earned one. A card belongs to the slot its centre
//! lies in, however roughly it was dragged; an insanity token counts for the row card its
//! centre lies on.

use crate::definition::{ComponentRef, End, Rect};
use crate::games::common::{Ctx, Seats};
use crate::games::ritual::Roles;
use crate::games::ritual::breach::Breach;
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

/// How many rounds a row reaches: its last filled slot.
pub fn reach(row: &[Option<RowCard>]) -> usize {
    row.iter().rposition(Option::is_some).map_or(0, |i| i + 1)
}

/// The rows, and per seat whether its row is malformed (two cards in a slot, or a gap): its
/// length then says nothing more, and is not checked again.
pub fn read(
    ctx: &mut Ctx<Breach>,
    roles: &Roles,
    seats: &Seats,
    things: &[&Thing],
) -> (Rows, Vec<bool>) {
    let n = ctx.game.seats.len();
    let mut rows: Rows = vec![vec![None; ROUNDS]; n];
    let mut breaches = Vec::new();
    let mut malformed = vec![false; n];
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
        if rotation == 90 || rotation == 270 {
            breaches.push(Breach::CardSideways {
                seat,
                round: slot + 1,
            });
        }
        let end = usize::from(rotation > 90 && rotation < 270);
        let Some(chanted) = ctx.game.card_kinds[kind].items[item].ends.get(end).cloned() else {
            continue;
        };
        let row = &mut rows[seat];
        if row.len() <= slot {
            row.resize(slot + 1, None);
        }
        if row[slot].is_some() {
            malformed[seat] = true;
            breaches.push(Breach::RowSlotDoubled {
                seat,
                round: slot + 1,
            });
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
            None => breaches.push(Breach::InsanityAstray),
        }
    }
    for (seat, row) in rows.iter().enumerate() {
        for (slot, card) in row.iter().enumerate() {
            let Some(card) = card else { continue };
            let round = slot + 1;
            if card.insanity > 1 {
                breaches.push(Breach::InsanityDoubled {
                    seat,
                    round,
                    count: card.insanity,
                });
            }
            // R5: tokens lie on face-up cards only; a face-down card scored nothing and
            // cannot have earned one (nor can a card of a round not yet revealed).
            // The token is this one breach and nothing more: `rounds` reads the round with
            // the card as it was played (see `rounds::as_played`).
            if card.insanity > 0 && !card.face_up {
                breaches.push(Breach::InsanityOnFaceDown { seat, round });
            }
        }
        if let Some(gap) = row.iter().position(Option::is_none)
            && gap < reach(row)
        {
            malformed[seat] = true;
            breaches.push(Breach::RowGap {
                seat,
                round: gap + 1,
            });
        }
        if reach(row) > 0 && !seats.played[seat] {
            breaches.push(Breach::EmptySeatChanted { seat });
        }
    }
    for b in breaches {
        ctx.breach(b);
    }
    (rows, malformed)
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
