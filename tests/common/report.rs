//! The referee's JSON report (`referee --json`), read into types: every test reads a report
//! the same way, and a field renamed, added or retyped in the report fails here, at the one
//! place that spells the report's shape (`deny_unknown_fields`).

use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Report {
    pub game: String,
    pub title: String,
    pub lang: String,
    pub phase: String,
    pub phase_name: String,
    pub score_name: String,
    pub unplayed_label: String,
    pub provisional: bool,
    pub provisional_reason: Option<String>,
    pub players: Vec<Player>,
    pub winners: Vec<u64>,
    pub leaders: Vec<u64>,
    pub decided_by: Option<Decision>,
    pub violations: Vec<Violation>,
    pub notes: Vec<String>,
    pub hidden: Option<Hidden>,
    #[serde(default)]
    pub rounds: Vec<Round>,
    #[serde(default)]
    pub places: Vec<Place>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub seat: u64,
    pub seat_name: String,
    pub name: String,
    pub typed: bool,
    pub real: bool,
    pub identity: Option<String>,
    pub score: Option<i64>,
    pub breakdown: Vec<ScoreLine>,
    pub chant: Option<i64>,
    pub rank: Option<u64>,
    pub status: Option<String>,
    pub hidden: Vec<String>,
}

/// What a report read before the end keeps back (`null` once over or with `--reveal`).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hidden {
    pub identities: u64,
    pub scores: u64,
    pub cards: u64,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreLine {
    pub label: String,
    pub points: i64,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Decision {
    pub code: String,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Violation {
    pub code: String,
    pub rule: String,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    pub ritual: u64,
    pub round: u64,
    pub altar: Option<String>,
    pub altar_inferred: bool,
    pub result: Option<String>,
    pub plays: Vec<Play>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Play {
    pub seat: u64,
    pub spell: String,
    pub points: i64,
    pub counts: i64,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Place {
    pub place: String,
    pub things: Vec<String>,
}

impl Report {
    /// Reads a report; `what` names the run in the failure.
    pub fn parse(json: &str, what: &str) -> Report {
        serde_json::from_str(json)
            .unwrap_or_else(|e| panic!("{what}: not a referee report ({e}):\n{json}"))
    }

    /// The exit code the report calls for: 1 when a rule was broken, else 0.
    pub fn code(&self) -> i32 {
        i32::from(!self.violations.is_empty())
    }

    /// Seat `seat`'s line (1-based).
    pub fn seat(&self, seat: u64) -> &Player {
        self.players
            .iter()
            .find(|p| p.seat == seat)
            .unwrap_or_else(|| panic!("no seat {seat} in {self:#?}"))
    }

    /// Each seat's score, in seat order (`None` for an unplayed seat).
    pub fn scores(&self) -> Vec<Option<i64>> {
        self.players.iter().map(|p| p.score).collect()
    }

    /// What decided the winners, or orders the leaders; empty while nobody leads.
    pub fn decided(&self) -> &str {
        self.decided_by.as_ref().map_or("", |d| d.code.as_str())
    }

    /// Each breach as `RULE code` (`W1 aside-count`), in report order.
    pub fn breaches(&self) -> Vec<String> {
        self.violations
            .iter()
            .map(|b| format!("{} {}", b.rule, b.code))
            .collect()
    }

    /// What the referee read at a place (the first `places` line whose name starts with
    /// `label`); empty if there is none.
    pub fn read_at(&self, label: &str) -> &[String] {
        self.places
            .iter()
            .find(|p| p.place.starts_with(label))
            .map_or(&[], |p| p.things.as_slice())
    }

    /// What the report says whatever its language: the phase, who won or leads and why,
    /// each seat's score, rank and points, and each breach by its code and rule. Names typed
    /// by players are kept; the seats' own names and the report's words are the language's.
    pub fn language_free(&self) -> LanguageFree {
        LanguageFree {
            phase: self.phase.clone(),
            provisional: self.provisional,
            winners: self.winners.clone(),
            leaders: self.leaders.clone(),
            decided_by: self.decided().to_string(),
            players: self
                .players
                .iter()
                .map(|p| SeatFacts {
                    seat: p.seat,
                    real: p.real,
                    score: p.score,
                    rank: p.rank,
                    points: p.breakdown.iter().map(|l| l.points).collect(),
                    chant: p.chant,
                    name: p.typed.then(|| p.name.clone()),
                })
                .collect(),
            violations: self
                .violations
                .iter()
                .map(|b| (b.code.clone(), b.rule.clone()))
                .collect(),
        }
    }
}

/// `Report::language_free`.
#[derive(Debug, PartialEq)]
pub struct LanguageFree {
    pub phase: String,
    pub provisional: bool,
    pub winners: Vec<u64>,
    pub leaders: Vec<u64>,
    pub decided_by: String,
    pub players: Vec<SeatFacts>,
    pub violations: Vec<(String, String)>,
}

#[derive(Debug, PartialEq)]
pub struct SeatFacts {
    pub seat: u64,
    pub real: bool,
    pub score: Option<i64>,
    pub rank: Option<u64>,
    pub points: Vec<i64>,
    pub chant: Option<i64>,
    pub name: Option<String>,
}

/// No breaches: `assert_eq!(v.breaches(), NONE)`.
pub const NONE: [&str; 0] = [];

/// A report in a failure message (`{v:#}`), field by field.
impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:#?}")
    }
}
