//! The referee for a game without rules in Rust: every component accounted for (missing,
//! duplicated, outside every area), what lies in each seat and area, and — where the
//! definition declares `[referee.score]` — each seat's total, the highest winning, ties
//! broken by further sums.

mod score;
mod text;

#[cfg(test)]
use super::common::Elsewhere;
use super::common::{
    Case, Common, CommonRule, Fixed, Outcome, Phase, Rule, Rules, ScoreName, Scores, Seats,
};
use crate::definition::ComponentRef;
use crate::report::{Breach as BreachTrait, PlaceReport, Say, Words};

pub struct Generic;

/// The generic referee knows only the rules every game has.
#[derive(Debug, Clone, PartialEq)]
pub struct Breach(pub Common);

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

/// What the rules name, typed as the definition declares them: the piece players type
/// their names into, if any.
pub use crate::definition::rules::generic::Roles;

/// The table as the generic referee reads it: whether the definition calls it finished, and
/// every counter of a piece's sheet, as typed.
pub struct Reading {
    pub over: bool,
    pub fields: Vec<score::Field>,
}

impl Rules for Generic {
    type Breach = Breach;
    type Roles = Roles;
    type Reading = Reading;

    const RULES: &'static [Rule<Reading, Breach>] = &[Rule::new(
        "components",
        "`[referee.score]`: a counter adds up a whole number within its range, or nothing",
        score::uncounted,
    )];
    #[cfg(test)]
    const ELSEWHERE: &'static [Elsewhere] = &[
        Elsewhere {
            id: "components",
            judged: "conservation: every component once, on the table (games/common/conservation.rs)",
        },
        Elsewhere {
            id: "players",
            judged: "who plays, within the game's player count (games/common/seats.rs)",
        },
    ];

    const SCORE_NAME: &'static dyn Say = &ScoreName(Fixed {
        ja: "得点",
        en: "score",
    });

    fn common(_roles: &Roles, common: Common) -> Breach {
        Breach(common)
    }

    fn name_piece(roles: &Roles) -> Option<ComponentRef> {
        roles.name_piece
    }

    fn read(case: Case, _roles: &Roles, _seats: &Seats, _found: &[Common]) -> Reading {
        Reading {
            over: case.game.referee.score.as_ref().is_some_and(|s| s.end),
            fields: score::fields(case.game, case.position),
        }
    }

    fn phase(reading: &Reading) -> Phase {
        let over = reading.over;
        Phase {
            code: if over { "end" } else { "in-play" },
            name: Box::new(text::PhaseName { over }),
            over,
            provisional: (!over).then(|| Box::new(text::Provisional) as _),
        }
    }

    fn score(case: Case, _roles: &Roles, _reading: &Reading) -> Option<Scores> {
        let def = case.game.referee.score.as_ref()?;
        Some(score::totals(case, def))
    }

    fn outcome(case: Case, _roles: &Roles, _: &Reading, scores: &Scores, over: bool) -> Outcome {
        let def = case
            .game
            .referee
            .score
            .as_ref()
            .expect("scores exist only where the definition declares them");
        score::outcome(case, def, scores, over)
    }

    fn places(case: Case, _roles: &Roles, _reading: &Reading, w: &Words) -> Vec<PlaceReport> {
        text::places(case, w)
    }
}
