//! R2 (「ゲームの準備」②): 30 − 6N chant cards lie set aside.

use crate::games::common::Ctx;
use crate::games::ritual::Roles;
use crate::games::ritual::breach::Breach;
use crate::games::ritual::numbers::HAND_SIZE;
use crate::games::ritual::read::Reading;

pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    let players = reading.played.len();
    let total = ctx.game.card_kinds[roles.chant].count(ctx.game.seats.len());
    let want = total.saturating_sub(HAND_SIZE * players);
    let aside = reading.set_aside;
    if aside != want {
        ctx.breach(Breach::SetAsideCount {
            aside,
            want,
            players,
        });
    }
}
