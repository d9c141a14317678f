//! DELTACLE / デルタクル. Invariant ids D1–D10 are those of the README's rules catalogue;
//! the decisions behind them are in the README's rules notes. The table is read once into
//! DELTACLE's terms (`read`), then checked (`checks`, D1–D9) and scored (`score`, D10) by
//! pure functions of it.

pub mod breach;
pub mod checks;
pub mod read;
pub mod score;
pub mod table;
#[cfg(test)]
mod tests;
mod text;

pub use breach::Breach;

use super::Rules;
use super::common::{self, Ctx, Fixed, Outcome, Phase, RoleLookup, Scores, SeatScore, Seats};
use crate::definition::{ComponentRef, Game, SetsDef};
use crate::report::{PlaceReport, Say, Words};
use breach::BlessingAt;
use score::Decided;
use table::{CardPlace, Gone, Marker, Table};
use text::{PentacleLine, PhaseName, Provisional};

pub struct Deltacle;

/// What the rules name, from `[referee.roles]` of the definition, and its scoring table.
pub struct Roles {
    pub name_piece: ComponentRef,
    pub piece: ComponentRef,
    pub speed_marker: ComponentRef,
    pub blessing: ComponentRef,
    /// Card kinds.
    pub gem: usize,
    pub control: usize,
    /// Seat zones.
    pub gauge: String,
    pub hand: String,
    pub played: String,
    pub used: String,
    pub pentacles: String,
    /// Shared areas.
    pub waiting: String,
    pub off_board: String,
    /// Where pieces rear-ended during a move wait for the recovery step (rooms built before
    /// it existed have none).
    pub rear_ended: Option<String>,
    pub sets: SetsDef,
}

impl Roles {
    /// The rule a conservation breach of this component falls under.
    fn rule_of(&self, component: ComponentRef) -> &'static str {
        match component {
            ComponentRef::Card { kind, .. } if kind == self.gem => "D1",
            ComponentRef::Card { kind, .. } if kind == self.control => "D6",
            c if c == self.speed_marker => "D5",
            c if c == self.piece => "D7",
            c if c == self.blessing => "D8",
            _ => "D1",
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

    fn roles(&self, game: &Game) -> Result<Roles, String> {
        let r = RoleLookup(game);
        let sets = game.referee.sets.clone().ok_or_else(|| {
            format!(
                "`{}`'s game.toml has no `[referee.sets]`: the pentacle scoring table",
                game.id
            )
        })?;
        Ok(Roles {
            name_piece: r.component("name-piece")?,
            piece: r.component("piece")?,
            speed_marker: r.component("speed-marker")?,
            blessing: r.component("blessing")?,
            gem: r.kind("gem")?,
            control: r.kind("control")?,
            gauge: r.zone("gauge")?,
            hand: r.zone("hand")?,
            played: r.zone("played")?,
            used: r.zone("used")?,
            pentacles: r.zone("pentacles")?,
            waiting: r.area("waiting")?,
            off_board: r.area("off-board")?,
            rear_ended: if r.has("rear-ended") {
                Some(r.area("rear-ended")?)
            } else {
                None
            },
            sets,
        })
    }

    /// Conservation as every game has it, each breach under the rule of its component. The
    /// room makes pieces and speed markers only for the seats built as played (its record
    /// says which), so those are not missing at the others.
    fn conservation(&self, ctx: &mut Ctx<Breach>, roles: &Roles) {
        let mut found: Ctx<common::Common> = Ctx::new(ctx.game, ctx.position, ctx.options);
        common::conservation(&mut found);
        let built_unplayed = |seat: usize| {
            ctx.position
                .record
                .as_ref()
                .is_some_and(|r| r.played.get(seat) == Some(&false))
        };
        for c in found.breaches {
            if let common::Common::Missing {
                component,
                seat: Some(seat),
                ..
            } = &c
                && (*component == roles.piece || *component == roles.speed_marker)
                && built_unplayed(*seat)
            {
                continue;
            }
            // The blessing card has one legal place, a player's seat: say so (D8).
            if let common::Common::Outside {
                component, x, y, ..
            } = &c
                && *component == roles.blessing
            {
                ctx.breach(Breach::BlessingNotHeld {
                    card: roles.blessing,
                    lies: BlessingAt::Outside { x: *x, y: *y },
                });
                continue;
            }
            let rule = match &c {
                common::Common::Missing { component, .. }
                | common::Common::Duplicated { component, .. }
                | common::Common::Outside { component, .. }
                | common::Common::OffTable { component, .. }
                | common::Common::BadNumber { component, .. } => roles.rule_of(*component),
                _ => "D1",
            };
            ctx.breach(Breach::Common { common: c, rule });
        }
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
        let phase = if !checks::finished(&table).is_empty() {
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

    fn check(&self, ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading, _phase: &Phase) {
        for breach in checks::check(&reading.table, roles.blessing) {
            ctx.breach(breach);
        }
    }

    fn score(
        &self,
        _ctx: &mut Ctx<Breach>,
        roles: &Roles,
        reading: &Reading,
        _phase: &Phase,
    ) -> Option<Scores> {
        let table = &reading.table;
        let scores = score::score(table, &roles.sets);
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
                        }
                    })
                })
                .collect(),
        )
    }

    fn outcome(
        &self,
        _ctx: &Ctx<Breach>,
        roles: &Roles,
        reading: &Reading,
        _scores: &Scores,
        _phase: &Phase,
    ) -> Outcome {
        let table = &reading.table;
        let o = score::outcome(table, &score::score(table, &roles.sets), &roles.sets);
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

    fn places(&self, ctx: &Ctx<Breach>, reading: &Reading) -> Vec<PlaceReport> {
        let roles = self.roles(ctx.game).ok();
        let Some(roles) = roles else {
            return Vec::new();
        };
        let w = Words::new(ctx.game, ctx.options.lang);
        let table = &reading.table;
        let mut out = vec![PlaceReport {
            place: w.t("トラック", "track"),
            things: text::track_things(table, &w),
        }];
        for (s, seat) in table.seats.iter().enumerate().filter(|(_, s)| s.played) {
            out.push(PlaceReport {
                place: w.seat(s),
                things: text::seat_things(ctx.game, roles.gem, roles.control, seat, &w),
            });
        }
        out
    }

    fn score_name(&self) -> &'static dyn Say {
        &Fixed {
            ja: "得点",
            en: "points",
        }
    }

    fn unplayed_name(&self) -> &'static dyn Say {
        &Fixed {
            ja: "空席",
            en: "empty seat",
        }
    }
}

/// The room as built: no chip taken, no card played, every marker on its start, every piece
/// on its start square.
fn untouched(table: &Table, start: Option<i64>) -> bool {
    table.played().all(|s| {
        let seat = &table.seats[s];
        seat.loose.is_empty()
            && seat.pentacles.iter().all(Vec::is_empty)
            && seat.cards.iter().all(|(_, p)| *p == CardPlace::Hand)
            && seat
                .markers
                .iter()
                .all(|m| start.is_some_and(|v| *m == Marker::Speed(v)))
            && seat
                .pieces
                .iter()
                .all(|p| *p == table.starts.get(s).copied())
    })
}

/// A note: chips off the board in a 2-player game, a move in progress.
struct OffBoard(usize);

impl Say for OffBoard {
    fn say(&self, w: &Words) -> String {
        text::Notes::off_board(w, self.0)
    }
}
