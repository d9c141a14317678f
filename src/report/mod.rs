//! What the referee says, in words: games hand over typed findings, and everything a player
//! reads is written here or in a game's own `text.rs`, through one `Say` trait, in Japanese
//! or English.

pub mod veil;
pub mod verdict;

pub use veil::{Secret, Veil};
pub use verdict::{
    Decision, Hidden, PlaceReport, Play, PlayerResult, RoundReport, ScoreLine, Verdict, Violation,
};

use crate::definition::{ComponentRef, Game, Lang};

/// Picks the Japanese or English wording.
pub fn t(lang: Lang, ja: &str, en: &str) -> String {
    match lang {
        Lang::Ja => ja.to_string(),
        Lang::En => en.to_string(),
    }
}

/// What a sentence may refer to: the language and the game's own names.
pub struct Words<'a> {
    pub lang: Lang,
    pub game: &'a Game,
    /// The name shown for each seat: the typed name, else the seat's short name.
    pub seat_names: Vec<String>,
    /// What the table cannot see, kept out of the report before the game's end.
    pub veil: Veil,
    /// Read on the browser page: what shows the hidden is its switch, not `--reveal`.
    pub on_page: bool,
}

impl<'a> Words<'a> {
    pub fn new(game: &'a Game, lang: Lang) -> Self {
        Words {
            lang,
            game,
            seat_names: game
                .seats
                .iter()
                .map(|s| s.short.get(lang).to_string())
                .collect(),
            veil: Veil::default(),
            on_page: false,
        }
    }

    pub fn t(&self, ja: &str, en: &str) -> String {
        t(self.lang, ja, en)
    }

    /// A seat as the report names it everywhere: `席2 ブルネル` / `seat 2 (Alice)`.
    pub fn seat(&self, seat: usize) -> String {
        let name = &self.seat_names[seat];
        match self.lang {
            Lang::Ja => format!("席{}（{name}）", seat + 1),
            Lang::En => format!("seat {} ({name})", seat + 1),
        }
    }

    /// A quoted name: 「…」 in Japanese, “…” in English.
    pub fn quote(&self, name: &str) -> String {
        match self.lang {
            Lang::Ja => format!("「{name}」"),
            Lang::En => format!("“{name}”"),
        }
    }

    /// A component's name from the definition, quoted, with the seat it belongs to; a
    /// card the table cannot see by its kind alone (「非公開の証拠カード」), before the end.
    pub fn component(&self, component: ComponentRef, seat: Option<usize>) -> String {
        if self.veil.withhold_name(component, seat) {
            let hidden = self.hidden_card(component);
            return match seat {
                Some(s) => format!("{hidden}{}", self.of_seat(s)),
                None => hidden,
            };
        }
        self.component_name(component, seat)
    }

    /// [`Words::component`] for a sentence that names no seat of its own (a component
    /// missing, duplicated, astray): a card it cannot name is said with the seat it lies
    /// at, so the breach still says whose it is.
    pub fn located(&self, component: ComponentRef, seat: Option<usize>) -> String {
        let at = seat.or_else(|| {
            self.veil
                .hides_name(component, seat)
                .then(|| self.veil.seat_of(component, seat))
                .flatten()
        });
        self.component(component, at)
    }

    /// A component's name, quoted, with the seat it belongs to, whatever the veil: for a
    /// listing that knows the one thing it names is in sight.
    pub fn component_name(&self, component: ComponentRef, seat: Option<usize>) -> String {
        let game = self.game;
        let seat_text = seat.map(|s| game.seats[s].name.clone()).unwrap_or_default();
        let name = match component {
            ComponentRef::Card { kind, item } => game.card_kinds[kind].items[item]
                .name
                .fill("seat", &seat_text)
                .get(self.lang)
                .to_string(),
            // A per-seat piece may be named after its seat (a character's piece).
            ComponentRef::Piece(p) => game.pieces[p]
                .name
                .fill("seat", &seat_text)
                .get(self.lang)
                .to_string(),
            ComponentRef::Die(d) => game.dice[d].name.get(self.lang).to_string(),
        };
        let name = if name.is_empty() {
            component.id(game)
        } else {
            name
        };
        match seat {
            Some(s) if !name.contains(game.seats[s].name.get(self.lang)) => {
                format!("{}{}", self.quote(&name), self.of_seat(s))
            }
            _ => self.quote(&name),
        }
    }

    /// A component's plain name (no quotes, no seat), e.g. an identity card's; one the
    /// table cannot see by its kind alone.
    pub fn game_name(&self, component: ComponentRef) -> String {
        let game = self.game;
        if self.veil.withhold_name(component, None) {
            return self.hidden_card(component);
        }
        match component {
            ComponentRef::Card { kind, item } => game.card_kinds[kind].items[item]
                .name
                .fill("seat", &Default::default())
                .get(self.lang)
                .to_string(),
            ComponentRef::Piece(p) => game.pieces[p].name.get(self.lang).to_string(),
            ComponentRef::Die(d) => game.dice[d].name.get(self.lang).to_string(),
        }
    }

    /// A secret component by what its back shows: its kind.
    pub fn hidden_card(&self, component: ComponentRef) -> String {
        let kind = match component {
            ComponentRef::Card { kind, .. } => {
                self.game.card_kinds[kind].name.get(self.lang).to_string()
            }
            // Only cards turn face down or go into a hand; anything else by its id.
            _ => component.id(self.game),
        };
        self.t(&format!("非公開の{kind}"), &format!("a hidden “{kind}”"))
    }

    fn of_seat(&self, seat: usize) -> String {
        match self.lang {
            Lang::Ja => format!("（{}）", self.seat(seat)),
            Lang::En => format!(" of {}", self.seat(seat)),
        }
    }

    /// "N players" with the right number.
    pub fn players(&self, n: usize) -> String {
        match (self.lang, n) {
            (Lang::Ja, _) => format!("{n}人"),
            (Lang::En, 1) => "1 player".into(),
            (Lang::En, _) => format!("{n} players"),
        }
    }
}

/// Anything the report puts into words.
pub trait Say {
    fn say(&self, words: &Words) -> String;
}

/// A rule breach: a stable code, the id of the rule it breaks (its game's catalogue, docs/games/GAME.md), and its
/// words.
pub trait Breach: Say {
    fn code(&self) -> &'static str;
    fn rule(&self) -> &'static str;
}
