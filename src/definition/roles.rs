//! The roles a game's rules name, resolved once, as the definition loads: each looked up
//! by its one declaration in `rules` (the name `[referee.roles]` gives it) into a typed
//! field, so the referee reads `roles.altar`, never a name. A definition that lacks a role
//! the loader let pass (a place an older layout lacks) is kept as the problem, reported
//! when that game is judged, never guessed.

use super::rules::{RoleNeed, RuleSet, deltacle, ritual, shinjya, wie_verhext};
use super::{AreaId, ComponentRef, Game, Needs, Role, ZoneId};

/// The roles of the rules that judge a game, typed.
#[derive(Debug, Clone)]
pub enum Resolved {
    /// The generic referee's: only the piece players type their names into, if any.
    Generic {
        /// `name-piece`, where it names a component.
        name_piece: Option<ComponentRef>,
    },
    /// 信じられるのは邪神だけ's.
    Shinjya(shinjya::Roles),
    /// RITUAL's.
    Ritual(ritual::Roles),
    /// Wie verhext!'s.
    WieVerhext(Box<wie_verhext::Roles>),
    /// DELTACLE's.
    Deltacle(deltacle::Roles),
    /// A role the rules need that the definition lacks, in the rules' words.
    Missing(String),
}

impl Default for Resolved {
    fn default() -> Self {
        Resolved::Generic { name_piece: None }
    }
}

/// The roles of `game`'s rules, looked up in its `[referee.roles]`.
pub(crate) fn resolve(game: &Game) -> Resolved {
    let found = match game.referee.rules {
        None => Ok(Resolved::Generic {
            name_piece: match game.referee.roles.get("name-piece") {
                Some(Role::Component(c)) => Some(*c),
                _ => None,
            },
        }),
        Some(RuleSet::Shinjya) => shinjya::Roles::resolve(game).map(Resolved::Shinjya),
        Some(RuleSet::Ritual) => ritual::Roles::resolve(game).map(Resolved::Ritual),
        Some(RuleSet::WieVerhext) => wie_verhext::looked_up_first(&RoleLookup(game))
            .and_then(|()| wie_verhext::Roles::resolve(game))
            .map(|roles| Resolved::WieVerhext(Box::new(roles))),
        Some(RuleSet::Deltacle) => match game.referee.sets {
            None => Err(format!(
                "`{}`'s game.toml has no `[referee.sets]`: the pentacle scoring table",
                game.id
            )),
            Some(_) => deltacle::Roles::resolve(game).map(Resolved::Deltacle),
        },
    };
    found.unwrap_or_else(Resolved::Missing)
}

/// Looks roles up by name in a definition: what `resolve` and each game's declaration use.
pub(crate) struct RoleLookup<'a>(pub &'a Game);

/// Where a count is kept on the table: a die with number faces (an index into the
/// definition's dice), or a counter of a piece's sheet (indices into its pieces and the
/// piece's counters), as rooms kept counts before they had dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keeper {
    /// A die, by its index in the definition's dice.
    Die(usize),
    /// A counter of a piece's sheet, by the piece's index and the counter's.
    Counter {
        /// Index into the definition's pieces.
        piece: usize,
        /// Index into that piece's counters.
        counter: usize,
    },
}

impl Keeper {
    /// Its id in the definition: the die's, or the counter's.
    pub fn id(self, game: &Game) -> &str {
        match self {
            Keeper::Die(d) => &game.dice[d].id,
            Keeper::Counter { piece, counter } => &game.pieces[piece].counters[counter].id,
        }
    }

    /// Its name as the room shows it.
    pub fn name(self, game: &Game) -> &crate::definition::Text {
        match self {
            Keeper::Die(d) => &game.dice[d].name,
            Keeper::Counter { piece, counter } => &game.pieces[piece].counters[counter].name,
        }
    }
}

impl RoleLookup<'_> {
    fn get(&self, need: RoleNeed) -> Result<Role, String> {
        // A game looks up only the roles its own rule set declares, so a definition is
        // checked against them when it loads.
        debug_assert!(
            self.0.referee.rules.is_none_or(|r| r.declares(need)),
            "role `{}` is not declared for these rules in definition::rules",
            need.name
        );
        self.0.referee.roles.get(need.name).copied().ok_or_else(|| {
            format!(
                "`{}`'s game.toml has no `[referee.roles]` entry `{}`, which its rules need",
                self.0.id, need.name
            )
        })
    }

    /// Whether the definition names this role: for places a room may lack (rooms built
    /// before they were added), which the rules then do without.
    pub fn has(&self, need: RoleNeed) -> bool {
        debug_assert!(need.optional, "role `{}` is not optional", need.name);
        self.0.referee.roles.contains_key(need.name)
    }

    fn wrong(&self, need: RoleNeed, what: &str) -> String {
        format!("`[referee.roles] {}` must name {what}", need.name)
    }

    /// A component; also a role that must be a piece or a die.
    pub fn component(&self, need: RoleNeed) -> Result<ComponentRef, String> {
        debug_assert!(matches!(need.needs, Needs::Component | Needs::Piece));
        match self.get(need)? {
            Role::Component(c) => Ok(c),
            _ => Err(self.wrong(need, "a component (`card:`, `piece:` or `die:`)")),
        }
    }

    /// Where a count is kept: a die with number faces, or a piece's counter.
    pub fn keeper(&self, need: RoleNeed) -> Result<Keeper, String> {
        debug_assert_eq!(need.needs, Needs::Count);
        match self.get(need)? {
            Role::Component(ComponentRef::Die(d)) if self.0.dice[d].counts() => Ok(Keeper::Die(d)),
            Role::Counter { piece, counter } => Ok(Keeper::Counter { piece, counter }),
            _ => Err(self.wrong(
                need,
                "a die with number faces (`die:`) or a piece's counter (`counter:`)",
            )),
        }
    }

    /// A card kind.
    pub fn kind(&self, need: RoleNeed) -> Result<usize, String> {
        debug_assert_eq!(need.needs, Needs::Kind);
        match self.get(need)? {
            Role::CardKind(k) => Ok(k),
            _ => Err(self.wrong(need, "a card kind (`kind:`)")),
        }
    }

    /// A shared area.
    pub fn area(&self, need: RoleNeed) -> Result<AreaId, String> {
        debug_assert_eq!(need.needs, Needs::Area);
        match self.get(need)? {
            Role::Area(a) => Ok(a),
            _ => Err(self.wrong(need, "a shared area (`area:`)")),
        }
    }

    /// A seat zone.
    pub fn zone(&self, need: RoleNeed) -> Result<ZoneId, String> {
        debug_assert_eq!(need.needs, Needs::Zone);
        match self.get(need)? {
            Role::Zone(z) => Ok(z),
            _ => Err(self.wrong(need, "a seat zone (`zone:`)")),
        }
    }

    /// An icon, by its id.
    pub fn icon(&self, need: RoleNeed) -> Result<String, String> {
        debug_assert_eq!(need.needs, Needs::Icon);
        match self.get(need)? {
            Role::Icon(i) => Ok(self.0.icons[i].id.clone()),
            _ => Err(self.wrong(need, "an icon (`icon:`)")),
        }
    }
}

/// Each rule set's roles resolve from the definition it ships with, and every required one
/// is looked up: taken out, it is missed by name, in the rules' words.
#[cfg(test)]
mod tests {
    use super::{Resolved, resolve};
    use crate::definition::RuleSet;

    fn missing(game: &crate::definition::Game) -> Option<String> {
        match resolve(game) {
            Resolved::Missing(problem) => Some(problem),
            _ => None,
        }
    }

    #[test]
    fn every_required_role_is_looked_up() {
        for &rules in RuleSet::ALL {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
            let game = crate::definition::load(&dir.join(rules.name())).unwrap();
            assert_eq!(missing(&game), None, "{}", rules.name());
            for need in rules.roles() {
                let mut without = game.clone();
                without.referee.roles.remove(need.name);
                let missed = Some(format!(
                    "`{}`'s game.toml has no `[referee.roles]` entry `{}`, which its rules need",
                    game.id, need.name
                ));
                let found = missing(&without);
                if need.optional {
                    // A shelf's die is only looked up where the shelf's icon is named.
                    assert!(
                        found.is_none() || found == missed,
                        "{}: {found:?}",
                        need.name
                    );
                } else {
                    assert_eq!(found, missed, "{}", rules.name());
                }
            }
        }
    }
}
