//! A referee case: a folder of `tests/referee/` holding a save, the extra arguments of
//! `udonforge referee SAVE --json` in `case.toml`, the facts worked by hand from the rulebook
//! (`[expect]`) and the report today's referee gives (`expected.json`, blessed). The facts
//! are checked on every run, blessing included, so a re-blessed report can never quietly
//! change a hand-worked verdict.

use super::case_toml::{Seat, Spec};
use super::report::{Player, Report};
use super::{GameCopy, Test, copy_dir, repo};
use std::collections::BTreeMap;
use std::path::PathBuf;

pub struct Case {
    pub name: String,
    pub dir: PathBuf,
    pub spec: Spec,
}

/// What one run of the referee on a case gave.
pub struct Outcome {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
    /// `None` when stdout is not a report.
    pub report: Option<Report>,
}

impl Case {
    pub fn root() -> PathBuf {
        repo().join("tests/referee")
    }

    /// Every case, in name order.
    pub fn all() -> Vec<Case> {
        let mut dirs: Vec<PathBuf> = std::fs::read_dir(Self::root())
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.is_dir())
            .collect();
        dirs.sort();
        dirs.into_iter().map(Case::read).collect()
    }

    fn read(dir: PathBuf) -> Case {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let path = dir.join("case.toml");
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let spec = toml::from_str(&text).unwrap_or_else(|e| panic!("{name}/case.toml: {e}"));
        Case { name, dir, spec }
    }

    /// Whether the referee refuses the case's save (exit code 2): no report, an error.
    pub fn refused(&self) -> bool {
        self.spec.expect.code == 2
    }

    pub fn save(&self) -> PathBuf {
        let dir = match &self.spec.save_of {
            Some(other) => Self::root().join(other),
            None => self.dir.clone(),
        };
        let zip = dir.join("save.zip");
        if zip.is_file() {
            zip
        } else {
            dir.join("data.xml")
        }
    }

    /// `--templates` and the folder, when the case has a definition of its own: a fresh copy
    /// each run, so no run sees another's.
    fn templates_args(&self) -> Vec<String> {
        let Some(t) = &self.spec.templates else {
            return Vec::new();
        };
        let own = self.dir.join("templates");
        assert!(own.is_dir(), "{}: [templates] but no templates/", self.name);
        let folder = match &t.copy {
            Some(game) => {
                let id = t.id.as_deref().unwrap_or(game);
                let copy = GameCopy::named(&format!("case-{}", self.name), game, id);
                copy_dir(&own, &copy.templates);
                copy.templates
            }
            None => own,
        };
        vec![
            "--templates".to_string(),
            folder.to_str().unwrap().to_string(),
        ]
    }

    fn command(&self, json: bool) -> Test {
        let mut test = Test::new()
            .arg("referee")
            .arg(self.save().to_str().unwrap())
            .args(&self.spec.args)
            .args(&self.templates_args());
        if json {
            test = test.arg("--json");
        }
        test
    }

    pub fn run(&self) -> Outcome {
        let run = self.command(true).output();
        // Read whole into types, but not through `Test::report`, which would stop the loop
        // at the first case that fails.
        let report = serde_json::from_str(&run.stdout).ok();
        Outcome {
            stdout: run.stdout,
            stderr: run.stderr,
            code: run.code,
            report,
        }
    }

    /// The hand-worked facts that do not hold, each as a line.
    pub fn wrong_facts(&self, out: &Outcome, others: &BTreeMap<String, Outcome>) -> Vec<String> {
        let e = &self.spec.expect;
        let mut wrong = Vec::new();
        want(
            &mut wrong,
            "exit code",
            e.code.to_string(),
            out.code.to_string(),
        );
        if e.code == 2 {
            // A refused save: no report, only the error naming why.
            for words in &e.error_says {
                if !out.stderr.contains(words.as_str()) {
                    wrong.push(format!("the error lacks {words:?}: {:?}", out.stderr));
                }
            }
            if e.error_says.is_empty() {
                wrong.push("a refused save's case names the error's words (error_says)".into());
            }
            return wrong;
        }
        let Some(v) = &out.report else {
            return vec![format!("no JSON report: {}", out.stdout)];
        };
        if let Some(phase) = &e.phase {
            want(&mut wrong, "phase", phase.clone(), v.phase.clone());
        }
        if let Some(p) = e.provisional {
            want(
                &mut wrong,
                "provisional",
                p.to_string(),
                v.provisional.to_string(),
            );
        }
        if let Some(lang) = &e.lang {
            want(&mut wrong, "lang", lang.clone(), v.lang.clone());
        }
        if let Some(title) = &e.title {
            want(&mut wrong, "title", title.clone(), v.title.clone());
        }
        if let Some(seats) = &e.winners {
            want(
                &mut wrong,
                "winners",
                format!("{seats:?}"),
                format!("{:?}", v.winners),
            );
        }
        if let Some(seats) = &e.leaders {
            want(
                &mut wrong,
                "leaders",
                format!("{seats:?}"),
                format!("{:?}", v.leaders),
            );
        }
        if let Some(code) = &e.decided_by {
            want(
                &mut wrong,
                "decided_by",
                code.clone(),
                v.decided().to_string(),
            );
        }
        if let Some(list) = &e.breaches {
            want(
                &mut wrong,
                "breaches",
                format!("{list:?}"),
                format!("{:?}", v.breaches()),
            );
        }
        if let Some(message) = &e.decided_message {
            let actual = v.decided_by.as_ref().map_or("", |d| d.message.as_str());
            want(
                &mut wrong,
                "decided_by.message",
                message.clone(),
                actual.to_string(),
            );
        }
        if let Some(name) = &e.score_name {
            want(&mut wrong, "score_name", name.clone(), v.score_name.clone());
        }
        let played = || v.players.iter().filter(|p| p.real);
        if let Some(real) = &e.real {
            let actual: Vec<bool> = v.players.iter().map(|p| p.real).collect();
            want(
                &mut wrong,
                "real",
                format!("{real:?}"),
                format!("{actual:?}"),
            );
        }
        if let Some(scores) = &e.scores {
            want_played(&mut wrong, "scores", scores, played().map(|p| p.score));
        }
        if e.unscored == Some(true) && v.players.iter().any(|p| p.score.is_some()) {
            wrong.push(format!("a seat has a score: {:?}", v.scores()));
        }
        if let Some(ranks) = &e.ranks {
            want_played(&mut wrong, "ranks", ranks, played().map(|p| p.rank));
        }
        if let Some(chants) = &e.chants {
            want_played(
                &mut wrong,
                "chant points",
                chants,
                played().map(|p| p.chant),
            );
        }
        let mut reported = v.breaches();
        for breach in &e.breaches_include {
            match reported.iter().position(|b| b == breach) {
                Some(i) => {
                    reported.remove(i);
                }
                None => wrong.push(format!(
                    "breach {breach} is not (or not that often) among {:?}",
                    v.breaches()
                )),
            }
        }
        for words in &e.notes_lack {
            if v.notes.iter().any(|n| n.contains(words.as_str())) {
                wrong.push(format!("a note says {words:?}: {:?}", v.notes));
            }
        }
        if let Some(count) = e.note_count {
            want(
                &mut wrong,
                "notes",
                count.to_string(),
                v.notes.len().to_string(),
            );
        }
        for words in &e.notes_say {
            if !v.notes.iter().any(|n| n.contains(words.as_str())) {
                wrong.push(format!("no note says {words:?}: {:?}", v.notes));
            }
        }
        wrong.extend(self.wrong_breach_words(v));
        wrong.extend(wrong_places(v, &e.places));
        wrong.extend(self.wrong_rounds(v));
        wrong.extend(e.seat.iter().flat_map(|s| wrong_seat(v, s)));
        if let Some(counts) = &e.hidden {
            let found = v
                .hidden
                .as_ref()
                .map_or_else(Vec::new, |h| vec![h.identities, h.scores, h.cards]);
            want(
                &mut wrong,
                "hidden",
                format!("{counts:?}"),
                format!("{found:?}"),
            );
        }
        for words in &e.hides {
            if out.stdout.contains(words.as_str()) {
                wrong.push(format!("the JSON report shows hidden {words:?}"));
            }
        }
        if !e.text_says.is_empty() || !e.text_lacks.is_empty() || !e.hides.is_empty() {
            let report = self.command(false).output().stdout;
            for words in &e.hides {
                if report.contains(words.as_str()) {
                    wrong.push(format!("the text report shows hidden {words:?}:\n{report}"));
                }
            }
            for words in &e.text_says {
                if !report.contains(words.as_str()) {
                    wrong.push(format!("the text report lacks {words:?}:\n{report}"));
                }
            }
            for words in &e.text_lacks {
                if report.contains(words.as_str()) {
                    wrong.push(format!("the text report says {words:?}:\n{report}"));
                }
            }
        }
        let other = |name: &String| {
            others
                .get(name)
                .unwrap_or_else(|| panic!("{}: no case {name}", self.name))
        };
        let facts = |out: &Outcome| out.report.as_ref().map(Report::language_free);
        if let Some(name) = &self.spec.same_verdict_as
            && facts(out) != facts(other(name))
        {
            wrong.push(format!("the verdict differs from {name}'s"));
        }
        if let Some(name) = &self.spec.same_report_as
            && out.stdout != other(name).stdout
        {
            wrong.push(format!("the report differs from {name}'s"));
        }
        wrong
    }

    fn wrong_breach_words(&self, v: &Report) -> Vec<String> {
        let e = &self.spec.expect;
        let message = |key: &str| {
            let (rule, code) = key.split_once(' ').unwrap_or((key, ""));
            v.violations
                .iter()
                .find(|b| b.rule == rule && (code.is_empty() || b.code == code))
                .map_or(String::new(), |b| b.message.clone())
        };
        let mut wrong = Vec::new();
        for (rule, words) in &e.breach_says {
            let said = message(rule);
            for w in words.iter().filter(|w| !said.contains(w.as_str())) {
                wrong.push(format!("{rule}'s breach does not say {w:?}: {said:?}"));
            }
        }
        for (rule, words) in &e.breach_lacks {
            let said = message(rule);
            for w in words.iter().filter(|w| said.contains(w.as_str())) {
                wrong.push(format!("{rule}'s breach says {w:?}: {said:?}"));
            }
        }
        wrong
    }

    fn wrong_rounds(&self, v: &Report) -> Vec<String> {
        let e = &self.spec.expect;
        let mut wrong = Vec::new();
        if let Some(ritual) = e.ritual {
            let numbered: Vec<(u64, u64)> = v.rounds.iter().map(|r| (r.ritual, r.round)).collect();
            let expected: Vec<(u64, u64)> = (1..=numbered.len() as u64)
                .map(|round| (ritual, round))
                .collect();
            if numbered != expected {
                wrong.push(format!(
                    "rounds: expected ritual {ritual}, found {numbered:?}"
                ));
            }
        }
        if let Some(inferred) = &e.altars_inferred {
            let found: Vec<bool> = v.rounds.iter().map(|r| r.altar_inferred).collect();
            if &found != inferred {
                wrong.push(format!(
                    "rounds' altar inferred: expected {inferred:?}, found {found:?}"
                ));
            }
        }
        let unread = || "?".to_string();
        let results: Vec<String> = v
            .rounds
            .iter()
            .map(|r| r.result.clone().unwrap_or_else(unread))
            .collect();
        let altars: Vec<String> = v
            .rounds
            .iter()
            .map(|r| r.altar.clone().unwrap_or_else(unread))
            .collect();
        for (key, found, expected) in [("result", results, &e.rounds), ("altar", altars, &e.altars)]
        {
            if let Some(expected) = expected
                && &found != expected
            {
                wrong.push(format!(
                    "rounds' {key}: expected {expected:?}, found {found:?}"
                ));
            }
        }
        wrong
    }
}

fn wrong_places(v: &Report, places: &BTreeMap<String, Vec<String>>) -> Vec<String> {
    let mut wrong = Vec::new();
    for (place, words) in places {
        let things = v.read_at(place);
        for w in words {
            if !things.iter().any(|t| t.contains(w.as_str())) {
                wrong.push(format!("nothing at {place} reads {w:?}: {things:?}"));
            }
        }
    }
    wrong
}

/// A fact that must be `expected`, as a line when it is not.
fn want(wrong: &mut Vec<String>, what: &str, expected: String, actual: String) {
    if expected != actual {
        wrong.push(format!("{what}: expected {expected}, found {actual}"));
    }
}

/// The played seats' values in seat order, each expected to be there.
fn want_played<T: std::fmt::Debug + Copy>(
    wrong: &mut Vec<String>,
    what: &str,
    expected: &[T],
    actual: impl Iterator<Item = Option<T>>,
) {
    let expected: Vec<Option<T>> = expected.iter().copied().map(Some).collect();
    let actual: Vec<Option<T>> = actual.collect();
    want(wrong, what, format!("{expected:?}"), format!("{actual:?}"));
}

fn said<T: std::fmt::Debug>(x: &T) -> String {
    format!("{x:?}")
}

fn wrong_seat(v: &Report, s: &Seat) -> Vec<String> {
    let Some(p) = v.players.iter().find(|p| p.seat == s.seat) else {
        return vec![format!("no seat {}", s.seat)];
    };
    let status = p.status.as_deref().unwrap_or("");
    let insane = status.contains("発狂") || status.contains("insane");
    let unplayed = s.real == Some(false);
    // An unplayed seat has neither score nor rank, unless the case says otherwise.
    let score = s.score.map(Some).or(unplayed.then_some(None));
    let rank = s.rank.map(Some).or(unplayed.then_some(None));
    let checks = [
        ("name", s.name.as_ref().map(said), said(&p.name)),
        ("real", s.real.as_ref().map(said), said(&p.real)),
        ("typed", s.typed.as_ref().map(said), said(&p.typed)),
        (
            "identity",
            s.identity.as_ref().map(|i| said(&Some(i))),
            said(&p.identity.as_ref()),
        ),
        ("score", score.as_ref().map(said), said(&p.score)),
        ("rank", rank.as_ref().map(said), said(&p.rank)),
        ("chant", s.chant.map(|c| said(&Some(c))), said(&p.chant)),
        ("insane", s.insane.as_ref().map(said), said(&insane)),
        ("hidden", s.hidden.as_ref().map(said), said(&p.hidden)),
    ];
    let mut wrong: Vec<String> = checks
        .into_iter()
        .filter_map(|(key, expected, actual)| {
            let expected = expected?;
            (expected != actual)
                .then(|| format!("seat {} {key}: expected {expected}, found {actual}", s.seat))
        })
        .collect();
    if let Some(words) = &s.status
        && !status.contains(words.as_str())
    {
        wrong.push(format!(
            "seat {} status lacks {words:?}: {status:?}",
            s.seat
        ));
    }
    if s.no_status == Some(true) && p.status.is_some() {
        wrong.push(format!("seat {} has a status: {status:?}", s.seat));
    }
    if let Some(lines) = &s.lines {
        wrong.extend(wrong_lines(p, lines, s.score));
    }
    wrong
}

/// The non-zero breakdown lines, matched one to one with the hand-worked ones.
fn wrong_lines(p: &Player, lines: &[(String, i64)], score: Option<i64>) -> Vec<String> {
    let seat = p.seat;
    let mut actual: Vec<(String, i64)> = p
        .breakdown
        .iter()
        .filter(|l| l.points != 0)
        .map(|l| (l.label.clone(), l.points))
        .collect();
    let mut wrong = Vec::new();
    for (word, points) in lines {
        match actual
            .iter()
            .position(|(label, p)| label.contains(word.as_str()) && p == points)
        {
            Some(i) => {
                actual.remove(i);
            }
            None => wrong.push(format!(
                "seat {seat}: no breakdown line ({word}, {points:+})"
            )),
        }
    }
    if !actual.is_empty() {
        wrong.push(format!(
            "seat {seat}: breakdown lines not worked by hand: {actual:?}"
        ));
    }
    let sum: i64 = lines.iter().map(|l| l.1).sum();
    if score.is_some_and(|score| score != sum) {
        wrong.push(format!(
            "seat {seat}: the hand-worked lines add up to {sum}, not {score:?}"
        ));
    }
    wrong
}
