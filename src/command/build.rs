//! `udonforge build GAME`: writes a room zip.

use super::args::Args;
use super::paths::{art_root, templates_root, write_atomically};
use crate::art::ImageFormat;
use crate::definition::{self, Lang};
use crate::error::Error;
use crate::room::{BuildOptions, build};
use std::path::PathBuf;

pub const USAGE: &str = "udonforge build GAME [--players N] [--seed N] [--lang ja|en] [-o PATH] [--templates DIR] [--art DIR] [--images svg|png]";

pub fn run(raw: &[String]) -> Result<String, Error> {
    let args = Args::parse(
        raw,
        &[
            "--players",
            "--seed",
            "--lang",
            "-o",
            "--output",
            "--templates",
            "--art",
            "--images",
        ],
    )?;
    let [game_id] = args.positionals.as_slice() else {
        return Err(Error::new("`build` takes one game id")
            .hint(format!("usage: {USAGE}; `udonforge games` lists the ids")));
    };
    let root = templates_root(args.value(&["--templates"]));
    let dir = root.join(game_id);
    if !dir.join("game.toml").is_file() {
        return Err(
            Error::new(format!("no game `{game_id}` in {}", root.display()))
                .hint("`udonforge games` lists the games you can build"),
        );
    }
    let game = definition::load(&dir)?;
    let lang = match args.value(&["--lang"]) {
        None => Lang::Ja,
        Some(code) => Lang::parse(code)
            .ok_or_else(|| Error::new(format!("`--lang` expects `ja` or `en`, found `{code}`")))?,
    };
    let seed = match args.number::<u64>("--seed")? {
        Some(seed) => seed,
        None => random_seed(),
    };
    let players = args
        .number::<u32>("--players")?
        .unwrap_or(game.players.default);
    let images = match args.value(&["--images"]) {
        None => ImageFormat::default(),
        Some(name) => ImageFormat::parse(name).ok_or_else(|| {
            Error::new(format!("`--images` expects `svg` or `png`, found `{name}`"))
        })?,
    };
    let options = BuildOptions {
        players,
        seed,
        lang,
        art_root: Some(art_root(args.value(&["--art"]))),
        images,
    };
    let built = build(&game, &options)?;
    let zip = built.to_zip();
    let output = PathBuf::from(args.value(&["-o", "--output"]).unwrap_or(&game.output));
    write_atomically(&output, &zip)?;
    Ok(format!(
        "wrote {} ({} bytes): {}, {players} players, seed {seed} (rebuild with --seed {seed})",
        output.display(),
        zip.len(),
        game.title.get(lang)
    ))
}

/// Time and process id: different on every run, printed so the room can be rebuilt.
fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut rng = crate::rng::Rng::new(nanos ^ ((std::process::id() as u64) << 32));
    // Keep seeds short enough to type.
    rng.next_u64() % 1_000_000_000
}
