//! Text that keeps clear of a band across a card's middle, where udonarium draws a pile's
//! 「n枚」 badge: a sentence that would meet it starts below it, whole, so the badge never
//! interrupts a sentence; what follows flows on after it.

use super::escape;
use crate::art::wrap::{Breaking, wrap_as};
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
/// instead. How version 1 faces (`Breaking::Legacy`) were laid out: `sentences_round_band`
/// lays out today's. Returns the tspans and the last line's baseline.
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
        out.push_str(&tspan(x, &shown, line));
    }
    (out, baseline)
}

fn tspan(x: f64, dy: &str, line: &str) -> String {
    format!(r#"<tspan x="{x}" dy="{dy}">{}</tspan>"#, escape(line))
}

/// `text` cut after each sentence: a stop (。！？, or . ! ? before a space) with the
/// closing marks and spaces after it.
fn sentences(text: &str) -> Vec<&str> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = Vec::new();
    let (mut from, mut i) = (0, 0);
    while i < chars.len() {
        let c = chars[i].1;
        let next = chars.get(i + 1).map(|&(_, n)| n);
        let stop =
            "。！？".contains(c) || ".!?".contains(c) && next.is_none_or(char::is_whitespace);
        i += 1;
        if !stop {
            continue;
        }
        while i < chars.len() && "」』）)\"'".contains(chars[i].1) {
            i += 1;
        }
        while i < chars.len() && chars[i].1 == ' ' {
            i += 1;
        }
        let end = chars.get(i).map_or(text.len(), |&(at, _)| at);
        out.push(&text[from..end]);
        from = end;
    }
    if from < text.len() {
        out.push(&text[from..]);
    }
    out
}

/// `text` broken into lines `width` ems wide at `x`, from baseline `y`, each `size` · 1.35
/// below the last, round the band (top, bottom): a sentence whose lines would meet the band
/// starts on a line of its own below it, so no sentence runs across it. Returns the tspans
/// and the last line's baseline.
pub(super) fn sentences_round_band(
    text: &str,
    width: f64,
    x: f64,
    size: f64,
    (y, top, bottom): (f64, f64, f64),
) -> (String, f64) {
    let step = size * 1.35;
    let below_band = bottom + size * 0.95;
    // Lines laid so far (text, baseline), and the sentences on the last, still open, run of
    // lines with the baseline it starts on.
    let mut laid: Vec<(String, f64)> = Vec::new();
    let mut run = String::new();
    let mut run_from = y;
    let lines_of = |run: &str, from: f64| -> Vec<(String, f64)> {
        wrap_as(run, width, Breaking::Font)
            .into_iter()
            .enumerate()
            .map(|(i, l)| (l, from + i as f64 * step))
            .collect()
    };
    let meets =
        |lines: &[(String, f64)]| lines.iter().any(|(_, b)| crosses(*b, size, (top, bottom)));
    for sentence in sentences(text) {
        let joined = format!("{run}{sentence}");
        if !meets(&lines_of(&joined, run_from)) {
            run = joined;
            continue;
        }
        // The sentence would meet the band: what came before it ends its line, and it
        // starts on the next, below the band if it would still meet it there.
        let mut start = run_from;
        if !run.is_empty() {
            let before = lines_of(&run, run_from);
            start = before.last().map_or(run_from, |l| l.1 + step);
            laid.extend(before);
        }
        let fresh = sentence.trim_start_matches('\n');
        if meets(&lines_of(fresh, start)) && start < below_band {
            start = below_band;
        }
        run = fresh.to_string();
        run_from = start;
    }
    laid.extend(lines_of(&run, run_from));
    let mut out = String::new();
    let mut last = y;
    for (i, (line, baseline)) in laid.iter().enumerate() {
        let dy = if i == 0 {
            *baseline - y
        } else {
            baseline - last
        };
        let shown = if i == 0 && dy == 0.0 {
            "0".to_string()
        } else {
            format!("{}", short(dy))
        };
        out.push_str(&tspan(x, &shown, line));
        last = *baseline;
    }
    (out, last)
}

#[cfg(test)]
mod tests {
    use super::super::{Context, fill};

    #[test]
    fn a_sentence_that_would_meet_the_band_starts_below_it_whole() {
        let mut ctx = Context::default();
        // Baselines 20, 33.5, 47 at 10 px: 「うえおか」 would start on 33.5, in the band
        // 30–40, so it starts on 49.5 (its glyphs from 40); 「あい。」 stays above it.
        ctx.set("text", "あい。うえおか");
        let out = fill("{{text|wrap:33:5:10:20:30:40}}", &ctx).unwrap();
        assert_eq!(
            out,
            r#"<tspan x="5" dy="0">あい。</tspan><tspan x="5" dy="29.5">うえお</tspan><tspan x="5" dy="13.5">か</tspan>"#
        );
        // One sentence that would run across the band starts below it.
        ctx.set("text", "あいうえおか");
        let out = fill("{{text|wrap:22:5:10:20:30:40}}", &ctx).unwrap();
        assert_eq!(
            out,
            r#"<tspan x="5" dy="29.5">あい</tspan><tspan x="5" dy="13.5">うえ</tspan><tspan x="5" dy="13.5">おか</tspan>"#
        );
        assert!(fill("{{text|wrap:22:5:10:20:30}}", &ctx).is_err());
    }

    #[test]
    fn sentences_end_at_stops_with_their_closing_marks() {
        assert_eq!(
            super::sentences("取ったら、\n配る。「はい。」次へ. Then go! x"),
            vec![
                "取ったら、\n配る。",
                "「はい。」",
                "次へ. ",
                "Then go! ",
                "x"
            ]
        );
    }

    #[test]
    fn text_below_a_paragraph_flows_on_and_keeps_clear_of_its_band() {
        let mut ctx = Context::default();
        ctx.set("text", "あいうえおか");
        ctx.set("more", "きく");
        // The paragraph, one sentence, starts under the band 30–40 and ends on 76.5; a
        // heading 20 below it lands on 96.5, the next paragraph 15 below that on 111.5.
        let out = fill(
            "{{text|wrap:22:5:10:20:30:40}}|{{below:20:10}}|<t y=\"{{below:15:10}}\">{{more|wrap:22:5:10:below}}</t>",
            &ctx,
        )
        .unwrap();
        assert!(
            out.ends_with(r#"|96.5|<t y="111.5"><tspan x="5" dy="0">きく</tspan></t>"#),
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
