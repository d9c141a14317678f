//! The definition files as written: parsed, not yet checked. Spans are kept wherever a later
//! check may need to point back at the text.

use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

pub type RawText = Spanned<BTreeMap<String, String>>;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawGame {
    pub id: Spanned<String>,
    pub version: Spanned<u32>,
    pub title: RawText,
    pub subtitle: Option<RawText>,
    pub credits: RawText,
    pub languages: Spanned<Vec<String>>,
    pub output: Spanned<String>,
    pub players: RawPlayers,
    pub table: RawTable,
    pub seats: Spanned<Vec<RawSeat>>,
    pub chat: RawChat,
    pub referee: Option<RawReferee>,
}

/// `[referee]`: which rules judge the game, and what they call its components and places.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawReferee {
    pub rules: Option<Spanned<String>>,
    /// Role name → `card:kind/item`, `kind:ID`, `piece:ID`, `die:ID`, `area:ID`, `zone:ID`
    /// or `icon:ID`.
    #[serde(default)]
    pub roles: BTreeMap<String, Spanned<String>>,
    pub score: Option<RawScore>,
    pub sets: Option<RawSets>,
}

/// `[referee.sets]`: points of a set of cards by the items in it (a pentacle by its chips'
/// colours), and how a tie for the highest total is broken.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSets {
    /// The card kind the sets are made of.
    pub kind: Spanned<String>,
    /// Points by the set's items, e.g. `"blue+blue+red" = 1`; order does not matter.
    pub points: Spanned<BTreeMap<Spanned<String>, i64>>,
    /// `shared` (default), `finisher` or `blessing`.
    pub tie_break: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScore {
    pub name: RawText,
    /// Card value keys (icon ids) summed over the cards at the seat.
    #[serde(default)]
    pub cards: Vec<Spanned<String>>,
    /// Counter ids of the seat's pieces.
    #[serde(default)]
    pub counters: Vec<Spanned<String>>,
    #[serde(default)]
    pub tie_breaks: Vec<RawSum>,
    /// Score the table as a finished game.
    #[serde(default)]
    pub end: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSum {
    /// What a tie-break compares, for the report ("drops and gold left").
    pub name: Option<RawText>,
    /// Card value keys (icon ids) summed over the cards at the seat.
    #[serde(default)]
    pub cards: Vec<Spanned<String>>,
    /// Counter ids of the seat's pieces.
    #[serde(default)]
    pub counters: Vec<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlayers {
    pub min: Spanned<u32>,
    pub max: Spanned<u32>,
    pub default: Spanned<u32>,
    pub unplayed_seats: Spanned<String>,
    /// Which seats play at a player count (key: the count), where not the first N.
    #[serde(default)]
    pub seats: BTreeMap<Spanned<String>, Spanned<Vec<Spanned<String>>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTable {
    pub name: RawText,
    pub width: Spanned<u32>,
    pub height: Spanned<u32>,
    pub background: Spanned<String>,
    /// The table picture's template; without one, the background with the areas drawn.
    pub template: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSeat {
    pub id: Spanned<String>,
    pub name: RawText,
    pub short: RawText,
    pub mark: RawText,
    pub colour: Spanned<String>,
    /// Text printed on the seat's own board, drawn in its area (a character's ability).
    pub about: Option<RawText>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawChat {
    pub tab: RawText,
    pub welcome: RawText,
    /// Lines added to the welcome in rooms for some player counts only.
    #[serde(default)]
    pub extra: Vec<RawChatExtra>,
    pub palette: Option<RawPalette>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawChatExtra {
    /// The player counts whose rooms get the text.
    pub players: Spanned<Vec<u32>>,
    pub text: RawText,
}

/// `[chat.palette]`: language → palette text, each string spanned so a problem in one
/// line can point at it.
pub type RawPalette = Spanned<BTreeMap<String, Spanned<String>>>;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawComponents {
    #[serde(default)]
    pub icons: Vec<RawIcon>,
    #[serde(default)]
    pub cards: Vec<RawCardKind>,
    #[serde(default)]
    pub pieces: Vec<RawPiece>,
    #[serde(default)]
    pub dice: Vec<RawDie>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawIcon {
    pub id: Spanned<String>,
    pub label: RawText,
    pub file: Spanned<String>,
    /// The colour templates may paint with this icon (e.g. a spell's colour).
    pub colour: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCardKind {
    pub id: Spanned<String>,
    pub name: RawText,
    pub size: Spanned<u32>,
    #[serde(default)]
    pub per_seat: bool,
    /// `false` for cards never held or laid overlapping (tokens, boards, a single marker):
    /// only fanned cards must show their name in the strip left visible (default `true`).
    pub fanned: Option<bool>,
    /// The face template; without one, a plain face showing the card's name and fields.
    pub face: Option<Spanned<String>>,
    /// The back template; without one, a plain back in the kind's colour with its name.
    pub back: Option<Spanned<String>>,
    pub colour: Option<Spanned<String>>,
    #[serde(default)]
    pub items: Option<Spanned<Vec<RawCardItem>>>,
    /// A spreadsheet of cards (`name,front,back,deck,copies`, further columns as fields),
    /// relative to the game's folder.
    pub csv: Option<Spanned<String>>,
    /// With `csv`: only the rows whose `deck` column holds this.
    pub deck: Option<Spanned<String>>,
    /// The cards' shape (`common`, `first`, `poker`, `63x88`…), where no face template gives
    /// it: see `definition::shape`.
    pub shape: Option<Spanned<String>>,
    /// How a picture of another shape is fitted: `pad` or `crop`.
    pub fit: Option<Spanned<String>>,
    /// The ground of a padded picture (`#rrggbb`).
    pub pad_colour: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCardItem {
    pub id: Spanned<String>,
    /// Optional for two-ended cards, whose name is made from their ends.
    pub name: Option<RawText>,
    pub copies: Option<Spanned<u32>>,
    #[serde(default)]
    pub values: BTreeMap<Spanned<String>, i64>,
    pub icon: Option<Spanned<String>>,
    pub flavour: Option<RawText>,
    pub effect: Option<RawText>,
    /// A second rules text drawn on the lower half (Wie verhext!'s favour, 支持).
    pub favour: Option<RawText>,
    /// A two-ended card: `[[icon, points], [icon, points]]`, the first end drawn upright.
    pub ends: Option<Spanned<Vec<RawEnd>>>,
    /// This card's own face template, where it differs from its kind's (same aspect).
    pub face: Option<Spanned<String>>,
}

/// One end of a two-ended card: the icon (e.g. a spell) and its points.
#[derive(Debug, Deserialize)]
pub struct RawEnd(pub Spanned<String>, pub i64);

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPiece {
    pub id: Spanned<String>,
    pub name: RawText,
    pub virtual_name: Option<RawText>,
    #[serde(default)]
    pub per_seat: bool,
    pub size: Spanned<u32>,
    pub image: Spanned<String>,
    /// Named numbers kept on the piece (drops, gold…), editable in its sheet.
    #[serde(default)]
    pub counters: Vec<RawCounter>,
}

/// One number field of a piece: udonarium shows it in the piece's sheet and inventory.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCounter {
    pub id: Spanned<String>,
    pub name: RawText,
    pub start: Spanned<i64>,
    /// With a maximum the field is a gauge (udonarium's `numberResource`); without, a number.
    pub max: Option<Spanned<i64>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDie {
    pub id: Spanned<String>,
    pub name: RawText,
    /// One die per seat (placed in a seat zone) rather than one for the table.
    #[serde(default)]
    pub per_seat: bool,
    pub size: Spanned<u32>,
    /// `seats` (one face per seat), or whole numbers `FROM-TO` (a counter on the table).
    pub faces: Spanned<String>,
    /// With number faces: the face it starts on (default the lowest).
    pub start: Option<Spanned<i64>>,
    /// An icon id the face template may draw (`{{icon:X:Y:SIZE}}`, `{{icon_colour}}`).
    pub icon: Option<Spanned<String>>,
    pub image: Spanned<String>,
    /// What the count was called where rooms built before the die kept it (a piece's sheet
    /// field), so a game's rules can still read those rooms.
    pub was: Option<RawText>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLayout {
    pub seat_area: RawSeatArea,
    #[serde(default)]
    pub seat_zones: Vec<RawZone>,
    #[serde(default)]
    pub areas: Vec<RawZone>,
    #[serde(default)]
    pub place: Vec<RawPlace>,
    /// A closed loop of squares (a race track) drawn on the table.
    pub track: Option<RawTrack>,
    /// Seat zones drawn as value scales, one slot per value (a speed gauge).
    #[serde(default)]
    pub gauges: Vec<RawGauge>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSeatArea {
    pub width: f64,
    pub height: f64,
    pub at: Vec<RawSeatAt>,
    /// `keep` (default) or `leave-out`: seats nobody plays left off the table.
    pub unplayed: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSeatAt {
    pub seat: Spanned<String>,
    pub at: Spanned<[f64; 2]>,
    /// The player counts this place is the seat's at, instead of its place without `players`.
    pub players: Option<Spanned<Vec<u32>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawZone {
    pub id: Spanned<String>,
    pub name: RawText,
    pub at: Spanned<[f64; 2]>,
    pub size: Spanned<[f64; 2]>,
    /// Numbered slots side by side (a row of rounds, a track).
    pub slots: Option<Spanned<u32>>,
    /// How many cards of kind `cards` the zone holds fanned from the left, each showing its
    /// name strip: checked against the zone's size at load.
    pub holds: Option<Spanned<u32>>,
    pub cards: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlace {
    pub cards: Option<Spanned<String>>,
    pub piece: Option<Spanned<String>>,
    pub dice: Option<Spanned<String>>,
    pub notes: Option<Spanned<String>>,
    pub area: Option<Spanned<String>>,
    pub zone: Option<Spanned<String>>,
    pub face: Option<Spanned<String>>,
    #[serde(default)]
    pub stack: bool,
    #[serde(default)]
    pub shuffle: bool,
    /// `row` (default), `ring` around the area's centre, `centre`, or `sets`.
    pub arrange: Option<Spanned<String>>,
    /// With `arrange = "sets"`: cards per set; one set per player is laid out.
    pub set_size: Option<Spanned<u32>>,
    /// With `arrange = "sets"`: the area where the cards left over are stacked.
    pub rest: Option<Spanned<String>>,
    /// Orders the stack by this value (an icon id), lowest on top.
    pub sort: Option<Spanned<String>>,
    /// Per-seat components of unplayed seats: `keep` (default), `omit`, `pool` or `aside`.
    pub unplayed: Option<Spanned<String>>,
    /// With `unplayed = "pool"`: the shared area where they lie, one shuffled face-down deck.
    pub pool: Option<Spanned<String>>,
    /// With `unplayed = "aside"`: the shared area where each unplayed seat's components wait,
    /// together by seat, for a player who joins late.
    pub aside: Option<Spanned<String>>,
    /// Onto the track: `start` (each seat's start square) or `emblems` (one card per emblem
    /// square, the rest in `piles` stacks in area `rest`).
    pub track: Option<Spanned<String>>,
    /// With `track = "emblems"`: how many stacks the cards left over make (default 1).
    pub piles: Option<Spanned<u32>>,
    /// Onto a gauge, at each seat's start value.
    pub gauge: Option<Spanned<String>>,
    /// A shared component placed in this seat's `zone`.
    pub seat: Option<Spanned<String>>,
}

/// `glossary.toml`: the game's terms, each in every language, written once and used in any
/// text of the definition as `{{term}}`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawGlossary {
    #[serde(default)]
    pub terms: BTreeMap<String, RawText>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawNotes {
    #[serde(default)]
    pub notes: Vec<RawNote>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawNote {
    pub id: Spanned<String>,
    pub height: Spanned<f64>,
    pub title: RawText,
    pub text: RawText,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTrack {
    pub name: RawText,
    /// Top-left corner of the loop, in cells.
    pub at: Spanned<[f64; 2]>,
    /// The side of one square, in cells.
    pub square: Spanned<f64>,
    /// A rectangular loop of this many squares (even), square 1 in the top-left corner.
    pub squares: Option<Spanned<u32>>,
    /// With `squares`: squares along the top side, corners included.
    pub columns: Option<Spanned<u32>>,
    /// Or every square's `[column, row]` (in squares from `at`), clockwise from square 1.
    pub path: Option<Spanned<Vec<[u32; 2]>>>,
    /// Squares with an emblem, by number (1 = the first).
    pub emblems: Option<Spanned<Vec<Spanned<u32>>>>,
    /// Each seat's start square, by number.
    pub starts: Spanned<BTreeMap<Spanned<String>, Spanned<u32>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawGauge {
    pub id: Spanned<String>,
    /// The seat zone the gauge is drawn in, one slot per value.
    pub zone: Spanned<String>,
    /// Where the marker starts.
    pub start: Spanned<i64>,
    /// Lowest and highest value, for every seat not in `ranges`.
    pub range: Option<Spanned<[i64; 2]>>,
    /// Per seat id: its own lowest and highest value.
    #[serde(default)]
    pub ranges: BTreeMap<Spanned<String>, Spanned<[i64; 2]>>,
}
