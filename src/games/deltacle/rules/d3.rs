//! D3: at most 2 loose chips at a seat, face up (a third makes a pentacle at once).

use crate::games::deltacle::breach::Breach;
use crate::games::deltacle::read::Table;

/// Every breach of D3.
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    for seat in table.played() {
        let chips = &table.seats[seat].loose;
        if chips.len() > 2 {
            out.push(Breach::TooManyLoose {
                seat,
                chips: chips.len(),
            });
        }
        let down = chips.iter().filter(|c| !c.face_up).count();
        if down > 0 {
            out.push(Breach::LooseFaceDown { seat, chips: down });
        }
    }
    out
}
