//! The files a command has read, so that its output never replaces one of them: `build -o
//! templates/g/game.toml` would otherwise write a zip over the definition it was built from.
//!
//! Every file opened through [`Files::open_regular`] while a command runs is noted by what
//! makes it the same file whatever the path says (device and inode on Unix, where `..`, a
//! symbolic link, a hard link and a case-insensitive folder all lead to one; the canonical
//! path elsewhere; the folder's own key in memory). The list belongs to the thread running
//! the command, as the folder in memory does: reading happens on it alone (render threads
//! draw only what was read before them).

use super::{Files, memory};
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What makes two paths one file.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Identity {
    /// A file on disk: device and inode.
    #[cfg(unix)]
    Inode(u64, u64),
    /// A file on disk where inodes cannot be had: its canonical path.
    #[cfg(not(unix))]
    Canonical(PathBuf),
    /// A file of the folder in memory: its key (no links, no `..` there).
    Memory(String),
}

thread_local! {
    /// The files read since [`track`], by identity, each with the path it was read by
    /// (errors name it); `None` while no command runs.
    static READ: RefCell<Option<BTreeSet<(Identity, PathBuf)>>> = const { RefCell::new(None) };
}

/// Notes the files read on this thread until the returned guard is dropped.
pub fn track() -> Tracking {
    READ.set(Some(BTreeSet::new()));
    Tracking(())
}

/// While alive, the files read on this thread are noted; dropped, the list is forgotten.
pub struct Tracking(());

impl Drop for Tracking {
    fn drop(&mut self) {
        READ.set(None);
    }
}

/// Notes `path` as read, if a command is running and the file is there.
pub fn note(files: &Files, path: &Path) {
    if READ.with_borrow(Option::is_none) {
        return;
    }
    if let Some(id) = identity(files, path) {
        READ.with_borrow_mut(|read| {
            if let Some(read) = read {
                read.insert((id, path.to_path_buf()));
            }
        });
    }
}

/// Notes an open file on disk as read (its identity from the open file itself, so a path
/// changed since the open does not matter).
#[cfg(unix)]
pub(super) fn note_open(path: &Path, file: &std::fs::File) {
    use std::os::unix::fs::MetadataExt;
    if READ.with_borrow(Option::is_none) {
        return;
    }
    if let Ok(meta) = file.metadata() {
        READ.with_borrow_mut(|read| {
            if let Some(read) = read {
                read.insert((Identity::Inode(meta.dev(), meta.ino()), path.to_path_buf()));
            }
        });
    }
}

#[cfg(not(unix))]
pub(super) fn note_open(path: &Path, _file: &std::fs::File) {
    note(&Files::Disk, path);
}

/// The path a file read by this command was read by, when `path` is that same file.
pub fn read_as(files: &Files, path: &Path) -> Option<PathBuf> {
    let id = identity(files, path)?;
    READ.with_borrow(|read| {
        read.as_ref()?
            .iter()
            .find(|(read, _)| *read == id)
            .map(|(_, by)| by.clone())
    })
}

/// What makes the file at `path` itself (links followed); `None` when nothing is there.
fn identity(files: &Files, path: &Path) -> Option<Identity> {
    if path.starts_with(super::BUILTIN) {
        return None;
    }
    match files {
        Files::Memory(_) => memory::key_of(path).map(Identity::Memory),
        Files::Disk => disk_identity(path),
    }
}

#[cfg(unix)]
fn disk_identity(path: &Path) -> Option<Identity> {
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(path).ok()?;
    Some(Identity::Inode(meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn disk_identity(path: &Path) -> Option<Identity> {
    std::fs::canonicalize(path).ok().map(Identity::Canonical)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_read_is_known_by_every_path_to_it() {
        let dir = std::env::temp_dir().join(format!("udonforge-inputs-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        let file = dir.join("sub/game.toml");
        std::fs::write(&file, "id = 1").unwrap();
        let other = dir.join("other.toml");
        std::fs::write(&other, "").unwrap();
        // Nothing is noted while no command runs.
        Files::Disk.read(&file, 100).unwrap();
        assert_eq!(read_as(&Files::Disk, &file), None);
        let tracking = track();
        Files::Disk.read(&file, 100).unwrap();
        assert_eq!(
            read_as(&Files::Disk, &dir.join("sub/../sub/./game.toml")),
            Some(file.clone())
        );
        #[cfg(unix)]
        {
            let link = dir.join("link");
            std::os::unix::fs::symlink(&file, &link).unwrap();
            let hard = dir.join("hard");
            std::fs::hard_link(&file, &hard).unwrap();
            assert_eq!(read_as(&Files::Disk, &link), Some(file.clone()));
            assert_eq!(read_as(&Files::Disk, &hard), Some(file.clone()));
        }
        assert_eq!(read_as(&Files::Disk, &other), None);
        assert_eq!(read_as(&Files::Disk, &dir.join("missing")), None);
        drop(tracking);
        assert_eq!(read_as(&Files::Disk, &file), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
