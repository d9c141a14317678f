//! No silent corruption (#28): every input either means what it says or is refused. One
//! test per finding of a review that fed udonforge a user's mistakes and an attacker's
//! files, each driving the binary as a user does; each failed before its fix
//! (`UDONFORGE_TEST_BIN=path/to/older/udonforge` replays them).

use crate::common;
use common::game_copy::GameCopy;
use common::*;
use std::io::{Cursor, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Long enough for any command here on a loaded machine.
const LIMIT: Duration = Duration::from_secs(120);

/// 1-based line and column of the first `needle` in `text`.
fn line_col(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).unwrap_or_else(|| panic!("no {needle:?}"));
    let line = text[..at].matches('\n').count() + 1;
    let col = text[..at].rsplit('\n').next().unwrap().chars().count() + 1;
    (line, col)
}

fn build(copy: &GameCopy, game: &str, out: &Path, extra: &[&str]) -> Test {
    let mut args = vec![
        "build",
        game,
        "--templates",
        copy.templates_arg(),
        "-o",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    Test::new()
        .current_dir(&copy.dir)
        .args(&args)
        .timeout(LIMIT)
}

/// The zip at `path` with `name` replaced by each of `bodies` in turn (listed once per body,
/// the way no zip writer lists a name twice: a stand-in name of its length, renamed after),
/// every other entry kept.
fn with_entries(path: &Path, name: &str, bodies: &[&[u8]]) -> Vec<u8> {
    let stand_in = format!("{}#", &name[..name.len() - 1]);
    let mut archive = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).unwrap();
        let entry_name = file.name().to_string();
        let mut body = Vec::new();
        file.read_to_end(&mut body).unwrap();
        if entry_name != name {
            out.start_file(&entry_name, stored).unwrap();
            out.write_all(&body).unwrap();
            continue;
        }
        for (n, b) in bodies.iter().enumerate() {
            let listed = if n == 0 { name } else { &stand_in };
            out.start_file(listed, stored).unwrap();
            out.write_all(b).unwrap();
        }
    }
    let mut zip = out.finish().unwrap().into_inner();
    let from = stand_in.as_bytes();
    let mut at = 0;
    while let Some(i) = zip[at..].windows(from.len()).position(|w| w == from) {
        zip[at + i..at + i + from.len()].copy_from_slice(name.as_bytes());
        at += i + from.len();
    }
    zip
}

/// Finding 1: an unclosed `{{` in a definition's text doubled the text before it (a title
/// `XYZ {{ p` became `XYZ XYZ {{ p`, a palette gained a line). It is an error at the brace.
#[test]
fn an_unclosed_brace_is_an_error_at_its_place_never_a_doubled_text() {
    let copy = GameCopy::new("meaning-braces", "ritual");
    copy.edit(
        "game.toml",
        "title = { ja = \"リチュアル\", en = \"RITUAL\" }",
        "title = { ja = \"XYZ {{ p\", en = \"RITUAL\" }",
    )
    .edit(
        "game.toml",
        "choice[$seats] スタートプレイヤー\"\"\"",
        "choice[$seats] スタートプレイヤー\n1d6 ダメージ {{ 未完\"\"\"",
    )
    .edit(
        "components.toml",
        "name = { ja = \"赤の呪文\", en = \"Red spell\" }",
        "name = { ja = \"カードX {{ Y\", en = \"Red spell\" }",
    );
    let game = std::fs::read_to_string(copy.path("game.toml")).unwrap();
    let components = std::fs::read_to_string(copy.path("components.toml")).unwrap();
    let mut test = build(&copy, "ritual", &copy.dir.join("room.zip"), &[]);
    for (file, text, brace) in [
        ("game.toml", &game, "{{ p"),
        ("game.toml", &game, "{{ 未完"),
        ("components.toml", &components, "{{ Y"),
    ] {
        let (line, col) = line_col(text, brace);
        test = test.stderr_has(format!(
            "{file}:{line}:{col}: the `ja` text opens a term with `{{{{` and never closes it"
        ));
    }
    refused(test, "");
    assert!(!copy.dir.join("room.zip").exists(), "nothing written");
    // Closed braces still name terms; a `}}` alone means itself.
    let copy = GameCopy::new("meaning-braces-closed", "wie-verhext");
    let glossary = std::fs::read_to_string(copy.path("glossary.toml")).unwrap();
    assert!(glossary.contains("full-action"), "{glossary}");
    copy.edit(
        "game.toml",
        "title = { ja = \"",
        "title = { ja = \"}} {{ full-action }} ",
    );
    let out = copy.dir.join("room.zip");
    build(&copy, "wie-verhext", &out, &[])
        .stdout_has("wrote ")
        .run();
    // The title names the room's first chat message.
    let chat = String::from_utf8(zip_entry(&out, "chat.xml")).unwrap();
    assert!(
        chat.contains("name=\"}} 完全なアクション "),
        "the term written once, the lone `}}` kept"
    );
}

/// Finding 2: a number column's `_en` was never checked: `points=1, points_en=999` showed 999
/// in English rooms while the referee counted 1. A number is one number in every language.
#[test]
fn a_number_columns_english_is_the_same_number_or_refused_at_its_line() {
    let root = scratch("meaning-number-en");
    std::fs::create_dir_all(root.join("deck")).unwrap();
    let csv = "name,points,points_en\nA,1,999\nB,2,many\nC,3,3\nD,4,\nE,x,y\n";
    std::fs::write(root.join("deck/cards.csv"), csv).unwrap();
    let run = refused(
        Test::new()
            .current_dir(&root)
            .args(&["new", "n", "--from", "deck/cards.csv"])
            .timeout(LIMIT)
            .stderr_has("deck/cards.csv:3:5: `points_en` is `many` where `points` is the number 2"),
        "deck/cards.csv:2:5: `points_en` is `999` where `points` is the number 1: a number is the same in every language",
    );
    // The same number, an empty cell and a column of text are no problem.
    for line in 4..=6 {
        assert!(
            !run.stderr.contains(&format!("cards.csv:{line}:")),
            "{}",
            run.stderr
        );
    }
    std::fs::write(
        root.join("deck/cards.csv"),
        "name,points,points_en\nC,3,3\nD,４,\nE,x,y\n",
    )
    .unwrap();
    Test::new()
        .current_dir(&root)
        .args(&["new", "n", "--from", "deck/cards.csv"])
        .timeout(LIMIT)
        .stdout_has("created templates/")
        .run();
}

/// Finding 3: a glossary term of 9,999 characters drawn on faces rendered for seconds before
/// "over 2 MiB". A term is refused at the glossary before anything is drawn.
#[test]
fn a_term_too_long_to_print_is_refused_before_anything_is_drawn() {
    let copy = GameCopy::new("meaning-long-term", "wie-verhext");
    let long = "長".repeat(9_999);
    copy.rewrite("glossary.toml", |text| {
        let at = text.find("full-action = { ja = \"").unwrap() + "full-action = { ja = \"".len();
        let end = at + text[at..].find('"').unwrap();
        format!("{}{long}{}", &text[..at], &text[end..])
    });
    let glossary = std::fs::read_to_string(copy.path("glossary.toml")).unwrap();
    let (line, _) = line_col(&glossary, "full-action =");
    let started = std::time::Instant::now();
    refused(
        build(&copy, "wie-verhext", &copy.dir.join("room.zip"), &[]),
        &format!(
            "glossary.toml:{line}:15: term `full-action`: the `ja` text is 9999 characters long, over the limit of 200 for a term"
        ),
    );
    // Refused at load: long before a face could be drawn (rendering took 4–10 s).
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
    // The same for any text a face draws: a card name of 9,999 characters is refused from
    // the filled template, before a glyph is drawn (it used to render, then be too large).
    let root = scratch("meaning-long-name");
    new_game(&root, "g");
    let components = root.join("templates/g/components.toml");
    let text = std::fs::read_to_string(&components).unwrap();
    let text = text.replacen(
        "name = { ja = \"太陽\"",
        &format!("name = {{ ja = \"{long}\""),
        1,
    );
    std::fs::write(&components, text).unwrap();
    let started = std::time::Instant::now();
    refused(
        Test::new()
            .current_dir(&root)
            .args(&["build", "g"])
            .timeout(LIMIT),
        "templates/g/faces/card.svg: it would draw 20030 characters of text, over the limit of 4000 for one image",
    );
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
    // Terms naming terms are no way round it: a term holds no braces.
    let copy = GameCopy::new("meaning-term-in-term", "wie-verhext");
    copy.edit(
        "glossary.toml",
        "full-action = { ja = \"",
        "full-action = { ja = \"{{favour-heading}}",
    );
    refused(
        build(&copy, "wie-verhext", &copy.dir.join("room.zip"), &[]),
        "term `full-action`: the `ja` text holds `{{`",
    );
}

/// The record on a built room's table (the JSON after its digest), and the XML it is in.
struct Sealed {
    xml: String,
    record: serde_json::Value,
}

impl Sealed {
    fn of(zip: &Path) -> Sealed {
        let xml = String::from_utf8(zip_entry(zip, "data.xml")).unwrap();
        let (_, value) = Sealed::attribute(&xml);
        let value = unescape(value);
        let json = value.split_once(' ').unwrap().1;
        Sealed {
            record: serde_json::from_str(json).unwrap(),
            xml,
        }
    }

    /// The byte range and text of the table's `udonforge-room` attribute.
    fn attribute(xml: &str) -> (std::ops::Range<usize>, &str) {
        let key = "udonforge-room=\"";
        let from = xml.find(key).unwrap() + key.len();
        let to = from + xml[from..].find('"').unwrap();
        (from..to, &xml[from..to])
    }

    /// The data.xml with `record` sealed again, as anyone can: the digest is no signature.
    fn resealed(&self, record: &serde_json::Value) -> String {
        let body = serde_json::to_string(record).unwrap();
        let digest = udonforge::udonarium::archive::sha256_hex(body.as_bytes());
        let value = escape(&format!("sha256={digest} {body}"));
        let (range, _) = Sealed::attribute(&self.xml);
        format!(
            "{}{value}{}",
            &self.xml[..range.start],
            &self.xml[range.end..]
        )
    }
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Finding 4: a record re-sealed with `players: 99` on a 4-seat game, 100 `played` flags,
/// `lang: "fr"` or `version: 999` was read and changed the verdict. docs/referee.md says such a
/// record is refused: it is, saying what contradicts what.
#[test]
fn a_record_that_contradicts_itself_is_refused() {
    let root = scratch("meaning-record");
    let room = root.join("room.zip");
    Test::new()
        .current_dir(&root)
        .args(&[
            "build",
            "shinjya",
            "--players",
            "4",
            "-o",
            room.to_str().unwrap(),
        ])
        .timeout(LIMIT)
        .stdout_has("wrote ")
        .run();
    let sealed = Sealed::of(&room);
    let seats = sealed.record["played"].as_array().unwrap().len();
    let referee = |name: &str, record: &serde_json::Value| {
        let save = root.join(format!("{name}.zip"));
        let xml = sealed.resealed(record);
        std::fs::write(&save, with_entries(&room, "data.xml", &[xml.as_bytes()])).unwrap();
        Test::new()
            .current_dir(&root)
            .args(&["referee", save.to_str().unwrap()])
            .timeout(LIMIT)
    };
    // Sealed again unchanged, the room is read as built: the re-sealing is sound.
    referee("same", &sealed.record).stdout_has("— 判定").run();
    let change = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut r = sealed.record.clone();
        edit(&mut r);
        r
    };
    let cases: Vec<(&str, serde_json::Value, String)> = vec![
        (
            "players",
            change(&|r| r["players"] = 99.into()),
            format!("it was built for 99 players, and marks 4 of its {seats} seats played"),
        ),
        (
            "played",
            change(&|r| r["played"] = serde_json::json!(vec![true; 100])),
            format!("it says whether 100 seats are played, where the game has {seats}"),
        ),
        (
            "lang",
            change(&|r| r["lang"] = "fr".into()),
            "its language is `fr`, where a room is built in `ja` or `en`".into(),
        ),
        (
            "face",
            change(&|r| {
                let faces = r["faces"].as_object_mut().unwrap();
                let first = faces.keys().next().unwrap().clone();
                faces[&first] = "game=ritual version=3 component=altar".into();
            }),
            "names `game=ritual version=3 component=altar`, no component of this room's game and version"
                .into(),
        ),
    ];
    for (name, record, says) in cases {
        refused(
            referee(name, &record).stderr_has(&says),
            "the room's own record contradicts itself: ",
        );
    }
    refused(
        referee("version", &change(&|r| r["version"] = 999.into())),
        "built by version 999 of `shinjya`",
    );
}

/// A user's game (`new gold`) whose name pieces keep gold, a counter of at most 100, scored by
/// it; built, with the gold fields of its four seats typed as `typed` says.
fn gold_room(name: &str, typed: &[&str]) -> (PathBuf, Test) {
    let root = scratch(name);
    gold_game(&root, Some(100));
    Test::new()
        .current_dir(&root)
        .args(&["build", "gold", "-o", "gold.zip"])
        .timeout(LIMIT)
        .stdout_has("wrote ")
        .run();
    let zip = root.join("gold.zip");
    let mut xml = String::from_utf8(zip_entry(&zip, "data.xml")).unwrap();
    let field = "<data type=\"numberResource\" currentValue=\"0\" name=\"金貨\">100</data>";
    assert_eq!(xml.matches(field).count(), 4, "one per seat:\n{xml}");
    for value in typed {
        xml = xml.replacen(
            field,
            &format!(
                "<data type=\"numberResource\" currentValue=\"{value}\" name=\"金貨\">100</data>"
            ),
            1,
        );
    }
    std::fs::write(&zip, with_entries(&zip, "data.xml", &[xml.as_bytes()])).unwrap();
    let test = Test::new()
        .current_dir(&root)
        .args(&["referee", "gold.zip", "--json"])
        .timeout(LIMIT);
    (root, test)
}

/// Finding 5: a user's game read its counters leniently: `NaN` counted 0 without a word, `1.5`
/// was rounded, `101` on a counter of `max = 100` was counted. Each is a violation naming the
/// piece, and counts nothing.
#[test]
fn a_counter_not_a_whole_number_within_its_range_is_a_violation() {
    let (_, test) = gold_room("meaning-counters", &["NaN", "1.5", "101", "7"]);
    let verdict = test.status(1).report();
    assert_eq!(
        verdict.scores(),
        [Some(0), Some(0), Some(0), Some(7)],
        "{verdict:#}"
    );
    let messages: Vec<&str> = verdict
        .violations
        .iter()
        .filter(|v| v.code == "counter-out-of-range")
        .map(|v| v.message.as_str())
        .collect();
    assert_eq!(messages.len(), 3, "{verdict:#}");
    for (message, typed) in messages.iter().zip(["NaN", "1.5", "101"]) {
        assert!(
            message.contains("プレイヤー名を入れる")
                && message.contains("0から100までの整数ではありません")
                && message.contains(&format!("「{typed}」")),
            "{message}"
        );
    }
    // Within the range, every value counts and nothing is said.
    let (_, test) = gold_room("meaning-counters-fine", &["0", "100", "3.0", "7"]);
    test.status(0).report();
}

/// Finding 6: a `glossary.toml` that is a folder, a FIFO or a link to `/dev/zero` was taken as
/// absent (306 "not a term" lines, the file never named). It is named, with what is wrong.
#[test]
fn a_glossary_that_is_no_file_is_named() {
    let copy = GameCopy::new("meaning-glossary-kind", "wie-verhext");
    let glossary = copy.path("glossary.toml");
    let mkfifo = std::process::Command::new("mkfifo")
        .arg("--version")
        .output()
        .is_ok();
    for kind in ["folder", "link", "fifo"] {
        let _ = std::fs::remove_file(&glossary);
        let _ = std::fs::remove_dir_all(&glossary);
        let what = match kind {
            "folder" => {
                std::fs::create_dir(&glossary).unwrap();
                "a folder"
            }
            "link" => {
                std::os::unix::fs::symlink("/dev/zero", &glossary).unwrap();
                "a device, FIFO or socket"
            }
            _ if mkfifo => {
                let made = std::process::Command::new("mkfifo")
                    .arg(&glossary)
                    .status()
                    .unwrap();
                assert!(made.success());
                "a device, FIFO or socket"
            }
            _ => continue,
        };
        let run = refused(
            build(&copy, "wie-verhext", &copy.dir.join("room.zip"), &[]),
            &format!("glossary.toml: cannot read the glossary: not a regular file ({what})"),
        );
        assert!(!run.stderr.contains("not a term"), "{}", run.stderr);
    }
    // notes.toml is optional too, and as plainly named when it is no file.
    let _ = std::fs::remove_dir_all(&glossary);
    let _ = std::fs::remove_file(&glossary);
    let notes = copy.path("notes.toml");
    std::fs::remove_file(&notes).unwrap();
    std::fs::create_dir(&notes).unwrap();
    refused(
        build(&copy, "wie-verhext", &copy.dir.join("room.zip"), &[]),
        "notes.toml: cannot read the definition: not a regular file (a folder)",
    );
}

/// Finding 7: `check` called a zip with two different `data.xml` entries clean, where the app
/// loads both in order (the second room replacing the first) and `referee` read the second.
#[test]
fn check_reports_an_entry_listed_twice() {
    let root = scratch("meaning-two-entries");
    let room = root.join("room.zip");
    Test::new()
        .current_dir(&root)
        .args(&["build", "ritual", "-o", room.to_str().unwrap()])
        .timeout(LIMIT)
        .stdout_has("wrote ")
        .run();
    let xml = zip_entry(&room, "data.xml");
    let other =
        String::from_utf8(xml.clone())
            .unwrap()
            .replacen("<card ", "<card data-second=\"1\" ", 1);
    let twice = root.join("twice.zip");
    std::fs::write(
        &twice,
        with_entries(&room, "data.xml", &[&xml, other.as_bytes()]),
    )
    .unwrap();
    Test::new().current_dir(&root).args(&["check", twice.to_str().unwrap()]).timeout(LIMIT).status(1).stdout_has(
            "data.xml: the zip holds 2 entries named `data.xml`: the app loads each in the zip's order, so the last one's room replaces the others'"
        ).run();
    // The room as built lists each entry once.
    Test::new()
        .current_dir(&root)
        .args(&["check", room.to_str().unwrap()])
        .timeout(LIMIT)
        .stdout_has("0 errors, 0 warnings")
        .run();
}

/// Finding 8: an error named a path that does not exist (`templates/wide/(default)/deck-face.svg`):
/// a template udonforge supplies is named by the definition file that leaves it out.
#[test]
fn a_built_in_template_is_named_by_a_file_that_exists() {
    let root = scratch("meaning-default-path");
    std::fs::create_dir_all(root.join("deck")).unwrap();
    // A picture 20 times as tall as wide: the plain face drawn at its shape is 6,000 px tall.
    let mut tall = Vec::new();
    image::RgbImage::from_pixel(10, 200, image::Rgb([9, 9, 9]))
        .write_to(&mut Cursor::new(&mut tall), image::ImageFormat::Png)
        .unwrap();
    std::fs::write(root.join("deck/tall.png"), tall).unwrap();
    std::fs::write(root.join("deck/cards.csv"), "name,front\nA,tall.png\n").unwrap();
    let run = Test::new()
        .current_dir(&root)
        .args(&["new", "wide", "--from", "deck/cards.csv"])
        .timeout(LIMIT);
    let run = refused(
        run,
        "templates/wide/components.toml (card kind `deck`'s built-in face): the canvas is 300×6000 px",
    );
    assert!(!run.stderr.contains("(default)"), "{}", run.stderr);
}

/// Peak resident memory of a run of the binary, polled from /proc while it runs (a lower
/// bound of the true peak, which it reaches within a poll of its end). `None` off Linux.
pub(crate) fn peak_rss(cwd: &Path, args: &[&str]) -> Option<(u64, i32)> {
    let mut child = std::process::Command::new(binary())
        .args(args)
        .current_dir(cwd)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let status = format!("/proc/{}/status", child.id());
    let mut peak = None;
    loop {
        if let Some(kb) = std::fs::read_to_string(&status).ok().and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        }) {
            peak = Some(kb * 1024);
        }
        if let Some(exit) = child.try_wait().unwrap() {
            return peak.map(|p| (p, exit.code().unwrap_or(-1)));
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Finding 9: a bare `data.xml` given to `referee` was read whole before it was parsed (100k
/// objects peaked at 3.4× the file's size, the same save zipped at 1.0×). It is streamed as a
/// zip's entries are: the peak stays within 1.5× the file's size.
#[test]
fn a_bare_data_xml_is_streamed() {
    let root = scratch("meaning-bare-xml");
    let room = root.join("room.zip");
    Test::new()
        .current_dir(&root)
        .args(&["build", "shinjya", "-o", room.to_str().unwrap()])
        .timeout(LIMIT)
        .stdout_has("wrote ")
        .run();
    // As scripts/big-save makes one: the room's objects repeated, to about 40 MB of XML.
    let data = String::from_utf8(zip_entry(&room, "data.xml")).unwrap();
    let table_end = data.find("</game-table>").unwrap() + "</game-table>".len();
    let end = data.rfind("</room>").unwrap();
    let (head, body) = (&data[..table_end], &data[table_end..end]);
    let copies = 40_000_000 / body.len() + 1;
    let mut xml = String::with_capacity(head.len() + body.len() * copies + 16);
    xml.push_str(head);
    for _ in 0..copies {
        xml.push_str(body);
    }
    xml.push_str("</room>\n");
    let save = root.join("data.xml");
    std::fs::write(&save, &xml).unwrap();
    let size = xml.len() as u64;
    drop(xml);
    let Some((peak, code)) = peak_rss(&root, &["referee", "data.xml", "--json"]) else {
        return;
    };
    assert_eq!(code, 1, "refereed (duplicated components are violations)");
    // Streamed, the peak is about the file's size (1.0×, as a zip's); read whole first, it
    // was twice that here (and 1.8× for the bench's 100 000 objects).
    assert!(
        2 * peak <= 3 * size,
        "peak {} MB for {} MB of XML",
        peak / 1_000_000,
        size / 1_000_000
    );
}
