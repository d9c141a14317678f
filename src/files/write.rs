//! Writing: the few operations output and a new game's folder need, on disk or in the
//! folder in memory ([`super::memory`]) alike, so the commands are the same code in both.

use super::Files;
use crate::error::Error;
use std::io::{self, Write};
use std::path::Path;

/// What lies at a path, the link itself when it is one.
enum Kind {
    File,
    Link,
    Other,
}

impl Files {
    /// A tag for temporary names, different for each process writing to one folder. The
    /// browser page has no processes (asking for one panics there), and one page writes to its
    /// own folder alone.
    pub fn process_tag(&self) -> u32 {
        match self {
            Files::Memory(_) => 0,
            Files::Disk => std::process::id(),
        }
    }

    /// Makes one folder.
    pub fn create_dir(&self, path: &Path) -> io::Result<()> {
        if let Files::Memory(folder) = self {
            return folder.create_dir(path);
        }
        std::fs::create_dir(path)
    }

    /// Makes a folder and the ones above it that are missing.
    pub fn create_dir_all(&self, path: &Path) -> io::Result<()> {
        if let Files::Memory(folder) = self {
            return folder.create_dir_all(path);
        }
        std::fs::create_dir_all(path)
    }

    /// Renames a file or folder.
    pub fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        if let Files::Memory(folder) = self {
            return folder.rename(from, to);
        }
        std::fs::rename(from, to)
    }

    /// Removes a folder with all it holds.
    pub fn remove_dir_all(&self, path: &Path) -> io::Result<()> {
        if let Files::Memory(folder) = self {
            return folder.remove(path);
        }
        std::fs::remove_dir_all(path)
    }

    /// Removes a folder only if it is empty.
    pub fn remove_dir(&self, path: &Path) -> io::Result<()> {
        if let Files::Memory(folder) = self {
            return folder.remove_empty_dir(path);
        }
        std::fs::remove_dir(path)
    }

    /// Removes a file.
    pub fn remove_file(&self, path: &Path) -> io::Result<()> {
        if let Files::Memory(folder) = self {
            return folder.remove(path);
        }
        std::fs::remove_file(path)
    }

    /// Writes a new file, flushed to the disk: `create_new` never follows or reuses whatever
    /// might already lie at the path.
    pub fn write_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        if let Files::Memory(folder) = self {
            return folder.write_new(path, bytes);
        }
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)?;
        file.write_all(bytes)?;
        file.sync_all()
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder, renamed into place,
    /// so a failed or interrupted build never leaves half a zip under the real name.
    ///
    /// Only regular files are written: an existing directory, device, FIFO or socket at `path`
    /// is refused, and so is a symbolic link (renaming over it would replace the link, not
    /// write where it points, which surprises either way).
    pub fn write_atomically(&self, path: &Path, bytes: &[u8]) -> Result<(), Error> {
        self.check_output(path)?;
        match self.kind_at(path) {
            Some(Kind::Link) => return Err(Error::OutputIsLink { path: path.into() }),
            Some(Kind::Other) => return Err(Error::OutputNotRegular { path: path.into() }),
            Some(Kind::File) | None => {}
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
            self.process_tag()
        ));
        let result = self
            .write_new(&tmp, bytes)
            .and_then(|()| self.rename(&tmp, path));
        result.map_err(|e| {
            let _ = self.remove_file(&tmp);
            Error::CannotWriteOutput {
                path: path.into(),
                reason: e.to_string(),
            }
        })
    }

    /// Refuses an output path no command writes: `-`, which reads as standard output, and a
    /// file the command read (the same file by any path: through `..`, a link, a hard link, or
    /// in another case where the folder ignores case). Called before the work where the inputs
    /// are known, and again by [`write_atomically`] once everything has been read.
    pub fn check_output(&self, path: &Path) -> Result<(), Error> {
        if path.as_os_str() == "-" {
            return Err(Error::OutputIsDash);
        }
        match super::inputs::read_as(self, path) {
            Some(input) => Err(Error::OutputIsInput {
                path: path.into(),
                input,
            }),
            None => Ok(()),
        }
    }

    fn kind_at(&self, path: &Path) -> Option<Kind> {
        if let Files::Memory(folder) = self {
            return folder.stat(path).map(|len| match len {
                Some(_) => Kind::File,
                None => Kind::Other,
            });
        }
        let meta = std::fs::symlink_metadata(path).ok()?;
        Some(if meta.file_type().is_symlink() {
            Kind::Link
        } else if meta.is_file() {
            Kind::File
        } else {
            Kind::Other
        })
    }
}
