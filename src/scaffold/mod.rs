//! A new game's folder (`udonforge new ID`): the smallest definition that builds — one deck,
//! a table, seats, a rules note — every file commented for a designer new to udonforge.
//! The files are kept as plain files in `assets/scaffold/`, with `{{id}}` for the game's id.
//!
//! The files travel as a [`GameFiles`] map between [`files`] and [`create`], so another step
//! (a deck read from a spreadsheet) can replace `components.toml` or add files in between.

#![warn(missing_docs)]

mod deck;
mod deck_toml;

pub use deck::{CardLook, FromCsv, from_csv};

use crate::error::{Error, FileProblem};
use crate::files::Files;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Component, Path, PathBuf};

/// A game folder's files before they are written: path relative to the folder
/// (`/`-separated, e.g. `faces/card.svg`) → content.
pub type GameFiles = BTreeMap<String, String>;

/// Where the game's id goes in the scaffold's files.
const ID: &str = "{{id}}";

const SCAFFOLD: &[(&str, &str)] = &[
    ("game.toml", include_str!("../../assets/scaffold/game.toml")),
    (
        "components.toml",
        include_str!("../../assets/scaffold/components.toml"),
    ),
    (
        "layout.toml",
        include_str!("../../assets/scaffold/layout.toml"),
    ),
    (
        "notes.toml",
        include_str!("../../assets/scaffold/notes.toml"),
    ),
    (
        "faces/card.svg",
        include_str!("../../assets/scaffold/faces/card.svg"),
    ),
    (
        "faces/back.svg",
        include_str!("../../assets/scaffold/faces/back.svg"),
    ),
    (
        "faces/name-piece.svg",
        include_str!("../../assets/scaffold/faces/name-piece.svg"),
    ),
    (
        "faces/table.svg",
        include_str!("../../assets/scaffold/faces/table.svg"),
    ),
];

/// Refuses an id the definition loader would refuse (it is also the folder's name).
pub fn check_id(id: &str) -> Result<(), Error> {
    if crate::definition::load::valid_id(id) {
        return match crate::definition::load::game_id_problem(id) {
            None => Ok(()),
            Some(problem) => Err(Error::GameIdRefused { problem }),
        };
    }
    let suggestion =
        Some(crate::definition::csv::id_from(id)).filter(|s| crate::definition::load::valid_id(s));
    Err(Error::InvalidGameId {
        id: id.into(),
        suggestion,
    })
}

/// The scaffold's files for game `id` (already checked), the id written in.
pub fn files(id: &str) -> GameFiles {
    SCAFFOLD
        .iter()
        .map(|(path, text)| (path.to_string(), text.replace(ID, id)))
        .collect()
}

/// Writes `files` as the new folder `root/id` and returns its path. An existing `root/id`
/// (even an empty folder or a file) is refused and left as it was. The files are written
/// into a hidden folder beside it, renamed into place at the end, so a failure leaves no
/// half-made game; `root` is created when missing, and removed again on a failure.
pub fn create(origin: &Files, root: &Path, id: &str, files: &GameFiles) -> Result<PathBuf, Error> {
    create_with(origin, root, id, files, &[], &|_| Ok(()), &|| Ok(()))
}

/// [`create`], also copying `copies` (relative path in the folder, file to copy) and
/// running `verify` on the finished folder under its temporary name: a game that would not
/// build is never put in place. `then` runs once it is in place (writing its first room);
/// should it fail, the folder is taken back out, so a failure leaves nothing behind.
pub fn create_with(
    origin: &Files,
    root: &Path,
    id: &str,
    files: &GameFiles,
    copies: &[(String, PathBuf)],
    verify: &dyn Fn(&Path) -> Result<(), Error>,
    then: &dyn Fn() -> Result<(), Error>,
) -> Result<PathBuf, Error> {
    let dir = root.join(id);
    refuse_existing(origin, &dir, id)?;
    for path in files.keys().chain(copies.iter().map(|(p, _)| p)) {
        if !plain_relative(path) {
            return Err(Error::NotInsideFolder { path: path.clone() });
        }
    }
    let made = create_dirs(origin, root)?;
    // A hidden folder holding one named after the id: the definition check in `verify`
    // sees the folder name the game will have.
    let hidden = root.join(format!(".{id}.new-{}", origin.process_tag()));
    let tmp = hidden.join(id);
    let written = origin
        .create_dir(&hidden)
        .map_err(|e| Error::CannotWriteIn {
            dir: root.into(),
            reason: e.to_string(),
        })
        .and_then(|()| write_all(origin, &tmp, files))
        .and_then(|()| copy_all(origin, &tmp, copies))
        .and_then(|()| verify(&tmp))
        .and_then(|()| {
            // Checked again: someone may have made the folder meanwhile, and renaming onto
            // an empty folder would silently replace it.
            refuse_existing(origin, &dir, id)?;
            origin.rename(&tmp, &dir).map_err(|e| Error::CannotCreate {
                dir: dir.clone(),
                reason: e.to_string(),
            })
        })
        .and_then(|()| {
            then().inspect_err(|_| {
                let _ = origin.remove_dir_all(&dir);
            })
        })
        .map_err(|e| in_place_of(e, &tmp, &dir));
    let _ = origin.remove_dir_all(&hidden);
    if written.is_err() {
        // Only the folders made here, and only if still empty: someone else's stay.
        for made in made.iter().rev() {
            let _ = origin.remove_dir(made);
        }
    }
    written.map(|()| dir)
}

/// Replaces the folder `dir` with `files` and `copies` (files of the folder as it is may be
/// among them) all at once: they are written into a hidden folder beside it and checked by
/// `verify` there, then swapped in; the folder as it was is removed once the new one is in
/// place, and put back should that fail. A failure leaves `dir` as it was.
pub fn replace_with(
    origin: &Files,
    dir: &Path,
    files: &GameFiles,
    copies: &[(String, PathBuf)],
    verify: &dyn Fn(&Path) -> Result<(), Error>,
) -> Result<(), Error> {
    for path in files.keys().chain(copies.iter().map(|(p, _)| p)) {
        if !plain_relative(path) {
            return Err(Error::NotInsideFolder { path: path.clone() });
        }
    }
    let parent = dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tag = origin.process_tag();
    let hidden = parent.join(format!(".{name}.new-{tag}"));
    let tmp = hidden.join(&name);
    let old = parent.join(format!(".{name}.old-{tag}"));
    let cannot = |dir: &Path| {
        let dir = dir.to_path_buf();
        move |e: std::io::Error| Error::CannotCreate {
            dir,
            reason: e.to_string(),
        }
    };
    let written = origin
        .create_dir(&hidden)
        .map_err(|e| Error::CannotWriteIn {
            dir: parent.into(),
            reason: e.to_string(),
        })
        .and_then(|()| write_all(origin, &tmp, files))
        .and_then(|()| copy_all(origin, &tmp, copies))
        .and_then(|()| verify(&tmp))
        .and_then(|()| origin.rename(dir, &old).map_err(cannot(dir)))
        .and_then(|()| {
            origin.rename(&tmp, dir).map_err(|e| {
                let _ = origin.rename(&old, dir);
                cannot(dir)(e)
            })
        })
        .map_err(|e| in_place_of(e, &tmp, dir));
    let _ = origin.remove_dir_all(&hidden);
    if written.is_ok() {
        let _ = origin.remove_dir_all(&old);
    }
    written
}

/// `root` and the folders above it that are missing, created; the ones made, outermost
/// first.
fn create_dirs(origin: &Files, root: &Path) -> Result<Vec<PathBuf>, Error> {
    let missing: Vec<PathBuf> = root
        .ancestors()
        .filter(|a| !a.as_os_str().is_empty())
        .take_while(|a| !origin.exists(a))
        .map(Path::to_path_buf)
        .collect();
    let cannot = |dir: &Path, e: std::io::Error| Error::CannotCreate {
        dir: dir.into(),
        reason: e.to_string(),
    };
    let mut made: Vec<PathBuf> = Vec::new();
    for dir in missing.into_iter().rev() {
        if let Err(e) = origin.create_dir(&dir) {
            for made in made.iter().rev() {
                let _ = origin.remove_dir(made);
            }
            return Err(cannot(&dir, e));
        }
        made.push(dir);
    }
    // `root` was there already: it must be a folder.
    origin.create_dir_all(root).map_err(|e| cannot(root, e))?;
    Ok(made)
}

/// An error about the folder under its temporary name, told of the folder it was to be:
/// the temporary name means nothing to the user.
fn in_place_of(error: Error, tmp: &Path, dir: &Path) -> Error {
    error.relocated(vec![(tmp.display().to_string(), dir.display().to_string())])
}

fn refuse_existing(origin: &Files, dir: &Path, id: &str) -> Result<(), Error> {
    if origin.exists(dir) {
        return Err(Error::AlreadyExists {
            dir: dir.into(),
            id: id.into(),
        });
    }
    Ok(())
}

/// Only plain names below the folder: nothing absolute, no `..`, no empty parts.
fn plain_relative(path: &str) -> bool {
    !path.is_empty()
        && !path.contains('\\')
        && Path::new(path)
            .components()
            .all(|c| matches!(c, Component::Normal(_)))
        && !path.split('/').any(str::is_empty)
}

fn copy_all(origin: &Files, tmp: &Path, copies: &[(String, PathBuf)]) -> Result<(), Error> {
    for (path, from) in copies {
        let target = tmp.join(path);
        if let Some(parent) = target.parent() {
            origin
                .create_dir_all(parent)
                .map_err(|e| Error::CannotWriteGame {
                    path: parent.into(),
                    reason: e.to_string(),
                })?;
        }
        let cannot = |problem| Error::CannotCopy {
            from: from.clone(),
            problem,
        };
        let io = |e: std::io::Error| {
            cannot(FileProblem::Io {
                reason: e.to_string(),
            })
        };
        // Opened as a regular file first: a FIFO named as a picture would block the copy.
        let mut source = origin.open_regular(from).map_err(cannot)?;
        let mut bytes = Vec::new();
        source.read_to_end(&mut bytes).map_err(io)?;
        origin.write_new(&target, &bytes).map_err(io)?;
    }
    Ok(())
}

fn write_all(origin: &Files, tmp: &Path, game_files: &GameFiles) -> Result<(), Error> {
    let fail = |e: std::io::Error| Error::CannotWriteGame {
        path: tmp.into(),
        reason: e.to_string(),
    };
    // `create_dir`, not `_all`: a leftover of an interrupted run is never reused.
    origin.create_dir(tmp).map_err(fail)?;
    for (path, text) in game_files {
        let target = tmp.join(path);
        if let Some(parent) = target.parent() {
            origin.create_dir_all(parent).map_err(fail)?;
        }
        origin.write_new(&target, text.as_bytes()).map_err(fail)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_id_is_written_into_every_file_and_nothing_else_changes() {
        let files = files("my-game");
        assert_eq!(files.len(), SCAFFOLD.len());
        for (path, text) in &files {
            assert!(!text.contains(ID), "{path}");
        }
        assert!(files["game.toml"].contains("id = \"my-game\"\n"));
        assert!(files["game.toml"].contains("output = \"my-game.zip\"\n"));
        // The SVG templates keep their own placeholders.
        assert!(files["faces/card.svg"].contains("{{name}}"));
    }

    #[test]
    fn every_file_in_the_assets_folder_is_in_the_scaffold() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scaffold");
        let on_disk: Vec<String> = Files::Disk
            .files_below(&root)
            .into_iter()
            .map(|(rel, _)| rel)
            .collect();
        let listed: Vec<String> = files("x").into_keys().collect();
        assert_eq!(on_disk, listed);
    }

    #[test]
    fn ids_follow_the_definition_rule_with_a_suggestion() {
        assert!(check_id("my-game2").is_ok());
        let e = check_id("My Game").unwrap_err();
        assert_eq!(e.message(), "game id `My Game` is not valid");
        assert_eq!(
            e.hint().as_deref(),
            Some("ids use lower-case letters, digits and `-`, e.g. `my-game`")
        );
        for bad in ["", "../x", "a/b", ".hidden", "ゲーム", "a_b", "-abc"] {
            assert!(check_id(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_game_id_names_a_folder_and_a_command_line_argument() {
        let long = "a".repeat(1000);
        let e = check_id(&long).unwrap_err();
        assert!(e.message().contains("1000 characters long"), "{e}");
        assert!(check_id(&"a".repeat(64)).is_ok());
        let e = check_id("-abc").unwrap_err();
        assert!(e.message().contains("starts with `-`"), "{e}");
    }

    #[test]
    fn paths_must_stay_inside_the_folder() {
        for ok in ["game.toml", "faces/card.svg"] {
            assert!(plain_relative(ok), "{ok}");
        }
        for bad in [
            "",
            "/etc/x",
            "../x",
            "faces/../../x",
            "a//b",
            "./a",
            "a\\b",
            "faces/",
        ] {
            assert!(!plain_relative(bad), "{bad}");
        }
    }
}
