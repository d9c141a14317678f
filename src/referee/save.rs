//! Reading a room saved by udonarium or a fork, tolerantly: any XML entry whose root is
//! `room`, unknown elements and attributes ignored, odd numbers read as well as they can be.

use crate::udonarium::archive::{ReadLimits, read_xml_entries};
use crate::udonarium::xml::read_document;
use crate::udonarium::{Element, Identity};
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Card,
    Piece,
    Die,
    Note,
}

/// One object of the save, as far as refereeing cares.
#[derive(Debug, Clone)]
pub struct SavedObject {
    pub kind: Kind,
    pub identity: Option<Identity>,
    pub name: String,
    /// The image that tells what it is: a card's front, a piece's image, a die's first face.
    pub front: String,
    /// Top-left corner in table pixels.
    pub x: f64,
    pub y: f64,
    /// Width in grid cells.
    pub size: f64,
    pub face_up: bool,
    /// Degrees in 0..360.
    pub rotation: i32,
    /// The player id of whoever holds it privately (「自分だけ見る」), if anyone.
    pub owner: Option<String>,
    /// `table`, or an inventory (`common`, `graveyard`, a player's id) for pieces.
    pub location: String,
    /// Index into `Save::stacks` and the position from the top (0 = top card).
    pub stack: Option<(usize, usize)>,
    /// Position or rotation attributes present but not finite numbers (read as 0).
    pub bad_numbers: Vec<String>,
    /// A piece's number fields in its sheet (`detail`), name → current value as typed.
    pub numbers: Vec<(String, String)>,
}

#[derive(Debug, Clone)]
pub struct SavedStack {
    pub name: String,
    pub x: f64,
    pub y: f64,
}

#[derive(Debug, Clone, Default)]
pub struct Save {
    pub objects: Vec<SavedObject>,
    pub stacks: Vec<SavedStack>,
    /// Player ids to the names they chatted under, from the chat log.
    pub players: BTreeMap<String, String>,
    /// How many room documents the save holds (one, unless two saves were merged).
    pub rooms: usize,
    /// The `udonforge-room` attribute of every game table, in document order.
    pub table_records: Vec<String>,
}

/// Reads a save: a zip, or a bare `data.xml`. `what` names the input in errors.
pub fn read_save(bytes: &[u8], what: &str) -> Result<Save, String> {
    let documents = if bytes.starts_with(b"PK") {
        read_xml_entries(bytes, ReadLimits::default()).map_err(|e| format!("{what}: {e}"))?
    } else {
        if bytes.len() as u64 > ReadLimits::default().max_xml_bytes {
            return Err(format!("{what}: the file is too large to be a room"));
        }
        vec![crate::udonarium::archive::XmlEntry {
            name: what.to_string(),
            bytes: bytes.to_vec(),
        }]
    };
    let mut save = Save::default();
    let mut rooms = 0;
    let mut problems = Vec::new();
    for doc in &documents {
        let text = decode_text(&doc.bytes);
        if text.trim().is_empty() {
            continue;
        }
        let root = match read_document(text.as_bytes()) {
            Ok(root) => root,
            Err(e) => {
                problems.push(format!("{}: byte {}: {}", doc.name, e.position, e.message));
                continue;
            }
        };
        match root.tag.as_str() {
            "room" => {
                rooms += 1;
                for child in &root.children {
                    collect(child, &mut save);
                }
            }
            "chat-tab-list" => collect_chat(&root, &mut save.players),
            _ => {}
        }
    }
    save.rooms = rooms;
    if rooms == 0 {
        let why = problems
            .first()
            .cloned()
            .unwrap_or_else(|| "it holds no room data".into());
        return Err(format!("{what}: not a udonarium room: {why}"));
    }
    Ok(save)
}

/// XML entries should be UTF-8; a byte-order mark or a UTF-16 save is decoded too.
fn decode_text(bytes: &[u8]) -> String {
    if let Some(rest) = bytes.strip_prefix(&[0xef, 0xbb, 0xbf]) {
        return String::from_utf8_lossy(rest).into_owned();
    }
    let utf16 = |le: bool, b: &[u8]| {
        let units: Vec<u16> = b
            .chunks_exact(2)
            .map(|c| {
                if le {
                    u16::from_le_bytes([c[0], c[1]])
                } else {
                    u16::from_be_bytes([c[0], c[1]])
                }
            })
            .collect();
        String::from_utf16_lossy(&units)
    };
    match bytes {
        [0xff, 0xfe, rest @ ..] => utf16(true, rest),
        [0xfe, 0xff, rest @ ..] => utf16(false, rest),
        _ => String::from_utf8_lossy(bytes).into_owned(),
    }
}

fn number(el: &Element, attr: &str) -> f64 {
    el.get(attr)
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|v| v.is_finite())
        .unwrap_or(0.0)
}

/// Rotation normalised to 0..360, to the nearest degree.
fn rotation(el: &Element) -> i32 {
    (number(el, "rotate").round() as i64).rem_euclid(360) as i32
}

fn data_value(el: &Element, root: &str, name: &str) -> Option<String> {
    el.data_child(root)
        .map(|d| d.to_data())
        .and_then(|d| d.value_of(name).map(str::to_string))
}

/// Attributes that should be finite numbers but are not.
fn bad_numbers(el: &Element) -> Vec<String> {
    ["location.x", "location.y", "rotate", "posZ"]
        .into_iter()
        .filter(|a| {
            el.get(a)
                .is_some_and(|v| !v.trim().parse::<f64>().is_ok_and(f64::is_finite))
        })
        .map(str::to_string)
        .collect()
}

/// Number fields in a piece's `detail`: resources (current value) and plain numbers.
fn numbers(el: &Element, root: &str) -> Vec<(String, String)> {
    fn walk(d: &crate::udonarium::DataElement, out: &mut Vec<(String, String)>) {
        for c in &d.children {
            if c.children.is_empty() {
                use crate::udonarium::DataType;
                match &c.kind {
                    DataType::NumberResource { current } => {
                        out.push((c.name.clone(), current.trim().to_string()))
                    }
                    DataType::Text if c.value.trim().parse::<f64>().is_ok() => {
                        out.push((c.name.clone(), c.value.trim().to_string()))
                    }
                    _ => {}
                }
            } else {
                walk(c, out);
            }
        }
    }
    let mut out = Vec::new();
    if let Some(detail) = el
        .data_child(root)
        .map(|d| d.to_data())
        .and_then(|d| d.child("detail").cloned())
    {
        walk(&detail, &mut out);
    }
    out
}

fn base(el: &Element, kind: Kind, root: &str) -> SavedObject {
    let owner = el
        .get("owner")
        .map(str::trim)
        .filter(|o| !o.is_empty())
        .map(str::to_string);
    SavedObject {
        kind,
        identity: el.get(Identity::ATTRIBUTE).and_then(Identity::decode),
        name: data_value(el, root, "name").unwrap_or_default(),
        front: String::new(),
        x: number(el, "location.x"),
        y: number(el, "location.y"),
        size: data_value(el, root, "size")
            .and_then(|s| s.parse::<f64>().ok())
            .filter(|s| s.is_finite() && *s > 0.0)
            .unwrap_or(if kind == Kind::Card { 2.0 } else { 1.0 }),
        face_up: el.get("state").map(str::trim) != Some("1"),
        rotation: rotation(el),
        owner,
        location: el.get("location.name").unwrap_or("table").to_string(),
        stack: None,
        bad_numbers: bad_numbers(el),
        numbers: if kind == Kind::Piece {
            numbers(el, root)
        } else {
            Vec::new()
        },
    }
}

fn card(el: &Element) -> SavedObject {
    let mut card = base(el, Kind::Card, "card");
    card.front = el
        .data_child("card")
        .map(|d| d.to_data())
        .and_then(|d| {
            d.child("image")
                .and_then(|i| i.child("front"))
                .map(|f| f.value.trim().to_string())
        })
        .unwrap_or_default();
    card
}

/// An image id in the object's `image` group: the named one, or the first.
fn image_of(el: &Element, root: &str, name: Option<&str>) -> String {
    el.data_child(root)
        .map(|d| d.to_data())
        .and_then(|d| {
            let image = d.child("image")?;
            let found = match name {
                Some(n) => image.child(n),
                None => image.children.first(),
            };
            found.map(|f| f.value.trim().to_string())
        })
        .unwrap_or_default()
}

fn collect(el: &Element, save: &mut Save) {
    match el.tag.as_str() {
        "card" => save.objects.push(card(el)),
        "card-stack" => {
            let index = save.stacks.len();
            save.stacks.push(SavedStack {
                name: data_value(el, "card-stack", "name").unwrap_or_default(),
                x: number(el, "location.x"),
                y: number(el, "location.y"),
            });
            let owner = el
                .get("owner")
                .map(str::trim)
                .filter(|o| !o.is_empty())
                .map(str::to_string);
            // Cards in a stack keep stale coordinates; their order is the document order.
            let cards = el
                .children_tagged("node")
                .filter(|n| n.get("name") == Some("cardRoot"))
                .flat_map(|n| n.children_tagged("card"));
            for (order, c) in cards.enumerate() {
                let mut card = card(c);
                card.x = number(el, "location.x");
                card.y = number(el, "location.y");
                card.stack = Some((index, order));
                if card.owner.is_none() {
                    card.owner = owner.clone();
                }
                save.objects.push(card);
            }
        }
        "character" => {
            let mut piece = base(el, Kind::Piece, "character");
            piece.front = image_of(el, "character", Some("imageIdentifier"));
            save.objects.push(piece)
        }
        "dice-symbol" => {
            let mut die = base(el, Kind::Die, "dice-symbol");
            die.front = image_of(el, "dice-symbol", None);
            save.objects.push(die)
        }
        "text-note" => save.objects.push(base(el, Kind::Note, "text-note")),
        // Objects forks put inside a table are still on the table.
        "game-table" => {
            if let Some(record) = el.get(crate::definition::record::ATTRIBUTE) {
                save.table_records.push(record.to_string());
            }
            el.children.iter().for_each(|c| collect(c, save))
        }
        _ => {}
    }
}

fn collect_chat(el: &Element, players: &mut BTreeMap<String, String>) {
    if el.tag == "chat"
        && let (Some(from), Some(name)) = (el.get("from"), el.get("name"))
        && !from.is_empty()
        && from != "System"
    {
        players.insert(from.to_string(), name.to_string());
    }
    el.children.iter().for_each(|c| collect_chat(c, players));
}
