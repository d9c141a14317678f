//! Where definitions and user art are found, and writing output safely.

use crate::error::Error;
use std::path::{Path, PathBuf};

/// `--templates DIR`, else `./templates` when it exists, else the templates shipped in
/// this source tree, so `cargo run` works from anywhere in a checkout.
pub fn templates_root(explicit: Option<&str>) -> PathBuf {
    resolve(explicit, "templates")
}

/// `--art DIR`, else `./card-art`, else the checkout's `card-art`.
pub fn art_root(explicit: Option<&str>) -> PathBuf {
    resolve(explicit, "card-art")
}

fn resolve(explicit: Option<&str>, name: &str) -> PathBuf {
    if let Some(dir) = explicit {
        return PathBuf::from(dir);
    }
    let local = PathBuf::from(name);
    if local.is_dir() {
        return local;
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
}

pub use crate::definition::game_dirs;

/// Writes through a temporary file in the same folder and renames it into place, so a
/// failed or interrupted build never leaves half a zip under the real name.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let file_name = path
        .file_name()
        .ok_or_else(|| Error::new(format!("`{}` is not a file name", path.display())))?;
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        file_name.to_string_lossy(),
        std::process::id()
    ));
    let result = std::fs::write(&tmp, bytes).and_then(|_| std::fs::rename(&tmp, path));
    result.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Error::new(format!("cannot write `{}`: {e}", path.display()))
            .hint("check that the folder exists and is writable")
    })
}
