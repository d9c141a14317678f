//! `Test`: one run of the binary, said as what it is given and what it must give back —
//! arguments and folder in; exact stdout, stderr and exit code out (in the manner of
//! casey/just's `tests/test.rs`). What is not said is not checked, but the exit code, which
//! is 0 unless said.

use super::{Run, binary, repo};
use std::path::{Path, PathBuf};
use std::process::Command;

#[must_use]
pub struct Test {
    args: Vec<String>,
    dir: PathBuf,
    status: i32,
    stdout: Option<String>,
    stderr: Option<String>,
}

impl Test {
    /// `udonforge` run in the checkout.
    pub fn new() -> Test {
        Test {
            args: Vec::new(),
            dir: repo(),
            status: 0,
            stdout: None,
            stderr: None,
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

    pub fn current_dir(mut self, dir: &Path) -> Test {
        self.dir = dir.to_path_buf();
        self
    }

    pub fn status(mut self, code: i32) -> Test {
        self.status = code;
        self
    }

    pub fn stdout(mut self, text: &str) -> Test {
        self.stdout = Some(text.to_string());
        self
    }

    pub fn stderr(mut self, text: &str) -> Test {
        self.stderr = Some(text.to_string());
        self
    }

    /// Runs it and checks nothing: for callers that collect their own findings.
    pub fn output(&self) -> Run {
        let out = Command::new(binary())
            .args(&self.args)
            .current_dir(&self.dir)
            .output()
            .expect("the udonforge binary runs");
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Runs it and fails the test on any output or exit code other than the one said.
    pub fn run(self) -> Run {
        let run = self.output();
        let what = format!("udonforge {}", self.args.join(" "));
        assert_eq!(
            run.code, self.status,
            "{what}: exit code\nstdout: {}\nstderr: {}",
            run.stdout, run.stderr
        );
        if let Some(stdout) = &self.stdout {
            assert_eq!(&run.stdout, stdout, "{what}: stdout");
        }
        if let Some(stderr) = &self.stderr {
            assert_eq!(&run.stderr, stderr, "{what}: stderr");
        }
        run
    }

    /// Runs it as `run` does and reads stdout as JSON.
    pub fn json(self) -> serde_json::Value {
        let what = self.args.join(" ");
        let run = self.run();
        serde_json::from_str(&run.stdout)
            .unwrap_or_else(|e| panic!("udonforge {what}: no JSON ({e}): {}", run.stdout))
    }
}
