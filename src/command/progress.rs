//! A long command's progress on stderr ("rendering images 37/120"), one line rewritten in
//! place. Only when stderr is a terminal: a log or a pipe gets nothing extra. The library
//! only counts (`art::jobs::Progress`); here we decide what a person sees.

use crate::art::jobs::Progress;
use std::io::{IsTerminal, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// At most ten lines a second: faster is flicker, and writes cost the render threads.
const EVERY: Duration = Duration::from_millis(100);

/// What to write, and when: the formatter and throttle, kept free of I/O to be tested.
#[derive(Debug)]
pub struct Meter {
    what: &'static str,
    /// When the last line was written (at first, when the command started: a build that
    /// ends within `EVERY` shows nothing at all).
    last: Instant,
    /// Characters of the line now on screen, to blank it out; 0 when nothing is shown.
    shown: usize,
}

impl Meter {
    pub fn new(what: &'static str, start: Instant) -> Self {
        Meter {
            what,
            last: start,
            shown: 0,
        }
    }

    /// The text to write for `done` of `total` at `now`, if a line is due: `\r`, the line,
    /// and spaces over whatever of a longer line was left.
    pub fn update(&mut self, done: usize, total: usize, now: Instant) -> Option<String> {
        if now.duration_since(self.last) < EVERY {
            return None;
        }
        self.last = now;
        let line = format!("{} {done}/{total}", self.what);
        let width = line.chars().count();
        let pad = self.shown.saturating_sub(width);
        self.shown = width;
        Some(format!("\r{line}{}", " ".repeat(pad)))
    }

    /// The text that blanks the line and returns to its start; nothing if none is shown.
    pub fn clear(&mut self) -> String {
        if self.shown == 0 {
            return String::new();
        }
        let out = format!("\r{}\r", " ".repeat(self.shown));
        self.shown = 0;
        out
    }
}

/// The progress shown on stderr while it lives: a hook to give the library, and the line
/// cleared when this is dropped (also when the command fails, before its error is printed).
pub struct StderrProgress {
    meter: Option<Arc<Mutex<Meter>>>,
}

impl StderrProgress {
    /// Shows progress when stderr is a terminal; otherwise the hook tells nobody.
    pub fn start(what: &'static str) -> Self {
        let shown = std::io::stderr().is_terminal();
        StderrProgress {
            meter: shown.then(|| Arc::new(Mutex::new(Meter::new(what, Instant::now())))),
        }
    }

    /// The hook for the library (`BuildOptions::progress`).
    pub fn hook(&self) -> Progress {
        let Some(meter) = &self.meter else {
            return Progress::none();
        };
        let meter = Arc::clone(meter);
        Progress::new(move |done, total| {
            // A thread that finds the meter busy skips its turn: another is writing.
            let Ok(mut meter) = meter.try_lock() else {
                return;
            };
            if let Some(text) = meter.update(done, total, Instant::now()) {
                write_stderr(&text);
            }
        })
    }
}

impl Drop for StderrProgress {
    fn drop(&mut self) {
        if let Some(meter) = &self.meter {
            let text = meter.lock().map(|mut m| m.clear()).unwrap_or_default();
            write_stderr(&text);
        }
    }
}

fn write_stderr(text: &str) {
    if text.is_empty() {
        return;
    }
    // Progress is a courtesy: a stderr that cannot be written is no reason to fail.
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_come_at_most_ten_times_a_second_and_are_cleared() {
        let t0 = Instant::now();
        let at = |ms| t0 + Duration::from_millis(ms);
        let mut meter = Meter::new("rendering images", t0);
        // A build that ends within a tenth of a second shows nothing.
        assert_eq!(meter.update(3, 120, at(50)), None);
        assert_eq!(meter.clear(), "");
        assert_eq!(
            meter.update(37, 120, at(100)).as_deref(),
            Some("\rrendering images 37/120")
        );
        assert_eq!(meter.update(38, 120, at(150)), None);
        assert_eq!(meter.update(39, 120, at(199)), None);
        assert_eq!(
            meter.update(120, 120, at(200)).as_deref(),
            Some("\rrendering images 120/120")
        );
        let blank = " ".repeat("rendering images 120/120".len());
        assert_eq!(meter.clear(), format!("\r{blank}\r"));
        assert_eq!(meter.clear(), "", "cleared once");
    }

    #[test]
    fn a_shorter_line_blanks_what_is_left_of_the_longer_one() {
        let t0 = Instant::now();
        let mut meter = Meter::new("rendering images", t0);
        meter.update(100, 100, t0 + Duration::from_millis(100));
        assert_eq!(
            meter
                .update(9, 10, t0 + Duration::from_millis(200))
                .as_deref(),
            Some("\rrendering images 9/10   ")
        );
    }
}
