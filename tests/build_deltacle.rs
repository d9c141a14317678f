//! `udonforge build deltacle`: the room loads in udonarium with the rulebook's setup done on
//! a track drawn from the definition, at every player count.

use crate::common;
use crate::room_view;
use common::*;
use room_view::{attr, data_text, data_xml, identity};
use udonforge::definition::{self, Game};
use udonforge::udonarium::Element;

/// An object's centre in cells (every DELTACLE object is as tall as wide except the cards of
/// size 2 and 3, which the tests do not locate by centre).
fn centre(el: &Element) -> (f64, f64) {
    let size: f64 = data_text(el, "size").unwrap().parse().unwrap();
    (
        attr(el, "location.x") / 50.0 + size / 2.0,
        attr(el, "location.y") / 50.0 + size / 2.0,
    )
}

fn loose<'a>(room: &'a Element, component: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
    room.children
        .iter()
        .filter(move |c| identity(c).is_some_and(|i| i.component == component))
}

fn stacked(stack: &Element) -> Vec<&Element> {
    stack
        .children
        .iter()
        .flat_map(|n| &n.children)
        .filter(|c| c.tag == "card")
        .collect()
}

fn deltacle() -> Game {
    definition::load(&repo().join("templates/deltacle")).unwrap()
}

#[test]
fn every_player_count_passes_udon_check_strict_with_exact_counts() {
    let dir = scratch("deltacle-counts");
    for players in 2..=4u32 {
        let zip = build_room(
            &dir,
            "deltacle",
            &["--players", &players.to_string(), "--seed", "7"],
        );
        let report = udon_check(&zip);
        assert_eq!(report["errors"], 0, "{players}p: {report:#}");
        assert_eq!(report["warnings"], 0, "{players}p: {report:#}");
        let counts = &report["counts"];
        let empty = 4 - players;
        // 45 chips + 16 control cards + 1 blessing card + four speed markers: a seat nobody
        // plays keeps its marker and piece set aside for a player who joins late.
        assert_eq!(counts["card"], 45 + 16 + 1 + 4, "{players}p");
        // The two waiting stacks (45 − 12 emblem squares = 33 chips), and each empty seat's
        // four control cards set aside as a stack.
        assert_eq!(counts["card-stack"], 2 + empty, "{players}p");
        assert_eq!(counts["card.in-stack"], 33 + 4 * empty, "{players}p");
        // Four pieces and four name pieces.
        assert_eq!(counts["character"], 8, "{players}p");
        assert_eq!(counts["text-note"], 7);
        assert_eq!(counts["game-table"], 1);
        let size = std::fs::metadata(&zip).unwrap().len();
        assert!(size <= 1_500_000, "{players}p room is {size} bytes");
        let room = data_xml(&zip);
        let count = |prefix: &str| {
            fn walk(el: &Element, prefix: &str, n: &mut usize) {
                if identity(el).is_some_and(|i| i.component.starts_with(prefix)) {
                    *n += 1;
                }
                for c in &el.children {
                    walk(c, prefix, n);
                }
            }
            let mut n = 0;
            walk(&room, prefix, &mut n);
            n
        };
        for colour in ["blue", "yellow", "red"] {
            assert_eq!(count(&format!("gem/{colour}")), 15, "{players}p {colour}");
        }
        assert_eq!(count("control/"), 16);
        assert_eq!(count("blessing/"), 1);
        assert_eq!(count("speed-marker/"), 4);
        assert_eq!(count("witch"), 4);
    }
}

#[test]
fn same_seed_is_byte_identical_and_another_seed_shuffles_differently() {
    let dir = scratch("deltacle-determinism");
    let build = |sub: &str, seed: &str| {
        std::fs::read(build_room(&dir.join(sub), "deltacle", &["--seed", seed])).unwrap()
    };
    assert!(build("a", "42") == build("b", "42"), "seed 42 differs");
    assert!(
        build("c", "42") != build("d", "43"),
        "seeds 42 and 43 equal"
    );
}

#[test]
fn setup_is_done_chips_on_emblems_pieces_on_starts_speed_three() {
    let game = deltacle();
    let track = game.layout.track.as_ref().unwrap();
    assert_eq!(track.len(), 32);
    let dir = scratch("deltacle-setup");
    let room = data_xml(&build_room(&dir, "deltacle", &["--seed", "5"]));
    // One face-up chip in the middle of every emblem square, none on other squares.
    let chips: Vec<&Element> = room
        .children
        .iter()
        .filter(|c| c.tag == "card" && identity(c).unwrap().component.starts_with("gem/"))
        .collect();
    assert_eq!(chips.len(), 12);
    let mut on: Vec<usize> = chips
        .iter()
        .map(|c| {
            assert_eq!(c.get("state"), Some("0"), "chips on the track lie face up");
            let (x, y) = centre(c);
            track.square_at(x, y).expect("a chip on a square")
        })
        .collect();
    on.sort();
    assert_eq!(on, track.emblems);
    // The rest: two face-up stacks of 17 and 16 in the waiting area.
    let waiting = game.layout.area("waiting").unwrap().rect;
    let stacks: Vec<&Element> = room
        .children
        .iter()
        .filter(|c| c.tag == "card-stack")
        .collect();
    let sizes: Vec<usize> = stacks.iter().map(|s| stacked(s).len()).collect();
    assert_eq!(sizes, [17, 16]);
    for s in &stacks {
        assert!(stacked(s).iter().all(|c| c.get("state") == Some("0")));
        let (x, y) = (
            attr(s, "location.x") / 50.0 + 0.5,
            attr(s, "location.y") / 50.0 + 0.5,
        );
        assert!(waiting.contains(x, y), "a waiting stack outside its area");
    }
    // Each seat's piece on its start square, named after its character.
    for (seat, start) in track.starts.iter().enumerate() {
        let piece = room
            .children
            .iter()
            .find(|c| {
                identity(c)
                    .is_some_and(|i| i.component == "witch" && i.seat == Some(seat as u32 + 1))
            })
            .unwrap();
        let (x, y) = centre(piece);
        assert_eq!(track.square_at(x, y), Some(*start), "seat {}", seat + 1);
        assert_eq!(
            data_text(piece, "name").unwrap(),
            game.seats[seat].name.get(definition::Lang::Ja)
        );
    }
    // Speed markers on the gauge's 3; four face-down control cards in every hand; the
    // blessing card at seat 1.
    let gauge = &game.layout.gauges[0];
    let speed_zone = game.layout.seat_zone("speed").unwrap();
    for seat in 0..4 {
        let marker = loose(&room, "speed-marker/speed-marker")
            .find(|c| identity(c).unwrap().seat == Some(seat as u32 + 1))
            .unwrap();
        let (x, y) = centre(marker);
        let zone = game.layout.seat_zone_rect(speed_zone, seat);
        assert!(zone.contains(x, y));
        assert_eq!(gauge.value_at(seat, &zone, x), Some(3));
        let hand = game
            .layout
            .seat_zone_rect(game.layout.seat_zone("hand").unwrap(), seat);
        let cards: Vec<&Element> = room
            .children
            .iter()
            .filter(|c| {
                identity(c).is_some_and(|i| {
                    i.component.starts_with("control/") && i.seat == Some(seat as u32 + 1)
                })
            })
            .collect();
        assert_eq!(cards.len(), 4);
        for c in cards {
            assert_eq!(c.get("state"), Some("1"), "hands start face down");
            let (x, y) = (
                attr(c, "location.x") / 50.0 + 1.0,
                attr(c, "location.y") / 50.0 + 1.4,
            );
            assert!(
                hand.contains(x, y),
                "seat {} card outside the hand",
                seat + 1
            );
        }
    }
    let blessing = loose(&room, "blessing/blessing").next().unwrap();
    let zone = game
        .layout
        .seat_zone_rect(game.layout.seat_zone("blessing").unwrap(), 0);
    let (x, y) = (
        attr(blessing, "location.x") / 50.0 + 1.5,
        attr(blessing, "location.y") / 50.0 + 1.0,
    );
    assert!(zone.contains(x, y), "the blessing card starts at seat 1");
    assert_eq!(
        identity(blessing).unwrap().seat,
        None,
        "the blessing card is nobody's by design"
    );
}

/// The seats whose pieces are on the track, and the squares they stand on.
fn pieces_on_track(game: &Game, room: &Element) -> Vec<(u32, usize)> {
    let track = game.layout.track.as_ref().unwrap();
    let mut out: Vec<(u32, usize)> = loose(room, "witch")
        .filter_map(|p| {
            let (x, y) = centre(p);
            Some((identity(p).unwrap().seat.unwrap(), track.square_at(x, y)?))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn three_players_leave_one_start_empty_and_two_use_alternate_starts() {
    let game = deltacle();
    let dir = scratch("deltacle-counts-starts");
    let names = |room: &Element| -> Vec<String> {
        loose(room, "player-name")
            .map(|c| data_text(c, "name").unwrap())
            .collect()
    };
    // 3 players: seat 4 (ゴッドハンド, as the rulebook recommends for a first game) is empty:
    // square 25 has no piece.
    let room = data_xml(&build_room(
        &dir.join("3"),
        "deltacle",
        &["--players", "3", "--seed", "1"],
    ));
    assert_eq!(pieces_on_track(&game, &room), [(1, 0), (2, 8), (3, 16)]);
    assert_eq!(names(&room)[3], "空席");
    assert_eq!(set_aside(&game, &room), [4]);
    // 2 players: seats 1 and 3, on squares 1 and 17, one start square apart.
    let room = data_xml(&build_room(
        &dir.join("2"),
        "deltacle",
        &["--players", "2", "--seed", "1"],
    ));
    assert_eq!(pieces_on_track(&game, &room), [(1, 0), (3, 16)]);
    assert_eq!(
        names(&room),
        [
            "プレイヤー名を入れる",
            "空席",
            "プレイヤー名を入れる",
            "空席"
        ]
    );
    assert_eq!(set_aside(&game, &room), [2, 4]);
    // The played seats' control cards lie in their hands; the empty seats' are set aside.
    let hands: Vec<u32> = loose(&room, "control/speed-3")
        .map(|c| identity(c).unwrap().seat.unwrap())
        .collect();
    assert_eq!(hands, [1, 3]);
}

/// The empty seats whose piece, speed marker and four control cards all lie in the
/// 「空席の駒とカード」 area, each seat's on a row of its own (checked: no two seats' things
/// share a row), and nothing of a played seat there.
fn set_aside(game: &Game, room: &Element) -> Vec<u32> {
    let spare = game.layout.area("spare").unwrap().rect;
    let mut rows: std::collections::BTreeMap<u32, Vec<(String, f64)>> = Default::default();
    for el in &room.children {
        let Some(id) = identity(el) else { continue };
        let (x, y) = (attr(el, "location.x") / 50.0, attr(el, "location.y") / 50.0);
        if !spare.contains(x + 0.5, y + 0.5) {
            continue;
        }
        let what = match (el.tag.as_str(), id.component.as_str()) {
            ("card-stack", _) => format!("control ×{}", stacked(el).len()),
            (_, c) => c.to_string(),
        };
        let seat = match el.tag.as_str() {
            "card-stack" => identity(stacked(el)[0]).unwrap().seat.unwrap(),
            _ => id.seat.unwrap(),
        };
        rows.entry(seat).or_default().push((what, y));
    }
    let mut bands: Vec<(f64, f64)> = Vec::new();
    for (seat, things) in &rows {
        let mut what: Vec<&str> = things.iter().map(|(w, _)| w.as_str()).collect();
        what.sort();
        assert_eq!(
            what,
            ["control ×4", "speed-marker/speed-marker", "witch"],
            "seat {seat}"
        );
        let top = things.iter().map(|t| t.1).fold(f64::MAX, f64::min);
        let bottom = things.iter().map(|t| t.1).fold(f64::MIN, f64::max) + 2.8;
        assert!(
            bands.iter().all(|(t, b)| bottom <= *t || top >= *b),
            "seat {seat}'s row overlaps another"
        );
        bands.push((top, bottom));
    }
    rows.into_keys().collect()
}

#[test]
fn notes_stand_clear_of_the_seats_and_of_each_other() {
    // #8: udonarium stands a note up from its location; each rule note may hide only the
    // rules strip behind it, never a seat, an area or another note. #18: 「はじめに」 stands
    // apart, in the track's loop where the first screen looks (about cells x 14–34, y 14–34
    // clear of the app's windows), and hides only its own area there.
    let game = udonforge::definition::load(&repo().join("templates/deltacle")).unwrap();
    let dir = scratch("deltacle-notes");
    let zip = build_room(&dir, "deltacle", &["--seed", "6"]);
    let mut room = data_xml(&zip);
    let guide = room_view::notes(&room)
        .into_iter()
        .find(|n| n.title == "はじめに")
        .expect("a 「はじめに」 note");
    // What it hides: tests/notes_clear.rs (#29), from the camera's eye.
    let area = game.layout.area("guide").unwrap().rect;
    assert!(
        area.contains(guide.x, guide.y - 0.01),
        "はじめに at {guide:?}"
    );
    let first_screen = udonforge::definition::Rect {
        x: 14.0,
        y: 14.0,
        width: 20.0,
        height: 20.0,
    };
    let (left, right) = (guide.x - guide.width / 2.0, guide.x + guide.width / 2.0);
    assert!(
        first_screen.contains(left, guide.y) && first_screen.contains(right, guide.y),
        "はじめに at {guide:?}"
    );
    room.children.retain(|c| {
        !(c.tag == "text-note" && data_text(c, "title").as_deref() == Some("はじめに"))
    });
    room_view::assert_notes_hide_only_their_area(&game, &room, 6);
}
