//! The potion piles as the table shows them: what is left in each, in what order, and
//! which potions the seats took.

use super::{PileCard, PileView, Potion, SeatView, item, sort_key, tally};
use crate::definition::{ComponentRef, Game};
use crate::games::common::Case;
use crate::games::wie_verhext::{Pile, Roles};
use crate::referee::Spot;

/// `pile` as the table shows it: its cards left (stacked in order, then loose), and those
/// taken, each into its seat's view; potions in another area go to `potions_astray`.
pub(super) fn read_pile(
    case: Case,
    roles: &Roles,
    pile: &Pile,
    views: &mut [SeatView],
    potions_astray: &mut Vec<(ComponentRef, Spot)>,
) -> PileView {
    let (game, p) = (case.game, case.position);
    let mut stacked: Vec<(usize, usize, PileCard)> = Vec::new();
    let mut loose = Vec::new();
    let mut taken = Vec::new();
    let as_pile_card = |card| pile_card(game, roles, pile, card);
    for t in p.of_kind(pile.kind) {
        match &t.spot {
            Spot::Seat { seat, .. } => {
                views[*seat].potions.push(Potion {
                    card: t.component,
                    face_up: t.face_up,
                    raven: raven(game, roles, t.component),
                });
                views[*seat].hidden |= t.hidden();
                taken.push((*seat, as_pile_card(t.component)));
            }
            Spot::Area(a) if *a == pile.area => match t.stack {
                Some((stack, order)) => stacked.push((stack, order, as_pile_card(t.component))),
                None => loose.push(as_pile_card(t.component)),
            },
            Spot::Area(_) => potions_astray.push((t.component, t.spot.clone())),
            _ => {}
        }
    }
    stacked.sort_by_key(|(stack, order, c)| (*stack, *order, c.card));
    let one_stack = stacked.windows(2).all(|w| w[0].0 == w[1].0);
    let ordered = (loose.is_empty() && one_stack) || stacked.len() + loose.len() <= 1;
    let mut left: Vec<PileCard> = stacked.iter().map(|(_, _, c)| *c).collect();
    left.extend(loose);
    let holds = pile
        .shelf
        .as_ref()
        .map(|shelf| tally(game, p, shelf.holds, None).count);
    PileView {
        kind: pile.kind,
        built: built(game, roles, pile.kind),
        left,
        ordered,
        taken,
        holds,
    }
}

/// Whether a card shows a raven.
fn raven(game: &Game, roles: &Roles, card: ComponentRef) -> bool {
    item(game, card).is_some_and(|i| i.value(&roles.raven) > 0)
}

/// A card of `pile` as the rules compare it: its likeness, its sort value and what it asks
/// for as a shelf's top card.
fn pile_card(game: &Game, roles: &Roles, pile: &Pile, card: ComponentRef) -> PileCard {
    let key = sort_key(game, roles, pile.kind);
    let it = item(game, card);
    let value = |key: &str| it.map_or(0, |i| i.value(key));
    PileCard {
        card,
        alike: it.map_or(0, |it| {
            let items = &game.card_kinds[pile.kind].items;
            items
                .iter()
                .position(|i| i.values == it.values)
                .unwrap_or(0)
        }),
        sort: value(key),
        needs: pile.shelf.as_ref().map_or(0, |shelf| value(&shelf.needs)),
    }
}

/// The pile of `kind` as built: every copy, by the sort value, equal values in definition
/// order, each card by its likeness.
fn built(game: &Game, roles: &Roles, kind: usize) -> Vec<usize> {
    let key = sort_key(game, roles, kind);
    let items = &game.card_kinds[kind].items;
    let mut order: Vec<(i64, usize)> = items
        .iter()
        .flat_map(|i| {
            let alike = items.iter().position(|o| o.values == i.values).unwrap_or(0);
            std::iter::repeat_n((i.value(key), alike), i.copies as usize)
        })
        .collect();
    order.sort_by_key(|(value, _)| *value);
    order.into_iter().map(|(_, alike)| alike).collect()
}
