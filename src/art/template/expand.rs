//! What one `{{…}}` placeholder of a template draws: a field's text (escaped, wrapped or
//! sized to fit), icons, the user's art, a glossary term, a spreadsheet's further fields.

use super::flow::{Flow, sentences_round_band, wrapped_lines};
use super::{Context, IconUse, escape};
use crate::art::wrap::{Breaking, wrap_as};
use crate::error::TemplateProblem;

fn numbers(args: &[&str], expected: usize, what: &str) -> Result<Vec<f64>, TemplateProblem> {
    if args.len() != expected {
        return Err(TemplateProblem::Count {
            what: what.into(),
            expected,
            found: args.len(),
        });
    }
    args.iter()
        .map(|a| {
            a.parse::<f64>().map_err(|_| TemplateProblem::NotANumber {
                what: what.into(),
                found: (*a).into(),
            })
        })
        .collect()
}

/// What one `{{…}}` expression draws: `NAME:ARGS…` with an optional `|FILTER`.
pub(super) fn expand(
    expr: &str,
    ctx: &Context,
    flow: &mut Flow,
) -> Result<String, TemplateProblem> {
    let (head, filter) = match expr.split_once('|') {
        Some((h, f)) => (h.trim(), Some(f.trim())),
        None => (expr, None),
    };
    let mut parts = head.split(':');
    let name = parts.next().unwrap_or("");
    let args: Vec<&str> = parts.collect();
    match name {
        "icons" => {
            let n = numbers(&args, 3, "icons")?;
            Ok(icon_row(&ctx.icons, n[0], n[1], n[2]))
        }
        "repeat" => {
            let (ids, n) = match args.split_last() {
                Some((ids, n)) => (*ids, numbers(n, 3, "repeat")?),
                None => return Err(TemplateProblem::RepeatShape),
            };
            Ok(repeat_row(&ctx.icons, ids, n[0], n[1], n[2]))
        }
        "fields" => {
            let n = numbers(&args, 4, "fields")?;
            Ok(field_list(&ctx.field_list, n[0], n[1], n[2], n[3]))
        }
        "term" => term(&args, ctx),
        "below" => {
            let n = numbers(&args, if args.len() == 3 { 3 } else { 2 }, "below")?;
            flow.below(n[0], n[1], n.get(2).copied().unwrap_or(0.0))
        }
        "icon" => {
            let n = numbers(&args, 3, "icon")?;
            Ok(ctx
                .icon
                .as_deref()
                .map_or(String::new(), |svg| place_svg(svg, n[0], n[1], n[2], n[2])))
        }
        "art" => art(&args, ctx),
        named if ctx.named_icons.contains_key(named) => {
            let n = numbers(&args, 3, named)?;
            Ok(place_svg(&ctx.named_icons[named], n[0], n[1], n[2], n[2]))
        }
        field if filter.is_none() && ctx.fragments.contains_key(field) => {
            Ok(ctx.fragments[field].clone())
        }
        field => {
            let value = ctx
                .fields
                .get(field)
                .ok_or_else(|| TemplateProblem::UnknownField {
                    field: field.into(),
                    known: ctx.fields.keys().cloned().collect(),
                })?;
            match filter {
                None => Ok(escape(value)),
                Some(f) if f.starts_with("fit:") => {
                    let n = numbers(&f.split(':').skip(1).collect::<Vec<_>>(), 2, "fit")?;
                    Ok(fitted_size(value, n[0], n[1], ctx.breaking))
                }
                Some(f) => wrap(value, f, ctx, flow),
            }
        }
    }
}

/// `{{term:ID}}`: the glossary term, escaped.
fn term(args: &[&str], ctx: &Context) -> Result<String, TemplateProblem> {
    match args {
        [id] => ctx
            .terms
            .get(*id)
            .map(|t| escape(t))
            .ok_or_else(|| TemplateProblem::UnknownTerm {
                id: (*id).into(),
                known: ctx.terms.keys().cloned().collect(),
            }),
        _ => Err(TemplateProblem::TermShape),
    }
}

/// `{{art:X:Y:W:H}}`: the user's art filling the box, if there is one.
fn art(args: &[&str], ctx: &Context) -> Result<String, TemplateProblem> {
    let n = numbers(args, 4, "art")?;
    match &ctx.art {
        None => Ok(String::new()),
        Some(art) => Ok(format!(
            r#"<image x="{}" y="{}" width="{}" height="{}" preserveAspectRatio="xMidYMid slice" href="{}"/>"#,
            n[0],
            n[1],
            n[2],
            n[3],
            art.href(n[2], n[3])
                .map_err(|e| TemplateProblem::ArtUnencodable {
                    reason: e.to_string()
                })?
        )),
    }
}

/// `{{field|wrap:…}}`: `value` broken into `<tspan>` lines, band-aware where the filter
/// gives a band (or flows on `below`), which `flow` then remembers.
fn wrap(value: &str, f: &str, ctx: &Context, flow: &mut Flow) -> Result<String, TemplateProblem> {
    let mut fp = f.split(':');
    if fp.next() != Some("wrap") {
        return Err(TemplateProblem::UnknownFilter { filter: f.into() });
    }
    let mut args: Vec<&str> = fp.collect();
    let follows = args.len() == 4 && args[3] == "below";
    if follows {
        args.pop();
    }
    let count = match args.len() {
        4 | 6 => args.len(),
        _ => 3,
    };
    let n = numbers(&args, count, "wrap")?;
    let (width, x, size) = (n[0], n[1], n[2]);
    // With `:Y:FROM:TO`, lines from baseline Y step over the band FROM–TO;
    // with `:below`, from the baseline `below` gave, over the same band;
    // with `:Y` alone, from baseline Y with no band (a half of a card that
    // reads either way up), for `below` to follow.
    let band = if follows {
        Some((flow.last("wrap:…:below")?, flow.band.0, flow.band.1))
    } else {
        match n.len() {
            6 => Some((n[3], n[4], n[5])),
            4 => Some((n[3], f64::INFINITY, f64::INFINITY)),
            _ => None,
        }
    };
    // A little slack: the browser's rendering of the paths may round up.
    let ems = width / size * 0.94;
    let (tspans, last) = match band {
        Some(band) if ctx.breaking == Breaking::Font => {
            sentences_round_band(value, ems, x, size, band)
        }
        _ => wrapped_lines(&wrap_as(value, ems, ctx.breaking), x, size, band),
    };
    if let Some((_, top, bottom)) = band {
        flow.baseline = Some(last);
        flow.band = (top, bottom);
    }
    Ok(tspans)
}

/// The font size at which `text` on one line is at most `length` px long: `size` as written
/// where it fits, else the whole px below.
fn fitted_size(text: &str, length: f64, size: f64, breaking: Breaking) -> String {
    let ems: f64 = text.chars().map(|c| breaking.advance(c)).sum();
    if ems * size <= length {
        return format!("{size}");
    }
    format!("{}", (length / ems).floor().max(1.0))
}

/// Each field's header, then its text wrapped to `width`, one under the other from `y`.
fn field_list(fields: &[(String, String)], x: f64, y: f64, width: f64, size: f64) -> String {
    let mut out = String::new();
    let mut y = y;
    for (header, text) in fields {
        out.push_str(&format!(
            r##"<text x="{x}" y="{y}" font-size="{small}" font-weight="bold" fill="#6b6b6b">{}</text>"##,
            escape(header),
            small = (size * 0.75).round(),
        ));
        y += size * 1.25;
        let lines = wrap_as(text, width / size * 0.94, Breaking::Font);
        out.push_str(&format!(
            r##"<text y="{y}" font-size="{size}" fill="#222222">"##
        ));
        for (i, line) in lines.iter().enumerate() {
            let dy = if i == 0 { 0.0 } else { size * 1.35 };
            out.push_str(&format!(
                r#"<tspan x="{x}" dy="{dy}">{}</tspan>"#,
                escape(line)
            ));
        }
        out.push_str("</text>");
        y += lines.len() as f64 * size * 1.35 + size * 0.5;
    }
    out
}

/// An icon file's SVG placed in a box; its own viewBox scales it.
fn place_svg(svg: &str, x: f64, y: f64, w: f64, h: f64) -> String {
    let open_end = svg
        .find("<svg")
        .and_then(|s| svg[s..].find('>').map(|e| s + e + 1));
    let close = svg.rfind("</svg>");
    let (inner, view_box) = match (open_end, close) {
        (Some(o), Some(c)) if o <= c => {
            let tag = &svg[..o];
            let vb = tag
                .split("viewBox=\"")
                .nth(1)
                .and_then(|r| r.split('"').next())
                .unwrap_or("0 0 100 100");
            (&svg[o..c], vb)
        }
        _ => (svg, "0 0 100 100"),
    };
    format!(r#"<svg x="{x}" y="{y}" width="{w}" height="{h}" viewBox="{view_box}">{inner}</svg>"#)
}

fn icon_row(icons: &[IconUse], x: f64, y: f64, size: f64) -> String {
    let mut out = String::new();
    let mut cx = x;
    for icon in icons.iter().filter(|i| i.value != 0) {
        out.push_str(&place_svg(&icon.svg, cx, y, size, size));
        let sign = if icon.value > 0 { "+" } else { "−" };
        out.push_str(&format!(
            r##"<text x="{}" y="{}" font-size="{}" font-weight="bold" fill="#1b1b1b">{}{}</text>"##,
            cx + size * 1.05,
            y + size * 0.8,
            size * 0.75,
            sign,
            icon.value.abs()
        ));
        cx += size * 2.1;
    }
    out
}

/// Each listed icon as many times as its value, side by side.
fn repeat_row(icons: &[IconUse], ids: &str, x: f64, y: f64, size: f64) -> String {
    let mut out = String::new();
    let mut cx = x;
    for id in ids.split(',').map(str::trim) {
        let Some(icon) = icons.iter().find(|i| i.id == id) else {
            continue;
        };
        // Bounded: a typo of 1000 in a definition must not make a huge image.
        for _ in 0..icon.value.clamp(0, 12) {
            out.push_str(&place_svg(&icon.svg, cx, y, size, size));
            cx += size * 1.05;
        }
    }
    out
}
