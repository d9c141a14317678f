//! `udonforge layout SAVE`: a room arranged in udonarium and saved (保存), written back into
//! its game's definition: into a new copy of the game's folder (`-o DIR`, the only way for a
//! built-in game), or into the user's own folder (`--in-place`). Either is written whole
//! under a temporary name and read back before it is put in place.

use super::Outcome;
use super::paths::{Files, Templates};
use crate::definition::{Game, Lang, load::read_bounded};
use crate::error::{Error, Reader, RelayoutProblem};
use crate::files::BUILTIN;
use crate::relayout::{self, Options, ReadBack};
use crate::scaffold::{self, GameFiles};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The room saved from udonarium (保存) once arranged: a zip, or its bare data.xml
    pub save: PathBuf,
    /// Game definitions (GAME/game.toml) adding to or overriding the built-in games; the
    /// room's game is read from there [default: ./templates if it exists]
    #[arg(long, value_name = "DIR")]
    pub templates: Option<PathBuf>,
    /// Folder the changed game is written to, as DIR/GAME (a new folder; build it with
    /// `--templates DIR`)
    #[arg(
        short = 'o',
        long = "output",
        value_name = "DIR",
        required_unless_present = "in_place"
    )]
    pub output: Option<PathBuf>,
    /// Change your game's own folder instead (a game of --templates, never a built-in one)
    #[arg(long, conflicts_with = "output")]
    pub in_place: bool,
    /// Move a zone moved at some seats only at every seat (zones are the same at every
    /// seat) [default: name it, change nothing]
    #[arg(long)]
    pub every_seat: bool,
}

/// Exit codes: 0 everything that moved is written (or nothing moved), 1 something moved that
/// the definition cannot say (the rest is written), 2 an error (nothing written).
pub fn run(args: &Args, reader: Reader, origin: &Files) -> Result<Outcome, Error> {
    let lang = reader.lang;
    let shown = args.save.display().to_string();
    let save = super::referee::saved(origin, &args.save, &shown)?;
    let templates = Templates::new(origin, args.templates.as_deref())?;
    let options = Options {
        every_seat: args.every_seat,
    };
    let back = relayout::read_back(save, &shown, &templates, options)?;
    let game = &back.game;
    let built_in = game.dir.starts_with(BUILTIN);
    let refused = |problem| Error::Relayout { problem };
    if args.in_place && built_in {
        return Err(refused(RelayoutProblem::InPlaceBuiltIn {
            game: game.id.clone(),
        }));
    }
    let root = args.output.clone();
    let target = match &root {
        Some(root) => root.join(&game.id),
        None => game.dir.clone(),
    };
    if root.is_some() && origin.exists(&target) {
        return Err(refused(RelayoutProblem::Exists { dir: target }));
    }
    let mut out = vec![read_line(&shown, &back, lang)];
    let code = if back.all_said() { 0 } else { 1 };
    if !back.changes() {
        out.push(back.report(None, lang));
        out.push(
            match lang {
                Lang::En => "nothing moved that the definition can say: nothing written",
                Lang::Ja => "定義で言える動きはありません。何も書いていません",
            }
            .to_string(),
        );
        return Ok(finish(out, code));
    }
    let kept = kept_layout(game, &back)?;
    out.push(back.report(kept.as_ref().map(|(path, _)| path.as_str()), lang));
    let (mut files, copies) = folder(game, &back)?;
    files.extend(kept);
    let verify = |tmp: &Path| relayout::reads_back(tmp, &back.changed);
    match &root {
        Some(root) => {
            scaffold::create_with(origin, root, &game.id, &files, &copies, &verify, &|| Ok(()))?;
        }
        None => scaffold::replace_with(origin, &target, &files, &copies, &verify)?,
    }
    let build = match (&root, &args.templates) {
        (Some(dir), _) | (None, Some(dir)) => {
            format!("udonforge build {} --templates {}", game.id, dir.display())
        }
        (None, None) => format!("udonforge build {}", game.id),
    };
    // The page names the folder it hands back, and builds it with its own buttons.
    if !reader.on_page() {
        out.push(written(&target, root.is_some(), built_in, &build, lang));
    }
    Ok(finish(out, code))
}

fn finish(lines: Vec<String>, code: u8) -> Outcome {
    Outcome {
        stdout: lines
            .into_iter()
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join("\n"),
        stderr: String::new(),
        code,
    }
}

/// What was read: the save, its game and version, the room's players and language.
fn read_line(save: &str, back: &ReadBack, lang: Lang) -> String {
    let game = &back.game;
    let (players, room_lang) = (back.record.players, back.record.lang);
    let code = room_lang.code();
    match lang {
        Lang::En => format!(
            "read {save}: {} (`{}` version {}), {players} players, {code}",
            game.title.get(room_lang),
            game.id,
            game.version
        ),
        Lang::Ja => format!(
            "{save} を読みました：「{}」（`{}` バージョン {}）、{players}人、{}のルーム",
            game.title.get(room_lang),
            game.id,
            game.version,
            match room_lang {
                Lang::Ja => "日本語",
                Lang::En => "英語",
            }
        ),
    }
}

/// Where the folder went, and the command that builds it.
fn written(dir: &Path, copy: bool, built_in: bool, build: &str, lang: Lang) -> String {
    let dir = dir.display();
    let (copied_en, copied_ja) = if built_in {
        (
            " (a copy of the built-in game)",
            "（組み込みのゲームのコピー）",
        )
    } else {
        ("", "")
    };
    match (copy, lang) {
        (true, Lang::En) => format!("wrote {dir}{copied_en}\nnext: {build}"),
        (true, Lang::Ja) => format!("{dir} に書きました{copied_ja}\n次に：`{build}`"),
        (false, Lang::En) => format!("changed {dir} in place\nnext: {build}"),
        (false, Lang::Ja) => format!("{dir} を書き換えました\n次に：`{build}`"),
    }
}

/// The layout replaced, kept for rooms built before (`versions/N/layout.toml`), when places
/// moved and the folder keeps no version N yet.
fn kept_layout(game: &Game, back: &ReadBack) -> Result<Option<(String, String)>, Error> {
    let Some((from, to, _)) = back.edits.version else {
        return Ok(None);
    };
    let dir = game.dir.join(format!("versions/{from}"));
    if !game.origin.files_below(&dir).is_empty() {
        return Ok(None);
    }
    let path = game.dir.join("layout.toml");
    let text = read_bounded(&game.origin, &path).map_err(|problem| Error::CannotRead {
        file: path,
        problem,
    })?;
    let header = format!(
        "# Kept: version {from}'s layout, for rooms built by version {from}: version {to} moved\n\
         # places (`udonforge layout`). A room carries its own layout; this one reads a room\n\
         # that lost it.\n"
    );
    Ok(Some((
        format!("versions/{from}/layout.toml"),
        format!("{header}{text}"),
    )))
}

/// The game's folder as it is to be: the edited files as texts, every other file copied
/// (a built-in game's files are all texts, read from the binary).
fn folder(game: &Game, back: &ReadBack) -> Result<(GameFiles, Vec<(String, PathBuf)>), Error> {
    let edits = &back.edits;
    let mut texts = GameFiles::new();
    texts.insert("layout.toml".into(), edits.layout.clone());
    texts.insert("game.toml".into(), edits.game.clone());
    if let Some(notes) = &edits.notes {
        texts.insert("notes.toml".into(), notes.clone());
    }
    let mut copies = Vec::new();
    for (rel, path) in game.origin.files_below(&game.dir) {
        if texts.contains_key(&rel) {
            continue;
        }
        if game.dir.starts_with(BUILTIN) {
            let text = read_bounded(&game.origin, &path).map_err(|problem| Error::CannotRead {
                file: path.clone(),
                problem,
            })?;
            texts.insert(rel, text);
        } else {
            copies.push((rel, path));
        }
    }
    Ok((texts, copies))
}
