//! Every input bounded, every room well-formed (#20): one test per finding of a review made
//! as a hostile user would, each driving the binary as a user does. Each failed before its
//! fix: `UDONFORGE_TEST_BIN=path/to/older/udonforge cargo test --test bounds` replays them.

use crate::common;
use common::*;
use std::io::{Cursor, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Long enough for any command here on a loaded machine; a command that waits for ever, or
/// renders what it should have refused, is killed and fails.
const LIMIT: Duration = Duration::from_secs(90);

fn png(width: u32, height: u32, rgb: [u8; 3]) -> Vec<u8> {
    let mut out = Vec::new();
    image::RgbImage::from_pixel(width, height, image::Rgb(rgb))
        .write_to(&mut Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

/// `png` with `extra` chunks after its header (the signature and IHDR are 33 bytes).
fn with_chunks(png: &[u8], extra: &[Vec<u8>]) -> Vec<u8> {
    [&png[..33], &extra.concat(), &png[33..]].concat()
}

fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for c in bytes.chunks(3) {
        let n = c
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            out.push(if i <= c.len() {
                ABC[(n >> (18 - 6 * i) & 63) as usize] as char
            } else {
                '='
            });
        }
    }
    out
}

/// A scratch folder holding `deck/cards.csv` and the pictures under `deck/`, as a user has
/// them before `udonforge new ID --from deck/cards.csv`.
fn deck(name: &str, csv: &str, pictures: &[(&str, &[u8])]) -> PathBuf {
    let root = scratch(name);
    std::fs::create_dir_all(root.join("deck")).unwrap();
    std::fs::write(root.join("deck/cards.csv"), csv).unwrap();
    for (path, bytes) in pictures {
        let path = root.join("deck").join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    root
}

fn new_from(root: &Path, id: &str) -> Test {
    Test::new()
        .current_dir(root)
        .args(&["new", id, "--from", "deck/cards.csv"])
        .timeout(LIMIT)
}

/// Replaces `name` in the zip at `path` by `bytes`, keeping every other entry.
fn replace_entry(path: &Path, name: &str, bytes: &[u8]) {
    let mut archive = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).unwrap();
        let entry_name = file.name().to_string();
        let mut body = Vec::new();
        file.read_to_end(&mut body).unwrap();
        out.start_file(&entry_name, zip::write::SimpleFileOptions::default())
            .unwrap();
        out.write_all(if entry_name == name { bytes } else { &body })
            .unwrap();
    }
    std::fs::write(path, out.finish().unwrap().into_inner()).unwrap();
}

/// Finding 1: A spreadsheet deck whose kind names a `deck` after the CSV lost its deck column.
#[test]
fn a_deck_column_deleted_after_new_is_an_error_not_a_panic() {
    let root = deck("bounds-deck-column", "name,deck\nA,x\n", &[]);
    new_from(&root, "d").stdout_has("created templates/d").run();
    std::fs::write(root.join("templates/d/cards.csv"), "name\nA\n").unwrap();
    for command in ["build", "preview"] {
        refused(
            Test::new()
                .current_dir(&root)
                .args(&[command, "d", "-o", "out.file"])
                .timeout(LIMIT),
            "`cards.csv` has no deck column to choose rows by",
        );
    }
}

/// Finding 2: Pictures inside SVG templates: bounded like user art, read from the game's folder
/// only, relative to the template, never from a device or an absolute path.
#[test]
fn pictures_in_templates_are_bounded_and_read_from_the_game_folder_only() {
    let root = scratch("bounds-svg-images");
    new_game(&root, "g");
    let face = root.join("templates/g/faces/card.svg");
    let template = std::fs::read_to_string(&face).unwrap();
    let with_image = |href: &str| {
        let at = template.rfind("</svg>").unwrap();
        format!(
            "{}<image x=\"0\" y=\"0\" width=\"300\" height=\"420\" href=\"{href}\"/>\n{}",
            &template[..at],
            &template[at..]
        )
    };
    let line = template[..template.rfind("</svg>").unwrap()]
        .lines()
        .count()
        + 1;
    // A 109-byte PNG claiming 30000 × 30000 pixels.
    let mut giant = png(1, 1, [0, 0, 0]);
    giant[16..24].copy_from_slice(&[0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30]);
    let mut crc = flate2::Crc::new();
    crc.update(&giant[12..29]);
    giant[29..33].copy_from_slice(&crc.sum().to_be_bytes());
    std::fs::write(root.join("outside.png"), png(4, 4, [0, 0, 255])).unwrap();
    let outside = root.join("outside.png").display().to_string();
    for (href, says) in [
        (
            format!("data:image/png;base64,{}", base64(&giant)),
            "30000×30000 px is over the 40 megapixel limit".to_string(),
        ),
        ("/dev/zero".into(), "an absolute path".into()),
        (outside, "an absolute path".into()),
        (
            "../../outside.png".into(),
            "outside the game's folder".into(),
        ),
        (
            "file:///dev/zero".into(),
            "not a file in the game's folder".into(),
        ),
    ] {
        std::fs::write(&face, with_image(&href)).unwrap();
        let run = refused(
            Test::new()
                .current_dir(&root)
                .args(&["build", "g", "-o", "g.zip"])
                .timeout(LIMIT),
            &says,
        );
        assert!(
            run.stderr.contains(&format!("faces/card.svg:{line}:")),
            "{}",
            run.stderr
        );
    }
    // A relative path is the template's folder's, not the current folder's: the red picture
    // beside the template is drawn, not the blue one where the command runs.
    std::fs::write(
        root.join("templates/g/faces/pic.png"),
        png(30, 42, [255, 0, 0]),
    )
    .unwrap();
    std::fs::write(root.join("pic.png"), png(30, 42, [0, 0, 255])).unwrap();
    std::fs::write(&face, with_image("pic.png")).unwrap();
    Test::new()
        .current_dir(&root)
        .args(&["build", "g", "-o", "g.zip", "--seed", "1"])
        .timeout(LIMIT)
        .stdout_has("wrote ")
        .run();
    let xml = String::from_utf8(zip_entry(&root.join("g.zip"), "data.xml")).unwrap();
    let front = xml
        .split("<data type=\"image\" name=\"front\">")
        .nth(1)
        .and_then(|rest| rest.split('<').next())
        .unwrap()
        .to_string();
    let image = image::load_from_memory(&zip_entry(&root.join("g.zip"), &format!("{front}.png")))
        .expect("a face drawing a picture is a PNG")
        .to_rgb8();
    let centre = image.get_pixel(image.width() / 2, image.height() / 2);
    assert_eq!(centre.0, [255, 0, 0]);
}

/// Finding 3: Control characters from a spreadsheet cell or a TOML text: refused at their line,
/// and `check` refuses a room the app's XML parser would.
#[test]
fn characters_xml_cannot_carry_are_refused_where_they_are_written() {
    let root = deck("bounds-controls", "name,text\nA,ok\nB,x\u{1}y\n", &[]);
    refused(new_from(&root, "c"), "deck/cards.csv:3:4: U+0001");
    assert!(!root.join("templates").exists());
    std::fs::write(root.join("deck/cards.csv"), "name\nA\u{ffff}\n").unwrap();
    refused(new_from(&root, "c"), "deck/cards.csv:2:2: U+FFFF");
    // A TOML escape writes one into a definition's text.
    new_game(&root, "t");
    let components = root.join("templates/t/components.toml");
    let text = std::fs::read_to_string(&components).unwrap();
    std::fs::write(
        &components,
        text.replacen("カードを1枚引く。", "カードを\\u0007引く。", 1),
    )
    .unwrap();
    let line = text[..text.find("カードを1枚引く。").unwrap()]
        .lines()
        .count();
    let run = refused(
        Test::new()
            .current_dir(&root)
            .args(&["build", "t", "-o", "t.zip"])
            .timeout(LIMIT),
        &format!("components.toml:{line}:"),
    );
    assert!(run.stderr.contains("U+0007"), "{}", run.stderr);
    // A room holding one, made by another tool: the app would refuse it, so check does.
    new_game(&root, "r");
    Test::new()
        .current_dir(&root)
        .args(&["build", "r", "-o", "r.zip"])
        .timeout(LIMIT)
        .stdout_has("wrote ")
        .run();
    let zip = root.join("r.zip");
    let xml = String::from_utf8(zip_entry(&zip, "data.xml")).unwrap();
    replace_entry(
        &zip,
        "data.xml",
        xml.replacen("太陽", "太\u{1}陽", 1).as_bytes(),
    );
    Test::new()
        .current_dir(&root)
        .args(&["check", "r.zip"])
        .timeout(LIMIT)
        .status(1)
        .stdout_has("error: data.xml: not well-formed XML")
        .run();
}

/// Finding 4: Scores never wrap: card values out of range are refused at load; counters typed out
/// of range are a breach naming the piece, and count nothing.
#[test]
fn scores_never_wrap() {
    let root = deck(
        "bounds-scores",
        "name,points\nA,1\nB,999999999999999999\n",
        &[],
    );
    refused(
        new_from(&root, "s"),
        "deck/cards.csv:3:3: `points` 999999999999999999 is out of range",
    );
    // A game whose seats keep gold on their name pieces, scored by it.
    gold_game(&root, None);
    Test::new()
        .current_dir(&root)
        .args(&["build", "gold", "-o", "gold.zip", "--seed", "1"])
        .timeout(LIMIT)
        .stdout_has("wrote ")
        .run();
    let zip = root.join("gold.zip");
    let mut xml = String::from_utf8(zip_entry(&zip, "data.xml")).unwrap();
    let field = "<data name=\"金貨\">0</data>";
    assert_eq!(xml.matches(field).count(), 4, "one per seat");
    // Seats in the room's order: 1e300, i64::MAX, 5, and 0 left as it was.
    for value in ["1e300", "9223372036854775807", "5"] {
        xml = xml.replacen(field, &format!("<data name=\"金貨\">{value}</data>"), 1);
    }
    replace_entry(&zip, "data.xml", xml.as_bytes());
    let verdict = Test::new()
        .current_dir(&root)
        .args(&["referee", "gold.zip", "--json"])
        .timeout(LIMIT)
        .status(1)
        .report();
    assert_eq!(
        verdict.scores(),
        [Some(0), Some(0), Some(5), Some(0)],
        "{verdict:#}"
    );
    assert_eq!(verdict.winners, [3]);
    let breaches: Vec<_> = verdict
        .violations
        .iter()
        .filter(|v| v.code == "counter-out-of-range")
        .collect();
    assert_eq!(breaches.len(), 2, "{verdict:#}");
    for b in breaches {
        assert_eq!(b.rule, "components");
        let message = &b.message;
        assert!(message.contains("プレイヤー名を入れる"), "{message}");
    }
}

/// Finding 5: A FIFO where a file is read is refused before it is opened: nothing waits for ever.
#[test]
fn a_fifo_is_refused_before_it_is_opened() {
    let root = deck(
        "bounds-fifo",
        "name,front\nA,a.png\n",
        &[("a.png", &png(30, 42, [9, 9, 9]))],
    );
    new_from(&root, "f").stdout_has("created templates/f").run();
    let fifo = |path: &Path| {
        let _ = std::fs::remove_file(path);
        let status = std::process::Command::new("mkfifo")
            .arg(path)
            .status()
            .unwrap();
        assert!(status.success(), "mkfifo {}", path.display());
    };
    fifo(&root.join("f.zip"));
    for args in [&["check", "f.zip"][..], &["referee", "f.zip"]] {
        refused(
            Test::new().current_dir(&root).args(args).timeout(LIMIT),
            "not a regular file",
        );
    }
    fifo(&root.join("deck/fifo.csv"));
    refused(
        Test::new()
            .current_dir(&root)
            .args(&["new", "x", "--from", "deck/fifo.csv"])
            .timeout(LIMIT),
        "not a regular file",
    );
    // As a game's spreadsheet, then as a picture, in `new` and in `build`.
    let build = || {
        Test::new()
            .current_dir(&root)
            .args(&["build", "f", "-o", "o.zip"])
            .timeout(LIMIT)
    };
    let csv = root.join("templates/f/cards.csv");
    let kept = std::fs::read(&csv).unwrap();
    fifo(&csv);
    refused(build(), "not a regular file");
    std::fs::remove_file(&csv).unwrap();
    std::fs::write(&csv, kept).unwrap();
    fifo(&root.join("templates/f/a.png"));
    refused(build(), "not a regular file");
    fifo(&root.join("deck/a.png"));
    refused(new_from(&root, "y"), "not a regular file");
}

/// Finding 6: What a decoder's metadata or a file that is no zip costs is bounded: a PNG whose
/// colour profile inflates to 1 GiB is refused under a memory cap; `check` refuses a large
/// file that is no zip from its first bytes.
#[test]
fn metadata_bombs_and_large_non_zips_are_refused_within_bounds() {
    // 1 GiB of zeros deflates to about 1 MB.
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..1024 {
        z.write_all(&zeros).unwrap();
    }
    let mut profile = b"bomb\0\0".to_vec();
    profile.extend(z.finish().unwrap());
    let bomb = with_chunks(
        &png(30, 42, [1, 2, 3]),
        &[camera::png_chunk(b"iCCP", &profile)],
    );
    let root = deck(
        "bounds-iccp",
        "name,front\nA,bomb.png\n",
        &[("bomb.png", &bomb)],
    );
    // Under a cap of 300 MB of address space the command ends with its own error, where it
    // needed 531 MB before.
    let bin = binary();
    let capped = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 300000 && exec \"$0\" new b --from deck/cards.csv")
        .arg(&bin)
        .current_dir(&root)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&capped.stderr);
    assert_eq!(capped.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("deck/cards.csv:2:3"), "{stderr}");
    assert!(
        stderr.contains("colour profile") || stderr.contains("limit"),
        "{stderr}"
    );
    // A sparse 511 MiB file of zeros: refused from its first bytes.
    let big = root.join("big.zip");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(511 << 20)
        .unwrap();
    refused(
        Test::new()
            .current_dir(&root)
            .args(&["check", "big.zip"])
            .timeout(LIMIT),
        "not a zip file",
    );
    std::fs::remove_file(big).unwrap();
}

/// Finding 7: A cut-off picture is refused at its row: stored byte for byte, a browser would show
/// it broken.
#[test]
fn a_truncated_picture_is_refused_at_its_row() {
    let whole = png(30, 42, [200, 100, 0]);
    let cut = &whole[..whole.len() - 20];
    let root = deck(
        "bounds-truncated",
        "name,front\nA,a.png\nB,b.png\n",
        &[("a.png", &whole), ("b.png", cut)],
    );
    refused(
        new_from(&root, "t"),
        "deck/cards.csv:3:3: the front picture `b.png`: the file is cut off",
    );
    assert!(!root.join("templates").exists());
}

/// Finding 8: `preview` refuses a sheet too large from the layout, before rendering: 200 faces of
/// 4096 × 4096 px would take minutes to render.
#[test]
fn preview_refuses_a_sheet_too_large_before_rendering() {
    let mut csv = String::from("name\n");
    for n in 1..=200 {
        csv.push_str(&format!("Card {n}\n"));
    }
    let root = deck("bounds-preview", &csv, &[]);
    new_from(&root, "p").stdout_has("created templates/p").run();
    let dir = root.join("templates/p");
    std::fs::write(
        dir.join("faces/big.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4096\" height=\"4096\"><rect width=\"4096\" height=\"4096\" fill=\"#345\"/><text x=\"100\" y=\"400\" font-size=\"300\" fill=\"#fff\">{{name}}</text></svg>",
    )
    .unwrap();
    let components = std::fs::read_to_string(dir.join("components.toml")).unwrap();
    let components = components.replacen(
        "csv = \"cards.csv\"",
        "csv = \"cards.csv\"\nface = \"faces/big.svg\"",
        1,
    );
    std::fs::write(dir.join("components.toml"), components).unwrap();
    let started = std::time::Instant::now();
    refused(
        Test::new()
            .current_dir(&root)
            .args(&["preview", "p", "-o", "p.png"])
            .timeout(LIMIT),
        "over the limit of 64 megapixels",
    );
    assert!(started.elapsed() < LIMIT);
}

/// Finding 9: What a failed `new` leaves, the names in its errors, one path rule for `new` and
/// `build`, and ids no command could name.
#[test]
fn new_leaves_nothing_and_names_only_the_users_files() {
    let root = deck("bounds-new", "name,front\nA,nope.png\n", &[]);
    refused(new_from(&root, "n"), "no picture `nope.png`");
    assert!(
        !root.join("templates").exists(),
        "no empty templates folder"
    );
    // `./` and `//` mean the same file for `new` and for `build`.
    let pic = png(30, 42, [0, 90, 0]);
    std::fs::write(
        root.join("deck/cards.csv"),
        "name,front,back\nA,./pics/a.png,pics//a.png\n",
    )
    .unwrap();
    std::fs::create_dir_all(root.join("deck/pics")).unwrap();
    std::fs::write(root.join("deck/pics/a.png"), &pic).unwrap();
    new_from(&root, "n").stdout_has("created templates/n").run();
    Test::new()
        .current_dir(&root)
        .args(&["build", "n", "-o", "n.zip"])
        .timeout(LIMIT)
        .stdout_has("wrote ")
        .run();
    // An empty `--from` (clap refuses it), and ids no command line could name or no file system could hold.
    let run = Test::new()
        .current_dir(&root)
        .args(&["new", "e", "--from", ""])
        .timeout(LIMIT)
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(!root.join("templates/e").exists());
    refused(
        Test::new()
            .current_dir(&root)
            .args(&["new", "--", "-abc"])
            .timeout(LIMIT),
        "starts with `-`",
    );
    let long = "a".repeat(1000);
    refused(
        Test::new()
            .current_dir(&root)
            .args(&["new", &long])
            .timeout(LIMIT),
        "1000 characters long, over the limit of 64",
    );
    assert!(!run.stderr.contains("too long (os error"), "{}", run.stderr);
    assert!(
        std::fs::read_dir(root.join("templates"))
            .unwrap()
            .flatten()
            .all(|e| !e.file_name().to_string_lossy().starts_with('.')),
        "no staging folder is left"
    );
}

/// Finding 10: Limits real users meet: a room of scanned faces over the old 32 MiB builds (with a
/// warning above the comfortable size); one over the limit is refused naming the user's
/// own picture; a spreadsheet over 2,000 rows gets a hint like every other limit.
#[test]
fn a_room_of_scans_builds_and_the_limits_say_what_to_do() {
    // Distinct pictures of about 1.9 MB, all of it pixels (a text chunk would not reach
    // the room: it is metadata).
    let picture = |n: usize| stored_png(800, 791, n as u32);
    let over = udonforge::udonarium::archive::MAX_ROOM_IMAGE_BYTES / 1_900_000 + 2;
    let comfortable = udonforge::udonarium::archive::COMFORTABLE_ROOM_IMAGE_BYTES / 1_900_000 + 2;
    let mut csv = String::from("name,front\n");
    let pictures: Vec<(String, Vec<u8>)> = (1..=over)
        .map(|n| (format!("img/p{n}.png"), picture(n)))
        .collect();
    for n in 1..=comfortable {
        csv.push_str(&format!("Card {n},img/p{n}.png\n"));
    }
    let files: Vec<(&str, &[u8])> = pictures
        .iter()
        .map(|(p, b)| (p.as_str(), b.as_slice()))
        .collect();
    let root = deck("bounds-room-size", &csv, &files);
    let run = new_from(&root, "scans")
        .stderr_has("warning: the room's images add up to")
        .stdout_has("created templates/")
        .run();
    std::fs::remove_dir_all(root.join("templates")).unwrap();
    std::fs::remove_file(root.join("scans.zip")).unwrap();
    for n in comfortable + 1..=over {
        csv.push_str(&format!("Card {n},img/p{n}.png\n"));
    }
    std::fs::write(root.join("deck/cards.csv"), &csv).unwrap();
    refused(new_from(&root, "scans"), "deck/img/p");
    assert!(run.stderr.contains("hint: "), "{}", run.stderr);
    assert!(!run.stderr.contains(".scans.new-"), "{}", run.stderr);
    assert!(!root.join("templates").exists());
    std::fs::remove_dir_all(root.join("deck/img")).unwrap();
    // 2,001 rows.
    let mut csv = String::from("name\n");
    for n in 0..2001 {
        csv.push_str(&format!("C{n}\n"));
    }
    std::fs::write(root.join("deck/cards.csv"), csv).unwrap();
    refused(
        new_from(&root, "rows"),
        "more than 2000 rows after the header",
    );
    assert!(run.stderr.contains("\nhint: "), "{}", run.stderr);
    std::fs::remove_dir_all(root).unwrap();
}
