//! `udonforge games`: the games that can be built, one per line.

use super::Outcome;
use super::paths::{Files, Templates};
use crate::definition::{self, Game, Lang};
use crate::error::{Error, Reader};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Folder of game definitions that add to or override the built-in games
    /// [default: ./templates if it exists]
    #[arg(long, value_name = "DIR")]
    pub templates: Option<PathBuf>,
    /// Print the list as JSON: id, title in each language, players and languages
    #[arg(long)]
    pub json: bool,
}

/// Every good game on stdout (`id<TAB>title<TAB>3-5 players<TAB>ja, en`); each broken game
/// folder as one `error:` line on stderr, with exit code 1, so one broken folder hides none
/// of the others.
pub fn run(args: &Args, reader: Reader, origin: &Files) -> Result<Outcome, Error> {
    let templates = Templates::new(origin, args.templates.as_deref())?;
    let mut lines = Vec::new();
    let mut listed = Vec::new();
    let mut broken = Vec::new();
    for (id, dir) in templates.all() {
        match definition::load_in(origin, &dir) {
            Ok(game) => {
                lines.push(line(&game));
                listed.push(json(&game));
            }
            Err(d) => broken.push(Error::GameCannotBeBuilt {
                id,
                dir,
                problems: Box::new(d.into()),
            }),
        }
    }
    if lines.is_empty() && broken.is_empty() {
        return Err(Error::NoGames {
            searched: templates.roots().to_vec(),
        });
    }
    let stderr: Vec<String> = broken.iter().map(|e| e.message_for(reader)).collect();
    let stdout = if args.json {
        serde_json::to_string_pretty(&listed).unwrap_or_default()
    } else {
        lines.join("\n")
    };
    Ok(Outcome {
        stdout,
        code: broken.iter().map(Error::code).max().unwrap_or(0),
        stderr: stderr.join("\n"),
    })
}

/// A game as `--json` lists it.
fn json(game: &Game) -> serde_json::Value {
    let titles: serde_json::Map<String, serde_json::Value> = game
        .languages
        .iter()
        .map(|l| (l.code().to_string(), game.title.get(*l).into()))
        .collect();
    serde_json::json!({
        "id": game.id,
        "title": titles,
        "players": {
            "min": game.players.min,
            "max": game.players.max,
            "default": game.players.default,
        },
        "languages": game.languages.iter().map(|l| l.code()).collect::<Vec<_>>(),
    })
}

fn line(game: &Game) -> String {
    let langs: Vec<&str> = game.languages.iter().map(|l| l.code()).collect();
    format!(
        "{}\t{}\t{}-{} players\t{}",
        game.id,
        game.title.get(Lang::Ja),
        game.players.min,
        game.players.max,
        langs.join(", ")
    )
}

/// The built-in games for `build --help`, one line each with players and languages, the
/// columns aligned.
pub fn builtin_summary() -> String {
    let games: Vec<(String, Option<Game>)> = Files::Disk
        .game_dirs(&crate::files::builtin_templates())
        .into_iter()
        .map(|(id, dir)| (id, definition::load(&dir).ok()))
        .collect();
    let width = games.iter().map(|(id, _)| id.len()).max().unwrap_or(0);
    let mut out = Vec::new();
    for (id, game) in &games {
        match game {
            Some(game) => {
                let langs: Vec<&str> = game.languages.iter().map(|l| l.code()).collect();
                out.push(format!(
                    "  {id:<width$}  {}–{} players (default {}), --lang {:<6} {}",
                    game.players.min,
                    game.players.max,
                    game.players.default,
                    langs.join("|"),
                    game.title.get(Lang::Ja),
                ));
            }
            None => out.push(format!(
                "  {id:<width$}  (its built-in definition is broken)"
            )),
        }
    }
    out.join("\n")
}
