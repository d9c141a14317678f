//! Where definitions and art are read from and output is written to: the files compiled
//! into the binary (the built-in games' `templates/` and `card-art/`), and a source of
//! files, [`Files`], which each face chooses and hands to the commands it runs: the disk
//! (`main.rs`), or a folder in memory standing in for it (`web.rs`, [`memory`]), as typst's
//! `World` is handed to its compiler. Built-in files live under the pseudo-folder
//! [`BUILTIN`], so a definition loaded from either is addressed by a path and its error
//! messages name the file the same way. Every file the library reads or writes goes
//! through here.

pub mod inputs;
pub mod memory;
mod write;

use crate::error::{Error, FileProblem};
use memory::Folder;
use std::io::{Read, Seek};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

/// Where a command's files are, outside the built-in ones: the disk, or a folder held in
/// memory (the browser page, which has no disk). Chosen by the face that runs the command.
#[derive(Debug, Clone)]
pub enum Files {
    /// The machine's disk: the command line.
    Disk,
    /// A folder in memory: the page's.
    Memory(Arc<Folder>),
}

mod table {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// The pseudo-folder holding the embedded files: `<built-in>/templates/shinjya/game.toml`.
pub const BUILTIN: &str = "<built-in>";

/// The built-in templates root (`<built-in>/templates`).
pub fn builtin_templates() -> PathBuf {
    Path::new(BUILTIN).join("templates")
}

/// The built-in art root (`<built-in>/card-art`).
pub fn builtin_art() -> PathBuf {
    Path::new(BUILTIN).join("card-art")
}

/// The embedded path (`templates/shinjya/game.toml`) of a path under [`BUILTIN`].
fn embedded_key(path: &Path) -> Option<String> {
    let rest = path.strip_prefix(BUILTIN).ok()?;
    let mut parts = Vec::new();
    for c in rest.components() {
        match c {
            Component::Normal(p) => parts.push(p.to_str()?.to_string()),
            Component::CurDir => {}
            // `..` and roots never address an embedded file.
            _ => return None,
        }
    }
    Some(parts.join("/"))
}

fn embedded(path: &Path) -> Option<&'static [u8]> {
    let key = embedded_key(path)?;
    let i = table::FILES
        .binary_search_by(|(k, _)| (*k).cmp(key.as_str()))
        .ok()?;
    Some(table::FILES[i].1)
}

/// What a path names, links followed: a file of so many bytes, or something else.
pub enum Found {
    /// A regular file, and its size.
    File(u64),
    /// A folder, device, FIFO or socket.
    NotFile,
}

/// A file opened for reading: on disk, or in memory.
pub enum Opened {
    /// A regular file on disk.
    Disk(std::fs::File),
    /// A file of the folder in memory.
    Memory(std::io::Cursor<std::sync::Arc<[u8]>>),
}

impl Opened {
    /// The file's size in bytes, as it was when opened.
    pub fn len(&self) -> std::io::Result<u64> {
        match self {
            Opened::Disk(file) => file.metadata().map(|m| m.len()),
            Opened::Memory(bytes) => Ok(bytes.get_ref().len() as u64),
        }
    }
}

impl Read for Opened {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Opened::Disk(file) => file.read(buf),
            Opened::Memory(bytes) => bytes.read(buf),
        }
    }
}

impl Seek for Opened {
    fn seek(&mut self, pos: std::io::SeekFrom) -> std::io::Result<u64> {
        match self {
            Opened::Disk(file) => file.seek(pos),
            Opened::Memory(bytes) => bytes.seek(pos),
        }
    }
}

/// `O_NONBLOCK` on Linux (every architecture Rust supports there), spelled out so the
/// `libc` crate is not needed for one constant.
#[cfg(target_os = "linux")]
const O_NONBLOCK: i32 = 0o4000;

/// The system's reason, kept in its words; a file not there said in ours, in either language.
pub(crate) fn io(e: std::io::Error) -> FileProblem {
    match e.kind() {
        std::io::ErrorKind::NotFound => FileProblem::NotFound,
        _ => FileProblem::Io {
            reason: e.to_string(),
        },
    }
}

fn walk(dir: &Path, rel: &str, depth: usize, out: &mut Vec<(String, PathBuf)>) {
    // Art and definitions are two levels deep at most; this only stops link loops.
    if depth > 8 {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let path = entry.path();
        let rel = if rel.is_empty() {
            name
        } else {
            format!("{rel}/{name}")
        };
        if path.is_dir() {
            walk(&path, &rel, depth + 1, out);
        } else {
            out.push((rel, path));
        }
    }
}

impl Files {
    /// Whether this is the page's folder in memory (its messages worded for the page).
    pub fn is_memory(&self) -> bool {
        matches!(self, Files::Memory(_))
    }

    /// Whether a file exists at `path` (embedded or on disk).
    pub fn is_file(&self, path: &Path) -> bool {
        if path.starts_with(BUILTIN) {
            return embedded(path).is_some();
        }
        if let Files::Memory(folder) = self {
            return matches!(folder.stat(path), Some(Some(_)));
        }
        path.is_file()
    }

    /// Whether a folder exists at `path` (on disk, or in memory; the built-in files are no
    /// folder a user names).
    pub fn is_dir(&self, path: &Path) -> bool {
        if let Files::Memory(folder) = self {
            return matches!(folder.stat(path), Some(None));
        }
        path.is_dir()
    }

    /// Whether anything exists at `path`, a symbolic link included (not followed).
    pub fn exists(&self, path: &Path) -> bool {
        if let Files::Memory(folder) = self {
            return folder.stat(path).is_some();
        }
        std::fs::symlink_metadata(path).is_ok()
    }

    /// What lies at `path`, links followed; `None` when nothing does.
    pub fn look(&self, path: &Path) -> Option<Found> {
        if let Files::Memory(folder) = self {
            return folder
                .stat(path)
                .map(|len| len.map_or(Found::NotFile, Found::File));
        }
        let meta = std::fs::metadata(path).ok()?;
        Some(if meta.is_file() {
            Found::File(meta.len())
        } else {
            Found::NotFile
        })
    }

    /// Opens a file for reading, refusing anything that is not a regular file before it is
    /// opened: opening a FIFO blocks until someone writes to it, and a device may never end.
    /// The check is made again on the open file, in case the path changed in between.
    pub fn open_regular(&self, path: &Path) -> Result<Opened, FileProblem> {
        if let Files::Memory(folder) = self {
            return match folder.stat(path) {
                Some(None) => Err(FileProblem::NotRegular { folder: true }),
                Some(Some(_)) => {
                    inputs::note(self, path);
                    folder
                        .get(path)
                        .map(|bytes| Opened::Memory(std::io::Cursor::new(bytes)))
                        .ok_or(FileProblem::NotFound)
                }
                None => Err(FileProblem::NotFound),
            };
        }
        let not_regular = |meta: &std::fs::Metadata| -> Option<FileProblem> {
            let kind = meta.file_type();
            (!kind.is_file()).then(|| FileProblem::NotRegular {
                folder: kind.is_dir(),
            })
        };
        let meta = std::fs::metadata(path).map_err(io)?;
        if let Some(e) = not_regular(&meta) {
            return Err(e);
        }
        let mut options = std::fs::OpenOptions::new();
        options.read(true);
        // Should a FIFO take the file's place after the check, the open does not wait for a
        // writer (the flag changes nothing for regular files).
        #[cfg(target_os = "linux")]
        std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, O_NONBLOCK);
        let file = options.open(path).map_err(io)?;
        let meta = file.metadata().map_err(io)?;
        match not_regular(&meta) {
            Some(e) => Err(e),
            None => {
                inputs::note_open(path, &file);
                Ok(Opened::Disk(file))
            }
        }
    }

    /// Reads a file of at most `max` bytes; a larger one is refused before it is read whole.
    pub fn read(&self, path: &Path, max: u64) -> Result<Vec<u8>, FileProblem> {
        if path.starts_with(BUILTIN) {
            return embedded(path)
                .map(<[u8]>::to_vec)
                .ok_or(FileProblem::NoSuchBuiltIn);
        }
        let file = self.open_regular(path)?;
        let len = file.len().map_err(io)?;
        if len > max {
            return Err(FileProblem::TooLarge { max });
        }
        // Sized from the metadata (within the limit), so a large picture is read in one go.
        let mut bytes = Vec::with_capacity(len.min(max) as usize + 1);
        // Read one byte past the limit: the size in the metadata may change under us.
        file.take(max + 1).read_to_end(&mut bytes).map_err(io)?;
        if bytes.len() as u64 > max {
            return Err(FileProblem::TooLarge { max });
        }
        Ok(bytes)
    }

    /// The first `n` bytes of a file (fewer if it is shorter): enough to tell its format.
    pub fn read_prefix(&self, path: &Path, n: u64) -> Result<Vec<u8>, FileProblem> {
        if path.starts_with(BUILTIN) {
            let bytes = embedded(path).ok_or(FileProblem::NoSuchBuiltIn)?;
            return Ok(bytes[..bytes.len().min(n as usize)].to_vec());
        }
        let file = self.open_regular(path)?;
        let mut bytes = Vec::new();
        file.take(n).read_to_end(&mut bytes).map_err(io)?;
        Ok(bytes)
    }

    /// Every file below `dir`, as (`/`-separated path relative to `dir`, full path), sorted;
    /// dotfiles are left out, and so are folders deeper than a few levels.
    pub fn files_below(&self, dir: &Path) -> Vec<(String, PathBuf)> {
        let mut out = Vec::new();
        if let Some(prefix) = embedded_key(dir) {
            let prefix = if prefix.is_empty() {
                prefix
            } else {
                format!("{prefix}/")
            };
            for (key, _) in table::FILES {
                if let Some(rel) = key.strip_prefix(&prefix) {
                    out.push((rel.to_string(), dir.join(rel)));
                }
            }
        } else if let Files::Memory(folder) = self {
            for (rel, _) in folder.files_below(dir) {
                let path = dir.join(&rel);
                out.push((rel, path));
            }
        } else {
            walk(dir, "", 0, &mut out);
        }
        out.sort();
        out
    }

    /// The game folders (holding `game.toml`) directly under a templates root, sorted by id.
    pub fn game_dirs(&self, root: &Path) -> Vec<(String, PathBuf)> {
        let mut ids: Vec<String> = if root.starts_with(BUILTIN) {
            self.files_below(root)
                .into_iter()
                .filter_map(|(rel, _)| rel.strip_suffix("/game.toml").map(str::to_string))
                .filter(|id| !id.contains('/'))
                .collect()
        } else if let Files::Memory(folder) = self {
            folder
                .dirs_in(root)
                .into_iter()
                .filter(|id| self.is_file(&root.join(id).join("game.toml")))
                .collect()
        } else {
            std::fs::read_dir(root)
                .into_iter()
                .flatten()
                .flatten()
                .filter(|e| e.path().join("game.toml").is_file())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        };
        ids.sort();
        ids.into_iter()
            .map(|id| {
                let dir = root.join(&id);
                (id, dir)
            })
            .collect()
    }
}

/// The game definitions a command can see: the user's folder first (`--templates DIR`, else
/// `./templates` when it exists), then the games built into the binary. A game in the
/// user's folder overrides the built-in one of the same id.
pub struct Templates {
    roots: Vec<PathBuf>,
    files: Files,
}

impl Templates {
    /// `--templates DIR` (which must be a folder), else `./templates` when it exists.
    pub fn new(files: &Files, explicit: Option<&Path>) -> Result<Templates, Error> {
        let mut roots = Vec::new();
        match explicit {
            Some(dir) if !files.is_dir(dir) => {
                return Err(Error::TemplatesFolder {
                    dir: dir.to_path_buf(),
                    exists: files.exists(dir),
                });
            }
            Some(dir) => roots.push(dir.to_path_buf()),
            None if files.is_dir(Path::new("templates")) => roots.push(PathBuf::from("templates")),
            None => {}
        }
        roots.push(builtin_templates());
        Ok(Templates {
            roots,
            files: files.clone(),
        })
    }

    /// Where the games are read from.
    pub fn files(&self) -> &Files {
        &self.files
    }

    /// The folder of game `id`, if any root has it.
    pub fn find(&self, id: &str) -> Option<PathBuf> {
        if !plain_name(id) {
            return None;
        }
        self.roots
            .iter()
            .map(|r| r.join(id))
            .find(|d| self.files.is_file(&d.join("game.toml")))
    }

    /// Every game, by id, from the first root that has it.
    pub fn all(&self) -> Vec<(String, PathBuf)> {
        let mut games = std::collections::BTreeMap::new();
        for root in self.roots.iter().rev() {
            games.extend(self.files.game_dirs(root));
        }
        games.into_iter().collect()
    }

    /// The folders games are looked for in, the user's first (errors name them).
    pub fn roots(&self) -> &[PathBuf] {
        &self.roots
    }

    /// Only the built-in games.
    pub fn builtin() -> Templates {
        Templates {
            roots: vec![builtin_templates()],
            files: Files::Disk,
        }
    }
}

/// An id is a folder name: no separators, nothing hidden, no `..`.
fn plain_name(id: &str) -> bool {
    !id.is_empty() && !id.starts_with('.') && !id.contains(['/', '\\', '\0'])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_games_are_embedded() {
        let disk = Files::Disk;
        let games: Vec<String> = disk
            .game_dirs(&builtin_templates())
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        assert!(games.contains(&"shinjya".to_string()), "{games:?}");
        assert!(games.contains(&"ritual".to_string()), "{games:?}");
        let game = builtin_templates().join("shinjya/game.toml");
        assert!(disk.is_file(&game));
        let text = disk.read(&game, 1 << 20).unwrap();
        assert!(String::from_utf8(text).unwrap().contains("shinjya"));
        assert!(!disk.is_file(&builtin_templates().join("shinjya/../ritual/game.toml")));
    }

    #[test]
    fn reading_refuses_what_is_too_large_or_not_a_file() {
        let dir = std::env::temp_dir();
        assert_eq!(
            Files::Disk.read(&dir, 10).unwrap_err().to_string(),
            "not a regular file (a folder)"
        );
        let file = dir.join(format!("udonforge-read-{}", std::process::id()));
        std::fs::write(&file, b"12345").unwrap();
        assert_eq!(Files::Disk.read(&file, 5).unwrap(), b"12345");
        assert_eq!(
            Files::Disk.read(&file, 4).unwrap_err().to_string(),
            "the file is over 4 bytes"
        );
        std::fs::remove_file(&file).unwrap();
    }
}
