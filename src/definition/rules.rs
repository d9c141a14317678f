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
    /// A count on the table: `die:ID`, a die with number faces, or `counter:PIECE/ID`, a
    /// counter of a piece's sheet (how rooms kept counts before their dice).
    Count,
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
            Needs::Count => "a count (`die:ID` or `counter:PIECE/ID`)",
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

/// Declares a rule set's roles once: a constant per role, which the game's rules look up
/// by, and `ALL`, which a definition naming the rules is checked against when it loads.
macro_rules! roles {
    ($(#[$doc:meta])* $game:ident {
        $($(#[$role_doc:meta])* $role:ident = $how:ident($name:literal, $needs:ident),)*
    } $($more:item)*) => {
        $(#[$doc])*
        pub mod $game {
            use super::RoleNeed;
            $(
                $(#[$role_doc])*
                pub const $role: RoleNeed = super::$how($name, super::Needs::$needs);
            )*
            /// Every role, in the order the definition is checked.
            pub const ALL: &[RoleNeed] = &[$($role),*];
            $($more)*
        }
    };
}

roles! {
    /// 信じられるのは邪神だけ's roles.
    shinjya {
        NAME_PIECE = need("name-piece", Component),
        MARKER = need("marker", Component),
        CHARACTER = need("character", Component),
        ACCUSE = need("accuse", Component),
        INVESTIGATOR = need("investigator", Component),
        DYNAMITE = need("dynamite", Component),
        IDENTITY = need("identity", Kind),
        EVIDENCE = need("evidence", Kind),
        INCIDENT = need("incident", Kind),
        ACCUSATION = need("accusation", Kind),
        REMOVED = need("removed", Area),
        EVIDENCE_DECK = need("evidence-deck", Area),
        ACCUSED = need("accused", Zone),
    }
}

roles! {
    /// RITUAL's roles.
    ritual {
        NAME_PIECE = need("name-piece", Component),
        ALTAR = need("altar", Component),
        CHANT = need("chant", Kind),
        SPELL = need("spell", Kind),
        INSANITY = need("insanity", Kind),
        REWARD = need("reward", Icon),
        ROW = need("row", Zone),
        ALTAR_AREA = need("altar-area", Area),
        ROUND_TRACK = need("round-track", Area),
        RITUAL_1 = optional("ritual-1", Area),
        RITUAL_2 = optional("ritual-2", Area),
        RITUAL_3 = optional("ritual-3", Area),
        USED_SPELLS = optional("used-spells", Area),
        SUPPLY = need("supply", Area),
        SET_ASIDE = need("set-aside", Area),
    }
    /// Per ritual (1st, 2nd, 3rd), the row its spells are moved to when it ends.
    pub const RITUAL_ROWS: [RoleNeed; 3] = [RITUAL_1, RITUAL_2, RITUAL_3];
}

roles! {
    /// Wie verhext!'s roles.
    wie_verhext {
        PLAYER = need("player", Piece),
        ROLE = need("role", Kind),
        CHOSEN = need("chosen", Zone),
        PLAYED = need("played", Zone),
        ASIDE = need("aside", Zone),
        BLOCKED = need("blocked", Area),
        REVEALED = need("revealed", Area),
        COPPER = need("copper", Kind),
        COPPER_PILE = need("copper-pile", Area),
        SILVER = need("silver", Kind),
        SILVER_PILE = need("silver-pile", Area),
        IRON = need("iron", Kind),
        IRON_PILE = need("iron-pile", Area),
        GOLD_SHELF = need("gold-shelf", Kind),
        GOLD_SHELF_PILE = need("gold-shelf-pile", Area),
        GOLD_SHELF_NEEDS = optional("gold-shelf-needs", Icon),
        GOLD_SHELF_HOLDS = optional("gold-shelf-holds", Count),
        INGREDIENT_SHELF = need("ingredient-shelf", Kind),
        INGREDIENT_SHELF_PILE = need("ingredient-shelf-pile", Area),
        INGREDIENT_SHELF_NEEDS = optional("ingredient-shelf-needs", Icon),
        INGREDIENT_SHELF_HOLDS = optional("ingredient-shelf-holds", Count),
        // The other piles may be shelves too: what lies on them is then checked (W6).
        COPPER_NEEDS = optional("copper-needs", Icon),
        COPPER_HOLDS = optional("copper-holds", Count),
        SILVER_NEEDS = optional("silver-needs", Icon),
        SILVER_HOLDS = optional("silver-holds", Count),
        IRON_NEEDS = optional("iron-needs", Icon),
        IRON_HOLDS = optional("iron-holds", Count),
        SPELLBOOK = need("spellbook", Kind),
        SPELLBOOKS = need("spellbooks", Area),
        POINTS = need("points", Icon),
        RAVEN = need("raven", Icon),
    }
    /// A pile's roles: its card kind, its area and, where it is a shelf, the icon its
    /// cards need and the die that counts what it holds.
    pub struct Pile {
        pub kind: RoleNeed,
        pub area: RoleNeed,
        pub needs: RoleNeed,
        pub holds: RoleNeed,
    }
    /// The five piles, in the rulebook's order.
    pub const PILES: [Pile; 5] = [
        Pile { kind: COPPER, area: COPPER_PILE, needs: COPPER_NEEDS, holds: COPPER_HOLDS },
        Pile { kind: SILVER, area: SILVER_PILE, needs: SILVER_NEEDS, holds: SILVER_HOLDS },
        Pile { kind: IRON, area: IRON_PILE, needs: IRON_NEEDS, holds: IRON_HOLDS },
        Pile {
            kind: GOLD_SHELF,
            area: GOLD_SHELF_PILE,
            needs: GOLD_SHELF_NEEDS,
            holds: GOLD_SHELF_HOLDS,
        },
        Pile {
            kind: INGREDIENT_SHELF,
            area: INGREDIENT_SHELF_PILE,
            needs: INGREDIENT_SHELF_NEEDS,
            holds: INGREDIENT_SHELF_HOLDS,
        },
    ];
}

roles! {
    /// DELTACLE's roles.
    deltacle {
        NAME_PIECE = need("name-piece", Component),
        PIECE = need("piece", Component),
        SPEED_MARKER = need("speed-marker", Component),
        BLESSING = need("blessing", Component),
        GEM = need("gem", Kind),
        CONTROL = need("control", Kind),
        GAUGE = need("gauge", Zone),
        HAND = need("hand", Zone),
        PLAYED = need("played", Zone),
        USED = need("used", Zone),
        PENTACLES = need("pentacles", Zone),
        WAITING = need("waiting", Area),
        OFF_BOARD = need("off-board", Area),
        /// Where a rear-ended piece waits for the recovery step (rooms before #18 have none).
        REAR_ENDED = optional("rear-ended", Area),
    }
}

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
            RuleSet::Shinjya => shinjya::ALL,
            RuleSet::Ritual => ritual::ALL,
            RuleSet::WieVerhext => wie_verhext::ALL,
            RuleSet::Deltacle => deltacle::ALL,
        }
    }

    /// Whether the rules score from `[referee.sets]` (and cannot without it).
    pub fn needs_sets(self) -> bool {
        self == RuleSet::Deltacle
    }

    /// Whether the rules declare this role (and so check it at load).
    pub fn declares(self, role: RoleNeed) -> bool {
        self.roles().contains(&role)
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
