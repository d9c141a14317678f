//! What every game's rules share: the working context, the shapes of phases, scores and
//! outcomes, the breaches of any game (save problems, conservation, player count), who
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
pub use conservation::{conservation, conservation_sparing};
pub use rules::{Check, Rules};
pub use run::run;
pub use seats::Seats;
pub use text::{Fixed, ScoreName, place_name, spot_name, sum_name};

use crate::definition::{ComponentRef, Game};
use crate::referee::{Position, RefereeOptions};
use crate::report::Say;

/// A judge's working state: the position, and the breaches and notes found in it.
pub struct Ctx<'a, B> {
    pub game: &'a Game,
    pub position: &'a Position,
    pub options: &'a RefereeOptions,
    pub breaches: Vec<B>,
    pub notes: Vec<Box<dyn Say>>,
}

impl<'a, B> Ctx<'a, B> {
    pub fn new(game: &'a Game, position: &'a Position, options: &'a RefereeOptions) -> Self {
        Ctx {
            game,
            position,
            options,
            breaches: Vec::new(),
            notes: Vec::new(),
        }
    }

    pub fn breach(&mut self, breach: impl Into<B>) {
        self.breaches.push(breach.into());
    }

    pub fn note(&mut self, note: impl Say + 'static) {
        self.notes.push(Box::new(note));
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
