//! `udonforge referee SAVE`: validates and scores a room saved from udonarium.

use super::args::Args;
use super::paths::{art_root, templates_root};
use crate::definition::Lang;
use crate::error::Error;
use crate::referee::{RefereeOptions, open::open, read_save};
use std::io::Read;

pub const USAGE: &str =
    "udonforge referee SAVE [--json] [--players N] [--lang ja|en] [--templates DIR] [--art DIR]";

/// Saves are a few MiB at most; anything far larger is refused before it is read.
const MAX_SAVE_BYTES: u64 = 256 * 1024 * 1024;

/// Exit codes: 0 a legal position, 1 rule violations found (still scored), 2 unreadable.
pub fn run(raw: &[String]) -> Result<(String, u8), Error> {
    let args = Args::parse(raw, &["--players", "--lang", "--templates", "--art"])?;
    let [path] = args.positionals.as_slice() else {
        return Err(Error::new("`referee` takes one saved room").hint(format!("usage: {USAGE}")));
    };
    let lang =
        match args.value(&["--lang"]) {
            None => None,
            Some(code) => Some(Lang::parse(code).ok_or_else(|| {
                Error::new(format!("`--lang` expects `ja` or `en`, found `{code}`"))
            })?),
        };
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_SAVE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| Error::new(format!("{path}: cannot read: {e}")))?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(Error::new(format!(
            "{path}: larger than {} MiB, not a room save",
            MAX_SAVE_BYTES / 1024 / 1024
        )));
    }
    let save = read_save(&bytes, path).map_err(Error::new)?;
    let templates = templates_root(args.value(&["--templates"]));
    let art = art_root(args.value(&["--art"]));
    let opened = open(&save, path, &templates, Some(&art))?;
    let game = &opened.game;
    let players = args.number::<u32>("--players")?;
    if let Some(n) = players
        && (n < game.players.min || n > game.players.max)
    {
        return Err(Error::new(format!(
            "`{}` is for {} to {} players, not {n}",
            game.id, game.players.min, game.players.max
        ))
        .hint(format!(
            "use --players {}..{}",
            game.players.min, game.players.max
        )));
    }
    let options = RefereeOptions {
        lang: lang.unwrap_or(opened.lang),
        players,
    };
    let verdict = crate::games::judge(game, &opened.position, &options)?;
    let code = if verdict.violations.is_empty() { 0 } else { 1 };
    let out = if args.flag("--json") {
        verdict.to_json()
    } else {
        verdict.to_text()
    };
    Ok((out, code))
}
