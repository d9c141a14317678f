//! The rules a shinjya table is checked against, one file per rule id, each a pure function
//! of the table as read: J2 (`j2.rs`), J3, J4 and J5 once the cards are dealt, J8 from the
//! accusation phase on. `RULES` lists them with their ids and the rulebook's words;
//! `ELSEWHERE` says where the catalogue's other rules are judged.

mod j2;
mod j3;
mod j4;
mod j5;
mod j8;
#[cfg(test)]
mod tests;

use super::breach::Breach;
use super::read::Reading;
#[cfg(test)]
use crate::games::common::Elsewhere;
use crate::games::common::Rule;

/// Every rule, in the order the report lists what it finds.
pub const RULES: &[Rule<Reading, Breach>] = &[
    Rule::new(
        "J3",
        "セットアップ▽3「正体カード…をそれぞれシャッフルして、全員に各1枚ずつ配る」（仮のプレイヤーにも）",
        j3::check,
    ),
    Rule::new(
        "J2",
        "セットアップ▽2「事件カードを…4枚抜き、ゲームから除外する。残った事件カード3枚が、ゲームで使用する山となる」",
        j2::check,
    ),
    Rule::new(
        "J4",
        "セットアップ▽3「残った証拠カード4枚は、ゲームで使用する山となる」",
        j4::check,
    ),
    Rule::new(
        "J5",
        "セットアップ▽4「議長は自分のキャラクターカードを裏返して「議長」と表示して、その上に尋問マーカーを移動させる」; アクションフェイズ▽5「尋問マーカーのあるプレイヤーが、次の「議長」となる」",
        j5::check,
    ),
    Rule::new(
        "J8",
        "告発フェイズ「自分以外のプレイヤーの前に、自分の告発カードの「告発」か「無罪」のどちらかを1枚伏せて置く」; 仮のプレイヤー「告発もしない」",
        j8::check,
    ),
];

/// The catalogue's rules no function of the table checks (held to the catalogue by the
/// tests, `games::skeleton`).
#[cfg(test)]
pub const ELSEWHERE: &[Elsewhere] = &[
    Elsewhere {
        id: "J1",
        judged: "conservation: every component once, on the table (games/common/conservation.rs)",
    },
    Elsewhere {
        id: "J6",
        judged: "not checked: an action leaves no trace in a save",
    },
    Elsewhere {
        id: "J7",
        judged: "not checked: an action leaves no trace in a save",
    },
    Elsewhere {
        id: "J9",
        judged: "the score: fame (score.rs)",
    },
    Elsewhere {
        id: "J10",
        judged: "the score: who wins (score.rs)",
    },
];
