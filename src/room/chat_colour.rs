//! The colour a seat's lines take in the chat of the forks that colour them (udonarium_lily,
//! UdonariumWithFly): the seat's colour, darkened where it would be too light to read on the
//! chat window's light background.

/// The least contrast against white a chat colour keeps: WCAG's for large or bold text, which
/// keeps every built-in seat colour as it is but the lightest (shinjya's yellow).
const LEAST_CONTRAST: f64 = 3.0;

/// `#rrggbb` for a seat of colour `seat` (`#rrggbb`, as the definition checked it).
pub(crate) fn chat_colour(seat: &str) -> String {
    let rgb = parse(seat);
    let mut scale = 1.0;
    // Towards black in small steps: the hue stays the seat's.
    while contrast_with_white(rgb.map(|c| c * scale)) < LEAST_CONTRAST && scale > 0.0 {
        scale -= 0.02;
    }
    let [r, g, b] = rgb.map(|c| (c * scale.max(0.0)).round() as u8);
    format!("#{r:02x}{g:02x}{b:02x}")
}

fn parse(hex: &str) -> [f64; 3] {
    let byte = |i: usize| {
        hex.get(1 + 2 * i..3 + 2 * i)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(0) as f64
    };
    [byte(0), byte(1), byte(2)]
}

/// WCAG 2 contrast ratio of an sRGB colour (0–255 a channel) against white.
fn contrast_with_white(rgb: [f64; 3]) -> f64 {
    let linear = |c: f64| {
        let c = c / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let l = 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
    1.05 / (l + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dark_enough_colours_stay_and_light_ones_darken_to_a_readable_shade() {
        assert_eq!(chat_colour("#c0392b"), "#c0392b");
        assert_eq!(chat_colour("#5d5d6b"), "#5d5d6b");
        let yellow = chat_colour("#d4a106");
        assert_ne!(yellow, "#d4a106");
        assert!(contrast_with_white(parse(&yellow)) >= LEAST_CONTRAST);
        // Just enough: one step lighter would not do.
        let lighter = parse(&yellow).map(|c| c / 0.98 * 1.0);
        assert!(contrast_with_white(lighter) < LEAST_CONTRAST + 0.2);
        let white = chat_colour("#ffffff");
        assert!(
            contrast_with_white(parse(&white)) >= LEAST_CONTRAST,
            "{white}"
        );
    }
}
