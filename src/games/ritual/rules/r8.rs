//! R8: spell tokens lie where the rounds put them (one face up on the altar, face up on the
//! round track, in the rituals' rows in order), the face-up ones are the rounds started in
//! the whole game, and the round track is filled from its first slot.

use crate::games::ritual::breach::Breach;
use crate::games::ritual::read::Reading;
use crate::games::ritual::read::spells::Misplaced;

/// Tokens lying where none can, in the order they were read (`read/spells.rs`), then a
/// ritual's row filled after an empty one.
pub fn tokens(reading: &Reading) -> Vec<Breach> {
    let mut found: Vec<Breach> = (reading.spells.misplaced.iter())
        .map(|misplaced| match misplaced {
            Misplaced::SecondOnAltar => Breach::TwoAltarSpells,
            Misplaced::FaceDownOnTrack(token) => Breach::SpellFaceDownOnTrack { token: *token },
            Misplaced::TrackSlotTaken(round) => Breach::TrackSlotDoubled { round: *round },
            Misplaced::Astray(token, lies) => Breach::SpellAstray {
                token: *token,
                lies: lies.clone(),
            },
        })
        .collect();
    if let Some(ritual) = reading.spells.row_after_empty {
        found.push(Breach::RitualRowsOutOfOrder { ritual });
    }
    found
}

/// The round track: no empty slot before a filled one.
pub fn track_gap(reading: &Reading) -> Vec<Breach> {
    (reading.rounds.track_gap)
        .map(|round| Breach::TrackGap { round })
        .into_iter()
        .collect()
}

/// R8: the face-up spell tokens are the rounds started in the whole game: the earlier
/// rituals' rows, this ritual's rounds, and the one on the altar. More can be a ritual
/// restarted after everyone went insane (its rounds' tokens stay face up), which the table
/// does not record: the report says how it read them (`restarted`). Fewer is always a
/// breach.
pub fn spell_count(reading: &Reading) -> Vec<Breach> {
    let face_up = reading.spells.face_up;
    let started = started(reading);
    if face_up >= started {
        return Vec::new();
    }
    vec![Breach::SpellCount { face_up, started }]
}

/// Face-up spell tokens beyond the rounds started: a ritual restarted, as the report notes.
pub fn restarted(reading: &Reading) -> Option<usize> {
    reading
        .spells
        .face_up
        .checked_sub(started(reading))
        .filter(|extra| *extra > 0)
}

/// Whether the face-up spell tokens are at least the rounds started.
pub fn enough_spells(reading: &Reading) -> bool {
    reading.spells.face_up >= started(reading)
}

/// The rounds started in the whole game.
fn started(reading: &Reading) -> usize {
    let rounds = &reading.rounds;
    reading.spells.earlier + rounds.played + usize::from(rounds.in_progress)
}
