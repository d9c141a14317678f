//! Making positions the way players do: load a built room, move and flip components,
//! hold cards privately, and save as udonarium saves (loose cards at the room's top level,
//! owner ids on private cards, 0/180 rotations from shuffling, no object identifiers).

use super::*;
use udonforge::definition::{self, Game};
use udonforge::udonarium::archive::{ImageStore, ReadLimits, read_xml_entries, write_zip};
use udonforge::udonarium::xml::{read_document, write_document};
use udonforge::udonarium::{Element, Identity};

pub const PLAYER_ID: &str = "CQa9seSR";

pub struct Table {
    pub game: Game,
    pub room: Element,
    flips: u32,
    pub dir: PathBuf,
}

fn identity(el: &Element) -> Option<Identity> {
    Identity::decode(el.get("udonforge")?)
}

pub fn set_attr(el: &mut Element, name: &str, value: &str) {
    match el.attrs.iter_mut().find(|(k, _)| k == name) {
        Some((_, v)) => *v = value.to_string(),
        None => el.attrs.push((name.to_string(), value.to_string())),
    }
}

impl Table {
    /// Builds the shinjya room with the real binary and loads its data.xml.
    pub fn build(players: u32, name: &str) -> Table {
        Table::build_game("shinjya", players, name)
    }

    pub fn build_game(game: &str, players: u32, name: &str) -> Table {
        Table::build_game_with(game, players, name, &[])
    }

    /// Builds with more `build` options, e.g. `--lang en`.
    pub fn build_game_with(game: &str, players: u32, name: &str, extra: &[&str]) -> Table {
        let dir = scratch(name);
        let players = players.to_string();
        let mut args = vec!["--players", players.as_str(), "--seed", "11"];
        args.extend_from_slice(extra);
        let zip = build_room(&dir, game, &args);
        let entries =
            read_xml_entries(&std::fs::read(zip).unwrap(), ReadLimits::default()).unwrap();
        let data = entries.into_iter().find(|e| e.name == "data.xml").unwrap();
        Table {
            game: definition::load(&repo().join("templates").join(game)).unwrap(),
            room: read_document(&data.bytes).unwrap(),
            flips: 0,
            dir,
        }
    }

    /// Builds a room from another templates folder (a user's edited copy).
    pub fn build_from(templates: &Path, game: &str, players: u32, name: &str) -> Table {
        let dir = scratch(name);
        let out = dir.join("room.zip");
        Test::new()
            .args(&[
                "build",
                game,
                "--templates",
                templates.to_str().unwrap(),
                "--players",
                &players.to_string(),
                "--seed",
                "11",
                "-o",
                out.to_str().unwrap(),
            ])
            .stdout_has("wrote ")
            .run();
        let entries =
            read_xml_entries(&std::fs::read(out).unwrap(), ReadLimits::default()).unwrap();
        let data = entries.into_iter().find(|e| e.name == "data.xml").unwrap();
        Table {
            game: definition::load(&templates.join(game)).unwrap(),
            room: read_document(&data.bytes).unwrap(),
            flips: 0,
            dir,
        }
    }

    /// Takes a component off the table, from its deck while the deck has one.
    /// `seat` is the 1-based seat it belongs to, for per-seat components.
    pub fn take(&mut self, component: &str, seat: Option<u32>) -> Element {
        let matches = |el: &Element| {
            identity(el)
                .is_some_and(|id| id.component == component && (seat.is_none() || id.seat == seat))
        };
        for stack in self
            .room
            .children
            .iter_mut()
            .filter(|c| c.tag == "card-stack")
        {
            for node in stack.children.iter_mut().filter(|n| n.tag == "node") {
                if let Some(i) = node.children.iter().position(&matches) {
                    let mut card = node.children.remove(i);
                    // Shuffling left it at 0 or 180 degrees at random.
                    self.flips += 1;
                    set_attr(
                        &mut card,
                        "rotate",
                        if self.flips.is_multiple_of(2) {
                            "180"
                        } else {
                            "0"
                        },
                    );
                    return card;
                }
            }
        }
        // Not in a deck: a loose one, the first in document order.
        if let Some(i) = self.room.children.iter().position(&matches) {
            return self.room.children.remove(i);
        }
        panic!("no {component} (seat {seat:?}) left on the table");
    }

    pub fn put(&mut self, mut el: Element, x: f64, y: f64) {
        set_attr(&mut el, "location.x", &x.to_string());
        set_attr(&mut el, "location.y", &y.to_string());
        self.room.children.push(el);
    }

    /// Top-left pixel of a seat zone (seat 1-based), nudged by `slot` card widths.
    pub fn zone_xy(&self, seat: u32, zone: &str, slot: usize) -> (f64, f64) {
        let layout = &self.game.layout;
        let rect = layout.seat_zone_rect(layout.seat_zone(zone).unwrap(), seat as usize - 1);
        (
            rect.x * 50.0 + 8.0 + slot as f64 * 40.0,
            rect.y * 50.0 + 8.0,
        )
    }

    /// A card into a seat's hand, face down and held privately.
    pub fn deal_to_hand(&mut self, component: &str, seat: u32) {
        let mut card = self.take(component, None);
        set_attr(&mut card, "state", "1");
        set_attr(&mut card, "owner", PLAYER_ID);
        let slot = self.count_in(seat, "hand");
        let (x, y) = self.zone_xy(seat, "hand", slot);
        self.put(card, x, y);
    }

    /// A card open in front of a seat.
    pub fn deal_open(&mut self, component: &str, seat: u32) {
        let mut card = self.take(component, None);
        set_attr(&mut card, "state", "0");
        let slot = self.count_in(seat, "open");
        let (x, y) = self.zone_xy(seat, "open", slot);
        self.put(card, x, y);
    }

    fn count_in(&self, seat: u32, zone: &str) -> usize {
        let (zx, zy) = self.zone_xy(seat, zone, 0);
        self.room
            .children
            .iter()
            .filter(|c| c.get("location.y").and_then(|v| v.parse::<f64>().ok()) == Some(zy))
            .filter(|c| {
                c.get("location.x")
                    .and_then(|v| v.parse::<f64>().ok())
                    .is_some_and(|x| x >= zx && x < zx + 300.0)
            })
            .count()
    }

    /// The seat's player types a name into its name piece.
    pub fn rename(&mut self, seat: u32, name: &str) {
        let piece = self
            .room
            .children
            .iter_mut()
            .find(|c| {
                identity(c).is_some_and(|id| id.component == "player-name" && id.seat == Some(seat))
            })
            .unwrap();
        fn rename_in(el: &mut Element, name: &str) -> bool {
            if el.tag == "data" && el.get("name") == Some("name") {
                el.text = name.to_string();
                return true;
            }
            el.children.iter_mut().any(|c| rename_in(c, name))
        }
        assert!(rename_in(piece, name));
    }

    /// The chair flips their character card to 議長 and takes the interrogation marker.
    pub fn make_chair(&mut self, seat: u32) {
        for c in self.room.children.iter_mut() {
            if identity(c)
                .is_some_and(|id| id.component == "character/character" && id.seat == Some(seat))
            {
                set_attr(c, "state", "1");
            }
        }
        self.marker_on(seat);
    }

    pub fn marker_on(&mut self, seat: u32) {
        let card = self
            .room
            .children
            .iter()
            .find(|c| {
                identity(c).is_some_and(|id| {
                    id.component == "character/character" && id.seat == Some(seat)
                })
            })
            .unwrap();
        let cx: f64 = card.get("location.x").unwrap().parse().unwrap();
        let cy: f64 = card.get("location.y").unwrap().parse().unwrap();
        let marker = self.take("interrogation-marker", None);
        self.put(marker, cx + 50.0, cy + 80.0);
    }

    /// `by` places their 告発 (`accuse`) or 無罪 (`innocent`) face down in front of `target`.
    pub fn place(&mut self, by: u32, card: &str, target: u32) {
        let mut el = self.take(&format!("accusation/{card}"), Some(by));
        set_attr(&mut el, "state", "1");
        let slot = self.count_in(target, "accused");
        let (x, y) = self.zone_xy(target, "accused", slot);
        self.put(el, x, y);
    }

    /// Each seat's 告発 target, 無罪 going to the next other seat.
    pub fn accuse_all(&mut self, targets: &[(u32, u32)]) {
        let seats = self.game.seats.len() as u32;
        for &(by, target) in targets {
            self.place(by, "accuse", target);
            let innocent = (1..=seats)
                .map(|k| (by + k - 1) % seats + 1)
                .find(|s| *s != by && *s != target)
                .unwrap();
            self.place(by, "innocent", innocent);
        }
    }

    /// Drops the identity attribute, as a fork that loses unknown attributes would.
    pub fn forget_identity(&mut self, component: &str) {
        let mut el = self.take(component, None);
        el.attrs.retain(|(k, _)| k != "udonforge");
        self.room.children.push(el);
    }

    /// Saves as udonarium does, under `file` (`data.xml`, or `fly_data.xml` like UdonariumWithFly).
    pub fn save_as(&self, file: &str) -> PathBuf {
        let path = self.dir.join("save.zip");
        let chat = r#"<?xml version="1.0" encoding="UTF-8"?><chat-tab-list><chat-tab name="メインタブ"></chat-tab></chat-tab-list>"#.as_bytes().to_vec();
        std::fs::write(
            &path,
            write_zip(
                &[(file, write_document(&self.room)), ("chat.xml", chat)],
                &ImageStore::default(),
            ),
        )
        .unwrap();
        path
    }

    pub fn save(&self) -> PathBuf {
        self.save_as("data.xml")
    }

    /// Runs the referee (`--json`, then `extra`) on the save: its report, read whole, and
    /// its exit code (the report's: 1 when it names a breach, else 0; nothing on stderr).
    pub fn referee(&self, extra: &[&str]) -> (Report, i32) {
        let report = Test::referee(&self.save()).args(extra).report();
        let code = report.code();
        (report, code)
    }
}
