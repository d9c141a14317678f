//! `udonforge referee SAVE`: validates and scores a room saved from udonarium.

use super::LangArg;
use super::paths::{Files, Peeked, Templates, art_root, peek, read_failed};
use crate::definition::Lang;
use crate::error::Error;
use crate::referee::{RefereeOptions, open::open, read_save, read_xml_save};
use crate::udonarium::archive::ReadLimits;
use std::io::Read;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// A room saved by udonarium (a zip, or its bare data.xml)
    pub save: PathBuf,
    /// Print the report as JSON
    #[arg(long)]
    pub json: bool,
    /// Which seats are played: those `build --players N` makes played, N within the game's
    /// player range [default: from the table and the room's record]
    #[arg(long, value_name = "N")]
    pub players: Option<u32>,
    /// Before the game is over, show what the table cannot see too: hands, face-down
    /// cards, identities and the scores that rest on them [default: only what the table sees]
    #[arg(long)]
    pub reveal: bool,
    /// Report language [default: the room's]
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
    /// Folder of game definitions that add to or override the built-in games; the room's
    /// game must be defined there or built in [default: ./templates if it exists]
    #[arg(long, value_name = "DIR")]
    pub templates: Option<PathBuf>,
    /// Your pictures, to recognise cards in rooms saved without udonforge's records
    /// [default: ./card-art if it exists]
    #[arg(long, value_name = "DIR")]
    pub art: Option<PathBuf>,
}

/// A zip save is a few MiB at most; anything far larger is refused before it is read.
const MAX_SAVE_BYTES: u64 = 256 * 1024 * 1024;

/// Exit codes: 0 a legal position, 1 rule violations found (still scored), 2 unreadable.
pub fn run(args: &Args, origin: &Files) -> Result<(String, u8), Error> {
    let on_page = origin.is_memory();
    let lang: Option<Lang> = args.lang.map(Lang::from);
    let shown = args.save.display().to_string();
    let path = shown.as_str();
    let save = saved(origin, &args.save, path)?;
    let templates = Templates::new(origin, args.templates.as_deref())?;
    let art = art_root(origin, args.art.as_deref())?;
    let opened = open(save, path, &templates, art.as_deref())?;
    let game = &opened.game;
    let seating = args.players.map(|n| game.seating(n)).transpose()?;
    let options = RefereeOptions {
        lang: lang.unwrap_or(opened.lang),
        seating,
        reveal: args.reveal,
        on_page,
    };
    let verdict = crate::games::judge(game, opened.position, &options)?;
    let code = if verdict.violations.is_empty() { 0 } else { 1 };
    let out = if args.json {
        verdict.to_json()
    } else {
        verdict.to_text()
    };
    Ok((out, code))
}

/// The save at `path` (named `shown` in errors), read within bounds.
pub(super) fn saved(
    origin: &Files,
    path: &std::path::Path,
    shown: &str,
) -> Result<crate::referee::save::Save, Error> {
    match read_input(origin, path)? {
        Input::Zip(bytes) => read_save(&bytes, shown),
        Input::Xml(xml) => read_xml_save(xml, shown),
    }
}

/// A save as given: a zip, read whole (its entries are inflated as they are parsed), or a
/// bare data.xml, parsed as it is read from the file and never held whole.
enum Input {
    Zip(Vec<u8>),
    Xml(Box<dyn Read>),
}

/// Opens a save within bounds: a zip up to [`MAX_SAVE_BYTES`]; anything else is a bare
/// data.xml, refused past the XML limit as soon as it is known to be larger.
fn read_input(origin: &Files, path: &std::path::Path) -> Result<Input, Error> {
    let Peeked { file, len, head } = peek(origin, path)?;
    let zip = head.starts_with(b"PK");
    let limit = if zip {
        MAX_SAVE_BYTES
    } else {
        ReadLimits::default().max_xml_bytes
    };
    let too_large = || Error::SaveTooLarge {
        file: path.into(),
        limit_mib: limit / 1024 / 1024,
        zip,
    };
    if len > limit {
        return Err(too_large());
    }
    if !zip {
        // The XML reader bounds what it reads itself, should the file grow.
        return Ok(Input::Xml(Box::new(std::io::Cursor::new(head).chain(file))));
    }
    let mut bytes = head;
    // One byte past the limit tells "at" from "over" for files that grow.
    file.take(limit + 1 - bytes.len() as u64)
        .read_to_end(&mut bytes)
        .map_err(|e| read_failed(path, e))?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(Input::Zip(bytes))
}
