//! Every error in Japanese: each family of kinds as a Japanese player reads it, and no
//! English sentence left in any kind or problem a kind carries.

use super::tests::every_kind;
use super::*;

// The integration tests' own rule for English left in Japanese.
#[path = "../../tests/common/japanese.rs"]
mod japanese;

/// The English words of `text` told in Japanese (`tests/common`'s rule), but those of the
/// strings `data` holds (a path, an id, a library's reason: the user's or the library's
/// words, shown as they are).
fn english_words(text: &str, data: &str) -> Vec<String> {
    let given = given_words(data);
    japanese::english_in_japanese(text)
        .into_iter()
        .filter(|word| !given.contains(word))
        .collect()
}

/// The words of the strings a value holds, from its `Debug` form (`"…"`).
fn given_words(debug: &str) -> std::collections::BTreeSet<String> {
    debug
        .split('"')
        .skip(1)
        .step_by(2)
        .flat_map(|s| s.split(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn no_kind_says_an_english_word_in_japanese() {
    for (error, english) in every_kind() {
        let ja = error.message_in(Lang::Ja);
        let left = english_words(&ja, &format!("{error:?}"));
        assert!(left.is_empty(), "{left:?} in\n{ja}\n(English: {english})");
        assert_ne!(ja, english, "{error:?} has its Japanese");
        // The page's words too: no option, no command.
        let page = error.message_for(Reader {
            lang: Lang::Ja,
            audience: Audience::Page,
        });
        let left = english_words(&page, &format!("{error:?}"));
        assert!(left.is_empty(), "{left:?} in\n{page}");
        // The options the command line was given are named back (the page gives none).
        let given_options = matches!(
            error,
            Error::Usage { .. } | Error::TemplatesFolder { .. } | Error::ArtFolder { .. }
        );
        assert!(
            given_options || !page.contains("--") && !page.contains("`udonforge "),
            "an option or a command on the page: {page}"
        );
    }
}

#[test]
fn every_problem_a_kind_carries_says_no_english_word_in_japanese() {
    let s = |t: &str| t.to_string();
    let picture = PictureProblem::NotAPicture;
    let problems: Vec<Box<dyn Sample>> = vec![
        Box::new(FileProblem::Io {
            reason: s("理由")
        }),
        Box::new(FileProblem::NotFound),
        Box::new(FileProblem::NotRegular { folder: true }),
        Box::new(FileProblem::NotRegular { folder: false }),
        Box::new(FileProblem::NoSuchBuiltIn),
        Box::new(FileProblem::TooLarge { max: 4 << 20 }),
        Box::new(FileProblem::TooLarge { max: 400 }),
        Box::new(FileProblem::NotUtf8),
        Box::new(SaveProblem::XmlTooLarge),
        Box::new(SaveProblem::TooManyObjects { limit: 9 }),
        Box::new(SaveProblem::NotARoom { first: None }),
        Box::new(SaveProblem::NotARoom {
            first: Some(DocumentProblem {
                entry: s("data.xml"),
                byte: 3,
                problem: XmlProblem::NoRoot,
            }),
        }),
        Box::new(ZipProblem::NotAZip { reason: s("EOCD") }),
        Box::new(ZipProblem::TooManyEntries {
            entries: 9,
            limit: 8,
        }),
        Box::new(ZipProblem::EntryUnreadable {
            index: 2,
            reason: s("bad"),
        }),
        Box::new(ZipProblem::Undecompressable {
            name: s("a"),
            reason: s("bad"),
        }),
        Box::new(ZipProblem::EntryTooLarge {
            name: s("a"),
            limit_mib: 8,
        }),
        Box::new(ZipProblem::Bomb {
            name: s("a"),
            ratio: 100,
        }),
        Box::new(ZipProblem::TotalTooLarge { limit_mib: 8 }),
        Box::new(FolderZipProblem::NotAZip { reason: s("EOCD") }),
        Box::new(FolderZipProblem::TooManyEntries {
            entries: 9,
            limit: 8,
        }),
        Box::new(FolderZipProblem::EntryUnreadable {
            index: 2,
            reason: s("bad"),
        }),
        Box::new(FolderZipProblem::NotPlainName { name: s("../a") }),
        Box::new(FolderZipProblem::Uninflatable {
            name: s("a"),
            reason: s("bad"),
        }),
        Box::new(FolderZipProblem::TooLarge { limit_mib: 8 }),
        Box::new(FolderZipProblem::CannotPut {
            reason: s("理由")
        }),
        Box::new(PictureProblem::NotAPicture),
        Box::new(PictureProblem::Header { reason: s("bad") }),
        Box::new(PictureProblem::Empty),
        Box::new(PictureProblem::TooManyPixels {
            width: 9,
            height: 9,
            limit_mp: 40,
        }),
        Box::new(PictureProblem::Undecodable { reason: s("bad") }),
        Box::new(PictureProblem::FileTooLarge {
            mib: 70,
            limit_mib: 64,
        }),
        Box::new(PictureProblem::Unreadable(FileProblem::NotFound)),
        Box::new(PictureProblem::CutOff(CutOff::PngNoEnd)),
        Box::new(CutOff::PngChunk { chunk: s("IDAT") }),
        Box::new(CutOff::PngInsideChunk),
        Box::new(CutOff::PngChecksum { chunk: s("IDAT") }),
        Box::new(CutOff::ProfileUninflatable { reason: s("bad") }),
        Box::new(CutOff::ProfileTooLarge { limit_mib: 8 }),
        Box::new(CutOff::JpegNoEnd),
        Box::new(CutOff::GifNoTrailer),
        Box::new(CutOff::WebpShort),
        Box::new(HrefProblem::NotAFile),
        Box::new(HrefProblem::Absolute),
        Box::new(HrefProblem::NoFile),
        Box::new(HrefProblem::Outside),
        Box::new(HrefProblem::DataWithoutData),
        Box::new(HrefProblem::DataNotBase64),
        Box::new(HrefProblem::DataBadBase64),
        Box::new(HrefProblem::Picture(picture.clone())),
        Box::new(UndecodableRecord::TooLarge),
        Box::new(UndecodableRecord::NotSealed),
        Box::new(UndecodableRecord::NoDigest),
        Box::new(UndecodableRecord::DigestMismatch),
        Box::new(UndecodableRecord::Json {
            reason: s("理由")
        }),
        Box::new(RecordProblem::Language { code: s("fr") }),
        Box::new(RecordProblem::VersionZero),
        Box::new(RecordProblem::PlayedSeats {
            listed: 3,
            seats: 4,
        }),
        Box::new(RecordProblem::Players {
            players: 3,
            played: 2,
            seats: 4,
        }),
        Box::new(RecordProblem::Face {
            image: s("abc"),
            encoded: s("x"),
        }),
        Box::new(LayoutProblem::SeatAreas { areas: 3, seats: 4 }),
        Box::new(LayoutProblem::NoSize),
        Box::new(LayoutProblem::TrackSquare),
        Box::new(LayoutProblem::GaugeRange { zone: s("hp") }),
        Box::new(LayoutProblem::SeatAreasOverlap),
        Box::new(RoleProblem::Missing {
            game: s("g"),
            role: s("r"),
        }),
        Box::new(RoleProblem::NoSets { game: s("g") }),
        Box::new(GameIdProblem::Dash { id: s("-g") }),
        Box::new(GameIdProblem::TooLong {
            start: s("g"),
            chars: 99,
            limit: 64,
        }),
        Box::new(TemplateProblem::Unclosed),
        Box::new(TemplateProblem::Count {
            what: s("icons"),
            expected: 3,
            found: 2,
        }),
        Box::new(TemplateProblem::NotANumber {
            what: s("icons"),
            found: s("a"),
        }),
        Box::new(TemplateProblem::RepeatShape),
        Box::new(TemplateProblem::UnknownTerm {
            id: s("zz"),
            known: vec![s("a")],
        }),
        Box::new(TemplateProblem::TermShape),
        Box::new(TemplateProblem::UnknownField {
            field: s("nme"),
            known: vec![s("name")],
        }),
        Box::new(TemplateProblem::UnknownFilter { filter: s("foo") }),
        Box::new(TemplateProblem::NothingAbove { what: s("below") }),
        Box::new(TemplateProblem::ArtUnencodable {
            reason: s("理由")
        }),
        Box::new(RenderProblem::Svg {
            reason: s("理由")
        }),
        Box::new(RenderProblem::DataUrlPicture(picture.clone())),
        Box::new(RenderProblem::Picture {
            href: s("a.png"),
            problem: picture.clone(),
        }),
        Box::new(RenderProblem::NotInGame { href: s("a.png") }),
        Box::new(RenderProblem::OutOfRange {
            width: 0,
            height: 9,
            max: 8192,
        }),
        Box::new(RenderProblem::CannotAllocate),
        Box::new(RenderProblem::NoRoot),
        Box::new(SheetProblem::NoImages),
        Box::new(SheetProblem::SizeUnreadable {
            label: s("k/a"),
            problem: picture.clone(),
        }),
        Box::new(SheetProblem::TooManyImages),
        Box::new(SheetProblem::TooLarge {
            count: 2,
            width: 9,
            height: 9,
            limit_mp: 64,
        }),
        Box::new(SheetProblem::CannotAllocate),
        Box::new(SheetProblem::Tile {
            label: s("k/a"),
            problem: TileProblem::NoPixels,
        }),
        Box::new(TileProblem::WrongSize),
        Box::new(TileProblem::Picture(picture.clone())),
        Box::new(PrintProblem::ImageNotInRoom { id: s("x") }),
        Box::new(PrintProblem::Picture(picture.clone())),
        Box::new(FontProblem::NotAFont {
            reason: s("理由")
        }),
        Box::new(FontProblem::NoFamilyName),
        Box::new(XmlProblem::AfterRoot),
        Box::new(XmlProblem::TooDeep { limit: 64 }),
        Box::new(XmlProblem::TagTooLong { limit_mib: 1 }),
        Box::new(XmlProblem::UnexpectedClose),
        Box::new(XmlProblem::UnknownEntity { name: s("zz") }),
        Box::new(XmlProblem::EndsInsideElement),
        Box::new(XmlProblem::NoRoot),
        Box::new(XmlProblem::TooManyElements { limit: 9 }),
        Box::new(XmlProblem::TooManyObjects { limit: 9 }),
        Box::new(XmlProblem::NotInEncoding {
            encoding: s("Shift_JIS"),
        }),
        Box::new(XmlProblem::UnknownEncoding {
            label: s("x-klingon"),
        }),
        Box::new(XmlProblem::LessThanInText),
        Box::new(Warning::SheetEncoding {
            csv: "deck/cards.csv".into(),
            encoding: s("Shift_JIS (CP932)"),
        }),
        Box::new(Warning::ColumnLikeKnown {
            csv: "deck/cards.csv".into(),
            line: 1,
            col: 6,
            found: s("cpies"),
            known: s("copies"),
        }),
    ];
    for must in [
        RoleMustName::Component,
        RoleMustName::Piece,
        RoleMustName::Count,
        RoleMustName::Kind,
        RoleMustName::Area,
        RoleMustName::Zone,
        RoleMustName::Icon,
    ] {
        let wrong = RoleProblem::Wrong { role: s("r"), must };
        let ja = wrong.words(Lang::Ja);
        assert!(english_words(&ja, "").is_empty(), "{ja}");
    }
    for how in [
        PicturePathRefused::NotRelative,
        PicturePathRefused::Outside,
        PicturePathRefused::NoFile,
        PicturePathRefused::Url,
    ] {
        let path = PicturePathProblem { cell: s("x"), how };
        let ja = path.words(Lang::Ja);
        assert!(english_words(&ja, "").is_empty(), "{ja}");
    }
    for problem in problems {
        let (en, ja) = (problem.words(Lang::En), problem.words(Lang::Ja));
        // Only a reason in the reader's own words (given here in Japanese) is the same.
        assert!(ja != en || ja.contains("理由"), "no Japanese for {en}");
        let left = english_words(&ja, &format!("{problem:?}"));
        assert!(left.is_empty(), "{left:?} in {ja}");
    }
}

/// A problem worded, with the data it holds.
trait Sample: Worded + std::fmt::Debug {}
impl<T: Worded + std::fmt::Debug> Sample for T {}

/// One kind of each family, in Japanese as a player reads it, exactly.
#[test]
fn each_family_reads_as_japanese() {
    let p = std::path::PathBuf::from;
    let ja = |e: Error| e.message_in(Lang::Ja);
    // The command line.
    assert_eq!(
        ja(Error::PlayerCount {
            game: "shinjya".into(),
            min: 3,
            max: 5,
            count: 6,
        }),
        "エラー: `shinjya` は 3〜5 人用です（6 人では遊べません）\n\
         ヒント: --players には 3〜5 を指定してください"
    );
    // … and the same on the page: no option.
    assert_eq!(
        Error::PlayerCount {
            game: "shinjya".into(),
            min: 3,
            max: 5,
            count: 6,
        }
        .message_for(Reader {
            lang: Lang::Ja,
            audience: Audience::Page
        }),
        "エラー: `shinjya` は 3〜5 人用です（6 人では遊べません）\n\
         ヒント: プレイ人数は 3〜5 人から選んでください"
    );
    // A file read: the zip library's own reason left out.
    assert_eq!(
        ja(Error::Save {
            save: "save.zip".into(),
            problem: SaveProblem::Zip(ZipProblem::NotAZip {
                reason: "invalid Zip archive: Could not find EOCD".into(),
            }),
        }),
        "エラー: save.zip: ZIP ファイルではないか、壊れています"
    );
    // The referee.
    assert_eq!(
        ja(Error::NoRoom {
            save: "save.zip".into()
        }),
        "エラー: save.zip: udonforge が作った部屋が入っていません\n\
         ヒント: `udonforge build` で作った部屋を、udonarium の「保存」で保存したものを審判してください"
    );
    // A spreadsheet of cards.
    assert_eq!(
        ja(Error::CsvPictureMissing {
            csv: p("deck/cards.csv"),
            line: 3,
            picture: "dragon.png".into(),
            looked_for: p("deck/dragon.png"),
        }),
        "エラー: deck/cards.csv:3: 画像 `dragon.png` がありません（deck/dragon.png を探しました）\n\
         ヒント: 画像のパスは、CSV のあるフォルダーからの相対パスです"
    );
    // A picture.
    assert_eq!(
        ja(Error::PictureUnreadable {
            file: p("deck/huge.png"),
            origin: Some("deck/cards.csv:4".into()),
            problem: PictureProblem::TooManyPixels {
                width: 60000,
                height: 1000,
                limit_mp: 40,
            },
        }),
        "エラー: deck/huge.png (deck/cards.csv:4): 60000×1000 px あり、画像の上限 40 メガピクセルを超えます"
    );
    // A new game.
    assert_eq!(
        ja(Error::InvalidGameId {
            id: "My Game".into(),
            suggestion: Some("my-game".into()),
        }),
        "エラー: ゲーム ID `My Game` は使えません\n\
         ヒント: ID に使えるのは英小文字・数字・`-` です（例: `my-game`）"
    );
    // A face drawn.
    assert_eq!(
        ja(Error::Template {
            file: p("g/faces/card.svg"),
            line: 3,
            col: 5,
            problem: TemplateProblem::Unclosed,
        }),
        "エラー: g/faces/card.svg:3:5: `{{` が `}}` で閉じられていません"
    );
    // A definition's diagnostic: both languages were written where it was found.
    assert_eq!(
        ja(Error::Several(vec![Error::At {
            file: p("g/game.toml"),
            line_col: Some((2, 1)),
            message: Message::new("no title", "題名がありません"),
            hint: Some(Message::new("add one", "加えてください")),
        }])),
        "エラー: g/game.toml:2:1: 題名がありません\nヒント: 加えてください"
    );
}

#[test]
fn an_error_told_to_a_reader_prints_as_told_and_keeps_its_kind() {
    let found = Error::NoSuchGame {
        id: "ritul".into(),
        games: vec!["ritual".into()],
        closest: Some("ritual".into()),
    };
    let told = found.clone().told(Reader::terminal(Lang::Ja));
    assert_eq!(told.to_string(), found.message_in(Lang::Ja));
    assert_eq!(
        told.to_string(),
        "エラー: ゲーム `ritul` はありません。あるゲーム: `ritual`\nヒント: `ritual` のことですか？"
    );
    assert_eq!(told.kind(), &found);
    assert_eq!(told.code(), found.code());
    assert_eq!(
        told.message(),
        "ゲーム `ritul` はありません。あるゲーム: `ritual`"
    );
    // Told again, to another reader: the last one.
    assert_eq!(
        told.told(Reader::terminal(Lang::En)).to_string(),
        found.to_string()
    );
    // English stays what `Display` always said.
    assert_eq!(found.message_in(Lang::En), found.to_string());
}
