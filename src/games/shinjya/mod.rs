//! 信じられるのは邪神だけ (udonarium rules ver01). Rule ids J1…J10 are those of
//! the catalogue of docs/games/shinjya.md; decisions in its rules notes.
//!
//! The same layout as every game: the table read in the game's terms (`read`), one file
//! per rule checked (`rules/`), fame and the winner (`score`), the breaches and their rule
//! ids (`breach`), every sentence (`text`); this file only wires them into [`Rules`].

mod breach;
mod read;
mod rules;
mod score;
mod text;

pub use breach::Breach;

use super::common::{Check, Ctx, Fixed, Outcome, Phase, Rules, Scores, Seats};
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

    fn name_piece(&self, roles: &Roles) -> Option<ComponentRef> {
        Some(roles.name_piece)
    }

    fn shows_play(&self, ctx: &Ctx<Breach>, roles: &Roles, seat: usize) -> bool {
        read::shows_play(ctx, roles, seat)
    }

    fn read(&self, ctx: &mut Ctx<Breach>, roles: &Roles, seats: &Seats) -> Reading {
        read::read(ctx, roles, seats)
    }

    /// A character card turned over shows 「議長」 (setup ▽4): its back tells all.
    fn secret(&self, _ctx: &Ctx<Breach>, roles: &Roles, _reading: &Reading, thing: &Thing) -> bool {
        thing.hidden() && thing.component != roles.character
    }

    fn phase(&self, _ctx: &Ctx<Breach>, reading: &Reading) -> Phase {
        text::phase(reading.phase)
    }

    const CHECKS: &'static [Check<Breach, Roles, Reading>] = rules::CHECKS;

    fn score(
        &self,
        ctx: &mut Ctx<Breach>,
        roles: &Roles,
        reading: &Reading,
        _phase: &Phase,
    ) -> Option<Scores> {
        score::score(ctx, roles, reading)
    }

    fn outcome(
        &self,
        _ctx: &Ctx<Breach>,
        roles: &Roles,
        reading: &Reading,
        scores: &Scores,
        phase: &Phase,
    ) -> Outcome {
        score::outcome(roles, reading, scores, phase.over)
    }

    const SCORE_NAME: &'static dyn Say = &Fixed {
        ja: "名声点",
        en: "fame",
    };

    const UNPLAYED_NAME: &'static dyn Say = &Fixed {
        ja: "仮のプレイヤー",
        en: "virtual player",
    };
}
