//! Broken definitions are refused with the file, line and column of the mistake, and no
//! room is written.

use crate::common;
use common::*;

pub(crate) struct Broken {
    pub(crate) stderr: String,
    dir: std::path::PathBuf,
    file: String,
    text: String,
    edit_at: usize,
}

/// Copies the shinjya definition, replaces `from` by `to` in one file, builds, and
/// returns what the build said.
fn build_broken(file: &str, from: &str, to: &str) -> Broken {
    build_broken_in("shinjya", file, from, to)
}

/// `build_broken` in a copy of `game`.
pub(crate) fn build_broken_in(game: &str, file: &str, from: &str, to: &str) -> Broken {
    let copy = GameCopy::new("broken", game);
    let edit_at = std::fs::read_to_string(copy.path(file))
        .unwrap()
        .find(from)
        .unwrap_or_else(|| panic!("{file} does not contain {from:?}"));
    copy.edit(file, from, to);
    let text = std::fs::read_to_string(copy.path(file)).unwrap();
    let (dir, templates) = (&copy.dir, &copy.templates);
    let out = dir.join("room.zip");
    let run = Test::new()
        .args(&[
            "build",
            game,
            "--seed",
            "1",
            "--templates",
            templates.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        !out.exists(),
        "no room may be written from a broken definition"
    );
    assert!(
        std::fs::read_dir(dir).unwrap().all(|e| !e
            .unwrap()
            .file_name()
            .to_string_lossy()
            .ends_with(".tmp")),
        "no temporary file is left behind"
    );
    // The same problems told in Japanese, one line each, with no English sentence left.
    let ja = Test::new()
        .args(&["build", game, "--seed", "1", "--messages", "ja"])
        .args(&["--templates", templates.to_str().unwrap()])
        .args(&["-o", out.to_str().unwrap()])
        .status(2)
        .stderr_has("エラー: ")
        .run();
    let count = |text: &str, label: &str| text.lines().filter(|l| l.starts_with(label)).count();
    assert_eq!(
        count(&ja.stderr, "エラー: "),
        count(&run.stderr, "error: "),
        "{}\n{}",
        run.stderr,
        ja.stderr
    );
    let english = english_in_japanese(&ja.stderr);
    assert!(english.is_empty(), "{english:?} in\n{}", ja.stderr);
    Broken {
        stderr: run.stderr,
        dir: templates.join(game),
        file: file.to_string(),
        text,
        edit_at,
    }
}

/// The error names the file and the line and column where `anchor` (first found at or
/// after the edit) begins, and says `message`.
pub(crate) fn expect(b: &Broken, anchor: &str, message: &str) {
    let offset = b.edit_at
        + b.text[b.edit_at..]
            .find(anchor)
            .expect("anchor in the edited text");
    let line = b.text[..offset].matches('\n').count() + 1;
    let col = b.text[..offset]
        .rsplit('\n')
        .next()
        .unwrap()
        .chars()
        .count()
        + 1;
    let place = format!("error: {}:{line}:{col}: ", b.dir.join(&b.file).display());
    assert!(
        b.stderr.starts_with(&place) && b.stderr.contains(message),
        "expected `{place}…{message}`, got:\n{}",
        b.stderr
    );
}

#[test]
fn toml_syntax_error() {
    let b = build_broken("game.toml", "version = 3", "version = = 3");
    expect(&b, "= 3", "expected");
}

#[test]
fn unknown_field_is_named() {
    let b = build_broken(
        "components.toml",
        "size = 3\nface = \"faces/card.svg\"",
        "sise = 3\nface = \"faces/card.svg\"",
    );
    expect(&b, "sise", "unknown field `sise`, expected one of");
}

#[test]
fn missing_template_file() {
    let b = build_broken(
        "components.toml",
        "face = \"faces/identity.svg\"",
        "face = \"faces/identiti.svg\"",
    );
    expect(
        &b,
        "\"faces/identiti.svg\"",
        "cannot read `faces/identiti.svg`",
    );
}

#[test]
fn unknown_area_in_a_placement() {
    let b = build_broken(
        "layout.toml",
        "area = \"incident-deck\"",
        "area = \"incident-dek\"",
    );
    expect(&b, "\"incident-dek\"", "unknown area `incident-dek`");
    assert!(
        b.stderr.contains("hint: known: guide, incident-deck"),
        "{}",
        b.stderr
    );
}

#[test]
fn bad_colour() {
    let b = build_broken("game.toml", "colour = \"#c0392b\"", "colour = \"red\"");
    expect(
        &b,
        "\"red\"",
        "expected a colour like `#c0392b`, found `red`",
    );
}

#[test]
fn players_out_of_range() {
    let b = build_broken("game.toml", "default = 5", "default = 6");
    expect(&b, "6", "`default` must be between 3 and 5, found 6");
}

#[test]
fn a_welcome_text_for_a_player_count_outside_the_range() {
    let b = build_broken(
        "game.toml",
        "[[chat.extra]]\nplayers = [4]",
        "[[chat.extra]]\nplayers = [4, 6]",
    );
    expect(&b, "[4, 6]", "expected player counts from 3 to 5, found 6");
}

#[test]
fn missing_japanese_text() {
    let b = build_broken(
        "notes.toml",
        "title = { ja = \"セットアップ\", en = \"Setup\" }",
        "title = { en = \"Setup\" }",
    );
    expect(&b, "{ en", "a note title has no Japanese text");
}

#[test]
fn unknown_icon_value() {
    let b = build_broken(
        "components.toml",
        "values = { nyar = 2 }",
        "values = { nyarl = 2 }",
    );
    expect(&b, "nyarl", "unknown value `nyarl`");
}

/// `[referee.score]` names counters by id and card values by key, each checked at load.
#[test]
fn a_score_naming_an_unknown_counter_or_card_value() {
    let b = build_broken_in(
        "wie-verhext",
        "game.toml",
        "counters = [\"vials\"]",
        "counters = [\"vial\"]",
    );
    expect(&b, "\"vial\"", "unknown counter `vial`");
    assert!(
        b.stderr.contains("red, green, white, gold, vials"),
        "{}",
        b.stderr
    );
    let b = build_broken_in(
        "wie-verhext",
        "game.toml",
        "counters = [\"red\"",
        "counters = [\"赤\"",
    );
    expect(&b, "\"赤\"", "unknown counter `赤`");
    assert!(b.stderr.contains("by its id: `red`"), "{}", b.stderr);
    let b = build_broken_in(
        "wie-verhext",
        "game.toml",
        "cards = [\"points\"]",
        "cards = [\"pints\"]",
    );
    expect(&b, "\"pints\"", "unknown card value `pints`");
}

#[test]
fn unknown_template_field_points_into_the_svg() {
    let b = build_broken("faces/chair.svg", "{{seat}}", "{{seet}}");
    expect(&b, "{{seet}}", "unknown field `seet`");
}

#[test]
fn several_problems_are_all_reported() {
    let copy = GameCopy::new("broken-many", "shinjya");
    copy.edit("game.toml", "colour = \"#2f6fd0\"", "colour = \"blue\"")
        .edit("game.toml", "colour = \"#2e9a4c\"", "colour = \"#2e9a4\"");
    let (dir, templates) = (&copy.dir, &copy.templates);
    let run = Test::new()
        .args(&[
            "build",
            "shinjya",
            "--templates",
            templates.to_str().unwrap(),
            "-o",
            dir.join("x.zip").to_str().unwrap(),
        ])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert_eq!(
        run.stderr.matches("expected a colour").count(),
        2,
        "{}",
        run.stderr
    );
}

#[test]
fn a_game_offering_english_needs_english_everywhere() {
    let b = build_broken_in(
        "ritual",
        "notes.toml",
        "title = { ja = \"準備\", en = \"Setup\" }",
        "title = { ja = \"準備\" }",
    );
    expect(&b, "{ ja", "a note title has no `en` text");
}

#[test]
fn a_chant_card_end_names_a_spell() {
    let b = build_broken_in(
        "ritual",
        "components.toml",
        "{ id = \"c02\", ends = [[\"red\", 2]",
        "{ id = \"c02\", ends = [[\"blue\", 2]",
    );
    expect(&b, "\"blue\"", "unknown icon `blue`");
}

#[test]
fn a_two_ended_card_has_two_ends() {
    let b = build_broken_in(
        "ritual",
        "components.toml",
        "{ id = \"c03\", ends = [[\"red\", 3], [\"green\", 5]] }",
        "{ id = \"c03\", ends = [[\"red\", 3], [\"green\", 5], [\"yellow\", 1]] }",
    );
    expect(&b, "[[", "a two-ended card has 2 ends, found 3");
}

#[test]
fn copies_beyond_the_limit_are_refused_before_anything_is_made() {
    let b = build_broken(
        "components.toml",
        "id = \"witness\", name = { ja = \"目撃者\", en = \"Witness\" }, copies = 2",
        "id = \"witness\", name = { ja = \"目撃者\", en = \"Witness\" }, copies = 4294967295",
    );
    assert!(
        b.stderr
            .contains("card `evidence/witness` has 4294967295 copies, over the limit of 200"),
        "{}",
        b.stderr
    );
}

#[test]
fn too_many_objects_in_a_room() {
    let copy = GameCopy::new("many-objects", "shinjya");
    // Each item within the copies limit, together far over the objects limit.
    copy.rewrite("components.toml", |text| {
        text.replace("copies = 2,", "copies = 199,")
            .replace("{ id = \"accuse\",", "{ id = \"accuse\", copies = 199,")
    });
    let dir = &copy.dir;
    let out = dir.join("room.zip");
    let run = Test::new()
        .current_dir(dir)
        .args(&["build", "shinjya", "-o", out.to_str().unwrap()])
        .status(2)
        .stderr_has("objects, over the limit of 2000")
        .run();
    assert!(!run.stderr.contains("copies, over"), "{}", run.stderr);
    assert!(!out.exists());
}

#[test]
fn a_text_field_beyond_the_limit_is_refused() {
    let long = "邪".repeat(10_001);
    let b = build_broken(
        "components.toml",
        "name = { ja = \"目撃者\", en = \"Witness\" }",
        &format!("name = {{ ja = \"{long}\", en = \"Witness\" }}"),
    );
    expect(
        &b,
        "{ ja",
        "the `ja` text is 10001 characters long, over the limit of 10000",
    );
}

#[test]
fn card_size_and_svg_canvas_limits() {
    let b = build_broken("components.toml", "size = 3", "size = 300");
    assert!(
        b.stderr.contains("is 300 cells wide, over the limit of 20"),
        "{}",
        b.stderr
    );
    let b = build_broken_in(
        "shinjya",
        "faces/card.svg",
        "width=\"300\" height=\"420\"",
        "width=\"30000\" height=\"42000\"",
    );
    assert!(
        b.stderr
            .contains("faces/card.svg: the canvas is 30000×42000 px, over the limit of 4096 px"),
        "{}",
        b.stderr
    );
}

#[test]
fn output_is_a_plain_zip_name_starting_with_the_id() {
    for (bad, message) in [
        ("../escape.zip", "must be a plain file name"),
        ("/tmp/shinjya.zip", "must be a plain file name"),
    ] {
        let b = build_broken(
            "game.toml",
            "output = \"shinjya01.zip\"",
            &format!("output = \"{bad}\""),
        );
        expect(&b, "output", message);
    }
    // The loader's own check points at the value.
    let b = build_broken(
        "game.toml",
        "output = \"shinjya01.zip\"",
        "output = \"shinjya01.txt\"",
    );
    expect(&b, "\"shinjya01.txt\"", "must end in `.zip`");
}

#[test]
fn a_copied_game_folder_does_not_keep_the_other_games_output() {
    // Copy shinjya to mygame and change only the id: the output name still says shinjya01.
    let copy = GameCopy::named("copied-game", "shinjya", "mygame");
    copy.edit("game.toml", "id = \"shinjya\"", "id = \"mygame\"");
    let dir = &copy.dir;
    std::fs::write(dir.join("shinjya01.zip"), b"the other game's room").unwrap();
    let run = Test::new()
        .current_dir(dir)
        .args(&["build", "mygame"])
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        run.stderr
            .contains("`output = \"shinjya01.zip\"` must start with the game's id `mygame`"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("hint: for example `output = \"mygame.zip\"`")
    );
    assert_eq!(
        std::fs::read(dir.join("shinjya01.zip")).unwrap(),
        b"the other game's room"
    );
}

#[test]
fn a_zone_too_small_for_the_cards_it_holds() {
    // Seat zone `hand` is 17.5 × 5.5 cells; identity cards are 3 wide and 4.2 high: fanned
    // by their 0.9-cell name strips, 17 fit in 17.4 cells, 18 need 18.3.
    let hand = "id = \"hand\"\nname = { ja = \"手札（自分だけ見る）\", en = \"Hand 「自分だけ見る」\" }\nat = [5, 1.5]\nsize = [17.5, 5.5]";
    let holds = "holds = 5\ncards = \"evidence\"";
    let b = build_broken(
        "layout.toml",
        &format!("{hand}\n{holds}"),
        &format!("{hand}\nholds = 18\ncards = \"identity\""),
    );
    expect(
        &b,
        "18",
        "zone `hand` (17.5×5.5 cells) cannot hold 18 `identity` cards fanned",
    );
    assert!(
        b.stderr
            .contains("hint: each card after the first needs 0.90 cells"),
        "{}",
        b.stderr
    );
    let b = build_broken(
        "layout.toml",
        &format!("{hand}\n{holds}"),
        &format!("{hand}\nholds = 5\ncards = \"identiti\""),
    );
    expect(&b, "\"identiti\"", "unknown card kind `identiti`");
    let b = build_broken(
        "layout.toml",
        &format!("{hand}\n{holds}"),
        &format!("{hand}\nholds = 9"),
    );
    expect(
        &b,
        "9",
        "says how many cards it `holds` but not of which kind",
    );
}

#[test]
fn a_zone_holding_what_fits_builds() {
    let copy = GameCopy::new("holds", "shinjya");
    // The hand's own `holds = 5` evidence cards, raised to the most that fit.
    copy.edit(
        "layout.toml",
        "size = [17.5, 5.5]\nholds = 5\ncards = \"evidence\"",
        "size = [17.5, 5.5]\nholds = 17\ncards = \"identity\"",
    );
    let (dir, templates) = (&copy.dir, &copy.templates);
    let out = dir.join("room.zip");
    let t = templates.to_str().unwrap();
    Test::new()
        .args(&[
            "build",
            "shinjya",
            "--templates",
            t,
            "-o",
            out.to_str().unwrap(),
        ])
        .stdout_has("wrote ")
        .run();
}

#[test]
fn a_placement_of_an_unknown_note() {
    let b = build_broken("layout.toml", "notes = \"all\"", "notes = \"setup-guide\"");
    expect(&b, "\"setup-guide\"", "unknown note `setup-guide`");
    assert!(
        b.stderr.contains(
            "hint: expected `all` or a note id of notes.toml: `guide`, `setup`, `action`"
        ),
        "{}",
        b.stderr
    );
}

#[test]
fn an_unknown_palette_substitution_is_refused_at_its_line() {
    let b = build_broken_in(
        "wie-verhext",
        "game.toml",
        "私は{{assistant}}です\n",
        "私は{{assistant}}です\n$seatの番: $seatname\n",
    );
    expect(
        &b,
        "$seatname",
        "unknown substitution `$seatname` in the chat palette",
    );
    assert!(b.stderr.contains("write `$$` for a `$`"), "{}", b.stderr);
}

#[test]
fn a_palette_needs_the_games_languages() {
    let b = build_broken_in(
        "ritual",
        "game.toml",
        "en = \"\"\"I have played my chant card",
        "en_gb = \"\"\"I have played my chant card",
    );
    // Reported at the palette's table.
    let line = b.text[..b.text.find("[chat.palette]").unwrap()]
        .matches('\n')
        .count()
        + 1;
    let place = format!("{}:{line}:1: ", b.dir.join("game.toml").display());
    assert!(
        b.stderr
            .starts_with(&format!("error: {place}the chat palette has no `en` text"))
            && b.stderr.contains(&format!(
                "{place}the chat palette has text in `en_gb`, expected `ja` or `en`"
            )),
        "{}",
        b.stderr
    );
}

#[test]
fn a_seat_name_that_would_split_a_choice_is_refused() {
    let b = build_broken(
        "game.toml",
        "short = { ja = \"ブルネル\", en = \"Brunel\" }",
        "short = { ja = \"ブル,ネル\", en = \"Brunel\" }",
    );
    // Reported where the palette lists the short names.
    let at = b.text.find("choice[$shorts]").unwrap() + "choice[".len();
    let line = b.text[..at].matches('\n').count() + 1;
    assert!(
        b.stderr.contains(&format!("game.toml:{line}:"))
            && b.stderr
                .contains("`$shorts` puts seat `blue`'s name `ブル,ネル` into the chat palette"),
        "{}",
        b.stderr
    );
}

/// `[referee] rules` names rules udonforge has: a typo is an error at its line, with the
/// names it could be, when the definition loads (at `build`, not first at `referee`).
#[test]
fn rules_naming_no_game_are_refused_at_load() {
    let b = build_broken("game.toml", "rules = \"shinjya\"", "rules = \"shinjay\"");
    expect(
        &b,
        "\"shinjay\"",
        "`rules` names `shinjay`, which udonforge does not have",
    );
    assert!(
        b.stderr
            .contains("hint: expected one of shinjya, ritual, wie-verhext, deltacle"),
        "{}",
        b.stderr
    );
}

/// A role the named rules need, deleted from `[referee.roles]`, is an error at the `rules`
/// line when the definition loads; a role naming the wrong kind of thing at its own line.
#[test]
fn a_role_the_rules_need_is_checked_at_load() {
    let b = build_broken("game.toml", "accused = \"zone:accused\"\n", "");
    let at = b.text.find("rules = \"shinjya\"").unwrap() + "rules = ".len();
    let line = b.text[..at].matches('\n').count() + 1;
    let col = b.text[..at].rsplit('\n').next().unwrap().chars().count() + 1;
    let place = format!("error: {}:{line}:{col}: ", b.dir.join(&b.file).display());
    assert!(
        b.stderr.starts_with(&place)
            && b.stderr
                .contains("the `shinjya` rules need the role `accused`"),
        "expected `{place}…`, got:\n{}",
        b.stderr
    );
    assert!(
        b.stderr
            .contains("hint: add `accused = \"zone:ID\"` under `[referee.roles]`"),
        "{}",
        b.stderr
    );
    let b = build_broken(
        "game.toml",
        "accused = \"zone:accused\"",
        "accused = \"area:removed\"",
    );
    expect(
        &b,
        "\"area:removed\"",
        "role `accused` must name a seat zone (`zone:`) for the `shinjya` rules",
    );
}

/// A copy of ritual (Japanese and English) whose glossary defines `altar`, used by a note.
fn ritual_with_glossary(glossary: &str, note_from: &str, note_to: &str) -> std::path::PathBuf {
    let copy = GameCopy::new("glossary", "ritual");
    std::fs::write(copy.path("glossary.toml"), glossary).unwrap();
    copy.edit("notes.toml", note_from, note_to);
    copy.dir
}

/// Builds the copy `ritual_with_glossary` made, as `room.zip` beside it.
fn build_glossary_copy(dir: &std::path::Path) -> Test {
    Test::new().args(&[
        "build",
        "ritual",
        "--templates",
        dir.join("templates").to_str().unwrap(),
        "-o",
        dir.join("room.zip").to_str().unwrap(),
    ])
}

#[test]
fn a_glossary_term_is_written_once_and_read_in_every_language() {
    let dir = ritual_with_glossary(
        "[terms]\naltar = { ja = \"大祭壇\", en = \"Great Altar\" }\n",
        "title = { ja = \"準備\", en = \"Setup\" }",
        "title = { ja = \"{{altar}}の準備\", en = \"Setting up the {{ altar }}\" }",
    );
    let templates = dir.join("templates");
    for (lang, want) in [("ja", "大祭壇の準備"), ("en", "Setting up the Great Altar")] {
        let out = dir.join(format!("{lang}.zip"));
        Test::new()
            .args(&[
                "build",
                "ritual",
                "--lang",
                lang,
                "--templates",
                templates.to_str().unwrap(),
                "-o",
                out.to_str().unwrap(),
            ])
            .stdout_has("wrote ")
            .run();
        let entries = udonforge::udonarium::archive::read_xml_entries(
            &std::fs::read(&out).unwrap(),
            udonforge::udonarium::archive::ReadLimits::default(),
        )
        .unwrap();
        let data = entries.iter().find(|e| e.name == "data.xml").unwrap();
        let data = String::from_utf8_lossy(&data.bytes);
        assert!(
            data.contains(want),
            "{lang}: the note's title reads {want:?}"
        );
        assert!(!data.contains("{{"), "{lang}: no braces left in the room");
    }
}

#[test]
fn an_unknown_term_is_an_error_at_its_line_naming_the_terms() {
    let dir = ritual_with_glossary(
        "[terms]\naltar = { ja = \"大祭壇\", en = \"Great Altar\" }\n",
        "title = { ja = \"準備\", en = \"Setup\" }",
        "title = { ja = \"{{alter}}の準備\", en = \"Setup\" }",
    );
    let notes = dir.join("templates/ritual/notes.toml");
    let text = std::fs::read_to_string(&notes).unwrap();
    let line = text[..text.find("{{alter}}").unwrap()]
        .matches('\n')
        .count()
        + 1;
    let run = build_glossary_copy(&dir)
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        run.stderr.contains(&format!("notes.toml:{line}:"))
            && run
                .stderr
                .contains("`{{alter}}` is not a term of the glossary")
            && run.stderr.contains("terms: altar"),
        "{}",
        run.stderr
    );
    assert!(!dir.join("room.zip").exists());
}

#[test]
fn a_term_lacking_a_language_the_game_offers_is_an_error_in_the_glossary() {
    let dir = ritual_with_glossary(
        "[terms]\naltar = { ja = \"大祭壇\" }\n",
        "title = { ja = \"準備\", en = \"Setup\" }",
        "title = { ja = \"{{altar}}\", en = \"{{altar}}\" }",
    );
    let run = build_glossary_copy(&dir)
        .status(2)
        .stderr_has("error: ")
        .run();
    assert!(
        run.stderr.contains("glossary.toml:2:")
            && run.stderr.contains("term `altar` has no `en` text"),
        "{}",
        run.stderr
    );
}
