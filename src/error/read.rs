//! What is wrong with a file read: a picture, a save, a zip, or the file itself. Worded in
//! `words/read.rs`.

use super::XmlProblem;

/// Why a picture a face template draws (`<image href>`) is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HrefProblem {
    /// A URL or a drive: not a file in the game's folder.
    NotAFile,
    /// An absolute path.
    Absolute,
    /// A path that names no file (`..`, `.`, a folder).
    NoFile,
    /// A path leading out of the game's folder.
    Outside,
    /// A data URL without its data.
    DataWithoutData,
    /// A data URL that is not base64.
    DataNotBase64,
    /// A data URL whose base64 is wrong.
    DataBadBase64,
    /// The picture itself.
    Picture(PictureProblem),
}

/// Why a picture is refused, from its header, its structure or its decoding.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureProblem {
    /// Not a format udonforge takes.
    NotAPicture,
    /// A header the decoder cannot read (its words).
    Header { reason: String },
    /// 0 pixels wide or high.
    Empty,
    /// Over the pixel limit (in megapixels) or the longest side.
    TooManyPixels {
        width: u32,
        height: u32,
        limit_mp: u64,
    },
    /// Pixels the decoder cannot decode (its words).
    Undecodable { reason: String },
    /// A file over the size a picture may have (in MiB), known before it is read.
    FileTooLarge { mib: u64, limit_mib: u64 },
    /// The file could not be read.
    Unreadable(FileProblem),
    /// The file is not whole: a browser shows it broken.
    CutOff(CutOff),
}

/// How a picture file is not whole ([`PictureProblem::CutOff`]).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CutOff {
    /// A PNG that ends before its `IEND` chunk.
    PngNoEnd,
    /// A PNG chunk longer than the rest of the file.
    PngChunk { chunk: String },
    /// A PNG that ends inside a chunk's checksum.
    PngInsideChunk,
    /// A PNG chunk whose checksum is wrong.
    PngChecksum { chunk: String },
    /// A colour profile that cannot be inflated (the inflater's words).
    ProfileUninflatable { reason: String },
    /// A colour profile inflating to over `limit_mib` MiB.
    ProfileTooLarge { limit_mib: u64 },
    /// A JPEG with no end-of-image marker after its last scan.
    JpegNoEnd,
    /// A GIF with no trailer.
    GifNoTrailer,
    /// A WebP shorter than its header says.
    WebpShort,
}

/// Why the save reader refused a save ([`super::Error::Save`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveProblem {
    /// A bare data.xml over the XML limit.
    XmlTooLarge,
    /// More objects than any room holds, over the documents read.
    TooManyObjects {
        /// The most a save may hold.
        limit: usize,
    },
    /// No room read: why the first document that failed did (`None`: none failed, and none
    /// is a room).
    NotARoom {
        /// The first document's problem.
        first: Option<DocumentProblem>,
    },
    /// The zip itself.
    Zip(ZipProblem),
}

/// A document of a save that could not be read, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocumentProblem {
    /// The zip entry (or the file) it is.
    pub entry: String,
    /// The byte the XML reader stopped at.
    pub byte: u64,
    /// What stopped the XML reader.
    pub problem: XmlProblem,
}

/// Why a zip's XML entries cannot be read, within the limits a room has.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ZipProblem {
    /// Not a zip, in the zip reader's words.
    NotAZip { reason: String },
    /// More entries than a room has.
    TooManyEntries { entries: usize, limit: usize },
    /// An entry of the directory the zip reader refused.
    EntryUnreadable { index: usize, reason: String },
    /// An entry that could not be inflated.
    Undecompressable { name: String, reason: String },
    /// An entry larger than the XML limit (in MiB).
    EntryTooLarge { name: String, limit_mib: u64 },
    /// An entry inflating more than `ratio` times its compressed size: a zip bomb.
    Bomb { name: String, ratio: u64 },
    /// The XML entries together over their limit (in MiB).
    TotalTooLarge { limit_mib: u64 },
}

/// Why the browser page does not unpack a zip of a game folder ([`super::Error::FolderZipRefused`]).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FolderZipProblem {
    /// Not a zip, in the zip reader's words.
    NotAZip { reason: String },
    /// More entries than a folder may have.
    TooManyEntries { entries: usize, limit: usize },
    /// An entry of the directory the zip reader refused.
    EntryUnreadable { index: usize, reason: String },
    /// An entry whose name is not a plain path inside the folder.
    NotPlainName { name: String },
    /// An entry that could not be inflated.
    Uninflatable { name: String, reason: String },
    /// The entries together inflate past `limit_mib` MiB.
    TooLarge { limit_mib: u64 },
    /// An entry the folder in memory did not take (its words).
    CannotPut { reason: String },
}

/// Why a file could not be read: the reason `CannotRead`, `CannotCopy`, a picture's and the
/// definition's problems give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileProblem {
    /// The system's words.
    Io {
        /// As the system says it.
        reason: String,
    },
    /// No file there, in the folder the page holds in memory (worded as the system does, so
    /// the page reads as the command line).
    NotFound,
    /// A folder, device, FIFO or socket (`folder`: a folder).
    NotRegular {
        /// Whether it is a folder.
        folder: bool,
    },
    /// A `<built-in>` path the binary does not carry.
    NoSuchBuiltIn,
    /// Over `max` bytes.
    TooLarge {
        /// The limit, in bytes.
        max: u64,
    },
    /// A text file that is not UTF-8.
    NotUtf8,
}
