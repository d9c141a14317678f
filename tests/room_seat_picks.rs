//! #41: whatever picks a player picks among the played seats alone. In every built-in game,
//! at every player count, in both languages: every die whose faces are seats (shinjya's
//! start player die) has exactly the played seats' faces, and every `choice[…]` line of a
//! chat palette that picks a seat lists exactly the played seats. With 3 players shinjya's
//! die had 5 faces, so a roll could make a virtual player the first chair.

use crate::common::{build_room, built_in_games, repo, scratch};
use crate::room_view::{data_xml, identity};
use udonforge::definition::{Game, Lang};
use udonforge::udonarium::Element;

fn walk<'a>(el: &'a Element, out: &mut Vec<&'a Element>) {
    out.push(el);
    for child in &el.children {
        walk(child, out);
    }
}

/// A die's face names, as `<data name="face">` children of its image data.
fn die_faces(die: &Element) -> Vec<String> {
    let mut all = Vec::new();
    walk(die, &mut all);
    all.into_iter()
        .filter(|e| e.tag == "data" && e.get("type") == Some("image"))
        .filter_map(|e| e.get("name"))
        .filter(|n| *n != "imageIdentifier")
        .map(str::to_string)
        .collect()
}

/// The options of a palette's `choice[…]` line.
fn choice_options(line: &str) -> Option<Vec<String>> {
    let inner = line.strip_prefix("choice[")?.split_once(']')?.0;
    Some(inner.split(',').map(|o| o.trim().to_string()).collect())
}

/// The ways a seat is named: its name, short name and mark, in `lang` (from its TOML).
fn seat_names(game: &Game, lang: Lang) -> Vec<[String; 3]> {
    crate::build_palettes::definition(&game.id, lang.code())
        .1
        .into_iter()
        .map(|(name, short, mark)| [name, short, mark])
        .collect()
}

/// The seats `options` name, if every option names a seat.
fn seats_named(options: &[String], names: &[[String; 3]]) -> Option<Vec<usize>> {
    options
        .iter()
        .map(|o| names.iter().position(|n| n.contains(o)))
        .collect()
}

/// Per room: problems, and how many dice and choices picking a seat it holds.
fn check(game: &Game, players: u32, lang: Lang, zip: &std::path::Path) -> (Vec<String>, usize) {
    let played: Vec<usize> = game
        .seating(players)
        .unwrap()
        .played()
        .iter()
        .enumerate()
        .filter(|(_, p)| **p)
        .map(|(i, _)| i)
        .collect();
    let names = seat_names(game, lang);
    let room = format!("{} {players} {}", game.id, lang.code());
    let mut problems = Vec::new();
    let mut picks = 0;
    let data = data_xml(zip);
    let mut all = Vec::new();
    walk(&data, &mut all);
    for el in &all {
        if el.tag == "dice-symbol" {
            let id = identity(el).unwrap();
            let die = game.dice.iter().find(|d| d.id == id.component).unwrap();
            // A die that counts has numbers; any other names seats.
            if die.counts() {
                continue;
            }
            picks += 1;
            let faces = die_faces(el);
            if seats_named(&faces, &names) != Some(played.clone()) {
                problems.push(format!("{room}: die `{}` has faces {faces:?}", die.id));
            }
        }
        if el.tag == "chat-palette" {
            for options in el.text.lines().filter_map(choice_options) {
                let Some(seats) = seats_named(&options, &names) else {
                    continue;
                };
                picks += 1;
                if seats != played {
                    problems.push(format!("{room}: a palette's choice of {options:?}"));
                }
            }
        }
    }
    (problems, picks)
}

#[test]
fn every_die_and_choice_that_picks_a_player_has_exactly_the_played_seats() {
    let dir = scratch("seat-picks");
    let mut problems = Vec::new();
    let mut rooms = 0;
    for game_dir in built_in_games() {
        let id = game_dir.file_name().unwrap().to_string_lossy().into_owned();
        let game = udonforge::definition::load(&repo().join("templates").join(&id)).unwrap();
        for players in
            (game.players.min..=game.seats.len() as u32).filter(|p| game.seating(*p).is_ok())
        {
            for &lang in &game.languages {
                let zip = build_room(
                    &dir.join(format!("{id}-{players}-{}", lang.code())),
                    &id,
                    &["--players", &players.to_string(), "--lang", lang.code()],
                );
                let (found, picks) = check(&game, players, lang, &zip);
                assert!(picks > 0, "{id} {players}: nothing picks a player");
                problems.extend(found);
                rooms += 1;
            }
        }
    }
    assert_eq!(rooms, 26, "every game × player count × language");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_reads_faces_and_choices() {
    assert_eq!(
        choice_options("choice[A,B, C] blessing").unwrap(),
        vec!["A", "B", "C"]
    );
    assert!(choice_options("I made a pentacle").is_none());
    let names = vec![
        ["Red".to_string(), "R".into(), "1".into()],
        ["Blue".to_string(), "B".into(), "2".into()],
    ];
    assert_eq!(
        seats_named(&["B".into(), "Red".into()], &names),
        Some(vec![1, 0])
    );
    assert_eq!(seats_named(&["B".into(), "Green".into()], &names), None);
}
