//! The chant cards out of play and in hand (「ゲームの準備」②④): 30 − 6N set aside (R2), and
//! each player's hand and row together make one 6-card set (R3). Cards anywhere in a seat's
//! area count for it, held privately or not.

use super::Roles;
use super::breach::Breach;
use super::numbers::HAND_SIZE;
use super::read::Reading;
use crate::games::common::Ctx;

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
    // Once a card is played every player holds a set (an in-progress altar spell alone does
    // not say everyone has taken theirs).
    let started = !reading.rounds.rounds.is_empty()
        || reading.rows.iter().any(|r| r.iter().any(Option::is_some));
    for (seat, view) in reading.seats.iter().enumerate() {
        let count = view.chant_cards;
        let ok = if !view.played {
            count == 0
        } else if started {
            count == HAND_SIZE
        } else {
            // Before the first round a player may not have taken a set yet.
            count == 0 || count == HAND_SIZE
        };
        if !ok {
            ctx.breach(Breach::HandSize { seat, count });
        }
    }
}
