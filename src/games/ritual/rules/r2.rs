//! R2 (「ゲームの準備」②): 30 − 6N chant cards lie set aside.

use crate::games::ritual::breach::Breach;
use crate::games::ritual::numbers::HAND_SIZE;
use crate::games::ritual::read::Reading;

pub fn check(reading: &Reading) -> Vec<Breach> {
    let players = reading.played.len();
    let want = reading.chant_cards.saturating_sub(HAND_SIZE * players);
    let aside = reading.set_aside;
    if aside == want {
        return Vec::new();
    }
    vec![Breach::SetAsideCount {
        aside,
        want,
        players,
    }]
}
