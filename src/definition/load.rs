//! Reading a definition folder and checking it into a `Game`.

use super::diagnostic::{Diagnostic, Diagnostics};
use super::model::*;
use super::raw::*;
use super::text::{Lang, Text};
use serde::de::DeserializeOwned;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use toml::Spanned;

/// Definition files are small; anything larger is a mistake, not a game.
const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// One definition file: its path, text, and the problems found in it.
struct Source {
    path: PathBuf,
    text: String,
}

struct Checker {
    problems: Vec<Diagnostic>,
    /// Languages every text must have, besides Japanese (the game's `languages`).
    required: Vec<Lang>,
}

impl Checker {
    fn report(
        &mut self,
        source: &Source,
        span: Option<Range<usize>>,
        message: String,
    ) -> &mut Diagnostic {
        self.problems
            .push(Diagnostic::at(&source.path, &source.text, span, message));
        self.problems.last_mut().expect("just pushed")
    }

    fn error(&mut self, source: &Source, span: Range<usize>, message: String) {
        self.report(source, Some(span), message);
    }

    fn error_hint(&mut self, source: &Source, span: Range<usize>, message: String, hint: String) {
        let d = self.report(source, Some(span), message);
        d.hint = Some(hint);
    }

    fn text(&mut self, source: &Source, raw: &RawText, what: &str) -> Text {
        if !raw.get_ref().contains_key("ja") {
            self.error_hint(
                source,
                raw.span(),
                format!("{what} has no Japanese text"),
                "add `ja = \"…\"`: rooms are written in Japanese first".into(),
            );
        }
        for lang in self.required.clone() {
            if lang != Lang::Ja && !raw.get_ref().contains_key(lang.code()) {
                self.error_hint(
                    source,
                    raw.span(),
                    format!("{what} has no `{}` text", lang.code()),
                    format!(
                        "the game lists `{}` in `languages`, so every text needs it",
                        lang.code()
                    ),
                );
            }
        }
        for lang in raw.get_ref().keys() {
            if Lang::parse(lang).is_none() {
                self.error(
                    source,
                    raw.span(),
                    format!("{what} has text in `{lang}`, expected `ja` or `en`"),
                );
            }
        }
        Text(raw.get_ref().clone())
    }

    fn colour(&mut self, source: &Source, raw: &Spanned<String>) -> String {
        let c = raw.get_ref();
        let ok =
            c.len() == 7 && c.starts_with('#') && c[1..].chars().all(|ch| ch.is_ascii_hexdigit());
        if !ok {
            self.error(
                source,
                raw.span(),
                format!("expected a colour like `#c0392b`, found `{c}`"),
            );
        }
        c.to_ascii_lowercase()
    }

    fn id(
        &mut self,
        source: &Source,
        raw: &Spanned<String>,
        seen: &mut BTreeSet<String>,
        what: &str,
    ) -> String {
        let id = raw.get_ref();
        let valid = !id.is_empty()
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !valid {
            self.error_hint(
                source,
                raw.span(),
                format!("{what} id `{id}` is not valid"),
                "ids use lower-case letters, digits and `-`".into(),
            );
        } else if !seen.insert(id.clone()) {
            self.error(
                source,
                raw.span(),
                format!("{what} id `{id}` is used twice"),
            );
        }
        id.clone()
    }

    fn file(
        &mut self,
        source: &Source,
        dir: &Path,
        raw: &Spanned<String>,
        files: &mut BTreeMap<String, String>,
    ) -> String {
        let rel = raw.get_ref().clone();
        if files.contains_key(&rel) {
            return rel;
        }
        if rel.contains("..") || Path::new(&rel).is_absolute() {
            self.error(
                source,
                raw.span(),
                format!("`{rel}` must be a path inside the game's folder"),
            );
            return rel;
        }
        match read_bounded(&dir.join(&rel)) {
            Ok(text) => {
                files.insert(rel.clone(), text);
            }
            Err(e) => self.error_hint(
                source,
                raw.span(),
                format!("cannot read `{rel}`: {e}"),
                format!("the path is relative to {}", dir.display()),
            ),
        }
        rel
    }

    fn positive(&mut self, source: &Source, raw: &Spanned<u32>, what: &str) -> u32 {
        if *raw.get_ref() == 0 {
            self.error(
                source,
                raw.span(),
                format!("{what} must be at least 1, found 0"),
            );
        }
        *raw.get_ref()
    }

    /// The two ends of a two-ended card.
    fn ends(&mut self, source: &Source, raw: &Spanned<Vec<RawEnd>>, icons: &[Icon]) -> Vec<End> {
        if raw.get_ref().len() != 2 {
            self.error(
                source,
                raw.span(),
                format!("a two-ended card has 2 ends, found {}", raw.get_ref().len()),
            );
        }
        raw.get_ref()
            .iter()
            .map(|RawEnd(icon, points)| {
                if !icons.iter().any(|i| &i.id == icon.get_ref()) {
                    let known: Vec<&str> = icons.iter().map(|i| i.id.as_str()).collect();
                    self.error_hint(
                        source,
                        icon.span(),
                        format!("unknown icon `{}`", icon.get_ref()),
                        format!("an end names an icon: {}", known.join(", ")),
                    );
                }
                End {
                    icon: icon.get_ref().clone(),
                    points: *points,
                }
            })
            .collect()
    }

    /// Height over width of a face template, read from its root `<svg>`.
    fn svg_aspect(&mut self, source: &Source, raw: &Spanned<String>, svg: &str) -> f64 {
        match svg_size(svg) {
            Some((w, h)) if w > 0.0 && h > 0.0 => h / w,
            _ => {
                self.error_hint(
                    source,
                    raw.span(),
                    format!("`{}` has no numeric width and height", raw.get_ref()),
                    "give the root element e.g. `width=\"300\" height=\"420\"`".into(),
                );
                1.4
            }
        }
    }

    fn rect(&mut self, source: &Source, at: &Spanned<[f64; 2]>, size: &Spanned<[f64; 2]>) -> Rect {
        let [x, y] = *at.get_ref();
        let [width, height] = *size.get_ref();
        if !(x.is_finite() && y.is_finite() && x >= 0.0 && y >= 0.0) {
            self.error(
                source,
                at.span(),
                format!("expected a position of cells ≥ 0, found [{x}, {y}]"),
            );
        }
        if !(width.is_finite() && height.is_finite() && width > 0.0 && height > 0.0) {
            self.error(
                source,
                size.span(),
                format!("expected a size above 0, found [{width}, {height}]"),
            );
        }
        Rect {
            x,
            y,
            width,
            height,
        }
    }
}

/// The `width` and `height` attributes of an SVG's root element.
fn svg_size(svg: &str) -> Option<(f64, f64)> {
    let start = svg.find("<svg")?;
    let tag = &svg[start..start + svg[start..].find('>')?];
    let attr = |name: &str| -> Option<f64> {
        let key = format!(" {name}=\"");
        let from = tag.find(&key)? + key.len();
        tag[from..].split('"').next()?.trim().parse().ok()
    };
    Some((attr("width")?, attr("height")?))
}

/// A two-ended card's name from its ends, e.g. 「赤1／緑3」.
fn ends_name(ends: &[End], icons: &[Icon]) -> Text {
    let mut text = BTreeMap::new();
    for lang in [Lang::Ja, Lang::En] {
        let parts: Vec<String> = ends
            .iter()
            .map(|e| {
                let label = icons
                    .iter()
                    .find(|i| i.id == e.icon)
                    .map_or(e.icon.as_str(), |i| i.label.get(lang));
                match lang {
                    Lang::Ja => format!("{label}{}", e.points),
                    Lang::En => format!("{label} {}", e.points),
                }
            })
            .collect();
        let sep = if lang == Lang::Ja { "／" } else { " / " };
        text.insert(lang.code().to_string(), parts.join(sep));
    }
    Text(text)
}

fn read_bounded(path: &Path) -> Result<String, String> {
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(format!(
            "the file is over {} MiB",
            MAX_FILE_BYTES / 1024 / 1024
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    String::from_utf8(bytes).map_err(|_| "the file is not UTF-8".to_string())
}

fn parse<T: DeserializeOwned>(source: &Source, checker: &mut Checker) -> Option<T> {
    match toml::from_str::<T>(&source.text) {
        Ok(v) => Some(v),
        Err(e) => {
            // toml's message repeats the location in a multi-line form; keep its first line.
            let message = e
                .message()
                .lines()
                .next()
                .unwrap_or("invalid TOML")
                .to_string();
            checker.report(source, e.span(), message);
            None
        }
    }
}

/// Reads and checks the definition in `dir` (a folder holding `game.toml`, `components.toml`,
/// `layout.toml` and `notes.toml`). Every problem found is returned, not only the first.
pub fn load(dir: &Path) -> Result<Game, Diagnostics> {
    let mut checker = Checker {
        problems: Vec::new(),
        required: Vec::new(),
    };
    let mut sources = Vec::new();
    for name in ["game.toml", "components.toml", "layout.toml", "notes.toml"] {
        let path = dir.join(name);
        match read_bounded(&path) {
            Ok(text) => sources.push(Source { path, text }),
            Err(e) => {
                return Err(Diagnostics(vec![
                    Diagnostic {
                        file: path,
                        position: None,
                        message: format!("cannot read the definition: {e}"),
                        hint: Some("a game folder holds game.toml, components.toml, layout.toml and notes.toml".into()),
                    },
                ]));
            }
        }
    }
    let [game_src, comp_src, layout_src, notes_src] =
        <[Source; 4]>::try_from(sources).ok().expect("four files");
    let raw_game: Option<RawGame> = parse(&game_src, &mut checker);
    let raw_comp: Option<RawComponents> = parse(&comp_src, &mut checker);
    let raw_layout: Option<RawLayout> = parse(&layout_src, &mut checker);
    let raw_notes: Option<RawNotes> = parse(&notes_src, &mut checker);
    let (Some(raw_game), Some(raw_comp), Some(raw_layout), Some(raw_notes)) =
        (raw_game, raw_comp, raw_layout, raw_notes)
    else {
        return Err(Diagnostics(checker.problems));
    };
    let mut files = BTreeMap::new();
    let game = check(
        dir,
        &mut checker,
        &mut files,
        (&game_src, raw_game),
        (&comp_src, raw_comp),
        (&layout_src, raw_layout),
        (&notes_src, raw_notes),
    );
    if checker.problems.is_empty() {
        Ok(game)
    } else {
        Err(Diagnostics(checker.problems))
    }
}

fn check(
    dir: &Path,
    c: &mut Checker,
    files: &mut BTreeMap<String, String>,
    (gs, g): (&Source, RawGame),
    (cs, comp): (&Source, RawComponents),
    (ls, layout): (&Source, RawLayout),
    (ns, notes): (&Source, RawNotes),
) -> Game {
    let mut ids = BTreeSet::new();
    let id = c.id(gs, &g.id, &mut ids, "game");
    let expected = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if !expected.is_empty() && id != expected {
        c.error_hint(
            gs,
            g.id.span(),
            format!("game id `{id}` differs from its folder `{expected}`"),
            "name the folder after the game id".into(),
        );
    }
    let mut languages = Vec::new();
    for code in g.languages.get_ref() {
        match Lang::parse(code) {
            Some(l) => languages.push(l),
            None => c.error(
                gs,
                g.languages.span(),
                format!("expected `ja` or `en`, found `{code}`"),
            ),
        }
    }
    if !languages.contains(&Lang::Ja) {
        c.error(
            gs,
            g.languages.span(),
            "`languages` must include `ja`".into(),
        );
    }
    c.required = languages.clone();
    // Seats.
    let mut seat_ids = BTreeSet::new();
    let seats: Vec<Seat> = g
        .seats
        .get_ref()
        .iter()
        .map(|s| Seat {
            id: c.id(gs, &s.id, &mut seat_ids, "seat"),
            name: c.text(gs, &s.name, "a seat name"),
            short: c.text(gs, &s.short, "a seat's short name"),
            mark: c.text(gs, &s.mark, "a seat mark"),
            colour: c.colour(gs, &s.colour),
        })
        .collect();
    if seats.is_empty() {
        c.error(gs, g.seats.span(), "a game needs at least one seat".into());
    }
    // Players.
    let (min, max, default) = (
        *g.players.min.get_ref(),
        *g.players.max.get_ref(),
        *g.players.default.get_ref(),
    );
    if min == 0 || min > max {
        c.error(
            gs,
            g.players.min.span(),
            format!("`min` must be between 1 and `max` ({max}), found {min}"),
        );
    }
    if max as usize > seats.len() {
        c.error_hint(
            gs,
            g.players.max.span(),
            format!("`max` is {max} but the game has {} seats", seats.len()),
            "add a `[[seats]]` entry per player".into(),
        );
    }
    if default < min || default > max {
        c.error(
            gs,
            g.players.default.span(),
            format!("`default` must be between {min} and {max}, found {default}"),
        );
    }
    let unplayed = match g.players.unplayed_seats.get_ref().as_str() {
        "virtual" => UnplayedSeats::Virtual,
        "empty" => UnplayedSeats::Empty,
        other => {
            c.error(
                gs,
                g.players.unplayed_seats.span(),
                format!("expected `virtual` or `empty`, found `{other}`"),
            );
            UnplayedSeats::Virtual
        }
    };
    if !g.output.get_ref().ends_with(".zip") {
        c.error(
            gs,
            g.output.span(),
            format!(
                "the output name must end in `.zip`, found `{}`",
                g.output.get_ref()
            ),
        );
    }
    let table = Table {
        name: c.text(gs, &g.table.name, "the table name"),
        width: c.positive(gs, &g.table.width, "the table width"),
        height: c.positive(gs, &g.table.height, "the table height"),
        background: c.colour(gs, &g.table.background),
        template: c.file(gs, dir, &g.table.template, files),
    };
    let chat = Chat {
        tab: c.text(gs, &g.chat.tab, "the chat tab"),
        welcome: c.text(gs, &g.chat.welcome, "the welcome message"),
    };

    // Components.
    let mut icon_ids = BTreeSet::new();
    let icons: Vec<Icon> = comp
        .icons
        .iter()
        .map(|icon| {
            let file = c.file(cs, dir, &icon.file, files);
            Icon {
                id: c.id(cs, &icon.id, &mut icon_ids, "icon"),
                label: c.text(cs, &icon.label, "an icon label"),
                file,
                colour: icon.colour.as_ref().map(|col| c.colour(cs, col)),
            }
        })
        .collect();
    let mut kind_ids = BTreeSet::new();
    let mut card_kinds = Vec::new();
    for kind in &comp.cards {
        let kid = c.id(cs, &kind.id, &mut kind_ids, "card kind");
        let mut item_ids = BTreeSet::new();
        let mut items = Vec::new();
        for item in kind.items.get_ref() {
            let mut values = BTreeMap::new();
            for (key, value) in &item.values {
                if !icon_ids.contains(key.get_ref()) {
                    c.error_hint(
                        cs,
                        key.span(),
                        format!("unknown value `{}`", key.get_ref()),
                        format!(
                            "values are keyed by icon: {}",
                            icon_ids.iter().cloned().collect::<Vec<_>>().join(", ")
                        ),
                    );
                }
                values.insert(key.get_ref().clone(), *value);
            }
            if let Some(icon) = &item.icon
                && !icon_ids.contains(icon.get_ref())
            {
                c.error(
                    cs,
                    icon.span(),
                    format!("unknown icon `{}`", icon.get_ref()),
                );
            }
            let ends = item
                .ends
                .as_ref()
                .map(|e| c.ends(cs, e, &icons))
                .unwrap_or_default();
            let name = match &item.name {
                Some(n) => c.text(cs, n, "a card name"),
                None if !ends.is_empty() => ends_name(&ends, &icons),
                None => {
                    c.error_hint(
                        cs,
                        item.id.span(),
                        format!("card `{}` has no name", item.id.get_ref()),
                        "add `name = { ja = \"…\" }` (only two-ended cards may leave it out)"
                            .into(),
                    );
                    Text::default()
                }
            };
            items.push(CardItem {
                id: c.id(cs, &item.id, &mut item_ids, "card"),
                name,
                copies: item
                    .copies
                    .as_ref()
                    .map_or(1, |n| c.positive(cs, n, "`copies`")),
                values,
                icon: item.icon.as_ref().map(|i| i.get_ref().clone()),
                flavour: item
                    .flavour
                    .as_ref()
                    .map(|t| c.text(cs, t, "a flavour text")),
                effect: item
                    .effect
                    .as_ref()
                    .map(|t| c.text(cs, t, "an effect text")),
                ends,
            });
        }
        if items.is_empty() {
            c.error(
                cs,
                kind.items.span(),
                format!("card kind `{kid}` has no items"),
            );
        }
        let face = c.file(cs, dir, &kind.face, files);
        let back = c.file(cs, dir, &kind.back, files);
        let aspect = files
            .get(&face)
            .map_or(1.4, |svg| c.svg_aspect(cs, &kind.face, svg));
        card_kinds.push(CardKind {
            id: kid,
            name: c.text(cs, &kind.name, "a card kind name"),
            size: c.positive(cs, &kind.size, "a card size"),
            per_seat: kind.per_seat,
            face,
            back,
            colour: c.colour(cs, &kind.colour),
            aspect,
            items,
        });
    }
    let mut piece_ids = BTreeSet::new();
    let pieces: Vec<PieceDef> = comp
        .pieces
        .iter()
        .map(|p| PieceDef {
            id: c.id(cs, &p.id, &mut piece_ids, "piece"),
            name: c.text(cs, &p.name, "a piece name"),
            virtual_name: p
                .virtual_name
                .as_ref()
                .map(|t| c.text(cs, t, "a virtual name")),
            per_seat: p.per_seat,
            size: c.positive(cs, &p.size, "a piece size"),
            image: c.file(cs, dir, &p.image, files),
        })
        .collect();
    let mut die_ids = BTreeSet::new();
    let dice: Vec<DieDef> = comp
        .dice
        .iter()
        .map(|d| DieDef {
            id: c.id(cs, &d.id, &mut die_ids, "die"),
            name: c.text(cs, &d.name, "a die name"),
            size: c.positive(cs, &d.size, "a die size"),
            faces: match d.faces.get_ref().as_str() {
                "seats" => DieFaces::Seats,
                other => {
                    c.error(
                        cs,
                        d.faces.span(),
                        format!("expected `seats`, found `{other}`"),
                    );
                    DieFaces::Seats
                }
            },
            image: c.file(cs, dir, &d.image, files),
        })
        .collect();

    // Layout.
    let table_rect = Rect {
        x: 0.0,
        y: 0.0,
        width: table.width as f64,
        height: table.height as f64,
    };
    let mut seat_areas: Vec<Option<Rect>> = vec![None; seats.len()];
    for at in &layout.seat_area.at {
        let size = Spanned::new(
            at.at.span(),
            [layout.seat_area.width, layout.seat_area.height],
        );
        let rect = c.rect(ls, &at.at, &size);
        match seats.iter().position(|s| &s.id == at.seat.get_ref()) {
            Some(i) if seat_areas[i].is_some() => c.error(
                ls,
                at.seat.span(),
                format!("seat `{}` is placed twice", at.seat.get_ref()),
            ),
            Some(i) => seat_areas[i] = Some(rect),
            None => c.error(
                ls,
                at.seat.span(),
                format!("unknown seat `{}`", at.seat.get_ref()),
            ),
        }
        if !rect.fits_in(&table_rect) {
            c.error(
                ls,
                at.at.span(),
                format!(
                    "seat `{}` lies outside the {}×{} table",
                    at.seat.get_ref(),
                    table.width,
                    table.height
                ),
            );
        }
    }
    let mut missing_seat = false;
    for (seat, area) in seats.iter().zip(&seat_areas) {
        if area.is_none() && !missing_seat {
            missing_seat = true;
            c.report(ls, None, format!("seat `{}` has no area", seat.id))
                .hint = Some("add a `[[seat_area.at]]` entry for it".into());
        }
    }
    let seat_rect = Rect {
        x: 0.0,
        y: 0.0,
        width: layout.seat_area.width,
        height: layout.seat_area.height,
    };
    let mut zone_ids = BTreeSet::new();
    let seat_zones: Vec<Zone> = layout
        .seat_zones
        .iter()
        .map(|z| {
            let rect = c.rect(ls, &z.at, &z.size);
            if !rect.fits_in(&seat_rect) {
                c.error(
                    ls,
                    z.at.span(),
                    format!(
                        "seat zone `{}` does not fit in the seat area",
                        z.id.get_ref()
                    ),
                );
            }
            Zone {
                id: c.id(ls, &z.id, &mut zone_ids, "zone"),
                name: c.text(ls, &z.name, "a zone name"),
                rect,
                slots: z.slots.as_ref().map_or(0, |n| c.positive(ls, n, "`slots`")),
            }
        })
        .collect();
    let areas: Vec<Zone> = layout
        .areas
        .iter()
        .map(|z| {
            let rect = c.rect(ls, &z.at, &z.size);
            if !rect.fits_in(&table_rect) {
                c.error(
                    ls,
                    z.at.span(),
                    format!(
                        "area `{}` lies outside the {}×{} table",
                        z.id.get_ref(),
                        table.width,
                        table.height
                    ),
                );
            }
            Zone {
                id: c.id(ls, &z.id, &mut zone_ids, "area"),
                name: c.text(ls, &z.name, "an area name"),
                rect,
                slots: z.slots.as_ref().map_or(0, |n| c.positive(ls, n, "`slots`")),
            }
        })
        .collect();
    let mut placements = Vec::new();
    let mut placed = BTreeSet::new();
    for p in &layout.place {
        let chosen: Vec<(&Spanned<String>, &str)> = [
            (p.cards.as_ref(), "cards"),
            (p.piece.as_ref(), "piece"),
            (p.dice.as_ref(), "dice"),
            (p.notes.as_ref(), "notes"),
        ]
        .into_iter()
        .filter_map(|(v, k)| v.map(|v| (v, k)))
        .collect();
        let [(name, key)] = chosen.as_slice() else {
            let span = chosen.first().map(|(v, _)| v.span());
            c.report(
                ls,
                span,
                "a `[[place]]` names exactly one of `cards`, `piece`, `dice` or `notes`".into(),
            );
            continue;
        };
        let what = match *key {
            "cards" => card_kinds
                .iter()
                .position(|k| &k.id == name.get_ref())
                .map(What::Cards),
            "piece" => pieces
                .iter()
                .position(|k| &k.id == name.get_ref())
                .map(What::Piece),
            "dice" => dice
                .iter()
                .position(|k| &k.id == name.get_ref())
                .map(What::Dice),
            _ => (name.get_ref() == "all").then_some(What::Notes),
        };
        let Some(what) = what else {
            c.error(
                ls,
                name.span(),
                format!("unknown {key} `{}`", name.get_ref()),
            );
            continue;
        };
        if !placed.insert(format!("{what:?}")) {
            c.error(
                ls,
                name.span(),
                format!("{key} `{}` is placed twice", name.get_ref()),
            );
        }
        let at = match (&p.area, &p.zone) {
            (Some(a), None) => areas
                .iter()
                .position(|z| &z.id == a.get_ref())
                .map(Where::Area)
                .ok_or((a, "area")),
            (None, Some(z)) => seat_zones
                .iter()
                .position(|s| &s.id == z.get_ref())
                .map(Where::SeatZone)
                .ok_or((z, "seat zone")),
            _ => {
                c.error(
                    ls,
                    name.span(),
                    "a `[[place]]` needs exactly one of `area` or `zone`".into(),
                );
                continue;
            }
        };
        let at = match at {
            Ok(at) => at,
            Err((raw, what)) => {
                let known: Vec<&str> = if what == "area" {
                    areas.iter().map(|a| a.id.as_str()).collect()
                } else {
                    seat_zones.iter().map(|a| a.id.as_str()).collect()
                };
                c.error_hint(
                    ls,
                    raw.span(),
                    format!("unknown {what} `{}`", raw.get_ref()),
                    format!("known: {}", known.join(", ")),
                );
                continue;
            }
        };
        let per_seat = match what {
            What::Cards(i) => card_kinds[i].per_seat,
            What::Piece(i) => pieces[i].per_seat,
            _ => false,
        };
        if per_seat != matches!(at, Where::SeatZone(_)) {
            let expected = if per_seat {
                "a seat `zone`"
            } else {
                "a shared `area`"
            };
            c.error(
                ls,
                name.span(),
                format!("{key} `{}` must be placed in {expected}", name.get_ref()),
            );
        }
        let face = match p.face.as_ref().map(|f| f.get_ref().as_str()) {
            None | Some("up") => StartFace::Up,
            Some("down") => StartFace::Down,
            Some(other) => {
                c.error(
                    ls,
                    p.face.as_ref().map(|f| f.span()).unwrap_or(name.span()),
                    format!("expected `up` or `down`, found `{other}`"),
                );
                StartFace::Up
            }
        };
        let arrange = match p.arrange.as_ref().map(|a| a.get_ref().as_str()) {
            None | Some("row") => Arrange::Row,
            Some("ring") => Arrange::Ring,
            Some("centre") => Arrange::Centre,
            Some("sets") => {
                let rest = p.rest.as_ref().and_then(|r| {
                    let found = areas.iter().position(|a| &a.id == r.get_ref());
                    if found.is_none() {
                        c.error(ls, r.span(), format!("unknown area `{}`", r.get_ref()));
                    }
                    found
                });
                match (&p.set_size, rest) {
                    (Some(size), Some(rest)) if matches!(what, What::Cards(_)) => Arrange::Sets {
                        size: c.positive(ls, size, "`set_size`"),
                        rest,
                    },
                    _ => {
                        if p.rest.is_none() || p.set_size.is_none() {
                            c.error_hint(
                                ls,
                                name.span(),
                                "`arrange = \"sets\"` needs `set_size` and `rest`".into(),
                                "e.g. `set_size = 6` and `rest = \"set-aside\"` (an area)".into(),
                            );
                        }
                        Arrange::Row
                    }
                }
            }
            Some(other) => {
                let span = p.arrange.as_ref().map(|a| a.span()).unwrap_or(name.span());
                c.error(
                    ls,
                    span,
                    format!("expected `row`, `ring`, `centre` or `sets`, found `{other}`"),
                );
                Arrange::Row
            }
        };
        if matches!(arrange, Arrange::Sets { .. }) && p.stack {
            c.error(
                ls,
                name.span(),
                "`arrange = \"sets\"` lays sets out in rows; leave out `stack`".into(),
            );
        }
        placements.push(Placement {
            what,
            at,
            face,
            stack: p.stack,
            shuffle: p.shuffle,
            arrange,
        });
    }
    for (i, kind) in card_kinds.iter().enumerate() {
        if !placed.contains(&format!("{:?}", What::Cards(i))) {
            c.report(ls, None, format!("card kind `{}` is never placed", kind.id))
                .hint = Some(format!("add a `[[place]]` with `cards = \"{}\"`", kind.id));
        }
    }

    // Notes.
    let mut note_ids = BTreeSet::new();
    let notes: Vec<Note> = notes
        .notes
        .iter()
        .map(|n| {
            let height = *n.height.get_ref();
            if height.is_nan() || height <= 0.0 {
                c.error(
                    ns,
                    n.height.span(),
                    format!(
                        "a note height must be above 0, found {}",
                        n.height.get_ref()
                    ),
                );
            }
            Note {
                id: c.id(ns, &n.id, &mut note_ids, "note"),
                height: *n.height.get_ref(),
                title: c.text(ns, &n.title, "a note title"),
                text: c.text(ns, &n.text, "a note text"),
            }
        })
        .collect();

    Game {
        dir: dir.to_path_buf(),
        id,
        version: g.version,
        title: c.text(gs, &g.title, "the title"),
        subtitle: g.subtitle.as_ref().map(|t| c.text(gs, t, "the subtitle")),
        credits: c.text(gs, &g.credits, "the credits"),
        languages,
        output: g.output.get_ref().clone(),
        players: Players {
            min,
            max,
            default,
            unplayed,
        },
        table,
        seats,
        chat,
        icons,
        card_kinds,
        pieces,
        dice,
        layout: Layout {
            seat_areas: seat_areas
                .into_iter()
                .map(|a| a.unwrap_or(seat_rect))
                .collect(),
            seat_zones,
            areas,
            placements,
        },
        notes,
        files: std::mem::take(files),
    }
}
