//! The tabletop objects udonforge writes, each turned into the element shape udonarium saves.

use super::data::DataElement;
use super::element::Element;
use super::identity::Identity;

/// Where an object lies on the table, in table pixels (one grid cell is 50 px).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Place {
    /// From the table's left edge to the object's left edge.
    pub x: i64,
    /// From the table's top edge to the object's top edge.
    pub y: i64,
    /// Height above the table (udonarium's `posZ`).
    pub z: i64,
}

/// Which side of a card is up; udonarium's `state` attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// The front shows.
    Up,
    /// The back shows.
    Down,
}

impl Face {
    pub(crate) fn state(self) -> u8 {
        match self {
            Face::Up => 0,
            Face::Down => 1,
        }
    }
}

/// A card: two faces, either up.
// `identity`, `name`, `place` and `zindex` mean the same on every object: see `TableObject`.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq)]
pub struct Card {
    pub identity: Identity,
    pub name: String,
    /// Width in grid cells.
    pub size: u32,
    /// The front's image identifier.
    pub front: String,
    /// The back's image identifier.
    pub back: String,
    pub face: Face,
    /// Clockwise, in degrees.
    pub rotate: i32,
    pub place: Place,
    pub zindex: u32,
    /// The fields udonarium lists under the card's details.
    pub detail: Vec<DataElement>,
}

impl Card {
    pub(crate) fn to_element(&self) -> Element {
        Element::new("card")
            .attr("state", self.face.state())
            .attr("rotate", self.rotate)
            .attr("owner", "")
            .attr("zindex", self.zindex)
            .on_table(&self.place, &self.identity)
            .child(root_data(
                "card",
                vec![
                    DataElement::image("imageIdentifier", ""),
                    DataElement::image("front", &self.front),
                    DataElement::image("back", &self.back),
                ],
                vec![
                    DataElement::text("name", &self.name),
                    DataElement::text("size", self.size.to_string()),
                ],
                &self.detail,
            ))
    }
}

/// A pile of cards; the first card is the top one.
// `identity`, `name`, `place` and `zindex` mean the same on every object: see `TableObject`.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq)]
pub struct CardStack {
    pub identity: Identity,
    pub name: String,
    pub place: Place,
    pub zindex: u32,
    pub cards: Vec<Card>,
}

impl CardStack {
    pub(crate) fn to_element(&self) -> Element {
        let mut card_root = Element::new("node").attr("name", "cardRoot");
        card_root.children = self.cards.iter().map(Card::to_element).collect();
        Element::new("card-stack")
            .attr("rotate", 0)
            .attr("zindex", self.zindex)
            .attr("owner", "")
            .attr("isShowTotal", "true")
            .on_table(&self.place, &self.identity)
            .child(root_data(
                "card-stack",
                vec![DataElement::image("imageIdentifier", "")],
                vec![DataElement::text("name", &self.name)],
                &[],
            ))
            .child(card_root)
    }
}

/// A piece: udonarium calls it a character.
// `identity`, `name`, `place` and `zindex` mean the same on every object: see `TableObject`.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq)]
pub struct Piece {
    pub identity: Identity,
    pub name: String,
    /// Width in grid cells.
    pub size: u32,
    /// The image identifier of its picture.
    pub image: String,
    pub place: Place,
    /// The fields udonarium lists under the piece's details.
    pub detail: Vec<DataElement>,
    /// The lines a player can send as this piece.
    pub palette: ChatPalette,
}

/// A character's chat palette. udonarium's palette window (「チャットパレットを表示」) reads
/// it without a null check: opening 編集 or sending a line from a character without one
/// throws (`chat-palette.component.ts`, `toggleEditMode` and `sendChat`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatPalette {
    /// The BCDice game system its lines are rolled with.
    pub dicebot: String,
    /// One palette line per text line; `{name}` and `//name=value` are udonarium's.
    pub text: String,
    /// The colour (`#rrggbb`) the lines sent from it take in the chat of the forks that
    /// colour lines: udonarium itself has no such colour and keeps the attributes unread.
    pub colour: Option<String>,
}

impl ChatPalette {
    /// BCDice's base system, listed as 「ダイスボット指定なし」: it rolls the common commands
    /// every system has (`1d6`, `2d6+1`, `choice[a,b]`, `D66`). udonarium 1.17 falls back to it
    /// for `""` and any id it does not know (`DiceBot.loadGameSystemAsync`); written out, the
    /// palette window also switches back to it when a player picks this piece as the sender.
    pub const BASE_DICEBOT: &'static str = "DiceBot";

    /// A palette rolled with BCDice's base system.
    pub fn new(text: impl Into<String>) -> Self {
        ChatPalette {
            dicebot: Self::BASE_DICEBOT.to_string(),
            text: text.into(),
            colour: None,
        }
    }

    /// The same palette, its lines sent in `colour` (`#rrggbb`) where a fork colours them.
    pub fn coloured(self, colour: impl Into<String>) -> Self {
        ChatPalette {
            colour: Some(colour.into()),
            ..self
        }
    }

    pub(crate) fn to_element(&self) -> Element {
        let mut el = Element::new("chat-palette").attr("dicebot", &self.dicebot);
        // UdonariumWithFly: the palette's colour (`ChatPalette.paletteColor`).
        if let Some(colour) = &self.colour {
            el = el.attr("paletteColor", colour);
        }
        el.text = self.text.clone();
        el
    }
}

impl Piece {
    pub(crate) fn to_element(&self) -> Element {
        let mut el = Element::new("character").attr("rotate", 0).attr("roll", 0);
        // udonarium_lily: the first of the piece's three chat colours (`GameCharacter.
        // chatColorCode`, written index by index), the one its chat input starts on.
        if let Some(colour) = &self.palette.colour {
            el = el.attr("chatColorCode.0", colour);
        }
        el.on_table(&self.place, &self.identity)
            .child(root_data(
                "character",
                vec![DataElement::image("imageIdentifier", &self.image)],
                vec![
                    DataElement::text("name", &self.name),
                    DataElement::text("size", self.size.to_string()),
                ],
                &self.detail,
            ))
            // After the data, as udonarium writes it.
            .child(self.palette.to_element())
    }
}

/// A note of text on the table: a title and the text under it.
// `identity`, `name`, `place` and `zindex` mean the same on every object: see `TableObject`.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq)]
pub struct TextNote {
    pub identity: Identity,
    pub title: String,
    pub text: String,
    /// Width and height in grid cells.
    pub width: u32,
    pub height: u32,
    /// udonarium draws the text at `font_size + 9` px.
    pub font_size: i32,
    /// The face's picture (an image id, or empty for none), drawn under the title bar.
    pub image: String,
    pub place: Place,
    pub zindex: u32,
}

impl TextNote {
    pub(crate) fn to_element(&self) -> Element {
        Element::new("text-note")
            .attr("rotate", 0)
            .attr("zindex", self.zindex)
            .attr("password", "")
            .on_table(&self.place, &self.identity)
            .child(root_data(
                "text-note",
                vec![DataElement::image("imageIdentifier", &self.image)],
                vec![
                    DataElement::text("width", self.width.to_string()),
                    DataElement::text("height", self.height.to_string()),
                    DataElement::text("fontsize", self.font_size.to_string()),
                    DataElement::text("title", &self.title),
                    DataElement::note("text", &self.text),
                ],
                &[],
            ))
    }
}

/// A die whose faces are named images.
// `identity`, `name`, `place` and `zindex` mean the same on every object: see `TableObject`.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq)]
pub struct DiceSymbol {
    pub identity: Identity,
    pub name: String,
    pub size: u32,
    /// (face name, image identifier), in face order.
    pub faces: Vec<(String, String)>,
    /// The name of the face that shows.
    pub face: String,
    pub place: Place,
}

impl DiceSymbol {
    pub(crate) fn to_element(&self) -> Element {
        Element::new("dice-symbol")
            .attr("face", &self.face)
            .attr("owner", "")
            .attr("rotate", 0)
            .on_table(&self.place, &self.identity)
            .child(root_data(
                "dice-symbol",
                self.faces
                    .iter()
                    .map(|(name, image)| DataElement::image(name, image))
                    .collect(),
                vec![
                    DataElement::text("name", &self.name),
                    DataElement::text("size", self.size.to_string()),
                ],
                &[],
            ))
    }
}

/// A translucent cover over part of the table (udonarium shows it only inside a table).
// `name` and `place` mean what they do on every object (`TableObject`).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq)]
pub struct TableMask {
    pub name: String,
    /// Width and height in grid cells.
    pub width: u32,
    pub height: u32,
    /// 0 to 100.
    pub opacity: u32,
    /// Whether players cannot move it.
    pub locked: bool,
    pub place: Place,
}

impl TableMask {
    pub(crate) fn to_element(&self) -> Element {
        Element::new("table-mask")
            .attr("isLock", self.locked)
            .attr("location.name", "table")
            .attr("location.x", self.place.x)
            .attr("location.y", self.place.y)
            .attr("posZ", self.place.z)
            .child(root_data(
                "table-mask",
                vec![DataElement::image("imageIdentifier", "")],
                vec![
                    DataElement::text("name", &self.name),
                    DataElement::text("width", self.width.to_string()),
                    DataElement::text("height", self.height.to_string()),
                    DataElement::resource("opacity", self.opacity as i64, 100),
                ],
                &[],
            ))
    }
}

/// A block of terrain: floor and walls with images (shown only inside a table).
// `name` and `place` mean what they do on every object (`TableObject`).
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq)]
pub struct Terrain {
    pub name: String,
    /// Width, height and depth in grid cells.
    pub width: u32,
    pub height: u32,
    pub depth: u32,
    /// The walls' image identifier.
    pub wall: String,
    /// The floor's image identifier.
    pub floor: String,
    /// Whether players cannot move it.
    pub locked: bool,
    pub place: Place,
}

impl Terrain {
    pub(crate) fn to_element(&self) -> Element {
        Element::new("terrain")
            .attr("isLocked", self.locked)
            // 3: both floor and walls are drawn.
            .attr("mode", 3)
            .attr("rotate", 0)
            .attr("location.name", "table")
            .attr("location.x", self.place.x)
            .attr("location.y", self.place.y)
            .attr("posZ", self.place.z)
            .child(root_data(
                "terrain",
                vec![
                    DataElement::image("imageIdentifier", ""),
                    DataElement::image("wall", &self.wall),
                    DataElement::image("floor", &self.floor),
                ],
                vec![
                    DataElement::text("name", &self.name),
                    DataElement::text("width", self.width.to_string()),
                    DataElement::text("height", self.height.to_string()),
                    DataElement::text("depth", self.depth.to_string()),
                ],
                &[],
            ))
    }
}

/// The table everything lies on, with the masks and terrains that belong to it.
#[derive(Debug, Clone, PartialEq)]
pub struct GameTable {
    /// The name udonarium lists the table under.
    pub name: String,
    /// Width in grid cells.
    pub width: u32,
    /// Height in grid cells.
    pub height: u32,
    /// The surface's image identifier.
    pub image: String,
    /// Whether the grid is drawn over the surface.
    pub grid: bool,
    /// The masks on the table.
    pub masks: Vec<TableMask>,
    /// The terrains on the table.
    pub terrains: Vec<Terrain>,
    /// Extra attributes a generator keeps on the table (udonarium keeps unknown
    /// attributes through load and save), e.g. the room's own record.
    pub extra: Vec<(String, String)>,
}

impl GameTable {
    pub(crate) fn to_element(&self) -> Element {
        let mut table = Element::new("game-table")
            .attr("name", &self.name)
            .attr("width", self.width)
            .attr("height", self.height)
            .attr("gridSize", 50)
            .attr("imageIdentifier", &self.image)
            .attr("backgroundImageIdentifier", "imageIdentifier")
            .attr("backgroundFilterType", "")
            .attr("selected", "true")
            // -1 hides the grid: the table image draws its own areas.
            .attr("gridType", if self.grid { 0 } else { -1 })
            .attr("gridColor", "#000000e6");
        for (name, value) in &self.extra {
            table = table.attr(name, value);
        }
        table
            .children
            .extend(self.terrains.iter().map(Terrain::to_element));
        table
            .children
            .extend(self.masks.iter().map(TableMask::to_element));
        table
    }
}

/// Anything that lies on the table. Each carries its `identity` (udonforge's attribute,
/// which udonarium keeps through a load), the `name` udonarium shows, and its `place`;
/// cards and stacks have a `zindex`, which one lies over which (higher over lower).
// Each variant is named after the object it holds.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq)]
pub enum TableObject {
    Card(Card),
    CardStack(CardStack),
    Piece(Piece),
    TextNote(TextNote),
    DiceSymbol(DiceSymbol),
}

impl TableObject {
    pub(crate) fn to_element(&self) -> Element {
        match self {
            TableObject::Card(o) => o.to_element(),
            TableObject::CardStack(o) => o.to_element(),
            TableObject::Piece(o) => o.to_element(),
            TableObject::TextNote(o) => o.to_element(),
            TableObject::DiceSymbol(o) => o.to_element(),
        }
    }
}

trait OnTable {
    fn on_table(self, place: &Place, identity: &Identity) -> Element;
}

impl OnTable for Element {
    /// The attributes every tabletop object ends with, in udonarium's order, then our identity.
    fn on_table(self, place: &Place, identity: &Identity) -> Element {
        self.attr("location.name", "table")
            .attr("location.x", place.x)
            .attr("location.y", place.y)
            .attr("posZ", place.z)
            .attr(Identity::ATTRIBUTE, identity.encode())
    }
}

/// `<data name=alias>` with the `image`, `common` and `detail` groups every tabletop object has.
fn root_data(
    alias: &str,
    image: Vec<DataElement>,
    common: Vec<DataElement>,
    detail: &[DataElement],
) -> Element {
    Element::from_data(&DataElement::group(
        alias,
        vec![
            DataElement::group("image", image),
            DataElement::group("common", common),
            DataElement::group("detail", detail.to_vec()),
        ],
    ))
}
