//! The one font faces are drawn and lines are measured with: IPAexGothic (IPA Font License,
//! see `assets/fonts/`), compiled into the command line so a build never depends on the fonts
//! a machine happens to have.
//!
//! The browser page downloads what it uses, and the whole font is most of that: it hands in
//! a subset first (every glyph the built-in games draw, renamed as the licence asks of a
//! derived font) and the whole font only once a user's own text needs a glyph the subset
//! lacks. Whoever draws or measures text tells this module which characters it used
//! ([`note_text`]); a character the subset lacks is remembered ([`take_missing`]), so the
//! page can load the whole font and do the work again, with the result the command line
//! gives.

use crate::error::FontProblem;
use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};
use std::collections::BTreeSet;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// A font in use: its bytes, family name and every character's advance in ems.
pub(crate) struct Font {
    pub bytes: &'static [u8],
    pub family: String,
    /// A subset: a character it lacks may be one the whole font has.
    subset: bool,
    advances: HashMap<char, f64>,
}

impl Font {
    fn read(bytes: &'static [u8], subset: bool) -> Result<Font, FontProblem> {
        let font = skrifa::FontRef::new(bytes).map_err(|e| FontProblem::NotAFont {
            reason: e.to_string(),
        })?;
        let family = font
            .localized_strings(skrifa::string::StringId::FAMILY_NAME)
            .english_or_first()
            .map(|name| name.chars().collect::<String>())
            .ok_or(FontProblem::NoFamilyName)?;
        let upem = f64::from(
            font.metrics(Size::unscaled(), LocationRef::default())
                .units_per_em,
        );
        let metrics = font.glyph_metrics(Size::unscaled(), LocationRef::default());
        let advances = font
            .charmap()
            .mappings()
            .filter_map(|(code, glyph)| {
                let c = char::from_u32(code)?;
                Some((c, f64::from(metrics.advance_width(glyph)?) / upem))
            })
            .collect();
        Ok(Font {
            bytes,
            family,
            subset,
            advances,
        })
    }

    /// A character's advance in ems, if the font has it.
    pub fn advance(&self, c: char) -> Option<f64> {
        self.advances.get(&c).copied()
    }
}

/// The font handed in by [`use_font`], else the bundled one.
static HANDED_IN: Mutex<Option<&'static Font>> = Mutex::new(None);
/// The characters some text asked for that the subset in use lacks.
static MISSING: Mutex<BTreeSet<char>> = Mutex::new(BTreeSet::new());
/// The characters drawn that the whole font lacks too: each shows as the font's box.
static UNDRAWABLE: Mutex<BTreeSet<char>> = Mutex::new(BTreeSet::new());

fn missing() -> std::sync::MutexGuard<'static, BTreeSet<char>> {
    MISSING.lock().unwrap_or_else(|e| e.into_inner())
}

/// The font in use.
pub(crate) fn current() -> &'static Font {
    if let Some(font) = *HANDED_IN.lock().unwrap_or_else(|e| e.into_inner()) {
        return font;
    }
    bundled()
}

#[cfg(not(target_arch = "wasm32"))]
fn bundled() -> &'static Font {
    static BUNDLED: OnceLock<Font> = OnceLock::new();
    BUNDLED.get_or_init(|| {
        Font::read(include_bytes!("../../assets/fonts/ipaexg.ttf"), false)
            .expect("the bundled font is a font")
    })
}

/// The page carries no font in its code (it downloads one): until one is handed in, text
/// is measured by estimate and drawn with nothing.
#[cfg(target_arch = "wasm32")]
fn bundled() -> &'static Font {
    static NONE: OnceLock<Font> = OnceLock::new();
    NONE.get_or_init(|| Font {
        bytes: &[],
        family: "IPAexGothic".into(),
        subset: true,
        advances: HashMap::new(),
    })
}

/// Draws and measures with `bytes` from now on: the whole font, or a `subset` of it. The
/// font is kept for the rest of the process (a page loads at most two).
pub fn use_font(bytes: Vec<u8>, subset: bool) -> Result<(), FontProblem> {
    let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    let font: &'static Font = Box::leak(Box::new(Font::read(bytes, subset)?));
    *HANDED_IN.lock().unwrap_or_else(|e| e.into_inner()) = Some(font);
    missing().clear();
    Ok(())
}

/// The characters the whole bundled font has a glyph for, as inclusive ranges of code points
/// (`assets/fonts/ipaexg-coverage.txt`): a character a subset lacks matters only if the whole
/// font has it (text the whole font lacks too is measured by estimate in both).
fn whole_font_has(c: char) -> bool {
    static RANGES: OnceLock<Vec<(u32, u32)>> = OnceLock::new();
    let ranges = RANGES.get_or_init(|| {
        include_str!("../../assets/fonts/ipaexg-coverage.txt")
            .lines()
            .filter(|line| !line.starts_with('#'))
            .filter_map(|line| {
                let (from, to) = line.split_once('-').unwrap_or((line, line));
                Some((
                    u32::from_str_radix(from, 16).ok()?,
                    u32::from_str_radix(to, 16).ok()?,
                ))
            })
            .collect()
    });
    let c = c as u32;
    let at = ranges.partition_point(|&(_, to)| to < c);
    ranges.get(at).is_some_and(|&(from, _)| from <= c)
}

/// Tells that `text` is drawn or measured: a character a subset lacks is remembered.
pub(crate) fn note_text(text: &str) {
    let font = current();
    if !font.subset {
        return;
    }
    let lacking: Vec<char> = text
        .chars()
        .filter(|c| !c.is_control() && !font.advances.contains_key(c) && whole_font_has(*c))
        .collect();
    if !lacking.is_empty() {
        missing().extend(lacking);
    }
}

/// Tells that `tree` was laid out to be drawn: each character of its text the whole
/// bundled font lacks is remembered ([`take_undrawable`]), whichever font (the subset, the
/// whole) is in use, so the page and the command line name the same ones. Characters that
/// draw nothing anyway (variation selectors, zero-width joiners) are not.
pub(crate) fn note_drawn(tree: &resvg::usvg::Tree) {
    fn walk(group: &resvg::usvg::Group, found: &mut BTreeSet<char>) {
        for node in group.children() {
            match node {
                resvg::usvg::Node::Group(g) => walk(g, found),
                resvg::usvg::Node::Text(text) => {
                    for chunk in text.chunks() {
                        found.extend(chunk.text().chars().filter(|&c| undrawable(c)));
                    }
                }
                _ => {}
            }
        }
    }
    let mut found = BTreeSet::new();
    walk(tree.root(), &mut found);
    if !found.is_empty() {
        UNDRAWABLE
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend(found);
    }
}

/// Whether `c` would be drawn as the font's box: the whole font lacks it, and it is no
/// control or invisible joiner that draws nothing.
pub(crate) fn undrawable(c: char) -> bool {
    let invisible = matches!(
        c,
        '\u{200b}'..='\u{200f}' | '\u{2060}'..='\u{206f}' | '\u{fe00}'..='\u{fe0f}' | '\u{feff}'
            | '\u{e0100}'..='\u{e01ef}'
    );
    !c.is_control() && !invisible && !whole_font_has(c)
}

/// The characters drawn since the last call that the whole bundled font lacks.
pub fn take_undrawable() -> BTreeSet<char> {
    std::mem::take(&mut *UNDRAWABLE.lock().unwrap_or_else(|e| e.into_inner()))
}

/// The characters text asked for since the last call that the subset in use lacks (the work
/// then differs from the command line's: load the whole font and do it again).
pub fn take_missing() -> BTreeSet<char> {
    std::mem::take(&mut *missing())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What is drawn as the font's box is told by the whole font's coverage list, whatever
    /// font is in use: a character the subset lacks but the whole font has is not one.
    #[test]
    fn a_character_is_undrawable_when_the_whole_font_lacks_it() {
        for c in ['😀', '𠮷', '⚀', '™', '\u{2028}'] {
            assert!(undrawable(c), "{c:?}");
        }
        for c in ['あ', '邪', 'A', '\u{3000}', '\u{fe0f}', '\u{200d}', '\n'] {
            assert!(!undrawable(c), "{c:?}");
        }
    }

    /// The list of what the whole font covers is the bundled font's own charmap, range for
    /// range: a font updated without its list would send the page for it needlessly, or
    /// never.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_coverage_list_is_the_bundled_fonts() {
        let font = bundled();
        let mut has: Vec<u32> = font.advances.keys().map(|&c| c as u32).collect();
        has.sort_unstable();
        for &code in &has {
            let c = char::from_u32(code).unwrap();
            assert!(
                whole_font_has(c),
                "U+{code:04X} is in the font, not in the list"
            );
        }
        let listed: usize = include_str!("../../assets/fonts/ipaexg-coverage.txt")
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| {
                let (a, b) = l.split_once('-').unwrap_or((l, l));
                (u32::from_str_radix(b, 16).unwrap() - u32::from_str_radix(a, 16).unwrap() + 1)
                    as usize
            })
            .sum();
        assert_eq!(
            listed,
            has.len(),
            "the list names characters the font lacks"
        );
        assert!(!whole_font_has('≤') && whole_font_has('あ') && whole_font_has('\u{3000}'));
    }
}
