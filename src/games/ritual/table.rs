//! The components as the rules read them: each once. A component duplicated with
//! 「コピーを作る」 is reported by conservation (R1), once; its later copies are left out of
//! everything else, so a copy never counts as a play, a token or a hand card — for its own
//! seat or any other. udonarium appends a copy after its original, so the first in the save's
//! order is read as the original.

use crate::definition::{ComponentRef, Game};
use crate::referee::{Position, Thing};
use std::collections::BTreeSet;

pub fn originals<'a>(game: &Game, position: &'a Position) -> Vec<&'a Thing> {
    let mut seen = BTreeSet::new();
    position
        .things
        .iter()
        .filter(|t| !pinned(game, t) || seen.insert((t.component, t.owner_seat, t.copy)))
        .collect()
}

/// Whether a thing's identity names exactly one object of the game, so a second one with
/// the same identity is a copy. Cards recognised by a face several cards share (copies, or
/// one card per seat) carry no copy or seat number and are not pinned.
fn pinned(game: &Game, thing: &Thing) -> bool {
    if thing.copy.is_some() {
        return true;
    }
    match thing.component {
        ComponentRef::Card { kind, item } => {
            let kind = &game.card_kinds[kind];
            kind.items[item].copies == 1 && (!kind.per_seat || thing.owner_seat.is_some())
        }
        ComponentRef::Piece(p) => !game.pieces[p].per_seat || thing.owner_seat.is_some(),
        ComponentRef::Die(_) => true,
    }
}
