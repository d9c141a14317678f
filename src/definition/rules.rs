//! The rules udonforge has in Rust, by the name a definition's `[referee] rules` gives, and
//! what each looks up in the definition: the roles of `[referee.roles]` (and DELTACLE's
//! scoring table). Known here, below the games, so a definition is checked against them when
//! it loads: a misspelt rules name or a deleted role is an error at its TOML line, like every
//! other definition error, never a surprise at `referee` time. Each role is declared once, a
//! line (`roles!`): its name, what it must name, and its field in the game's typed `Roles`,
//! which the definition fills as it loads (`roles.rs`) and the referee reads.

pub(crate) use super::lookup::{Needs, RoleNeed};

/// A game whose rules are written in Rust (`src/games/GAME/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleSet {
    Shinjya,
    Ritual,
    WieVerhext,
    Deltacle,
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

/// The type a role resolves to, by what it must name (`Option` where it is optional).
macro_rules! role_type {
    (need, Component) => { crate::definition::ComponentRef };
    (need, Piece) => { crate::definition::ComponentRef };
    (need, Kind) => { usize };
    (need, Area) => { crate::definition::AreaId };
    (need, Zone) => { crate::definition::ZoneId };
    (need, Icon) => { String };
    (need, Count) => { crate::definition::lookup::Keeper };
    (optional, $needs:ident) => { Option<role_type!(need, $needs)> };
}

/// Looks a role up by its declaration, typed as `role_type!` says.
macro_rules! look_up {
    ($r:ident, need, Component, $role:expr) => {
        $r.component($role)?
    };
    ($r:ident, need, Piece, $role:expr) => {
        $r.component($role)?
    };
    ($r:ident, need, Kind, $role:expr) => {
        $r.kind($role)?
    };
    ($r:ident, need, Area, $role:expr) => {
        $r.area($role)?
    };
    ($r:ident, need, Zone, $role:expr) => {
        $r.zone($role)?
    };
    ($r:ident, need, Icon, $role:expr) => {
        $r.icon($role)?
    };
    ($r:ident, need, Count, $role:expr) => {
        $r.keeper($role)?
    };
    ($r:ident, optional, $needs:ident, $role:expr) => {
        if $r.has($role) {
            Some(look_up!($r, need, $needs, $role))
        } else {
            None
        }
    };
}

/// Declares a rule set's roles once, a line each: its constant (what a definition naming
/// the rules is checked against when it loads, `ALL`) and its field of the typed `Roles`,
/// which `resolve` fills from the definition as it loads and the rules read. A line `+ field:
/// Type = function,` adds what the rules read of the definition beyond `[referee.roles]`
/// (DELTACLE's scoring table), taken by the function, before the roles are looked up.
macro_rules! roles {
    ($(#[$doc:meta])* $game:ident {
        $($(#[$role_doc:meta])* $role:ident: $field:ident = $how:ident($name:literal, $needs:ident),)*
        $(+ $part:ident: $part_type:ty = $part_of:ident,)*
    } $($more:item)*) => {
        $(#[$doc])*
        pub mod $game {
            use super::RoleNeed;
            $(
                $(#[$role_doc])*
                pub const $role: RoleNeed = super::$how($name, super::Needs::$needs);
            )*
            /// Every role, in the order the definition is checked (the generic referee's
            /// are looked up leniently, never checked at load).
            #[allow(dead_code)]
            pub const ALL: &[RoleNeed] = &[$($role),*];
            /// The roles, typed: what each names in the definition.
            #[derive(Debug, Clone)]
            pub struct Roles {
                $(
                    #[doc = concat!("Taken from the definition by `", stringify!($part_of), "`.")]
                    pub $part: $part_type,
                )*
                $(
                    $(#[$role_doc])*
                    pub $field: role_type!($how, $needs),
                )*
            }
            impl Roles {
                /// Each role looked up in `game`'s `[referee.roles]`, in declaration order.
                pub(crate) fn resolve(
                    game: &crate::definition::Game,
                ) -> Result<Roles, crate::error::RoleProblem> {
                    let r = crate::definition::lookup::RoleLookup(game);
                    Ok(Roles {
                        $($part: $part_of(game)?,)*
                        $($field: look_up!(r, $how, $needs, $role),)*
                    })
                }
            }
            $($more)*
        }
    };
}

roles! {
    /// The generic referee's roles: what it reads of a game without rules in Rust.
    generic {
        /// The piece players type their names into, at each seat.
        NAME_PIECE: name_piece = optional("name-piece", Component),
    }
}

roles! {
    /// 信じられるのは邪神だけ's roles.
    shinjya {
        NAME_PIECE: name_piece = need("name-piece", Component),
        MARKER: marker = need("marker", Component),
        CHARACTER: character = need("character", Component),
        ACCUSE: accuse = need("accuse", Component),
        INVESTIGATOR: investigator = need("investigator", Component),
        DYNAMITE: dynamite = need("dynamite", Component),
        IDENTITY: identity = need("identity", Kind),
        EVIDENCE: evidence = need("evidence", Kind),
        INCIDENT: incident = need("incident", Kind),
        ACCUSATION: accusation = need("accusation", Kind),
        REMOVED: removed = need("removed", Area),
        EVIDENCE_DECK: evidence_deck = need("evidence-deck", Area),
        ACCUSED: accused = need("accused", Zone),
    }
}

roles! {
    /// RITUAL's roles.
    ritual {
        NAME_PIECE: name_piece = need("name-piece", Component),
        ALTAR: altar = need("altar", Component),
        CHANT: chant = need("chant", Kind),
        SPELL: spell = need("spell", Kind),
        INSANITY: insanity = need("insanity", Kind),
        REWARD: reward = need("reward", Icon),
        ROW: row = need("row", Zone),
        ALTAR_AREA: altar_area = need("altar-area", Area),
        /// The round track: each finished round's altar spell, in its numbered slot.
        ROUND_TRACK: track = need("round-track", Area),
        RITUAL_1: ritual_1 = optional("ritual-1", Area),
        RITUAL_2: ritual_2 = optional("ritual-2", Area),
        RITUAL_3: ritual_3 = optional("ritual-3", Area),
        USED_SPELLS: used_spells = optional("used-spells", Area),
        SUPPLY: supply = need("supply", Area),
        SET_ASIDE: set_aside = need("set-aside", Area),
    }
    /// Per ritual (1st, 2nd, 3rd), the row its spells are moved to when it ends.
    pub const RITUAL_ROWS: [RoleNeed; 3] = [RITUAL_1, RITUAL_2, RITUAL_3];
}

roles! {
    /// Wie verhext!'s roles.
    wie_verhext {
        PLAYER: player = need("player", Piece),
        ROLE: role = need("role", Kind),
        CHOSEN: chosen = need("chosen", Zone),
        PLAYED: played = need("played", Zone),
        ASIDE: aside = need("aside", Zone),
        BLOCKED: blocked = need("blocked", Area),
        REVEALED: revealed = need("revealed", Area),
        COPPER: copper = need("copper", Kind),
        COPPER_PILE: copper_pile = need("copper-pile", Area),
        SILVER: silver = need("silver", Kind),
        SILVER_PILE: silver_pile = need("silver-pile", Area),
        IRON: iron = need("iron", Kind),
        IRON_PILE: iron_pile = need("iron-pile", Area),
        GOLD_SHELF: gold_shelf = need("gold-shelf", Kind),
        GOLD_SHELF_PILE: gold_shelf_pile = need("gold-shelf-pile", Area),
        GOLD_SHELF_NEEDS: gold_shelf_needs = optional("gold-shelf-needs", Icon),
        GOLD_SHELF_HOLDS: gold_shelf_holds = optional("gold-shelf-holds", Count),
        INGREDIENT_SHELF: ingredient_shelf = need("ingredient-shelf", Kind),
        INGREDIENT_SHELF_PILE: ingredient_shelf_pile = need("ingredient-shelf-pile", Area),
        INGREDIENT_SHELF_NEEDS: ingredient_shelf_needs = optional("ingredient-shelf-needs", Icon),
        INGREDIENT_SHELF_HOLDS: ingredient_shelf_holds = optional("ingredient-shelf-holds", Count),
        // The other piles may be shelves too: what lies on them is then checked (W6).
        COPPER_NEEDS: copper_needs = optional("copper-needs", Icon),
        COPPER_HOLDS: copper_holds = optional("copper-holds", Count),
        SILVER_NEEDS: silver_needs = optional("silver-needs", Icon),
        SILVER_HOLDS: silver_holds = optional("silver-holds", Count),
        IRON_NEEDS: iron_needs = optional("iron-needs", Icon),
        IRON_HOLDS: iron_holds = optional("iron-holds", Count),
        SPELLBOOK: spellbook = need("spellbook", Kind),
        SPELLBOOKS: spellbooks = need("spellbooks", Area),
        POINTS: points = need("points", Icon),
        RAVEN: raven = need("raven", Icon),
    }
    /// A pile's roles: its card kind, its area and, where it is a shelf, the icon its
    /// cards need and the die that counts what it holds.
    pub struct Pile {
        pub kind: RoleNeed,
        pub area: RoleNeed,
        pub needs: RoleNeed,
        pub holds: RoleNeed,
    }
    /// What the rules look up before the rest, in this order: each pile's shelf (its die only
    /// where its icon is named), kind and area; then the player, which must be a piece.
    pub(crate) fn looked_up_first(
        r: &crate::definition::lookup::RoleLookup,
    ) -> Result<(), crate::error::RoleProblem> {
        for pile in &PILES {
            if r.has(pile.needs) {
                r.icon(pile.needs)?;
                r.keeper(pile.holds)?;
            }
            r.kind(pile.kind)?;
            r.area(pile.area)?;
        }
        match r.component(PLAYER)? {
            crate::definition::ComponentRef::Piece(_) => Ok(()),
            _ => Err(crate::error::RoleProblem::Wrong {
                role: PLAYER.name.to_string(),
                must: crate::error::RoleMustName::Piece,
            }),
        }
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
        NAME_PIECE: name_piece = need("name-piece", Component),
        PIECE: piece = need("piece", Component),
        SPEED_MARKER: speed_marker = need("speed-marker", Component),
        BLESSING: blessing = need("blessing", Component),
        GEM: gem = need("gem", Kind),
        CONTROL: control = need("control", Kind),
        GAUGE: gauge = need("gauge", Zone),
        HAND: hand = need("hand", Zone),
        PLAYED: played = need("played", Zone),
        USED: used = need("used", Zone),
        PENTACLES: pentacles = need("pentacles", Zone),
        WAITING: waiting = need("waiting", Area),
        OFF_BOARD: off_board = need("off-board", Area),
        /// Where a rear-ended piece waits for the recovery step (rooms before #18 have none).
        REAR_ENDED: rear_ended = optional("rear-ended", Area),
        // The points of a pentacle by its chips' colours, and the tie-break.
        + sets: crate::definition::SetsDef = scoring_table,
    }
    /// `[referee.sets]`, which the rules score from and cannot do without.
    fn scoring_table(
        game: &crate::definition::Game,
    ) -> Result<crate::definition::SetsDef, crate::error::RoleProblem> {
        game.referee
            .sets
            .clone()
            .ok_or_else(|| crate::error::RoleProblem::NoSets {
                game: game.id.clone(),
            })
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
