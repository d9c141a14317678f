//! Where definitions and user art are found, and writing output safely.

use crate::error::Error;
pub use crate::files::Templates;
use std::path::{Path, PathBuf};

/// The user's art folder: `--art DIR` (which must exist), else `./card-art` when it exists.
/// The built-in art is always underneath it.
pub fn art_root(explicit: Option<&Path>) -> Result<Option<PathBuf>, Error> {
    match explicit {
        Some(dir) if !crate::files::is_dir(dir) => Err(Error::ArtFolder {
            dir: dir.to_path_buf(),
            exists: crate::files::exists(dir),
        }),
        Some(dir) => Ok(Some(dir.to_path_buf())),
        None => Ok(Some(PathBuf::from("card-art")).filter(|d| crate::files::is_dir(d))),
    }
}

pub use crate::files::write_atomically;
