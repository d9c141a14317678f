//! The referee for a game without rules in Rust: every component accounted for (missing,
//! duplicated, outside every area), what lies in each seat and area, and — where the
//! definition declares `[referee.score]` — each seat's total, the highest winning, ties
//! broken by further sums.

mod score;
mod text;

use super::common::{
    Check, Common, CommonRule, Ctx, Fixed, Outcome, Phase, Rules, ScoreName, Scores, Seats,
};
use crate::definition::ComponentRef;
use crate::report::{Breach as BreachTrait, PlaceReport, Say, Words};

pub struct Generic;

/// The generic referee knows only the rules every game has.
#[derive(Debug, Clone, PartialEq)]
pub struct Breach(pub Common);

impl From<Common> for Breach {
    fn from(c: Common) -> Self {
        Breach(c)
    }
}

impl BreachTrait for Breach {
    fn code(&self) -> &'static str {
        self.0.code()
    }

    /// Without a rulebook's numbering, the two rules every game has.
    fn rule(&self) -> &'static str {
        match self.0.kind() {
            CommonRule::Components => "components",
            CommonRule::Players => "players",
        }
    }
}

impl Say for Breach {
    fn say(&self, w: &Words) -> String {
        self.0.say(w)
    }
}

/// The piece players type their names into, where the definition names one.
pub type Roles = Option<ComponentRef>;

impl Rules for Generic {
    type Breach = Breach;
    type Roles = Roles;
    type Reading = ();

    fn name_piece(&self, roles: &Roles) -> Option<ComponentRef> {
        *roles
    }

    fn read(&self, _ctx: &mut Ctx<Breach>, _roles: &Roles, _seats: &Seats) {}

    fn phase(&self, ctx: &Ctx<Breach>, _reading: &()) -> Phase {
        let over = ctx.game.referee.score.as_ref().is_some_and(|s| s.end);
        Phase {
            code: if over { "end" } else { "in-play" },
            name: Box::new(text::PhaseName { over }),
            over,
            provisional: (!over).then(|| Box::new(text::Provisional) as _),
        }
    }

    const CHECKS: &'static [Check<Breach, Roles, ()>] = &[uncounted];

    fn score(
        &self,
        ctx: &mut Ctx<Breach>,
        _roles: &Roles,
        _reading: &(),
        _phase: &Phase,
    ) -> Option<Scores> {
        let def = ctx.game.referee.score.as_ref()?;
        Some(score::totals(ctx, def))
    }

    fn outcome(
        &self,
        ctx: &Ctx<Breach>,
        _roles: &Roles,
        _reading: &(),
        scores: &Scores,
        phase: &Phase,
    ) -> Outcome {
        let def = ctx
            .game
            .referee
            .score
            .as_ref()
            .expect("scores exist only where the definition declares them");
        score::outcome(ctx, def, scores, phase.over)
    }

    fn places(
        &self,
        ctx: &Ctx<Breach>,
        _roles: &Roles,
        _reading: &(),
        w: &Words,
    ) -> Vec<PlaceReport> {
        text::places(ctx, w)
    }

    const SCORE_NAME: &'static dyn Say = &ScoreName(Fixed {
        ja: "得点",
        en: "score",
    });
}

/// Points the definition's score counts that lie where it cannot count them.
fn uncounted(ctx: &mut Ctx<Breach>, _roles: &Roles, _reading: &()) {
    for breach in score::uncounted(ctx.game, ctx.position) {
        ctx.breach(breach);
    }
}
