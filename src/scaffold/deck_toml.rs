//! The definition text `new --from` writes for a spreadsheet's decks: a card kind per deck in
//! components.toml, the decks side by side in layout.toml, and a score to uncomment in
//! game.toml.

use super::GameFiles;
use super::deck::{CSV_NAME, CardLook, Deck};

/// The scaffold's own deck and its templates give way to the spreadsheet's `decks`; their
/// cards show pictures where `pictures` (the spreadsheet has a picture column).
pub(super) fn write_decks(files: &mut GameFiles, decks: &[Deck], pictures: bool, look: &CardLook) {
    files.remove("faces/card.svg");
    files.remove("faces/back.svg");
    let components = files
        .get("components.toml")
        .expect("the scaffold has components.toml");
    let pieces = &components[components
        .find("# A piece (udonarium calls it a character)")
        .expect("the scaffold's components.toml has its piece")..];
    let id_line = components.lines().next().unwrap_or("").to_string();
    files.insert(
        "components.toml".into(),
        format!(
            "{id_line}\n{}\n{pieces}",
            components_toml(decks, pictures, look)
        ),
    );
    let layout = files
        .get("layout.toml")
        .expect("the scaffold has layout.toml");
    files.insert("layout.toml".into(), layout_toml(layout, decks));
}

/// A `[referee.score]` to uncomment, adding up the spreadsheet's first column of numbers.
pub(super) fn score_example(column: &str, numbers: &[&str]) -> String {
    let name = toml_string(column);
    format!(
        "\n# The spreadsheet's columns of numbers ({}) are card values the referee can add up per\n\
         # seat: remove the `# ` before these lines to score `{column}` at the end of a game (the\n\
         # highest total wins; `tie_breaks = [{{ cards = [\"OTHER\"] }}]` breaks ties by another column).\n\
         # [referee.score]\n\
         # name = {{ ja = {name}, en = {name} }}\n\
         # cards = [{name}]\n\
         # end = true\n",
        numbers.join(", ")
    )
}

fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn components_toml(decks: &[Deck], pictures: bool, look: &CardLook) -> String {
    let mut out = String::from(
        "# The cards come from cards.csv, one row per card: edit it in a spreadsheet, save it as\n\
         # 「CSV UTF-8」, and build again. Its columns: name (名前), front and back (表, 裏:\n\
         # pictures, relative to cards.csv), deck (山札), copies (枚数). Any further column is a\n\
         # field of the card: shown in its details in udonarium, drawn on a plain face, and, when\n\
         # it holds numbers, a value the referee can add up (`[referee.score]` in game.toml).\n\
         # A column `X_en` is the English of column `X` (`name_en`, `効果_en`), for `--lang en`.\n",
    );
    if pictures {
        out.push_str(
            "# A card with a front picture shows it as its whole face: stored as it is when it has\n\
             # the cards' `shape`, else fitted to it (`fit`): `pad` shows the whole picture on a\n\
             # ground of `pad_colour`, `crop` fills the card and cuts what overflows evenly. A\n\
             # fitted picture keeps up to 2048 px on its longest side, as much as udonarium's\n\
             # enlarged view of a card shows. (A `face` template gives the shape instead: then\n\
             # leave `shape` out.)\n",
        );
    }
    out.push_str(
        "# Without `face`, a card without a front picture gets a plain face with its name and\n\
         # fields; to draw your own, put an SVG in faces/ and add `face = \"faces/card.svg\"`\n\
         # (it may use {{name}}, {{COLUMN}} for any column, and {{fields:X:Y:WIDTH:SIZE}}).\n\
         # Without `back`, a card without a back picture gets a plain back in `colour`.\n",
    );
    let colours = [
        "#3d5a80", "#8e3b46", "#3b7a57", "#7a5c3b", "#5b4a8a", "#2f6f7a",
    ];
    for (deck, colour) in decks.iter().zip(colours.iter().cycle()) {
        let name = if deck.value.is_empty() {
            "{ ja = \"山札\", en = \"Deck\" }".to_string()
        } else {
            let v = toml_string(&deck.value);
            format!("{{ ja = {v}, en = {v} }}")
        };
        out.push_str(&format!(
            "\n[[cards]]\n# layout.toml places the deck by this id.\nid = \"{id}\"\nname = {name}\n\
             # Width in grid cells of 50 px; the height follows the cards' shape.\nsize = 3\n\
             csv = \"{CSV_NAME}\"\n",
            id = deck.id,
        ));
        if pictures {
            out.push_str(&format!(
                "# The cards' shape: `common` (the one most pictures have), `first` (the first\n\
                 # picture's), `poker`, `bridge`, `tarot`, `mini`, `square`, or `WxH` (`63x88`).\n\
                 shape = \"{}\"\nfit = \"{}\"\npad_colour = \"{}\"\n",
                look.shape,
                look.fit.name(),
                look.pad_colour
            ));
        }
        // A deck of rows with an empty deck cell says so beside named ones: without `deck`
        // its kind would take every row, the named decks' too.
        if !deck.value.is_empty() || decks.len() > 1 {
            out.push_str(&format!(
                "# Only the rows whose deck column says this.\ndeck = {}\n",
                toml_string(&deck.value)
            ));
        }
        out.push_str(&format!("colour = \"{colour}\"\n"));
    }
    out
}

/// The scaffold's layout with its one deck replaced by the spreadsheet's decks, side by
/// side in an area as wide as they need, the discard pile beside them.
pub(super) fn layout_toml(layout: &str, decks: &[Deck]) -> String {
    const DECK_AREA: &str = "[[areas]]\nid = \"deck\"\nname = { ja = \"山札\", en = \"Deck\" }\nat = [12, 12]\nsize = [7.5, 7]\n";
    const DISCARD_AT: &str =
        "id = \"discard\"\nname = { ja = \"捨て札\", en = \"Discard\" }\nat = [20.5, 12]";
    const DECK_PLACE: &str = "[[place]]\ncards = \"card\"\narea = \"deck\"\nface = \"down\"\nstack = true\nshuffle = true\n";
    // The hand's capacity is measured in the scaffold's card; a spreadsheet's decks may be
    // of any shape, so their hand says nothing of it.
    const HAND_HOLDS: &str = "# Checked when the game loads: 10 cards of `card` fit fanned, each showing its name strip.\nholds = 10\ncards = \"card\"\n";
    assert!(
        layout.contains(DECK_AREA)
            && layout.contains(DISCARD_AT)
            && layout.contains(DECK_PLACE)
            && layout.contains(HAND_HOLDS),
        "the scaffold's layout.toml has its deck area, discard area, deck place and hand"
    );
    // Each deck a card's width (3 cells) and a gap; the pair centred on the 40-cell table.
    let width = (decks.len() as f64 * 4.5 + 1.0).max(7.5);
    let x = ((40.0 - width - 1.0 - 7.5) / 2.0).max(1.0);
    let area = format!(
        "[[areas]]\nid = \"deck\"\nname = {{ ja = \"山札\", en = \"Decks\" }}\nat = [{x}, 12]\nsize = [{width}, 7]\n"
    );
    let discard = format!(
        "id = \"discard\"\nname = {{ ja = \"捨て札\", en = \"Discard\" }}\nat = [{}, 12]",
        x + width + 1.0
    );
    let places: String = decks
        .iter()
        .map(|d| {
            format!(
                "[[place]]\ncards = \"{}\"\narea = \"deck\"\nface = \"down\"\nstack = true\nshuffle = true\n",
                d.id
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    layout
        .replace(HAND_HOLDS, "")
        .replace(DECK_AREA, &area)
        .replace(DISCARD_AT, &discard)
        .replace(DECK_PLACE, &places)
}
