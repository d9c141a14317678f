//! A deck from a spreadsheet: `[[cards]] csv = "cards.csv"`, one row per card, pictures or
//! text-rendered faces. The rooms are checked as udonarium loads them, with exact counts.

use crate::common;
use common::*;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

const GAME: &str = r##"
id = "homemade"
version = 1
title = { ja = "自作デッキ", en = "Home-made deck" }
credits = { ja = "テスト", en = "test" }
languages = ["ja", "en"]
output = "homemade.zip"

[players]
min = 2
max = 2
default = 2
unplayed_seats = "empty"

[table]
name = { ja = "テーブル", en = "Table" }
width = 44
height = 30
background = "#20303a"

[[seats]]
id = "p1"
name = { ja = "プレイヤー1", en = "Player 1" }
short = { ja = "P1", en = "P1" }
mark = { ja = "1", en = "1" }
colour = "#c0392b"

[[seats]]
id = "p2"
name = { ja = "プレイヤー2", en = "Player 2" }
short = { ja = "P2", en = "P2" }
mark = { ja = "2", en = "2" }
colour = "#2980b9"

[chat]
tab = { ja = "メイン", en = "Main" }
welcome = { ja = "ようこそ", en = "Welcome" }
"##;

const LAYOUT: &str = r#"
[seat_area]
width = 20
height = 12

[[seat_area.at]]
seat = "p1"
at = [1, 17]

[[seat_area.at]]
seat = "p2"
at = [23, 17]

[[seat_zones]]
id = "hand"
name = { ja = "手札", en = "Hand" }
at = [0.5, 1.5]
size = [19, 5]

[[seat_zones]]
id = "open"
name = { ja = "場", en = "Played" }
at = [0.5, 6.5]
size = [19, 5]

[[areas]]
id = "draw"
name = { ja = "山札置き場", en = "Draw pile" }
at = [8, 2]
size = [28, 10]
"#;

/// One deck, stacked face down in the draw area.
const ONE_DECK: &str = r#"
[[cards]]
id = "deck"
name = { ja = "山札", en = "Deck" }
size = 3
csv = "cards.csv"
"#;

const PLACE_DECK: &str = r#"
[[place]]
cards = "deck"
area = "draw"
stack = true
shuffle = true
face = "down"
"#;

/// A game folder `templates/homemade` under a scratch root, with these files.
fn game(name: &str, components: &str, places: &str, csv: &str) -> PathBuf {
    let root = scratch(name);
    let dir = root.join("templates/homemade");
    std::fs::create_dir_all(dir.join("img")).unwrap();
    std::fs::write(dir.join("game.toml"), GAME).unwrap();
    std::fs::write(dir.join("components.toml"), components).unwrap();
    std::fs::write(dir.join("layout.toml"), format!("{LAYOUT}{places}")).unwrap();
    std::fs::write(dir.join("cards.csv"), csv).unwrap();
    root
}

/// A picture unlike any other `seed` gives: a gradient with a band where the seed says.
fn picture(width: u32, height: u32, seed: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| {
        let band = (y * 10 / height) == seed % 10;
        image::Rgb([
            (seed * 37 % 256) as u8,
            (x * 255 / width) as u8,
            if band { 255 } else { (y * 255 / height) as u8 },
        ])
    });
    let mut out = Vec::new();
    image
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

fn build(root: &Path, extra: &[&str]) -> (Test, PathBuf) {
    build_as(root, "room.zip", extra)
}

/// Builds the game with seed 5 into `root/file`.
fn build_as(root: &Path, file: &str, extra: &[&str]) -> (Test, PathBuf) {
    let out = root.join(file);
    let mut args = vec![
        "build",
        "homemade",
        "--seed",
        "5",
        "-o",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    (Test::new().current_dir(root).args(&args), out)
}

/// `build`, which must succeed: the zip it wrote.
fn built(root: &Path, extra: &[&str]) -> PathBuf {
    built_as(root, "room.zip", extra)
}

/// `build_as`, which must succeed: the zip it wrote.
fn built_as(root: &Path, file: &str, extra: &[&str]) -> PathBuf {
    let (test, zip) = build_as(root, file, extra);
    test.stdout_has("wrote ").run();
    zip
}

fn zip_names(zip: &Path) -> Vec<String> {
    let archive = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
    archive.file_names().map(str::to_string).collect()
}

fn data_xml(zip: &Path) -> String {
    String::from_utf8(zip_entry(zip, "data.xml")).unwrap()
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[test]
fn a_hundred_picture_cards_load_with_exact_counts_and_their_pictures_as_they_are() {
    let mut csv = String::from("name,front,back,copies,points\n");
    for n in 1..=100 {
        csv.push_str(&format!("Card {n},img/c{n}.png,img/back.png,1,{}\n", n % 7));
    }
    let root = game("hundred-pictures", ONE_DECK, PLACE_DECK, &csv);
    let img = root.join("templates/homemade/img");
    let mut fronts = Vec::new();
    for n in 1..=100 {
        let bytes = picture(250, 350, n);
        std::fs::write(img.join(format!("c{n}.png")), &bytes).unwrap();
        fronts.push(sha256_hex(&bytes));
    }
    let back = picture(250, 350, 1000);
    std::fs::write(img.join("back.png"), &back).unwrap();

    let zip = built(&root, &[]);
    let report = udon_check(&zip);
    assert_eq!(report["errors"], 0, "{report:#}");
    assert_eq!(report["warnings"], 0, "{report:#}");
    assert_eq!(report["counts"]["card"], 100);
    assert_eq!(report["counts"]["card.in-stack"], 100);
    assert_eq!(report["counts"]["card-stack"], 1);
    assert_eq!(report["counts"]["game-table"], 1);
    assert_eq!(report["counts"]["text-note"], serde_json::Value::Null);
    // 100 fronts, one back, the table.
    assert_eq!(report["images"]["count"], 102);
    // Pictures that fit are stored byte for byte, under their SHA-256.
    let names = zip_names(&zip);
    for hash in fronts.iter().chain([&sha256_hex(&back)]) {
        assert!(names.contains(&format!("{hash}.png")), "{hash} missing");
    }
    // The spreadsheet's number column is in each card's detail.
    let xml = data_xml(&zip);
    assert_eq!(
        xml.matches(r#"<data name="points">"#).count(),
        100,
        "{}",
        &xml[..2000]
    );
}

#[test]
fn a_hundred_text_cards_render_from_the_default_face() {
    let mut csv = String::from("name,text,points\n");
    for n in 1..=100 {
        csv.push_str(&format!(
            "Card {n},\"Draw {n}, then discard one.\",{}\n",
            n % 5
        ));
    }
    let root = game("hundred-texts", ONE_DECK, PLACE_DECK, &csv);
    let zip = built(&root, &["--lang", "en"]);
    let report = udon_check(&zip);
    assert_eq!(report["errors"], 0, "{report:#}");
    assert_eq!(report["warnings"], 0, "{report:#}");
    assert_eq!(report["counts"]["card"], 100);
    assert_eq!(report["counts"]["card.in-stack"], 100);
    assert_eq!(report["counts"]["card-stack"], 1);
    // 100 distinct faces (each shows its own name and text), one back, the table.
    assert_eq!(report["images"]["count"], 102);
    let names = zip_names(&zip);
    assert_eq!(names.iter().filter(|n| n.ends_with(".svg")).count(), 102);
    let xml = data_xml(&zip);
    assert!(xml.contains("Draw 57, then discard one."));
    // Same inputs, same bytes.
    let again = built_as(&root, "again.zip", &["--lang", "en"]);
    assert_eq!(std::fs::read(&zip).unwrap(), std::fs::read(&again).unwrap());
}

#[test]
fn japanese_headers_and_two_decks_by_their_deck_column() {
    let components = r##"
[[cards]]
id = "monsters"
name = { ja = "モンスター", en = "Monsters" }
size = 3
csv = "cards.csv"
deck = "モンスター"

[[cards]]
id = "spells"
name = { ja = "呪文", en = "Spells" }
size = 3
csv = "cards.csv"
deck = "呪文"
colour = "#6c3483"
"##;
    let places = r#"
[[place]]
cards = "monsters"
area = "draw"
stack = true
face = "down"

[[place]]
cards = "spells"
area = "draw"
stack = true
face = "down"
"#;
    let csv = "名前,山札,枚数,効果\nゴブリン,モンスター,３,噛みつく\nオーク,モンスター,2,\n火の玉,呪文,1,燃やす\n使わない札,呪文,0,\n";
    let root = game("two-decks", components, places, csv);
    let zip = built(&root, &[]);
    let report = udon_check(&zip);
    assert_eq!(report["errors"], 0, "{report:#}");
    // 3 + 2 monsters, 1 spell (a row with 0 copies is left out); two stacks.
    assert_eq!(report["counts"]["card"], 6);
    assert_eq!(report["counts"]["card-stack"], 2);
    let xml = data_xml(&zip);
    // Japanese names have no ASCII to make an id of: they are called after their line.
    let cards = |id: &str| {
        xml.matches(&format!(
            r#"udonforge="game=homemade version=1 component={id}"#
        ))
        .count()
    };
    assert_eq!(cards("monsters/row-2"), 3, "{xml}");
    assert_eq!(cards("monsters/row-3"), 2);
    assert_eq!(cards("spells/row-4"), 1);
    assert!(!xml.contains("使わない札"));
    assert!(
        xml.contains(r#"<data type="note" name="効果">噛みつく</data>"#),
        "{xml}"
    );

    // A row whose deck no kind takes is reported at its cell.
    let dir = root.join("templates/homemade");
    std::fs::write(dir.join("cards.csv"), format!("{csv}スライム,罠,1,\n")).unwrap();
    let (test, _) = build(&root, &[]);
    let run = test.status(2).stderr_has("error: ").run();
    assert!(
        run.stderr.contains("cards.csv:6:")
            && run.stderr.contains("the deck `罠` is no card kind's"),
        "{}",
        run.stderr
    );
}

#[test]
fn bad_rows_are_reported_with_their_line_and_nothing_is_written() {
    let csv = "name,front,copies\nA,img/a.png,1\nB,img/a.png,x\nC,img/missing.png,1\nD,cards.csv,1\nE,../a.png,1\nF,img/a.png,1,extra\n,img/a.png,1\nG,img/wide.png,1\n";
    let root = game("bad-rows", ONE_DECK, PLACE_DECK, csv);
    let img = root.join("templates/homemade/img");
    std::fs::write(img.join("a.png"), picture(250, 350, 1)).unwrap();
    std::fs::write(img.join("wide.png"), picture(350, 250, 2)).unwrap();
    let (test, zip) = build(&root, &[]);
    let run = test.status(2).stderr_has("error: ").run();
    let expected = [
        ("cards.csv:3:13:", "copies `x` is not a number"),
        (
            "cards.csv:4:3:",
            "the front picture `img/missing.png`: cannot read",
        ),
        ("cards.csv:5:3:", "the front picture `cards.csv`: not a PNG"),
        ("cards.csv:6:3:", "outside the spreadsheet's folder"),
        ("cards.csv:7:15:", "row has 4 cells, the header 3"),
        ("cards.csv:8:1:", "the card has no name"),
    ];
    // A picture of another shape is no problem: it is fitted to the deck's.
    assert!(!run.stderr.contains("wide.png"), "{}", run.stderr);
    // In Japanese, the same rows, said as a player reads them.
    let (test, _) = build(&root, &["--messages", "ja"]);
    let ja = test.status(2).stderr_has("エラー: ").run().stderr;
    for said in [
        "cards.csv:3:13: 枚数 `x` が 0〜200 の数ではありません",
        "cards.csv:4:3: 表面の画像 `img/missing.png`: 読めません: ファイルもフォルダーもありません",
        "cards.csv:5:3: 表面の画像 `cards.csv`: PNG、JPEG、WebP、GIF のどの画像でもありません",
        "cards.csv:6:3: 表面の画像 `../a.png` は CSV のフォルダーの外を指しています（`..`）",
        "cards.csv:7:15: この行にはセルが 4 個ありますが、見出しは 3 個です",
        "cards.csv:8:1: カードに名前がありません",
        "ヒント: 0 にすると、そのカードは山札に入りません",
    ] {
        assert!(ja.contains(said), "{said}:\n{ja}");
    }
    let english = english_in_japanese(&ja);
    assert!(english.is_empty(), "{english:?} in\n{ja}");
    for (at, what) in expected {
        assert!(
            run.stderr
                .lines()
                .any(|l| l.contains(at) && l.contains(what)),
            "{at} {what}:\n{}",
            run.stderr
        );
    }
    assert!(!zip.exists());
    assert!(
        std::fs::read_dir(&root)
            .unwrap()
            .all(|e| { !e.unwrap().file_name().to_string_lossy().contains("room") })
    );

    // A header without a name column, and a quote never closed.
    std::fs::write(
        root.join("templates/homemade/cards.csv"),
        "title,copies\nA,1\n",
    )
    .unwrap();
    let (test, _) = build(&root, &[]);
    test.status(2)
        .stderr_has("error: ")
        .stderr_has("cards.csv:1:1: the header has no `name` (名前) column")
        .run();
    std::fs::write(root.join("templates/homemade/cards.csv"), "name\nA\n\"B\n").unwrap();
    let (test, _) = build(&root, &[]);
    let run = test
        .status(2)
        .stderr_has("error: ")
        .stderr_has("cards.csv:3:1: a quoted cell is never closed")
        .run();
    // One problem, not a second about an empty deck.
    assert_eq!(run.stderr.matches("error:").count(), 1, "{}", run.stderr);
}

#[test]
fn a_picture_over_the_image_limit_is_fitted_to_the_card() {
    // Noise does not compress: 1500 × 2100 px is about 9 MB as PNG, over udonarium's 2 MiB.
    let mut state = 12345u32;
    let noisy = image::RgbImage::from_fn(1500, 2100, |_, _| {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let [a, b, c, _] = state.to_le_bytes();
        image::Rgb([a, b, c])
    });
    let mut big = Vec::new();
    noisy
        .write_to(&mut std::io::Cursor::new(&mut big), image::ImageFormat::Png)
        .unwrap();
    assert!(big.len() > 2 * 1024 * 1024);
    let root = game(
        "big-picture",
        ONE_DECK,
        PLACE_DECK,
        "name,front\nBig,img/big.png\n",
    );
    std::fs::write(root.join("templates/homemade/img/big.png"), &big).unwrap();
    let zip = built(&root, &[]);
    let report = udon_check(&zip);
    assert_eq!(report["errors"], 0, "{report:#}");
    assert!(report["images"]["largest"].as_u64().unwrap() < 2 * 1024 * 1024);
    assert!(!zip_names(&zip).contains(&format!("{}.png", sha256_hex(&big))));
}

#[test]
fn a_face_template_draws_the_spreadsheet_columns() {
    let components = r#"
[[cards]]
id = "deck"
name = { ja = "山札", en = "Deck" }
size = 3
face = "faces/card.svg"
csv = "cards.csv"
"#;
    // Two cards alike but for their power: their faces differ, so the column reached them.
    let root = game(
        "template-fields",
        components,
        PLACE_DECK,
        "name,power,rule\nKnight,3,Guards\nKnight II,3,Guards\nKnight III,5,Guards\n",
    );
    let faces = root.join("templates/homemade/faces");
    std::fs::create_dir_all(&faces).unwrap();
    let template = r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300">
  <rect width="200" height="300" fill="{{colour}}"/>
  <text x="100" y="150" font-size="80" text-anchor="middle">{{power}}</text>
  {{fields:10:200:180:14}}
</svg>"#;
    std::fs::write(
        faces.join("card.svg"),
        template.replace("{{fields:10:200:180:14}}", ""),
    )
    .unwrap();
    let zip = built(&root, &[]);
    let report = udon_check(&zip);
    assert_eq!(report["errors"], 0, "{report:#}");
    // Two faces (power 3 twice, power 5), the default back, the table.
    assert_eq!(report["images"]["count"], 4, "{report:#}");
    // With every field listed, the three faces differ.
    std::fs::write(faces.join("card.svg"), template.replace("{{power}}", "")).unwrap();
    let zip = built(&root, &[]);
    assert_eq!(udon_check(&zip)["images"]["count"], 4);
    std::fs::write(
        root.join("templates/homemade/cards.csv"),
        "name,power,rule\nKnight,3,Guards\nKnight II,3,Guards well\nKnight III,5,Guards\n",
    )
    .unwrap();
    let zip = built(&root, &[]);
    assert_eq!(udon_check(&zip)["images"]["count"], 5);
    // A column the spreadsheet does not have is named, with the template's line.
    std::fs::write(
        faces.join("card.svg"),
        template.replace("{{power}}", "{{strength}}"),
    )
    .unwrap();
    let (test, _) = build(&root, &[]);
    let run = test.status(2).stderr_has("error: ").run();
    assert!(
        run.stderr.contains("card.svg:3:") && run.stderr.contains("unknown field `strength`"),
        "{}",
        run.stderr
    );
}

#[test]
fn pictures_adding_up_past_the_room_limit_are_refused_at_their_row() {
    // Distinct pictures of about 1.9 MB, under the 2 MiB a picture may have: a 1×1 PNG
    // carrying a text chunk. Enough of them pass what a room's images may add up to.
    let limit = udonforge::udonarium::archive::MAX_ROOM_IMAGE_BYTES;
    let mut csv = String::from("name,front\n");
    let root = game("room-limit", ONE_DECK, PLACE_DECK, "");
    let img = root.join("templates/homemade/img");
    let mut one = Vec::new();
    image::RgbImage::new(1, 1)
        .write_to(&mut std::io::Cursor::new(&mut one), image::ImageFormat::Png)
        .unwrap();
    for n in 1..=limit / 1_900_000 + 1 {
        let mut text = format!("n{n}\0").into_bytes();
        text.resize(1_900_000, b'x');
        let mut chunk = (text.len() as u32).to_be_bytes().to_vec();
        chunk.extend_from_slice(b"tEXt");
        chunk.extend_from_slice(&text);
        let mut crc = flate2::Crc::new();
        crc.update(b"tEXt");
        crc.update(&text);
        chunk.extend_from_slice(&crc.sum().to_be_bytes());
        let bytes = [&one[..33], &chunk, &one[33..]].concat();
        std::fs::write(img.join(format!("n{n}.png")), bytes).unwrap();
        csv.push_str(&format!("Noise {n},img/n{n}.png\n"));
    }
    std::fs::write(root.join("templates/homemade/cards.csv"), csv).unwrap();
    let (test, zip) = build(&root, &[]);
    let run = test.status(2).stderr_has("error: ").run();
    let says = format!("the room's images pass {} MiB", limit / 1024 / 1024);
    assert!(
        run.stderr.contains("(cards.csv:") && run.stderr.contains(&says),
        "{}",
        run.stderr
    );
    assert!(!zip.exists());
    std::fs::remove_dir_all(img).unwrap();
}

#[test]
fn jpeg_and_webp_pictures_are_stored_as_they_are_under_their_own_extension() {
    let root = game(
        "jpeg-webp",
        ONE_DECK,
        PLACE_DECK,
        "name,front\nSun,img/sun.jpg\nMoon,img/moon.webp\nStar,img/star.gif\n",
    );
    let img = root.join("templates/homemade/img");
    let picture = image::RgbImage::from_fn(250, 350, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
    });
    let mut files = Vec::new();
    for (name, format) in [
        ("sun.jpg", image::ImageFormat::Jpeg),
        ("moon.webp", image::ImageFormat::WebP),
        ("star.gif", image::ImageFormat::Gif),
    ] {
        let mut bytes = Vec::new();
        let image = image::DynamicImage::ImageRgb8(picture.clone());
        let image = if format == image::ImageFormat::Gif {
            image::DynamicImage::ImageRgba8(image.to_rgba8())
        } else {
            image
        };
        image
            .write_to(&mut std::io::Cursor::new(&mut bytes), format)
            .unwrap();
        std::fs::write(img.join(name), &bytes).unwrap();
        files.push((name, bytes));
    }
    let zip = built(&root, &[]);
    assert_eq!(udon_check(&zip)["errors"], 0);
    let names = zip_names(&zip);
    for (name, bytes) in files {
        let extension = name.rsplit_once('.').unwrap().1;
        assert!(
            names.contains(&format!("{}.{extension}", sha256_hex(&bytes))),
            "{name} not stored as it is: {names:?}"
        );
    }
}

/// Japanese first, English where the spreadsheet gives it: `name_en` and `COLUMN_en`.
#[test]
fn english_columns_make_an_english_room() {
    let csv = "名前,name_en,効果,効果_en,点数\nゴブリン,Goblin,噛みつく,Bites,1\nオーク,,殴る,,3\n";
    let root = game("english", ONE_DECK, PLACE_DECK, csv);
    let ja = built(&root, &[]);
    let en = built_as(&root, "en.zip", &["--lang", "en"]);
    let (ja, en) = (data_xml(&ja), data_xml(&en));
    assert!(ja.contains(r#"<data name="name">ゴブリン</data>"#), "{ja}");
    assert!(ja.contains(r#"<data type="note" name="効果">噛みつく</data>"#));
    assert!(en.contains(r#"<data name="name">Goblin</data>"#), "{en}");
    assert!(en.contains(r#"<data type="note" name="効果">Bites</data>"#));
    // Where a row leaves the English empty, the Japanese stands in.
    assert!(en.contains(r#"<data name="name">オーク</data>"#));
    // The English columns are not fields of their own; the number column scores in both.
    assert!(!en.contains("name_en") && !en.contains("効果_en"));
    assert_eq!(en.matches(r#"<data name="点数">"#).count(), 2);

    // An English column without its Japanese one, or for a column that is not a text.
    std::fs::write(
        root.join("templates/homemade/cards.csv"),
        "name,text_en,copies_en\nA,a,1\n",
    )
    .unwrap();
    let (test, _) = build(&root, &[]);
    test.status(2)
        .stderr_has("cards.csv:1:6: `text_en` gives the English of `text`, which the header lacks")
        .stderr_has("cards.csv:1:14: `copies_en`")
        .run();
}
