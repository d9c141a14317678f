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
    let missing = |file, what: String| Unedited {
        file,
        reason: format!("{what} is not written where it can be changed"),
    };
    let mut layout_edits: Vec<(Range<usize>, String)> = Vec::new();
    let mut game_edits: Vec<(Range<usize>, String)> = Vec::new();
    let mut note_edits: Vec<(Range<usize>, String)> = Vec::new();
    let mut edited = Vec::new();
    for change in changes {
        let (file, span, was, now, text): (&'static str, Range<usize>, String, String, &str) =
            match change {
                Change::SeatArea {
                    seat, players, to, ..
                } => {
                    let id = &game.seats[*seat].id;
                    let at = spans
                        .seat_area
                        .at
                        .iter()
                        .find(|a| &a.seat == id && &a.players == players)
                        .ok_or_else(|| missing("layout.toml", format!("seat `{id}`'s `at`")))?;
                    (
                        "layout.toml",
                        at.at.span(),
                        pair(*at.at.get_ref()),
                        pair(*to),
                        layout,
                    )
                }
                Change::Zone { zone, to, .. } => {
                    let id = &game.layout.seat_zones[*zone].id;
                    let at = spans
                        .seat_zones
                        .iter()
                        .find(|z| &z.id == id)
                        .ok_or_else(|| missing("layout.toml", format!("zone `{id}`'s `at`")))?;
                    (
                        "layout.toml",
                        at.at.span(),
                        pair(*at.at.get_ref()),
                        pair(*to),
                        layout,
                    )
                }
                Change::Area { area, to, .. } => {
                    let id = &game.layout.areas[*area].id;
                    let at = spans
                        .areas
                        .iter()
                        .find(|z| &z.id == id)
                        .ok_or_else(|| missing("layout.toml", format!("area `{id}`'s `at`")))?;
                    (
                        "layout.toml",
                        at.at.span(),
                        pair(*at.at.get_ref()),
                        pair(*to),
                        layout,
                    )
                }
                Change::Track { by } => {
                    let at = spans
                        .track
                        .as_ref()
                        .ok_or_else(|| missing("layout.toml", "the track's `at`".into()))?;
                    let [x, y] = *at.at.get_ref();
                    let to = [x + by.dx, y + by.dy];
                    ("layout.toml", at.at.span(), pair([x, y]), pair(to), layout)
                }
                Change::NoteWidth { note, to, .. } => {
                    let text = notes.unwrap_or_default();
                    let id = &game.notes[*note].id;
                    let n = note_spans
                        .notes
                        .iter()
                        .find(|n| &n.id == id)
                        .ok_or_else(|| missing("notes.toml", format!("note `{id}`")))?;
                    match &n.width {
                        Some(w) => (
                            "notes.toml",
                            w.span(),
                            w.get_ref().to_string(),
                            to.to_string(),
                            text,
                        ),
                        None => {
                            let (at, added) =
                                beside(text, n.height.span(), "width", &to.to_string());
                            ("notes.toml", at..at, String::new(), added, text)
                        }
                    }
                }
                Change::NoteHeight { note, to, .. } => {
                    let text = notes.unwrap_or_default();
                    let id = &game.notes[*note].id;
                    let n = note_spans
                        .notes
                        .iter()
                        .find(|n| &n.id == id)
                        .ok_or_else(|| missing("notes.toml", format!("note `{id}`")))?;
                    (
                        "notes.toml",
                        n.height.span(),
                        number(*n.height.get_ref()),
                        number(*to),
                        text,
                    )
                }
                Change::Table { from, to } => {
                    let t = &game_spans.table;
                    let mut pairs = Vec::new();
                    if from.0 != to.0 {
                        pairs.push((t.width.span(), to.0));
                    }
                    if from.1 != to.1 {
                        pairs.push((t.height.span(), to.1));
                    }
                    for (span, v) in pairs {
                        game_edits.push((span, v.to_string()));
                    }
                    edited.push(Edited {
                        file: "game.toml",
                        line: line_of(game_toml, t.width.span().start),
                        change: change.clone(),
                        was: format!("{} × {}", from.0, from.1),
                        now: format!("{} × {}", to.0, to.1),
                    });
                    continue;
                }
            };
        edited.push(Edited {
            file,
            line: line_of(text, span.start),
            change: change.clone(),
            was,
            now: if span.is_empty() {
                // Shown as the value, not the line added.
                match change {
                    Change::NoteWidth { to, .. } => to.to_string(),
                    _ => now.clone(),
                }
            } else {
                now.clone()
            },
        });
        match file {
            "layout.toml" => layout_edits.push((span, now)),
            _ => note_edits.push((span, now)),
        }
    }
    let version = changes.iter().any(Change::moves_places).then(|| {
        let v = *game_spans.version.get_ref();
        game_edits.push((game_spans.version.span(), (v + 1).to_string()));
        (
            v,
            v + 1,
            line_of(game_toml, game_spans.version.span().start),
        )
    });
    Ok(Edits {
        layout: apply(layout, layout_edits),
        game: apply(game_toml, game_edits),
        notes: notes.map(|text| apply(text, note_edits)),
        edited,
        version,
    })
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
