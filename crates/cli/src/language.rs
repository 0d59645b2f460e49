//! The language of the texts shown to people: `--lang de|nl|en`, else the
//! POSIX locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. Machine
//! output (JSON, the HTML reports, error codes) does not depend on it.

use marrakesh_describe::Lang;

/// `--lang`'s value: de, nl or en (also a tag such as `de-AT`).
pub fn parse_arg(s: &str) -> Result<Lang, marrakesh_describe::lang::UnknownLang> {
    s.parse::<Lang>()
}

/// The language asked for with `--lang`, else the locale's, else English.
pub fn chosen(flag: Option<Lang>) -> Lang {
    let var = |k: &str| std::env::var(k).ok();
    flag.or_else(|| {
        Lang::from_locale_env(
            var("LC_ALL").as_deref(),
            var("LC_MESSAGES").as_deref(),
            var("LANG").as_deref(),
        )
    })
    .unwrap_or(Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lang_arguments_parse() {
        assert_eq!(parse_arg("de"), Ok(Lang::De));
        assert_eq!(parse_arg("NL"), Ok(Lang::Nl));
        assert_eq!(parse_arg("en"), Ok(Lang::En));
        assert!(parse_arg("fr")
            .unwrap_err()
            .to_string()
            .contains("de, en or nl"));
        // An explicit choice wins over the locale.
        assert_eq!(chosen(Some(Lang::Nl)), Lang::Nl);
    }
}
