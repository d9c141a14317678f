//! Every piece of every built room carries a chat palette (udonarium's palette window throws
//! without one), and its lines are the game's: those of `[chat.palette]` in `game.toml`, read
//! here straight from the TOML, with the piece's seat and the played seats written in.

use crate::common;
use crate::room_view;
use common::*;
use room_view::*;
use udonforge::udonarium::Element;

/// `[chat.palette]` and the seats' (name, short name, mark) of a game, in `lang`, from its TOML,
/// with the terms of its `glossary.toml` (`{{term}}`) written in.
pub fn definition(game: &str, lang: &str) -> (String, Vec<(String, String, String)>) {
    let dir = repo().join("templates").join(game);
    let text = std::fs::read_to_string(dir.join("game.toml")).unwrap();
    let toml: toml::Table = toml::from_str(&text).unwrap();
    let terms: Vec<(String, String)> = std::fs::read_to_string(dir.join("glossary.toml"))
        .map(|g| {
            let g: toml::Table = toml::from_str(&g).unwrap();
            g["terms"]
                .as_table()
                .unwrap()
                .iter()
                .map(|(id, t)| {
                    (
                        format!("{{{{{id}}}}}"),
                        t[lang].as_str().unwrap().to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    let written = |text: &str| {
        terms
            .iter()
            .fold(text.to_string(), |t, (id, term)| t.replace(id, term))
    };
    let palette = written(toml["chat"]["palette"][lang].as_str().unwrap());
    assert!(
        !palette.contains("{{"),
        "{game} {lang}: a term left in {palette:?}"
    );
    let seats = toml["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let get = |key: &str| written(s[key][lang].as_str().unwrap());
            (get("name"), get("short"), get("mark"))
        })
        .collect();
    (palette, seats)
}

/// Every `character` of a room with its palette element (`None` when it has none).
fn characters(zip: &std::path::Path) -> Vec<(Element, Option<Element>)> {
    let mut out = Vec::new();
    collect(&data_xml(zip), &mut out);
    out
}

fn collect(el: &Element, out: &mut Vec<(Element, Option<Element>)>) {
    if el.tag == "character" {
        let palettes: Vec<&Element> = el.children_tagged("chat-palette").collect();
        assert!(palettes.len() <= 1, "one palette per character");
        out.push((el.clone(), palettes.first().map(|p| (*p).clone())));
    }
    for child in &el.children {
        collect(child, out);
    }
}

/// The palette a piece at `seat` (1-based) should carry, worked out from the TOML text:
/// `played` are the 1-based seats that play.
fn expected(
    palette: &str,
    seats: &[(String, String, String)],
    seat: Option<usize>,
    played: &[usize],
) -> String {
    assert!(!palette.contains("$$"), "this test does not unescape `$$`");
    let list = |f: fn(&(String, String, String)) -> &String| {
        played
            .iter()
            .map(|s| f(&seats[s - 1]).as_str())
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut lines = Vec::new();
    for line in palette.trim_end_matches('\n').lines() {
        let names_seat = line
            .replace("$seats", "")
            .replace("$shorts", "")
            .contains("$s");
        let line = line
            .replace("$marks", &list(|s| &s.2))
            .replace("$shorts", &list(|s| &s.1))
            .replace("$seats", &list(|s| &s.0));
        match seat {
            Some(n) => lines.push(
                line.replace("$short", &seats[n - 1].1)
                    .replace("$seat", &seats[n - 1].0),
            ),
            None if names_seat => {}
            None => lines.push(line),
        }
    }
    lines.join("\n")
}

/// Builds `game` and checks every character's palette; returns the `choice` line of seat 1's
/// piece.
fn check(game: &str, players: u32, played: &[usize], lang: &str) -> String {
    let dir = scratch(&format!("palette-{game}-{players}-{lang}"));
    let zip = build_room(
        &dir,
        game,
        &[
            "--players",
            &players.to_string(),
            "--seed",
            "4",
            "--lang",
            lang,
        ],
    );
    let (palette, seats) = definition(game, lang);
    let all = characters(&zip);
    assert!(!all.is_empty(), "{game}: no pieces");
    let mut choice = None;
    for (character, palette_el) in &all {
        let id = identity(character).unwrap();
        let el = palette_el
            .as_ref()
            .unwrap_or_else(|| panic!("{game} {players}: `{}` has no chat palette", id.component));
        assert_eq!(
            el.get("dicebot"),
            Some("DiceBot"),
            "{game}: {}",
            id.component
        );
        let seat = id.seat.map(|s| s as usize);
        assert_eq!(
            el.text,
            expected(&palette, &seats, seat, played),
            "{game} {players} {lang}: `{}` at seat {seat:?}",
            id.component
        );
        for named_file in [".svg", ".png", ".toml", "faces/", "templates/"] {
            assert!(!el.text.contains(named_file), "{game}: {}", el.text);
        }
        if seat == Some(played[0]) {
            choice = el
                .text
                .lines()
                .find(|l| l.starts_with("choice["))
                .map(str::to_string);
        }
    }
    // Every played seat has its piece (and so its palette).
    for seat in played {
        assert!(
            all.iter()
                .any(|(c, _)| identity(c).unwrap().seat == Some(*seat as u32)),
            "{game} {players}: no piece at seat {seat}"
        );
    }
    choice.unwrap_or_else(|| panic!("{game}: no choice line"))
}

/// The `choice[…]` line of each game's palettes: who it picks from, at these player counts
/// and seats, in these languages.
const CHOICE_LINES: &[(&str, u32, &[usize], &str, &str)] = &[
    // 信じられるのは邪神だけ picks the first chair among the played characters.
    (
        "shinjya",
        5,
        &[1, 2, 3, 4, 5],
        "ja",
        "choice[レッドリー,ブルネル,イエル,グリード,ダーク] 最初の議長",
    ),
    // Virtual players take no turns: they are not in the draw.
    (
        "shinjya",
        3,
        &[1, 2, 3],
        "ja",
        "choice[レッドリー,ブルネル,イエル] 最初の議長",
    ),
    // RITUAL picks the start player, in both languages.
    (
        "ritual",
        4,
        &[1, 2, 3, 4],
        "ja",
        "choice[1番席,2番席,3番席,4番席] スタートプレイヤー",
    ),
    (
        "ritual",
        2,
        &[1, 2],
        "ja",
        "choice[1番席,2番席] スタートプレイヤー",
    ),
    (
        "ritual",
        3,
        &[1, 2, 3],
        "en",
        "choice[Seat 1,Seat 2,Seat 3] start player",
    ),
    // DELTACLE picks the blessing player among the seats that play. #29: by the seats'
    // letters, never the placeholder characters' names.
    (
        "deltacle",
        4,
        &[1, 2, 3, 4],
        "ja",
        "choice[A,B,C,G] 祝福プレイヤーの席",
    ),
    // Two players sit one start square apart: seats 1 and 3.
    (
        "deltacle",
        2,
        &[1, 3],
        "ja",
        "choice[A,C] 祝福プレイヤーの席",
    ),
    (
        "deltacle",
        3,
        &[1, 2, 3],
        "en",
        "choice[A,B,C] seat of the blessed player",
    ),
];

#[test]
fn each_games_choice_line_picks_among_the_seats_that_play() {
    for (game, players, played, lang, line) in CHOICE_LINES {
        assert_eq!(
            check(game, *players, played, lang),
            *line,
            "{game} {players} {lang}"
        );
    }
}

/// #29: a `choice[…]` roll is announced in the chat after players typed their names, so it
/// names no stand-in: in no game, at no player count, in no language does it hold a
/// placeholder (a name the definition marks 仮 / placeholder).
#[test]
fn no_choice_line_names_a_placeholder() {
    for dir in built_in_games() {
        let id = dir.file_name().unwrap().to_str().unwrap().to_string();
        let game = udonforge::definition::load(&dir).unwrap();
        for players in
            (game.players.min..=game.seats.len() as u32).filter(|p| game.seating(*p).is_ok())
        {
            let played: Vec<usize> = game
                .seating(players)
                .unwrap()
                .played()
                .iter()
                .enumerate()
                .filter(|(_, p)| **p)
                .map(|(i, _)| i + 1)
                .collect();
            for lang in &game.languages {
                let choice = check(&id, players, &played, lang.code());
                for stand_in in ["仮", "placeholder", "PLACEHOLDER"] {
                    assert!(
                        !choice.contains(stand_in),
                        "{id} {players} {}: `{choice}` names a placeholder",
                        lang.code()
                    );
                }
            }
        }
    }
}

#[test]
fn wie_verhext_palettes_hold_every_call_the_rulebook_allows() {
    assert_eq!(
        check("wie-verhext", 5, &[1, 2, 3, 4, 5], "ja"),
        "choice[1番席・紫,2番席・青,3番席・橙,4番席・茶,5番席・桃] スタートプレイヤー"
    );
    assert_eq!(
        check("wie-verhext", 3, &[1, 2, 3], "ja"),
        "choice[1番席・紫,2番席・青,3番席・橙] スタートプレイヤー"
    );
    // "パス", "私は...です" for each role as the room names its cards, "支持します".
    let (palette, _) = definition("wie-verhext", "ja");
    let lines: Vec<&str> = palette.lines().collect();
    let game = udonforge::definition::load(&repo().join("templates/wie-verhext")).unwrap();
    let roles = &game.card_kind("role").unwrap().items;
    assert_eq!(roles.len(), 12);
    for role in roles {
        let claim = format!("私は{}です", role.name.get(udonforge::definition::Lang::Ja));
        assert!(lines.contains(&claim.as_str()), "{claim}");
    }
    assert_eq!(lines[..2], ["パス", "支持します"]);
}

#[test]
fn a_game_without_a_palette_still_gives_every_piece_an_empty_one() {
    let copy = GameCopy::new("palette-none", "shinjya");
    copy.rewrite("game.toml", |text| {
        let start = text.find("[chat.palette]").unwrap();
        // Both languages' lines, up to the next table.
        let end = start + text[start..].find("\n[referee]").unwrap() + 1;
        format!("{}{}", &text[..start], &text[end..])
    });
    let (dir, templates) = (&copy.dir, &copy.templates);
    let zip = build_room(
        dir,
        "shinjya",
        &["--templates", templates.to_str().unwrap(), "--seed", "1"],
    );
    let all = characters(&zip);
    assert_eq!(all.len(), 6);
    for (_, palette) in all {
        let palette = palette.expect("a palette");
        assert_eq!(
            (palette.get("dicebot"), palette.text.as_str()),
            (Some("DiceBot"), "")
        );
    }
    assert!(
        entry_text(&zip, "data.xml").contains(r#"<chat-palette dicebot="DiceBot"></chat-palette>"#)
    );
}

/// `#rrggbb` as channels.
fn rgb(hex: &str) -> [u32; 3] {
    let byte = |i: usize| u32::from_str_radix(&hex[1 + 2 * i..3 + 2 * i], 16).unwrap();
    [byte(0), byte(1), byte(2)]
}

/// lily and Fly colour the lines sent from a piece by a colour of their own, which udonarium
/// keeps unread: lily the piece's `chatColorCode.0` (`GameCharacter.chatColorCode`), Fly the
/// palette's `paletteColor` (`ChatPalette.paletteColor`). Every seat's piece carries its seat's
/// colour in both (darker where too light to read on the chat's light background: shinjya's
/// yellow); pieces of no seat carry none.
#[test]
fn seat_pieces_send_their_lines_in_the_seats_colour_in_lily_and_fly() {
    for game in built_in_games() {
        let id = game.file_name().unwrap().to_str().unwrap().to_string();
        let toml: toml::Table =
            toml::from_str(&std::fs::read_to_string(game.join("game.toml")).unwrap()).unwrap();
        let colours: Vec<&str> = toml["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["colour"].as_str().unwrap())
            .collect();
        let zip = build_room(&scratch(&format!("palette-colour-{id}")), &id, &[]);
        let mut seen = 0;
        for (character, palette) in characters(&zip) {
            let piece = identity(&character).unwrap();
            let (lily, fly) = (
                character.get("chatColorCode.0"),
                palette.as_ref().and_then(|p| p.get("paletteColor")),
            );
            let Some(seat) = piece.seat else {
                assert_eq!((lily, fly), (None, None), "{id}: {}", piece.component);
                continue;
            };
            seen += 1;
            let seat_colour = colours[seat as usize - 1];
            let (lily, fly) = (lily.unwrap(), fly.unwrap());
            assert_eq!(lily, fly, "{id} seat {seat}");
            if lily != seat_colour {
                // Darkened, the seat's hue kept: every channel scaled by one factor.
                let (got, was) = (rgb(lily), rgb(seat_colour));
                assert!(got.iter().zip(was).all(|(g, w)| *g < w), "{id}: {lily}");
                let ratio = got[0] as f64 / was[0] as f64;
                for (g, w) in got.iter().zip(was) {
                    assert!((*g as f64 - w as f64 * ratio).abs() <= 1.5, "{id}: {lily}");
                }
                assert_eq!((id.as_str(), seat_colour), ("shinjya", "#d4a106"));
            }
        }
        assert!(seen >= colours.len().min(2), "{id}: {seen} seat pieces");
    }
}
