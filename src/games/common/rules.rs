//! What a game's rules are to the referee (`run` takes a position through them): a table of
//! rules, each a pure function of the table as read that carries its id, and the few hooks
//! in which games differ — how the table is read, the phase, the score, the winner, what
//! the table keeps secret. Here, below the games, apart from the dispatch in `games/mod.rs`
//! that names them all.

use super::{Case, Common, Fixed, Outcome, Phase, Scores, Seats};
use crate::definition::ComponentRef;
use crate::referee::Thing;
use crate::report::{Breach, PlaceReport, RoundReport, Say, Words};

/// One rule of a game as the referee checks it: its id in the game's catalogue
/// (`docs/games/GAME.md`), where the rulebook says it, and its check, a pure function of
/// the table as read returning every breach of it, in the order the report lists them.
pub struct Rule<Reading: 'static, B: 'static> {
    pub id: &'static str,
    /// Rules the same walk reports beside this one (`r3::laid` finds R3's doubled slots and
    /// R6's sideways cards card by card), so the report keeps what one card or seat shows
    /// together. Empty for most.
    pub with: &'static [&'static str],
    /// Where the rulebook says it: its section, or its own words.
    pub rulebook: &'static str,
    pub check: fn(&Reading) -> Vec<B>,
}

impl<Reading, B> Rule<Reading, B> {
    /// A rule checked on its own.
    pub const fn new(
        id: &'static str,
        rulebook: &'static str,
        check: fn(&Reading) -> Vec<B>,
    ) -> Self {
        Rule {
            id,
            with: &[],
            rulebook,
            check,
        }
    }

    /// A rule whose walk reports `with`'s breaches too.
    pub const fn with(
        id: &'static str,
        with: &'static [&'static str],
        rulebook: &'static str,
        check: fn(&Reading) -> Vec<B>,
    ) -> Self {
        Rule {
            id,
            with,
            rulebook,
            check,
        }
    }

    /// Whether a breach of rule `id` is this rule's to report.
    pub fn reports(&self, id: &str) -> bool {
        self.id == id || self.with.contains(&id)
    }
}

/// A rule of a game's catalogue that no function of the table checks: where it is judged
/// instead (conservation, the score), or why it is not.
#[cfg(test)]
pub struct Elsewhere {
    pub id: &'static str,
    pub judged: &'static str,
}

/// One game's rules: what differs from game to game. Everything else (conservation, who
/// plays, the run to a verdict, the veil) is `common`'s.
pub trait Rules {
    /// Every way a position can break this game's rules, each tied to its rule id.
    type Breach: Breach + 'static;
    /// The components the rules name, typed: resolved from the definition's
    /// `[referee.roles]` as it loads (`definition::roles`).
    type Roles: 'static;
    /// The table read in the game's terms: all the rules' checks look at.
    type Reading: 'static;

    /// The game's rules, in the order the report lists what they find.
    const RULES: &'static [Rule<Self::Reading, Self::Breach>];
    /// The catalogue's rules no function of the table checks, and where each is judged
    /// (held to the catalogue by the tests, `games::skeleton`).
    #[cfg(test)]
    const ELSEWHERE: &'static [Elsewhere];
    /// What the score counts (名声点…).
    const SCORE_NAME: &'static dyn Say;
    /// What an unplayed seat is called.
    const UNPLAYED_NAME: &'static dyn Say = &Fixed {
        ja: "空席",
        en: "empty seat",
    };

    /// A breach every game has (the save, conservation, the player count), under the game's
    /// rule for it: the rule of the component concerned, where the game has one a kind.
    fn common(roles: &Self::Roles, common: Common) -> Self::Breach;

    /// The per-seat piece players type their names into, if the game has one.
    fn name_piece(roles: &Self::Roles) -> Option<ComponentRef>;

    /// Whether conservation spares a component missing at a seat: one the room leaves out
    /// where nobody plays, or that a rulebook hands to players only.
    fn spared(_case: Case, _roles: &Self::Roles, _component: ComponentRef, _seat: usize) -> bool {
        false
    }

    /// Whether the table shows that a seat is played beyond a typed name (cards taken,
    /// actions done). Used to tell who plays; see `seats`.
    fn shows_play(_case: Case, _roles: &Self::Roles, _seat: usize) -> bool {
        false
    }

    /// Reading the table: what lies where, for whom, in the game's terms. `found` is what
    /// conservation reported, so the rules do not report a thing gone twice.
    fn read(case: Case, roles: &Self::Roles, seats: &Seats, found: &[Common]) -> Self::Reading;

    /// Which phase the table is in; `over` once the game has ended.
    fn phase(reading: &Self::Reading) -> Phase;

    /// What the report says of the table beyond breaches (how a ritual ended…), once the
    /// rules are checked.
    fn notes(_reading: &Self::Reading) -> Vec<Box<dyn Say>> {
        Vec::new()
    }

    /// Scores per seat (`None` where the table does not allow scoring yet).
    fn score(case: Case, roles: &Self::Roles, reading: &Self::Reading) -> Option<Scores>;

    /// Winners and what decided, tie-breaks included; a provisional standing before the end.
    fn outcome(
        case: Case,
        roles: &Self::Roles,
        reading: &Self::Reading,
        scores: &Scores,
        over: bool,
    ) -> Outcome;

    /// Whether the rules keep a thing from the table as it lies now, so that a report
    /// read before the end does not show it: by default a card face down or held with
    /// 「自分だけ見る」. A game keeps less where its rulebook showed a card to everyone
    /// before it was turned down, or where a card's back tells what it is.
    fn secret(_roles: &Self::Roles, _reading: &Self::Reading, thing: &Thing) -> bool {
        thing.hidden()
    }

    /// What the report shows beyond scores (rounds read from the table…), in the
    /// report's words (secrets withheld before the end).
    fn extras(_reading: &Self::Reading, _words: &Words) -> Vec<RoundReport> {
        Vec::new()
    }

    /// What lies in each seat and area, for games whose report lists it, in the report's
    /// words (secrets withheld before the end).
    fn places(
        _case: Case,
        _roles: &Self::Roles,
        _reading: &Self::Reading,
        _words: &Words,
    ) -> Vec<PlaceReport> {
        Vec::new()
    }
}

/// Runs one rule of `table` against a literal reading, as a unit test does, and holds it to
/// its ids: every breach it returns is of the rule the table lists it under (or one it
/// names `with`). `check` is the table entry's function, named by the test.
#[cfg(test)]
pub fn tried<Reading, B: Breach>(
    table: &[Rule<Reading, B>],
    id: &str,
    check: fn(&Reading) -> Vec<B>,
    reading: &Reading,
) -> Vec<B> {
    let listed: Vec<&Rule<Reading, B>> = table.iter().filter(|r| r.id == id).collect();
    assert!(!listed.is_empty(), "no rule {id} in the table");
    let found = check(reading);
    for breach in &found {
        assert!(
            listed.iter().any(|r| r.reports(breach.rule())),
            "a check listed under {id} found a breach of {} ({})",
            breach.rule(),
            breach.code()
        );
    }
    found
}
