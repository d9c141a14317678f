//! Where definitions and user art are found, and writing output safely.

use crate::error::Error;
pub use crate::files::Templates;
use std::io::Write;
use std::path::{Path, PathBuf};

fn not_a_folder(path: &Path) -> &'static str {
    if path.exists() {
        "not a folder"
    } else {
        "no such folder"
    }
}

/// The user's art folder: `--art DIR` (which must exist), else `./card-art` when it exists.
/// The built-in art is always underneath it.
pub fn art_root(explicit: Option<&Path>) -> Result<Option<PathBuf>, Error> {
    match explicit {
        Some(dir) if !dir.is_dir() => {
            Err(
                Error::new(format!("`--art {}`: {}", dir.display(), not_a_folder(dir)))
                    .hint("give the folder that holds GAME/KIND/ITEM.png (see card-art/README.md)"),
            )
        }
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
    let shown = path.display();
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            return Err(Error::new(format!(
                "`{shown}` is a symbolic link; udonforge does not write through links"
            ))
            .hint("give the path of the file itself"));
        }
        Ok(meta) if !meta.is_file() => {
            return Err(Error::new(format!(
                "`{shown}` exists and is not a regular file; udonforge replaces only regular files"
            ))
            .hint("choose another output path with -o"));
        }
        _ => {}
    }
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let file_name = path
        .file_name()
        .ok_or_else(|| Error::new(format!("`{shown}` is not a file name")))?;
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
        Error::new(format!("cannot write `{shown}`: {e}"))
            .hint("check that the folder exists and is writable")
    })
}
