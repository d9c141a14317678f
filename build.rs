//! Embeds the built-in games' definitions (`templates/`) and art (`card-art/`) in the binary,
//! so an installed `udonforge` works after the checkout is gone. Writes a sorted table of
//! `include_bytes!` entries; cargo reruns this when anything under those folders changes.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let mut files = Vec::new();
    for top in ["templates", "card-art"] {
        println!("cargo:rerun-if-changed={top}");
        walk(&root, &root.join(top), &mut files);
    }
    files.sort();
    let mut out = String::from("pub static FILES: &[(&str, &[u8])] = &[\n");
    for rel in &files {
        let abs = root.join(rel);
        writeln!(
            out,
            "    ({rel:?}, include_bytes!({:?})),",
            abs.display().to_string()
        )
        .expect("writing to a String");
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("embedded.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

/// Every regular file below `dir`, as a `/`-separated path relative to the crate root;
/// dotfiles (editor backups, `.DS_Store`) are left out.
fn walk(root: &Path, dir: &Path, files: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if entry.file_name().to_string_lossy().starts_with('.') {
            continue;
        }
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            walk(root, &path, files);
        } else if kind.is_file() {
            let rel = path.strip_prefix(root).expect("below the root");
            let parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            files.push(parts.join("/"));
        }
    }
}
