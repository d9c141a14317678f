//! The invariants of a RITUAL table (R3–R9, R12) over what `read` found, and the notes on
//! how the ritual stands.

use super::Roles;
use super::breach::{Breach, Misplay};
use super::hands;
use super::numbers::MOST_REWARD;
use super::read::Reading;
use super::rounds::{Round, Rounds};
use super::rows::reach;
use super::text::Note;
use crate::games::common::Ctx;

pub fn check(ctx: &mut Ctx<Breach>, roles: &Roles, reading: &Reading) {
    let rounds = &reading.rounds;
    if let Some(round) = rounds.track_gap {
        ctx.breach(Breach::TrackGap { round });
    }
    if let Some(round) = rounds.after_end {
        ctx.breach(Breach::PlayedAfterEnd { round });
    }
    for round in &rounds.unfit {
        ctx.breach(Breach::NoAltarSpellFits { round: *round });
    }
    for round in &rounds.rounds {
        if !round.inferred {
            check_round(ctx, round);
        }
    }
    row_lengths(ctx, reading);
    // Too few face-up tokens (R8) already says the tokens cannot supply the rounds (R7).
    if spell_count(ctx, reading)
        && !rounds.inferred.is_empty()
        && !super::altar::assignable(&rounds.inferred, &reading.spells.loose)
    {
        ctx.breach(Breach::AltarSpellsUnaccounted {
            loose: reading.spells.loose.len(),
        });
    }
    hands::check(ctx, roles, reading);
    let finished = reading.ritual() - 1 + usize::from(reading.rounds.ending.is_some());
    let mut too_many = false;
    for &seat in &reading.played {
        let points: i64 = reading.seats[seat].rewards.iter().sum();
        if points > MOST_REWARD * finished as i64 {
            too_many = true;
            ctx.breach(Breach::TooManyRewards {
                seat,
                points,
                rituals: finished,
            });
        }
    }
    // R13 already says what is wrong with the holdings; R12 is the finer check.
    if !reading.rewards_fit && !too_many {
        ctx.breach(Breach::RewardsDoNotFit {
            held: reading
                .played
                .iter()
                .map(|s| (*s, reading.seats[*s].rewards.clone()))
                .collect(),
            rituals: reading.ritual() - 1,
        });
    }
    notes(ctx, reading);
}

/// R6: each card of a round lies as the round's result requires.
fn check_round(ctx: &mut Ctx<Breach>, round: &Round) {
    let (Some(altar), Some(result)) = (&round.altar, round.result) else {
        return;
    };
    for play in &round.plays {
        let (up, insane) = result.expected(play.chanted.icon == *altar);
        let misplay = if play.face_up != up {
            Some(if up {
                Misplay::WronglyFaceDown
            } else {
                Misplay::ShouldBeFaceDown
            })
        } else if play.face_up && play.insanity != insane {
            Some(if insane {
                Misplay::InsanityMissing
            } else {
                Misplay::InsanityUnearned
            })
        } else {
            None
        };
        if let Some(misplay) = misplay {
            ctx.breach(Breach::Misplayed {
                misplay,
                seat: play.seat,
                round: round.number,
                chanted: play.chanted.clone(),
                result,
            });
        }
    }
}

/// R3, R4: rows as long as the rounds played (one more while a round is under way), shorter
/// only for the insane, who play no card after the round they went insane in.
fn row_lengths(ctx: &mut Ctx<Breach>, reading: &Reading) {
    let Rounds {
        played,
        in_progress,
        ending,
        insane,
        rounds,
        ..
    } = &reading.rounds;
    let read = rounds.len().min(*played);
    for &seat in reading.played.iter().filter(|s| !reading.malformed[**s]) {
        let len = reach(&reading.rows[seat]);
        match insane[seat] {
            Some(round) if len > round => {
                ctx.breach(Breach::InsaneKeptChanting { seat, round, len })
            }
            Some(_) => {}
            None if len > played + usize::from(*in_progress && ending.is_none()) => {
                ctx.breach(Breach::RowTooLong {
                    seat,
                    len,
                    played: *played,
                })
            }
            None if len < read => ctx.breach(Breach::RowTooShort {
                seat,
                len,
                played: read,
            }),
            None => {}
        }
    }
}

/// R8: the face-up spell tokens are the rounds started in the whole game: the earlier
/// rituals' rows, this ritual's rounds, and the one on the altar. More can be a ritual
/// restarted after everyone went insane (its rounds' tokens stay face up), which the table
/// does not record: the report says how it read them. Fewer is always a breach. Returns
/// whether there are enough.
fn spell_count(ctx: &mut Ctx<Breach>, reading: &Reading) -> bool {
    let spells = &reading.spells;
    let rounds = &reading.rounds;
    let started = spells.earlier + rounds.played + usize::from(rounds.in_progress);
    if spells.face_up < started {
        ctx.breach(Breach::SpellCount {
            face_up: spells.face_up,
            started,
        });
        return false;
    }
    if spells.face_up > started {
        ctx.note(Note::Restarted {
            extra: spells.face_up - started,
        });
    }
    true
}

fn notes(ctx: &mut Ctx<Breach>, reading: &Reading) {
    let rounds = &reading.rounds;
    if let Some(round) = rounds.all_insane {
        ctx.note(Note::AllInsane { round });
    }
    if let Some(ending) = &rounds.ending {
        ctx.note(Note::Ended(ending.clone()));
    }
    if let (Some(due), false) = (&reading.due, reading.handed_out) {
        ctx.note(Note::NotHandedOut(
            (0..due.len())
                .filter(|s| due[*s] > 0)
                .map(|s| (s, due[s]))
                .collect(),
        ));
    }
}
