//! `udonforge build GAME`: writes a room zip.

use super::paths::{Files, Templates, art_root};
use super::progress::StderrProgress;
use super::{LangArg, Outcome, Sources};
use crate::art::ImageFormat;
use crate::definition::{self, Game, Lang};
use crate::error::{Error, Reader};
use crate::room::{BuildOptions, build};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game to build (`udonforge games` lists them)
    pub game: String,
    /// Players, in the game's range [default: the game's]
    #[arg(long, value_name = "N")]
    pub players: Option<u32>,
    /// Shuffle seed [default: random, printed]; same seed and inputs, same zip
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Room language, where the game has it [default: ja]
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
    /// Output file, a regular file or a new one [default: the game's]
    #[arg(short = 'o', long = "output", value_name = "PATH")]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub sources: Sources,
    /// Card images as SVG (sharp at any zoom) or PNG (for forks that cannot show SVG)
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "svg")]
    pub images: ImagesArg,
}

/// The image formats `--images` offers.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImagesArg {
    Svg,
    Png,
}

impl From<ImagesArg> for ImageFormat {
    fn from(i: ImagesArg) -> Self {
        match i {
            ImagesArg::Svg => ImageFormat::Svg,
            ImagesArg::Png => ImageFormat::Png,
        }
    }
}

pub use crate::udonarium::archive::{COMFORTABLE_ROOM_IMAGE_BYTES, MAX_ROOM_IMAGE_BYTES};

pub fn run(args: &Args, reader: Reader, origin: &Files) -> Result<Outcome, Error> {
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
        |game| PathBuf::from(&game.output),
    )?;
    let lang: Lang = args.lang.map_or(Lang::Ja, Lang::from);
    let seed = args.seed.unwrap_or_else(random_seed);
    let players = seating.count();
    let shown = StderrProgress::start("rendering images");
    let options = BuildOptions {
        seating,
        seed,
        lang,
        art_root,
        images: args.images.into(),
        progress: shown.hook(),
    };
    let built = build(&game, &options);
    // The progress line goes before anything else is printed, an error included.
    drop(shown);
    let built = built?;
    check_image_bytes(&built.images)?;
    let zip = built.to_zip();
    origin.write_atomically(&output, &zip)?;
    Ok(Outcome {
        stdout: {
            let (output, bytes, title) = (output.display(), zip.len(), game.title.get(lang));
            reader.say(
                format!("wrote {output} ({bytes} bytes): {title}, {players} players, seed {seed} (rebuild with --seed {seed})"),
                format!("{output} を書きました（{bytes} バイト）: {title}、{players}人、シード {seed}（同じルームは --seed {seed} で作り直せます）"),
            )
        },
        stderr: super::warnings_text(
            &game,
            super::joined([
                image_bytes_warning(&built.images, reader),
                super::undrawable::warning(&game, reader),
            ]),
            reader,
        ),
        code: 0,
    })
}

/// The game `id` from `--templates` or the built-in games, loaded and checked.
/// What build, print and preview do alike before anything is rendered: the game loaded, who
/// plays, the user's pictures found, the output named and refused at once where the files
/// read so far tell it is an input.
pub(super) struct Prepared {
    pub game: Game,
    pub seating: crate::definition::Seating,
    pub art_root: Option<PathBuf>,
    pub output: PathBuf,
}

pub(super) fn prepare(
    origin: &Files,
    sources: &super::Sources,
    (id, players): (&str, Option<u32>),
    output: Option<&Path>,
    default_output: impl FnOnce(&Game) -> PathBuf,
) -> Result<Prepared, Error> {
    let game = load_game(origin, sources.templates.as_deref(), id)?;
    let seating = game.seating_or_default(players)?;
    let art_root = art_root(origin, sources.art.as_deref())?;
    let output = output.map_or_else(|| default_output(&game), Path::to_path_buf);
    // The pictures read while rendering are looked at again when the output is written.
    origin.check_output(&output)?;
    super::undrawable::forget();
    Ok(Prepared {
        game,
        seating,
        art_root,
        output,
    })
}

pub(super) fn load_game(origin: &Files, templates: Option<&Path>, id: &str) -> Result<Game, Error> {
    let templates = Templates::new(origin, templates)?;
    let Some(dir) = templates.find(id) else {
        let games: Vec<String> = templates.all().into_iter().map(|(g, _)| g).collect();
        let closest =
            crate::art::user_art::closest(id, games.iter().map(String::as_str)).map(str::to_string);
        return Err(Error::NoSuchGame {
            id: id.into(),
            games,
            closest,
        });
    };
    // Every file of the game's folder is an input, read or not: an output never replaces one.
    for (_, file) in origin.files_below(&dir) {
        crate::files::inputs::note(origin, &file);
    }
    Ok(definition::load_in(origin, &dir)?)
}

/// Refuses a room whose images together pass [`MAX_ROOM_IMAGE_BYTES`].
pub(super) fn check_image_bytes(images: &crate::udonarium::ImageStore) -> Result<(), Error> {
    let total = images.total_bytes();
    if total > MAX_ROOM_IMAGE_BYTES {
        return Err(Error::RoomImagesTooLarge {
            mib: total / 1024 / 1024,
            limit_mib: MAX_ROOM_IMAGE_BYTES / 1024 / 1024,
        });
    }
    Ok(())
}

/// A warning for a room whose images pass [`COMFORTABLE_ROOM_IMAGE_BYTES`]: it builds, but
/// every player waits for it.
pub(super) fn image_bytes_warning(
    images: &crate::udonarium::ImageStore,
    reader: Reader,
) -> Option<String> {
    let total = images.total_bytes() / 1024 / 1024;
    let comfortable = COMFORTABLE_ROOM_IMAGE_BYTES / 1024 / 1024;
    (images.total_bytes() > COMFORTABLE_ROOM_IMAGE_BYTES).then(|| {
        reader.say(
            format!(
                "warning: the room's images add up to {total} MiB: above {comfortable} MiB udonarium takes \
                 long to load a room on every player's machine\nhint: fewer or smaller pictures \
                 load faster"
            ),
            format!(
                "警告: 部屋の画像が合計 {total} MiB あります。{comfortable} MiB を超えると、udonarium は\
                 参加者全員のマシンで部屋の読み込みに時間がかかります\nヒント: 画像を減らすか小さくすると\
                 速く読み込めます"
            ),
        )
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_over_the_image_budget_is_refused() {
        let mut images = crate::udonarium::ImageStore::default();
        // Distinct images of 2 MiB up to the limit: exactly at it passes, a byte more not.
        for i in 0..(MAX_ROOM_IMAGE_BYTES / (2 * 1024 * 1024)) as u8 {
            images.add(vec![i; 2 * 1024 * 1024], "png").unwrap();
        }
        assert!(check_image_bytes(&images).is_ok());
        assert!(image_bytes_warning(&images, Reader::default()).is_some());
        images.add(vec![99], "png").unwrap();
        let e = check_image_bytes(&images).unwrap_err();
        let mib = MAX_ROOM_IMAGE_BYTES / 1024 / 1024;
        assert_eq!(
            e.message(),
            format!("the room's images add up to {mib} MiB, over the limit of {mib} MiB")
        );
        assert!(
            image_bytes_warning(&crate::udonarium::ImageStore::default(), Reader::default())
                .is_none()
        );
    }
}
