//! Limits on what a definition may ask for, so a typo (`copies = 4294967295`) or a hostile
//! folder is refused with a clear message instead of exhausting memory or writing a room
//! nobody can load. Each limit is far above what a real board game needs.

use super::diagnostic::Diagnostic;
use super::model::Game;
use crate::error::Message;
use std::collections::BTreeMap;
use std::path::Path;

/// Copies of one card item.
pub const MAX_COPIES: u32 = 200;
/// Objects in one room: cards, pieces, dice and notes, at the most seats.
pub const MAX_OBJECTS: usize = 2_000;
/// Characters in one text field (one language of a name, effect or note).
pub const MAX_TEXT_CHARS: usize = 10_000;
/// Characters in one glossary term (one language): a word or a short phrase, printed
/// wherever a text or a face template uses it. A face draws it on one line, so a longer one
/// could never fit there; refused at the glossary before anything is drawn.
pub const MAX_TERM_CHARS: usize = 200;
/// Characters of text one image may draw (a face, a back, the table): a few times what the
/// built-in games draw (the most is a table's 919), far past what a face can show. Each
/// glyph is an outline to draw, so a text that long is refused before drawing, not after.
pub const MAX_DRAWN_CHARS: usize = 4_000;
/// Width of a card, piece or die, in grid cells (one cell is 50 px on the table).
pub const MAX_COMPONENT_CELLS: u32 = 20;
/// Width and height of an SVG template's canvas, in px.
pub const MAX_SVG_PX: f64 = 4_096.0;
/// Width and height of the table, in grid cells (its image is drawn at 25 px per cell).
pub const MAX_TABLE_CELLS: u32 = 300;

/// The largest card value, set's points or counter, either way of 0: far beyond any game,
/// and small enough that the values of every object a room holds add up without overflow.
pub const MAX_VALUE: i64 = 1_000_000_000;

/// A text field over [`MAX_TEXT_CHARS`] in any language: the message to report.
pub fn text_too_long(text: &BTreeMap<String, String>) -> Option<Message> {
    text.iter().find_map(|(lang, t)| {
        let n = t.chars().count();
        (n > MAX_TEXT_CHARS).then(|| {
            Message::new(
                format!(
                    "the `{lang}` text is {n} characters long, over the limit of {MAX_TEXT_CHARS}"
                ),
                format!("`{lang}` の文章が {n} 文字あり、上限の {MAX_TEXT_CHARS} 文字を超えます"),
            )
        })
    })
}

/// Every limit a checked game breaks, pointing at the file it comes from.
pub fn check(game: &Game) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let file = |name: &str| game.dir.join(name);
    if let Some(d) = output_name(game) {
        out.push(d);
    }
    let components = file("components.toml");
    copies_over_limit(game, &components, &mut out);
    // A component's size is refused at its `size` as it loads (`Checker::component_size`).
    let objects = objects(game);
    if objects > MAX_OBJECTS {
        out.push(problem(
            &components,
            Message::new(
                format!("the room would hold {objects} objects, over the limit of {MAX_OBJECTS}"),
                format!(
                    "部屋のオブジェクトが {objects} 個になり、上限の {MAX_OBJECTS} 個を超えます"
                ),
            ),
            Message::new(
                "udonarium slows down long before that; check `copies` and `per_seat`",
                "udonarium はそのずっと手前で重くなります。`copies` と `per_seat` を確かめてください",
            ),
        ));
    }
    if game.table.width > MAX_TABLE_CELLS || game.table.height > MAX_TABLE_CELLS {
        let (w, h) = (game.table.width, game.table.height);
        out.push(problem(
            &file("game.toml"),
            Message::new(
                format!(
                    "the table is {w}×{h} cells, over the limit of {MAX_TABLE_CELLS} on a side"
                ),
                format!("テーブルが {w}×{h} マスあり、1 辺の上限 {MAX_TABLE_CELLS} マスを超えます"),
            ),
            Message::new(
                "the table's size is in grid cells of 50 px",
                "テーブルの大きさは 50 px のマス目で数えます",
            ),
        ));
    }
    canvases_over_limit(game, &mut out);
    out
}

/// A limit broken in `path`: what, and the hint.
fn problem(path: &Path, message: Message, hint: Message) -> Diagnostic {
    Diagnostic {
        file: path.to_path_buf(),
        position: None,
        message,
        hint: Some(hint),
    }
}

/// Each card with more copies than a card may have.
fn copies_over_limit(game: &Game, components: &Path, out: &mut Vec<Diagnostic>) {
    for kind in &game.card_kinds {
        for item in &kind.items {
            if item.copies > MAX_COPIES {
                let (card, copies) = (format!("{}/{}", kind.id, item.id), item.copies);
                out.push(problem(
                    components,
                    Message::new(
                        format!(
                            "card `{card}` has {copies} copies, over the limit of {MAX_COPIES}"
                        ),
                        format!(
                            "カード `{card}` が {copies} 枚あり、上限の {MAX_COPIES} 枚を超えます"
                        ),
                    ),
                    Message::new(
                        "a card with that many copies is likely a typo in `copies`",
                        "そんなに多い枚数は、たいてい `copies` の書き間違いです",
                    ),
                ));
            }
        }
    }
}

/// Each template whose canvas is larger than a face is drawn at.
fn canvases_over_limit(game: &Game, out: &mut Vec<Diagnostic>) {
    for (name, source) in &game.files {
        if let Some((w, h)) = svg_size(source)
            && (w > MAX_SVG_PX || h > MAX_SVG_PX)
        {
            out.push(problem(
                &game.template_file(name),
                Message::new(
                    format!(
                        "the canvas is {w}×{h} px, over the limit of {MAX_SVG_PX} px on a side"
                    ),
                    format!("キャンバスが {w}×{h} px あり、1 辺の上限 {MAX_SVG_PX} px を超えます"),
                ),
                Message::new(
                    "card faces are a few hundred px; the table's canvas is drawn by udonforge",
                    "カードの面は数百 px です。テーブルのキャンバスは udonforge が描きます",
                ),
            ));
        }
    }
}

/// Objects one room holds with every seat on the table.
pub(crate) fn objects(game: &Game) -> usize {
    let seats = game.seats.len();
    let per = |per_seat: bool| if per_seat { seats } else { 1 };
    let cards: usize = game.card_kinds.iter().map(|k| k.count(seats)).sum();
    let pieces: usize = game.pieces.iter().map(|p| per(p.per_seat)).sum();
    cards + pieces + game.dice.len() + game.notes.len()
}

/// `output` is a plain file name that starts with the game's id (the loader checks `.zip`), so a copied
/// game folder cannot overwrite another game's room (nor write outside the folder).
fn output_name(game: &Game) -> Option<Diagnostic> {
    let name = game.output.as_str();
    let id = &game.id;
    let message = if name.contains(['/', '\\', '\0']) || name.starts_with('.') {
        Message::new(
            format!("`output = \"{name}\"` must be a plain file name, without folders"),
            format!("`output = \"{name}\"` はフォルダーを含まないファイル名にしてください"),
        )
    } else if !name.starts_with(id.as_str()) {
        Message::new(
            format!("`output = \"{name}\"` must start with the game's id `{id}`"),
            format!("`output = \"{name}\"` はゲームの ID `{id}` で始めてください"),
        )
    } else {
        return None;
    };
    let path = game.dir.join("game.toml");
    let source = (game.origin)
        .read(&path, 4 * 1024 * 1024)
        .ok()
        .and_then(|b| String::from_utf8(b).ok())
        .unwrap_or_default();
    let span = source.find("output").map(|at| at..at + 6);
    Some(
        Diagnostic::at(&path, &source, span, message).hint(Message::new(
            format!("for example `output = \"{id}.zip\"`"),
            format!("例: `output = \"{id}.zip\"`"),
        )),
    )
}

/// The `width` and `height` attributes of an SVG's root element.
pub(crate) fn svg_size(svg: &str) -> Option<(f64, f64)> {
    let start = svg.find("<svg")?;
    let tag = &svg[start..start + svg[start..].find('>')?];
    let attr = |name: &str| -> Option<f64> {
        let key = format!(" {name}=\"");
        let from = tag.find(&key)? + key.len();
        tag[from..].split('"').next()?.trim().parse().ok()
    };
    Some((attr("width")?, attr("height")?))
}
