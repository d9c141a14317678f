//! 信じられるのは邪神だけ (udonarium rules ver01). Rule ids J1…J10 are those of
//! the README's rules catalogue; decisions in the README's rules notes.
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

use super::common::{Check, Ctx, Fixed, Outcome, Phase, RoleLookup, Rules, Scores, Seats};
use crate::definition::rules::shinjya as role;
use crate::definition::{AreaId, ComponentRef, Game, ZoneId};
use crate::report::Say;
use read::Reading;

pub struct Shinjya;

/// What the rules name, from `[referee.roles]` of the definition.
pub struct Roles {
    name_piece: ComponentRef,
    marker: ComponentRef,
    character: ComponentRef,
    accuse: ComponentRef,
    investigator: ComponentRef,
    dynamite: ComponentRef,
    identity: usize,
    evidence: usize,
    incident: usize,
    accusation: usize,
    removed: AreaId,
    evidence_deck: AreaId,
    /// 置かれた告発カード: where others' cards accusing this seat lie.
    accused: ZoneId,
}

impl Rules for Shinjya {
    type Breach = Breach;
    type Roles = Roles;
    type Reading = Reading;

    fn roles(&self, game: &Game) -> Result<Roles, String> {
        let r = RoleLookup(game);
        Ok(Roles {
            name_piece: r.component(role::NAME_PIECE)?,
            marker: r.component(role::MARKER)?,
            character: r.component(role::CHARACTER)?,
            accuse: r.component(role::ACCUSE)?,
            investigator: r.component(role::INVESTIGATOR)?,
            dynamite: r.component(role::DYNAMITE)?,
            identity: r.kind(role::IDENTITY)?,
            evidence: r.kind(role::EVIDENCE)?,
            incident: r.kind(role::INCIDENT)?,
            accusation: r.kind(role::ACCUSATION)?,
            removed: r.area(role::REMOVED)?,
            evidence_deck: r.area(role::EVIDENCE_DECK)?,
            accused: r.zone(role::ACCUSED)?,
        })
    }

    fn name_piece(&self, roles: &Roles) -> Option<ComponentRef> {
        Some(roles.name_piece)
    }

    fn shows_play(&self, ctx: &Ctx<Breach>, roles: &Roles, seat: usize) -> bool {
        read::shows_play(ctx, roles, seat)
    }

    fn read(&self, ctx: &mut Ctx<Breach>, roles: &Roles, seats: &Seats) -> Reading {
        read::read(ctx, roles, seats)
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
