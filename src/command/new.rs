//! `udonforge new ID`: a new game's folder to edit, the smallest definition that builds.

use super::Outcome;
use super::build::{check_image_bytes, image_bytes_warning};
use super::paths::{Files, art_root};
use crate::art::ImageFormat;
use crate::definition::Lang;
use crate::definition::shape::Fit;
use crate::error::{Error, Reader};
use crate::files::Templates;
use crate::room::BuildOptions;
use crate::scaffold;
use std::path::{Path, PathBuf};

/// The seed of the room `new --from` builds at once: any will do, and a fixed one gives the
/// same room for the same spreadsheet.
const FIRST_SEED: u64 = 1;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The new game's id: lower-case letters, digits and `-` (also its folder's name)
    pub id: String,
    /// Folder to create the game in (created if missing) [default: ./templates]
    #[arg(long, value_name = "DIR")]
    pub templates: Option<PathBuf>,
    /// Decks from a spreadsheet saved as CSV, a row per card (copied in with its
    /// pictures); the room is built at once
    #[arg(long, value_name = "CSV")]
    pub from: Option<PathBuf>,
    /// With --from: where the room is written, a regular file or a new one [default: the
    /// game's]
    #[arg(short = 'o', long = "output", value_name = "PATH", requires = "from")]
    pub output: Option<PathBuf>,
    /// With --from: the cards' shape: common (the one most pictures have), first (the first
    /// picture's), poker, bridge, tarot, mini, square, or WxH in millimetres or as a ratio
    /// (63x88) [default: common]
    #[arg(long, value_name = "SHAPE", requires = "from", value_parser = card_shape)]
    pub card_shape: Option<String>,
    /// With --from: a picture of another shape shown whole on a plain ground (pad), or
    /// filling the card with what overflows cut off evenly (crop) [default: pad]
    #[arg(long, value_enum, value_name = "FIT", requires = "from")]
    pub fit: Option<FitArg>,
    /// With --from: the ground around a padded picture [default: #ffffff]
    #[arg(long, value_name = "#RRGGBB", requires = "from", value_parser = colour)]
    pub pad_colour: Option<String>,
}

/// The fits `--fit` offers.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FitArg {
    Pad,
    Crop,
}

/// A card shape as the definition reads it, written the one way (`63x88`, `poker`).
fn card_shape(text: &str) -> Result<String, String> {
    crate::definition::shape::CardShape::parse(text)
        .map(|_| text.trim().to_ascii_lowercase().replace('×', "x"))
        .ok_or_else(|| {
            "expected common, first, poker, bridge, tarot, mini, square, or WxH (63x88), \
             between 1:4 and 4:1"
                .into()
        })
}

/// A colour as `#rrggbb`.
fn colour(text: &str) -> Result<String, String> {
    let ok = text.len() == 7
        && text.starts_with('#')
        && text[1..].chars().all(|c| c.is_ascii_hexdigit());
    ok.then(|| text.to_ascii_lowercase())
        .ok_or_else(|| "expected a colour like #ffffff".into())
}

pub fn run(args: &Args, reader: Reader, origin: &Files) -> Result<Outcome, Error> {
    let id = args.id.as_str();
    scaffold::check_id(id)?;
    if Templates::builtin().find(id).is_some() {
        return Err(Error::BuiltInId { id: id.into() });
    }
    let root = args
        .templates
        .clone()
        .unwrap_or_else(|| PathBuf::from("templates"));
    let files = scaffold::files(id);
    let Some(csv) = &args.from else {
        let dir = scaffold::create(origin, &root, id, &files)?;
        return Ok(Outcome::ok(summary(
            id,
            &dir,
            args.templates.as_deref(),
            &files,
            reader,
        )));
    };
    from_spreadsheet(args, (&root, csv), files, (reader, origin))
}

/// The room `new --from` builds at once.
struct FirstRoom {
    zip: Vec<u8>,
    /// Said on stderr: the definition's warnings (told of the user's spreadsheet), and the
    /// room's images past the comfortable size.
    warning: String,
    output: String,
    players: u32,
    title: String,
}

/// `new ID --from CSV`: the scaffold with the spreadsheet's decks, checked and its room
/// built before the folder is put in place, so a folder of pictures and a spreadsheet become
/// a room that loads in one command, and one that would not build leaves nothing behind.
fn from_spreadsheet(
    args: &Args,
    (root, csv): (&Path, &Path),
    mut files: scaffold::GameFiles,
    (reader, origin): (Reader, &Files),
) -> Result<Outcome, Error> {
    let id = args.id.as_str();
    let from = scaffold::from_csv(origin, csv, &mut files, &card_look(args))?;
    // The spreadsheet and its pictures are known: an output that is one of them is refused
    // before the folder is made (and again when the room is written, once the new folder's
    // own files have been read).
    if let Some(output) = &args.output {
        origin.check_output(output)?;
    }
    let room = std::cell::RefCell::new(None);
    let verify = |tmp: &Path| -> Result<(), Error> {
        let built = verified_room(args, (root, csv, tmp), &from, (reader, origin))?;
        *room.borrow_mut() = Some(built);
        Ok(())
    };
    // The room is written once the folder is in place; should that fail, the folder is
    // taken out again.
    let write_room = || {
        let room = room.borrow();
        let room = room.as_ref().expect("a verified folder has built its room");
        origin.write_atomically(Path::new(&room.output), &room.zip)
    };
    let dir = scaffold::create_with(origin, root, id, &files, &from.copies, &verify, &write_room)?;
    let room = room
        .into_inner()
        .expect("a verified folder has built its room");
    let decks: Vec<String> = from.decks.iter().map(|d| d.id.clone()).collect();
    let pictures = from.copies.len() - 1;
    let (dir, csv) = (dir.display(), csv.display());
    let names = files.keys().map(String::as_str).collect::<Vec<_>>();
    let decks = decks.join(", ");
    let (output, bytes, title, players) = (&room.output, room.zip.len(), &room.title, room.players);
    let build = build_command(id, args.templates.as_deref());
    let out = reader.say(
        format!(
            "created {dir}: {names}, and cards.csv with {pictures} picture{s} from {csv}\n\
             decks: {decks}\n\
             wrote {output} ({bytes} bytes): {title}, {players} players, seed {FIRST_SEED}\n\
             next:\n  \
             in udonarium press ZIP読込 and choose {output}\n  \
             edit cards.csv and the files in {dir} (each says what its keys do), then {build}",
            names = names.join(", "),
            s = if pictures == 1 { "" } else { "s" },
        ),
        format!(
            "{dir} を作りました: {names}、cards.csv（{csv} の画像 {pictures} 枚）\n\
             デッキ: {decks}\n\
             {output} を書きました（{bytes} バイト）: {title}、{players}人、シード {FIRST_SEED}\n\
             次に:\n  \
             ユドナリウムで「ZIP読込」を押し、{output} を選ぶ\n  \
             cards.csv と {dir} のファイル（各キーの意味はファイルに書いてあります）を直して {build}",
            names = names.join("、"),
        ),
    );
    Ok(Outcome {
        stdout: out,
        stderr: room.warning,
        code: 0,
    })
}

/// How the decks' cards look, from `--card-shape`, `--fit` and `--pad-colour`.
fn card_look(args: &Args) -> scaffold::CardLook {
    let defaults = scaffold::CardLook::default();
    scaffold::CardLook {
        shape: args.card_shape.clone().unwrap_or(defaults.shape),
        fit: match args.fit {
            Some(FitArg::Crop) => Fit::Crop,
            Some(FitArg::Pad) => Fit::Pad,
            None => defaults.fit,
        },
        pad_colour: args.pad_colour.clone().unwrap_or(defaults.pad_colour),
    }
}

/// The folder being made at `tmp` loaded and its first room built, every problem and
/// warning told of the user's spreadsheet and the folder the game goes to, not the copy
/// being checked.
fn verified_room(
    args: &Args,
    (root, csv, tmp): (&Path, &Path, &Path),
    from: &scaffold::FromCsv,
    (reader, origin): (Reader, &Files),
) -> Result<FirstRoom, Error> {
    let id = args.id.as_str();
    // A problem is shown at the user's own spreadsheet: the copy is byte for byte the same.
    let mut game = crate::definition::load_in(origin, tmp).map_err(|mut d| {
        for problem in &mut d.0 {
            if problem.file == tmp.join("cards.csv") {
                problem.file = csv.to_path_buf();
            } else if let Ok(rest) = problem.file.strip_prefix(tmp) {
                problem.file = root.join(id).join(rest);
            }
        }
        Error::from(d)
    })?;
    let cards: usize = game
        .card_kinds
        .iter()
        .map(|k| k.count(game.seats.len()))
        .sum();
    if cards == 0 {
        return Err(Error::NoCards { csv: csv.into() });
    }
    for warning in &mut game.warnings {
        let file = warning.csv_mut();
        if *file == tmp.join("cards.csv") {
            *file = csv.to_path_buf();
        }
    }
    super::undrawable::forget();
    let mut built = first_room(&game, args.output.as_deref(), (reader, origin))
        .map_err(|e| at_users_files(e, tmp, from))?;
    let undrawable = super::undrawable::warning(&game, reader).map(|w| {
        w.replace(
            &tmp.join("cards.csv").display().to_string(),
            &csv.display().to_string(),
        )
        .replace(
            &tmp.display().to_string(),
            &root.join(id).display().to_string(),
        )
    });
    if let Some(more) = undrawable {
        built.warning = super::joined([
            Some(std::mem::take(&mut built.warning)).filter(|w| !w.is_empty()),
            Some(more),
        ])
        .unwrap_or_default();
    }
    Ok(built)
}

/// An error about a file copied into the folder being checked, told of the user's own file
/// it was copied from (a picture too large, one a browser would show broken).
fn at_users_files(error: Error, tmp: &Path, from: &scaffold::FromCsv) -> Error {
    // Longest first, so `tmp/a/b.png` is not mistaken for `tmp/a`.
    let mut copies: Vec<(String, String)> = from
        .copies
        .iter()
        .map(|(rel, source)| {
            (
                tmp.join(rel).display().to_string(),
                source.display().to_string(),
            )
        })
        .collect();
    copies.sort_by_key(|(copy, _)| std::cmp::Reverse(copy.len()));
    error.relocated(copies)
}

/// The room of a new game at its default players, in Japanese, with the first seed.
fn first_room(
    game: &crate::definition::Game,
    output: Option<&Path>,
    (reader, origin): (Reader, &Files),
) -> Result<FirstRoom, Error> {
    let options = BuildOptions {
        seating: game.seating_or_default(None)?,
        seed: FIRST_SEED,
        lang: Lang::Ja,
        art_root: art_root(origin, None)?,
        images: ImageFormat::Svg,
        progress: Default::default(),
    };
    let built = crate::room::build(game, &options)?;
    check_image_bytes(&built.images)?;
    Ok(FirstRoom {
        warning: super::warnings_text(game, image_bytes_warning(&built.images, reader), reader),
        zip: built.to_zip(),
        output: output.map_or_else(|| game.output.clone(), |o| o.display().to_string()),
        players: options.seating.count(),
        title: game.title.get(Lang::Ja).to_string(),
    })
}

/// The command that builds the game again.
fn build_command(id: &str, templates: Option<&Path>) -> String {
    match templates {
        Some(t) => format!("udonforge build {id} --templates {}", t.display()),
        None => format!("udonforge build {id}"),
    }
}

/// What was made and what to do next.
fn summary(
    id: &str,
    dir: &Path,
    templates: Option<&Path>,
    files: &scaffold::GameFiles,
    reader: Reader,
) -> String {
    let names: Vec<&str> = files.keys().map(String::as_str).collect();
    let build = build_command(id, templates);
    let dir = dir.display();
    reader.say(
        format!(
            "created {dir}: {names}\n\
             next:\n  \
             {build}\n    \
             writes {id}.zip; in udonarium press ZIP読込 and choose it\n  \
             edit the files in {dir} (each says what its keys do; start with components.toml), then build again",
            names = names.join(", "),
        ),
        format!(
            "{dir} を作りました: {names}\n\
             次に:\n  \
             {build}\n    \
             {id}.zip ができます。ユドナリウムで「ZIP読込」を押して選んでください\n  \
             {dir} のファイル（各キーの意味はファイルに書いてあります。まず components.toml）を直して、もう一度作ります",
            names = names.join("、"),
        ),
    )
}
