//! 魔法にかかったみたい / Wie verhext! (its rulebook is seed 004). Rule ids W1…W10 are
//! those of docs/games/wie-verhext.md's catalogue, tied to breaches in `breach.rs` only; the
//! decisions where the rulebook is silent are in its rules notes.
//!
//! How the table is read (`read`): each seat's role cards by the zone of its area they lie
//! in — 12 to choose from, the 5 chosen, the played ones (the claim face up, done ones face
//! down) and the 7 aside; the potion cards lying in each seat's area; what is left of each
//! potion pile, top first; the counting dice of the players and the shelves; the blocked
//! roles of 3–4 players. Then the rules, one file per rule id (`rules/w1.rs` …), each a pure
//! function of the reading, listed with their ids in one table (`rules::RULES`); the score
//! `[referee.score]` declares, and the end (`score`); every sentence is in `text`. This file
//! only wires them into [`Rules`].

mod breach;
mod read;
mod rules;
mod score;
mod text;

pub use breach::Breach;

#[cfg(test)]
use super::common::Elsewhere;
use super::common::{Case, Common, Keeper, Outcome, Phase, Rule, Rules, Scores, Seats};
use crate::definition::{AreaId, ComponentRef};
use crate::report::Say;
use breach::Under;
use read::Reading;

/// The rulebook's numbers (「ゲームの準備」, 「役割カードの選択」, 「ゲームの終了」, バリエーション).
pub(crate) mod numbers {
    /// Role cards chosen for a round.
    pub const CHOSEN: usize = 5;
    /// Role cards set aside for a round.
    pub const ASIDE: usize = 7;
    /// Raven cards taken that end the game at the end of that round.
    pub const RAVENS: usize = 4;

    /// Blocked roles revealed at the start of each round: 2 with 3 players, 1 with 4.
    pub fn revealed(players: usize) -> usize {
        match players {
            3 => 2,
            4 => 1,
            _ => 0,
        }
    }
}

pub struct WieVerhext;

/// One of the five potion piles.
#[derive(Debug, Clone)]
pub struct Pile {
    pub kind: usize,
    pub area: AreaId,
    /// For a shelf: what a cutpurse or begging monk gathers on its top card.
    pub shelf: Option<Shelf>,
}

#[derive(Debug, Clone)]
pub struct Shelf {
    /// The card value saying how much the top card asks for.
    pub needs: String,
    /// What shows how much lies on it: a counting die (a piece's counter in rooms built
    /// before the dice).
    pub holds: Keeper,
}

/// What the rules name, typed as the definition declares them.
pub use crate::definition::rules::wie_verhext::Roles;

impl Roles {
    /// The five piles, in the rulebook's order, each a shelf where its icon and die are named.
    pub fn piles(&self) -> Vec<Pile> {
        let pile = |kind, area, needs: &Option<String>, holds: Option<Keeper>| Pile {
            kind,
            area,
            shelf: needs
                .clone()
                .zip(holds)
                .map(|(needs, holds)| Shelf { needs, holds }),
        };
        vec![
            pile(
                self.copper,
                self.copper_pile,
                &self.copper_needs,
                self.copper_holds,
            ),
            pile(
                self.silver,
                self.silver_pile,
                &self.silver_needs,
                self.silver_holds,
            ),
            pile(self.iron, self.iron_pile, &self.iron_needs, self.iron_holds),
            pile(
                self.gold_shelf,
                self.gold_shelf_pile,
                &self.gold_shelf_needs,
                self.gold_shelf_holds,
            ),
            pile(
                self.ingredient_shelf,
                self.ingredient_shelf_pile,
                &self.ingredient_shelf_needs,
                self.ingredient_shelf_holds,
            ),
        ]
    }

    pub fn pile_of(&self, kind: usize) -> Option<Pile> {
        self.piles().into_iter().find(|p| p.kind == kind)
    }

    /// Whether a die or a piece counts what lies on a shelf.
    pub fn holds_a_shelf(&self, component: ComponentRef) -> bool {
        self.piles()
            .iter()
            .filter_map(|p| p.shelf.as_ref())
            .any(|s| match (s.holds, component) {
                (Keeper::Die(d), ComponentRef::Die(c)) => d == c,
                (Keeper::Counter { piece, .. }, ComponentRef::Piece(p)) => piece == p,
                _ => false,
            })
    }
}

impl Rules for WieVerhext {
    type Breach = Breach;
    type Roles = Roles;
    type Reading = Reading;

    const RULES: &'static [Rule<Reading, Breach>] = rules::RULES;
    #[cfg(test)]
    const ELSEWHERE: &'static [Elsewhere] = rules::ELSEWHERE;

    const SCORE_NAME: &'static dyn Say = &text::SCORE_NAME;

    /// Under the rule of the component concerned.
    fn common(roles: &Roles, common: Common) -> Breach {
        let under = under(roles, &common);
        Breach::Common(common, under)
    }

    fn name_piece(roles: &Roles) -> Option<ComponentRef> {
        Some(roles.player)
    }

    /// A room leaves the players' pieces and counting dice out at seats nobody plays, so
    /// those are expected only at played seats.
    fn spared(case: Case, roles: &Roles, component: ComponentRef, seat: usize) -> bool {
        (component == roles.player || matches!(component, ComponentRef::Die(_)))
            && built_unplayed(case, roles, seat)
    }

    fn shows_play(case: Case, roles: &Roles, seat: usize) -> bool {
        read::shows_play(case, roles, seat)
    }

    fn read(case: Case, roles: &Roles, seats: &Seats, _found: &[Common]) -> Reading {
        read::read(case, roles, seats)
    }

    fn phase(reading: &Reading) -> Phase {
        text::phase(reading.stage, reading.ravens)
    }

    fn score(case: Case, roles: &Roles, reading: &Reading) -> Option<Scores> {
        score::score(case.game, roles, reading)
    }

    fn outcome(case: Case, _: &Roles, reading: &Reading, scores: &Scores, over: bool) -> Outcome {
        score::outcome(case.game, reading, scores, over)
    }
}

/// Whether the room was built without this seat: its record says so, or (a room without
/// its record) the seat's role cards lie in the blocked-role deck.
fn built_unplayed(case: Case, roles: &Roles, seat: usize) -> bool {
    match &case.position.record {
        Some(record) => record.played.get(seat) == Some(&false),
        None => case.position.of_kind(roles.role).any(|t| {
            t.owner_seat == Some(seat)
                && matches!(t.area(), Some(a) if a == roles.blocked || a == roles.revealed)
        }),
    }
}

/// The rule a breach every game has falls under: the rule of the component it concerns.
fn under(roles: &Roles, breach: &Common) -> Under {
    let component = match breach {
        Common::Missing { component, .. }
        | Common::Duplicated { component, .. }
        | Common::Outside { component, .. }
        | Common::OffTable { component, .. }
        | Common::BadNumber { component, .. }
        | Common::CounterOutOfRange { component, .. } => *component,
        Common::PlayerCount { .. } => return Under::Players,
        Common::SeveralRooms(_) | Common::OtherGame { .. } => return Under::Roles,
    };
    match component {
        ComponentRef::Card { kind, .. } if kind == roles.spellbook => Under::Spellbooks,
        ComponentRef::Card { kind, .. } if roles.pile_of(kind).is_some() => Under::Potions,
        ComponentRef::Piece(_) if component == roles.player => Under::Counters,
        _ if roles.holds_a_shelf(component) => Under::Shelves,
        ComponentRef::Piece(_) => Under::Shelves,
        ComponentRef::Die(_) => Under::Counters,
        _ => Under::Roles,
    }
}
