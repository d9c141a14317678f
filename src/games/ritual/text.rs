//! Every sentence of the RITUAL referee, in Japanese and English. Seats are named by
//! `Words::seat` everywhere; no sentence is built elsewhere.

use super::breach::{Breach, Misplay};
use super::chant::ChantResult;
use super::numbers::MOST_REWARD;
use super::read::Reading;
use super::rounds::Ending;
use crate::definition::{End, Lang};
use crate::games::common::Ctx;
use crate::report::{Play, RoundReport, Say, Words};

/// A spell's name from its icon: 赤 / Red.
fn spell(w: &Words, id: &str) -> String {
    w.game
        .icon(id)
        .map_or_else(|| id.to_string(), |i| i.label.get(w.lang).to_string())
}

/// A chanted end: 赤3 / Red 3.
fn chanted(w: &Words, end: &End) -> String {
    match w.lang {
        Lang::Ja => format!("{}{}", spell(w, &end.icon), end.points),
        Lang::En => format!("{} {}", spell(w, &end.icon), end.points),
    }
}

fn result(w: &Words, result: ChantResult) -> String {
    match result {
        ChantResult::Smooth => w.t("順調", "smooth"),
        ChantResult::Unanimity => w.t("無意識なる一致", "unwitting unanimity"),
        ChantResult::EvilAct => w.t("邪悪な行い", "evil act"),
        ChantResult::Swirl => w.t("狂気の渦", "swirl of madness"),
    }
}

/// `n thing`/`n things` in English.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn list(w: &Words, items: Vec<String>) -> String {
    items.join(if w.lang == Lang::Ja { "、" } else { ", " })
}

pub fn breach(b: &Breach, w: &Words) -> String {
    match b {
        Breach::Common(c) => c.say(w),
        Breach::SetAsideCount {
            aside,
            want,
            players,
        } => w.t(
            &format!(
                "「使わないカード」に詠唱カードが{aside}枚あります（{}なら{want}枚）",
                w.players(*players)
            ),
            &format!(
                "{} set aside ({want} with {})",
                count(*aside, "chant card is", "chant cards are"),
                w.players(*players)
            ),
        ),
        Breach::HandSize { seat, count: n } => w.t(
            &format!(
                "{}に詠唱カードが{n}枚あります（手札と列で6枚、空席は0枚のはず）",
                w.seat(*seat)
            ),
            &format!(
                "{} holds {} (hand and row make 6; an empty seat holds none)",
                w.seat(*seat),
                count(*n, "chant card", "chant cards")
            ),
        ),
        Breach::EmptySeatChanted { seat } => w.t(
            &format!("空席の{}の列にカードがあります", w.seat(*seat)),
            &format!("{}, an empty seat, has cards in its row", w.seat(*seat)),
        ),
        Breach::RowSlotDoubled { seat, round } => w.t(
            &format!(
                "{}の列のラウンド{round}の枠にカードが2枚あります: 1ラウンドに1枚です（左の1枚を読みました）",
                w.seat(*seat)
            ),
            &format!(
                "two cards lie in round {round}'s slot of the row of {}: one card per round (the left one was read)",
                w.seat(*seat)
            ),
        ),
        Breach::RowGap { seat, round } => w.t(
            &format!(
                "{}の列のラウンド{round}の枠が空いたまま、その先にカードがあります",
                w.seat(*seat)
            ),
            &format!(
                "the row of {} has no card in round {round}'s slot but cards after it",
                w.seat(*seat)
            ),
        ),
        Breach::RowTooLong { seat, len, played } => w.t(
            &format!(
                "{}の列に{len}枚ありますが、行われたラウンドは{played}です",
                w.seat(*seat)
            ),
            &format!(
                "the row of {} holds {} but {} were played",
                w.seat(*seat),
                count(*len, "card", "cards"),
                count(*played, "round", "rounds")
            ),
        ),
        Breach::RowTooShort { seat, len, played } => w.t(
            &format!(
                "{}の列は{len}枚ですが、行われたラウンドは{played}です",
                w.seat(*seat)
            ),
            &format!(
                "the row of {} holds {} but {} were played",
                w.seat(*seat),
                count(*len, "card", "cards"),
                count(*played, "round", "rounds")
            ),
        ),
        Breach::InsaneKeptChanting { seat, round, len } => w.t(
            &format!(
                "{}はラウンド{round}で発狂して脱落したのに、列に{len}枚あります",
                w.seat(*seat)
            ),
            &format!(
                "{} went insane in round {round} yet has {} in their row",
                w.seat(*seat),
                count(*len, "card", "cards")
            ),
        ),
        Breach::InsanityAstray => w.t(
            "狂気マーカーが詠唱カードの上でもマーカー置き場でもない所にあります",
            "an insanity token lies neither on a chant card nor in the supply",
        ),
        Breach::InsanityDoubled {
            seat,
            round,
            count: n,
        } => w.t(
            &format!(
                "{}のラウンド{round}のカードに狂気マーカーが{n}個あります（1個のはず）",
                w.seat(*seat)
            ),
            &format!(
                "the round {round} card of {} carries {n} insanity tokens (one at most)",
                w.seat(*seat)
            ),
        ),
        Breach::InsanityOnFaceDown { seat, round } => w.t(
            &format!(
                "{}のラウンド{round}の伏せたカードに狂気マーカーがあります: 狂気マーカーは表のカードにだけ置きます",
                w.seat(*seat)
            ),
            &format!(
                "an insanity token lies on the face-down round {round} card of {}: insanity tokens go on face-up cards only",
                w.seat(*seat)
            ),
        ),
        Breach::CardSideways { seat, round } => w.t(
            &format!(
                "{}のラウンド{round}のカードが横向きです: 唱えた呪文を上（祭壇側）に向けてください",
                w.seat(*seat)
            ),
            &format!(
                "the round {round} card of {} lies sideways: turn the chanted end up (toward the altar)",
                w.seat(*seat)
            ),
        ),
        Breach::Misplayed {
            misplay,
            seat,
            round,
            chanted: end,
            result: r,
        } => misplayed(w, *misplay, *seat, *round, end, *r),
        Breach::NoAltarSpellFits { round } => w.t(
            &format!("ラウンド{round}のカードの並びは、どの祭壇の呪文でもありえません"),
            &format!("round {round}'s cards fit no altar spell at all"),
        ),
        Breach::AltarSpellsUnaccounted { loose } => w.t(
            &format!(
                "ラウンドの呪文が「この儀式のラウンド」に置かれておらず、祭壇のまわりの表の呪文マーカー（{loose}個）ではカードの結果を説明できません"
            ),
            &format!(
                "the rounds' spells are not on the round track, and the {} beside the altar cannot account for the cards",
                count(*loose, "face-up token", "face-up tokens")
            ),
        ),
        Breach::RitualRowsOutOfOrder { ritual } => w.t(
            &format!(
                "{ritual}回目の儀式の呪文の列に呪文マーカーがあるのに、{}回目の列が空です",
                ritual - 1
            ),
            &format!(
                "spell tokens lie in the row for ritual {ritual}'s spells but none in ritual {}'s",
                ritual - 1
            ),
        ),
        Breach::TwoAltarSpells => w.t(
            "祭壇に表の呪文マーカーが2つ以上あります",
            "more than one face-up spell token lies on the altar",
        ),
        Breach::SpellFaceDownOnTrack { token } => w.t(
            &format!(
                "{}が「この儀式のラウンド」に伏せてあります: 表にしてください",
                w.component(*token, None)
            ),
            &format!(
                "{} lies face down on the round track: turn it face up",
                w.component(*token, None)
            ),
        ),
        Breach::TrackSlotDoubled { round } => w.t(
            &format!("ラウンド{round}の枠に呪文マーカーが2つあります"),
            &format!("two spell tokens lie in round {round}'s slot"),
        ),
        Breach::TrackGap { round } => w.t(
            &format!("「この儀式のラウンド」のラウンド{round}の枠が空いています"),
            &format!("round {round}'s slot of the round track is empty"),
        ),
        Breach::SpellAstray { token } => w.t(
            &format!(
                "{}は祭壇のまわりか呪文の枠に置きます",
                w.component(*token, None)
            ),
            &format!(
                "{} belongs around the altar or on a spell track",
                w.component(*token, None)
            ),
        ),
        Breach::SpellCount { face_up, started } => w.t(
            &format!(
                "表の呪文マーカーは{face_up}個ですが、このゲームで始まったラウンドは{started}です: ラウンドごとに1つを表にし、表のまま残します"
            ),
            &format!(
                "{} face up, but {} have been started in this game: each round turns one face up, and it stays face up",
                count(*face_up, "spell token is", "spell tokens are"),
                count(*started, "round", "rounds")
            ),
        ),
        Breach::PlayedAfterEnd { round } => w.t(
            &format!(
                "儀式はラウンド{round}の前に終わっています（ちょうど10点・5ラウンド・残り1人）が、まだカードが出されています"
            ),
            &format!(
                "the ritual had ended before round {round} (exactly 10, five rounds or one player left), yet cards were played"
            ),
        ),
        Breach::TooManyRewards {
            seat,
            points,
            rituals,
        } => w.t(
            &format!(
                "{}の貢献点は{points}点ですが、終わった{rituals}回の儀式で受け取れるのは{}点までです",
                w.seat(*seat),
                MOST_REWARD * *rituals as i64
            ),
            &format!(
                "{} holds {points} reward points, but {} give at most {}",
                w.seat(*seat),
                count(*rituals, "finished ritual", "finished rituals"),
                MOST_REWARD * *rituals as i64
            ),
        ),
        Breach::RewardsDoNotFit { held, rituals } => {
            let holdings = list(
                w,
                held.iter()
                    .map(|(s, values)| {
                        let v: Vec<String> = values.iter().map(i64::to_string).collect();
                        format!("{} [{}]", w.seat(*s), v.join(","))
                    })
                    .collect(),
            );
            w.t(
                &format!(
                    "貢献マーカーの持ち方（{holdings}）は、終わった{rituals}回の儀式で受け取れる組み合わせになりません"
                ),
                &format!(
                    "the reward tokens held ({holdings}) are not what {} can hand out",
                    count(*rituals, "finished ritual", "finished rituals")
                ),
            )
        }
    }
}

fn misplayed(
    w: &Words,
    misplay: Misplay,
    seat: usize,
    round: usize,
    end: &End,
    r: ChantResult,
) -> String {
    let who = w.seat(seat);
    let chant = chanted(w, end);
    let r = result(w, r);
    match misplay {
        Misplay::WronglyFaceDown => w.t(
            &format!(
                "{who}のラウンド{round}のカード（{chant}）は{r}なので表のはずが、伏せてあります"
            ),
            &format!(
                "the round {round} card of {who} ({chant}) is face down, but a {r} leaves it face up"
            ),
        ),
        Misplay::ShouldBeFaceDown => w.t(
            &format!(
                "{who}のラウンド{round}のカード（{chant}）は{r}で祭壇の呪文を唱えたので伏せるはずが、表です"
            ),
            &format!(
                "the round {round} card of {who} ({chant}) chanted the altar spell in an {r}, so it should lie face down"
            ),
        ),
        Misplay::InsanityMissing => w.t(
            &format!(
                "{who}のラウンド{round}のカード（{chant}）は{r}なので狂気マーカーが乗るはずが、ありません"
            ),
            &format!(
                "the round {round} card of {who} ({chant}) should carry an insanity token ({r}) but does not"
            ),
        ),
        Misplay::InsanityUnearned => w.t(
            &format!(
                "{who}のラウンド{round}のカード（{chant}）に狂気マーカーがありますが、{r}では受け取りません"
            ),
            &format!(
                "the round {round} card of {who} ({chant}) carries an insanity token it did not earn ({r})"
            ),
        ),
    }
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
                "暫定: 今の貢献点が最も多い（同点なら今の儀式の詠唱ポイント）。勝者は3回目の儀式の後に決まります",
                "provisional: most reward points so far (then this ritual's chant points); the winner is decided after the third ritual",
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
pub fn round_reports<B>(ctx: &Ctx<B>, reading: &Reading) -> Vec<RoundReport> {
    let w = Words::new(ctx.game, ctx.options.lang);
    reading
        .rounds
        .rounds
        .iter()
        .map(|r| RoundReport {
            ritual: reading.ritual(),
            round: r.number,
            altar: r.altar.as_deref().map(|a| spell(&w, a)),
            altar_inferred: r.inferred,
            result: r.result.map(|x| result(&w, x)),
            plays: r
                .plays
                .iter()
                .map(|p| Play {
                    seat: p.seat + 1,
                    spell: spell(&w, &p.chanted.icon),
                    points: p.chanted.points,
                    counts: p.counts,
                })
                .collect(),
        })
        .collect()
}
