//! `udonforge check ROOM.zip`: what udonarium would drop or show broken when loading a zip.

use super::Outcome;
use super::paths::{Files, Peeked, peek};
use crate::error::{Error, Reader};
use crate::udonarium::check::check_file;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// A room zip (built, saved by udonarium, or made by hand)
    pub zip: PathBuf,
    /// Print the report as JSON
    #[arg(long)]
    pub json: bool,
    /// Count warnings (images that show broken, held objects, …) as failures too
    #[arg(long)]
    pub strict: bool,
}

/// A room zip larger than this is not one udonarium could load in a browser anyway.
const MAX_ZIP_BYTES: u64 = 512 * 1024 * 1024;

/// Exit codes: 0 the room loads cleanly; 1 problems found (errors, or warnings with
/// `--strict`); 2 the file cannot be read.
pub fn run(args: &Args, reader: Reader, origin: &Files) -> Result<Outcome, Error> {
    let shown = args.zip.display().to_string();
    let file = open(origin, &args.zip)?;
    let report = check_file(file);
    let stdout = if args.json {
        report.to_json(&shown, reader.lang)
    } else {
        report.to_text(reader.lang)
    };
    Ok(Outcome {
        stdout,
        stderr: String::new(),
        code: if report.passes(args.strict) { 0 } else { 1 },
    })
}

/// The zip file, once known to be one: anything else is refused from its first bytes, and
/// one over [`MAX_ZIP_BYTES`] from its size; neither is read.
fn open(origin: &Files, path: &std::path::Path) -> Result<crate::files::Opened, Error> {
    let Peeked { file, len, head } = peek(origin, path)?;
    // Every zip starts with a local file header, or with the end record when it is empty.
    if !(head.starts_with(b"PK\x03\x04") || head.starts_with(b"PK\x05\x06")) {
        return Err(Error::NotARoomZip { file: path.into() });
    }
    if len > MAX_ZIP_BYTES {
        return Err(Error::RoomZipTooLarge {
            file: path.into(),
            limit_mib: MAX_ZIP_BYTES / 1024 / 1024,
        });
    }
    Ok(file)
}
