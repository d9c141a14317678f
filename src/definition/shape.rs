//! The shape of a kind's cards (`shape` in components.toml, `new --from --card-shape`), and
//! how a picture of another shape is fitted to it (`fit`). udonarium draws every card of a
//! deck alike, as tall as its picture is for its width: a deck of pictures of any size takes
//! one shape, and every picture of another is fitted to it, never refused.

/// Pictures may differ this much in shape (height over width) and still count as one:
/// scans and exports are often a pixel off, and udonarium stretches nothing by that little.
pub const TOLERANCE: f64 = 0.02;

/// The narrowest and the widest shape a card may have (height over width): a strip of 1 × 4
/// is already more a bookmark than a card.
const ASPECTS: std::ops::RangeInclusive<f64> = 0.25..=4.0;

/// The usual card sizes, by name, in millimetres (width × height).
pub const NAMED: &[(&str, f64, f64)] = &[
    ("poker", 63.0, 88.0),
    ("bridge", 57.0, 89.0),
    ("tarot", 70.0, 120.0),
    ("mini", 44.0, 63.0),
    ("square", 1.0, 1.0),
];

/// A kind's card shape as written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum CardShape {
    /// The shape most of the deck's front pictures have (the first such picture's).
    Common,
    /// The first front picture's shape.
    First,
    /// A given height over width: a named size, or `WxH`.
    Aspect(f64),
}

impl CardShape {
    /// The shape a text names: `common`, `first`, a name of [`NAMED`], or `WxH` (millimetres
    /// or a ratio: `63x88`, `2.5x3.5`, `2×3`); `None` for anything else, or a shape outside
    /// 1:4 to 4:1.
    pub fn parse(text: &str) -> Option<CardShape> {
        let text = text.trim().to_ascii_lowercase();
        match text.as_str() {
            "common" => return Some(CardShape::Common),
            "first" => return Some(CardShape::First),
            _ => {}
        }
        let (width, height) = match NAMED.iter().find(|(name, ..)| *name == text) {
            Some((_, w, h)) => (*w, *h),
            None => {
                let (w, h) = text.split_once(['x', '×'])?;
                (w.trim().parse::<f64>().ok()?, h.trim().parse::<f64>().ok()?)
            }
        };
        let aspect = height / width;
        (width > 0.0 && height > 0.0 && ASPECTS.contains(&aspect))
            .then_some(CardShape::Aspect(aspect))
    }

    /// The shape's height over width, for a deck whose front pictures have `pictures`
    /// (height over width each, in row order); `None` for a deck of no pictures whose shape
    /// comes from them.
    pub fn aspect(self, pictures: &[f64]) -> Option<f64> {
        match self {
            CardShape::Aspect(aspect) => Some(aspect),
            CardShape::First => pictures.first().copied(),
            CardShape::Common => most_common(pictures),
        }
    }
}

/// Whether a picture of height over width `own` shows as a card of `aspect` unfitted.
pub fn same_shape(own: f64, aspect: f64) -> bool {
    (own - aspect).abs() <= aspect * TOLERANCE
}

/// The shape most pictures share (within [`TOLERANCE`] of the first of them), the earliest
/// such group where two are as many: the first picture of that group's shape.
fn most_common(pictures: &[f64]) -> Option<f64> {
    let mut groups: Vec<(f64, usize)> = Vec::new();
    for &own in pictures {
        match groups.iter_mut().find(|(first, _)| same_shape(own, *first)) {
            Some(group) => group.1 += 1,
            None => groups.push((own, 1)),
        }
    }
    // `max_by_key` keeps the last of equals: the groups reversed, it keeps the earliest.
    groups
        .iter()
        .rev()
        .max_by_key(|(_, count)| *count)
        .map(|(first, _)| *first)
}

/// How a picture of another shape than its card's is fitted to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Fit {
    /// The whole picture, centred, the rest of the card filled with the pad colour.
    #[default]
    Pad,
    /// The picture fills the card, the overflow cut off evenly on both sides.
    Crop,
}

impl Fit {
    /// `pad` or `crop`.
    pub fn parse(text: &str) -> Option<Fit> {
        match text.trim().to_ascii_lowercase().as_str() {
            "pad" => Some(Fit::Pad),
            "crop" => Some(Fit::Crop),
            _ => None,
        }
    }

    /// As written in a definition.
    pub fn name(self) -> &'static str {
        match self {
            Fit::Pad => "pad",
            Fit::Crop => "crop",
        }
    }
}

/// The ground a padded picture lies on, unless the definition says another.
pub const DEFAULT_PAD_COLOUR: &str = "#ffffff";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_by_name_size_or_ratio() {
        let aspect = |t: &str| match CardShape::parse(t) {
            Some(CardShape::Aspect(a)) => Some((a * 1000.0).round() / 1000.0),
            _ => None,
        };
        assert_eq!(aspect("poker"), Some(1.397));
        assert_eq!(aspect("Bridge"), Some(1.561));
        assert_eq!(aspect("tarot"), Some(1.714));
        assert_eq!(aspect("mini"), Some(1.432));
        assert_eq!(aspect("square"), Some(1.0));
        assert_eq!(aspect("63x88"), Some(1.397));
        assert_eq!(aspect("2.5 × 3.5"), Some(1.4));
        assert_eq!(aspect("3X2"), Some(0.667));
        assert_eq!(CardShape::parse("common"), Some(CardShape::Common));
        assert_eq!(CardShape::parse("FIRST"), Some(CardShape::First));
        for refused in [
            "", "oval", "0x5", "-3x4", "1x5", "5x1", "x4", "3x", "nanxnan", "inf x 2",
        ] {
            assert_eq!(CardShape::parse(refused), None, "{refused:?}");
        }
    }

    #[test]
    fn the_common_shape_is_the_largest_group_and_the_first_of_equals() {
        // Two landscapes a pixel apart, one portrait, one square.
        let pictures = [1.0, 0.75, 1.333, 0.751, 1.0];
        assert_eq!(CardShape::Common.aspect(&pictures), Some(1.0));
        assert_eq!(CardShape::Common.aspect(&[1.333, 0.75, 0.751]), Some(0.75));
        assert_eq!(CardShape::First.aspect(&[1.333, 0.75, 0.751]), Some(1.333));
        assert_eq!(CardShape::Common.aspect(&[]), None);
        assert_eq!(CardShape::Aspect(1.5).aspect(&[]), Some(1.5));
    }
}
