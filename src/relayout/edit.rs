//! The definition's files edited where a value changes, and nowhere else: each value is
//! found by the span TOML gives it and replaced in the text, so keys, order, comments and
//! spacing stay as the designer wrote them. A key the file lacks (a note's `width`) is added
//! on the line after its neighbour, indented alike.

use super::solve::Change;
use crate::definition::Game;
use serde::Deserialize;
use std::ops::Range;
use toml::Spanned;

/// One value changed in one file: where, what it was and what it becomes, for the report.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Edited {
    /// The file, relative to the game's folder (`layout.toml`).
    pub file: &'static str,
    /// 1-based line of the value in the file as it was.
    pub line: usize,
    /// The change, as `solve` found it.
    pub change: Change,
    /// The value as written before (`[33, 11.5]`; empty for a key added).
    pub was: String,
    /// The value written.
    pub now: String,
}

/// The files' texts edited, and what changed in each.
pub(crate) struct Edits {
    pub layout: String,
    pub game: String,
    pub notes: Option<String>,
    pub edited: Vec<Edited>,
    /// The version before and after, when places moved.
    pub version: Option<(u32, u32, usize)>,
}

/// Why a file could not be edited: a value written where no span finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Unedited {
    pub file: &'static str,
    pub reason: String,
}

#[derive(Deserialize)]
struct LayoutSpans {
    seat_area: SeatAreaSpans,
    #[serde(default)]
    seat_zones: Vec<PlaceSpans>,
    #[serde(default)]
    areas: Vec<PlaceSpans>,
    track: Option<AtSpan>,
}

#[derive(Deserialize)]
struct SeatAreaSpans {
    at: Vec<SeatAtSpan>,
}

#[derive(Deserialize)]
struct SeatAtSpan {
    seat: String,
    at: Spanned<[f64; 2]>,
    players: Option<Vec<u32>>,
}

#[derive(Deserialize)]
struct PlaceSpans {
    id: String,
    at: Spanned<[f64; 2]>,
}

#[derive(Deserialize)]
struct AtSpan {
    at: Spanned<[f64; 2]>,
}

#[derive(Deserialize)]
struct GameSpans {
    version: Spanned<u32>,
    table: TableSpans,
}

#[derive(Deserialize)]
struct TableSpans {
    width: Spanned<u32>,
    height: Spanned<u32>,
}

#[derive(Deserialize, Default)]
struct NotesSpans {
    #[serde(default)]
    notes: Vec<NoteSpans>,
}

#[derive(Deserialize)]
struct NoteSpans {
    id: String,
    height: Spanned<f64>,
    width: Option<Spanned<u32>>,
}

/// A number as a designer writes it: `36`, `11.5`, `12.25`.
pub(crate) fn number(v: f64) -> String {
    // Far off the table (a hostile save) it is written as it is, for the loader to refuse.
    if v.abs() >= 1e15 {
        return format!("{v}");
    }
    if (v - v.round()).abs() < 1e-9 {
        return format!("{}", v.round() as i64);
    }
    let text = format!("{v:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

pub(crate) fn pair(v: [f64; 2]) -> String {
    format!("[{}, {}]", number(v[0]), number(v[1]))
}

fn line_of(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].matches('\n').count() + 1
}

/// The texts of `layout.toml`, `game.toml` and `notes.toml` (as read), edited for `changes`.
pub(crate) fn edit(
    game: &Game,
    changes: &[Change],
    layout: &str,
    game_toml: &str,
    notes: Option<&str>,
) -> Result<Edits, Unedited> {
    let (spans, game_spans, note_spans) = spans_of(layout, game_toml, notes)?;
    // Each file's edits: the span of a value and its new text.
    let (mut layout_edits, mut game_edits, mut note_edits) = (Vec::new(), Vec::new(), Vec::new());
    let mut edited = Vec::new();
    for change in changes {
        let text = notes.unwrap_or_default();
        let placed = |at: Option<&Spanned<[f64; 2]>>, to: [f64; 2], what: String| {
            moved(at, to, layout).ok_or_else(|| missing("layout.toml", what))
        };
        // Each change is written at its own value: one line per kind.
        let spot = match change {
            Change::Table { from, to } => {
                edited.push(table(
                    change,
                    (*from, *to),
                    (&game_spans, game_toml),
                    &mut game_edits,
                ));
                continue;
            }
            Change::SeatArea {
                seat, players, to, ..
            } => {
                let id = &game.seats[*seat].id;
                let at = spans
                    .seat_area
                    .at
                    .iter()
                    .find(|a| &a.seat == id && &a.players == players);
                placed(at.map(|a| &a.at), *to, format!("seat `{id}`'s `at`"))?
            }
            Change::Zone { zone, to, .. } => {
                let id = &game.layout.seat_zones[*zone].id;
                let at = spans.seat_zones.iter().find(|z| &z.id == id);
                placed(at.map(|z| &z.at), *to, format!("zone `{id}`'s `at`"))?
            }
            Change::Area { area, to, .. } => {
                let id = &game.layout.areas[*area].id;
                let at = spans.areas.iter().find(|z| &z.id == id);
                placed(at.map(|z| &z.at), *to, format!("area `{id}`'s `at`"))?
            }
            Change::Track { by } => {
                let at = spans.track.as_ref().map(|t| &t.at);
                let to = at.map_or([0.0; 2], |at| {
                    let [x, y] = *at.get_ref();
                    [x + by.dx, y + by.dy]
                });
                placed(at, to, "the track's `at`".into())?
            }
            Change::NoteWidth { note, to, .. } => {
                note_width(note_of(game, &note_spans, *note)?, *to, text)
            }
            Change::NoteHeight { note, to, .. } => {
                let n = note_of(game, &note_spans, *note)?;
                let (was, now) = (number(*n.height.get_ref()), number(*to));
                Spot::note(text, n.height.span(), was, now)
            }
        };
        let edits = match spot.file {
            "layout.toml" => &mut layout_edits,
            _ => &mut note_edits,
        };
        edited.push(spot.written(change, edits));
    }
    let version = raised(changes, (&game_spans, game_toml), &mut game_edits);
    Ok(Edits {
        layout: apply(layout, layout_edits),
        game: apply(game_toml, game_edits),
        notes: notes.map(|text| apply(text, note_edits)),
        edited,
        version,
    })
}

/// Where a change is written: its file's text, the span of the value there (empty where a
/// key is added), the value as it was and as it is to be.
struct Spot<'t> {
    file: &'static str,
    text: &'t str,
    span: Range<usize>,
    was: String,
    now: String,
}

/// Where the values of the three files lie, as TOML reads them.
fn spans_of(
    layout: &str,
    game_toml: &str,
    notes: Option<&str>,
) -> Result<(LayoutSpans, GameSpans, NotesSpans), Unedited> {
    let parse_error = |file: &'static str| {
        move |e: toml::de::Error| Unedited {
            file,
            reason: e.message().to_string(),
        }
    };
    let spans: LayoutSpans = toml::from_str(layout).map_err(parse_error("layout.toml"))?;
    let game_spans: GameSpans = toml::from_str(game_toml).map_err(parse_error("game.toml"))?;
    let note_spans: NotesSpans = match notes {
        Some(text) => toml::from_str(text).map_err(parse_error("notes.toml"))?,
        None => NotesSpans::default(),
    };
    Ok((spans, game_spans, note_spans))
}

/// The version raised where places moved (a room built before is read by the old one):
/// the version was, is, and its line.
fn raised(
    changes: &[Change],
    (spans, game_toml): (&GameSpans, &str),
    game_edits: &mut Vec<(Range<usize>, String)>,
) -> Option<(u32, u32, usize)> {
    changes.iter().any(Change::moves_places).then(|| {
        let v = *spans.version.get_ref();
        game_edits.push((spans.version.span(), (v + 1).to_string()));
        (v, v + 1, line_of(game_toml, spans.version.span().start))
    })
}

/// The refusal of a change whose value is not written where it can be changed.
fn missing(file: &'static str, what: String) -> Unedited {
    Unedited {
        file,
        reason: format!("{what} is not written where it can be changed"),
    }
}

impl<'t> Spot<'t> {
    /// The edit made (added to `edits`) and what the report says of it.
    fn written(self, change: &Change, edits: &mut Vec<(Range<usize>, String)>) -> Edited {
        let edited = Edited {
            file: self.file,
            line: line_of(self.text, self.span.start),
            change: change.clone(),
            was: self.was,
            now: match change {
                // A width added is shown as the value, not the line added.
                Change::NoteWidth { to, .. } if self.span.is_empty() => to.to_string(),
                _ => self.now.clone(),
            },
        };
        edits.push((self.span, self.now));
        edited
    }

    /// A value of `notes.toml`.
    fn note(text: &'t str, span: Range<usize>, was: String, now: String) -> Spot<'t> {
        Spot {
            file: "notes.toml",
            text,
            span,
            was,
            now,
        }
    }
}

/// A place's `at` in `layout.toml`, moved to `to`; `None` where it is not written.
fn moved<'t>(at: Option<&Spanned<[f64; 2]>>, to: [f64; 2], layout: &'t str) -> Option<Spot<'t>> {
    at.map(|at| Spot {
        file: "layout.toml",
        text: layout,
        span: at.span(),
        was: pair(*at.get_ref()),
        now: pair(to),
    })
}

/// Note `note`'s entry in `notes.toml`.
fn note_of<'s>(game: &Game, spans: &'s NotesSpans, note: usize) -> Result<&'s NoteSpans, Unedited> {
    let id = &game.notes[note].id;
    spans
        .notes
        .iter()
        .find(|n| &n.id == id)
        .ok_or_else(|| missing("notes.toml", format!("note `{id}`")))
}

/// A note's width: its value changed, or added beside its height where it has none.
fn note_width<'t>(n: &NoteSpans, to: u32, text: &'t str) -> Spot<'t> {
    match &n.width {
        Some(w) => Spot::note(text, w.span(), w.get_ref().to_string(), to.to_string()),
        None => {
            let (at, added) = beside(text, n.height.span(), "width", &to.to_string());
            Spot::note(text, at..at, String::new(), added)
        }
    }
}

/// The table resized: its width and height in `game.toml`, each where it changed.
fn table(
    change: &Change,
    (from, to): ((u32, u32), (u32, u32)),
    (spans, game_toml): (&GameSpans, &str),
    game_edits: &mut Vec<(Range<usize>, String)>,
) -> Edited {
    let t = &spans.table;
    for (span, was, now) in [
        (t.width.span(), from.0, to.0),
        (t.height.span(), from.1, to.1),
    ] {
        if was != now {
            game_edits.push((span, now.to_string()));
        }
    }
    Edited {
        file: "game.toml",
        line: line_of(game_toml, t.width.span().start),
        change: change.clone(),
        was: format!("{} × {}", from.0, from.1),
        now: format!("{} × {}", to.0, to.1),
    }
}

/// Where to add `key = value` beside the value at `span`, and the text to add there: on a
/// line of its own after that value's line, indented alike, when the value ends its line
/// (a comment may follow); else right after the value, in its inline table.
fn beside(text: &str, span: Range<usize>, key: &str, value: &str) -> (usize, String) {
    let rest = &text[span.end..];
    let line_end = rest.find('\n').map_or(text.len(), |i| span.end + i);
    let after = text[span.end..line_end].trim_start();
    if after.is_empty() || after.starts_with('#') {
        let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
        let indent: String = text[line_start..]
            .chars()
            .take_while(|c| *c == ' ' || *c == '\t')
            .collect();
        let newline = if text[..line_end].ends_with('\r') {
            "\r\n"
        } else {
            "\n"
        };
        let at = if text[..line_end].ends_with('\r') {
            line_end - 1
        } else {
            line_end
        };
        return (at, format!("{newline}{indent}{key} = {value}"));
    }
    (span.end, format!(", {key} = {value}"))
}

/// The text with each range replaced, last first so earlier ranges stay where they are.
fn apply(text: &str, mut edits: Vec<(Range<usize>, String)>) -> String {
    edits.sort_by_key(|(r, _)| std::cmp::Reverse((r.start, r.end)));
    let mut out = text.to_string();
    for (range, with) in edits {
        out.replace_range(range, &with);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_a_designer_writes_them() {
        assert_eq!(number(36.0), "36");
        assert_eq!(number(11.5), "11.5");
        assert_eq!(number(12.25), "12.25");
        assert_eq!(number(-0.5), "-0.5");
        assert_eq!(pair([33.0, 11.5]), "[33, 11.5]");
        assert_eq!(number(1e300), format!("{}", 1e300));
    }

    #[test]
    fn a_key_is_added_on_the_next_line_indented_alike_or_inline() {
        let text = "[[notes]]\n  id = \"a\"\n  height = 3 # least\n  title = 1\n";
        let start = text.find('3').unwrap();
        let (at, added) = beside(text, start..start + 1, "width", "12");
        let out = apply(text, vec![(at..at, added)]);
        assert_eq!(
            out,
            "[[notes]]\n  id = \"a\"\n  height = 3 # least\n  width = 12\n  title = 1\n"
        );
        let inline = "notes = [{ id = \"a\", height = 3, title = 1 }]\n";
        let start = inline.find('3').unwrap();
        let (at, added) = beside(inline, start..start + 1, "width", "12");
        assert_eq!(
            apply(inline, vec![(at..at, added)]),
            "notes = [{ id = \"a\", height = 3, width = 12, title = 1 }]\n"
        );
        let crlf = "height = 3\r\ntitle = 1\r\n";
        let (at, added) = beside(crlf, 9..10, "width", "12");
        assert_eq!(
            apply(crlf, vec![(at..at, added)]),
            "height = 3\r\nwidth = 12\r\ntitle = 1\r\n"
        );
    }

    #[test]
    fn only_the_values_change() {
        let text = "a = [1, 2] # here\nb = [ 3.0 , 4 ]\n";
        let out = apply(
            text,
            vec![(4..10, "[5, 6]".into()), (22..33, "[7.5, 8]".into())],
        );
        assert_eq!(out, "a = [5, 6] # here\nb = [7.5, 8]\n");
    }
}
