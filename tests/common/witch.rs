//! Wie verhext! positions made the way players make them: roles chosen into 「選んだ5枚」
//! (held privately) with the other 7 face down aside, played into 「出したカード」 (the claim
//! face up, done cards face down), potion cards taken off the top of their pile into
//! 「獲得した薬」 (ravens face up), counting dice set to a face; and readers of the
//! verdict.
#![allow(dead_code)]

use super::Report;
use super::table::{PLAYER_ID, Table, set_attr};
use udonforge::udonarium::{Element, Identity};

pub const ROLES: [&str; 12] = [
    "wolf-keeper",
    "snake-hunter",
    "herb-gatherer",
    "alchemist",
    "fortune-teller",
    "assistant",
    "druid",
    "witch",
    "wizard",
    "warlock",
    "cutpurse",
    "begging-monk",
];

/// The five most players choose in these positions (the piles' roles and the red ones).
pub const FIVE: [&str; 5] = ["druid", "witch", "wizard", "cutpurse", "begging-monk"];

pub fn component(el: &Element) -> Option<String> {
    Identity::decode(el.get("udonforge")?).map(|i| i.component)
}

pub fn seat_of(el: &Element) -> Option<u32> {
    Identity::decode(el.get("udonforge")?).and_then(|i| i.seat)
}

/// The seat's player types a name into their piece.
pub fn rename(t: &mut Table, seat: u32, name: &str) {
    pub fn set(el: &mut Element, name: &str) -> bool {
        if el.tag == "data" && el.get("name") == Some("name") {
            el.text = name.to_string();
            return true;
        }
        el.children.iter_mut().any(|c| set(c, name))
    }
    let piece = t
        .room
        .children
        .iter_mut()
        .find(|c| {
            c.tag == "character"
                && component(c).as_deref() == Some("player")
                && seat_of(c) == Some(seat)
        })
        .unwrap();
    assert!(set(piece, name));
}

pub struct Witch {
    pub t: Table,
    pub players: u32,
}

impl Witch {
    pub fn new(players: u32, name: &str) -> Witch {
        Witch::from_table(Table::build_game("wie-verhext", players, name), players)
    }

    pub fn from_table(mut t: Table, players: u32) -> Witch {
        for seat in 1..=players {
            rename(&mut t, seat, &format!("P{seat}"));
        }
        Witch { t, players }
    }

    /// Top-left pixel for the `i`th card laid into a seat zone (cards overlap a little).
    pub fn in_zone(&self, seat: u32, zone: &str, i: usize) -> (f64, f64) {
        let layout = &self.t.game.layout;
        let rect = layout.seat_zone_rect(layout.seat_zone(zone).unwrap(), seat as usize - 1);
        let room = (rect.width * 50.0 - 160.0).max(0.0);
        (
            rect.x * 50.0 + 5.0 + (i as f64 * 30.0).min(room),
            rect.y * 50.0 + 10.0,
        )
    }

    pub fn count_in(&self, seat: u32, zone: &str) -> usize {
        let layout = &self.t.game.layout;
        let rect = layout.seat_zone_rect(layout.seat_zone(zone).unwrap(), seat as usize - 1);
        self.t
            .room
            .children
            .iter()
            .filter(|c| c.tag == "card")
            .filter(|c| {
                let x: f64 = c.get("location.x").unwrap().parse().unwrap();
                let y: f64 = c.get("location.y").unwrap().parse().unwrap();
                rect.contains(x / 50.0 + 1.5, y / 50.0 + 2.1)
            })
            .count()
    }

    pub fn lay(&mut self, mut card: Element, seat: u32, zone: &str, up: bool, private: bool) {
        let i = self.count_in(seat, zone);
        let (x, y) = self.in_zone(seat, zone, i);
        set_attr(&mut card, "state", if up { "0" } else { "1" });
        set_attr(&mut card, "owner", if private { PLAYER_ID } else { "" });
        self.t.put(card, x, y);
    }

    /// A seat chooses its 5 for the round (held privately) and sets the other 7 aside face
    /// down.
    pub fn choose(&mut self, seat: u32, five: &[&str]) {
        for role in ROLES {
            let card = self.t.take(&format!("role/{role}"), Some(seat));
            if five.contains(&role) {
                self.lay(card, seat, "chosen", false, true);
            } else {
                self.lay(card, seat, "aside", false, false);
            }
        }
    }

    pub fn choose_all(&mut self) {
        for seat in 1..=self.players {
            self.choose(seat, &FIVE);
        }
    }

    /// A chosen role played: face up while it is the claim, face down once done.
    pub fn play(&mut self, seat: u32, role: &str, up: bool) {
        let card = self.t.take(&format!("role/{role}"), Some(seat));
        self.lay(card, seat, "played", up, false);
    }

    /// Every chosen card still in hand played and done: the round's end.
    pub fn play_out(&mut self, seat: u32) {
        let left: Vec<String> = self
            .t
            .room
            .children
            .iter()
            .filter(|c| {
                c.tag == "card" && seat_of(c) == Some(seat) && c.get("owner") == Some(PLAYER_ID)
            })
            .filter_map(component)
            .collect();
        for role in left {
            let card = self.t.take(&role, Some(seat));
            self.lay(card, seat, "played", false, false);
        }
    }

    pub fn finish_round(&mut self) {
        for seat in 1..=self.players {
            self.play_out(seat);
        }
    }

    /// The top card of a pile, as a player takes it: ravens face up, the rest face down.
    pub fn take_top(&mut self, seat: u32, kind: &str) -> String {
        let stack = self
            .t
            .room
            .children
            .iter_mut()
            .find(|c| c.tag == "card-stack" && component(c) == Some(format!("stack/{kind}")))
            .unwrap();
        let node = stack.children.iter_mut().find(|n| n.tag == "node").unwrap();
        let card = node.children.remove(0);
        let id = component(&card).unwrap();
        self.lay_potion(card, seat, &id);
        id
    }

    pub fn take_tops(&mut self, seat: u32, kind: &str, n: usize) {
        for _ in 0..n {
            self.take_top(seat, kind);
        }
    }

    pub fn lay_potion(&mut self, card: Element, seat: u32, id: &str) {
        let (kind, item) = id.split_once('/').unwrap();
        let raven = self
            .t
            .game
            .card_kind(kind)
            .unwrap()
            .item(item)
            .unwrap()
            .value("raven")
            > 0;
        self.lay(card, seat, "potions", raven, false);
    }

    /// A particular potion card, wherever it lies in its pile.
    pub fn take_card(&mut self, seat: u32, id: &str) {
        let card = self.t.take(id, None);
        self.lay_potion(card, seat, id);
    }

    /// Flips a card lying loose at a seat.
    pub fn flip(&mut self, id: &str, up: bool) {
        let card = self
            .t
            .room
            .children
            .iter_mut()
            .find(|c| component(c).as_deref() == Some(id))
            .unwrap();
        set_attr(card, "state", if up { "0" } else { "1" });
    }

    /// Sets a counting die (found by its name, `seat` None: a shelf's) to a face, as
    /// 「ダイス目を設定」 does; a hostile save may carry any text there.
    pub fn counter(&mut self, name: &str, seat: Option<u32>, face: &str) {
        fn named(el: &Element, name: &str) -> bool {
            (el.tag == "data" && el.get("name") == Some("name") && el.text == name)
                || el.children.iter().any(|c| named(c, name))
        }
        let die = self
            .t
            .room
            .children
            .iter_mut()
            .find(|c| c.tag == "dice-symbol" && named(c, name) && seat_of(c) == seat)
            .unwrap_or_else(|| panic!("no die {name} at {seat:?}"));
        set_attr(die, "face", face);
    }

    pub fn player(&mut self, seat: u32, name: &str, value: i64) {
        self.counter(name, Some(seat), &value.to_string());
    }

    /// The top card of the blocked-role deck turned face up into 「今ラウンド使えない役割」;
    /// returns its role.
    pub fn reveal(&mut self) -> String {
        let stack = self
            .t
            .room
            .children
            .iter_mut()
            .find(|c| c.tag == "card-stack" && component(c).as_deref() == Some("stack/role"))
            .unwrap();
        let node = stack.children.iter_mut().find(|n| n.tag == "node").unwrap();
        let mut card = node.children.remove(0);
        let role = component(&card).unwrap();
        let rect = self.t.game.layout.area("revealed-roles").unwrap().rect;
        let n = self
            .t
            .room
            .children
            .iter()
            .filter(|c| {
                c.tag == "card"
                    && component(c).is_some_and(|r| r.starts_with("role/"))
                    && seat_of(c).is_some_and(|s| s > self.players)
            })
            .count();
        set_attr(&mut card, "state", "0");
        self.t.put(
            card,
            (rect.x + 0.5 + 3.2 * n as f64) * 50.0,
            (rect.y + 1.0) * 50.0,
        );
        role.trim_start_matches("role/").to_string()
    }

    pub fn referee(&self) -> (Report, i32) {
        self.t.referee(&[])
    }
}

impl Witch {
    pub fn flip_at(&mut self, seat: u32, id: &str, up: bool) {
        let card = self
            .t
            .room
            .children
            .iter_mut()
            .find(|c| component(c).as_deref() == Some(id) && seat_of(c) == Some(seat))
            .unwrap();
        set_attr(card, "state", if up { "0" } else { "1" });
    }
}
