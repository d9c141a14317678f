//! The DELTACLE positions the referee tests share: a room and the moves players make in it
//! (cards played with the chosen end up, pieces moved, chips taken and refilled, pentacles
//! stacked).
#![allow(dead_code)]

use super::table::{Table, set_attr};
use super::*;
use udonforge::definition::Rect;
use udonforge::udonarium::{Element, Identity};

pub const CELL: f64 = 50.0;

pub struct Deltacle {
    pub t: Table,
}

pub fn identity(el: &Element) -> Option<Identity> {
    Identity::decode(el.get("udonforge")?)
}

pub fn num(el: &Element, attr: &str) -> f64 {
    el.get(attr).and_then(|v| v.parse().ok()).unwrap_or(0.0)
}

impl Deltacle {
    pub fn new(players: u32, name: &str) -> Deltacle {
        Deltacle::from(Table::build_game("deltacle", players, name))
    }

    pub fn from(t: Table) -> Deltacle {
        Deltacle { t }
    }

    pub fn zone(&self, seat: u32, zone: &str) -> Rect {
        let layout = &self.t.game.layout;
        layout.seat_zone_rect(layout.seat_zone(zone).unwrap(), seat as usize - 1)
    }

    pub fn square(&self, n: usize) -> Rect {
        self.t.game.layout.track.as_ref().unwrap().squares[n - 1]
    }

    /// Puts an element of `size` cells with its centre at (x, y) cells.
    pub fn put_centred(&mut self, el: Element, x: f64, y: f64, size: f64) {
        self.t
            .put(el, (x - size / 2.0) * CELL, (y - size / 2.0) * CELL);
    }

    /// Takes the first loose element matching `pred` off the table.
    pub fn take_loose(&mut self, pred: impl Fn(&Identity, &Element) -> bool) -> Element {
        let i = self
            .t
            .room
            .children
            .iter()
            .position(|c| identity(c).is_some_and(|id| pred(&id, c)))
            .expect("such a thing lies on the table");
        self.t.room.children.remove(i)
    }

    /// ① The seat plays a control card from its hand, revealed, with `accel` up (rotation
    /// 0) or decel up (180).
    pub fn play(&mut self, seat: u32, card: &str, accel: bool) {
        let mut el = self.t.take(&format!("control/{card}"), Some(seat));
        set_attr(&mut el, "state", "0");
        set_attr(&mut el, "rotate", if accel { "0" } else { "180" });
        let z = self.zone(seat, "played");
        self.t.put(el, (z.x + 0.5) * CELL, (z.y + 0.5) * CELL);
    }

    /// ① The seat's speed marker onto `speed` on its gauge.
    pub fn speed(&mut self, seat: u32, speed: i64) {
        let el = self.t.take("speed-marker/speed-marker", Some(seat));
        let z = self.zone(seat, "speed");
        let (lo, hi) = self.t.game.layout.gauges[0].range(seat as usize - 1);
        let width = z.width / (hi - lo + 1) as f64;
        let x = z.x + width * ((speed - lo) as f64 + 0.5);
        self.put_centred(el, x, z.y + z.height / 2.0, 1.0);
    }

    /// ② The seat's piece onto square `to`.
    pub fn move_piece(&mut self, seat: u32, to: usize) {
        let el = self.t.take("witch", Some(seat));
        let r = self.square(to);
        self.put_centred(el, r.x + r.width / 2.0, r.y + r.height / 2.0, 2.0);
    }

    /// ②[1] The seat's piece, rear-ended, into the place for rear-ended pieces.
    pub fn rear_end(&mut self, seat: u32) {
        let el = self.t.take("witch", Some(seat));
        let r = self.t.game.layout.area("rear-ended").unwrap().rect;
        self.put_centred(el, r.x + r.width / 2.0, r.y + 2.0, 2.0);
    }

    /// ②[2] The seat takes the chip on square `n` face up; `refill` (0 or 1) names the
    /// waiting pile whose top chip goes onto the square, `None` to forget.
    pub fn pick_up(&mut self, seat: u32, n: usize, refill: Option<usize>) {
        let sq = self.square(n);
        let chip = self.take_loose(|id, el| {
            id.component.starts_with("gem/") && {
                let (x, y) = (
                    num(el, "location.x") / CELL + 0.5,
                    num(el, "location.y") / CELL + 0.5,
                );
                sq.contains(x, y)
            }
        });
        self.put_loose(seat, chip);
        if let Some(pile) = refill {
            let top = self.top_of(pile);
            self.put_centred(top, sq.x + sq.width / 2.0, sq.y + sq.height / 2.0, 1.0);
        }
    }

    /// A chip into the seat's 獲得したチップ, face up, beside those already there.
    pub fn put_loose(&mut self, seat: u32, mut chip: Element) {
        set_attr(&mut chip, "state", "0");
        let z = self.zone(seat, "chips");
        let k = self.count_in(&z);
        self.t.put(
            chip,
            (z.x + 0.3 + k as f64 * 1.05) * CELL,
            (z.y + 0.3) * CELL,
        );
    }

    pub fn count_in(&self, r: &Rect) -> usize {
        self.t
            .room
            .children
            .iter()
            .filter(|c| c.tag == "card")
            .filter(|c| {
                r.contains(
                    num(c, "location.x") / CELL + 0.5,
                    num(c, "location.y") / CELL + 0.5,
                )
            })
            .count()
    }

    /// The top chip of waiting pile `pile` (0: the first stack of the room).
    pub fn top_of(&mut self, pile: usize) -> Element {
        let stack = self
            .t
            .room
            .children
            .iter_mut()
            .filter(|c| c.tag == "card-stack")
            .nth(pile)
            .expect("the waiting pile");
        let node = stack.children.iter_mut().find(|n| n.tag == "node").unwrap();
        let i = node
            .children
            .iter()
            .position(|c| c.tag == "card")
            .expect("a chip in the pile");
        node.children.remove(i)
    }

    /// A pentacle in the seat's slot `slot` (0-based): chips of these colours from the
    /// waiting piles, face down, overlapping as players stack them.
    pub fn pentacle(&mut self, seat: u32, slot: usize, colours: &[&str]) {
        let z = self.zone(seat, "pentacles");
        let w = z.width / 3.0;
        for (k, colour) in colours.iter().enumerate() {
            let mut chip = self.t.take(&format!("gem/{colour}"), None);
            set_attr(&mut chip, "state", "1");
            self.t.put(
                chip,
                (z.x + w * slot as f64 + 0.3 + k as f64 * 0.25) * CELL,
                (z.y + 0.4) * CELL,
            );
        }
        self.keep_two_piles();
    }

    /// When a pile runs out, the top chip of the other starts it again (セットアップ:
    /// two waiting chips stay visible).
    pub fn keep_two_piles(&mut self) {
        let sizes: Vec<usize> = self
            .t
            .room
            .children
            .iter()
            .filter(|c| c.tag == "card-stack")
            .map(|s| {
                s.children
                    .iter()
                    .flat_map(|n| &n.children)
                    .filter(|c| c.tag == "card")
                    .count()
            })
            .collect();
        if let [a, b] = sizes.as_slice()
            && (*a == 0) != (*b == 0)
            && a + b >= 2
        {
            let (from, to) = if *a == 0 { (1, 0) } else { (0, 1) };
            let top = self.top_of(from);
            let stack = self
                .t
                .room
                .children
                .iter_mut()
                .filter(|c| c.tag == "card-stack")
                .nth(to)
                .unwrap();
            let node = stack.children.iter_mut().find(|n| n.tag == "node").unwrap();
            node.children.insert(0, top);
        }
    }

    /// ③ Recovery: the seat's played card turned face down onto its used cards.
    pub fn recover(&mut self, seat: u32) {
        let z = self.zone(seat, "played");
        let el = self.take_loose(|id, el| {
            id.component.starts_with("control/")
                && id.seat == Some(seat)
                && z.contains(
                    num(el, "location.x") / CELL + 1.0,
                    num(el, "location.y") / CELL + 1.4,
                )
        });
        self.put_used(seat, el);
    }

    pub fn put_used(&mut self, seat: u32, mut el: Element) {
        set_attr(&mut el, "state", "1");
        let z = self.zone(seat, "used");
        let k = self.count_in(&Rect {
            height: z.height,
            ..z
        });
        self.t
            .put(el, (z.x + 0.3 + k as f64 * 2.1) * CELL, (z.y + 0.5) * CELL);
    }

    pub fn referee(&self, extra: &[&str]) -> (Report, i32) {
        self.t.referee(extra)
    }
}

pub fn d_on(el: &Element, sq: &Rect) -> bool {
    sq.contains(
        num(el, "location.x") / CELL + 0.5,
        num(el, "location.y") / CELL + 0.5,
    )
}

pub trait PutInArea {
    fn move_to_xy_el(&mut self, el: Element, area: &str);
}

impl PutInArea for Table {
    fn move_to_xy_el(&mut self, mut el: Element, area: &str) {
        set_attr(&mut el, "state", "0");
        let r = self.game.layout.area(area).unwrap().rect;
        // Side by side, four to a row, as a player drops them into a small place.
        let n = self.room.children.len() % 8;
        let (column, row) = ((n % 4) as f64, (n / 4) as f64);
        self.put(
            el,
            (r.x + 0.5 + column * 1.1) * CELL,
            (r.y + 0.5 + row * 1.1) * CELL,
        );
    }
}

/// A copy of the DELTACLE templates with edits (from, to) in `file`.
pub fn edited(name: &str, file: &str, edits: &[(&str, &str)]) -> std::path::PathBuf {
    let copy = GameCopy::new(name, "deltacle");
    for (from, to) in edits {
        copy.edit(file, from, to);
    }
    copy.templates
}
