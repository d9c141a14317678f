//! The words of why an XML document could not be read (`error/xml.rs`).

use super::super::xml::XmlProblem;
use crate::error::{Reader, Worded, display_in_english};
use crate::lang::Lang;

impl Worded for XmlProblem {
    fn words(&self, lang: Lang) -> String {
        let r = Reader::terminal(lang);
        match self {
            // The XML reader's own words, with where it stopped.
            XmlProblem::Syntax { reason } => reason.clone(),
            XmlProblem::AfterRoot => r.say(
                "content after the root element",
                "ルート要素のあとに内容があります",
            ),
            XmlProblem::TooDeep { limit } => r.say(
                format!("nested deeper than {limit}"),
                format!("入れ子が {limit} 段より深くなっています"),
            ),
            XmlProblem::TagTooLong { limit_mib } => r.say(
                format!("a tag longer than {limit_mib} MiB"),
                format!("{limit_mib} MiB より長いタグがあります"),
            ),
            XmlProblem::UnexpectedClose => r.say(
                "unexpected closing tag",
                "開いていない要素の閉じタグがあります",
            ),
            XmlProblem::UnknownEntity { name } => r.say(
                format!("unknown entity `&{name};`"),
                format!("知らない実体参照 `&{name};` があります"),
            ),
            XmlProblem::EndsInsideElement => r.say(
                "the document ends inside an element",
                "要素の途中で文書が終わっています",
            ),
            XmlProblem::NoRoot => r.say(
                "the document has no root element",
                "文書にルート要素がありません",
            ),
            XmlProblem::TooManyElements { limit } => r.say(
                format!("more than {limit} elements"),
                format!("要素が {limit} 個を超えています"),
            ),
            XmlProblem::TooManyObjects { limit } => r.say(
                format!("more than {limit} objects"),
                format!("オブジェクトが {limit} 個を超えています"),
            ),
            XmlProblem::NotInEncoding { encoding } => r.say(
                format!(
                    "not {encoding} text, the encoding its byte-order mark or XML declaration names (else UTF-8)"
                ),
                format!(
                    "{encoding} の文字ではありません（バイト順マークか XML 宣言が示す文字コード、なければ UTF-8 で読みます）"
                ),
            ),
            XmlProblem::UnknownEncoding { label } => r.say(
                format!(
                    "its XML declaration names the encoding `{label}`, which is not one its bytes can be read in"
                ),
                format!(
                    "XML 宣言が文字コード `{label}` を示していますが、その文字コードでは読めません"
                ),
            ),
            XmlProblem::LessThanInText => r.say(
                "a `<` that starts no tag: in XML a text holds `<` as `&lt;` (udonarium writes it so)",
                "タグを始めない `<` があります。XML の文字では `<` を `&lt;` と書きます（udonarium はそう書きます）",
            ),
        }
    }
}

display_in_english!(XmlProblem);
