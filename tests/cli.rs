//! Command-line behaviour: listing games, and clear one-line errors with exit code 2.

mod common;
use common::*;

#[test]
fn games_lists_id_title_and_player_range() {
    let run = udonforge(&["games"]);
    assert_eq!(run.code, 0);
    assert!(
        run.stdout
            .lines()
            .any(|l| l == "shinjya\t信じられるのは邪神だけ\t3-5 players"),
        "{}",
        run.stdout
    );
}

#[test]
fn errors_are_one_line_with_a_hint_and_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["build", "nosuchgame"], "error: no game `nosuchgame`"),
        (
            &["build", "shinjya", "--players", "6"],
            "error: `shinjya` is for 3 to 5 players, not 6",
        ),
        (
            &["build", "shinjya", "--players", "five"],
            "error: `--players` expects a whole number, found `five`",
        ),
        (
            &["build", "shinjya", "--lang", "en"],
            "error: `shinjya` has no text in `en`",
        ),
        (
            &["build", "shinjya", "--lang", "fr"],
            "error: `--lang` expects `ja` or `en`, found `fr`",
        ),
        (
            &["build", "shinjya", "--colour"],
            "error: unknown option `--colour`",
        ),
        (&["frobnicate"], "error: unknown command `frobnicate`"),
    ];
    for (args, expected) in cases {
        let run = udonforge(args);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stderr.starts_with(expected), "{args:?}: {}", run.stderr);
        assert!(run.stderr.lines().count() <= 2, "{args:?}: {}", run.stderr);
    }
}

#[test]
fn an_unwritable_output_leaves_nothing_behind() {
    let dir = scratch("unwritable");
    let out = dir.join("missing-folder/room.zip");
    let run = udonforge(&[
        "build",
        "shinjya",
        "--seed",
        "1",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.starts_with("error: cannot write"),
        "{}",
        run.stderr
    );
    assert!(!out.exists());
}
