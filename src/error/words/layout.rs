//! The words of `udonforge layout`: a save read back into its definition.

use super::hint;
use crate::error::*;

/// What to do when the save was not made from the definition as it is.
fn rebuild(r: Reader) -> String {
    r.say(
        "build the room again from the definition, arrange it in udonarium, save it (保存) and give that save",
        "定義からルームを作り直し、udonarium で並べて保存（保存）し、そのセーブを渡してください",
    )
}

/// The message and hint of `kind` for `r`, if it is a kind of this area.
pub(super) fn words(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    let Error::Relayout { problem } = kind else {
        return None;
    };
    let say = |en: String, ja: String| r.say(en, ja);
    use RelayoutProblem::*;
    Some(match problem {
        NoRecord { save } => (
            say(
                format!("{save}: no room record: `layout` reads rooms udonforge built, saved from udonarium"),
                format!("{save}: ルームの記録がありません。`layout` が読むのは udonforge で作り udonarium で保存したルームです"),
            ),
            hint(if r.on_page() {
                r.say(
                    "build the room on this page, arrange it in udonarium, save it (保存) and give that save",
                    "このページでルームを作り、udonarium で並べて保存（保存）し、そのセーブを渡してください",
                )
            } else {
                r.say(
                    "build the room with `udonforge build`, arrange it in udonarium, save it (保存) and give that save",
                    "`udonforge build` でルームを作り、udonarium で並べて保存（保存）し、そのセーブを渡してください",
                )
            }),
        ),
        Version {
            save,
            game,
            built,
            current,
        } => (
            say(
                format!("{save}: built by version {built} of `{game}`; its definition is at version {current}"),
                format!("{save}: `{game}` のバージョン {built} で作ったルームです。定義はバージョン {current} です"),
            ),
            hint(rebuild(r)),
        ),
        Changed {
            save,
            game,
            version,
        } => (
            say(
                format!("{save}: the places of `{game}` changed since the room was built, and its version ({version}) did not"),
                format!("{save}: ルームを作ったあとで `{game}` の場所が変わり、バージョン（{version}）はそのままです"),
            ),
            hint(rebuild(r)),
        ),
        SeatsOverlap { seat, other } => (
            say(
                format!("seat `{seat}`'s area would overlap seat `{other}`'s: the referee tells seats apart by their areas"),
                format!("席 `{seat}` のエリアが席 `{other}` のエリアに重なります。審判は席をエリアで見分けます"),
            ),
            hint(r.say(
                "move the seat's things less far, move the other seat's too, or make the table larger",
                "席のものを動かす量を減らすか、もう一方の席も動かすか、テーブルを大きくしてください",
            )),
        ),
        InPlaceBuiltIn { game } => (
            say(
                format!("`{game}` is built into udonforge: its definition is not changed in place"),
                format!("`{game}` は udonforge に組み込みのゲームです。その定義をその場で書き換えることはしません"),
            ),
            hint(if r.on_page() {
                say(
                    "the page gives the changed copy back as a zip".into(),
                    "ページは書き換えたコピーを ZIP で返します".into(),
                )
            } else {
                say(
                    format!("give `-o DIR` instead: a copy goes to DIR/{game}, built with `udonforge build {game} --templates DIR`"),
                    format!("代わりに `-o DIR` を指定してください。コピーが DIR/{game} に書かれ、`udonforge build {game} --templates DIR` で作れます"),
                )
            }),
        ),
        Exists { dir } => (
            say(
                format!("`{}` already exists: a folder is never overwritten", dir.display()),
                format!("`{}` はもうあります。フォルダーは上書きしません", dir.display()),
            ),
            hint(if r.on_page() {
                r.say(
                    "remove that folder and try again",
                    "そのフォルダーを除いてからもう一度試してください",
                )
            } else {
                r.say(
                    "give another folder with `-o`, or `--in-place` to change your game's own folder",
                    "`-o` で別のフォルダーを指定するか、自分のゲームのフォルダーを書き換えるなら `--in-place` を付けてください",
                )
            }),
        ),
        Unedited { file, reason } => (
            say(
                format!("{}: cannot change it: {reason}", file.display()),
                format!("{}: 書き換えられません: {reason}", file.display()),
            ),
            hint(r.say(
                "write the value on a line of its own (`at = [x, y]`) and try again",
                "値を一行に書いて（`at = [x, y]`）もう一度試してください",
            )),
        ),
        NotReadBack { dir } => (
            say(
                format!("the definition written for `{}` does not read back as the arrangement; nothing was written", dir.display()),
                format!("`{}` に書く定義が並べた配置のとおりに読めません。何も書いていません", dir.display()),
            ),
            hint(r.say(
                "this is a bug in udonforge: please report it with the save",
                "udonforge の不具合です。セーブを添えて報告してください",
            )),
        ),
    })
}
