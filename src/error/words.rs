//! Every kind's message and hint: the one place an error's words are written.

mod art;
mod read;
mod xml;

use super::*;
use std::fmt;
use std::path::Path;

/// One problem's line (without `error: `) and its hint.
type Problem = (String, Option<String>);

impl Error {
    /// The problems this error prints, in order: one for most kinds, one per problem for
    /// [`Error::Several`].
    pub(super) fn problems(&self) -> Vec<Problem> {
        use Error::*;
        let (message, hint): (String, Option<String>) = match self {
            Several(errors) => return errors.iter().flat_map(Error::problems).collect(),
            Relocated { error, paths } => {
                let relocate = |text: String| {
                    paths
                        .iter()
                        .fold(text, |text, (from, to)| text.replace(from, to))
                };
                return error
                    .problems()
                    .into_iter()
                    .map(|(message, hint)| (relocate(message), hint.map(relocate)))
                    .collect();
            }

            Usage { message, hint } => (
                message
                    .clone()
                    .unwrap_or_else(|| "invalid command line".into()),
                hint.as_ref().map(|hint| match hint {
                    UsageHint::Tip { tip } => tip.clone(),
                    UsageHint::PossibleValues { values } => format!("possible values: {values}"),
                    UsageHint::Usage { usage, command } => {
                        format!("usage: {usage} (more in `{command} --help`)")
                    }
                }),
            ),
            TemplatesFolder { dir, exists } => (
                format!("`--templates {}`: {}", dir.display(), not_a_folder(*exists)),
                hint("give a folder holding one folder per game (GAME/game.toml)"),
            ),
            ArtFolder { dir, exists } => (
                format!("`--art {}`: {}", dir.display(), not_a_folder(*exists)),
                hint("give the folder that holds GAME/KIND/ITEM.png (see card-art/README.md)"),
            ),
            NoSuchGame { id, games, closest } => (
                format!("no game `{id}`; the games are {}", games.join(", ")),
                Some(match closest {
                    Some(close) => format!("did you mean `{close}`?"),
                    None => "`udonforge games` lists the games with their titles".into(),
                }),
            ),
            NoGames { searched } => (
                format!("no games in {}", folders(searched)),
                hint("a game is a folder with game.toml; pass --templates DIR to look elsewhere"),
            ),
            GameCannotBeBuilt { id, dir, problems } => {
                let problems = problems.problems();
                let first = problems
                    .first()
                    .and_then(|(message, _)| message.lines().next())
                    .unwrap_or_default();
                let more = match problems.len().saturating_sub(1) {
                    0 => String::new(),
                    n => format!(" (and {n} more problems)"),
                };
                let dir = dir.display();
                (
                    format!("game `{id}` in `{dir}` cannot be built: {first}{more}"),
                    None,
                )
            }
            PlayerCount {
                game,
                min,
                max,
                count,
            } => (
                format!("`{game}` is for {min} to {max} players, not {count}"),
                Some(format!("use --players {min}..{max}")),
            ),
            LanguageMissing {
                game,
                lang,
                offered,
            } => (
                format!(
                    "`{game}` has no text in `{}`: its rulebook offers {}",
                    lang.code(),
                    offered
                        .iter()
                        .map(|lang| lang.code())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                hint("leave out --lang to build in Japanese"),
            ),

            PictureUnreadable {
                file,
                origin,
                problem,
            } => (format!("{}: {problem}", shown(file, origin)), None),
            FolderZipRefused { dir, problem } => (format!("{}: {problem}", dir.display()), None),
            NoSuchRequest { request } => (format!("request: no such request `{request}`"), None),
            CannotRead { file, problem } => (cannot_read(file, problem), None),
            At {
                file,
                line_col,
                message,
                hint,
            } => {
                let at = match line_col {
                    Some((line, col)) => format!(":{line}:{col}"),
                    None => String::new(),
                };
                (
                    format!("{}{at}: {message}", file.display()),
                    hint.clone(),
                )
            }
            ControlCharacter {
                file,
                line,
                col,
                name,
            } => (
                format!(
                    "{}:{line}:{col}: {name}, a control character a room cannot carry",
                    file.display()
                ),
                hint(NON_XML_HINT),
            ),
            NotARoomZip { file } => (
                format!(
                    "{}: not a zip file (a room zip starts with `PK`)",
                    file.display()
                ),
                None,
            ),
            RoomZipTooLarge { file, limit_mib } => (
                format!("{}: larger than {limit_mib} MiB", file.display()),
                None,
            ),
            Save { save, problem } => (format!("{save}: {problem}"), None),
            SaveTooLarge {
                file,
                limit_mib,
                zip,
            } => (
                format!(
                    "{}: larger than {limit_mib} MiB, not {}",
                    file.display(),
                    if *zip { "a room save" } else { "a room's data.xml" }
                ),
                None,
            ),

            OutputIsLink { path } => (
                format!(
                    "`{}` is a symbolic link; udonforge does not write through links",
                    path.display()
                ),
                hint("give the path of the file itself"),
            ),
            OutputNotRegular { path } => (
                format!(
                    "`{}` exists and is not a regular file; udonforge replaces only regular files",
                    path.display()
                ),
                hint("choose another output path with -o"),
            ),
            OutputNotAFileName { path } => {
                (format!("`{}` is not a file name", path.display()), None)
            }
            OutputIsInput { path, input } => (
                if path == input {
                    format!(
                        "`{}` is a file this command reads; its output never replaces an input",
                        path.display()
                    )
                } else {
                    format!(
                        "`{}` is `{}`, a file this command reads; its output never replaces an input",
                        path.display(),
                        input.display()
                    )
                },
                hint("choose another output path with -o"),
            ),
            OutputIsDash => (
                "`-o -`: the output is a file (a room zip, a PDF, a PNG), never written to the terminal".into(),
                hint("name a file with -o; a file called `-` is `-o ./-`"),
            ),
            CannotWriteOutput { path, reason } => (
                format!("cannot write `{}`: {reason}", path.display()),
                hint("check that the folder exists and is writable"),
            ),
            RoomImagesTooLarge { mib, limit_mib } => (
                format!(
                    "the room's images add up to {mib} MiB, over the limit of {limit_mib} MiB"
                ),
                hint("every player's browser loads them all; use fewer or simpler pictures"),
            ),

            RecordUnreadable { save, problem } => (
                format!("{save}: {problem}"),
                hint(
                    "referee the room as udonarium saved it; the table's `udonforge-room` attribute must not be edited",
                ),
            ),
            NotAGameId { save, id } => (
                format!("{save}: the room names its game `{id}`, which is not a game id"),
                None,
            ),
            GameNotDefined { save, id, searched } => (
                format!(
                    "{save}: a `{id}` room, but no definition of `{id}` in {}",
                    folders(searched)
                ),
                hint("pass the folder the room was built from with --templates"),
            ),
            RecordLayoutWrong { save, problem } => (
                format!("{save}: the room's own layout cannot be right: {problem}"),
                hint(
                    "the table's `udonforge-room` attribute was edited; referee the room as udonarium saved it",
                ),
            ),
            RecordContradicts { save, problem } => (
                format!("{save}: the room's own record contradicts itself: {problem}"),
                hint(
                    "the table's `udonforge-room` attribute was edited; referee the room as udonarium saved it",
                ),
            ),
            SeveralVersions {
                save,
                game,
                versions,
            } => (
                format!("{save}: objects of versions {versions:?} of `{game}` on one table"),
                hint("a room is built by one version; rebuild it and set the position up again"),
            ),
            VersionUnknown {
                save,
                game,
                version,
                known,
            } => (
                format!(
                    "{save}: built by version {version} of `{game}`, whose layout this udonforge does not have (it knows version {known})"
                ),
                hint("referee it with the udonforge release that built the room"),
            ),
            NoRoom { save } => (
                format!("{save}: no udonforge room in it"),
                hint("referee a room built by `udonforge build` and saved from udonarium (保存)"),
            ),
            MissingRole { problem } => (
                problem.to_string(),
                hint("add the role to the game's `[referee.roles]`"),
            ),

            NoCardsToPreview { game } => (format!("`{game}` has no cards to preview"), None),
            PreviewImageMissing { label } => (
                format!("the image of `{label}` is not a picture in the room"),
                None,
            ),
            PreviewTooLarge { game, problem } => (
                format!("cannot draw the preview of `{game}`: {problem}"),
                hint("preview fewer players, or smaller pictures with --art"),
            ),
            PrintTooLarge { game, pages, limit } => (
                format!(
                    "the print-and-play PDF of `{game}` would have {pages} pages, over the limit of {limit}"
                ),
                hint("print fewer players, fewer copies, or smaller cards and pieces (their `size`)"),
            ),
            CannotPrint { game, problem } => (format!("cannot print `{game}`: {problem}"), None),

            GameIdRefused { problem } => (
                problem.to_string(),
                hint(
                    "a game id starts with a letter or digit and is at most 64 characters, e.g. `my-game`",
                ),
            ),
            InvalidGameId { id, suggestion } => (
                format!("game id `{id}` is not valid"),
                Some(format!(
                    "ids use lower-case letters, digits and `-`, e.g. `{}`",
                    suggestion.as_deref().unwrap_or("my-game")
                )),
            ),
            BuiltInId { id } => (
                format!("`{id}` is a built-in game; a folder of that name would replace it"),
                hint("choose another id"),
            ),
            AlreadyExists { dir, id } => (
                format!(
                    "`{}` already exists; `udonforge new` never overwrites",
                    dir.display()
                ),
                Some(format!(
                    "choose another id, or build the game that is there with `udonforge build {id}`"
                )),
            ),
            NotInsideFolder { path } => (
                format!("`{path}` is not a path inside the game's folder"),
                None,
            ),
            CannotWriteIn { dir, reason } => (
                format!("cannot write in `{}`: {reason}", dir.display()),
                None,
            ),
            CannotCreate { dir, reason } => (
                format!("cannot create `{}`: {reason}", dir.display()),
                hint("check that the folder is writable, or choose another with --templates"),
            ),
            CannotWriteGame { path, reason } => (
                format!("cannot write `{}`: {reason}", path.display()),
                hint("check that the templates folder is writable"),
            ),
            CannotCopy { from, problem } => (
                format!("cannot copy `{}`: {problem}", from.display()),
                None,
            ),
            TooManyCards {
                csv,
                cards,
                others,
                limit,
            } => (
                format!(
                    "{}: {cards} cards; a new game's room holds at most {} ({limit} objects, {others} of them its own name pieces and note)",
                    csv.display(),
                    limit - others
                ),
                hint(
                    "give a repeated card one row and a `copies` (枚数) column, or split the cards into several games",
                ),
            ),
            NoCards { csv } => (
                format!("{}: no cards (every row has 0 copies)", csv.display()),
                None,
            ),

            CsvNotText { csv, tried } => (
                format!(
                    "{}: not text a spreadsheet saves: {}",
                    csv.display(),
                    tried
                        .iter()
                        .map(|(encoding, byte)| format!("not {encoding} (byte {byte})"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                hint("save the spreadsheet as 「CSV UTF-8」 (comma separated)"),
            ),
            CsvIsWorkbook { csv, kind } => (
                format!(
                    "{}: {kind}, not a sheet saved as CSV",
                    csv.display()
                ),
                hint(
                    "save the sheet as 「CSV UTF-8 (コンマ区切り)」 (Excel: 名前を付けて保存; LibreOffice: テキスト CSV) and give that file",
                ),
            ),
            CsvEmpty { csv } => (
                format!("{}: the spreadsheet is empty", csv.display()),
                hint("the first row names the columns: name,front,back,deck,copies"),
            ),
            CsvNoNameColumn { csv } => (
                format!("{}:1:1: the header has no `name` (名前) column", csv.display()),
                hint(
                    "the first row names the columns: name,front,back,deck,copies (or 名前,表,裏,山札,枚数)",
                ),
            ),
            TooManyDecks { csv, decks, max } => (
                format!(
                    "{}: {decks} decks; the new game's table lays out at most {max}",
                    csv.display()
                ),
                hint("make one game with fewer decks, then add areas and places in its layout.toml"),
            ),
            CsvPicturePath { csv, line, problem } => (
                format!("{}:{line}: the picture {problem}", csv.display()),
                hint(
                    "put the pictures beside the spreadsheet (or in a folder below it) and name them relative to it",
                ),
            ),
            CsvPictureMissing {
                csv,
                line,
                picture,
                looked_for,
            } => (
                format!(
                    "{}:{line}: no picture `{picture}` (looked for {})",
                    csv.display(),
                    looked_for.display()
                ),
                hint("picture paths are relative to the spreadsheet's folder"),
            ),
            CsvPictureNotFile { csv, line, picture } => (
                format!(
                    "{}:{line}: the picture `{picture}` is not a regular file",
                    csv.display()
                ),
                hint("name a picture file (PNG, JPEG, WebP or GIF)"),
            ),
            CsvPictureTooLarge {
                csv,
                line,
                picture,
                mib,
                limit_mib,
            } => (
                format!(
                    "{}:{line}: the picture `{picture}` is {mib} MiB, over the {limit_mib} MiB a picture may have",
                    csv.display()
                ),
                hint("scale it down: a card is drawn at about 300 px wide"),
            ),
            CsvPicturesTooLarge { csv, limit_gib } => (
                format!(
                    "{}: its pictures pass {limit_gib} GiB together",
                    csv.display()
                ),
                hint("scale them down: a card is drawn at about 300 px wide"),
            ),

            ArtNameUnknown {
                file,
                game,
                suggestion,
            } => (
                format!(
                    "{}: the name matches no component of `{game}`",
                    file.display()
                ),
                Some(match suggestion {
                    Some(name) => format!("did you mean `{name}`?"),
                    None => "art files are named KIND/ITEM, KIND/ITEM.face, KIND/ITEM.back, KIND/back or pieces/PIECE (see card-art/README.md)".into(),
                }),
            ),
            ArtNotAPicture { file, unreadable } => (
                match unreadable {
                    Some(reason) => cannot_read(file, reason),
                    None => format!("{}: not a PNG, JPEG, WebP or GIF image", file.display()),
                },
                hint("save the picture as PNG, JPEG, WebP or GIF"),
            ),
            ArtDuplicate {
                first,
                second,
                name,
            } => (
                format!(
                    "{} and {} are both pictures for `{name}`",
                    first.display(),
                    second.display()
                ),
                hint("keep one of them"),
            ),
            PictureUndecodable { file, problem } => (
                format!("{}: {problem}", file.display()),
                matches!(problem, PictureProblem::TooManyPixels { .. }).then(|| {
                    "scale the picture down; cards are drawn at a few hundred pixels".into()
                }),
            ),
            PictureUnencodable { file, reason } => (
                format!("{}: cannot encode the picture: {reason}", file.display()),
                None,
            ),
            RoomImagesPassed {
                file,
                origin,
                limit_mib,
            } => (
                format!(
                    "{}: with this picture the room's images pass {limit_mib} MiB",
                    shown(file, origin)
                ),
                hint(
                    "every player's browser loads them all: use fewer or smaller pictures (a card is drawn at about 300 px wide)",
                ),
            ),
            PictureOverImageLimit {
                file,
                origin,
                bytes,
            } => (
                format!(
                    "{}: {bytes} bytes is over the 2 MiB limit",
                    shown(file, origin)
                ),
                None,
            ),
            FittedTooLarge {
                file,
                origin,
                width,
                height,
                bytes,
            } => (
                format!(
                    "{}: fitted to {width}×{height} px it is still {bytes} bytes, over udonarium's 2 MiB image limit",
                    shown(file, origin)
                ),
                None,
            ),
            Template {
                file,
                line,
                col,
                problem,
            } => (format!("{}:{line}:{col}: {problem}", file.display()), None),
            CannotRender { file, problem } => (
                format!("{}: cannot render: {problem}", file.display()),
                None,
            ),
            RenderedTooLarge { file, bytes } => (
                format!(
                    "{}: the rendered image is {bytes} bytes, over udonarium's 2 MiB limit",
                    file.display()
                ),
                hint("draw it smaller in the template"),
            ),
            TooMuchTextToDraw { file, chars, limit } => (
                format!(
                    "{}: it would draw {chars} characters of text, over the limit of {limit} for one image: no face shows that much, so it is refused before it is drawn",
                    file.display()
                ),
                hint(
                    "shorten the texts it draws (names, fields, glossary terms); rules text belongs in notes.toml",
                ),
            ),
        };
        vec![(message, hint)]
    }
}

/// `note:` or `warning:`, then `hint:`: the lines a command prints on stderr and goes on.
impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Warning::SheetEncoding { csv, encoding } => write!(
                f,
                "note: {}: read as {encoding}, not UTF-8\nhint: saved as 「CSV UTF-8」 it reads the same on every machine",
                csv.display()
            ),
            Warning::ColumnLikeKnown {
                csv,
                line,
                col,
                found,
                known,
            } => write!(
                f,
                "warning: {}:{line}:{col}: the column `{found}` is read as the cards' text, not as `{known}`\nhint: if it means `{known}`, call it `{known}`",
                csv.display()
            ),
        }
    }
}

fn hint(text: &str) -> Option<String> {
    Some(text.to_string())
}

/// Template folders as `a` and `b`.
fn folders(dirs: &[std::path::PathBuf]) -> String {
    let names: Vec<String> = dirs.iter().map(|d| format!("`{}`", d.display())).collect();
    names.join(" and ")
}

fn not_a_folder(exists: bool) -> &'static str {
    if exists {
        "not a folder"
    } else {
        "no such folder"
    }
}

fn cannot_read(file: &Path, reason: &dyn fmt::Display) -> String {
    format!("{}: cannot read: {reason}", file.display())
}

/// A file as the user knows it: with where it was named, when that is not the file itself.
fn shown(file: &Path, origin: &Option<String>) -> String {
    match origin {
        Some(origin) => format!("{} ({origin})", file.display()),
        None => file.display().to_string(),
    }
}

impl fmt::Display for UndecodableRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UndecodableRecord::TooLarge => write!(f, "the room record is too large"),
            UndecodableRecord::NotSealed => {
                write!(f, "the room record is not in the form `sha256=… {{…}}`")
            }
            UndecodableRecord::NoDigest => write!(f, "the room record has no digest"),
            UndecodableRecord::DigestMismatch => write!(
                f,
                "the room record does not match its digest: it was edited or damaged"
            ),
            UndecodableRecord::Json { reason } => {
                write!(f, "the room record cannot be read: {reason}")
            }
        }
    }
}

impl fmt::Display for RecordProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordProblem::Language { code } => write!(
                f,
                "its language is `{code}`, where a room is built in `ja` or `en`"
            ),
            RecordProblem::VersionZero => {
                write!(f, "it names definition version 0; versions count from 1")
            }
            RecordProblem::PlayedSeats { listed, seats } => write!(
                f,
                "it says whether {listed} seats are played, where the game has {seats}"
            ),
            RecordProblem::Players {
                players,
                played,
                seats,
            } => write!(
                f,
                "it was built for {players} players, and marks {played} of its {seats} seats played"
            ),
            RecordProblem::Face { image, encoded } => write!(
                f,
                "its face `{image}` names `{encoded}`, no component of this room's game and version"
            ),
        }
    }
}

impl fmt::Display for LayoutProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutProblem::SeatAreas { areas, seats } => {
                write!(f, "{areas} seat areas for {seats} seats")
            }
            LayoutProblem::NoSize => {
                write!(f, "a rectangle with no size or a non-finite number")
            }
            LayoutProblem::TrackSquare => {
                write!(f, "the track names a square it does not have")
            }
            LayoutProblem::GaugeRange { zone } => {
                write!(f, "gauge `{zone}` has no sensible range per seat")
            }
            LayoutProblem::SeatAreasOverlap => write!(f, "two seat areas overlap"),
        }
    }
}

impl fmt::Display for RoleProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoleProblem::Missing { game, role } => write!(
                f,
                "`{game}`'s game.toml has no `[referee.roles]` entry `{role}`, which its rules need"
            ),
            RoleProblem::Wrong { role, must } => {
                let must = match must {
                    RoleMustName::Component => "a component (`card:`, `piece:` or `die:`)",
                    RoleMustName::Piece => "a piece (`piece:`)",
                    RoleMustName::Count => {
                        "a die with number faces (`die:`) or a piece's counter (`counter:`)"
                    }
                    RoleMustName::Kind => "a card kind (`kind:`)",
                    RoleMustName::Area => "a shared area (`area:`)",
                    RoleMustName::Zone => "a seat zone (`zone:`)",
                    RoleMustName::Icon => "an icon (`icon:`)",
                };
                write!(f, "`[referee.roles] {role}` must name {must}")
            }
            RoleProblem::NoSets { game } => write!(
                f,
                "`{game}`'s game.toml has no `[referee.sets]`: the pentacle scoring table"
            ),
        }
    }
}

impl fmt::Display for GameIdProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameIdProblem::Dash { id } => write!(
                f,
                "game id `{id}` starts with `-`, which a command line reads as an option"
            ),
            GameIdProblem::TooLong {
                start,
                chars,
                limit,
            } => write!(
                f,
                "game id `{start}…` is {chars} characters long, over the limit of {limit}"
            ),
        }
    }
}

/// Said after "the picture" (the picture `/a.png` is not relative to …).
impl fmt::Display for PicturePathProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = &self.cell;
        match self.how {
            PicturePathRefused::NotRelative => {
                write!(f, "`{cell}` is not relative to the spreadsheet's folder")
            }
            PicturePathRefused::Outside => {
                write!(f, "`{cell}` is outside the spreadsheet's folder (`..`)")
            }
            PicturePathRefused::NoFile => write!(f, "`{cell}` names no file"),
            PicturePathRefused::Url => write!(
                f,
                "`{cell}` is a web address; udonforge reads pictures from files, never the web"
            ),
        }
    }
}
