//! RITUAL with fewer than five players (#41): the seats nobody plays left off the table,
//! the played ones facing each other; and the layout keys that do it, checked at load.

use crate::common::*;
use crate::room_view::*;

/// #41: with fewer than five players the played seats face each other in two rows (seat 1
/// in front of seat 2, 4 in front of 3), and the seats nobody plays are left off the
/// table: the table draws them nowhere, and the room's record keeps their places off its
/// edge, so a save is read as before.
#[test]
fn with_fewer_players_the_played_seats_face_each_other_and_the_empty_ones_are_left_out() {
    let dir = scratch("ritual-facing");
    let game = udonforge::definition::load(&repo().join("templates/ritual")).unwrap();
    let table_width = f64::from(game.table.width);
    for players in 2..=5u32 {
        let arranged = game.arranged_for(&game.seating(players).unwrap()).unwrap();
        let seats = &arranged.layout.seat_areas;
        let seating = game.seating(players).unwrap();
        let played = seating.played();
        // Played seats on the table, the others off it.
        for (seat, area) in seats.iter().enumerate() {
            assert_eq!(
                area.x < table_width,
                played[seat],
                "{players}p seat {}",
                seat + 1
            );
        }
        // Seat 1 faces seat 2 across the table: the same columns, one row in front.
        let (one, two) = (seats[0], seats[1]);
        if players < 5 {
            assert_eq!(one.x, two.x, "{players}p: seat 1 is not in front of seat 2");
            assert!(one.y > two.y);
        }
        if players == 4 {
            assert_eq!(
                seats[3].x, seats[2].x,
                "4p: seat 4 is not in front of seat 3"
            );
        }
        // The room's pieces stand only at played seats, inside their (moved) areas.
        let zip = build_room(
            &dir.join(players.to_string()),
            "ritual",
            &["--players", &players.to_string(), "--seed", "2"],
        );
        let room = data_xml(&zip);
        for piece in room.children.iter().filter(|c| c.tag == "character") {
            let id = identity(piece).unwrap();
            let Some(seat) = id.seat else { continue };
            let (x, y) = (
                attr(piece, "location.x") / 50.0,
                attr(piece, "location.y") / 50.0,
            );
            assert!(
                played[seat as usize - 1],
                "{players}p: a piece at seat {seat}"
            );
            assert!(
                seats[seat as usize - 1].contains(x + 0.5, y + 0.5),
                "{players}p seat {seat}"
            );
        }
    }
}

/// A layout that leaves empty seats off the table places nothing at them, and a seat
/// moved for some counts keeps clear of the others: a definition saying otherwise is
/// refused, at its line.
#[test]
fn a_layout_leaving_seats_out_is_checked() {
    let build = |copy: &GameCopy, says: &str| {
        Test::new()
            .current_dir(&copy.dir)
            .args(&[
                "build",
                "ritual",
                "--templates",
                copy.templates_arg(),
                "-o",
                "r.zip",
            ])
            .status(2)
            .stderr_has(says)
            .run();
        assert!(!copy.dir.join("r.zip").exists());
    };
    let kept = GameCopy::new("ritual-leave-out-kept", "ritual");
    kept.edit(
        "layout.toml",
        "zone = \"name\"\nunplayed = \"omit\"",
        "zone = \"name\"",
    );
    build(
        &kept,
        "piece `player-name` is kept at seats nobody plays, which the layout leaves off the table",
    );
    let clash = GameCopy::new("ritual-leave-out-clash", "ritual");
    clash.edit(
        "layout.toml",
        "players = [2, 3, 4]\nat = [30, 43]",
        "players = [2, 3, 4]\nat = [31, 29]",
    );
    build(
        &clash,
        "with 2 players seat `seat-1` overlaps seat `seat-2`",
    );
}
