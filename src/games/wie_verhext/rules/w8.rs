//! W8: the 8 spellbooks stay in their pile.

use crate::games::common::Ctx;
use crate::games::wie_verhext::Roles;
use crate::games::wie_verhext::breach::Breach;
use crate::games::wie_verhext::read::Reading;

pub fn check(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    for (card, lies) in &reading.books_astray {
        ctx.breach(Breach::SpellbookAstray {
            card: *card,
            lies: lies.clone(),
        });
    }
}
