//! What the referee needs from a definition: components named by a typed reference, and the
//! roles a game's rules look up by name (`[referee]` in `game.toml`), resolved at load.

use super::model::Game;
use std::collections::BTreeMap;

/// A component of the game: parsed once from its id, then compared and looked up cheaply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ComponentRef {
    /// `kind/item`: indices into `Game::card_kinds` and that kind's `items`.
    Card {
        kind: usize,
        item: usize,
    },
    Piece(usize),
    Die(usize),
}

impl ComponentRef {
    /// Reads a component id as objects carry it (`evidence/witness`, `player-name`).
    pub fn parse(game: &Game, id: &str) -> Option<ComponentRef> {
        if let Some((kind, item)) = id.split_once('/') {
            let k = game.card_kinds.iter().position(|k| k.id == kind)?;
            let i = game.card_kinds[k].items.iter().position(|i| i.id == item)?;
            return Some(ComponentRef::Card { kind: k, item: i });
        }
        if let Some(p) = game.pieces.iter().position(|p| p.id == id) {
            return Some(ComponentRef::Piece(p));
        }
        game.dice
            .iter()
            .position(|d| d.id == id)
            .map(ComponentRef::Die)
    }

    /// The id objects carry.
    pub fn id(self, game: &Game) -> String {
        match self {
            ComponentRef::Card { kind, item } => {
                let k = &game.card_kinds[kind];
                format!("{}/{}", k.id, k.items[item].id)
            }
            ComponentRef::Piece(p) => game.pieces[p].id.clone(),
            ComponentRef::Die(d) => game.dice[d].id.clone(),
        }
    }

    /// The card kind, for cards.
    pub fn card_kind(self) -> Option<usize> {
        match self {
            ComponentRef::Card { kind, .. } => Some(kind),
            _ => None,
        }
    }

    pub fn is_card(self) -> bool {
        matches!(self, ComponentRef::Card { .. })
    }
}

/// Something a game's rules refer to by a role name, e.g. `investigator` →
/// `card:identity/investigator`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Component(ComponentRef),
    CardKind(usize),
    /// A shared area.
    Area(super::AreaId),
    /// A seat zone.
    Zone(super::ZoneId),
    Icon(usize),
    /// A piece's counter (`counter:PIECE/COUNTER`): indices into `Game::pieces` and its
    /// `counters`.
    Counter {
        piece: usize,
        counter: usize,
    },
}

impl Role {
    /// The prefixes a role's value starts with in `game.toml`.
    pub const PREFIXES: &'static [&'static str] = &[
        "card", "kind", "piece", "die", "area", "zone", "icon", "counter",
    ];
}

/// `[referee]`: which rules judge the game, and the roles they look up.
#[derive(Debug, Clone, Default)]
pub struct RefereeDef {
    /// The Rust rules that referee this game (`shinjya`, `ritual`…), checked at load with
    /// the roles they need; `None` for the generic referee.
    pub rules: Option<super::RuleSet>,
    pub roles: BTreeMap<String, Role>,
    /// A score the generic referee adds up per seat, where the definition declares one.
    pub score: Option<ScoreDef>,
    /// Points of sets of cards by their items (`[referee.sets]`).
    pub sets: Option<SetsDef>,
    /// The roles of `rules`, typed, resolved once the whole definition is checked.
    pub resolved: super::Resolved,
}

/// `[referee.sets]`, checked: every combination of `size` items of the kind has points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetsDef {
    /// Index into `Game::card_kinds`.
    pub kind: usize,
    pub size: usize,
    /// Points by the set's item indices, sorted.
    pub points: BTreeMap<Vec<usize>, i64>,
    pub tie_break: SetTieBreak,
}

impl SetsDef {
    /// A set's points; `None` for a set of another size.
    pub fn points(&self, items: &[usize]) -> Option<i64> {
        let mut key = items.to_vec();
        key.sort_unstable();
        self.points.get(&key).copied()
    }
}

/// How a tie for the highest total of set points is broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetTieBreak {
    /// Every tied seat wins.
    Shared,
    /// The tied seat that ended the game (completed its last set) wins.
    Finisher,
    /// The tied seat nearest clockwise from the seat holding the game's blessing card (the
    /// holder first).
    Blessing,
}

/// `[referee.score]`: the highest total wins; ties go down the tie-break sums in order.
#[derive(Debug, Clone)]
pub struct ScoreDef {
    pub name: super::Text,
    pub sum: Sum,
    pub tie_breaks: Vec<Sum>,
    /// The table is scored as a finished game (else a provisional standing).
    pub end: bool,
}

/// What a seat's total adds up: card values (by key) of the cards that count for the seat,
/// and counters (by id) of the pieces that belong to it.
#[derive(Debug, Clone, Default)]
pub struct Sum {
    /// What a tie-break compares, where the definition names it.
    pub name: Option<super::Text>,
    pub cards: Vec<String>,
    /// Counter ids, each one some piece has.
    pub counters: Vec<String>,
}
