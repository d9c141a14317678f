//! D8: the blessing card at a seat that plays. How many there are (one, none, a copy) and
//! one outside every area or off the table are conservation's to report.

use crate::games::deltacle::breach::{BlessingAt, Breach};
use crate::games::deltacle::read::Table;

/// Every breach of D8.
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    let Some(card) = table.blessing else {
        return out;
    };
    if table.played().any(|s| table.seats[s].blessings > 0) {
        return out;
    }
    let lies = table.blessings_away.first().cloned().or_else(|| {
        (0..table.seats.len())
            .find(|s| table.seats[*s].blessings > 0)
            .map(BlessingAt::EmptySeat)
    });
    if let Some(lies) = lies {
        out.push(Breach::BlessingNotHeld { card, lies });
    }
    out
}
