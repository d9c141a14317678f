//! R5: an insanity token lies on a face-up row card that earned it, one a card at most
//! (「狂気マーカーと発狂状態」); the others stay in the supply.

use crate::games::ritual::breach::Breach;
use crate::games::ritual::read::Reading;
use crate::games::ritual::read::rows::RowCard;

/// Tokens lying on no row card, outside the supply and the table's edge.
pub fn astray(reading: &Reading) -> Vec<Breach> {
    (reading.insanity_astray.iter())
        .map(|lies| Breach::InsanityAstray { lies: lies.clone() })
        .collect()
}

/// One seat's row, card by card (with R3's shape of the row, `r3::rows`).
pub fn row(seat: usize, row: &[Option<RowCard>]) -> Vec<Breach> {
    let mut found = Vec::new();
    for (slot, card) in row.iter().enumerate() {
        let Some(card) = card else { continue };
        let round = slot + 1;
        if card.insanity > 1 {
            found.push(Breach::InsanityDoubled {
                seat,
                round,
                count: card.insanity,
            });
        }
        // Tokens lie on face-up cards only; a face-down card scored nothing and cannot have
        // earned one (nor can a card of a round not yet revealed). The token is this one
        // breach and nothing more: `rounds` reads the round with the card as it was played
        // (see `read/rounds.rs`, `as_played`).
        if card.insanity > 0 && !card.face_up {
            found.push(Breach::InsanityOnFaceDown { seat, round });
        }
    }
    found
}
