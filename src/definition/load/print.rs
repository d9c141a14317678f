//! `[print]` in game.toml: the boards the table carries and the counters dice stand for,
//! checked against the game once it is whole (its layout's places, its dice).

use super::checker::{Checker, Source};
use crate::definition::model::{Board, Game, PrintDef};
use crate::definition::raw::RawPrint;
use crate::error::{Message, listed};
use std::collections::BTreeMap;
use toml::Spanned;

/// The most counters one die may stand for: more than any box holds, few enough to print.
pub const MAX_COUNTERS: u32 = 500;

/// `[print]`: its boards, each once, and the counters each die stands for.
pub fn check(c: &mut Checker, gs: &Source, raw: Option<&RawPrint>, game: &Game) -> PrintDef {
    let Some(raw) = raw else {
        return PrintDef::default();
    };
    let mut boards = Vec::new();
    for name in &raw.boards {
        if let Some(board) = board(c, gs, name, game) {
            if boards.contains(&board) {
                let id = name.get_ref();
                c.error(
                    gs,
                    name.span(),
                    Message::new(
                        format!("the board `{id}` is named twice"),
                        format!("ボード `{id}` が2回書かれています"),
                    ),
                );
            } else {
                boards.push(board);
            }
        }
    }
    let mut counters = BTreeMap::new();
    for (die, count) in &raw.counters {
        let n = counters_of(c, gs, die, count, game);
        counters.insert(die.get_ref().clone(), n);
    }
    PrintDef { boards, counters }
}

/// The board `name` names: the track, the seats' areas, or a shared area.
fn board(c: &mut Checker, gs: &Source, name: &Spanned<String>, game: &Game) -> Option<Board> {
    match name.get_ref().as_str() {
        "track" if game.layout.track.is_some() => Some(Board::Track),
        "track" => {
            c.error_hint(
                gs,
                name.span(),
                Message::new(
                    "the board `track` names the layout's track, and layout.toml has none",
                    "ボード `track` はレイアウトのトラックのことですが、layout.toml にトラックがありません",
                ),
                Message::new(
                    "add `[track]` to layout.toml, or leave `track` out of `boards`",
                    "layout.toml に `[track]` を書くか、`boards` から `track` を外してください",
                ),
            );
            None
        }
        "seat-areas" => Some(Board::SeatAreas),
        id => match game.layout.areas.iter().position(|a| a.id == id) {
            Some(at) => Some(Board::Area(at)),
            None => {
                let areas: Vec<&str> = game.layout.areas.iter().map(|a| a.id.as_str()).collect();
                c.error_hint(
                    gs,
                    name.span(),
                    Message::new(
                        format!(
                            "expected `track`, `seat-areas` or an area id as a board, found `{id}`"
                        ),
                        format!(
                            "ボードには `track`、`seat-areas` またはエリアの ID を書きます。`{id}` はどれでもありません"
                        ),
                    ),
                    Message::new(
                        format!("the layout's areas: {}", areas.join(", ")),
                        format!("レイアウトのエリア: {}", listed(&areas)),
                    ),
                );
                None
            }
        },
    }
}

/// How many counters die `die` stands for, reported where it is no die of the game or the
/// count is over the limit.
fn counters_of(
    c: &mut Checker,
    gs: &Source,
    die: &Spanned<String>,
    count: &Spanned<u32>,
    game: &Game,
) -> u32 {
    let id = die.get_ref();
    if !game.dice.iter().any(|d| &d.id == id) {
        let dice: Vec<&str> = game.dice.iter().map(|d| d.id.as_str()).collect();
        c.error_hint(
            gs,
            die.span(),
            Message::new(
                format!("`{id}` is not a die of the game"),
                format!("`{id}` はこのゲームのダイスではありません"),
            ),
            if dice.is_empty() {
                Message::new(
                    "`counters` names dice (`[[dice]]` in components.toml); the game has none",
                    "`counters` にはダイス（components.toml の `[[dice]]`）を書きます。このゲームにはダイスがありません",
                )
            } else {
                Message::new(
                    format!("the game's dice: {}", dice.join(", ")),
                    format!("このゲームのダイス: {}", listed(&dice)),
                )
            },
        );
    }
    let n = *count.get_ref();
    if n > MAX_COUNTERS {
        c.error(
            gs,
            count.span(),
            Message::new(
                format!("{n} counters of `{id}`, over the limit of {MAX_COUNTERS}"),
                format!("`{id}` のカウンターが {n} 個あり、上限の {MAX_COUNTERS} 個を超えています"),
            ),
        );
    }
    n
}
