//! W8: the 8 spellbooks stay in their pile.

use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::Reading;

pub fn check(reading: &Reading) -> Vec<Breach> {
    (reading.books_astray.iter())
        .map(|(card, lies)| Breach::SpellbookAstray {
            card: *card,
            lies: lies.clone(),
        })
        .collect()
}
