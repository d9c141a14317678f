//! The browser page's face of the library, beside the command line's (`command/`): the page
//! runs the very commands the command line runs, in a folder held in memory
//! (`files::memory`), so a room, a deck, a report or a check made in the page is the one the
//! command line makes from the same files, and every error is its text.
//!
//! Compiled to WebAssembly, the page reaches it through the small C interface at the end of
//! this file (`uf_*`); `web/udonforge.js` is its only caller. Everything here is safe Rust,
//! so the command line's tests run it too.

use crate::error::{Audience, Error, FolderZipProblem, Reader};
use crate::files::Files;
use crate::files::memory::Folder;
use crate::lang::Lang;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::Path;
use std::sync::Arc;

/// What a command ended with, as the command line would print it.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Ran {
    /// The exit code: 0 success, 1 what the command found wrong, 2 an error.
    pub code: u8,
    /// What the command line prints on stdout.
    pub stdout: String,
    /// What it prints on stderr: an error's message and hint, or a warning.
    pub stderr: String,
    /// The characters the work needed that the font subset in use lacks: load the whole
    /// font and run again for the command line's result.
    pub needs_whole_font: String,
}

thread_local! {
    /// The page's folder in memory: the source of files this face hands every command it
    /// runs (the page has one thread; each test thread has a folder of its own).
    static PAGE: Arc<Folder> = Arc::default();
}

/// The page's folder.
fn folder() -> Arc<Folder> {
    PAGE.with(Arc::clone)
}

/// The page's files, as the commands it runs read and write them: its folder in memory.
fn files() -> Files {
    Files::Memory(folder())
}

/// Puts a file into the folder in memory (replacing one there), the folders above it made.
pub fn put(path: &Path, bytes: Vec<u8>) -> std::io::Result<()> {
    folder().put(path, bytes)
}

/// A file of the folder in memory.
pub fn get(path: &Path) -> Option<Arc<[u8]>> {
    folder().get(path)
}

/// Empties the folder in memory.
pub fn clear() {
    folder().clear();
}

/// Runs a command line (without the program name) as `udonforge` would.
pub fn run(args: &[String]) -> Ran {
    crate::art::font::take_missing();
    let args: Vec<OsString> = args.iter().map(OsString::from).collect();
    let (code, stdout, stderr) = match crate::command::run_in(args, &files()) {
        Ok(outcome) => (outcome.code, outcome.stdout, outcome.stderr),
        Err(error) => (error.code(), String::new(), error.to_string()),
    };
    Ran {
        code,
        stdout,
        stderr,
        needs_whole_font: crate::art::font::take_missing().into_iter().collect(),
    }
}

/// Most entries a dropped zip may hold, and most bytes they may inflate to: a game folder
/// of pictures is far below both.
const MAX_ENTRIES: usize = 10_000;
const MAX_UNZIPPED_BYTES: u64 = 256 * 1024 * 1024;

/// Unpacks a zip (a game folder a user kept, the file `name`) below `dir` of the folder in
/// memory, within bounds: only plain relative names, at most [`MAX_ENTRIES`] entries and
/// [`MAX_UNZIPPED_BYTES`] inflated. Returns the paths it put, relative to `dir`. A refusal
/// names the user's file, not the folder in memory.
pub fn unzip_into(bytes: &[u8], dir: &Path, name: &str) -> Result<Vec<String>, Error> {
    let shown = if name.is_empty() {
        dir
    } else {
        Path::new(name)
    };
    let refused = |problem| Error::FolderZipRefused {
        dir: shown.into(),
        problem,
    };
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(|e| {
        refused(FolderZipProblem::NotAZip {
            reason: e.to_string(),
        })
    })?;
    if archive.len() > MAX_ENTRIES {
        return Err(refused(FolderZipProblem::TooManyEntries {
            entries: archive.len(),
            limit: MAX_ENTRIES,
        }));
    }
    let mut budget = MAX_UNZIPPED_BYTES;
    let mut put = Vec::new();
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).map_err(|e| {
            refused(FolderZipProblem::EntryUnreadable {
                index: i,
                reason: e.to_string(),
            })
        })?;
        if entry.is_dir() {
            continue;
        }
        let Some(name) = entry.enclosed_name() else {
            return Err(refused(FolderZipProblem::NotPlainName {
                name: entry.name().into(),
            }));
        };
        let mut body = Vec::new();
        (&mut entry)
            .take(budget + 1)
            .read_to_end(&mut body)
            .map_err(|e| {
                refused(FolderZipProblem::Uninflatable {
                    name: entry.name().into(),
                    reason: e.to_string(),
                })
            })?;
        if body.len() as u64 > budget {
            return Err(refused(FolderZipProblem::TooLarge {
                limit_mib: MAX_UNZIPPED_BYTES / 1024 / 1024,
            }));
        }
        budget -= body.len() as u64;
        folder().put(&dir.join(&name), body).map_err(|e| {
            refused(FolderZipProblem::CannotPut {
                reason: e.to_string(),
            })
        })?;
        let parts: Vec<String> = name
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        put.push(parts.join("/"));
    }
    Ok(put)
}

/// A folder of the folder in memory as a zip (a game folder handed back to keep editing):
/// entries in name order, one fixed time, so the same folder gives the same bytes.
pub fn zip_folder(dir: &Path) -> Result<Vec<u8>, Error> {
    use zip::write::SimpleFileOptions;
    let time = zip::DateTime::from_date_and_time(2020, 1, 1, 0, 0, 0).expect("a valid fixed date");
    let options = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(time);
    let top = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let failed = |e: &dyn std::fmt::Display| Error::CannotWriteOutput {
        path: dir.into(),
        reason: e.to_string(),
    };
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let page = folder();
    for (rel, path) in files().files_below(dir) {
        let bytes = page.get(&path).unwrap_or_default();
        zip.start_file(format!("{top}/{rel}"), options)
            .map_err(|e| failed(&e))?;
        zip.write_all(&bytes).map_err(|e| failed(&e))?;
    }
    Ok(zip.finish().map_err(|e| failed(&e))?.into_inner())
}

/// A card of a deck made from pictures alone: the picture's path in the deck's folder, the
/// card's name and how many of it the deck holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PictureCard {
    /// The picture's path in the deck's folder (`cards/dragon.png`).
    pub picture: String,
    /// The card's name; empty: the picture's file name without its extension.
    pub name: String,
    /// How many of the card the deck holds (1 to 200).
    pub count: u32,
}

/// The most copies of one card the page asks for (its count field's bound).
const MAX_COUNT: u32 = 200;

/// A spreadsheet for a folder of pictures and nothing else: a row per card, in the order
/// given (the page's list), with its name and count, in one deck called `deck`, with `back`
/// (a picture of the folder, else the plain back) behind every card. `udonforge new ID
/// --from` reads it as it reads one a user wrote, so the page and the command line build the
/// same room from it.
pub fn pictures_csv(cards: &[PictureCard], deck: &str, back: Option<&str>) -> String {
    let quoted = |cell: &str| {
        if cell.contains([',', '"', '\n', '\r']) || cell.starts_with(' ') || cell.ends_with(' ') {
            format!("\"{}\"", cell.replace('"', "\"\""))
        } else {
            cell.to_string()
        }
    };
    let mut csv = String::from("name,front,back,deck,copies\n");
    for card in cards {
        // A name left empty is the picture's file name, as the page shows it.
        let name = match card.name.trim() {
            "" => Path::new(&card.picture)
                .file_stem()
                .map_or(card.picture.clone(), |s| s.to_string_lossy().into_owned()),
            name => name.replace(['\n', '\r'], " "),
        };
        csv.push_str(&format!(
            "{},{},{},{},{}\n",
            quoted(&name),
            quoted(&card.picture),
            quoted(back.unwrap_or("")),
            quoted(deck),
            card.count.clamp(1, MAX_COUNT),
        ));
    }
    csv
}

/// The cards of a `pictures_csv` request: `cards` as `[{picture, name, count}]`, else (the
/// older form) `pictures` with one `copies` each, in name order, the back left out.
fn cards_of(request: &serde_json::Value, back: Option<&str>) -> Vec<PictureCard> {
    let text = |v: &serde_json::Value| v.as_str().unwrap_or_default().to_string();
    let count = |v: &serde_json::Value| v.as_u64().unwrap_or(1).min(u64::from(MAX_COUNT)) as u32;
    if let Some(cards) = request["cards"].as_array() {
        return cards
            .iter()
            .map(|c| PictureCard {
                picture: text(&c["picture"]),
                name: text(&c["name"]),
                count: count(&c["count"]),
            })
            .filter(|c| !c.picture.is_empty())
            .collect();
    }
    let mut pictures: Vec<String> = request["pictures"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p.as_str().map(str::to_string))
        .filter(|p| Some(p.as_str()) != back)
        .collect();
    pictures.sort();
    pictures
        .into_iter()
        .map(|picture| PictureCard {
            picture,
            name: String::new(),
            count: count(&request["copies"]),
        })
        .collect()
}

/// An error's words in `lang`, for the page.
fn said(error: &Error, lang: Lang) -> String {
    error.message_for(Reader {
        lang,
        audience: Audience::Page,
    })
}

/// A game id for a deck's name: its ASCII letters and digits, else `my-deck`.
pub fn id_for(name: &str) -> String {
    let id = crate::definition::csv::id_from(name);
    if id.is_empty() || crate::scaffold::check_id(&id).is_err() {
        "my-deck".into()
    } else {
        id
    }
}

/// The C interface WebAssembly exports. Strings and bytes cross as (pointer, length) in the
/// module's memory, allocated by [`uf_alloc`]; a call's answer waits in one buffer the page
/// copies out ([`uf_out_ptr`], [`uf_out_len`]) before its next call.
mod exports {
    use super::*;
    use std::sync::Mutex;

    /// The last answer: bytes (a file, or a JSON object).
    static OUT: Mutex<Vec<u8>> = Mutex::new(Vec::new());

    fn answer(bytes: Vec<u8>) {
        *OUT.lock().unwrap_or_else(|e| e.into_inner()) = bytes;
    }

    /// Takes ownership of what the page wrote at (`ptr`, `len`).
    ///
    /// # Safety
    /// `ptr` must come from [`uf_alloc`] with this `len`, and not be used again.
    unsafe fn take(ptr: *mut u8, len: usize) -> Vec<u8> {
        if len == 0 {
            return Vec::new();
        }
        // SAFETY: allocated by `uf_alloc` as a Vec of exactly `len` bytes, handed over once.
        unsafe { Vec::from_raw_parts(ptr, len, len) }
    }

    fn text(bytes: Vec<u8>) -> String {
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// An error as the page shows it: in the request's language.
    fn error_json(error: &Error, lang: Lang) -> Vec<u8> {
        serde_json::json!({ "code": error.code(), "stderr": said(error, lang) })
            .to_string()
            .into_bytes()
    }

    /// `len` bytes for the page to fill and hand to one of the calls below.
    #[unsafe(no_mangle)]
    pub extern "C" fn uf_alloc(len: usize) -> *mut u8 {
        let mut bytes = vec![0u8; len];
        let ptr = bytes.as_mut_ptr();
        std::mem::forget(bytes);
        ptr
    }

    /// Where the last answer lies.
    #[unsafe(no_mangle)]
    pub extern "C" fn uf_out_ptr() -> *const u8 {
        OUT.lock().unwrap_or_else(|e| e.into_inner()).as_ptr()
    }

    /// How long the last answer is.
    #[unsafe(no_mangle)]
    pub extern "C" fn uf_out_len() -> usize {
        OUT.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Draws with this font from now on (`subset` 1: a subset of it). 0 taken, 2 not a font.
    ///
    /// # Safety
    /// As [`take`].
    #[unsafe(no_mangle)]
    pub unsafe extern "C" fn uf_font(ptr: *mut u8, len: usize, subset: u32) -> u32 {
        // SAFETY: the caller's promise.
        let bytes = unsafe { take(ptr, len) };
        match crate::art::font::use_font(bytes, subset == 1) {
            Ok(()) => 0,
            Err(e) => {
                answer(e.to_string().into_bytes());
                2
            }
        }
    }

    /// A file of the folder in memory as the answer. 0 found, 1 not there.
    ///
    /// # Safety
    /// As [`take`].
    #[unsafe(no_mangle)]
    pub unsafe extern "C" fn uf_get(path: *mut u8, path_len: usize) -> u32 {
        // SAFETY: the caller's promise.
        let path = text(unsafe { take(path, path_len) });
        match get(Path::new(&path)) {
            Some(bytes) => {
                answer(bytes.to_vec());
                0
            }
            None => 1,
        }
    }

    /// Empties the folder in memory.
    #[unsafe(no_mangle)]
    pub extern "C" fn uf_clear() {
        clear();
    }

    /// Runs a command line: the arguments as a JSON array of strings; the answer is
    /// `{code, stdout, stderr, needs_whole_font}`. Returns the exit code.
    ///
    /// # Safety
    /// As [`take`].
    #[unsafe(no_mangle)]
    pub unsafe extern "C" fn uf_run(args: *mut u8, len: usize) -> u32 {
        // SAFETY: the caller's promise.
        let args: Vec<String> =
            serde_json::from_slice(&unsafe { take(args, len) }).unwrap_or_default();
        let ran = run(&args);
        answer(
            serde_json::json!({
                "code": ran.code,
                "stdout": ran.stdout,
                "stderr": ran.stderr,
                "needs_whole_font": ran.needs_whole_font,
            })
            .to_string()
            .into_bytes(),
        );
        u32::from(ran.code)
    }

    /// The page's own requests, as JSON `{op, messages, …}` (`messages`: `ja` or `en`, the
    /// language of a refusal): `put` {path} with the file's bytes as `data`; `unzip` {dir,
    /// name} with the zip's bytes as `data` (answer: the paths put, as JSON; `name` the
    /// player's file, which a refusal names); `rename` {from, to}; `zip` {dir} (answer: the
    /// zip); `pictures_csv` {cards: [{picture, name, count}], deck, back} (answer: the CSV);
    /// `id_for` {name}. 0 done (answer: the result), 2 refused (answer: `{code, stderr}`).
    ///
    /// # Safety
    /// As [`take`], for both.
    #[unsafe(no_mangle)]
    pub unsafe extern "C" fn uf_call(
        request: *mut u8,
        request_len: usize,
        data: *mut u8,
        data_len: usize,
    ) -> u32 {
        // SAFETY: the caller's promise.
        let (request, data) = unsafe { (take(request, request_len), take(data, data_len)) };
        let request: serde_json::Value = serde_json::from_slice(&request).unwrap_or_default();
        let field = |name: &str| request[name].as_str().unwrap_or_default().to_string();
        let lang = if field("messages") == "en" {
            Lang::En
        } else {
            Lang::Ja
        };
        let result: Result<Vec<u8>, Error> = match request["op"].as_str().unwrap_or_default() {
            "put" => put(Path::new(&field("path")), data)
                .map(|()| Vec::new())
                .map_err(|e| Error::CannotWriteOutput {
                    path: field("path").into(),
                    reason: e.to_string(),
                }),
            "unzip" => unzip_into(&data, Path::new(&field("dir")), &field("name"))
                .map(|paths| serde_json::to_vec(&paths).unwrap_or_default()),
            "rename" => files()
                .rename(Path::new(&field("from")), Path::new(&field("to")))
                .map(|()| Vec::new())
                .map_err(|e| Error::CannotWriteOutput {
                    path: field("to").into(),
                    reason: e.to_string(),
                }),
            "zip" => zip_folder(Path::new(&field("dir"))),
            "pictures_csv" => {
                let back = request["back"].as_str().filter(|b| !b.is_empty());
                let cards = cards_of(&request, back);
                Ok(pictures_csv(&cards, &field("deck"), back).into_bytes())
            }
            "id_for" => Ok(id_for(&field("name")).into_bytes()),
            other => Err(Error::NoSuchRequest {
                request: other.into(),
            }),
        };
        match result {
            Ok(bytes) => {
                answer(bytes);
                0
            }
            Err(e) => {
                answer(error_json(&e, lang));
                2
            }
        }
    }
}
