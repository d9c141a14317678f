//! The names a zip's central directory lists, duplicates included: the `zip` crate keeps one
//! entry per name (the last one listed, in the first one's place), while udonarium's zip
//! reader hands the app every entry in the directory's order.

use std::collections::BTreeMap;
use std::io::{Read, Seek, SeekFrom};

/// The central directory's record of one entry: its signature and fixed-size part.
const SIGNATURE: [u8; 4] = *b"PK\x01\x02";
const FIXED: usize = 46;

/// Names listed more than once in the central directory starting at `start`, each with how
/// many times, in the order of their first listing; at most `max_entries` entries are read.
/// A directory that cannot be walked gives what was read of it.
pub fn repeated_names(
    mut reader: impl Read + Seek,
    start: u64,
    max_entries: usize,
) -> Vec<(String, usize)> {
    let mut counts: BTreeMap<Vec<u8>, (usize, usize)> = BTreeMap::new();
    if reader.seek(SeekFrom::Start(start)).is_err() {
        return Vec::new();
    }
    for order in 0..max_entries {
        let mut fixed = [0u8; FIXED];
        if reader.read_exact(&mut fixed).is_err() || fixed[..4] != SIGNATURE {
            break;
        }
        let u16_at = |i: usize| usize::from(u16::from_le_bytes([fixed[i], fixed[i + 1]]));
        let mut name = vec![0u8; u16_at(28)];
        if reader.read_exact(&mut name).is_err() {
            break;
        }
        let skip = (u16_at(30) + u16_at(32)) as i64;
        if reader.seek(SeekFrom::Current(skip)).is_err() {
            break;
        }
        counts.entry(name).or_insert((order, 0)).1 += 1;
    }
    let mut repeated: Vec<(usize, String, usize)> = counts
        .into_iter()
        .filter(|(_, (_, n))| *n > 1)
        .map(|(name, (order, n))| (order, String::from_utf8_lossy(&name).into_owned(), n))
        .collect();
    repeated.sort();
    repeated.into_iter().map(|(_, name, n)| (name, n)).collect()
}
