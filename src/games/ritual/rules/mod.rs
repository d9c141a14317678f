//! The invariants of a RITUAL table over what `read` found, one file per rule id (R2–R9,
//! R12, R13), each a pure function of the table as read; `RULES` lists them with their ids
//! and the rulebook's words, `ELSEWHERE` where the catalogue's other rules are judged.

mod r12;
mod r13;
mod r2;
mod r3;
mod r4;
mod r5;
mod r6;
mod r7;
mod r8;
mod r9;
#[cfg(test)]
mod tests;

pub use r8::restarted;

use super::breach::Breach;
use super::read::Reading;
#[cfg(test)]
use crate::games::common::Elsewhere;
use crate::games::common::Rule;

/// Every rule, in the order the report lists what it finds: first what lies where nothing
/// can (the spell tokens, the rows' cards and insanity tokens, in the order they are read),
/// then the rounds read from them. A rule checked at several moments (R3, R8) has a
/// function for each; where the report goes card by card or seat by seat across two rules,
/// one walks and names the other `with` (`r3::laid` with R6's sideways cards, `r3::rows`
/// with R5's tokens on a row's cards, `r3::row_lengths` with R4's insane rows).
pub const RULES: &[Rule<Reading, Breach>] = &[
    Rule::new(
        "R8",
        "ラウンドの進め方①「裏向きの『呪文マーカー』を1つ取り、表向きで『祭壇』の上に置きます」",
        r8::tokens,
    ),
    Rule::with(
        "R3",
        &["R6"],
        "詠唱カードの置き方「手元にラウンド順に並べていきます」",
        r3::laid,
    ),
    Rule::new(
        "R5",
        "『狂気マーク』を取得した場合「このラウンドで出した『詠唱カード』の上に『狂気マーク』を置きます」",
        r5::astray,
    ),
    Rule::with(
        "R3",
        &["R5"],
        "詠唱カードの置き方「手元にラウンド順に並べていきます」",
        r3::rows,
    ),
    Rule::new(
        "R8",
        "ラウンドの進め方① (the round track holds each finished round's spell in its slot)",
        r8::track_gap,
    ),
    Rule::new(
        "R9",
        "次のラウンドの始め方「プレイヤーのどれかが『詠唱ポイント』を10点ぴったり取得したら『儀式』が終了」",
        r9::check,
    ),
    Rule::new(
        "R6",
        "詠唱結果: ラウンドが終了したら4つの状況から合う詠唱結果を適用し、カードをそのとおりに並べる",
        r6::check,
    ),
    Rule::with(
        "R3",
        &["R4"],
        "詠唱カードの置き方「手元にラウンド順に並べていきます」; 『発狂状態』「次の『儀式』までゲームに参加する事が出来なくなります」",
        r3::row_lengths,
    ),
    Rule::new(
        "R8",
        "次のラウンドの始め方「『祭壇』の上にある『呪文マーク』は『祭壇』の周りに表のまま置きます」",
        r8::spell_count,
    ),
    Rule::new(
        "R7",
        "ラウンドの進め方①「『祭壇』に置かれた『呪文』がこのラウンドで詠唱すべき『呪文』となります」",
        r7::check,
    ),
    Rule::new(
        "R2",
        "ゲームの準備②「余ったカードが有る場合は初めの『儀式』では使用しないので、除けておきます」",
        r2::check,
    ),
    Rule::new(
        "R3",
        "ゲームの準備②④「6枚1組の裏向きの手札をプレイヤー人数分作ります」",
        r3::hand_size,
    ),
    Rule::new(
        "R13",
        "儀式結果: 1回の儀式で受け取る『貢献マーク』は3点まで",
        r13::check,
    ),
    Rule::new(
        "R12",
        "儀式結果『熟達した詠唱』『優秀な術者』の受け取り方（発狂状態のプレイヤーは受け取れない）",
        r12::check,
    ),
];

/// The catalogue's rules no function of the table checks (held to the catalogue by the
/// tests, `games::skeleton`).
#[cfg(test)]
pub const ELSEWHERE: &[Elsewhere] = &[
    Elsewhere {
        id: "R1",
        judged: "conservation: every component once, on the table (games/common/conservation.rs)",
    },
    Elsewhere {
        id: "R10",
        judged: "how the rounds are scored: chant points recomputed from the table (read/rounds.rs)",
    },
    Elsewhere {
        id: "R11",
        judged: "not checked: the start marker's path needs the ritual's first start player, which a save does not record",
    },
];
