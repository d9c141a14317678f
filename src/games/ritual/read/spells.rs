//! Where the spell tokens lie (「ラウンドの進め方」①, 「次のラウンドの始め方」, 「次の儀式の始め方」):
//! the one face up on the altar is the round in progress; a finished round's goes on the
//! round track in its round's slot (our convention), or face up beside the altar (the
//! rulebook's); at a ritual's end its spells move to that ritual's row, which tells how many
//! rituals are finished. Tokens that lie where none can are recorded as read (`Misplaced`),
//! for R8 (`rules/r8.rs`).

use crate::definition::{AreaId, CardItem, ComponentRef};
use crate::games::common::Case;
use crate::games::ritual::Roles;
use crate::games::ritual::numbers::{RITUALS, ROUNDS};
use crate::referee::{PlaceId, Spot, Thing};

/// A spell, by the icon id chant card ends carry (`red`…).
pub type Spell = String;

/// A spell token lying where none can, in the order the tokens are read.
#[derive(Debug, Clone, PartialEq)]
pub enum Misplaced {
    /// A second face-up token on the altar.
    SecondOnAltar,
    /// Face down on the round track.
    FaceDownOnTrack(ComponentRef),
    /// In a slot of the round track another token already fills (1-based round).
    TrackSlotTaken(usize),
    /// In a seat, or in an area not for spells: where it lies.
    Astray(ComponentRef, Spot),
}

#[derive(Debug, Clone, Default)]
pub struct Spells {
    /// The ritual the rows show, 1-based: the one under way, or the one that just ended
    /// (`settle`).
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
    /// The tokens lying where none can.
    pub misplaced: Vec<Misplaced>,
    /// The first ritual (1-based) whose row holds spells while the row before it is empty.
    pub row_after_empty: Option<usize>,
    /// Rituals whose spells lie in their row 「n回目の儀式の呪文」.
    finished: usize,
    /// Per ritual row: (slot, spell, face up) of each token in it.
    rows: Vec<Vec<(Option<usize>, Spell, bool)>>,
}

impl Spells {
    /// Which ritual the table shows, once the seats' rows are read. The rows' cards are the
    /// last finished ritual's when its spells have just moved to its row and nothing of the
    /// next shows yet (the track, the altar and beside it empty, cards not yet reshuffled:
    /// 「次の儀式の始め方」 gathers them only then), and always after the third; else the
    /// next ritual is under way.
    pub fn settle(&mut self, cards_in_rows: bool) {
        let next_not_begun = self.track.iter().all(Option::is_none)
            && self.on_altar.is_none()
            && self.loose.is_empty();
        let last =
            if self.finished >= RITUALS || (self.finished > 0 && cards_in_rows && next_not_begun) {
                self.finished.min(RITUALS)
            } else {
                0
            };
        self.ritual = if last > 0 { last } else { self.finished + 1 };
        if last > 0 && self.track.iter().all(Option::is_none) {
            // That ritual's spells moved to its row; its cards, read against that row.
            for (slot, spell, face_up) in &self.rows[last - 1] {
                if let (Some(i), true) = (slot, face_up)
                    && let Some(at) = self.track.get_mut(*i)
                {
                    at.get_or_insert_with(|| spell.clone());
                }
            }
        }
        self.earlier = self.rows[..self.ritual - 1]
            .iter()
            .map(|r| r.iter().filter(|(_, _, up)| *up).count())
            .sum();
    }
}

/// The spell a token shows: its item's icon, as chant card ends name spells.
pub fn item_spell(item: &CardItem) -> Spell {
    item.icon.clone().unwrap_or_else(|| item.id.clone())
}

fn spell_of(case: Case, thing: &Thing) -> Option<Spell> {
    let ComponentRef::Card { kind, item } = thing.component else {
        return None;
    };
    Some(item_spell(&case.game.card_kinds[kind].items[item]))
}

pub fn read(case: Case, roles: &Roles, things: &[&Thing]) -> Spells {
    let altar = things.iter().find(|t| t.component == roles.altar);
    let row_of = |area: &PlaceId<AreaId>| {
        roles
            .ritual_rows()
            .iter()
            .position(|r| r.is_some_and(|r| *area == r))
    };
    let mut spells = Spells {
        track: vec![None; ROUNDS],
        ..Spells::default()
    };
    // Per ritual row: (slot, spell, face up) of each token in it.
    let mut rows: Vec<Vec<(Option<usize>, Spell, bool)>> = vec![Vec::new(); RITUALS];
    for token in things.iter().filter(|t| t.card_kind() == Some(roles.spell)) {
        let Some(spell) = spell_of(case, token) else {
            continue;
        };
        if token.face_up && token.spot != Spot::OffTable {
            spells.face_up += 1;
        }
        let (x, y) = token.centre();
        if altar.is_some_and(|a| a.covers(x, y)) {
            if token.face_up && spells.on_altar.replace(spell).is_some() {
                spells.misplaced.push(Misplaced::SecondOnAltar);
            }
            continue;
        }
        // Any shared area, one only the room's record has included.
        let Spot::Area(area) = &token.spot else {
            // Outside every area or off the table: conservation's (R1).
            if token.seat().is_some() {
                spells
                    .misplaced
                    .push(Misplaced::Astray(token.component, token.spot.clone()));
            }
            continue;
        };
        if *area == roles.track {
            if !token.face_up {
                spells
                    .misplaced
                    .push(Misplaced::FaceDownOnTrack(token.component));
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
                        spells.misplaced.push(Misplaced::TrackSlotTaken(i + 1));
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
            spells
                .misplaced
                .push(Misplaced::Astray(token.component, token.spot.clone()));
        }
    }
    let filled: Vec<bool> = rows.iter().map(|r| !r.is_empty()).collect();
    spells.row_after_empty = (1..RITUALS)
        .find(|n| filled[*n] && !filled[n - 1])
        .map(|n| n + 1);
    spells.finished = filled.iter().filter(|f| **f).count();
    spells.rows = rows;
    spells
}
