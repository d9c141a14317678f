//! The shinjya referee on positions made as players make them. Every expected score was
//! worked by hand from the rulebook (seed 002, ●勝者の決定フェイズ and ○名声点の算出方法);
//! each test names the rule it checks.

use crate::common;
use common::shinjya::*;
use common::*;

#[test]
fn fame_counts_every_clause() {
    // J9. Accusations: 1→4, 2→1, 3→5, 4→1, 5→2.
    // seat 1 (investigator): wrong 告発 by believers 3→5 and 5→2: 2×3 = 6; ルルイエ +2 → 8
    // seat 2 (Cthulhu): accused the investigator +3; 遺言 +2, 日記 +1 (open) → 6
    // seat 3 (Cthulhu): ダイナマイト −2, クトゥルフの悪夢 +2 → 0
    // seat 4 (Nyar): accused the investigator +3; investigator's 告発 −2; 目撃者 +2, 凶器 +1 → 4
    // seat 5 (Nyar): 凶器 +1, ニャルラトテップの願望 +2 → 3
    let mut t = standard("fame");
    t.accuse_all(&[(1, 4), (2, 1), (3, 5), (4, 1), (5, 2)]);
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v.phase, "decision");
    assert!(!v.provisional);
    assert_eq!(v.scores(), [Some(8), Some(6), Some(0), Some(4), Some(3)]);
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "fame");
    assert_eq!(v.ranks(), [1, 2, 5, 3, 4]);
    assert_eq!(v.players[0].name, "player1");
}

#[test]
fn investigator_unaccused_wins_alone() {
    // 勝者の決定 step 1: no believer put 告発 on the investigator.
    let mut t = standard("unaccused");
    t.accuse_all(&[(1, 4), (2, 3), (3, 5), (4, 2), (5, 2)]);
    let (v, _) = t.referee(&[]);
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "investigator-unaccused");
}

#[test]
fn same_god_accusers_both_lose_but_still_feed_the_investigator() {
    // 勝者の決定 step 2 and ○名声点 "この計算には「敗者」の分も含まれる".
    // Accusations: 1→2, 2→1, 3→4, 4→5 (same god), 5→1.
    // Seats 4 and 5 (Nyar) lose. Wrong 告発: 3→4 and 4→5 → investigator 6 + ルルイエ 2 = 8.
    // seat 2: +3, −2 (investigator), 遺言 2, 日記 1 → 4; seat 3: 0.
    let mut t = standard("same-god");
    t.accuse_all(&[(1, 2), (2, 1), (3, 4), (4, 5), (5, 1)]);
    let (v, _) = t.referee(&[]);
    assert_eq!(v.scores()[0], Some(8));
    assert_eq!(v.scores()[1], Some(4));
    assert!(
        v.players[3]
            .status
            .as_deref()
            .unwrap_or("")
            .contains("敗者")
    );
    assert!(
        v.players[4]
            .status
            .as_deref()
            .unwrap_or("")
            .contains("敗者")
    );
    assert!(v.players[1].status.is_none());
    assert_eq!(v.winners, [1]);
}

#[test]
fn same_god_losers_cannot_win_even_with_the_most_fame() {
    // Step 2 comes before fame: seat 2 has the most fame among believers but accused
    // seat 3, its fellow Cthulhu believer, so both lose.
    let mut t = dealt(
        5,
        "same-god-top",
        [INV, CTH, CTH, NYA, NYA],
        &[
            (2, "evidence/will", false),
            (2, "evidence/will", true),
            (2, "evidence/diary", true),
            (4, "evidence/weapon", true),
        ],
        1,
    );
    // 1→5, 2→3 (same god), 3→1, 4→1, 5→2.
    // seat 2: 2+2+1 = 5 (loser); seat 3: +3 = 3 (loser); seat 4: +3 + 凶器 1 = 4;
    // seat 5: investigator's 告発 −2 → −2; seat 1: wrong 2→3, 5→2 → 6.
    t.accuse_all(&[(1, 5), (2, 3), (3, 1), (4, 1), (5, 2)]);
    let (v, _) = t.referee(&[]);
    assert_eq!(v.scores(), [Some(6), Some(5), Some(3), Some(4), Some(-2)]);
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "fame");
}

/// Three believers on 3 fame each (they all accused the investigator, who accused seat 5).
fn three_way_tie(name: &str, held: &[(u32, &str, bool)], chair: u32) -> Report {
    let mut t = dealt(5, name, [INV, CTH, CTH, NYA, NYA], held, chair);
    t.accuse_all(&[(1, 5), (2, 1), (3, 1), (4, 1), (5, 1)]);
    t.referee(&[]).0
}

#[test]
fn tiebreak_one_dynamite() {
    // ○勝者が複数の場合 第1条件: seat 2 holds ダイナマイト (−2) and 遺言 (+2): 3, tied with 3 and 4.
    let v = three_way_tie(
        "tie-dynamite",
        &[(2, "evidence/dynamite", false), (2, "evidence/will", false)],
        1,
    );
    assert_eq!(v.scores(), [Some(0), Some(3), Some(3), Some(3), Some(1)]);
    assert_eq!(v.winners, [2]);
    assert_eq!(v.decided(), "tiebreak-dynamite");
}

#[test]
fn tiebreak_two_incidents() {
    // 第2条件: seat 3 holds ニャルラトテップの願望 (no Cthulhu icon): more incidents.
    let v = three_way_tie("tie-incidents", &[(3, "incident/nyar-wish", true)], 1);
    assert_eq!(v.scores()[1..4], [Some(3), Some(3), Some(3)]);
    assert_eq!(v.winners, [3]);
    assert_eq!(v.decided(), "tiebreak-incidents");
}

#[test]
fn tiebreak_three_evidence() {
    // 第3条件: seat 4 holds 遺言 (no Nyar icon): more evidence.
    let v = three_way_tie("tie-evidence", &[(4, "evidence/will", false)], 1);
    assert_eq!(v.winners, [4]);
    assert_eq!(v.decided(), "tiebreak-evidence");
}

#[test]
fn tiebreak_four_chair() {
    // 第4条件: seat 3 is the chair among the tied winners.
    let v = three_way_tie("tie-chair", &[], 3);
    assert_eq!(v.winners, [3]);
    assert_eq!(v.decided(), "tiebreak-chair");
}

#[test]
fn tiebreak_final_nobody() {
    // 最終条件: the chair (seat 1) is not among the tied: nobody wins.
    let v = three_way_tie("tie-none", &[], 1);
    assert!(v.winners.is_empty());
    assert_eq!(v.decided(), "tiebreak-none");
}

#[test]
fn four_players_investigator_starts_with_one() {
    // オプションルール ○探索者の名声点: 4 players → +1. Seat 5 is virtual.
    // 1→2, 2→1, 3→1, 4→3: wrong 4→3 → 3; +1 head start → 4; seat 2: +3 −2 = 1.
    let mut t = dealt(4, "four", [INV, CTH, NYA, NYA, CTH], &[], 1);
    t.accuse_all(&[(1, 2), (2, 1), (3, 1), (4, 3)]);
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v.scores(), [Some(4), Some(1), Some(3), Some(0), None]);
    assert!(!v.players[4].real);
    assert_eq!(v.winners, [1]);
}

#[test]
fn three_players_investigator_starts_with_two() {
    // 3 players → +2. 1→2, 2→1, 3→2 (wrong): 3 + 2 = 5.
    let mut t = dealt(3, "three", [INV, CTH, NYA, NYA, CTH], &[], 1);
    t.accuse_all(&[(1, 2), (2, 1), (3, 2)]);
    let (v, _) = t.referee(&[]);
    assert_eq!(v.scores()[0], Some(5));
    assert_eq!(v.winners, [1]);
}

#[test]
fn virtual_investigator_unaccused_means_nobody_wins() {
    // ○仮のプレイヤーの扱い: a virtual investigator nobody accused → everybody loses.
    let mut t = dealt(4, "virtual-inv", [CTH, CTH, NYA, NYA, INV], &[], 1);
    t.accuse_all(&[(1, 3), (2, 4), (3, 1), (4, 2)]);
    let (v, _) = t.referee(&[]);
    assert!(v.winners.is_empty());
    assert_eq!(v.decided(), "virtual-investigator-unaccused");
}

#[test]
fn accusing_a_virtual_investigator_still_scores_three() {
    // ○仮のプレイヤーの扱い: success against a virtual investigator gives +3.
    // 1→5 (+3), 2→4 (wrong), 3→5 (+3), 4→2 (wrong). Seat 1: 3; seat 3: 3; tie → chair seat 1.
    let mut t = dealt(4, "virtual-inv-hit", [CTH, NYA, NYA, CTH, INV], &[], 1);
    t.accuse_all(&[(1, 5), (2, 4), (3, 5), (4, 2)]);
    let (v, _) = t.referee(&[]);
    assert_eq!(v.scores(), [Some(3), Some(0), Some(3), Some(0), None]);
    assert_eq!(v.winners, [1]);
    assert_eq!(v.decided(), "tiebreak-chair");
}

#[test]
fn scores_are_provisional_until_every_accusation_is_placed() {
    // ●告発フェイズ: two laps; before they end the verdict is provisional.
    let mut t = standard("provisional");
    t.place(1, "accuse", 4);
    t.place(2, "accuse", 1);
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v.phase, "accusation");
    assert!(v.provisional);
}

#[test]
fn the_final_identity_card_decides() {
    // Decision: after ニャルラトテップの戯れ the identity held at the end counts.
    // Seat 2 ends with the Nyar identity and holds 目撃者 (+2 Nyar).
    let mut t = dealt(
        5,
        "final-identity",
        [INV, NYA, CTH, CTH, NYA],
        &[(2, "evidence/witness", true)],
        1,
    );
    t.accuse_all(&[(1, 3), (2, 1), (3, 1), (4, 1), (5, 1)]);
    let (v, _) = t.referee(&[]);
    assert_eq!(v.scores()[1], Some(5));
    assert_eq!(v.winners, [2]);
}

#[test]
fn a_deleted_card_is_reported() {
    // J1: totals.
    let mut t = standard("deleted");
    t.accuse_all(&[(1, 4), (2, 1), (3, 5), (4, 1), (5, 2)]);
    t.remove("evidence/diary", None);
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breach_codes(), ["missing-component"]);
    assert!(v.violations[0].message.contains("日記"));
}

#[test]
fn a_duplicated_card_is_reported() {
    // J1: a player used コピーを作る on ダイナマイト.
    let mut t = standard("duplicated");
    t.accuse_all(&[(1, 4), (2, 1), (3, 5), (4, 1), (5, 2)]);
    t.duplicate("evidence/dynamite");
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breach_codes(), ["duplicate-component"]);
}

#[test]
fn two_identity_cards_at_one_seat_are_reported() {
    // J3: exactly one identity card per seat.
    let mut t = standard("two-identities");
    let (x, y) = t.zone_xy(3, "hand", 3);
    t.move_to_xy(CTH, None, x, y); // seat 2's Cthulhu card moved to seat 3
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 1);
    let c = v.breach_codes();
    assert_eq!(
        c.iter().filter(|c| **c == "identity-count").count(),
        2,
        "{c:?}"
    );
}

#[test]
fn a_card_outside_every_area_is_reported() {
    // J1: every component lies in a seat or a shared area.
    let mut t = standard("outside");
    // Centred in the gap between seats 1 and 2, which belongs to no area.
    let (a, b) = (t.game.layout.seat_areas[0], t.game.layout.seat_areas[1]);
    let (cx, cy) = ((a.x + a.width + b.x) / 2.0, a.y + a.height / 2.0);
    t.move_to_xy("evidence/will", None, (cx - 1.5) * 50.0, (cy - 2.1) * 50.0);
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 1);
    assert!(v.breach_codes().contains(&"outside-areas"), "{v:#}");
}

#[test]
fn virtual_players_do_not_accuse() {
    // ○仮のプレイヤーの扱い / J8.
    let mut t = dealt(4, "virtual-accuses", [INV, CTH, CTH, NYA, NYA], &[], 1);
    t.accuse_all(&[(1, 2), (2, 1), (3, 1), (4, 1)]);
    t.place(5, "accuse", 2);
    // Refereed as the 4 players the room was built for: the virtual seat's card is a breach.
    let (v, code) = t.referee(&["--players", "4"]);
    assert_eq!(code, 1);
    assert_eq!(v.breach_codes(), ["virtual-accused"]);
    // Without --players the table decides: a placed accusation is play, so seat 5 is a
    // fifth player, and the report says the count differs from the room's.
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 0, "{v:#}");
    assert!(v.players[4].real, "{v:#}");
    let notes = format!("{:?}", v.notes);
    assert!(notes.contains("4人用") && notes.contains("席5"), "{notes}");
}

#[test]
fn the_chair_and_the_marker_are_checked() {
    // J5: one 議長, and the marker on a character card.
    let mut t = standard("chair");
    t.make_chair(2);
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 1);
    assert!(v.breach_codes().contains(&"chair-count"), "{v:#}");
}

#[test]
fn setup_rooms_are_legal_for_every_player_count() {
    for players in [3, 4, 5] {
        let dir = scratch("setup-legal");
        let zip = build_room(
            &dir,
            "shinjya",
            &["--players", &players.to_string(), "--seed", "9"],
        );
        let v = Test::referee(&zip).report();
        assert_eq!(v.phase, "setup");
        let real = v.players.iter().filter(|p| p.real).count();
        assert_eq!(real, players, "{players}p");
    }
}

#[test]
fn a_card_that_lost_its_identity_is_recognised_by_its_image() {
    let mut t = standard("lost-identity");
    t.accuse_all(&[(1, 4), (2, 1), (3, 5), (4, 1), (5, 2)]);
    // A fork dropped the attribute: the card is known by its face image, and still scores
    // −2 for its Cthulhu holder (seat 3: ダイナマイト −2 + クトゥルフの悪夢 +2 = 0).
    t.forget_identity("evidence/dynamite");
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v.scores(), [Some(8), Some(6), Some(0), Some(4), Some(3)]);
    assert!(v.notes[0].contains("画像"), "{v:#}");
}

#[test]
fn fly_saves_and_english_reports() {
    let mut t = standard("fly");
    t.accuse_all(&[(1, 4), (2, 1), (3, 5), (4, 1), (5, 2)]);
    let path = t.save_as("fly_data.xml");
    let run = Test::new()
        .args(&["referee", path.to_str().unwrap(), "--lang", "en"])
        .stdout_has("Winner: seat 1 (player1) (decided by: highest fame)")
        .run();
    assert!(
        run.stdout
            .contains("Winner: seat 1 (player1) (decided by: highest fame)"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Rule violations: none"));
}

#[test]
fn the_marker_must_lie_on_a_character_card() {
    // J5: the interrogation marker sits on exactly one character card.
    let mut t = standard("marker");
    let (x, y) = t.area_xy("tools", 0);
    t.move_to_xy("interrogation-marker", None, x, y);
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 1);
    assert_eq!(v.breach_codes(), ["marker-off-character"]);
}

/// Objects that are not the game's are named in a note, never silently dropped; a table
/// strewn with them gets the first ten by name and the rest counted, and the verdict is
/// otherwise the same.
#[test]
fn objects_players_added_are_named_in_one_bounded_note() {
    let t = standard("foreign-many");
    let (plain, _) = t.referee(&[]);
    let mut t = standard("foreign-many");
    let mut stranger = t.take("evidence/dynamite", None);
    t.room.children.push(stranger.clone());
    stranger.attrs.retain(|(k, _)| k != "udonforge");
    stranger.children.clear();
    for _ in 0..12 {
        t.room.children.push(stranger.clone());
    }
    let (v, code) = t.referee(&[]);
    assert_eq!(code, 0, "{v:#}");
    let notes: Vec<&str> = v.notes.iter().map(String::as_str).collect();
    assert_eq!(notes.len(), plain.notes.len() + 1);
    let note = notes
        .iter()
        .find(|n| n.contains("ゲームの部品ではない"))
        .unwrap();
    assert!(note.contains("12個") && note.contains("ほか2個"), "{note}");
    assert_eq!(note.matches("カード（").count(), 10, "{note}");
    assert_eq!(v.players, plain.players);
    assert_eq!(v.violations, plain.violations);
}
