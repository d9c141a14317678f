//! Every sentence of the shinjya referee, in Japanese and English.

use super::breach::Breach;
use super::read::Phase;
use crate::definition::ComponentRef;
use crate::games::common::{Phase as CommonPhase, place_name};
use crate::report::{Say, Words};

impl Say for Breach {
    fn say(&self, w: &Words) -> String {
        breach(self, w)
    }
}

pub fn breach(b: &Breach, w: &Words) -> String {
    match b {
        Breach::Common(c) => c.say(w),
        Breach::IncidentsNotRemoved { in_play } => w.t(
            &format!(
                "除外されていない事件カードが{in_play}枚あります: セットアップで4枚を「ゲームから除外」に置きます"
            ),
            &format!("{in_play} incident cards are in play: setup removes 4 of the 7"),
        ),
        Breach::IdentityCount { seat, count } => w.t(
            &format!("{}に正体カードが{count}枚あります（1枚のはず）", w.seat(*seat)),
            &format!(
                "{} holds {count} identity cards (expected exactly 1)",
                w.seat(*seat)
            ),
        ),
        Breach::EvidenceNotDealt { deck } => w.t(
            &format!("証拠カードの山に{deck}枚あります: 各席に1枚ずつ配ると4枚のはず"),
            &format!(
                "the evidence deck holds {deck} cards: after dealing one per seat it holds 4 at most"
            ),
        ),
        Breach::ChairCount { count } => w.t(
            &format!("「議長」を表にしたキャラクターカードが{count}枚あります（1枚のはず）"),
            &format!("{count} character cards show the chair side (expected exactly 1)"),
        ),
        Breach::MarkerOffCharacter => w.t(
            "尋問マーカーがキャラクターカードの上にありません",
            "the interrogation marker is not on a character card",
        ),
        Breach::ChairNotPassed { chair, marker } => w.t(
            &format!(
                "尋問マーカーは{}のキャラクターカードの上にありますが、「議長」は{}のままです: ラウンドの終わりにマーカーのある席が次の議長になり、それから告発フェイズに進みます",
                w.seat(*marker),
                w.seat(*chair)
            ),
            &format!(
                "the interrogation marker lies on the character card of {}, but {} is still the chair: at the round's end the marker's seat becomes the next chair, then the accusation phase begins",
                w.seat(*marker),
                w.seat(*chair)
            ),
        ),
        Breach::VirtualAccused { seat } => w.t(
            &format!(
                "仮のプレイヤー（{}）の告発カードが置かれています: 仮のプレイヤーは告発しません",
                w.seat(*seat)
            ),
            &format!(
                "the accusation cards of the virtual player at {} were placed: virtual players do not accuse",
                w.seat(*seat)
            ),
        ),
        Breach::AccusationMissing { seat } => w.t(
            &format!("{}の「告発」が他の席の前に置かれていません", w.seat(*seat)),
            &format!(
                "the accuse card of {} is not in front of another seat",
                w.seat(*seat)
            ),
        ),
        Breach::AccusationMisplaced { owner, lies } => {
            let owner = owner.map(|s| w.seat(s)).unwrap_or_else(|| "?".into());
            let area = place_name(w, lies);
            w.t(
                &format!("{owner}の告発カードが共有の場所{area}にあります: 告発カードは席の前に置きます"),
                &format!(
                    "an accusation card of {owner} lies in the shared area {area}: accusation cards go in front of a seat"
                ),
            )
        }
        Breach::AccusedSelf { seat } => w.t(
            &format!(
                "{}の告発カードが自分の席の「置かれた告発カード」にあります: 自分を告発することはできません（置く前のカードは「手元の告発カード」へ）",
                w.seat(*seat)
            ),
            &format!(
                "an accusation card of {} lies in its own “accusations received” zone: nobody accuses themselves (unplaced cards stay in “my accusation cards”)",
                w.seat(*seat)
            ),
        ),
    }
}

/// The phase as the report gives it: its code, its name, and whether the game is over.
pub fn phase(phase: Phase) -> CommonPhase {
    CommonPhase {
        code: match phase {
            Phase::Setup => "setup",
            Phase::Action => "action",
            Phase::Accusation => "accusation",
            Phase::Decision => "decision",
        },
        name: Box::new(PhaseName(phase)),
        over: phase == Phase::Decision,
        provisional: (phase != Phase::Decision).then(|| Box::new(PhaseName::PROVISIONAL) as _),
    }
}

pub struct PhaseName(pub Phase);

impl PhaseName {
    /// Not a phase: the line saying why scores are provisional.
    pub const PROVISIONAL: Provisional = Provisional;
}

impl Say for PhaseName {
    fn say(&self, w: &Words) -> String {
        match self.0 {
            Phase::Setup => w.t(
                "セットアップ（まだ配られていない）",
                "setup (nothing dealt yet)",
            ),
            Phase::Action => w.t("アクションフェイズ", "action phase"),
            Phase::Accusation => w.t(
                "告発フェイズ（置き終えていない）",
                "accusation phase (cards still to place)",
            ),
            Phase::Decision => w.t("勝者の決定フェイズ", "winner determination"),
        }
    }
}

pub struct Provisional;

impl Say for Provisional {
    fn say(&self, w: &Words) -> String {
        w.t(
            "※ まだ全員の告発が置かれていないため、得点と順位は暫定です。",
            "Note: not every accusation is placed yet, so scores and ranks are provisional.",
        )
    }
}

/// A line of a seat's fame breakdown.
pub enum Line {
    AccusedInvestigator,
    WrongAccusations(i64),
    HeadStart(usize),
    AccusedByInvestigator,
    Card(ComponentRef),
}

impl Say for Line {
    fn say(&self, w: &Words) -> String {
        match self {
            Line::AccusedInvestigator => w.t("探索者を告発", "accused the investigator"),
            Line::WrongAccusations(n) => w.t(
                &format!("信者の誤った告発 {n}件"),
                &format!(
                    "{n} wrong accusation{} by believers",
                    if *n == 1 { "" } else { "s" }
                ),
            ),
            Line::HeadStart(n) => w.t(
                &format!("{}プレイの探索者", w.players(*n)),
                &format!("investigator in a {n}-player game"),
            ),
            Line::AccusedByInvestigator => w.t("探索者に告発された", "accused by the investigator"),
            Line::Card(c) => w.game_name(*c),
        }
    }
}

pub enum Status {
    Virtual,
    SameGod,
}

impl Say for Status {
    fn say(&self, w: &Words) -> String {
        match self {
            Status::Virtual => w.t("敗者: 仮のプレイヤー", "loser: virtual player"),
            Status::SameGod => w.t(
                "敗者: 同じ邪神の信者を告発した（された）",
                "loser: a believer of the same god was accused",
            ),
        }
    }
}

/// What decided the winner.
#[derive(Debug, Clone, Copy)]
pub enum Decided {
    ProvisionalFame,
    InvestigatorUnaccused,
    VirtualInvestigatorUnaccused,
    NoCandidates,
    Fame,
    Dynamite,
    Incidents,
    Evidence,
    Chair,
    StillTied,
}

impl Decided {
    pub fn code(self) -> &'static str {
        match self {
            Decided::ProvisionalFame => "provisional-fame",
            Decided::InvestigatorUnaccused => "investigator-unaccused",
            Decided::VirtualInvestigatorUnaccused => "virtual-investigator-unaccused",
            Decided::NoCandidates => "no-candidates",
            Decided::Fame => "fame",
            Decided::Dynamite => "tiebreak-dynamite",
            Decided::Incidents => "tiebreak-incidents",
            Decided::Evidence => "tiebreak-evidence",
            Decided::Chair => "tiebreak-chair",
            Decided::StillTied => "tiebreak-none",
        }
    }
}

impl Say for Decided {
    fn say(&self, w: &Words) -> String {
        match self {
            Decided::ProvisionalFame => w.t(
                "暫定: 今の名声点が最も高い（勝者の決定は全員の告発の後）",
                "provisional: highest fame so far (the winner is decided once every accusation is placed)",
            ),
            Decided::InvestigatorUnaccused => w.t(
                "誰も探索者を告発できなかったので、探索者だけが勝者",
                "nobody accused the investigator, who alone wins",
            ),
            Decided::VirtualInvestigatorUnaccused => w.t(
                "仮のプレイヤーの探索者を誰も告発できなかったので、全員が敗者",
                "nobody accused the virtual investigator: everybody loses",
            ),
            Decided::NoCandidates => w.t("勝者になれる人が残っていない", "nobody is left who can win"),
            Decided::Fame => w.t("名声点が最も高い", "highest fame"),
            Decided::Dynamite => w.t(
                "同点: ダイナマイトを持つ勝者（第1条件）",
                "tie: the winner holding the dynamite (1st condition)",
            ),
            Decided::Incidents => w.t(
                "同点: 事件カードが最も多い（第2条件）",
                "tie: most incident cards (2nd condition)",
            ),
            Decided::Evidence => w.t(
                "同点: 証拠カードが最も多い（第3条件）",
                "tie: most evidence cards (3rd condition)",
            ),
            Decided::Chair => w.t("同点: 議長（第4条件）", "tie: the chair (4th condition)"),
            Decided::StillTied => w.t(
                "同点のまま決まらず、全員が敗者（最終条件）",
                "still tied: everybody loses (final condition)",
            ),
        }
    }
}

pub enum Note {
    NoScores,
}

impl Say for Note {
    fn say(&self, w: &Words) -> String {
        match self {
            Note::NoScores => w.t(
                "正体カードが各席に1枚ずつないため、得点は計算できません。",
                "Scores cannot be computed: not every seat holds exactly one identity card.",
            ),
        }
    }
}
