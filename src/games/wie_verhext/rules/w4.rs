//! W4: raven cards taken lie face up before their owner, the other potion cards face down.

use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::Reading;

pub fn check(reading: &Reading) -> Vec<Breach> {
    let mut found = Vec::new();
    for (seat, view) in reading.seats.iter().enumerate() {
        for potion in &view.potions {
            let card = potion.card;
            match (potion.raven, potion.face_up) {
                (true, false) => found.push(Breach::RavenFaceDown { seat, card }),
                (false, true) => found.push(Breach::PotionFaceUp { seat, card }),
                _ => {}
            }
        }
    }
    found
}
