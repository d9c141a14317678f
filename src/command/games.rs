//! `udonforge games`: the games that can be built, one per line.

use super::args::Args;
use super::paths::{game_dirs, templates_root};
use crate::definition::{self, Lang};
use crate::error::Error;

pub fn run(raw: &[String]) -> Result<String, Error> {
    let args = Args::parse(raw, &["--templates"])?;
    let root = templates_root(args.value(&["--templates"]));
    let mut lines = Vec::new();
    for dir in game_dirs(&root) {
        let game = definition::load(&dir)?;
        lines.push(format!(
            "{}\t{}\t{}-{} players",
            game.id,
            game.title.get(Lang::Ja),
            game.players.min,
            game.players.max
        ));
    }
    if lines.is_empty() {
        return Err(Error::new(format!("no games in {}", root.display()))
            .hint("a game is a folder with game.toml; pass --templates DIR to look elsewhere"));
    }
    Ok(lines.join("\n"))
}
