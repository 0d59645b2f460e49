//! The three languages of the rulebooks, and their texts as Project Fluent
//! resources (`locales/<lang>/<area>.ftl`, embedded at build time).
//!
//! German follows `000`/`003`/`004`, Dutch `001`, English `002`; the words
//! of each game term are in `docs/glossary.md`. English is the fallback for
//! a message a language lacks (a test keeps that from happening).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

/// A language of the rulebooks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// `002` (Deluxe/Classic, English).
    #[default]
    En,
    /// `000`, `003`, `004` (German).
    De,
    /// `001` (Essential, Dutch).
    Nl,
}

/// The areas of text, one `.ftl` resource per language and area.
pub const AREAS: [&str; 8] = [
    "components",
    "decisions",
    "actions",
    "events",
    "scores",
    "help",
    "terminal",
    "web",
];

macro_rules! resources {
    ($lang:literal) => {
        [
            include_str!(concat!("../locales/", $lang, "/components.ftl")),
            include_str!(concat!("../locales/", $lang, "/decisions.ftl")),
            include_str!(concat!("../locales/", $lang, "/actions.ftl")),
            include_str!(concat!("../locales/", $lang, "/events.ftl")),
            include_str!(concat!("../locales/", $lang, "/scores.ftl")),
            include_str!(concat!("../locales/", $lang, "/help.ftl")),
            include_str!(concat!("../locales/", $lang, "/terminal.ftl")),
            include_str!(concat!("../locales/", $lang, "/web.ftl")),
        ]
    };
}
#[allow(unused_imports)]
use resources;

/// The `.ftl` sources by language and area, in [`AREAS`] order.
pub const RESOURCES: [(Lang, [&str; 8]); 3] = [
    (Lang::En, resources!("en")),
    (Lang::De, resources!("de")),
    (Lang::Nl, resources!("nl")),
];

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Nl];

    /// The BCP 47 code: "en", "de", "nl".
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Nl => "nl",
        }
    }

    /// The language's own name, for a language switch.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
        }
    }

    /// The language of a tag or locale name: "de", "de-AT", "nl_BE.UTF-8",
    /// "EN"; `None` for any other language.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the three in an `Accept-Language` header (by quality,
    /// then order); `None` if it names none of them.
    pub fn negotiate(accept_language: &str) -> Option<Lang> {
        let mut best: Option<(f32, usize, Lang)> = None;
        for (i, part) in accept_language.split(',').take(32).enumerate() {
            let mut fields = part.split(';');
            let Some(lang) = fields.next().and_then(Lang::parse) else {
                continue;
            };
            let q = fields
                .find_map(|f| f.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if q > 0.0 && best.is_none_or(|(bq, bi, _)| q > bq || (q == bq && i < bi)) {
                best = Some((q, i, lang));
            }
        }
        best.map(|(_, _, l)| l)
    }

    /// The language of a POSIX locale environment: the first of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` that is set (as `setlocale` reads
    /// them), if it is one of the three. The caller passes the variables.
    pub fn from_locale_env(
        lc_all: Option<&str>,
        lc_messages: Option<&str>,
        lang: Option<&str>,
    ) -> Option<Lang> {
        [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|v| !v.is_empty())
            .and_then(Lang::parse)
    }

    /// This language's texts (built once, then shared).
    pub fn texts(self) -> &'static Texts {
        static TEXTS: [OnceLock<Texts>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        TEXTS[self as usize].get_or_init(|| Texts::new(self))
    }

    /// The message `id` without arguments.
    pub fn get(self, id: &str) -> String {
        self.texts().format(id, None)
    }

    /// The message `id` with arguments.
    pub fn fmt(self, id: &str, args: &FluentArgs) -> String {
        self.texts().format(id, Some(args))
    }
}

impl std::str::FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::parse(s).ok_or_else(|| UnknownLang(s.chars().take(40).collect()))
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// A language tag that names none of the three.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl std::fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown language {:?} (de, en or nl)", self.0)
    }
}

impl std::error::Error for UnknownLang {}

/// One language's messages, with English behind them.
pub struct Texts {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl Texts {
    fn new(lang: Lang) -> Texts {
        let tag = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![tag]);
        // Plain text: no Unicode isolation marks around arguments.
        bundle.set_use_isolating(false);
        let sources = RESOURCES
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, s)| s.as_slice())
            .unwrap_or(&[]);
        for src in sources {
            // A resource with a syntax error keeps its good messages (the
            // tests in `tests/languages.rs` keep every resource clean).
            let res = match FluentResource::try_new(src.to_string()) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            // A message defined twice keeps its first definition.
            bundle.add_resource_overriding(res);
        }
        Texts { lang, bundle }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether this language has message `id` itself.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Message `id` formatted; English if this language lacks it, and
    /// `{id}` if English does too (never a panic).
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return match self.lang {
                Lang::En => format!("{{{id}}}"),
                _ => Lang::En.texts().format(id, args),
            };
        };
        let mut errors = vec![];
        self.bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }

    /// An attribute `id.attr` of a message.
    pub fn attribute(&self, id: &str, attr: &str) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.get_attribute(attr)?.value();
        let mut errors = vec![];
        Some(
            self.bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    }
}

/// An argument of a message: a number (for plurals) or a text.
pub fn arg<'a>(v: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    v.into()
}

/// A text argument.
pub fn text_arg(s: impl Into<Cow<'static, str>>) -> FluentValue<'static> {
    FluentValue::String(s.into())
}

/// `tr!(lang, "message-id")` or `tr!(lang, "message-id", n = 3, colour = c)`:
/// the message in `lang`. Arguments are numbers or texts.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr) => {
        $crate::Lang::get($lang, $id)
    };
    ($lang:expr, $id:expr, $($k:ident = $v:expr),+ $(,)?) => {{
        let mut args = $crate::FluentArgs::new();
        $( args.set(stringify!($k), $crate::lang::IntoArg::into_arg($v)); )+
        $crate::Lang::fmt($lang, $id, &args)
    }};
}

/// What [`tr!`] accepts as an argument.
pub trait IntoArg {
    fn into_arg(self) -> FluentValue<'static>;
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl IntoArg for $t {
            fn into_arg(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl IntoArg for String {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::String(self.into())
    }
}

impl IntoArg for &String {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::String(self.clone().into())
    }
}

impl IntoArg for &str {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::String(self.to_string().into())
    }
}

impl IntoArg for Cow<'static, str> {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::String(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_headers() {
        assert_eq!(Lang::parse("de-AT"), Some(Lang::De));
        assert_eq!(Lang::parse("nl_BE.UTF-8"), Some(Lang::Nl));
        assert_eq!(Lang::parse("C.UTF-8"), None);
        assert_eq!(
            Lang::negotiate("fr-CH, fr;q=0.9, nl;q=0.8, de;q=0.7"),
            Some(Lang::Nl)
        );
        assert_eq!(Lang::negotiate("en;q=0.5, de"), Some(Lang::De));
        assert_eq!(Lang::negotiate("de;q=0"), None);
        assert_eq!(Lang::negotiate(""), None);
        assert_eq!(
            Lang::from_locale_env(Some(""), None, Some("de_DE.UTF-8")),
            Some(Lang::De)
        );
        assert_eq!(Lang::from_locale_env(Some("C"), None, Some("de_DE")), None);
    }
}
