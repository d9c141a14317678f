//! The referee on Wie verhext! rooms played in the real udonarium app (v1.17.3) and saved with
//! its 保存 (`tests/fixtures/played/wv3-*`): `build wie-verhext --players 3 --seed 41`, seats
//! 1–3 (Mio, Ren, Sora), seats 4 and 5 blocked. Each round the revealed blocked roles of the
//! last round go back under the deck and two new ones are turned up; each player chooses 5
//! role cards (held with 自分だけ見る in 選んだ5枚) and sets 7 aside face down; a played card
//! lies face up in 出したカード and is turned face down there when done; a blue role (claim or
//! favour) takes the top cauldron of its pile, ravens face up, the others face down; at the
//! round's end the counters are typed in, the top spellbook goes under, and the 12 go back.
//!
//! Every verdict was worked out by hand from the rulebook (seed 004) and the README's rules
//! notes before the referee was run; each case cites its rule (W1–W10, catalogued in the
//! README). Cauldron points (templates/wie-verhext/components.toml, UNVERIFIED): 1–7 of each
//! pile score 2, 2, 3, 3, 4, 5, 6; ravens on the 5th and 7th.

use crate::common;
use common::played::*;

// wv3-round-after-end: four rounds. Ravens: copper 5 in round 3; copper 7, silver 5 and
// silver 7 in round 4 — the fourth raven is taken in round 4, which is played out (every
// card done). The game ends at the end of that round (「ゲームの終了」, W5). Then the 12 went
// back and everyone chose 5 new cards and set 7 aside, nobody has played: ravens are taken
// only by actions, so this round cannot be the fourth raven's — it is a new round after the
// end, one W5 breach naming the three seats. The game is over and scored (W9):
//   seat 1: copper 1, 3, 5, 7 (2+3+4+6), iron 3 (3), silver 3, 7 (3+6) = 27, + 1 vial = 28
//   seat 2: copper 2, 4, 6 (2+3+5), silver 1, 2, 5 (2+2+4) = 18, + 3 vials = 21
//   seat 3: iron 1, 2, 4 (2+2+3), silver 4, 6 (3+5) = 15, + 2 vials = 17
// Seat 1 wins on points; ranks 1, 2, 3. Everything else lies as the rules say: the new
// round's blocked roles (begging monk, wolf keeper) are not among the chosen, cauldrons were
// taken from the top, ravens face up.
#[test]
fn wie_verhext_a_new_round_after_the_fourth_ravens_round_is_play_after_the_end() {
    let (v, code) = referee("wv3-round-after-end", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "over");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Mio",
                real: true,
                score: Some(28),
                rank: Some(1),
                lines: &[("銅", 15), ("銀", 9), ("鉄", 3), ("小瓶", 1)],
            },
            Seat {
                seat: 2,
                name: "Ren",
                real: true,
                score: Some(21),
                rank: Some(2),
                lines: &[("銅", 10), ("銀", 8), ("小瓶", 3)],
            },
            Seat {
                seat: 3,
                name: "Sora",
                real: true,
                score: Some(17),
                rank: Some(3),
                lines: &[("銀", 8), ("鉄", 7), ("小瓶", 2)],
            },
            Seat {
                seat: 4,
                name: "茶",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
            Seat {
                seat: 5,
                name: "桃",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
        ],
    );
    assert_eq!(winners(&v), [1]);
    assert!(leaders(&v).is_empty());
    assert_eq!(decided(&v), "points");
    assert_eq!(
        violations(&v),
        [("W5".to_string(), "round-after-end".to_string())]
    );
    let message = v["violations"][0]["message"].as_str().unwrap();
    assert!(
        ["席1", "席2", "席3"].iter().all(|s| message.contains(s)),
        "{message}"
    );
}

// wv3-copied-potion: two rounds (between rounds: the 12 back, round 2's blocked roles still
// face up in their row). Held: seat 1 copper 1, 3, iron 3 (2+3+3 = 8) + 1 vial = 9; seat 2
// silver 1, copper 2, 4 (2+2+3 = 7) + 1 vial = 8; seat 3 iron 1, 2 (4) + 1 vial = 5. Then seat
// 2 picks コピーを作る on its silver cauldron 1: one silver cauldron too many (W3), reported
// once, as the copy — not also "taken from the middle of its pile" — and the copy scores
// nothing: seat 2 stays at 8. No raven yet: provisional, seat 1 leads.
#[test]
fn wie_verhext_a_copied_potion_card_is_one_duplicate_and_scores_nothing() {
    let (v, code) = referee("wv3-copied-potion", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "between-rounds");
    assert_eq!(v["provisional"], true);
    let scores: Vec<Option<i64>> = (1..=3).map(|s| player(&v, s)["score"].as_i64()).collect();
    assert_eq!(scores, [Some(9), Some(8), Some(5)]);
    assert_eq!(
        violations(&v),
        [("W3".to_string(), "duplicate-component".to_string())]
    );
    assert!(winners(&v).is_empty());
    assert_eq!(leaders(&v), [1]);
}

// wv3-aside-way: round 3 under way after two rounds. Everyone chose 5 (held) and set 7 aside;
// seven cards have been played — seat 1 wizard (copper 5, the first raven), seat 2 druid
// (silver 2), seat 3 witch (iron 4), seat 1 druid (silver 3), seat 2 wizard (copper 6), seat
// 3 druid (silver 4), seat 1 witch — and each done card was put face down on its player's
// aside pile, as the rulebook's 「カードの置き場へ裏向きに置きます」 says; no claim stands
// face up. Hands still hold chosen cards (2, 3, 3) and cards were played: a round under way
// (W1), not between rounds. The aside piles hold 10, 9 and 9, which the rules notes report
// under W1 (done cards on the aside pile hide whether a blocked role was played): one W1
// breach per seat. Held: seat 1 copper 1, 3, 5, iron 3, silver 3 (2+3+4+3+3 = 15) + 1 = 16;
// seat 2 silver 1, 2, copper 2, 4, 6 (2+2+2+3+5 = 14) + 1 = 15; seat 3 iron 1, 2, 4, silver
// 4 (2+2+3+3 = 10) + 1 = 11. One raven: provisional, seat 1 leads.
#[test]
fn wie_verhext_hands_holding_chosen_cards_after_plays_are_a_round_under_way() {
    let (v, code) = referee("wv3-aside-way", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "round");
    assert_eq!(v["provisional"], true);
    let scores: Vec<Option<i64>> = (1..=3).map(|s| player(&v, s)["score"].as_i64()).collect();
    assert_eq!(scores, [Some(16), Some(15), Some(11)]);
    assert_eq!(
        violations(&v),
        [
            ("W1".to_string(), "round-split".to_string()),
            ("W1".to_string(), "round-split".to_string()),
            ("W1".to_string(), "round-split".to_string()),
        ]
    );
    assert_eq!(leaders(&v), [1]);
    assert!(winners(&v).is_empty());
}
