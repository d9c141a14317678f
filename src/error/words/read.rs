//! The words of what is wrong with a file read (`error/read.rs`). In Japanese, a library's
//! own reason for a broken zip or picture is left out where the message says all a player
//! can act on: it is the library's English, and says nothing more to them.

use super::super::read::*;
use crate::error::{Reader, Worded, display_in_english};
use crate::lang::Lang;

impl Worded for FileProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            // The system's words, in the system's language.
            FileProblem::Io { reason } => reason.clone(),
            FileProblem::NotFound => r.say(
                "No such file or directory (os error 2)",
                "ファイルもフォルダーもありません",
            ),
            FileProblem::NotRegular { folder: true } => r.say(
                "not a regular file (a folder)",
                "通常のファイルではありません（フォルダーです）",
            ),
            FileProblem::NotRegular { folder: false } => r.say(
                "not a regular file (a device, FIFO or socket)",
                "通常のファイルではありません（デバイス、FIFO、ソケットのどれかです）",
            ),
            FileProblem::NoSuchBuiltIn => {
                r.say("no such built-in file", "組み込みのファイルにはありません")
            }
            FileProblem::TooLarge { max } if *max >= 1024 * 1024 => {
                let mib = max / 1024 / 1024;
                r.say(
                    format!("the file is over {mib} MiB"),
                    format!("ファイルが {mib} MiB を超えています"),
                )
            }
            FileProblem::TooLarge { max } => r.say(
                format!("the file is over {max} bytes"),
                format!("ファイルが {max} バイトを超えています"),
            ),
            FileProblem::NotUtf8 => {
                r.say("the file is not UTF-8", "ファイルが UTF-8 ではありません")
            }
        }
    }
}

impl Worded for SaveProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            SaveProblem::XmlTooLarge => r.say(
                "the file is too large to be a room",
                "部屋にしては大きすぎるファイルです",
            ),
            SaveProblem::TooManyObjects { limit } => r.say(
                format!("more than {limit} objects, far more than a room holds"),
                format!(
                    "オブジェクトが {limit} 個を超えています（部屋に置ける数をはるかに超えます）"
                ),
            ),
            SaveProblem::NotARoom { first: None } => r.say(
                "not a udonarium room: it holds no room data",
                "udonarium の部屋ではありません（部屋のデータが入っていません）",
            ),
            SaveProblem::NotARoom {
                first:
                    Some(DocumentProblem {
                        entry,
                        byte,
                        problem,
                    }),
            } => r.say(
                format!(
                    "not a udonarium room: {entry}: byte {byte}: {}",
                    problem.words(lang)
                ),
                format!(
                    "udonarium の部屋ではありません: {entry} の {byte} バイト目: {}",
                    problem.words(lang)
                ),
            ),
            SaveProblem::Zip(problem) => problem.words(lang),
        }
    }
}

impl Worded for ZipProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            ZipProblem::NotAZip { reason } => r.say(
                format!("not a zip file: {reason}"),
                "ZIP ファイルではないか、壊れています",
            ),
            ZipProblem::TooManyEntries { entries, limit } => r.say(
                format!("the zip has {entries} entries, more than the {limit} a room can have"),
                format!("ZIP に {entries} 個のファイルがあり、部屋が持てる {limit} 個を超えます"),
            ),
            ZipProblem::EntryUnreadable { index, reason } => r.say(
                format!("entry {index} cannot be read: {reason}"),
                format!("ZIP の {index} 番目のファイルが壊れていて読めません"),
            ),
            ZipProblem::Undecompressable { name, reason } => r.say(
                format!("`{name}` cannot be decompressed: {reason}"),
                format!("`{name}` が壊れていて展開できません"),
            ),
            ZipProblem::EntryTooLarge { name, limit_mib } => r.say(
                format!("`{name}` is larger than {limit_mib} MiB uncompressed"),
                format!("`{name}` は展開すると {limit_mib} MiB を超えます"),
            ),
            ZipProblem::Bomb { name, ratio } => r.say(
                format!(
                    "`{name}` inflates to more than {ratio} times its compressed size: not a room save"
                ),
                format!(
                    "`{name}` は展開すると元の {ratio} 倍を超えます。部屋の保存ファイルではありません"
                ),
            ),
            ZipProblem::TotalTooLarge { limit_mib } => r.say(
                format!("the XML in the zip is larger than {limit_mib} MiB uncompressed"),
                format!("ZIP の中の XML は展開すると {limit_mib} MiB を超えます"),
            ),
        }
    }
}

impl Worded for FolderZipProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            FolderZipProblem::NotAZip { reason } => r.say(
                format!("not a zip file: {reason}"),
                "ZIP ファイルではないか、壊れています",
            ),
            FolderZipProblem::TooManyEntries { entries, limit } => r.say(
                format!("{entries} entries, more than {limit}"),
                format!("ファイルが {entries} 個あり、{limit} 個を超えます"),
            ),
            FolderZipProblem::EntryUnreadable { index, reason } => r.say(
                format!("entry {index} cannot be read: {reason}"),
                format!("ZIP の {index} 番目のファイルが壊れていて読めません"),
            ),
            FolderZipProblem::NotPlainName { name } => r.say(
                format!("the entry `{name}` is not a plain name inside the folder"),
                format!("`{name}` はフォルダーの中のふつうの名前ではありません"),
            ),
            FolderZipProblem::Uninflatable { name, reason } => r.say(
                format!("`{name}` cannot be inflated: {reason}"),
                format!("`{name}` が壊れていて展開できません"),
            ),
            FolderZipProblem::TooLarge { limit_mib } => r.say(
                format!("it inflates past {limit_mib} MiB"),
                format!("展開すると {limit_mib} MiB を超えます"),
            ),
            FolderZipProblem::CannotPut { reason } => reason.clone(),
        }
    }
}

impl Worded for PictureProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            PictureProblem::NotAPicture => r.say(
                "not a PNG, JPEG, WebP or GIF image",
                "PNG、JPEG、WebP、GIF のどの画像でもありません",
            ),
            PictureProblem::Header { reason } => r.say(
                format!("cannot read the picture: {reason}"),
                "画像を読めません（壊れているか、対応していない形式です）",
            ),
            PictureProblem::Empty => r.say(
                "the picture is empty (0 pixels)",
                "画像が空です（0 ピクセル）",
            ),
            PictureProblem::TooManyPixels {
                width,
                height,
                limit_mp,
            } => r.say(
                format!("{width}×{height} px is over the {limit_mp} megapixel limit for pictures"),
                format!("{width}×{height} px あり、画像の上限 {limit_mp} メガピクセルを超えます"),
            ),
            PictureProblem::Undecodable { reason } => r.say(
                format!("cannot decode the picture: {reason}"),
                "画像を読み込めません（壊れているか、対応していない形式です）",
            ),
            PictureProblem::FileTooLarge { mib, limit_mib } => r.say(
                format!("the file is {mib} MiB, over the {limit_mib} MiB a picture may have"),
                format!("ファイルが {mib} MiB あり、画像 1 枚の上限 {limit_mib} MiB を超えます"),
            ),
            PictureProblem::Unreadable(problem) => r.say(
                format!("cannot read: {}", problem.words(lang)),
                format!("読めません: {}", problem.words(lang)),
            ),
            PictureProblem::CutOff(how) => r.say(
                format!(
                    "the file is cut off or damaged: a browser shows it broken ({})",
                    how.words(lang)
                ),
                format!(
                    "ファイルが途中で切れているか、壊れています。ブラウザーでも壊れて表示されます（{}）",
                    how.words(lang)
                ),
            ),
        }
    }
}

impl Worded for CutOff {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            CutOff::PngNoEnd => r.say(
                "the file ends before its `IEND` chunk",
                "`IEND` チャンクの前でファイルが終わっています",
            ),
            CutOff::PngChunk { chunk } => r.say(
                format!("its `{chunk}` chunk is cut off"),
                format!("`{chunk}` チャンクが途中で切れています"),
            ),
            CutOff::PngInsideChunk => r.say(
                "the file ends inside a chunk",
                "チャンクの途中でファイルが終わっています",
            ),
            CutOff::PngChecksum { chunk } => r.say(
                format!("its `{chunk}` chunk does not match its checksum"),
                format!("`{chunk}` チャンクがチェックサムと合いません"),
            ),
            CutOff::ProfileUninflatable { reason } => r.say(
                format!("its colour profile cannot be inflated: {reason}"),
                "カラープロファイルを展開できません",
            ),
            CutOff::ProfileTooLarge { limit_mib } => r.say(
                format!("its colour profile inflates to over {limit_mib} MiB"),
                format!("カラープロファイルが展開すると {limit_mib} MiB を超えます"),
            ),
            CutOff::JpegNoEnd => r.say(
                "no end-of-image marker after its last scan",
                "最後のスキャンのあとに画像の終わりの印がありません",
            ),
            CutOff::GifNoTrailer => r.say("no trailer", "終わりの印がありません"),
            CutOff::WebpShort => r.say(
                "shorter than its header says",
                "ヘッダーにある長さより短いファイルです",
            ),
        }
    }
}

impl Worded for HrefProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            HrefProblem::NotAFile => r.say(
                "not a file in the game's folder",
                "ゲームのフォルダーのファイルではありません",
            ),
            HrefProblem::Absolute => r.say(
                "an absolute path: name it relative to the template",
                "絶対パスです。テンプレートからの相対パスで書いてください",
            ),
            HrefProblem::NoFile => r.say("names no file", "ファイルを指していません"),
            HrefProblem::Outside => r.say(
                "outside the game's folder: name a picture inside it",
                "ゲームのフォルダーの外です。フォルダーの中の画像を指定してください",
            ),
            HrefProblem::DataWithoutData => {
                r.say("a data URL without data", "データのない data URL です")
            }
            HrefProblem::DataNotBase64 => r.say(
                "a data URL picture must be base64",
                "data URL の画像は base64 で書きます",
            ),
            HrefProblem::DataBadBase64 => r.say(
                "the data URL is not valid base64",
                "data URL が正しい base64 ではありません",
            ),
            HrefProblem::Picture(problem) => problem.words(lang),
        }
    }
}

display_in_english!(
    FileProblem,
    SaveProblem,
    ZipProblem,
    FolderZipProblem,
    PictureProblem,
    CutOff,
    HrefProblem,
);
