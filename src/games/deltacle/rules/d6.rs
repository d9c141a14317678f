//! D6: a seat's four control cards in its hand, played and used places; at rest the hand
//! holds 4, 3 or 2 (at 1 the used cards come back); during a turn one card is played, in a
//! direction; used cards lie face down.

use crate::games::deltacle::breach::Breach;
use crate::games::deltacle::read::{CardPlace, Facing, Table};

/// Every breach of D6.
pub fn check(table: &Table) -> Vec<Breach> {
    let mut out = Vec::new();
    for seat in table.played() {
        let s = &table.seats[seat];
        for (_, place) in &s.cards {
            if let CardPlace::Elsewhere(lies) = place {
                out.push(Breach::CardElsewhere {
                    seat,
                    lies: lies.clone(),
                });
            }
        }
        let hand = s.cards_at(CardPlace::Hand).count();
        let used = s.cards_at(CardPlace::Used).count();
        let played = s.cards_at(CardPlace::Played).count();
        if played > 1 {
            out.push(Breach::SeveralPlayed {
                seat,
                cards: played,
            });
        }
        // Only when all four are in their places: a lost card is a conservation breach.
        let legal = match played {
            0 => (2..=4).contains(&hand),
            1 => (1..=3).contains(&hand),
            _ => true,
        };
        if hand + used + played == s.cards.len() && s.cards.len() == 4 && !legal {
            out.push(Breach::HandSize {
                seat,
                hand,
                used,
                played,
            });
        }
        let two_ended = |item: usize| table.two_ended.get(item).copied().unwrap_or(false);
        if s.cards_at(CardPlace::Played)
            .any(|c| two_ended(c.item) && c.facing == Facing::Sideways)
        {
            out.push(Breach::PlayedSideways { seat });
        }
        let up = s.cards_at(CardPlace::Used).filter(|c| c.face_up).count();
        if up > 0 {
            out.push(Breach::UsedFaceUp { seat, cards: up });
        }
    }
    out
}
