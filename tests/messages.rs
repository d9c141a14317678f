//! `--messages ja|en`: errors, hints, warnings, `check`'s findings and `preview`'s labels in
//! the language asked for, and where the language comes from without it.

use crate::common;
use common::*;

const NO_GAME_JA: &str = "エラー: ゲーム `Shinjya` はありません。あるゲーム: `deltacle`、`ritual`、`shinjya`、`wie-verhext`\n\
     ヒント: `shinjya` のことですか？\n";
const NO_GAME_EN: &str = "error: no game `Shinjya`; the games are deltacle, ritual, shinjya, wie-verhext\n\
     hint: did you mean `shinjya`?\n";

#[test]
fn an_error_is_told_in_the_language_asked_for() {
    for args in [
        &["build", "Shinjya", "--messages", "ja"][..],
        &["--messages", "ja", "build", "Shinjya"],
        &["build", "--messages=ja", "Shinjya"],
    ] {
        Test::new().args(args).status(2).stderr(NO_GAME_JA).run();
    }
    Test::new()
        .args(&["build", "Shinjya", "--messages", "en"])
        .status(2)
        .stderr(NO_GAME_EN)
        .run();
}

#[test]
fn without_the_option_the_environment_then_the_locale_decide() {
    let run = |env: &[(&str, &str)], extra: &[&str], expected: &str| {
        let mut test = Test::new().args(&["build", "Shinjya"]).args(extra);
        for (key, value) in env {
            test = test.env(key, value);
        }
        test.status(2).stderr(expected).run();
    };
    run(&[], &[], NO_GAME_EN);
    run(&[("UDONFORGE_MESSAGES", "ja")], &[], NO_GAME_JA);
    run(&[("LANG", "ja_JP.UTF-8")], &[], NO_GAME_JA);
    run(&[("LC_MESSAGES", "ja_JP.UTF-8")], &[], NO_GAME_JA);
    // POSIX's order: LC_ALL before LC_MESSAGES before LANG.
    run(&[("LC_ALL", "C"), ("LANG", "ja_JP.UTF-8")], &[], NO_GAME_EN);
    run(&[("LANG", "en_US.UTF-8")], &[], NO_GAME_EN);
    // The variable before the locale, and the option before both.
    run(
        &[("UDONFORGE_MESSAGES", "en"), ("LANG", "ja_JP.UTF-8")],
        &[],
        NO_GAME_EN,
    );
    run(
        &[("UDONFORGE_MESSAGES", "ja")],
        &["--messages", "en"],
        NO_GAME_EN,
    );
    // A value it does not know is passed over.
    run(
        &[("UDONFORGE_MESSAGES", "fr"), ("LANG", "ja_JP.UTF-8")],
        &[],
        NO_GAME_JA,
    );
}

#[test]
fn a_command_line_clap_refuses_is_told_in_japanese_too() {
    Test::new()
        .args(&["build", "shinjya", "--jsn", "--messages", "ja"])
        .status(2)
        .stderr(
            "エラー: コマンドラインを読めません: unexpected argument '--jsn' found\n\
             ヒント: 使い方: udonforge build <GAME>（詳しくは `udonforge build --help`）\n",
        )
        .run();
    Test::new()
        .args(&["build", "shinjya", "--messages", "fr"])
        .status(2)
        .stderr(
            "error: invalid value 'fr' for '--messages <LANG>'\nhint: possible values: ja, en\n",
        )
        .run();
}

#[test]
fn the_referee_and_new_speak_japanese_with_their_hints() {
    let dir = scratch("messages-referee");
    let zip = dir.join("not-a-room.zip");
    std::fs::write(&zip, b"PK\x03\x04 not really").unwrap();
    Test::new()
        .args(&["referee", zip.to_str().unwrap(), "--messages", "ja"])
        .status(2)
        .stderr(format!(
            "エラー: {}: ZIP ファイルではないか、壊れています\n",
            zip.display()
        ))
        .run();
    Test::new()
        .current_dir(&dir)
        .args(&["new", "My Game", "--messages", "ja"])
        .status(2)
        .stderr(
            "エラー: ゲーム ID `My Game` は使えません\n\
             ヒント: ID に使えるのは英小文字・数字・`-` です（例: `my-game`）\n",
        )
        .run();
    Test::new()
        .args(&["referee", "no/such.zip", "--messages", "ja"])
        .status(2)
        .stderr("エラー: no/such.zip: 読めません: ファイルもフォルダーもありません\n")
        .run();
}

#[test]
fn a_definitions_problems_and_a_broken_folder_in_games_speak_japanese() {
    let dir = scratch("messages-games");
    let templates = dir.join("templates");
    std::fs::create_dir_all(templates.join("empty")).unwrap();
    std::fs::write(templates.join("empty/game.toml"), "id = ").unwrap();
    let run = Test::new()
        .args(&["games", "--templates", templates.to_str().unwrap()])
        .args(&["--messages", "ja"])
        .status(1)
        .stdout_has("shinjya")
        .stderr_has("エラー: `")
        .stderr_has("のゲーム `empty` は作れません: ")
        .run();
    assert!(!run.stderr.contains("error:"), "{}", run.stderr);
}

#[test]
fn check_tells_its_findings_and_totals_in_japanese_with_codes_in_json() {
    let dir = scratch("messages-check");
    let room = build_room(&dir, "shinjya", &["--seed", "1"]);
    let text = Test::new()
        .args(&["check", room.to_str().unwrap(), "--messages", "ja"])
        .stdout_has("オブジェクト: カード 36")
        .stdout_has("\n画像: ")
        .run()
        .stdout;
    assert!(
        text.trim_end().ends_with("エラー 0 件、警告 0 件"),
        "{text}"
    );
    // A zip whose one image is not an image: an error found, said in Japanese.
    let broken = dir.join("broken.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&broken).unwrap());
    zip.start_file("data.xml", zip::write::SimpleFileOptions::default())
        .unwrap();
    std::io::Write::write_all(&mut zip, b"<room><widget/></room>").unwrap();
    zip.finish().unwrap();
    Test::new()
        .args(&["check", broken.to_str().unwrap(), "--messages", "ja"])
        .status(1)
        .stdout_has("エラー: data.xml:room/widget[0]: <widget> は udonarium の知らないオブジェクトです。中身ごと捨てられます\n")
        .stdout_has("警告: room: 部屋にテーブル（game-table）がありません\n")
        .stdout_has("エラー 1 件、警告 1 件")
        .run();
    let json = Test::new()
        .args(&[
            "check",
            broken.to_str().unwrap(),
            "--json",
            "--messages",
            "ja",
        ])
        .status(1)
        .stdout_has("\"code\"")
        .run()
        .stdout;
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let problems = json["problems"].as_array().unwrap();
    assert_eq!(problems[0]["level"], "error");
    assert_eq!(problems[0]["code"], "object.unknown");
    assert_eq!(
        problems[0]["message"],
        "<widget> は udonarium の知らないオブジェクトです。中身ごと捨てられます"
    );
    assert_eq!(problems[1]["code"], "room.no-table");
}

#[test]
fn every_subcommand_takes_the_option() {
    for command in [
        "games", "new", "build", "preview", "print", "referee", "check",
    ] {
        Test::new()
            .args(&[command, "--help"])
            .stdout_has("--messages <LANG>")
            .run();
    }
}

/// What a command made is said in the messages' language too: a Japanese user asked for
/// Japanese reads 「…を書きました」, not a line of English among Japanese warnings.
#[test]
fn what_each_command_wrote_is_said_in_japanese() {
    let dir = scratch("messages-made");
    let out = |name: &str| dir.join(name).to_str().unwrap().to_string();
    for (command, file, said) in [
        (
            "build",
            "r.zip",
            "バイト）: 信じられるのは邪神だけ、5人、シード 1（同じルームは --seed 1 で作り直せます）",
        ),
        ("print", "r.pdf", "ページ、"),
        ("preview", "r.png", "枚、"),
    ] {
        let mut args = vec![command, "shinjya", "-o", &out(file)]
            .into_iter()
            .map(String::from)
            .collect::<Vec<_>>();
        if command == "build" {
            args.extend(["--seed".into(), "1".into()]);
        }
        args.extend(["--messages".into(), "ja".into()]);
        let run = Test::new()
            .args(&args)
            .stdout_has(format!("{} を書きました（", out(file)))
            .stdout_has(said)
            .run();
        assert!(!run.stdout.contains("wrote"), "{command}: {}", run.stdout);
    }
    let run = Test::new()
        .args(&["new", "abc", "--messages", "ja"])
        .current_dir(&dir)
        .stdout_has("templates/abc を作りました: ")
        .stdout_has("ユドナリウムで「ZIP読込」を押して選んでください")
        .run();
    assert!(!run.stdout.contains("created"), "{}", run.stdout);
}
