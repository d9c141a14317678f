//! Component conservation: every component of the game exactly once, on the table, inside
//! a seat or shared area.

use super::{Case, Common};
use crate::definition::{ComponentRef, Game, Unplayed, What};
use crate::referee::Spot;
use crate::referee::position::SaveProblem;
use std::collections::BTreeMap;

/// The save's own problems, then missing, duplicated and misplaced components. A component
/// `spared` at a seat (what the room leaves out where nobody plays, or a rulebook hands to
/// players only) is not missed there.
pub fn conservation(case: Case, spared: impl Fn(ComponentRef, usize) -> bool) -> Vec<Common> {
    let mut breaches = Vec::new();
    let game = case.game;
    for problem in &case.position.problems {
        breaches.push(match problem {
            SaveProblem::SeveralRooms(rooms) => Common::SeveralRooms(rooms.clone()),
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
    // A room leaves out what its definition omits at seats nobody plays (`unplayed =
    // "omit"`); its record says which seats those were. Without a record every seat's
    // components are expected, as rooms built before records had them all.
    let omitted = omitted_at_unplayed(game);
    let built_unplayed = |seat: Option<usize>| seat.is_some_and(|s| case.built_unplayed(s));
    let mut expected: BTreeMap<(ComponentRef, Option<usize>), usize> = BTreeMap::new();
    for (k, kind) in game.card_kinds.iter().enumerate() {
        for seat in game.seat_slots(kind.per_seat) {
            if built_unplayed(seat) && omitted.contains(&What::Cards(k)) {
                continue;
            }
            for (i, item) in kind.items.iter().enumerate() {
                *expected
                    .entry((ComponentRef::Card { kind: k, item: i }, seat))
                    .or_default() += item.copies as usize;
            }
        }
    }
    for (p, piece) in game.pieces.iter().enumerate() {
        for seat in game.seat_slots(piece.per_seat) {
            if built_unplayed(seat) && omitted.contains(&What::Piece(p)) {
                continue;
            }
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
    for thing in &case.position.things {
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
        if have < *want && !seat.is_some_and(|s| spared(*component, s)) {
            breaches.push(Common::Missing {
                component: *component,
                seat: *seat,
                missing: want - have,
                expected: *want,
            });
        } else if have > *want {
            breaches.push(Common::Duplicated {
                component: *component,
                seat: *seat,
                extra: have - want,
                expected: *want,
            });
        }
    }
    for (component, spare) in unseated {
        if spare > 0 {
            breaches.push(Common::Duplicated {
                component,
                seat: None,
                extra: spare,
                expected: 0,
            });
        }
    }
    for thing in &case.position.things {
        match thing.spot {
            Spot::Outside => {
                let (x, y) = thing.centre();
                breaches.push(Common::Outside {
                    component: thing.component,
                    seat: thing.owner_seat,
                    x: x * 50.0,
                    y: y * 50.0,
                });
            }
            Spot::OffTable => breaches.push(Common::OffTable {
                component: thing.component,
                seat: thing.owner_seat,
            }),
            _ => {}
        }
    }
    breaches
}

/// The components a definition leaves out at seats nobody plays.
fn omitted_at_unplayed(game: &Game) -> Vec<What> {
    game.layout
        .placements
        .iter()
        .filter(|p| p.unplayed == Unplayed::Omit)
        .map(|p| p.what)
        .collect()
}
