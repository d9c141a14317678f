//! Tests of the library's internals that reach across its modules: the fuzz loops over every
//! reader of outside input, the card faces as drawn, the notes' text as measured, the print
//! layout, the referee's reading of real exports. The integration tests (`tests/`) drive the
//! binary and the public API alone; what needs the inside of the crate is tested here.

mod architecture;
mod card_faces;
mod fuzz;
mod line_breaks;
mod print;
mod referee_inputs;
mod room_text;
mod seating;
mod turned_faces;

// The helpers of std alone, the integration tests' own file.
#[path = "../../tests/common/helpers.rs"]
mod helpers;
pub(crate) use helpers::{
    built_in_games, copy_dir, fixtures_dir, japanese_in, real_exports, repo, scratch,
};

// Pictures carrying a camera's metadata, and what of it a file still holds: the
// integration tests' own file.
#[path = "../../tests/common/camera.rs"]
pub(crate) mod camera;

/// `udonforge ARGS` run in this process (the command line's own `command::run`), which must
/// succeed: for tests that need a game folder `new` makes before they look inside.
pub(crate) fn command(args: &[&str]) -> crate::command::Outcome {
    let outcome = crate::command::run(args.iter().map(Into::into).collect())
        .unwrap_or_else(|e| panic!("udonforge {}: {e}", args.join(" ")));
    assert_eq!(
        outcome.code,
        0,
        "udonforge {}: {}",
        args.join(" "),
        outcome.stderr
    );
    outcome
}
