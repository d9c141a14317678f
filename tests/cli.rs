//! Command-line behaviour: help, version, completions, listing games, and clear errors.

use crate::common;
use common::*;

#[test]
fn games_lists_id_title_player_range_and_languages() {
    let run = Test::new().args(&["games"]).stdout_has("\t").run();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(
        lines.contains(&"shinjya\t信じられるのは邪神だけ\t3-5 players\tja, en"),
        "{}",
        run.stdout
    );
    assert!(lines.contains(&"ritual\tリチュアル\t2-5 players\tja, en"));
}

#[test]
fn help_works_for_every_subcommand_and_never_builds() {
    let dir = scratch("help");
    for args in [
        &["--help"][..],
        &["-h"],
        &["help"],
        &["help", "build"],
        &["build", "--help"],
        &["build", "shinjya", "--help"],
        &["games", "--help"],
        &["new", "--help"],
        &["referee", "--help"],
        &["check", "--help"],
        &["layout", "--help"],
        &["completions", "--help"],
    ] {
        Test::new()
            .current_dir(&dir)
            .args(args)
            .stdout_has("Usage: udonforge")
            .run();
    }
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "help wrote a file"
    );
    let build = Test::new()
        .current_dir(&dir)
        .args(&["build", "--help"])
        .stdout_has("Usage: udonforge build")
        .run()
        .stdout;
    for needle in [
        "--players",
        "--seed",
        "--lang",
        "--output",
        "--templates",
        "--art",
    ] {
        assert!(build.contains(needle), "{needle}");
    }
    assert!(
        build.lines().any(|l| l.starts_with("  shinjya ")
            && l.ends_with("  3–5 players (default 5), --lang ja|en  信じられるのは邪神だけ")),
        "{build}"
    );
    assert!(
        build.lines().any(|l| l.starts_with("  ritual ")
            && l.ends_with("  2–5 players (default 4), --lang ja|en  リチュアル")),
        "{build}"
    );
    let referee = Test::new()
        .current_dir(&dir)
        .args(&["referee", "--help"])
        .stdout_has("Usage: udonforge referee")
        .run()
        .stdout;
    assert!(referee.contains("--templates <DIR>"), "{referee}");
    let version = Test::new().args(&["-V"]).stdout_has("udonforge ").run();
    assert_eq!(
        version.stdout.trim(),
        format!("udonforge {}", env!("CARGO_PKG_VERSION"))
    );
    Test::new().arg("--version").stdout(&version.stdout).run();
}

#[test]
fn the_documented_options_are_the_help_text() {
    let page = std::fs::read_to_string(repo().join("docs/command-line.md")).unwrap();
    for args in [
        &["--help"][..],
        &["games", "--help"],
        &["new", "--help"],
        &["build", "--help"],
        &["preview", "--help"],
        &["print", "--help"],
        &["referee", "--help"],
        &["check", "--help"],
        &["layout", "--help"],
    ] {
        let help = Test::new()
            .args(args)
            .stdout_has("Usage: udonforge")
            .run()
            .stdout;
        assert!(
            page.contains(help.trim_end()),
            "docs/command-line.md lacks the output of `udonforge {}`:\n{help}",
            args.join(" ")
        );
    }
}

#[test]
fn completions_for_each_shell() {
    for (shell, needle) in [
        ("bash", "_udonforge()"),
        ("zsh", "#compdef udonforge"),
        ("fish", "complete -c udonforge"),
    ] {
        Test::new()
            .args(&["completions", shell])
            .stdout_has(needle)
            .stdout_has("referee")
            .run();
    }
}

#[test]
fn a_language_the_game_lacks_is_refused_naming_those_it_has() {
    // Every built-in game offers English: a copy of shinjya in Japanese alone lacks it.
    let copy = GameCopy::new("cli-no-english", "shinjya");
    copy.edit(
        "game.toml",
        "languages = [\"ja\", \"en\"]",
        "languages = [\"ja\"]",
    );
    Test::new()
        .current_dir(&copy.dir)
        .args(&["build", "shinjya", "--lang", "en"])
        .args(&["--templates", copy.templates_arg()])
        .status(2)
        .stderr("error: `shinjya` has no text in `en`: its rulebook offers ja\nhint: leave out --lang to build in Japanese\n")
        .run();
    assert!(!copy.dir.join("shinjya01.zip").exists());
}

#[test]
fn errors_are_one_line_with_at_most_one_hint_and_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["build", "nosuchgame"], "error: no game `nosuchgame`"),
        (
            &["build", "Shinjya"],
            "error: no game `Shinjya`; the games are deltacle, ritual, shinjya, wie-verhext\nhint: did you mean `shinjya`?",
        ),
        (
            &["build", "../templates/shinjya"],
            "error: no game `../templates/shinjya`",
        ),
        (
            &["build", "shinjya", "--players", "6"],
            "error: `shinjya` is for 3 to 5 players, not 6",
        ),
        (
            &["build", "shinjya", "--players", "five"],
            "error: invalid value 'five' for '--players <N>'",
        ),
        (
            &["build", "shinjya", "--lang", "fr"],
            "error: invalid value 'fr' for '--lang <LANG>'",
        ),
        (
            &["build", "shinjya", "--colour"],
            "error: unexpected argument '--colour' found",
        ),
        // Options another subcommand takes are still unknown here.
        (
            &["build", "shinjya", "--json"],
            "error: unexpected argument '--json' found",
        ),
        (
            &["check", "x.zip", "--seed", "1"],
            "error: unexpected argument '--seed' found",
        ),
        (
            &["build"],
            "error: the following required arguments were not provided: <GAME>",
        ),
        (
            &["frobnicate"],
            "error: unrecognized subcommand 'frobnicate'",
        ),
        (
            &["build", "shinjya", "--art", "no/such/folder"],
            "error: `--art no/such/folder`: no such folder",
        ),
        (
            &["games", "--templates", "no/such/folder"],
            "error: `--templates no/such/folder`: no such folder",
        ),
        (&["check", "no/such.zip"], "error: no/such.zip: cannot read"),
    ];
    for (args, expected) in cases {
        let run = Test::new().args(args).status(2).stderr_has("error: ").run();
        assert!(run.stderr.starts_with(expected), "{args:?}: {}", run.stderr);
        let lines: Vec<&str> = run.stderr.lines().collect();
        assert!(lines.len() <= 2, "{args:?}: {}", run.stderr);
        if lines.len() == 2 {
            assert!(lines[1].starts_with("hint: "), "{args:?}: {}", run.stderr);
        }
    }
}

/// What the library returns for `args`, run in the repository as the binary is, in English
/// whatever this process's locale (as the `Test` builder's runs are).
fn in_process(args: &[&str]) -> Result<udonforge::command::Outcome, udonforge::error::Error> {
    let english = ["--messages", "en"];
    udonforge::command::run(args.iter().chain(&english).map(Into::into).collect())
}

#[test]
fn an_error_exits_with_its_code_and_prints_exactly_its_words() {
    // One error of each exit code the binary has for errors: 2 for everything, and the
    // broken game folder `games` lists (exit 1) is checked below.
    let cases: &[&[&str]] = &[
        &["build", "Shinjya"],
        &["build", "shinjya", "--players", "6"],
        &["build", "shinjya", "--colour"],
        &["referee", "no/such.zip"],
        &["new", "ritual"],
    ];
    for args in cases {
        let error = in_process(args)
            .err()
            .unwrap_or_else(|| panic!("{args:?} is refused"));
        assert_eq!(error.code(), 2, "{args:?}");
        Test::new()
            .args(args)
            .status(i32::from(error.code()))
            .stderr(format!("{error}\n"))
            .run();
    }
}

#[test]
fn a_broken_game_folder_exits_with_its_errors_code() {
    let dir = scratch("broken-game-code");
    let templates = dir.join("templates");
    std::fs::create_dir_all(templates.join("empty")).unwrap();
    std::fs::write(templates.join("empty/game.toml"), "id = ").unwrap();
    let broken = udonforge::error::Error::GameCannotBeBuilt {
        id: "empty".into(),
        dir: templates.join("empty"),
        problems: Box::new(udonforge::error::Error::Several(Vec::new())),
    };
    assert_eq!(broken.code(), 1);
    let outcome = in_process(&["games", "--templates", templates.to_str().unwrap()]).unwrap();
    assert_eq!(outcome.code, broken.code());
    Test::new()
        .args(&["games", "--templates", templates.to_str().unwrap()])
        .status(i32::from(broken.code()))
        .stdout(format!("{}\n", outcome.stdout))
        .stderr(format!("{}\n", outcome.stderr))
        .run();
}

#[test]
fn a_non_utf8_argument_is_an_error_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"shin\xffjya");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_udonforge"))
        .env("UDONFORGE_MESSAGES", "en")
        .arg("build")
        .arg(bad)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.starts_with("error: invalid UTF-8"), "{stderr}");
    assert!(!stderr.contains("panicked"));
}

#[test]
fn referee_checks_the_player_range_too() {
    let dir = scratch("referee-players");
    let zip = build_room(&dir, "shinjya", &["--seed", "3"]);
    let run = Test::new()
        .args(&["referee", zip.to_str().unwrap(), "--players", "99"])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        run.stderr.starts_with(
            "error: `shinjya` is for 3 to 5 players, not 99\nhint: use --players 3..5"
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn a_broken_game_folder_is_reported_on_its_own_line_and_hides_no_other() {
    let copy = GameCopy::named("broken-games", "shinjya", "mygame");
    copy.edit("game.toml", "id = \"shinjya\"", "id = \"mygame\"")
        .edit("game.toml", "[players]", "[players]\nbogus = 1");
    let templates = &copy.templates;
    std::fs::create_dir_all(templates.join("empty")).unwrap();
    std::fs::write(templates.join("empty/game.toml"), "id = ").unwrap();
    let run = Test::new()
        .args(&["games", "--templates", templates.to_str().unwrap()])
        .status(1)
        .stdout_has("shinjya\t")
        .stdout_has("ritual\t")
        .stderr_has("error: ")
        .run();
    // The built-in games are still listed.
    let errors: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(errors.len(), 2, "{}", run.stderr);
    assert!(
        errors.iter().all(|l| l.starts_with("error: game `")),
        "{}",
        run.stderr
    );
    assert!(errors.iter().any(|l| l.starts_with("error: game `empty`")));
    assert!(errors.iter().any(|l| l.starts_with("error: game `mygame`")));
}

#[test]
fn several_definition_problems_print_one_error_line_each() {
    let copy = GameCopy::new("many-problems", "shinjya");
    // Two mistakes in one file.
    copy.rewrite("game.toml", |text| {
        text.replacen("colour = \"#", "colour = \"nope", 2)
    });
    let run = Test::new()
        .current_dir(&copy.dir)
        .args(&["build", "shinjya"])
        .status(2)
        .stderr_has("error: ")
        .run();
    let errors = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("error: "))
        .count();
    let hints = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("hint: "))
        .count();
    assert!(errors >= 2, "{}", run.stderr);
    assert!(hints <= 1, "{}", run.stderr);
    assert_eq!(errors + hints, run.stderr.lines().count(), "{}", run.stderr);
}

#[test]
fn an_installed_binary_works_from_an_empty_folder() {
    // No templates/ or card-art/ here: the built-in games are compiled in.
    let dir = scratch("empty-cwd");
    for (game, file) in [("shinjya", "shinjya01.zip"), ("ritual", "ritual.zip")] {
        Test::new()
            .current_dir(&dir)
            .args(&["build", game, "--seed", "5"])
            .stdout_has("wrote ")
            .run();
        let zip = dir.join(file);
        assert_eq!(udon_check(&zip)["errors"], 0);
        Test::new()
            .current_dir(&dir)
            .args(&["referee", file])
            .stdout_has("— 判定")
            .run();
    }
    let games = Test::new().arg("games").stdout_has("ritual\t").run().stdout;
    Test::new()
        .current_dir(&dir)
        .arg("games")
        .stdout(games)
        .run();
}

#[test]
fn a_closed_pipe_is_not_a_panic() {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_udonforge"))
        .args(["completions", "bash"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Close our end before the binary writes its 20 KB.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_build_whose_stderr_is_not_a_terminal_shows_no_progress() {
    // PNG faces take long enough that a terminal would be shown progress lines.
    let dir = scratch("no-progress");
    let run = Test::new()
        .current_dir(&dir)
        .args(&["build", "wie-verhext", "--images", "png", "--seed", "2"])
        .stdout_has("wrote ")
        .run();
    assert!(run.stdout.starts_with("wrote "), "{}", run.stdout);
}
