//! W3, the potion piles (「ゲームの準備」, the blue and red roles): each pile sorted lowest
//! on top and taken only from the top, so the cards held from a pile are its lowest and what
//! is left stays in order; a potion card lies at a seat or in its own pile.

use super::w6;
use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::{PileView, Reading};

/// Pile by pile, what was taken from it (W3), then what lies on it where it is a shelf (W6):
/// the report lists a pile's findings together.
pub fn piles(reading: &Reading) -> Vec<Breach> {
    let mut found = Vec::new();
    for view in &reading.piles {
        found.extend(pile(view));
        found.extend(w6::shelf(view));
    }
    found
}

/// One pile: the cards taken from it were its lowest, and what is left lies in order.
fn pile(view: &PileView) -> Vec<Breach> {
    let mut found = Vec::new();
    // Cards alike in every value are the same card: compare by likeness, not by id.
    let mut lowest: Vec<usize> = view.built.iter().take(view.taken.len()).copied().collect();
    for (seat, taken) in &view.taken {
        match lowest.iter().position(|l| *l == taken.alike) {
            Some(i) => {
                lowest.remove(i);
            }
            None => found.push(Breach::TakenFromMiddle {
                seat: *seat,
                card: taken.card,
            }),
        }
    }
    let in_order = view.left.windows(2).all(|w| w[0].sort <= w[1].sort);
    if view.ordered && !in_order {
        found.push(Breach::PileOutOfOrder { kind: view.kind });
    }
    found
}

/// Potion cards in a shared area other than their own pile.
pub fn astray(reading: &Reading) -> Vec<Breach> {
    (reading.potions_astray.iter())
        .map(|(card, lies)| Breach::PotionAstray {
            card: *card,
            lies: lies.clone(),
        })
        .collect()
}
