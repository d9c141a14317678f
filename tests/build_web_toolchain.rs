//! `scripts/build-web` chooses its toolchain as docs/browser.md says: rustup's wherever rustup
//! has the wasm32 target or can add it, Debian's packages where rustup is absent or adding the
//! target fails, and `UDONFORGE_WEB_TOOLCHAIN` forces one. Run with `--which-toolchain` (choose,
//! say, build nothing) and a PATH holding only a stand-in `rustup`, so nothing is installed or
//! downloaded and the machine's own toolchains play no part.

use crate::common::{repo, scratch};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A stand-in for rustup: `target list --installed` prints `installed`, `target add` exits
/// with `add_exit`; every call is appended to `calls.txt` beside it.
enum Rustup {
    Absent,
    Present {
        installed: &'static str,
        add_exit: i32,
    },
}

struct Chosen {
    code: i32,
    stdout: String,
    stderr: String,
    rustup_calls: String,
}

fn found_on_path(name: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

#[cfg(unix)]
fn choose(rustup: Rustup, forced: Option<&str>) -> Option<Chosen> {
    use std::os::unix::fs::PermissionsExt;
    let (Some(bash), Some(dirname)) = (found_on_path("bash"), found_on_path("dirname")) else {
        eprintln!("no bash or dirname here: scripts/build-web cannot run");
        return None;
    };
    let dir = scratch("build-web-toolchain");
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(dirname, bin.join("dirname")).unwrap();
    let calls = dir.join("calls.txt");
    std::fs::write(&calls, "").unwrap();
    if let Rustup::Present {
        installed,
        add_exit,
    } = rustup
    {
        let script = format!(
            "#!/bin/sh\necho \"$*\" >> '{calls}'\ncase \"$*\" in\n\
             'target list --installed') printf '%s\\n' {installed} ;;\n\
             'target add wasm32-unknown-unknown') echo 'error: could not download' >&2; exit {add_exit} ;;\n\
             *) exit 9 ;;\nesac\n",
            calls = calls.display(),
        );
        let path = bin.join("rustup");
        std::fs::write(&path, script).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let mut command = Command::new(bash);
    command
        .arg(repo().join("scripts/build-web"))
        .arg("--which-toolchain")
        .env_clear()
        .env("PATH", &bin);
    if let Some(forced) = forced {
        command.env("UDONFORGE_WEB_TOOLCHAIN", forced);
    }
    let out = command.output().unwrap();
    Some(Chosen {
        code: out.status.code().unwrap(),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
        rustup_calls: read(&calls),
    })
}

#[cfg(not(unix))]
fn choose(_: Rustup, _: Option<&str>) -> Option<Chosen> {
    eprintln!("scripts/build-web is a bash script: not run here");
    None
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

const WITH_WASM32: &str = "x86_64-unknown-linux-gnu wasm32-unknown-unknown";
const WITHOUT_WASM32: &str = "x86_64-unknown-linux-gnu";

#[test]
fn rustup_with_the_wasm32_target_is_taken_as_it_is() {
    let rustup = Rustup::Present {
        installed: WITH_WASM32,
        add_exit: 1,
    };
    let Some(chosen) = choose(rustup, None) else {
        return;
    };
    assert_eq!(chosen.code, 0, "{}", chosen.stderr);
    assert_eq!(chosen.stdout, "rustup\n");
    assert_eq!(
        chosen.stderr,
        "build-web: toolchain: rustup's, with its wasm32 standard library\n"
    );
    assert_eq!(chosen.rustup_calls, "target list --installed\n");
}

#[test]
fn rustup_without_the_target_adds_it() {
    let rustup = Rustup::Present {
        installed: WITHOUT_WASM32,
        add_exit: 0,
    };
    let Some(chosen) = choose(rustup, None) else {
        return;
    };
    assert_eq!(chosen.stdout, "rustup\n", "{}", chosen.stderr);
    assert_eq!(
        chosen.rustup_calls,
        "target list --installed\ntarget add wasm32-unknown-unknown\n"
    );
    assert!(
        chosen
            .stderr
            .contains("adding the wasm32-unknown-unknown target"),
        "{}",
        chosen.stderr
    );
}

#[test]
fn debian_where_rustup_cannot_add_the_target() {
    let rustup = Rustup::Present {
        installed: WITHOUT_WASM32,
        add_exit: 1,
    };
    let Some(chosen) = choose(rustup, None) else {
        return;
    };
    assert_eq!(chosen.code, 0, "{}", chosen.stderr);
    assert_eq!(chosen.stdout, "debian\n");
    assert!(
        chosen.stderr.ends_with(
            "build-web: toolchain: Debian's packages, because `rustup target add \
             wasm32-unknown-unknown` failed (are Rust's own servers out of reach?)\n"
        ),
        "{}",
        chosen.stderr
    );
}

#[test]
fn debian_where_there_is_no_rustup() {
    let Some(chosen) = choose(Rustup::Absent, None) else {
        return;
    };
    assert_eq!(chosen.code, 0, "{}", chosen.stderr);
    assert_eq!(chosen.stdout, "debian\n");
    assert_eq!(
        chosen.stderr,
        "build-web: toolchain: Debian's packages, because rustup is not installed\n"
    );
}

#[test]
fn debian_when_asked_even_with_rustup_ready() {
    let rustup = Rustup::Present {
        installed: WITH_WASM32,
        add_exit: 0,
    };
    let Some(chosen) = choose(rustup, Some("debian")) else {
        return;
    };
    assert_eq!(chosen.stdout, "debian\n", "{}", chosen.stderr);
    assert_eq!(
        chosen.stderr,
        "build-web: toolchain: Debian's packages, because UDONFORGE_WEB_TOOLCHAIN=debian\n"
    );
    assert_eq!(chosen.rustup_calls, "", "rustup is not even asked");
}

#[test]
fn rustup_when_asked_stops_rather_than_fall_back() {
    let rustup = Rustup::Present {
        installed: WITHOUT_WASM32,
        add_exit: 1,
    };
    let Some(chosen) = choose(rustup, Some("rustup")) else {
        return;
    };
    assert_eq!(chosen.code, 2);
    assert_eq!(chosen.stdout, "");
    assert!(
        chosen.stderr.ends_with(
            "build-web: UDONFORGE_WEB_TOOLCHAIN=rustup, but `rustup target add \
             wasm32-unknown-unknown` failed (are Rust's own servers out of reach?)\n\
             build-web: hint: leave UDONFORGE_WEB_TOOLCHAIN unset to fall back on Debian's packages\n"
        ),
        "{}",
        chosen.stderr
    );
}

#[test]
fn an_unknown_toolchain_is_refused() {
    let Some(chosen) = choose(Rustup::Absent, Some("nightly")) else {
        return;
    };
    assert_eq!(chosen.code, 2);
    assert_eq!(chosen.stdout, "");
    assert_eq!(
        chosen.stderr,
        "build-web: UDONFORGE_WEB_TOOLCHAIN is `nightly`: expected `rustup`, `debian` or nothing\n"
    );
}
