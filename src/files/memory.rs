//! A folder held in memory, standing in for the disk where there is none: the browser page
//! (WebAssembly has no file system) puts the files a user dropped into it, and every command
//! then reads and writes them by the same relative paths the command line would use on disk.
//!
//! It is a value, [`Folder`], which the page holds and hands to every command it runs as its
//! source of files (`Files::Memory`); the command line hands the disk instead.

use std::collections::BTreeMap;
use std::io;
use std::path::{Component, Path};
use std::sync::{Arc, Mutex};

/// What lies at a path of the folder.
#[derive(Clone)]
enum Entry {
    Dir,
    File(Arc<[u8]>),
}

/// A folder held in memory: `/`-separated path (no `.`, no `..`) → entry. Shared behind a
/// lock so the render threads may read the pictures a command names.
#[derive(Default)]
pub struct Folder {
    map: Mutex<BTreeMap<String, Entry>>,
}

impl std::fmt::Debug for Folder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Folder")
    }
}

impl Folder {
    /// Reads the folder.
    fn reading<R>(&self, read: impl FnOnce(&BTreeMap<String, Entry>) -> R) -> R {
        read(&self.map.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Changes the folder.
    fn changing<R>(
        &self,
        change: impl FnOnce(&mut BTreeMap<String, Entry>) -> io::Result<R>,
    ) -> io::Result<R> {
        change(&mut self.map.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Puts a file (replacing one there), making the folders above it: how dropped files arrive.
    pub fn put(&self, path: &Path, bytes: Vec<u8>) -> io::Result<()> {
        let key = key(path).ok_or_else(not_found)?;
        self.changing(|map| {
            if matches!(map.get(&key), Some(Entry::Dir)) {
                return Err(io::Error::other("a folder is there"));
            }
            make_parents(map, &key);
            map.insert(key, Entry::File(bytes.into()));
            Ok(())
        })
    }

    /// A file's bytes, if `path` is a file of the folder.
    pub fn get(&self, path: &Path) -> Option<Arc<[u8]>> {
        let key = key(path)?;
        self.reading(|map| match map.get(&key)? {
            Entry::File(bytes) => Some(Arc::clone(bytes)),
            Entry::Dir => None,
        })
    }

    /// What lies at `path`: `Some(None)` a folder, `Some(Some(len))` a file, `None` nothing.
    pub fn stat(&self, path: &Path) -> Option<Option<u64>> {
        let key = key(path)?;
        self.reading(|map| match map.get(&key)? {
            Entry::File(bytes) => Some(Some(bytes.len() as u64)),
            Entry::Dir => Some(None),
        })
    }

    /// Everything below `dir`, as (path relative to `dir`, its key, whether it is a file), sorted.
    fn below(&self, dir: &Path) -> Vec<(String, String, bool)> {
        let Some(prefix) = key(dir) else {
            return Vec::new();
        };
        let prefix = format!("{prefix}/");
        self.reading(|map| {
            map.range(prefix.clone()..)
                .take_while(|(k, _)| k.starts_with(&prefix))
                .map(|(k, e)| {
                    let file = matches!(e, Entry::File(_));
                    (k[prefix.len()..].to_string(), k.clone(), file)
                })
                .collect()
        })
    }

    /// Every file below `dir`, as (path relative to `dir`, its key), sorted; dotfiles and what
    /// lies in dot-folders left out, as on disk.
    pub fn files_below(&self, dir: &Path) -> Vec<(String, String)> {
        self.below(dir)
            .into_iter()
            .filter(|(rel, _, file)| *file && !rel.split('/').any(|p| p.starts_with('.')))
            .map(|(rel, key, _)| (rel, key))
            .collect()
    }

    /// The names directly inside `dir` that are folders, sorted.
    pub fn dirs_in(&self, dir: &Path) -> Vec<String> {
        self.below(dir)
            .into_iter()
            .filter(|(rel, _, file)| !*file && !rel.contains('/'))
            .map(|(rel, _, _)| rel)
            .collect()
    }

    /// Makes a folder; its parent must be there (or be the top), and nothing at its path.
    pub fn create_dir(&self, path: &Path) -> io::Result<()> {
        let key = key(path).ok_or_else(not_found)?;
        self.changing(|map| {
            make_room(map, &key)?;
            map.insert(key, Entry::Dir);
            Ok(())
        })
    }

    /// Makes a folder and every one above it that is missing.
    pub fn create_dir_all(&self, path: &Path) -> io::Result<()> {
        let key = key(path).ok_or_else(not_found)?;
        self.changing(|map| {
            if let Some(Entry::File(_)) = map.get(&key) {
                return Err(io::Error::new(
                    io::ErrorKind::AlreadyExists,
                    "a file is there",
                ));
            }
            make_parents(map, &key);
            map.insert(key, Entry::Dir);
            Ok(())
        })
    }

    /// Writes a new file: refused when anything lies at its path, or its folder is missing.
    pub fn write_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let key = key(path).ok_or_else(not_found)?;
        self.changing(|map| {
            make_room(map, &key)?;
            map.insert(key, Entry::File(bytes.to_vec().into()));
            Ok(())
        })
    }

    /// Moves a file or a folder with all it holds; a file may replace a file.
    pub fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        let (from, to) = (
            key(from).ok_or_else(not_found)?,
            key(to).ok_or_else(not_found)?,
        );
        self.changing(|map| {
            let entry = map.get(&from).cloned().ok_or_else(not_found)?;
            match (&entry, map.get(&to)) {
                (Entry::Dir, Some(_)) | (Entry::File(_), Some(Entry::Dir)) => {
                    return Err(io::Error::new(io::ErrorKind::AlreadyExists, "File exists"));
                }
                _ => {}
            }
            let inside = format!("{from}/");
            let moved: Vec<(String, Entry)> = map
                .range(inside.clone()..)
                .take_while(|(k, _)| k.starts_with(&inside))
                .map(|(k, e)| (k.clone(), e.clone()))
                .collect();
            map.remove(&from);
            make_parents(map, &to);
            map.insert(to.clone(), entry);
            for (k, e) in moved {
                map.remove(&k);
                map.insert(format!("{to}/{}", &k[inside.len()..]), e);
            }
            Ok(())
        })
    }

    /// Removes a file, or a folder with all it holds.
    pub fn remove(&self, path: &Path) -> io::Result<()> {
        let key = key(path).ok_or_else(not_found)?;
        self.changing(|map| {
            map.remove(&key).ok_or_else(not_found)?;
            let inside = format!("{key}/");
            map.retain(|k, _| !k.starts_with(&inside));
            Ok(())
        })
    }

    /// Removes a folder only if it holds nothing.
    pub fn remove_empty_dir(&self, path: &Path) -> io::Result<()> {
        let key = key(path).ok_or_else(not_found)?;
        let inside = format!("{key}/");
        self.changing(|map| {
            if map
                .range(inside.clone()..)
                .next()
                .is_some_and(|(k, _)| k.starts_with(&inside))
            {
                return Err(io::Error::other("Directory not empty"));
            }
            match map.get(&key) {
                Some(Entry::Dir) => {
                    map.remove(&key);
                    Ok(())
                }
                _ => Err(not_found()),
            }
        })
    }

    /// Empties the folder (it stays on).
    pub fn clear(&self) {
        let _ = self.changing(|map| {
            map.clear();
            Ok(())
        });
    }
}

/// The folder's key for `path`: `.` parts dropped; `None` for a path that climbs out (`..`)
/// or names nothing.
fn key(path: &Path) -> Option<String> {
    let mut parts = Vec::new();
    for c in path.components() {
        match c {
            Component::Normal(p) => parts.push(p.to_str()?),
            Component::CurDir => {}
            Component::RootDir => parts.push(""),
            Component::ParentDir | Component::Prefix(_) => return None,
        }
    }
    (!parts.is_empty()).then(|| parts.join("/"))
}

/// The one key every path to a file of the folder gives (`a/./b` and `a/b` alike).
pub fn key_of(path: &Path) -> Option<String> {
    key(path)
}

fn not_found() -> io::Error {
    io::Error::new(io::ErrorKind::NotFound, "No such file or directory")
}

fn parent_of(key: &str) -> Option<&str> {
    key.rfind('/')
        .map(|at| &key[..at])
        .filter(|p| !p.is_empty())
}

/// Every folder above `key`, made where missing.
fn make_parents(map: &mut BTreeMap<String, Entry>, key: &str) {
    let mut at = parent_of(key);
    while let Some(dir) = at {
        map.entry(dir.to_string()).or_insert(Entry::Dir);
        at = parent_of(dir);
    }
}

/// Whether something new may go at `key`: nothing lies there, and its folder exists (or it
/// is at the top), as a disk's `create_new` and `mkdir` ask.
fn make_room(map: &BTreeMap<String, Entry>, key: &str) -> io::Result<()> {
    if map.contains_key(key) {
        return Err(io::Error::new(io::ErrorKind::AlreadyExists, "File exists"));
    }
    match parent_of(key) {
        Some(parent) if !matches!(map.get(parent), Some(Entry::Dir)) => Err(not_found()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn a_folder_in_memory_behaves_like_a_disk() {
        let folder = Folder::default();
        folder
            .put(Path::new("drop/deck/a.png"), vec![1, 2])
            .unwrap();
        assert_eq!(folder.stat(Path::new("drop")), Some(None));
        assert_eq!(folder.stat(Path::new("./drop/deck/a.png")), Some(Some(2)));
        assert_eq!(folder.stat(Path::new("drop/../drop/deck/a.png")), None);
        assert!(
            folder
                .write_new(Path::new("drop/deck/a.png"), b"x")
                .is_err()
        );
        assert!(folder.write_new(Path::new("nowhere/b"), b"x").is_err());
        folder.create_dir(Path::new("t")).unwrap();
        assert!(folder.create_dir(Path::new("t")).is_err());
        folder.write_new(Path::new("t/g.toml"), b"g").unwrap();
        folder.rename(Path::new("t"), Path::new("u/v")).unwrap();
        assert_eq!(&*folder.get(Path::new("u/v/g.toml")).unwrap(), b"g");
        assert!(folder.get(Path::new("t/g.toml")).is_none());
        assert_eq!(
            folder.files_below(Path::new("u")),
            vec![("v/g.toml".to_string(), "u/v/g.toml".to_string())]
        );
        assert_eq!(folder.dirs_in(Path::new("u")), vec!["v".to_string()]);
        assert!(folder.remove_empty_dir(Path::new("u")).is_err());
        folder.remove(Path::new("u")).unwrap();
        assert_eq!(folder.stat(&PathBuf::from("u/v/g.toml")), None);
    }
}
