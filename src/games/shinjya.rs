//! 信じられるのは邪神だけ (udonarium rules ver01): checks, fame, winner and tie-breaks.
//! Rule ids (J1…J10) are those of `shared/rules/shinjya.toml`; decisions in the README.

use super::common::Ledger;
use crate::definition::{Game, Lang};
use crate::referee::position::Spot;
use crate::referee::save::Kind;
use crate::referee::verdict::{Decision, PlayerResult, ScoreLine, t};
use crate::referee::{Position, RefereeOptions, Thing, Verdict};

const INVESTIGATOR: &str = "investigator";
const ACCUSE: &str = "accusation/accuse";
const NAME_PIECE: &str = "player-name";
const MARKER: &str = "interrogation-marker";
const DYNAMITE: &str = "evidence/dynamite";

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Phase {
    /// Decks not dealt yet: the room as loaded.
    Setup,
    Action,
    Accusation,
    /// Every real seat has placed both accusation cards: the final verdict.
    Decision,
}

impl Phase {
    fn code(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Action => "action",
            Phase::Accusation => "accusation",
            Phase::Decision => "decision",
        }
    }

    fn name(self, lang: Lang) -> String {
        match self {
            Phase::Setup => t(
                lang,
                "セットアップ（まだ配られていない）",
                "setup (nothing dealt yet)",
            ),
            Phase::Action => t(lang, "アクションフェイズ", "action phase"),
            Phase::Accusation => t(
                lang,
                "告発フェイズ（置き終えていない）",
                "accusation phase (cards still to place)",
            ),
            Phase::Decision => t(lang, "勝者の決定フェイズ", "winner determination"),
        }
    }
}

/// What the rules need to know of one seat.
struct SeatView {
    real: bool,
    name: String,
    identity: Option<String>,
    /// Evidence and incident cards lying in the seat's area (hand and open alike).
    held: Vec<String>,
    /// Where this seat's 告発 lies, if in front of another seat.
    accuses: Option<usize>,
    /// How many of this seat's two accusation cards lie in front of other seats.
    placed: usize,
    chair: bool,
}

struct Judge<'a>(Ledger<'a>);

impl<'a> std::ops::Deref for Judge<'a> {
    type Target = Ledger<'a>;
    fn deref(&self) -> &Ledger<'a> {
        &self.0
    }
}

impl std::ops::DerefMut for Judge<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

pub fn judge(game: &Game, position: &Position, options: &RefereeOptions) -> Verdict {
    let mut j = Judge(Ledger::new(game, position, options.lang));
    j.check_components("J1");
    let seats = j.seats(options.players);
    let phase = j.phase(&seats);
    if phase >= Phase::Action {
        j.check_dealt(&seats);
    }
    if phase >= Phase::Accusation {
        j.check_accusations(&seats, phase);
    }
    let scoring = (phase >= Phase::Action && seats.iter().all(|s| s.identity.is_some()))
        .then(|| score(game, &seats, j.lang));
    if phase >= Phase::Action && scoring.is_none() {
        let lang = j.lang;
        j.notes.push(t(
            lang,
            "正体カードが各席に1枚ずつないため、得点は計算できません。",
            "Scores cannot be computed: not every seat holds exactly one identity card.",
        ));
    }
    j.verdict(seats, phase, scoring)
}

impl Judge<'_> {
    /// Who sits where: a seat is played when its name piece was renamed (3–4 players keep
    /// 仮のプレイヤー). If nobody typed a name, every seat not marked virtual is played.
    fn seats(&mut self, players: Option<u32>) -> Vec<SeatView> {
        let game = self.game;
        let names = self.seat_names(NAME_PIECE);
        let real = self.played_seats(&names, players, "J8");
        let typed = names.typed;
        (0..game.seats.len())
            .map(|s| {
                let here = |thing: &&Thing| thing.seat() == Some(s);
                let identities: Vec<&Thing> =
                    self.position.of_kind("identity").filter(here).collect();
                let own_accusations: Vec<&Thing> = self
                    .position
                    .of_kind("accusation")
                    .filter(|a| a.owner_seat == Some(s))
                    .collect();
                let placed_elsewhere = |a: &&&Thing| matches!(a.seat(), Some(t) if t != s);
                SeatView {
                    real: real[s],
                    name: typed[s]
                        .clone()
                        .unwrap_or_else(|| game.seats[s].short.get(self.lang).to_string()),
                    identity: (identities.len() == 1).then(|| identities[0].item().to_string()),
                    held: self
                        .position
                        .things
                        .iter()
                        .filter(|c| {
                            c.kind == Kind::Card && matches!(c.card_kind(), "evidence" | "incident")
                        })
                        .filter(here)
                        .map(|c| c.component.clone())
                        .collect(),
                    accuses: own_accusations
                        .iter()
                        .filter(placed_elsewhere)
                        .find(|a| a.component == ACCUSE)
                        .and_then(|a| a.seat()),
                    placed: own_accusations.iter().filter(placed_elsewhere).count(),
                    chair: self
                        .position
                        .of("character/character")
                        .any(|c| c.owner_seat == Some(s) && !c.face_up),
                }
            })
            .collect()
    }

    fn phase(&self, seats: &[SeatView]) -> Phase {
        let dealt = self
            .position
            .of_kind("identity")
            .any(|c| c.seat().is_some());
        let any_placed = seats.iter().any(|s| s.placed > 0);
        let all_placed = seats.iter().filter(|s| s.real).all(|s| s.placed == 2);
        match (dealt || any_placed, any_placed, all_placed) {
            (false, _, _) => Phase::Setup,
            (true, false, _) => Phase::Action,
            (true, true, false) => Phase::Accusation,
            (true, true, true) => Phase::Decision,
        }
    }

    /// J2–J5: what must hold once the cards are dealt.
    fn check_dealt(&mut self, seats: &[SeatView]) {
        let lang = self.lang;
        for (s, _) in seats.iter().enumerate() {
            let n = self
                .position
                .of_kind("identity")
                .filter(|c| c.seat() == Some(s))
                .count();
            if n != 1 {
                let msg = t(
                    lang,
                    &format!(
                        "{}に正体カードが{n}枚あります（1枚のはず）",
                        self.seat_label(s)
                    ),
                    &format!(
                        "{} holds {n} identity cards (expected exactly 1)",
                        self.seat_label(s)
                    ),
                );
                self.breach("identity-count", "J3", msg);
            }
        }
        let in_play = self
            .position
            .of_kind("incident")
            .filter(|c| c.spot != Spot::Area("removed".into()))
            .count();
        if in_play > 3 {
            let msg = t(
                lang,
                &format!(
                    "除外されていない事件カードが{in_play}枚あります: セットアップで4枚を「ゲームから除外」に置きます"
                ),
                &format!("{in_play} incident cards are in play: setup removes 4 of the 7"),
            );
            self.breach("incidents-not-removed", "J2", msg);
        }
        let deck = self
            .position
            .of_kind("evidence")
            .filter(|c| c.spot == Spot::Area("evidence-deck".into()))
            .count();
        if deck > 4 {
            let msg = t(
                lang,
                &format!("証拠カードの山に{deck}枚あります: 各席に1枚ずつ配ると4枚のはず"),
                &format!(
                    "the evidence deck holds {deck} cards: after dealing one per seat it holds 4 at most"
                ),
            );
            self.breach("evidence-not-dealt", "J4", msg);
        }
        let chairs: Vec<usize> = (0..seats.len()).filter(|s| seats[*s].chair).collect();
        if chairs.len() != 1 {
            let msg = t(
                lang,
                &format!(
                    "「議長」を表にしたキャラクターカードが{}枚あります（1枚のはず）",
                    chairs.len()
                ),
                &format!(
                    "{} character cards show 議長 (expected exactly 1)",
                    chairs.len()
                ),
            );
            self.breach("chair-count", "J5", msg);
        }
        let on_character = self.position.of(MARKER).all(|m| {
            let (x, y) = m.centre();
            self.position
                .of("character/character")
                .any(|c| c.covers(x, y))
        });
        if !on_character {
            let msg = t(
                lang,
                "尋問マーカーがキャラクターカードの上にありません",
                "the interrogation marker is not on a character card",
            );
            self.breach("marker-off-character", "J5", msg);
        }
    }

    /// J8: real seats place their two cards in front of other seats; virtual seats place none.
    fn check_accusations(&mut self, seats: &[SeatView], phase: Phase) {
        let lang = self.lang;
        for (s, seat) in seats.iter().enumerate() {
            if !seat.real && seat.placed > 0 {
                let msg = t(
                    lang,
                    &format!(
                        "仮のプレイヤー（{}）の告発カードが他の席に置かれています: 仮のプレイヤーは告発しません",
                        self.seat_label(s)
                    ),
                    &format!(
                        "the virtual player's ({}) accusation cards were placed: virtual players do not accuse",
                        self.seat_label(s)
                    ),
                );
                self.breach("virtual-accused", "J8", msg);
            }
            if phase == Phase::Decision && seat.real && seat.accuses.is_none() {
                let msg = t(
                    lang,
                    &format!("{}の「告発」が他の席に置かれていません", self.seat_label(s)),
                    &format!(
                        "{}'s 告発 card is not in front of another seat",
                        self.seat_label(s)
                    ),
                );
                self.breach("accusation-missing", "J8", msg);
            }
        }
        for thing in self.position.of_kind("accusation") {
            if thing.spot != Spot::Outside && !matches!(thing.spot, Spot::Seat { .. }) {
                let msg = t(
                    lang,
                    &format!("{}は席の前に置きます", self.describe(thing)),
                    &format!("{} must lie in front of a seat", self.describe(thing)),
                );
                self.breach("accusation-misplaced", "J8", msg);
            }
        }
    }

    fn verdict(mut self, seats: Vec<SeatView>, phase: Phase, scoring: Option<Scoring>) -> Verdict {
        self.provenance_notes();
        let game = self.game;
        let lang = self.lang;
        let mut players: Vec<PlayerResult> = seats
            .iter()
            .enumerate()
            .map(|(s, seat)| PlayerResult {
                seat: s + 1,
                seat_name: game.seats[s].name.get(lang).to_string(),
                name: seat.name.clone(),
                real: seat.real,
                identity: seat
                    .identity
                    .as_ref()
                    .and_then(|i| game.card_kind("identity")?.item(i))
                    .map(|i| i.name.get(lang).to_string()),
                score: None,
                breakdown: Vec::new(),
                chant: None,
                rank: None,
                status: None,
            })
            .collect();
        let (winners, decided_by) = match scoring {
            None => (Vec::new(), None),
            Some(sc) => {
                for (p, s) in players.iter_mut().zip(&sc.seats) {
                    if p.real {
                        p.score = Some(s.fame);
                        p.breakdown = s.lines.clone();
                        p.rank = s.rank;
                    }
                    p.status = s.status.clone();
                }
                (
                    sc.winners.iter().map(|w| w + 1).collect(),
                    Some(sc.decision),
                )
            }
        };
        Verdict {
            game: game.id.clone(),
            title: game.title.get(lang).to_string(),
            phase: phase.code().into(),
            phase_name: phase.name(lang),
            score_name: t(lang, "名声点", "fame"),
            unplayed_label: t(lang, "仮のプレイヤー", "virtual player"),
            provisional: phase != Phase::Decision,
            provisional_reason: Some(t(
                lang,
                "※ まだ全員の告発が置かれていないため、得点は暫定です。",
                "Note: not every accusation is placed yet, so scores are provisional.",
            )),
            players,
            winners,
            decided_by,
            violations: self.0.violations,
            notes: self.0.notes,
            rounds: Vec::new(),
        }
    }
}

struct SeatScore {
    fame: i64,
    lines: Vec<ScoreLine>,
    status: Option<String>,
    rank: Option<usize>,
}

struct Scoring {
    seats: Vec<SeatScore>,
    winners: Vec<usize>,
    decision: Decision,
}

fn is_cultist(identity: &str) -> bool {
    identity != INVESTIGATOR
}

/// J9, J10: fame for every seat, then the winner.
fn score(game: &Game, seats: &[SeatView], lang: Lang) -> Scoring {
    let identity = |s: usize| seats[s].identity.as_deref().unwrap_or("");
    let investigator = (0..seats.len()).find(|s| identity(*s) == INVESTIGATOR);
    let real_players = seats.iter().filter(|s| s.real).count();
    let real_cultists = || (0..seats.len()).filter(|s| seats[*s].real && is_cultist(identity(*s)));

    // Losers: virtual seats, and both believers of a god one of whom accused the other.
    let mut status: Vec<Option<String>> = vec![None; seats.len()];
    for (s, seat) in seats.iter().enumerate() {
        if !seat.real {
            status[s] = Some(t(lang, "敗者: 仮のプレイヤー", "loser: virtual player"));
        }
    }
    for a in real_cultists() {
        if let Some(target) = seats[a].accuses
            && identity(target) == identity(a)
        {
            for s in (0..seats.len()).filter(|s| identity(*s) == identity(a)) {
                status[s] = Some(t(
                    lang,
                    "敗者: 同じ邪神の信者を告発した（された）",
                    "loser: a believer of the same god was accused",
                ));
            }
        }
    }

    // Fame.
    let values = |component: &str, id: &str| {
        let (kind, item) = component.split_once('/').unwrap_or(("", ""));
        game.card_kind(kind)
            .and_then(|k| k.item(item))
            .map_or(0, |i| i.value(id))
    };
    let scores: Vec<(i64, Vec<ScoreLine>)> = (0..seats.len())
        .map(|s| {
            let mut lines = Vec::new();
            let me = identity(s);
            if is_cultist(me)
                && seats[s].real
                && investigator.is_some()
                && seats[s].accuses == investigator
            {
                lines.push(ScoreLine {
                    label: t(lang, "探索者を告発", "accused the investigator"),
                    points: 3,
                });
            }
            if me == INVESTIGATOR {
                let wrong = real_cultists()
                    .filter(|a| seats[*a].accuses.is_some_and(|t| Some(t) != investigator))
                    .count() as i64;
                if wrong > 0 {
                    lines.push(ScoreLine {
                        label: t(
                            lang,
                            &format!("信者の誤った告発 {wrong}件"),
                            &format!("{wrong} wrong accusations by believers"),
                        ),
                        points: 3 * wrong,
                    });
                }
                let head_start = match real_players {
                    4 => 1,
                    3 => 2,
                    _ => 0,
                };
                if head_start > 0 {
                    lines.push(ScoreLine {
                        label: t(
                            lang,
                            &format!("{real_players}人プレイの探索者"),
                            &format!("investigator in a {real_players}-player game"),
                        ),
                        points: head_start,
                    });
                }
            }
            if let Some(i) = investigator
                && seats[i].real
                && seats[i].accuses == Some(s)
            {
                lines.push(ScoreLine {
                    label: t(lang, "探索者に告発された", "accused by the investigator"),
                    points: -2,
                });
            }
            let mut held = seats[s].held.clone();
            held.sort();
            for component in held {
                let v = values(&component, me);
                if v != 0 {
                    let (kind, item) = component.split_once('/').unwrap_or(("", ""));
                    let name = game
                        .card_kind(kind)
                        .and_then(|k| k.item(item))
                        .map(|i| i.name.get(lang).to_string())
                        .unwrap_or(component.clone());
                    lines.push(ScoreLine {
                        label: name,
                        points: v,
                    });
                }
            }
            (lines.iter().map(|l| l.points).sum(), lines)
        })
        .collect();

    // Rule 1: nobody accused the investigator.
    let accused_investigator =
        real_cultists().any(|a| investigator.is_some() && seats[a].accuses == investigator);
    let (winners, decision) = if !accused_investigator {
        match investigator {
            Some(i) if seats[i].real => (
                vec![i],
                Decision {
                    code: "investigator-unaccused".into(),
                    message: t(
                        lang,
                        "誰も探索者を告発できなかったので、探索者だけが勝者",
                        "nobody accused the investigator, who alone wins",
                    ),
                },
            ),
            _ => (
                Vec::new(),
                Decision {
                    code: "virtual-investigator-unaccused".into(),
                    message: t(
                        lang,
                        "仮のプレイヤーの探索者を誰も告発できなかったので、全員が敗者",
                        "nobody accused the virtual investigator: everybody loses",
                    ),
                },
            ),
        }
    } else {
        best_fame(seats, &scores, &status, lang)
    };

    // Ranks: winners first, then the others still in the running, then losers; by fame.
    let class = |s: usize| {
        if winners.contains(&s) {
            0
        } else if status[s].is_none() {
            1
        } else {
            2
        }
    };
    let seats_scored: Vec<SeatScore> = (0..seats.len())
        .map(|s| {
            let better = (0..seats.len())
                .filter(|o| seats[*o].real)
                .filter(|o| (class(*o), -scores[*o].0) < (class(s), -scores[s].0))
                .count();
            SeatScore {
                fame: scores[s].0,
                lines: scores[s].1.clone(),
                status: status[s].clone(),
                rank: seats[s].real.then_some(better + 1),
            }
        })
        .collect();
    Scoring {
        seats: seats_scored,
        winners,
        decision,
    }
}

/// Highest fame among real seats that have not lost; ties go down the chain of
/// ダイナマイト, more incidents, more evidence, the chair, and else nobody.
fn best_fame(
    seats: &[SeatView],
    scores: &[(i64, Vec<ScoreLine>)],
    status: &[Option<String>],
    lang: Lang,
) -> (Vec<usize>, Decision) {
    let candidates: Vec<usize> = (0..seats.len())
        .filter(|s| seats[*s].real && status[*s].is_none())
        .collect();
    let Some(top) = candidates.iter().map(|s| scores[*s].0).max() else {
        return (
            Vec::new(),
            Decision {
                code: "no-candidates".into(),
                message: t(
                    lang,
                    "勝者になれる人が残っていない",
                    "nobody is left who can win",
                ),
            },
        );
    };
    let mut tied: Vec<usize> = candidates
        .into_iter()
        .filter(|s| scores[*s].0 == top)
        .collect();
    if tied.len() == 1 {
        return (
            tied,
            Decision {
                code: "fame".into(),
                message: t(lang, "名声点が最も高い", "highest fame"),
            },
        );
    }
    let count = |s: usize, kind: &str| {
        seats[s]
            .held
            .iter()
            .filter(|c| c.starts_with(&format!("{kind}/")))
            .count()
    };
    let dynamite: Vec<usize> = tied
        .iter()
        .copied()
        .filter(|s| seats[*s].held.iter().any(|c| c == DYNAMITE))
        .collect();
    if dynamite.len() == 1 {
        return (
            dynamite,
            Decision {
                code: "tiebreak-dynamite".into(),
                message: t(
                    lang,
                    "同点: ダイナマイトを持つ勝者（第1条件）",
                    "tie: the winner holding ダイナマイト (1st condition)",
                ),
            },
        );
    }
    for (kind, code, ja, en) in [
        (
            "incident",
            "tiebreak-incidents",
            "同点: 事件カードが最も多い（第2条件）",
            "tie: most incident cards (2nd condition)",
        ),
        (
            "evidence",
            "tiebreak-evidence",
            "同点: 証拠カードが最も多い（第3条件）",
            "tie: most evidence cards (3rd condition)",
        ),
    ] {
        let most = tied.iter().map(|s| count(*s, kind)).max().unwrap_or(0);
        tied.retain(|s| count(*s, kind) == most);
        if tied.len() == 1 {
            return (
                tied,
                Decision {
                    code: code.into(),
                    message: t(lang, ja, en),
                },
            );
        }
    }
    if let Some(chair) = tied.iter().copied().find(|s| seats[*s].chair) {
        return (
            vec![chair],
            Decision {
                code: "tiebreak-chair".into(),
                message: t(
                    lang,
                    "同点: 議長（第4条件）",
                    "tie: the chair (4th condition)",
                ),
            },
        );
    }
    (
        Vec::new(),
        Decision {
            code: "tiebreak-none".into(),
            message: t(
                lang,
                "同点のまま決まらず、全員が敗者（最終条件）",
                "still tied: everybody loses (final condition)",
            ),
        },
    )
}
