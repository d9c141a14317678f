//! The browser page's face (`udonforge::web`), run natively: the commands it runs in its folder
//! in memory give the bytes and the words the binary gives on disk. (The page itself, compiled
//! to WebAssembly and driven in Chromium, is `scripts/test-web`'s.)

use crate::common::{Test, repo, scratch};
use std::path::Path;
use udonforge::web;

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn a_room_built_in_memory_is_the_binarys_room() {
    for lang in ["ja", "en"] {
        let build = [
            "build",
            "ritual",
            "--players",
            "3",
            "--seed",
            "5",
            "--lang",
            lang,
        ];
        web::clear();
        let ran = web::run(&args(&build));
        assert_eq!(ran.code, 0, "{}", ran.stderr);
        assert!(
            ran.stdout.starts_with("wrote ritual.zip ("),
            "{}",
            ran.stdout
        );
        assert_eq!(ran.needs_whole_font, "", "the bundled font is whole");
        let in_memory = web::get(Path::new("ritual.zip")).expect("the room was written");
        let dir = scratch("web-room");
        let cli = Test::new()
            .current_dir(&dir)
            .args(&build)
            .stdout_has("wrote ritual.zip (")
            .run();
        assert_eq!(ran.stdout, cli.stdout.trim_end(), "the same summary");
        assert_eq!(
            &*in_memory,
            std::fs::read(dir.join("ritual.zip")).unwrap().as_slice()
        );
        // Nothing of it reached the disk of the process's folder.
        assert!(!Path::new("ritual.zip").exists());
    }
}

#[test]
fn errors_are_the_binarys_words_and_exit_codes() {
    let dir = scratch("web-errors");
    for bad in [
        &["build", "shinjyaa"][..],
        &["build", "shinjya", "--players", "9", "--seed", "1"],
        &["referee", "missing.zip"],
        &["build", "ritual", "--seed", "1", "-o", "folder"],
    ] {
        web::clear();
        std::fs::create_dir_all(dir.join("folder")).unwrap();
        web::put(Path::new("folder/x"), vec![1]).unwrap();
        let ran = web::run(&args(bad));
        let cli = Test::new()
            .current_dir(&dir)
            .args(bad)
            .status(i32::from(ran.code))
            .stderr_has("error: ")
            .run();
        assert_eq!(i32::from(ran.code), cli.code, "{bad:?}");
        // The same problems; a hint names the page's choices where the terminal's names an
        // option (the page has none to give).
        let problems = |stderr: &str| -> Vec<String> {
            stderr
                .lines()
                .filter(|l| l.starts_with("error: "))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(problems(&ran.stderr), problems(&cli.stderr), "{bad:?}");
        assert!(!ran.stderr.contains("--"), "{bad:?}: {}", ran.stderr);
    }
    web::clear();
    let ran = web::run(&args(&["build", "shinjya", "--players", "9"]));
    assert_eq!(
        ran.stderr,
        "error: `shinjya` is for 3 to 5 players, not 9\nhint: choose from 3 to 5 players"
    );
    let ran = web::run(&args(&[
        "build",
        "shinjya",
        "--players",
        "9",
        "--messages",
        "ja",
    ]));
    assert_eq!(
        ran.stderr,
        "エラー: `shinjya` は 3〜5 人用です（9 人では遊べません）\nヒント: プレイ人数は 3〜5 人から選んでください"
    );
}

#[test]
fn a_deck_from_pictures_alone_is_what_new_from_builds_of_the_same_folder() {
    let img = repo().join("tests/fixtures/tutorial/mydeck/img");
    let names = ["back.png", "dragon.png", "goblin.png", "orc.png"].map(String::from);
    let cards: Vec<web::PictureCard> = names[1..]
        .iter()
        .map(|picture| web::PictureCard {
            picture: picture.clone(),
            name: String::new(),
            count: 3,
        })
        .collect();
    let csv = web::pictures_csv(&cards, "Monsters, Vol. 1", Some("back.png"));
    assert_eq!(
        csv,
        "name,front,back,deck,copies\n\
         dragon,dragon.png,back.png,\"Monsters, Vol. 1\",3\n\
         goblin,goblin.png,back.png,\"Monsters, Vol. 1\",3\n\
         orc,orc.png,back.png,\"Monsters, Vol. 1\",3\n"
    );
    let id = web::id_for("Monsters, Vol. 1");
    assert_eq!(id, "monsters-vol-1");
    assert_eq!(web::id_for("幻獣"), "my-deck");

    web::clear();
    for name in &names {
        web::put(
            &Path::new("deck").join(name),
            std::fs::read(img.join(name)).unwrap(),
        )
        .unwrap();
    }
    web::put(Path::new("deck/cards.csv"), csv.clone().into_bytes()).unwrap();
    let ran = web::run(&args(&["new", &id, "--from", "deck/cards.csv"]));
    assert_eq!(ran.code, 0, "{}", ran.stderr);

    let dir = scratch("web-deck");
    std::fs::create_dir_all(dir.join("deck")).unwrap();
    for name in &names {
        std::fs::copy(img.join(name), dir.join("deck").join(name)).unwrap();
    }
    std::fs::write(dir.join("deck/cards.csv"), &csv).unwrap();
    let cli = Test::new()
        .current_dir(&dir)
        .args(&["new", &id, "--from", "deck/cards.csv"])
        .stdout_has("created templates/")
        .run();
    assert_eq!(ran.stdout, cli.stdout.trim_end());
    let room = format!("{id}.zip");
    assert_eq!(
        &*web::get(Path::new(&room)).unwrap(),
        std::fs::read(dir.join(&room)).unwrap().as_slice()
    );

    // The game folder handed back as a zip builds the same room once dropped again.
    let folder = web::zip_folder(&Path::new("templates").join(&id)).unwrap();
    assert_eq!(
        folder,
        web::zip_folder(&Path::new("templates").join(&id)).unwrap()
    );
    web::clear();
    let put = web::unzip_into(&folder, Path::new("again"), "").unwrap();
    assert!(put.contains(&format!("{id}/cards.csv")), "{put:?}");
    let ran = web::run(&args(&[
        "build",
        &id,
        "--templates",
        "again",
        "--seed",
        "1",
        "-o",
        "r.zip",
    ]));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert_eq!(
        &*web::get(Path::new("r.zip")).unwrap(),
        std::fs::read(dir.join(&room)).unwrap().as_slice()
    );
}

#[test]
fn a_dropped_zip_stays_inside_its_folder_and_within_bounds() {
    use std::io::Write;
    let zip_of = |entries: &[(&str, Vec<u8>)]| {
        let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        for (name, bytes) in entries {
            zip.start_file(*name, zip::write::SimpleFileOptions::default())
                .unwrap();
            zip.write_all(bytes).unwrap();
        }
        zip.finish().unwrap().into_inner()
    };
    let escape = web::unzip_into(
        &zip_of(&[("../evil.toml", b"x".to_vec())]),
        Path::new("d"),
        "",
    );
    assert!(escape.unwrap_err().to_string().contains("not a plain name"));
    let bomb = zip_of(&[("a", vec![0; 300 << 20])]);
    assert!(bomb.len() < 2 << 20, "deflated small");
    let refused = web::unzip_into(&bomb, Path::new("d"), "").unwrap_err();
    assert!(
        refused.to_string().contains("inflates past 256 MiB"),
        "{refused}"
    );
    let e = web::unzip_into(b"hello", Path::new("d"), "").unwrap_err();
    assert!(e.to_string().contains("not a zip file"), "{e}");
    // The page's refusal names the player's file, not the folder in memory it unpacks into.
    let e = web::unzip_into(b"hello", Path::new("drop"), "精霊.zip").unwrap_err();
    assert!(
        e.to_string().contains("精霊.zip") && !e.to_string().contains("drop"),
        "{e}"
    );
}

#[test]
fn the_pages_deck_list_keeps_its_order_names_counts_and_back() {
    let card = |picture: &str, name: &str, count: u32| web::PictureCard {
        picture: picture.into(),
        name: name.into(),
        count,
    };
    let csv = web::pictures_csv(
        &[
            card("火の精霊.png", "火の精霊", 2),
            card("cards/b.jpg", " ", 1),
            card("a.png", "Say \"hi\", twice", 500),
        ],
        "精霊のデッキ",
        Some("裏.png"),
    );
    assert_eq!(
        csv,
        "name,front,back,deck,copies\n\
         火の精霊,火の精霊.png,裏.png,精霊のデッキ,2\n\
         b,cards/b.jpg,裏.png,精霊のデッキ,1\n\
         \"Say \"\"hi\"\", twice\",a.png,裏.png,精霊のデッキ,200\n"
    );
}

#[test]
fn the_page_never_writes_over_a_file_it_read() {
    web::clear();
    let img = repo().join("tests/fixtures/tutorial/mydeck/img");
    let names = ["back.png", "dragon.png"].map(String::from);
    for name in &names {
        web::put(
            &Path::new("deck").join(name),
            std::fs::read(img.join(name)).unwrap(),
        )
        .unwrap();
    }
    let cards = [web::PictureCard {
        picture: names[1].clone(),
        name: String::new(),
        count: 1,
    }];
    let csv = web::pictures_csv(&cards, "", Some("back.png"));
    web::put(Path::new("deck/cards.csv"), csv.clone().into_bytes()).unwrap();
    for output in ["deck/cards.csv", "deck/./dragon.png"] {
        let ran = web::run(&args(&[
            "new",
            "g",
            "--from",
            "deck/cards.csv",
            "-o",
            output,
        ]));
        assert_eq!(ran.code, 2, "{output}: {}", ran.stdout);
        assert!(
            ran.stderr.contains("a file this command reads"),
            "{}",
            ran.stderr
        );
    }
    assert_eq!(
        &*web::get(Path::new("deck/cards.csv")).unwrap(),
        csv.as_bytes()
    );
    let ran = web::run(&args(&["new", "g", "--from", "deck/cards.csv"]));
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let game = web::get(Path::new("templates/g/game.toml")).unwrap();
    for command in ["build", "print", "preview"] {
        for output in ["templates/g/game.toml", "templates/./g/cards.csv"] {
            let ran = web::run(&args(&[command, "g", "-o", output]));
            assert_eq!(ran.code, 2, "{command} -o {output}: {}", ran.stdout);
            assert!(ran.stderr.contains("a file this command reads"));
        }
    }
    assert_eq!(web::get(Path::new("templates/g/game.toml")).unwrap(), game);
}

/// Where files come from is the face's choice, handed to each command: the page's folder in
/// memory, used on this thread, changes nothing for the command line run here, which reads
/// and writes the disk; and the page's commands still see only the page's folder.
#[test]
fn the_pages_folder_is_the_pages_alone() {
    web::clear();
    web::put(Path::new("only-in-memory.txt"), b"x".to_vec()).unwrap();
    let save = repo().join("tests/referee/gen2-csv-column-score/save.zip");
    let on_disk = udonforge::command::run(vec!["check".into(), save.clone().into()])
        .unwrap_or_else(|e| panic!("the command line reads the disk: {e}"));
    assert_eq!(on_disk.code, 0, "{}", on_disk.stdout);
    // The page cannot see the disk's file by the same path.
    let ran = web::run(&args(&["check", &save.display().to_string()]));
    assert_eq!(ran.code, 2, "{}", ran.stdout);
    // … and the command line does not see the page's.
    let missing = udonforge::command::run(vec!["check".into(), "only-in-memory.txt".into()]);
    assert_eq!(missing.map(|o| o.code).unwrap_or_else(|e| e.code()), 2);
    assert!(web::get(Path::new("only-in-memory.txt")).is_some());
}
