//! The referee on rooms played in the real udonarium app (v1.17.3): each fixture in
//! `tests/fixtures/played/` is the app's own 保存 export (data.xml and chat.xml only) of a room
//! `udonforge build` made, after the moves in `NAME.moves.json` were played in the app with
//! `../shared/tools/udon-view` (draw, flip, 自分だけ見る, move, コピーを作る, rename).
//! `tests/fixtures/played/remake.sh NAME` remakes one from its build command and moves.
//!
//! Every expected verdict below was worked out by hand from the rulebooks (shinjya: seed 002;
//! RITUAL: seeds 000 JA / 001 EN) and the rules notes (`README.md`, `shared/rules/README.md`),
//! not from the referee's code; the comments show the calculation and cite the rule
//! (`shared/rules/shinjya.toml` J1–J10, `ritual.toml` R1–R13).

use crate::common;
use common::played::*;
use serde_json::Value;

// ------------------------------------------------------------------------------ shinjya
//
// Clause words of J9 as the breakdown names them: 探索者を告発 (+3, a cultist's 告発 on the
// investigator), 探索者に告発された (−2), 誤った告発 (+3 to the investigator per cultist 告発
// on a non-investigator), 人プレイの探索者 (the investigator's +1 in 4p / +2 in 3p).
// Card values (shinjya.toml, seed's 構成品): 目撃者 ニャル+2, 凶器 ニャル+1, 遺言 クトゥルフ+2,
// 日記 クトゥルフ+1, ダイナマイト both −2; 願望 ニャル+2 探索者+1, 悪夢 クトゥルフ+2 探索者+1,
// ルルイエ 1/1/探索者+2, 血の契約 1/1/探索者−1; 戯れ, 采配, 星辰 nothing. Evidence never
// scores for the investigator.

#[test]
fn shinjya_five_players_whole_game_investigator_wins_on_fame() {
    // Room: udonforge build shinjya --players 5 --seed 5 (moves: sj5-full.moves.json).
    // Deal: identities 1 探索者, 2 ニャル, 3 ニャル, 4 クトゥルフ, 5 クトゥルフ; evidence
    // 1 凶器, 2 遺言, 3 日記, 4 ダイナマイト, 5 目撃者. Chair 2.
    // Round 1: 星辰 opened; 2 調査 遺言; 3 尋問 1; 4 調査 日記; 5 takes 星辰 (戯れ removed
    // from the incident deck); 1 robs 3's 日記. Chair 1.
    // Round 2: 血の契約 opened (deck empty); 1 調査 凶器; 2 takes 血の契約; 3 調査 目撃者
    // (evidence deck empty); 4 尋問 3; 5 robs 2's 遺言. Chair 3 → 告発フェイズ.
    // 告発: 1→5, 2→4, 3→1, 4→2, 5→1; 無罪: 1→2, 2→1, 3→2, 4→3, 5→4. All revealed.
    // J10: the investigator (1) was accused by 3 and 5; nobody accused their own god's
    // believer (2→4 and 4→2 cross gods), so fame decides (J9):
    //   1 探索者: wrong cultist 告発 2→4, 4→2: 2 × 3 = +6 (cards score nothing for him) = 6
    //   2 ニャル: 血の契約 +1 (遺言 is Cthulhu's) = 1
    //   3 ニャル: 告発 on the investigator +3, 目撃者 +2 = 5
    //   4 クトゥルフ: 日記 +1, ダイナマイト −2 = −1
    //   5 クトゥルフ: +3, accused by the investigator −2, 遺言 +2 (目撃者 0, 星辰 0) = 3
    // Winner 1 on fame; ranks by fame 1, 4, 2, 5, 3.
    let (v, code) = referee("sj5-full", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Aki",
                real: true,
                score: Some(6),
                rank: Some(1),
                lines: &[("誤った告発", 6)],
            },
            Seat {
                seat: 2,
                name: "Ben",
                real: true,
                score: Some(1),
                rank: Some(4),
                lines: &[("血の契約", 1)],
            },
            Seat {
                seat: 3,
                name: "Chie",
                real: true,
                score: Some(5),
                rank: Some(2),
                lines: &[("探索者を告発", 3), ("目撃者", 2)],
            },
            Seat {
                seat: 4,
                name: "Dai",
                real: true,
                score: Some(-1),
                rank: Some(5),
                lines: &[("日記", 1), ("ダイナマイト", -2)],
            },
            Seat {
                seat: 5,
                name: "Emi",
                real: true,
                score: Some(3),
                rank: Some(3),
                lines: &[("探索者を告発", 3), ("探索者に告発された", -2), ("遺言", 2)],
            },
        ],
    );
    assert_eq!(winners(&v), [1]);
    assert_eq!(decided(&v), "fame");
    assert!(violations(&v).is_empty(), "{v:#}");
}

#[test]
fn shinjya_three_players_in_the_table_ready_room_a_whole_game() {
    // Room: udonforge build shinjya --players 3 --seed 31 (sj3-v3-full.moves.json), the
    // table-ready layout (version 3: the 「はじめに」 band, the lower seats moved down).
    // Setup: four incidents removed face down. Deal: 1 ニャル, 2 クトゥルフ, 3 探索者,
    // 4 (virtual) ニャル, 5 (virtual) クトゥルフ; evidence 1 目撃者, 2 遺言, 3 遺言, 4 目撃者,
    // 5 凶器. The die shows レッドリー: chair 1.
    // Round 1: 血の契約 opened; 1 takes it; 2 調査 凶器; 3 尋問 2 (marker to 2). Chair 2.
    // Round 2: 戯れ opened; 2 robs virtual 5's 凶器; 3 調査 ダイナマイト; 1 調査 日記. Chair 2.
    // Round 3: ルルイエ opened (deck empty); 2 takes it; 3 調査 日記 (evidence deck empty);
    // 1 robs 2's 凶器 (the one from 5). 戯れ, left in the centre, is removed.
    // 告発 (virtual players place nothing): 2→3, 3→1, 1→2; 無罪: 2→1, 3→2, 1→3. Revealed.
    // J10: the investigator (3) was accused by 2, a cultist; 1 (ニャル) accused 2 (クトゥルフ):
    // not the same god, so nobody loses that way; fame decides (J9):
    //   1 ニャル: accused by the investigator −2, 血の契約 +1, 目撃者 +2, 凶器 +1
    //     (日記 is Cthulhu's) = 2
    //   2 クトゥルフ: 告発 on the investigator +3, ルルイエ +1, 遺言 +2 (凶器 opened in round 1
    //     is Nyarlathotep's) = 6
    //   3 探索者: 1's 告発 on a non-investigator +3, the 3-player start +2 (its cards score
    //     nothing for him) = 5
    //   4, 5 virtual: losers, not scored.
    // Winner 2 on fame; ranks 2, 3, 1.
    let (v, code) = referee("sj3-v3-full", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Aki",
                real: true,
                score: Some(2),
                rank: Some(3),
                lines: &[
                    ("探索者に告発された", -2),
                    ("血の契約", 1),
                    ("目撃者", 2),
                    ("凶器", 1),
                ],
            },
            Seat {
                seat: 2,
                name: "Ben",
                real: true,
                score: Some(6),
                rank: Some(1),
                lines: &[("探索者を告発", 3), ("ルルイエの円盤", 1), ("遺言", 2)],
            },
            Seat {
                seat: 3,
                name: "Chie",
                real: true,
                score: Some(5),
                rank: Some(2),
                lines: &[("誤った告発", 3), ("人プレイの探索者", 2)],
            },
            empty_seat(4, "グリード"),
            empty_seat(5, "ダーク"),
        ],
    );
    assert_eq!(winners(&v), [2]);
    assert_eq!(decided(&v), "fame");
    assert!(violations(&v).is_empty(), "{v:#}");
}

#[test]
fn shinjya_english_room_played_as_the_japanese_one_gets_the_same_verdict() {
    // Room: udonforge build shinjya --players 3 --seed 31 --lang en (sj3-en-full.moves.json):
    // sj3-v3-full's moves played in the English room, where the stacks, the die and its faces
    // carry English names. The seed deals the same cards, so the game is the one worked out
    // above (J10: the investigator, seat 3, was accused by a cultist; no same-god accusation;
    // J9 fame): 1 Nyarlathotep cultist −2 +1 +2 +1 = 2; 2 Cthulhu cultist +3 +1 +2 = 6;
    // 3 Investigator +3 (one wrong cultist Accuse) +2 (3-player start) = 5; 4 and 5 virtual
    // players lose. Winner seat 2 on fame. Read in English by default (the room's language).
    let (v, code) = referee("sj3-en-full", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["lang"], "en");
    assert_eq!(v["title"], "Only the Dark Gods Can Be Trusted");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Aki",
                real: true,
                score: Some(2),
                rank: Some(3),
                lines: &[
                    ("accused by the investigator", -2),
                    ("Blood Pact", 1),
                    ("Witness", 2),
                    ("Weapon", 1),
                ],
            },
            Seat {
                seat: 2,
                name: "Ben",
                real: true,
                score: Some(6),
                rank: Some(1),
                lines: &[
                    ("accused the investigator", 3),
                    ("The R'lyeh Disc", 1),
                    ("Last Will", 2),
                ],
            },
            Seat {
                seat: 3,
                name: "Chie",
                real: true,
                score: Some(5),
                rank: Some(2),
                lines: &[
                    ("1 wrong accusation by believers", 3),
                    ("investigator in a 3-player game", 2),
                ],
            },
            empty_seat(4, "Greed"),
            empty_seat(5, "Dark"),
        ],
    );
    assert_eq!(winners(&v), [2]);
    assert_eq!(decided(&v), "fame");
    assert!(violations(&v).is_empty(), "{v:#}");
    // The same play in either room, in either report language: one verdict, word for word.
    for lang in ["en", "ja"] {
        let (english, _) = referee("sj3-en-full", &["--lang", lang]);
        let (japanese, _) = referee("sj3-v3-full", &["--lang", lang]);
        assert_eq!(english, japanese, "--lang {lang}");
    }
}

#[test]
fn shinjya_four_players_no_names_tie_broken_by_incidents() {
    // Room: udonforge build shinjya --players 4 --seed 4 (sj4-no-names.moves.json). Nobody typed
    // a name: who plays comes from the room's record (seats 1–4; seat 5 reads 仮のプレイヤー).
    // Deal: 1 ニャル, 2 クトゥルフ, 3 探索者, 4 クトゥルフ, 5 (virtual) ニャル; evidence 1 日記,
    // 2 ダイナマイト, 3 凶器, 4 遺言, 5 遺言. Chair 1.
    // Round 1: ルルイエ opened; 1 調査 目撃者; 2 尋問 3; 3 takes ルルイエ; 4 robs virtual 5's
    // 遺言. Chair 3. Round 2: 戯れ opened; 3 調査 目撃者; 4 尋問 1; 1 takes 戯れ and swaps
    // identities with 2 (1 is now クトゥルフ, 2 ニャル: the final card counts); 2 調査 凶器.
    // Chair 1. Round 3: 星辰 opened (deck empty); 1 調査 日記 (evidence deck empty); 2 takes
    // 星辰 on an empty deck: 告発フェイズ at once (3 and 4 lose their turns).
    // 告発 (face down, not yet revealed): 1→3, 2→3, 3→4, 4→3; 無罪 1→4, 2→1, 3→2, 4→1.
    // J10: the investigator (3) is accused; no same-god accusation; fame (J9):
    //   1 クトゥルフ: +3, 日記 +1, 日記 +1 (目撃者 and 戯れ 0) = 5
    //   2 ニャル: +3, 凶器 +1, ダイナマイト −2 (星辰 0) = 2
    //   3 探索者: 4-player start +1, ルルイエ +2; no cultist 告発 missed = 3
    //   4 クトゥルフ: +3, accused by the investigator −2, 遺言 +2, 遺言 +2 = 5
    //   5 virtual: not scored, a loser.
    // 1 and 4 tie on 5: neither holds ダイナマイト (第1条件); 1 holds one incident (戯れ), 4
    // none: 1 wins on 第2条件. Ranks: the winner, then by fame 4, 3, 2.
    let (v, code) = referee("sj4-no-names", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "レッドリー",
                real: true,
                score: Some(5),
                rank: Some(1),
                lines: &[("探索者を告発", 3), ("日記", 1), ("日記", 1)],
            },
            Seat {
                seat: 2,
                name: "ブルネル",
                real: true,
                score: Some(2),
                rank: Some(4),
                lines: &[("探索者を告発", 3), ("凶器", 1), ("ダイナマイト", -2)],
            },
            Seat {
                seat: 3,
                name: "イエル",
                real: true,
                score: Some(3),
                rank: Some(3),
                lines: &[("人プレイの探索者", 1), ("ルルイエの円盤", 2)],
            },
            Seat {
                seat: 4,
                name: "グリード",
                real: true,
                score: Some(5),
                rank: Some(2),
                lines: &[
                    ("探索者を告発", 3),
                    ("探索者に告発された", -2),
                    ("遺言", 2),
                    ("遺言", 2),
                ],
            },
            Seat {
                seat: 5,
                name: "ダーク",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
        ],
    );
    for seat in 1..=5 {
        assert_eq!(player(&v, seat)["typed"], false, "nobody typed a name");
    }
    assert_eq!(
        player(&v, 1)["identity"],
        "クトゥルフ信者",
        "the final identity after 戯れ"
    );
    assert_eq!(player(&v, 2)["identity"], "ニャルラトテップ信者");
    assert_eq!(winners(&v), [1]);
    assert_eq!(decided(&v), "tiebreak-incidents");
    assert!(violations(&v).is_empty(), "{v:#}");
}

#[test]
fn shinjya_three_players_third_sat_at_seat_four_same_god_losers() {
    // Room: udonforge build shinjya --players 3 --seed 3 (sj3-sat-at-seat-4.moves.json): built
    // for seats 1–3, but the third player typed "Sora" over seat 4's 仮のプレイヤー and played
    // there; seat 3 only lost a card to a robbery. Who plays (rules README): the table's
    // evidence decides over the room's record, with a note: seats 1, 2, 4; 3 and 5 virtual.
    // Deal: 1 探索者, 2 ニャル, 3 クトゥルフ, 4 ニャル, 5 クトゥルフ; evidence 1 遺言, 2 凶器,
    // 3 目撃者, 4 ダイナマイト, 5 日記. Chair 2. Round 1: 戯れ opened; 2 調査 目撃者; 4 尋問 1;
    // 1 調査 遺言. Chair 1. Round 2: 血の契約 opened; 1 尋問 2; 2 robs virtual 3's 目撃者;
    // 4 takes 血の契約. Chair 2. Round 3: ルルイエ opened; 2 調査 日記; 4 takes ルルイエ; 1 調査
    // 凶器. Chair 2. 戯れ, left open, removed.
    // 告発 2→4, 4→1, 1→2; 無罪 2→1, 4→2, 1→4 (face down).
    // J10: 4 accused the investigator, so step 1 does not apply; 2 (ニャル) accused 4 (ニャル):
    // both are losers; the virtual seats are losers; 1 is the only candidate and wins on fame.
    //   1 探索者: 2's 告発 on 4 missed (+3, losers count), 3-player start +2 = 5
    //   2 ニャル (loser): accused by the investigator −2, 目撃者 +2, 目撃者 +2, 凶器 +1 = 3
    //   4 ニャル (loser): +3, ルルイエ +1, 血の契約 +1, ダイナマイト −2 = 3
    // Ranks: the winner, then the losers by fame: 2 and 4 share rank 2.
    let (v, code) = referee("sj3-sat-at-seat-4", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Kai",
                real: true,
                score: Some(5),
                rank: Some(1),
                lines: &[("誤った告発", 3), ("人プレイの探索者", 2)],
            },
            Seat {
                seat: 2,
                name: "Rin",
                real: true,
                score: Some(3),
                rank: Some(2),
                lines: &[
                    ("探索者に告発された", -2),
                    ("目撃者", 2),
                    ("目撃者", 2),
                    ("凶器", 1),
                ],
            },
            Seat {
                seat: 3,
                name: "イエル",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
            Seat {
                seat: 4,
                name: "Sora",
                real: true,
                score: Some(3),
                rank: Some(2),
                lines: &[
                    ("探索者を告発", 3),
                    ("ルルイエの円盤", 1),
                    ("血の契約", 1),
                    ("ダイナマイト", -2),
                ],
            },
            Seat {
                seat: 5,
                name: "ダーク",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
        ],
    );
    for seat in [2, 4] {
        let status = player(&v, seat)["status"]
            .as_str()
            .unwrap_or("")
            .to_string();
        assert!(
            status.contains("同じ邪神"),
            "seat {seat} lost by the same-god rule: {status}"
        );
    }
    assert_eq!(winners(&v), [1]);
    assert_eq!(decided(&v), "fame");
    assert!(violations(&v).is_empty(), "{v:#}");
    let notes = v["notes"].to_string();
    assert!(
        notes.contains("席4（Sora）"),
        "the note names who sat where: {notes}"
    );
}

#[test]
fn shinjya_mid_game_gives_only_a_provisional_standing() {
    // Room: udonforge build shinjya --players 5 --seed 6 (sj5-mid-game.moves.json), saved in
    // round 2 of the action phase. Deal: 1 ニャル, 2 探索者, 3 クトゥルフ, 4 クトゥルフ, 5 ニャル;
    // evidence 1 遺言, 2 凶器, 3 ダイナマイト, 4 目撃者, 5 凶器. Chair 4.
    // Round 1: 悪夢 opened; 4 調査 遺言; 5 尋問 2; 1 調査 日記; 2 takes 悪夢; 3 robs 1's 遺言.
    // Chair 2. Round 2: 采配 opened; 2 調査 目撃者; 3 takes 采配 and swaps all evidence with 4
    // (3's ダイナマイト and 遺言 to 4's hand; 4's 目撃者 to 3's hand and its open 遺言 to 3,
    // still open — rules README); 4 尋問 3; 5 and 1 have not played yet.
    // No accusation yet: the phase is アクション, scores are provisional and nobody has won
    // (J10 applies at 勝者の決定 only). Fame so far is the cards' icons:
    //   1 ニャル: 日記 0 = 0          2 探索者: 悪夢 +1 (evidence 0) = 1
    //   3 クトゥルフ: 遺言 +2 = 2      4 クトゥルフ: 遺言 +2, ダイナマイト −2 = 0
    //   5 ニャル: 凶器 +1 = 1
    // Provisional standing: 3 first; 2 and 5 share 2nd; 1 and 4 share 4th.
    let (v, code) = referee("sj5-mid-game", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "action");
    assert_eq!(v["provisional"], true);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Hana",
                real: true,
                score: Some(0),
                rank: Some(4),
                lines: &[],
            },
            Seat {
                seat: 2,
                name: "Iku",
                real: true,
                score: Some(1),
                rank: Some(2),
                lines: &[("クトゥルフの悪夢", 1)],
            },
            Seat {
                seat: 3,
                name: "Jun",
                real: true,
                score: Some(2),
                rank: Some(1),
                lines: &[("遺言", 2)],
            },
            Seat {
                seat: 4,
                name: "Ken",
                real: true,
                score: Some(0),
                rank: Some(4),
                lines: &[("遺言", 2), ("ダイナマイト", -2)],
            },
            Seat {
                seat: 5,
                name: "Mio",
                real: true,
                score: Some(1),
                rank: Some(2),
                lines: &[("凶器", 1)],
            },
        ],
    );
    // The leader is reported as the provisional standing, never as the winner.
    assert!(winners(&v).is_empty());
    assert_eq!(leaders(&v), [3]);
    assert_eq!(decided(&v), "provisional-fame");
    assert!(violations(&v).is_empty(), "{v:#}");
    let text = text_report("sj5-mid-game", &[]);
    assert!(text.contains("暫定"), "{text}");
    assert!(!text.contains("勝者:"), "no winner before the end: {text}");
}

#[test]
fn shinjya_duplicated_card_is_a_breach_virtual_investigator_accused() {
    // Room: udonforge build shinjya --players 4 --seed 7 (sj4-duplicated-card.moves.json).
    // Deal: 1 ニャル, 2 クトゥルフ, 3 クトゥルフ, 4 ニャル, 5 (virtual) 探索者; evidence 1 目撃者,
    // 2 凶器, 3 遺言, 4 目撃者, 5 凶器. Chair 3.
    // Round 1: 悪夢 opened; 3 調査 遺言; 4 尋問 5; 1 takes 悪夢; 2 尋問 1. Chair 1.
    // Round 2: 願望 opened; 1 調査 ダイナマイト; 2 takes 願望; 3 robs 4's 目撃者; 4 調査 日記,
    // then picks コピーを作る on it: a second 日記 with the same identity lies beside it.
    // Round 3 (chair 1 again): ルルイエ opened; 1 robs virtual 5's 凶器; 2 takes ルルイエ; 3 調査
    // 日記; 4 尋問 3. Chair 3. 告発 3→5, 4→5, 1→2, 2→4; 無罪 3→1, 4→3, 1→4, 2→3.
    // J1: 10 evidence cards on the table where the game has 9 — one breach, the copy.
    // J10: the virtual investigator (5) was accused, so the cultists who did score +3 (option
    // rule); the virtual investigator is a loser and not scored; fame (J9):
    //   1 ニャル: 目撃者 +2, 凶器 +1, ダイナマイト −2 (悪夢 0; 告発 on 2 missed, no +3 to a
    //     virtual investigator) = 1
    //   2 クトゥルフ: ルルイエ +1 (凶器, 願望 0) = 1
    //   3 クトゥルフ: +3, 遺言 +2, 遺言 +2, 日記 +1 (目撃者 0) = 8
    //   4 ニャル: +3 (日記 and its copy are worth 0 to a Nyarlathotep believer) = 3
    // Winner 3 on fame; ranks 3, 4, then 1 and 2 share 3rd.
    let (v, code) = referee("sj4-duplicated-card", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Nao",
                real: true,
                score: Some(1),
                rank: Some(3),
                lines: &[("目撃者", 2), ("凶器", 1), ("ダイナマイト", -2)],
            },
            Seat {
                seat: 2,
                name: "Oto",
                real: true,
                score: Some(1),
                rank: Some(3),
                lines: &[("ルルイエの円盤", 1)],
            },
            Seat {
                seat: 3,
                name: "Ryo",
                real: true,
                score: Some(8),
                rank: Some(1),
                lines: &[("探索者を告発", 3), ("遺言", 2), ("遺言", 2), ("日記", 1)],
            },
            Seat {
                seat: 4,
                name: "Saki",
                real: true,
                score: Some(3),
                rank: Some(2),
                lines: &[("探索者を告発", 3)],
            },
            Seat {
                seat: 5,
                name: "ダーク",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
        ],
    );
    assert_eq!(winners(&v), [3]);
    assert_eq!(decided(&v), "fame");
    assert_eq!(
        violations(&v),
        [("J1".to_string(), "duplicate-component".to_string())]
    );
}

#[test]
fn shinjya_cards_across_zone_borders_count_where_their_centre_lies() {
    // Room: udonforge build shinjya --players 5 --seed 8 (sj5-across-borders.moves.json).
    // Cards dropped roughly, as players drop them; where a card lies is decided by its centre:
    // - 4's open 凶器 straddles its オープンしたカード / 置かれた告発カード border (centre in
    //   the open zone): 4's card either way;
    // - 1's 告発 for 3 and 5's 告発 for 2 hang over the edge of the target's seat area (and
    //   its zone) into the gap; their centres lie in the target's 置かれた告発カード: placed;
    // - 2's 無罪 for 1 lies over 1's オープンしたカード / 置かれた告発カード border with its
    //   centre in the open zone: in front of 1 (another seat's area), so placed.
    // Every played seat placed both cards: the phase is 勝者の決定.
    // Deal: 1 ニャル, 2 クトゥルフ, 3 クトゥルフ, 4 探索者, 5 ニャル; evidence 1 目撃者, 2 日記,
    // 3 凶器, 4 遺言, 5 目撃者. Chair 5. Round 1: 願望 opened and taken by 5; 1 調査 日記;
    // 2 尋問 1; 3 調査 遺言; 4 robs 3's 凶器. Chair 1. Round 2: 采配 opened; 1 調査 ダイナマイト;
    // 2 takes 采配 and swaps evidence with 3 (3's open 遺言 to 2, still open; 2's 日記 to 3's
    // hand); 3 尋問 5; 4 調査 凶器 (the border card); 5 (holding an incident, so no 尋問) robs
    // 1's 目撃者. Chair 5. Round 3: 戯れ opened; 5 takes it with 4 (each gets its own identity
    // back); 1 robs 3's 日記; 2 robs 5's 目撃者; 3 尋問 1; 4 robs 1's 日記. Chair 1.
    // 告発 1→3, 2→5, 3→5, 4→3, 5→2; 無罪 1→4, 2→1, 3→2, 4→5, 5→3.
    // J10 step 1: nobody placed 告発 on the investigator (4): 4 is the sole winner.
    // Fame still ranks the others (J9; rules README: losers by fame):
    //   1 ニャル: ダイナマイト −2 (日記 0) = −2
    //   2 クトゥルフ: 遺言 +2 (目撃者, 采配 0) = 2
    //   3 クトゥルフ: accused by the investigator −2 (holds no card) = −2
    //   4 探索者: cultist 告発 missed 1→3, 2→5, 3→5, 5→2 = 4 × 3 = 12 (evidence 0)
    //   5 ニャル: 願望 +2, 目撃者 +2 (戯れ 0) = 4
    let (v, code) = referee("sj5-across-borders", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Taro",
                real: true,
                score: Some(-2),
                rank: Some(4),
                lines: &[("ダイナマイト", -2)],
            },
            Seat {
                seat: 2,
                name: "Umi",
                real: true,
                score: Some(2),
                rank: Some(3),
                lines: &[("遺言", 2)],
            },
            Seat {
                seat: 3,
                name: "Vic",
                real: true,
                score: Some(-2),
                rank: Some(4),
                lines: &[("探索者に告発された", -2)],
            },
            Seat {
                seat: 4,
                name: "Wataru",
                real: true,
                score: Some(12),
                rank: Some(1),
                lines: &[("誤った告発", 12)],
            },
            Seat {
                seat: 5,
                name: "Yui",
                real: true,
                score: Some(4),
                rank: Some(2),
                lines: &[("ニャルラトテップの願望", 2), ("目撃者", 2)],
            },
        ],
    );
    assert_eq!(winners(&v), [4]);
    assert_eq!(decided(&v), "investigator-unaccused");
    assert!(violations(&v).is_empty(), "{v:#}");
}

#[test]
fn shinjya_accusation_in_its_own_zone_is_a_j8_breach() {
    // Room: udonforge build shinjya --players 3 --seed 9 (sj3-self-accused.moves.json).
    // Deal: 1 ニャル, 2 探索者, 3 ニャル, 4 (virtual) クトゥルフ, 5 (virtual) クトゥルフ;
    // evidence 1 日記, 2 遺言, 3 目撃者, 4 ダイナマイト, 5 凶器. Chair 3.
    // Round 1: 血の契約 opened and taken by 3; 1 尋問 2; 2 調査 凶器. Chair 2. Round 2: 戯れ
    // opened; 2 robs virtual 4's ダイナマイト; 3 調査 目撃者; 1 調査 遺言. Chair 2 again.
    // Round 3: ルルイエ opened and taken by 2; 3 robs 1's 日記; 1 takes 戯れ and swaps with
    // virtual 4 (1 is now クトゥルフ, 4 ニャル). The last evidence card is removed.
    // 告発 2→3, 3→2, 1→2; 無罪 2→1, 1→3 — and 3 lays its 無罪 face down in its OWN
    // 置かれた告発カード zone: J8 (each card in front of a player other than yourself). Every
    // card has been laid, so the phase is 勝者の決定; the 無罪 scores nothing either way.
    // J10: the investigator (2) is accused; no same-god 告発; fame (J9):
    //   1 クトゥルフ (final card): +3, 遺言 +2 (戯れ 0) = 5
    //   2 探索者: 3-player start +2, ルルイエ +2 (evidence 0); no 告発 missed = 4
    //   3 ニャル: +3, accused by the investigator −2, 血の契約 +1, 目撃者 +2, 目撃者 +2
    //     (日記 0) = 6
    // Winner 3 on fame; ranks 3, 1, 2.
    let (v, code) = referee("sj3-self-accused", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Aya",
                real: true,
                score: Some(5),
                rank: Some(2),
                lines: &[("探索者を告発", 3), ("遺言", 2)],
            },
            Seat {
                seat: 2,
                name: "Bo",
                real: true,
                score: Some(4),
                rank: Some(3),
                lines: &[("人プレイの探索者", 2), ("ルルイエの円盤", 2)],
            },
            Seat {
                seat: 3,
                name: "Cai",
                real: true,
                score: Some(6),
                rank: Some(1),
                lines: &[
                    ("探索者を告発", 3),
                    ("探索者に告発された", -2),
                    ("血の契約", 1),
                    ("目撃者", 2),
                    ("目撃者", 2),
                ],
            },
            Seat {
                seat: 4,
                name: "グリード",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
            Seat {
                seat: 5,
                name: "ダーク",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
        ],
    );
    assert_eq!(player(&v, 1)["identity"], "クトゥルフ信者");
    assert_eq!(winners(&v), [3]);
    assert_eq!(decided(&v), "fame");
    assert_eq!(
        violations(&v),
        [("J8".to_string(), "accused-self".to_string())]
    );
}

#[test]
fn shinjya_tie_on_everything_but_the_chair() {
    // Room: udonforge build shinjya --players 4 --seed 10 (sj4-chair-tiebreak.moves.json).
    // Deal: 1 クトゥルフ, 2 ニャル, 3 探索者, 4 ニャル, 5 (virtual) クトゥルフ; evidence 1 日記,
    // 2 遺言, 3 凶器, 4 目撃者, 5 ダイナマイト. Chair 2 (marker on 2).
    // Round 1: 血の契約 opened; 2 調査 目撃者; 3 尋問 1; 4 尋問 3; 1 尋問 2 (each target free of
    // the marker at the time). Chair 2. Round 2: ルルイエ opened; 2 robs virtual 5's
    // ダイナマイト; 3 robs 2's 遺言 (2's hand: 遺言, ダイナマイト); 4 調査 凶器; 1 調査 遺言.
    // Chair 2. Round 3: 悪夢 opened (deck empty); 2 尋問 4; 3 takes 悪夢; 4 takes 血の契約;
    // 1 takes ルルイエ. Chair 4. The last 日記 is removed.
    // 告発 4→3, 1→3, 2→1, 3→2; 無罪 4→1, 1→4, 2→3, 3→4; all revealed.
    // J10: the investigator (3) is accused; no same-god 告発; fame (J9):
    //   1 クトゥルフ: +3, ルルイエ +1, 遺言 +2, 日記 +1 = 7
    //   2 ニャル: accused by the investigator −2, 目撃者 +2, ダイナマイト −2 = −2
    //   3 探索者: 2's 告発 on 1 missed +3, 4-player start +1, 悪夢 +1 = 5
    //   4 ニャル: +3, 血の契約 +1, 目撃者 +2, 凶器 +1 = 7
    // 1 and 4 tie on 7. 第1条件: ダイナマイト is 2's, not a tied seat's. 第2条件: one incident
    // each. 第3条件: two evidence each. 第4条件: 4 holds the chair and wins. Ranks 4, 1, 3, 2.
    let (v, code) = referee("sj4-chair-tiebreak", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Goro",
                real: true,
                score: Some(7),
                rank: Some(2),
                lines: &[
                    ("探索者を告発", 3),
                    ("ルルイエの円盤", 1),
                    ("遺言", 2),
                    ("日記", 1),
                ],
            },
            Seat {
                seat: 2,
                name: "Hina",
                real: true,
                score: Some(-2),
                rank: Some(4),
                lines: &[
                    ("探索者に告発された", -2),
                    ("目撃者", 2),
                    ("ダイナマイト", -2),
                ],
            },
            Seat {
                seat: 3,
                name: "Iori",
                real: true,
                score: Some(5),
                rank: Some(3),
                lines: &[
                    ("誤った告発", 3),
                    ("人プレイの探索者", 1),
                    ("クトゥルフの悪夢", 1),
                ],
            },
            Seat {
                seat: 4,
                name: "Jiro",
                real: true,
                score: Some(7),
                rank: Some(1),
                lines: &[
                    ("探索者を告発", 3),
                    ("血の契約", 1),
                    ("目撃者", 2),
                    ("凶器", 1),
                ],
            },
            Seat {
                seat: 5,
                name: "ダーク",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
        ],
    );
    assert_eq!(winners(&v), [4]);
    assert_eq!(decided(&v), "tiebreak-chair");
    assert!(violations(&v).is_empty(), "{v:#}");
}

/// The hand-worked verdict of sj3-virtual-chair (see the two tests below).
fn assert_virtual_investigator_unaccused(v: &Value, code: i32) {
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        v,
        &[
            Seat {
                seat: 1,
                name: "Kenta",
                real: true,
                score: Some(3),
                rank: Some(2),
                lines: &[("遺言", 2), ("日記", 1)],
            },
            Seat {
                seat: 2,
                name: "Lina",
                real: true,
                score: Some(4),
                rank: Some(1),
                lines: &[("ニャルラトテップの願望", 2), ("凶器", 1), ("凶器", 1)],
            },
            Seat {
                seat: 3,
                name: "Momo",
                real: true,
                score: Some(-1),
                rank: Some(3),
                lines: &[("日記", 1), ("ダイナマイト", -2)],
            },
            Seat {
                seat: 4,
                name: "グリード",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
            Seat {
                seat: 5,
                name: "ダーク",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
        ],
    );
    assert!(winners(v).is_empty(), "nobody wins: {v:#}");
    assert_eq!(decided(v), "virtual-investigator-unaccused");
    assert!(violations(v).is_empty(), "{v:#}");
}

// Room: udonforge build shinjya --players 3 --seed 14 (sj3-virtual-chair.moves.json).
// Deal: 1 クトゥルフ, 2 ニャル, 3 クトゥルフ, 4 (virtual) ニャル, 5 (virtual) 探索者; evidence
// 1 日記, 2 凶器, 3 日記, 4 凶器, 5 目撃者. Chair 1.
// Round 1: 悪夢 opened; 1 尋問 2; 2 takes 悪夢; 3 尋問 1. Chair 1. Round 2: 願望 opened;
// 1 調査 ダイナマイト; 2 takes 願望; 3 調査 遺言. Chair 1. Round 3: 采配 opened (deck empty);
// 1 takes 采配 and swaps all evidence with 3 (1: 日記 + open 遺言; 3: 日記 + open
// ダイナマイト); 2 robs virtual 4's 凶器; 3 尋問 virtual 4 — allowed (オプションルール:
// 仮のプレイヤーに対しても「尋問」…できる) — so the marker lies on 4's card and 4 is the chair
// (▽5: 尋問マーカーのあるプレイヤーが次の議長). The last two evidence cards are removed.
// 告発 1→2, 2→1, 3→2; 無罪 1→3, 2→3, 3→1 (face down). Virtual seats do not accuse.
// Who plays: 4's piece still reads 仮のプレイヤー, it took no action (being interrogated,
// robbed and made chair are other players' actions and the rule's consequence), so the
// players are 1–3 as the room was built; no note is due.
// J10 (オプションルール): the investigator is virtual seat 5 and nobody accused it: 全員平等に
// 「敗者」, no winner. Fame still orders the table (rules README):
//   1 クトゥルフ: 遺言 +2, 日記 +1 (采配 0; 告発 on 2 missed, no +3 to a virtual
//     investigator) = 3
//   2 ニャル: 願望 +2, 凶器 +1, 凶器 +1 (悪夢 0) = 4
//   3 クトゥルフ: 日記 +1, ダイナマイト −2 = −1
// Ranks by fame: 2, 1, 3.

#[test]
fn shinjya_virtual_investigator_unaccused_nobody_wins() {
    // The verdict with the played seats named on the command line (`--players 3`).
    let (v, code) = referee("sj3-virtual-chair", &["--players", "3"]);
    assert_virtual_investigator_unaccused(&v, code);
}

#[test]
fn shinjya_a_virtual_seat_made_chair_by_an_interrogation_is_not_played() {
    let (v, code) = referee("sj3-virtual-chair", &[]);
    assert_virtual_investigator_unaccused(&v, code);
    assert!(v["notes"].as_array().unwrap().is_empty(), "{v:#}");
}

#[test]
fn shinjya_a_three_player_room_played_by_four() {
    // Room: udonforge build shinjya --players 3 --seed 21 (sj3-room-played-by-4.moves.json):
    // built for 3, but a fourth player typed "Xin" over seat 4's 仮のプレイヤー and played.
    // Who plays (rules README): seats 1–4 from the table, with a note; seat 5 stays virtual.
    // The option rule's investigator bonus follows the number of players: 4 → +1.
    // Deal: 1 ニャル, 2 クトゥルフ, 3 ニャル, 4 探索者, 5 (virtual) クトゥルフ; evidence
    // 1 目撃者, 2 ダイナマイト, 3 日記, 4 日記, 5 凶器. Chair 3.
    // Round 1: 願望 opened and taken by 3; 4 調査 凶器; 1 尋問 4; 2 調査 遺言. Chair 4.
    // Round 2: 采配 opened; 4 robs 2's ダイナマイト; 1 調査 目撃者; 2 takes 采配 and swaps
    // evidence with 3 (2's open 遺言 to 3, still open; 3's 日記 to 2's hand); 3 (holding an
    // incident) robs virtual 5's 凶器. Chair 4. Round 3: ルルイエ opened and taken by 4; 1 調査
    // 遺言 (deck empty); 2 robs 1's 目撃者; 3 robs 4's 日記. Chair 4.
    // 告発 4→3, 1→4, 2→3, 3→4; 無罪 4→1, 1→2, 2→4, 3→1.
    // J10: the investigator (4) is accused; no same-god 告発; fame (J9):
    //   1 ニャル: +3, 目撃者 +2 (遺言 0) = 5
    //   2 クトゥルフ: 日記 +1 (目撃者, 采配 0; 告発 on 3 missed) = 1
    //   3 ニャル: +3, accused by the investigator −2, 願望 +2, 凶器 +1 (遺言, 日記 0) = 4
    //   4 探索者: 2's 告発 missed +3, 4-player start +1, ルルイエ +2 (evidence 0) = 6
    // Winner 4 on fame; ranks 4, 1, 3, 2.
    let (v, code) = referee("sj3-room-played-by-4", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Uta",
                real: true,
                score: Some(5),
                rank: Some(2),
                lines: &[("探索者を告発", 3), ("目撃者", 2)],
            },
            Seat {
                seat: 2,
                name: "Vera",
                real: true,
                score: Some(1),
                rank: Some(4),
                lines: &[("日記", 1)],
            },
            Seat {
                seat: 3,
                name: "Wan",
                real: true,
                score: Some(4),
                rank: Some(3),
                lines: &[
                    ("探索者を告発", 3),
                    ("探索者に告発された", -2),
                    ("ニャルラトテップの願望", 2),
                    ("凶器", 1),
                ],
            },
            Seat {
                seat: 4,
                name: "Xin",
                real: true,
                score: Some(6),
                rank: Some(1),
                lines: &[
                    ("誤った告発", 3),
                    ("4人プレイの探索者", 1),
                    ("ルルイエの円盤", 2),
                ],
            },
            Seat {
                seat: 5,
                name: "ダーク",
                real: false,
                score: None,
                rank: None,
                lines: &[],
            },
        ],
    );
    assert_eq!(winners(&v), [4]);
    assert_eq!(decided(&v), "fame");
    assert!(violations(&v).is_empty(), "{v:#}");
    assert!(v["notes"].to_string().contains("席4（Xin）"), "{v:#}");
}

#[test]
fn shinjya_the_chair_not_passed_after_the_last_round_is_a_j5_breach() {
    // Room: udonforge build shinjya --players 5 --seed 22 (sj5-chair-not-passed.moves.json).
    // Deal: 1 ニャル, 2 クトゥルフ, 3 ニャル, 4 クトゥルフ, 5 探索者; evidence 1 凶器, 2 凶器,
    // 3 遺言, 4 日記, 5 日記. Chair 5.
    // Round 1: 血の契約 opened; 5 調査 目撃者; 1 尋問 2; 2 takes 血の契約; 3 調査 目撃者; 4 尋問 5.
    // Chair 5. Round 2: 願望 opened and taken by 5; 1 調査 遺言; 2 robs 1's 凶器; 3 尋問 1;
    // 4 調査 ダイナマイト (deck empty). Chair 1. Round 3: ルルイエ opened and taken by 1; 2
    // robs 5's 日記; 3 尋問 2; 4 robs 3's 遺言; 5 robs 4's 日記. The marker now lies on 2's
    // card, so 2 is the next chair (▽5: 尋問マーカーのあるプレイヤーが、次の「議長」となる…その後
    // …「告発フェイズ」に進む; 告発フェイズ starts from 現在の議長) — but nobody flipped the cards:
    // 1 still shows 議長. J5: the chair is not the marker's seat after the round: a breach.
    // 告発 1→4, 2→3, 3→5, 4→5, 5→4; 無罪 1→2, 2→1, 3→4, 4→1, 5→3.
    // The verdict does not depend on the chair: the investigator (5) is accused; no same-god
    // 告発; fame (J9):
    //   1 ニャル: ルルイエ +1 (遺言 0; 告発 on 4 missed) = 1
    //   2 クトゥルフ: 血の契約 +1, 日記 +1 (凶器 0) = 2
    //   3 ニャル: +3, 目撃者 +2 = 5
    //   4 クトゥルフ: +3, accused by the investigator −2, 遺言 +2, ダイナマイト −2 = 1
    //   5 探索者: 1→4 and 2→3 missed, 2 × 3 = +6, 願望 +1 (evidence 0) = 7
    // Winner 5 on fame; ranks 5, 3, 2, then 1 and 4 share 4th.
    let (v, code) = referee("sj5-chair-not-passed", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "decision");
    assert_eq!(v["provisional"], false);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Yoko",
                real: true,
                score: Some(1),
                rank: Some(4),
                lines: &[("ルルイエの円盤", 1)],
            },
            Seat {
                seat: 2,
                name: "Zen",
                real: true,
                score: Some(2),
                rank: Some(3),
                lines: &[("血の契約", 1), ("日記", 1)],
            },
            Seat {
                seat: 3,
                name: "Ami",
                real: true,
                score: Some(5),
                rank: Some(2),
                lines: &[("探索者を告発", 3), ("目撃者", 2)],
            },
            Seat {
                seat: 4,
                name: "Bao",
                real: true,
                score: Some(1),
                rank: Some(4),
                lines: &[
                    ("探索者を告発", 3),
                    ("探索者に告発された", -2),
                    ("遺言", 2),
                    ("ダイナマイト", -2),
                ],
            },
            Seat {
                seat: 5,
                name: "Cho",
                real: true,
                score: Some(7),
                rank: Some(1),
                lines: &[("誤った告発", 6), ("ニャルラトテップの願望", 1)],
            },
        ],
    );
    assert_eq!(winners(&v), [5]);
    assert_eq!(decided(&v), "fame");
    let rules: Vec<String> = violations(&v).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(rules, ["J5"], "{v:#}");
}

// ------------------------------------------------------------------------------ RITUAL
//
// Chant results (seed 000 詠唱結果 / 001 Chant result; A = chanted the altar spell, D = the
// others; rules README): D = 0 順調 smooth; A = 0 and one spell 無意識なる一致 unanimity (all
// score); 1 ≤ D ≤ A 邪悪な行い evil act (D score, A face down); otherwise 狂気の渦 swirl (D take
// insanity, A score). Chant points: face up + , with an insanity token −, face down 0
// (R10). 5 or more negative points in the ritual: insane, out, no reward (R4). Cards: the
// chanted end is the end at the top (rotation near 0: the first end; near 180: the second).
// Unplayed seats are 空席 and not scored. Until the game's end the standing is provisional:
// reward points, ties by this ritual's chant points (the game-end rule applied now).

fn chant(v: &Value, seat: u64) -> i64 {
    player(v, seat)["chant"].as_i64().unwrap()
}

fn results(v: &Value) -> Vec<(u64, u64, String)> {
    v["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["ritual"].as_u64().unwrap(),
                r["round"].as_u64().unwrap(),
                r["result"].as_str().unwrap_or("?").to_string(),
            )
        })
        .collect()
}

fn rounds(ritual: u64, list: &[&str]) -> Vec<(u64, u64, String)> {
    list.iter()
        .enumerate()
        .map(|(i, r)| (ritual, i as u64 + 1, r.to_string()))
        .collect()
}

fn is_insane(v: &Value, seat: u64) -> bool {
    let status = player(v, seat)["status"].as_str().unwrap_or("").to_string();
    status.contains("発狂") || status.contains("insane")
}

fn empty_seat(seat: u64, name: &'static str) -> Seat {
    Seat {
        seat,
        name,
        real: false,
        score: None,
        rank: None,
        lines: &[],
    }
}

#[test]
fn ritual_four_players_round_four_under_way() {
    // Room: udonforge build ritual --players 4 --seed 11 (rit4-round-4.moves.json). Start
    // player 1; sets taken from the last player: 4, 3, 2, then 1.
    // Round 1, red altar: 1 赤5, 2 赤5, 3 赤4, 4 赤4 → 順調: +5 +5 +4 +4.
    // Round 2, green: 2 緑5, 3 緑3, 4 黄3, 1 緑3 → D = 1 ≤ A = 3, 邪悪な行い: 4 +3; 2, 3, 1 face
    // down (0).
    // Round 3, yellow: 3 黄4, 4 緑4, 1 赤3, 2 緑1 → D = 3 > A = 1, 狂気の渦: 3 +4; 4 −4, 1 −3,
    // 2 −1 with insanity tokens. Negatives 3, 1, 0, 4: nobody insane (R4); nobody at exactly 10.
    // Round 4: red on the altar, 4 and 1 have played face down (legal mid-round).
    // Chant points: 1 = 5 − 3 = 2; 2 = 5 − 1 = 4; 3 = 4 + 4 = 8; 4 = 4 + 3 − 4 = 3.
    // No rewards yet: 0 each, ties by chant points: 3, 2, 4, 1.
    let (v, code) = referee("rit4-round-4", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "ritual-1");
    assert_eq!(v["provisional"], true);
    assert_eq!(results(&v), rounds(1, &["順調", "邪悪な行い", "狂気の渦"]));
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Akari",
                real: true,
                score: Some(0),
                rank: Some(4),
                lines: &[],
            },
            Seat {
                seat: 2,
                name: "Bunta",
                real: true,
                score: Some(0),
                rank: Some(2),
                lines: &[],
            },
            Seat {
                seat: 3,
                name: "Chie",
                real: true,
                score: Some(0),
                rank: Some(1),
                lines: &[],
            },
            Seat {
                seat: 4,
                name: "Den",
                real: true,
                score: Some(0),
                rank: Some(3),
                lines: &[],
            },
            empty_seat(5, "5番"),
        ],
    );
    assert_eq!([1, 2, 3, 4].map(|s| chant(&v, s)), [2, 4, 8, 3]);
    assert!((1..=4).all(|s| !is_insane(&v, s)));
    assert!(winners(&v).is_empty());
    assert_eq!(leaders(&v), [3], "the provisional leader, not a winner");
    assert_eq!(decided(&v), "provisional-reward");
    assert!(violations(&v).is_empty(), "{v:#}");
}

#[test]
fn ritual_english_room_exactly_ten_rewards_handed_out() {
    // Room: udonforge build ritual --players 3 --seed 12 --lang en (rit3-en-exactly-ten).
    // Start player 2; sets taken by 1, 3, then 2.
    // Round 1, yellow altar: 2 Green 5, 3 Green 4, 1 Green 4 → nobody on the altar spell, one
    // spell: unwitting unanimity, all score: 4, 5, 4.
    // Round 2, red: 3 Red 2, 1 Red 5, 2 Yellow 4 → D = 1 ≤ A = 2: evil act: 2 +4; 3 and 1 face
    // down. Totals 4, 9, 4.
    // Round 3, green: 1 Green 3, 2 Green 1, 3 Green 3 → smooth: 7, 10, 7.
    // Seat 2 has exactly 10: Accomplished chanting, the ritual ends (Result of the ritual):
    // 2 gets a 3-point token; the best of the rest, 1 and 3 tied on 7, get a 1-point token
    // each. Tokens handed out so: rewards 1, 3, 1 (R12 fits). Standing: 2, then 1 and 3 (tied
    // on rewards and on chant points 7).
    let (v, code) = referee("rit3-en-exactly-ten", &["--lang", "en"]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "ritual-1-ended");
    assert_eq!(v["provisional"], true);
    assert_eq!(
        results(&v),
        rounds(1, &["unwitting unanimity", "evil act", "smooth"])
    );
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Alice",
                real: true,
                score: Some(1),
                rank: Some(2),
                lines: &[("1", 1)],
            },
            Seat {
                seat: 2,
                name: "Bob",
                real: true,
                score: Some(3),
                rank: Some(1),
                lines: &[("3", 3)],
            },
            Seat {
                seat: 3,
                name: "Carol",
                real: true,
                score: Some(1),
                rank: Some(2),
                lines: &[("1", 1)],
            },
            empty_seat(4, "S4"),
            empty_seat(5, "S5"),
        ],
    );
    assert_eq!([1, 2, 3].map(|s| chant(&v, s)), [7, 10, 7]);
    assert!(winners(&v).is_empty());
    assert_eq!(leaders(&v), [2]);
    assert_eq!(decided(&v), "provisional-reward");
    assert!(violations(&v).is_empty(), "{v:#}");
    assert!(
        v["notes"].to_string().contains("Accomplished chanting"),
        "{v:#}"
    );
}

#[test]
fn ritual_two_players_in_the_table_ready_room_exactly_ten() {
    // Room: udonforge build ritual --players 2 --seed 21 (rit2-v3-exactly-ten.moves.json),
    // the table-ready layout (version 3): summary cards only at the two played seats, the
    // reward tokens in piles of their own (貢献1点, 貢献2点, 貢献3点).
    // Start player 1; sets taken by 2, then 1.
    // Round 1, red altar: 1 赤5, 2 緑5 → A = 1, D = 1: the tie is an evil act (rules README):
    // 2 +5; 1 face down. Totals 0, 5.
    // Round 2, yellow: 2 黄5, 1 黄4 → both on the altar spell: smooth: 4, 10.
    // Seat 2 has exactly 10: accomplished chanting, the ritual ends (Result of the ritual):
    // 2 gets a 3-point token; the best of the rest, 1 (4 points), a 1-point token — with 2
    // players as with 5 (this room's reconstruction). Each is drawn from its named pile.
    // Rewards 1, 3 (R12 fits); no summary card is missing at the empty seats. Standing: 2, 1.
    let (v, code) = referee("rit2-v3-exactly-ten", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "ritual-1-ended");
    assert_eq!(v["provisional"], true);
    assert_eq!(results(&v), rounds(1, &["邪悪な行い", "順調"]));
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Hiro",
                real: true,
                score: Some(1),
                rank: Some(2),
                lines: &[("1", 1)],
            },
            Seat {
                seat: 2,
                name: "Yuki",
                real: true,
                score: Some(3),
                rank: Some(1),
                lines: &[("3", 3)],
            },
            empty_seat(3, "3番"),
            empty_seat(4, "4番"),
            empty_seat(5, "5番"),
        ],
    );
    assert_eq!([1, 2].map(|s| chant(&v, s)), [4, 10]);
    assert!(winners(&v).is_empty(), "one ritual of three: no winner yet");
    assert_eq!(leaders(&v), [2], "the provisional leader");
    assert_eq!(decided(&v), "provisional-reward");
    assert!(violations(&v).is_empty(), "{v:#}");
}

/// The same play in the Japanese and the English room (the same moves in the real app,
/// exported by its 保存; only the reward piles are named in each room's language): the
/// same verdict as in `rit2-v3-exactly-ten` — an evil act, then seat 2 at exactly 10 takes
/// a 3-point token and seat 1, best of the rest, a 1-point one (Result of the ritual; R12
/// fits); one ritual of three, so Yuki leads and nobody has won yet. Each report speaks its
/// room's language.
#[test]
fn ritual_the_same_play_in_japanese_and_english_gives_the_same_verdict() {
    let (ja, code_ja) = referee("rit2-ja-same-play", &[]);
    let (en, code_en) = referee("rit2-en-same-play", &[]);
    assert_eq!((code_ja, code_en), (0, 0), "{ja:#}\n{en:#}");
    assert_eq!(
        (ja["lang"].as_str(), en["lang"].as_str()),
        (Some("ja"), Some("en"))
    );
    assert_eq!(language_free(&ja), language_free(&en));
    assert_eq!(ja["phase"], "ritual-1-ended");
    assert_eq!([1, 2].map(|s| chant(&en, s)), [4, 10]);
    assert!(winners(&en).is_empty());
    assert_eq!(leaders(&en), [2]);
    let scores: Vec<(Value, Value)> = en["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["name"].clone(), p["score"].clone()))
        .take(2)
        .collect();
    assert_eq!(
        scores,
        [
            (Value::from("Hiro"), Value::from(1)),
            (Value::from("Yuki"), Value::from(3))
        ]
    );
    assert!(violations(&en).is_empty(), "{en:#}");
    assert_eq!(en["rounds"][0]["result"], "evil act");
    assert_eq!(ja["rounds"][0]["result"], "邪悪な行い");
}

#[test]
fn ritual_two_players_duplicated_card_is_a_breach() {
    // Room: udonforge build ritual --players 2 --seed 13 (rit2-duplicated-card.moves.json).
    // Start player 1; sets taken by 2, then 1.
    // Round 1, yellow: 1 黄5, 2 赤4 → D = 1 = A: the tie is an evil act (rules README): 2 +4;
    // 1 face down.
    // Round 2, green: 2 黄1, 1 黄3 → nobody on green, one spell: 無意識なる一致: +1, +3.
    // Round 3, red: 1 緑3, 2 黄2 → nobody on red, two spells: 狂気の渦, both take insanity: −3,
    // −2 (negatives 3 and 2: nobody insane).
    // Chant points: 1 = 0 + 3 − 3 = 0; 2 = 4 + 1 − 2 = 3.
    // Then seat 1 picked コピーを作る on 赤2／緑4 in its hand: 31 chant cards where the game
    // has 30 — R1, one breach for the one copy. Standing: 0 rewards each; chant 3 > 0: 2, 1.
    let (v, code) = referee("rit2-duplicated-card", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "ritual-1");
    assert_eq!(v["provisional"], true);
    assert_eq!(
        results(&v),
        rounds(1, &["邪悪な行い", "無意識なる一致", "狂気の渦"])
    );
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Mei",
                real: true,
                score: Some(0),
                rank: Some(2),
                lines: &[],
            },
            Seat {
                seat: 2,
                name: "Nori",
                real: true,
                score: Some(0),
                rank: Some(1),
                lines: &[],
            },
            empty_seat(3, "3番"),
            empty_seat(4, "4番"),
            empty_seat(5, "5番"),
        ],
    );
    assert_eq!([1, 2].map(|s| chant(&v, s)), [0, 3]);
    assert_eq!(
        violations(&v),
        [("R1".to_string(), "duplicate-component".to_string())]
    );
}

#[test]
fn ritual_five_players_second_ritual_with_an_insane_player() {
    // Room: udonforge build ritual --players 5 --seed 14 (rit5-insane-in-ritual-2.moves.json).
    // Ritual 1 (start 3): red smooth 1 +5, 2 +4, 3 +4, 4 +2, 5 +2; yellow evil act (1 赤3 and
    // 3 緑1 against three yellows) 1 +3, 3 +1; green evil act (2 黄1, 3 黄3 against three
    // greens) 2 +1, 3 +3; yellow smooth 1 +5, 2 +3, 3 +4, 4 +5, 5 +3; red smooth 2 +5, 3 +5,
    // 4 +1, 5 +4, 1 +3. Totals 16, 13, 17, 8, 9, never exactly 10: five rounds, proficient
    // chanter: 3 gets 2, 1 gets 1. The five spells go to 「1回目の儀式の呪文」, the cards are
    // gathered, shuffled and dealt again; 3 (highest, 17) starts ritual 2.
    // Ritual 2, round 1, red: 3 赤3, 4 緑4, 5 緑5, 1 黄4, 2 赤4 → D = 3 > A = 2: 狂気の渦:
    // 3 +3, 2 +4; 4 −4, 5 −5, 1 −4. Seat 5 has 5 negative points: insane, out of this ritual
    // (its row stays at one card, R4).
    // Round 2, green (5 out): 4 緑4, 1 緑5, 2 緑3, 3 緑4 → 順調.
    // Chant points: 1 = −4 + 5 = 1; 2 = 4 + 3 = 7; 3 = 3 + 4 = 7; 4 = −4 + 4 = 0; 5 = −5.
    // Rewards held: 1 has 1, 3 has 2: one legal handout of ritual 1 (R12). Standing: 3 (2),
    // 1 (1), then 0 rewards each ordered by chant points: 2 (7), 4 (0), 5 (−5).
    let (v, code) = referee("rit5-insane-in-ritual-2", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "ritual-2");
    assert_eq!(v["provisional"], true);
    assert_eq!(results(&v), rounds(2, &["狂気の渦", "順調"]));
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Asa",
                real: true,
                score: Some(1),
                rank: Some(2),
                lines: &[("1点", 1)],
            },
            Seat {
                seat: 2,
                name: "Botan",
                real: true,
                score: Some(0),
                rank: Some(3),
                lines: &[],
            },
            Seat {
                seat: 3,
                name: "Chika",
                real: true,
                score: Some(2),
                rank: Some(1),
                lines: &[("2点", 2)],
            },
            Seat {
                seat: 4,
                name: "Daigo",
                real: true,
                score: Some(0),
                rank: Some(4),
                lines: &[],
            },
            Seat {
                seat: 5,
                name: "Eri",
                real: true,
                score: Some(0),
                rank: Some(5),
                lines: &[],
            },
        ],
    );
    assert_eq!([1, 2, 3, 4, 5].map(|s| chant(&v, s)), [1, 7, 7, 0, -5]);
    assert_eq!(
        [1, 2, 3, 4, 5].map(|s| is_insane(&v, s)),
        [false, false, false, false, true]
    );
    assert!(winners(&v).is_empty());
    assert_eq!(leaders(&v), [3]);
    assert_eq!(decided(&v), "provisional-reward");
    assert!(violations(&v).is_empty(), "{v:#}");
}

#[test]
fn ritual_whole_game_tie_on_rewards_decided_by_the_last_ritual() {
    // Room: udonforge build ritual --players 2 --seed 15 (rit2-game-end.moves.json).
    // Ritual 1 (start 1): green smooth 4/4, green smooth 3/3, yellow 1 黄5 against 2 赤3: the
    // 1–1 tie is an evil act, 2 +3 = exactly 10: accomplished chanting, 2 gets 3, the best of
    // the rest (1, 7) gets 1. Cards gathered on the set-aside pile, shuffled in the app.
    // Ritual 2 (start 2, who had 10): green smooth 4/4; red, both off it with two spells:
    // swirl 1 −3, 2 −2; yellow smooth 4/4; red smooth 4/3; yellow smooth 5/2 → 14 and 11,
    // never exactly 10: proficient chanter, 1 gets 2, 2 gets 1.
    // Ritual 3 (start 1, who had 14): red smooth 1 +5, 2 +3; green smooth 1 +3, 2 +5; yellow
    // smooth +4/+4; red: 2 赤1 against 1 黄1, the tie is an evil act: 1 +1, 2 face down;
    // green smooth 1 +4, 2 +3. Chant 17 and 15, never exactly 10 (5/3, 8/8, 12/12, 13/12,
    // 17/15): proficient chanter, 1 gets 2, 2 gets 1.
    // Rewards: 1 = 1 + 2 + 2 = 5; 2 = 3 + 1 + 1 = 5 (each ritual's handout legal, R12).
    // Game end (ゲームの終了): 5 against 5, the last ritual's chant points decide: 17 > 15,
    // seat 1 wins.
    let (v, code) = referee("rit2-game-end", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "game-end");
    assert_eq!(v["provisional"], false);
    assert_eq!(
        results(&v),
        rounds(3, &["順調", "順調", "順調", "邪悪な行い", "順調"])
    );
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Hiro",
                real: true,
                score: Some(5),
                rank: Some(1),
                lines: &[("2点", 4), ("1点", 1)],
            },
            Seat {
                seat: 2,
                name: "Yuki",
                real: true,
                score: Some(5),
                rank: Some(2),
                lines: &[("3点", 3), ("1点", 2)],
            },
            empty_seat(3, "3番"),
            empty_seat(4, "4番"),
            empty_seat(5, "5番"),
        ],
    );
    assert_eq!([1, 2].map(|s| chant(&v, s)), [17, 15]);
    assert_eq!(winners(&v), [1]);
    assert_eq!(decided(&v), "last-ritual-chant");
    assert!(violations(&v).is_empty(), "{v:#}");
}

#[test]
fn ritual_two_go_insane_and_the_last_chanter_ends_the_ritual() {
    // Room: udonforge build ritual --players 3 --seed 16 (rit3-two-insane.moves.json). Cards
    // dropped at rough angles (172°–191° read as the second end up, 353° as the first) and
    // insanity tokens off-centre but on their card.
    // Round 1, yellow: 1 黄3, 2 黄3, 3 黄1 → 順調: 3, 3, 1.
    // Round 2, green: 2 黄5, 3 赤5, 1 緑5 → D = 2 > A = 1: 狂気の渦: 1 +5; 2 −5, 3 −5. Seats 2
    // and 3 reach 5 negative points: both insane (R4), one player is left: the ritual ends,
    // 優秀な術者 (Result of the ritual). Insane players receive nothing and are left out of
    // the ranking (rules README), so 1 (8) gets 2 and nobody gets 1.
    // Chant points: 1 = 8, 2 = 3 − 5 = −2, 3 = 1 − 5 = −4. Standing: 1 (2 rewards), then 2 and
    // 3 with 0, ordered by chant points.
    let (v, code) = referee("rit3-two-insane", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "ritual-1-ended");
    assert_eq!(v["provisional"], true);
    assert_eq!(results(&v), rounds(1, &["順調", "狂気の渦"]));
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Nana",
                real: true,
                score: Some(2),
                rank: Some(1),
                lines: &[("2点", 2)],
            },
            Seat {
                seat: 2,
                name: "Oji",
                real: true,
                score: Some(0),
                rank: Some(2),
                lines: &[],
            },
            Seat {
                seat: 3,
                name: "Pia",
                real: true,
                score: Some(0),
                rank: Some(3),
                lines: &[],
            },
            empty_seat(4, "4番"),
            empty_seat(5, "5番"),
        ],
    );
    assert_eq!([1, 2, 3].map(|s| chant(&v, s)), [8, -2, -4]);
    assert_eq!([1, 2, 3].map(|s| is_insane(&v, s)), [false, true, true]);
    assert!(winners(&v).is_empty());
    assert_eq!(leaders(&v), [1]);
    assert!(violations(&v).is_empty(), "{v:#}");
}

// Room: udonforge build ritual --players 4 --seed 17 (rit4-spells-beside-altar.moves.json),
// played the rulebook's way: each round's spell left face up beside the altar (次のラウンドの
// 始め方), the round track unused; some cards dropped at rough angles. Start player 2.
// Round 1 (red): 2 赤4, 3 赤3, 4 黄2, 1 赤3 → 邪悪な行い: 4 +2; 2, 3, 1 face down.
// Round 2 (green): 3 緑5, 4 緑4, 1 緑1, 2 緑2 → 順調: +5 +4 +1 +2.
// Round 3 (yellow): 4 赤4, 1 黄5, 2 赤2, 3 赤1 → 狂気の渦: 1 +5; 4 −4, 2 −2, 3 −1.
// From the table alone (R6, R7): round 1's face-down cards all chanted red against a face-up
// yellow, so its altar was red; round 3's unmarked card chanted yellow against marked reds,
// so yellow; round 2 (four face-up greens) fits any altar. The face-up spells beside the
// altar are red, green and yellow: red and yellow are rounds 1 and 3, so round 2's altar was
// green and round 2 was 順調 (with any other altar it would be unanimity; the points are the
// same).
// Chant points: 1 = 1 + 5 = 6; 2 = 2 − 2 = 0; 3 = 5 − 1 = 4; 4 = 2 + 4 − 4 = 2. Negatives 0,
// 2, 1, 4: nobody insane. Standing (no rewards yet): 1, 3, 4, 2.

#[test]
fn ritual_spells_beside_the_altar_are_inferred_from_the_cards() {
    let (v, code) = referee("rit4-spells-beside-altar", &[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["phase"], "ritual-1");
    assert_eq!(v["provisional"], true);
    assert_eq!(v["rounds"][0]["altar"], "赤");
    assert_eq!(v["rounds"][0]["result"], "邪悪な行い");
    assert_eq!(v["rounds"][2]["altar"], "黄");
    assert_eq!(v["rounds"][2]["result"], "狂気の渦");
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Quinn",
                real: true,
                score: Some(0),
                rank: Some(1),
                lines: &[],
            },
            Seat {
                seat: 2,
                name: "Ren",
                real: true,
                score: Some(0),
                rank: Some(4),
                lines: &[],
            },
            Seat {
                seat: 3,
                name: "Saya",
                real: true,
                score: Some(0),
                rank: Some(2),
                lines: &[],
            },
            Seat {
                seat: 4,
                name: "Toma",
                real: true,
                score: Some(0),
                rank: Some(3),
                lines: &[],
            },
            empty_seat(5, "5番"),
        ],
    );
    assert_eq!([1, 2, 3, 4].map(|s| chant(&v, s)), [6, 0, 4, 2]);
    assert!(winners(&v).is_empty());
    assert_eq!(leaders(&v), [1]);
    assert!(violations(&v).is_empty(), "{v:#}");
}

#[test]
fn ritual_the_spells_left_over_tell_the_altar_of_an_open_round() {
    let (v, _) = referee("rit4-spells-beside-altar", &[]);
    assert_eq!(v["rounds"][1]["altar"], "緑", "{v:#}");
    assert_eq!(v["rounds"][1]["result"], "順調", "{v:#}");
}

// rit4-insanity-on-face-down: rit4-spells-beside-altar's three rounds, then an insanity token
// put on seat 1's round-1 card, which lies face down (it scored nothing in round 1's evil
// act). R5: tokens lie on face-up cards only — one breach. The round is read with the card
// as it was played (face down, unmarked), so round 1 is still the evil act against a red
// altar and nothing else is reported (no R6 "no altar spell fits", no R7): chant points,
// rounds and standing are rit4-spells-beside-altar's (6, 0, 4, 2; seat 1 leads).
#[test]
fn ritual_an_insanity_token_on_a_face_down_card_is_r5_and_nothing_else() {
    let (v, code) = referee("rit4-insanity-on-face-down", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "ritual-1");
    assert_eq!(v["rounds"][0]["altar"], "赤");
    assert_eq!(v["rounds"][0]["result"], "邪悪な行い");
    assert_eq!(v["rounds"][1]["altar"], "緑");
    assert_eq!(v["rounds"][2]["altar"], "黄");
    assert_eq!([1, 2, 3, 4].map(|s| chant(&v, s)), [6, 0, 4, 2]);
    assert_eq!(leaders(&v), [1]);
    assert!(winners(&v).is_empty());
    assert_eq!(
        violations(&v),
        [("R5".to_string(), "insanity-on-face-down".to_string())]
    );
}

// rit4-swirl-card-turned-down: the same three rounds, then seat 3 turns its round-3 card
// (赤1, marked in round 3's swirl of madness) face down, the token still on it. R5: one
// breach. Read as played, the card is the swirl's marked card turned over afterwards: read
// face down and unmarked, round 3 would fit no altar spell (a swirl leaves no card face down;
// red or green altars fit neither), read face up under its token it is rit4's swirl against
// yellow. So no R6 and no R7, and chant points stay 6, 0, 4 (5 − 1), 2; seat 1 leads.
#[test]
fn ritual_a_swirl_card_turned_face_down_is_r5_and_nothing_else() {
    let (v, code) = referee("rit4-swirl-card-turned-down", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["rounds"][2]["altar"], "黄");
    assert_eq!(v["rounds"][2]["result"], "狂気の渦");
    assert_eq!([1, 2, 3, 4].map(|s| chant(&v, s)), [6, 0, 4, 2]);
    assert_eq!(leaders(&v), [1]);
    assert_eq!(
        violations(&v),
        [("R5".to_string(), "insanity-on-face-down".to_string())]
    );
}

#[test]
fn ritual_exactly_ten_missed_and_play_went_on() {
    // Room: udonforge build ritual --players 3 --seed 23 (rit3-ten-missed.moves.json). Start 1.
    // Round 1, green: 1 緑5, 2 緑5, 3 緑4 → 順調: 5, 5, 4.
    // Round 2, green: 2 緑4, 3 緑2, 1 緑5 → 順調: 10, 9, 6. Seat 1 has exactly 10: the ritual
    // ends at once (熟達した詠唱 ①): 1 is due a 3-point token, the best of the rest (2, 9) a
    // 1-point token; nobody handed them out.
    // Round 3 was played anyway (yellow: 3 黄1, 1 黄5, 2 黄4): cards played after the ritual
    // ended — R9 (mid-ritual nobody may stand at exactly 10). The ritual's result is the one
    // at its end: chant 10, 9, 6; rewards due 3, 1, 0, counted in the standing (R12).
    let (v, code) = referee("rit3-ten-missed", &[]);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(v["phase"], "ritual-1-ended");
    assert_eq!(v["provisional"], true);
    assert_seats(
        &v,
        &[
            Seat {
                seat: 1,
                name: "Dora",
                real: true,
                score: Some(3),
                rank: Some(1),
                lines: &[("", 3)],
            },
            Seat {
                seat: 2,
                name: "Emil",
                real: true,
                score: Some(1),
                rank: Some(2),
                lines: &[("", 1)],
            },
            Seat {
                seat: 3,
                name: "Fumi",
                real: true,
                score: Some(0),
                rank: Some(3),
                lines: &[],
            },
            empty_seat(4, "4番"),
            empty_seat(5, "5番"),
        ],
    );
    assert_eq!([1, 2, 3].map(|s| chant(&v, s)), [10, 9, 6]);
    let rules: Vec<String> = violations(&v).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(rules, ["R9"], "{v:#}");
    let notes = v["notes"].to_string();
    assert!(notes.contains("熟達した詠唱"), "{notes}");
}
