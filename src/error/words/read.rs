//! The words of what is wrong with a file read (`error/read.rs`).

use super::super::read::*;
use std::fmt;

impl fmt::Display for FileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileProblem::Io { reason } => write!(f, "{reason}"),
            FileProblem::NotFound => write!(f, "No such file or directory (os error 2)"),
            FileProblem::NotRegular { folder: true } => write!(f, "not a regular file (a folder)"),
            FileProblem::NotRegular { folder: false } => {
                write!(f, "not a regular file (a device, FIFO or socket)")
            }
            FileProblem::NoSuchBuiltIn => write!(f, "no such built-in file"),
            FileProblem::TooLarge { max } if *max >= 1024 * 1024 => {
                write!(f, "the file is over {} MiB", max / 1024 / 1024)
            }
            FileProblem::TooLarge { max } => write!(f, "the file is over {max} bytes"),
            FileProblem::NotUtf8 => write!(f, "the file is not UTF-8"),
        }
    }
}

impl fmt::Display for SaveProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveProblem::XmlTooLarge => write!(f, "the file is too large to be a room"),
            SaveProblem::TooManyObjects { limit } => {
                write!(f, "more than {limit} objects, far more than a room holds")
            }
            SaveProblem::NotARoom { first: None } => {
                write!(f, "not a udonarium room: it holds no room data")
            }
            SaveProblem::NotARoom {
                first:
                    Some(DocumentProblem {
                        entry,
                        byte,
                        problem,
                    }),
            } => write!(f, "not a udonarium room: {entry}: byte {byte}: {problem}"),
            SaveProblem::Zip(problem) => write!(f, "{problem}"),
        }
    }
}

impl fmt::Display for ZipProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZipProblem::NotAZip { reason } => write!(f, "not a zip file: {reason}"),
            ZipProblem::TooManyEntries { entries, limit } => write!(
                f,
                "the zip has {entries} entries, more than the {limit} a room can have"
            ),
            ZipProblem::EntryUnreadable { index, reason } => {
                write!(f, "entry {index} cannot be read: {reason}")
            }
            ZipProblem::Undecompressable { name, reason } => {
                write!(f, "`{name}` cannot be decompressed: {reason}")
            }
            ZipProblem::EntryTooLarge { name, limit_mib } => {
                write!(f, "`{name}` is larger than {limit_mib} MiB uncompressed")
            }
            ZipProblem::Bomb { name, ratio } => write!(
                f,
                "`{name}` inflates to more than {ratio} times its compressed size: not a room save"
            ),
            ZipProblem::TotalTooLarge { limit_mib } => write!(
                f,
                "the XML in the zip is larger than {limit_mib} MiB uncompressed"
            ),
        }
    }
}

impl fmt::Display for FolderZipProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FolderZipProblem::NotAZip { reason } => write!(f, "not a zip file: {reason}"),
            FolderZipProblem::TooManyEntries { entries, limit } => {
                write!(f, "{entries} entries, more than {limit}")
            }
            FolderZipProblem::EntryUnreadable { index, reason } => {
                write!(f, "entry {index} cannot be read: {reason}")
            }
            FolderZipProblem::NotPlainName { name } => write!(
                f,
                "the entry `{name}` is not a plain name inside the folder"
            ),
            FolderZipProblem::Uninflatable { name, reason } => {
                write!(f, "`{name}` cannot be inflated: {reason}")
            }
            FolderZipProblem::TooLarge { limit_mib } => {
                write!(f, "it inflates past {limit_mib} MiB")
            }
            FolderZipProblem::CannotPut { reason } => write!(f, "{reason}"),
        }
    }
}

impl fmt::Display for PictureProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PictureProblem::NotAPicture => write!(f, "not a PNG, JPEG, WebP or GIF image"),
            PictureProblem::Header { reason } => write!(f, "cannot read the picture: {reason}"),
            PictureProblem::Empty => write!(f, "the picture is empty (0 pixels)"),
            PictureProblem::TooManyPixels {
                width,
                height,
                limit_mp,
            } => write!(
                f,
                "{width}×{height} px is over the {limit_mp} megapixel limit for pictures"
            ),
            PictureProblem::Undecodable { reason } => {
                write!(f, "cannot decode the picture: {reason}")
            }
            PictureProblem::FileTooLarge { mib, limit_mib } => write!(
                f,
                "the file is {mib} MiB, over the {limit_mib} MiB a picture may have"
            ),
            PictureProblem::Unreadable(problem) => write!(f, "cannot read: {problem}"),
            PictureProblem::CutOff(how) => write!(
                f,
                "the file is cut off or damaged: a browser shows it broken ({how})"
            ),
        }
    }
}

impl fmt::Display for CutOff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CutOff::PngNoEnd => write!(f, "the file ends before its `IEND` chunk"),
            CutOff::PngChunk { chunk } => write!(f, "its `{chunk}` chunk is cut off"),
            CutOff::PngInsideChunk => write!(f, "the file ends inside a chunk"),
            CutOff::PngChecksum { chunk } => {
                write!(f, "its `{chunk}` chunk does not match its checksum")
            }
            CutOff::ProfileUninflatable { reason } => {
                write!(f, "its colour profile cannot be inflated: {reason}")
            }
            CutOff::ProfileTooLarge { limit_mib } => {
                write!(f, "its colour profile inflates to over {limit_mib} MiB")
            }
            CutOff::JpegNoEnd => write!(f, "no end-of-image marker after its last scan"),
            CutOff::GifNoTrailer => write!(f, "no trailer"),
            CutOff::WebpShort => write!(f, "shorter than its header says"),
        }
    }
}

impl fmt::Display for HrefProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HrefProblem::NotAFile => write!(f, "not a file in the game's folder"),
            HrefProblem::Absolute => {
                write!(f, "an absolute path: name it relative to the template")
            }
            HrefProblem::NoFile => write!(f, "names no file"),
            HrefProblem::Outside => {
                write!(f, "outside the game's folder: name a picture inside it")
            }
            HrefProblem::DataWithoutData => write!(f, "a data URL without data"),
            HrefProblem::DataNotBase64 => write!(f, "a data URL picture must be base64"),
            HrefProblem::DataBadBase64 => write!(f, "the data URL is not valid base64"),
            HrefProblem::Picture(problem) => write!(f, "{problem}"),
        }
    }
}
