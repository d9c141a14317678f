//! Every sentence of the Wie verhext! referee, in Japanese and English.

use super::breach::Breach;
use super::numbers::RAVENS;
use super::read::Stage;
use crate::games::common::score::{self, Part};
use crate::games::common::{Fixed, Keeper, Phase, ScoreName, place_name, sum_name};
use crate::report::{Say, Words};

impl Say for Breach {
    fn say(&self, w: &Words) -> String {
        breach(self, w)
    }
}

fn kind_name(w: &Words, kind: usize) -> String {
    w.quote(w.game.card_kinds[kind].name.get(w.lang))
}

fn counter_name(w: &Words, keeper: Keeper) -> String {
    w.quote(keeper.name(w.game).get(w.lang))
}

pub fn breach(b: &Breach, w: &Words) -> String {
    match b {
        Breach::Common(c, _) => c.say(w),
        Breach::ForeignRole { seat, card, owner } => w.t(
            &format!(
                "{}に{}があります: 別の色の役割カードです。役割カードは自分の色の12枚だけを使います",
                w.seat(*seat),
                w.component(*card, *owner)
            ),
            &format!(
                "{} has a role card of another colour, {}: each player uses only the 12 of their own colour",
                w.seat(*seat),
                w.component(*card, *owner)
            ),
        ),
        Breach::RolesAway { seat, count } => w.t(
            &format!(
                "{}の役割カードが{count}枚、自分の席の外にあります: 12枚とも自分の席に置きます",
                w.seat(*seat)
            ),
            &format!(
                "{count} role cards of {} lie outside its area: all 12 stay at the seat",
                w.seat(*seat)
            ),
        ),
        Breach::RoundSplit {
            seat,
            chosen,
            aside,
            unchosen,
        } => w.t(
            &format!(
                "{}: 選んだ（出した分を含む）カードが{chosen}枚、よけたカードが{aside}枚、選ばずに残ったカードが{unchosen}枚です（5枚・7枚・0枚のはず。出し終えたカードは「出したカード」に伏せて置きます）",
                w.seat(*seat)
            ),
            &format!(
                "{}: {chosen} cards chosen (played ones included), {aside} aside, {unchosen} left unchosen (expected 5, 7 and 0; played cards stay face down in the played zone)",
                w.seat(*seat)
            ),
        ),
        Breach::TooManyChosen { seat, count } => w.t(
            &format!("{}の「選んだ5枚」に{count}枚あります", w.seat(*seat)),
            &format!("{} has {count} cards in its chosen zone (5 at most)", w.seat(*seat)),
        ),
        Breach::NotChosen { seat } => w.t(
            &format!(
                "ラウンドが始まっているのに、{}はまだ5枚を選んでいません（7枚をよけていません）",
                w.seat(*seat)
            ),
            &format!(
                "a round is under way but {} has not chosen its 5 (nor set 7 aside)",
                w.seat(*seat)
            ),
        ),
        Breach::SeveralClaims { seats } => {
            let names: Vec<String> = seats.iter().map(|s| w.seat(*s)).collect();
            w.t(
                &format!(
                    "表向きに出ている役割カードが{}枚あります（{}）: 主張が残るのは1枚だけで、奪われた・支持したカードは裏返します",
                    seats.len(),
                    names.join("、")
                ),
                &format!(
                    "{} played role cards are face up ({}): only the standing claim stays face up; claimed-away and favoured cards are turned down",
                    seats.len(),
                    names.join(", ")
                ),
            )
        }
        Breach::TakenFromMiddle { seat, card } => w.t(
            &format!(
                "{}が持つ{}は、山の一番上から取られたものではありません: 山の上にまだ点の低いカードが残っています",
                w.seat(*seat),
                w.component(*card, None)
            ),
            &format!(
                "{} holds {}, which was not the top of its pile: cards of fewer points are still on the pile",
                w.seat(*seat),
                w.component(*card, None)
            ),
        ),
        Breach::PileOutOfOrder { kind } => w.t(
            &format!(
                "{}の山の順番が変わっています: 点の低いカードが上です",
                kind_name(w, *kind)
            ),
            &format!(
                "the {} pile is out of order: fewer points on top",
                kind_name(w, *kind)
            ),
        ),
        Breach::PotionAstray { card, lies } => w.t(
            &format!(
                "{}が{}にあります: 自分の山か、取った人の席に置きます",
                w.component(*card, None),
                place_name(w, lies)
            ),
            &format!(
                "{} lies at {}: neither on its pile nor at a seat",
                w.component(*card, None),
                place_name(w, lies)
            ),
        ),
        Breach::RavenFaceDown { seat, card } => w.t(
            &format!(
                "{}のカラスのある{}が裏向きです: カラスのある薬カードは表向きに置きます",
                w.seat(*seat),
                w.component(*card, None)
            ),
            &format!(
                "{} of {} has a raven but lies face down: raven cards lie face up",
                w.component(*card, None),
                w.seat(*seat)
            ),
        ),
        Breach::PotionFaceUp { seat, card } => w.t(
            &format!(
                "{}のカラスのない{}が表向きです: カラスのない薬カードは裏向きに置きます",
                w.seat(*seat),
                w.component(*card, None)
            ),
            &format!(
                "{} of {} has no raven but lies face up: other potion cards lie face down",
                w.component(*card, None),
                w.seat(*seat)
            ),
        ),
        Breach::RoundAfterEnd { seats } => {
            let names: Vec<String> = seats.iter().map(|s| w.seat(*s)).collect();
            w.t(
                &format!(
                    "{}が新しいラウンドの5枚を選んでいます: カラスのあるカードが4枚獲得されたラウンドの終了時にゲームは終わっています",
                    names.join("、")
                ),
                &format!(
                    "{} chose cards for a new round: the game ended at the end of the round in which the fourth raven card was taken",
                    names.join(", ")
                ),
            )
        }
        Breach::ShelfFull { kind, holds, needs } => w.t(
            &format!(
                "{}の上に{holds}あり、一番上のカードの必要数{needs}に届いています: 届いたらその棚は取られているはずです",
                kind_name(w, *kind)
            ),
            &format!(
                "{holds} lie on the {} although its top card needs {needs}: it would have been taken",
                kind_name(w, *kind)
            ),
        ),
        Breach::ShelfGone { kind, holds } => w.t(
            &format!(
                "{}の山はもうないのに、棚の上に{holds}残っています",
                kind_name(w, *kind)
            ),
            &format!(
                "the {} pile is empty but {holds} still lie on it",
                kind_name(w, *kind)
            ),
        ),
        Breach::BadCounter {
            seat,
            keeper,
            value,
        } => match seat {
            Some(s) => w.t(
                &format!(
                    "{}の{}が「{value}」です: 0以上の整数で数えます",
                    w.seat(*s),
                    counter_name(w, *keeper)
                ),
                &format!(
                    "{} of {} reads “{value}”: counts are whole numbers of 0 or more",
                    counter_name(w, *keeper),
                    w.seat(*s)
                ),
            ),
            None => w.t(
                &format!(
                    "{}が「{value}」です: 0以上の整数で数えます",
                    counter_name(w, *keeper)
                ),
                &format!(
                    "{} reads “{value}”: counts are whole numbers of 0 or more",
                    counter_name(w, *keeper)
                ),
            ),
        },
        Breach::MissingCounter { seat, keeper } => {
            let whose = seat.map(|s| w.seat(s)).unwrap_or_default();
            w.t(
                &format!(
                    "{whose}の駒に{}の欄がありません（消されています）",
                    counter_name(w, *keeper)
                ),
                &format!(
                    "the piece of {whose} has no {} field (it was deleted)",
                    counter_name(w, *keeper)
                ),
            )
        }
        Breach::CounterAway { die, owner, at } => w.t(
            &format!(
                "{}の{}が{}に置かれています: しずく・金塊・小瓶は自分のプレイエリア（手元）に並べます",
                w.seat(*owner),
                counter_name(w, Keeper::Die(*die)),
                w.seat(*at)
            ),
            &format!(
                "{}'s {} lies at {}: drops, gold and vials lie in their owner's own play area",
                w.seat(*owner),
                counter_name(w, Keeper::Die(*die)),
                w.seat(*at)
            ),
        ),
        Breach::SpellbookAstray { card, lies } => w.t(
            &format!(
                "{}が呪文書の山ではなく{}にあります: 8枚とも山に置いたまま使います",
                w.component(*card, None),
                place_name(w, lies)
            ),
            &format!(
                "{} lies at {}, not on the spellbook pile: all 8 stay there",
                w.component(*card, None),
                place_name(w, lies)
            ),
        ),
        Breach::UnusedRolesOut { seat, count } => w.t(
            &format!(
                "使わない色（{}）の役割カードが{count}枚、使えない役割の山と列の外にあります",
                w.seat(*seat)
            ),
            &format!(
                "{count} role cards of the unused colour of {} lie outside the blocked-role deck and its row",
                w.seat(*seat)
            ),
        ),
        Breach::RevealedCount {
            count,
            allowed,
            players,
        } => w.t(
            &format!(
                "「今ラウンド使えない役割」に表向きのカードが{count}枚あります: {}では毎ラウンド{allowed}枚めくります（前のラウンドの分は山の下へ）",
                w.players(*players)
            ),
            &format!(
                "{count} blocked roles are revealed: with {} reveal {allowed} each round (last round's go under the deck)",
                w.players(*players)
            ),
        ),
        Breach::BlockedRoleUsed { seat, card } => w.t(
            &format!(
                "{}が選んだ{}は、このラウンドは使えない役割です",
                w.seat(*seat),
                w.component(*card, Some(*seat))
            ),
            &format!(
                "{} chose {}, a role blocked this round",
                w.seat(*seat),
                w.component(*card, Some(*seat))
            ),
        ),
    }
}

/// The stage as the report gives it: its code, its name, whether the game is over, and
/// why scores are provisional before the end (`ravens` taken so far).
pub fn phase(stage: Stage, ravens: usize) -> Phase {
    Phase {
        code: match stage {
            Stage::Setup => "setup",
            Stage::BetweenRounds => "between-rounds",
            Stage::Round => "round",
            Stage::Over => "over",
        },
        name: Box::new(StageName::Stage(stage)),
        over: stage == Stage::Over,
        provisional: (stage != Stage::Over)
            .then(|| Box::new(StageName::Provisional { ravens }) as _),
    }
}

/// The phase's name, and why scores are provisional before the end.
pub enum StageName {
    Stage(Stage),
    Provisional { ravens: usize },
}

impl Say for StageName {
    fn say(&self, w: &Words) -> String {
        match self {
            StageName::Stage(stage) => match stage {
                Stage::Setup => w.t("準備（ルームを読み込んだまま）", "setup (as loaded)"),
                Stage::BetweenRounds => w.t(
                    "ラウンドの間（役割カードを選んでいる・ラウンドが終わった）",
                    "between rounds (choosing roles, or a round just ended)",
                ),
                Stage::Round => w.t("ラウンドの途中", "a round under way"),
                Stage::Over => w.t("ゲーム終了", "game over"),
            },
            StageName::Provisional { ravens } if *ravens >= RAVENS => w.t(
                &format!(
                    "※ カラスの薬カードは{ravens}枚取られています。このラウンドの終わり（全員の手札がなくなったとき）にゲーム終了なので、得点と順位は暫定です。"
                ),
                &format!(
                    "Note: {ravens} raven cards are taken; the game ends when this round does (every hand played out), so scores and ranks are provisional."
                ),
            ),
            StageName::Provisional { ravens } => w.t(
                &format!(
                    "※ カラスの薬カードはまだ{ravens}枚です。{RAVENS}枚目が取られたラウンドの終わりにゲーム終了なので、得点と順位は暫定です。"
                ),
                &format!(
                    "Note: {ravens} raven cards are taken so far; the game ends with the round in which the {RAVENS}th is taken, so scores and ranks are provisional."
                ),
            ),
        }
    }
}

/// A line of a seat's score: the cards held from one pile, or a counter of the declared sum.
pub enum Line {
    Pile { kind: usize, cards: usize },
    Counter(Part, i64),
}

impl Say for Line {
    fn say(&self, w: &Words) -> String {
        match self {
            Line::Pile { kind, cards } => w.t(
                &format!("{}{cards}枚", w.game.card_kinds[*kind].name.get(w.lang)),
                &format!("{} ×{cards}", w.game.card_kinds[*kind].name.get(w.lang)),
            ),
            Line::Counter(part, n) => {
                let name = part.say(w);
                w.t(&format!("{name}{n}個"), &format!("{name} ×{n}"))
            }
        }
    }
}

/// The score's name: the declared one, as the rulebook's 勝利点 by default.
pub const SCORE_NAME: ScoreName = ScoreName(Fixed {
    ja: "勝利点",
    en: "victory points",
});

/// What decided the winner, in the rulebook's words (its tie-break is the drops and gold
/// left), the names those of `[referee.score]`.
pub struct Decided(pub score::Decided);

impl Decided {
    pub fn code(&self) -> &'static str {
        match self.0 {
            score::Decided::Provisional => "provisional-points",
            score::Decided::Highest => "points",
            score::Decided::TieBreak(1) => "tiebreak-leftovers",
            score::Decided::TieBreak(_) => "tiebreak",
            score::Decided::Shared => "tiebreak-shared",
        }
    }
}

impl Say for Decided {
    fn say(&self, w: &Words) -> String {
        let points = SCORE_NAME.say(w);
        let tie_breaks: Vec<String> = w
            .game
            .referee
            .score
            .iter()
            .flat_map(|s| &s.tie_breaks)
            .map(|t| sum_name(t, w))
            .collect();
        match self.0 {
            score::Decided::Provisional => w.t(
                &format!("暫定: 今の{points}が最も高い（勝者はゲームの終了後に決まる）"),
                &format!("provisional: most {points} so far (the winner is decided at the end)"),
            ),
            score::Decided::Highest => {
                w.t(&format!("{points}が最も高い"), &format!("most {points}"))
            }
            score::Decided::TieBreak(n) => {
                let (tied, decider) = tie_breaks.split_at(n - 1);
                let decider = decider.first().cloned().unwrap_or_default();
                let ja: String = tied
                    .iter()
                    .map(|t| format!("{t}の合計も同じで、"))
                    .collect();
                let en: String = tied.iter().map(|t| format!(" and on {t}")).collect();
                w.t(
                    &format!("{points}が同じで、{ja}{decider}の合計が最も多い"),
                    &format!("tied on {points}{en}; most {decider}"),
                )
            }
            score::Decided::Shared => {
                let all: Vec<String> = std::iter::once(points.clone())
                    .chain(tie_breaks.iter().map(|t| format!("{t}の合計")))
                    .collect();
                let ja = all.join("も、");
                let en: String = tie_breaks.iter().map(|t| format!(" and on {t}")).collect();
                w.t(
                    &format!("{ja}も同じなので共同勝利"),
                    &format!("tied on {points}{en}: a shared win"),
                )
            }
        }
    }
}
