//! The DELTACLE track and gauges come from TOML: editing the definition redraws the room,
//! and a mistake in it is refused with its file, line and column.

use crate::common;
use common::*;
use std::path::{Path, PathBuf};
use udonforge::definition::{self, Game};
use udonforge::udonarium::archive::{ReadLimits, read_xml_entries};
use udonforge::udonarium::xml::read_document;
use udonforge::udonarium::{Element, Identity};

/// A copy of the DELTACLE definition with `edits` (file, from, to) applied.
fn edited(name: &str, edits: &[(&str, &str, &str)]) -> PathBuf {
    let copy = GameCopy::new(name, "deltacle");
    for (file, from, to) in edits {
        copy.edit(file, from, to);
    }
    copy.templates
}

fn build_in(templates: &Path, out: &Path, extra: &[&str]) -> Test {
    let mut args = vec![
        "build",
        "deltacle",
        "--templates",
        templates.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    Test::new().args(&args)
}

/// Builds an edited definition; returns it loaded and the room's data.
fn build_edited(name: &str, edits: &[(&str, &str, &str)], extra: &[&str]) -> (Game, Element) {
    let templates = edited(name, edits);
    let out = templates.join("room.zip");
    build_in(&templates, &out, extra).stdout_has("wrote ").run();
    let entries = read_xml_entries(&std::fs::read(&out).unwrap(), ReadLimits::default()).unwrap();
    let data = entries.iter().find(|e| e.name == "data.xml").unwrap();
    (
        definition::load(&templates.join("deltacle")).unwrap(),
        read_document(&data.bytes).unwrap(),
    )
}

fn identity(el: &Element) -> Option<Identity> {
    Identity::decode(el.get("udonforge")?)
}

fn centre(el: &Element, size: f64) -> (f64, f64) {
    let at = |n: &str| el.get(n).unwrap().parse::<f64>().unwrap() / 50.0;
    (at("location.x") + size / 2.0, at("location.y") + size / 2.0)
}

/// Squares (0-based) with a chip on them, and the chips left in the waiting stacks.
fn chips(game: &Game, room: &Element) -> (Vec<usize>, Vec<usize>) {
    let track = game.layout.track.as_ref().unwrap();
    let mut on: Vec<usize> = room
        .children
        .iter()
        .filter(|c| c.tag == "card" && identity(c).unwrap().component.starts_with("gem/"))
        .map(|c| {
            let (x, y) = centre(c, 1.0);
            track.square_at(x, y).unwrap()
        })
        .collect();
    on.sort();
    let stacks = room
        .children
        .iter()
        .filter(|c| c.tag == "card-stack")
        .map(|s| {
            s.children
                .iter()
                .flat_map(|n| &n.children)
                .filter(|c| c.tag == "card")
                .count()
        })
        .collect();
    (on, stacks)
}

fn table_image(room: &Element) -> String {
    room.children
        .iter()
        .find(|c| c.tag == "game-table")
        .unwrap()
        .get("imageIdentifier")
        .unwrap()
        .to_string()
}

#[test]
fn a_longer_track_is_drawn_and_set_up_from_the_definition() {
    // 36 squares make a 10 × 10 loop; smaller squares keep it left of the seats.
    let (game, room) = build_edited(
        "deltacle-36",
        &[
            ("layout.toml", "square = 2.6", "square = 2.3"),
            ("layout.toml", "squares = 32", "squares = 36"),
            (
                "layout.toml",
                "emblems = [3, 5, 7, 11, 13, 15, 19, 21, 23, 27, 29, 31]",
                "emblems = [5, 14, 23, 32, 34]",
            ),
            (
                "layout.toml",
                "seat-2 = 9, seat-3 = 17, seat-4 = 25",
                "seat-2 = 10, seat-3 = 19, seat-4 = 28",
            ),
        ],
        &["--seed", "3"],
    );
    let track = game.layout.track.as_ref().unwrap();
    assert_eq!(track.len(), 36);
    let (on, stacks) = chips(&game, &room);
    assert_eq!(on, [4, 13, 22, 31, 33]);
    assert_eq!(stacks, [20, 20], "45 − 5 chips in two piles");
    let mut starts: Vec<usize> = room
        .children
        .iter()
        .filter(|c| identity(c).is_some_and(|i| i.component == "witch"))
        .map(|p| {
            let (x, y) = centre(p, 2.0);
            track.square_at(x, y).unwrap()
        })
        .collect();
    starts.sort();
    assert_eq!(starts, [0, 9, 18, 27]);
    // The four corners of a 10 × 10 loop.
    let corner = |i: usize| track.squares[i];
    assert_eq!(corner(9).y, corner(0).y);
    assert_eq!(corner(18).x, corner(9).x);
    assert_eq!(corner(27).y, corner(18).y);
}

#[test]
fn fewer_emblem_squares_leave_more_chips_waiting() {
    let (game, room) = build_edited(
        "deltacle-emblems",
        &[(
            "layout.toml",
            "emblems = [3, 5, 7, 11, 13, 15, 19, 21, 23, 27, 29, 31]",
            "emblems = [3, 19]",
        )],
        &["--seed", "3"],
    );
    let (on, stacks) = chips(&game, &room);
    assert_eq!(on, [2, 18]);
    assert_eq!(stacks, [22, 21]);
}

#[test]
fn a_characters_gauge_moves_its_marker_and_redraws_its_board() {
    let plain = build_edited("deltacle-gauge-plain", &[], &["--seed", "3"]);
    let (game, room) = build_edited(
        "deltacle-gauge",
        &[("layout.toml", "seat-2 = [1, 6]", "seat-2 = [2, 9]")],
        &["--seed", "3"],
    );
    let gauge = &game.layout.gauges[0];
    assert_eq!(gauge.range(1), (2, 9));
    assert_eq!(gauge.slots(1), 8);
    let zone = game
        .layout
        .seat_zone_rect(game.layout.seat_zone("speed").unwrap(), 1);
    let marker = |room: &Element| {
        room.children
            .iter()
            .find(|c| {
                identity(c)
                    .is_some_and(|i| i.component.starts_with("speed-marker/") && i.seat == Some(2))
            })
            .map(|m| centre(m, 1.0))
            .unwrap()
    };
    let (x, _) = marker(&room);
    assert_eq!(
        gauge.value_at(1, &zone, x),
        Some(3),
        "the marker starts on 3"
    );
    // On a gauge of 2–9 the 3 is the second of eight slots, not the third of six.
    let slot = zone.width / 8.0;
    assert!((x - (zone.x + slot * 1.5)).abs() < 0.05, "x = {x}");
    assert_ne!(marker(&plain.1).0, x);
    assert_ne!(
        table_image(&plain.1),
        table_image(&room),
        "the board is redrawn"
    );
}

/// A broken definition is refused: exit 2, the message at `file:line:col` of `anchor`.
fn refused(edits: &[(&str, &str, &str)], file: &str, anchor: &str, message: &str) {
    let templates = edited("deltacle-broken", edits);
    let out = templates.join("room.zip");
    let run = build_in(&templates, &out, &["--seed", "1"])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(!out.exists(), "no room from a broken definition");
    let path = templates.join("deltacle").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let offset = text.find(anchor).expect("anchor in the edited file");
    let line = text[..offset].matches('\n').count() + 1;
    let col = text[..offset].rsplit('\n').next().unwrap().chars().count() + 1;
    let place = format!("{}:{line}:{col}: ", path.display());
    assert!(
        run.stderr.contains(&place) && run.stderr.contains(message),
        "expected `{place}…{message}`, got:\n{}",
        run.stderr
    );
}

#[test]
fn an_odd_rectangular_track_is_refused_with_a_hint() {
    refused(
        &[("layout.toml", "squares = 32", "squares = 31")],
        "layout.toml",
        "31",
        "a rectangular track has an even number of squares",
    );
}

#[test]
fn an_emblem_off_the_track_is_refused() {
    refused(
        &[("layout.toml", "emblems = [3, 5,", "emblems = [3, 40,")],
        "layout.toml",
        "40",
        "emblem square 40 is not on the track",
    );
}

#[test]
fn a_seat_without_a_start_square_is_refused() {
    refused(
        &[("layout.toml", ", seat-4 = 25 }", " }")],
        "layout.toml",
        "{ seat-1 = 1",
        "seat `seat-4` has no start square",
    );
}

#[test]
fn a_gauge_that_cannot_hold_the_start_speed_is_refused() {
    refused(
        &[("layout.toml", "seat-3 = [1, 6]", "seat-3 = [4, 6]")],
        "layout.toml",
        "[4, 6]",
        "the gauge starts at 3, outside [4, 6]",
    );
}

#[test]
fn a_track_over_a_seat_is_refused() {
    refused(
        &[("layout.toml", "at = [12.5, 11.5]", "at = [36, 11.5]")],
        "layout.toml",
        "[36, 11.5]",
        "track square 1 overlaps seat `seat-1`",
    );
}

#[test]
fn a_path_track_with_a_gap_is_refused() {
    refused(
        &[(
            "layout.toml",
            "squares = 32",
            "path = [[0, 0], [1, 0], [3, 0], [1, 1]]",
        )],
        "layout.toml",
        "[[0, 0]",
        "square 2 [1, 0] does not touch the next square [3, 0]",
    );
}

#[test]
fn a_scoring_table_missing_a_pentacle_is_refused() {
    refused(
        &[("game.toml", "\"red+red+yellow\" = 1\n", "")],
        "game.toml",
        "[referee.sets.points]",
        "sets without points: yellow+red+red",
    );
}

#[test]
fn a_scoring_table_naming_an_unknown_gem_is_refused() {
    refused(
        &[(
            "game.toml",
            "\"blue+blue+blue\" = 5",
            "\"blu+blue+blue\" = 5",
        )],
        "game.toml",
        "\"blu+blue+blue\"",
        "`blu` is not a `gem` card",
    );
}

#[test]
fn things_set_aside_need_a_known_shared_area() {
    refused(
        &[(
            "layout.toml",
            "unplayed = \"aside\"\naside = \"spare\"",
            "unplayed = \"aside\"\naside = \"sparee\"",
        )],
        "layout.toml",
        "\"sparee\"",
        "unknown area `sparee`",
    );
    refused(
        &[(
            "layout.toml",
            "unplayed = \"aside\"\naside = \"spare\"",
            "unplayed = \"aside\"",
        )],
        "layout.toml",
        "\"aside\"\n\n",
        "`unplayed = \"aside\"` needs `aside = \"AREA\"`, a shared area",
    );
}
