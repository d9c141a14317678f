//! What the referee says: per-seat scores with breakdowns, winners and the rule that decided,
//! every breach with its rule; written as text (Japanese or English) or JSON.

use crate::definition::Lang;
use serde::Serialize;

/// Picks the Japanese or English wording.
pub fn t(lang: Lang, ja: &str, en: &str) -> String {
    match lang {
        Lang::Ja => ja.to_string(),
        Lang::En => en.to_string(),
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Violation {
    /// Stable, machine-readable kind of breach.
    pub code: String,
    /// The rule it breaks (the game's invariant id).
    pub rule: String,
    pub message: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScoreLine {
    pub label: String,
    pub points: i64,
}

#[derive(Debug, Clone, Serialize)]
pub struct PlayerResult {
    /// 1-based, clockwise.
    pub seat: usize,
    pub seat_name: String,
    /// The name typed into the seat's name piece (the seat's short name if none was).
    pub name: String,
    /// False for a virtual (unplayed) seat.
    pub real: bool,
    pub identity: Option<String>,
    pub score: Option<i64>,
    pub breakdown: Vec<ScoreLine>,
    pub rank: Option<usize>,
    /// Why the seat cannot win, if it cannot.
    pub status: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Decision {
    pub code: String,
    pub message: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Verdict {
    pub game: String,
    pub title: String,
    pub phase: String,
    pub phase_name: String,
    /// Scores before every accusation is placed are provisional.
    pub provisional: bool,
    pub players: Vec<PlayerResult>,
    /// 1-based seats.
    pub winners: Vec<usize>,
    pub decided_by: Option<Decision>,
    pub violations: Vec<Violation>,
    pub notes: Vec<String>,
}

impl Verdict {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a verdict always serialises")
    }

    pub fn to_text(&self, lang: Lang) -> String {
        let mut out = Vec::new();
        out.push(format!(
            "{} — {}",
            self.title,
            t(lang, "判定", "referee report")
        ));
        out.push(format!("{}: {}", t(lang, "局面", "Phase"), self.phase_name));
        if self.provisional {
            out.push(t(
                lang,
                "※ まだ全員の告発が置かれていないため、得点は暫定です。",
                "Note: not every accusation is placed yet, so scores are provisional.",
            ));
        }
        for p in &self.players {
            let who = if p.real {
                p.name.clone()
            } else {
                t(lang, "仮のプレイヤー", "virtual player")
            };
            let identity = p
                .identity
                .as_deref()
                .map(|i| format!("（{i}）"))
                .unwrap_or_default();
            out.push(format!(
                "{} {} {} — {who}{identity}",
                t(lang, "席", "Seat"),
                p.seat,
                p.seat_name
            ));
            if let Some(score) = p.score {
                let lines: Vec<String> = p
                    .breakdown
                    .iter()
                    .map(|l| format!("{} {:+}", l.label, l.points))
                    .collect();
                let detail = if lines.is_empty() {
                    String::new()
                } else {
                    format!(" = {}", lines.join(", "))
                };
                out.push(format!("    {} {score}{detail}", t(lang, "名声点", "fame")));
            }
            if let Some(status) = &p.status {
                out.push(format!("    {status}"));
            }
            if let Some(rank) = p.rank {
                out.push(format!("    {} {rank}", t(lang, "順位", "rank")));
            }
        }
        let winners: Vec<String> = self
            .winners
            .iter()
            .map(|s| {
                let p = &self.players[s - 1];
                format!("{} {} {}", t(lang, "席", "seat"), s, p.name)
            })
            .collect();
        let winner_line = if winners.is_empty() {
            t(lang, "勝者: なし", "Winner: nobody")
        } else {
            format!("{}: {}", t(lang, "勝者", "Winner"), winners.join(", "))
        };
        match &self.decided_by {
            Some(d) => out.push(format!(
                "{winner_line}（{}: {}）",
                t(lang, "決め手", "decided by"),
                d.message
            )),
            None => out.push(winner_line),
        }
        for note in &self.notes {
            out.push(note.clone());
        }
        if self.violations.is_empty() {
            out.push(t(lang, "ルール違反: なし", "Rule violations: none"));
        } else {
            out.push(format!(
                "{}: {}",
                t(lang, "ルール違反", "Rule violations"),
                self.violations.len()
            ));
            for v in &self.violations {
                out.push(format!("  [{} {}] {}", v.rule, v.code, v.message));
            }
        }
        out.join("\n")
    }
}
