use std::process::ExitCode;

fn main() -> ExitCode {
    match udonforge::command::run(std::env::args_os().skip(1).collect()) {
        Ok(outcome) => {
            if !outcome.stdout.is_empty() {
                println!("{}", outcome.stdout);
            }
            if !outcome.stderr.is_empty() {
                eprintln!("{}", outcome.stderr);
            }
            ExitCode::from(outcome.code)
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::from(2)
        }
    }
}
