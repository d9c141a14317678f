//! DELTACLE / デルタクル. Invariant ids D1–D10 are those of docs/games/deltacle.md's catalogue;
//! the decisions behind them are in its rules notes. The table is read once into
//! DELTACLE's terms (`read`), then checked (`rules/`, one file per rule, D1–D9, listed with
//! their ids in one table) and scored (`score`, D10) by pure functions of it; the breaches
//! and their rule ids are `breach`, every sentence `text`; this file wires them into
//! [`Rules`].

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
use crate::report::{PlaceReport, Say, Words};
use breach::{BlessingAt, Under};
use read::{Table, finished, untouched};
use text::{PhaseName, Provisional};

pub struct Deltacle;

/// What the rules name, typed as the definition declares them, with the scoring table.
pub use crate::definition::rules::deltacle::Roles;

impl Roles {
    /// Which rule a conservation breach of this component falls under.
    fn under(&self, component: ComponentRef) -> Under {
        match component {
            ComponentRef::Card { kind, .. } if kind == self.gem => Under::Chips,
            ComponentRef::Card { kind, .. } if kind == self.control => Under::Control,
            c if c == self.speed_marker => Under::Speed,
            c if c == self.piece => Under::Piece,
            c if c == self.blessing => Under::Blessing,
            _ => Under::Chips,
        }
    }
}

impl Rules for Deltacle {
    type Breach = Breach;
    type Roles = Roles;
    type Reading = Table;

    const RULES: &'static [Rule<Table, Breach>] = rules::RULES;
    #[cfg(test)]
    const ELSEWHERE: &'static [Elsewhere] = rules::ELSEWHERE;

    const SCORE_NAME: &'static dyn Say = &Fixed {
        ja: "得点",
        en: "points",
    };

    /// Under the rule of the component concerned: chips D1, speed markers D5, control
    /// cards D6, pieces D7, the blessing card D8; the player count D9. The blessing card
    /// has one legal place, a player's seat: one outside every area is D8's own breach.
    fn common(roles: &Roles, common: Common) -> Breach {
        let under = match &common {
            Common::Outside {
                component, x, y, ..
            } if *component == roles.blessing => {
                return Breach::BlessingNotHeld {
                    card: roles.blessing,
                    lies: BlessingAt::Outside { x: *x, y: *y },
                };
            }
            Common::Missing { component, .. }
            | Common::Duplicated { component, .. }
            | Common::Outside { component, .. }
            | Common::OffTable { component, .. }
            | Common::BadNumber { component, .. } => roles.under(*component),
            Common::PlayerCount { .. } => Under::Players,
            _ => Under::Chips,
        };
        Breach::Common { common, under }
    }

    fn name_piece(roles: &Roles) -> Option<ComponentRef> {
        Some(roles.name_piece)
    }

    /// The room makes pieces and speed markers only for the seats built as played (its
    /// record says which), so those are not missing at the others.
    fn spared(case: Case, roles: &Roles, component: ComponentRef, seat: usize) -> bool {
        (component == roles.piece || component == roles.speed_marker) && case.built_unplayed(seat)
    }

    fn shows_play(case: Case, roles: &Roles, seat: usize) -> bool {
        read::shows_play(case.position, roles, seat)
    }

    fn read(case: Case, roles: &Roles, seats: &Seats, found: &[Common]) -> Table {
        read::read(case.game, case.position, roles, &seats.played, found)
    }

    fn phase(table: &Table) -> Phase {
        let phase = if !finished(table).is_empty() {
            PhaseName::Over
        } else if untouched(table) {
            PhaseName::Setup
        } else {
            PhaseName::Play
        };
        let over = phase == PhaseName::Over;
        Phase {
            code: match phase {
                PhaseName::Setup => "setup",
                PhaseName::Play => "play",
                PhaseName::Over => "over",
            },
            name: Box::new(phase),
            over,
            provisional: (!over).then(|| Box::new(Provisional) as _),
        }
    }

    /// Chips off the board in a 2-player game: a move in progress.
    fn notes(table: &Table) -> Vec<Box<dyn Say>> {
        let players = table.played().count();
        if !table.off_board.is_empty() && players == 2 && table.in_turn() {
            vec![Box::new(OffBoard(table.off_board.len()))]
        } else {
            Vec::new()
        }
    }

    fn score(_case: Case, roles: &Roles, table: &Table) -> Option<Scores> {
        Some(score::scores(table, roles))
    }

    fn outcome(_: Case, roles: &Roles, table: &Table, _: &Scores, _over: bool) -> Outcome {
        score::standing(table, roles)
    }

    fn places(_case: Case, roles: &Roles, table: &Table, w: &Words) -> Vec<PlaceReport> {
        let mut out = vec![PlaceReport {
            place: w.t("トラック", "track"),
            things: text::track_things(table, w),
        }];
        for (s, seat) in table.seats.iter().enumerate().filter(|(_, s)| s.played) {
            out.push(PlaceReport {
                place: w.seat(s),
                things: text::seat_things(roles, s, seat, w),
            });
        }
        out
    }
}

/// A note: chips off the board in a 2-player game, a move in progress.
struct OffBoard(usize);

impl Say for OffBoard {
    fn say(&self, w: &Words) -> String {
        text::Notes::off_board(w, self.0)
    }
}
