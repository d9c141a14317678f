use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    match udonforge::command::run(std::env::args_os().skip(1).collect()) {
        Ok(outcome) => {
            // A closed pipe (`udonforge games | head -1`) is not an error worth a panic:
            // whoever reads has what it wanted.
            if !outcome.stdout.is_empty() {
                let _ = writeln!(std::io::stdout().lock(), "{}", outcome.stdout);
            }
            if !outcome.stderr.is_empty() {
                let _ = writeln!(std::io::stderr().lock(), "{}", outcome.stderr);
            }
            ExitCode::from(outcome.code)
        }
        Err(error) => {
            let _ = writeln!(std::io::stderr().lock(), "{error}");
            ExitCode::from(error.code())
        }
    }
}
