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
    /// The fields above left empty before the game's end because they rest on what the
    /// table cannot see (`identity`, `score`, `breakdown`, `status`, `rank`).
    pub hidden: Vec<&'static str>,
}

/// What a report read before the game's end keeps back, and its words.
#[derive(Debug, Clone, Serialize)]
pub struct Hidden {
    /// Seats whose identity is not shown.
    pub identities: usize,
    /// Played seats whose score is not shown; every rank and the leaders are then not
    /// shown either.
    pub scores: usize,
    /// Cards named nowhere in the report, held with 「自分だけ見る」 or face down.
    pub cards: usize,
    /// What was kept back, and that `--reveal` shows it.
    pub message: String,
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
    /// The report's language (`ja`, `en` in JSON).
    pub lang: Lang,
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
    /// What the report keeps back before the end (none once the game is over, with
    /// `--reveal`, or while the table hides nothing the report would show).
    pub hidden: Option<Hidden>,
    /// `--reveal` before the end: the text report says that it shows what the table
    /// cannot see.
    #[serde(skip)]
    pub revealed: bool,
    /// Read on the browser page: the text names the page's switch, not `--reveal`.
    #[serde(skip)]
    pub on_page: bool,
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

    /// The report as players read it: phase, rounds, each seat's score and rank, where
    /// things lie, the winner and every breach, in the report's language.
    pub fn to_text(&self) -> String {
        let w = TextWriter {
            verdict: self,
            lang: self.lang,
        };
        let mut out = Vec::new();
        out.push(format!(
            "{} — {}",
            self.title,
            w.t("判定", "referee report")
        ));
        out.push(format!(
            "{}{COLON}{}",
            w.t("局面", "Phase"),
            self.phase_name
        ));
        if let (true, Some(reason)) = (self.provisional, &self.provisional_reason) {
            out.push(reason.clone());
        }
        if let Some(hidden) = &self.hidden {
            out.push(hidden.message.clone());
        }
        if self.revealed && self.provisional {
            out.push(if self.on_page {
                w.t(
                    "※ 伏せた情報も表示しています: テーブルから見えないもの（手札・伏せたカード・正体）。",
                    "Note: what is hidden is shown: what the table cannot see (hands, face-down cards, identities).",
                )
            } else {
                w.t(
                    "※ --reveal: テーブルから見えないもの（手札・伏せたカード・正体）も表示しています。",
                    "Note: --reveal: what the table cannot see (hands, face-down cards, identities) is shown too.",
                )
            });
        }
        out.extend(self.rounds.iter().map(|r| w.round(r)));
        for p in &self.players {
            w.player(p, &mut out);
        }
        for place in &self.places {
            out.push(format!("  {}{COLON}{}", place.place, w.list(&place.things)));
        }
        out.push(w.winner_line());
        out.extend(self.notes.iter().cloned());
        w.violations(&mut out);
        out.join("\n")
    }
}

const COLON: &str = ": ";

/// Writes a verdict's text lines in its language: brackets and list separators included.
struct TextWriter<'a> {
    verdict: &'a Verdict,
    lang: Lang,
}

impl TextWriter<'_> {
    fn t(&self, ja: &str, en: &str) -> String {
        t(self.lang, ja, en)
    }

    fn paren(&self, x: &str) -> String {
        match self.lang {
            Lang::Ja => format!("（{x}）"),
            Lang::En => format!(" ({x})"),
        }
    }

    fn list(&self, items: &[String]) -> String {
        items.join(match self.lang {
            Lang::Ja => "、",
            Lang::En => ", ",
        })
    }

    /// A 1-based seat with its player's name.
    fn seat(&self, s: usize) -> String {
        let p = &self.verdict.players[s - 1];
        match self.lang {
            Lang::Ja => format!("席{s}（{}）", p.name),
            Lang::En => format!("seat {s} ({})", p.name),
        }
    }

    fn round(&self, r: &RoundReport) -> String {
        let altar = match (&r.altar, r.altar_inferred) {
            (Some(a), false) => a.clone(),
            (Some(a), true) => format!("{a}{}", self.paren(&self.t("推定", "inferred"))),
            (None, _) => "?".into(),
        };
        let plays: Vec<String> = r
            .plays
            .iter()
            .map(|p| format!("{}:{}{}→{:+}", p.seat, p.spell, p.points, p.counts))
            .collect();
        format!(
            "  {} {}-{} {} {altar}{COLON}{} — {}",
            self.t("ラウンド", "round"),
            r.ritual,
            r.round,
            self.t("祭壇", "altar"),
            plays.join(" "),
            r.result.as_deref().unwrap_or("?"),
        )
    }

    /// A seat's heading, then its score, chant points, status and rank, indented.
    fn player(&self, p: &PlayerResult, out: &mut Vec<String>) {
        let v = self.verdict;
        let who = if p.real {
            p.name.clone()
        } else {
            v.unplayed_label.clone()
        };
        let identity = p
            .identity
            .as_deref()
            .map(|i| self.paren(i))
            .unwrap_or_default();
        // A seat named by its number (1番席, Seat 1) is not numbered twice.
        let head = if names_number(&p.seat_name, p.seat) {
            p.seat_name.clone()
        } else {
            match self.lang {
                Lang::Ja => format!("席{} {}", p.seat, p.seat_name),
                Lang::En => format!("Seat {} {}", p.seat, p.seat_name),
            }
        };
        out.push(format!("{head} — {who}{identity}"));
        if p.hidden.contains(&"score") {
            out.push(format!(
                "    {}{COLON}{}",
                v.score_name,
                self.t("非公開", "hidden")
            ));
        }
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
            out.push(format!("    {} {score}{detail}", v.score_name));
        }
        if let Some(chant) = p.chant {
            out.push(format!(
                "    {} {chant}",
                self.t("詠唱ポイント", "chant points")
            ));
        }
        if let Some(status) = &p.status {
            out.push(format!("    {status}"));
        }
        if let Some(rank) = p.rank {
            let label = if v.provisional {
                self.t("暫定順位", "provisional rank")
            } else {
                self.t("順位", "rank")
            };
            out.push(format!("    {label} {rank}"));
        }
    }

    /// The winners, or the provisional leaders mid-game, and what decided it.
    fn winner_line(&self) -> String {
        let v = self.verdict;
        let first = if v.provisional {
            &v.leaders
        } else {
            &v.winners
        };
        let label = match (v.provisional, self.lang) {
            (true, Lang::Ja) => "暫定の首位",
            (true, Lang::En) => "Provisional leader",
            (false, Lang::Ja) => "勝者",
            (false, Lang::En) => "Winner",
        };
        let withheld = v.hidden.as_ref().is_some_and(|h| h.scores > 0);
        let names = if withheld {
            self.t("非公開", "hidden")
        } else if first.is_empty() {
            self.t("なし", "nobody")
        } else {
            self.list(&first.iter().map(|s| self.seat(*s)).collect::<Vec<_>>())
        };
        let mut line = format!("{label}{COLON}{names}");
        if let Some(d) = &v.decided_by {
            line.push_str(&self.paren(&format!(
                "{}{COLON}{}",
                self.t("決め手", "decided by"),
                d.message
            )));
        }
        line
    }

    fn violations(&self, out: &mut Vec<String>) {
        let violations = &self.verdict.violations;
        let heading = self.t("ルール違反", "Rule violations");
        if violations.is_empty() {
            out.push(format!("{heading}{COLON}{}", self.t("なし", "none")));
            return;
        }
        out.push(format!("{heading}{COLON}{}", violations.len()));
        for v in violations {
            out.push(format!("  [{} {}] {}", v.rule, v.code, v.message));
        }
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
