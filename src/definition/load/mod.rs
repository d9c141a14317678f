//! Reading a definition folder and checking it into a `Game`: one file per definition
//! file's part, all reporting through one `Checker`.

mod areas;
mod card_kind;
mod checker;
mod components;
mod counters;
mod deck_csv;
mod defaults;
mod game;
mod gauges;
mod notes;
mod palette;
mod place;
mod print;
mod referee;
mod sets;
mod stacking;
pub mod svg_images;
mod target;
mod terms;
mod track;

use super::diagnostic::{Diagnostic, Diagnostics};
use super::model::*;
use super::raw::*;
use crate::definition::text::Lang;
use crate::error::{Message, Worded};
use crate::files::Files;
use checker::{Checker, Source};
pub(crate) use checker::{char_name, game_id_problem, read_bounded, valid_id};
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use std::path::Path;

fn parse<T: DeserializeOwned>(source: &Source, checker: &mut Checker) -> Option<T> {
    match toml::from_str::<T>(&source.text) {
        Ok(v) => Some(v),
        Err(e) => {
            // toml's message repeats the location in a multi-line form; keep its first line.
            // Its words are the TOML reader's, in English: in Japanese they follow ours.
            let message = e
                .message()
                .lines()
                .next()
                .unwrap_or("invalid TOML")
                .to_string();
            let ja = format!("TOML として読めません（{message}）");
            checker.report(source, e.span(), Message::new(message, ja));
            None
        }
    }
}

/// Reads and checks the definition in `dir` (a folder holding `game.toml`, `components.toml`,
/// `layout.toml` and `notes.toml`). Every problem found is returned, not only the first.
pub fn load(dir: &Path) -> Result<Game, Diagnostics> {
    load_in(&Files::Disk, dir)
}

/// The game defined in `dir` of `origin` (the disk, or the page's folder in memory).
pub fn load_in(origin: &Files, dir: &Path) -> Result<Game, Diagnostics> {
    load_from(origin, dir, &dir.join("layout.toml"), false)
}

/// The layout a game had in an older version (`versions/N/layout.toml`), checked against the
/// game's current components and seats.
pub fn load_layout(origin: &Files, dir: &Path, layout: &Path) -> Result<Layout, Diagnostics> {
    load_from(origin, dir, layout, true).map(|g| g.layout)
}

/// An older version of a game kept whole (`versions/N/`, its faces as they were drawn then):
/// named by its folder's number, not its id, and its referee roles may name places its
/// layout lacks.
pub fn load_kept_version(origin: &Files, dir: &Path) -> Result<Game, Diagnostics> {
    load_from(origin, dir, &dir.join("layout.toml"), true)
}

/// `older`: `layout` is an older version's, which may lack places the referee's roles name.
fn load_from(origin: &Files, dir: &Path, layout: &Path, older: bool) -> Result<Game, Diagnostics> {
    let mut checker = Checker {
        problems: Vec::new(),
        required: Vec::new(),
        glossary: BTreeMap::new(),
        warnings: Vec::new(),
        origin: origin.clone(),
    };
    // The glossary comes first: every other file's texts may use its terms.
    let glossary_src = glossary_source(origin, dir)?;
    let raw_glossary: Option<RawGlossary> = match &glossary_src {
        Some(source) => parse(source, &mut checker),
        None => Some(RawGlossary::default()),
    };
    if let Some(raw) = &raw_glossary {
        checker.glossary = terms::bounded(
            raw.terms
                .iter()
                .map(|(id, text)| (id.clone(), text.get_ref().clone())),
        );
    }
    let [game_src, comp_src, layout_src, notes_src] = definition_sources(origin, dir, layout)?;
    let raw_game: Option<RawGame> = parse(&game_src, &mut checker);
    let raw_comp: Option<RawComponents> = parse(&comp_src, &mut checker);
    let raw_layout: Option<RawLayout> = parse(&layout_src, &mut checker);
    let raw_notes: Option<RawNotes> = parse(&notes_src, &mut checker);
    let (Some(raw_game), Some(raw_comp), Some(raw_layout), Some(raw_notes)) =
        (raw_game, raw_comp, raw_layout, raw_notes)
    else {
        return Err(Diagnostics(checker.problems));
    };
    let mut raw_game = raw_game;
    let raw_referee = raw_game.referee.take();
    let raw_print = raw_game.print.take();
    let mut files = BTreeMap::new();
    let mut game = check(
        (dir, older),
        &mut checker,
        &mut files,
        (&game_src, raw_game),
        (&comp_src, raw_comp),
        (&layout_src, raw_layout),
        (&notes_src, raw_notes),
    );
    game.referee = referee::check(&mut checker, &game_src, raw_referee.as_ref(), &game, older);
    game.referee.resolved = super::roles::resolve(&game);
    game.print = print::check(&mut checker, &game_src, raw_print.as_ref(), &game);
    if let (Some(source), Some(raw)) = (&glossary_src, &raw_glossary) {
        // Checked once the game's languages are known: each term in every one of them.
        glossary_terms(&mut checker, source, raw);
    }
    checker.problems.extend(super::limits::check(&game));
    game.warnings = std::mem::take(&mut checker.warnings);
    if checker.problems.is_empty() {
        Ok(game)
    } else {
        Err(Diagnostics(checker.problems))
    }
}

/// The definition's four files read (`notes.toml` may be missing): refused at the first
/// that cannot be read.
fn definition_sources(
    origin: &Files,
    dir: &Path,
    layout: &Path,
) -> Result<[Source; 4], Diagnostics> {
    let mut sources = Vec::new();
    for name in ["game.toml", "components.toml", "layout.toml", "notes.toml"] {
        let path = if name == "layout.toml" {
            layout.to_path_buf()
        } else {
            dir.join(name)
        };
        match read_bounded(origin, &path) {
            Ok(text) => sources.push(Source { path, text }),
            // Rule summaries are optional: a game without notes.toml has none.
            Err(_) if name == "notes.toml" && absent(origin, &path) => sources.push(Source {
                path,
                text: String::new(),
            }),
            Err(e) => {
                return Err(Diagnostics(vec![Diagnostic {
                    file: path,
                    position: None,
                    message: Message::new(
                        format!("cannot read the definition: {e}"),
                        format!("定義を読めません: {}", e.words(Lang::Ja)),
                    ),
                    hint: Some(Message::new(
                        "a game folder holds game.toml, components.toml and layout.toml (and notes.toml for rule notes)",
                        "ゲームのフォルダーには game.toml、components.toml、layout.toml（ルールのメモには notes.toml）を入れます",
                    )),
                }]));
            }
        }
    }
    Ok(<[Source; 4]>::try_from(sources).ok().expect("four files"))
}

/// Each term of the glossary: a valid id, and a word or a short phrase in every language.
fn glossary_terms(c: &mut Checker, source: &Source, raw: &RawGlossary) {
    for (id, text) in &raw.terms {
        if !valid_id(id) {
            c.error(
                source,
                text.span(),
                Message::new(
                    format!("`{id}` is not a valid term id"),
                    format!("`{id}` は用語の ID に使えません"),
                ),
            );
        }
        let (what, which) = (format!("term `{id}`"), format!("用語 `{id}`"));
        let problem = text
            .get_ref()
            .iter()
            .find_map(|(lang, t)| Some((lang, terms::term_problem(t)?)));
        match problem {
            Some((lang, problem)) => c.error_hint(
                source,
                text.span(),
                problem.map(|in_lang, words| match in_lang {
                    Lang::En => format!("{what}: the `{lang}` text {words}"),
                    Lang::Ja => format!("{which}: `{lang}` の文章{words}"),
                }),
                Message::new(
                    "a term is a word or a short phrase; write longer text where it is used",
                    "用語は一語か短い句です。長い文章は使う場所に書いてください",
                ),
            ),
            // A term holds no other: checked as every text, with nothing to write in.
            None => {
                c.text(source, text, (&what, &which));
            }
        }
    }
}

/// The game's `glossary.toml`, where it has one.
fn glossary_source(origin: &Files, dir: &Path) -> Result<Option<Source>, Diagnostics> {
    let path = dir.join("glossary.toml");
    if absent(origin, &path) {
        return Ok(None);
    }
    match read_bounded(origin, &path) {
        Ok(text) => Ok(Some(Source { path, text })),
        Err(e) => Err(Diagnostics(vec![Diagnostic {
            file: path,
            position: None,
            message: Message::new(
                format!("cannot read the glossary: {e}"),
                format!("用語集を読めません: {}", e.words(Lang::Ja)),
            ),
            hint: None,
        }])),
    }
}

/// Whether nothing at all lies at `path`: an optional file (`glossary.toml`, `notes.toml`)
/// that is a folder, a FIFO, a device or a broken link is there and wrong, and is named.
fn absent(origin: &Files, path: &Path) -> bool {
    !origin.is_file(path) && !origin.exists(path)
}

/// `older`: the folder is an older version kept in `versions/N/`.
fn check(
    (dir, older): (&Path, bool),
    c: &mut Checker,
    files: &mut BTreeMap<String, String>,
    (gs, g): (&Source, RawGame),
    (cs, comp): (&Source, RawComponents),
    (ls, layout): (&Source, RawLayout),
    (ns, notes): (&Source, RawNotes),
) -> Game {
    let meta = game::check(dir, older, c, files, gs, &g);
    let comps = components::check(dir, c, files, cs, &comp);
    let mut areas = areas::check(
        c,
        ls,
        &layout,
        &meta.table,
        (&meta.seats, &meta.players),
        &comps.card_kinds,
    );
    areas.track = track::check(
        c,
        ls,
        layout.track.as_ref(),
        &meta.table,
        &meta.seats,
        &areas.seat_areas,
        &areas.areas,
    );
    areas.gauges = gauges::check(c, ls, &layout.gauges, &areas.seat_zones, &meta.seats);
    let seat_ids: Vec<String> = meta.seats.iter().map(|s| s.id.clone()).collect();
    let notes = notes::check(c, ns, &notes);
    let note_ids: Vec<String> = notes.iter().map(|n| n.id.clone()).collect();
    let placements = place::check(c, ls, &layout, &comps, &areas, &seat_ids, &note_ids);
    let template_images = svg_images::check(c, dir, files);
    let title = c.text(gs, &g.title, ("the title", "題名"));
    // The subtitle and credits are checked like every text, though no room shows them.
    if let Some(subtitle) = &g.subtitle {
        c.text(gs, subtitle, ("the subtitle", "副題"));
    }
    c.text(gs, &g.credits, ("the credits", "クレジット"));
    Game {
        dir: dir.to_path_buf(),
        id: meta.id,
        version: *g.version.get_ref(),
        title,
        languages: meta.languages,
        output: g.output.get_ref().clone(),
        players: meta.players,
        table: meta.table,
        seats: meta.seats,
        chat: meta.chat,
        icons: comps.icons,
        card_kinds: comps.card_kinds,
        pieces: comps.pieces,
        dice: comps.dice,
        layout: Layout {
            seat_areas: areas.seat_areas,
            seat_zones: areas.seat_zones,
            areas: areas.areas,
            placements,
            track: areas.track,
            gauges: areas.gauges,
            seat_moves: areas.seat_moves,
            leave_out_unplayed: areas.leave_out_unplayed,
        },
        notes,
        glossary: c
            .glossary
            .iter()
            .map(|(id, terms)| (id.clone(), terms.clone()))
            .collect(),
        files: std::mem::take(files),
        origin: c.origin.clone(),
        template_images,
        // Checked once the game is whole: see `load_from`.
        referee: Default::default(),
        print: Default::default(),
        warnings: Vec::new(),
    }
}
