//! The potion piles (「ゲームの準備」, the blue and red roles): each pile sorted lowest on top
//! and taken only from the top, so the cards held from a pile are its lowest and what is
//! left stays in order (W3); raven cards taken lie face up, the others face down (W4); what
//! lies on a shelf is less than its top card asks, or the shelf would have been taken (W6).

use super::Roles;
use super::breach::Breach;
use super::read::{Count, Reading, item, sort_key};
use crate::definition::{CardItem, ComponentRef};
use crate::games::common::Ctx;

pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    let game = ctx.game;
    for (pile, view) in roles.piles.iter().zip(&reading.piles) {
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
    for card in &reading.potions_astray {
        ctx.breach(Breach::PotionAstray { card: *card });
    }
    for (seat, view) in reading.seats.iter().enumerate() {
        for (card, face_up) in &view.potions {
            let raven = item(game, *card).is_some_and(|i| i.value(&roles.raven) > 0);
            match (raven, face_up) {
                (true, false) => ctx.breach(Breach::RavenFaceDown { seat, card: *card }),
                (false, true) => ctx.breach(Breach::PotionFaceUp { seat, card: *card }),
                _ => {}
            }
        }
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
