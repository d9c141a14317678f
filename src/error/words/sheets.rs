//! The words of a spreadsheet of cards: its text, its columns and decks, the pictures it
//! names.

use super::hint;
use crate::error::*;

/// What to do about a picture too large to keep.
fn scale_down(r: Reader) -> String {
    r.say(
        "scale it down: a card keeps at most 2048 px of a picture's longest side, all udonarium's enlarged view shows",
        "画像を小さくしてください（カードに使うのは画像の長い辺の 2048 px までで、udonarium の拡大表示もそれ以上は見せません）",
    )
}

/// The message and hint of `kind` for `r`, if it is a kind of this area.
pub(super) fn words(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    cards(kind, r)
        .or_else(|| sheet(kind, r))
        .or_else(|| sheet_pictures(kind, r))
}

/// A spreadsheet's cards, and a sheet that is not text.
fn cards(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        NoCards { csv } => (
            say(
                format!("{}: no cards (every row has 0 copies)", csv.display()),
                format!("{}: カードがありません（どの行も枚数が 0 です）", csv.display()),
            ),
            None,
        ),

        TooManyCards {
            csv,
            cards,
            others,
            limit,
        } => (
            say(
                format!(
                    "{}: {cards} cards; a new game's room holds at most {} ({limit} objects, {others} of them its own name pieces and note)",
                    csv.display(),
                    limit - others
                ),
                format!(
                    "{}: カードが {cards} 枚あります。新しいゲームの部屋に入るのは {} 枚までです（オブジェクト {limit} 個のうち {others} 個は名前の駒とメモ）",
                    csv.display(),
                    limit - others
                ),
            ),
            hint(say(
                "give a repeated card one row and a `copies` (枚数) column, or split the cards into several games".into(),
                "同じカードは 1 行にまとめて `枚数` 列で数を書くか、カードをいくつかのゲームに分けてください".into(),
            )),
        ),
        CsvNotText { csv, tried } => (
            say(
                format!(
                    "{}: not text a spreadsheet saves: {}",
                    csv.display(),
                    tried
                        .iter()
                        .map(|(encoding, byte)| format!("not {encoding} (byte {byte})"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                format!(
                    "{}: 表計算ソフトが保存する文字ではありません: {}",
                    csv.display(),
                    tried
                        .iter()
                        .map(|(encoding, byte)| format!("{encoding} ではない（{byte} バイト目）"))
                        .collect::<Vec<_>>()
                        .join("、")
                ),
            ),
            hint(say(
                "save the spreadsheet as 「CSV UTF-8」 (comma separated)".into(),
                "表計算ソフトで「CSV UTF-8（コンマ区切り）」として保存してください".into(),
            )),
        ),
        _ => return None,
    })
}

/// A spreadsheet's kind, header, decks and picture paths.
fn sheet(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        CsvIsWorkbook { csv, kind } => (
            say(
                format!(
                    "{}: {}, not a sheet saved as CSV",
                    csv.display(),
                    kind.words(Lang::En)
                ),
                format!(
                    "{}: {}です。CSV で保存した表ではありません",
                    csv.display(),
                    kind.words(Lang::Ja)
                ),
            ),
            hint(say(
                "save the sheet as 「CSV UTF-8 (コンマ区切り)」 (Excel: 名前を付けて保存; LibreOffice: テキスト CSV) and give that file".into(),
                "表を「CSV UTF-8（コンマ区切り）」で保存して（Excel: 名前を付けて保存、LibreOffice: テキスト CSV）、そのファイルを指定してください".into(),
            )),
        ),
        CsvEmpty { csv } => (
            say(
                format!("{}: the spreadsheet is empty", csv.display()),
                format!("{}: CSV が空です", csv.display()),
            ),
            hint(say(
                "the first row names the columns: name,front,back,deck,copies".into(),
                "1 行目に列の名前を書きます: `名前,表,裏,山札,枚数`".into(),
            )),
        ),
        CsvNoNameColumn { csv } => (
            say(
                format!("{}:1:1: the header has no `name` (名前) column", csv.display()),
                format!("{}:1:1: 見出しに `名前`（`name`）の列がありません", csv.display()),
            ),
            hint(say(
                "the first row names the columns: name,front,back,deck,copies (or 名前,表,裏,山札,枚数)"
                    .into(),
                "1 行目に列の名前を書きます: `名前,表,裏,山札,枚数`（または `name,front,back,deck,copies`）"
                    .into(),
            )),
        ),
        TooManyDecks { csv, decks, max } => (
            say(
                format!(
                    "{}: {decks} decks; the new game's table lays out at most {max}",
                    csv.display()
                ),
                format!(
                    "{}: 山札が {decks} 種類あります。新しいゲームのテーブルに並べられるのは {max} 種類までです",
                    csv.display()
                ),
            ),
            hint(say(
                "make one game with fewer decks, then add areas and places in its layout.toml"
                    .into(),
                "山札を減らしてゲームを作り、あとから layout.toml にエリアと置き場所を加えてください"
                    .into(),
            )),
        ),
        CsvPicturePath { csv, line, problem } => (
            say(
                format!("{}:{line}: the picture {}", csv.display(), problem.words(r.lang)),
                format!("{}:{line}: 画像 {}", csv.display(), problem.words(r.lang)),
            ),
            hint(say(
                "put the pictures beside the spreadsheet (or in a folder below it) and name them relative to it"
                    .into(),
                "画像は CSV と同じフォルダー（またはその下のフォルダー）に置き、CSV からの相対パスで書いてください"
                    .into(),
            )),
        ),
        _ => return None,
    })
}

/// The pictures a spreadsheet names.
fn sheet_pictures(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        CsvPictureMissing {
            csv,
            line,
            picture,
            looked_for,
        } => (
            say(
                format!(
                    "{}:{line}: no picture `{picture}` (looked for {})",
                    csv.display(),
                    looked_for.display()
                ),
                format!(
                    "{}:{line}: 画像 `{picture}` がありません（{} を探しました）",
                    csv.display(),
                    looked_for.display()
                ),
            ),
            hint(say(
                "picture paths are relative to the spreadsheet's folder".into(),
                "画像のパスは、CSV のあるフォルダーからの相対パスです".into(),
            )),
        ),
        CsvPictureNotFile { csv, line, picture } => (
            say(
                format!(
                    "{}:{line}: the picture `{picture}` is not a regular file",
                    csv.display()
                ),
                format!(
                    "{}:{line}: 画像 `{picture}` は通常のファイルではありません",
                    csv.display()
                ),
            ),
            hint(say(
                "name a picture file (PNG, JPEG, WebP or GIF)".into(),
                "画像ファイル（PNG、JPEG、WebP、GIF）を指定してください".into(),
            )),
        ),
        CsvPictureTooLarge {
            csv,
            line,
            picture,
            mib,
            limit_mib,
        } => (
            say(
                format!(
                    "{}:{line}: the picture `{picture}` is {mib} MiB, over the {limit_mib} MiB a picture may have",
                    csv.display()
                ),
                format!(
                    "{}:{line}: 画像 `{picture}` は {mib} MiB あり、1 枚の上限 {limit_mib} MiB を超えます",
                    csv.display()
                ),
            ),
            hint(scale_down(r)),
        ),
        CsvPicturesTooLarge { csv, limit_gib } => (
            say(
                format!(
                    "{}: its pictures pass {limit_gib} GiB together",
                    csv.display()
                ),
                format!("{}: 画像が合計 {limit_gib} GiB を超えます", csv.display()),
            ),
            hint(r.say(
                "scale them down: a card keeps at most 2048 px of a picture's longest side, all udonarium's enlarged view shows",
                "画像を小さくしてください（カードに使うのは画像の長い辺の 2048 px までで、udonarium の拡大表示もそれ以上は見せません）",
            )),
        ),

        _ => return None,
    })
}
