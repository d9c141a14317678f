//! The shinjya referee on positions made as players make them, where a test does more than
//! referee one save (edits between two runs, breaches among others, the text report). The
//! verdicts on one saved position each are referee cases (`tests/referee/sj*`): fame (J9),
//! the winner steps and tie-breaks, the investigator's head start, virtual seats, the
//! provisional standing and conservation (J1). Every expected score was worked by hand from
//! the rulebook (seed 002, ●勝者の決定フェイズ and ○名声点の算出方法); each test names the rule
//! it checks.

use crate::common;
use common::shinjya::*;
use common::*;

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
