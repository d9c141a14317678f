//! The checker every definition file goes through: where problems are collected, and the
//! small checks (ids, texts, colours, files, sizes) every part of a definition shares.

use super::terms::{Glossary, TermProblem, write_terms};
use crate::definition::diagnostic::Diagnostic;
use crate::definition::limits::{MAX_TEXT_CHARS, svg_size};
use crate::definition::model::*;
use crate::definition::raw::*;
use crate::definition::text::{Lang, Text};
use crate::error::{FileProblem, GameIdProblem, Message, Worded};
use crate::udonarium::xml::first_non_xml_char;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use toml::Spanned;

/// What to do about a character XML cannot carry: worded with the errors, where a
/// spreadsheet's such character is refused too.
pub use crate::error::non_xml_hint;

/// `U+0001`: how a character nobody can see is named in a message.
pub fn char_name(c: char) -> String {
    format!("U+{:04X}", c as u32)
}

/// Definition files are small; anything larger is a mistake, not a game.
const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// One definition file: its path, text, and the problems found in it.
pub struct Source {
    pub path: PathBuf,
    pub text: String,
}

pub struct Checker {
    pub problems: Vec<Diagnostic>,
    /// Languages every text must have, besides Japanese (the game's `languages`).
    pub required: Vec<Lang>,
    /// The game's terms (`glossary.toml`), by id: `{{id}}` in any text stands for the term
    /// in that text's language.
    pub glossary: Glossary,
    /// What the commands say on stderr and go on (a spreadsheet read as Shift_JIS).
    pub warnings: Vec<crate::error::Warning>,
    /// Where the definition's files are read from.
    pub origin: crate::files::Files,
}

/// What a checked value is, as its messages name it: in English and in Japanese
/// (`("a card name", "カードの名前")`).
pub type What<'a> = (&'a str, &'a str);

impl Checker {
    pub fn report(
        &mut self,
        source: &Source,
        span: Option<Range<usize>>,
        message: Message,
    ) -> &mut Diagnostic {
        self.problems
            .push(Diagnostic::at(&source.path, &source.text, span, message));
        self.problems.last_mut().expect("just pushed")
    }

    /// A problem at `span`, in both languages.
    pub fn error(&mut self, source: &Source, span: Range<usize>, message: Message) {
        self.report(source, Some(span), message);
    }

    /// A problem at `span` and what to do about it, in both languages.
    pub fn error_hint(
        &mut self,
        source: &Source,
        span: Range<usize>,
        message: Message,
        hint: Message,
    ) {
        let d = self.report(source, Some(span), message);
        d.hint = Some(hint);
    }

    pub fn text(&mut self, source: &Source, raw: &RawText, (what, which): What) -> Text {
        if let Some(message) = crate::definition::limits::text_too_long(raw.get_ref()) {
            let message = message.map(|lang, words| match lang {
                Lang::En => format!("{what}: {words}"),
                Lang::Ja => format!("{which}: {words}"),
            });
            self.error(source, raw.span(), message);
        }
        self.required_languages(source, raw, (what, which));
        for (lang, text) in raw.get_ref() {
            if let Some((_, c)) = first_non_xml_char(text) {
                let name = char_name(c);
                self.error_hint(
                    source,
                    raw.span(),
                    Message::new(
                        format!(
                            "{what}: the `{lang}` text holds {name}, a control character a room cannot carry"
                        ),
                        format!(
                            "{which}: `{lang}` の文章に、部屋に入れられない制御文字 {name} があります"
                        ),
                    ),
                    non_xml_hint(),
                );
            }
        }
        for lang in raw.get_ref().keys() {
            if Lang::parse(lang).is_none() {
                self.error(
                    source,
                    raw.span(),
                    Message::new(
                        format!("{what} has text in `{lang}`, expected `ja` or `en`"),
                        format!("{which}に `{lang}` の文章があります（言語は `ja` か `en` です）"),
                    ),
                );
            }
        }
        // Every text's terms are checked, one in a language refused above included; only
        // the languages udonforge writes are kept.
        let mut written = BTreeMap::new();
        for (code, text) in raw.get_ref() {
            let text = self.with_terms(source, raw.span(), code, text);
            if let Some(lang) = Lang::parse(code) {
                written.insert(lang, text);
            }
        }
        Text(written)
    }

    /// The languages a text must be in: Japanese, and every one the game lists.
    fn required_languages(&mut self, source: &Source, raw: &RawText, (what, which): What) {
        if !raw.get_ref().contains_key("ja") {
            self.error_hint(
                source,
                raw.span(),
                Message::new(
                    format!("{what} has no Japanese text"),
                    format!("{which}に日本語の文章がありません"),
                ),
                Message::new(
                    "add `ja = \"…\"`: rooms are written in Japanese first",
                    "`ja = \"…\"` を加えてください（部屋はまず日本語で書きます）",
                ),
            );
        }
        for lang in self.required.clone() {
            let code = lang.code();
            if lang != Lang::Ja && !raw.get_ref().contains_key(code) {
                self.error_hint(
                    source,
                    raw.span(),
                    Message::new(
                        format!("{what} has no `{code}` text"),
                        format!("{which}に `{code}` の文章がありません"),
                    ),
                    Message::new(
                        format!("the game lists `{code}` in `languages`, so every text needs it"),
                        format!(
                            "ゲームの `languages` に `{code}` があるので、どの文章にも `{code}` が必要です"
                        ),
                    ),
                );
            }
        }
    }

    /// `text` with every `{{term}}` replaced by the glossary's term in the language `lang`
    /// names (Japanese for a code that is none: reported apart); each problem of its braces
    /// reported at its place in the file.
    fn with_terms(
        &mut self,
        source: &Source,
        span: Range<usize>,
        lang: &str,
        text: &str,
    ) -> String {
        let written_in = Lang::parse(lang).unwrap_or(Lang::Ja);
        let (out, problems) = write_terms(text, written_in, &self.glossary);
        for problem in problems {
            match problem {
                TermProblem::Unclosed { at } => self.error_hint(
                    source,
                    locate(source, &span, &text[at..]),
                    Message::new(
                        format!("the `{lang}` text opens a term with `{{{{` and never closes it"),
                        format!("`{lang}` の文章で、用語を始める `{{{{` が閉じられていません"),
                    ),
                    Message::new(
                        "write a term as `{{id}}` (braces never stand alone in a text)",
                        "用語は `{{id}}` と書きます（文章の中で波かっこだけを使うことはできません）",
                    ),
                ),
                TermProblem::Unknown { at, id } => {
                    let known: Vec<&str> = self.glossary.keys().map(String::as_str).collect();
                    let hint = if known.is_empty() {
                        Message::new(
                            "define the term in the game's glossary.toml (`[terms]`), or remove the braces",
                            "ゲームの glossary.toml（`[terms]`）に用語を定義するか、波かっこを消してください",
                        )
                    } else {
                        Message::new(
                            format!("the glossary's terms: {}", known.join(", ")),
                            format!("用語集の用語: {}", crate::error::listed(&known)),
                        )
                    };
                    self.error_hint(
                        source,
                        locate(source, &span, &text[at..]),
                        Message::new(
                            format!("`{{{{{id}}}}}` is not a term of the glossary"),
                            format!("`{{{{{id}}}}}` は用語集の用語ではありません"),
                        ),
                        hint,
                    );
                }
                TermProblem::TooLong => self.error_hint(
                    source,
                    span.clone(),
                    Message::new(
                        format!(
                            "the `{lang}` text with its terms written in is over the limit of {MAX_TEXT_CHARS} characters"
                        ),
                        format!(
                            "`{lang}` の文章は、用語を書き入れると上限の {MAX_TEXT_CHARS} 文字を超えます"
                        ),
                    ),
                    Message::new(
                        "use fewer or shorter terms in it",
                        "用語を減らすか、短い用語にしてください",
                    ),
                ),
            }
        }
        out
    }

    pub fn colour(&mut self, source: &Source, raw: &Spanned<String>) -> String {
        let c = raw.get_ref();
        let ok =
            c.len() == 7 && c.starts_with('#') && c[1..].chars().all(|ch| ch.is_ascii_hexdigit());
        if !ok {
            self.error(
                source,
                raw.span(),
                Message::new(
                    format!("expected a colour like `#c0392b`, found `{c}`"),
                    format!("色は `#c0392b` のように書きます（`{c}` になっています）"),
                ),
            );
        }
        c.to_ascii_lowercase()
    }

    pub fn id(
        &mut self,
        source: &Source,
        raw: &Spanned<String>,
        seen: &mut BTreeSet<String>,
        (what, which): What,
    ) -> String {
        let id = raw.get_ref();
        if !valid_id(id) {
            self.error_hint(
                source,
                raw.span(),
                Message::new(
                    format!("{what} id `{id}` is not valid"),
                    format!("{which}の ID `{id}` は使えません"),
                ),
                Message::new(
                    "ids use lower-case letters, digits and `-`",
                    "ID に使えるのは英小文字・数字・`-` です",
                ),
            );
        } else if !seen.insert(id.clone()) {
            self.error(
                source,
                raw.span(),
                Message::new(
                    format!("{what} id `{id}` is used twice"),
                    format!("{which}の ID `{id}` が二度使われています"),
                ),
            );
        }
        id.clone()
    }

    pub fn file(
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
                Message::new(
                    format!("`{rel}` must be a path inside the game's folder"),
                    format!("`{rel}` はゲームのフォルダーの中のパスにしてください"),
                ),
            );
            return rel;
        }
        match read_bounded(&self.origin, &dir.join(&rel)) {
            Ok(text) => {
                files.insert(rel.clone(), text);
            }
            Err(e) => {
                let dir = dir.display();
                self.error_hint(
                    source,
                    raw.span(),
                    Message::new(
                        format!("cannot read `{rel}`: {e}"),
                        format!("`{rel}` を読めません: {}", e.words(Lang::Ja)),
                    ),
                    Message::new(
                        format!("the path is relative to {dir}"),
                        format!("パスは {dir} からの相対パスです"),
                    ),
                )
            }
        }
        rel
    }

    /// A card value, points or a counter within ±[`MAX_VALUE`](crate::definition::limits::MAX_VALUE).
    pub fn value(
        &mut self,
        source: &Source,
        span: Range<usize>,
        value: i64,
        (what, which): What,
    ) -> i64 {
        use crate::definition::limits::MAX_VALUE;
        if value.unsigned_abs() > MAX_VALUE.unsigned_abs() {
            self.error_hint(
                source,
                span,
                Message::new(
                    format!("{what} {value} is out of range (at most {MAX_VALUE} either way of 0)"),
                    format!("{which} {value} は範囲外です（0 から上下 {MAX_VALUE} まで）"),
                ),
                Message::new(
                    "the referee adds values up: keep them to the numbers the game uses",
                    "審判は値を足し合わせます。ゲームで使う数にしてください",
                ),
            );
        }
        value
    }

    pub fn positive(&mut self, source: &Source, raw: &Spanned<u32>, (what, which): What) -> u32 {
        if *raw.get_ref() == 0 {
            self.error(
                source,
                raw.span(),
                Message::new(
                    format!("{what} must be at least 1, found 0"),
                    format!("{which}は 1 以上にしてください（0 になっています）"),
                ),
            );
        }
        *raw.get_ref()
    }

    /// A card kind's, piece's or die's width in grid cells, from 1 to
    /// [`MAX_COMPONENT_CELLS`](crate::definition::limits::MAX_COMPONENT_CELLS), refused at
    /// its `size`.
    pub fn component_size(
        &mut self,
        source: &Source,
        raw: &Spanned<u32>,
        ((what, which), id): (What, &str),
    ) -> u32 {
        use crate::definition::limits::MAX_COMPONENT_CELLS;
        let size = self.positive(
            source,
            raw,
            (&format!("a {what} size"), &format!("{which}の大きさ")),
        );
        if size > MAX_COMPONENT_CELLS {
            self.error_hint(
                source,
                raw.span(),
                Message::new(
                    format!(
                        "{what} `{id}` is {size} cells wide, over the limit of {MAX_COMPONENT_CELLS}"
                    ),
                    format!(
                        "{which} `{id}` の幅が {size} マスあり、上限の {MAX_COMPONENT_CELLS} マスを超えます"
                    ),
                ),
                Message::new(
                    "`size` is in grid cells of 50 px: the usual card is 3 (printed 63 × 88 mm, a poker card)",
                    "`size` は 50 px のマス目で数えます（ふつうのカードは 3 で、印刷すると 63 × 88 ミリのポーカーサイズです）",
                ),
            );
        }
        size
    }

    /// The two ends of a two-ended card.
    pub fn ends(
        &mut self,
        source: &Source,
        raw: &Spanned<Vec<RawEnd>>,
        icons: &[Icon],
    ) -> Vec<End> {
        let found = raw.get_ref().len();
        if found != 2 {
            self.error(
                source,
                raw.span(),
                Message::new(
                    format!("a two-ended card has 2 ends, found {found}"),
                    format!("両端のあるカードの端は 2 つです（{found} つあります）"),
                ),
            );
        }
        raw.get_ref()
            .iter()
            .map(|RawEnd(icon, points)| {
                self.value(
                    source,
                    icon.span(),
                    *points,
                    ("an end's points", "端の点数"),
                );
                if !icons.iter().any(|i| &i.id == icon.get_ref()) {
                    let known: Vec<&str> = icons.iter().map(|i| i.id.as_str()).collect();
                    let (icon_id, listed) = (icon.get_ref(), crate::error::listed(&known));
                    let known = known.join(", ");
                    self.error_hint(
                        source,
                        icon.span(),
                        Message::new(
                            format!("unknown icon `{icon_id}`"),
                            format!("`{icon_id}` というアイコンはありません"),
                        ),
                        Message::new(
                            format!("an end names an icon: {known}"),
                            format!("端にはアイコンを書きます: {listed}"),
                        ),
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
    pub fn svg_aspect(&mut self, source: &Source, raw: &Spanned<String>, svg: &str) -> f64 {
        match svg_size(svg) {
            Some((w, h)) if w > 0.0 && h > 0.0 => h / w,
            _ => {
                let file = raw.get_ref();
                self.error_hint(
                    source,
                    raw.span(),
                    Message::new(
                        format!("`{file}` has no numeric width and height"),
                        format!("`{file}` に数の width と height がありません"),
                    ),
                    Message::new(
                        "give the root element e.g. `width=\"300\" height=\"420\"`",
                        "ルート要素に `width=\"300\" height=\"420\"` のように書いてください",
                    ),
                );
                1.4
            }
        }
    }

    pub fn rect(
        &mut self,
        source: &Source,
        at: &Spanned<[f64; 2]>,
        size: &Spanned<[f64; 2]>,
    ) -> Rect {
        let [x, y] = *at.get_ref();
        let [width, height] = *size.get_ref();
        if !(x.is_finite() && y.is_finite() && x >= 0.0 && y >= 0.0) {
            self.error(
                source,
                at.span(),
                Message::new(
                    format!("expected a position of cells ≥ 0, found [{x}, {y}]"),
                    format!("位置は 0 以上のマスで書きます（[{x}, {y}] になっています）"),
                ),
            );
        }
        if !(width.is_finite() && height.is_finite() && width > 0.0 && height > 0.0) {
            self.error(
                source,
                size.span(),
                Message::new(
                    format!("expected a size above 0, found [{width}, {height}]"),
                    format!("大きさは 0 より大きく書きます（[{width}, {height}] になっています）"),
                ),
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

/// Where in `source` a text's `rest` starts: the first few characters of it found in the
/// file from `span` on, as written there (a TOML escape hides them; then the whole span).
fn locate(source: &Source, span: &Range<usize>, rest: &str) -> Range<usize> {
    let snippet: String = rest
        .chars()
        .take_while(|c| !matches!(c, '\n' | '\r' | '\\' | '"' | '\''))
        .take(24)
        .collect();
    // A table's span may be its header alone (`[chat.palette]`): its values come after it.
    let within = source.text.get(span.clone()).unwrap_or("");
    let after = source.text.get(span.start..).unwrap_or("");
    let found = within.find(&snippet).or_else(|| after.find(&snippet));
    found
        .map(|at| span.start + at..span.start + at + snippet.len())
        .unwrap_or_else(|| span.clone())
}

/// A two-ended card's name from its ends, e.g. 「赤1／緑3」.
pub fn ends_name(ends: &[End], icons: &[Icon]) -> Text {
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
        text.insert(lang, parts.join(sep));
    }
    Text(text)
}

pub fn read_bounded(origin: &crate::files::Files, path: &Path) -> Result<String, FileProblem> {
    // Built-in definitions are embedded in the binary; `origin` reads them or its files.
    let bytes = origin.read(path, MAX_FILE_BYTES)?;
    String::from_utf8(bytes).map_err(|_| FileProblem::NotUtf8)
}

/// The longest game id: it names the game's folder and its room's file, well within the
/// 255 bytes file systems allow a name.
pub const MAX_GAME_ID_CHARS: usize = 64;

/// What is wrong with a game id, beyond the rule for every id: one starting with `-` reads
/// as an option on the command line, and one too long cannot name a folder.
pub fn game_id_problem(id: &str) -> Option<GameIdProblem> {
    if id.starts_with('-') {
        Some(GameIdProblem::Dash { id: id.into() })
    } else if id.len() > MAX_GAME_ID_CHARS {
        Some(GameIdProblem::TooLong {
            start: id[..16.min(id.len())].into(),
            chars: id.chars().count(),
            limit: MAX_GAME_ID_CHARS,
        })
    } else {
        None
    }
}

/// The rule for every id of a definition (game, seat, card, zone…): lower-case ASCII letters,
/// digits and `-`. Public so `udonforge new` refuses what the loader would.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}
