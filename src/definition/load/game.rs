//! `game.toml`: the game's id, languages, players, seats, table and chat.

use super::checker::{Checker, Source};
use super::defaults::DEFAULT_TABLE;
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::definition::text::Lang;
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
    let mut ids = BTreeSet::new();
    let id = c.id(gs, &g.id, &mut ids, "game");
    if let Some(problem) = super::checker::game_id_problem(&id) {
        c.error_hint(
            gs,
            g.id.span(),
            problem.to_string(),
            "a game id starts with a letter or digit and is at most 64 characters".into(),
        );
    }
    // A room records the version that built it, and the referee refuses a record of 0.
    if *g.version.get_ref() == 0 {
        c.error_hint(
            gs,
            g.version.span(),
            "`version` counts from 1, found 0".into(),
            "the first release of a game is version 1".into(),
        );
    }
    let expected = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    // A kept older version's folder is named by its number.
    if !kept && !expected.is_empty() && id != expected {
        c.error_hint(
            gs,
            g.id.span(),
            format!("game id `{id}` differs from its folder `{expected}`"),
            "name the folder after the game id".into(),
        );
    }
    let mut languages = Vec::new();
    for code in g.languages.get_ref() {
        match Lang::parse(code) {
            Some(l) => languages.push(l),
            None => c.error(
                gs,
                g.languages.span(),
                format!("expected `ja` or `en`, found `{code}`"),
            ),
        }
    }
    if !languages.contains(&Lang::Ja) {
        c.error(
            gs,
            g.languages.span(),
            "`languages` must include `ja`".into(),
        );
    }
    c.required = languages.clone();
    // Seats.
    let mut seat_ids = BTreeSet::new();
    let seats: Vec<Seat> = g
        .seats
        .get_ref()
        .iter()
        .map(|s| Seat {
            id: c.id(gs, &s.id, &mut seat_ids, "seat"),
            name: c.text(gs, &s.name, "a seat name"),
            short: c.text(gs, &s.short, "a seat's short name"),
            mark: c.text(gs, &s.mark, "a seat mark"),
            colour: c.colour(gs, &s.colour),
            about: s
                .about
                .as_ref()
                .map(|t| c.text(gs, t, "a seat's board text")),
        })
        .collect();
    if seats.is_empty() {
        c.error(gs, g.seats.span(), "a game needs at least one seat".into());
    }
    // Players.
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
            "`max` must be at least 1, found 0".into(),
        );
    } else if min == 0 || min > max {
        c.error(
            gs,
            g.players.min.span(),
            format!("`min` must be between 1 and `max` ({max}), found {min}"),
        );
    }
    if max as usize > seats.len() {
        c.error_hint(
            gs,
            g.players.max.span(),
            format!("`max` is {max} but the game has {} seats", seats.len()),
            "add a `[[seats]]` entry per player".into(),
        );
    }
    if default < min || default > max {
        c.error(
            gs,
            g.players.default.span(),
            format!("`default` must be between {min} and {max}, found {default}"),
        );
    }
    let unplayed = match g.players.unplayed_seats.get_ref().as_str() {
        "virtual" => UnplayedSeats::Virtual,
        "empty" => UnplayedSeats::Empty,
        other => {
            c.error(
                gs,
                g.players.unplayed_seats.span(),
                format!("expected `virtual` or `empty`, found `{other}`"),
            );
            UnplayedSeats::Virtual
        }
    };
    let played_seats = played_seats(c, gs, &g.players, &seats, min, max);
    if !g.output.get_ref().ends_with(".zip") {
        c.error(
            gs,
            g.output.span(),
            format!(
                "the output name must end in `.zip`, found `{}`",
                g.output.get_ref()
            ),
        );
    }
    let table = Table {
        name: c.text(gs, &g.table.name, "the table name"),
        width: c.positive(gs, &g.table.width, "the table width"),
        height: c.positive(gs, &g.table.height, "the table height"),
        background: c.colour(gs, &g.table.background),
        template: match &g.table.template {
            Some(t) => c.file(gs, dir, t, files),
            None => {
                files.insert(DEFAULT_TABLE.into(), super::defaults::table());
                DEFAULT_TABLE.into()
            }
        },
    };
    let chat = Chat {
        tab: c.text(gs, &g.chat.tab, "the chat tab"),
        welcome: c.text(gs, &g.chat.welcome, "the welcome message"),
        extra: g
            .chat
            .extra
            .iter()
            .map(|e| ChatExtra {
                players: player_counts(c, gs, &e.players, min, max),
                text: c.text(gs, &e.text, "a welcome text"),
            })
            .collect(),
        palette: super::palette::check(c, gs, g.chat.palette.as_ref(), &seats),
    };

    Meta {
        id,
        languages,
        seats,
        players: Players {
            min,
            max,
            default,
            unplayed,
            seats: played_seats,
        },
        table,
        chat,
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
        c.error(source, raw.span(), "`players` lists no player count".into());
    }
    for &n in raw.get_ref() {
        if n < min || n > max {
            c.error(
                source,
                raw.span(),
                format!("expected player counts from {min} to {max}, found {n}"),
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
                c.error(
                    gs,
                    count.span(),
                    format!(
                        "expected a player count from {min} to {max}, found `{}`",
                        count.get_ref()
                    ),
                );
                continue;
            }
        };
        let mut chosen = Vec::new();
        for id in list.get_ref() {
            match seats.iter().position(|s| &s.id == id.get_ref()) {
                Some(s) if chosen.contains(&s) => c.error(
                    gs,
                    id.span(),
                    format!("seat `{}` is listed twice", id.get_ref()),
                ),
                Some(s) => chosen.push(s),
                None => c.error(gs, id.span(), format!("unknown seat `{}`", id.get_ref())),
            }
        }
        if chosen.len() != n as usize {
            c.error(
                gs,
                list.span(),
                format!("{n} players need {n} seats, found {}", list.get_ref().len()),
            );
        }
        chosen.sort_unstable();
        out.insert(n, chosen);
    }
    out
}
