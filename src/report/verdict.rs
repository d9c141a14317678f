//! What the referee says: per-seat scores with breakdowns, winners and the rule that decided,
//! every breach with its rule; written as text (Japanese or English) or JSON.

use super::t;
use crate::definition::Lang;
use serde::Serialize;

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
    /// Whether `name` was typed by a player.
    pub typed: bool,
    /// False for a virtual (unplayed) seat.
    pub real: bool,
    pub identity: Option<String>,
    pub score: Option<i64>,
    pub breakdown: Vec<ScoreLine>,
    /// Points of the ritual in progress or just ended (RITUAL's chant points).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chant: Option<i64>,
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
    /// The report's language (`ja`, `en`).
    pub lang: String,
    pub phase: String,
    pub phase_name: String,
    /// What the score counts (名声点, 貢献点…), in the report's language.
    pub score_name: String,
    /// What an unplayed seat is called (仮のプレイヤー, 空席).
    pub unplayed_label: String,
    /// True until the table shows the game is over: scores and ranks are then a standing,
    /// `provisional_reason` says why, and nobody has won yet.
    pub provisional: bool,
    pub provisional_reason: Option<String>,
    pub players: Vec<PlayerResult>,
    /// 1-based seats that won; set only once the game is over (`provisional` false), and
    /// empty then only when the rules give nobody the win.
    pub winners: Vec<usize>,
    /// 1-based seats first on the provisional standing; set only before the end, and empty
    /// while nobody is ahead (every played seat level, as at an untouched setup).
    pub leaders: Vec<usize>,
    /// What decided `winners` (or, before the end, what orders `leaders`); none while
    /// nobody leads.
    pub decided_by: Option<Decision>,
    pub violations: Vec<Violation>,
    pub notes: Vec<String>,
    /// Round by round, for games played in rounds that leave their trace on the table.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rounds: Vec<RoundReport>,
    /// What lies in each seat and area (the generic referee's listing).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<PlaceReport>,
}

/// The components lying in one seat, zone or area, as the report names them.
#[derive(Debug, Clone, Serialize)]
pub struct PlaceReport {
    pub place: String,
    pub things: Vec<String>,
}

/// One round read from the table: what was chanted against which altar spell, and the result.
#[derive(Debug, Clone, Serialize)]
pub struct RoundReport {
    pub ritual: usize,
    pub round: usize,
    /// The altar spell, as read from the round track or inferred from the cards.
    pub altar: Option<String>,
    pub altar_inferred: bool,
    pub result: Option<String>,
    pub plays: Vec<Play>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Play {
    pub seat: usize,
    pub spell: String,
    pub points: i64,
    /// Points this card counts for as it lies (face down 0, insanity negative).
    pub counts: i64,
}

impl Verdict {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a verdict always serialises")
    }

    pub fn to_text(&self) -> String {
        let lang = Lang::parse(&self.lang).unwrap_or(Lang::Ja);
        let ja = lang == Lang::Ja;
        // Brackets and separators of the report's language.
        let paren = |x: &str| {
            if ja {
                format!("（{x}）")
            } else {
                format!(" ({x})")
            }
        };
        let colon = ": ";
        let seat = |s: usize| {
            let p = &self.players[s - 1];
            if ja {
                format!("席{s}（{}）", p.name)
            } else {
                format!("seat {s} ({})", p.name)
            }
        };
        let mut out = Vec::new();
        out.push(format!(
            "{} — {}",
            self.title,
            t(lang, "判定", "referee report")
        ));
        out.push(format!(
            "{}{colon}{}",
            t(lang, "局面", "Phase"),
            self.phase_name
        ));
        if let (true, Some(reason)) = (self.provisional, &self.provisional_reason) {
            out.push(reason.clone());
        }
        for r in &self.rounds {
            let altar = match (&r.altar, r.altar_inferred) {
                (Some(a), false) => a.clone(),
                (Some(a), true) => format!("{a}{}", paren(&t(lang, "推定", "inferred"))),
                (None, _) => "?".into(),
            };
            let plays: Vec<String> = r
                .plays
                .iter()
                .map(|p| format!("{}:{}{}→{:+}", p.seat, p.spell, p.points, p.counts))
                .collect();
            out.push(format!(
                "  {} {}-{} {} {altar}{colon}{} — {}",
                t(lang, "ラウンド", "round"),
                r.ritual,
                r.round,
                t(lang, "祭壇", "altar"),
                plays.join(" "),
                r.result.as_deref().unwrap_or("?"),
            ));
        }
        for p in &self.players {
            let who = if p.real {
                p.name.clone()
            } else {
                self.unplayed_label.clone()
            };
            let identity = p.identity.as_deref().map(&paren).unwrap_or_default();
            // A seat named by its number (1番席, Seat 1) is not numbered twice.
            let head = if names_number(&p.seat_name, p.seat) {
                p.seat_name.clone()
            } else if ja {
                format!("席{} {}", p.seat, p.seat_name)
            } else {
                format!("Seat {} {}", p.seat, p.seat_name)
            };
            out.push(format!("{head} — {who}{identity}"));
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
                out.push(format!("    {} {score}{detail}", self.score_name));
            }
            if let Some(chant) = p.chant {
                out.push(format!(
                    "    {} {chant}",
                    t(lang, "詠唱ポイント", "chant points")
                ));
            }
            if let Some(status) = &p.status {
                out.push(format!("    {status}"));
            }
            if let Some(rank) = p.rank {
                let label = if self.provisional {
                    t(lang, "暫定順位", "provisional rank")
                } else {
                    t(lang, "順位", "rank")
                };
                out.push(format!("    {label} {rank}"));
            }
        }
        for place in &self.places {
            out.push(format!(
                "  {}{colon}{}",
                place.place,
                place.things.join(if ja { "、" } else { ", " })
            ));
        }
        let first = if self.provisional {
            &self.leaders
        } else {
            &self.winners
        };
        let winners: Vec<String> = first.iter().map(|s| seat(*s)).collect();
        let label = match (self.provisional, ja) {
            (true, true) => "暫定の首位",
            (true, false) => "Provisional leader",
            (false, true) => "勝者",
            (false, false) => "Winner",
        };
        let names = if winners.is_empty() {
            t(lang, "なし", "nobody")
        } else {
            winners.join(if ja { "、" } else { ", " })
        };
        let mut winner_line = format!("{label}{colon}{names}");
        if let Some(d) = &self.decided_by {
            winner_line.push_str(&paren(&format!(
                "{}{colon}{}",
                t(lang, "決め手", "decided by"),
                d.message
            )));
        }
        out.push(winner_line);
        for note in &self.notes {
            out.push(note.clone());
        }
        if self.violations.is_empty() {
            out.push(format!(
                "{}{colon}{}",
                t(lang, "ルール違反", "Rule violations"),
                t(lang, "なし", "none")
            ));
        } else {
            out.push(format!(
                "{}{colon}{}",
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

/// Whether a seat's name carries its own number as a whole number (`Seat 1`, `1番席`).
fn names_number(name: &str, seat: usize) -> bool {
    name.split(|c: char| !c.is_ascii_digit())
        .any(|run| run.parse() == Ok(seat))
}

#[cfg(test)]
mod tests {
    use super::names_number;

    #[test]
    fn a_seat_named_by_its_number_is_not_numbered_twice() {
        assert!(names_number("Seat 1", 1));
        assert!(names_number("1番席", 1));
        assert!(!names_number("Seat 12", 1));
        assert!(!names_number("赤の男爵 レッドリー", 1));
    }
}
