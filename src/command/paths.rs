//! Where definitions and user art are found, and writing output safely.

use crate::error::Error;
pub use crate::files::Templates;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The user's art folder: `--art DIR` (which must exist), else `./card-art` when it exists.
/// The built-in art is always underneath it.
pub fn art_root(explicit: Option<&Path>) -> Result<Option<PathBuf>, Error> {
    match explicit {
        Some(dir) if !dir.is_dir() => Err(Error::ArtFolder {
            dir: dir.to_path_buf(),
            exists: dir.exists(),
        }),
        Some(dir) => Ok(Some(dir.to_path_buf())),
        None => Ok(Some(PathBuf::from("card-art")).filter(|d| d.is_dir())),
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder, renamed into place,
/// so a failed or interrupted build never leaves half a zip under the real name.
///
/// Only regular files are written: an existing directory, device, FIFO or socket at `path`
/// is refused, and so is a symbolic link (renaming over it would replace the link, not
/// write where it points, which surprises either way).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            return Err(Error::OutputIsLink { path: path.into() });
        }
        Ok(meta) if !meta.is_file() => {
            return Err(Error::OutputNotRegular { path: path.into() });
        }
        _ => {}
    }
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let file_name = path
        .file_name()
        .ok_or_else(|| Error::OutputNotAFileName { path: path.into() })?;
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        file_name.to_string_lossy(),
        std::process::id()
    ));
    // `create_new` never follows or reuses whatever might already lie at the temporary name.
    let result = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .and_then(|mut f| {
            f.write_all(bytes)?;
            f.sync_all()
        })
        .and_then(|_| std::fs::rename(&tmp, path));
    result.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Error::CannotWriteOutput {
            path: path.into(),
            reason: e.to_string(),
        }
    })
}
