//! From a checked definition and the build options to a udonarium room: every component
//! made into an object, rendered, and laid out by seats and areas.

#![warn(missing_docs)]

mod cards;
mod chat_colour;
mod counters;
mod layout;
pub mod notes;
mod texts;
mod track;

use crate::art::jobs::Progress;
use crate::art::{Art, ImageFormat};
use crate::definition::record::{self, Geometry, RoomRecord};
use crate::definition::{
    Arrange, DieDef, DieFaces, Game, Lang, PieceDef, Placement, Rect, Seat, Seating, Unplayed, What,
};
use crate::error::Error;
use crate::rng::Rng;
use crate::udonarium::{
    ChatMessage, ChatPalette, DataElement, DiceSymbol, GameTable, Identity, ImageStore, Piece,
    Place, Room, TableObject, TextNote,
};
use layout::Cursor;
use std::path::PathBuf;

/// Pixels per grid cell in udonarium.
const CELL: f64 = 50.0;
use texts::Labels;

/// What `build` is asked for besides the game.
#[derive(Debug, Clone)]
pub struct BuildOptions {
    /// Who plays (`Game::seating`: the count, in the game's range, and which seats).
    pub seating: Seating,
    /// The seed every shuffle draws from: the same seed gives the same room.
    pub seed: u64,
    /// The language the room's texts are written in.
    pub lang: Lang,
    /// The folder holding `<game>/` with user art; `None` uses no user art.
    pub art_root: Option<PathBuf>,
    /// How rendered faces are shipped: SVG, or PNG for forks that cannot show SVG.
    pub images: ImageFormat,
    /// Told how many images are rendered so far (a long build's progress).
    pub progress: Progress,
}

/// A built room and the images it refers to.
pub struct Built {
    pub(crate) room: Room,
    pub(crate) images: ImageStore,
}

impl Built {
    /// The room zip: its XML documents, then its images.
    pub fn to_zip(&self) -> Vec<u8> {
        self.room.to_zip(&self.images)
    }
}

/// Builds the room of a game: every component made, rendered and laid out.
pub fn build(game: &Game, options: &BuildOptions) -> Result<Built, Error> {
    let game = &*game.arranged_for(&options.seating)?;
    let mut art = art_for(game, options)?;
    // Two passes: the first only notes every image the room needs, which are then rendered
    // at once on every core; the second finds them all rendered. Laying out is cheap and a
    // pure function of the options, so both passes agree.
    art.collect_renders();
    assemble(game, options, &mut art)?;
    art.render_pending(&options.progress)?;
    let room = assemble(game, options, &mut art)?;
    Ok(Built {
        room,
        images: art.images,
    })
}

/// A room laid out as [`build`] lays it out, nothing rendered: the images still to render
/// are placeholders whose size is known. What a room would hold is checked from it before
/// the time to render it is spent (`preview` of a sheet too large).
pub(crate) struct Planned {
    pub(crate) room: Room,
    /// Each image id of the room (placeholders too) → its pixel size.
    pub sizes: std::collections::BTreeMap<String, (u32, u32)>,
}

pub(crate) fn plan(game: &Game, options: &BuildOptions) -> Result<Planned, Error> {
    let game = &*game.arranged_for(&options.seating)?;
    let mut art = art_for(game, options)?;
    art.collect_renders();
    let room = assemble(game, options, &mut art)?;
    let ids = room.objects.iter().flat_map(|o| match o {
        TableObject::Card(c) => vec![c.front.clone(), c.back.clone()],
        TableObject::CardStack(s) => s
            .cards
            .iter()
            .flat_map(|c| [c.front.clone(), c.back.clone()])
            .collect(),
        // Pieces, dice and the table: `print` lays them out from these sizes too.
        TableObject::Piece(p) => vec![p.image.clone()],
        TableObject::DiceSymbol(d) => d.faces.iter().map(|(_, image)| image.clone()).collect(),
        TableObject::TextNote(_) => Vec::new(),
    });
    let sizes = ids
        .chain(std::iter::once(room.table.image.clone()))
        .filter_map(|id| art.image_size(&id).map(|size| (id, size)))
        .collect();
    Ok(Planned { room, sizes })
}

/// The art of a room for `options`, once the language is known to be the game's.
fn art_for<'a>(game: &'a Game, options: &BuildOptions) -> Result<Art<'a>, Error> {
    if !game.languages.contains(&options.lang) {
        return Err(Error::LanguageMissing {
            game: game.id.clone(),
            lang: options.lang,
            offered: game.languages.clone(),
        });
    }
    Ok(Art::new(game, options.lang, options.art_root.as_deref())?.with_format(options.images))
}

fn assemble<'a>(game: &'a Game, options: &BuildOptions, art: &mut Art<'a>) -> Result<Room, Error> {
    let players = options.seating.count();
    let lang = options.lang;
    let virtual_seats: Vec<bool> = options.seating.played().iter().map(|p| !p).collect();
    let mut builder = Builder {
        game,
        lang,
        art,
        rng: Rng::new(options.seed),
        cursor: Cursor::default(),
        objects: Vec::new(),
        virtual_seats: &virtual_seats,
        players: players as usize,
    };
    let table_image = builder.art.table()?;
    for placement in &game.layout.placements {
        builder.place(placement)?;
    }
    let mut welcome = game.chat.welcome_for(lang, players);
    welcome.push('\n');
    welcome.push_str(&texts::built_line(lang, players, options.seed));
    let room = Room {
        table: GameTable {
            name: game.table.name.get(lang).to_string(),
            width: game.table.width,
            height: game.table.height,
            image: table_image,
            grid: false,
            masks: Vec::new(),
            terrains: Vec::new(),
            extra: vec![(
                record::ATTRIBUTE.to_string(),
                room_record(game, options, &virtual_seats, &builder.objects).encode(),
            )],
        },
        objects: builder.objects,
        chat_tabs: vec![
            game.chat.tab_for(lang).to_string(),
            texts::sub_tab(lang).to_string(),
        ],
        chat: vec![ChatMessage {
            name: game.title.get(lang).to_string(),
            text: welcome,
        }],
        summary_tags: counters::summary_tags(game, lang),
    };
    Ok(room)
}

/// The notes one placement stands up: the one it names, or every note no other placement
/// names, in the definition's order.
fn notes_placed(game: &Game, which: Option<usize>) -> Vec<&crate::definition::Note> {
    if let Some(i) = which {
        return vec![&game.notes[i]];
    }
    let named: Vec<usize> = game
        .layout
        .placements
        .iter()
        .filter_map(|p| match p.what {
            What::Notes(Some(i)) => Some(i),
            _ => None,
        })
        .collect();
    game.notes
        .iter()
        .enumerate()
        .filter(|(i, _)| !named.contains(i))
        .map(|(_, n)| n)
        .collect()
}

/// What the room says of itself for the referee: see `definition::record`.
fn room_record(
    game: &Game,
    options: &BuildOptions,
    unplayed: &[bool],
    objects: &[TableObject],
) -> RoomRecord {
    let faces = objects.iter().flat_map(|o| match o {
        TableObject::Card(c) => vec![(c.front.clone(), c.identity.clone())],
        TableObject::CardStack(s) => s
            .cards
            .iter()
            .map(|c| (c.front.clone(), c.identity.clone()))
            .collect(),
        TableObject::Piece(p) => vec![(p.image.clone(), p.identity.clone())],
        TableObject::DiceSymbol(d) => d
            .faces
            .first()
            .map(|(_, image)| (image.clone(), d.identity.clone()))
            .into_iter()
            .collect(),
        _ => Vec::new(),
    });
    let faces = crate::art::catalogue::merge(faces);
    RoomRecord {
        game: game.id.clone(),
        version: game.version,
        lang: options.lang,
        players: options.seating.count(),
        played: unplayed.iter().map(|u| !u).collect(),
        geometry: Geometry::of(&game.layout),
        faces: faces
            .into_iter()
            .map(|(image, id)| (image, id.encode()))
            .collect(),
    }
}

struct Builder<'a, 'b> {
    game: &'a Game,
    lang: Lang,
    art: &'b mut Art<'a>,
    rng: Rng,
    cursor: Cursor,
    objects: Vec<TableObject>,
    virtual_seats: &'b [bool],
    players: usize,
}

impl Builder<'_, '_> {
    fn is_unplayed(&self, seat: Option<usize>) -> bool {
        seat.is_some_and(|s| self.virtual_seats[s])
    }

    /// Where the next of an unplayed seat's things goes in the area they are set aside in:
    /// one row per unplayed seat, in seat order.
    fn aside(&mut self, area: usize, seat: usize, width: f64, height: f64) -> Rect {
        let row = self.virtual_seats[..seat].iter().filter(|v| **v).count();
        let rows = self.virtual_seats.iter().filter(|v| **v).count();
        self.cursor
            .next_in_row(&self.game.layout, area, (row, rows), width, height)
    }

    /// The chat palette of a piece at `seat` (or at none): the definition's lines with the
    /// seat's and the played seats' names filled in, sent in the seat's colour where a fork
    /// colours lines.
    fn palette(&self, seat: Option<usize>) -> ChatPalette {
        let seats = &self.game.seats;
        let played: Vec<&Seat> = seats
            .iter()
            .enumerate()
            .filter(|(i, _)| !self.virtual_seats[*i])
            .map(|(_, s)| s)
            .collect();
        let text = self
            .game
            .chat
            .palette
            .render(self.lang, seat.map(|s| &seats[s]), &played);
        let palette = ChatPalette::new(text);
        match seat {
            Some(s) => palette.coloured(chat_colour::chat_colour(&seats[s].colour)),
            None => palette,
        }
    }

    fn identity(&self, component: impl Into<String>) -> Identity {
        Identity::new(&self.game.id, self.game.version, component)
    }

    fn place(&mut self, placement: &Placement) -> Result<(), Error> {
        let game = self.game;
        match placement.what {
            What::Cards(k) => self.place_cards(&game.card_kinds[k], placement),
            What::Piece(p) => self.place_pieces(&game.pieces[p], placement),
            What::Dice(d) => self.place_dice(&game.dice[d], placement),
            What::Notes(which) => self.place_notes(which, placement),
        }
    }

    /// A piece at each seat (or once), named for its seat, with its counters.
    fn place_pieces(&mut self, piece: &PieceDef, placement: &Placement) -> Result<(), Error> {
        let game = self.game;
        for seat in game.seat_slots(piece.per_seat) {
            if placement.unplayed == Unplayed::Omit && self.is_unplayed(seat) {
                continue;
            }
            let image = self.art.piece(piece, seat)?;
            let rect = self.piece_rect(piece, placement, seat);
            let is_virtual = seat.is_some_and(|s| self.virtual_seats[s]);
            let seat_name = seat.map(|s| game.seats[s].name.clone()).unwrap_or_default();
            let name = match (&piece.virtual_name, is_virtual) {
                (Some(v), true) => v.get(self.lang).to_string(),
                _ => piece
                    .name
                    .fill("seat", &seat_name)
                    .get(self.lang)
                    .to_string(),
            };
            let mut detail: Vec<DataElement> = counters::group(&piece.counters, self.lang)
                .into_iter()
                .collect();
            if let Some(s) = seat {
                let labels = Labels::of(self.lang);
                detail.push(DataElement::group(
                    labels.seat,
                    vec![DataElement::text(
                        labels.seat_name,
                        game.seats[s].name.get(self.lang),
                    )],
                ));
            }
            let palette = self.palette(seat);
            self.objects.push(TableObject::Piece(Piece {
                identity: self
                    .identity(&piece.id)
                    .with_seat(seat.map(|s| s as u32 + 1)),
                name,
                size: piece.size,
                image,
                place: layout::pixels(&rect),
                detail,
                palette,
            }));
        }
        Ok(())
    }

    /// Where a piece of `seat` lies: set aside for a seat nobody plays, on its seat's square
    /// of the track, centred in its zone, or next in it.
    fn piece_rect(&mut self, piece: &PieceDef, placement: &Placement, seat: Option<usize>) -> Rect {
        let game = self.game;
        let size = piece.size as f64;
        let at_seat = placement.seat.or(seat);
        let aside = match (placement.unplayed, seat) {
            (Unplayed::Aside(area), Some(s)) if self.is_unplayed(seat) => {
                Some(self.aside(area, s, size, size))
            }
            _ => None,
        };
        let spot =
            at_seat.and_then(|s| track::seat_spot(&game.layout, placement.at, s, size, size));
        match (aside.or(spot), placement.arrange) {
            (Some(spot), _) => spot,
            (None, Arrange::Centre) => layout::centre(
                &layout::zone_rect(&game.layout, placement.at, at_seat),
                size,
                size,
            ),
            _ => self
                .cursor
                .next(&game.layout, placement.at, at_seat, size, size),
        }
    }

    /// A die at each seat (or once), its faces the seats that play or its numbers.
    fn place_dice(&mut self, die: &DieDef, placement: &Placement) -> Result<(), Error> {
        let game = self.game;
        let mut faces = Vec::new();
        // A die that picks a seat has the played seats' faces alone: a roll never
        // picks a seat nobody plays (shinjya's virtual players).
        let names: Vec<(usize, String)> = match die.faces {
            DieFaces::Seats => game
                .seats
                .iter()
                .enumerate()
                .filter(|(i, _)| !self.virtual_seats[*i])
                .map(|(i, s)| (i, s.short.get(self.lang).to_string()))
                .collect(),
            DieFaces::Numbers { from, to } => {
                (from..=to).map(|n| n.to_string()).enumerate().collect()
            }
        };
        for (i, name) in names {
            faces.push((name, self.art.die_face(die, i)?));
        }
        let size = die.size as f64;
        for seat in game.seat_slots(die.per_seat) {
            if placement.unplayed == Unplayed::Omit && self.is_unplayed(seat) {
                continue;
            }
            let rect = self
                .cursor
                .next(&game.layout, placement.at, seat, size, size);
            self.objects.push(TableObject::DiceSymbol(DiceSymbol {
                identity: self.identity(&die.id).with_seat(seat.map(|s| s as u32 + 1)),
                name: die.name.get(self.lang).to_string(),
                size: die.size,
                face: faces
                    .get(die.start)
                    .or(faces.first())
                    .map(|(name, _)| name.clone())
                    .unwrap_or_default(),
                faces: faces.clone(),
                place: layout::pixels(&rect),
            }));
        }
        Ok(())
    }

    /// The rule notes of an area, arranged clear of every place of play, each drawn as its
    /// face's picture.
    fn place_notes(&mut self, which: Option<usize>, placement: &Placement) -> Result<(), Error> {
        let game = self.game;
        let area = layout::zone_rect(&game.layout, placement.at, None);
        let chosen = notes_placed(game, which);
        let texts: Vec<(&str, f64)> = chosen
            .iter()
            .map(|n| (n.text.get(self.lang), n.height))
            .collect();
        let table = (game.table.width as f64, game.table.height as f64);
        let spots = notes::arrange(table, &area, &places_of_play(game), &texts);
        for (note, mut spot) in chosen.into_iter().zip(spots) {
            // A note of its own width stands where its area puts it, as wide as it
            // says: the other notes stand as they would without it.
            if let Some(width) = note.width {
                spot.width = width;
                spot.height = notes::height_for(note.text.get(self.lang), width, note.height);
            }
            let zindex = game.notes.iter().position(|n| n.id == note.id).unwrap_or(0);
            let lines = notes::lines_for(note.text.get(self.lang), spot.width);
            let image = self.art.note_face(&lines, spot.width, spot.height)?;
            self.objects.push(TableObject::TextNote(TextNote {
                identity: self.identity(format!("note/{}", note.id)),
                title: note.title.get(self.lang).to_string(),
                text: lines.join("\n"),
                width: spot.width,
                height: spot.height,
                font_size: crate::art::note::HIDDEN_FONT_SIZE,
                image,
                place: Place {
                    x: (spot.x * CELL).round() as i64,
                    y: (spot.y * CELL).round() as i64,
                    z: notes::LIFT_PX,
                },
                zindex: zindex as u32,
            }));
        }
        Ok(())
    }
}

/// Every place of play a note may not hide: seat areas, their zones, the track's squares,
/// and the areas no note stands in.
fn places_of_play(game: &Game) -> Vec<Rect> {
    let layout = &game.layout;
    // The area a note stands in, less its label band (`zone_rect`), lies at its top left.
    let notes_stand_in: Vec<Rect> = layout
        .placements
        .iter()
        .filter(|p| matches!(p.what, What::Notes(_)))
        .map(|p| layout::zone_rect(layout, p.at, None))
        .collect();
    let mut places = Vec::new();
    for (seat, area) in layout.seat_areas.iter().enumerate() {
        places.push(*area);
        for zone in &layout.seat_zones {
            places.push(layout.seat_zone_rect(zone, seat));
        }
    }
    places.extend(
        layout
            .areas
            .iter()
            .map(|a| a.rect)
            .filter(|r| !notes_stand_in.iter().any(|n| n.x == r.x && n.y == r.y)),
    );
    if let Some(track) = &layout.track {
        places.extend(track.squares.iter().copied());
    }
    places
}
