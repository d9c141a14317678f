//! Every way a Wie verhext! position can break the rules, each tied here, and only here, to
//! its rule id (W1–W10, docs/games/wie-verhext.md's catalogue). Their words are in `text.rs`.

use crate::definition::ComponentRef;
use crate::games::common::{Common, Keeper};
use crate::referee::Spot;
use crate::report::Breach as BreachTrait;

/// Which of the game's rules a shared breach (conservation, save problems, player count)
/// falls under: the rule of the component concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Under {
    /// Role cards (W1), and save problems that concern no one component.
    Roles,
    /// Potion cards (W3).
    Potions,
    /// The players' pieces and counting dice (W7).
    Counters,
    /// The shelves' counting dice (W6).
    Shelves,
    /// Spellbooks (W8).
    Spellbooks,
    /// The player count, which the 3–4 player variant turns on (W10).
    Players,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Breach {
    /// Save problems, conservation and the player count, under the rule they concern.
    Common(Common, Under),
    /// W1: a role card of another colour lies in a seat's area.
    ForeignRole {
        seat: usize,
        card: ComponentRef,
        owner: Option<usize>,
    },
    /// W1: a played seat's role cards lie outside its area (in the centre, or elsewhere).
    RolesAway { seat: usize, count: usize },
    /// W1: once a seat has chosen, 5 chosen (in hand or played) and 7 aside, none left over.
    RoundSplit {
        seat: usize,
        chosen: usize,
        aside: usize,
        unchosen: usize,
    },
    /// W1: more than 5 cards in the chosen zone.
    TooManyChosen { seat: usize, count: usize },
    /// W1: a round is under way but this seat has not chosen its 5.
    NotChosen { seat: usize },
    /// W2: more than one role card lies face up as played.
    SeveralClaims { seats: Vec<usize> },
    /// W3: a seat holds a potion card that was not at the top of its pile.
    TakenFromMiddle { seat: usize, card: ComponentRef },
    /// W3: what is left of a pile is not in order, lowest points on top.
    PileOutOfOrder { kind: usize },
    /// W3: a potion card lies in a shared area other than its own pile: which.
    PotionAstray { card: ComponentRef, lies: Spot },
    /// W4: a held raven card lies face down.
    RavenFaceDown { seat: usize, card: ComponentRef },
    /// W4: a held potion card without a raven lies face up.
    PotionFaceUp { seat: usize, card: ComponentRef },
    /// W5: the game ended with the round in which the fourth raven card was taken, yet
    /// these seats chose cards for a new round.
    RoundAfterEnd { seats: Vec<usize> },
    /// W6: a shelf holds as much as its top card asks for, yet was not taken.
    ShelfFull { kind: usize, holds: i64, needs: i64 },
    /// W6: something lies on a shelf whose pile is empty.
    ShelfGone { kind: usize, holds: i64 },
    /// W7: a count that is not a whole number of 0 or more (`seat` None: a shelf's), by what
    /// keeps it.
    BadCounter {
        seat: Option<usize>,
        keeper: Keeper,
        value: String,
    },
    /// W7: a count kept by a piece's counter, deleted from the piece's sheet.
    MissingCounter { seat: Option<usize>, keeper: Keeper },
    /// W7: a seat's counting die lying in another seat's area (「材料と金塊を自分のプレイエリア
    /// に並べます」).
    CounterAway { die: usize, owner: usize, at: usize },
    /// W8: a spellbook away from the spellbook pile: where it lies.
    SpellbookAstray { card: ComponentRef, lies: Spot },
    /// W10: an unused colour's role cards lie outside the blocked-role deck and its row.
    UnusedRolesOut { seat: usize, count: usize },
    /// W10: a wrong number of blocked roles revealed for the player count.
    RevealedCount {
        count: usize,
        allowed: usize,
        players: usize,
    },
    /// W10: a role revealed as blocked this round was chosen or played.
    BlockedRoleUsed { seat: usize, card: ComponentRef },
}

impl BreachTrait for Breach {
    fn code(&self) -> &'static str {
        match self {
            Breach::Common(c, _) => c.code(),
            Breach::ForeignRole { .. } => "foreign-role",
            Breach::RolesAway { .. } => "roles-away",
            Breach::RoundSplit { .. } => "round-split",
            Breach::TooManyChosen { .. } => "too-many-chosen",
            Breach::NotChosen { .. } => "not-chosen",
            Breach::SeveralClaims { .. } => "several-claims",
            Breach::TakenFromMiddle { .. } => "taken-from-middle",
            Breach::PileOutOfOrder { .. } => "pile-out-of-order",
            Breach::PotionAstray { .. } => "potion-astray",
            Breach::RavenFaceDown { .. } => "raven-face-down",
            Breach::PotionFaceUp { .. } => "potion-face-up",
            Breach::RoundAfterEnd { .. } => "round-after-end",
            Breach::ShelfFull { .. } => "shelf-full",
            Breach::ShelfGone { .. } => "shelf-gone",
            Breach::BadCounter { .. } => "bad-counter",
            Breach::MissingCounter { .. } => "missing-counter",
            Breach::CounterAway { .. } => "counter-away",
            Breach::SpellbookAstray { .. } => "spellbook-astray",
            Breach::UnusedRolesOut { .. } => "unused-roles-out",
            Breach::RevealedCount { .. } => "revealed-count",
            Breach::BlockedRoleUsed { .. } => "blocked-role-used",
        }
    }

    fn rule(&self) -> &'static str {
        match self {
            Breach::Common(_, under) => match under {
                Under::Roles => "W1",
                Under::Potions => "W3",
                Under::Shelves => "W6",
                Under::Counters => "W7",
                Under::Spellbooks => "W8",
                Under::Players => "W10",
            },
            Breach::ForeignRole { .. }
            | Breach::RolesAway { .. }
            | Breach::RoundSplit { .. }
            | Breach::TooManyChosen { .. }
            | Breach::NotChosen { .. } => "W1",
            Breach::SeveralClaims { .. } => "W2",
            Breach::TakenFromMiddle { .. }
            | Breach::PileOutOfOrder { .. }
            | Breach::PotionAstray { .. } => "W3",
            Breach::RavenFaceDown { .. } | Breach::PotionFaceUp { .. } => "W4",
            Breach::RoundAfterEnd { .. } => "W5",
            Breach::ShelfFull { .. } | Breach::ShelfGone { .. } => "W6",
            Breach::BadCounter { .. }
            | Breach::MissingCounter { .. }
            | Breach::CounterAway { .. } => "W7",
            Breach::SpellbookAstray { .. } => "W8",
            Breach::UnusedRolesOut { .. }
            | Breach::RevealedCount { .. }
            | Breach::BlockedRoleUsed { .. } => "W10",
        }
    }
}
