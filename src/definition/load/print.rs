//! `[print]` in game.toml: the boards the table carries and the counters dice stand for,
//! checked against the game once it is whole (its layout's places, its dice).

use super::checker::{Checker, Source};
use crate::definition::model::{Board, Game, PrintDef};
use crate::definition::raw::RawPrint;
use std::collections::BTreeMap;

/// The most counters one die may stand for: more than any box holds, few enough to print.
pub const MAX_COUNTERS: u32 = 500;

pub fn check(c: &mut Checker, gs: &Source, raw: Option<&RawPrint>, game: &Game) -> PrintDef {
    let Some(raw) = raw else {
        return PrintDef::default();
    };
    let mut boards = Vec::new();
    for name in &raw.boards {
        let board = match name.get_ref().as_str() {
            "track" if game.layout.track.is_some() => Some(Board::Track),
            "track" => {
                c.error_hint(
                    gs,
                    name.span(),
                    "the board `track` names the layout's track, and layout.toml has none".into(),
                    "add `[track]` to layout.toml, or leave `track` out of `boards`".into(),
                );
                None
            }
            "seat-areas" => Some(Board::SeatAreas),
            id => match game.layout.areas.iter().position(|a| a.id == id) {
                Some(at) => Some(Board::Area(at)),
                None => {
                    let areas: Vec<&str> =
                        game.layout.areas.iter().map(|a| a.id.as_str()).collect();
                    c.error_hint(
                        gs,
                        name.span(),
                        format!(
                            "expected `track`, `seat-areas` or an area id as a board, found `{id}`"
                        ),
                        format!("the layout's areas: {}", areas.join(", ")),
                    );
                    None
                }
            },
        };
        if let Some(board) = board {
            if boards.contains(&board) {
                c.error(
                    gs,
                    name.span(),
                    format!("the board `{}` is named twice", name.get_ref()),
                );
            } else {
                boards.push(board);
            }
        }
    }
    let mut counters = BTreeMap::new();
    for (die, count) in &raw.counters {
        if !game.dice.iter().any(|d| &d.id == die.get_ref()) {
            let dice: Vec<&str> = game.dice.iter().map(|d| d.id.as_str()).collect();
            c.error_hint(
                gs,
                die.span(),
                format!("`{}` is not a die of the game", die.get_ref()),
                if dice.is_empty() {
                    "`counters` names dice (`[[dice]]` in components.toml); the game has none"
                        .into()
                } else {
                    format!("the game's dice: {}", dice.join(", "))
                },
            );
        }
        if *count.get_ref() > MAX_COUNTERS {
            c.error(
                gs,
                count.span(),
                format!(
                    "{} counters of `{}`, over the limit of {MAX_COUNTERS}",
                    count.get_ref(),
                    die.get_ref()
                ),
            );
        }
        counters.insert(die.get_ref().clone(), *count.get_ref());
    }
    PrintDef { boards, counters }
}
