//! Texts for people: [`Text`] (a message of the terminal's resources with
//! its arguments, told in the run's language when shown), [`CliError`]
//! (one such line and the exit status) and the `msg!` macro. Every other
//! module of the command line words its errors with these.

use marrakesh_describe::lang::IntoArg;
use marrakesh_describe::Lang;
use std::fmt;
use std::path::{Path, PathBuf};

/// An error for the user: one line of text and the exit status. The text
/// is told in the language chosen for the run when it is printed
/// ([`CliError::line`]); `message` is its English line (tests, logs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    pub code: i32,
    pub message: String,
    pub text: Text,
}

impl CliError {
    /// Bad input: a bad file, a bad action, bad arguments (exit status 2).
    pub fn input(text: impl Into<Text>) -> CliError {
        CliError::new(2, text.into())
    }

    /// Something went wrong that is not the input's fault (exit status 1).
    pub fn failure(text: impl Into<Text>) -> CliError {
        CliError::new(1, text.into())
    }

    fn new(code: i32, text: Text) -> CliError {
        CliError {
            code,
            message: one_line(text.to(Lang::En)),
            text,
        }
    }

    /// The error as one line in `lang`, without the "error:" prefix.
    pub fn line(&self, lang: Lang) -> String {
        one_line(self.text.to(lang))
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {}

/// A text for people: a message of the terminal's resources (`tui-error-…`)
/// with its arguments, told when it is shown; or a text made elsewhere (a
/// name, another crate's error in its words, a text already translated).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Text {
    Message {
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
    Plain(String),
}

/// In English (tests, logs); people read [`Text::to`] their language.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to(Lang::En))
    }
}

/// An argument of a [`Text`] message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    /// A system error: in words by its kind where the resources have them
    /// (`tui-error-io-…`), else the system's own words.
    Io(std::io::ErrorKind, String),
    Nested(Box<Text>),
}

impl Text {
    pub fn message(id: &'static str) -> Text {
        Text::Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    pub fn with(mut self, key: &'static str, value: impl Into<Arg>) -> Text {
        if let Text::Message { args, .. } = &mut self {
            args.push((key, value.into()));
        }
        self
    }

    /// The text in `lang`.
    pub fn to(&self, lang: Lang) -> String {
        match self {
            Text::Plain(s) => s.clone(),
            Text::Message { id, args } => {
                let mut fa = marrakesh_describe::FluentArgs::new();
                for (k, v) in args {
                    let v = match v {
                        Arg::Text(s) => s.clone().into_arg(),
                        Arg::Number(n) => (*n).into_arg(),
                        Arg::Io(kind, s) => io_kind_words(lang, *kind, s).into_arg(),
                        Arg::Nested(t) => t.to(lang).into_arg(),
                    };
                    fa.set(*k, v);
                }
                lang.fmt(id, &fa)
            }
        }
    }
}

/// A system error in `lang`: the common kinds in words, others as the
/// system says them.
pub fn io_words(lang: Lang, e: &std::io::Error) -> String {
    io_kind_words(lang, e.kind(), &e.to_string())
}

fn io_kind_words(lang: Lang, kind: std::io::ErrorKind, system: &str) -> String {
    use std::io::ErrorKind as K;
    match kind {
        K::NotFound => lang.get("tui-error-io-not-found"),
        K::PermissionDenied => lang.get("tui-error-io-permission-denied"),
        K::AlreadyExists => lang.get("tui-error-io-already-exists"),
        _ => system.to_string(),
    }
}

/// `msg!("tui-error-…", file = path, error = e)`: a [`Text`] message.
#[macro_export]
macro_rules! msg {
    ($id:expr) => {
        $crate::user_text::Text::message($id)
    };
    ($id:expr, $($k:ident = $v:expr),+ $(,)?) => {
        $crate::user_text::Text::message($id)$(.with(stringify!($k), $v))+
    };
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text::Plain(s)
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text::Plain(s.to_string())
    }
}

impl From<&String> for Text {
    fn from(s: &String) -> Text {
        Text::Plain(s.clone())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<&Path> for Arg {
    fn from(p: &Path) -> Arg {
        Arg::Text(p.display().to_string())
    }
}

impl From<&PathBuf> for Arg {
    fn from(p: &PathBuf) -> Arg {
        Arg::Text(p.display().to_string())
    }
}

impl From<&std::io::Error> for Arg {
    fn from(e: &std::io::Error) -> Arg {
        Arg::Io(e.kind(), e.to_string())
    }
}

impl From<std::io::Error> for Arg {
    fn from(e: std::io::Error) -> Arg {
        Arg::from(&e)
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Nested(Box::new(t))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

/// Error messages are printed on exactly one line, with no control
/// character of the input (see [`printable`]).
fn one_line(s: String) -> String {
    let s = if s.contains('\n') || s.contains('\r') {
        s.split(['\n', '\r'])
            .map(str::trim)
            .filter(|x| !x.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        s
    };
    printable(s)
}

/// `s` with every control character escaped as Rust writes it (`\u{1b}`,
/// `\0`, `\t`), and the controls that reorder text (bidirectional
/// overrides and isolates): a file's or an argument's bytes echoed in an
/// error line cannot move the cursor, ring the bell or hide text.
pub fn printable(s: String) -> String {
    let hidden = |c: char| {
        c.is_control()
            || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    };
    if !s.chars().any(hidden) {
        return s;
    }
    s.chars()
        .map(|c| {
            if hidden(c) {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}
