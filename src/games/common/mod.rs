//! What every game's rules share: the case judged, a rule and the table of them, the shapes
//! of phases, scores and outcomes, the breaches of any game (save problems, conservation, player count), who
//! plays, a declared score (`score`), and the run that takes a position through a game's
//! `Rules` to a verdict.

mod breach;
mod conservation;
mod rules;
mod run;
pub mod score;
mod seats;
mod text;

pub(crate) use crate::definition::Keeper;
pub use breach::{Common, CommonRule};
pub use conservation::conservation;
#[cfg(test)]
pub use rules::{Elsewhere, tried};
pub use rules::{Rule, Rules};
pub use run::run;
pub use seats::Seats;
pub use text::{Fixed, ScoreName, place_name, spot_name, sum_name};

use crate::definition::{ComponentRef, Game};
use crate::referee::Position;
use crate::report::Say;

/// What a game's rules are judged against: the definition and the position a save shows.
#[derive(Clone, Copy)]
pub struct Case<'a> {
    pub game: &'a Game,
    pub position: &'a Position,
}

impl Case<'_> {
    /// Whether the room's record says it was built without `seat` (a room without a record
    /// says nothing).
    pub fn built_unplayed(&self, seat: usize) -> bool {
        self.position
            .record
            .as_ref()
            .is_some_and(|r| r.played.get(seat) == Some(&false))
    }
}

/// Where the game stands.
pub struct Phase {
    /// Stable code for JSON (`setup`, `action`…).
    pub code: &'static str,
    pub name: Box<dyn Say>,
    /// The game has ended: scores are final and end-of-game rules apply.
    pub over: bool,
    /// Before the end: why scores are provisional.
    pub provisional: Option<Box<dyn Say>>,
}

/// One seat's score.
pub struct SeatScore {
    pub points: i64,
    pub lines: Vec<(Box<dyn Say>, i64)>,
    /// A game's second number (RITUAL's chant points in the ritual under way).
    pub chant: Option<i64>,
    /// Why the seat cannot win, if it cannot.
    pub status: Option<Box<dyn Say>>,
    /// The seat's secret role as the table shows it (shinjya's identity card).
    pub identity: Option<ComponentRef>,
    /// The score rests on what the table cannot see (an identity in a hand, a face-down
    /// potion or pentacle): before the end, the report withholds it.
    pub hidden: bool,
}

/// Per seat, in seat order; `None` for seats without a score (unplayed, unreadable).
pub type Scores = Vec<Option<SeatScore>>;

/// Who wins, and why.
pub struct Outcome {
    /// 0-based seats.
    pub winners: Vec<usize>,
    pub decided_by: Option<(&'static str, Box<dyn Say>)>,
    /// 1-based rank per seat, `None` for seats not ranked.
    pub ranks: Vec<Option<usize>>,
}

impl Outcome {
    /// Ranks by a key, higher first: seats with equal keys share a rank.
    pub fn ranks_by<K: Ord + Copy>(keys: &[Option<K>]) -> Vec<Option<usize>> {
        keys.iter()
            .map(|k| k.map(|k| 1 + keys.iter().filter(|o| o.is_some_and(|o| o > k)).count()))
            .collect()
    }
}
