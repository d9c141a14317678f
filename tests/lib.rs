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
mod build_wie_verhext;
mod card_faces;
mod cli;
mod csv_deck;
mod definitions;
mod deltacle_definition;
mod deltacle_english;
mod deltacle_table_ready;
mod format;
mod fuzz;
mod new;
mod new_from_csv;
mod output;
mod preview;
mod referee_deltacle;
mod referee_deltacle_played;
mod referee_deltacle_scoring;
mod referee_generic;
mod referee_inputs;
mod referee_json;
mod referee_palettes;
mod referee_played;
mod referee_played_deltacle;
mod referee_played_witch;
mod referee_real_tables;
mod referee_ritual;
mod referee_shinjya;
mod referee_wie_verhext;
mod referee_wie_verhext_breaches;
mod referee_wie_verhext_played;
mod referee_wie_verhext_score;
mod room_text;
mod user_art;
