//! `udonforge print GAME`: writes a print-and-play PDF.

use super::build::load_game;
use super::paths::{art_root, check_output, write_atomically};
use super::{LangArg, Sources};
use crate::definition::Lang;
use crate::error::Error;
use crate::print::{Paper, PrintOptions, print};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game to print (`udonforge games` lists them)
    pub game: String,
    /// Players, in the game's range [default: the game's]
    #[arg(long, value_name = "N")]
    pub players: Option<u32>,
    /// Language of the cards and the instructions, where the game has it [default: ja]
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
    /// Paper size
    #[arg(long, value_enum, value_name = "PAPER", default_value = "a4")]
    pub paper: PaperArg,
    /// Output PDF, a regular file or a new one [default: GAME.pdf]
    #[arg(short = 'o', long = "output", value_name = "PATH")]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub sources: Sources,
}

/// The paper sizes `--paper` offers.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaperArg {
    A4,
    Letter,
}

pub fn run(args: &Args, reader: crate::error::Reader) -> Result<super::Outcome, Error> {
    let game = load_game(args.sources.templates.as_deref(), &args.game)?;
    let lang: Lang = args.lang.map_or(Lang::Ja, Lang::from);
    let players = args.players.unwrap_or(game.players.default);
    let art_root = art_root(args.sources.art.as_deref())?;
    let output = args
        .output
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("{}.pdf", game.id)));
    check_output(&output)?;
    let shown = super::progress::StderrProgress::start("rendering images");
    let options = PrintOptions {
        players,
        lang,
        art_root,
        paper: match args.paper {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        },
        progress: shown.hook(),
    };
    let printed = print(&game, &options);
    // The progress line goes before anything else is printed, an error included.
    drop(shown);
    let printed = printed?;
    write_atomically(&output, &printed.pdf)?;
    Ok(super::Outcome {
        stdout: format!(
            "wrote {} ({} pages, {} bytes): {}, {players} players",
            output.display(),
            printed.pages.len(),
            printed.pdf.len(),
            game.title.get(lang)
        ),
        stderr: super::warnings_text(&game, None, reader),
        code: 0,
    })
}
