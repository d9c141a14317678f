//! Breaches any game can have: the save itself, component conservation, the player count.
//! Each game wraps them in its own breach enum, which ties each to the game's rule id.

use crate::definition::ComponentRef;

#[derive(Debug, Clone, PartialEq)]
pub enum Common {
    /// Fewer copies of a component than the game has.
    Missing {
        component: ComponentRef,
        seat: Option<usize>,
        missing: usize,
        expected: usize,
    },
    /// More copies than the game has: duplicated with 「コピーを作る」.
    Duplicated {
        component: ComponentRef,
        seat: Option<usize>,
        extra: usize,
        expected: usize,
    },
    /// On the table but in no seat or shared area (centre at x, y in pixels).
    Outside {
        component: ComponentRef,
        seat: Option<usize>,
        x: f64,
        y: f64,
    },
    /// In an inventory or the graveyard instead of on the table.
    OffTable {
        component: ComponentRef,
        seat: Option<usize>,
    },
    /// More or fewer players than the game allows.
    PlayerCount { count: usize, min: u32, max: u32 },
    /// The save holds several room documents (their entries; the last one is judged).
    SeveralRooms(Vec<String>),
    /// Another game's components lie on the table too.
    OtherGame { game: String, objects: usize },
    /// A position or rotation that is not a finite number.
    BadNumber {
        component: ComponentRef,
        seat: Option<usize>,
        attribute: String,
    },
    /// A piece's counter that is not a whole number within its range (`min` to `max`: the
    /// counter's declared `max`, else what any score adds up): `NaN`, `1.5`, `101` on a
    /// counter of `max = 100`, `1e300`. It counts nothing.
    CounterOutOfRange {
        component: ComponentRef,
        seat: Option<usize>,
        counter: String,
        value: String,
        min: i64,
        max: i64,
    },
}

/// The breaches told without knowing where a room's places lie (its record gone): what is
/// counted over the whole save, and the players' names.
pub const WITHOUT_LAYOUT: &[&str] = &[
    "missing-component",
    "duplicate-component",
    "off-table",
    "player-count",
    "several-rooms",
    "other-game",
    "bad-number",
    "counter-out-of-range",
];

impl Common {
    pub fn code(&self) -> &'static str {
        match self {
            Common::Missing { .. } => "missing-component",
            Common::Duplicated { .. } => "duplicate-component",
            Common::Outside { .. } => "outside-areas",
            Common::OffTable { .. } => "off-table",
            Common::PlayerCount { .. } => "player-count",
            Common::SeveralRooms(_) => "several-rooms",
            Common::OtherGame { .. } => "other-game",
            Common::BadNumber { .. } => "bad-number",
            Common::CounterOutOfRange { .. } => "counter-out-of-range",
        }
    }

    /// Whether this reports a component of this seat (any seat for `None`) as gone from
    /// play: missing, outside every area, or off the table.
    pub fn reports_gone(&self, of: ComponentRef, at: Option<usize>) -> bool {
        match self {
            Common::Missing {
                component, seat, ..
            }
            | Common::Outside {
                component, seat, ..
            }
            | Common::OffTable { component, seat } => {
                *component == of && (at.is_none() || *seat == at)
            }
            _ => false,
        }
    }

    /// Which of a game's rules this kind of breach falls under.
    pub fn kind(&self) -> CommonRule {
        match self {
            Common::PlayerCount { .. } => CommonRule::Players,
            _ => CommonRule::Components,
        }
    }
}

/// The two rules every game has in some form: its components, and its player count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommonRule {
    Components,
    Players,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_breaches_told_without_a_layout_are_common_ones_that_need_none() {
        let c = ComponentRef::Piece(0);
        let codes = [
            Common::Missing {
                component: c,
                seat: None,
                missing: 1,
                expected: 1,
            }
            .code(),
            Common::Duplicated {
                component: c,
                seat: None,
                extra: 1,
                expected: 1,
            }
            .code(),
            Common::OffTable {
                component: c,
                seat: None,
            }
            .code(),
            Common::PlayerCount {
                count: 1,
                min: 2,
                max: 3,
            }
            .code(),
            Common::SeveralRooms(Vec::new()).code(),
            Common::OtherGame {
                game: String::new(),
                objects: 1,
            }
            .code(),
            Common::BadNumber {
                component: c,
                seat: None,
                attribute: String::new(),
            }
            .code(),
            Common::CounterOutOfRange {
                component: c,
                seat: None,
                counter: String::new(),
                value: String::new(),
                min: 0,
                max: 1,
            }
            .code(),
        ];
        assert_eq!(WITHOUT_LAYOUT, codes);
        let outside = Common::Outside {
            component: c,
            seat: None,
            x: 0.0,
            y: 0.0,
        };
        assert!(!WITHOUT_LAYOUT.contains(&outside.code()));
    }
}
