//! The command line in the run's language: clap's help (about texts,
//! argument help, headings, usage) and its error lines, from the Fluent
//! messages `cli-…` (terminal.ftl). The arguments themselves are the
//! derive's (args.rs): one list, whose texts are set here by id.
//!
//! The language is chosen before parsing: `--lang X` / `--lang=X` on the
//! command line, else the locale ([`crate::language::chosen`]).

use crate::args::{Cli, LAB_HEADING, MODULES_HEADING, SOLO_HEADING};
use marrakesh_describe::{tr, Lang};
use std::ffi::OsString;

/// The language asked for on the command line (`--lang X`, `--lang=X`, the
/// last one wins as in clap; an unknown one is ignored here and refused by
/// the parser), else the locale's, else English.
pub fn early_lang(args: &[OsString]) -> Lang {
    let mut flag = None;
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        let Some(a) = a.to_str() else { continue };
        if a == "--" {
            break;
        }
        let value = if a == "--lang" {
            it.next().and_then(|v| v.to_str()).map(str::to_string)
        } else {
            a.strip_prefix("--lang=").map(str::to_string)
        };
        if let Some(lang) = value.and_then(|v| v.parse::<Lang>().ok()) {
            flag = Some(lang);
        }
    }
    crate::language::chosen(flag)
}

/// The command line with `--lang X` / `--lang=X` moved before clap's `help`
/// command when it comes after it (`marrakesh help play --lang de`: the
/// `help` command takes only command names), so that both orders work.
pub fn lang_before_help(args: Vec<OsString>) -> Vec<OsString> {
    let is = |a: &OsString, s: &str| a.to_str() == Some(s);
    // The first word that is not `--lang X` / `--lang=X`: is it `help`?
    let mut i = 1;
    while i < args.len() {
        if is(&args[i], "--lang") {
            i += 2;
        } else if args[i].to_str().is_some_and(|a| a.starts_with("--lang=")) {
            i += 1;
        } else {
            break;
        }
    }
    if !args.get(i).is_some_and(|a| is(a, "help")) {
        return args;
    }
    let (mut head, tail) = (args[..i].to_vec(), &args[i + 1..]);
    let mut rest = Vec::new();
    let mut it = tail.iter();
    while let Some(a) = it.next() {
        if is(a, "--lang") {
            head.push(a.clone());
            head.extend(it.next().cloned());
        } else if a.to_str().is_some_and(|a| a.starts_with("--lang=")) {
            head.push(a.clone());
        } else {
            rest.push(a.clone());
        }
    }
    head.push(args[i].clone());
    head.extend(rest);
    head
}

/// The message of a value's placeholder (`<FILE>` → `cli-value-file`):
/// German and Dutch help name them in their words (`<DATEI>`, `<BESTAND>`).
fn value_id(name: &str) -> String {
    match name {
        "T:S,..." => "cli-value-tile-side".to_string(),
        "A,B,C" => "cli-value-faces".to_string(),
        _ => format!("cli-value-{}", name.to_lowercase().replace('_', "-")),
    }
}

/// The command line's definition with every text in `lang`.
pub fn command(lang: Lang) -> clap::Command {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    // Built first, so that clap's own `--help`, `--version` and `help`
    // command exist and get their texts too.
    cmd.build();
    translate(cmd, None, lang)
}

/// The message of an argument: the command's own wording if it has one
/// (`cli-arg-view-player`), else the common one (`cli-arg-player`).
fn arg_help(lang: Lang, command: Option<&str>, arg: &str) -> String {
    let key = arg.replace('_', "-");
    let own = format!("cli-arg-{}-{key}", command.unwrap_or("marrakesh"));
    if lang.texts().has(&own) {
        lang.get(&own)
    } else {
        lang.get(&format!("cli-arg-{key}"))
    }
}

/// A heading of args.rs in `lang`.
fn heading(lang: Lang, english: &str) -> Option<String> {
    let id = if english == MODULES_HEADING {
        "cli-heading-modules"
    } else if english == SOLO_HEADING {
        "cli-heading-solo"
    } else if english == LAB_HEADING {
        "cli-heading-lab"
    } else {
        return None;
    };
    Some(lang.get(id))
}

/// clap's notes after an argument's help (`[default: 3]` …) in `lang`.
fn specs(lang: Lang, a: &clap::Arg) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(env) = a.get_env() {
        out.push(tr!(
            lang,
            "cli-spec-env",
            name = env.to_string_lossy().to_string()
        ));
    }
    let takes_values = a.get_action().takes_values();
    let defaults = a.get_default_values();
    if takes_values && !defaults.is_empty() {
        let value = defaults
            .iter()
            .map(|d| d.to_string_lossy().to_string())
            .collect::<Vec<_>>()
            .join(" ");
        out.push(tr!(lang, "cli-spec-default", value = value));
    }
    let possible = a.get_possible_values();
    if takes_values && !possible.is_empty() {
        let values = possible
            .iter()
            .filter(|p| !p.is_hide_set())
            .map(|p| p.get_name().to_string())
            .collect::<Vec<_>>()
            .join(", ");
        out.push(tr!(lang, "cli-spec-possible", values = values));
    }
    out
}

fn translate(mut cmd: clap::Command, name: Option<&str>, lang: Lang) -> clap::Command {
    cmd = match name {
        None => cmd
            .about(lang.get("cli-about"))
            .after_help(lang.get("cli-after-help")),
        Some(name) => cmd.about(lang.get(&format!("cli-about-{name}"))),
    };
    let english = lang == Lang::En;
    cmd = cmd.mut_args(|a| {
        let mut help = arg_help(lang, name, a.get_id().as_str());
        let mut a = a;
        let names: Vec<String> = a
            .get_value_names()
            .unwrap_or_default()
            .iter()
            .map(|n| lang.get(&value_id(n.as_str())))
            .collect();
        if !names.is_empty() {
            a = a.value_names(names);
        }
        match a.get_help_heading().map(str::to_string) {
            Some(h) => {
                if let Some(t) = heading(lang, &h) {
                    a = a.help_heading(t);
                }
            }
            // English keeps clap's own "Arguments" and "Options".
            None if !english => {
                let id = if a.is_positional() {
                    "cli-heading-arguments"
                } else {
                    "cli-heading-options"
                };
                a = a.help_heading(lang.get(id));
            }
            None => {}
        }
        if !english {
            for s in specs(lang, &a) {
                help.push(' ');
                help.push_str(&s);
            }
            a = a
                .hide_default_value(true)
                .hide_possible_values(true)
                .hide_env(true);
        }
        a.help(help)
    });
    if !english {
        let usage = cmd.render_usage().to_string();
        let usage = usage
            .split_once(": ")
            .map_or(usage.as_str(), |(_, u)| u)
            .replace("[OPTIONS]", &lang.get("cli-usage-options"))
            .replace("[COMMAND]", &lang.get("cli-usage-command"));
        cmd = cmd
            .override_usage(usage)
            .subcommand_help_heading(lang.get("cli-heading-commands"))
            .help_template(format!(
                "{{before-help}}{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
                lang.get("cli-heading-usage")
            ));
    }
    cmd.mut_subcommands(|sub| {
        let sub_name = sub.get_name().to_string();
        translate(sub, Some(&sub_name), lang)
    })
}

/// The command that failed to parse: the subcommand named first (after
/// any `--lang X`), if any.
fn command_name(args: &[OsString]) -> String {
    let mut i = 1;
    while let Some(a) = args.get(i).and_then(|a| a.to_str()) {
        match a {
            "--lang" => i += 2,
            _ if a.starts_with("--lang=") => i += 1,
            _ => break,
        }
    }
    let first = args.get(i).and_then(|a| a.to_str());
    let sub = <Cli as clap::CommandFactory>::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .find(|name| first == Some(name.as_str()));
    match sub {
        Some(name) => format!("marrakesh {name}"),
        None => "marrakesh".to_string(),
    }
}

fn context_text(v: Option<&clap::error::ContextValue>) -> String {
    use clap::error::ContextValue as V;
    match v {
        Some(V::String(s)) => s.clone(),
        Some(V::Strings(v)) => v.join(", "),
        Some(V::StyledStr(s)) => s.to_string(),
        Some(V::StyledStrs(v)) => v
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        Some(V::Number(n)) => n.to_string(),
        Some(V::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

fn context_number(v: Option<&clap::error::ContextValue>) -> i64 {
    match v {
        Some(clap::error::ContextValue::Number(n)) => *n as i64,
        _ => 0,
    }
}

/// Why a value was refused, in `lang`: the parse errors of numbers,
/// addresses and languages by kind; clap's range check ("300 is not in
/// 0..=255"); any other reason as it is.
fn reason(lang: Lang, e: &clap::Error, value: &str) -> Option<String> {
    use std::num::IntErrorKind;
    let source = std::error::Error::source(e)?;
    if let Some(p) = source.downcast_ref::<std::num::ParseIntError>() {
        return Some(lang.get(match p.kind() {
            IntErrorKind::Empty => "cli-error-reason-empty",
            IntErrorKind::PosOverflow => "cli-error-reason-too-large",
            IntErrorKind::NegOverflow => "cli-error-reason-too-small",
            _ => "cli-error-reason-not-a-number",
        }));
    }
    if source.is::<std::num::ParseFloatError>() {
        return Some(lang.get("cli-error-reason-float"));
    }
    if source.is::<std::net::AddrParseError>() {
        return Some(lang.get("cli-error-reason-address"));
    }
    if let Some(u) = source.downcast_ref::<marrakesh_describe::lang::UnknownLang>() {
        return Some(tr!(lang, "cli-error-reason-lang", value = u.0.clone()));
    }
    let text = source.to_string();
    if let Some(range) = text.strip_prefix(&format!("{value} is not in ")) {
        return Some(tr!(
            lang,
            "cli-error-reason-range",
            value = value.to_string(),
            range = range.to_string()
        ));
    }
    Some(text)
}

/// A command-line error of clap's as one line in `lang`: what is wrong,
/// then its tips and where to read more, e.g. `error: unexpected argument
/// '-1' found (to pass '-1' as a value, use '-- -1'; see marrakesh apply
/// --help)`. `args` is the whole command line.
pub fn error_line(lang: Lang, e: &clap::Error, args: &[OsString]) -> String {
    use clap::error::{ContextKind as C, ErrorKind as K};
    let get = |k: C| context_text(e.get(k));
    let arg = get(C::InvalidArg);
    let value = get(C::InvalidValue);
    let message = match e.kind() {
        K::UnknownArgument => tr!(lang, "cli-error-unknown-argument", arg = arg),
        K::InvalidSubcommand => tr!(
            lang,
            "cli-error-unknown-command",
            command = get(C::InvalidSubcommand)
        ),
        K::InvalidValue => {
            let mut m = if value.is_empty() {
                tr!(lang, "cli-error-value-missing", arg = arg)
            } else {
                tr!(lang, "cli-error-invalid-value", arg = arg, value = value)
            };
            let valid = get(C::ValidValue);
            if !valid.is_empty() {
                m.push(' ');
                m.push_str(&tr!(lang, "cli-error-possible-values", values = valid));
            }
            m
        }
        K::ValueValidation => match reason(lang, e, &value) {
            Some(why) => tr!(
                lang,
                "cli-error-invalid-value-because",
                arg = arg,
                value = value,
                reason = why
            ),
            None => tr!(lang, "cli-error-invalid-value", arg = arg, value = value),
        },
        K::NoEquals => tr!(lang, "cli-error-no-equals", arg = arg),
        K::TooManyValues => tr!(lang, "cli-error-too-many-values", arg = arg, value = value),
        K::TooFewValues => tr!(
            lang,
            "cli-error-too-few-values",
            arg = arg,
            min = context_number(e.get(C::MinValues)),
            actual = context_number(e.get(C::ActualNumValues))
        ),
        K::WrongNumberOfValues => tr!(
            lang,
            "cli-error-wrong-number-of-values",
            arg = arg,
            expected = context_number(e.get(C::ExpectedNumValues)),
            actual = context_number(e.get(C::ActualNumValues))
        ),
        K::ArgumentConflict => {
            let other = get(C::PriorArg);
            if other.is_empty() {
                tr!(lang, "cli-error-conflict-any", arg = arg)
            } else if other == arg {
                tr!(lang, "cli-error-repeated", arg = arg)
            } else {
                tr!(lang, "cli-error-conflict", arg = arg, other = other)
            }
        }
        K::MissingRequiredArgument => tr!(lang, "cli-error-missing-required", args = arg),
        K::MissingSubcommand => tr!(
            lang,
            "cli-error-missing-command",
            command = get(C::InvalidSubcommand)
        ),
        K::InvalidUtf8 => lang.get("cli-error-invalid-utf8"),
        _ => lang.get("cli-error-other"),
    };
    let mut tips = Vec::new();
    for (kind, id) in [
        (C::SuggestedArg, "cli-error-tip-similar-argument"),
        (C::SuggestedSubcommand, "cli-error-tip-similar-command"),
        (C::SuggestedValue, "cli-error-tip-similar-value"),
    ] {
        let similar = get(kind);
        if !similar.is_empty() {
            tips.push(tr!(lang, id, similar = similar));
        }
    }
    // clap's one other tip: how to pass a value that starts with '-'.
    if let Some(clap::error::ContextValue::StyledStrs(s)) = e.get(C::Suggested) {
        for tip in s {
            let tip = tip.to_string();
            if let Some(v) = tip
                .strip_prefix("to pass '")
                .and_then(|t| t.split_once("' as a value"))
                .map(|(v, _)| v.to_string())
            {
                tips.push(tr!(lang, "cli-error-tip-value-dash", value = v));
            }
        }
    }
    tips.push(tr!(
        lang,
        "cli-error-see-help",
        command = command_name(args)
    ));
    let line = tr!(lang, "tui-error", message = message);
    format!("{line} ({})", tips.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn the_language_is_found_before_parsing() {
        assert_eq!(early_lang(&os(&["m", "--lang", "de", "new"])), Lang::De);
        assert_eq!(early_lang(&os(&["m", "new", "--lang=nl"])), Lang::Nl);
        assert_eq!(
            early_lang(&os(&["m", "--lang", "de", "--lang", "en"])),
            Lang::En
        );
        // After `--` it is a value, not the option.
        assert_eq!(
            early_lang(&os(&["m", "--lang", "nl", "--", "--lang", "de"])),
            Lang::Nl
        );
    }

    /// Every command and argument has its text in every language: nothing
    /// left as `{id}`, no help empty.
    #[test]
    fn every_argument_has_its_text_in_every_language() {
        fn check(cmd: &clap::Command, lang: Lang) {
            let about = cmd.get_about().map(|a| a.to_string()).unwrap_or_default();
            assert!(
                !about.is_empty() && !about.contains("{cli-"),
                "{lang}: {} about {about:?}",
                cmd.get_name()
            );
            for a in cmd.get_arguments() {
                let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
                assert!(
                    !help.is_empty() && !help.contains("{cli-") && !help.contains("{$"),
                    "{lang}: {} {} {help:?}",
                    cmd.get_name(),
                    a.get_id()
                );
            }
            for s in cmd.get_subcommands() {
                check(s, lang);
            }
        }
        for lang in Lang::ALL {
            check(&command(lang), lang);
        }
    }

    /// English texts from Fluent are the derive's own (its doc comments):
    /// the English help is what it was.
    #[test]
    fn english_help_is_the_derives() {
        fn helps(cmd: &mut clap::Command, out: &mut Vec<String>) {
            out.push(cmd.render_help().to_string());
            let names: Vec<String> = cmd
                .get_subcommands()
                .map(|s| s.get_name().to_string())
                .collect();
            for n in names {
                helps(cmd.find_subcommand_mut(&n).unwrap(), out);
            }
        }
        let mut derived = <Cli as clap::CommandFactory>::command();
        derived.build();
        let (mut a, mut b) = (Vec::new(), Vec::new());
        helps(&mut derived, &mut a);
        helps(&mut command(Lang::En), &mut b);
        assert_eq!(a.len(), b.len());
        for (a, b) in a.iter().zip(&b) {
            assert_eq!(a, b);
        }
    }
}
