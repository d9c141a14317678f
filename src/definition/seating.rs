//! Who plays: a player count in the game's range and the seats that play at it. Made once,
//! where a command reads `--players` (or a room's record says how many it was built for),
//! and carried into build, print, preview, the referee and `layout`, which take it as it is
//! and never look at the count again.

use super::model::Game;
use crate::error::Error;
use std::borrow::Cow;

/// Who plays at a table of a game: made by [`Game::seating`] (or [`Game::default_seating`]),
/// so the count is in the game's range and there is one entry per seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seating {
    count: u32,
    played: Vec<bool>,
}

impl Seating {
    /// How many play.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// Per seat in clockwise order, whether it plays.
    pub fn played(&self) -> &[bool] {
        &self.played
    }

    /// The seating, held to the game it is used with: one made for a table of another size
    /// (another game, or another version of it) is refused, never read as no choice.
    pub(crate) fn at(&self, game: &Game) -> Result<&[bool], Error> {
        if self.played.len() != game.seats.len() {
            return Err(Error::SeatingMismatch {
                game: game.id.clone(),
                chosen: self.played.len(),
                seats: game.seats.len(),
            });
        }
        Ok(&self.played)
    }
}

/// A player count outside the game's range (`--players` of `build`, `preview` or `referee`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerCountOutOfRange {
    pub(crate) game: String,
    pub(crate) count: u32,
    pub(crate) min: u32,
    pub(crate) max: u32,
}

impl Game {
    /// Who plays when `count` players play: the definition's `[players.seats]` for that
    /// count, else the first `count` seats. The one rule for who plays at a count: the room
    /// builder and `referee --players` both ask it.
    pub fn seating(&self, count: u32) -> Result<Seating, PlayerCountOutOfRange> {
        let p = &self.players;
        if count < p.min || count > p.max {
            return Err(PlayerCountOutOfRange {
                game: self.id.clone(),
                count,
                min: p.min,
                max: p.max,
            });
        }
        Ok(Seating {
            count,
            played: p.played(count, self.seats.len()),
        })
    }

    /// `--players N` where given, else the game's default count.
    pub fn seating_or_default(&self, count: Option<u32>) -> Result<Seating, PlayerCountOutOfRange> {
        self.seating(count.unwrap_or(self.players.default))
    }

    /// The game as a room for `seating` lays it out: seats moved for that count, and seats
    /// nobody plays left off the table where the layout says so
    /// ([`super::Layout::for_players`]). The definition itself where nothing moves.
    pub fn arranged_for(&self, seating: &Seating) -> Result<Cow<'_, Game>, Error> {
        let played = seating.at(self)?;
        let count = seating.count;
        let layout = &self.layout;
        let moves = layout.seat_moves.iter().any(|m| m.players.contains(&count));
        let leaves_out = layout.leave_out_unplayed && played.iter().any(|p| !p);
        if !moves && !leaves_out {
            return Ok(Cow::Borrowed(self));
        }
        let mut game = self.clone();
        game.layout = layout.for_players(count, played, f64::from(self.table.width));
        Ok(Cow::Owned(game))
    }
}
