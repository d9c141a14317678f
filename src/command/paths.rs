//! Where definitions and user art are found, and writing output safely.

use crate::error::Error;
pub use crate::files::{Files, Templates};
use std::io::Read;
use std::path::{Path, PathBuf};

/// A file a command reads, opened (refused unless a regular file) with its size known and
/// its first four bytes read: enough to tell a zip from anything else before reading on.
pub(crate) struct Peeked {
    pub file: crate::files::Opened,
    pub len: u64,
    pub head: Vec<u8>,
}

/// Opens `path` as [`Peeked`]; what goes wrong is a `CannotRead` of the file.
pub(crate) fn peek(origin: &Files, path: &Path) -> Result<Peeked, Error> {
    let mut file = origin
        .open_regular(path)
        .map_err(|problem| Error::CannotRead {
            file: path.into(),
            problem,
        })?;
    let len = file.len().map_err(|e| read_failed(path, e))?;
    let mut head = Vec::new();
    (&mut file)
        .take(4)
        .read_to_end(&mut head)
        .map_err(|e| read_failed(path, e))?;
    Ok(Peeked { file, len, head })
}

/// A read of `path` that failed part way.
pub(crate) fn read_failed(path: &Path, e: std::io::Error) -> Error {
    Error::CannotRead {
        file: path.into(),
        problem: crate::files::io(e),
    }
}

/// The user's art folder: `--art DIR` (which must exist), else `./card-art` when it exists.
/// The built-in art is always underneath it.
pub fn art_root(origin: &Files, explicit: Option<&Path>) -> Result<Option<PathBuf>, Error> {
    match explicit {
        Some(dir) if !origin.is_dir(dir) => Err(Error::ArtFolder {
            dir: dir.to_path_buf(),
            exists: origin.exists(dir),
        }),
        Some(dir) => Ok(Some(dir.to_path_buf())),
        None => Ok(Some(PathBuf::from("card-art")).filter(|d| origin.is_dir(d))),
    }
}
