//! The words of the referee's kinds (which game a save is, by which layout it is read), and
//! of `preview`'s and `print`'s.

use super::{folders, hint};
use crate::error::*;

/// What to do about a record that was edited.
fn edited(r: Reader) -> Option<String> {
    hint(r.say(
        "the table's `udonforge-room` attribute was edited; referee the room as udonarium saved it",
        "テーブルの `udonforge-room` 属性が書き換えられています。udonarium が保存したままの部屋を審判してください",
    ))
}

/// The message and hint of `kind` for `r`, if it is a kind of this area.
pub(super) fn words(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    records(kind, r)
        .or_else(|| versions(kind, r))
        .or_else(|| rooms(kind, r))
        .or_else(|| sheets_and_pages(kind, r))
}

/// A room's own record.
fn records(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        RecordUnreadable { save, problem } => (
            format!("{save}: {}", problem.words(r.lang)),
            hint(say(
                "referee the room as udonarium saved it; the table's `udonforge-room` attribute must not be edited"
                    .into(),
                "udonarium が保存したままの部屋を審判してください。テーブルの `udonforge-room` 属性は書き換えられません"
                    .into(),
            )),
        ),
        NotAGameId { save, id } => (
            say(
                format!("{save}: the room names its game `{id}`, which is not a game id"),
                format!("{save}: 部屋はゲームを `{id}` と名乗っていますが、ゲーム ID ではありません"),
            ),
            None,
        ),
        GameNotDefined { save, id, searched } => (
            say(
                format!(
                    "{save}: a `{id}` room, but no definition of `{id}` in {}",
                    folders(searched, r)
                ),
                format!(
                    "{save}: `{id}` の部屋ですが、{} に `{id}` の定義がありません",
                    folders(searched, r)
                ),
            ),
            hint(if r.on_page() {
                say(
                    "add the folder of the game the room was built from, then referee it again"
                        .into(),
                    "部屋を作ったゲームのフォルダーを加えてから、もう一度審判してください".into(),
                )
            } else {
                say(
                    "pass the folder the room was built from with --templates".into(),
                    "部屋を作ったときのフォルダーを --templates で指定してください".into(),
                )
            }),
        ),
        RecordLayoutWrong { save, problem } => (
            say(
                format!(
                    "{save}: the room's own layout cannot be right: {}",
                    problem.words(r.lang)
                ),
                format!(
                    "{save}: 部屋に記録された配置が正しくありません: {}",
                    problem.words(r.lang)
                ),
            ),
            edited(r),
        ),
        _ => return None,
    })
}

/// A record that contradicts itself, and which definition reads a room.
fn versions(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        RecordContradicts { save, problem } => (
            say(
                format!(
                    "{save}: the room's own record contradicts itself: {}",
                    problem.words(r.lang)
                ),
                format!(
                    "{save}: 部屋の記録が食い違っています: {}",
                    problem.words(r.lang)
                ),
            ),
            edited(r),
        ),
        SeveralVersions {
            save,
            game,
            versions,
        } => (
            say(
                format!("{save}: objects of versions {versions:?} of `{game}` on one table"),
                format!(
                    "{save}: `{game}` の版 {versions:?} のオブジェクトが一つのテーブルにあります"
                ),
            ),
            hint(say(
                "a room is built by one version; rebuild it and set the position up again".into(),
                "部屋は一つの版で作られます。部屋を作り直して、盤面を並べ直してください".into(),
            )),
        ),
        VersionUnknown {
            save,
            game,
            version,
            known,
        } => (
            say(
                format!(
                    "{save}: built by version {version} of `{game}`, whose layout this udonforge does not have (it knows version {known})"
                ),
                format!(
                    "{save}: `{game}` の版 {version} で作られた部屋ですが、この udonforge はその配置を持っていません（知っているのは版 {known} までです）"
                ),
            ),
            hint(say(
                "referee it with the udonforge release that built the room".into(),
                "部屋を作った udonforge のリリースで審判してください".into(),
            )),
        ),
        _ => return None,
    })
}

/// A save without a room, and the roles a game's rules need.
fn rooms(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        NoRoom { save } => (
            say(
                format!("{save}: no udonforge room in it"),
                format!("{save}: udonforge が作った部屋が入っていません"),
            ),
            hint(if r.on_page() {
                say(
                    "referee a room built here (or by udonforge) and saved from udonarium (保存)"
                        .into(),
                    "ここ（または udonforge）で作った部屋を、udonarium の「保存」で保存したものを審判してください"
                        .into(),
                )
            } else {
                say(
                    "referee a room built by `udonforge build` and saved from udonarium (保存)"
                        .into(),
                    "`udonforge build` で作った部屋を、udonarium の「保存」で保存したものを審判してください"
                        .into(),
                )
            }),
        ),
        MissingRole { problem } => (
            problem.words(r.lang),
            hint(say(
                "add the role to the game's `[referee.roles]`".into(),
                "ゲームの `[referee.roles]` にその役割を加えてください".into(),
            )),
        ),

        _ => return None,
    })
}

/// A preview's contact sheet and a print's pages.
fn sheets_and_pages(kind: &Error, r: Reader) -> Option<(String, Option<String>)> {
    use Error::*;
    let say = |en: String, ja: String| r.say(en, ja);
    Some(match kind {
        NoCardsToPreview { game } => (
            say(
                format!("`{game}` has no cards to preview"),
                format!("`{game}` には一覧にするカードがありません"),
            ),
            None,
        ),
        PreviewImageMissing { label } => (
            say(
                format!("the image of `{label}` is not a picture in the room"),
                format!("`{label}` の画像が部屋の画像の中にありません"),
            ),
            None,
        ),
        PreviewTooLarge { game, problem } => (
            say(
                format!(
                    "cannot draw the preview of `{game}`: {}",
                    problem.words(r.lang)
                ),
                format!(
                    "`{game}` のカード一覧を描けません: {}",
                    problem.words(r.lang)
                ),
            ),
            hint(if r.on_page() {
                say(
                    "preview fewer players, or use smaller pictures".into(),
                    "プレイ人数を減らすか、小さな画像を使ってください".into(),
                )
            } else {
                say(
                    "preview fewer players, or smaller pictures with --art".into(),
                    "プレイ人数を減らすか、--art で小さな画像を使ってください".into(),
                )
            }),
        ),
        PrintTooLarge { game, pages, limit } => (
            say(
                format!(
                    "the print-and-play PDF of `{game}` would have {pages} pages, over the limit of {limit}"
                ),
                format!(
                    "`{game}` の印刷用 PDF は {pages} ページになり、上限の {limit} ページを超えます"
                ),
            ),
            hint(say(
                "print fewer players, fewer copies, or smaller cards and pieces (their `size`)"
                    .into(),
                "プレイ人数や枚数を減らすか、カードや駒を小さく（`size`）してください".into(),
            )),
        ),
        CannotPrint { game, problem } => (
            say(
                format!("cannot print `{game}`: {}", problem.words(r.lang)),
                format!("`{game}` を印刷できません: {}", problem.words(r.lang)),
            ),
            None,
        ),
        _ => return None,
    })
}

impl Worded for UndecodableRecord {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            UndecodableRecord::TooLarge => {
                r.say("the room record is too large", "部屋の記録が大きすぎます")
            }
            UndecodableRecord::NotSealed => r.say(
                "the room record is not in the form `sha256=… {…}`",
                "部屋の記録が `sha256=… {…}` の形ではありません",
            ),
            UndecodableRecord::NoDigest => r.say(
                "the room record has no digest",
                "部屋の記録にダイジェストがありません",
            ),
            UndecodableRecord::DigestMismatch => r.say(
                "the room record does not match its digest: it was edited or damaged",
                "部屋の記録がダイジェストと合いません。書き換えられたか、壊れています",
            ),
            UndecodableRecord::Json { reason } => r.say(
                format!("the room record cannot be read: {reason}"),
                format!("部屋の記録を読めません: {reason}"),
            ),
        }
    }
}

impl Worded for RecordProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            RecordProblem::Language { code } => r.say(
                format!("its language is `{code}`, where a room is built in `ja` or `en`"),
                format!("言語が `{code}` になっています（部屋の言語は `ja` か `en` です）"),
            ),
            RecordProblem::VersionZero => r.say(
                "it names definition version 0; versions count from 1",
                "定義の版 0 を名乗っています（版は 1 から数えます）",
            ),
            RecordProblem::PlayedSeats { listed, seats } => r.say(
                format!("it says whether {listed} seats are played, where the game has {seats}"),
                format!("{listed} 席ぶんの参加を記録していますが、ゲームの席は {seats} です"),
            ),
            RecordProblem::Players {
                players,
                played,
                seats,
            } => r.say(
                format!(
                    "it was built for {players} players, and marks {played} of its {seats} seats played"
                ),
                format!(
                    "{players} 人用に作られたのに、{seats} 席のうち {played} 席を参加としています"
                ),
            ),
            RecordProblem::Face { image, encoded } => r.say(
                format!(
                    "its face `{image}` names `{encoded}`, no component of this room's game and version"
                ),
                format!(
                    "面 `{image}` が `{encoded}` を指していますが、この部屋のゲームと版にそんな部品はありません"
                ),
            ),
        }
    }
}

impl Worded for LayoutProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            LayoutProblem::SeatAreas { areas, seats } => r.say(
                format!("{areas} seat areas for {seats} seats"),
                format!("{seats} 席に対して席のエリアが {areas} つあります"),
            ),
            LayoutProblem::NoSize => r.say(
                "a rectangle with no size or a non-finite number",
                "大きさのない四角形か、有限でない数があります",
            ),
            LayoutProblem::TrackSquare => r.say(
                "the track names a square it does not have",
                "トラックが持っていないマスを指しています",
            ),
            LayoutProblem::GaugeRange { zone } => r.say(
                format!("gauge `{zone}` has no sensible range per seat"),
                format!("ゲージ `{zone}` の範囲が席ごとに正しくありません"),
            ),
            LayoutProblem::SeatAreasOverlap => {
                r.say("two seat areas overlap", "席のエリアが二つ重なっています")
            }
        }
    }
}

impl Worded for RoleProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            RoleProblem::Missing { game, role } => r.say(
                format!(
                    "`{game}`'s game.toml has no `[referee.roles]` entry `{role}`, which its rules need"
                ),
                format!(
                    "`{game}` の game.toml の `[referee.roles]` に、ルールが必要とする `{role}` がありません"
                ),
            ),
            RoleProblem::Wrong { role, must } => {
                let (en, ja) = match must {
                    RoleMustName::Component => (
                        "a component (`card:`, `piece:` or `die:`)",
                        "部品（`card:`、`piece:`、`die:`）",
                    ),
                    RoleMustName::Piece => ("a piece (`piece:`)", "駒（`piece:`）"),
                    RoleMustName::Count => (
                        "a die with number faces (`die:`) or a piece's counter (`counter:`)",
                        "数字の面のダイス（`die:`）か駒のカウンター（`counter:`）",
                    ),
                    RoleMustName::Kind => ("a card kind (`kind:`)", "カードの種類（`kind:`）"),
                    RoleMustName::Area => ("a shared area (`area:`)", "共有のエリア（`area:`）"),
                    RoleMustName::Zone => ("a seat zone (`zone:`)", "席のゾーン（`zone:`）"),
                    RoleMustName::Icon => ("an icon (`icon:`)", "アイコン（`icon:`）"),
                };
                r.say(
                    format!("`[referee.roles] {role}` must name {en}"),
                    format!("`[referee.roles] {role}` には{ja}を指定してください"),
                )
            }
            RoleProblem::NoSets { game } => r.say(
                format!(
                    "`{game}`'s game.toml has no `[referee.sets]`: the pentacle scoring table"
                ),
                format!(
                    "`{game}` の game.toml に `[referee.sets]`（ペンタクルの得点表）がありません"
                ),
            ),
        }
    }
}

display_in_english!(UndecodableRecord, RecordProblem, LayoutProblem, RoleProblem);
