//! Room zips: images named by the SHA-256 of their bytes, deterministic entry order and
//! timestamps when writing; bounded reading of saves.

use crate::error::ZipProblem;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::io::{Cursor, Read, Write};
use std::ops::ControlFlow;

/// udonarium skips any image larger than this, with only a console warning.
pub const MAX_IMAGE_BYTES: usize = 2 * 1024 * 1024;
/// The images of one room together: every player's browser downloads and decodes them all.
/// Measured in udonarium 1.17.3 (docs/command-line.md, "Limits"): past this a load takes minutes.
pub const MAX_ROOM_IMAGE_BYTES: usize = 128 * 1024 * 1024;
/// Up to this a room loads as fast as players expect; above it a build warns.
pub const COMFORTABLE_ROOM_IMAGE_BYTES: usize = 64 * 1024 * 1024;

/// An image for the zip, keyed by the identifier udonarium will give it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    pub(crate) bytes: Vec<u8>,
    /// File extension, which tells udonarium the image type.
    pub extension: &'static str,
}

/// Images added once each, addressed by content.
#[derive(Debug, Default, Clone)]
pub struct ImageStore {
    images: BTreeMap<String, Image>,
    /// The bytes of all images together.
    total: usize,
}

/// An image over [`MAX_IMAGE_BYTES`], which udonarium would skip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageTooLarge {
    pub(crate) bytes: usize,
}

impl ImageStore {
    /// Adds an image and returns its identifier; adding the same bytes twice stores them once.
    pub fn add(
        &mut self,
        bytes: Vec<u8>,
        extension: &'static str,
    ) -> Result<String, ImageTooLarge> {
        if bytes.len() > MAX_IMAGE_BYTES {
            return Err(ImageTooLarge { bytes: bytes.len() });
        }
        let id = sha256_hex(&bytes);
        if let std::collections::btree_map::Entry::Vacant(e) = self.images.entry(id.clone()) {
            self.total += bytes.len();
            e.insert(Image { bytes, extension });
        }
        Ok(id)
    }

    pub(crate) fn get(&self, id: &str) -> Option<&Image> {
        self.images.get(id)
    }

    /// Takes an image out of the store (print hands a picture's bytes on to the PDF
    /// rather than copy them).
    pub(crate) fn take(&mut self, id: &str) -> Option<Image> {
        let image = self.images.remove(id)?;
        self.total -= image.bytes.len();
        Some(image)
    }

    /// How many distinct images the store holds.
    pub fn len(&self) -> usize {
        self.images.len()
    }

    /// The bytes of all images together.
    pub fn total_bytes(&self) -> usize {
        self.total
    }

    /// Whether no image was added.
    pub fn is_empty(&self) -> bool {
        self.images.is_empty()
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = (&String, &Image)> {
        self.images.iter()
    }
}

/// The lower-case hex SHA-256 of the bytes: the identifier udonarium gives an image.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut out = String::with_capacity(64);
    for b in digest {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

/// Writes a zip with the images by identifier, then the documents in the given order, all
/// with one fixed timestamp and fixed permissions, so equal inputs give equal bytes.
/// Pictures first: udonarium reads a zip's entries one after another, and every picture
/// it takes in after the table's objects exist makes it redraw them all, so a room whose
/// XML comes last loads sooner (Wie verhext! 3: about 0.5 s of 2.9 s), the same objects.
pub fn write_zip(documents: &[(&str, Vec<u8>)], images: &ImageStore) -> Vec<u8> {
    use zip::write::SimpleFileOptions;
    use zip::{CompressionMethod, DateTime, ZipWriter};
    let time = DateTime::from_date_and_time(2020, 1, 1, 0, 0, 0).expect("a valid fixed date");
    let xml = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(time)
        .unix_permissions(0o644);
    // PNG and JPEG are compressed already; deflating them again costs time and saves
    // nothing. SVG is text and shrinks to about a quarter.
    let stored = xml.compression_method(CompressionMethod::Stored);
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    // Writing into memory fails only on a bug in the zip crate.
    for (id, image) in images.iter() {
        let options = match image.extension {
            "svg" => xml,
            _ => stored,
        };
        zip.start_file(format!("{id}.{}", image.extension), options)
            .expect("in-memory zip");
        zip.write_all(&image.bytes).expect("in-memory zip");
    }
    for (name, bytes) in documents {
        zip.start_file(*name, xml).expect("in-memory zip");
        zip.write_all(bytes).expect("in-memory zip");
    }
    zip.finish().expect("in-memory zip").into_inner()
}

/// Bounds on what reading a save may consume: a zip bomb or a huge file stops here.
#[derive(Debug, Clone, Copy)]
pub struct ReadLimits {
    pub(crate) max_entries: usize,
    pub(crate) max_xml_bytes: u64,
    pub(crate) max_total_bytes: u64,
}

impl Default for ReadLimits {
    fn default() -> Self {
        // A save of 100 000 objects has about 100 MiB of XML. Inflating is fast enough that
        // a bomb is still cut off at these sizes in well under half a second.
        ReadLimits {
            max_entries: 10_000,
            max_xml_bytes: 192 * 1024 * 1024,
            max_total_bytes: 256 * 1024 * 1024,
        }
    }
}

/// An XML entry read from a save.
#[derive(Debug, Clone)]
pub struct XmlEntry {
    /// The entry's name in the zip (`data.xml`).
    pub name: String,
    /// Its bytes, inflated.
    pub bytes: Vec<u8>,
}

/// Reads every XML entry of a zip (`.xml`, as udonarium parses them), skipping images and
/// sounds. Entries over the limits are an error, never a partial read.
pub fn read_xml_entries(zip_bytes: &[u8], limits: ReadLimits) -> Result<Vec<XmlEntry>, ZipProblem> {
    let mut entries = Vec::new();
    for_each_xml_entry(zip_bytes, limits, |name, entry| {
        let mut bytes = Vec::new();
        // A failed read is the entry's own error, which `for_each_xml_entry` returns.
        if entry.read_to_end(&mut bytes).is_ok() {
            entries.push(XmlEntry {
                name: name.to_string(),
                bytes,
            });
        }
        ControlFlow::Continue(())
    })?;
    Ok(entries)
}

/// Hands every XML entry of a zip (`.xml`, `.html`, `.yaml`, as udonarium parses them) to
/// `read` in order, as a stream inflated while it is read, so no entry need be held whole.
/// Entries over the limits are an error, never a partial read: the sizes the zip's directory
/// declares are checked before anything is inflated, and the bytes themselves as they are
/// inflated (a directory may lie), to the end of each entry whatever `read` took of it.
/// `read` stops the reading with [`ControlFlow::Break`].
pub fn for_each_xml_entry(
    zip_bytes: &[u8],
    limits: ReadLimits,
    mut read: impl FnMut(&str, &mut dyn Read) -> ControlFlow<()>,
) -> Result<(), ZipProblem> {
    let mut archive =
        zip::ZipArchive::new(Cursor::new(zip_bytes)).map_err(|e| ZipProblem::NotAZip {
            reason: e.to_string(),
        })?;
    if archive.len() > limits.max_entries {
        return Err(ZipProblem::TooManyEntries {
            entries: archive.len(),
            limit: limits.max_entries,
        });
    }
    let zip_len = zip_bytes.len() as u64;
    let mut xml = Vec::new();
    let mut declared_total = 0u64;
    for i in 0..archive.len() {
        let file = archive
            .by_index(i)
            .map_err(|e| ZipProblem::EntryUnreadable {
                index: i,
                reason: e.to_string(),
            })?;
        if file.is_dir() || !is_xml(file.name()) {
            continue;
        }
        let compressed = file.compressed_size().min(zip_len);
        inflated_within_limits(file.name(), file.size(), compressed, limits)?;
        declared_total = declared_total.saturating_add(file.size());
        total_within_limits(declared_total, limits)?;
        xml.push(i);
    }
    let mut total = 0u64;
    for i in xml {
        let file = archive
            .by_index(i)
            .map_err(|e| ZipProblem::EntryUnreadable {
                index: i,
                reason: e.to_string(),
            })?;
        let name = file.name().to_string();
        let mut entry = BoundedEntry {
            // A header may claim any compressed size; no entry has more than the whole file.
            compressed: file.compressed_size().min(zip_len),
            file,
            name: name.clone(),
            limits,
            inflated: 0,
            failure: None,
        };
        let flow = read(&name, &mut entry);
        if flow.is_continue() && entry.failure.is_none() {
            // The bytes `read` left are inflated (not kept) so the limits hold for them too.
            let _ = std::io::copy(&mut entry, &mut std::io::sink());
        }
        if let Some(failure) = entry.failure {
            return Err(failure);
        }
        if flow.is_break() {
            return Ok(());
        }
        total += entry.inflated;
        total_within_limits(total, limits)?;
    }
    Ok(())
}

/// The entries udonarium parses as XML, by their extension.
fn is_xml(name: &str) -> bool {
    let extension = name
        .rsplit(['.', '/'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    matches!(extension.as_str(), "xml" | "html" | "yaml" | "yml")
}

/// A zip bomb inflates to far more than its compressed size; real saves, XML of repeated
/// objects, stay well below this ratio.
const MAX_RATIO: u64 = 100;
/// Below this, any ratio is allowed: a small file is harmless however well it compresses.
const RATIO_FREE_BYTES: u64 = 16 * 1024 * 1024;

/// Whether an entry of `compressed` bytes may inflate to `len` bytes; for a size the
/// directory declares, the error is the one inflating would meet first.
fn inflated_within_limits(
    name: &str,
    len: u64,
    compressed: u64,
    limits: ReadLimits,
) -> Result<(), ZipProblem> {
    let ratio_limit = RATIO_FREE_BYTES.max(compressed.saturating_mul(MAX_RATIO));
    if len > limits.max_xml_bytes && limits.max_xml_bytes <= ratio_limit {
        return Err(ZipProblem::EntryTooLarge {
            name: name.into(),
            limit_mib: limits.max_xml_bytes / 1024 / 1024,
        });
    }
    if len > ratio_limit {
        return Err(ZipProblem::Bomb {
            name: name.into(),
            ratio: MAX_RATIO,
        });
    }
    Ok(())
}

fn total_within_limits(total: u64, limits: ReadLimits) -> Result<(), ZipProblem> {
    if total > limits.max_total_bytes {
        return Err(ZipProblem::TotalTooLarge {
            limit_mib: limits.max_total_bytes / 1024 / 1024,
        });
    }
    Ok(())
}

/// One entry, inflated as it is read and stopped as soon as it passes the size limit or
/// inflates suspiciously far, so a bomb costs a fraction of a second and little memory.
struct BoundedEntry<'a, 'z> {
    file: zip::read::ZipFile<'a, Cursor<&'z [u8]>>,
    name: String,
    compressed: u64,
    limits: ReadLimits,
    inflated: u64,
    /// Why the entry could not be read whole: the error the reading ends with.
    failure: Option<ZipProblem>,
}

impl Read for BoundedEntry<'_, '_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if let Some(failure) = &self.failure {
            return Err(std::io::Error::other(failure.to_string()));
        }
        let outcome = self
            .file
            .read(buf)
            .map_err(|e| ZipProblem::Undecompressable {
                name: self.name.clone(),
                reason: e.to_string(),
            })
            .and_then(|n| {
                self.inflated += n as u64;
                inflated_within_limits(&self.name, self.inflated, self.compressed, self.limits)
                    .map(|()| n)
            });
        outcome.map_err(|failure| {
            let error = std::io::Error::other(failure.to_string());
            self.failure = Some(failure);
            error
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn images_are_named_by_content_and_stored_once() {
        let mut store = ImageStore::default();
        let a = store.add(b"abc".to_vec(), "png").unwrap();
        let b = store.add(b"abc".to_vec(), "png").unwrap();
        assert_eq!(a, b);
        assert_eq!(
            a,
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(store.len(), 1);
    }

    #[test]
    fn refuses_images_over_two_mebibytes() {
        let mut store = ImageStore::default();
        assert!(store.add(vec![0; MAX_IMAGE_BYTES], "png").is_ok());
        assert_eq!(
            store.add(vec![1; MAX_IMAGE_BYTES + 1], "png"),
            Err(ImageTooLarge {
                bytes: MAX_IMAGE_BYTES + 1
            })
        );
    }

    #[test]
    fn zips_are_deterministic_and_readable() {
        let mut store = ImageStore::default();
        store.add(vec![7; 10], "png").unwrap();
        let docs = [("data.xml", b"<room></room>".to_vec())];
        let a = write_zip(&docs, &store);
        assert_eq!(a, write_zip(&docs, &store));
        let entries = read_xml_entries(&a, ReadLimits::default()).unwrap();
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].bytes, b"<room></room>");
    }

    #[test]
    fn bounds_decompressed_size() {
        let docs = [("data.xml", vec![b' '; 4096])];
        let zip = write_zip(&docs, &ImageStore::default());
        let limits = ReadLimits {
            max_xml_bytes: 1024,
            ..ReadLimits::default()
        };
        assert!(matches!(
            read_xml_entries(&zip, limits).unwrap_err(),
            ZipProblem::EntryTooLarge { .. }
        ));
    }
}
