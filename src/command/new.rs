//! `udonforge new ID`: a new game's folder to edit, the smallest definition that builds.

use super::Outcome;
use crate::error::Error;
use crate::files::Templates;
use crate::scaffold;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The new game's id: lower-case letters, digits and `-` (also its folder's name)
    pub id: String,
    /// Folder to create the game in (created if missing) [default: ./templates]
    #[arg(long, value_name = "DIR")]
    pub templates: Option<PathBuf>,
}

pub fn run(args: &Args) -> Result<Outcome, Error> {
    let id = args.id.as_str();
    scaffold::check_id(id)?;
    if Templates::builtin().find(id).is_some() {
        return Err(Error::new(format!(
            "`{id}` is a built-in game; a folder of that name would replace it"
        ))
        .hint("choose another id"));
    }
    let root = args
        .templates
        .clone()
        .unwrap_or_else(|| PathBuf::from("templates"));
    // `new --from cards.csv` will change the files here (a deck from a spreadsheet).
    let files = scaffold::files(id);
    let dir = scaffold::create(&root, id, &files)?;
    Ok(Outcome::ok(summary(
        id,
        &dir,
        args.templates.as_deref(),
        &files,
    )))
}

/// What was made and what to do next.
fn summary(id: &str, dir: &Path, templates: Option<&Path>, files: &scaffold::GameFiles) -> String {
    let names: Vec<&str> = files.keys().map(String::as_str).collect();
    let build = match templates {
        Some(t) => format!("udonforge build {id} --templates {}", t.display()),
        None => format!("udonforge build {id}"),
    };
    format!(
        "created {dir}: {names}\n\
         next:\n  \
         {build}\n    \
         writes {id}.zip; in udonarium press ZIP読込 and choose it\n  \
         edit the files in {dir} (each says what its keys do; start with components.toml), then build again",
        dir = dir.display(),
        names = names.join(", "),
    )
}
