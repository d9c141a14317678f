//! `case.toml`, read into types: what a referee case says it runs and the facts it works out
//! by hand (`tests/referee/README.md` describes every key).

use serde::Deserialize;
use std::collections::BTreeMap;

/// `case.toml`. Unknown keys are refused, so a misspelt fact cannot go unchecked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// Arguments after `referee SAVE --json`, such as `--players 3` or `--lang en`.
    #[serde(default)]
    pub args: Vec<String>,
    /// Another case whose save this one referees (with other arguments).
    pub save_of: Option<String>,
    /// Another case whose report says the same whatever the language (`language_free`).
    pub same_verdict_as: Option<String>,
    /// Another case whose report is this one's word for word.
    pub same_report_as: Option<String>,
    /// A definition of the player's own the save was built from and is refereed with
    /// (`--templates`): a built-in game copied, with the case's `templates/` laid over it.
    pub templates: Option<Templates>,
    pub expect: Expect,
}

/// `[templates]`: the built-in game `copy` copied into a scratch `templates/AS/` (`as`
/// defaults to `copy`), then every file under the case's own `templates/` written over it
/// (`templates/AS/game.toml`, …): the files the player edited, whole. Without `copy`, the
/// case's `templates/` is the whole definition (a game of the designer's own).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Templates {
    pub copy: Option<String>,
    #[serde(rename = "as")]
    pub id: Option<String>,
}

/// The hand-worked facts; each one left out is not checked (the blessed report still is).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The exit code: 1 when the rules were broken, else 0.
    pub code: i32,
    pub phase: Option<String>,
    pub provisional: Option<bool>,
    pub lang: Option<String>,
    pub title: Option<String>,
    pub winners: Option<Vec<u64>>,
    pub leaders: Option<Vec<u64>>,
    /// `decided_by.code`; `""` when nobody leads (`null`).
    pub decided_by: Option<String>,
    /// Each breach as `RULE code`, in report order.
    pub breaches: Option<Vec<String>>,
    /// Breaches the report names among others (each `RULE code` once per breach it stands
    /// for, so a breach listed twice must be reported at least twice).
    #[serde(default)]
    pub breaches_include: Vec<String>,
    /// Words the error must hold when the referee refuses the save (exit code 2, no report).
    #[serde(default)]
    pub error_says: Vec<String>,
    /// `decided_by.message`, word for word.
    pub decided_message: Option<String>,
    pub score_name: Option<String>,
    /// Shorthands, in seat order: each seat's `real`; the scores, ranks and RITUAL chant
    /// points of the played seats.
    pub real: Option<Vec<bool>>,
    pub scores: Option<Vec<i64>>,
    pub ranks: Option<Vec<u64>>,
    pub chants: Option<Vec<i64>>,
    /// `true`: no seat has a score (a definition that scores nothing).
    pub unscored: Option<bool>,
    /// Words a breach's message must hold, by rule id (the first breach of that rule) or by
    /// `RULE code` (the first breach of that rule with that code).
    #[serde(default)]
    pub breach_says: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub breach_lacks: BTreeMap<String, Vec<String>>,
    pub note_count: Option<usize>,
    /// Words some note must hold, and words no note holds.
    #[serde(default)]
    pub notes_say: Vec<String>,
    #[serde(default)]
    pub notes_lack: Vec<String>,
    /// Words the text report (the same arguments, without `--json`) must or must not hold.
    #[serde(default)]
    pub text_says: Vec<String>,
    #[serde(default)]
    pub text_lacks: Vec<String>,
    /// What the table cannot see: words neither the JSON nor the text report may hold (a
    /// card held in a hand or lying face down, an identity).
    #[serde(default)]
    pub hides: Vec<String>,
    /// What the report keeps back before the end: `[identities, scores, cards]` of its
    /// `hidden`; `[]` when it keeps nothing back (`hidden` is `null`).
    pub hidden: Option<Vec<u64>>,
    /// What the referee read at a place (the `places` line whose name starts with the key):
    /// each entry is words one of its things holds.
    #[serde(default)]
    pub places: BTreeMap<String, Vec<String>>,
    /// RITUAL: the ritual every reported round belongs to, each round's result and altar.
    pub ritual: Option<u64>,
    pub rounds: Option<Vec<String>>,
    pub altars: Option<Vec<String>>,
    /// Whether each round's altar spell was inferred from the cards (no spell on the track).
    pub altars_inferred: Option<Vec<bool>>,
    #[serde(default)]
    pub seat: Vec<Seat>,
}

/// One seat's line of the verdict. `real = false` also means no score and no rank.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    pub seat: u64,
    pub name: Option<String>,
    pub real: Option<bool>,
    pub typed: Option<bool>,
    pub identity: Option<String>,
    pub score: Option<i64>,
    pub rank: Option<u64>,
    /// RITUAL: chant points this ritual, and whether the seat went insane.
    pub chant: Option<i64>,
    pub insane: Option<bool>,
    /// Words the seat's status must hold.
    pub status: Option<String>,
    /// `true`: the seat has no status (nothing stops it winning).
    pub no_status: Option<bool>,
    /// The seat's fields kept back before the end (`identity`, `score`…), all of them.
    pub hidden: Option<Vec<String>>,
    /// The breakdown's non-zero lines: (a word of the label, points), in any order; they
    /// must be all of them and add up to `score`.
    pub lines: Option<Vec<(String, i64)>>,
}
