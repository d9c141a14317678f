//! `[referee]` in `game.toml`: the rules that judge the game and the roles they look up,
//! each resolved to the component, kind, area, zone or icon it names.

use super::checker::{Checker, Source};
use crate::definition::model::*;
use crate::definition::raw::{RawReferee, RawScore, RawSum};
use crate::definition::referee::{ComponentRef, RefereeDef, Role, ScoreDef, Sum};
use crate::definition::rules::{Needs, RuleSet};
use crate::error::Message;

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
        rules: rule_set(c, gs, raw),
        ..RefereeDef::default()
    };
    for (name, value) in &raw.roles {
        if let Some(role) = role(c, gs, (name, value), game, older) {
            def.roles.insert(name.clone(), role);
        }
    }
    def.score = raw
        .score
        .as_ref()
        .map(|score| score_def(c, gs, score, game));
    def.sets = raw
        .sets
        .as_ref()
        .and_then(|sets| super::sets::check(c, gs, sets, game));
    if let (Some(rules), Some(at)) = (def.rules, &raw.rules) {
        needs(c, gs, at.span(), rules, raw, &def, older);
    }
    def
}

/// `rules`: one of the rule sets written in Rust, or none for the generic referee.
fn rule_set(c: &mut Checker, gs: &Source, raw: &RawReferee) -> Option<RuleSet> {
    raw.rules.as_ref().and_then(|r| {
        let found = RuleSet::by_name(r.get_ref());
        if found.is_none() {
            let (named, names) = (r.get_ref(), RuleSet::names());
            let listed = crate::error::listed(names.split(", "));
            c.error_hint(
                gs,
                r.span(),
                Message::new(
                    format!("`rules` names `{named}`, which udonforge does not have"),
                    format!("`rules` の `{named}` は udonforge にないルールです"),
                ),
                Message::new(
                    format!("expected one of {names} (or no `rules` for the generic referee)"),
                    format!("次のどれかを書いてください: {listed}（汎用の審判なら `rules` を書きません）"),
                ),
            );
        }
        found
    })
}

/// A role: `PREFIX:ID`, naming a thing of the definition of that kind; `None` after
/// reporting what is wrong (or for a place an older layout lacks).
fn role(
    c: &mut Checker,
    gs: &Source,
    (name, value): (&String, &toml::Spanned<String>),
    game: &Game,
    older: bool,
) -> Option<Role> {
    let text = value.get_ref();
    let Some((prefix, id)) = text.split_once(':') else {
        let (prefixes, listed) = (
            Role::PREFIXES.join(", "),
            crate::error::listed(Role::PREFIXES),
        );
        c.error_hint(
            gs,
            value.span(),
            Message::new(
                format!("role `{name}` names `{text}` without saying what it is"),
                format!("役割 `{name}` の `{text}` は、何であるかを書いていません"),
            ),
            Message::new(
                format!("write it as `PREFIX:ID`, PREFIX one of {prefixes}"),
                format!("`PREFIX:ID` の形で書きます。PREFIX は次のどれかです: {listed}"),
            ),
        );
        return None;
    };
    let Ok(role) = named(game, prefix, id) else {
        let (prefixes, listed) = (
            Role::PREFIXES.join(", "),
            crate::error::listed(Role::PREFIXES),
        );
        c.error_hint(
            gs,
            value.span(),
            Message::new(
                format!("role `{name}`: unknown prefix `{prefix}`"),
                format!("役割 `{name}`: `{prefix}` という PREFIX はありません"),
            ),
            Message::new(
                format!("expected one of {prefixes}"),
                format!("次のどれかを書いてください: {listed}"),
            ),
        );
        return None;
    };
    if role.is_none() && !(older && matches!(prefix, "area" | "zone")) {
        c.error(
            gs,
            value.span(),
            Message::new(
                format!("role `{name}` names `{text}`, which the definition does not have"),
                format!("役割 `{name}` の `{text}` は定義にありません"),
            ),
        );
    }
    role
}

/// A prefix no role has.
struct UnknownPrefix;

/// What `PREFIX:ID` names in `game`, by the prefix: the table of the kinds a role may be.
fn named(game: &Game, prefix: &str, id: &str) -> Result<Option<Role>, UnknownPrefix> {
    let layout = &game.layout;
    Ok(match prefix {
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
        "area" => layout.area_id(id).map(Role::Area),
        "zone" => layout.zone_id(id).map(Role::Zone),
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
        _ => return Err(UnknownPrefix),
    })
}

/// `[referee.score]`: its name, what it sums, its tie-breaks and when the game ends.
fn score_def(c: &mut Checker, gs: &Source, score: &RawScore, game: &Game) -> ScoreDef {
    ScoreDef {
        name: c.text(gs, &score.name, ("the score's name", "得点の名前")),
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
    }
}

/// What the named rules look up is there, and of the kind they read: each role (a place an
/// older layout lacks excepted), and DELTACLE's scoring table. Reported at the `rules` line,
/// or at the role's own line when it names the wrong kind of thing.
fn needs(
    c: &mut Checker,
    gs: &Source,
    at: std::ops::Range<usize>,
    rules: RuleSet,
    raw: &RawReferee,
    def: &RefereeDef,
    older: bool,
) {
    let ruleset = rules.name();
    for need in rules.roles() {
        let (role, (what, which), shape) = (need.name, need.needs.described(), example(need.needs));
        match def.roles.get(role) {
            Some(found) if !fits(*found, need.needs) => c.error_hint(
                gs,
                raw.roles[role].span(),
                Message::new(
                    format!("role `{role}` must name {what} for the `{ruleset}` rules"),
                    format!("`{ruleset}` のルールでは、役割 `{role}` に{which}を書きます"),
                ),
                Message::new(
                    format!("write it as `{role} = \"{shape}\"`"),
                    format!("`{role} = \"{shape}\"` の形で書いてください"),
                ),
            ),
            Some(_) => {}
            None if need.optional => {}
            // A place an older layout lacks was left out above on purpose.
            None if older && raw.roles.contains_key(role) => {}
            None => c.error_hint(
                gs,
                at.clone(),
                Message::new(
                    format!(
                        "the `{ruleset}` rules need the role `{role}`, {what}, which `[referee.roles]` lacks"
                    ),
                    format!(
                        "`{ruleset}` のルールには役割 `{role}`（{which}）が要りますが、`[referee.roles]` にありません"
                    ),
                ),
                Message::new(
                    format!("add `{role} = \"{shape}\"` under `[referee.roles]`"),
                    format!("`[referee.roles]` に `{role} = \"{shape}\"` を加えてください"),
                ),
            ),
        }
    }
    if rules.needs_sets() && raw.sets.is_none() {
        c.error_hint(
            gs,
            at,
            Message::new(
                format!(
                    "the `{ruleset}` rules score from `[referee.sets]`, which the definition lacks"
                ),
                format!(
                    "`{ruleset}` のルールは `[referee.sets]` で得点を数えますが、定義にありません"
                ),
            ),
            Message::new(
                "add `[referee.sets]` with `kind`, `size` and `[referee.sets.points]`",
                "`kind`、`size`、`[referee.sets.points]` のある `[referee.sets]` を加えてください",
            ),
        );
    }
}

fn fits(role: Role, needs: Needs) -> bool {
    matches!(
        (role, needs),
        (Role::Component(_), Needs::Component)
            | (Role::Component(ComponentRef::Piece(_)), Needs::Piece)
            | (Role::CardKind(_), Needs::Kind)
            | (Role::Area(_), Needs::Area)
            | (Role::Zone(_), Needs::Zone)
            | (Role::Icon(_), Needs::Icon)
            | (
                Role::Component(ComponentRef::Die(_)) | Role::Counter { .. },
                Needs::Count
            )
    )
}

/// The shape of a value of this kind, for a hint.
fn example(needs: Needs) -> &'static str {
    match needs {
        Needs::Component => "card:KIND/ITEM",
        Needs::Piece => "piece:ID",
        Needs::Kind => "kind:ID",
        Needs::Area => "area:ID",
        Needs::Zone => "zone:ID",
        Needs::Icon => "icon:ID",
        Needs::Count => "die:ID",
    }
}

/// A sum of card values and counters, each named as the game has it.
fn sum(c: &mut Checker, gs: &Source, raw: &RawSum, game: &Game) -> Sum {
    card_values_known(c, gs, raw, game);
    counters_known(c, gs, raw, game);
    Sum {
        name: raw
            .name
            .as_ref()
            .map(|n| c.text(gs, n, ("a tie-break's name", "同点の決め方の名前"))),
        cards: raw.cards.iter().map(|k| k.get_ref().clone()).collect(),
        counters: raw.counters.iter().map(|k| k.get_ref().clone()).collect(),
    }
}

/// Reports each card value the sum names that no card has.
fn card_values_known(c: &mut Checker, gs: &Source, raw: &RawSum, game: &Game) {
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
            let (value, listed) = (key.get_ref(), crate::error::listed(&known));
            let known = known.join(", ");
            c.error_hint(
                gs,
                key.span(),
                Message::new(
                    format!("unknown card value `{value}`"),
                    format!("`{value}` というカードの値はありません"),
                ),
                Message::new(
                    format!(
                        "card values are keyed by icon or by a spreadsheet's column of numbers: {known}"
                    ),
                    format!("カードの値はアイコンの ID か、CSV の数の列の名前で書きます: {listed}"),
                ),
            );
        }
    }
}

/// Reports each counter the sum names that no piece or die has, hinting at its id where
/// it is named by its shown name.
fn counters_known(c: &mut Checker, gs: &Source, raw: &RawSum, game: &Game) {
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
            Some((k, _)) => Message::new(
                format!("name the counter by its id: `{k}`"),
                format!("カウンターは ID で書きます: `{k}`"),
            ),
            None if counters.is_empty() => Message::new(
                "no piece has counters and no die has number faces",
                "カウンターのある駒も、数字の面のダイスもありません",
            ),
            None => {
                let mut ids: Vec<&str> = Vec::new();
                for (k, _) in &counters {
                    if !ids.contains(k) {
                        ids.push(k);
                    }
                }
                Message::new(
                    format!("the counters are {}", ids.join(", ")),
                    format!("あるカウンター: {}", crate::error::listed(&ids)),
                )
            }
        };
        c.error_hint(
            gs,
            id.span(),
            Message::new(
                format!("unknown counter `{id_text}`"),
                format!("`{id_text}` というカウンターはありません"),
            ),
            hint,
        );
    }
}
