//! A built-in game copied into a fresh scratch folder's `templates/`, edited there, for the
//! tests that build or referee with a changed definition.

use super::{copy_dir, repo, scratch};
use std::path::{Path, PathBuf};

pub struct GameCopy {
    /// The scratch folder: `templates/` is in it, and outputs may go beside it.
    pub dir: PathBuf,
    /// The folder to pass as `--templates`.
    pub templates: PathBuf,
    game: PathBuf,
}

impl GameCopy {
    /// `templates/GAME` under a fresh scratch folder, a copy of the built-in `game`.
    pub fn new(scratch_name: &str, game: &str) -> GameCopy {
        GameCopy::named(scratch_name, game, game)
    }

    /// The built-in `game` copied as `templates/FOLDER`.
    pub fn named(scratch_name: &str, game: &str, folder: &str) -> GameCopy {
        let dir = scratch(scratch_name);
        let templates = dir.join("templates");
        let copy = templates.join(folder);
        copy_dir(&repo().join("templates").join(game), &copy);
        GameCopy {
            dir,
            templates,
            game: copy,
        }
    }

    /// The copied game's folder.
    pub fn folder(&self) -> &Path {
        &self.game
    }

    /// A file of the copy.
    pub fn path(&self, file: &str) -> PathBuf {
        self.game.join(file)
    }

    /// `--templates` for the copy.
    pub fn templates_arg(&self) -> &str {
        self.templates.to_str().unwrap()
    }

    /// Replaces the first `from` in `file`, which must hold it, with `to`.
    pub fn edit(&self, file: &str, from: &str, to: &str) -> &GameCopy {
        self.rewrite(file, |text| {
            assert!(text.contains(from), "{file} lacks {from:?}");
            text.replacen(from, to, 1)
        })
    }

    /// Rewrites `file` through `change`, which must change it.
    pub fn rewrite(&self, file: &str, change: impl FnOnce(&str) -> String) -> &GameCopy {
        let path = self.path(file);
        let text = std::fs::read_to_string(&path).unwrap();
        let changed = change(&text);
        assert_ne!(changed, text, "the edit left {file} as it was");
        write(&path, &changed);
        self
    }
}

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}
