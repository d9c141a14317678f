//! Who plays. The room records at build time which seats are played; a typed name is a
//! name, not the switch. A seat that shows play (a typed name, or what the game's rules
//! count as play) is played; where the table and the record disagree, the table decides
//! and the report says so. `--players N` overrides with the seats the definition gives N
//! players, as `build --players N` makes them played.

use super::text::CommonNote;
use super::{Case, Common, Rules};
use crate::definition::{ComponentRef, Game};

/// The seats of a position: which are played, and the names typed into their pieces.
#[derive(Debug, Clone)]
pub struct Seats {
    pub played: Vec<bool>,
    pub typed: Vec<Option<String>>,
}

impl Seats {
    pub fn count(&self) -> usize {
        self.played.iter().filter(|p| **p).count()
    }

    pub fn played(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.played.len()).filter(|s| self.played[*s])
    }
}

/// Who plays, as the table, the record and `--players` (`chosen`: a seating already held
/// to this game, one entry per seat) tell it; and what the
/// report says of it: a player count out of the game's range, seats moved.
pub(super) struct Seated {
    pub seats: Seats,
    pub count: Option<Common>,
    pub moved: Option<CommonNote>,
}

pub(super) fn seats<R: Rules>(case: Case, roles: &R::Roles, chosen: Option<&[bool]>) -> Seated {
    let game = case.game;
    let n = game.seats.len();
    let (typed, marked_unplayed) = match R::name_piece(roles) {
        Some(piece) => read_name_pieces(case, piece),
        None => (vec![None; n], vec![false; n]),
    };
    let evidence: Vec<bool> = (0..n)
        .map(|s| typed[s].is_some() || R::shows_play(case, roles, s))
        .collect();
    // The record when the room has one; rooms built before records tell it only by their
    // name pieces.
    let recorded: Vec<bool> = match &case.position.record {
        Some(r) if r.played.len() == n => r.played.clone(),
        _ => built_without_record(game, &typed, &marked_unplayed, &evidence),
    };
    let (played, moved) = match chosen {
        Some(chosen) => (chosen.to_vec(), None),
        None => decide(&recorded, &evidence),
    };
    let count = played.iter().filter(|p| **p).count();
    let out_of_range = count < game.players.min as usize || count > game.players.max as usize;
    Seated {
        seats: Seats { played, typed },
        count: out_of_range.then_some(Common::PlayerCount {
            count,
            min: game.players.min,
            max: game.players.max,
        }),
        moved,
    }
}

/// The seats a room without a record was built for, from its name pieces: a seat built
/// unplayed reads the unplayed name (仮のプレイヤー, 空席) until someone types over it, and an
/// untouched piece was built played. A name typed over either leaves the count open, so
/// the room counts as built for the fewest players the pieces allow who can seat everyone
/// showing play (`Game::seating`, as `build` seats them); then `decide` applies as for a
/// record. Where no count fits, the seats not marked unplayed.
fn built_without_record(
    game: &Game,
    typed: &[Option<String>],
    marked: &[bool],
    evidence: &[bool],
) -> Vec<bool> {
    let showing = evidence.iter().filter(|e| **e).count() as u32;
    (game.players.min.max(showing)..=game.players.max)
        .filter_map(|count| game.seating(count).ok())
        .map(|seating| seating.played().to_vec())
        .find(|seats| {
            (0..seats.len()).all(|s| match seats[s] {
                true => !marked[s],
                false => marked[s] || typed[s].is_some(),
            })
        })
        .unwrap_or_else(|| marked.iter().map(|m| !m).collect())
}

/// The record's seats, unless the table shows play elsewhere: then the seats that show
/// play, filled up to the recorded count with recorded seats, and a note saying so.
fn decide(recorded: &[bool], evidence: &[bool]) -> (Vec<bool>, Option<CommonNote>) {
    let n = recorded.len();
    let elsewhere = (0..n).any(|s| evidence[s] && !recorded[s]);
    if !elsewhere {
        return (recorded.to_vec(), None);
    }
    let built = recorded.iter().filter(|r| **r).count();
    let mut played = evidence.to_vec();
    for s in 0..n {
        if played.iter().filter(|p| **p).count() >= built {
            break;
        }
        if recorded[s] && !played[s] {
            played[s] = true;
        }
    }
    let seats = |v: &[bool]| (0..n).filter(|s| v[*s]).collect::<Vec<_>>();
    let note = CommonNote::SeatsMoved {
        built: seats(recorded),
        played: seats(&played),
    };
    (played, Some(note))
}

/// The names typed into the seats' pieces, and which pieces still read the unplayed name
/// (仮のプレイヤー, 空席). Either language's defaults count as "not typed".
fn read_name_pieces(case: Case, piece: ComponentRef) -> (Vec<Option<String>>, Vec<bool>) {
    let game = case.game;
    let ComponentRef::Piece(p) = piece else {
        return (vec![None; game.seats.len()], vec![false; game.seats.len()]);
    };
    let def = &game.pieces[p];
    let defaults: Vec<&str> = def.name.0.values().map(String::as_str).collect();
    let unplayed: Vec<&str> = def
        .virtual_name
        .as_ref()
        .map(|v| v.0.values().map(String::as_str).collect())
        .unwrap_or_default();
    let piece_of = |s: usize| case.position.of(piece).find(|t| t.owner_seat == Some(s));
    let typed = (0..game.seats.len())
        .map(|s| {
            piece_of(s).map(|t| t.name.trim().to_string()).filter(|n| {
                !n.is_empty() && !defaults.contains(&n.as_str()) && !unplayed.contains(&n.as_str())
            })
        })
        .collect();
    let marked = (0..game.seats.len())
        .map(|s| piece_of(s).is_some_and(|t| unplayed.contains(&t.name.trim())))
        .collect();
    (typed, marked)
}
