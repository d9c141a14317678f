//! What a role is (`RoleNeed`: its name in `[referee.roles]` and what it must name), and
//! looking one up in a definition, typed: below the declarations (`rules.rs`) that use it
//! and the resolving (`roles.rs`) that runs them.

use super::{AreaId, ComponentRef, Game, Role, ZoneId};
use crate::error::{RoleMustName, RoleProblem};

/// What a role must name in `[referee.roles]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// `card:KIND/ITEM`, `piece:ID` or `die:ID`.
    Component,
    /// `piece:ID` only.
    Piece,
    /// `kind:ID`.
    Kind,
    /// `area:ID`, a shared area.
    Area,
    /// `zone:ID`, a seat zone.
    Zone,
    /// `icon:ID`.
    Icon,
    /// A count on the table: `die:ID`, a die with number faces, or `counter:PIECE/ID`, a
    /// counter of a piece's sheet (how rooms kept counts before their dice).
    Count,
}

impl Needs {
    /// What the role must name, in an error message.
    /// What it is, in English and in Japanese.
    pub fn described(self) -> (&'static str, &'static str) {
        match self {
            Needs::Component => (
                "a component (`card:`, `piece:` or `die:`)",
                "部品（`card:`、`piece:`、`die:`）",
            ),
            Needs::Piece => ("a piece (`piece:`)", "駒（`piece:`）"),
            Needs::Kind => ("a card kind (`kind:`)", "カードの種類（`kind:`）"),
            Needs::Area => ("a shared area (`area:`)", "共有のエリア（`area:`）"),
            Needs::Zone => ("a seat zone (`zone:`)", "席のゾーン（`zone:`）"),
            Needs::Icon => ("an icon (`icon:`)", "アイコン（`icon:`）"),
            Needs::Count => (
                "a count (`die:ID` or `counter:PIECE/ID`)",
                "数（`die:ID` か `counter:PIECE/ID`）",
            ),
        }
    }
}

/// One role a rule set looks up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoleNeed {
    pub name: &'static str,
    pub needs: Needs,
    /// A role the rules do without where the definition leaves it out (places rooms built
    /// before them lack, a pile without a shelf).
    pub optional: bool,
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
    fn get(&self, need: RoleNeed) -> Result<Role, RoleProblem> {
        // Every lookup is by a role's declaration (`rules.rs`), which the definition was
        // checked against when it loaded.
        self.0
            .referee
            .roles
            .get(need.name)
            .copied()
            .ok_or_else(|| RoleProblem::Missing {
                game: self.0.id.clone(),
                role: need.name.to_string(),
            })
    }

    /// Whether the definition names this role: for places a room may lack (rooms built
    /// before they were added), which the rules then do without.
    pub fn has(&self, need: RoleNeed) -> bool {
        debug_assert!(need.optional, "role `{}` is not optional", need.name);
        self.0.referee.roles.contains_key(need.name)
    }

    fn wrong(&self, need: RoleNeed, must: RoleMustName) -> RoleProblem {
        RoleProblem::Wrong {
            role: need.name.to_string(),
            must,
        }
    }

    /// A component; also a role that must be a piece or a die.
    pub fn component(&self, need: RoleNeed) -> Result<ComponentRef, RoleProblem> {
        debug_assert!(matches!(need.needs, Needs::Component | Needs::Piece));
        match self.get(need)? {
            Role::Component(c) => Ok(c),
            _ => Err(self.wrong(need, RoleMustName::Component)),
        }
    }

    /// Where a count is kept: a die with number faces, or a piece's counter.
    pub fn keeper(&self, need: RoleNeed) -> Result<Keeper, RoleProblem> {
        debug_assert_eq!(need.needs, Needs::Count);
        match self.get(need)? {
            Role::Component(ComponentRef::Die(d)) if self.0.dice[d].counts() => Ok(Keeper::Die(d)),
            Role::Counter { piece, counter } => Ok(Keeper::Counter { piece, counter }),
            _ => Err(self.wrong(need, RoleMustName::Count)),
        }
    }

    /// A card kind.
    pub fn kind(&self, need: RoleNeed) -> Result<usize, RoleProblem> {
        debug_assert_eq!(need.needs, Needs::Kind);
        match self.get(need)? {
            Role::CardKind(k) => Ok(k),
            _ => Err(self.wrong(need, RoleMustName::Kind)),
        }
    }

    /// A shared area.
    pub fn area(&self, need: RoleNeed) -> Result<AreaId, RoleProblem> {
        debug_assert_eq!(need.needs, Needs::Area);
        match self.get(need)? {
            Role::Area(a) => Ok(a),
            _ => Err(self.wrong(need, RoleMustName::Area)),
        }
    }

    /// A seat zone.
    pub fn zone(&self, need: RoleNeed) -> Result<ZoneId, RoleProblem> {
        debug_assert_eq!(need.needs, Needs::Zone);
        match self.get(need)? {
            Role::Zone(z) => Ok(z),
            _ => Err(self.wrong(need, RoleMustName::Zone)),
        }
    }

    /// An icon, by its id.
    pub fn icon(&self, need: RoleNeed) -> Result<String, RoleProblem> {
        debug_assert_eq!(need.needs, Needs::Icon);
        match self.get(need)? {
            Role::Icon(i) => Ok(self.0.icons[i].id.clone()),
            _ => Err(self.wrong(need, RoleMustName::Icon)),
        }
    }
}
