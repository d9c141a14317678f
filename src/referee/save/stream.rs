//! One XML document of a save, streamed with quick-xml into the fields a position needs.
//!
//! It finds what the element-tree reader found: objects directly in the `room` (or in a
//! `game-table`, where forks put them), a stack's cards in its `cardRoot` node, and each
//! object's fields in its root `<data name=ALIAS>`: `name` and `size` as udonarium looks
//! them up (the first data element of that name, depth first), a card's `image/front`.
//! Hostile input is bounded by udonarium's one reader ([`crate::udonarium::pull`]): nesting
//! depth, the size of one tag, and here the number of objects.

use super::{Kind, Save, SavedObject, SavedStack};
use crate::definition::record;
use crate::error::XmlProblem;
use crate::udonarium::Identity;
use crate::udonarium::pull::{Attrs, Item, MAX_OBJECTS, Pull};
use crate::udonarium::xml::XmlError;
use quick_xml::events::BytesStart;
use std::io::BufRead;

mod close;
use close::leave;

/// What an open element is to the reader.
enum Frame {
    /// Of no interest, nor is anything inside it.
    Skip,
    /// `room` or `game-table`: its children may be objects.
    Table,
    /// An object (or a card-stack); its state is `open[i]`.
    Object(usize),
    /// A card-stack's `cardRoot` node: its `card` children are the stack's cards.
    CardRoot(usize),
    /// A `data` element in an object's root data; `level` 1 is the root data itself.
    Data(DataFrame),
    /// Inside `chat-tab-list`: `chat` elements at any depth name players.
    Chat,
}

#[derive(Default)]
struct DataFrame {
    level: usize,
    /// This is the object's first `image` child of its root data.
    image: bool,
    /// This is a piece's `detail` (its sheet), or inside it.
    detail: bool,
    /// The field this element's value goes to, if it claimed one.
    field: Option<Field>,
    /// In a piece's sheet: a number field's name, and its current value if a resource.
    number: Option<(String, Option<String>)>,
    data_children: usize,
    text: String,
}

impl DataFrame {
    fn captures_text(&self) -> bool {
        self.field.is_some() || self.number.is_some()
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    Name,
    Size,
    Front,
    /// A text note's `width` and `height`.
    Width,
    Height,
}

/// An object being read.
struct Open {
    object: SavedObject,
    /// The root data's name: the object's alias.
    root: &'static str,
    /// For a card-stack: its index in `Save::stacks`, its owner, bad location numbers
    /// and how many cards it has so far.
    stack: Option<StackState>,
    /// For a card of a stack: the stack's `open` index.
    in_stack: Option<usize>,
    root_seen: bool,
    image_seen: bool,
    detail_seen: bool,
    claimed: [bool; 5],
    size: Option<String>,
    /// A text note's width and height as written.
    extent: (Option<String>, Option<String>),
}

struct StackState {
    /// Index in the whole save's stacks, and in this document's.
    index: usize,
    local: usize,
    cards: usize,
}

/// Reads one document from `source`, which may be a zip entry inflated as it is read: the
/// document is never held whole, only the fields of its objects.
pub fn read_document(source: impl BufRead, first_stack: usize) -> Result<Save, XmlError> {
    let mut pull = Pull::new(source);
    let mut save = Save::default();
    let mut frames: Vec<Frame> = Vec::new();
    let mut open: Vec<Open> = Vec::new();
    pull.read(|item| {
        match item {
            Item::Start(start) => {
                let frame = enter(&start, &mut frames, &mut open, &mut save, first_stack)?;
                // Refused as soon as the count passes the limit, not at the document's end.
                if save.objects.len() + open.len() > MAX_OBJECTS {
                    return Err(XmlProblem::TooManyObjects { limit: MAX_OBJECTS });
                }
                frames.push(frame);
            }
            Item::End => leave(&mut frames, &mut open, &mut save),
            Item::Text(text) => {
                if let Some(Frame::Data(d)) = frames.last_mut()
                    && d.captures_text()
                {
                    d.text.push_str(&text.decode()?);
                }
            }
        }
        Ok(())
    })?;
    Ok(save)
}

/// Decides what a starting element is, given its parent.
fn enter(
    start: &BytesStart,
    frames: &mut [Frame],
    open: &mut Vec<Open>,
    save: &mut Save,
    first_stack: usize,
) -> Result<Frame, XmlProblem> {
    let tag = start.name();
    let tag = tag.as_ref();
    let Some(parent) = frames.last_mut() else {
        return Ok(match tag {
            b"room" => {
                save.rooms += 1;
                Frame::Table
            }
            b"chat-tab-list" => Frame::Chat,
            _ => Frame::Skip,
        });
    };
    match parent {
        Frame::Skip => Ok(Frame::Skip),
        Frame::Chat => {
            if tag == b"chat" {
                note_player(start, save)?;
            }
            Ok(Frame::Chat)
        }
        Frame::Table => enter_table(start, tag, open, save, first_stack),
        &mut Frame::Object(i) => enter_object(start, tag, &mut open[i], i),
        &mut Frame::CardRoot(stack) => match tag {
            b"card" => open_object(start, open, Kind::Card, "card", Some(stack)),
            _ => Ok(Frame::Skip),
        },
        // Anything but `data` is not part of the data tree, nor is anything inside it.
        Frame::Data(parent) if tag == b"data" => enter_data(start, parent, open),
        Frame::Data(_) => Ok(Frame::Skip),
    }
}

/// The objects a table holds, by tag: their kind, and their root data's name.
const TABLE_OBJECTS: [(&[u8], Kind, &str); 4] = [
    (b"card", Kind::Card, "card"),
    (b"character", Kind::Piece, "character"),
    (b"dice-symbol", Kind::Die, "dice-symbol"),
    (b"text-note", Kind::Note, "text-note"),
];

/// A chat message names a player by its sender's id (the system's messages aside).
fn note_player(start: &BytesStart, save: &mut Save) -> Result<(), XmlProblem> {
    let attrs = Attrs::read(start, ["from", "name"])?;
    if let (Some(from), Some(name)) = (attrs.get("from"), attrs.get("name"))
        && !from.is_empty()
        && from != "System"
    {
        save.players.insert(from.to_string(), name.to_string());
    }
    Ok(())
}

/// An element directly in the room or a `game-table`: a table, an object, or a stack.
fn enter_table(
    start: &BytesStart,
    tag: &[u8],
    open: &mut Vec<Open>,
    save: &mut Save,
    first_stack: usize,
) -> Result<Frame, XmlProblem> {
    if let Some(&(_, kind, root)) = TABLE_OBJECTS.iter().find(|(t, ..)| *t == tag) {
        return open_object(start, open, kind, root, None);
    }
    match tag {
        b"game-table" => {
            note_table(start, save)?;
            Ok(Frame::Table)
        }
        b"card-stack" => open_stack(start, open, save, first_stack),
        _ => Ok(Frame::Skip),
    }
}

/// A `game-table`'s record, and its size where it is the first to give one.
fn note_table(start: &BytesStart, save: &mut Save) -> Result<(), XmlProblem> {
    let attrs = Attrs::read(start, [record::ATTRIBUTE, "width", "height"])?;
    if let Some(record) = attrs.get(record::ATTRIBUTE) {
        save.table_records.push(record.to_string());
    }
    let number = |name| {
        attrs
            .get(name)
            .and_then(|v: &str| v.trim().parse::<f64>().ok())
            .filter(|v| v.is_finite())
    };
    if save.table_size.is_none()
        && let (Some(w), Some(h)) = (number("width"), number("height"))
    {
        save.table_size = Some((w, h));
    }
    Ok(())
}

/// A card-stack: an object whose cards come in its `cardRoot`, numbered across the save.
fn open_stack(
    start: &BytesStart,
    open: &mut Vec<Open>,
    save: &mut Save,
    first_stack: usize,
) -> Result<Frame, XmlProblem> {
    let frame = open_object(start, open, Kind::Card, "card-stack", None)?;
    let top = open.last_mut().expect("just opened");
    let local = save.stacks.len();
    save.stacks.push(SavedStack {
        name: String::new(),
        x: top.object.x,
        y: top.object.y,
    });
    top.stack = Some(StackState {
        index: first_stack + local,
        local,
        cards: 0,
    });
    Ok(frame)
}

/// A child of object `o` (`open[i]`): its root data, or a stack's `cardRoot`; nothing else
/// is read.
fn enter_object(
    start: &BytesStart,
    tag: &[u8],
    o: &mut Open,
    i: usize,
) -> Result<Frame, XmlProblem> {
    Ok(match tag {
        b"data" if !o.root_seen => {
            let attrs = Attrs::read(start, ["name"])?;
            if attrs.get("name") == Some(o.root) {
                o.root_seen = true;
                Frame::Data(DataFrame {
                    level: 1,
                    ..Default::default()
                })
            } else {
                Frame::Skip
            }
        }
        b"node" if o.stack.is_some() => {
            let attrs = Attrs::read(start, ["name"])?;
            if attrs.get("name") == Some("cardRoot") {
                Frame::CardRoot(i)
            } else {
                Frame::Skip
            }
        }
        _ => Frame::Skip,
    })
}

/// A `data` element inside an object's root data: the field it holds, if it is the first of
/// its name, and a piece's number fields.
fn enter_data(
    start: &BytesStart,
    parent: &mut DataFrame,
    open: &mut [Open],
) -> Result<Frame, XmlProblem> {
    parent.data_children += 1;
    let first_child = parent.data_children == 1;
    let attrs = Attrs::read(start, ["name", "type", "currentValue"])?;
    let name = attrs.get("name").unwrap_or("");
    let level = parent.level + 1;
    let (parent_image, parent_detail) = (parent.image, parent.detail);
    let o = open.last_mut().expect("data frames are inside an object");
    let image = level == 2 && name == "image" && !o.image_seen;
    o.image_seen |= level == 2 && name == "image";
    let piece = o.object.kind == Kind::Piece;
    let detail = parent_detail || (piece && level == 2 && name == "detail" && !o.detail_seen);
    o.detail_seen |= piece && level == 2 && name == "detail";
    // The image that tells what the object is: a card's front, a piece's image, a
    // die's first face.
    let front = parent_image
        && match o.root {
            "card" => name == "front",
            "character" => name == "imageIdentifier",
            "dice-symbol" => first_child,
            _ => false,
        };
    let note = o.root == "text-note";
    // udonarium takes the first element of a name, depth first: the first field this
    // element is and that is not yet claimed, claimed now.
    let field = [
        (Field::Name, name == "name"),
        (Field::Size, name == "size"),
        (Field::Front, front),
        (Field::Width, note && name == "width"),
        (Field::Height, note && name == "height"),
    ]
    .into_iter()
    .find(|&(field, is)| is && !o.claimed[field as usize])
    .map(|(field, _)| field);
    if let Some(field) = field {
        o.claimed[field as usize] = true;
    }
    let number = (parent_detail && matches!(attrs.get("type"), None | Some("" | "numberResource")))
        .then(|| {
            let current = (attrs.get("type") == Some("numberResource"))
                .then(|| attrs.get("currentValue").unwrap_or("").trim().to_string());
            (name.to_string(), current)
        });
    Ok(Frame::Data(DataFrame {
        level,
        image,
        detail,
        field,
        number,
        ..Default::default()
    }))
}

/// Starts reading an object: its attributes now, its data as it comes.
fn open_object(
    start: &BytesStart,
    open: &mut Vec<Open>,
    kind: Kind,
    root: &'static str,
    in_stack: Option<usize>,
) -> Result<Frame, XmlProblem> {
    let attrs = Attrs::read(
        start,
        [
            "location.x",
            "location.y",
            "rotate",
            "posZ",
            Identity::ATTRIBUTE,
            "state",
            "owner",
            "location.name",
            "face",
        ],
    )?;
    let mut bad_numbers = Vec::new();
    let mut number = |name: &str| match attrs.get(name) {
        None => 0.0,
        Some(v) => match v.trim().parse::<f64>() {
            Ok(n) if n.is_finite() => n,
            _ => {
                bad_numbers.push(name.to_string());
                0.0
            }
        },
    };
    let x = number("location.x");
    let y = number("location.y");
    let rotate = number("rotate");
    number("posZ");
    let object = SavedObject {
        kind,
        identity: attrs.get(Identity::ATTRIBUTE).and_then(Identity::decode),
        name: String::new(),
        front: String::new(),
        x,
        y,
        size: 0.0,
        face_up: attrs.get("state").map(str::trim) != Some("1"),
        // Normalised to 0..360, to the nearest degree.
        rotation: (rotate.round() as i64).rem_euclid(360) as i32,
        owner: attrs
            .get("owner")
            .map(str::trim)
            .filter(|o| !o.is_empty())
            .map(str::to_string),
        location: attrs.get("location.name").unwrap_or("table").to_string(),
        stack: None,
        bad_numbers,
        numbers: Default::default(),
        face: (kind == Kind::Die)
            .then(|| attrs.get("face").map(str::to_string))
            .flatten(),
        note_size: None,
    };
    open.push(Open {
        object,
        root,
        stack: None,
        in_stack,
        root_seen: false,
        image_seen: false,
        detail_seen: false,
        claimed: [false; 5],
        size: None,
        extent: (None, None),
    });
    Ok(Frame::Object(open.len() - 1))
}
