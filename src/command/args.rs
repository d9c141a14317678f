//! A small argument parser: subcommand, positionals and `--flag value` options.

use crate::error::Error;

#[derive(Debug, Default)]
pub struct Args {
    pub positionals: Vec<String>,
    options: Vec<(String, Option<String>)>,
}

/// Options that take no value.
const SWITCHES: &[&str] = &["--json", "--help", "-h"];

impl Args {
    pub fn parse(args: &[String], known: &[&str]) -> Result<Args, Error> {
        let mut out = Args::default();
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            if arg.starts_with('-') && arg.len() > 1 {
                let (name, inline) = match arg.split_once('=') {
                    Some((n, v)) => (n.to_string(), Some(v.to_string())),
                    None => (arg.clone(), None),
                };
                if !known.contains(&name.as_str()) && !SWITCHES.contains(&name.as_str()) {
                    return Err(Error::new(format!("unknown option `{name}`"))
                        .hint(format!("options here: {}", known.join(", "))));
                }
                let value = if SWITCHES.contains(&name.as_str()) {
                    None
                } else {
                    Some(match inline {
                        Some(v) => v,
                        None => iter
                            .next()
                            .cloned()
                            .ok_or_else(|| Error::new(format!("`{name}` expects a value")))?,
                    })
                };
                out.options.push((name, value));
            } else {
                out.positionals.push(arg.clone());
            }
        }
        Ok(out)
    }

    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }

    /// The last value given for an option (a later one overrides an earlier one).
    pub fn value(&self, names: &[&str]) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| names.contains(&n.as_str()))
            .and_then(|(_, v)| v.as_deref())
    }

    pub fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, Error> {
        self.value(&[name])
            .map(|v| {
                v.parse().map_err(|_| {
                    Error::new(format!("`{name}` expects a whole number, found `{v}`"))
                })
            })
            .transpose()
    }
}
