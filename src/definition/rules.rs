//! The rules udonforge has in Rust, by the name a definition's `[referee] rules` gives, and
//! what each looks up in the definition: the roles of `[referee.roles]` (and DELTACLE's
//! scoring table). Known here, below the games, so a definition is checked against them when
//! it loads: a misspelt rules name or a deleted role is an error at its TOML line, like every
//! other definition error, never a surprise at `referee` time.

/// A game whose rules are written in Rust (`src/games/GAME/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleSet {
    Shinjya,
    Ritual,
    WieVerhext,
    Deltacle,
}

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
    /// `counter:PIECE/COUNTER`.
    Counter,
    /// `die:ID`, a die with number faces counting something on the table.
    Die,
}

impl Needs {
    /// What the role must name, in an error message.
    pub fn describe(self) -> &'static str {
        match self {
            Needs::Component => "a component (`card:`, `piece:` or `die:`)",
            Needs::Piece => "a piece (`piece:`)",
            Needs::Kind => "a card kind (`kind:`)",
            Needs::Area => "a shared area (`area:`)",
            Needs::Zone => "a seat zone (`zone:`)",
            Needs::Icon => "an icon (`icon:`)",
            Needs::Counter => "a piece's counter (`counter:PIECE/COUNTER`)",
            Needs::Die => "a die (`die:ID`)",
        }
    }
}

/// One role a rule set looks up.
#[derive(Debug, Clone, Copy)]
pub struct RoleNeed {
    pub name: &'static str,
    pub needs: Needs,
    /// A role the rules do without where the definition leaves it out (places rooms built
    /// before them lack, a pile without a shelf).
    pub optional: bool,
}

const fn need(name: &'static str, needs: Needs) -> RoleNeed {
    RoleNeed {
        name,
        needs,
        optional: false,
    }
}

const fn optional(name: &'static str, needs: Needs) -> RoleNeed {
    RoleNeed {
        name,
        needs,
        optional: true,
    }
}

use Needs::*;

const SHINJYA: &[RoleNeed] = &[
    need("name-piece", Component),
    need("marker", Component),
    need("character", Component),
    need("accuse", Component),
    need("investigator", Component),
    need("dynamite", Component),
    need("identity", Kind),
    need("evidence", Kind),
    need("incident", Kind),
    need("accusation", Kind),
    need("removed", Area),
    need("evidence-deck", Area),
    need("accused", Zone),
];

const RITUAL: &[RoleNeed] = &[
    need("name-piece", Component),
    need("altar", Component),
    need("chant", Kind),
    need("spell", Kind),
    need("insanity", Kind),
    need("reward", Icon),
    need("row", Zone),
    need("altar-area", Area),
    need("round-track", Area),
    optional("ritual-1", Area),
    optional("ritual-2", Area),
    optional("ritual-3", Area),
    optional("used-spells", Area),
    need("supply", Area),
    need("set-aside", Area),
];

const WIE_VERHEXT: &[RoleNeed] = &[
    need("player", Piece),
    need("role", Kind),
    need("hand", Zone),
    need("chosen", Zone),
    need("played", Zone),
    need("aside", Zone),
    need("blocked", Area),
    need("revealed", Area),
    need("copper", Kind),
    need("copper-pile", Area),
    need("silver", Kind),
    need("silver-pile", Area),
    need("iron", Kind),
    need("iron-pile", Area),
    need("gold-shelf", Kind),
    need("gold-shelf-pile", Area),
    optional("gold-shelf-needs", Icon),
    optional("gold-shelf-holds", Die),
    need("ingredient-shelf", Kind),
    need("ingredient-shelf-pile", Area),
    optional("ingredient-shelf-needs", Icon),
    optional("ingredient-shelf-holds", Die),
    // The other piles may be shelves too: what lies on them is then checked (W6).
    optional("copper-needs", Icon),
    optional("copper-holds", Die),
    optional("silver-needs", Icon),
    optional("silver-holds", Die),
    optional("iron-needs", Icon),
    optional("iron-holds", Die),
    need("spellbook", Kind),
    need("spellbooks", Area),
    need("points", Icon),
    need("raven", Icon),
];

const DELTACLE: &[RoleNeed] = &[
    need("name-piece", Component),
    need("piece", Component),
    need("speed-marker", Component),
    need("blessing", Component),
    need("gem", Kind),
    need("control", Kind),
    need("gauge", Zone),
    need("hand", Zone),
    need("played", Zone),
    need("used", Zone),
    need("pentacles", Zone),
    need("waiting", Area),
    need("off-board", Area),
    // Where a rear-ended piece waits for the recovery step (rooms before #18 have none).
    optional("rear-ended", Area),
];

impl RuleSet {
    pub const ALL: &'static [RuleSet] = &[
        RuleSet::Shinjya,
        RuleSet::Ritual,
        RuleSet::WieVerhext,
        RuleSet::Deltacle,
    ];

    /// The name `[referee] rules` gives.
    pub fn name(self) -> &'static str {
        match self {
            RuleSet::Shinjya => "shinjya",
            RuleSet::Ritual => "ritual",
            RuleSet::WieVerhext => "wie-verhext",
            RuleSet::Deltacle => "deltacle",
        }
    }

    pub fn by_name(name: &str) -> Option<RuleSet> {
        RuleSet::ALL.iter().copied().find(|r| r.name() == name)
    }

    /// Every name, for a message: `shinjya, ritual, wie-verhext, deltacle`.
    pub fn names() -> String {
        RuleSet::ALL
            .iter()
            .map(|r| r.name())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The roles the rules look up in `[referee.roles]`.
    pub fn roles(self) -> &'static [RoleNeed] {
        match self {
            RuleSet::Shinjya => SHINJYA,
            RuleSet::Ritual => RITUAL,
            RuleSet::WieVerhext => WIE_VERHEXT,
            RuleSet::Deltacle => DELTACLE,
        }
    }

    /// Whether the rules score from `[referee.sets]` (and cannot without it).
    pub fn needs_sets(self) -> bool {
        self == RuleSet::Deltacle
    }

    /// Whether the rules look up a role of this name.
    pub fn declares(self, role: &str) -> bool {
        self.roles().iter().any(|r| r.name == role)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_roles_are_listed_once() {
        for r in RuleSet::ALL {
            assert_eq!(RuleSet::by_name(r.name()), Some(*r));
            let roles = r.roles();
            for (i, a) in roles.iter().enumerate() {
                assert!(
                    roles[i + 1..].iter().all(|b| b.name != a.name),
                    "{} lists `{}` twice",
                    r.name(),
                    a.name
                );
            }
        }
        assert_eq!(RuleSet::by_name("shinjay"), None);
    }
}
