//! R8: spell tokens lie where the rounds put them (one face up on the altar, face up on the
//! round track, in the rituals' rows in order), the face-up ones are the rounds started in
//! the whole game, and the round track is filled from its first slot.

use crate::games::common::Ctx;
use crate::games::ritual::Roles;
use crate::games::ritual::breach::Breach;
use crate::games::ritual::read::Reading;
use crate::games::ritual::read::spells::Misplaced;
use crate::games::ritual::text::Note;

/// Tokens lying where none can, in the order they were read (`read/spells.rs`), then a
/// ritual's row filled after an empty one.
pub fn tokens(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    for misplaced in &reading.spells.misplaced {
        ctx.breach(match misplaced {
            Misplaced::SecondOnAltar => Breach::TwoAltarSpells,
            Misplaced::FaceDownOnTrack(token) => Breach::SpellFaceDownOnTrack { token: *token },
            Misplaced::TrackSlotTaken(round) => Breach::TrackSlotDoubled { round: *round },
            Misplaced::Astray(token, lies) => Breach::SpellAstray {
                token: *token,
                lies: lies.clone(),
            },
        });
    }
    if let Some(ritual) = reading.spells.row_after_empty {
        ctx.breach(Breach::RitualRowsOutOfOrder { ritual });
    }
}

/// The round track: no empty slot before a filled one.
pub fn track_gap(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    if let Some(round) = reading.rounds.track_gap {
        ctx.breach(Breach::TrackGap { round });
    }
}

/// R8: the face-up spell tokens are the rounds started in the whole game: the earlier
/// rituals' rows, this ritual's rounds, and the one on the altar. More can be a ritual
/// restarted after everyone went insane (its rounds' tokens stay face up), which the table
/// does not record: the report says how it read them. Fewer is always a breach.
pub fn spell_count(ctx: &mut Ctx<Breach>, _roles: &Roles, reading: &Reading) {
    let face_up = reading.spells.face_up;
    let started = started(reading);
    if face_up < started {
        ctx.breach(Breach::SpellCount { face_up, started });
    } else if face_up > started {
        ctx.note(Note::Restarted {
            extra: face_up - started,
        });
    }
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
