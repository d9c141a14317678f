//! Text that keeps clear of a band across a card's middle, where udonarium draws a pile's
//! 「n枚」 badge: a paragraph's lines step over it, and what follows flows on after them.

use super::escape;
use crate::error::TemplateProblem;

/// Where band-aware text has reached in a template so far: the last baseline placed and
/// the band it keeps clear of (top, bottom), for `below`.
#[derive(Debug, Default)]
pub(super) struct Flow {
    pub(super) baseline: Option<f64>,
    pub(super) band: (f64, f64),
}

impl Flow {
    /// `{{below:GAP:SIZE:KEEP}}`: the y GAP below the last line, under the band if a line of
    /// SIZE px there would meet it, or if the KEEP px under it (a heading's text) would.
    pub(super) fn below(
        &mut self,
        gap: f64,
        size: f64,
        keep: f64,
    ) -> Result<String, TemplateProblem> {
        let mut y = self.last("below")? + gap;
        let (top, bottom) = self.band;
        if crosses(y, size, self.band) || (y < top && y + keep > top) {
            y = bottom + size * 0.95;
        }
        let y = short(y);
        self.baseline = Some(y);
        Ok(format!("{y}"))
    }

    pub(super) fn last(&self, what: &str) -> Result<f64, TemplateProblem> {
        self.baseline
            .ok_or_else(|| TemplateProblem::NothingAbove { what: what.into() })
    }
}

/// Whether a line of `size` px on `baseline` would meet the band (top, bottom): glyphs
/// reach about an em above their baseline and a quarter below it.
fn crosses(baseline: f64, size: f64, (top, bottom): (f64, f64)) -> bool {
    baseline - size * 0.95 < bottom && baseline + size * 0.25 > top
}

/// A number as a template writes it: at most two decimals.
fn short(n: f64) -> f64 {
    (n * 100.0).round() / 100.0
}

/// Lines as `<tspan>`s at `x`, each `size` · 1.35 below the last; with a `band`
/// (first baseline, top, bottom) a line whose glyphs would meet the band starts below it
/// instead: the middle of a card, where udonarium draws a pile's 「n枚」 badge.
/// Returns the tspans and the last line's baseline.
pub(super) fn wrapped_lines(
    lines: &[String],
    x: f64,
    size: f64,
    band: Option<(f64, f64, f64)>,
) -> (String, f64) {
    let mut out = String::new();
    let mut baseline = band.map_or(0.0, |(y, _, _)| y);
    for (i, line) in lines.iter().enumerate() {
        let mut dy = if i == 0 { 0.0 } else { size * 1.35 };
        // Written as before bands were known, so unmoved faces stay byte for byte the same.
        let mut shown = if i == 0 {
            "0".to_string()
        } else {
            format!("{dy}")
        };
        if let Some((_, top, bottom)) = band
            && crosses(baseline + dy, size, (top, bottom))
        {
            dy = bottom + size * 0.95 - baseline;
            shown = format!("{}", short(dy));
        }
        baseline += dy;
        out.push_str(&format!(
            r#"<tspan x="{x}" dy="{shown}">{}</tspan>"#,
            escape(line)
        ));
    }
    (out, baseline)
}

#[cfg(test)]
mod tests {
    use super::super::{Context, fill};

    #[test]
    fn wrapped_lines_step_over_a_band() {
        let mut ctx = Context::default();
        ctx.set("text", "あいうえおか");
        // Baselines 20, 33.5, 47 at 10 px; the band 30–40 moves the second line to 49.5
        // (its glyphs from 40) and the third follows 13.5 below.
        let out = fill("{{text|wrap:22:5:10:20:30:40}}", &ctx).unwrap();
        assert_eq!(
            out,
            r#"<tspan x="5" dy="0">あい</tspan><tspan x="5" dy="29.5">うえ</tspan><tspan x="5" dy="13.5">おか</tspan>"#
        );
        assert!(fill("{{text|wrap:22:5:10:20:30}}", &ctx).is_err());
    }

    #[test]
    fn text_below_a_paragraph_flows_on_and_keeps_clear_of_its_band() {
        let mut ctx = Context::default();
        ctx.set("text", "あいうえおか");
        ctx.set("more", "きく");
        // The paragraph ends on 63 (its last line moved under the band 30–40); a heading
        // 20 below it lands on 83, the next paragraph 15 below that on 98.
        let out = fill(
            "{{text|wrap:22:5:10:20:30:40}}|{{below:20:10}}|<t y=\"{{below:15:10}}\">{{more|wrap:22:5:10:below}}</t>",
            &ctx,
        )
        .unwrap();
        assert!(
            out.ends_with(r#"|83|<t y="98"><tspan x="5" dy="0">きく</tspan></t>"#),
            "{out}"
        );
        // A heading that would cross the band starts under it instead (its glyphs from 40).
        ctx.set("text", "あい");
        let out = fill("{{text|wrap:22:5:10:20:30:40}}|{{below:10:10}}", &ctx).unwrap();
        assert!(out.ends_with("|49.5"), "{out}");
        // Kept with the 14 px under it, a heading clear of the band (on 30) steps too.
        let out = fill("{{text|wrap:22:5:10:20:30:40}}|{{below:5:10:14}}", &ctx).unwrap();
        assert!(out.ends_with("|49.5"), "{out}");
        let out = fill("{{text|wrap:22:5:10:20:30:40}}|{{below:5:10}}", &ctx).unwrap();
        assert!(out.ends_with("|25"), "{out}");
        // `below` needs band-aware text before it.
        assert!(fill("{{below:10:10}}", &ctx).is_err());
        assert!(fill("{{text|wrap:22:5:10}}{{more|wrap:22:5:10:below}}", &ctx).is_err());
    }
}
