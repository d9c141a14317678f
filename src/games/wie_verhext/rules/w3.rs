//! W3, the potion piles (「ゲームの準備」, the blue and red roles): each pile sorted lowest
//! on top and taken only from the top, so the cards held from a pile are its lowest and what
//! is left stays in order; a potion card lies at a seat or in its own pile.

use super::w6;
use crate::definition::{CardItem, ComponentRef};
use crate::games::common::Ctx;
use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::{PileView, Reading, item, sort_key};
use crate::games::wie_verhext::{Pile, Roles};

/// Pile by pile, what was taken from it (W3), then what lies on it where it is a shelf (W6):
/// the report lists a pile's findings together.
pub fn piles(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    for (pile, view) in roles.piles().iter().zip(&reading.piles) {
        self::pile(ctx, roles, pile, view);
        w6::shelf(ctx, roles, pile, view);
    }
}

/// One pile: the cards taken from it were its lowest, and what is left lies in order.
fn pile(ctx: &mut Ctx<Breach>, roles: &Roles, pile: &Pile, view: &PileView) {
    let game = ctx.game;
    let kind = &game.card_kinds[pile.kind];
    let key = sort_key(game, roles, pile.kind);
    // The pile as built: every copy, by the sort value, equal values in definition order.
    let mut order: Vec<&CardItem> = kind
        .items
        .iter()
        .flat_map(|i| std::iter::repeat_n(i, i.copies as usize))
        .collect();
    order.sort_by_key(|i| i.value(key));
    // Cards alike in every value are the same card: compare by values, not by id.
    let mut lowest: Vec<&CardItem> = order.iter().take(view.taken.len()).copied().collect();
    for (seat, card) in &view.taken {
        let Some(it) = item(game, *card) else {
            continue;
        };
        match lowest.iter().position(|l| l.values == it.values) {
            Some(i) => {
                lowest.remove(i);
            }
            None => ctx.breach(Breach::TakenFromMiddle {
                seat: *seat,
                card: *card,
            }),
        }
    }
    if view.ordered && !in_order(game, &view.left, key) {
        ctx.breach(Breach::PileOutOfOrder { kind: pile.kind });
    }
}

/// Potion cards in a shared area other than their own pile.
pub fn astray(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    for (card, lies) in &reading.potions_astray {
        ctx.breach(Breach::PotionAstray {
            card: *card,
            lies: lies.clone(),
        });
    }
}

/// Whether cards lie lowest first by `key`.
fn in_order(game: &crate::definition::Game, cards: &[ComponentRef], key: &str) -> bool {
    let values: Vec<i64> = cards
        .iter()
        .map(|c| item(game, *c).map_or(0, |i| i.value(key)))
        .collect();
    values.windows(2).all(|w| w[0] <= w[1])
}
