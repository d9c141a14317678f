//! What every game's rules share: the breaches found so far, names for seats and components,
//! the conservation check, and the names players typed into their seats' name pieces.

use crate::definition::{Game, Lang};
use crate::referee::position::Spot;
use crate::referee::verdict::t;
use crate::referee::{Position, Thing, Violation};
use std::collections::BTreeMap;

/// A judge's working state: the position, and the breaches and notes found in it.
pub struct Ledger<'a> {
    pub game: &'a Game,
    pub position: &'a Position,
    pub lang: Lang,
    pub violations: Vec<Violation>,
    pub notes: Vec<String>,
}

/// What the seats' name pieces say.
pub struct SeatNames {
    /// The name typed into each seat's piece, if one was.
    pub typed: Vec<Option<String>>,
    /// Seats whose piece still reads the unplayed name (仮のプレイヤー, 空席).
    pub unplayed: Vec<bool>,
}

impl<'a> Ledger<'a> {
    pub fn new(game: &'a Game, position: &'a Position, lang: Lang) -> Self {
        Ledger {
            game,
            position,
            lang,
            violations: Vec::new(),
            notes: Vec::new(),
        }
    }

    pub fn breach(&mut self, code: &str, rule: &str, message: String) {
        self.violations.push(Violation {
            code: code.into(),
            rule: rule.into(),
            message,
        });
    }

    pub fn seat_label(&self, seat: usize) -> String {
        format!(
            "{} {} {}",
            t(self.lang, "席", "seat"),
            seat + 1,
            self.game.seats[seat].short.get(self.lang)
        )
    }

    pub fn describe(&self, thing: &Thing) -> String {
        let seat = thing
            .owner_seat
            .map(|s| format!("（{}）", self.game.seats[s].short.get(self.lang)))
            .unwrap_or_default();
        let name = self
            .game
            .card_kind(thing.card_kind())
            .and_then(|k| k.item(thing.item()))
            .map(|i| {
                i.name
                    .fill("seat", &Default::default())
                    .get(self.lang)
                    .to_string()
            })
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| thing.name.clone());
        format!("「{name}」{seat}")
    }

    /// Every component exactly once, on the table and inside an area (`rule` is the game's
    /// id for this invariant).
    pub fn check_components(&mut self, rule: &str) {
        let game = self.game;
        let mut expected: BTreeMap<(String, Option<usize>), usize> = BTreeMap::new();
        for kind in &game.card_kinds {
            let seats = game.seat_slots(kind.per_seat);
            for seat in seats {
                for item in &kind.items {
                    *expected
                        .entry((format!("{}/{}", kind.id, item.id), seat))
                        .or_default() += item.copies as usize;
                }
            }
        }
        for piece in &game.pieces {
            let seats = game.seat_slots(piece.per_seat);
            for seat in seats {
                expected.insert((piece.id.clone(), seat), 1);
            }
        }
        for die in &game.dice {
            expected.insert((die.id.clone(), None), 1);
        }
        let mut found: BTreeMap<(String, Option<usize>), Vec<&Thing>> = BTreeMap::new();
        for thing in &self.position.things {
            found
                .entry((thing.component.clone(), thing.owner_seat))
                .or_default()
                .push(thing);
        }
        for ((component, seat), want) in &expected {
            let have = found.get(&(component.clone(), *seat)).map_or(0, Vec::len);
            let what = self.component_name(component, *seat);
            if have < *want {
                let msg = t(
                    self.lang,
                    &format!("{what}が{}枚（個）足りません（{want}のはず）", want - have),
                    &format!("{what}: {} missing (expected {want})", want - have),
                );
                self.breach("missing-component", rule, msg);
            } else if have > *want {
                let msg = t(
                    self.lang,
                    &format!(
                        "{what}が{}枚（個）多すぎます（{want}のはず）: 複製されています",
                        have - want
                    ),
                    &format!(
                        "{what}: {} too many (expected {want}); it was duplicated",
                        have - want
                    ),
                );
                self.breach("duplicate-component", rule, msg);
            }
        }
        for thing in &self.position.things {
            let what = self.describe(thing);
            match thing.spot {
                Spot::Outside => {
                    let (x, y) = thing.centre();
                    let msg = t(
                        self.lang,
                        &format!(
                            "{what}がどの場所にもありません（x={x:.0}, y={y:.0}）: 席か共有の場所に戻してください"
                        ),
                        &format!(
                            "{what} lies outside every area (x={x:.0}, y={y:.0}): put it back in a seat or shared area"
                        ),
                    );
                    self.breach("outside-areas", rule, msg);
                }
                Spot::OffTable => {
                    let msg = t(
                        self.lang,
                        &format!("{what}がテーブルの上にありません"),
                        &format!("{what} is not on the table"),
                    );
                    self.breach("off-table", rule, msg);
                }
                _ => {}
            }
        }
    }

    pub fn component_name(&self, component: &str, seat: Option<usize>) -> String {
        let game = self.game;
        let (kind, item) = component.split_once('/').unwrap_or((component, ""));
        let name = game
            .card_kind(kind)
            .and_then(|k| k.item(item))
            .map(|i| {
                i.name
                    .fill(
                        "seat",
                        &seat.map(|s| game.seats[s].name.clone()).unwrap_or_default(),
                    )
                    .get(self.lang)
                    .to_string()
            })
            .or_else(|| {
                game.pieces
                    .iter()
                    .find(|p| p.id == component)
                    .map(|p| p.name.get(self.lang).to_string())
            })
            .or_else(|| {
                game.dice
                    .iter()
                    .find(|d| d.id == component)
                    .map(|d| d.name.get(self.lang).to_string())
            })
            .unwrap_or_else(|| component.to_string());
        match seat {
            Some(s) if !name.contains(game.seats[s].name.get(self.lang)) => {
                format!("「{name}」（{}）", self.seat_label(s))
            }
            _ => format!("「{name}」"),
        }
    }

    /// Reads the seats' name pieces (`piece`: the per-seat piece players rename).
    pub fn seat_names(&self, piece: &str) -> SeatNames {
        let game = self.game;
        let def = game.pieces.iter().find(|p| p.id == piece);
        // Either language's default counts as "not typed": a room may be built in English.
        let defaults: Vec<&str> = def
            .map(|p| p.name.0.values().map(String::as_str).collect())
            .unwrap_or_default();
        let unplayed_names: Vec<&str> = def
            .and_then(|p| p.virtual_name.as_ref())
            .map(|v| v.0.values().map(String::as_str).collect())
            .unwrap_or_default();
        let piece_of = |s: usize| self.position.of(piece).find(|p| p.owner_seat == Some(s));
        SeatNames {
            typed: (0..game.seats.len())
                .map(|s| {
                    piece_of(s).map(|p| p.name.trim().to_string()).filter(|n| {
                        !n.is_empty()
                            && !defaults.contains(&n.as_str())
                            && !unplayed_names.contains(&n.as_str())
                    })
                })
                .collect(),
            unplayed: (0..game.seats.len())
                .map(|s| piece_of(s).is_some_and(|p| unplayed_names.contains(&p.name.trim())))
                .collect(),
        }
    }

    /// Which seats are played: those whose piece got a typed name; if nobody typed one,
    /// every seat not marked unplayed. `players` (the CLI's `--players`) takes the first N:
    /// named seats, then unnamed ones, then unplayed ones, clockwise. A count outside the
    /// game's range is a breach of `rule`.
    pub fn played_seats(
        &mut self,
        names: &SeatNames,
        players: Option<u32>,
        rule: &str,
    ) -> Vec<bool> {
        let game = self.game;
        let seats = game.seats.len();
        let SeatNames { typed, unplayed } = names;
        let any_typed = typed.iter().any(Option::is_some);
        let mut real: Vec<bool> = (0..seats)
            .map(|s| {
                if any_typed {
                    typed[s].is_some()
                } else {
                    !unplayed[s]
                }
            })
            .collect();
        if let Some(n) = players {
            let mut order: Vec<usize> = (0..seats).filter(|s| typed[*s].is_some()).collect();
            order.extend((0..seats).filter(|s| typed[*s].is_none() && !unplayed[*s]));
            order.extend((0..seats).filter(|s| unplayed[*s]));
            real = vec![false; seats];
            for s in order.into_iter().take(n as usize) {
                real[s] = true;
            }
        }
        let count = real.iter().filter(|r| **r).count() as u32;
        if count < game.players.min || count > game.players.max {
            let msg = t(
                self.lang,
                &format!(
                    "プレイヤーは{count}人です（{}〜{}人のゲーム）: 名前の駒に名前を入れるか --players で人数を指定してください",
                    game.players.min, game.players.max
                ),
                &format!(
                    "{count} players found ({}–{} play this game): type names into the name pieces or pass --players",
                    game.players.min, game.players.max
                ),
            );
            self.breach("player-count", rule, msg);
        }
        real
    }

    /// Notes on how the components were recognised.
    pub fn provenance_notes(&mut self) {
        let lang = self.lang;
        if self.position.recognised_by_image > 0 {
            let n = self.position.recognised_by_image;
            self.notes.push(t(
                lang,
                &format!("{n}個の部品は識別情報がなく、名前と画像で判別しました。"),
                &format!("{n} components had lost their identity and were recognised by image."),
            ));
        }
        if !self.position.other_versions.is_empty() {
            self.notes.push(t(
                lang,
                "このルームは別の版の定義で作られています。",
                "This room was built from another version of the definition.",
            ));
        }
    }
}
