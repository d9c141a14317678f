//! W6: what lies on a shelf is less than its top card asks, or the shelf would have been
//! taken; nothing lies on a shelf whose pile is empty.

use crate::games::common::Ctx;
use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::{Count, PileView, item, sort_key};
use crate::games::wie_verhext::{Pile, Roles};

/// One pile's shelf, if it has one.
pub fn shelf(ctx: &mut Ctx<Breach>, roles: &Roles, pile: &Pile, view: &PileView) {
    let game = ctx.game;
    let key = sort_key(game, roles, pile.kind);
    if let (Some(shelf), Some(Count::Whole(holds))) = (&pile.shelf, &view.holds) {
        let top = if view.ordered {
            view.left.first().copied()
        } else {
            view.left
                .iter()
                .copied()
                .min_by_key(|c| item(game, *c).map_or(0, |i| i.value(key)))
        };
        match top.and_then(|c| item(game, c)) {
            Some(top) if *holds >= top.value(&shelf.needs) => ctx.breach(Breach::ShelfFull {
                kind: pile.kind,
                holds: *holds,
                needs: top.value(&shelf.needs),
            }),
            None if *holds > 0 => ctx.breach(Breach::ShelfGone {
                kind: pile.kind,
                holds: *holds,
            }),
            _ => {}
        }
    }
}
