//! The words of the command line's kinds and of the files read and written.

use super::{folders, hint, shown};
use crate::error::*;
use std::path::Path;

/// The message and hint of `kind` for `r`, if it is a kind of this area.
pub(super) fn words(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    usage(kind, r)
        .or_else(|| games(kind, r))
        .or_else(|| players(kind, r))
        .or_else(|| language(kind, r))
        .or_else(|| inputs(kind, r))
        .or_else(|| saves(kind, r))
        .or_else(|| outputs(kind, r))
        .or_else(|| output_written(kind, r))
}

/// The command line's own options and folders.
fn usage(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        Usage { message, hint } => (
            match message {
                // clap's own words: the command line is English whatever the messages are.
                Some(message) => say(
                    message.clone(),
                    format!("コマンドラインを読めません: {message}"),
                ),
                None => say(
                    "invalid command line".into(),
                    "コマンドラインを読めません".into(),
                ),
            },
            hint.as_ref().map(|hint| match hint {
                UsageHint::Tip { tip } => tip.clone(),
                UsageHint::PossibleValues { values } => {
                    say(format!("possible values: {values}"), format!("使える値: {values}"))
                }
                UsageHint::Usage { usage, command } => say(
                    format!("usage: {usage} (more in `{command} --help`)"),
                    format!("使い方: {usage}（詳しくは `{command} --help`）"),
                ),
            }),
        ),
        TemplatesFolder { dir, exists } => (
            format!("`--templates {}`: {}", dir.display(), not_a_folder(*exists, r)),
            hint(say(
                "give a folder holding one folder per game (GAME/game.toml)".into(),
                "ゲームごとのフォルダー（GAME/game.toml）を入れたフォルダーを指定してください".into(),
            )),
        ),
        ArtFolder { dir, exists } => (
            format!("`--art {}`: {}", dir.display(), not_a_folder(*exists, r)),
            hint(say(
                "give the folder that holds GAME/KIND/ITEM.png (see card-art/README.md)".into(),
                "GAME/KIND/ITEM.png を入れたフォルダーを指定してください（card-art/README.md を参照）"
                    .into(),
            )),
        ),
        _ => return None,
    })
}

/// Which games there are, and one that cannot be built.
fn games(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        NoSuchGame { id, games, closest } => (
            say(
                format!("no game `{id}`; the games are {}", games.join(", ")),
                format!("ゲーム `{id}` はありません。あるゲーム: {}", listed(games)),
            ),
            Some(match closest {
                Some(close) => say(
                    format!("did you mean `{close}`?"),
                    format!("`{close}` のことですか？"),
                ),
                None if r.on_page() => say(
                    "choose a game from the list".into(),
                    "一覧からゲームを選んでください".into(),
                ),
                None => say(
                    "`udonforge games` lists the games with their titles".into(),
                    "`udonforge games` でゲームとその題名の一覧が出ます".into(),
                ),
            }),
        ),
        NoGames { searched } => (
            say(
                format!("no games in {}", folders(searched, r)),
                format!("{} にゲームがありません", folders(searched, r)),
            ),
            hint(if r.on_page() {
                say(
                    "a game is a folder with game.toml: add one".into(),
                    "ゲームは game.toml のあるフォルダーです。ゲームのフォルダーを加えてください"
                        .into(),
                )
            } else {
                say(
                    "a game is a folder with game.toml; pass --templates DIR to look elsewhere"
                        .into(),
                    "ゲームは game.toml のあるフォルダーです。別の場所を探すには --templates DIR を指定してください"
                        .into(),
                )
            }),
        ),
        GameCannotBeBuilt { id, dir, problems } => {
            let problems = problems.problems_for(r);
            let first = problems
                .first()
                .and_then(|(message, _)| message.lines().next())
                .unwrap_or_default();
            let more = match problems.len().saturating_sub(1) {
                0 => String::new(),
                n => say(
                    format!(" (and {n} more problems)"),
                    format!("（ほかに {n} 件の問題）"),
                ),
            };
            let dir = dir.display();
            (
                say(
                    format!("game `{id}` in `{dir}` cannot be built: {first}{more}"),
                    format!("`{dir}` のゲーム `{id}` は作れません: {first}{more}"),
                ),
                None,
            )
        }
        _ => return None,
    })
}

/// Who plays.
fn players(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        PlayerCount {
            game,
            min,
            max,
            count,
        } => (
            say(
                format!("`{game}` is for {min} to {max} players, not {count}"),
                format!("`{game}` は {min}〜{max} 人用です（{count} 人では遊べません）"),
            ),
            Some(if r.on_page() {
                say(
                    format!("choose from {min} to {max} players"),
                    format!("プレイ人数は {min}〜{max} 人から選んでください"),
                )
            } else {
                say(
                    format!("use --players {min}..{max}"),
                    format!("--players には {min}〜{max} を指定してください"),
                )
            }),
        ),
        SeatingMismatch {
            game,
            chosen,
            seats,
        } => (
            say(
                format!(
                    "who plays was chosen for {chosen} seats, expected the {seats} seats of `{game}`"
                ),
                format!(
                    "参加する席が {chosen} 席分選ばれています（`{game}` の席は {seats} 席です）"
                ),
            ),
            Some(if r.on_page() {
                say(
                    "choose who plays for this game: its player count".into(),
                    "このゲームの人数で参加する席を選んでください".into(),
                )
            } else {
                say(
                    "choose who plays for this game: its player count, as --players N".into(),
                    "このゲームの人数（--players N）で参加する席を選んでください".into(),
                )
            }),
        ),
        _ => return None,
    })
}

/// A language the game's texts do not have.
fn language(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        LanguageMissing {
            game,
            lang,
            offered,
        } => {
            let codes: Vec<&str> = offered.iter().map(|lang| lang.code()).collect();
            let named: Vec<String> = codes.iter().map(|code| format!("`{code}`")).collect();
            let (offered, named) = (codes.join(", "), named.join("、"));
            let code = lang.code();
            (
                say(
                    format!("`{game}` has no text in `{code}`: its rulebook offers {offered}"),
                    format!(
                        "`{game}` には `{code}` の文章がありません。ルールブックにある言語: {named}"
                    ),
                ),
                hint(if r.on_page() {
                    say(
                        "build it in Japanese".into(),
                        "日本語で作ってください".into(),
                    )
                } else {
                    say(
                        "leave out --lang to build in Japanese".into(),
                        "--lang を付けずに、日本語で作ってください".into(),
                    )
                }),
            )
        }

        _ => return None,
    })
}

/// A file given to a command.
fn inputs(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        PictureUnreadable {
            file,
            origin,
            problem,
        } => (
            format!("{}: {}", shown(file, origin), problem.words(r.lang)),
            None,
        ),
        FolderZipRefused { dir, problem } => (
            format!("{}: {}", dir.display(), problem.words(r.lang)),
            None,
        ),
        NoSuchRequest { request } => (
            say(
                format!("request: no such request `{request}`"),
                format!("ページからの要求 `{request}` はありません"),
            ),
            None,
        ),
        CannotRead { file, problem } => (cannot_read(file, &problem.words(r.lang), r), None),
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
                format!("{}{at}: {}", file.display(), message.get(r.lang)),
                hint.as_ref().map(|hint| hint.get(r.lang).to_string()),
            )
        }
        ControlCharacter {
            file,
            line,
            col,
            name,
        } => (
            say(
                format!(
                    "{}:{line}:{col}: {name}, a control character a room cannot carry",
                    file.display()
                ),
                format!(
                    "{}:{line}:{col}: {name} は部屋に入れられない制御文字です",
                    file.display()
                ),
            ),
            hint(super::non_xml_hint().get(r.lang).to_string()),
        ),
        _ => return None,
    })
}

/// A room zip or save given to a command.
fn saves(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        NotARoomZip { file } => (
            say(
                format!(
                    "{}: not a zip file (a room zip starts with `PK`)",
                    file.display()
                ),
                format!(
                    "{}: ZIP ファイルではありません（部屋の ZIP は `PK` で始まります）",
                    file.display()
                ),
            ),
            None,
        ),
        RoomZipTooLarge { file, limit_mib } => (
            say(
                format!("{}: larger than {limit_mib} MiB", file.display()),
                format!("{}: {limit_mib} MiB より大きなファイルです", file.display()),
            ),
            None,
        ),
        Save { save, problem } => (format!("{save}: {}", problem.words(r.lang)), None),
        SaveTooLarge {
            file,
            limit_mib,
            zip,
        } => (
            say(
                format!(
                    "{}: larger than {limit_mib} MiB, not {}",
                    file.display(),
                    if *zip {
                        "a room save"
                    } else {
                        "a room's data.xml"
                    }
                ),
                format!(
                    "{}: {limit_mib} MiB より大きく、{}ではありません",
                    file.display(),
                    if *zip {
                        "部屋の保存ファイル"
                    } else {
                        "部屋の data.xml"
                    }
                ),
            ),
            None,
        ),

        _ => return None,
    })
}

/// Where a command writes.
fn outputs(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        OutputIsLink { path } => (
            say(
                format!(
                    "`{}` is a symbolic link; udonforge does not write through links",
                    path.display()
                ),
                format!(
                    "`{}` はシンボリックリンクです。udonforge はリンクの先には書き込みません",
                    path.display()
                ),
            ),
            hint(say(
                "give the path of the file itself".into(),
                "ファイルそのもののパスを指定してください".into(),
            )),
        ),
        OutputNotRegular { path } => (
            say(
                format!(
                    "`{}` exists and is not a regular file; udonforge replaces only regular files",
                    path.display()
                ),
                format!(
                    "`{}` は通常のファイルではありません。udonforge が置き換えるのは通常のファイルだけです",
                    path.display()
                ),
            ),
            hint(if r.on_page() {
                say(
                    "choose another file name".into(),
                    "別のファイル名にしてください".into(),
                )
            } else {
                say(
                    "choose another output path with -o".into(),
                    "-o で別の出力先を指定してください".into(),
                )
            }),
        ),
        OutputNotAFileName { path } => (
            say(
                format!("`{}` is not a file name", path.display()),
                format!("`{}` はファイル名ではありません", path.display()),
            ),
            None,
        ),
        _ => return None,
    })
}

/// What a command writes, and the file it read.
fn output_written(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        OutputIsInput { path, input } => (
            if path == input {
                say(
                    format!(
                        "`{}` is a file this command reads; its output never replaces an input",
                        path.display()
                    ),
                    format!(
                        "`{}` はこのコマンドが読むファイルです。出力で入力を上書きすることはありません",
                        path.display()
                    ),
                )
            } else {
                say(
                    format!(
                        "`{}` is `{}`, a file this command reads; its output never replaces an input",
                        path.display(),
                        input.display()
                    ),
                    format!(
                        "`{}` はこのコマンドが読むファイル `{}` です。出力で入力を上書きすることはありません",
                        path.display(),
                        input.display()
                    ),
                )
            },
            hint(say(
                "choose another output path with -o".into(),
                "-o で別の出力先を指定してください".into(),
            )),
        ),
        OutputIsDash => (
            say(
                "`-o -`: the output is a file (a room zip, a PDF, a PNG), never written to the terminal".into(),
                "`-o -`: 出力はファイル（ルームの ZIP、PDF、PNG）で、端末には書き出しません".into(),
            ),
            hint(say(
                "name a file with -o; a file called `-` is `-o ./-`".into(),
                "-o でファイル名を指定してください。`-` という名前のファイルは `-o ./-` です".into(),
            )),
        ),
        CannotWriteOutput { path, reason } => (
            say(
                format!("cannot write `{}`: {reason}", path.display()),
                format!("`{}` に書き込めません: {reason}", path.display()),
            ),
            hint(say(
                "check that the folder exists and is writable".into(),
                "フォルダーがあり、書き込めることを確かめてください".into(),
            )),
        ),
        RoomImagesTooLarge { mib, limit_mib } => (
            say(
                format!(
                    "the room's images add up to {mib} MiB, over the limit of {limit_mib} MiB"
                ),
                format!("部屋の画像が合計 {mib} MiB になり、上限の {limit_mib} MiB を超えます"),
            ),
            hint(say(
                "every player's browser loads them all; use fewer or simpler pictures".into(),
                "画像は参加者全員のブラウザーがすべて読み込みます。画像を減らすか、簡素な画像にしてください"
                    .into(),
            )),
        ),
        _ => return None,
    })
}

fn not_a_folder(exists: bool, r: Reader) -> String {
    if exists {
        r.say("not a folder", "フォルダーではありません")
    } else {
        r.say("no such folder", "そのフォルダーはありません")
    }
}

pub(super) fn cannot_read(file: &Path, reason: &str, r: Reader) -> String {
    r.say(
        format!("{}: cannot read: {reason}", file.display()),
        format!("{}: 読めません: {reason}", file.display()),
    )
}
