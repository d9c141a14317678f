//! `udonforge print GAME`: writes a print-and-play PDF.

use super::build::{Prepared, prepare};
use super::paths::Files;
use super::{LangArg, Sources};
use crate::definition::Lang;
use crate::error::Error;
use crate::print::layout::MAX_BLEED_MM;
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
    /// How far each picture runs past its cut lines, in mm (0 to 6)
    #[arg(long, value_name = "MM", default_value = "3", value_parser = bleed)]
    pub bleed: f64,
    /// Cards apart, each with its own bleed, rather than touching (neighbours share a cut)
    #[arg(long)]
    pub gutters: bool,
    /// Card fronts only, no backs: for single-sided printing
    #[arg(long)]
    pub fronts_only: bool,
    /// Leave the table out (boards the game is played on still print)
    #[arg(long)]
    pub no_table: bool,
    /// Fills printed pale, light words on them dark
    #[arg(long)]
    pub ink_saving: bool,
    /// Move every page of backs RIGHT,DOWN mm, for a printer whose two sides do not line up
    #[arg(long, value_name = "RIGHT,DOWN", value_parser = offset, allow_hyphen_values = true)]
    pub back_offset: Option<(f64, f64)>,
    /// Add a calibration sheet after the cover: one card at 100 % and a 50 mm bar, its back behind it
    #[arg(long)]
    pub calibration: bool,
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

pub fn run(
    args: &Args,
    reader: crate::error::Reader,
    origin: &Files,
) -> Result<super::Outcome, Error> {
    let Prepared {
        game,
        seating,
        art_root,
        output,
    } = prepare(
        origin,
        &args.sources,
        (&args.game, args.players),
        args.output.as_deref(),
        |game| PathBuf::from(format!("{}.pdf", game.id)),
    )?;
    let lang: Lang = args.lang.map_or(Lang::Ja, Lang::from);
    let players = seating.count();
    let shown = super::progress::StderrProgress::start("rendering images");
    let paper = match args.paper {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::Letter,
    };
    let mut options = PrintOptions::new(seating, lang, paper);
    options.art_root = art_root;
    options.progress = shown.hook();
    options.sheet.bleed = args.bleed;
    options.sheet.gutters = args.gutters;
    options.sheet.fronts_only = args.fronts_only;
    options.sheet.back_offset = args.back_offset.unwrap_or((0.0, 0.0));
    options.sheet.calibration = args.calibration;
    options.table = !args.no_table;
    options.ink_saving = args.ink_saving;
    let printed = print(&game, &options);
    // The progress line goes before anything else is printed, an error included.
    drop(shown);
    let printed = printed?;
    origin.write_atomically(&output, &printed.pdf)?;
    Ok(super::Outcome {
        stdout: {
            let (output, pages, bytes, title) = (
                output.display(),
                printed.pages.len(),
                printed.pdf.len(),
                game.title.get(lang),
            );
            reader.say(
                format!(
                    "wrote {output} ({pages} pages, {bytes} bytes): {title}, {players} players"
                ),
                format!(
                    "{output} を書きました（{pages} ページ、{bytes} バイト）: {title}、{players}人"
                ),
            )
        },
        stderr: super::warnings_text(&game, super::undrawable::warning(&game, reader), reader),
        code: 0,
    })
}

/// `--bleed`: millimetres from 0 to `MAX_BLEED_MM`.
fn bleed(value: &str) -> Result<f64, String> {
    match value.trim().parse::<f64>() {
        Ok(mm) if (0.0..=MAX_BLEED_MM).contains(&mm) => Ok(mm),
        _ => Err(format!(
            "expected millimetres from 0 to {MAX_BLEED_MM}, found `{value}`"
        )),
    }
}

/// `--back-offset`: two lengths in mm, right and down, each within ±10.
fn offset(value: &str) -> Result<(f64, f64), String> {
    let parsed = value.split_once(',').and_then(|(x, y)| {
        let (x, y) = (x.trim().parse::<f64>().ok()?, y.trim().parse::<f64>().ok()?);
        (x.abs() <= 10.0 && y.abs() <= 10.0).then_some((x, y))
    });
    parsed.ok_or_else(|| {
        format!("expected two lengths in mm within ±10, right and down (`0.5,-1`), found `{value}`")
    })
}
