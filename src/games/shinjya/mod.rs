//! 信じられるのは邪神だけ (udonarium rules ver01). Rule ids J1…J10 are those of
//! the catalogue of docs/games/shinjya.md; decisions in its rules notes.
//!
//! The same layout as every game: the table read in the game's terms (`read`), the rules
//! checked against it, one file each and listed in one table with their ids (`rules/`),
//! fame and the winner (`score`), the breaches and their rule ids (`breach`), every
//! sentence (`text`); this file only wires them into [`Rules`].

mod breach;
mod read;
mod rules;
mod score;
mod text;

pub use breach::Breach;

#[cfg(test)]
use super::common::Elsewhere;
use super::common::{Case, Common, Fixed, Outcome, Phase, Rule, Rules, Scores, Seats};
use crate::definition::ComponentRef;
use crate::referee::Thing;
use crate::report::Say;
use read::Reading;

pub struct Shinjya;

/// What the rules name, typed as the definition declares them.
pub use crate::definition::rules::shinjya::Roles;

impl Rules for Shinjya {
    type Breach = Breach;
    type Roles = Roles;
    type Reading = Reading;

    const RULES: &'static [Rule<Reading, Breach>] = rules::RULES;
    #[cfg(test)]
    const ELSEWHERE: &'static [Elsewhere] = rules::ELSEWHERE;

    const SCORE_NAME: &'static dyn Say = &Fixed {
        ja: "名声点",
        en: "fame",
    };

    const UNPLAYED_NAME: &'static dyn Say = &Fixed {
        ja: "仮のプレイヤー",
        en: "virtual player",
    };

    fn common(_roles: &Roles, common: Common) -> Breach {
        Breach::Common(common)
    }

    fn name_piece(roles: &Roles) -> Option<ComponentRef> {
        Some(roles.name_piece)
    }

    fn shows_play(case: Case, roles: &Roles, seat: usize) -> bool {
        read::shows_play(case, roles, seat)
    }

    fn read(case: Case, roles: &Roles, seats: &Seats, _found: &[Common]) -> Reading {
        read::read(case, roles, seats)
    }

    /// A character card turned over shows 「議長」 (setup ▽4): its back tells all.
    fn secret(roles: &Roles, _reading: &Reading, thing: &Thing) -> bool {
        thing.hidden() && thing.component != roles.character
    }

    fn phase(reading: &Reading) -> Phase {
        text::phase(reading.phase)
    }

    fn notes(reading: &Reading) -> Vec<Box<dyn Say>> {
        score::notes(reading)
    }

    fn score(case: Case, roles: &Roles, reading: &Reading) -> Option<Scores> {
        score::score(case.game, roles, reading)
    }

    fn outcome(_: Case, roles: &Roles, reading: &Reading, scores: &Scores, over: bool) -> Outcome {
        score::outcome(roles, reading, scores, over)
    }
}
