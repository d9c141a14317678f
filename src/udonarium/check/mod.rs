//! `udonforge check`: reads a room zip the way udonarium 1.17 loads one and lists what the
//! app would drop, break on or show broken. Facts from the app's loader: entries are
//! handled by extension; images are keyed by the SHA-256 of their bytes and skipped over
//! 2 MiB; XML elements are object aliases (unknown ones are dropped with their contents);
//! attributes whose default is a number or boolean go through `JSON.parse`, which aborts the
//! rest of the load on a bad value.

mod entries;
mod images;
mod objects;
mod read;

use crate::error::Message;
use crate::lang::Lang;
use read::{Budget, Document, MAX_TOTAL_BYTES, MAX_XML_BYTES, read_xml, read_zip};
use std::collections::BTreeMap;
use std::io::{Cursor, Read, Seek};

/// How bad a finding is: an error loses or breaks something when the app loads the room;
/// a warning shows something broken or surprising; info is for the curious.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Level {
    Error,
    Warning,
    Info,
}

impl Level {
    /// The level as JSON gives it, in any language.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warning => "warning",
            Level::Info => "info",
        }
    }

    /// The level as a line of the text report begins, in `lang`.
    fn label(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (level, Lang::En) => level.name(),
            (Level::Error, Lang::Ja) => "エラー",
            (Level::Warning, Lang::Ja) => "警告",
            (Level::Info, Lang::Ja) => "情報",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Problem {
    pub(crate) level: Level,
    /// The entry, and inside XML the path to the element (`data.xml:room/card[3]`).
    pub place: String,
    /// What kind of finding it is, the same in every language (`image.missing`): for
    /// programs reading the JSON.
    pub(crate) code: &'static str,
    pub(crate) message: Message,
}

/// Everything found in one zip.
#[derive(Debug, Default, Clone)]
pub struct Report {
    pub(crate) problems: Vec<Problem>,
    /// Objects by alias (`card`, `card-stack`, …), `card.in-stack`, `card.loose`, and the
    /// documents read (`room`, `chat-tab-list`, `summary-setting`).
    pub counts: BTreeMap<String, u64>,
    /// Images in the zip by identifier (SHA-256) → size in bytes.
    pub images: BTreeMap<String, u64>,
    /// Problems past [`MAX_PROBLEMS`], counted by level (error, warning, info) but not kept.
    pub omitted: [usize; 3],
}

/// Problems kept in a report: a hostile room can hold millions, each costing memory.
const MAX_PROBLEMS: usize = 10_000;

impl Report {
    fn add(
        &mut self,
        level: Level,
        place: impl Into<String>,
        code: &'static str,
        message: Message,
    ) {
        if self.problems.len() >= MAX_PROBLEMS {
            self.omitted[level as usize] += 1;
            return;
        }
        self.problems.push(Problem {
            level,
            place: place.into(),
            code,
            message,
        });
    }

    fn count(&mut self, key: &str) {
        *self.counts.entry(key.to_string()).or_default() += 1;
    }

    pub(crate) fn errors(&self) -> usize {
        self.problems
            .iter()
            .filter(|p| p.level == Level::Error)
            .count()
            + self.omitted[Level::Error as usize]
    }

    pub(crate) fn warnings(&self) -> usize {
        self.problems
            .iter()
            .filter(|p| p.level == Level::Warning)
            .count()
            + self.omitted[Level::Warning as usize]
    }

    /// Whether the room passes: no errors, and with `strict` no warnings either.
    pub fn passes(&self, strict: bool) -> bool {
        self.errors() == 0 && (!strict || self.warnings() == 0)
    }

    /// The report as JSON: its keys, levels and codes the same in every language, the
    /// messages in `lang`.
    pub(crate) fn to_json(&self, file: &str, lang: Lang) -> String {
        let problems: Vec<serde_json::Value> = self
            .problems
            .iter()
            .map(|p| {
                serde_json::json!({
                    "level": p.level.name(),
                    "code": p.code,
                    "where": p.place,
                    "message": p.message.get(lang),
                })
            })
            .collect();
        let value = serde_json::json!({
            "file": file,
            "errors": self.errors(),
            "warnings": self.warnings(),
            "counts": self.counts,
            "images": {
                "count": self.images.len(),
                "bytes": self.images.values().sum::<u64>(),
                "largest": self.images.values().max().copied().unwrap_or(0),
            },
            "problems": problems,
            "omitted": self.omitted[0] + self.omitted[1] + self.omitted[2],
        });
        serde_json::to_string_pretty(&value).expect("JSON values serialise")
    }

    /// The report for a terminal, in `lang`: the errors and warnings one a line, then the
    /// objects and images counted and the totals.
    pub fn to_text(&self, lang: Lang) -> String {
        let ja = lang == Lang::Ja;
        let mut out = Vec::new();
        for p in self.problems.iter().filter(|p| p.level != Level::Info) {
            out.push(format!(
                "{}: {}: {}",
                p.level.label(lang),
                p.place,
                p.message.get(lang)
            ));
        }
        let omitted = self.omitted[0] + self.omitted[1];
        if omitted > 0 {
            out.push(if ja {
                format!("…ほかに {omitted} 件の問題があります（一覧にはありません）")
            } else {
                format!("… and {omitted} more problems, not listed")
            });
        }
        let counts: Vec<String> = self
            .counts
            .iter()
            .map(|(k, v)| format!("{} {v}", kind_name(k, lang)))
            .collect();
        let (count, bytes, largest) = (
            self.images.len(),
            self.images.values().sum::<u64>(),
            self.images.values().max().copied().unwrap_or(0),
        );
        let (errors, warnings) = (self.errors(), self.warnings());
        if ja {
            out.push(format!("オブジェクト: {}", counts.join("、")));
            out.push(format!(
                "画像: {count} 枚（合計 {bytes} バイト、最大 {largest} バイト）"
            ));
            out.push(format!("エラー {errors} 件、警告 {warnings} 件"));
        } else {
            out.push(format!("objects: {}", counts.join(", ")));
            out.push(format!(
                "images: {count} ({bytes} bytes, largest {largest})"
            ));
            out.push(format!("{errors} errors, {warnings} warnings"));
        }
        out.join("\n")
    }
}

/// An object kind counted, as a player of the app knows it: udonarium's Japanese menus name
/// objects, not XML elements; English readers get the element (as the app's source names it).
fn kind_name(kind: &str, lang: Lang) -> &str {
    if lang != Lang::Ja {
        return kind;
    }
    match kind {
        "room" => "部屋",
        "game-table" => "テーブル",
        "table-mask" => "マップマスク",
        "terrain" => "地形",
        "character" => "キャラクター",
        "card" => "カード",
        "card.in-stack" => "山札の中のカード",
        "card.loose" => "場のカード",
        "card-stack" => "山札",
        "text-note" => "共有メモ",
        "dice-symbol" => "ダイス",
        "chat-tab-list" => "チャットタブ一覧",
        "chat-tab" => "チャットタブ",
        "chat-palette" => "チャットパレット",
        "summary-setting" => "インベントリ設定",
        "jukebox" => "ジュークボックス",
        "sound-effect" => "効果音",
        other => other,
    }
}

/// Checks a room zip held in memory.
pub fn check_zip(bytes: &[u8]) -> Report {
    check_archive(Cursor::new(bytes))
}

/// Checks a room zip read from a file: only its entries are read, one at a time, so a large
/// zip costs no more memory than what is in it that is checked.
pub fn check_file(file: impl Read + Seek) -> Report {
    check_archive(file)
}

fn check_archive(zip: impl Read + Seek) -> Report {
    let mut report = Report::default();
    let mut documents = Vec::new();
    let mut budget = Budget {
        bytes: MAX_TOTAL_BYTES,
        xml: MAX_XML_BYTES,
    };
    read_zip(zip, "", 0, &mut report, &mut documents, &mut budget);
    if documents.is_empty() {
        report.add(
            Level::Error,
            "zip",
            "zip.no-xml",
            Message::new(
                "no XML data in it: the app would load nothing but images",
                "XML のデータがありません。udonarium は画像しか読み込みません",
            ),
        );
    }
    objects::check_documents(&documents, &mut report);
    report
}

#[cfg(test)]
mod tests;
