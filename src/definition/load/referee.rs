//! `[referee]` in `game.toml`: the rules that judge the game and the roles they look up,
//! each resolved to the component, kind, area, zone or icon it names.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::{RawReferee, RawSum};
use crate::definition::referee::{ComponentRef, RefereeDef, Role, ScoreDef, Sum};

/// `older`: the layout is an older version's; a role naming a place it lacks is then left
/// out (those rooms have no such place) rather than an error.
pub fn check(
    c: &mut Checker,
    gs: &Source,
    raw: Option<&RawReferee>,
    game: &Game,
    older: bool,
) -> RefereeDef {
    let Some(raw) = raw else {
        return RefereeDef::default();
    };
    let mut def = RefereeDef {
        rules: raw.rules.as_ref().map(|r| r.get_ref().clone()),
        ..RefereeDef::default()
    };
    for (name, value) in &raw.roles {
        let text = value.get_ref();
        let Some((prefix, id)) = text.split_once(':') else {
            c.error_hint(
                gs,
                value.span(),
                format!("role `{name}` names `{text}` without saying what it is"),
                format!(
                    "write it as `PREFIX:ID`, PREFIX one of {}",
                    Role::PREFIXES.join(", ")
                ),
            );
            continue;
        };
        let layout = &game.layout;
        let role = match prefix {
            "card" if id.contains('/') => ComponentRef::parse(game, id).map(Role::Component),
            "piece" => game
                .pieces
                .iter()
                .position(|p| p.id == id)
                .map(|p| Role::Component(ComponentRef::Piece(p))),
            "die" => game
                .dice
                .iter()
                .position(|d| d.id == id)
                .map(|d| Role::Component(ComponentRef::Die(d))),
            "kind" => game
                .card_kinds
                .iter()
                .position(|k| k.id == id)
                .map(Role::CardKind),
            "area" => layout.areas.iter().position(|a| a.id == id).map(Role::Area),
            "zone" => layout
                .seat_zones
                .iter()
                .position(|z| z.id == id)
                .map(Role::Zone),
            "icon" => game.icons.iter().position(|i| i.id == id).map(Role::Icon),
            "counter" => id.split_once('/').and_then(|(piece, counter)| {
                let p = game.pieces.iter().position(|p| p.id == piece)?;
                let c = game.pieces[p]
                    .counters
                    .iter()
                    .position(|c| c.id == counter)?;
                Some(Role::Counter {
                    piece: p,
                    counter: c,
                })
            }),
            _ => {
                c.error_hint(
                    gs,
                    value.span(),
                    format!("role `{name}`: unknown prefix `{prefix}`"),
                    format!("expected one of {}", Role::PREFIXES.join(", ")),
                );
                continue;
            }
        };
        match role {
            Some(role) => {
                def.roles.insert(name.clone(), role);
            }
            None if older && matches!(prefix, "area" | "zone") => {}
            None => c.error(
                gs,
                value.span(),
                format!("role `{name}` names `{text}`, which the definition does not have"),
            ),
        }
    }
    def.score = raw.score.as_ref().map(|score| ScoreDef {
        name: c.text(gs, &score.name, "the score's name"),
        sum: sum(
            c,
            gs,
            &RawSum {
                name: None,
                cards: score.cards.clone(),
                counters: score.counters.clone(),
            },
            game,
        ),
        tie_breaks: score
            .tie_breaks
            .iter()
            .map(|t| sum(c, gs, t, game))
            .collect(),
        end: score.end,
    });
    def.sets = raw
        .sets
        .as_ref()
        .and_then(|sets| super::sets::check(c, gs, sets, game));
    def
}

fn sum(c: &mut Checker, gs: &Source, raw: &RawSum, game: &Game) -> Sum {
    // Values are keyed by icon, or by a spreadsheet's column of numbers.
    let mut known: Vec<&str> = game.icons.iter().map(|i| i.id.as_str()).collect();
    for item in game.card_kinds.iter().flat_map(|k| &k.items) {
        for key in item.values.keys() {
            if !known.contains(&key.as_str()) {
                known.push(key);
            }
        }
    }
    for key in &raw.cards {
        if !known.contains(&key.get_ref().as_str()) {
            c.error_hint(
                gs,
                key.span(),
                format!("unknown card value `{}`", key.get_ref()),
                format!(
                    "card values are keyed by icon or by a spreadsheet's column of numbers: {}",
                    known.join(", ")
                ),
            );
        }
    }
    // Counters by id, as `[referee.roles]` names them; a counter's shown name is not one.
    // A die with number faces is a counter too: the count shown on the table.
    let counters: Vec<(&str, &crate::definition::Text)> = game
        .pieces
        .iter()
        .flat_map(|p| &p.counters)
        .map(|k| (k.id.as_str(), &k.name))
        .chain(
            game.dice
                .iter()
                .filter(|d| d.counts())
                .map(|d| (d.id.as_str(), &d.name)),
        )
        .collect();
    for id in &raw.counters {
        let id_text = id.get_ref();
        if counters.iter().any(|(k, _)| k == id_text) {
            continue;
        }
        let hint = match counters
            .iter()
            .find(|(_, name)| name.0.values().any(|n| n == id_text))
        {
            Some((k, _)) => format!("name the counter by its id: `{k}`"),
            None if counters.is_empty() => {
                "no piece has counters and no die has number faces".to_string()
            }
            None => {
                let mut ids: Vec<&str> = Vec::new();
                for (k, _) in &counters {
                    if !ids.contains(k) {
                        ids.push(k);
                    }
                }
                format!("the counters are {}", ids.join(", "))
            }
        };
        c.error_hint(gs, id.span(), format!("unknown counter `{id_text}`"), hint);
    }
    Sum {
        name: raw
            .name
            .as_ref()
            .map(|n| c.text(gs, n, "a tie-break's name")),
        cards: raw.cards.iter().map(|k| k.get_ref().clone()).collect(),
        counters: raw.counters.iter().map(|k| k.get_ref().clone()).collect(),
    }
}
