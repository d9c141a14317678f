//! What of a message told in Japanese is still English. The tests of the crate's internals
//! (`src/error/japanese_tests.rs`) include this same file (`#[path]`).

/// Words a Japanese message keeps as they are: the apps' and formats' names, units, and the
/// placeholders of the shapes it shows (`PREFIX:ID`).
const KEPT_IN_JAPANESE: &[&str] = &[
    "udonarium",
    "udonforge",
    "PNG",
    "JPEG",
    "WebP",
    "GIF",
    "SVG",
    "ZIP",
    "XML",
    "UTF",
    "CSV",
    "PDF",
    "JSON",
    "TOML",
    "URL",
    "MiB",
    "GiB",
    "px",
    "ID",
    "PREFIX",
    "FROM",
    "TO",
    "KIND",
    "AREA",
    "N",
    "data",
    "base64",
    "DIR",
    "FIFO",
    "IEND",
    "Excel",
    "LibreOffice",
    "OpenDocument",
];

/// The English words of a message told in Japanese: ASCII words outside backticks that are
/// not a path or file name, an option, a key=value, or a kept name; a TOML reader's own
/// words after 「TOML として読めません」 are its, not ours.
pub fn english_in_japanese(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| match line.find("TOML として読めません") {
            Some(at) => &line[..at],
            None => line,
        })
        .flat_map(|line| line.split('`').step_by(2).collect::<Vec<_>>())
        .flat_map(|part| part.split(|c: char| c.is_whitespace() || !c.is_ascii()))
        .filter(|token| !token.contains(['.', '/', '-', '_', '<', '=', '&', '$', '\\', '[']))
        .filter(|token| {
            !KEPT_IN_JAPANESE.contains(&token.trim_matches(|c: char| !c.is_ascii_alphanumeric()))
        })
        .flat_map(|token| token.split(|c: char| !c.is_ascii_alphabetic()))
        .filter(|word| word.len() >= 2 && !KEPT_IN_JAPANESE.contains(word))
        .map(str::to_string)
        .collect()
}
