//! The subcommands, one module each; `main.rs` only dispatches to them.

pub mod args;
pub mod build;
pub mod games;
pub mod paths;
pub mod referee;

/// What a command ends with: its output and the process exit code.
pub struct Outcome {
    pub stdout: String,
    pub code: u8,
}

pub const HELP: &str = "udonforge — udonarium rooms for board and card games

usage:
  udonforge games                  list the games, id first
  udonforge build GAME [options]   write a room zip to load with ZIP読込
      --players N   number of players (unplayed seats stay as virtual players or empty seats)
      --seed N      shuffle seed; the same seed gives a byte-identical room
      --lang ja|en  room language (Japanese by default)
      -o PATH       output file (default: the game's own name, e.g. shinjya01.zip)
      --templates DIR / --art DIR   other definition or card-art folders
  udonforge referee SAVE [--json] [--players N] [--lang ja|en]
                                   validate and score a room saved from udonarium";

/// Runs a command line (without the program name).
pub fn run(args: &[String]) -> Result<Outcome, crate::error::Error> {
    let ok = |stdout: String| Outcome { stdout, code: 0 };
    match args.first().map(String::as_str) {
        None | Some("--help" | "-h" | "help") => Ok(ok(HELP.to_string())),
        Some("--version" | "-V") => Ok(ok(format!("udonforge {}", env!("CARGO_PKG_VERSION")))),
        Some("games") => games::run(&args[1..]).map(ok),
        Some("build") => build::run(&args[1..]).map(ok),
        Some("referee") => referee::run(&args[1..]).map(|(stdout, code)| Outcome { stdout, code }),
        Some(other) => Err(
            crate::error::Error::new(format!("unknown command `{other}`"))
                .hint("commands: games, build, referee; see `udonforge --help`"),
        ),
    }
}
