//! The roles a game's rules name, resolved once, as the definition loads: each looked up
//! by its one declaration in `rules` (the name `[referee.roles]` gives it) into a typed
//! field, so the referee reads `roles.altar`, never a name. A definition that lacks a role
//! the loader let pass (a place an older layout lacks) is kept as the problem, reported
//! when that game is judged, never guessed.

use super::Game;
use super::lookup::RoleLookup;
use super::rules::{RuleSet, deltacle, generic, ritual, shinjya, wie_verhext};
use crate::error::RoleProblem;

/// The roles of the rules that judge a game, typed.
#[derive(Debug, Clone)]
pub enum Resolved {
    /// The generic referee's: only the piece players type their names into, if any.
    Generic(generic::Roles),
    /// 信じられるのは邪神だけ's.
    Shinjya(shinjya::Roles),
    /// RITUAL's.
    Ritual(ritual::Roles),
    /// Wie verhext!'s.
    WieVerhext(Box<wie_verhext::Roles>),
    /// DELTACLE's.
    Deltacle(deltacle::Roles),
    /// A role the rules need that the definition lacks.
    Missing(RoleProblem),
}

impl Default for Resolved {
    fn default() -> Self {
        Resolved::Generic(generic::Roles { name_piece: None })
    }
}

/// The roles of `game`'s rules, looked up in its `[referee.roles]`.
pub(crate) fn resolve(game: &Game) -> Resolved {
    let found = match game.referee.rules {
        // The generic referee does without a role that names something else.
        None => Ok(Resolved::Generic(
            generic::Roles::resolve(game).unwrap_or(generic::Roles { name_piece: None }),
        )),
        Some(RuleSet::Shinjya) => shinjya::Roles::resolve(game).map(Resolved::Shinjya),
        Some(RuleSet::Ritual) => ritual::Roles::resolve(game).map(Resolved::Ritual),
        Some(RuleSet::WieVerhext) => wie_verhext::looked_up_first(&RoleLookup(game))
            .and_then(|()| wie_verhext::Roles::resolve(game))
            .map(|roles| Resolved::WieVerhext(Box::new(roles))),
        Some(RuleSet::Deltacle) => deltacle::Roles::resolve(game).map(Resolved::Deltacle),
    };
    found.unwrap_or_else(Resolved::Missing)
}

/// Each rule set's roles resolve from the definition it ships with, and every required one
/// is looked up: taken out, it is missed by name, in the rules' words.
#[cfg(test)]
mod tests {
    use super::{Resolved, resolve};
    use crate::definition::RuleSet;

    fn missing(game: &crate::definition::Game) -> Option<String> {
        match resolve(game) {
            Resolved::Missing(problem) => Some(problem.to_string()),
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
