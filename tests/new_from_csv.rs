//! `udonforge new ID --from cards.csv`: from a folder of pictures and a spreadsheet to a room
//! that loads, in one command, as the walk-through (`docs/your-own-game.md`) shows it.

use crate::common;
use common::*;
use std::path::{Path, PathBuf};

/// A picture unlike any other `seed` gives.
fn picture(width: u32, height: u32, seed: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([
            (seed * 53 % 256) as u8,
            (x * 255 / width) as u8,
            (y * 255 / height) as u8,
        ])
    });
    let mut out = Vec::new();
    image
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

/// A designer's folder `deck/`: `cards.csv` and the pictures it names under `img/`.
fn deck_folder(name: &str, csv: &str, pictures: &[(&str, u32, u32)]) -> PathBuf {
    let root = scratch(name);
    let deck = root.join("deck");
    std::fs::create_dir_all(deck.join("img")).unwrap();
    std::fs::write(deck.join("cards.csv"), csv).unwrap();
    for (n, (file, w, h)) in pictures.iter().enumerate() {
        std::fs::write(deck.join(file), picture(*w, *h, n as u32)).unwrap();
    }
    root
}

/// `udonforge new ID --from CSV`, run in `root`.
fn new_from(root: &Path, id: &str, csv: &str) -> Test {
    Test::new()
        .current_dir(root)
        .args(&["new", id, "--from", csv])
}

fn build(root: &Path, game: &str, extra: &[&str]) -> PathBuf {
    let zip = root.join(format!("{game}-{}.zip", extra.join("")));
    let mut args = vec!["build", game, "--seed", "2", "-o", zip.to_str().unwrap()];
    args.extend_from_slice(extra);
    Test::new()
        .current_dir(root)
        .args(&args)
        .stdout_has("wrote ")
        .run();
    zip
}

#[test]
fn a_hundred_card_deck_from_a_spreadsheet_and_a_folder_of_pictures() {
    let mut csv = String::from("名前,表,裏,枚数,点数\n");
    let mut pictures = vec![("img/back.png".to_string(), 240, 336)];
    for n in 1..=100 {
        csv.push_str(&format!(
            "カード{n},img/c{n}.png,img/back.png,1,{}\n",
            n % 4
        ));
        pictures.push((format!("img/c{n}.png"), 240, 336));
    }
    let pictures: Vec<(&str, u32, u32)> = pictures
        .iter()
        .map(|(f, w, h)| (f.as_str(), *w, *h))
        .collect();
    let root = deck_folder("from-hundred", &csv, &pictures);
    let run = new_from(&root, "hundred", "deck/cards.csv")
        .stdout_has("created templates/")
        .run();
    assert!(
        run.stdout
            .contains("and cards.csv with 101 pictures from deck/cards.csv\ndecks: deck\n"),
        "{}",
        run.stdout
    );
    // One command from the folder to a room that loads: `new --from` builds it at once.
    assert!(
        run.stdout.contains("\nwrote hundred.zip ("),
        "{}",
        run.stdout
    );
    let report = udon_check(&root.join("hundred.zip"));
    assert_eq!(report["problems"], serde_json::json!([]), "{report:#}");
    assert_eq!(report["counts"]["card"], 100);
    // The game folder is whole: the spreadsheet and pictures travel with it.
    let game = root.join("templates/hundred");
    assert_eq!(
        std::fs::read(game.join("cards.csv")).unwrap(),
        csv.as_bytes()
    );
    assert!(game.join("img/c100.png").is_file());
    assert!(!game.join("faces/card.svg").exists());
    for players in ["2", "4"] {
        let zip = build(&root, "hundred", &["--players", players]);
        let report = udon_check(&zip);
        assert_eq!(report["problems"], serde_json::json!([]), "{report:#}");
        let counts = &report["counts"];
        assert_eq!(counts["card"], 100);
        assert_eq!(counts["card-stack"], 1);
        assert_eq!(counts["card.in-stack"], 100);
        assert_eq!(counts["character"], 4);
        assert_eq!(counts["text-note"], 1);
        assert_eq!(counts["game-table"], 1);
        // 100 fronts and the back as they are, a name piece per seat colour, the table, the
        // note's face.
        assert_eq!(report["images"]["count"], 107, "{report:#}");
    }
    // The same folder, refereed: no card is missing from a fresh room.
    let zip = build(&root, "hundred", &[]);
    Test::new()
        .current_dir(&root)
        .args(&["referee", zip.to_str().unwrap(), "--json"])
        .status(0)
        .report();
}

#[test]
fn the_same_deck_with_text_faces_and_two_decks_by_column() {
    let mut csv = String::from("name,deck,copies,text\n");
    for n in 1..=60 {
        csv.push_str(&format!("Monster {n},Monsters,1,Attack {n}\n"));
    }
    for n in 1..=40 {
        csv.push_str(&format!("Spell {n},Spells,1,\"Cast, then draw {n}\"\n"));
    }
    let root = deck_folder("from-texts", &csv, &[]);
    new_from(&root, "texts", "deck/cards.csv")
        .stdout_has("and cards.csv with 0 pictures from deck/cards.csv\ndecks: monsters, spells\n")
        .run();
    for lang in ["ja", "en"] {
        let zip = build(&root, "texts", &["--lang", lang]);
        let report = udon_check(&zip);
        assert_eq!(report["problems"], serde_json::json!([]), "{report:#}");
        assert_eq!(report["counts"]["card"], 100);
        assert_eq!(report["counts"]["card-stack"], 2);
        assert_eq!(report["counts"]["card.in-stack"], 100);
    }
    // One stack per deck, of its own cards.
    let zip = build(&root, "texts", &[]);
    let xml = String::from_utf8(zip_entry(&zip, "data.xml")).unwrap();
    let cards = |kind: &str| {
        xml.matches(&format!(
            r#"udonforge="game=texts version=1 component={kind}/"#
        ))
        .count()
    };
    assert_eq!((cards("monsters"), cards("spells")), (60, 40));
    assert_eq!(xml.matches("component=stack/monsters").count(), 1);
    assert_eq!(xml.matches("component=stack/spells").count(), 1);
}

#[test]
fn a_spreadsheet_that_would_not_build_leaves_nothing_and_says_where() {
    let csv = "name,front,copies\nA,img/a.png,1\nB,img/a.png,two\n";
    let root = deck_folder("from-bad", csv, &[("img/a.png", 200, 280)]);
    // Shown at the user's own spreadsheet, not the copy being checked.
    new_from(&root, "bad", "deck/cards.csv")
        .status(2)
        .stderr_has("error: ")
        .stderr_has("deck/cards.csv:3:13: copies `two` is not a number")
        .run();
    assert!(!root.join("templates/bad").exists());
    assert!(!root.join("bad.zip").exists());
    let left: Vec<_> = std::fs::read_dir(root.join("templates"))
        .map(|d| d.flatten().map(|e| e.file_name()).collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "{left:?}");

    // A picture that is not there, or outside the spreadsheet's folder.
    std::fs::write(
        root.join("deck/cards.csv"),
        "name,front\nA,img/a.png\nB,img/nope.png\n",
    )
    .unwrap();
    new_from(&root, "bad", "deck/cards.csv")
        .status(2)
        .stderr_has("error: ")
        .stderr_has("deck/cards.csv:3: no picture `img/nope.png`")
        .run();
    std::fs::write(root.join("deck/cards.csv"), "name,back\nA,../a.png\n").unwrap();
    new_from(&root, "bad", "deck/cards.csv")
        .status(2)
        .stderr_has("deck/cards.csv:2: the picture `../a.png` is outside the spreadsheet's folder")
        .run();
    // No spreadsheet at all, and one without a name column.
    new_from(&root, "bad", "deck/none.csv")
        .status(2)
        .stderr_has("deck/none.csv: cannot read")
        .run();
    std::fs::write(root.join("deck/cards.csv"), "title\nA\n").unwrap();
    new_from(&root, "bad", "deck/cards.csv")
        .status(2)
        .stderr_has("deck/cards.csv:1:1: the header has no `name` (名前) column")
        .run();
    assert!(!root.join("templates/bad").exists());
}

#[test]
fn the_preview_of_a_spreadsheet_deck_shows_every_picture_once() {
    let csv = "name,front,back,copies\nA,img/a.png,img/back.png,3\nB,img/b.png,img/back.png,1\nC,img/c.png,img/back.png,2\n";
    let pictures = [
        ("img/a.png", 250, 350),
        ("img/b.png", 250, 350),
        ("img/c.png", 250, 350),
        ("img/back.png", 250, 350),
    ];
    let root = deck_folder("from-preview", csv, &pictures);
    new_from(&root, "sheet", "deck/cards.csv")
        .stdout_has("created templates/")
        .run();
    let run = Test::new()
        .current_dir(&root)
        .args(&["preview", "sheet"])
        .stdout_has("wrote ")
        .run();
    // Three faces and the shared back.
    assert!(
        run.stdout.starts_with("wrote sheet-preview.png (4 tiles,"),
        "{}",
        run.stdout
    );
    assert!(root.join("sheet-preview.png").is_file());
}

/// The walk-through (`docs/your-own-game.md`): its commands give the game folder kept in the fixture, and the
/// position played in the real app from it is scored as the rulebook (the score we declared)
/// says. Hand-worked: 赤 (あお) holds ゴブリン 1 + ゴブリン 1 + オーク 3 = 5; 青 (みどり)
/// holds ゴブリン 1 + オーク 3 + ドラゴン 5 = 9; the highest total wins: みどり.
#[test]
fn the_tutorial_game_played_in_the_app_is_scored_by_its_spreadsheet() {
    let fixture = repo().join("tests/fixtures/tutorial");
    let root = scratch("tutorial");
    copy_dir(&fixture.join("mydeck"), &root.join("mydeck"));
    new_from(&root, "mydeck", "mydeck/cards.csv")
        .stdout_has("created templates/")
        .run();
    let made = root.join("templates/mydeck");
    let kept = fixture.join("templates/mydeck");
    for file in [
        "components.toml",
        "layout.toml",
        "notes.toml",
        "cards.csv",
        "img/dragon.png",
    ] {
        // Text files compared as text, so a difference reads as one.
        let (a, b) = (
            std::fs::read(made.join(file)).unwrap(),
            std::fs::read(kept.join(file)).unwrap(),
        );
        assert!(
            a == b,
            "{file} differs from the tutorial's (a scaffold change? copy it to the fixture):\n{}\n---\n{}",
            String::from_utf8_lossy(&a),
            String::from_utf8_lossy(&b)
        );
    }
    // The tutorial's one edit: the score the scaffold left commented out.
    let game = std::fs::read_to_string(made.join("game.toml")).unwrap();
    let scored = [
        "[referee.score]",
        "name = { ja = \"点数\", en = \"点数\" }",
        "cards = [\"点数\"]",
        "end = true",
    ]
    .iter()
    .fold(game, |g, line| g.replace(&format!("# {line}"), line));
    assert_eq!(
        scored,
        std::fs::read_to_string(kept.join("game.toml")).unwrap()
    );

    let save = fixture.join("saved.zip");
    let templates = fixture.join("templates");
    let v = Test::new()
        .args(&[
            "referee",
            save.to_str().unwrap(),
            "--templates",
            templates.to_str().unwrap(),
            "--json",
        ])
        .report();
    assert_eq!(v.scores(), [Some(5), Some(9), None, None], "{v:#}");
    assert_eq!(v.winners, [2], "{v:#}");
    assert!(v.violations.is_empty(), "{v:#}");
    let text = Test::new()
        .args(&[
            "referee",
            save.to_str().unwrap(),
            "--templates",
            templates.to_str().unwrap(),
        ])
        .stdout_has("勝者: 席2（みどり）（決め手: 合計が最も高い）")
        .run();
    assert!(
        text.stdout
            .contains("勝者: 席2（みどり）（決め手: 合計が最も高い）"),
        "{}",
        text.stdout
    );
}

#[test]
fn a_picture_file_over_the_limit_is_refused_at_its_row_before_anything_is_copied() {
    // A valid picture header with 65 MiB behind it (a sparse file: cheap to make).
    let root = deck_folder(
        "from-huge",
        "name,front\nA,img/a.png\nHuge,img/huge.png\n",
        &[("img/a.png", 200, 280)],
    );
    let huge = root.join("deck/img/huge.png");
    let file = std::fs::File::create(&huge).unwrap();
    std::io::Write::write_all(&mut &file, &picture(200, 280, 9)).unwrap();
    file.set_len(65 * 1024 * 1024).unwrap();
    new_from(&root, "huge", "deck/cards.csv")
        .status(2)
        .stderr_has("error: ")
        .stderr_has("deck/cards.csv:3: the picture `img/huge.png` is 65 MiB, over the 64 MiB")
        .run();
    assert!(!root.join("templates/huge").exists());
    // The same spreadsheet used from a definition: refused when the definition is read.
    std::fs::write(root.join("deck/cards.csv"), "name,front\nA,img/a.png\n").unwrap();
    new_from(&root, "huge", "deck/cards.csv")
        .stdout_has("created templates/")
        .run();
    let game = root.join("templates/huge");
    std::fs::copy(&huge, game.join("img/huge.png")).unwrap();
    std::fs::write(
        game.join("cards.csv"),
        "name,front\nA,img/a.png\nHuge,img/huge.png\n",
    )
    .unwrap();
    Test::new()
        .current_dir(&root)
        .args(&["build", "huge", "-o", "x.zip"])
        .status(2)
        .stderr_has("error: ")
        .stderr_has("cards.csv:3:6: the front picture `img/huge.png`: the file is 65 MiB")
        .run();
}

#[test]
fn the_preview_shows_jpeg_webp_and_large_pictures() {
    let root = deck_folder(
        "from-formats",
        "name,front\nSun,img/sun.jpg\nMoon,img/moon.webp\nBig,img/big.png\n",
        &[],
    );
    let img = root.join("deck/img");
    let rgb = image::RgbImage::from_fn(250, 350, |x, y| image::Rgb([x as u8, y as u8, 60]));
    let rgb = image::DynamicImage::ImageRgb8(rgb);
    rgb.save_with_format(img.join("sun.jpg"), image::ImageFormat::Jpeg)
        .unwrap();
    rgb.save_with_format(img.join("moon.webp"), image::ImageFormat::WebP)
        .unwrap();
    std::fs::write(img.join("big.png"), picture(1200, 1680, 3)).unwrap();
    new_from(&root, "formats", "deck/cards.csv")
        .stdout_has("created templates/")
        .run();
    let run = Test::new()
        .current_dir(&root)
        .args(&["preview", "formats", "-o", "sheet.png"])
        .stdout_has("wrote ")
        .run();
    // Three fronts and the plain back; cells as wide as the largest tile, which a 1200 px
    // picture is shown at 600 px of.
    assert!(
        run.stdout.starts_with("wrote sheet.png (4 tiles,"),
        "{}",
        run.stdout
    );
    let sheet = image::open(root.join("sheet.png")).unwrap();
    // 2 columns of 600 px cells, 16 px gaps around and between.
    assert_eq!(sheet.width(), 16 + 600 + 16 + 600 + 16);
}

/// The walk-through (`docs/your-own-game.md`) shows what each command prints: run them as it
/// says and compare, so the page stays true.
#[test]
fn the_walk_through_prints_what_it_shows() {
    let page = std::fs::read_to_string(repo().join("docs/your-own-game.md")).unwrap();
    let start = page
        .find("# Your own game: from a folder of pictures")
        .expect("the walk-through");
    let walk = &page[start..];
    // The output block under `$ COMMAND` in the walk-through.
    let shown = |command: &str| -> String {
        let at = walk
            .find(&format!("$ {command}\n"))
            .unwrap_or_else(|| panic!("the walk-through runs `{command}`"));
        let block = &walk[at + command.len() + 3..];
        block[..block.find("```").unwrap()].to_string()
    };
    let fixture = repo().join("tests/fixtures/tutorial");
    let root = scratch("walk-through");
    copy_dir(&fixture.join("mydeck"), &root.join("mydeck"));
    for command in [
        "udonforge new mydeck --from mydeck/cards.csv",
        "udonforge preview mydeck",
        "udonforge build mydeck --players 2 --seed 1",
    ] {
        let args: Vec<&str> = command.split(' ').skip(1).collect();
        Test::new()
            .current_dir(&root)
            .args(&args)
            .stdout(shown(command))
            .run();
    }
    // Step 5 referees the save played from the fixture's folder (its score uncommented).
    copy_dir(&fixture.join("templates"), &root.join("played/templates"));
    std::fs::copy(fixture.join("saved.zip"), root.join("played/saved.zip")).unwrap();
    Test::new()
        .current_dir(&root.join("played"))
        .args(&["referee", "saved.zip"])
        .stdout(shown("udonforge referee saved.zip"))
        .run();
}

/// `new --from CSV -o PATH` writes its first room at PATH, nowhere else (the folder it runs
/// in stays free of zips), the same bytes as without `-o`; `-o` without `--from` has no room
/// to write and is refused before anything is created.
#[test]
fn new_from_a_spreadsheet_writes_its_room_where_output_says() {
    let root = deck_folder("from-output", "name,copies\nGoblin,2\nDragon,1\n", &[]);
    std::fs::create_dir(root.join("rooms")).unwrap();
    let run = Test::new()
        .current_dir(&root)
        .args(&[
            "new",
            "outs",
            "--from",
            "deck/cards.csv",
            "-o",
            "rooms/first.zip",
        ])
        .stdout_has("wrote rooms/first.zip (")
        .run();
    assert!(
        run.stdout.contains("choose rooms/first.zip"),
        "{}",
        run.stdout
    );
    assert!(
        !root.join("outs.zip").exists(),
        "the default output was written too"
    );
    let elsewhere = deck_folder(
        "from-output-default",
        "name,copies\nGoblin,2\nDragon,1\n",
        &[],
    );
    new_from(&elsewhere, "outs", "deck/cards.csv")
        .stdout_has("wrote outs.zip (")
        .run();
    assert_eq!(
        std::fs::read(root.join("rooms/first.zip")).unwrap(),
        std::fs::read(elsewhere.join("outs.zip")).unwrap()
    );
    Test::new()
        .current_dir(&root)
        .args(&["new", "plain", "-o", "x.zip"])
        .status(2)
        .stderr_has("--from")
        .run();
    assert!(!root.join("templates/plain").exists());
}
