//! Looking up the roles a game's rules need in the definition's `[referee]` table, once,
//! before judging: a definition that lacks one is reported, never guessed.

use crate::definition::{AreaId, ComponentRef, Game, Role, ZoneId};

pub struct RoleLookup<'a>(pub &'a Game);

impl RoleLookup<'_> {
    fn get(&self, name: &str) -> Result<Role, String> {
        // Every role a game's rules look up is declared in `definition::rules`, so a
        // definition is checked against it when it loads.
        debug_assert!(
            self.0.referee.rules.is_none_or(|r| r.declares(name)),
            "role `{name}` is not declared in definition::rules"
        );
        self.0.referee.roles.get(name).copied().ok_or_else(|| {
            format!(
                "`{}`'s game.toml has no `[referee.roles]` entry `{name}`, which its rules need",
                self.0.id
            )
        })
    }

    /// Whether the definition names this role: for places a room may lack (rooms built
    /// before they were added), which the rules then do without.
    pub fn has(&self, name: &str) -> bool {
        debug_assert!(
            self.0.referee.rules.is_none_or(|r| r.declares(name)),
            "role `{name}` is not declared in definition::rules"
        );
        self.0.referee.roles.contains_key(name)
    }

    fn wrong(&self, name: &str, what: &str) -> String {
        format!("`[referee.roles] {name}` must name {what}")
    }

    pub fn component(&self, name: &str) -> Result<ComponentRef, String> {
        match self.get(name)? {
            Role::Component(c) => Ok(c),
            _ => Err(self.wrong(name, "a component (`card:`, `piece:` or `die:`)")),
        }
    }

    pub fn kind(&self, name: &str) -> Result<usize, String> {
        match self.get(name)? {
            Role::CardKind(k) => Ok(k),
            _ => Err(self.wrong(name, "a card kind (`kind:`)")),
        }
    }

    /// A shared area.
    pub fn area(&self, name: &str) -> Result<AreaId, String> {
        match self.get(name)? {
            Role::Area(a) => Ok(a),
            _ => Err(self.wrong(name, "a shared area (`area:`)")),
        }
    }

    /// A seat zone.
    pub fn zone(&self, name: &str) -> Result<ZoneId, String> {
        match self.get(name)? {
            Role::Zone(z) => Ok(z),
            _ => Err(self.wrong(name, "a seat zone (`zone:`)")),
        }
    }

    pub fn icon(&self, name: &str) -> Result<String, String> {
        match self.get(name)? {
            Role::Icon(i) => Ok(self.0.icons[i].id.clone()),
            _ => Err(self.wrong(name, "an icon (`icon:`)")),
        }
    }

    /// A piece's counter, as (piece, counter) indices into the definition.
    pub fn counter(&self, name: &str) -> Result<(usize, usize), String> {
        match self.get(name)? {
            Role::Counter { piece, counter } => Ok((piece, counter)),
            _ => Err(self.wrong(name, "a piece's counter (`counter:PIECE/COUNTER`)")),
        }
    }
}
