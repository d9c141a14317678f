//! The words of every RITUAL breach.

use super::{chanted, count, list, result};
use crate::definition::End;
use crate::games::common::place_name;
use crate::games::ritual::breach::{Breach, Misplay};
use crate::games::ritual::numbers::MOST_REWARD;
use crate::games::ritual::read::chant::ChantResult;
use crate::report::{Say, Words};

impl Say for Breach {
    fn say(&self, w: &Words) -> String {
        breach(self, w)
    }
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
        Breach::InsanityAstray { lies } => w.t(
            &format!(
                "狂気マーカーが{}にあります: 狂気マーカーは詠唱カードの上かマーカー置き場に置きます",
                place_name(w, lies)
            ),
            &format!(
                "an insanity token lies at {}: it belongs on a chant card or in the supply",
                place_name(w, lies)
            ),
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
            counts,
        } => {
            let (ja, en) = counted_as_it_lies(*counts);
            format!("{}{}", misplayed(w, *misplay, *seat, *round, end, *r), w.t(&ja, &en))
        }
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
        Breach::SpellAstray { token, lies } => w.t(
            &format!(
                "{}が{}にあります: 呪文マーカーは祭壇のまわりか呪文の枠に置きます",
                w.component(*token, None),
                place_name(w, lies)
            ),
            &format!(
                "{} lies at {}: it belongs around the altar or on a spell track",
                w.component(*token, None),
                place_name(w, lies)
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

/// How a misplayed card is scored: as it lies, which the report says so that the chant
/// points below it read the same way.
fn counted_as_it_lies(counts: i64) -> (String, String) {
    (
        format!("（置かれたとおり{counts:+}点と数えます）"),
        format!(" (counted as it lies: {counts:+} points)"),
    )
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
