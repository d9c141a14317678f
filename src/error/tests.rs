use super::*;

fn at(file: &str, line: usize, message: &str, hint: Option<&str>) -> Error {
    Error::At {
        file: file.into(),
        line_col: Some((line, 1)),
        message: Message::same(message),
        hint: hint.map(Message::same),
    }
}

#[test]
fn several_problems_print_one_error_line_each_and_one_hint() {
    let e = Error::Several(vec![
        at("a.toml", 1, "first", None),
        at("a.toml", 2, "second", Some("fix the second")),
        at("a.toml", 3, "third", Some("fix the third")),
    ]);
    assert_eq!(
        e.to_string(),
        "error: a.toml:1:1: first\nerror: a.toml:2:1: second\nerror: a.toml:3:1: third\nhint: fix the second"
    );
    assert_eq!(e.message(), "a.toml:1:1: first");
    assert_eq!(e.hint().as_deref(), Some("fix the second"));
}

#[test]
fn a_relocated_error_names_the_users_paths_in_message_and_hint() {
    let e = Error::AlreadyExists {
        dir: "/t/.g.new-1/g/x".into(),
        id: "g".into(),
    }
    .relocated(vec![("/t/.g.new-1/g".into(), "templates/g".into())]);
    assert_eq!(
        e.to_string(),
        "error: `templates/g/x` already exists; `udonforge new` never overwrites\n\
         hint: choose another id, or build the game that is there with `udonforge build g`"
    );
    assert_eq!(e.code(), FAILURE);
}

#[test]
fn only_a_broken_game_in_the_list_exits_1() {
    let at = |line| Error::At {
        file: "t/g/game.toml".into(),
        line_col: Some((line, 1)),
        message: Message::same("bad\nsecond line"),
        hint: Some(Message::same("fix it")),
    };
    let broken = Error::GameCannotBeBuilt {
        id: "g".into(),
        dir: "t/g".into(),
        problems: Box::new(Error::Several(vec![at(1), at(2), at(3)])),
    };
    assert_eq!(
        broken.to_string(),
        "error: game `g` in `t/g` cannot be built: t/g/game.toml:1:1: bad (and 2 more problems)"
    );
    assert_eq!(broken.code(), 1);
    assert_eq!(Error::Several(vec![broken.clone()]).code(), 1);
    assert_eq!(
        Error::NoCards {
            csv: "c.csv".into()
        }
        .code(),
        2
    );
    assert_eq!(
        Error::Several(vec![
            broken,
            Error::NoCards {
                csv: "c.csv".into()
            }
        ])
        .code(),
        2
    );
}

/// Each kind with the stderr it prints: the words users and tests read, kept as they were.
pub(super) fn every_kind() -> Vec<(Error, &'static str)> {
    let p = |s: &str| std::path::PathBuf::from(s);
    let s = |s: &str| s.to_string();
    vec![
        (
            Error::Usage {
                message: Some(s("unexpected argument '--x' found")),
                hint: None,
            },
            "error: unexpected argument '--x' found",
        ),
        (
            Error::Usage {
                message: None,
                hint: Some(UsageHint::Usage {
                    usage: s("udonforge build <GAME>"),
                    command: s("udonforge build"),
                }),
            },
            "error: invalid command line\nhint: usage: udonforge build <GAME> (more in `udonforge build --help`)",
        ),
        (
            Error::TemplatesFolder {
                dir: p("t"),
                exists: false,
            },
            "error: `--templates t`: no such folder\nhint: give a folder holding one folder per game (GAME/game.toml)",
        ),
        (
            Error::ArtFolder {
                dir: p("a"),
                exists: true,
            },
            "error: `--art a`: not a folder\nhint: give the folder that holds GAME/KIND/ITEM.png (see card-art/README.md)",
        ),
        (
            Error::NoSuchGame {
                id: s("ritul"),
                games: vec![s("ritual"), s("shinjya")],
                closest: Some(s("ritual")),
            },
            "error: no game `ritul`; the games are ritual, shinjya\nhint: did you mean `ritual`?",
        ),
        (
            Error::NoSuchGame {
                id: s("x"),
                games: vec![s("ritual")],
                closest: None,
            },
            "error: no game `x`; the games are ritual\nhint: `udonforge games` lists the games with their titles",
        ),
        (
            Error::NoGames {
                searched: vec![p("t"), p("<built-in>")],
            },
            "error: no games in `t` and `<built-in>`\nhint: a game is a folder with game.toml; pass --templates DIR to look elsewhere",
        ),
        (
            Error::GameCannotBeBuilt {
                id: s("g"),
                dir: p("t/g"),
                problems: Box::new(Error::Several(vec![Error::NoCards { csv: p("c.csv") }])),
            },
            "error: game `g` in `t/g` cannot be built: c.csv: no cards (every row has 0 copies)",
        ),
        (
            Error::PlayerCount {
                game: s("ritual"),
                min: 2,
                max: 5,
                count: 6,
            },
            "error: `ritual` is for 2 to 5 players, not 6\nhint: use --players 2..5",
        ),
        (
            Error::SeatingMismatch {
                game: s("shinjya"),
                chosen: 4,
                seats: 5,
            },
            "error: who plays was chosen for 4 seats, expected the 5 seats of `shinjya`\nhint: choose who plays for this game: its player count, as --players N",
        ),
        (
            Error::LanguageMissing {
                game: s("g"),
                lang: Lang::En,
                offered: vec![Lang::Ja],
            },
            "error: `g` has no text in `en`: its rulebook offers ja\nhint: leave out --lang to build in Japanese",
        ),
        (
            Error::PictureUnreadable {
                file: p("a.png"),
                origin: None,
                problem: PictureProblem::Empty,
            },
            "error: a.png: the picture is empty (0 pixels)",
        ),
        (
            Error::PictureUnreadable {
                file: p("a.png"),
                origin: Some(s("cards.csv:2")),
                problem: PictureProblem::NotAPicture,
            },
            "error: a.png (cards.csv:2): not a PNG, JPEG, WebP or GIF image",
        ),
        (
            Error::FolderZipRefused {
                dir: p("game"),
                problem: FolderZipProblem::NotPlainName { name: s("../a") },
            },
            "error: game: the entry `../a` is not a plain name inside the folder",
        ),
        (
            Error::FolderZipRefused {
                dir: p("game"),
                problem: FolderZipProblem::TooManyEntries {
                    entries: 9000,
                    limit: 2000,
                },
            },
            "error: game: 9000 entries, more than 2000",
        ),
        (
            Error::NoSuchRequest { request: s("frob") },
            "error: request: no such request `frob`",
        ),
        (
            Error::CannotRead {
                file: p("c.csv"),
                problem: FileProblem::Io { reason: s("gone") },
            },
            "error: c.csv: cannot read: gone",
        ),
        (
            Error::At {
                file: p("g/game.toml"),
                line_col: None,
                message: Message::same("no title"),
                hint: Some(Message::same("add one")),
            },
            "error: g/game.toml: no title\nhint: add one",
        ),
        (
            Error::ControlCharacter {
                file: p("c.csv"),
                line: 2,
                col: 3,
                name: s("U+0001"),
            },
            "error: c.csv:2:3: U+0001, a control character a room cannot carry\nhint: remove it: udonarium's XML parser refuses a whole room holding one (in TOML it comes from an escape such as `\\u0001`; in a spreadsheet, from pasted text)",
        ),
        (
            Error::Save {
                save: s("s.zip"),
                problem: SaveProblem::NotARoom { first: None },
            },
            "error: s.zip: not a udonarium room: it holds no room data",
        ),
        (
            Error::Save {
                save: s("s.zip"),
                problem: SaveProblem::Zip(ZipProblem::Bomb {
                    name: s("data.xml"),
                    ratio: 100,
                }),
            },
            "error: s.zip: `data.xml` inflates to more than 100 times its compressed size: not a room save",
        ),
        (
            Error::SaveTooLarge {
                file: p("s.xml"),
                limit_mib: 192,
                zip: false,
            },
            "error: s.xml: larger than 192 MiB, not a room's data.xml",
        ),
        (
            Error::NotARoomZip { file: p("r.txt") },
            "error: r.txt: not a zip file (a room zip starts with `PK`)",
        ),
        (
            Error::RoomZipTooLarge {
                file: p("r.zip"),
                limit_mib: 512,
            },
            "error: r.zip: larger than 512 MiB",
        ),
        (
            Error::OutputIsLink { path: p("o.zip") },
            "error: `o.zip` is a symbolic link; udonforge does not write through links\nhint: give the path of the file itself",
        ),
        (
            Error::OutputNotRegular { path: p("o") },
            "error: `o` exists and is not a regular file; udonforge replaces only regular files\nhint: choose another output path with -o",
        ),
        (
            Error::OutputNotAFileName { path: p("..") },
            "error: `..` is not a file name",
        ),
        (
            Error::OutputIsInput {
                path: p("t/g/../g/game.toml"),
                input: p("t/g/game.toml"),
            },
            "error: `t/g/../g/game.toml` is `t/g/game.toml`, a file this command reads; its output never replaces an input\nhint: choose another output path with -o",
        ),
        (
            Error::OutputIsDash,
            "error: `-o -`: the output is a file (a room zip, a PDF, a PNG), never written to the terminal\nhint: name a file with -o; a file called `-` is `-o ./-`",
        ),
        (
            Error::CannotWriteOutput {
                path: p("o.zip"),
                reason: s("denied"),
            },
            "error: cannot write `o.zip`: denied\nhint: check that the folder exists and is writable",
        ),
        (
            Error::RoomImagesTooLarge {
                mib: 33,
                limit_mib: 32,
            },
            "error: the room's images add up to 33 MiB, over the limit of 32 MiB\nhint: every player's browser loads them all; use fewer or simpler pictures",
        ),
        (
            Error::RecordUnreadable {
                save: s("s.zip"),
                problem: UndecodableRecord::DigestMismatch,
            },
            "error: s.zip: the room record does not match its digest: it was edited or damaged\nhint: referee the room as udonarium saved it; the table's `udonforge-room` attribute must not be edited",
        ),
        (
            Error::NotAGameId {
                save: s("s.zip"),
                id: s("A B"),
            },
            "error: s.zip: the room names its game `A B`, which is not a game id",
        ),
        (
            Error::GameNotDefined {
                save: s("s.zip"),
                id: s("g"),
                searched: vec![p("t")],
            },
            "error: s.zip: a `g` room, but no definition of `g` in `t`\nhint: pass the folder the room was built from with --templates",
        ),
        (
            Error::RecordLayoutWrong {
                save: s("s.zip"),
                problem: LayoutProblem::SeatAreas { areas: 0, seats: 4 },
            },
            "error: s.zip: the room's own layout cannot be right: 0 seat areas for 4 seats\nhint: the table's `udonforge-room` attribute was edited; referee the room as udonarium saved it",
        ),
        (
            Error::RecordContradicts {
                save: s("s.zip"),
                problem: RecordProblem::Players {
                    players: 99,
                    played: 4,
                    seats: 4,
                },
            },
            "error: s.zip: the room's own record contradicts itself: it was built for 99 players, and marks 4 of its 4 seats played\nhint: the table's `udonforge-room` attribute was edited; referee the room as udonarium saved it",
        ),
        (
            Error::SeveralVersions {
                save: s("s.zip"),
                game: s("g"),
                versions: vec![1, 2],
            },
            "error: s.zip: objects of versions [1, 2] of `g` on one table\nhint: a room is built by one version; rebuild it and set the position up again",
        ),
        (
            Error::VersionUnknown {
                save: s("s.zip"),
                game: s("g"),
                version: 9,
                known: 3,
            },
            "error: s.zip: built by version 9 of `g`, whose layout this udonforge does not have (it knows version 3)\nhint: referee it with the udonforge release that built the room",
        ),
        (
            Error::NoRoom { save: s("s.zip") },
            "error: s.zip: no udonforge room in it\nhint: referee a room built by `udonforge build` and saved from udonarium (保存)",
        ),
        (
            Error::MissingRole {
                problem: RoleProblem::Missing {
                    game: s("ritual"),
                    role: s("altar"),
                },
            },
            "error: `ritual`'s game.toml has no `[referee.roles]` entry `altar`, which its rules need\nhint: add the role to the game's `[referee.roles]`",
        ),
        (
            Error::Relayout {
                problem: RelayoutProblem::NoRecord { save: s("s.zip") },
            },
            "error: s.zip: no room record: `layout` reads rooms udonforge built, saved from udonarium\nhint: build the room with `udonforge build`, arrange it in udonarium, save it (保存) and give that save",
        ),
        (
            Error::Relayout {
                problem: RelayoutProblem::Version {
                    save: s("s.zip"),
                    game: s("shinjya"),
                    built: 2,
                    current: 3,
                },
            },
            "error: s.zip: built by version 2 of `shinjya`; its definition is at version 3\nhint: build the room again from the definition, arrange it in udonarium, save it (保存) and give that save",
        ),
        (
            Error::Relayout {
                problem: RelayoutProblem::Changed {
                    save: s("s.zip"),
                    game: s("g"),
                    version: 1,
                },
            },
            "error: s.zip: the places of `g` changed since the room was built, and its version (1) did not\nhint: build the room again from the definition, arrange it in udonarium, save it (保存) and give that save",
        ),
        (
            Error::Relayout {
                problem: RelayoutProblem::SeatsOverlap {
                    seat: s("blue"),
                    other: s("yellow"),
                },
            },
            "error: seat `blue`'s area would overlap seat `yellow`'s: the referee tells seats apart by their areas\nhint: move the seat's things less far, move the other seat's too, or make the table larger",
        ),
        (
            Error::Relayout {
                problem: RelayoutProblem::InPlaceBuiltIn { game: s("shinjya") },
            },
            "error: `shinjya` is built into udonforge: its definition is not changed in place\nhint: give `-o DIR` instead: a copy goes to DIR/shinjya, built with `udonforge build shinjya --templates DIR`",
        ),
        (
            Error::Relayout {
                problem: RelayoutProblem::Exists { dir: p("out/g") },
            },
            "error: `out/g` already exists: a folder is never overwritten\nhint: give another folder with `-o`, or `--in-place` to change your game's own folder",
        ),
        (
            Error::Relayout {
                problem: RelayoutProblem::Unedited {
                    file: p("t/g/layout.toml"),
                    reason: s("seat `a`'s `at` is not written where it can be changed"),
                },
            },
            "error: t/g/layout.toml: cannot change it: seat `a`'s `at` is not written where it can be changed\nhint: write the value on a line of its own (`at = [x, y]`) and try again",
        ),
        (
            Error::Relayout {
                problem: RelayoutProblem::NotReadBack { dir: p("out/g") },
            },
            "error: the definition written for `out/g` does not read back as the arrangement; nothing was written\nhint: this is a bug in udonforge: please report it with the save",
        ),
        (
            Error::NoCardsToPreview { game: s("g") },
            "error: `g` has no cards to preview",
        ),
        (
            Error::PreviewImageMissing { label: s("deck/a") },
            "error: the image of `deck/a` is not a picture in the room",
        ),
        (
            Error::PreviewTooLarge {
                game: s("g"),
                problem: SheetProblem::TooManyImages,
            },
            "error: cannot draw the preview of `g`: too many images\nhint: preview fewer players, or smaller pictures with --art",
        ),
        (
            Error::PrintTooLarge {
                game: s("g"),
                pages: 900,
                limit: 600,
            },
            "error: the print-and-play PDF of `g` would have 900 pages, over the limit of 600\nhint: print fewer players, fewer copies, or smaller cards and pieces (their `size`)",
        ),
        (
            Error::CannotPrint {
                game: s("g"),
                problem: PrintProblem::ImageNotInRoom { id: s("a.svg") },
            },
            "error: cannot print `g`: the image `a.svg` is not in the room",
        ),
        (
            Error::GameIdRefused {
                problem: GameIdProblem::Dash { id: s("-g") },
            },
            "error: game id `-g` starts with `-`, which a command line reads as an option\nhint: a game id starts with a letter or digit and is at most 64 characters, e.g. `my-game`",
        ),
        (
            Error::InvalidGameId {
                id: s("My Game"),
                suggestion: Some(s("my-game-2")),
            },
            "error: game id `My Game` is not valid\nhint: ids use lower-case letters, digits and `-`, e.g. `my-game-2`",
        ),
        (
            Error::InvalidGameId {
                id: s("!"),
                suggestion: None,
            },
            "error: game id `!` is not valid\nhint: ids use lower-case letters, digits and `-`, e.g. `my-game`",
        ),
        (
            Error::BuiltInId { id: s("ritual") },
            "error: `ritual` is a built-in game; a folder of that name would replace it\nhint: choose another id",
        ),
        (
            Error::NotInsideFolder { path: s("../x") },
            "error: `../x` is not a path inside the game's folder",
        ),
        (
            Error::CannotWriteIn {
                dir: p("t"),
                reason: s("denied"),
            },
            "error: cannot write in `t`: denied",
        ),
        (
            Error::CannotCreate {
                dir: p("t"),
                reason: s("denied"),
            },
            "error: cannot create `t`: denied\nhint: check that the folder is writable, or choose another with --templates",
        ),
        (
            Error::CannotWriteGame {
                path: p("t/g"),
                reason: s("denied"),
            },
            "error: cannot write `t/g`: denied\nhint: check that the templates folder is writable",
        ),
        (
            Error::CannotCopy {
                from: p("a.png"),
                problem: FileProblem::NotRegular { folder: true },
            },
            "error: cannot copy `a.png`: not a regular file (a folder)",
        ),
        (
            Error::NoCards { csv: p("c.csv") },
            "error: c.csv: no cards (every row has 0 copies)",
        ),
        (
            Error::TooManyCards {
                csv: p("c.csv"),
                cards: 2000,
                others: 5,
                limit: 2000,
            },
            "error: c.csv: 2000 cards; a new game's room holds at most 1995 (2000 objects, 5 of them its own name pieces and note)\nhint: give a repeated card one row and a `copies` (枚数) column, or split the cards into several games",
        ),
        (
            Error::CsvNotText {
                csv: p("c.csv"),
                tried: vec![(s("UTF-8"), 5), (s("Shift_JIS"), 7)],
            },
            "error: c.csv: not text a spreadsheet saves: not UTF-8 (byte 5), not Shift_JIS (byte 7)\nhint: save the spreadsheet as 「CSV UTF-8」 (comma separated)",
        ),
        (
            Error::CsvIsWorkbook {
                csv: p("c.xlsx"),
                kind: Workbook::Xlsx,
            },
            "error: c.xlsx: an Excel workbook (.xlsx), not a sheet saved as CSV\nhint: save the sheet as 「CSV UTF-8 (コンマ区切り)」 (Excel: 名前を付けて保存; LibreOffice: テキスト CSV) and give that file",
        ),
        (
            Error::CsvEmpty { csv: p("c.csv") },
            "error: c.csv: the spreadsheet is empty\nhint: the first row names the columns: name,front,back,deck,copies",
        ),
        (
            Error::CsvNoNameColumn { csv: p("c.csv") },
            "error: c.csv:1:1: the header has no `name` (名前) column\nhint: the first row names the columns: name,front,back,deck,copies (or 名前,表,裏,山札,枚数)",
        ),
        (
            Error::TooManyDecks {
                csv: p("c.csv"),
                decks: 7,
                max: 6,
            },
            "error: c.csv: 7 decks; the new game's table lays out at most 6\nhint: make one game with fewer decks, then add areas and places in its layout.toml",
        ),
        (
            Error::CsvPicturePath {
                csv: p("c.csv"),
                line: 3,
                problem: PicturePathProblem {
                    cell: s("../a.png"),
                    how: PicturePathRefused::Outside,
                },
            },
            "error: c.csv:3: the picture `../a.png` is outside the spreadsheet's folder (`..`)\nhint: put the pictures beside the spreadsheet (or in a folder below it) and name them relative to it",
        ),
        (
            Error::CsvPictureMissing {
                csv: p("c.csv"),
                line: 3,
                picture: s("a.png"),
                looked_for: p("d/a.png"),
            },
            "error: c.csv:3: no picture `a.png` (looked for d/a.png)\nhint: picture paths are relative to the spreadsheet's folder",
        ),
        (
            Error::CsvPictureNotFile {
                csv: p("c.csv"),
                line: 3,
                picture: s("img"),
            },
            "error: c.csv:3: the picture `img` is not a regular file\nhint: name a picture file (PNG, JPEG, WebP or GIF)",
        ),
        (
            Error::CsvPictureTooLarge {
                csv: p("c.csv"),
                line: 3,
                picture: s("a.png"),
                mib: 70,
                limit_mib: 64,
            },
            "error: c.csv:3: the picture `a.png` is 70 MiB, over the 64 MiB a picture may have\nhint: scale it down: a card keeps at most 2048 px of a picture's longest side, all udonarium's enlarged view shows",
        ),
        (
            Error::CsvPicturesTooLarge {
                csv: p("c.csv"),
                limit_gib: 4,
            },
            "error: c.csv: its pictures pass 4 GiB together\nhint: scale them down: a card keeps at most 2048 px of a picture's longest side, all udonarium's enlarged view shows",
        ),
        (
            Error::ArtNameUnknown {
                file: p("art/g/deck/x.png"),
                game: s("g"),
                suggestion: Some(s("deck/a.png")),
            },
            "error: art/g/deck/x.png: the name matches no component of `g`\nhint: did you mean `deck/a.png`?",
        ),
        (
            Error::ArtNameUnknown {
                file: p("art/g/zzz.png"),
                game: s("g"),
                suggestion: None,
            },
            "error: art/g/zzz.png: the name matches no component of `g`\nhint: art files are named KIND/ITEM, KIND/ITEM.face, KIND/ITEM.back, KIND/back or pieces/PIECE (see card-art/README.md)",
        ),
        (
            Error::ArtNotAPicture {
                file: p("a.png"),
                unreadable: None,
            },
            "error: a.png: not a PNG, JPEG, WebP or GIF image\nhint: save the picture as PNG, JPEG, WebP or GIF",
        ),
        (
            Error::ArtNotAPicture {
                file: p("a.png"),
                unreadable: Some(FileProblem::NotRegular { folder: true }),
            },
            "error: a.png: cannot read: not a regular file (a folder)\nhint: save the picture as PNG, JPEG, WebP or GIF",
        ),
        (
            Error::ArtDuplicate {
                first: p("a.png"),
                second: p("a.jpg"),
                name: s("deck/a"),
            },
            "error: a.png and a.jpg are both pictures for `deck/a`\nhint: keep one of them",
        ),
        (
            Error::PictureUndecodable {
                file: p("a.png"),
                problem: PictureProblem::TooManyPixels {
                    width: 9000,
                    height: 9000,
                    limit_mp: 40,
                },
            },
            "error: a.png: 9000×9000 px is over the 40 megapixel limit for pictures\nhint: scale it down: a card keeps at most 2048 px of a picture's longest side, all udonarium's enlarged view shows",
        ),
        (
            Error::PictureUndecodable {
                file: p("a.png"),
                problem: PictureProblem::Undecodable {
                    reason: s("truncated"),
                },
            },
            "error: a.png: cannot decode the picture: truncated",
        ),
        (
            Error::PictureUnencodable {
                file: p("a.png"),
                reason: s("no"),
            },
            "error: a.png: cannot encode the picture: no",
        ),
        (
            Error::RoomImagesPassed {
                file: p("a.png"),
                origin: Some(s("cards.csv:2")),
                limit_mib: 32,
            },
            "error: a.png (cards.csv:2): with this picture the room's images pass 32 MiB\nhint: every player's browser loads them all: use fewer or smaller pictures",
        ),
        (
            Error::PictureOverImageLimit {
                file: p("a.png"),
                origin: Some(s("cards.csv:2")),
                bytes: 3000000,
            },
            "error: a.png (cards.csv:2): 3000000 bytes is over the 2 MiB limit",
        ),
        (
            Error::FittedTooLarge {
                file: p("a.png"),
                origin: None,
                width: 300,
                height: 420,
                bytes: 3000000,
            },
            "error: a.png: fitted to 300×420 px it is still 3000000 bytes, over udonarium's 2 MiB image limit",
        ),
        (
            Error::Template {
                file: p("g/faces/card.svg"),
                line: 17,
                col: 54,
                problem: TemplateProblem::Unclosed,
            },
            "error: g/faces/card.svg:17:54: `{{` is never closed with `}}`",
        ),
        (
            Error::CannotRender {
                file: p("g/faces/card.svg"),
                problem: RenderProblem::Svg {
                    reason: s("bad svg"),
                },
            },
            "error: g/faces/card.svg: cannot render: bad svg",
        ),
        (
            Error::RenderedTooLarge {
                file: p("g/faces/card.svg"),
                bytes: 3000000,
            },
            "error: g/faces/card.svg: the rendered image is 3000000 bytes, over udonarium's 2 MiB limit\nhint: draw it smaller in the template",
        ),
        (
            Error::TooMuchTextToDraw {
                file: p("g/faces/card.svg"),
                chars: 9999,
                limit: 4000,
            },
            "error: g/faces/card.svg: it would draw 9999 characters of text, over the limit of 4000 for one image: no face shows that much, so it is refused before it is drawn\nhint: shorten the texts it draws (names, fields, glossary terms); rules text belongs in notes.toml",
        ),
    ]
}

#[test]
fn every_kind_renders_its_message_and_hint() {
    let kinds = every_kind();
    for (error, expected) in &kinds {
        assert_eq!(error.to_string(), *expected, "{error:?}");
        let hint = expected.split_once("\nhint: ").map(|(_, h)| h.to_string());
        assert_eq!(error.hint(), hint, "{error:?}");
        assert_eq!(error.code(), code_of(error), "{error:?}");
    }
    // Every kind is in the table: `code_of` names each without a wildcard, so a new kind
    // fails to compile until it is added there, and this count until it is added here.
    let mut seen: Vec<std::mem::Discriminant<Error>> = Vec::new();
    for (error, _) in &kinds {
        if !seen.contains(&std::mem::discriminant(error)) {
            seen.push(std::mem::discriminant(error));
        }
    }
    assert_eq!(seen.len(), KINDS);
}

/// The kinds of one problem each ([`Error::Several`] and [`Error::Relocated`] aside).
const KINDS: usize = 73;

/// Each kind's exit code, written out kind by kind: adding a kind means deciding its code.
fn code_of(error: &Error) -> u8 {
    use Error::*;
    match error {
        GameCannotBeBuilt { .. } => 1,
        Usage { .. }
        | TemplatesFolder { .. }
        | ArtFolder { .. }
        | NoSuchGame { .. }
        | NoGames { .. }
        | PlayerCount { .. }
        | SeatingMismatch { .. }
        | LanguageMissing { .. }
        | PictureUnreadable { .. }
        | FolderZipRefused { .. }
        | NoSuchRequest { .. }
        | CannotRead { .. }
        | At { .. }
        | ControlCharacter { .. }
        | NotARoomZip { .. }
        | RoomZipTooLarge { .. }
        | Save { .. }
        | SaveTooLarge { .. }
        | OutputIsLink { .. }
        | OutputNotRegular { .. }
        | OutputNotAFileName { .. }
        | OutputIsInput { .. }
        | OutputIsDash
        | CannotWriteOutput { .. }
        | RoomImagesTooLarge { .. }
        | RecordUnreadable { .. }
        | NotAGameId { .. }
        | GameNotDefined { .. }
        | RecordLayoutWrong { .. }
        | RecordContradicts { .. }
        | SeveralVersions { .. }
        | VersionUnknown { .. }
        | NoRoom { .. }
        | MissingRole { .. }
        | Relayout { .. }
        | NoCardsToPreview { .. }
        | PreviewImageMissing { .. }
        | PreviewTooLarge { .. }
        | PrintTooLarge { .. }
        | CannotPrint { .. }
        | GameIdRefused { .. }
        | InvalidGameId { .. }
        | BuiltInId { .. }
        | AlreadyExists { .. }
        | NotInsideFolder { .. }
        | CannotWriteIn { .. }
        | CannotCreate { .. }
        | CannotWriteGame { .. }
        | CannotCopy { .. }
        | NoCards { .. }
        | TooManyCards { .. }
        | CsvNotText { .. }
        | CsvIsWorkbook { .. }
        | CsvEmpty { .. }
        | CsvNoNameColumn { .. }
        | TooManyDecks { .. }
        | CsvPicturePath { .. }
        | CsvPictureMissing { .. }
        | CsvPictureNotFile { .. }
        | CsvPictureTooLarge { .. }
        | CsvPicturesTooLarge { .. }
        | ArtNameUnknown { .. }
        | ArtNotAPicture { .. }
        | ArtDuplicate { .. }
        | PictureUndecodable { .. }
        | PictureUnencodable { .. }
        | RoomImagesPassed { .. }
        | PictureOverImageLimit { .. }
        | FittedTooLarge { .. }
        | Template { .. }
        | CannotRender { .. }
        | RenderedTooLarge { .. }
        | TooMuchTextToDraw { .. } => FAILURE,
        Several(_) | Relocated { .. } | Told { .. } => {
            unreachable!("the table holds single kinds")
        }
    }
}

/// The words of every problem drawing faces and reading XML carries: each kind's exactly
/// as the messages said it before they were kinds (the proof's outputs, byte for byte).
#[test]
fn every_drawing_and_xml_problem_is_worded() {
    let s = |t: &str| t.to_string();
    let picture = PictureProblem::NotAPicture;
    let words: Vec<(Box<dyn std::fmt::Display>, &str)> = vec![
        (
            Box::new(TemplateProblem::Unclosed),
            "`{{` is never closed with `}}`",
        ),
        (
            Box::new(TemplateProblem::Count {
                what: s("icons"),
                expected: 3,
                found: 2,
            }),
            "`icons` takes 3 numbers, found 2",
        ),
        (
            Box::new(TemplateProblem::NotANumber {
                what: s("icons"),
                found: s("a"),
            }),
            "`icons` expected a number, found `a`",
        ),
        (
            Box::new(TemplateProblem::RepeatShape),
            "`repeat` takes X:Y:SIZE:ICON,ICON…",
        ),
        (
            Box::new(TemplateProblem::UnknownTerm {
                id: s("zz"),
                known: vec![s("a"), s("b")],
            }),
            "`zz` is not a term of the glossary (its terms: a, b)",
        ),
        (
            Box::new(TemplateProblem::TermShape),
            "`term` takes one glossary id: `{{term:ID}}`",
        ),
        (
            Box::new(TemplateProblem::UnknownField {
                field: s("nme"),
                known: vec![s("kind"), s("name")],
            }),
            "unknown field `nme` (known here: kind, name)",
        ),
        (
            Box::new(TemplateProblem::UnknownFilter { filter: s("foo") }),
            "unknown filter `foo`, expected `wrap:W:X:SIZE` or `fit:LENGTH:SIZE`",
        ),
        (
            Box::new(TemplateProblem::NothingAbove { what: s("below") }),
            "`below` follows a band-aware `wrap:W:X:SIZE:Y:FROM:TO`; none comes before it",
        ),
        (
            Box::new(TemplateProblem::ArtUnencodable { reason: s("full") }),
            "cannot encode the picture: full",
        ),
        (
            Box::new(RenderProblem::DataUrlPicture(picture.clone())),
            "a picture in a data URL: not a PNG, JPEG, WebP or GIF image",
        ),
        (
            Box::new(RenderProblem::Picture {
                href: s("a.png"),
                problem: picture.clone(),
            }),
            "the picture `a.png`: not a PNG, JPEG, WebP or GIF image",
        ),
        (
            Box::new(RenderProblem::NotInGame { href: s("a.png") }),
            "the picture `a.png` is not a file of the game's folder its template names",
        ),
        (
            Box::new(RenderProblem::OutOfRange {
                width: 0,
                height: 9,
                max: 8192,
            }),
            "an image of 0×9 px is out of range (1 to 8192)",
        ),
        (
            Box::new(RenderProblem::CannotAllocate),
            "cannot allocate the image",
        ),
        (
            Box::new(RenderProblem::NoRoot),
            "the SVG writer produced no root element",
        ),
        (
            Box::new(SheetProblem::NoImages),
            "there are no images to lay out",
        ),
        (
            Box::new(SheetProblem::SizeUnreadable {
                label: s("k/a"),
                problem: picture.clone(),
            }),
            "the image of `k/a`: not a PNG, JPEG, WebP or GIF image",
        ),
        (
            Box::new(SheetProblem::TooLarge {
                count: 20,
                width: 9000,
                height: 9000,
                limit_mp: 64,
            }),
            "a sheet of 20 images would be 9000×9000 px, over the limit of 64 megapixels",
        ),
        (
            Box::new(SheetProblem::CannotAllocate),
            "cannot allocate the sheet",
        ),
        (
            Box::new(SheetProblem::Tile {
                label: s("k/a"),
                problem: TileProblem::NoPixels,
            }),
            "`k/a`: the image has no pixels",
        ),
        (
            Box::new(SheetProblem::Tile {
                label: s("k/a"),
                problem: TileProblem::WrongSize,
            }),
            "`k/a`: the image is not the size it claims",
        ),
        (
            Box::new(SheetProblem::Label(RenderProblem::CannotAllocate)),
            "cannot allocate the image",
        ),
        (
            Box::new(PrintProblem::Picture(picture.clone())),
            "not a PNG, JPEG, WebP or GIF image",
        ),
        (
            Box::new(FontProblem::NotAFont { reason: s("bad") }),
            "not a font: bad",
        ),
        (
            Box::new(FontProblem::NoFamilyName),
            "the font has no family name",
        ),
        (
            Box::new(XmlProblem::AfterRoot),
            "content after the root element",
        ),
        (
            Box::new(XmlProblem::TooDeep { limit: 64 }),
            "nested deeper than 64",
        ),
        (
            Box::new(XmlProblem::TagTooLong { limit_mib: 1 }),
            "a tag longer than 1 MiB",
        ),
        (
            Box::new(XmlProblem::UnexpectedClose),
            "unexpected closing tag",
        ),
        (
            Box::new(XmlProblem::UnknownEntity { name: s("zz") }),
            "unknown entity `&zz;`",
        ),
        (
            Box::new(XmlProblem::EndsInsideElement),
            "the document ends inside an element",
        ),
        (
            Box::new(XmlProblem::NoRoot),
            "the document has no root element",
        ),
        (
            Box::new(XmlProblem::TooManyElements { limit: 200000 }),
            "more than 200000 elements",
        ),
        (
            Box::new(XmlProblem::TooManyObjects { limit: 300000 }),
            "more than 300000 objects",
        ),
    ];
    for (problem, expected) in words {
        assert_eq!(problem.to_string(), expected);
    }
}

#[test]
fn every_warning_is_worded() {
    let p = PathBuf::from;
    for (warning, words) in [
        (
            Warning::SheetEncoding {
                csv: p("deck/cards.csv"),
                encoding: "Shift_JIS (CP932)".into(),
            },
            "note: deck/cards.csv: read as Shift_JIS (CP932), not UTF-8\nhint: saved as 「CSV UTF-8」 it reads the same on every machine",
        ),
        (
            Warning::ColumnLikeKnown {
                csv: p("c.csv"),
                line: 1,
                col: 9,
                found: "cpies".into(),
                known: "copies".into(),
            },
            "warning: c.csv:1:9: the column `cpies` is read as the cards' text, not as `copies`\nhint: if it means `copies`, call it `copies`",
        ),
    ] {
        assert_eq!(warning.to_string(), words);
    }
}
