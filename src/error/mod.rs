//! The one error type every layer returns: a kind per thing that can go wrong, each carrying
//! what the message needs (paths, lines and columns, limits, values). `words.rs` writes every
//! kind's message and hint, in English and Japanese, in one place; [`Error::message_in`] tells
//! an error in a language (`Display` is English); [`Error::code`] is the exit code the binary
//! uses.

#![warn(missing_docs)]

mod art;
mod layout;
mod message;
mod read;
mod words;
mod xml;

pub(crate) use message::display_in_english;
pub use message::{Audience, Message, Reader, Worded, listed};
pub use words::non_xml_hint;

pub use art::{
    FontProblem, PrintProblem, RenderProblem, SheetProblem, TemplateProblem, TileProblem,
};
pub use layout::RelayoutProblem;
pub use read::{
    CutOff, DocumentProblem, FileProblem, FolderZipProblem, HrefProblem, PictureProblem,
    SaveProblem, ZipProblem,
};
pub use xml::XmlProblem;

#[cfg(test)]
mod japanese_tests;
#[cfg(test)]
mod tests;

use crate::lang::Lang;
use std::fmt;
use std::path::PathBuf;

/// The exit code of every error but a broken game folder listed by `udonforge games`.
pub const FAILURE: u8 = 2;

/// Everything that stops a command. Its `Display` is what the binary prints on stderr: an
/// `error:` line per problem, then at most one `hint:` line.
// Every variant is documented; its fields are not one by one: a field's name says what it
// holds (`file`, `line`, `min`, `reason`), and where it does not, the variant's doc does.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    // The command line and the folders it names.
    /// The command line as clap refused it, in clap's words (`message`: its first
    /// paragraph, `None` where it had none).
    Usage {
        message: Option<String>,
        hint: Option<UsageHint>,
    },
    /// `--templates DIR` that is not a folder (`exists`: something else is there).
    TemplatesFolder { dir: PathBuf, exists: bool },
    /// `--art DIR` that is not a folder (`exists`: something else is there).
    ArtFolder { dir: PathBuf, exists: bool },
    /// A game id no definition has; `closest` is the id it is likely a typo of.
    NoSuchGame {
        id: String,
        games: Vec<String>,
        closest: Option<String>,
    },
    /// No game at all in the template folders `searched`.
    NoGames { searched: Vec<PathBuf> },
    /// One game folder `udonforge games` lists as broken, with its problems (told as the
    /// first one's line and how many more). Not returned as an error: `games` still lists
    /// the others, and exits 1.
    GameCannotBeBuilt {
        id: String,
        dir: PathBuf,
        problems: Box<Error>,
    },
    /// `--players` outside the game's range (`build`, `preview`, `referee` alike).
    PlayerCount {
        game: String,
        min: u32,
        max: u32,
        count: u32,
    },
    /// Who plays, chosen for a table of `chosen` seats, used with a game whose table has
    /// `seats`: a seating is made for the game it is used with (`definition::Seating`).
    SeatingMismatch {
        game: String,
        chosen: usize,
        seats: usize,
    },
    /// `--lang` the game's texts do not have; `offered` are the language codes it has.
    LanguageMissing {
        game: String,
        lang: Lang,
        offered: Vec<Lang>,
    },

    // Files read.
    /// A picture of the definition that could not be read as one; `origin` says where it
    /// was named (a spreadsheet's row).
    PictureUnreadable {
        file: PathBuf,
        origin: Option<String>,
        problem: PictureProblem,
    },
    /// A zip of a game folder the browser page was handed that it does not unpack.
    FolderZipRefused {
        dir: PathBuf,
        problem: FolderZipProblem,
    },
    /// A request the browser page's script made that the library does not know.
    NoSuchRequest { request: String },
    /// A file that could not be opened or read at all.
    CannotRead { file: PathBuf, problem: FileProblem },
    /// A problem a reader found at a place in a file (a definition's, a spreadsheet's, a
    /// face template's), in that reader's words, in both languages.
    At {
        file: PathBuf,
        line_col: Option<(usize, usize)>,
        message: Message,
        hint: Option<Message>,
    },
    /// A character XML cannot carry, at its line and column (`name`: `U+0001`).
    ControlCharacter {
        file: PathBuf,
        line: usize,
        col: usize,
        name: String,
    },
    /// A file `check` refuses before reading it as a room: not a zip.
    NotARoomZip { file: PathBuf },
    /// A file `check` refuses before reading it: over the size any room has (in MiB).
    RoomZipTooLarge { file: PathBuf, limit_mib: u64 },
    /// A save the save reader refused.
    Save { save: String, problem: SaveProblem },
    /// A save file larger than any room (`zip`: a zip, else a bare data.xml).
    SaveTooLarge {
        file: PathBuf,
        limit_mib: u64,
        zip: bool,
    },

    // Files written.
    /// An output path that is a symbolic link.
    OutputIsLink { path: PathBuf },
    /// An output path where something other than a regular file is.
    OutputNotRegular { path: PathBuf },
    /// An output path without a file name (`/`, `..`).
    OutputNotAFileName { path: PathBuf },
    /// An output path that is a file the command read (`input`: the path it was read by).
    OutputIsInput { path: PathBuf, input: PathBuf },
    /// `-o -`: outputs are files, never standard output.
    OutputIsDash,
    /// The output file could not be written.
    CannotWriteOutput { path: PathBuf, reason: String },
    /// A room whose images together pass the room's limit (both in MiB).
    RoomImagesTooLarge { mib: usize, limit_mib: usize },

    // The referee: which game a save is, and by which layout it is read.
    /// The table's room record could not be decoded.
    RecordUnreadable {
        save: String,
        problem: UndecodableRecord,
    },
    /// The room names a game by something that cannot be an id.
    NotAGameId { save: String, id: String },
    /// A room of a game no definition has where `searched` (the template folders) points.
    GameNotDefined {
        save: String,
        id: String,
        searched: Vec<PathBuf>,
    },
    /// The layout the room's record carries contradicts itself.
    RecordLayoutWrong {
        save: String,
        problem: LayoutProblem,
    },
    /// The room's record contradicts itself (its seats, player count, language, faces).
    RecordContradicts {
        save: String,
        problem: RecordProblem,
    },
    /// Objects of several versions of one game on one table.
    SeveralVersions {
        save: String,
        game: String,
        versions: Vec<u32>,
    },
    /// A room built by a version whose layout this build does not keep.
    VersionUnknown {
        save: String,
        game: String,
        version: u32,
        known: u32,
    },
    /// A save with no room udonforge built.
    NoRoom { save: String },
    /// A role a game's rules need, missing from its `[referee.roles]` or not what they need.
    MissingRole { problem: RoleProblem },

    // `udonforge layout`.
    /// A save's arrangement not read back into its definition, or not written.
    Relayout { problem: RelayoutProblem },

    // `udonforge preview`.
    /// A game without a card to show.
    NoCardsToPreview { game: String },
    /// A card whose image is not a picture of the room (a bug in the room, not the input).
    PreviewImageMissing { label: String },
    /// A contact sheet over its limits, or one it cannot draw.
    PreviewTooLarge { game: String, problem: SheetProblem },

    // `udonforge print`.
    /// A print-and-play PDF over the page limit, counted from the layout before rendering.
    PrintTooLarge {
        game: String,
        pages: usize,
        limit: usize,
    },
    /// A face the PDF cannot draw (a bug in the room, or a picture the renderer refused).
    CannotPrint { game: String, problem: PrintProblem },

    // `udonforge new`.
    /// A game id the definition refuses.
    GameIdRefused { problem: GameIdProblem },
    /// A game id with characters ids may not have; `suggestion` is a valid one made of it.
    InvalidGameId {
        id: String,
        suggestion: Option<String>,
    },
    /// The id of a built-in game.
    BuiltInId { id: String },
    /// The new game's folder, already there.
    AlreadyExists { dir: PathBuf, id: String },
    /// A file of the new folder whose path would leave it.
    NotInsideFolder { path: String },
    /// The templates folder, where the new folder cannot be started.
    CannotWriteIn { dir: PathBuf, reason: String },
    /// A folder that could not be created.
    CannotCreate { dir: PathBuf, reason: String },
    /// A file or folder of the new game that could not be written.
    CannotWriteGame { path: PathBuf, reason: String },
    /// A picture of the spreadsheet that could not be copied in.
    CannotCopy { from: PathBuf, problem: FileProblem },
    /// A spreadsheet whose rows add up to no card.
    NoCards { csv: PathBuf },
    /// A spreadsheet of more cards than a new game's room holds beside its own objects
    /// (`others`: its name pieces and note; `limit`: the objects a room holds).
    TooManyCards {
        csv: PathBuf,
        cards: usize,
        others: usize,
        limit: usize,
    },

    // A spreadsheet of cards (`new --from`).
    /// A spreadsheet whose bytes are no text udonforge reads: each encoding tried and the
    /// offset of the first byte that is not of it.
    CsvNotText {
        csv: PathBuf,
        tried: Vec<(String, u64)>,
    },
    /// A workbook given where a sheet saved as CSV is.
    CsvIsWorkbook { csv: PathBuf, kind: Workbook },
    /// A spreadsheet without a row.
    CsvEmpty { csv: PathBuf },
    /// A spreadsheet whose header has no name column.
    CsvNoNameColumn { csv: PathBuf },
    /// More decks than the new game's table lays out.
    TooManyDecks {
        csv: PathBuf,
        decks: usize,
        max: usize,
    },
    /// A picture cell that is not a path below the spreadsheet's folder.
    CsvPicturePath {
        csv: PathBuf,
        line: usize,
        problem: PicturePathProblem,
    },
    /// A picture the spreadsheet names that is not there (`looked_for`: where).
    CsvPictureMissing {
        csv: PathBuf,
        line: usize,
        picture: String,
        looked_for: PathBuf,
    },
    /// A picture the spreadsheet names that is not a regular file.
    CsvPictureNotFile {
        csv: PathBuf,
        line: usize,
        picture: String,
    },
    /// A picture the spreadsheet names over the size a picture may have (in MiB).
    CsvPictureTooLarge {
        csv: PathBuf,
        line: usize,
        picture: String,
        mib: u64,
        limit_mib: u64,
    },
    /// The spreadsheet's pictures together over what `new --from` copies (in GiB).
    CsvPicturesTooLarge { csv: PathBuf, limit_gib: u64 },

    // Pictures and faces.
    /// A file in the art folder whose name matches no component; `suggestion` is the
    /// name it likely meant, extension included.
    ArtNameUnknown {
        file: PathBuf,
        game: String,
        suggestion: Option<String>,
    },
    /// A file in the art folder that is not a picture (`unreadable`: it could not be read).
    ArtNotAPicture {
        file: PathBuf,
        unreadable: Option<FileProblem>,
    },
    /// Two files in the art folder for the same component.
    ArtDuplicate {
        first: PathBuf,
        second: PathBuf,
        name: String,
    },
    /// A picture refused as it was read or decoded.
    PictureUndecodable {
        file: PathBuf,
        problem: PictureProblem,
    },
    /// A picture that could not be encoded once fitted.
    PictureUnencodable { file: PathBuf, reason: String },
    /// A picture with which the room's images pass their limit (in MiB).
    RoomImagesPassed {
        file: PathBuf,
        origin: Option<String>,
        limit_mib: usize,
    },
    /// A picture, stored as it is, over udonarium's image limit.
    PictureOverImageLimit {
        file: PathBuf,
        origin: Option<String>,
        bytes: usize,
    },
    /// A picture fitted to its face and still over udonarium's image limit.
    FittedTooLarge {
        file: PathBuf,
        origin: Option<String>,
        width: u32,
        height: u32,
        bytes: usize,
    },
    /// A placeholder of a face template used wrongly, at its line and column.
    Template {
        file: PathBuf,
        line: usize,
        col: usize,
        problem: TemplateProblem,
    },
    /// A face template the renderer refused.
    CannotRender {
        file: PathBuf,
        problem: RenderProblem,
    },
    /// A face template rendered over udonarium's image limit.
    RenderedTooLarge { file: PathBuf, bytes: usize },
    /// A filled template that would draw more text than any face shows, refused before it
    /// is drawn (each glyph is an outline: drawing it is what takes the time).
    TooMuchTextToDraw {
        file: PathBuf,
        chars: usize,
        limit: usize,
    },

    // More than one problem, or one told differently.
    /// Several problems found together (a definition's, an art folder's): an `error:` line
    /// each, and the first hint among them.
    Several(Vec<Error>),
    /// An error told with paths replaced, each `(from, to)` in order: a file checked under
    /// a temporary name is shown under the name the user knows.
    Relocated {
        error: Box<Error>,
        paths: Vec<(String, String)>,
    },
    /// An error told to one reader (a language, a place): what `command::run` returns, so
    /// whoever prints it (`Display`) prints it as `--messages` asked.
    Told { reader: Reader, error: Box<Error> },
}

/// A spreadsheet program's own file, told from its first bytes ([`Error::CsvIsWorkbook`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Workbook {
    /// Excel's `.xlsx`.
    Xlsx,
    /// Excel 97–2003's `.xls`.
    Xls,
    /// OpenDocument's `.ods` (LibreOffice).
    Ods,
    /// Another zip.
    Zip,
}

/// What a command says without stopping, on stderr: a `note:` or `warning:` line and its
/// `hint:`. Worded in `words.rs`.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// A spreadsheet read in an encoding other than UTF-8 (`Shift_JIS (CP932)`).
    SheetEncoding { csv: PathBuf, encoding: String },
    /// A column whose name is close to one udonforge reads itself (`cpies` for `copies`):
    /// it is read as a field of the card.
    ColumnLikeKnown {
        csv: PathBuf,
        line: usize,
        col: usize,
        found: String,
        known: String,
    },
}

impl Warning {
    /// The spreadsheet it is about.
    pub fn csv_mut(&mut self) -> &mut PathBuf {
        match self {
            Warning::SheetEncoding { csv, .. } | Warning::ColumnLikeKnown { csv, .. } => csv,
        }
    }
}

/// What to do about a command line clap refused ([`Error::Usage`]), from its error.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UsageHint {
    /// clap's own tip, in its words.
    Tip { tip: String },
    /// The values an option takes, as clap lists them.
    PossibleValues { values: String },
    /// The command's usage line, and the command whose `--help` says more.
    Usage { usage: String, command: String },
}

/// Why a game id that is made of the right characters is refused ([`Error::GameIdRefused`],
/// and the definition's `id`).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameIdProblem {
    /// It starts with `-`, which a command line reads as an option.
    Dash { id: String },
    /// Longer than `limit` characters (`start`: its first ones).
    TooLong {
        start: String,
        chars: usize,
        limit: usize,
    },
}

/// A spreadsheet's picture cell that is no path below its folder ([`Error::CsvPicturePath`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PicturePathProblem {
    /// The cell as written.
    pub cell: String,
    /// What is wrong with it.
    pub how: PicturePathRefused,
}

/// What is wrong with a picture cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PicturePathRefused {
    /// An absolute path, or one with a drive (`C:`).
    NotRelative,
    /// A path through `..`.
    Outside,
    /// Nothing but `.` and slashes.
    NoFile,
    /// A web address (`http://…`): pictures are files.
    Url,
}

/// What is wrong with a role a game's rules look up ([`Error::MissingRole`]).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoleProblem {
    /// No `[referee.roles]` entry `role` in `game`'s definition.
    Missing { game: String, role: String },
    /// A role naming what its rules cannot use.
    Wrong { role: String, must: RoleMustName },
    /// DELTACLE's rules without the definition's `[referee.sets]`.
    NoSets { game: String },
}

/// What a role must name ([`RoleProblem::Wrong`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoleMustName {
    /// A card, piece or die.
    Component,
    /// A piece.
    Piece,
    /// A die with number faces, or a piece's counter.
    Count,
    /// A card kind.
    Kind,
    /// A shared area.
    Area,
    /// A seat zone.
    Zone,
    /// An icon.
    Icon,
}

/// Why a table's room record cannot be decoded ([`Error::RecordUnreadable`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UndecodableRecord {
    /// Longer than any record udonforge writes.
    TooLarge,
    /// Not `sha256=… {…}`.
    NotSealed,
    /// No `sha256=` before the record.
    NoDigest,
    /// A digest the record does not match.
    DigestMismatch,
    /// Sealed, but not a record: the JSON reader's reason.
    Json {
        /// The JSON reader's words.
        reason: String,
    },
}

/// How a room's record contradicts itself or its game ([`Error::RecordContradicts`]).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordProblem {
    /// A language code no room is built in.
    Language { code: String },
    /// Definition version 0.
    VersionZero,
    /// Whether `listed` seats are played, where the game has `seats`.
    PlayedSeats { listed: usize, seats: usize },
    /// A player count that is not the number of seats it marks played.
    Players {
        players: u32,
        played: usize,
        seats: usize,
    },
    /// A face naming no component of the room's game and version.
    Face { image: String, encoded: String },
}

/// How the layout a room's record carries cannot be right ([`Error::RecordLayoutWrong`]).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LayoutProblem {
    /// Not one seat area per seat.
    SeatAreas { areas: usize, seats: usize },
    /// A rectangle with no size, or a number that is not finite.
    NoSize,
    /// The track names a square it does not have.
    TrackSquare,
    /// A gauge without a sensible range for every seat.
    GaugeRange { zone: String },
    /// Two seat areas on top of each other.
    SeatAreasOverlap,
}

impl Error {
    /// The exit code: 1 for a broken game folder in `games`' list, [`FAILURE`] for every
    /// other kind (1 is otherwise a finding, not an error: rule violations, problems found).
    pub fn code(&self) -> u8 {
        match self {
            Error::GameCannotBeBuilt { .. } => 1,
            Error::Several(errors) => errors.iter().map(Error::code).max().unwrap_or(FAILURE),
            Error::Relocated { error, .. } | Error::Told { error, .. } => error.code(),
            _ => FAILURE,
        }
    }

    /// The first problem's line, without `error: ` (for callers that want a single line).
    pub fn message(&self) -> String {
        self.problems_for(self.reader())
            .into_iter()
            .next()
            .map(|(message, _)| message)
            .unwrap_or_default()
    }

    /// The hint printed with the error: the first problem's that has one.
    pub fn hint(&self) -> Option<String> {
        self.problems_for(self.reader())
            .into_iter()
            .find_map(|(_, hint)| hint)
    }

    /// The whole text, `error:` lines and `hint:`, in `lang`, worded for a terminal.
    pub fn message_in(&self, lang: Lang) -> String {
        self.message_for(Reader::terminal(lang))
    }

    /// The whole text, `error:` lines and `hint:`, for `reader` (in its language, and
    /// without a terminal's options where it reads the page).
    pub fn message_for(&self, reader: Reader) -> String {
        let (error, hint) = words::labels(reader.lang);
        let problems = self.problems_for(reader);
        let mut lines: Vec<String> = problems
            .iter()
            .map(|(message, _)| format!("{error}: {message}"))
            .collect();
        if let Some(text) = problems.into_iter().find_map(|(_, hint)| hint) {
            lines.push(format!("{hint}: {text}"));
        }
        lines.join("\n")
    }

    /// This error told to `reader` whoever prints it.
    pub fn told(self, reader: Reader) -> Error {
        match self {
            Error::Told { error, .. } => Error::Told { reader, error },
            error => Error::Told {
                reader,
                error: Box::new(error),
            },
        }
    }

    /// The error as found, however it is told.
    pub fn kind(&self) -> &Error {
        match self {
            Error::Told { error, .. } => error.kind(),
            error => error,
        }
    }

    /// Who this error is told to: its reader when told, else English at a terminal.
    fn reader(&self) -> Reader {
        match self {
            Error::Told { reader, .. } => *reader,
            _ => Reader::default(),
        }
    }

    /// This error told with `from` replaced by `to` in its message and hint.
    pub fn relocated(self, paths: Vec<(String, String)>) -> Error {
        Error::Relocated {
            error: Box::new(self),
            paths,
        }
    }
}

/// `error: …` per problem, then `hint: …`: exactly what the binary prints on stderr. In
/// English, but for an error told to a reader ([`Error::Told`]), which is in theirs.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_for(self.reader()))
    }
}

impl std::error::Error for Error {}
