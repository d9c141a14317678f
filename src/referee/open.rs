//! From a read save to a position: which game it is, which layout to place components by
//! (the room's own record first, then the definition of the version the room was built
//! with), and which catalogue recognises cards that lost their identity.

use super::position::{self, Catalogue, LayoutSource, Position};
use super::save::{Kind, Save};
use crate::definition::record::{Geometry, RoomRecord};
use crate::definition::{self, Game, Lang, Layout};
use crate::error::{Error, RecordProblem};
use crate::files::Templates;
use std::path::Path;

/// What the referee judges: the game's definition, the position, and the room's language.
pub struct Opened {
    pub game: Game,
    pub position: Position,
    pub lang: Lang,
}

/// Game ids are what `build` accepts: lower-case letters, digits and `-`.
pub fn valid_game_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Finds the game, its layout and catalogue, and places every component. `what` names the
/// save in errors; `art_root` is the user's art, for rooms that predate records.
pub fn open(
    owned: Save,
    what: &str,
    templates: &Templates,
    art_root: Option<&Path>,
) -> Result<Opened, Error> {
    let save = &owned;
    let read = match save.table_records.first() {
        None => None,
        Some(text) => {
            Some(
                RoomRecord::decode(text).map_err(|problem| Error::RecordUnreadable {
                    save: what.into(),
                    problem,
                })?,
            )
        }
    };
    let id = match &read {
        Some(r) => r.game.clone(),
        None => match position::games_in(save).first() {
            Some((id, _)) => id.clone(),
            None => return recognise_by_names(owned, what, templates, art_root),
        },
    };
    if !valid_game_id(&id) {
        return Err(Error::NotAGameId {
            save: what.into(),
            id,
        });
    }
    let current = load_game(templates, &id, what)?;
    let record = match read {
        Some(read) => Some(checked(read, &current, what)?),
        None => None,
    };
    let version = match &record {
        Some(r) => r.version,
        None => version_of_objects(&current, save, what)?,
    };
    let older = version != current.version;
    let (game, older_layout) = definition_of_version(current, version, record.is_some(), what)?;
    let (geometry, source) = match (&record, older_layout) {
        (Some(r), _) => {
            if let Some(problem) = r.geometry.problem(game.seats.len()) {
                return Err(Error::RecordLayoutWrong {
                    save: what.into(),
                    problem,
                });
            }
            (r.geometry.clone(), LayoutSource::Record)
        }
        (None, Some(layout)) => (Geometry::of(&layout), LayoutSource::Older(version)),
        (None, None) if older => (Geometry::of(&game.layout), LayoutSource::Older(version)),
        // Every room the current definition builds carries its record: without one, where
        // its seats lie cannot be told (the definition's layout misplaced a clean room's
        // every piece), and no breach is made of where things lie.
        (None, None) => (Geometry::of(&game.layout), LayoutSource::Unrecorded),
    };
    let lang = record
        .as_ref()
        .map(|r| r.lang)
        .unwrap_or_else(|| guess_lang(&game, save));
    let lost = save
        .objects
        .iter()
        .any(|o| o.identity.is_none() && o.kind == Kind::Card);
    // A room without a record is recognised by the faces of the definition that built it.
    let catalogue: Option<Catalogue> = match &record {
        Some(r) => Some(position::record_catalogue(r)),
        None if lost => Some(crate::art::catalogue::catalogue(&game, lang, art_root)?),
        None => None,
    };
    let position = position::position(&game, &geometry, owned, catalogue.as_ref(), record, source);
    Ok(Opened {
        game,
        position,
        lang,
    })
}

/// A record that contradicts itself or the game is refused, never half read: a room built
/// by a newer definition than this one, a player count its seats do not show, a language
/// no room has, a face naming no component of the room.
fn checked(record: RoomRecord<String>, game: &Game, what: &str) -> Result<RoomRecord, Error> {
    if record.version > game.version {
        return Err(Error::VersionUnknown {
            save: what.into(),
            game: game.id.clone(),
            version: record.version,
            known: game.version,
        });
    }
    let contradicts = |problem| Error::RecordContradicts {
        save: what.into(),
        problem,
    };
    let record = record.checked(game.seats.len()).map_err(contradicts)?;
    let face = record.faces.iter().find(|(_, encoded)| {
        crate::udonarium::Identity::decode(encoded)
            .is_none_or(|id| id.game != game.id || id.version != record.version)
    });
    if let Some((image, encoded)) = face {
        return Err(contradicts(RecordProblem::Face {
            image: image.clone(),
            encoded: encoded.clone(),
        }));
    }
    Ok(record)
}

fn load_game(templates: &Templates, id: &str, what: &str) -> Result<Game, Error> {
    let Some(dir) = templates.find(id) else {
        return Err(Error::GameNotDefined {
            save: what.into(),
            id: id.into(),
            searched: templates.roots().to_vec(),
        });
    };
    Ok(definition::load_in(templates.files(), &dir)?)
}

/// The version of the definition a room without a record was built by, as its objects
/// name it (the current one where none does).
fn version_of_objects(game: &Game, save: &Save, what: &str) -> Result<u32, Error> {
    let mut versions: Vec<u32> = save
        .objects
        .iter()
        .filter_map(|o| o.identity.as_ref())
        .filter(|i| i.game == game.id)
        .map(|i| i.version)
        .collect();
    versions.sort_unstable();
    versions.dedup();
    match versions.as_slice() {
        [] => Ok(game.version),
        [v] => Ok(*v),
        several => Err(Error::SeveralVersions {
            save: what.into(),
            game: game.id.clone(),
            versions: several.to_vec(),
        }),
    }
}

/// The definition a room built by `version` is read by: the current one for its own
/// version; an older one kept whole in `versions/N/` (built-in or on disk alike), since
/// components, counters and names change between versions and a room keeps the ones it was
/// built with. A kept folder with only `layout.toml` is a version that changed only where
/// things lie: the current definition, with that layout for a room without a record. A
/// room with a record of a version not kept is read by the current definition and the
/// record's layout.
fn definition_of_version(
    current: Game,
    version: u32,
    recorded: bool,
    what: &str,
) -> Result<(Game, Option<Layout>), Error> {
    if version == current.version {
        return Ok((current, None));
    }
    let dir = current.dir.join(format!("versions/{version}"));
    let origin = &current.origin;
    if origin.is_file(&dir.join("game.toml")) {
        return Ok((definition::load_kept_version(origin, &dir)?, None));
    }
    if recorded {
        return Ok((current, None));
    }
    let old = dir.join("layout.toml");
    if !origin.is_file(&old) {
        return Err(Error::VersionUnknown {
            save: what.into(),
            game: current.id.clone(),
            version,
            known: current.version,
        });
    }
    let layout = definition::load_layout(origin, &current.dir, &old)?;
    Ok((current, Some(layout)))
}

/// The room's language, for rooms without a record: the language most card names match.
fn guess_lang(game: &Game, save: &Save) -> Lang {
    let hits = |lang: Lang| {
        save.objects
            .iter()
            .filter(|o| {
                game.card_kinds.iter().any(|k| {
                    k.items
                        .iter()
                        .any(|i| i.name.0.get(&lang).is_some_and(|n| *n == o.name))
                })
            })
            .count()
    };
    if game.languages.contains(&Lang::En) && hits(Lang::En) > hits(Lang::Ja) {
        Lang::En
    } else {
        Lang::Ja
    }
}

/// A save whose objects all lost their identity: the game whose card names match most
/// cards (cheap: nothing is rendered unless one game clearly matches).
fn recognise_by_names(
    owned: Save,
    what: &str,
    templates: &Templates,
    art_root: Option<&Path>,
) -> Result<Opened, Error> {
    let save = &owned;
    let not_ours = || Error::NoRoom { save: what.into() };
    let names: Vec<&str> = save
        .objects
        .iter()
        .filter(|o| o.kind == Kind::Card)
        .map(|o| o.name.as_str())
        .collect();
    if names.is_empty() {
        return Err(not_ours());
    }
    let mut best: Option<(Game, usize)> = None;
    for (_, dir) in templates.all() {
        let Ok(game) = definition::load_in(templates.files(), &dir) else {
            continue;
        };
        let hits = names
            .iter()
            .filter(|n| {
                game.card_kinds
                    .iter()
                    .flat_map(|k| &k.items)
                    .any(|i| i.name.0.values().any(|v| v == *n))
            })
            .count();
        if hits * 2 > names.len() && best.as_ref().is_none_or(|(_, b)| hits > *b) {
            best = Some((game, hits));
        }
    }
    let (game, _) = best.ok_or_else(not_ours)?;
    let lang = guess_lang(&game, save);
    let catalogue = crate::art::catalogue::catalogue(&game, lang, art_root)?;
    let geometry = Geometry::of(&game.layout);
    let position = position::position(
        &game,
        &geometry,
        owned,
        Some(&catalogue),
        None,
        LayoutSource::Definition,
    );
    if position.recognised_by_image == 0 {
        return Err(not_ours());
    }
    Ok(Opened {
        game,
        position,
        lang,
    })
}
