//! `udonforge new ID`: a new game's folder that builds at once, in Japanese and English.

use crate::common;
use crate::room_view;
use common::*;
use room_view::*;
use std::path::Path;

/// Everything under `dir`, as sorted relative paths (to see what a command left).
fn tree(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            let rel = path
                .strip_prefix(dir)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            if path.is_dir() {
                stack.push(path);
                out.push(format!("{rel}/"));
            } else {
                out.push(rel);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn a_new_game_builds_and_loads_clean_with_exact_counts() {
    let dir = scratch("new-builds");
    Test::new()
        .current_dir(&dir)
        .args(&["new", "mygame"])
        .stdout(
            "created templates/mygame: components.toml, faces/back.svg, faces/card.svg, \
         faces/name-piece.svg, faces/table.svg, game.toml, layout.toml, notes.toml\n\
         next:\n  \
         udonforge build mygame\n    \
         writes mygame.zip; in udonarium press ZIP読込 and choose it\n  \
         edit the files in templates/mygame (each says what its keys do; start with \
         components.toml), then build again\n",
        )
        .run();
    assert_eq!(
        tree(&dir),
        [
            "templates/",
            "templates/mygame/",
            "templates/mygame/components.toml",
            "templates/mygame/faces/",
            "templates/mygame/faces/back.svg",
            "templates/mygame/faces/card.svg",
            "templates/mygame/faces/name-piece.svg",
            "templates/mygame/faces/table.svg",
            "templates/mygame/game.toml",
            "templates/mygame/layout.toml",
            "templates/mygame/notes.toml",
        ]
    );
    // The default output is the game's own.
    Test::new()
        .current_dir(&dir)
        .args(&["build", "mygame", "--seed", "3"])
        .stdout_has("wrote ")
        .run();
    assert!(dir.join("mygame.zip").is_file());
    for players in ["2", "3", "4"] {
        let zip = dir.join(format!("x{players}.zip"));
        let args = [
            "build",
            "mygame",
            "--players",
            players,
            "-o",
            zip.to_str().unwrap(),
        ];
        Test::new()
            .current_dir(&dir)
            .args(&args)
            .stdout_has("wrote ")
            .run();
        let report = udon_check(&zip);
        assert_eq!(report["problems"], serde_json::json!([]), "{report:#}");
        let counts = &report["counts"];
        // One deck of 4 + 4 + 2 cards, stacked; a name piece at every seat, played or not;
        // the rules note; the table.
        assert_eq!(counts["card"], 10, "{players}p");
        assert_eq!(counts["card-stack"], 1, "{players}p");
        assert_eq!(counts["card.in-stack"], 10, "{players}p");
        assert_eq!(counts["character"], 4, "{players}p");
        assert_eq!(counts["text-note"], 1, "{players}p");
        assert_eq!(counts["game-table"], 1, "{players}p");
        assert_eq!(counts["dice-symbol"], serde_json::Value::Null, "{players}p");
    }
}

#[test]
fn a_new_game_builds_in_english_with_no_japanese_left() {
    let dir = scratch("new-en");
    new_game(&dir, "my-game");
    let zip = dir.join("en.zip");
    let args = [
        "build",
        "my-game",
        "--lang",
        "en",
        "-o",
        zip.to_str().unwrap(),
    ];
    Test::new()
        .current_dir(&dir)
        .args(&args)
        .stdout_has("my-game (working title)")
        .run();
    for doc in ["data.xml", "chat.xml", "summary.xml"] {
        assert_eq!(
            japanese_in(&entry_text(&zip, doc)),
            Vec::<String>::new(),
            "{doc}"
        );
    }
    assert_eq!(udon_check(&zip)["problems"], serde_json::json!([]));
    // And the Japanese room is Japanese.
    let ja = dir.join("ja.zip");
    Test::new()
        .current_dir(&dir)
        .args(&["build", "my-game", "-o", ja.to_str().unwrap()])
        .stdout_has("wrote ")
        .run();
    assert!(entry_text(&ja, "data.xml").contains("プレイヤー名を入れる"));
}

#[test]
fn games_lists_the_new_game_and_templates_dir_is_created() {
    let dir = scratch("new-games");
    new_game(&dir, "mygame");
    let run = Test::new()
        .current_dir(&dir)
        .args(&["games"])
        .stdout_has("\t")
        .run();
    assert!(
        run.stdout
            .lines()
            .any(|l| l == "mygame\tmygame（仮題）\t2-4 players\tja, en"),
        "{}",
        run.stdout
    );
    // Elsewhere with --templates: the folder is made, and the next step names it.
    let run = Test::new()
        .current_dir(&dir)
        .args(&["new", "other", "--templates", "my/defs"])
        .stdout_has("created my/defs/other")
        .run();
    assert!(dir.join("my/defs/other/game.toml").is_file());
    assert!(
        run.stdout
            .contains("\n  udonforge build other --templates my/defs\n"),
        "{}",
        run.stdout
    );
    Test::new()
        .current_dir(&dir)
        .args(&["build", "other", "--templates", "my/defs"])
        .stdout_has("wrote ")
        .run();
    assert!(dir.join("other.zip").is_file());
}

#[test]
fn new_refuses_an_existing_folder_a_bad_id_and_a_builtin_game() {
    let dir = scratch("new-refuses");
    // A bad id creates nothing, not even the templates folder.
    for (id, hint) in [
        ("My Game", "e.g. `my-game`"),
        ("../up", "e.g. `up`"),
        ("a/b", "e.g. `a-b`"),
        ("ゲーム", "e.g. `my-game`"),
    ] {
        Test::new().current_dir(&dir).args(&["new", id]).status(2).stderr(format!(
                "error: game id `{id}` is not valid\nhint: ids use lower-case letters, digits and `-`, {hint}\n"
            )).run();
    }
    Test::new().current_dir(&dir).args(&["new", "shinjya"]).status(2).stderr("error: `shinjya` is a built-in game; a folder of that name would replace it\nhint: choose another id\n").run();
    assert_eq!(tree(&dir), Vec::<String>::new());
    // An existing folder, empty or not, is left exactly as it was.
    std::fs::create_dir_all(dir.join("templates/mine")).unwrap();
    std::fs::write(dir.join("templates/mine/game.toml"), "mine").unwrap();
    std::fs::create_dir_all(dir.join("templates/empty")).unwrap();
    let before = tree(&dir);
    for id in ["mine", "empty"] {
        Test::new().current_dir(&dir).args(&["new", id]).status(2).stderr(format!(
                "error: `templates/{id}` already exists; `udonforge new` never overwrites\n\
                 hint: choose another id, or build the game that is there with `udonforge build {id}`\n"
            )).run();
    }
    assert_eq!(tree(&dir), before, "no temporary folder is left");
    assert_eq!(
        std::fs::read_to_string(dir.join("templates/mine/game.toml")).unwrap(),
        "mine"
    );
}

#[test]
fn a_templates_path_that_is_a_file_fails_and_leaves_it() {
    let dir = scratch("new-file");
    std::fs::write(dir.join("defs"), "a file").unwrap();
    let run = Test::new()
        .current_dir(&dir)
        .args(&["new", "mygame", "--templates", "defs"])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        run.stderr.starts_with("error: cannot create `defs`"),
        "{}",
        run.stderr
    );
    assert_eq!(tree(&dir), ["defs"]);
}
