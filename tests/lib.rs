//! The integration tests, one binary: linking resvg and image once instead of once per
//! file is most of a cold `cargo test` on two cores. Each file is a module named after
//! what it tests; `common` runs the binary and reads what it writes.

mod common;
mod room_view;

mod bench_saves;
mod bounds;
mod build_deltacle;
mod build_images;
mod build_palettes;
mod build_ritual;
mod build_shinjya;
mod build_web_toolchain;
mod build_wie_verhext;
mod cli;
mod csv_deck;
mod csv_encodings;
mod definitions;
mod deltacle_definition;
mod deltacle_english;
mod deltacle_table_ready;
mod docs;
mod first_view;
mod format;
mod input_meaning;
mod messages;
mod misread;
mod mixed_pictures;
mod new;
mod new_from_csv;
mod notes_clear;
mod output;
mod output_inputs;
mod preview;
mod print;
mod referee_cases;
mod referee_inputs;
mod referee_json;
mod referee_memory;
mod referee_palettes;
mod referee_versions;
mod repository;
mod ritual_seats;
mod room_chat;
mod room_seat_picks;
mod save_encodings;
mod user_art;
mod web;

/// With `autotests = false` a test file not named here would never run: each one is.
#[test]
fn every_test_file_is_a_module_here() {
    let dir = common::repo().join("tests");
    let lib = std::fs::read_to_string(dir.join("lib.rs")).unwrap();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if let Some(module) = name.strip_suffix(".rs").filter(|m| *m != "lib") {
            assert!(
                lib.contains(&format!("\nmod {module};\n")),
                "tests/{name} is not a module of tests/lib.rs: add `mod {module};`"
            );
        }
    }
}
