//! Every sentence of the RITUAL referee, in Japanese and English: the breaches in `breach`,
//! the rest here (the phase's name and code included). Seats are named by `Words::seat` everywhere; no sentence is built
//! elsewhere.

mod breach;

use super::numbers::RITUALS;
use super::read::Reading;
use super::read::chant::ChantResult;
use super::read::rounds::Ending;
use crate::definition::{End, Lang};
use crate::games::common::Phase;
use crate::report::{Play, RoundReport, Say, Words};

/// A spell's name from its icon: 赤 / Red.
pub(super) fn spell(w: &Words, id: &str) -> String {
    w.game
        .icon(id)
        .map_or_else(|| id.to_string(), |i| i.label.get(w.lang).to_string())
}

/// A chanted end: 赤3 / Red 3.
pub(super) fn chanted(w: &Words, end: &End) -> String {
    match w.lang {
        Lang::Ja => format!("{}{}", spell(w, &end.icon), end.points),
        Lang::En => format!("{} {}", spell(w, &end.icon), end.points),
    }
}

pub(super) fn result(w: &Words, result: ChantResult) -> String {
    match result {
        ChantResult::Smooth => w.t("順調", "smooth"),
        ChantResult::Unanimity => w.t("無意識なる一致", "unwitting unanimity"),
        ChantResult::EvilAct => w.t("邪悪な行い", "evil act"),
        ChantResult::Swirl => w.t("狂気の渦", "swirl of madness"),
    }
}

/// `n thing`/`n things` in English.
pub(super) fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

pub(super) fn list(w: &Words, items: Vec<String>) -> String {
    items.join(if w.lang == Lang::Ja { "、" } else { ", " })
}

/// Where a ritual stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The room as built: the first ritual not started.
    Setup,
    /// A later ritual not started yet.
    Between,
    /// Rounds under way.
    Under,
    /// The ritual has ended; more follow.
    Ended,
    /// The third ritual has ended.
    GameEnd,
}

/// Where the game stands, as the report gives it: the stage of the ritual under way, its
/// name, and whether the game is over.
pub fn phase(reading: &Reading) -> Phase {
    let ritual = reading.ritual();
    let stage = match (&reading.rounds.ending, reading.rounds.started()) {
        (None, false) if ritual == 1 => Stage::Setup,
        (None, false) => Stage::Between,
        (None, true) => Stage::Under,
        (Some(_), _) if reading.game_over() => Stage::GameEnd,
        (Some(_), _) => Stage::Ended,
    };
    let over = stage == Stage::GameEnd;
    Phase {
        code: code(stage, ritual),
        name: Box::new(PhaseName {
            stage,
            ritual,
            rounds: reading.rounds.rounds.len(),
        }),
        over,
        provisional: (!over).then(|| Box::new(Provisional) as _),
    }
}

/// The phase's stable code for JSON: `setup`, `ritual-2-setup`, `ritual-1`,
/// `ritual-1-ended`, `game-end`.
fn code(stage: Stage, ritual: usize) -> &'static str {
    const CODES: [[&str; 3]; RITUALS] = [
        ["ritual-1-setup", "ritual-1", "ritual-1-ended"],
        ["ritual-2-setup", "ritual-2", "ritual-2-ended"],
        ["ritual-3-setup", "ritual-3", "ritual-3-ended"],
    ];
    let of = |i: usize| CODES[ritual.clamp(1, RITUALS) - 1][i];
    match stage {
        Stage::Setup => "setup",
        Stage::Between => of(0),
        Stage::Under => of(1),
        Stage::Ended => of(2),
        Stage::GameEnd => "game-end",
    }
}

pub struct PhaseName {
    pub stage: Stage,
    pub ritual: usize,
    /// Rounds read so far.
    pub rounds: usize,
}

impl Say for PhaseName {
    fn say(&self, w: &Words) -> String {
        let k = self.ritual;
        match self.stage {
            Stage::Setup => w.t("準備（まだ始まっていない）", "setup (not started)"),
            Stage::Between => w.t(
                &format!("{k}回目の儀式の準備"),
                &format!("ritual {k}, setting up"),
            ),
            Stage::Under => w.t(
                &format!("{k}回目の儀式・ラウンド{}終了まで", self.rounds),
                &format!("ritual {k}, {} done", count(self.rounds, "round", "rounds")),
            ),
            Stage::Ended => w.t(
                &format!("{k}回目の儀式が終了"),
                &format!("ritual {k} finished"),
            ),
            Stage::GameEnd => w.t(
                &format!("ゲーム終了（{k}回目の儀式が終了）"),
                &format!("game end (ritual {k} finished)"),
            ),
        }
    }
}

pub struct Provisional;

impl Say for Provisional {
    fn say(&self, w: &Words) -> String {
        w.t(
            "※ 3回目の儀式が終わるまで、順位は暫定です（貢献点、同点なら今の儀式の詠唱ポイント）。",
            "Note: until the third ritual ends, ranks are provisional (reward points, then this ritual's chant points).",
        )
    }
}

/// A line of a seat's reward breakdown.
pub enum Line {
    Tokens { value: i64, count: i64 },
    NotHandedOut,
}

impl Say for Line {
    fn say(&self, w: &Words) -> String {
        match self {
            Line::Tokens { value, count } => w.t(
                &format!("貢献マーカー{value}点×{count}"),
                &format!("reward {value} × {count}"),
            ),
            Line::NotHandedOut => w.t("この儀式の分（未配布）", "this ritual (not yet handed out)"),
        }
    }
}

pub enum Status {
    Insane { round: usize },
}

impl Say for Status {
    fn say(&self, w: &Words) -> String {
        match self {
            Status::Insane { round } => w.t(
                &format!("発狂（ラウンド{round}で脱落、この儀式の貢献マーカーなし）"),
                &format!("insane (out since round {round}, no reward this ritual)"),
            ),
        }
    }
}

/// What decided the winner, or the provisional standing.
#[derive(Debug, Clone, Copy)]
pub enum Decided {
    Provisional,
    MostReward,
    LastRitualChant,
    Shared,
}

impl Decided {
    pub fn code(self) -> &'static str {
        match self {
            Decided::Provisional => "provisional-reward",
            Decided::MostReward => "most-reward",
            Decided::LastRitualChant => "last-ritual-chant",
            Decided::Shared => "shared",
        }
    }
}

impl Say for Decided {
    fn say(&self, w: &Words) -> String {
        match self {
            Decided::Provisional => w.t(
                "暫定: 今の貢献点が最も多い",
                "provisional: most reward points so far",
            ),
            Decided::MostReward => w.t("貢献点が最も多い", "most reward points"),
            Decided::LastRitualChant => w.t(
                "貢献点が同点で、最後の儀式の詠唱ポイントが最も多い",
                "tied on reward points; most chant points in the last ritual",
            ),
            Decided::Shared => w.t(
                "貢献点も最後の儀式の詠唱ポイントも同点: 引き分け",
                "tied on reward points and last-ritual chant points: a shared win",
            ),
        }
    }
}

/// What the report notes about the ritual.
pub enum Note {
    AllInsane {
        round: usize,
    },
    Ended(Ending),
    /// Rewards due, per seat, not in the reward zones yet.
    NotHandedOut(Vec<(usize, i64)>),
    /// Face-up spell tokens beyond the rounds started.
    Restarted {
        extra: usize,
    },
}

impl Say for Note {
    fn say(&self, w: &Words) -> String {
        match self {
            Note::AllInsane { round } => w.t(
                &format!("ラウンド{round}で全員が発狂しました: この儀式はやり直しです（ラウンド1から）。"),
                &format!("Everyone went insane in round {round}: the ritual starts over from round 1."),
            ),
            Note::Ended(Ending::Accomplished { round, tens }) => {
                let names: Vec<String> = tens.iter().map(|s| w.seat(*s)).collect();
                w.t(
                    &format!(
                        "熟達した詠唱: ラウンド{round}で{}がちょうど10点。",
                        names.join("・")
                    ),
                    &format!(
                        "Accomplished chanting: {} reached exactly 10 in round {round}.",
                        names.join(", ")
                    ),
                )
            }
            Note::Ended(Ending::Proficient { round }) => w.t(
                &format!("優秀な術者: ラウンド{round}で儀式が終了。"),
                &format!("Proficient chanter: the ritual ended after round {round}."),
            ),
            Note::NotHandedOut(due) => {
                let lines = list(
                    w,
                    due.iter()
                        .map(|(s, v)| format!("{} {v}", w.seat(*s)))
                        .collect(),
                );
                w.t(
                    &format!(
                        "この儀式の貢献マーカーがまだ配られていません: {lines}（得点には含めています）"
                    ),
                    &format!(
                        "This ritual's reward tokens are not handed out yet: {lines} (counted in the scores)."
                    ),
                )
            }
            Note::Restarted { extra } => w.t(
                &format!(
                    "表の呪文マーカーが、始まったラウンドより{extra}個多くあります: 全員が発狂してやり直した儀式のものとして読みました。"
                ),
                &format!(
                    "{} more than the rounds started: read as the rounds of a ritual restarted after everyone went insane.",
                    count(*extra, "spell token is face up", "spell tokens are face up")
                ),
            ),
        }
    }
}

/// The rounds as the report lists them, in the report's language.
pub fn round_reports(reading: &Reading, w: &Words) -> Vec<RoundReport> {
    reading
        .rounds
        .rounds
        .iter()
        .map(|r| RoundReport {
            ritual: reading.ritual(),
            round: r.number,
            altar: r.altar.as_deref().map(|a| spell(w, a)),
            altar_inferred: r.inferred,
            result: r.result.map(|x| result(w, x)),
            plays: r
                .plays
                .iter()
                .map(|p| Play {
                    seat: p.seat + 1,
                    spell: spell(w, &p.chanted.icon),
                    points: p.chanted.points,
                    counts: p.counts,
                })
                .collect(),
        })
        .collect()
}
