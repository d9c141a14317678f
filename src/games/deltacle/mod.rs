//! DELTACLE / デルタクル. Invariant ids D1–D10 are those of docs/games/deltacle.md's catalogue;
//! the decisions behind them are in its rules notes. The table is read once into
//! DELTACLE's terms (`read`), then checked (`rules/`, one file per rule, D1–D9) and scored
//! (`score`, D10) by pure functions of it; the breaches and their rule ids are `breach`,
//! every sentence `text`; this file wires them into [`Rules`].

mod breach;
mod read;
mod rules;
mod score;
#[cfg(test)]
mod tests;
mod text;

pub use breach::Breach;

use super::common::{Check, Ctx, Fixed, Outcome, Phase, Rules, Scores, SeatScore, Seats};
use crate::definition::ComponentRef;
use crate::report::{PlaceReport, Say, Words};
use breach::Under;
use read::{Gone, Table, finished, untouched};
use score::Decided;
use text::{PentacleLine, PhaseName, Provisional};

pub struct Deltacle;

/// What the rules name, typed as the definition declares them.
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

/// The table as read, and the phase it is in.
pub struct Reading {
    pub table: Table,
    pub phase: PhaseName,
}

impl Rules for Deltacle {
    type Breach = Breach;
    type Roles = Roles;
    type Reading = Reading;

    fn conservation(&self, ctx: &mut Ctx<Breach>, roles: &Roles) {
        rules::conservation(ctx, roles);
    }

    fn shows_play(&self, ctx: &Ctx<Breach>, roles: &Roles, seat: usize) -> bool {
        read::shows_play(ctx.position, roles, seat)
    }

    fn name_piece(&self, roles: &Roles) -> Option<ComponentRef> {
        Some(roles.name_piece)
    }

    fn read(&self, ctx: &mut Ctx<Breach>, roles: &Roles, seats: &Seats) -> Reading {
        let mut table = read::read(ctx.game, ctx.position, roles, &seats.played);
        let gone = |c: ComponentRef, seat: usize| {
            ctx.breaches.iter().any(|b| match b {
                Breach::Common { common, .. } => common.reports_gone(c, Some(seat)),
                _ => false,
            })
        };
        for (s, seat) in table.seats.iter_mut().enumerate() {
            seat.gone = Gone {
                piece: gone(roles.piece, s),
                marker: gone(roles.speed_marker, s),
            };
        }
        if !table.off_board.is_empty() && seats.count() == 2 && table.in_turn() {
            ctx.note(OffBoard(table.off_board.len()));
        }
        let phase = if !finished(&table).is_empty() {
            PhaseName::Over
        } else if untouched(
            &table,
            ctx.position.geometry.gauges.first().map(|g| g.start),
        ) {
            PhaseName::Setup
        } else {
            PhaseName::Play
        };
        Reading { table, phase }
    }

    fn phase(&self, _ctx: &Ctx<Breach>, reading: &Reading) -> Phase {
        let over = reading.phase == PhaseName::Over;
        Phase {
            code: match reading.phase {
                PhaseName::Setup => "setup",
                PhaseName::Play => "play",
                PhaseName::Over => "over",
            },
            name: Box::new(reading.phase),
            over,
            provisional: (!over).then(|| Box::new(Provisional) as _),
        }
    }

    const CHECKS: &'static [Check<Breach, Roles, Reading>] = rules::CHECKS;

    fn score(
        &self,
        ctx: &mut Ctx<Breach>,
        roles: &Roles,
        reading: &Reading,
        _phase: &Phase,
    ) -> Option<Scores> {
        let table = &reading.table;
        // The roles resolve only where the definition has its scoring table.
        let scores = score::score(table, ctx.game.referee.sets.as_ref()?);
        Some(
            scores
                .into_iter()
                .enumerate()
                .map(|(s, sc)| {
                    sc.map(|sc| {
                        // Each complete pentacle on its own line, by its slot.
                        let slots = table.seats[s]
                            .pentacles
                            .iter()
                            .enumerate()
                            .filter(|(_, p)| p.len() == 3)
                            .map(|(slot, _)| slot);
                        SeatScore {
                            points: sc.total,
                            lines: slots
                                .zip(sc.pentacles)
                                .map(|(slot, (gems, points))| {
                                    let line = PentacleLine {
                                        gem_kind: roles.gem,
                                        slot,
                                        gems,
                                    };
                                    (Box::new(line) as Box<dyn Say>, points)
                                })
                                .collect(),
                            chant: None,
                            status: None,
                            identity: None,
                            // Pentacles lie face down until the end (「手元に裏向きで積み重ね」).
                            hidden: table.seats[s]
                                .complete()
                                .any(|p| p.iter().any(|c| !c.face_up)),
                        }
                    })
                })
                .collect(),
        )
    }

    fn outcome(
        &self,
        ctx: &Ctx<Breach>,
        _roles: &Roles,
        reading: &Reading,
        _scores: &Scores,
        _phase: &Phase,
    ) -> Outcome {
        let table = &reading.table;
        // Scores, and so an outcome, exist only where the definition has its scoring table.
        let Some(sets) = &ctx.game.referee.sets else {
            return Outcome {
                winners: Vec::new(),
                decided_by: None,
                ranks: vec![None; table.seats.len()],
            };
        };
        let o = score::outcome(table, &score::score(table, sets), sets);
        let (winners, decided) = match o.decided {
            Some(d) => (o.winners, d),
            // Before the end only a standing: the leaders so far.
            None => (o.leaders, Decided::Provisional),
        };
        Outcome {
            winners,
            decided_by: Some((decided.code(), Box::new(decided))),
            ranks: o.ranks,
        }
    }

    fn places(
        &self,
        _ctx: &Ctx<Breach>,
        roles: &Roles,
        reading: &Reading,
        w: &Words,
    ) -> Vec<PlaceReport> {
        let table = &reading.table;
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

    const SCORE_NAME: &'static dyn Say = &Fixed {
        ja: "得点",
        en: "points",
    };
}

/// A note: chips off the board in a 2-player game, a move in progress.
struct OffBoard(usize);

impl Say for OffBoard {
    fn say(&self, w: &Words) -> String {
        text::Notes::off_board(w, self.0)
    }
}
