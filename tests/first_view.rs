//! What a room opens on (#29): udonarium opens every room at one fixed camera, so which seat
//! a group first sees is decided by where the layout puts the seats. In every built-in game,
//! at every player count, the seat that takes the most of the first screen is one the game
//! uses: a played seat, or one a virtual player holds — never an empty one (RITUAL's 2- to
//! 4-player rooms opened on the empty seat 5). Nor does an empty seat fill much of the first
//! screen beside a played one (Wie verhext!'s 3- and 4-player rooms showed the empty seat 5
//! large across the bottom, below the played seat 1).

use crate::common::{built_in_games, repo};
use crate::room_view::default_camera;
use udonforge::definition::Game;

/// udonarium's window as `udon-view` opens it, px.
const WINDOW: (f64, f64) = (1600.0, 1000.0);
/// Screen pixels between samples: fine enough to weigh a seat's share of the window.
const STEP: f64 = 8.0;
/// The most of the first screen (of every sampled window pixel) an empty seat may fill: a
/// sliver at an edge, not a seat the eye takes for the group's.
const EMPTY_SEAT_MOST: f64 = 0.02;

/// The point of the table (cells) drawn at window pixel (`sx`, `sy`) at the default camera,
/// or `None` above the horizon: [`default_camera`] solved for a point on the table (z = 0).
fn table_point(table: (f64, f64), sx: f64, sy: f64) -> Option<(f64, f64)> {
    let (w, h) = (table.0 * 50.0, table.1 * 50.0);
    let (a, b) = (10f64.to_radians(), 50f64.to_radians());
    let t = sy - 500.0;
    let depth = 1000.0 * b.cos() + t * b.sin();
    if depth <= 0.0 {
        return None;
    }
    let y1 = 1000.0 * t / depth;
    let scale = 1000.0 / (1000.0 - y1 * b.sin());
    let x1 = (sx - 800.0) / scale + 800.0 - 100.0 - w / 2.0;
    let (px, py) = (x1 * a.cos() + y1 * a.sin(), -x1 * a.sin() + y1 * a.cos());
    Some(((px + w / 2.0) / 50.0, (py + h / 2.0) / 50.0))
}

#[test]
fn a_window_pixel_maps_back_to_the_table_point_drawn_there() {
    let table = (88.0, 59.0);
    for (x, y) in [(10.0, 50.0), (40.0, 30.0), (80.0, 5.0), (1.0, 58.0)] {
        let (sx, sy) = default_camera(table, x, y, 0.0);
        let (bx, by) = table_point(table, sx, sy).expect("below the horizon");
        assert!(
            (bx - x).abs() < 1e-6 && (by - y).abs() < 1e-6,
            "({x}, {y}) → ({bx}, {by})"
        );
    }
}

/// How many window pixels [`seat_shares`] samples.
fn sampled_pixels() -> f64 {
    (WINDOW.0 / STEP).ceil() * (WINDOW.1 / STEP).ceil()
}

/// Per seat, how many sampled pixels of the first screen show its area.
fn seat_shares(game: &Game) -> Vec<usize> {
    let table = (game.table.width as f64, game.table.height as f64);
    let seats = &game.layout.seat_areas;
    let mut shares = vec![0; seats.len()];
    let mut sy = STEP / 2.0;
    while sy < WINDOW.1 {
        let mut sx = STEP / 2.0;
        while sx < WINDOW.0 {
            if let Some((x, y)) = table_point(table, sx, sy)
                && let Some(seat) = seats.iter().position(|r| r.contains(x, y))
            {
                shares[seat] += 1;
            }
            sx += STEP;
        }
        sy += STEP;
    }
    shares
}

#[test]
fn every_room_opens_on_a_seat_in_play() {
    let mut problems = Vec::new();
    let mut rooms = 0;
    for dir in built_in_games() {
        let id = dir.file_name().unwrap().to_string_lossy().into_owned();
        let game = udonforge::definition::load(&repo().join("templates").join(&id)).unwrap();
        for players in game.players.min..=game.seats.len() as u32 {
            let Ok(seating) = game.seating(players) else {
                continue;
            };
            let played = seating.played();
            // Seats as the room for this count lays them out (RITUAL moves seat 1 and
            // leaves empty seats off the table with fewer players, #41).
            let shares = seat_shares(&game.arranged_for(&game.seating(players).unwrap()).unwrap());
            rooms += 1;
            if !game.players.unplayed_are_virtual() {
                for (seat, &pixels) in shares.iter().enumerate() {
                    let share = pixels as f64 / sampled_pixels();
                    if !played[seat] && share > EMPTY_SEAT_MOST {
                        problems.push(format!(
                            "{id}, {players} players: the empty seat {} fills {:.1} % of the \
                             first screen (at most {:.0} %; pixels sampled per seat: {shares:?})",
                            seat + 1,
                            share * 100.0,
                            EMPTY_SEAT_MOST * 100.0
                        ));
                    }
                }
            }
            // The seat showing most; a room opening on the table's shared places shows none.
            let Some(first) = (0..shares.len())
                .filter(|&s| shares[s] > 0)
                .max_by_key(|&s| (shares[s], std::cmp::Reverse(s)))
            else {
                continue;
            };
            let in_play = played[first] || game.players.unplayed_are_virtual();
            if !in_play {
                problems.push(format!(
                    "{id}, {players} players: opens on seat {}, which nobody plays \
                     (pixels sampled per seat: {shares:?}, played: {played:?})",
                    first + 1
                ));
            }
        }
    }
    assert!(rooms >= 13, "every game × player count: {rooms}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
