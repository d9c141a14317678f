//! Component conservation: every component of the game exactly once, on the table, inside
//! a seat or shared area.

use super::{Common, Ctx};
use crate::definition::ComponentRef;
use crate::referee::position::{SaveProblem, Spot};
use std::collections::BTreeMap;

/// The save's own problems, then missing, duplicated and misplaced components.
pub fn conservation<B: From<Common>>(ctx: &mut Ctx<B>) {
    let game = ctx.game;
    for problem in &ctx.position.problems {
        ctx.breach(match problem {
            SaveProblem::SeveralRooms(n) => Common::SeveralRooms(*n),
            SaveProblem::OtherGame { game, objects } => Common::OtherGame {
                game: game.clone(),
                objects: *objects,
            },
            SaveProblem::BadNumber {
                component,
                seat,
                attribute,
            } => Common::BadNumber {
                component: *component,
                seat: *seat,
                attribute: attribute.clone(),
            },
        });
    }
    let mut expected: BTreeMap<(ComponentRef, Option<usize>), usize> = BTreeMap::new();
    for (k, kind) in game.card_kinds.iter().enumerate() {
        for seat in game.seat_slots(kind.per_seat) {
            for (i, item) in kind.items.iter().enumerate() {
                *expected
                    .entry((ComponentRef::Card { kind: k, item: i }, seat))
                    .or_default() += item.copies as usize;
            }
        }
    }
    for (p, piece) in game.pieces.iter().enumerate() {
        for seat in game.seat_slots(piece.per_seat) {
            expected.insert((ComponentRef::Piece(p), seat), 1);
        }
    }
    for (d, die) in game.dice.iter().enumerate() {
        for seat in game.seat_slots(die.per_seat) {
            expected.insert((ComponentRef::Die(d), seat), 1);
        }
    }
    let mut found: BTreeMap<(ComponentRef, Option<usize>), usize> = BTreeMap::new();
    // Cards recognised by a face every seat shares carry no seat: they make up for any
    // seat's shortfall of that component.
    let mut unseated: BTreeMap<ComponentRef, usize> = BTreeMap::new();
    for thing in &ctx.position.things {
        let per_seat = expected.contains_key(&(thing.component, Some(0)));
        if per_seat && thing.owner_seat.is_none() {
            *unseated.entry(thing.component).or_default() += 1;
        } else {
            *found
                .entry((thing.component, thing.owner_seat))
                .or_default() += 1;
        }
    }
    for ((component, seat), want) in &expected {
        let mut have = found.get(&(*component, *seat)).copied().unwrap_or(0);
        if have < *want
            && let Some(spare) = unseated.get_mut(component)
        {
            let used = (*want - have).min(*spare);
            *spare -= used;
            have += used;
        }
        if have < *want {
            ctx.breach(Common::Missing {
                component: *component,
                seat: *seat,
                missing: want - have,
                expected: *want,
            });
        } else if have > *want {
            ctx.breach(Common::Duplicated {
                component: *component,
                seat: *seat,
                extra: have - want,
                expected: *want,
            });
        }
    }
    for (component, spare) in unseated {
        if spare > 0 {
            ctx.breach(Common::Duplicated {
                component,
                seat: None,
                extra: spare,
                expected: 0,
            });
        }
    }
    for thing in &ctx.position.things {
        match thing.spot {
            Spot::Outside => {
                let (x, y) = thing.centre();
                ctx.breach(Common::Outside {
                    component: thing.component,
                    seat: thing.owner_seat,
                    x: x * 50.0,
                    y: y * 50.0,
                });
            }
            Spot::OffTable => ctx.breach(Common::OffTable {
                component: thing.component,
                seat: thing.owner_seat,
            }),
            _ => {}
        }
    }
}
