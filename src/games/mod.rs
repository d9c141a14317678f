//! The rules of each game, one folder each, every one an implementation of [`Rules`]: read
//! the table in the game's terms, check its invariants, score, tell whether the game is
//! over, break ties. What all games share (save problems, component conservation, who
//! plays) is in `common`. Games return typed findings; the words are in each game's
//! `text.rs` and in `crate::report`.

pub mod common;
pub mod deltacle;
pub mod generic;
pub mod ritual;
pub mod shinjya;
pub mod wie_verhext;

use crate::definition::{Game, RuleSet};
use crate::error::Error;
use crate::referee::{Position, RefereeOptions};
use crate::report::{Breach, Say, Verdict};
use common::{Ctx, Seats};

/// One game's rules, in the order a rulebook runs them.
pub trait Rules {
    /// Every way a position can break this game's rules, each tied to its rule id.
    type Breach: Breach + From<common::Common>;
    /// The components the rules name (from the definition's `[referee]` roles), typed.
    type Roles;
    /// The table read in the game's terms.
    type Reading;

    fn roles(&self, game: &Game) -> Result<Self::Roles, String>;

    /// Component conservation: every component once, on the table, inside an area.
    fn conservation(&self, ctx: &mut Ctx<Self::Breach>, _roles: &Self::Roles) {
        common::conservation(ctx);
    }

    /// Whether the table shows that a seat is played beyond a typed name (cards taken,
    /// actions done). Used to tell who plays; see `common::seats`.
    fn shows_play(&self, _ctx: &Ctx<Self::Breach>, _roles: &Self::Roles, _seat: usize) -> bool {
        false
    }

    /// The per-seat piece players type their names into, if the game has one.
    fn name_piece(&self, roles: &Self::Roles) -> Option<crate::definition::ComponentRef>;

    /// Reading the table: what lies where, for whom, in the game's terms.
    fn read(
        &self,
        ctx: &mut Ctx<Self::Breach>,
        roles: &Self::Roles,
        seats: &Seats,
    ) -> Self::Reading;

    /// Which phase the table is in; `over` once the game has ended.
    fn phase(&self, ctx: &Ctx<Self::Breach>, reading: &Self::Reading) -> common::Phase;

    /// The invariants of a position in that phase.
    fn check(
        &self,
        ctx: &mut Ctx<Self::Breach>,
        roles: &Self::Roles,
        reading: &Self::Reading,
        phase: &common::Phase,
    );

    /// Scores per seat (`None` where the table does not allow scoring yet).
    fn score(
        &self,
        ctx: &mut Ctx<Self::Breach>,
        roles: &Self::Roles,
        reading: &Self::Reading,
        phase: &common::Phase,
    ) -> Option<common::Scores>;

    /// Winners and what decided, tie-breaks included; a provisional standing before the end.
    fn outcome(
        &self,
        ctx: &Ctx<Self::Breach>,
        roles: &Self::Roles,
        reading: &Self::Reading,
        scores: &common::Scores,
        phase: &common::Phase,
    ) -> common::Outcome;

    /// What the report shows beyond scores (rounds read from the table…).
    fn extras(
        &self,
        _ctx: &Ctx<Self::Breach>,
        _reading: &Self::Reading,
    ) -> Vec<crate::report::RoundReport> {
        Vec::new()
    }

    /// What lies in each seat and area, for games whose report lists it.
    fn places(
        &self,
        _ctx: &Ctx<Self::Breach>,
        _reading: &Self::Reading,
    ) -> Vec<crate::report::PlaceReport> {
        Vec::new()
    }

    /// What the score counts (名声点…) and what an unplayed seat is called.
    fn score_name(&self) -> &'static dyn Say;
    fn unplayed_name(&self) -> &'static dyn Say;
}

/// Judges a position with the game's rules: its own where the definition names them
/// (checked at load, with the roles they need), else the generic referee's.
pub fn judge(game: &Game, position: &Position, options: &RefereeOptions) -> Result<Verdict, Error> {
    match game.referee.rules {
        None => common::run(&generic::Generic, game, position, options),
        Some(RuleSet::Shinjya) => common::run(&shinjya::Shinjya, game, position, options),
        Some(RuleSet::Ritual) => common::run(&ritual::Ritual, game, position, options),
        Some(RuleSet::WieVerhext) => common::run(&wie_verhext::WieVerhext, game, position, options),
        Some(RuleSet::Deltacle) => common::run(&deltacle::Deltacle, game, position, options),
    }
}
