//! The command line (clap, derive) and one module per subcommand; `main.rs` only prints
//! what a command returns and exits with its code.

pub(crate) mod build;
pub(crate) mod check;
pub(crate) mod games;
pub(crate) mod layout;
pub(crate) mod new;
pub(crate) mod paths;
pub(crate) mod preview;
pub(crate) mod print;
pub(crate) mod progress;
pub(crate) mod referee;
mod undrawable;

use crate::error::{Audience, Error, Reader, UsageHint};
use crate::files::Files;
use crate::lang::Lang;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::ffi::OsString;

/// What a command ends with: its output and the process exit code.
pub struct Outcome {
    /// What the command prints on stdout.
    pub stdout: String,
    /// Lines for stderr that do not stop the command (a broken game folder in `games`).
    pub stderr: String,
    /// The exit code: 0 success, 1 what the command found wrong, 2 an error.
    pub code: u8,
}

impl Outcome {
    fn ok(stdout: String) -> Self {
        Outcome {
            stdout,
            stderr: String::new(),
            code: 0,
        }
    }
}

/// Warnings found apart, one after another; `None` where there is none.
fn joined<const N: usize>(found: [Option<String>; N]) -> Option<String> {
    let lines: Vec<String> = found.into_iter().flatten().collect();
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// The lines of a definition's warnings (a spreadsheet read as Shift_JIS), then `more`'s,
/// as stderr gets them.
fn warnings_text(game: &crate::definition::Game, more: Option<String>, reader: Reader) -> String {
    use crate::error::Worded;
    game.warnings
        .iter()
        .map(|w| w.words(reader.lang))
        .chain(more)
        .collect::<Vec<_>>()
        .join("\n")
}

/// udonforge — udonarium rooms for board and card games, built from definitions and refereed
/// from saves.
#[derive(Parser, Debug)]
#[command(
    name = "udonforge",
    version,
    about = "udonarium rooms for board and card games: build them, referee saved ones, check any room zip",
    subcommand_required = true,
    arg_required_else_help = true,
    after_help = "Exit codes: 0 success; 1 rule violations (referee), problems (check), a broken game\nfolder (games) or a move the definition cannot say (layout); 2 anything else: bad input, an\nunknown option, a file that cannot be read or written."
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// Language of errors, warnings, check's findings and preview's labels [default:
    /// $UDONFORGE_MESSAGES, else ja in a Japanese locale, else en]
    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub messages: Option<LangArg>,
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// List the games that can be built: id, title, player range and languages
    Games(games::Args),
    /// Start a new game: a folder of commented definition files that builds as it is
    New(new::Args),
    /// Write a room zip to load in udonarium with ZIP読込
    Build(build::Args),
    /// Write a PNG sheet of every distinct card face and back, labelled with its component id
    Preview(preview::Args),
    /// Write a print-and-play PDF: every card, piece, counter and board at its size, with crop marks
    Print(print::Args),
    /// Validate and score a room saved from udonarium (保存)
    Referee(referee::Args),
    /// List what udonarium would drop or show broken when loading a room zip
    Check(check::Args),
    /// Write a room arranged in udonarium and saved (保存) back into its game's definition
    Layout(layout::Args),
    /// Print a shell completion script: `udonforge completions bash > udonforge.bash`
    Completions {
        /// The shell
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// The clap command, with `build --help` listing the built-in games.
pub fn cli(with_games: bool) -> clap::Command {
    let command = Cli::command();
    if !with_games {
        return command;
    }
    let games = games::builtin_summary();
    command.mut_subcommand("build", |build| {
        build.after_help(format!("Built-in games:\n{games}"))
    })
}

/// Runs a command line (without the program name). Its errors and warnings are told in the
/// language `--messages` asks for (see [`messages_language`]), worded for the page when it
/// runs in the browser page's folder in memory; an error is returned told so
/// ([`Error::Told`]: its `Display` is in that language), or as found where that is English
/// at a terminal.
pub fn run(args: Vec<OsString>) -> Result<Outcome, Error> {
    run_in(args, &Files::Disk)
}

/// [`run`] on the files of `origin`: the disk (the command line), or the page's folder in
/// memory, whose messages are worded for the page.
pub(crate) fn run_in(args: Vec<OsString>, origin: &Files) -> Result<Outcome, Error> {
    let reader = Reader {
        lang: messages_language(&args),
        audience: if origin.is_memory() {
            Audience::Page
        } else {
            Audience::Terminal
        },
    };
    run_for(args, reader, origin).map_err(|error| {
        if reader == Reader::default() {
            error
        } else {
            error.told(reader)
        }
    })
}

/// The environment variable that sets the messages' language where `--messages` is not given.
pub const MESSAGES_VARIABLE: &str = "UDONFORGE_MESSAGES";

/// The language of a command line's messages: its `--messages`; else `UDONFORGE_MESSAGES`
/// (`ja` or `en`); else Japanese where the locale is (the first of `LC_ALL`, `LC_MESSAGES`
/// and `LANG` that is set, as POSIX orders them, starting `ja`); else English. Read before
/// clap, so that clap's own refusals are told in it too.
pub fn messages_language(args: &[OsString]) -> Lang {
    let mut words = args
        .iter()
        .map_while(|a| a.to_str())
        .take_while(|a| *a != "--");
    while let Some(word) = words.next() {
        let value = match word.strip_prefix("--messages") {
            Some("") => words.next(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(lang) = value.and_then(Lang::parse) {
            return lang;
        }
    }
    let variable = |key: &str| std::env::var(key).ok().filter(|v| !v.is_empty());
    if let Some(lang) = variable(MESSAGES_VARIABLE).and_then(|v| Lang::parse(v.trim())) {
        return lang;
    }
    match ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(variable)
    {
        Some(locale) if locale.starts_with("ja") => Lang::Ja,
        _ => Lang::En,
    }
}

fn run_for(args: Vec<OsString>, reader: Reader, origin: &Files) -> Result<Outcome, Error> {
    // Listing the games costs a few milliseconds of loading; only help shows them.
    let wants_help = args
        .iter()
        .any(|a| a == "--help" || a == "-h" || a == "help");
    let argv = std::iter::once(OsString::from("udonforge")).chain(args);
    let matches = match cli(wants_help).try_get_matches_from(argv) {
        Ok(m) => m,
        Err(e) => return clap_outcome(e),
    };
    let parsed =
        Cli::from_arg_matches(&matches).map_err(|e| from_clap_text(&e.render().to_string()))?;
    // Every file read from here on is one the command's output may not replace.
    let _inputs = crate::files::inputs::track();
    match parsed.command {
        Command::Games(args) => games::run(&args, reader, origin),
        Command::New(args) => new::run(&args, reader, origin),
        Command::Build(args) => build::run(&args, reader, origin),
        Command::Preview(args) => preview::run(&args, reader, origin),
        Command::Print(args) => print::run(&args, reader, origin),
        Command::Referee(args) => referee::run(&args, origin).map(|(stdout, code)| Outcome {
            stdout,
            stderr: String::new(),
            code,
        }),
        Command::Check(args) => check::run(&args, reader, origin),
        Command::Layout(args) => layout::run(&args, reader, origin),
        Command::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut cli(false), "udonforge", &mut out);
            Ok(Outcome::ok(
                String::from_utf8_lossy(&out).trim_end().to_string(),
            ))
        }
    }
}

/// Help and version go to stdout with exit 0; every other clap error becomes our one-line
/// `error:` with at most one `hint:` (clap's own form spans five lines).
fn clap_outcome(e: clap::Error) -> Result<Outcome, Error> {
    use clap::error::ErrorKind;
    let rendered = e.render().to_string();
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            return Ok(Outcome::ok(rendered.trim_end().to_string()));
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return Ok(Outcome {
                stdout: String::new(),
                stderr: rendered.trim_end().to_string(),
                code: 2,
            });
        }
        _ => {}
    }
    Err(from_clap_text(&rendered))
}

/// Turns clap's rendered error into ours: the first line is the problem; a `tip:` or the
/// list of possible values becomes the hint, else the usage line does.
fn from_clap_text(rendered: &str) -> Error {
    let mut message = String::new();
    let mut tip = None;
    let mut usage = None;
    let mut first_paragraph = true;
    for line in rendered.lines().map(str::trim) {
        if line.is_empty() {
            first_paragraph = message.is_empty();
            continue;
        }
        if let Some(t) = line.strip_prefix("tip: ") {
            // "to pass '--json' as a value, use '-- --json'" misleads more than it helps.
            if !t.starts_with("to pass") {
                tip.get_or_insert_with(|| UsageHint::Tip { tip: t.to_string() });
            }
        } else if let Some(values) = line
            .strip_prefix("[possible values: ")
            .and_then(|v| v.strip_suffix(']'))
        {
            tip.get_or_insert_with(|| UsageHint::PossibleValues {
                values: values.to_string(),
            });
        } else if let Some(u) = line.strip_prefix("Usage: ") {
            usage.get_or_insert_with(|| u.to_string());
        } else if first_paragraph {
            // "the following required arguments were not provided:" lists them below.
            if !message.is_empty() {
                message.push(' ');
            }
            message.push_str(line.strip_prefix("error: ").unwrap_or(line));
        }
    }
    let hint = tip.or_else(|| {
        usage.map(|u| {
            // `udonforge build [OPTIONS] <GAME>` → `udonforge build --help`.
            let command: Vec<&str> = u
                .split_whitespace()
                .take_while(|w| !w.starts_with(['[', '<', '-']))
                .collect();
            UsageHint::Usage {
                command: command.join(" "),
                usage: u,
            }
        })
    });
    Error::Usage {
        message: (!message.is_empty()).then_some(message),
        hint,
    }
}

/// The language options, as clap reads them.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LangArg {
    Ja,
    En,
}

impl From<LangArg> for crate::definition::Lang {
    fn from(l: LangArg) -> Self {
        match l {
            LangArg::Ja => crate::definition::Lang::Ja,
            LangArg::En => crate::definition::Lang::En,
        }
    }
}

/// Where `build`, `preview` and `print` read a game and the user's pictures from: the same
/// two options, flattened into each in the same place (clap keeps their order there).
#[derive(clap::Args, Debug)]
pub(crate) struct Sources {
    /// Game definitions (GAME/game.toml) adding to or overriding the
    /// built-in games [default: ./templates if it exists]
    #[arg(long, value_name = "DIR")]
    pub templates: Option<std::path::PathBuf>,
    /// Your pictures (GAME/KIND/ITEM.png, see card-art/README.md)
    /// [default: ./card-art if it exists]
    #[arg(long, value_name = "DIR")]
    pub art: Option<std::path::PathBuf>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_is_consistent() {
        cli(true).debug_assert();
    }

    #[test]
    fn clap_errors_become_one_line_and_a_hint() {
        let e = from_clap_text(
            "error: unexpected argument '--jsn' found\n\n  tip: a similar argument exists: '--json'\n\nUsage: udonforge referee [OPTIONS] <SAVE>\n\nFor more information, try '--help'.\n",
        );
        assert_eq!(
            e,
            Error::Usage {
                message: Some("unexpected argument '--jsn' found".into()),
                hint: Some(UsageHint::Tip {
                    tip: "a similar argument exists: '--json'".into()
                }),
            }
        );
        let e = from_clap_text(
            "error: the following required arguments were not provided:\n  <GAME>\n\nUsage: udonforge build <GAME>\n",
        );
        assert_eq!(
            e,
            Error::Usage {
                message: Some("the following required arguments were not provided: <GAME>".into()),
                hint: Some(UsageHint::Usage {
                    usage: "udonforge build <GAME>".into(),
                    command: "udonforge build".into()
                }),
            }
        );
        assert_eq!(
            from_clap_text(
                "error: invalid value 'xx' for '--lang <LANG>'\n  [possible values: ja, en]\n"
            )
            .to_string(),
            "error: invalid value 'xx' for '--lang <LANG>'\nhint: possible values: ja, en"
        );
        assert_eq!(
            from_clap_text("\n").to_string(),
            "error: invalid command line"
        );
    }
}
