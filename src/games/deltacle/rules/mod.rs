//! The invariants D1–D9 of a DELTACLE table (docs/games/deltacle.md's catalogue), one file per
//! rule id (`d1.rs` … `d9.rs`), each a pure function of the table read in the game's
//! terms, listed in `RULES` with its id and the rulebook's words. A saved table is judged
//! as it lies: a save taken in the middle of a move may show what the rules put right a
//! moment later (a chip not refilled yet), and the report says so by rule.
//!
//! The game ends 「その瞬間」 a seat completes its third pentacle (「ゲームの終了と得点計算」),
//! so once the table shows that (`read::over`), what the rest of that move would have done
//! is not owed: the square whose chip was just taken stays empty (D2), removed pieces stay
//! off the board (D7); and the scoring step 「全員、自身のペンタクルの内容を公開し」 turns
//! pentacles face up (D4). A second seat with three pentacles is play after the end (D4).
//!
//! Rules without a check of their own are in `ELSEWHERE`: D10, the score, is `score.rs`.
//! Conservation (each component once, on the table) puts each breach under the rule of its
//! component (chips D1, speed markers D5, control cards D6, pieces D7, the blessing card D8:
//! `Deltacle::common`).

mod d1;
mod d2;
mod d3;
mod d4;
mod d5;
mod d6;
mod d7;
mod d8;
mod d9;
#[cfg(test)]
mod tests;

use super::breach::Breach;
use super::read::Table;
#[cfg(test)]
use crate::games::common::Elsewhere;
use crate::games::common::Rule;

/// Every rule, D1–D9, in the order the report lists what they find.
pub const RULES: &[Rule<Table, Breach>] = &[
    Rule::new(
        "D1",
        "セットアップ・宝石の獲得と得点化: チップはトラック・待機チップ・手元・ペンタクルのどこか（2人: 「盤外に移します」は移動中だけ）",
        d1::check,
    ),
    Rule::new(
        "D2",
        "セットアップ「紋章が描かれたマスに1枚ずつ置いて表にします」「2つの山にして…表向きで積まれた状態」; 補充「待機チップから1枚選んで、チップを取られたマスに置く」",
        d2::check,
    ),
    Rule::new(
        "D3",
        "宝石の獲得と得点化「手元に表向きのチップが3枚置かれたら、即座にそれらをセットにして」",
        d3::check,
    ),
    Rule::new(
        "D4",
        "宝石の獲得と得点化「手元に裏向きで積み重ねます」; ゲームの終了「誰かがペンタクルを3つ作ったら、その瞬間にゲームが終了」",
        d4::check,
    ),
    Rule::new(
        "D5",
        "セットアップ「個人ボードの速度ゲージの対応する場所に速度マーカーを置いて示します」",
        d5::check,
    ),
    Rule::new(
        "D6",
        "回復処理「この手番で使ったカードを裏向きにします。手札が残り1枚になっていたら…全て手札に戻します」",
        d6::check,
    ),
    Rule::new(
        "D7",
        "回復処理「ボード上から取り除かれた全ての駒を、各々のスタートマスに移します」",
        d7::check,
    ),
    Rule::new(
        "D8",
        "セットアップ「祝福プレイヤーを一人決めます。その人は祝福カードを受け取り、手元に置きます」",
        d8::check,
    ),
    Rule::new(
        "D9",
        "2人で遊ぶ時「スタートマスを1つ飛ばしに使います」",
        d9::check,
    ),
];

/// The catalogue's rules no function of the table checks (held to the catalogue by the
/// tests, `games::skeleton`).
#[cfg(test)]
pub const ELSEWHERE: &[Elsewhere] = &[Elsewhere {
    id: "D10",
    judged: "the score: each pentacle by the definition's table, the highest total wins (score.rs)",
}];

/// Every breach of D1–D9, in rule order.
#[cfg(test)]
pub fn check(table: &Table) -> Vec<Breach> {
    RULES.iter().flat_map(|rule| (rule.check)(table)).collect()
}
