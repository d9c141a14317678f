//! `udonforge referee SAVE`: validates and scores a room saved from udonarium.

use super::args::Args;
use super::paths::templates_root;
use crate::definition::{self, Lang};
use crate::error::Error;
use crate::games::Rules;
use crate::referee::{RefereeOptions, position, read_save};
use std::io::Read;

pub const USAGE: &str =
    "udonforge referee SAVE [--json] [--players N] [--lang ja|en] [--templates DIR]";

/// Saves are a few MiB at most; anything far larger is refused before it is read.
const MAX_SAVE_BYTES: u64 = 256 * 1024 * 1024;

/// Exit codes: 0 a legal position, 1 rule violations found (still scored), 2 unreadable.
pub fn run(raw: &[String]) -> Result<(String, u8), Error> {
    let args = Args::parse(raw, &["--players", "--lang", "--templates"])?;
    let [path] = args.positionals.as_slice() else {
        return Err(Error::new("`referee` takes one saved room").hint(format!("usage: {USAGE}")));
    };
    let lang = match args.value(&["--lang"]) {
        None => Lang::Ja,
        Some(code) => Lang::parse(code)
            .ok_or_else(|| Error::new(format!("`--lang` expects `ja` or `en`, found `{code}`")))?,
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
    let root = templates_root(args.value(&["--templates"]));
    let (game, catalogue) = match position::game_of(&save) {
        Some(id) => {
            let dir = root.join(&id);
            if !dir.join("game.toml").is_file() {
                return Err(Error::new(format!(
                    "{path}: a `{id}` room, but no definition of `{id}` in {}",
                    root.display()
                )));
            }
            let game = definition::load(&dir)?;
            // Only rebuild the image catalogue when some card lost its identity.
            let lost = save
                .objects
                .iter()
                .any(|o| o.identity.is_none() && o.kind == crate::referee::save::Kind::Card);
            let catalogue = if lost {
                Some(position::catalogue(&game)?)
            } else {
                None
            };
            (game, catalogue)
        }
        None => recognise_by_image(&save, &root).ok_or_else(|| {
            Error::new(format!("{path}: no udonforge room in it"))
                .hint("referee a room built by `udonforge build` and saved from udonarium (保存)")
        })?,
    };
    let rules = Rules::by_id(&game.id)
        .ok_or_else(|| Error::new(format!("{path}: `{}` has no rules to referee yet", game.id)))?;
    let players = args.number::<u32>("--players")?;
    let position = position::position(&game, &save, catalogue.as_ref());
    let verdict = rules.judge(&game, &position, &RefereeOptions { lang, players });
    let code = if verdict.violations.is_empty() { 0 } else { 1 };
    let out = if args.flag("--json") {
        verdict.to_json()
    } else {
        verdict.to_text(lang)
    };
    Ok((out, code))
}

/// A save whose objects all lost their identity: the game whose faces match most cards.
fn recognise_by_image(
    save: &crate::referee::Save,
    root: &std::path::Path,
) -> Option<(
    definition::Game,
    Option<std::collections::HashMap<String, crate::udonarium::Identity>>,
)> {
    let fronts: Vec<&str> = save
        .objects
        .iter()
        .map(|o| o.front.as_str())
        .filter(|f| !f.is_empty())
        .collect();
    if fronts.is_empty() {
        return None;
    }
    let mut best = None;
    let mut best_hits = 4;
    for rules in Rules::ALL {
        let Ok(game) = definition::load(&root.join(rules.id())) else {
            continue;
        };
        let Ok(catalogue) = position::catalogue(&game) else {
            continue;
        };
        let hits = fronts
            .iter()
            .filter(|f| catalogue.contains_key(**f))
            .count();
        if hits > best_hits {
            best_hits = hits;
            best = Some((game, Some(catalogue)));
        }
    }
    best
}
