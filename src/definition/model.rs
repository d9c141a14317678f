//! A checked game definition: every reference resolved, every value in range.
//! Code downstream of `load` takes these types and never re-checks them.

pub use super::layout::*;
pub use super::seat::Seat;
use super::text::{Lang, Text};
pub use super::track::{Gauge, Track};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// A game's definition, loaded and checked: what a room is built from and a save read
/// against.
#[derive(Debug, Clone)]
pub struct Game {
    /// The folder the definition was read from (`templates/<id>`).
    pub dir: PathBuf,
    /// The game's id: its folder's name, and the `game=` of every object's identity.
    pub id: String,
    pub(crate) version: u32,
    /// The game's title, the room's name in each language.
    pub title: Text,
    /// The languages every text of the definition is written in.
    pub languages: Vec<Lang>,
    pub(crate) output: String,
    /// How many may play, and which seats play at each count.
    pub players: Players,
    /// The table's size and surface.
    pub table: Table,
    /// In clockwise order.
    pub seats: Vec<Seat>,
    /// What the room's chat opens with, and the palette every piece carries.
    pub chat: Chat,
    pub(crate) icons: Vec<Icon>,
    /// The kinds of card, in definition order (what `What::Cards` and `Zone::holds` index).
    pub card_kinds: Vec<CardKind>,
    /// The pieces, in definition order (what `What::Piece` indexes).
    pub pieces: Vec<PieceDef>,
    /// The dice, in definition order (what `What::Dice` indexes).
    pub dice: Vec<DieDef>,
    /// Where everything lies on the table, and how it starts.
    pub layout: Layout,
    /// The notes laid on the table, in definition order.
    pub notes: Vec<Note>,
    /// The game's terms (`glossary.toml`) by id, for face templates' `{{term:ID}}`: the
    /// TOML texts have theirs written in at load.
    pub glossary: BTreeMap<String, Text>,
    /// SVG templates and icons by their path relative to `dir`.
    pub files: BTreeMap<String, String>,
    /// Where the definition was read from (the disk, or the page's folder in memory): the
    /// pictures it names are read from there too.
    pub(crate) origin: crate::files::Files,
    /// The pictures the SVG files draw, read and checked at load.
    pub template_images: TemplateImages,
    pub(crate) referee: super::RefereeDef,
    /// What print and play prints besides the room's objects (`[print]`).
    pub(crate) print: PrintDef,
    /// What the commands say on stderr and go on (a spreadsheet read as Shift_JIS).
    pub(crate) warnings: Vec<crate::error::Warning>,
}

/// `[print]` checked: the boards the table carries and the counters dice stand for.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PrintDef {
    /// Parts of the table printed as boards at the pieces' scale, in definition order.
    pub boards: Vec<Board>,
    /// Die id → how many counters print instead of its faces (the rulebook's count).
    pub counters: BTreeMap<String, u32>,
}

/// A part of the table that is a board in the box.
#[derive(Debug, Clone, PartialEq)]
pub enum Board {
    /// The loop of squares.
    Track,
    /// Every played seat's area: a player board each.
    SeatAreas,
    /// A shared area, by its index in the layout's areas.
    Area(usize),
}

/// The pictures templates draw (`<image href>`), by path relative to the game's folder,
/// read and checked when the definition loads: rendering draws these, and reads nothing.
#[derive(Clone, Default)]
pub struct TemplateImages(pub std::sync::Arc<BTreeMap<String, std::sync::Arc<Vec<u8>>>>);

impl std::fmt::Debug for TemplateImages {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.0.keys()).finish()
    }
}

/// Where the templates udonforge supplies lie among a game's `files`: no folder of the
/// game's, so no file of the user's is ever taken for one.
pub(crate) const DEFAULT_TEMPLATES: &str = "(default)/";

impl Game {
    /// The file a template of `files` (by its key) is named by in messages: its path in
    /// the game's folder; for a template udonforge supplies where the definition names
    /// none (`(default)/…`: a card kind's face or back, the table), the definition file
    /// that leaves it out, saying which built-in template it is.
    pub fn template_file(&self, key: &str) -> PathBuf {
        let Some(name) = key.strip_prefix(DEFAULT_TEMPLATES) else {
            return self.dir.join(key);
        };
        let (file, what) = if let Some(kind) = name.strip_suffix("-face.svg") {
            (
                "components.toml",
                format!("card kind `{kind}`'s built-in face"),
            )
        } else if let Some(kind) = name.strip_suffix("-back.svg") {
            (
                "components.toml",
                format!("card kind `{kind}`'s built-in back"),
            )
        } else {
            ("game.toml", "the built-in table".to_string())
        };
        PathBuf::from(format!("{} ({what})", self.dir.join(file).display()))
    }

    /// A kind of card by its id.
    pub fn card_kind(&self, id: &str) -> Option<&CardKind> {
        self.card_kinds.iter().find(|k| k.id == id)
    }

    /// The seats a component is made for: every seat (0-based) for per-seat components,
    /// else one shared slot.
    pub fn seat_slots(&self, per_seat: bool) -> Vec<Option<usize>> {
        if per_seat {
            (0..self.seats.len()).map(Some).collect()
        } else {
            vec![None]
        }
    }

    /// The component an object's id names, if the definition has it.
    pub fn component(&self, id: &str) -> Option<super::ComponentRef> {
        super::ComponentRef::parse(self, id)
    }

    pub(crate) fn icon(&self, id: &str) -> Option<&Icon> {
        self.icons.iter().find(|i| i.id == id)
    }

    /// The name of a counter a score may add up, by id: a number field on a piece, or a die
    /// with number faces (a count kept on the table).
    pub fn counter_name(&self, id: &str) -> Option<&Text> {
        self.pieces
            .iter()
            .flat_map(|p| &p.counters)
            .find(|c| c.id == id)
            .map(|c| &c.name)
            .or_else(|| {
                self.dice
                    .iter()
                    .find(|d| d.counts() && d.id == id)
                    .map(|d| &d.name)
            })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UnplayedSeats {
    /// The seat stays on the table, set up like the others, as a virtual player.
    Virtual,
    /// The seat stays on the table, marked empty; nobody plays it and nothing is dealt to it.
    Empty,
}

/// How many may play (`[players]`).
#[derive(Debug, Clone)]
pub struct Players {
    /// The fewest players the game takes.
    pub min: u32,
    pub(crate) max: u32,
    /// The count a room is built for when `--players` is not given.
    pub default: u32,
    // The room sets every unplayed seat up alike, so `unplayed_seats = "empty"` has no
    // effect on the room yet (noted on issue #21); what a seat nobody plays is for is read
    // through `unplayed_are_virtual`.
    pub(crate) unplayed: UnplayedSeats,
    /// Seats (0-based) that play at a count, where not the first N.
    pub seats: BTreeMap<u32, Vec<usize>>,
}

impl Players {
    /// Whether a seat nobody plays is set up as a virtual player the game deals to
    /// (`unplayed_seats = "virtual"`) rather than left empty.
    pub fn unplayed_are_virtual(&self) -> bool {
        self.unplayed == UnplayedSeats::Virtual
    }

    /// Per seat: whether it plays when `players` play (a count in the range).
    pub(crate) fn played(&self, players: u32, seats: usize) -> Vec<bool> {
        match self.seats.get(&players) {
            Some(chosen) => (0..seats).map(|s| chosen.contains(&s)).collect(),
            None => (0..seats).map(|s| (s as u32) < players).collect(),
        }
    }
}

/// The table (`[table]`).
#[derive(Debug, Clone)]
pub struct Table {
    pub(crate) name: Text,
    /// Width in grid cells.
    pub width: u32,
    /// Height in grid cells.
    pub height: u32,
    pub(crate) background: String,
    pub(crate) template: String,
}

impl Table {
    /// Whether the definition draws its own table picture (`[table] template`), rather than
    /// leaving udonforge's plain background in its place.
    pub fn is_drawn(&self) -> bool {
        !self.template.starts_with(DEFAULT_TEMPLATES)
    }
}

/// The room's chat (`[chat]`).
#[derive(Debug, Clone)]
pub struct Chat {
    pub(crate) tab: Text,
    /// The message the chat opens with, at every player count.
    pub welcome: Text,
    /// Texts added to the welcome at some player counts: what only those rooms need to say.
    pub extra: Vec<ChatExtra>,
    /// The chat palette on every piece.
    pub palette: super::palette::Palette,
}

/// udonarium's second tab, which a room's chat keeps after its own first one.
pub const SUB_TAB: &str = "サブタブ";

impl Chat {
    /// The name of the room's first chat tab, the welcome in it: the definition's, but
    /// never the second tab's ([`SUB_TAB`], "Sub tab": then 「メインタブ」, "Main tab").
    pub fn tab_for(&self, lang: Lang) -> &str {
        match (self.tab.get(lang), lang) {
            (SUB_TAB, _) | ("Sub tab", Lang::Ja) => "メインタブ",
            ("Sub tab", Lang::En) => "Main tab",
            (tab, _) => tab,
        }
    }

    /// The welcome message of a room for `players`, its player-count lines included.
    pub fn welcome_for(&self, lang: Lang, players: u32) -> String {
        let mut text = self.welcome.get(lang).to_string();
        for extra in self.extra.iter().filter(|e| e.players.contains(&players)) {
            text.push('\n');
            text.push_str(extra.text.get(lang));
        }
        text
    }
}

/// A welcome text for some player counts only.
#[derive(Debug, Clone)]
pub struct ChatExtra {
    pub(crate) players: Vec<u32>,
    pub(crate) text: Text,
}

#[derive(Debug, Clone)]
pub(crate) struct Icon {
    pub(crate) id: String,
    pub(crate) label: Text,
    pub(crate) file: String,
    pub(crate) colour: Option<String>,
}

/// A kind of card (`[[cards]]`): its items share a size, templates and colour.
#[derive(Debug, Clone)]
pub struct CardKind {
    /// The kind's id, the `kind` of a card's component id `kind/item`.
    pub id: String,
    pub(crate) name: Text,
    /// Width in grid cells.
    pub size: u32,
    /// One set of the items per seat, each marked with its seat.
    pub per_seat: bool,
    /// Held in hands or laid overlapping in zones: the face shows the card's name within
    /// its left `NAME_STRIP` (for a two-ended card, each end's points).
    pub fanned: bool,
    pub(crate) face: String,
    pub(crate) back: String,
    pub(crate) colour: String,
    /// Height over width, from the face template, the `shape`, or the pictures: udonarium
    /// draws a card as tall as its image's aspect makes it.
    pub aspect: f64,
    /// How a picture of another shape is fitted to the card.
    pub(crate) fit: crate::definition::shape::Fit,
    /// The ground of a padded picture (`#rrggbb`).
    pub(crate) pad_colour: String,
    /// Its cards, in definition order.
    pub items: Vec<CardItem>,
}

impl CardKind {
    /// One of its cards by id.
    pub fn item(&self, id: &str) -> Option<&CardItem> {
        self.items.iter().find(|i| i.id == id)
    }

    /// Cards of this kind in one game (per seat kinds: for every seat).
    pub fn count(&self, seats: usize) -> usize {
        let per_set: usize = self.items.iter().map(|i| i.copies as usize).sum();
        if self.per_seat {
            per_set * seats
        } else {
            per_set
        }
    }
}

/// One card of a kind, with its texts and numbers; the room makes `copies` of it.
#[derive(Debug, Clone)]
pub struct CardItem {
    /// The card's id, the `item` of its component id `kind/item`.
    pub id: String,
    /// The card's name, written on its face.
    pub name: Text,
    pub(crate) copies: u32,
    /// Numbers the rules read, keyed by icon id.
    pub values: BTreeMap<String, i64>,
    /// A large icon for the face.
    pub icon: Option<String>,
    pub(crate) flavour: Option<Text>,
    pub(crate) effect: Option<Text>,
    /// A second rules text for the lower half of the face (a favour).
    pub favour: Option<Text>,
    /// For two-ended cards, the upright end first; empty otherwise.
    pub ends: Vec<End>,
    /// This card's own face template, if it differs from its kind's.
    pub face: Option<String>,
    /// A spreadsheet row's further columns (header, text) in column order: shown in the
    /// card's detail, and in its face as `{{HEADER}}` or `{{fields:…}}`.
    pub fields: Vec<(String, Text)>,
    /// The whole face as a picture (a spreadsheet's front column).
    pub picture: Option<Picture>,
    /// This card's back as a picture (a spreadsheet's back column).
    pub back_picture: Option<Picture>,
}

/// A picture a definition names for a whole face or back, checked when it loaded.
#[derive(Debug, Clone)]
pub struct Picture {
    pub(crate) path: PathBuf,
    /// The path as the definition wrote it.
    pub shown: String,
    /// Where it was named, for messages: `cards.csv:12`.
    pub origin: String,
    pub(crate) info: crate::picture::PictureInfo,
}

impl CardItem {
    /// The card's value for an icon id; 0 where it has none.
    pub fn value(&self, key: &str) -> i64 {
        self.values.get(key).copied().unwrap_or(0)
    }
}

/// One end of a two-ended card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct End {
    /// The icon id the end shows.
    pub icon: String,
    /// What the end is worth.
    pub points: i64,
}

/// A piece (`[[pieces]]`): a picture on the table, with the numbers it keeps.
#[derive(Debug, Clone)]
pub struct PieceDef {
    /// The piece's id, its component id.
    pub id: String,
    pub(crate) name: Text,
    pub(crate) virtual_name: Option<Text>,
    pub(crate) per_seat: bool,
    /// Width in grid cells.
    pub size: u32,
    pub(crate) image: String,
    /// Number fields kept on the piece, in definition order.
    pub counters: Vec<Counter>,
}

/// A named number a piece keeps (a player's gold, the drops lying on a shelf…).
#[derive(Debug, Clone, PartialEq)]
pub struct Counter {
    pub(crate) id: String,
    /// Also the field's name in udonarium, which is how the referee finds it again.
    pub name: Text,
    pub(crate) start: i64,
    /// Written as a gauge up to this maximum; a plain number field when `None`.
    pub max: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DieFaces {
    /// One face per seat, named after the seat's short name.
    Seats,
    /// One face per whole number from `from` to `to`, named by the number: a count kept on
    /// the table for everyone to see, set with udonarium's 「ダイス目を設定」.
    Numbers { from: i64, to: i64 },
}

/// A die (`[[dice]]`): faces that name seats, or numbers that count something.
#[derive(Debug, Clone)]
pub struct DieDef {
    /// The die's id, its component id.
    pub id: String,
    pub(crate) name: Text,
    /// One die per seat, placed in a seat zone.
    pub per_seat: bool,
    /// Width in grid cells.
    pub size: u32,
    pub(crate) faces: DieFaces,
    /// The face it starts on, by index into its faces.
    pub start: usize,
    /// The icon its face template may draw.
    pub icon: Option<String>,
    pub(crate) image: String,
    /// The name of the sheet field that kept this count in rooms built before the die.
    pub was: Option<Text>,
}

impl DieDef {
    /// The number a face stands for, if the die counts.
    pub fn number(&self, face: &str) -> Option<i64> {
        match self.faces {
            DieFaces::Numbers { from, to } => face
                .trim()
                .parse::<i64>()
                .ok()
                .filter(|n| (from..=to).contains(n)),
            DieFaces::Seats => None,
        }
    }

    /// Whether its faces are numbers, so it counts something.
    pub fn counts(&self) -> bool {
        matches!(self.faces, DieFaces::Numbers { .. })
    }
}

/// A note laid on the table (`notes.toml`): a title and its text, in every language.
// Its id, title and text are what their names say.
#[allow(missing_docs)]
#[derive(Debug, Clone)]
pub struct Note {
    pub id: String,
    pub(crate) height: f64,
    /// Its own width in cells (`width`), where not the one its area gives every note there.
    pub(crate) width: Option<u32>,
    pub title: Text,
    pub text: Text,
}
