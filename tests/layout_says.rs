//! `udonforge layout` on saves edited from the real app's exports (`tests/layout/`): what the
//! definition cannot say is named, never guessed; what it can is said in its own terms (the
//! track, a seat's zones); its inputs and other folders are never overwritten; a save it
//! cannot read back is refused with the reason.

use crate::common::*;
use std::path::{Path, PathBuf};
use udonforge::udonarium::Element;
use udonforge::udonarium::xml::{read_document, write_document};

/// A case's save, as a tree to edit.
fn save_of(case: &str) -> Element {
    let path = repo().join("tests/layout").join(case).join("data.xml");
    read_document(&std::fs::read(path).unwrap()).unwrap()
}

/// The room's top-level objects whose identity's component starts with `component`.
fn objects<'a>(room: &'a mut Element, component: &str) -> Vec<&'a mut Element> {
    room.children
        .iter_mut()
        .filter(|el| {
            el.get("udonforge")
                .and_then(|a| a.split(' ').find_map(|w| w.strip_prefix("component=")))
                .is_some_and(|c| c.starts_with(component))
        })
        .collect()
}

fn set(el: &mut Element, name: &str, value: impl ToString) {
    match el.attrs.iter_mut().find(|(k, _)| k == name) {
        Some((_, v)) => *v = value.to_string(),
        None => el.attrs.push((name.to_string(), value.to_string())),
    }
}

fn shift(el: &mut Element, dx: f64, dy: f64) {
    for (name, by) in [("location.x", dx), ("location.y", dy)] {
        let v: f64 = el.get(name).unwrap().parse().unwrap();
        set(el, name, v + by * 50.0);
    }
}

/// Writes the room as `save.xml` in a scratch folder and runs `layout` on it there.
fn layout(name: &str, room: &Element, extra: &[&str]) -> (PathBuf, Test) {
    let dir = scratch(&format!("layout-says-{name}"));
    std::fs::write(dir.join("save.xml"), write_document(room)).unwrap();
    let test = Test::new()
        .current_dir(&dir)
        .args(&["layout", "save.xml", "--messages", "en"])
        .args(extra);
    (dir, test)
}

#[test]
fn what_the_layout_cannot_say_is_named_and_the_rest_written() {
    let mut room = save_of("shinjya");
    // Turned: seat 2's character card; put away: seat 3's name piece; gone: the marker;
    // a copy made in the app: seat 4's character card twice.
    set(objects(&mut room, "character/character")[1], "rotate", 90);
    set(
        objects(&mut room, "player-name")[2],
        "location.name",
        "graveyard",
    );
    let marker = room
        .children
        .iter()
        .position(|el| {
            el.get("udonforge")
                .is_some_and(|a| a.contains("component=interrogation-marker"))
        })
        .unwrap();
    room.children.remove(marker);
    let copy = objects(&mut room, "character/character")[3].clone();
    room.children.push(copy);
    // Seat 1's accusation cards and its name piece moved apart, each its own way.
    for card in objects(&mut room, "accusation/") {
        if card.get("udonforge").unwrap().ends_with("seat=1") {
            shift(card, 0.0, 0.5);
        }
    }
    shift(objects(&mut room, "player-name")[0], 0.0, -0.5);
    // One rule note moved alone; another made lower than its text.
    let notes = objects(&mut room, "note/");
    let scoring = notes
        .into_iter()
        .find(|n| n.get("udonforge").unwrap().ends_with("note/scoring"))
        .unwrap();
    shift(scoring, 0.0, -1.0);
    let (dir, test) = layout("named", &room, &["-o", "out"]);
    let run = test
        .status(1)
        .stdout_has("not written (the definition cannot say it):")
        .run();
    let out = &run.stdout;
    for said in [
        "card 「青の魔女 ブルネル」 (`character/character`, seat 2 (`blue`)'s) is turned 90°: the layout has no rotation; it starts upright",
        "piece 「プレイヤー名を入れる」 (`player-name`, seat 3 (`yellow`)'s) was put away in an inventory",
        "(`interrogation-marker`) is not in the save: it stays where the definition puts it",
        "(`character/character`, seat 4 (`green`)'s) is not in the room as built (a copy made in the app?)",
        "zones of seat 1 (`red`) moved by different amounts (",
        "note `scoring` moved apart from the other notes of area `rules`",
    ] {
        assert!(out.contains(said), "{said}\nnot in:\n{out}");
    }
    // What it can say is still written: the seat, the deck and the note of the export.
    assert!(
        out.contains("seat 3 (`yellow`)'s area: [65, 11.5] → [68, 11.5]"),
        "{out}"
    );
    assert!(dir.join("out/shinjya/layout.toml").is_file());
}

#[test]
fn a_note_made_lower_than_its_text_keeps_the_height_it_needs() {
    fn data<'a>(el: &'a mut Element, name: &str) -> Option<&'a mut Element> {
        if el.tag == "data" && el.get("name") == Some(name) {
            return Some(el);
        }
        el.children.iter_mut().find_map(|c| data(c, name))
    }
    let mut room = save_of("mydeck");
    let note = objects(&mut room, "note/rules").pop().unwrap();
    data(note, "height").unwrap().text = "1".into();
    let (dir, test) = layout(
        "low-note",
        &room,
        &["--templates", "templates", "-o", "out"],
    );
    users_game(&dir);
    let run = test.status(1).stdout_has("not written").run();
    assert!(
        run.stdout.contains("note `rules` was made lower (height 1) than its text needs at width 20: it stays 3 high"),
        "{}",
        run.stdout
    );
}

#[test]
fn the_track_moves_with_everything_on_it() {
    let mut room = save_of("deltacle");
    for el in objects(&mut room, "gem/")
        .into_iter()
        .filter(|el| el.tag == "card")
    {
        shift(el, 0.0, 0.5);
    }
    for el in objects(&mut room, "witch") {
        shift(el, 0.0, 0.5);
    }
    let (dir, test) = layout("track", &room, &["-o", "out"]);
    let run = test
        .stdout_has("the track: [12.5, 11.5] → [12.5, 12]")
        .run();
    // Every gem and witch stands where it was left in the room the change builds.
    assert!(!run.stdout.contains("not written"), "{}", run.stdout);
    let text = std::fs::read_to_string(dir.join("out/deltacle/layout.toml")).unwrap();
    assert!(text.contains("at = [12.5, 12]"), "{text}");
}

#[test]
fn a_built_in_game_is_never_changed_in_place_and_no_folder_is_overwritten() {
    let room = save_of("shinjya");
    let (dir, test) = layout("in-place", &room, &["--in-place"]);
    refused(
        test,
        "error: `shinjya` is built into udonforge: its definition is not changed in place",
    );
    std::fs::create_dir_all(dir.join("out/shinjya")).unwrap();
    std::fs::write(dir.join("out/shinjya/game.toml"), "mine").unwrap();
    refused(
        Test::new()
            .current_dir(&dir)
            .args(&["layout", "save.xml", "-o", "out"]),
        "error: `out/shinjya` already exists: a folder is never overwritten",
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("out/shinjya/game.toml")).unwrap(),
        "mine"
    );
    // Either -o or --in-place, never both, never neither.
    refused(
        Test::new().current_dir(&dir).args(&["layout", "save.xml"]),
        "error:",
    );
    refused(
        Test::new()
            .current_dir(&dir)
            .args(&["layout", "save.xml", "-o", "o2", "--in-place"]),
        "error:",
    );
}

/// The tutorial's game copied into `dir/templates`.
fn users_game(dir: &Path) {
    copy_dir(
        &repo().join("tests/fixtures/tutorial/templates"),
        &dir.join("templates"),
    );
}

#[test]
fn a_users_game_changes_in_place_once_and_keeps_its_layout_for_rooms_built_before() {
    let room = save_of("mydeck");
    let (dir, test) = layout("users", &room, &["--templates", "templates", "--in-place"]);
    users_game(&dir);
    let before = std::fs::read_to_string(dir.join("templates/mydeck/layout.toml")).unwrap();
    test.stdout_has("changed templates/mydeck in place").run();
    let game = dir.join("templates/mydeck");
    let after = std::fs::read_to_string(game.join("layout.toml")).unwrap();
    assert_ne!(before, after);
    let kept = std::fs::read_to_string(game.join("versions/1/layout.toml")).unwrap();
    assert!(kept.ends_with(&before), "{kept}");
    assert!(
        std::fs::read_to_string(game.join("game.toml"))
            .unwrap()
            .contains("\nversion = 2\n")
    );
    // The same save again: built by version 1, the definition is at 2 now.
    refused(
        Test::new().current_dir(&dir).args(&[
            "layout",
            "save.xml",
            "--templates",
            "templates",
            "--in-place",
        ]),
        "error: save.xml: built by version 1 of `mydeck`; its definition is at version 2",
    );
    // No hidden folder is left beside it.
    let left: Vec<String> = std::fs::read_dir(dir.join("templates"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, ["mydeck"]);
}

#[test]
fn a_save_it_cannot_read_back_is_refused_with_the_reason() {
    // Nothing moved: nothing is written.
    let dir = scratch("layout-says-unmoved");
    build_room(&dir, "shinjya", &["--seed", "1"]);
    Test::new()
        .current_dir(&dir)
        .args(&["layout", "shinjya.zip", "-o", "out"])
        .stdout_has("nothing moved that the definition can say: nothing written")
        .run();
    assert!(!dir.join("out").exists());
    // A save without the room's record.
    let mut room = save_of("shinjya");
    for el in room.children.iter_mut().filter(|c| c.tag == "game-table") {
        el.attrs.retain(|(k, _)| k != "udonforge-room");
    }
    let (_, test) = layout("no-record", &room, &["-o", "out"]);
    refused(test, "error: save.xml: no room record");
    // A definition whose places changed since the room was built, its version kept.
    let room = save_of("mydeck");
    let (dir, test) = layout("changed", &room, &["--templates", "templates", "-o", "out"]);
    users_game(&dir);
    let path = dir.join("templates/mydeck/layout.toml");
    let text =
        std::fs::read_to_string(&path)
            .unwrap()
            .replacen("at = [12, 12]", "at = [12, 13]", 1);
    std::fs::write(&path, text).unwrap();
    refused(
        test,
        "error: save.xml: the places of `mydeck` changed since the room was built, and its version (1) did not",
    );
    // Seats moved onto each other.
    let mut room = save_of("shinjya");
    for el in room.children.iter_mut() {
        if el.get("udonforge").is_some_and(|a| a.ends_with("seat=2")) {
            shift(el, 6.0, 0.0);
        }
    }
    let (_, test) = layout("overlap", &room, &["-o", "out"]);
    refused(
        test,
        "error: seat `blue`'s area would overlap seat `yellow`'s: the referee tells seats apart by their areas",
    );
}

#[test]
fn a_notes_own_width_is_its_width_in_the_room_within_bounds() {
    let dir = scratch("layout-says-note-width");
    users_game(&dir);
    let notes = dir.join("templates/mydeck/notes.toml");
    let text = std::fs::read_to_string(&notes).unwrap();
    std::fs::write(
        &notes,
        text.replacen("height = 3", "height = 3\nwidth = 11", 1),
    )
    .unwrap();
    let zip = build_room(
        &dir,
        "mydeck",
        &["--templates", dir.join("templates").to_str().unwrap()],
    );
    let room = crate::room_view::data_xml(&zip);
    let note = room.children.iter().find(|c| c.tag == "text-note").unwrap();
    assert_eq!(
        crate::room_view::data_text(note, "width").as_deref(),
        Some("11")
    );
    std::fs::write(
        &notes,
        text.replacen("height = 3", "height = 3\nwidth = 0", 1),
    )
    .unwrap();
    refused(
        Test::new()
            .current_dir(&dir)
            .args(&["build", "mydeck", "--templates", "templates"]),
        "a note width must be 1 to 300 cells, found 0",
    );
}
