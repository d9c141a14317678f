//! W6: what lies on a shelf is less than its top card asks, or the shelf would have been
//! taken; nothing lies on a shelf whose pile is empty.

use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::{Count, PileView};

/// One pile's shelf, if it is one (only a shelf holds a count).
pub fn shelf(view: &PileView) -> Option<Breach> {
    let Some(Count::Whole(holds)) = view.holds else {
        return None;
    };
    let top = if view.ordered {
        view.left.first()
    } else {
        view.left.iter().min_by_key(|c| c.sort)
    };
    match top {
        Some(top) if holds >= top.needs => Some(Breach::ShelfFull {
            kind: view.kind,
            holds,
            needs: top.needs,
        }),
        None if holds > 0 => Some(Breach::ShelfGone {
            kind: view.kind,
            holds,
        }),
        _ => None,
    }
}
