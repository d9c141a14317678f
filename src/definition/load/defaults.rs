//! The face and back a card kind gets when its definition names no template: a plain card
//! in the kind's colour, so a deck from a spreadsheet builds with no SVG written at all.
//! They are templates like any other (filled and rendered by `art`), at the deck's shape.

/// Height over width of a card without a template or pictures: a tarot card's 70 × 120 mm
/// would be too tall for a hand; 5 × 7 is the common playing-card shape.
pub const DEFAULT_ASPECT: f64 = 1.4;
/// The colour of a kind that names none: a slate blue that white text reads well on.
pub const DEFAULT_COLOUR: &str = "#3d5a80";

const WIDTH: f64 = 300.0;

fn height(aspect: f64) -> f64 {
    (WIDTH * aspect).round()
}

/// The card's name down a band on the left edge, the strip a fanned hand leaves showing,
/// and across the top; its fields (a spreadsheet's further columns) below.
pub fn face(aspect: f64) -> String {
    let h = height(aspect);
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{h}" viewBox="0 0 {WIDTH} {h}">
  <rect x="3" y="3" width="294" height="{inner}" rx="16" fill="#fbf8f1" stroke="{{{{colour}}}}" stroke-width="6"/>
  <path d="M19 3h262a16 16 0 0 1 16 16v65h-294v-65a16 16 0 0 1 16-16z" fill="{{{{colour}}}}"/>
  <path d="M3 84h54v{band}h-38a16 16 0 0 1-16-16z" fill="{{{{colour}}}}" fill-opacity="0.85"/>
  <text x="30" y="100" font-size="24" font-weight="bold" writing-mode="tb" fill="#ffffff">{{{{name}}}}</text>
  <text x="150" y="47" font-size="24" font-weight="bold" text-anchor="middle" fill="#ffffff">{{{{name|wrap:270:150:24}}}}</text>
  {{{{fields:70:122:214:19}}}}
</svg>
"##,
        inner = h - 6.0,
        band = h - 87.0,
    )
}

/// The kind's colour with its name twice, the second turned round, so the back reads the
/// same after udonarium's shuffle turns the card by 180°.
pub fn back(aspect: f64) -> String {
    let h = height(aspect);
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{h}" viewBox="0 0 {WIDTH} {h}">
  <rect width="300" height="{h}" rx="16" fill="{{{{colour}}}}"/>
  <rect x="16" y="16" width="268" height="{inner}" rx="10" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>
  <circle cx="150" cy="{mid}" r="34" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6"/>
  <text x="150" y="{upper}" font-size="30" font-weight="bold" text-anchor="middle" fill="#ffffff">{{{{kind|wrap:240:150:30}}}}</text>
  <g transform="rotate(180 150 {mid})"><text x="150" y="{upper}" font-size="30" font-weight="bold" text-anchor="middle" fill="#ffffff">{{{{kind|wrap:240:150:30}}}}</text></g>
</svg>
"##,
        inner = h - 32.0,
        mid = h / 2.0,
        upper = (h * 0.3).round(),
    )
}

/// The key of the table template a game gets when it names none.
pub const DEFAULT_TABLE: &str = "(default)/table.svg";

/// The background colour, and on it the areas udonforge draws from `layout.toml`.
pub fn table() -> String {
    r##"<svg xmlns="http://www.w3.org/2000/svg" width="{{width}}" height="{{height}}" viewBox="0 0 {{width}} {{height}}">
  <rect width="{{width}}" height="{{height}}" fill="{{background}}"/>
  {{areas}}
</svg>
"##
    .to_string()
}
