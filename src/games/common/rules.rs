//! What a game's rules are to the referee (`run` takes a position through them): read the
//! table in the game's terms, check it rule by rule, score, tell who wins. Here, below the
//! games, apart from the dispatch in `games/mod.rs` that names them all.

use super::{Common, Ctx, Fixed, Outcome, Phase, Scores, Seats};
use crate::definition::ComponentRef;
use crate::referee::Thing;
use crate::report::{Breach, PlaceReport, RoundReport, Say, Words};

/// One rule's check: what the rule finds in the table as read, added to the context's
/// breaches (and notes). Every game lists its checks in one table, `rules::CHECKS`.
pub type Check<B, Roles, Reading> = fn(&mut Ctx<B>, &Roles, &Reading);

/// One game's rules, in the order a rulebook runs them.
pub trait Rules {
    /// Every way a position can break this game's rules, each tied to its rule id.
    type Breach: Breach + From<Common> + 'static;
    /// The components the rules name, typed: resolved from the definition's
    /// `[referee.roles]` as it loads (`definition::roles`).
    type Roles: 'static;
    /// The table read in the game's terms.
    type Reading: 'static;

    /// Component conservation: every component once, on the table, inside an area.
    fn conservation(&self, ctx: &mut Ctx<Self::Breach>, _roles: &Self::Roles) {
        super::conservation(ctx);
    }

    /// Whether the table shows that a seat is played beyond a typed name (cards taken,
    /// actions done). Used to tell who plays; see `seats`.
    fn shows_play(&self, _ctx: &Ctx<Self::Breach>, _roles: &Self::Roles, _seat: usize) -> bool {
        false
    }

    /// The per-seat piece players type their names into, if the game has one.
    fn name_piece(&self, roles: &Self::Roles) -> Option<ComponentRef>;

    /// Reading the table: what lies where, for whom, in the game's terms.
    fn read(
        &self,
        ctx: &mut Ctx<Self::Breach>,
        roles: &Self::Roles,
        seats: &Seats,
    ) -> Self::Reading;

    /// Which phase the table is in; `over` once the game has ended.
    fn phase(&self, ctx: &Ctx<Self::Breach>, reading: &Self::Reading) -> Phase;

    /// The game's checks over its reading, one a rule file, in the order the report lists
    /// what they find.
    const CHECKS: &'static [Check<Self::Breach, Self::Roles, Self::Reading>];

    /// Scores per seat (`None` where the table does not allow scoring yet).
    fn score(
        &self,
        ctx: &mut Ctx<Self::Breach>,
        roles: &Self::Roles,
        reading: &Self::Reading,
        phase: &Phase,
    ) -> Option<Scores>;

    /// Winners and what decided, tie-breaks included; a provisional standing before the end.
    fn outcome(
        &self,
        ctx: &Ctx<Self::Breach>,
        roles: &Self::Roles,
        reading: &Self::Reading,
        scores: &Scores,
        phase: &Phase,
    ) -> Outcome;

    /// Whether the rules keep a thing from the table as it lies now, so that a report
    /// read before the end does not show it: by default a card face down or held with
    /// 「自分だけ見る」. A game keeps less where its rulebook showed a card to everyone
    /// before it was turned down, or where a card's back tells what it is.
    fn secret(
        &self,
        _ctx: &Ctx<Self::Breach>,
        _roles: &Self::Roles,
        _reading: &Self::Reading,
        thing: &Thing,
    ) -> bool {
        thing.hidden()
    }

    /// What the report shows beyond scores (rounds read from the table…), in the
    /// report's words (secrets withheld before the end).
    fn extras(
        &self,
        _ctx: &Ctx<Self::Breach>,
        _reading: &Self::Reading,
        _words: &Words,
    ) -> Vec<RoundReport> {
        Vec::new()
    }

    /// What lies in each seat and area, for games whose report lists it, in the report's
    /// words (secrets withheld before the end).
    fn places(
        &self,
        _ctx: &Ctx<Self::Breach>,
        _roles: &Self::Roles,
        _reading: &Self::Reading,
        _words: &Words,
    ) -> Vec<PlaceReport> {
        Vec::new()
    }

    /// What the score counts (名声点…).
    const SCORE_NAME: &'static dyn Say;
    /// What an unplayed seat is called.
    const UNPLAYED_NAME: &'static dyn Say = &Fixed {
        ja: "空席",
        en: "empty seat",
    };
}
