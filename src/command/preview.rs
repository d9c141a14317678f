//! `udonforge preview GAME`: writes a contact sheet of every distinct card face and back.

use super::build::{Prepared, prepare};
use super::paths::Files;
use super::{LangArg, Sources};
use crate::definition::Lang;
use crate::error::{Error, Reader};
use crate::room::BuildOptions;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game to preview (`udonforge games` lists them)
    pub game: String,
    /// Players, in the game's range [default: the game's]
    #[arg(long, value_name = "N")]
    pub players: Option<u32>,
    /// Card language, where the game has it [default: ja]
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
    /// Output PNG, a regular file or a new one [default: GAME-preview.png]
    #[arg(short = 'o', long = "output", value_name = "PATH")]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub sources: Sources,
}

pub fn run(args: &Args, reader: Reader, origin: &Files) -> Result<super::Outcome, Error> {
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
        |game| PathBuf::from(format!("{}-preview.png", game.id)),
    )?;
    let lang: Lang = args.lang.map_or(Lang::Ja, Lang::from);
    let players = seating.count();
    let shown = super::progress::StderrProgress::start("rendering images");
    let options = BuildOptions {
        seating,
        // Faces do not depend on the shuffle, and the sheet is in definition order.
        seed: 0,
        lang,
        art_root,
        images: crate::art::ImageFormat::Png,
        progress: shown.hook(),
    };
    let previewed = crate::preview::preview(&game, &options, reader.lang);
    // The progress line goes before anything else is printed, an error included.
    drop(shown);
    let (sheet, labels) = previewed?;
    origin.write_atomically(&output, &sheet.png)?;
    Ok(super::Outcome {
        stdout: {
            let (output, tiles, bytes, title) = (
                output.display(),
                labels.len(),
                sheet.png.len(),
                game.title.get(lang),
            );
            let (width, height) = (sheet.width, sheet.height);
            reader.say(
                format!("wrote {output} ({tiles} tiles, {width}×{height} px, {bytes} bytes): {title}, {players} players"),
                format!("{output} を書きました（{tiles} 枚、{width}×{height} px、{bytes} バイト）: {title}、{players}人"),
            )
        },
        stderr: super::warnings_text(&game, super::undrawable::warning(&game, reader), reader),
        code: 0,
    })
}
