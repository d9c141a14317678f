//! Reading a room saved by udonarium or a fork, tolerantly: any XML entry whose root is
//! `room`, unknown elements and attributes ignored, odd numbers read as well as they can be.
//!
//! The XML is streamed (`save/stream.rs`) as the zip inflates it (`save/text.rs` decodes
//! it on the way): only the few fields a position needs are kept, never the XML nor an
//! element tree, so a save of 100 000 objects is read in well under a second and in about
//! the memory of its XML.

mod stream;
mod text;

use crate::error::{DocumentProblem, Error, SaveProblem};
use crate::udonarium::Identity;
use crate::udonarium::archive::{ReadLimits, for_each_xml_entry};
use crate::udonarium::pull::MAX_OBJECTS;
use std::collections::BTreeMap;
use std::io::Read;
use std::ops::ControlFlow;
use text::Decoded;

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
    /// Which of `location.x`, `location.y`, `rotate`, `posZ` were present but not a finite
    /// number (`NaN`, `inf`, `abc`, empty): they are read as 0, and udonarium itself would
    /// stop loading the room at them. A card in a stack also lists its stack's bad
    /// `location.x`/`location.y`, since it lies where the stack does.
    pub bad_numbers: Vec<String>,
    /// A piece's number fields in its sheet (`detail`), name → current value as typed.
    pub numbers: SheetNumbers,
    /// A die's face as shown (`face`, a face's name).
    pub face: Option<String>,
    /// A text note's width and height in grid cells, as its sheet gives them (`layout`
    /// reads a note resized in the app).
    pub note_size: Option<(f64, f64)>,
}

/// A piece's number fields, name and value as typed, in the sheet's order, kept in one
/// string (`name NUL value NUL …`): a sheet of many fields costs its text and one
/// allocation, not three a field (a save of 100,000 pieces with sheets took 1.7× its XML).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SheetNumbers(String);

impl SheetNumbers {
    /// Adds a field (a NUL in it, which no XML document may hold, is left out).
    pub fn push(&mut self, name: &str, value: &str) {
        for part in [name, value] {
            self.0.extend(part.chars().filter(|c| *c != '\0'));
            self.0.push('\0');
        }
    }

    /// The fields, in the sheet's order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        let mut parts = self.0.split_terminator('\0');
        std::iter::from_fn(move || Some((parts.next()?, parts.next()?)))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Gives back what growing the string left spare, once the piece is read.
    pub fn shrink(&mut self) {
        self.0.shrink_to_fit();
    }
}

#[derive(Debug, Clone)]
pub struct SavedStack {
    pub name: String,
    // Read with the stack, as its cards are; no rule asks where a stack lies yet.
    #[cfg_attr(not(test), expect(dead_code))]
    pub x: f64,
    #[cfg_attr(not(test), expect(dead_code))]
    pub y: f64,
}

/// What a saved room holds for the referee: only the fields a position needs, read
/// tolerantly (unknown elements and attributes ignored).
#[derive(Debug, Clone, Default)]
pub struct Save {
    /// Every card, piece, die and note, wherever it lies (table, stacks, inventories).
    pub objects: Vec<SavedObject>,
    /// Card stacks by name and place (a stack's cards are among `objects`).
    pub stacks: Vec<SavedStack>,
    /// Player ids to the names they chatted under, from the chat log.
    pub players: BTreeMap<String, String>,
    /// How many `room` documents the save holds (one, unless two saves were merged); only
    /// documents read without error count.
    pub rooms: usize,
    /// The entries of those room documents, in the zip's order. udonarium loads them in
    /// that order, each replacing the room before it: only the last one's objects are kept.
    pub room_documents: Vec<String>,
    /// The `udonforge-room` attribute of every table read (`game-table` elements where
    /// objects are read: in the room and in other tables), in document order.
    pub table_records: Vec<String>,
    /// The first table's width and height in grid cells, where both are numbers.
    pub table_size: Option<(f64, f64)>,
}

/// Reads a save: a zip, or a bare `data.xml`. `what` names the input in errors.
///
/// A zip's XML entries are parsed as they are inflated, never held whole; a save too large
/// is refused from the sizes its zip declares before anything is inflated, and from its
/// count of objects as soon as that passes the limit.
pub fn read_save(bytes: &[u8], what: &str) -> Result<Save, Error> {
    if !bytes.starts_with(b"PK") {
        return read_xml_save(bytes, what);
    }
    let mut reading = Reading::new(what);
    for_each_xml_entry(bytes, ReadLimits::default(), |name, entry| {
        reading.document(name, entry)
    })
    .map_err(|e| refused(what, SaveProblem::Zip(e)))?;
    reading.finish()
}

fn refused(what: &str, problem: SaveProblem) -> Error {
    Error::Save {
        save: what.into(),
        problem,
    }
}

/// Reads a bare `data.xml` from `source` as it comes (a file, as the referee is given one),
/// never holding it whole: only the fields a position needs are kept, as from a zip. A
/// document past the XML limit is refused as soon as the limit is passed.
pub fn read_xml_save(source: impl Read, what: &str) -> Result<Save, Error> {
    let limit = ReadLimits::default().max_xml_bytes;
    let mut reading = Reading::new(what);
    let mut source = Limited {
        inner: source,
        left: limit,
        over: false,
    };
    let _ = reading.document(what, &mut source);
    if source.over {
        return Err(refused(what, SaveProblem::XmlTooLarge));
    }
    reading.finish()
}

/// A source that fails once more than `left` bytes are read from it.
struct Limited<R> {
    inner: R,
    left: u64,
    over: bool,
}

impl<R: Read> Read for Limited<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        // One byte past the limit tells "at" from "over".
        let room = (self.left + 1).min(buf.len() as u64) as usize;
        let n = self.inner.read(&mut buf[..room])?;
        if n as u64 > self.left {
            self.over = true;
            return Err(std::io::Error::other("past the XML limit"));
        }
        self.left -= n as u64;
        Ok(n)
    }
}

/// A save being read, document by document.
struct Reading<'w> {
    what: &'w str,
    /// What the documents that are not rooms hold (a chat log).
    save: Save,
    /// The last room document read: it replaces the ones before it, as in udonarium.
    room: Option<Save>,
    /// Objects read in every document, the replaced rooms' too: the bound on the work.
    objects_read: usize,
    /// Documents that could not be read, each with where and why.
    problems: Vec<DocumentProblem>,
    /// Why the save as a whole is refused, if it is.
    refused: Option<SaveProblem>,
}

impl<'w> Reading<'w> {
    fn new(what: &'w str) -> Self {
        Reading {
            what,
            save: Save::default(),
            room: None,
            objects_read: 0,
            problems: Vec::new(),
            refused: None,
        }
    }

    /// The save read, or why it is refused: too many objects, or no room in it.
    fn finish(self) -> Result<Save, Error> {
        let Reading {
            what,
            mut save,
            room,
            problems,
            refused,
            ..
        } = self;
        if let Some(room) = room {
            merge(&mut save, room);
        }
        if let Some(problem) = refused {
            return Err(self::refused(what, problem));
        }
        if save.rooms == 0 {
            let first = problems.into_iter().next();
            return Err(self::refused(what, SaveProblem::NotARoom { first }));
        }
        Ok(save)
    }

    /// Reads one XML document into the save; stops the reading when the save is refused.
    fn document(&mut self, name: &str, bytes: &mut dyn Read) -> ControlFlow<()> {
        let mut text = match Decoded::new(bytes) {
            Ok(text) => text,
            // Only the entry's own limits fail a read; the zip reader reports them.
            Err(_) => return ControlFlow::Continue(()),
        };
        // A document that fails part-way adds nothing: it is read into its own part first.
        let part = stream::read_document(&mut text, 0);
        if !text.has_content() && text.failure().is_none() {
            return ControlFlow::Continue(());
        }
        match (part, text.failure()) {
            // Bytes that are not text are said as such, at their offset in the entry.
            (_, Some(not_text)) => self.problems.push(DocumentProblem {
                entry: name.into(),
                byte: not_text.byte,
                problem: not_text.problem.clone(),
            }),
            (Ok(part), None) => {
                self.objects_read += part.objects.len();
                if part.rooms > 0 {
                    self.save.rooms += part.rooms;
                    self.save.room_documents.push(name.into());
                    self.room = Some(part);
                } else {
                    merge(&mut self.save, part);
                }
            }
            (Err(e), None) => self.problems.push(DocumentProblem {
                entry: name.into(),
                byte: e.position,
                problem: e.problem,
            }),
        }
        if self.objects_read > MAX_OBJECTS {
            self.refused = Some(SaveProblem::TooManyObjects { limit: MAX_OBJECTS });
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }
}

/// Adds a document's objects to the save's, its stacks numbered after the save's.
fn merge(save: &mut Save, mut part: Save) {
    let first_stack = save.stacks.len();
    if first_stack > 0 {
        for object in &mut part.objects {
            if let Some((stack, _)) = &mut object.stack {
                *stack += first_stack;
            }
        }
    }
    append(&mut save.objects, part.objects);
    append(&mut save.stacks, part.stacks);
    save.players.extend(part.players);
    save.table_records.extend(part.table_records);
    save.table_size = save.table_size.or(part.table_size);
}

/// Moves the first document's items rather than copying them: a large save's objects are
/// most of the memory its reading takes.
fn append<T>(into: &mut Vec<T>, mut more: Vec<T>) {
    if into.is_empty() {
        *into = more;
    } else {
        into.append(&mut more);
    }
}

#[cfg(test)]
mod tests;
