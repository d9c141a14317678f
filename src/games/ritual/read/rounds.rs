//! The ritual under way, round by round as the rows show it: each round's altar spell (from
//! the track, else inferred), its chant result, chant points (R10), who went insane (R4:
//! 5 or more negative points, applied before the exactly-10 check) and how the ritual ended
//! (「儀式結果」: exactly 10, or five rounds or one player left). Findings are returned as
//! data; `rules/` turns them into breaches.

use super::altar;
use super::chant::{ChantResult, Play};
use super::rows::{RowCard, Rows, reach};
use super::spells::{Spell, Spells};
use crate::games::ritual::numbers::{EXACT, INSANE_AT, ROUNDS};

#[derive(Debug, Clone)]
pub struct Round {
    /// 1-based.
    pub number: usize,
    pub altar: Option<Spell>,
    /// The altar spell was inferred from the cards (no token on the track).
    pub inferred: bool,
    pub result: Option<ChantResult>,
    pub plays: Vec<Play>,
}

/// How the ritual ended, if it has.
#[derive(Debug, Clone, PartialEq)]
pub enum Ending {
    /// 熟達した詠唱: these seats reached exactly 10 after this round.
    Accomplished { round: usize, tens: Vec<usize> },
    /// 優秀な術者: five rounds played, or one player left.
    Proficient { round: usize },
}

#[derive(Debug, Clone, Default)]
pub struct Rounds {
    /// Rounds finished by the track's tokens, or without them by the rows' length.
    pub played: usize,
    /// A spell lies face up on the altar: a round under way, its cards not yet scored.
    pub in_progress: bool,
    pub rounds: Vec<Round>,
    /// Chant points per seat (R10).
    pub totals: Vec<i64>,
    /// The round each seat went insane in.
    pub insane: Vec<Option<usize>>,
    pub ending: Option<Ending>,
    /// The round in which everyone went insane: the ritual starts over.
    pub all_insane: Option<usize>,
    /// A round played although the ritual had ended before it (R9).
    pub after_end: Option<usize>,
    /// The first empty slot of the track before a filled one (R8).
    pub track_gap: Option<usize>,
    /// Rounds no altar spell fits (R6).
    pub unfit: Vec<usize>,
    /// Per round whose altar spell was inferred, the spells that fit it (R7).
    pub inferred: Vec<Vec<Spell>>,
}

impl Rounds {
    pub fn started(&self) -> bool {
        !self.rounds.is_empty() || self.in_progress
    }
}

pub fn read(played_seats: &[usize], rows: &Rows, spells: &Spells, all: &[Spell]) -> Rounds {
    let seats = rows.len();
    let track_used = spells.track.iter().filter(|s| s.is_some()).count();
    let longest = played_seats
        .iter()
        .map(|s| reach(&rows[*s]))
        .max()
        .unwrap_or(0);
    let in_progress = spells.on_altar.is_some();
    let mut r = Rounds {
        played: if track_used > 0 {
            track_used
        } else {
            longest.saturating_sub(usize::from(in_progress && longest > 0))
        },
        in_progress,
        totals: vec![0; seats],
        insane: vec![None; seats],
        ..Rounds::default()
    };
    if track_used > 0
        && let Some(gap) = spells.track.iter().position(Option::is_none)
        && spells.track[gap..].iter().any(Option::is_some)
    {
        r.track_gap = Some(gap + 1);
    }
    let mut negative = vec![0i64; seats];
    let mut active: Vec<usize> = played_seats.to_vec();
    for number in 1..=r.played.min(ROUNDS) {
        if r.ending.is_some() {
            r.after_end = Some(number);
            break;
        }
        let cards: Vec<(usize, &RowCard)> = active
            .iter()
            .filter_map(|s| Some((*s, rows[*s].get(number - 1)?.as_ref()?)))
            .collect();
        if cards.is_empty() {
            break;
        }
        let track = spells.track.get(number - 1).cloned().flatten();
        let plays = as_played(&cards, track.as_deref(), all);
        let (altar, inferred) = match track {
            Some(a) => (Some(a), false),
            None => {
                let fits = altar::fitting(all, &plays);
                if fits.is_empty() {
                    r.unfit.push(number);
                } else {
                    r.inferred.push(fits.clone());
                }
                ((fits.len() == 1).then(|| fits[0].clone()), true)
            }
        };
        let chanted: Vec<&str> = plays.iter().map(|p| p.chanted.icon.as_str()).collect();
        let result = altar.as_deref().map(|a| ChantResult::of(&chanted, a));
        for p in &plays {
            r.totals[p.seat] += p.counts;
            if p.face_up && p.insanity {
                negative[p.seat] += p.chanted.points;
            }
        }
        for p in &plays {
            if negative[p.seat] >= INSANE_AT && r.insane[p.seat].is_none() {
                r.insane[p.seat] = Some(number);
            }
        }
        r.rounds.push(Round {
            number,
            altar,
            inferred,
            result,
            plays,
        });
        // Insanity first, then the exactly-10 end (docs/games/ritual.md, rules notes).
        active.retain(|s| r.insane[*s].is_none());
        if active.is_empty() {
            r.all_insane = Some(number);
            break;
        }
        let tens: Vec<usize> = active
            .iter()
            .copied()
            .filter(|s| r.totals[*s] == EXACT)
            .collect();
        if !tens.is_empty() {
            r.ending = Some(Ending::Accomplished {
                round: number,
                tens,
            });
        } else if number == ROUNDS || (active.len() == 1 && played_seats.len() > 1) {
            r.ending = Some(Ending::Proficient { round: number });
        }
    }
    refine_altars(&mut r, all, &spells.loose);
    r
}

/// A round's cards as they were played. A card lying face down under an insanity token is
/// R5's breach (`rules/r5.rs`) and nothing more, so the round is read with the card as
/// it was played: face down with the token put on by mistake (an evil act's card), unless
/// only a card marked in a swirl of madness and turned over afterwards makes the round fit
/// its altar spell (the track's, else any).
fn as_played(cards: &[(usize, &RowCard)], track: Option<&str>, all: &[Spell]) -> Vec<Play> {
    let read = |marked_up: bool| -> Vec<Play> {
        cards
            .iter()
            .map(|(seat, c)| {
                let turned = c.insanity > 0 && !c.face_up;
                let (face_up, insanity) = if turned {
                    (marked_up, marked_up)
                } else {
                    (c.face_up, c.insanity > 0)
                };
                let card = RowCard {
                    face_up,
                    insanity: usize::from(insanity),
                    ..(*c).clone()
                };
                Play {
                    seat: *seat,
                    chanted: c.chanted.clone(),
                    face_up,
                    insanity,
                    counts: card.counts(),
                }
            })
            .collect()
    };
    let fits = |plays: &[Play]| match track {
        Some(altar) => altar::fitting(&[altar.to_string()], plays).len() == 1,
        None => !altar::fitting(all, plays).is_empty(),
    };
    let down = read(false);
    if fits(&down) || !cards.iter().any(|(_, c)| c.insanity > 0 && !c.face_up) {
        return down;
    }
    let up = read(true);
    if fits(&up) { up } else { down }
}

/// Rounds the cards alone leave open: the face-up tokens beside the altar may settle them
/// once the other rounds have taken theirs.
fn refine_altars(r: &mut Rounds, all: &[Spell], loose: &[Spell]) {
    let open: Vec<(usize, Vec<Spell>)> = r
        .rounds
        .iter()
        .enumerate()
        .filter(|(_, round)| round.inferred)
        .map(|(i, round)| (i, altar::fitting(all, &round.plays)))
        .filter(|(_, fits)| !fits.is_empty())
        .collect();
    let candidates: Vec<Vec<Spell>> = open.iter().map(|(_, fits)| fits.clone()).collect();
    if !altar::assignable(&candidates, loose) {
        return;
    }
    for ((i, _), refined) in open.iter().zip(altar::refine(&candidates, loose)) {
        let round = &mut r.rounds[*i];
        if round.altar.is_none()
            && let [spell] = refined.as_slice()
        {
            let chanted: Vec<&str> = round
                .plays
                .iter()
                .map(|p| p.chanted.icon.as_str())
                .collect();
            round.result = Some(ChantResult::of(&chanted, spell));
            round.altar = Some(spell.clone());
        }
    }
}
