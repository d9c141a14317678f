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
    pub version: u32,
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
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScore {
    pub name: RawText,
    /// Card value keys (icon ids) summed over the cards at the seat.
    #[serde(default)]
    pub cards: Vec<Spanned<String>>,
    /// Number fields of the seat's pieces.
    #[serde(default)]
    pub counters: Vec<String>,
    #[serde(default)]
    pub tie_breaks: Vec<RawSum>,
    /// Score the table as a finished game.
    #[serde(default)]
    pub end: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSum {
    /// Card value keys (icon ids) summed over the cards at the seat.
    #[serde(default)]
    pub cards: Vec<Spanned<String>>,
    /// Number fields of the seat's pieces.
    #[serde(default)]
    pub counters: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlayers {
    pub min: Spanned<u32>,
    pub max: Spanned<u32>,
    pub default: Spanned<u32>,
    pub unplayed_seats: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTable {
    pub name: RawText,
    pub width: Spanned<u32>,
    pub height: Spanned<u32>,
    pub background: Spanned<String>,
    pub template: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSeat {
    pub id: Spanned<String>,
    pub name: RawText,
    pub short: RawText,
    pub mark: RawText,
    pub colour: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawChat {
    pub tab: RawText,
    pub welcome: RawText,
}

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
    pub face: Spanned<String>,
    pub back: Spanned<String>,
    pub colour: Spanned<String>,
    pub items: Spanned<Vec<RawCardItem>>,
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
    pub size: Spanned<u32>,
    pub faces: Spanned<String>,
    pub image: Spanned<String>,
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
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSeatArea {
    pub width: f64,
    pub height: f64,
    pub at: Vec<RawSeatAt>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSeatAt {
    pub seat: Spanned<String>,
    pub at: Spanned<[f64; 2]>,
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
    /// Per-seat components of unplayed seats: `keep` (default), `omit`, or `pool`.
    pub unplayed: Option<Spanned<String>>,
    /// With `unplayed = "pool"`: the shared area where they lie, one shuffled face-down deck.
    pub pool: Option<Spanned<String>>,
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
