//! A folder held in memory, standing in for the disk where there is none: the browser page
//! (WebAssembly has no file system) puts the files a user dropped into it, and every command
//! then reads and writes them by the same relative paths the command line would use on disk.
//!
//! It is off until [`switch_on`]: the command line never turns it on, so on a machine with a
//! disk every path goes to the disk exactly as before. It belongs to the thread that turned
//! it on (the page has one thread; a test that turns it on changes nothing for the others).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io;
use std::path::{Component, Path};
use std::sync::Arc;

/// What lies at a path of the folder.
#[derive(Clone)]
enum Entry {
    Dir,
    File(Arc<[u8]>),
}

thread_local! {
    /// The folder, once switched on: `/`-separated path (no `.`, no `..`) → entry.
    static FOLDER: RefCell<Option<BTreeMap<String, Entry>>> = const { RefCell::new(None) };
}

/// Reads the folder; `None` while it is off.
fn reading<R>(read: impl FnOnce(&BTreeMap<String, Entry>) -> R) -> Option<R> {
    FOLDER.with_borrow(|folder| folder.as_ref().map(read))
}

/// Changes the folder; "not found" while it is off.
fn changing<R>(
    change: impl FnOnce(&mut BTreeMap<String, Entry>) -> io::Result<R>,
) -> io::Result<R> {
    FOLDER.with_borrow_mut(|folder| change(folder.as_mut().ok_or_else(not_found)?))
}

/// Turns the folder on (empty): from now on every path outside the built-in files is read
/// and written here, never on a disk.
pub fn switch_on() {
    FOLDER.set(Some(BTreeMap::new()));
}

/// Whether paths go to memory.
pub fn is_on() -> bool {
    FOLDER.with_borrow(Option::is_some)
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

/// Puts a file (replacing one there), making the folders above it: how dropped files arrive.
pub fn put(path: &Path, bytes: Vec<u8>) -> io::Result<()> {
    let key = key(path).ok_or_else(not_found)?;
    changing(|map| {
        if matches!(map.get(&key), Some(Entry::Dir)) {
            return Err(io::Error::other("a folder is there"));
        }
        make_parents(map, &key);
        map.insert(key, Entry::File(bytes.into()));
        Ok(())
    })
}

/// A file's bytes, if `path` is a file of the folder.
pub fn get(path: &Path) -> Option<Arc<[u8]>> {
    let key = key(path)?;
    reading(|map| match map.get(&key)? {
        Entry::File(bytes) => Some(Arc::clone(bytes)),
        Entry::Dir => None,
    })?
}

/// What lies at `path`: `Some(None)` a folder, `Some(Some(len))` a file, `None` nothing.
pub fn stat(path: &Path) -> Option<Option<u64>> {
    let key = key(path)?;
    reading(|map| match map.get(&key)? {
        Entry::File(bytes) => Some(Some(bytes.len() as u64)),
        Entry::Dir => Some(None),
    })?
}

/// Everything below `dir`, as (path relative to `dir`, its key, whether it is a file), sorted.
fn below(dir: &Path) -> Vec<(String, String, bool)> {
    let Some(prefix) = key(dir) else {
        return Vec::new();
    };
    let prefix = format!("{prefix}/");
    reading(|map| {
        map.range(prefix.clone()..)
            .take_while(|(k, _)| k.starts_with(&prefix))
            .map(|(k, e)| {
                let file = matches!(e, Entry::File(_));
                (k[prefix.len()..].to_string(), k.clone(), file)
            })
            .collect()
    })
    .unwrap_or_default()
}

/// Every file below `dir`, as (path relative to `dir`, its key), sorted; dotfiles and what
/// lies in dot-folders left out, as on disk.
pub fn files_below(dir: &Path) -> Vec<(String, String)> {
    below(dir)
        .into_iter()
        .filter(|(rel, _, file)| *file && !rel.split('/').any(|p| p.starts_with('.')))
        .map(|(rel, key, _)| (rel, key))
        .collect()
}

/// The names directly inside `dir` that are folders, sorted.
pub fn dirs_in(dir: &Path) -> Vec<String> {
    below(dir)
        .into_iter()
        .filter(|(rel, _, file)| !*file && !rel.contains('/'))
        .map(|(rel, _, _)| rel)
        .collect()
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

/// Makes a folder; its parent must be there (or be the top), and nothing at its path.
pub fn create_dir(path: &Path) -> io::Result<()> {
    let key = key(path).ok_or_else(not_found)?;
    changing(|map| {
        make_room(map, &key)?;
        map.insert(key, Entry::Dir);
        Ok(())
    })
}

/// Makes a folder and every one above it that is missing.
pub fn create_dir_all(path: &Path) -> io::Result<()> {
    let key = key(path).ok_or_else(not_found)?;
    changing(|map| {
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
pub fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let key = key(path).ok_or_else(not_found)?;
    changing(|map| {
        make_room(map, &key)?;
        map.insert(key, Entry::File(bytes.to_vec().into()));
        Ok(())
    })
}

/// Moves a file or a folder with all it holds; a file may replace a file.
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    let (from, to) = (
        key(from).ok_or_else(not_found)?,
        key(to).ok_or_else(not_found)?,
    );
    changing(|map| {
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
pub fn remove(path: &Path) -> io::Result<()> {
    let key = key(path).ok_or_else(not_found)?;
    changing(|map| {
        map.remove(&key).ok_or_else(not_found)?;
        let inside = format!("{key}/");
        map.retain(|k, _| !k.starts_with(&inside));
        Ok(())
    })
}

/// Removes a folder only if it holds nothing.
pub fn remove_empty_dir(path: &Path) -> io::Result<()> {
    let key = key(path).ok_or_else(not_found)?;
    let inside = format!("{key}/");
    changing(|map| {
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
pub fn clear() {
    let _ = changing(|map| {
        map.clear();
        Ok(())
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn a_folder_in_memory_behaves_like_a_disk() {
        switch_on();
        put(Path::new("drop/deck/a.png"), vec![1, 2]).unwrap();
        assert_eq!(stat(Path::new("drop")), Some(None));
        assert_eq!(stat(Path::new("./drop/deck/a.png")), Some(Some(2)));
        assert_eq!(stat(Path::new("drop/../drop/deck/a.png")), None);
        assert!(write_new(Path::new("drop/deck/a.png"), b"x").is_err());
        assert!(write_new(Path::new("nowhere/b"), b"x").is_err());
        create_dir(Path::new("t")).unwrap();
        assert!(create_dir(Path::new("t")).is_err());
        write_new(Path::new("t/g.toml"), b"g").unwrap();
        rename(Path::new("t"), Path::new("u/v")).unwrap();
        assert_eq!(&*get(Path::new("u/v/g.toml")).unwrap(), b"g");
        assert!(get(Path::new("t/g.toml")).is_none());
        assert_eq!(
            files_below(Path::new("u")),
            vec![("v/g.toml".to_string(), "u/v/g.toml".to_string())]
        );
        assert_eq!(dirs_in(Path::new("u")), vec!["v".to_string()]);
        assert!(remove_empty_dir(Path::new("u")).is_err());
        remove(Path::new("u")).unwrap();
        assert_eq!(stat(&PathBuf::from("u/v/g.toml")), None);
        FOLDER.set(None);
        assert!(!is_on());
    }
}
