//! Reading a room saved by udonarium or a fork, tolerantly: any XML entry whose root is
//! `room`, unknown elements and attributes ignored, odd numbers read as well as they can be.
//!
//! The XML is streamed (`save/stream.rs`): only the few fields a position needs are kept,
//! never an element tree, so a save of 100 000 objects is read in well under a second and
//! in memory about its own size.

mod stream;

use crate::udonarium::Identity;
use crate::udonarium::archive::{ReadLimits, read_xml_entries};
use crate::udonarium::pull::MAX_OBJECTS;
use std::borrow::Cow;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Card,
    Piece,
    Die,
    Note,
}

/// One object of the save, as far as refereeing cares.
#[derive(Debug, Clone)]
pub struct SavedObject {
    pub kind: Kind,
    pub identity: Option<Identity>,
    pub name: String,
    /// The image that tells what it is: a card's front, a piece's image, a die's first face.
    pub front: String,
    /// Top-left corner in table pixels.
    pub x: f64,
    pub y: f64,
    /// Width in grid cells.
    pub size: f64,
    pub face_up: bool,
    /// Degrees in 0..360.
    pub rotation: i32,
    /// The player id of whoever holds it privately (「自分だけ見る」), if anyone.
    pub owner: Option<String>,
    /// `table`, or an inventory (`common`, `graveyard`, a player's id) for pieces.
    pub location: String,
    /// Index into `Save::stacks` and the position from the top (0 = top card).
    pub stack: Option<(usize, usize)>,
    /// Which of `location.x`, `location.y`, `rotate`, `posZ` were present but not a finite
    /// number (`NaN`, `inf`, `abc`, empty): they are read as 0, and udonarium itself would
    /// stop loading the room at them. A card in a stack also lists its stack's bad
    /// `location.x`/`location.y`, since it lies where the stack does.
    pub bad_numbers: Vec<String>,
    /// A piece's number fields in its sheet (`detail`), name → current value as typed.
    pub numbers: Vec<(String, String)>,
    /// A die's face as shown (`face`, a face's name).
    pub face: Option<String>,
}

#[derive(Debug, Clone)]
pub struct SavedStack {
    pub name: String,
    pub x: f64,
    pub y: f64,
}

#[derive(Debug, Clone, Default)]
pub struct Save {
    pub objects: Vec<SavedObject>,
    pub stacks: Vec<SavedStack>,
    /// Player ids to the names they chatted under, from the chat log.
    pub players: BTreeMap<String, String>,
    /// How many `room` documents the save holds (one, unless two saves were merged); only
    /// documents read without error count.
    pub rooms: usize,
    /// The `udonforge-room` attribute of every table read (`game-table` elements where
    /// objects are read: in the room and in other tables), in document order.
    pub table_records: Vec<String>,
}

/// Reads a save: a zip, or a bare `data.xml`. `what` names the input in errors.
pub fn read_save(bytes: &[u8], what: &str) -> Result<Save, String> {
    let limits = ReadLimits::default();
    let documents: Vec<(String, Cow<[u8]>)> = if bytes.starts_with(b"PK") {
        read_xml_entries(bytes, limits)
            .map_err(|e| format!("{what}: {e}"))?
            .into_iter()
            .map(|e| (e.name, Cow::Owned(e.bytes)))
            .collect()
    } else {
        if bytes.len() as u64 > limits.max_xml_bytes {
            return Err(format!("{what}: the file is too large to be a room"));
        }
        vec![(what.to_string(), Cow::Borrowed(bytes))]
    };
    let mut save = Save::default();
    let mut problems = Vec::new();
    for (name, bytes) in &documents {
        let text = decode_text(bytes);
        if text.trim_ascii().is_empty() {
            continue;
        }
        // A document that fails part-way adds nothing: it is read into its own part first.
        match stream::read_document(&text, save.stacks.len()) {
            Ok(part) => merge(&mut save, part),
            Err(e) => problems.push(format!("{name}: byte {}: {}", e.position, e.message)),
        }
        if save.objects.len() > MAX_OBJECTS {
            return Err(format!(
                "{what}: more than {} objects, far more than a room holds",
                MAX_OBJECTS
            ));
        }
    }
    if save.rooms == 0 {
        let why = problems
            .first()
            .cloned()
            .unwrap_or_else(|| "it holds no room data".into());
        return Err(format!("{what}: not a udonarium room: {why}"));
    }
    Ok(save)
}

fn merge(save: &mut Save, part: Save) {
    save.objects.extend(part.objects);
    save.stacks.extend(part.stacks);
    save.players.extend(part.players);
    save.rooms += part.rooms;
    save.table_records.extend(part.table_records);
}

/// XML entries should be UTF-8; a byte-order mark or a UTF-16 save is decoded too. Valid
/// UTF-8 is borrowed, not copied: a large save is read in place.
fn decode_text(bytes: &[u8]) -> Cow<'_, [u8]> {
    fn utf8(b: &[u8]) -> Cow<'_, [u8]> {
        match std::str::from_utf8(b) {
            Ok(_) => Cow::Borrowed(b),
            Err(_) => Cow::Owned(String::from_utf8_lossy(b).into_owned().into_bytes()),
        }
    }
    if let Some(rest) = bytes.strip_prefix(&[0xef, 0xbb, 0xbf]) {
        return utf8(rest);
    }
    let utf16 = |le: bool, b: &[u8]| {
        let units: Vec<u16> = b
            .chunks_exact(2)
            .map(|c| {
                if le {
                    u16::from_le_bytes([c[0], c[1]])
                } else {
                    u16::from_be_bytes([c[0], c[1]])
                }
            })
            .collect();
        Cow::Owned(String::from_utf16_lossy(&units).into_bytes())
    };
    match bytes {
        [0xff, 0xfe, rest @ ..] => utf16(true, rest),
        [0xfe, 0xff, rest @ ..] => utf16(false, rest),
        _ => utf8(bytes),
    }
}

#[cfg(test)]
mod tests;
