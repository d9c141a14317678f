//! `udonforge layout`: a room arranged in udonarium and saved (保存), read back into its
//! game's definition. The room as the definition builds it is planned again and compared
//! with the save, component by component (`observe`); what moved together is said in the
//! definition's terms (`solve`: a seat's area, the zones every seat shares, a shared area,
//! the track, a note's size, the table's); the definition so changed is planned once more,
//! and whatever would still not stand where it was left is named (`landing`); the files are
//! changed in their values alone, keys and comments kept (`edit`), and said (`text`).

#![warn(missing_docs)]

mod edit;
mod landing;
mod observe;
mod solve;
mod text;

pub(crate) use edit::Edits;
pub(crate) use landing::Stray;
pub(crate) use solve::{Change, Reason};

use crate::definition::record::{Geometry, RoomRecord};
use crate::definition::{self, Game, Lang};
use crate::error::{Error, RelayoutProblem};
use crate::files::Templates;
use crate::referee::save::Save;
use std::path::Path;

/// What `layout` is asked besides the save.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Options {
    /// A zone moved at some seats only is moved at every seat (`--every-seat`).
    pub every_seat: bool,
}

/// A save read back into its definition: what changes, in which files, and what the
/// definition cannot say.
pub(crate) struct ReadBack {
    /// The definition as it was read.
    pub game: Game,
    /// The definition with the changes made: the files written read back as this.
    pub changed: Game,
    /// The room's own record (its players and language).
    pub record: RoomRecord,
    /// The files' texts, edited, and each change's line.
    pub edits: Edits,
    /// What moved at a place that the definition cannot say.
    pub reasons: Vec<Reason>,
    /// The components and notes that would still not stand where they were left.
    pub strays: Vec<Stray>,
}

impl ReadBack {
    /// Whether anything is written: a value of the definition changed.
    pub(crate) fn changes(&self) -> bool {
        !self.edits.edited.is_empty()
    }

    /// Whether everything the save shows moved is written.
    pub(crate) fn all_said(&self) -> bool {
        self.reasons.is_empty() && self.strays.is_empty()
    }

    /// The report: each file's changed lines, the version, and what is not written.
    /// `kept`: where the layout replaced is kept, when it is.
    pub(crate) fn report(&self, kept: Option<&str>, lang: Lang) -> String {
        let mut out = Vec::new();
        for file in ["layout.toml", "notes.toml", "game.toml"] {
            let lines: Vec<String> = self
                .edits
                .edited
                .iter()
                .filter(|e| e.file == file)
                .map(|e| format!("  {}", text::change(&self.game, e, lang)))
                .collect();
            let version = (file == "game.toml")
                .then_some(self.edits.version)
                .flatten()
                .map(|(from, to, line)| format!("  {}", text::version(line, from, to, kept, lang)));
            if lines.is_empty() && version.is_none() {
                continue;
            }
            out.push(format!("{file}:"));
            out.extend(lines);
            out.extend(version);
        }
        if !self.all_said() {
            out.push(match lang {
                Lang::En => "not written (the definition cannot say it):".to_string(),
                Lang::Ja => "書かなかったこと（定義では言えないもの）：".to_string(),
            });
            for r in &self.reasons {
                out.push(format!("  {}", text::reason(&self.game, r, lang)));
            }
            for s in &self.strays {
                out.push(format!("  {}", text::stray(&self.game, s, lang)));
            }
        }
        out.join("\n")
    }
}

/// Reads `save` (named `what` in errors) back into the definition of its game, found in
/// `templates`.
pub(crate) fn read_back(
    save: Save,
    what: &str,
    templates: &Templates,
    options: Options,
) -> Result<ReadBack, Error> {
    let refused = |problem| Error::Relayout { problem };
    let Some(text) = save.table_records.first() else {
        return Err(refused(RelayoutProblem::NoRecord { save: what.into() }));
    };
    let read = RoomRecord::decode(text).map_err(|problem| Error::RecordUnreadable {
        save: what.into(),
        problem,
    })?;
    if !crate::referee::open::valid_game_id(&read.game) {
        return Err(Error::NotAGameId {
            save: what.into(),
            id: read.game,
        });
    }
    let Some(dir) = templates.find(&read.game) else {
        return Err(Error::GameNotDefined {
            save: what.into(),
            id: read.game,
            searched: templates.roots().to_vec(),
        });
    };
    let game = definition::load_in(templates.files(), &dir)?;
    if read.version != game.version {
        return Err(refused(RelayoutProblem::Version {
            save: what.into(),
            game: game.id.clone(),
            built: read.version,
            current: game.version,
        }));
    }
    let record = read
        .checked(game.seats.len())
        .map_err(|problem| Error::RecordContradicts {
            save: what.into(),
            problem,
        })?;
    // The seats where the room's player count sits them (and those nobody plays left out).
    // Who played, from the record's count (checked against the game above), made once.
    let seating = game.seating(record.players)?;
    let arranged = game.arranged_for(&seating)?.into_owned();
    if record.geometry != Geometry::of(&arranged.layout) {
        return Err(refused(RelayoutProblem::Changed {
            save: what.into(),
            game: game.id.clone(),
            version: game.version,
        }));
    }
    let seen = observe::observe(&game, (&record, &seating), save)?;
    let count = record.players;
    let solved = solve::solve(&arranged, &seen, (record.lang, count), options.every_seat);
    let changed = landing::apply(&game, &solved.changes);
    if let Some((seat, other)) = overlapping_seats(&*changed.arranged_for(&seating)?) {
        return Err(refused(RelayoutProblem::SeatsOverlap { seat, other }));
    }
    let strays = landing::strays(&arranged, &changed, (&record, &seating), &seen, &solved)?;
    let edits = edit_files(&game, &solved.changes)?;
    Ok(ReadBack {
        game,
        changed,
        record,
        edits,
        reasons: solved.reasons,
        strays,
    })
}

/// The first two seats (ids) whose areas overlap: a room's record refuses them.
fn overlapping_seats(game: &Game) -> Option<(String, String)> {
    let areas = &game.layout.seat_areas;
    (0..areas.len())
        .flat_map(|i| (i + 1..areas.len()).map(move |j| (i, j)))
        .find(|&(i, j)| areas[i].overlaps(&areas[j]))
        .map(|(i, j)| (game.seats[i].id.clone(), game.seats[j].id.clone()))
}

/// The definition's three files that hold places and sizes, edited for `changes`.
fn edit_files(game: &Game, changes: &[Change]) -> Result<Edits, Error> {
    let read = |name: &str| -> Result<Option<String>, Error> {
        let path = game.dir.join(name);
        if !game.origin.is_file(&path) {
            return Ok(None);
        }
        definition::load::read_bounded(&game.origin, &path)
            .map(Some)
            .map_err(|problem| Error::CannotRead {
                file: path,
                problem,
            })
    };
    let layout = read("layout.toml")?.unwrap_or_default();
    let game_toml = read("game.toml")?.unwrap_or_default();
    let notes = read("notes.toml")?;
    edit::edit(game, changes, &layout, &game_toml, notes.as_deref()).map_err(|e| Error::Relayout {
        problem: RelayoutProblem::Unedited {
            file: game.dir.join(e.file),
            reason: e.reason,
        },
    })
}

/// Whether the definition in `dir` reads back as `changed`: the same places (to a
/// millionth of a cell), notes, table and version.
pub(crate) fn reads_back(dir: &Path, changed: &Game) -> Result<(), Error> {
    let loaded = definition::load_in(&changed.origin, dir)?;
    let close = |a: &definition::Rect, b: &definition::Rect| {
        [
            (a.x, b.x),
            (a.y, b.y),
            (a.width, b.width),
            (a.height, b.height),
        ]
        .iter()
        .all(|(p, q)| (p - q).abs() < 1e-6)
    };
    let (a, b) = (Geometry::of(&loaded.layout), Geometry::of(&changed.layout));
    let places = |g: &Geometry| -> Vec<definition::Rect> {
        let mut all = g.seat_areas.clone();
        all.extend(g.seat_zones.iter().map(|p| p.rect));
        all.extend(g.areas.iter().map(|p| p.rect));
        all
    };
    let same_places = places(&a).len() == places(&b).len()
        && places(&a).iter().zip(places(&b)).all(|(x, y)| close(x, &y));
    let track = |g: &Game| {
        g.layout
            .track
            .as_ref()
            .map(|t| t.squares.clone())
            .unwrap_or_default()
    };
    let same_track = track(&loaded).len() == track(changed).len()
        && track(&loaded)
            .iter()
            .zip(track(changed))
            .all(|(x, y)| close(x, &y));
    let moves = |g: &Game| -> Vec<definition::Rect> {
        g.layout.seat_moves.iter().map(|m| m.area).collect()
    };
    let same_moves = moves(&loaded).len() == moves(changed).len()
        && moves(&loaded)
            .iter()
            .zip(moves(changed))
            .all(|(x, y)| close(x, &y));
    let same_notes = loaded.notes.len() == changed.notes.len()
        && loaded
            .notes
            .iter()
            .zip(&changed.notes)
            .all(|(x, y)| x.width == y.width && x.height == y.height);
    let same = same_places
        && same_moves
        && same_track
        && same_notes
        && loaded.version == changed.version
        && (loaded.table.width, loaded.table.height) == (changed.table.width, changed.table.height);
    if same {
        Ok(())
    } else {
        Err(Error::Relayout {
            problem: RelayoutProblem::NotReadBack {
                dir: dir.to_path_buf(),
            },
        })
    }
}
