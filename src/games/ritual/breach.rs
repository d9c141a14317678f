//! Every way a RITUAL position can break the rules, each tied here, and only here, to its
//! rule id (R1–R13, docs/games/ritual.md's catalogue). Seats are 0-based, rounds 1-based; the
//! words are in `text/breach.rs`.
//!
//! R10 (chant points recomputed from the table, never trusted) is how `rounds` scores, not a
//! breach. R11 (the start marker's path) is not checked: it needs the ritual's first start
//! player, which a save does not record (docs/games/ritual.md, referee limits).

use super::read::chant::ChantResult;
use crate::definition::{ComponentRef, End};
use crate::games::common::{Common, CommonRule};
use crate::referee::Spot;
use crate::report::Breach as BreachTrait;

#[derive(Debug, Clone, PartialEq)]
pub enum Breach {
    /// Save problems, conservation (R1) and the player count (R2).
    Common(Common),
    /// R2: the set-aside pile does not hold 30 − 6N chant cards.
    SetAsideCount {
        aside: usize,
        want: usize,
        players: usize,
    },
    /// R3: a seat's hand and row do not make one 6-card set (an empty seat holds none).
    HandSize { seat: usize, count: usize },
    /// R3: an empty seat has cards in its row.
    EmptySeatChanted { seat: usize },
    /// R3: two cards in one slot of a row.
    RowSlotDoubled { seat: usize, round: usize },
    /// R3: an empty slot in a row before a filled one.
    RowGap { seat: usize, round: usize },
    /// R3: more cards in a row than rounds played.
    RowTooLong {
        seat: usize,
        len: usize,
        played: usize,
    },
    /// R3: fewer cards in a sane player's row than rounds played.
    RowTooShort {
        seat: usize,
        len: usize,
        played: usize,
    },
    /// R4: an insane player kept playing cards after the round they went insane in.
    InsaneKeptChanting {
        seat: usize,
        round: usize,
        len: usize,
    },
    /// R5: an insanity token on no row card and not in the supply: where it lies.
    InsanityAstray { lies: Spot },
    /// R5: more than one insanity token on a card.
    InsanityDoubled {
        seat: usize,
        round: usize,
        count: usize,
    },
    /// R5: an insanity token on a face-down card.
    InsanityOnFaceDown { seat: usize, round: usize },
    /// R6: a row card lies sideways, so it chants neither end.
    CardSideways { seat: usize, round: usize },
    /// R6: a card does not lie as its round's result requires.
    Misplayed {
        misplay: Misplay,
        seat: usize,
        round: usize,
        chanted: End,
        result: ChantResult,
        /// What the card counts for: as it lies (docs/games/ritual.md, rules notes).
        counts: i64,
    },
    /// R6: no altar spell explains a round's cards as they lie.
    NoAltarSpellFits { round: usize },
    /// R7: the face-up tokens beside the altar cannot supply the inferred altar spells.
    AltarSpellsUnaccounted { loose: usize },
    /// R8: a later ritual's row holds spells while an earlier one's is empty.
    RitualRowsOutOfOrder { ritual: usize },
    /// R8: more than one face-up spell token on the altar.
    TwoAltarSpells,
    /// R8: a spell token face down on the round track.
    SpellFaceDownOnTrack { token: ComponentRef },
    /// R8: two spell tokens in one slot of the round track.
    TrackSlotDoubled { round: usize },
    /// R8: an empty slot of the round track before a filled one.
    TrackGap { round: usize },
    /// R8: a spell token in a seat or an area that is not for spells: where it lies.
    SpellAstray { token: ComponentRef, lies: Spot },
    /// R8: fewer face-up spell tokens than rounds started in the game.
    SpellCount { face_up: usize, started: usize },
    /// R9: cards played after the ritual had ended (exactly 10, five rounds, one left).
    PlayedAfterEnd { round: usize },
    /// R13: a player holds more reward points than the finished rituals can give (3 each).
    TooManyRewards {
        seat: usize,
        points: i64,
        rituals: usize,
    },
    /// R12: the reward tokens held are not what the finished rituals hand out.
    RewardsDoNotFit {
        /// Per played seat, the values held.
        held: Vec<(usize, Vec<i64>)>,
        rituals: usize,
    },
}

/// How a card breaks its round's result (R6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Misplay {
    /// It scored, so it lies face up; it lies face down.
    WronglyFaceDown,
    /// It chanted the altar spell in an evil act, so it lies face down; it lies face up.
    ShouldBeFaceDown,
    /// Swirl of madness, another spell: it carries an insanity token; it has none.
    InsanityMissing,
    /// It carries an insanity token its round did not give it.
    InsanityUnearned,
}

impl BreachTrait for Breach {
    fn code(&self) -> &'static str {
        match self {
            Breach::Common(c) => c.code(),
            Breach::SetAsideCount { .. } => "set-aside-count",
            Breach::HandSize { .. } => "hand-size",
            Breach::EmptySeatChanted { .. } => "empty-seat-chanted",
            Breach::RowSlotDoubled { .. } => "row-slot-doubled",
            Breach::RowGap { .. } => "row-gap",
            Breach::RowTooLong { .. } => "row-too-long",
            Breach::RowTooShort { .. } => "row-too-short",
            Breach::InsaneKeptChanting { .. } => "insane-kept-chanting",
            Breach::InsanityAstray { .. } => "insanity-astray",
            Breach::InsanityDoubled { .. } => "insanity-doubled",
            Breach::InsanityOnFaceDown { .. } => "insanity-on-face-down",
            Breach::CardSideways { .. } => "card-sideways",
            Breach::Misplayed { misplay, .. } => match misplay {
                Misplay::WronglyFaceDown => "wrongly-face-down",
                Misplay::ShouldBeFaceDown => "should-be-face-down",
                Misplay::InsanityMissing => "insanity-missing",
                Misplay::InsanityUnearned => "insanity-unearned",
            },
            Breach::NoAltarSpellFits { .. } => "no-altar-spell-fits",
            Breach::AltarSpellsUnaccounted { .. } => "altar-spells-unaccounted",
            Breach::RitualRowsOutOfOrder { .. } => "ritual-rows-out-of-order",
            Breach::TwoAltarSpells => "two-altar-spells",
            Breach::SpellFaceDownOnTrack { .. } => "spell-face-down-on-track",
            Breach::TrackSlotDoubled { .. } => "track-slot-doubled",
            Breach::TrackGap { .. } => "track-gap",
            Breach::SpellAstray { .. } => "spell-astray",
            Breach::SpellCount { .. } => "spell-count",
            Breach::PlayedAfterEnd { .. } => "played-after-end",
            Breach::RewardsDoNotFit { .. } => "rewards-do-not-fit",
            Breach::TooManyRewards { .. } => "too-many-rewards",
        }
    }

    fn rule(&self) -> &'static str {
        match self {
            Breach::Common(c) => match c.kind() {
                CommonRule::Components => "R1",
                CommonRule::Players => "R2",
            },
            Breach::SetAsideCount { .. } => "R2",
            Breach::HandSize { .. }
            | Breach::EmptySeatChanted { .. }
            | Breach::RowSlotDoubled { .. }
            | Breach::RowGap { .. }
            | Breach::RowTooLong { .. }
            | Breach::RowTooShort { .. } => "R3",
            Breach::InsaneKeptChanting { .. } => "R4",
            Breach::InsanityAstray { .. }
            | Breach::InsanityDoubled { .. }
            | Breach::InsanityOnFaceDown { .. } => "R5",
            Breach::CardSideways { .. }
            | Breach::Misplayed { .. }
            | Breach::NoAltarSpellFits { .. } => "R6",
            Breach::AltarSpellsUnaccounted { .. } => "R7",
            Breach::RitualRowsOutOfOrder { .. }
            | Breach::TwoAltarSpells
            | Breach::SpellFaceDownOnTrack { .. }
            | Breach::TrackSlotDoubled { .. }
            | Breach::TrackGap { .. }
            | Breach::SpellAstray { .. }
            | Breach::SpellCount { .. } => "R8",
            Breach::PlayedAfterEnd { .. } => "R9",
            Breach::RewardsDoNotFit { .. } => "R12",
            Breach::TooManyRewards { .. } => "R13",
        }
    }
}
