//! Shorter SVG path data. usvg writes every path with absolute commands and spaces
//! (`M 924.84 1227.49 L 936.6 1227.49`); text turned into paths is mostly such glyph
//! outlines, so a face is mostly path data. Rewritten with relative commands (small
//! numbers), `h`/`v` for straight lines and no needless spaces, a face shrinks by about a
//! third before compression. Coordinates are handled as whole hundredths, the precision
//! usvg wrote them with, so the rewrite draws exactly the same outline.

/// Rewrites every `d="…"` attribute of an SVG document written by usvg. Path data it does
/// not recognise is left as it was.
pub fn compact_paths(svg: &str) -> String {
    const KEY: &str = " d=\"";
    let mut out = String::with_capacity(svg.len());
    let mut rest = svg;
    while let Some(at) = rest.find(KEY) {
        let start = at + KEY.len();
        let Some(len) = rest[start..].find('"') else {
            break;
        };
        out.push_str(&rest[..start]);
        let data = &rest[start..start + len];
        match compact(data) {
            Some(short) => out.push_str(&short),
            None => out.push_str(data),
        }
        rest = &rest[start + len..];
    }
    out.push_str(rest);
    out
}

/// One path's data: absolute `M L Q C Z` in, relative commands out.
fn compact(data: &str) -> Option<String> {
    let mut out = String::with_capacity(data.len() / 2);
    let mut tokens = data.split_ascii_whitespace().peekable();
    let (mut x, mut y) = (0i64, 0i64);
    let (mut start_x, mut start_y) = (0i64, 0i64);
    let mut last = ' ';
    let point = |tokens: &mut std::iter::Peekable<std::str::SplitAsciiWhitespace>| {
        let px = hundredths(tokens.next()?)?;
        let py = hundredths(tokens.next()?)?;
        Some((px, py))
    };
    while let Some(command) = tokens.next() {
        match command {
            "M" => {
                let (px, py) = point(&mut tokens)?;
                push_command(&mut out, &mut last, 'm', false);
                push_numbers(&mut out, &[px - x, py - y]);
                (x, y) = (px, py);
                (start_x, start_y) = (px, py);
            }
            "L" => {
                let (px, py) = point(&mut tokens)?;
                let (dx, dy) = (px - x, py - y);
                if dy == 0 {
                    push_command(&mut out, &mut last, 'h', true);
                    push_numbers(&mut out, &[dx]);
                } else if dx == 0 {
                    push_command(&mut out, &mut last, 'v', true);
                    push_numbers(&mut out, &[dy]);
                } else {
                    push_command(&mut out, &mut last, 'l', true);
                    push_numbers(&mut out, &[dx, dy]);
                }
                (x, y) = (px, py);
            }
            "Q" | "C" => {
                let count = if command == "Q" { 2 } else { 3 };
                let mut numbers = Vec::with_capacity(count * 2);
                let mut end = (x, y);
                for _ in 0..count {
                    end = point(&mut tokens)?;
                    numbers.extend([end.0 - x, end.1 - y]);
                }
                let letter = if command == "Q" { 'q' } else { 'c' };
                push_command(&mut out, &mut last, letter, true);
                push_numbers(&mut out, &numbers);
                (x, y) = end;
            }
            "Z" => {
                push_command(&mut out, &mut last, 'z', false);
                (x, y) = (start_x, start_y);
            }
            _ => return None,
        }
    }
    Some(out)
}

/// A number usvg wrote (at most two decimals) as whole hundredths.
fn hundredths(token: &str) -> Option<i64> {
    let value: f64 = token.parse().ok()?;
    let scaled = (value * 100.0).round();
    // Anything finer than usvg writes would be changed by the rewrite: leave the path alone.
    ((value * 100.0 - scaled).abs() < 1e-6 && scaled.abs() < 1e15).then_some(scaled as i64)
}

/// A command letter, left out when it repeats (SVG lets a command take several sets of
/// arguments) unless it is a moveto or closepath.
fn push_command(out: &mut String, last: &mut char, letter: char, repeatable: bool) {
    if !(repeatable && *last == letter) {
        out.push(letter);
    } else {
        // The numbers continue the previous command's; a separator comes with them.
        out.push(' ');
    }
    *last = letter;
}

/// Numbers separated by a space, or by nothing where a minus sign separates them.
fn push_numbers(out: &mut String, numbers: &[i64]) {
    for (i, &n) in numbers.iter().enumerate() {
        if i > 0 && n >= 0 {
            out.push(' ');
        }
        format_hundredths(out, n);
    }
}

fn format_hundredths(out: &mut String, n: i64) {
    use std::fmt::Write;
    if n < 0 {
        out.push('-');
    }
    let n = n.unsigned_abs();
    let (whole, frac) = (n / 100, n % 100);
    if whole > 0 || frac == 0 {
        let _ = write!(out, "{whole}");
    }
    match frac {
        0 => {}
        f if f % 10 == 0 => {
            let _ = write!(out, ".{}", f / 10);
        }
        f => {
            let _ = write!(out, ".{f:02}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Absolute points of a compacted path, for comparing outlines.
    fn absolute(data: &str) -> Vec<(f64, f64)> {
        let tree = resvg::usvg::Tree::from_str(
            &format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="{data}"/></svg>"#
            ),
            &resvg::usvg::Options::default(),
        )
        .unwrap();
        let resvg::usvg::Node::Path(path) = &tree.root().children()[0] else {
            panic!("a path");
        };
        path.data()
            .points()
            .iter()
            .map(|p| (p.x as f64, p.y as f64))
            .collect()
    }

    #[test]
    fn draws_the_same_outline_shorter() {
        let data = "M 924.84 1227.49 L 936.6 1227.49 L 936.6 1237.76 L 934.67 1236.5 \
                    Q 919.26 1230.45 916.91 1231.34 C 917 1232 918.5 1233 919.05 1230 L 919.05 1237 Z \
                    M 910 1210 L 912 1211 L 913 1209 Z";
        let short = compact(data).unwrap();
        assert!(short.len() < data.len() * 2 / 3, "{short}");
        let (a, b) = (absolute(data), absolute(&short));
        assert_eq!(a.len(), b.len());
        for (p, q) in a.iter().zip(&b) {
            assert!(
                (p.0 - q.0).abs() < 1e-3 && (p.1 - q.1).abs() < 1e-3,
                "{a:?} {b:?}"
            );
        }
    }

    #[test]
    fn formats_hundredths_compactly() {
        let mut s = String::new();
        push_numbers(&mut s, &[5, -5, 150, 0, -1200, 7]);
        assert_eq!(s, ".05-.05 1.5 0-12 .07");
    }

    #[test]
    fn leaves_unknown_path_data_and_other_attributes_alone() {
        let svg = r#"<svg><path d="M 0 0 A 1 1 0 0 1 5 5"/><path id="x" d="M 1 1 L 2 2"/></svg>"#;
        assert_eq!(
            compact_paths(svg),
            r#"<svg><path d="M 0 0 A 1 1 0 0 1 5 5"/><path id="x" d="m1 1l1 1"/></svg>"#
        );
        assert_eq!(compact("M 0.001 0"), None);
    }
}
