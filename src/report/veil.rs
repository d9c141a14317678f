//! What the table cannot see, kept out of a report read before the game is over: players
//! export mid-game to check a position with everyone looking at the screen, so a report
//! then names no card held with 「自分だけ見る」 or lying face down, no identity, and no score
//! that rests on them (`--reveal`, or the game's end, shows everything). A game says which
//! of its things are secret (`games::common::Rules::secret`); every sentence that names a
//! component goes through `Words`, which asks the veil, and the veil remembers what it kept
//! back so the report can say so.

use crate::definition::{ComponentRef, ZoneId};
use std::cell::RefCell;
use std::collections::BTreeSet;

/// One thing on the table the rules keep from the table (a card in a hand, face down).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Secret {
    /// Its index among the position's things: what the veil counts, once each.
    pub thing: usize,
    pub component: ComponentRef,
    /// The seat it belongs to by design (a role card's colour), if any.
    pub owner: Option<usize>,
    /// The seat whose area it lies in, and the zone and numbered slot there.
    pub seat: Option<usize>,
    pub zone: Option<ZoneId>,
    pub slot: Option<usize>,
}

/// The secrets of a position, and what the report kept back of them. An open veil (the
/// game over, or `--reveal`) holds none.
#[derive(Debug, Default)]
pub struct Veil {
    secrets: Vec<Secret>,
    /// The things a sentence left unnamed or a listing left out, by `Secret::thing`.
    withheld: RefCell<BTreeSet<usize>>,
}

impl Veil {
    /// A veil over these secrets (none: nothing is withheld).
    pub fn new(secrets: Vec<Secret>) -> Veil {
        Veil {
            secrets,
            withheld: RefCell::default(),
        }
    }

    fn picked(&self, which: impl Fn(&Secret) -> bool) -> Vec<usize> {
        self.secrets
            .iter()
            .filter(|s| which(s))
            .map(|s| s.thing)
            .collect()
    }

    /// Withholds the secrets `which` picks, and says how many there were (0: the thing
    /// can be shown).
    pub fn withhold(&self, which: impl Fn(&Secret) -> bool) -> usize {
        let picked = self.picked(which);
        self.withheld.borrow_mut().extend(&picked);
        picked.len()
    }

    /// Whether a component's name could be a secret's: one of its things is secret at
    /// `seat` (owned by it, or lying there when no seat owns it), or anywhere when no seat
    /// is said. A sentence names a component, not the one thing it means, so a name is kept
    /// back if it could be the secret one.
    pub fn hides_name(&self, component: ComponentRef, seat: Option<usize>) -> bool {
        !self.picked(name_of(component, seat)).is_empty()
    }

    /// Withholds a component's name where [`Veil::hides_name`] says it could be a secret's.
    pub fn withhold_name(&self, component: ComponentRef, seat: Option<usize>) -> bool {
        self.withhold(name_of(component, seat)) > 0
    }

    /// The one seat a withheld name's secrets lie at, if they lie at one: a sentence that
    /// cannot name the card still says whose it is.
    pub fn seat_of(&self, component: ComponentRef, seat: Option<usize>) -> Option<usize> {
        let which = name_of(component, seat);
        let mut seats = self.secrets.iter().filter(|s| which(s)).map(|s| s.seat);
        let first = seats.next().flatten()?;
        seats.all(|s| s == Some(first)).then_some(first)
    }

    /// How many different things the report kept back.
    pub fn withheld(&self) -> usize {
        self.withheld.borrow().len()
    }
}

/// The secrets a component's name at a seat could mean.
fn name_of(component: ComponentRef, seat: Option<usize>) -> impl Fn(&Secret) -> bool {
    move |s| {
        s.component == component
            && (seat.is_none() || s.owner == seat || (s.owner.is_none() && s.seat == seat))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(thing: usize, item: usize, seat: Option<usize>) -> Secret {
        Secret {
            thing,
            component: ComponentRef::Card { kind: 0, item },
            owner: None,
            seat,
            zone: None,
            slot: None,
        }
    }

    #[test]
    fn a_name_is_withheld_where_it_could_be_a_secret_and_counted_once() {
        let veil = Veil::new(vec![card(3, 1, Some(0)), card(7, 2, Some(1))]);
        let c = |item| ComponentRef::Card { kind: 0, item };
        assert!(veil.hides_name(c(1), Some(0)));
        assert_eq!(veil.withheld(), 0, "asking withholds nothing");
        assert!(veil.withhold_name(c(1), Some(0)));
        assert!(veil.withhold_name(c(1), None));
        assert!(!veil.withhold_name(c(1), Some(1)), "not a secret at seat 2");
        assert!(
            !veil.withhold_name(c(0), None),
            "no secret card of that item"
        );
        assert_eq!(veil.withheld(), 1, "the same thing twice counts once");
        assert_eq!(veil.seat_of(c(1), None), Some(0));
        assert_eq!(veil.seat_of(c(0), None), None);
        assert_eq!(veil.withhold(|s| s.seat == Some(1)), 1);
        assert_eq!(veil.withheld(), 2);
    }

    #[test]
    fn an_open_veil_withholds_nothing() {
        let veil = Veil::default();
        assert!(!veil.withhold_name(ComponentRef::Piece(0), None));
        assert_eq!(veil.withheld(), 0);
    }
}
