//! Looking up the roles a game's rules need in the definition's `[referee]` table, once,
//! before judging: a definition that lacks one is reported, never guessed. Each role is
//! named by its one declaration in `definition::rules`, which the definition was checked
//! against when it loaded.

use crate::definition::rules::RoleNeed;
use crate::definition::{AreaId, ComponentRef, Game, Needs, Role, ZoneId};

pub struct RoleLookup<'a>(pub &'a Game);

/// Where a count is kept on the table: a die with number faces (an index into the
/// definition's dice), or a counter of a piece's sheet (indices into its pieces and the
/// piece's counters), as rooms kept counts before they had dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keeper {
    Die(usize),
    Counter { piece: usize, counter: usize },
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

    /// A shared area the rules do without where the definition leaves it out.
    pub fn optional_area(&self, need: RoleNeed) -> Result<Option<AreaId>, String> {
        self.has(need).then(|| self.area(need)).transpose()
    }

    /// A seat zone.
    pub fn zone(&self, need: RoleNeed) -> Result<ZoneId, String> {
        debug_assert_eq!(need.needs, Needs::Zone);
        match self.get(need)? {
            Role::Zone(z) => Ok(z),
            _ => Err(self.wrong(need, "a seat zone (`zone:`)")),
        }
    }

    pub fn icon(&self, need: RoleNeed) -> Result<String, String> {
        debug_assert_eq!(need.needs, Needs::Icon);
        match self.get(need)? {
            Role::Icon(i) => Ok(self.0.icons[i].id.clone()),
            _ => Err(self.wrong(need, "an icon (`icon:`)")),
        }
    }
}
