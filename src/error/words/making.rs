//! The words of making things: a new game's folder (`new`), the user's pictures and the
//! faces drawn (a spreadsheet of cards: `sheets.rs`).

use super::commands::cannot_read;
use super::{hint, shown};
use crate::error::*;

/// The message and hint of `kind` for `r`, if it is a kind of this area.
pub(super) fn words(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    game_id(kind, r)
        .or_else(|| new_folder(kind, r))
        .or_else(|| art(kind, r))
        .or_else(|| pictures(kind, r))
        .or_else(|| faces(kind, r))
}

/// A new game's id (`new`).
fn game_id(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        GameIdRefused { problem } => (
            problem.words(r.lang),
            hint(say(
                "a game id starts with a letter or digit and is at most 64 characters, e.g. `my-game`"
                    .into(),
                "ゲーム ID は英字か数字で始まる 64 文字以内です（例: `my-game`）".into(),
            )),
        ),
        InvalidGameId { id, suggestion } => {
            let example = suggestion.as_deref().unwrap_or("my-game");
            (
                say(
                    format!("game id `{id}` is not valid"),
                    format!("ゲーム ID `{id}` は使えません"),
                ),
                hint(say(
                    format!("ids use lower-case letters, digits and `-`, e.g. `{example}`"),
                    format!("ID に使えるのは英小文字・数字・`-` です（例: `{example}`）"),
                )),
            )
        }
        BuiltInId { id } => (
            say(
                format!("`{id}` is a built-in game; a folder of that name would replace it"),
                format!(
                    "`{id}` は組み込みのゲームです。同じ名前のフォルダーはそれを置き換えてしまいます"
                ),
            ),
            hint(say(
                "choose another id".into(),
                "別の ID にしてください".into(),
            )),
        ),
        AlreadyExists { dir, id } => (
            say(
                format!(
                    "`{}` already exists; `udonforge new` never overwrites",
                    dir.display()
                ),
                format!(
                    "`{}` はもうあります。`udonforge new` は上書きしません",
                    dir.display()
                ),
            ),
            hint(if r.on_page() {
                say("choose another id".into(), "別の ID にしてください".into())
            } else {
                say(
                    format!(
                        "choose another id, or build the game that is there with `udonforge build {id}`"
                    ),
                    format!(
                        "別の ID にするか、そこにあるゲームを `udonforge build {id}` で作ってください"
                    ),
                )
            }),
        ),
        _ => return None,
    })
}

/// Writing a new game's folder and copying into it.
fn new_folder(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        NotInsideFolder { path } => (
            say(
                format!("`{path}` is not a path inside the game's folder"),
                format!("`{path}` はゲームのフォルダーの中のパスではありません"),
            ),
            None,
        ),
        CannotWriteIn { dir, reason } => (
            say(
                format!("cannot write in `{}`: {reason}", dir.display()),
                format!("`{}` に書き込めません: {reason}", dir.display()),
            ),
            None,
        ),
        CannotCreate { dir, reason } => (
            say(
                format!("cannot create `{}`: {reason}", dir.display()),
                format!("`{}` を作れません: {reason}", dir.display()),
            ),
            hint(if r.on_page() {
                say(
                    "check that the folder is writable".into(),
                    "フォルダーに書き込めるか確かめてください".into(),
                )
            } else {
                say(
                    "check that the folder is writable, or choose another with --templates".into(),
                    "フォルダーに書き込めるか確かめるか、--templates で別のフォルダーを指定してください"
                        .into(),
                )
            }),
        ),
        CannotWriteGame { path, reason } => (
            say(
                format!("cannot write `{}`: {reason}", path.display()),
                format!("`{}` に書き込めません: {reason}", path.display()),
            ),
            hint(say(
                "check that the templates folder is writable".into(),
                "`templates` フォルダーに書き込めるか確かめてください".into(),
            )),
        ),
        CannotCopy { from, problem } => (
            say(
                format!(
                    "cannot copy `{}`: {}",
                    from.display(),
                    problem.words(r.lang)
                ),
                format!(
                    "`{}` をコピーできません: {}",
                    from.display(),
                    problem.words(r.lang)
                ),
            ),
            None,
        ),
        _ => return None,
    })
}

/// The user's art folder.
fn art(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        ArtNameUnknown {
            file,
            game,
            suggestion,
        } => (
            say(
                format!(
                    "{}: the name matches no component of `{game}`",
                    file.display()
                ),
                format!(
                    "{}: 名前が `{game}` のどの部品とも合いません",
                    file.display()
                ),
            ),
            Some(match suggestion {
                Some(name) => say(
                    format!("did you mean `{name}`?"),
                    format!("`{name}` のことですか？"),
                ),
                None => say(
                    "art files are named KIND/ITEM, KIND/ITEM.face, KIND/ITEM.back, KIND/back or pieces/PIECE (see card-art/README.md)".into(),
                    "画像の名前は KIND/ITEM、KIND/ITEM.face、KIND/ITEM.back、KIND/back、pieces/PIECE のどれかです（card-art/README.md を参照）".into(),
                ),
            }),
        ),
        ArtNotAPicture { file, unreadable } => (
            match unreadable {
                Some(reason) => cannot_read(file, &reason.words(r.lang), r),
                None => say(
                    format!("{}: not a PNG, JPEG, WebP or GIF image", file.display()),
                    format!(
                        "{}: PNG、JPEG、WebP、GIF のどの画像でもありません",
                        file.display()
                    ),
                ),
            },
            hint(say(
                "save the picture as PNG, JPEG, WebP or GIF".into(),
                "画像を PNG、JPEG、WebP、GIF のどれかで保存してください".into(),
            )),
        ),
        ArtDuplicate {
            first,
            second,
            name,
        } => (
            say(
                format!(
                    "{} and {} are both pictures for `{name}`",
                    first.display(),
                    second.display()
                ),
                format!(
                    "{} と {} はどちらも `{name}` の画像です",
                    first.display(),
                    second.display()
                ),
            ),
            hint(say(
                "keep one of them".into(),
                "どちらか一つにしてください".into(),
            )),
        ),
        _ => return None,
    })
}

/// A picture decoded, encoded and fitted to a card.
fn pictures(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        PictureUndecodable { file, problem } => (
            format!("{}: {}", file.display(), problem.words(r.lang)),
            matches!(problem, PictureProblem::TooManyPixels { .. }).then(|| {
                r.say(
                    "scale it down: a card keeps at most 2048 px of a picture's longest side, all udonarium's enlarged view shows",
                    "画像を小さくしてください（カードに使うのは画像の長い辺の 2048 px までで、udonarium の拡大表示もそれ以上は見せません）",
                )
            }),
        ),
        PictureUnencodable { file, reason } => (
            say(
                format!("{}: cannot encode the picture: {reason}", file.display()),
                format!("{}: 画像を書き出せません: {reason}", file.display()),
            ),
            None,
        ),
        RoomImagesPassed {
            file,
            origin,
            limit_mib,
        } => (
            say(
                format!(
                    "{}: with this picture the room's images pass {limit_mib} MiB",
                    shown(file, origin)
                ),
                format!(
                    "{}: この画像で部屋の画像が合計 {limit_mib} MiB を超えます",
                    shown(file, origin)
                ),
            ),
            hint(say(
                "every player's browser loads them all: use fewer or smaller pictures".into(),
                "画像は参加者全員のブラウザーがすべて読み込みます。画像を減らすか、小さくしてください"
                    .into(),
            )),
        ),
        PictureOverImageLimit {
            file,
            origin,
            bytes,
        } => (
            say(
                format!(
                    "{}: {bytes} bytes is over the 2 MiB limit",
                    shown(file, origin)
                ),
                format!(
                    "{}: {bytes} バイトあり、上限の 2 MiB を超えます",
                    shown(file, origin)
                ),
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
            say(
                format!(
                    "{}: fitted to {width}×{height} px it is still {bytes} bytes, over udonarium's 2 MiB image limit",
                    shown(file, origin)
                ),
                format!(
                    "{}: {width}×{height} px に合わせても {bytes} バイトあり、udonarium の画像の上限 2 MiB を超えます",
                    shown(file, origin)
                ),
            ),
            None,
        ),
        _ => return None,
    })
}

/// The faces drawn from templates.
fn faces(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        Template {
            file,
            line,
            col,
            problem,
        } => (
            format!("{}:{line}:{col}: {}", file.display(), problem.words(r.lang)),
            None,
        ),
        CannotRender { file, problem } => (
            say(
                format!("{}: cannot render: {}", file.display(), problem.words(r.lang)),
                format!("{}: 描けません: {}", file.display(), problem.words(r.lang)),
            ),
            None,
        ),
        RenderedTooLarge { file, bytes } => (
            say(
                format!(
                    "{}: the rendered image is {bytes} bytes, over udonarium's 2 MiB limit",
                    file.display()
                ),
                format!(
                    "{}: 描いた画像が {bytes} バイトあり、udonarium の上限 2 MiB を超えます",
                    file.display()
                ),
            ),
            hint(say(
                "draw it smaller in the template".into(),
                "テンプレートで小さく描いてください".into(),
            )),
        ),
        TooMuchTextToDraw { file, chars, limit } => (
            say(
                format!(
                    "{}: it would draw {chars} characters of text, over the limit of {limit} for one image: no face shows that much, so it is refused before it is drawn",
                    file.display()
                ),
                format!(
                    "{}: {chars} 文字を描くことになり、1 枚の画像の上限 {limit} 文字を超えます。そこまで文字を見せる面はないので、描く前に止めました",
                    file.display()
                ),
            ),
            hint(say(
                "shorten the texts it draws (names, fields, glossary terms); rules text belongs in notes.toml"
                    .into(),
                "描く文章（名前、項目、用語集の用語）を短くしてください。ルールの文章は notes.toml に書きます"
                    .into(),
            )),
        ),
        _ => return None,
    })
}

impl Worded for GameIdProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            GameIdProblem::Dash { id } => r.say(
                format!("game id `{id}` starts with `-`, which a command line reads as an option"),
                format!(
                    "ゲーム ID `{id}` が `-` で始まっています。コマンドラインではオプションと読まれます"
                ),
            ),
            GameIdProblem::TooLong {
                start,
                chars,
                limit,
            } => r.say(
                format!("game id `{start}…` is {chars} characters long, over the limit of {limit}"),
                format!("ゲーム ID `{start}…` は {chars} 文字あり、上限の {limit} 文字を超えます"),
            ),
        }
    }
}

/// Said after "the picture" (the picture `/a.png` is not relative to …).
impl Worded for PicturePathProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        let cell = &self.cell;
        match self.how {
            PicturePathRefused::NotRelative => r.say(
                format!("`{cell}` is not relative to the spreadsheet's folder"),
                format!("`{cell}` は CSV のフォルダーからの相対パスではありません"),
            ),
            PicturePathRefused::Outside => r.say(
                format!("`{cell}` is outside the spreadsheet's folder (`..`)"),
                format!("`{cell}` は CSV のフォルダーの外を指しています（`..`）"),
            ),
            PicturePathRefused::NoFile => r.say(
                format!("`{cell}` names no file"),
                format!("`{cell}` はファイルを指していません"),
            ),
            PicturePathRefused::Url => r.say(
                format!(
                    "`{cell}` is a web address; udonforge reads pictures from files, never the web"
                ),
                format!(
                    "`{cell}` はウェブのアドレスです。udonforge は絵をファイルから読み、ウェブからは読みません"
                ),
            ),
        }
    }
}

impl Worded for Workbook {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            Workbook::Xlsx => r.say("an Excel workbook (.xlsx)", "Excel のブック（.xlsx）"),
            Workbook::Xls => r.say(
                "an Excel 97–2003 workbook (.xls)",
                "Excel 97–2003 のブック（.xls）",
            ),
            Workbook::Ods => r.say(
                "an OpenDocument spreadsheet (.ods)",
                "OpenDocument の表計算ファイル（.ods）",
            ),
            Workbook::Zip => r.say("a zip file", "ZIP ファイル"),
        }
    }
}

/// `note:` or `warning:`, then `hint:`: the lines a command prints on stderr and goes on.
impl Worded for Warning {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        let (label, hint_label) = match lang {
            Lang::En => ("note", "hint"),
            Lang::Ja => ("注意", "ヒント"),
        };
        match self {
            Warning::SheetEncoding { csv, encoding } => {
                let csv = csv.display();
                r.say(
                    format!(
                        "{label}: {csv}: read as {encoding}, not UTF-8\n{hint_label}: saved as 「CSV UTF-8」 it reads the same on every machine"
                    ),
                    format!(
                        "{label}: {csv}: UTF-8 ではなく {encoding} として読みました\n{hint_label}: 「CSV UTF-8」で保存すると、どの環境でも同じに読めます"
                    ),
                )
            }
            Warning::ColumnLikeKnown {
                csv,
                line,
                col,
                found,
                known,
            } => {
                let csv = csv.display();
                r.say(
                    format!(
                        "warning: {csv}:{line}:{col}: the column `{found}` is read as the cards' text, not as `{known}`\nhint: if it means `{known}`, call it `{known}`"
                    ),
                    format!(
                        "警告: {csv}:{line}:{col}: 列 `{found}` はカードの文字として読み、`{known}` としては読みません\nヒント: `{known}` のつもりなら、列の名前を `{known}` にしてください"
                    ),
                )
            }
        }
    }
}

display_in_english!(GameIdProblem, PicturePathProblem, Warning, Workbook);
