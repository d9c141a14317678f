//! Filling SVG templates. A template is an SVG file with placeholders:
//!
//! - `{{field}}`: a field's text, escaped for XML (`name`, `kind`, `colour`, `seat`, …);
//!   `value_ICON` is a card's value for an icon; `endN_points`/`endN_label`/`endN_colour` an end's;
//! - `{{field|wrap:W:X:SIZE}}`: the text broken into `<tspan>` lines W px wide, each at x = X,
//!   for a font of SIZE px (put it inside a `<text>` element); `wrap:W:X:SIZE:Y:FROM:TO`, with
//!   Y the `<text>`'s own y, moves a line that would cross the band FROM–TO below it (keep
//!   a card's middle clear of udonarium's 「n枚」 badge: `definition::count_badge`);
//!   `wrap:W:X:SIZE:below` flows on under the last band-aware text (put it in a `<text>`
//!   whose y is `{{below:…}}`), keeping clear of the same band;
//! - `{{below:GAP:SIZE}}`: a y for a line of SIZE px, GAP below the last line a band-aware
//!   `wrap` or `below` placed, stepped under the band if it would cross it (a heading or a
//!   second paragraph after a paragraph whose length varies); `below:GAP:SIZE:KEEP` also
//!   steps it when the KEEP px under its baseline would (a heading kept with its text);
//! - `{{field|fit:LENGTH:SIZE}}`: a font size for the field's text on one line: SIZE, or the
//!   whole px below it at which the text is no longer than LENGTH (a Latin name down a
//!   card's edge, where a Japanese one of a few characters fits at SIZE);
//! - `{{icons:X:Y:SIZE}}`: one icon with its signed value per non-zero value of the card;
//! - `{{repeat:X:Y:SIZE:ID,ID…}}`: the listed icons in a row, each drawn as many times as the
//!   card's value for it (a cost of 2 white and 1 red drop: two white drops, one red);
//! - `{{icon:X:Y:SIZE}}`: the card's large icon, if it has one;
//! - `{{end1_icon:X:Y:SIZE}}`, `{{end2_icon:…}}`: the icon of a two-ended card's end;
//! - `{{term:ID}}`: the game's glossary term ID in the room's language (a label printed on
//!   every face of a kind, written once in `glossary.toml`);
//! - `{{art:X:Y:W:H}}`: the user's art for this component, if `card-art/` has one;
//! - `{{fields:X:Y:W:SIZE}}`: a spreadsheet row's further columns, each its header in small
//!   bold and its text wrapped W px wide below, from the top at Y (a spreadsheet's column
//!   is also a field of its own: `{{HEADER}}`).

mod expand;
mod flow;

use super::wrap::Breaking;
use crate::error::TemplateProblem;
use expand::expand;
use flow::Flow;
use std::collections::BTreeMap;

/// An icon ready to draw: its SVG and the number shown beside it.
#[derive(Debug, Clone)]
pub struct IconUse {
    /// The icon's id in the definition.
    pub id: String,
    /// The icon's picture, as SVG to draw inline.
    pub svg: String,
    /// The number shown beside it (a card's value for this icon).
    pub value: i64,
}

/// Everything a template may ask for.
#[derive(Debug, Clone, Default)]
pub struct Context {
    /// `{{name}}` placeholders and their text (escaped when filled).
    pub fields: BTreeMap<String, String>,
    /// SVG fragments udonforge draws itself (the table's areas), inserted unescaped.
    pub fragments: BTreeMap<String, String>,
    /// The card's values, one icon each, for `{{icons}}`.
    pub icons: Vec<IconUse>,
    /// The card's own icon as SVG, for `{{icon:…}}`.
    pub icon: Option<String>,
    /// Further icons by placeholder name (`end1_icon`, …).
    pub named_icons: BTreeMap<String, String>,
    /// A spreadsheet row's further columns (header, text), for `{{fields:…}}`.
    pub field_list: Vec<(String, String)>,
    /// The game's glossary in the room's language, for `{{term:ID}}`.
    pub terms: BTreeMap<String, String>,
    /// The user's picture for the `{{art:…}}` slot, fitted to the slot when filled.
    pub art: Option<std::sync::Arc<super::user_art::SlotArt>>,
    /// How `|wrap` and `{{fields:…}}` break lines.
    pub breaking: Breaking,
}

impl Context {
    /// Sets the text of the `{{key}}` placeholder.
    pub fn set(&mut self, key: &str, value: impl Into<String>) {
        self.fields.insert(key.to_string(), value.into());
    }
}

/// A placeholder the template uses wrongly, with its byte offset in the template.
#[derive(Debug, Clone, PartialEq)]
pub struct TemplateError {
    /// Byte offset of the placeholder in the template.
    pub offset: usize,
    /// What is wrong with it.
    pub problem: TemplateProblem,
}

/// Text made safe inside SVG/XML: the five markup characters as entities.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

/// A template with every placeholder filled from `ctx`, or the first one used wrongly.
pub fn fill(template: &str, ctx: &Context) -> Result<String, TemplateError> {
    let mut flow = Flow::default();
    let mut out = String::with_capacity(template.len() * 2);
    let mut rest = template;
    let mut offset = 0;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let end = after.find("}}").ok_or(TemplateError {
            offset: offset + start,
            problem: TemplateProblem::Unclosed,
        })?;
        let expr = after[..end].trim();
        let here = offset + start;
        out.push_str(
            &expand(expr, ctx, &mut flow).map_err(|problem| TemplateError {
                offset: here,
                problem,
            })?,
        );
        let consumed = start + 2 + end + 2;
        rest = &rest[consumed..];
        offset += consumed;
    }
    out.push_str(rest);
    Ok(out)
}

/// Characters a filled template draws as text (inside its `<text>` elements): what its
/// rendering costs, each glyph an outline, and what a face could never show past a few
/// thousand. Markup and comments are not counted; an entity counts as what it spells.
pub fn drawn_chars(svg: &str) -> usize {
    let mut depth = 0usize;
    let mut count = 0;
    let mut rest = svg;
    while let Some(open) = rest.find('<') {
        if depth > 0 {
            count += rest[..open].chars().count();
        }
        let tag = &rest[open..];
        if tag.starts_with("<!--") {
            rest = tag.find("-->").map_or("", |end| &tag[end + 3..]);
            continue;
        }
        let end = tag.find('>').map_or(tag.len(), |e| e + 1);
        let name = tag[1..end]
            .trim_start_matches('/')
            .split(|c: char| c.is_whitespace() || c == '>' || c == '/')
            .next()
            .unwrap_or("");
        if name == "text" {
            if tag.starts_with("</") {
                depth = depth.saturating_sub(1);
            } else if !tag[..end].ends_with("/>") {
                depth += 1;
            }
        }
        rest = &tag[end..];
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_fields_with_escaping() {
        let mut ctx = Context::default();
        ctx.set("name", "A & <B>");
        assert_eq!(
            fill("<t>{{name}}</t>", &ctx).unwrap(),
            "<t>A &amp; &lt;B&gt;</t>"
        );
    }

    #[test]
    fn reports_unknown_fields_and_bad_arguments_with_offsets() {
        let ctx = Context::default();
        let e = fill("abc {{nme}}", &ctx).unwrap_err();
        assert_eq!(e.offset, 4);
        assert_eq!(
            e.problem,
            TemplateProblem::UnknownField {
                field: "nme".into(),
                known: vec![]
            }
        );
        assert_eq!(
            fill("{{icons:1:2}}", &ctx).unwrap_err().problem,
            TemplateProblem::Count {
                what: "icons".into(),
                expected: 3,
                found: 2
            }
        );
        assert_eq!(
            fill("{{oops", &ctx).unwrap_err().problem,
            TemplateProblem::Unclosed
        );
    }

    #[test]
    fn drawn_text_is_counted_inside_text_elements_only() {
        let svg = r#"<svg><!-- <text>not drawn</text> --><rect/><text x="1">ab<tspan>cd</tspan></text>
<g><text>祭壇</text><text/></g><desc>not drawn</desc></svg>"#;
        assert_eq!(drawn_chars(svg), 6);
        assert_eq!(drawn_chars("<text>unclosed"), 0);
    }

    #[test]
    fn a_term_is_the_glossarys_word_and_an_unknown_one_is_named() {
        let mut ctx = Context::default();
        ctx.terms.insert("favour".into(), "So be it & more".into());
        assert_eq!(
            fill("<t>{{term:favour}}</t>", &ctx).unwrap(),
            "<t>So be it &amp; more</t>"
        );
        let e = fill("ab{{term:claim}}", &ctx).unwrap_err();
        assert_eq!(e.offset, 2);
        assert_eq!(
            e.problem,
            TemplateProblem::UnknownTerm {
                id: "claim".into(),
                known: vec!["favour".into()]
            }
        );
        assert!(fill("{{term}}", &ctx).is_err());
    }

    #[test]
    fn fit_shrinks_only_a_text_too_long_for_its_length() {
        let mut ctx = Context::default();
        ctx.set("name", "魔女");
        assert_eq!(fill("{{name|fit:212:44}}", &ctx).unwrap(), "44");
        ctx.set("name", "Ingredient Shelf");
        let size: f64 = fill("{{name|fit:212:44}}", &ctx).unwrap().parse().unwrap();
        let ems: f64 = "Ingredient Shelf"
            .chars()
            .map(super::super::wrap::advance)
            .sum();
        assert!(size < 44.0 && size * ems <= 212.0 && (size + 1.0) * ems > 212.0);
        assert!(fill("{{name|fit:212}}", &ctx).is_err());
    }

    #[test]
    fn wraps_into_tspans() {
        let mut ctx = Context::default();
        ctx.set("text", "あいうえ");
        // 22 px at 10 px a character, less the slack, holds two full-width characters.
        let out = fill("{{text|wrap:22:5:10}}", &ctx).unwrap();
        assert_eq!(
            out,
            r#"<tspan x="5" dy="0">あい</tspan><tspan x="5" dy="13.5">うえ</tspan>"#
        );
    }

    #[test]
    fn repeats_listed_icons_by_their_values() {
        let ctx = Context {
            icons: vec![
                IconUse {
                    id: "red".into(),
                    svg: "<svg viewBox=\"0 0 10 10\"><circle r=\"1\"/></svg>".into(),
                    value: 1,
                },
                IconUse {
                    id: "white".into(),
                    svg: "<svg viewBox=\"0 0 10 10\"><rect/></svg>".into(),
                    value: 2,
                },
                IconUse {
                    id: "points".into(),
                    svg: "<svg viewBox=\"0 0 10 10\"><path/></svg>".into(),
                    value: 4,
                },
            ],
            ..Context::default()
        };
        let out = fill("{{repeat:0:0:10:white,red}}", &ctx).unwrap();
        assert_eq!(out.matches("<rect/>").count(), 2);
        assert_eq!(out.matches("<circle").count(), 1);
        assert!(!out.contains("<path/>"), "unlisted icons are left out");
        // White first, as listed: the circle comes after both rects.
        assert!(out.rfind("<rect/>").unwrap() < out.find("<circle").unwrap());
        assert_eq!(
            fill("{{repeat:0:0:red}}", &ctx).unwrap_err().problem,
            TemplateProblem::Count {
                what: "repeat".into(),
                expected: 3,
                found: 2
            }
        );
    }

    #[test]
    fn draws_only_non_zero_icons() {
        let ctx = Context {
            icons: vec![
                IconUse {
                    id: "a".into(),
                    svg: "<svg viewBox=\"0 0 10 10\"><circle r=\"1\"/></svg>".into(),
                    value: 0,
                },
                IconUse {
                    id: "b".into(),
                    svg: "<svg viewBox=\"0 0 10 10\"><rect/></svg>".into(),
                    value: -2,
                },
            ],
            ..Context::default()
        };
        let out = fill("{{icons:0:0:10}}", &ctx).unwrap();
        assert!(!out.contains("circle"));
        assert!(out.contains("<rect/>") && out.contains("−2"));
    }
}
