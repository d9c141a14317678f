//! `game.toml`: the game's id, languages, players, seats, table and chat.

use super::checker::{Checker, Source};
use super::defaults::DEFAULT_TABLE;
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::definition::text::Lang;
use crate::error::Message;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What `game.toml` defines, checked.
pub struct Meta {
    pub id: String,
    pub languages: Vec<Lang>,
    pub seats: Vec<Seat>,
    pub players: Players,
    pub table: Table,
    pub chat: Chat,
}

/// `kept`: an older version kept in `versions/N/`.
pub fn check(
    dir: &Path,
    kept: bool,
    c: &mut Checker,
    files: &mut BTreeMap<String, String>,
    gs: &Source,
    g: &RawGame,
) -> Meta {
    let id = game_id(dir, kept, c, gs, g);
    let languages = languages(c, gs, g);
    c.required = languages.clone();
    let seats = seats(c, gs, g);
    let players = players(c, gs, g, &seats);
    output(c, gs, g);
    let table = table(dir, c, files, gs, g);
    let chat = chat(c, gs, g, (&seats, &players));
    Meta {
        id,
        languages,
        seats,
        players,
        table,
        chat,
    }
}

/// The game's id and version: an id a folder can be named by, the folder's own name (but
/// in a kept version's folder, named by its number), a version from 1.
fn game_id(dir: &Path, kept: bool, c: &mut Checker, gs: &Source, g: &RawGame) -> String {
    let mut ids = BTreeSet::new();
    let id = c.id(gs, &g.id, &mut ids, ("game", "ゲーム"));
    if let Some(problem) = super::checker::game_id_problem(&id) {
        c.error_hint(
            gs,
            g.id.span(),
            Message::of(&problem),
            Message::new(
                "a game id starts with a letter or digit and is at most 64 characters",
                "ゲーム ID は英字か数字で始まる 64 文字以内です",
            ),
        );
    }
    // A room records the version that built it, and the referee refuses a record of 0.
    if *g.version.get_ref() == 0 {
        c.error_hint(
            gs,
            g.version.span(),
            Message::new(
                "`version` counts from 1, found 0",
                "`version` は 1 から数えます（0 になっています）",
            ),
            Message::new(
                "the first release of a game is version 1",
                "最初に公開するゲームは `version = 1` です",
            ),
        );
    }
    let expected = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    // A kept older version's folder is named by its number.
    if !kept && !expected.is_empty() && id != expected {
        c.error_hint(
            gs,
            g.id.span(),
            Message::new(
                format!("game id `{id}` differs from its folder `{expected}`"),
                format!("ゲーム ID `{id}` がフォルダー名 `{expected}` と違います"),
            ),
            Message::new(
                "name the folder after the game id",
                "フォルダーにはゲーム ID と同じ名前を付けてください",
            ),
        );
    }
    id
}

/// The languages the texts are in: `ja` always, `en` where given.
fn languages(c: &mut Checker, gs: &Source, g: &RawGame) -> Vec<Lang> {
    let mut languages = Vec::new();
    for code in g.languages.get_ref() {
        match Lang::parse(code) {
            Some(l) => languages.push(l),
            None => c.error(
                gs,
                g.languages.span(),
                Message::new(
                    format!("expected `ja` or `en`, found `{code}`"),
                    format!("言語は `ja` か `en` です（`{code}` になっています）"),
                ),
            ),
        }
    }
    if !languages.contains(&Lang::Ja) {
        c.error(
            gs,
            g.languages.span(),
            Message::new(
                "`languages` must include `ja`",
                "`languages` には `ja` が必要です",
            ),
        );
    }
    languages
}

/// The seats, in clockwise order: at least one.
fn seats(c: &mut Checker, gs: &Source, g: &RawGame) -> Vec<Seat> {
    let mut seat_ids = BTreeSet::new();
    let seats: Vec<Seat> = g
        .seats
        .get_ref()
        .iter()
        .map(|s| Seat {
            id: c.id(gs, &s.id, &mut seat_ids, ("seat", "席")),
            name: c.text(gs, &s.name, ("a seat name", "席の名前")),
            short: c.text(gs, &s.short, ("a seat's short name", "席の短い名前")),
            mark: c.text(gs, &s.mark, ("a seat mark", "席の印")),
            colour: c.colour(gs, &s.colour),
            about: s
                .about
                .as_ref()
                .map(|t| c.text(gs, t, ("a seat's board text", "席のボードの文章"))),
        })
        .collect();
    if seats.is_empty() {
        c.error(
            gs,
            g.seats.span(),
            Message::new(
                "a game needs at least one seat",
                "ゲームには席が一つ以上必要です",
            ),
        );
    }
    seats
}

/// The player range within the seats, the default count, what an unplayed seat is, and
/// which seats play at each count.
fn players(c: &mut Checker, gs: &Source, g: &RawGame, seats: &[Seat]) -> Players {
    let (min, max, default) = (
        *g.players.min.get_ref(),
        *g.players.max.get_ref(),
        *g.players.default.get_ref(),
    );
    // Each problem at the key that has it: `max = 0` is `max`'s, not `min`'s.
    if max == 0 {
        c.error(
            gs,
            g.players.max.span(),
            Message::new(
                "`max` must be at least 1, found 0",
                "`max` は 1 以上にしてください（0 になっています）",
            ),
        );
    } else if min == 0 || min > max {
        c.error(
            gs,
            g.players.min.span(),
            Message::new(
                format!("`min` must be between 1 and `max` ({max}), found {min}"),
                format!("`min` は 1 から `max`（{max}）までです（{min} になっています）"),
            ),
        );
    }
    if max as usize > seats.len() {
        let count = seats.len();
        c.error_hint(
            gs,
            g.players.max.span(),
            Message::new(
                format!("`max` is {max} but the game has {count} seats"),
                format!("`max` は {max} ですが、ゲームの席は {count} です"),
            ),
            Message::new(
                "add a `[[seats]]` entry per player",
                "プレイヤー 1 人につき `[[seats]]` を一つ加えてください",
            ),
        );
    }
    if default < min || default > max {
        c.error(
            gs,
            g.players.default.span(),
            Message::new(
                format!("`default` must be between {min} and {max}, found {default}"),
                format!("`default` は {min} から {max} までです（{default} になっています）"),
            ),
        );
    }
    let unplayed = match g.players.unplayed_seats.get_ref().as_str() {
        "virtual" => UnplayedSeats::Virtual,
        "empty" => UnplayedSeats::Empty,
        other => {
            c.error(
                gs,
                g.players.unplayed_seats.span(),
                Message::new(
                    format!("expected `virtual` or `empty`, found `{other}`"),
                    format!("`virtual` か `empty` を書きます（`{other}` になっています）"),
                ),
            );
            UnplayedSeats::Virtual
        }
    };
    let played_seats = played_seats(c, gs, &g.players, seats, min, max);
    Players {
        min,
        max,
        default,
        unplayed,
        seats: played_seats,
    }
}

/// The room's file name ends in `.zip`.
fn output(c: &mut Checker, gs: &Source, g: &RawGame) {
    if !g.output.get_ref().ends_with(".zip") {
        let output = g.output.get_ref();
        c.error(
            gs,
            g.output.span(),
            Message::new(
                format!("the output name must end in `.zip`, found `{output}`"),
                format!("出力の名前は `.zip` で終えてください（`{output}` になっています）"),
            ),
        );
    }
}

/// The table: its name, size, colour and picture (the plain one where none is named).
fn table(
    dir: &Path,
    c: &mut Checker,
    files: &mut BTreeMap<String, String>,
    gs: &Source,
    g: &RawGame,
) -> Table {
    Table {
        name: c.text(gs, &g.table.name, ("the table name", "テーブルの名前")),
        width: c.positive(gs, &g.table.width, ("the table width", "テーブルの幅")),
        height: c.positive(gs, &g.table.height, ("the table height", "テーブルの高さ")),
        background: c.colour(gs, &g.table.background),
        template: match &g.table.template {
            Some(t) => c.file(gs, dir, t, files),
            None => {
                files.insert(DEFAULT_TABLE.into(), super::defaults::table());
                DEFAULT_TABLE.into()
            }
        },
    }
}

/// The chat: its tab, the welcome (with lines for some player counts) and the palette.
fn chat(c: &mut Checker, gs: &Source, g: &RawGame, (seats, players): (&[Seat], &Players)) -> Chat {
    let (min, max) = (players.min, players.max);
    Chat {
        tab: c.text(gs, &g.chat.tab, ("the chat tab", "チャットタブ")),
        welcome: c.text(
            gs,
            &g.chat.welcome,
            ("the welcome message", "ようこそのメッセージ"),
        ),
        extra: g
            .chat
            .extra
            .iter()
            .map(|e| ChatExtra {
                players: player_counts(c, gs, &e.players, min, max),
                text: c.text(gs, &e.text, ("a welcome text", "ようこその文章")),
            })
            .collect(),
        palette: super::palette::check(c, gs, g.chat.palette.as_ref(), seats),
    }
}

/// A list of player counts (`players = [3, 4]`), each within the game's range.
pub(super) fn player_counts(
    c: &mut Checker,
    source: &Source,
    raw: &toml::Spanned<Vec<u32>>,
    min: u32,
    max: u32,
) -> Vec<u32> {
    if raw.get_ref().is_empty() {
        c.error(
            source,
            raw.span(),
            Message::new(
                "`players` lists no player count",
                "`players` にプレイ人数がありません",
            ),
        );
    }
    for &n in raw.get_ref() {
        if n < min || n > max {
            c.error(
                source,
                raw.span(),
                Message::new(
                    format!("expected player counts from {min} to {max}, found {n}"),
                    format!("プレイ人数は {min} から {max} までです（{n} があります）"),
                ),
            );
        }
    }
    raw.get_ref().clone()
}

/// `[players.seats]`: which seats play at a count, e.g. `2 = ["seat-1", "seat-3"]`.
fn played_seats(
    c: &mut Checker,
    gs: &Source,
    players: &RawPlayers,
    seats: &[Seat],
    min: u32,
    max: u32,
) -> BTreeMap<u32, Vec<usize>> {
    let mut out = BTreeMap::new();
    for (count, list) in &players.seats {
        let n = match count.get_ref().parse::<u32>() {
            Ok(n) if (min..=max).contains(&n) => n,
            _ => {
                let found = count.get_ref();
                c.error(
                    gs,
                    count.span(),
                    Message::new(
                        format!("expected a player count from {min} to {max}, found `{found}`"),
                        format!(
                            "プレイ人数は {min} から {max} までです（`{found}` になっています）"
                        ),
                    ),
                );
                continue;
            }
        };
        let mut chosen = Vec::new();
        for id in list.get_ref() {
            let seat = id.get_ref();
            match seats.iter().position(|s| &s.id == seat) {
                Some(s) if chosen.contains(&s) => c.error(
                    gs,
                    id.span(),
                    Message::new(
                        format!("seat `{seat}` is listed twice"),
                        format!("席 `{seat}` が二度書かれています"),
                    ),
                ),
                Some(s) => chosen.push(s),
                None => c.error(
                    gs,
                    id.span(),
                    Message::new(
                        format!("unknown seat `{seat}`"),
                        format!("`{seat}` という席はありません"),
                    ),
                ),
            }
        }
        if chosen.len() != n as usize {
            let found = list.get_ref().len();
            c.error(
                gs,
                list.span(),
                Message::new(
                    format!("{n} players need {n} seats, found {found}"),
                    format!("{n} 人には席が {n} 必要です（{found} あります）"),
                ),
            );
        }
        chosen.sort_unstable();
        out.insert(n, chosen);
    }
    out
}
