//! The face catalogue: which front image is which card. Rooms carry their own (in their
//! record); this renders one from the definition for rooms built before records existed,
//! in the room's language and with the user's art, exactly as `build` would draw the faces.

use super::Art;
use crate::definition::{Game, Lang};
use crate::error::Error;
use crate::udonarium::Identity;
use std::collections::HashMap;
use std::path::Path;

/// Front image identifier → identity. Where several cards share one face (the same card in
/// every seat's colour-less set, or copies), the identity keeps only what they share.
pub fn catalogue(
    game: &Game,
    lang: Lang,
    art_root: Option<&Path>,
) -> Result<HashMap<String, Identity>, Error> {
    // Rooms without a record were built with PNG faces encoded as they were then.
    let mut art = Art::new(game, lang, art_root)?.with_format(super::ImageFormat::LegacyPng);
    let mut faces = Vec::new();
    for kind in &game.card_kinds {
        for seat in game.seat_slots(kind.per_seat) {
            for item in &kind.items {
                let front = art.card_face(kind, item, seat)?;
                let identity =
                    Identity::new(&game.id, game.version, format!("{}/{}", kind.id, item.id))
                        .with_seat(seat.map(|s| s as u32 + 1));
                faces.push((front, identity));
            }
        }
    }
    for piece in &game.pieces {
        for seat in game.seat_slots(piece.per_seat) {
            let image = art.piece(piece, seat)?;
            let identity = Identity::new(&game.id, game.version, &piece.id)
                .with_seat(seat.map(|s| s as u32 + 1));
            faces.push((image, identity));
        }
    }
    for die in &game.dice {
        if !game.seats.is_empty() {
            faces.push((
                art.die_face(die, 0)?,
                Identity::new(&game.id, game.version, &die.id),
            ));
        }
    }
    Ok(merge(faces))
}

/// Builds a catalogue from (front image, identity) pairs, dropping the seat and copy of
/// images several cards share, and the image entirely where different components share it.
pub fn merge(faces: impl IntoIterator<Item = (String, Identity)>) -> HashMap<String, Identity> {
    let mut map: HashMap<String, Option<Identity>> = HashMap::new();
    for (front, identity) in faces {
        match map.get_mut(&front) {
            None => {
                map.insert(front, Some(identity));
            }
            Some(Some(known)) if known.component == identity.component => {
                if known.seat != identity.seat {
                    known.seat = None;
                }
                if known.copy != identity.copy {
                    known.copy = None;
                }
            }
            Some(slot) => *slot = None,
        }
    }
    map.into_iter()
        .filter_map(|(front, id)| Some((front, id?)))
        .collect()
}
