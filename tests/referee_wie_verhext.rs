//! The Wie verhext! referee on positions laid out as players lay them in the room: roles
//! chosen into 「選んだ5枚」 (held privately) with the other 7 face down aside, played into
//! 「出したカード」 (the claim face up, done cards face down), potion cards taken off the top of
//! their pile into 「獲得した薬」 (ravens face up), counters typed into the pieces' sheets.
//!
//! Every expected verdict was worked by hand from the rulebook (seed 004: ゲームの準備,
//! 役割カードの選択, 非常に重要なルール, ゲームの終了, バリエーションルール), the decisions in
//! `shared/rules/README.md` and the card values of `shared/rules/wie-verhext.toml` (copper,
//! silver and iron piles from the top: 2, 2, 3, 3, 4 raven, 5, 6 raven points; shelves: 2, 2,
//! 3 raven, 4, 5 raven; gold shelves need 3, 3, 4, 5, 6 gold). Each test names its rule.

mod common;
use common::table::{PLAYER_ID, Table, set_attr};
use common::*;
use serde_json::Value;
use udonforge::udonarium::{Element, Identity};

const ROLES: [&str; 12] = [
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
const FIVE: [&str; 5] = ["druid", "witch", "wizard", "cutpurse", "begging-monk"];

fn component(el: &Element) -> Option<String> {
    Identity::decode(el.get("udonforge")?).map(|i| i.component)
}

fn seat_of(el: &Element) -> Option<u32> {
    Identity::decode(el.get("udonforge")?).and_then(|i| i.seat)
}

/// The seat's player types a name into their piece.
fn rename(t: &mut Table, seat: u32, name: &str) {
    fn set(el: &mut Element, name: &str) -> bool {
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

struct Witch {
    t: Table,
    players: u32,
}

impl Witch {
    fn new(players: u32, name: &str) -> Witch {
        Witch::from_table(Table::build_game("wie-verhext", players, name), players)
    }

    fn from_table(mut t: Table, players: u32) -> Witch {
        for seat in 1..=players {
            rename(&mut t, seat, &format!("P{seat}"));
        }
        Witch { t, players }
    }

    /// Top-left pixel for the `i`th card laid into a seat zone (cards overlap a little).
    fn in_zone(&self, seat: u32, zone: &str, i: usize) -> (f64, f64) {
        let layout = &self.t.game.layout;
        let rect = layout.seat_zone_rect(layout.seat_zone(zone).unwrap(), seat as usize - 1);
        let room = (rect.width * 50.0 - 160.0).max(0.0);
        (
            rect.x * 50.0 + 5.0 + (i as f64 * 30.0).min(room),
            rect.y * 50.0 + 10.0,
        )
    }

    fn count_in(&self, seat: u32, zone: &str) -> usize {
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

    fn lay(&mut self, mut card: Element, seat: u32, zone: &str, up: bool, private: bool) {
        let i = self.count_in(seat, zone);
        let (x, y) = self.in_zone(seat, zone, i);
        set_attr(&mut card, "state", if up { "0" } else { "1" });
        set_attr(&mut card, "owner", if private { PLAYER_ID } else { "" });
        self.t.put(card, x, y);
    }

    /// A seat chooses its 5 for the round (held privately) and sets the other 7 aside face
    /// down.
    fn choose(&mut self, seat: u32, five: &[&str]) {
        for role in ROLES {
            let card = self.t.take(&format!("role/{role}"), Some(seat));
            if five.contains(&role) {
                self.lay(card, seat, "chosen", false, true);
            } else {
                self.lay(card, seat, "aside", false, false);
            }
        }
    }

    fn choose_all(&mut self) {
        for seat in 1..=self.players {
            self.choose(seat, &FIVE);
        }
    }

    /// A chosen role played: face up while it is the claim, face down once done.
    fn play(&mut self, seat: u32, role: &str, up: bool) {
        let card = self.t.take(&format!("role/{role}"), Some(seat));
        self.lay(card, seat, "played", up, false);
    }

    /// Every chosen card still in hand played and done: the round's end.
    fn play_out(&mut self, seat: u32) {
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

    fn finish_round(&mut self) {
        for seat in 1..=self.players {
            self.play_out(seat);
        }
    }

    /// The top card of a pile, as a player takes it: ravens face up, the rest face down.
    fn take_top(&mut self, seat: u32, kind: &str) -> String {
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

    fn take_tops(&mut self, seat: u32, kind: &str, n: usize) {
        for _ in 0..n {
            self.take_top(seat, kind);
        }
    }

    fn lay_potion(&mut self, card: Element, seat: u32, id: &str) {
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
    fn take_card(&mut self, seat: u32, id: &str) {
        let card = self.t.take(id, None);
        self.lay_potion(card, seat, id);
    }

    /// Flips a card lying loose at a seat.
    fn flip(&mut self, id: &str, up: bool) {
        let card = self
            .t
            .room
            .children
            .iter_mut()
            .find(|c| component(c).as_deref() == Some(id))
            .unwrap();
        set_attr(card, "state", if up { "0" } else { "1" });
    }

    /// Types a value into a counter of a piece's sheet (`seat` None: a shelf's piece).
    fn counter(&mut self, piece: &str, seat: Option<u32>, name: &str, value: &str) {
        fn set(el: &mut Element, name: &str, value: &str) -> bool {
            if el.tag == "data" && el.get("name") == Some(name) {
                set_attr(el, "currentValue", value);
                return true;
            }
            el.children.iter_mut().any(|c| set(c, name, value))
        }
        let el = self
            .t
            .room
            .children
            .iter_mut()
            .find(|c| {
                c.tag == "character"
                    && component(c).as_deref() == Some(piece)
                    && (seat.is_none() || seat_of(c) == seat)
            })
            .unwrap();
        assert!(set(el, name, value), "no counter {name}");
    }

    fn player(&mut self, seat: u32, name: &str, value: i64) {
        self.counter("player", Some(seat), name, &value.to_string());
    }

    /// The top card of the blocked-role deck turned face up into 「今ラウンド使えない役割」;
    /// returns its role.
    fn reveal(&mut self) -> String {
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

    fn referee(&self) -> (Value, i32) {
        self.t.referee(&[])
    }
}

fn rules(v: &Value) -> Vec<String> {
    v["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            format!(
                "{} {}",
                x["rule"].as_str().unwrap(),
                x["code"].as_str().unwrap()
            )
        })
        .collect()
}

fn scores(v: &Value) -> Vec<Option<i64>> {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["score"].as_i64())
        .collect()
}

fn winners(v: &Value) -> Vec<u64> {
    v["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .collect()
}

fn decided(v: &Value) -> &str {
    v["decided_by"]["code"].as_str().unwrap()
}

/// 「ゲームの準備」: the room as built is the rulebook's setup at every player count, legal.
#[test]
fn setup_is_legal_at_3_4_and_5_players() {
    for players in 3..=5 {
        let w = Witch::new(players, &format!("wv-setup-{players}"));
        let (v, code) = w.referee();
        assert_eq!(code, 0, "{players}p: {v:#}");
        assert!(rules(&v).is_empty(), "{players}p: {:?}", rules(&v));
        assert_eq!(v["phase"], "setup");
        assert_eq!(v["provisional"], true);
        let mut expected = vec![Some(0); players as usize];
        expected.resize(5, None);
        assert_eq!(
            scores(&v),
            expected,
            "{players}p: the unused colours score nothing"
        );
        let real: Vec<bool> = v["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["real"].as_bool().unwrap())
            .collect();
        assert_eq!(real, (1..=5).map(|s| s <= players).collect::<Vec<_>>());
    }
}

/// W9: points in the bulbs of the cards held plus one per vial. After round 1: seat 1 took
/// the two top copper cauldrons (2 + 2) and has 1 vial = 5; seat 2 took the top iron
/// cauldron (2) and has 3 vials = 5; seat 3 took the top ingredient shelf (2), no vials = 2.
/// No raven yet: provisional, seats 1 and 2 lead.
#[test]
fn w9_scores_are_card_points_plus_vials() {
    let mut w = Witch::new(5, "wv-score");
    w.choose_all();
    w.finish_round();
    w.take_tops(1, "copper", 2);
    w.take_top(2, "iron");
    w.take_top(3, "ingredient-shelf");
    w.player(1, "薬用小瓶", 1);
    w.player(2, "薬用小瓶", 3);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(v["phase"], "between-rounds");
    assert_eq!(v["provisional"], true);
    assert_eq!(scores(&v), [Some(5), Some(5), Some(2), Some(0), Some(0)]);
    assert_eq!(winners(&v), [1, 2]);
    assert_eq!(decided(&v), "provisional-points");
    let lines: Vec<String> = v["players"][0]["breakdown"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| format!("{} {}", l["label"].as_str().unwrap(), l["points"]))
        .collect();
    assert_eq!(lines, ["銅の大釜2枚 4", "薬用小瓶1個 1"]);
}

/// The end-game table of the raven tests, 5 players: seat 1 took copper 1–5 (2+2+3+3+4 =
/// 14, raven on the 5th), seat 2 silver 1–5 (14, raven), seat 3 iron 1–5 (14, raven); vials
/// 2, 1 and 0. With `fourth`, seat 4 also took gold shelves 1–3 (2+2+3 = 7, raven on the
/// 3rd). Seat 5 has played 3 of its 5 when `round_over` is false.
fn endgame(name: &str, fourth: bool, round_over: bool) -> Witch {
    let mut w = Witch::new(5, name);
    w.choose_all();
    w.take_tops(1, "copper", 5);
    w.take_tops(2, "silver", 5);
    w.take_tops(3, "iron", 5);
    if fourth {
        w.take_tops(4, "gold-shelf", 3);
    }
    w.player(1, "薬用小瓶", 2);
    w.player(2, "薬用小瓶", 1);
    for seat in 1..=4 {
        w.play_out(seat);
    }
    w.play(5, "druid", false);
    w.play(5, "witch", false);
    w.play(5, "wizard", false);
    if round_over {
        w.play_out(5);
    }
    w
}

/// W5 (ゲームの終了): three raven cards taken and the round over — the game goes on.
#[test]
fn w5_three_ravens_at_the_end_of_a_round_do_not_end_the_game() {
    let w = endgame("wv-3ravens", false, true);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(v["phase"], "between-rounds");
    assert_eq!(v["provisional"], true);
    assert_eq!(scores(&v), [Some(16), Some(15), Some(14), Some(0), Some(0)]);
    assert_eq!(decided(&v), "provisional-points");
}

/// W5: the fourth raven is out, but seat 5 still holds 2 chosen cards: the round, and so
/// the game, is not over yet.
#[test]
fn w5_four_ravens_mid_round_is_not_the_end() {
    let w = endgame("wv-4ravens-mid", true, false);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(v["phase"], "round");
    assert_eq!(v["provisional"], true);
    assert_eq!(scores(&v), [Some(16), Some(15), Some(14), Some(7), Some(0)]);
    assert_eq!(decided(&v), "provisional-points");
}

/// W5, W9: four ravens and every hand played out — the game is over; seat 1's 16 wins.
#[test]
fn w5_four_ravens_and_empty_hands_end_the_game() {
    let w = endgame("wv-over", true, true);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(v["phase"], "over");
    assert_eq!(v["provisional"], false);
    assert_eq!(scores(&v), [Some(16), Some(15), Some(14), Some(7), Some(0)]);
    assert_eq!(winners(&v), [1]);
    assert_eq!(decided(&v), "points");
    let ranks: Vec<u64> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["rank"].as_u64().unwrap())
        .collect();
    assert_eq!(ranks, [1, 2, 3, 4, 5]);
}

/// W9 tie-break 1: seats 1 and 2 both end on 16 (seat 2 has 2 vials too). Drops and gold
/// left: seat 1 red 1 + green 0 + white 2 + gold 3 = 6; seat 2 the start's 1 + 1 + 1 + 2 =
/// 5. Seat 1 wins on what is left.
#[test]
fn w9_a_tie_goes_to_the_most_drops_and_gold_left() {
    let mut w = endgame("wv-tie1", true, true);
    w.player(2, "薬用小瓶", 2);
    w.player(1, "緑のしずく", 0);
    w.player(1, "白のしずく", 2);
    w.player(1, "金塊", 3);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(scores(&v)[..2], [Some(16), Some(16)]);
    assert_eq!(winners(&v), [1]);
    assert_eq!(decided(&v), "tiebreak-leftovers");
    assert_eq!(v["players"][0]["rank"], 1);
    assert_eq!(v["players"][1]["rank"], 2);
}

/// W9 tie-break 2: as above, but seat 2 also has 6 left (gold 3): a shared win.
#[test]
fn w9_a_tie_on_points_and_leftovers_is_shared() {
    let mut w = endgame("wv-tie2", true, true);
    w.player(2, "薬用小瓶", 2);
    w.player(1, "緑のしずく", 0);
    w.player(1, "白のしずく", 2);
    w.player(1, "金塊", 3);
    w.player(2, "金塊", 3);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(winners(&v), [1, 2]);
    assert_eq!(decided(&v), "tiebreak-shared");
    assert_eq!(v["players"][0]["rank"], 1);
    assert_eq!(v["players"][1]["rank"], 1);
    assert_eq!(v["players"][2]["rank"], 3);
}

/// W10 (バリエーションルール), 3 players: two blocked roles revealed this round, nobody chose
/// them, seat 1's claim stands face up — legal.
#[test]
fn w10_three_players_reveal_two_blocked_roles_legal() {
    let mut w = Witch::new(3, "wv-3p-round");
    let a = w.reveal();
    let b = w.reveal();
    let five: Vec<&str> = ROLES
        .iter()
        .copied()
        .filter(|r| *r != a && *r != b)
        .take(5)
        .collect();
    for seat in 1..=3 {
        w.choose(seat, &five);
    }
    w.play(1, five[0], true);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(v["phase"], "round");
    assert_eq!(scores(&v), [Some(0), Some(0), Some(0), None, None]);
}

/// W5, W9 with 3 players: seat 1 took all 7 copper cauldrons (2+2+3+3+4+5+6 = 25, ravens on
/// the 5th and 7th), seats 2 and 3 silver and iron 1–5 (14 each, one raven each): 4 ravens,
/// round over, game over; seat 1 wins with 25.
#[test]
fn w5_three_players_game_over() {
    let mut w = Witch::new(3, "wv-3p-over");
    w.reveal();
    w.reveal();
    for seat in 1..=3 {
        w.choose(seat, &FIVE);
    }
    w.take_tops(1, "copper", 7);
    w.take_tops(2, "silver", 5);
    w.take_tops(3, "iron", 5);
    w.finish_round();
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(v["phase"], "over");
    assert_eq!(scores(&v), [Some(25), Some(14), Some(14), None, None]);
    assert_eq!(winners(&v), [1]);
    assert_eq!(decided(&v), "points");
}

/// W10, 4 players: one blocked role revealed, avoided by everyone — legal; a second one
/// revealed as well is one too many for 4 players.
#[test]
fn w10_four_players_reveal_one_blocked_role() {
    let mut w = Witch::new(4, "wv-4p");
    let blocked = w.reveal();
    let five: Vec<&str> = ROLES
        .iter()
        .copied()
        .filter(|r| *r != blocked)
        .take(5)
        .collect();
    for seat in 1..=4 {
        w.choose(seat, &five);
    }
    w.play(2, five[1], true);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(scores(&v), [Some(0), Some(0), Some(0), Some(0), None]);
    w.reveal();
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W10 revealed-count"]);
}

/// W10: a role revealed as blocked this round may not be chosen; seat 2 chose it anyway.
#[test]
fn w10_a_blocked_role_chosen_is_a_breach() {
    let mut w = Witch::new(4, "wv-4p-blocked");
    let blocked = w.reveal();
    let mut others: Vec<&str> = ROLES.iter().copied().filter(|r| *r != blocked).collect();
    let five: Vec<&str> = others.drain(..5).collect();
    for seat in [1, 3, 4] {
        w.choose(seat, &five);
    }
    let with_blocked: Vec<&str> = std::iter::once(blocked.as_str())
        .chain(others.iter().copied().take(4))
        .collect();
    w.choose(2, &with_blocked);
    w.play(1, five[0], true);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W10 blocked-role-used"]);
    assert!(
        v["violations"][0]["message"]
            .as_str()
            .unwrap()
            .contains("席2")
    );
}

/// W3: a player took the raven copper cauldron (4 points) from the middle of its pile while
/// the four cheaper ones were still on top.
#[test]
fn w3_a_cauldron_taken_from_the_middle_of_its_pile() {
    let mut w = Witch::new(5, "wv-middle");
    w.choose_all();
    w.finish_round();
    w.take_card(1, "copper/5");
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W3 taken-from-middle"]);
    assert!(
        v["violations"][0]["message"]
            .as_str()
            .unwrap()
            .contains("席1")
    );
    // Scored as it lies.
    assert_eq!(scores(&v)[0], Some(4));
}

/// W3: taking the top cards in turn is legal, and equal cards are one card: seat 1 holding
/// the second of the two identical 2-point copper cauldrons (the first still on top) is fine.
#[test]
fn w3_identical_cards_are_interchangeable() {
    let mut w = Witch::new(5, "wv-alike");
    w.choose_all();
    w.finish_round();
    w.take_card(1, "copper/2");
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(scores(&v)[0], Some(2));
}

/// W1: seat 2's druid lies in seat 1's chosen cards; seat 2 is a card short at its seat.
#[test]
fn w1_a_role_card_of_another_colour_in_a_hand() {
    let mut w = Witch::new(5, "wv-foreign");
    let card = w.t.take("role/druid", Some(2));
    w.lay(card, 1, "chosen", false, true);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W1 foreign-role", "W1 roles-away"]);
    let first = v["violations"][0]["message"].as_str().unwrap();
    assert!(
        first.contains("席1") && first.contains("ドルイド僧"),
        "{first}"
    );
}

/// W4: a raven card taken lies face down; the rulebook has it face up so all can see how
/// near the end is.
#[test]
fn w4_a_raven_card_face_down() {
    let mut w = Witch::new(5, "wv-raven-down");
    w.choose_all();
    w.finish_round();
    w.take_tops(1, "copper", 5);
    w.flip("copper/5", false);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W4 raven-face-down"]);
    assert_eq!(scores(&v)[0], Some(14));
}

/// W7: a counter below zero (seat 3 typed −1 gold).
#[test]
fn w7_a_negative_counter() {
    let mut w = Witch::new(5, "wv-negative");
    w.player(3, "金塊", -1);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W7 bad-counter"]);
    let message = v["violations"][0]["message"].as_str().unwrap();
    assert!(message.contains("席3") && message.contains("金塊") && message.contains("-1"));
}

/// W7: a fraction typed into a counter, and a counter deleted from a sheet.
#[test]
fn w7_a_fraction_and_a_deleted_counter() {
    let mut w = Witch::new(5, "wv-fraction");
    w.counter("player", Some(2), "赤のしずく", "1.5");
    fn drop_field(el: &mut Element, name: &str) -> bool {
        let before = el.children.len();
        el.children
            .retain(|c| !(c.tag == "data" && c.get("name") == Some(name)));
        before != el.children.len() || el.children.iter_mut().any(|c| drop_field(c, name))
    }
    let piece =
        w.t.room
            .children
            .iter_mut()
            .find(|c| {
                c.tag == "character"
                    && component(c).as_deref() == Some("player")
                    && seat_of(c) == Some(4)
            })
            .unwrap();
    assert!(drop_field(piece, "薬用小瓶"));
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W7 bad-counter", "W7 missing-counter"]);
}

/// W2: seat 2 claimed the witch after seat 1, but seat 1's witch still lies face up.
#[test]
fn w2_two_claims_face_up() {
    let mut w = Witch::new(5, "wv-claims");
    w.choose_all();
    w.play(1, "witch", true);
    w.play(2, "witch", true);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W2 several-claims"]);
    // Turned down as the rulebook says: legal.
    w.flip_at(1, "role/witch", false);
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
}

/// W6: three gold lie on the gold shelf whose top card needs three: the cutpurse would have
/// taken it. Two is legal.
#[test]
fn w6_a_shelf_holding_its_requirement() {
    let mut w = Witch::new(5, "wv-shelf");
    w.counter("gold-shelf-payment", None, "棚の金塊", "2");
    let (v, code) = w.referee();
    assert_eq!(code, 0, "{:?}", rules(&v));
    w.counter("gold-shelf-payment", None, "棚の金塊", "3");
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W6 shelf-full"]);
}

/// W1: seat 1 set only 6 aside and left one card unchosen.
#[test]
fn w1_five_chosen_and_seven_aside() {
    let mut w = Witch::new(5, "wv-split");
    w.choose_all();
    let card = w.t.take("role/warlock", Some(1));
    w.lay(card, 1, "roles", false, false);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W1 round-split"]);
}

/// W1: a round is under way (seat 1 played) but seat 4 has not chosen yet.
#[test]
fn w1_everyone_chooses_before_the_round() {
    let mut w = Witch::new(5, "wv-late");
    for seat in [1, 2, 3, 5] {
        w.choose(seat, &FIVE);
    }
    w.play(1, "druid", true);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W1 not-chosen"]);
}

/// W8: a spellbook taken off its pile into a seat.
#[test]
fn w8_spellbooks_stay_on_their_pile() {
    let mut w = Witch::new(5, "wv-book");
    let card = w.t.take("spellbook/copia", None);
    w.lay(card, 2, "potions", true, false);
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W8 spellbook-astray"]);
}

impl Witch {
    fn flip_at(&mut self, seat: u32, id: &str, up: bool) {
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

/// The definition drives the verdicts: with the first copper cauldron worth 5 instead of 2
/// it lies below the 4-point raven, so the top two are copper 2 (2) and copper 3 (3): 5
/// points, not the 4 of the printed-values room; and holding copper 1 after one take is now
/// taken from the middle.
#[test]
fn a_potion_cards_points_in_toml_change_the_verdict() {
    let dir = scratch("wv-edit-points");
    let templates = dir.join("templates");
    copy_dir(
        &repo().join("templates/wie-verhext"),
        &templates.join("wie-verhext"),
    );
    let path = templates.join("wie-verhext/components.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let from = r#"{ id = "1", name = { ja = "銅の大釜" }, values = { white = 1, points = 2 } }"#;
    assert!(text.contains(from));
    std::fs::write(
        &path,
        text.replacen(
            from,
            r#"{ id = "1", name = { ja = "銅の大釜" }, values = { white = 1, points = 5 } }"#,
            1,
        ),
    )
    .unwrap();
    let referee = |w: &Witch| w.t.referee(&["--templates", templates.to_str().unwrap()]);
    let mut w = Witch::from_table(
        Table::build_from(&templates, "wie-verhext", 5, "wv-edit-a"),
        5,
    );
    w.take_tops(1, "copper", 2);
    let (v, code) = referee(&w);
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(scores(&v)[0], Some(5));

    let mut plain = Witch::new(5, "wv-edit-plain");
    plain.take_tops(1, "copper", 2);
    let (v, _) = plain.referee();
    assert_eq!(scores(&v)[0], Some(4));

    let mut w = Witch::from_table(
        Table::build_from(&templates, "wie-verhext", 5, "wv-edit-b"),
        5,
    );
    w.take_card(1, "copper/1");
    let (v, code) = referee(&w);
    assert_eq!(code, 1);
    assert_eq!(rules(&v), ["W3 taken-from-middle"]);
}

/// A counter's start value in TOML is what the setup is scored with: 3 vials each at the
/// start score 3 each.
#[test]
fn a_counters_start_value_in_toml_changes_the_verdict() {
    let dir = scratch("wv-edit-start");
    let templates = dir.join("templates");
    copy_dir(
        &repo().join("templates/wie-verhext"),
        &templates.join("wie-verhext"),
    );
    let path = templates.join("wie-verhext/components.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let from = r#"{ id = "vials", name = { ja = "薬用小瓶" }, start = 0, max = 45 }"#;
    assert!(text.contains(from));
    std::fs::write(
        &path,
        text.replacen(from, &from.replace("start = 0", "start = 3"), 1),
    )
    .unwrap();
    let w = Witch::from_table(
        Table::build_from(&templates, "wie-verhext", 4, "wv-edit-s"),
        4,
    );
    let (v, code) = w.t.referee(&["--templates", templates.to_str().unwrap()]);
    assert_eq!(code, 0, "{:?}", rules(&v));
    assert_eq!(scores(&v), [Some(3), Some(3), Some(3), Some(3), None]);
}

/// Hostile tables: odd counter texts, pieces deleted, a pile dragged into a seat, a pile
/// duplicated. The referee reports and never fails.
#[test]
fn hostile_tables_are_reported_not_fatal() {
    let mut w = Witch::new(5, "wv-hostile");
    for (seat, text) in [(1, "NaN"), (2, ""), (3, "1e400"), (4, "２"), (5, "-0")] {
        w.counter("player", Some(seat), "金塊", text);
    }
    w.t.room.children.retain(|c| {
        !(c.tag == "character" && component(c).as_deref() == Some("ingredient-shelf-payment"))
    });
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    let bad = rules(&v).iter().filter(|r| *r == "W7 bad-counter").count();
    // "-0" is a whole number (zero); the other four are not.
    assert_eq!(bad, 4, "{:?}", rules(&v));
    assert!(rules(&v).contains(&"W6 missing-component".to_string()));

    let mut w = Witch::new(3, "wv-hostile-2");
    let pile =
        w.t.room
            .children
            .iter()
            .position(|c| c.tag == "card-stack" && component(c).as_deref() == Some("stack/copper"))
            .unwrap();
    let mut stack = w.t.room.children.remove(pile);
    let (x, y) = w.in_zone(1, "potions", 0);
    set_attr(&mut stack, "location.x", &x.to_string());
    set_attr(&mut stack, "location.y", &y.to_string());
    w.t.room.children.push(stack.clone());
    w.t.room.children.push(stack);
    w.t.room
        .children
        .retain(|c| !(c.tag == "character" && component(c).as_deref() == Some("player")));
    let (v, code) = w.referee();
    assert_eq!(code, 1);
    assert!(
        rules(&v).contains(&"W3 duplicate-component".to_string()),
        "{:?}",
        rules(&v)
    );
}
