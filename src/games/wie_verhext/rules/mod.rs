//! The rules a Wie verhext! table is checked against, one file per rule id, each a pure
//! function of the table as read: the role cards (W1, W2, W5), the potion piles and what
//! was taken from them (W3, W4, W6), the counters (W7), the spellbooks (W8) and the blocked
//! roles of 3–4 players (W10). `RULES` lists them with their ids and the rulebook's words;
//! `ELSEWHERE` says where W9, the score and the end, is judged. Conservation puts each of
//! its breaches under the rule of the component it concerns (`WieVerhext::common`).

#[cfg(test)]
mod tests;
mod w1;
mod w10;
mod w2;
mod w3;
mod w4;
mod w5;
mod w6;
mod w7;
mod w8;

use super::breach::Breach;
use super::read::Reading;
#[cfg(test)]
use crate::games::common::Elsewhere;
use crate::games::common::Rule;

/// Every rule, in the order the report lists what it finds. Pile by pile, what was taken
/// (W3), then its shelf (W6: `w3::piles` walks with it).
pub const RULES: &[Rule<Reading, Breach>] = &[
    Rule::new(
        "W1",
        "役割カードの選択「12 枚の役割カードのうち 5 枚を選択します…7 枚のカードを裏向きに置きます」",
        w1::check,
    ),
    Rule::new(
        "W5",
        "ゲームの終了「カラスのある薬/棚カードが4枚獲得された時に、そのラウンドの終了時にゲームは終了します」",
        w5::check,
    ),
    Rule::new(
        "W2",
        "調合コンテストの始まりです！「手札の 5 枚から 1 枚選んで、自分のプレイエリアに表向きに置きます」",
        w2::check,
    ),
    Rule::with(
        "W3",
        &["W6"],
        "ゲームの準備「最も価値の低いカードを上にもっと価値の高いカードを下になるように並べ替えます」",
        w3::piles,
    ),
    Rule::new(
        "W3",
        "ゲームの準備「3 グループの大釜を全て表向きにして、テーブルの中央に置きます」",
        w3::astray,
    ),
    Rule::new(
        "W4",
        "「もし獲得した大釜にカラスが描かれているならば、表向きに…そうでないならば、裏向きにして自分のプレイエリアに置きます」",
        w4::check,
    ),
    Rule::new(
        "W7",
        "ゲームの準備「各プレイヤーは、材料と金塊を自分のプレイエリアに並べます」",
        w7::check,
    ),
    Rule::new(
        "W8",
        "ゲームの準備「8 枚の呪文書をよく混ぜて表向きにして、テーブルの中央に置きます」",
        w8::check,
    ),
    Rule::new(
        "W10",
        "バリエーションルール（3, 4人プレイヤー向け）「(3人プレイ時は)一番上から 2 枚、(4人プレイ時は)一番上から 1 枚めくります…これらのカードをプレイする事は出来ません」",
        w10::check,
    ),
];

/// The catalogue's rules no function of the table checks (held to the catalogue by the
/// tests, `games::skeleton`).
#[cfg(test)]
pub const ELSEWHERE: &[Elsewhere] = &[Elsewhere {
    id: "W9",
    judged: "the score and the end: the sum `[referee.score]` declares (score.rs)",
}];
