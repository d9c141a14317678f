//! The words of what can go wrong drawing faces (`error/art.rs`).

use super::super::art::*;
use crate::error::{Reader, Worded, display_in_english};
use crate::lang::Lang;

impl Worded for TemplateProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            TemplateProblem::Unclosed => r.say(
                "`{{` is never closed with `}}`",
                "`{{` が `}}` で閉じられていません",
            ),
            TemplateProblem::Count {
                what,
                expected,
                found,
            } => r.say(
                format!("`{what}` takes {expected} numbers, found {found}"),
                format!("`{what}` には数を {expected} つ書きますが、{found} つあります"),
            ),
            TemplateProblem::NotANumber { what, found } => r.say(
                format!("`{what}` expected a number, found `{found}`"),
                format!("`{what}` には数を書きますが、`{found}` があります"),
            ),
            TemplateProblem::RepeatShape => r.say(
                "`repeat` takes X:Y:SIZE:ICON,ICON…",
                "`repeat` は `X:Y:SIZE:ICON,ICON…` の形で書きます",
            ),
            TemplateProblem::UnknownTerm { id, known } => r.say(
                format!(
                    "`{id}` is not a term of the glossary (its terms: {})",
                    known.join(", ")
                ),
                format!(
                    "`{id}` は用語集の用語ではありません（用語: {}）",
                    crate::error::listed(known)
                ),
            ),
            TemplateProblem::TermShape => r.say(
                "`term` takes one glossary id: `{{term:ID}}`",
                "`term` には用語集の ID を一つ書きます: `{{term:ID}}`",
            ),
            TemplateProblem::UnknownField { field, known } => r.say(
                format!(
                    "unknown field `{field}` (known here: {})",
                    known.join(", ")
                ),
                format!(
                    "`{field}` という項目はありません（ここで使える項目: {}）",
                    crate::error::listed(known)
                ),
            ),
            TemplateProblem::UnknownFilter { filter } => r.say(
                format!("unknown filter `{filter}`, expected `wrap:W:X:SIZE` or `fit:LENGTH:SIZE`"),
                format!(
                    "`{filter}` というフィルターはありません（`wrap:W:X:SIZE` か `fit:LENGTH:SIZE` を使います）"
                ),
            ),
            TemplateProblem::NothingAbove { what } => r.say(
                format!(
                    "`{what}` follows a band-aware `wrap:W:X:SIZE:Y:FROM:TO`; none comes before it"
                ),
                format!(
                    "`{what}` は帯を避ける `wrap:W:X:SIZE:Y:FROM:TO` のあとに置くものですが、その前にありません"
                ),
            ),
            TemplateProblem::ArtUnencodable { reason } => r.say(
                format!("cannot encode the picture: {reason}"),
                format!("画像を書き出せません: {reason}"),
            ),
        }
    }
}

impl Worded for RenderProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            // The SVG reader's own words, with where it stopped.
            RenderProblem::Svg { reason } => reason.clone(),
            RenderProblem::DataUrlPicture(problem) => r.say(
                format!("a picture in a data URL: {}", problem.words(lang)),
                format!("data URL の画像: {}", problem.words(lang)),
            ),
            RenderProblem::Picture { href, problem } => r.say(
                format!("the picture `{href}`: {}", problem.words(lang)),
                format!("画像 `{href}`: {}", problem.words(lang)),
            ),
            RenderProblem::NotInGame { href } => r.say(
                format!(
                    "the picture `{href}` is not a file of the game's folder its template names"
                ),
                format!(
                    "画像 `{href}` は、テンプレートが指すゲームのフォルダーのファイルではありません"
                ),
            ),
            RenderProblem::OutOfRange { width, height, max } => r.say(
                format!("an image of {width}×{height} px is out of range (1 to {max})"),
                format!("{width}×{height} px の画像は範囲（1〜{max}）の外です"),
            ),
            RenderProblem::CannotAllocate => r.say(
                "cannot allocate the image",
                "画像のメモリーを確保できません",
            ),
            RenderProblem::NoRoot => r.say(
                "the SVG writer produced no root element",
                "SVG の書き出しにルート要素がありません",
            ),
        }
    }
}

impl Worded for SheetProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            SheetProblem::NoImages => r.say(
                "there are no images to lay out",
                "並べる画像がありません",
            ),
            SheetProblem::SizeUnreadable { label, problem } => r.say(
                format!("the image of `{label}`: {}", problem.words(lang)),
                format!("`{label}` の画像: {}", problem.words(lang)),
            ),
            SheetProblem::TooManyImages => r.say("too many images", "画像が多すぎます"),
            SheetProblem::TooLarge {
                count,
                width,
                height,
                limit_mp,
            } => r.say(
                format!(
                    "a sheet of {count} images would be {width}×{height} px, over the limit of {limit_mp} megapixels"
                ),
                format!(
                    "{count} 枚を並べると {width}×{height} px になり、上限の {limit_mp} メガピクセルを超えます"
                ),
            ),
            SheetProblem::CannotAllocate => r.say(
                "cannot allocate the sheet",
                "一覧画像のメモリーを確保できません",
            ),
            SheetProblem::Tile { label, problem } => {
                format!("`{label}`: {}", problem.words(lang))
            }
            SheetProblem::Label(problem) => problem.words(lang),
        }
    }
}

impl Worded for TileProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            TileProblem::Picture(problem) => problem.words(lang),
            TileProblem::NoPixels => r.say("the image has no pixels", "画像にピクセルがありません"),
            TileProblem::WrongSize => r.say(
                "the image is not the size it claims",
                "画像が書かれている大きさと違います",
            ),
        }
    }
}

impl Worded for PrintProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            PrintProblem::ImageNotInRoom { id } => r.say(
                format!("the image `{id}` is not in the room"),
                format!("画像 `{id}` が部屋にありません"),
            ),
            PrintProblem::NotUtf8(e) => e.to_string(),
            PrintProblem::Picture(problem) => problem.words(lang),
            PrintProblem::Render(problem) => problem.words(lang),
        }
    }
}

impl Worded for FontProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            FontProblem::NotAFont { reason } => r.say(
                format!("not a font: {reason}"),
                format!("フォントではありません: {reason}"),
            ),
            FontProblem::NoFamilyName => r.say(
                "the font has no family name",
                "フォントにファミリー名がありません",
            ),
        }
    }
}

display_in_english!(
    TemplateProblem,
    RenderProblem,
    SheetProblem,
    TileProblem,
    PrintProblem,
    FontProblem,
);
