//! Where the spell tokens lie (「ラウンドの進め方」①, 「次のラウンドの始め方」, 「次の儀式の始め方」):
//! the one face up on the altar is the round in progress; a finished round's goes on the
//! round track in its round's slot (our convention), or face up beside the altar (the
//! rulebook's); at a ritual's end its spells move to that ritual's row, which tells how many
//! rituals are finished. Misplaced tokens are breaches of R8.

use crate::definition::{AreaId, CardItem, ComponentRef};
use crate::games::common::Ctx;
use crate::games::ritual::Roles;
use crate::games::ritual::breach::Breach;
use crate::games::ritual::numbers::{RITUALS, ROUNDS};
use crate::referee::{PlaceId, Spot, Thing};

/// A spell, by the icon id chant card ends carry (`red`…).
pub type Spell = String;

#[derive(Debug, Clone, Default)]
pub struct Spells {
    /// The ritual under way, 1-based.
    pub ritual: usize,
    /// The spell face up on the altar: the round in progress.
    pub on_altar: Option<Spell>,
    /// This ritual's rounds' altar spells by round (0-based slot).
    pub track: Vec<Option<Spell>>,
    /// Face-up tokens beside the altar or on the used heap.
    pub loose: Vec<Spell>,
    /// Face-up tokens in the rows of the rituals before this one.
    pub earlier: usize,
    /// Every face-up spell token on the table.
    pub face_up: usize,
}

/// The spell a token shows: its item's icon, as chant card ends name spells.
pub fn item_spell(item: &CardItem) -> Spell {
    item.icon.clone().unwrap_or_else(|| item.id.clone())
}

fn spell_of(ctx: &Ctx<Breach>, thing: &Thing) -> Option<Spell> {
    let ComponentRef::Card { kind, item } = thing.component else {
        return None;
    };
    Some(item_spell(&ctx.game.card_kinds[kind].items[item]))
}

pub fn read(ctx: &mut Ctx<Breach>, roles: &Roles, things: &[&Thing]) -> Spells {
    let altar = things.iter().find(|t| t.component == roles.altar);
    let row_of = |area: &PlaceId<AreaId>| {
        roles
            .ritual_rows
            .iter()
            .position(|r| r.is_some_and(|r| *area == r))
    };
    let mut spells = Spells {
        track: vec![None; ROUNDS],
        ..Spells::default()
    };
    // Per ritual row: (slot, spell, face up) of each token in it.
    let mut rows: Vec<Vec<(Option<usize>, Spell, bool)>> = vec![Vec::new(); RITUALS];
    let mut breaches = Vec::new();
    for token in things.iter().filter(|t| t.card_kind() == Some(roles.spell)) {
        let Some(spell) = spell_of(ctx, token) else {
            continue;
        };
        if token.face_up && token.spot != Spot::OffTable {
            spells.face_up += 1;
        }
        let (x, y) = token.centre();
        if altar.is_some_and(|a| a.covers(x, y)) {
            if token.face_up && spells.on_altar.replace(spell).is_some() {
                breaches.push(Breach::TwoAltarSpells);
            }
            continue;
        }
        // Any shared area, one only the room's record has included.
        let Spot::Area(area) = &token.spot else {
            // Outside every area or off the table: conservation's (R1).
            if token.seat().is_some() {
                breaches.push(Breach::SpellAstray {
                    token: token.component,
                });
            }
            continue;
        };
        if *area == roles.track {
            if !token.face_up {
                breaches.push(Breach::SpellFaceDownOnTrack {
                    token: token.component,
                });
                continue;
            }
            match token.slot {
                Some(i) => {
                    if spells.track.len() <= i {
                        spells.track.resize(i + 1, None);
                    }
                    if spells.track[i].is_none() {
                        spells.track[i] = Some(spell);
                    } else {
                        breaches.push(Breach::TrackSlotDoubled { round: i + 1 });
                    }
                }
                // A track drawn without slots: read as the rulebook's loose tokens.
                None => spells.loose.push(spell),
            }
        } else if let Some(n) = row_of(area) {
            rows[n].push((token.slot, spell, token.face_up));
        } else if *area == roles.altar_area || roles.used_spells.is_some_and(|u| *area == u) {
            if token.face_up {
                spells.loose.push(spell);
            }
        } else {
            breaches.push(Breach::SpellAstray {
                token: token.component,
            });
        }
    }
    let filled: Vec<bool> = rows.iter().map(|r| !r.is_empty()).collect();
    if let Some(n) = (1..RITUALS).find(|n| filled[*n] && !filled[n - 1]) {
        breaches.push(Breach::RitualRowsOutOfOrder { ritual: n + 1 });
    }
    let finished = filled.iter().filter(|f| **f).count();
    spells.ritual = (finished + 1).min(RITUALS);
    if finished >= RITUALS && spells.track.iter().all(Option::is_none) {
        // The last ritual's spells moved to its row at the game's end; its cards still lie
        // in the rows (the tie-break needs them), read against that row.
        for (slot, spell, face_up) in &rows[RITUALS - 1] {
            if let (Some(i), true) = (slot, face_up)
                && let Some(at) = spells.track.get_mut(*i)
            {
                at.get_or_insert_with(|| spell.clone());
            }
        }
    }
    spells.earlier = rows[..spells.ritual - 1]
        .iter()
        .map(|r| r.iter().filter(|(_, _, up)| *up).count())
        .sum();
    for b in breaches {
        ctx.breach(b);
    }
    spells
}
