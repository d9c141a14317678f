//! A room zip read as the app reads it: entries by extension, each within the bound of its
//! kind and all within one budget, pictures and sounds over the app's limits skipped, XML
//! documents parsed, a zip inside opened once, names the directory lists twice named.

use super::{Level, Report, entries, images};
use crate::error::Message;
use crate::lang::Lang;
use std::io::{Cursor, Read, Seek};

/// Bounds on reading: a zip bomb is reported, not unpacked.
const MAX_ENTRIES: usize = 10_000;
/// One XML entry, and all of them together: each is kept parsed while the zip is checked (a
/// room of 2,000 objects has about 2 MiB of XML; a parsed MiB costs about 20 MB).
pub(super) const MAX_XML_BYTES: u64 = 16 * 1024 * 1024;
/// A zip inside the zip, read into memory to be opened.
const MAX_NESTED_ZIP_BYTES: u64 = 32 * 1024 * 1024;
pub(super) const MAX_TOTAL_BYTES: u64 = 512 * 1024 * 1024;
/// udonarium skips a sound over this, as it skips an image over 2 MiB.
const MAX_SOUND_BYTES: u64 = 10 * 1024 * 1024;

/// What the app does with an entry, by its extension (the text after the last `.` or `/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EntryKind {
    Image,
    Xml,
    Sound,
    Zip,
}

fn entry_kind(name: &str) -> EntryKind {
    let ext = name
        .rsplit(['.', '/'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    match ext.as_str() {
        "png" | "apng" | "jpg" | "jpeg" | "jfif" | "gif" | "webp" | "svg" | "bmp" | "avif"
        | "ico" => EntryKind::Image,
        "xml" | "html" | "yaml" => EntryKind::Xml,
        "mp3" | "wav" | "m4a" | "ogg" => EntryKind::Sound,
        _ => EntryKind::Zip,
    }
}

/// What may still be read: entries' bytes, and XML kept parsed.
pub(super) struct Budget {
    pub(super) bytes: u64,
    pub(super) xml: u64,
}

/// A parsed XML entry.
pub(super) struct Document {
    pub(super) name: String,
    pub(super) root: crate::udonarium::Element,
}

pub(super) fn read_zip(
    zip: impl Read + Seek,
    prefix: &str,
    depth: usize,
    report: &mut Report,
    documents: &mut Vec<Document>,
    budget: &mut Budget,
) {
    let place = if prefix.is_empty() { "zip" } else { prefix };
    let Some(mut archive) = opened(zip, place, report) else {
        return;
    };
    for i in 0..archive.len() {
        if let Some(entry) = entry(&mut archive, i, (prefix, place), report, budget) {
            check_entry(entry, depth, report, documents, budget);
        }
    }
    repeated(archive, prefix, report);
}

/// The zip as the app opens it: one it cannot open, or one of more than [`MAX_ENTRIES`]
/// entries, is reported and not read.
fn opened<R: Read + Seek>(zip: R, place: &str, report: &mut Report) -> Option<zip::ZipArchive<R>> {
    let archive = match zip::ZipArchive::new(zip) {
        Ok(a) => a,
        Err(e) => {
            report.add(
                Level::Error,
                place,
                "zip.unreadable",
                Message::new(
                    format!("not a zip the app can open: {e}"),
                    "udonarium が開ける ZIP ではありません（壊れています）",
                ),
            );
            return None;
        }
    };
    if archive.len() > MAX_ENTRIES {
        let entries = archive.len();
        report.add(
            Level::Error,
            place,
            "zip.too-many-entries",
            Message::new(
                format!("{entries} entries: more than {MAX_ENTRIES}, not read"),
                format!("ファイルが {entries} 個あり、{MAX_ENTRIES} 個を超えるので読んでいません"),
            ),
        );
        return None;
    }
    Some(archive)
}

/// An entry of a zip, read up to the largest size that still means something for its kind.
struct Entry {
    name: String,
    kind: EntryKind,
    body: Vec<u8>,
    /// The most of it read.
    cap: u64,
}

/// Entry `i`, read within its kind's bound and the budget; `None` for a folder, and after
/// reporting one that cannot be read.
fn entry<R: Read + Seek>(
    archive: &mut zip::ZipArchive<R>,
    i: usize,
    (prefix, place): (&str, &str),
    report: &mut Report,
    budget: &mut Budget,
) -> Option<Entry> {
    let mut file = match archive.by_index(i) {
        Ok(f) => f,
        Err(e) => {
            report.add(
                Level::Error,
                place,
                "entry.unreadable",
                Message::new(
                    format!("entry {i} cannot be read: {e}"),
                    format!("{i} 番目のファイルが壊れていて読めません"),
                ),
            );
            return None;
        }
    };
    if file.is_dir() {
        return None;
    }
    let name = format!("{prefix}{}", file.name());
    let kind = entry_kind(&name);
    // Read no more than the largest size that still means something for this kind.
    let cap = match kind {
        EntryKind::Image => crate::udonarium::MAX_IMAGE_BYTES as u64,
        EntryKind::Sound => MAX_SOUND_BYTES,
        EntryKind::Xml => MAX_XML_BYTES,
        EntryKind::Zip => MAX_NESTED_ZIP_BYTES,
    }
    .min(budget.bytes);
    let mut body = Vec::new();
    if let Err(e) = (&mut file).take(cap + 1).read_to_end(&mut body) {
        report.add(
            Level::Error,
            &name,
            "entry.undecompressable",
            Message::new(
                format!("cannot be decompressed: {e}"),
                "壊れていて展開できません",
            ),
        );
        return None;
    }
    budget.bytes -= (body.len() as u64).min(budget.bytes);
    Some(Entry {
        name,
        kind,
        body,
        cap,
    })
}

/// What an entry is checked for by its kind: a picture, a sound, an XML document, a zip
/// inside (opened once), each within its bound.
fn check_entry(
    entry: Entry,
    depth: usize,
    report: &mut Report,
    documents: &mut Vec<Document>,
    budget: &mut Budget,
) {
    let Entry {
        name,
        kind,
        body,
        cap,
    } = entry;
    let over = body.len() as u64 > cap;
    match kind {
        EntryKind::Image if over => report.add(
            Level::Error,
            &name,
            "image.too-large",
            Message::new(
                "image over 2 MiB: the app skips it (with only a console warning)",
                "2 MiB を超える画像です。udonarium は読み込みません（知らせるのはコンソールの警告だけです）",
            ),
        ),
        EntryKind::Image => images::check_image(&name, &body, report),
        EntryKind::Sound => {
            report.count("sound");
            if over {
                report.add(
                    Level::Error,
                    &name,
                    "sound.too-large",
                    Message::new(
                        "sound over 10 MiB: the app skips it",
                        "10 MiB を超える音声です。udonarium は読み込みません",
                    ),
                );
            }
        }
        _ if over => {
            let mib = cap / 1024 / 1024;
            report.add(
                Level::Error,
                &name,
                "entry.too-large",
                Message::new(
                    format!("larger than {mib} MiB uncompressed: not checked"),
                    format!("展開すると {mib} MiB を超えるので、調べていません"),
                ),
            )
        }
        EntryKind::Xml if body.len() as u64 > budget.xml => {
            let mib = MAX_XML_BYTES / 1024 / 1024;
            report.add(
                Level::Error,
                &name,
                "xml.too-large",
                Message::new(
                    format!("the XML entries together pass {mib} MiB: not checked"),
                    format!("XML のファイルが合計 {mib} MiB を超えるので、調べていません"),
                ),
            )
        }
        EntryKind::Xml => xml_entry(name, &body, report, documents, budget),
        EntryKind::Zip if depth > 0 => report.add(
            Level::Warning,
            &name,
            "zip.nested-too-deep",
            Message::new(
                "a zip inside a zip inside a zip: not opened",
                "ZIP の中の ZIP の中の ZIP です。開いていません",
            ),
        ),
        EntryKind::Zip => nested_zip(&name, &body, depth, report, documents, budget),
    }
}

/// An XML entry read as the app reads it, kept for the checks of the room it holds.
fn xml_entry(
    name: String,
    body: &[u8],
    report: &mut Report,
    documents: &mut Vec<Document>,
    budget: &mut Budget,
) {
    match read_xml(body) {
        Ok(root) => {
            budget.xml -= body.len() as u64;
            documents.push(Document { name, root });
        }
        Err(e) => report.add(
            Level::Error,
            &name,
            "xml.unreadable",
            e.message().map(|lang, words| match lang {
                Lang::En => format!("{words}: the app skips this file"),
                Lang::Ja => format!("{words}。udonarium はこのファイルを読み飛ばします"),
            }),
        ),
    }
}

/// A zip inside the zip: named so, or the app tries it as one; opened (once) when it is.
fn nested_zip(
    name: &str,
    body: &[u8],
    depth: usize,
    report: &mut Report,
    documents: &mut Vec<Document>,
    budget: &mut Budget,
) {
    if !name.to_ascii_lowercase().ends_with(".zip") {
        report.add(
            Level::Warning,
            name,
            "entry.unknown-type",
            Message::new(
                "unknown file type: the app tries to open it as a zip",
                "知らない種類のファイルです。udonarium は ZIP として開こうとします",
            ),
        );
    }
    if body.starts_with(b"PK") {
        read_zip(
            Cursor::new(body),
            &format!("{name}/"),
            depth + 1,
            report,
            documents,
            budget,
        );
    }
}

/// The names the zip's directory lists twice: the app reads each, the `zip` crate one.
fn repeated<R: Read + Seek>(archive: zip::ZipArchive<R>, prefix: &str, report: &mut Report) {
    // The app reads every entry the directory lists, in order; the `zip` crate only the last
    // of a name, so an entry listed twice is checked once and the other one never.
    let start = archive.central_directory_start();
    let listed = entries::repeated_names(archive.into_inner(), start, MAX_ENTRIES);
    for (name, times) in listed {
        let name = format!("{prefix}{name}");
        let (en, ja) = match entry_kind(&name) {
            EntryKind::Xml => (
                "the app loads each in the zip's order, so the last one's room replaces the others' (udonforge reads only the last one)",
                "udonarium は ZIP の順にそれぞれを読み込むので、最後のものの部屋がほかを置き換えます（udonforge が読むのは最後のものだけです）",
            ),
            _ => (
                "the app loads each in the zip's order and keeps the last one (udonforge reads only the last one)",
                "udonarium は ZIP の順にそれぞれを読み込み、最後のものを残します（udonforge が読むのは最後のものだけです）",
            ),
        };
        report.add(
            Level::Error,
            &name,
            "entry.repeated",
            Message::new(
                format!("the zip holds {times} entries named `{name}`: {en}"),
                format!("ZIP に `{name}` という名前のファイルが {times} つあります。{ja}"),
            ),
        );
    }
}

/// Why an XML entry of a zip cannot be read as the app reads it.
pub(super) enum XmlEntryProblem {
    /// Not UTF-8 text.
    NotUtf8,
    /// Refused by a strict XML 1.0 parser, as the browser's would.
    NotWellFormed(roxmltree::Error),
    /// Well-formed, but refused by our reader (its limits).
    DoesNotParse(crate::udonarium::xml::XmlError),
}

impl XmlEntryProblem {
    pub(super) fn message(&self) -> Message {
        match self {
            XmlEntryProblem::NotUtf8 => {
                Message::new("not UTF-8 text", "UTF-8 の文字ではありません")
            }
            XmlEntryProblem::NotWellFormed(e) => {
                let at = e.pos();
                Message::new(
                    format!("not well-formed XML ({e})"),
                    format!(
                        "XML として正しくありません（{} 行 {} 文字目）",
                        at.row, at.col
                    ),
                )
            }
            XmlEntryProblem::DoesNotParse(e) => {
                let at = e.position;
                Message::of(&e.problem).map(|lang, words| match lang {
                    Lang::En => format!("XML does not parse at byte {at}: {words}"),
                    Lang::Ja => format!("{at} バイト目で XML を読めません: {words}"),
                })
            }
        }
    }
}

pub(super) fn read_xml(body: &[u8]) -> Result<crate::udonarium::Element, XmlEntryProblem> {
    let text = std::str::from_utf8(body).map_err(|_| XmlEntryProblem::NotUtf8)?;
    // The app reads an entry as text (dropping a byte-order mark) and hands it whole to the
    // browser's DOMParser, which takes only well-formed XML 1.0; our own reader is tolerant,
    // so a strict XML 1.0 parser decides first.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    well_formed(text).map_err(XmlEntryProblem::NotWellFormed)?;
    crate::udonarium::xml::read_document(text.trim().as_bytes())
        .map_err(XmlEntryProblem::DoesNotParse)
}

/// Whether an XML 1.0 parser takes `text` (DTDs allowed, as in a browser; entity
/// expansion bounded by the parser).
fn well_formed(text: &str) -> Result<(), roxmltree::Error> {
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    roxmltree::Document::parse_with_options(text, options).map(|_| ())
}
