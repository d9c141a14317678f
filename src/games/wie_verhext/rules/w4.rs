//! W4: raven cards taken lie face up before their owner, the other potion cards face down.

use crate::games::common::Ctx;
use crate::games::wie_verhext::Roles;
use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::{Reading, item};

pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    let game = ctx.game;
    for (seat, view) in reading.seats.iter().enumerate() {
        for (card, face_up) in &view.potions {
            let raven = item(game, *card).is_some_and(|i| i.value(&roles.raven) > 0);
            match (raven, face_up) {
                (true, false) => ctx.breach(Breach::RavenFaceDown { seat, card: *card }),
                (false, true) => ctx.breach(Breach::PotionFaceUp { seat, card: *card }),
                _ => {}
            }
        }
    }
}
