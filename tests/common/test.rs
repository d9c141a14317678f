//! `Test`: one run of the binary, said as what it is given and what it must give back —
//! arguments and folder in; stdout, stderr and exit code out (in the manner of casey/just's
//! `tests/test.rs`). Exact by default: what a test does not say must be empty (stdout,
//! stderr) or success (exit code 0). A test that checks only some words of a stream says so
//! (`stdout_has`, `stderr_has`); a referee report is read whole into types (`report`).

use super::Run;
use super::report::Report;
use super::{binary, repo};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The environment the messages' language is read from (`--messages` aside).
pub const MESSAGES_ENV: [&str; 4] = ["UDONFORGE_MESSAGES", "LC_ALL", "LC_MESSAGES", "LANG"];

/// What a stream must be.
#[derive(Clone)]
enum Expect {
    /// Exactly this text (empty unless said).
    Exact(String),
    /// Text holding each of these words.
    Holds(Vec<String>),
}

impl Expect {
    #[track_caller]
    fn check(&self, actual: &str, what: &str, stream: &str) {
        match self {
            Expect::Exact(text) => assert_eq!(actual, text, "{what}: {stream}"),
            Expect::Holds(words) => {
                for w in words {
                    assert!(
                        actual.contains(w.as_str()),
                        "{what}: {stream} lacks {w:?}:\n{actual}"
                    );
                }
            }
        }
    }

    fn hold(self, words: &str) -> Expect {
        match self {
            Expect::Holds(mut list) => {
                list.push(words.to_string());
                Expect::Holds(list)
            }
            Expect::Exact(_) => Expect::Holds(vec![words.to_string()]),
        }
    }
}

#[must_use]
#[derive(Clone)]
pub struct Test {
    args: Vec<String>,
    env: Vec<(String, String)>,
    dir: PathBuf,
    status: Option<i32>,
    stdout: Expect,
    stderr: Expect,
    limit: Duration,
}

impl Test {
    /// `udonforge` run in the checkout.
    pub fn new() -> Test {
        Test {
            args: Vec::new(),
            env: Vec::new(),
            dir: repo(),
            status: None,
            stdout: Expect::Exact(String::new()),
            stderr: Expect::Exact(String::new()),
            // Long enough for the slowest build on a busy machine; a command that would wait
            // for ever fails its test instead of hanging the run.
            limit: Duration::from_secs(600),
        }
    }

    /// `udonforge referee SAVE --json` (more arguments may follow).
    pub fn referee(save: &Path) -> Test {
        Test::new()
            .arg("referee")
            .arg(save.to_str().unwrap())
            .arg("--json")
    }

    pub fn arg(mut self, arg: &str) -> Test {
        self.args.push(arg.to_string());
        self
    }

    pub fn args<S: AsRef<str>>(mut self, args: &[S]) -> Test {
        self.args
            .extend(args.iter().map(|a| a.as_ref().to_string()));
        self
    }

    /// An environment variable of the run (`UDONFORGE_THREADS`).
    pub fn env(mut self, key: &str, value: &str) -> Test {
        self.env.push((key.to_string(), value.to_string()));
        self
    }

    pub fn current_dir(mut self, dir: &Path) -> Test {
        self.dir = dir.to_path_buf();
        self
    }

    /// The exit code it must give (0 unless said).
    pub fn status(mut self, code: i32) -> Test {
        self.status = Some(code);
        self
    }

    /// Exactly the stdout it must print.
    pub fn stdout(mut self, text: impl AsRef<str>) -> Test {
        self.stdout = Expect::Exact(text.as_ref().to_string());
        self
    }

    /// Exactly the stderr it must print.
    pub fn stderr(mut self, text: impl AsRef<str>) -> Test {
        self.stderr = Expect::Exact(text.as_ref().to_string());
        self
    }

    /// Words stdout must hold (it is then not checked whole).
    pub fn stdout_has(mut self, words: impl AsRef<str>) -> Test {
        self.stdout = self.stdout.hold(words.as_ref());
        self
    }

    /// Words stderr must hold (it is then not checked whole).
    pub fn stderr_has(mut self, words: impl AsRef<str>) -> Test {
        self.stderr = self.stderr.hold(words.as_ref());
        self
    }

    /// Killed after `limit`: the run then fails with exit code -1.
    pub fn timeout(mut self, limit: Duration) -> Test {
        self.limit = limit;
        self
    }

    fn what(&self) -> String {
        format!("udonforge {}", self.args.join(" "))
    }

    /// Runs it and checks nothing: for the one caller that collects its own findings (the
    /// referee cases, which name every failing case rather than stop at the first).
    pub fn output(&self) -> Run {
        use std::io::Read;
        let mut command = Command::new(binary());
        // The messages' language comes from these where `--messages` is not given: cleared,
        // every run speaks English as its expected words do, unless a test sets them itself.
        for key in MESSAGES_ENV {
            command.env_remove(key);
        }
        let mut child = command
            .args(&self.args)
            .envs(self.env.iter().map(|(k, v)| (k, v)))
            .current_dir(&self.dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the udonforge binary runs");
        // Both pipes read on their own threads, so a chatty child never blocks on a full pipe.
        let drain = |mut pipe: Box<dyn Read + Send>| {
            std::thread::spawn(move || {
                let mut text = Vec::new();
                let _ = pipe.read_to_end(&mut text);
                String::from_utf8_lossy(&text).into_owned()
            })
        };
        let stdout = drain(Box::new(child.stdout.take().unwrap()));
        let stderr = drain(Box::new(child.stderr.take().unwrap()));
        let started = std::time::Instant::now();
        let code = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status.code().unwrap_or(-1);
            }
            if started.elapsed() > self.limit {
                let _ = child.kill();
                let _ = child.wait();
                break -1;
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        Run {
            code,
            stdout: stdout.join().unwrap(),
            stderr: stderr.join().unwrap(),
        }
    }

    /// Runs it and fails the test on any exit code, stdout or stderr other than the ones said.
    #[track_caller]
    pub fn run(self) -> Run {
        let run = self.output();
        self.check_status(&run, self.status.unwrap_or(0));
        self.stdout.check(&run.stdout, &self.what(), "stdout");
        self.stderr.check(&run.stderr, &self.what(), "stderr");
        run
    }

    #[track_caller]
    fn check_status(&self, run: &Run, code: i32) {
        assert_eq!(
            run.code,
            code,
            "{}: exit code\nstdout: {}\nstderr: {}",
            self.what(),
            run.stdout,
            run.stderr
        );
    }

    /// Runs the referee and reads its report (stdout) whole into types; stderr is checked as
    /// said. The exit code must be the report's (1 when it names a breach, else 0) and the
    /// one said, if one is.
    #[track_caller]
    pub fn report(self) -> Report {
        let run = self.output();
        let report = Report::parse(&run.stdout, &self.what());
        self.check_status(&run, self.status.unwrap_or(report.code()));
        self.check_status(&run, report.code());
        self.stderr.check(&run.stderr, &self.what(), "stderr");
        report
    }

    /// Runs it, stdout read as JSON; the exit code must be the one `status_of` reads in the
    /// JSON (`check --json`).
    #[track_caller]
    pub fn json_with_status(
        self,
        status_of: impl Fn(&serde_json::Value) -> i32,
    ) -> serde_json::Value {
        let run = self.output();
        let json: serde_json::Value = serde_json::from_str(&run.stdout).unwrap_or_else(|e| {
            panic!(
                "{}: no JSON ({e}): {}{}",
                self.what(),
                run.stdout,
                run.stderr
            )
        });
        self.check_status(&run, status_of(&json));
        self.stderr.check(&run.stderr, &self.what(), "stderr");
        json
    }
}
