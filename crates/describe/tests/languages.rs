//! The three languages: every `.ftl` resource parses; each message exists
//! in German, Dutch and English with the same variables; no message is
//! unused; and every text of seeded games with every module renders in
//! each language, without a placeholder left or a message missing.

use marrakesh_describe::lang::{AREAS, RESOURCES};
use marrakesh_describe::{coverage, Lang};
use marrakesh_engine::Catalog;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Message ids of a resource, each with the variables its value and
/// attributes use (`$name`). Messages start in column 0 as `id =`; their
/// continuation lines are indented.
fn messages(src: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in src.lines() {
        let starts_entry = line
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '-');
        if starts_entry {
            current = line
                .split_once('=')
                .map(|(id, _)| id.trim().to_string())
                .filter(|id| !id.starts_with('-'));
            if let Some(id) = &current {
                assert!(
                    out.insert(id.clone(), BTreeSet::new()).is_none(),
                    "message {id} is defined twice"
                );
            }
        } else if line.starts_with('#') {
            current = None;
        }
        if let Some(id) = &current {
            let vars = out.get_mut(id).expect("inserted above");
            let mut rest = line;
            while let Some(i) = rest.find('$') {
                rest = &rest[i + 1..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                vars.insert(name);
            }
        }
    }
    out
}

#[test]
fn resources_parse_without_errors() {
    for (lang, sources) in RESOURCES {
        for (area, src) in AREAS.iter().zip(sources) {
            if let Err((_, errors)) = fluent_syntax::parser::parse(src) {
                panic!("{lang}/{area}.ftl: {errors:?}");
            }
        }
    }
}

#[test]
fn every_message_in_every_language_with_the_same_variables() {
    let english = &RESOURCES[0].1;
    for (lang, sources) in &RESOURCES[1..] {
        for ((area, en), other) in AREAS.iter().zip(english).zip(sources) {
            let en = messages(en);
            let other = messages(other);
            let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
            let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{lang}/{area}.ftl lacks {missing:?}");
            assert!(extra.is_empty(), "{lang}/{area}.ftl has extra {extra:?}");
            for (id, vars) in &en {
                assert_eq!(
                    vars, &other[id],
                    "{lang}/{area}.ftl: {id} uses other variables than English"
                );
            }
        }
    }
}

fn sources(dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if p.is_dir() {
            if !matches!(name, "target" | "node_modules" | "locales" | "tests") {
                sources(&p, out);
            }
        } else if name.ends_with(".rs") || name.ends_with(".js") || name.ends_with(".html") {
            out.push(std::fs::read_to_string(&p).unwrap_or_default());
        }
    }
}

/// Every message is used: its id appears quoted in the sources of a crate
/// or of the page, or it belongs to a family whose ids the code builds
/// (a quoted `"family-{…}"` prefix in a `format!` or a template).
#[test]
fn no_unused_messages() {
    let crates = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut texts = Vec::new();
    sources(&crates, &mut texts);
    let all = texts.join("\n");
    let mut families = BTreeSet::new();
    for quote in ['"', '\'', '`'] {
        // Every piece, not every second one: a quote character inside a
        // string or char literal ('"') would shift the pairs.
        for piece in all.split(quote) {
            if let Some((prefix, _)) = piece.split_once(['{', '$']) {
                if prefix.ends_with('-') && !prefix.contains(' ') {
                    families.insert(prefix.to_string());
                }
            }
        }
    }
    let mut unused = Vec::new();
    for (area, src) in AREAS.iter().zip(RESOURCES[0].1) {
        for id in messages(src).keys() {
            let quoted = [format!("\"{id}\""), format!("'{id}'"), format!("`{id}`")];
            let used = quoted.iter().any(|q| all.contains(q.as_str()))
                || families.iter().any(|f| id.starts_with(f.as_str()));
            if !used {
                unused.push(format!("{area}: {id}"));
            }
        }
    }
    assert!(unused.is_empty(), "unused messages: {unused:#?}");
}

/// Every text of the coverage games and components, in every language: not
/// empty, no `{…}` left (an unresolved variable or a missing message).
#[test]
fn every_text_renders_in_every_language() {
    let cat = Catalog::embedded();
    for lang in Lang::ALL {
        for t in coverage::components(lang, &cat) {
            assert!(!t.trim().is_empty() && !t.contains('{'), "{lang}: {t:?}");
        }
        for setup in coverage::setups() {
            let mut n = 0;
            coverage::walk(lang, setup, |kind, t| {
                n += 1;
                assert!(
                    !t.trim().is_empty() && !t.contains('{'),
                    "{lang} {kind}: {t:?} ({setup:?})"
                );
            });
            assert!(n > 100, "{lang}: {n} texts for {setup:?}");
        }
    }
}
