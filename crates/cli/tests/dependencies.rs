//! An offline dependency audit: no crate of `.ci/denied-crates.txt` (known
//! RustSec advisories: unsound or unmaintained crates) is in `Cargo.lock`.

use std::path::Path;

/// `1.2.3` as numbers (pre-release and build tags ignored).
fn version(v: &str) -> Vec<u64> {
    v.split(['-', '+'])
        .next()
        .unwrap_or("")
        .split('.')
        .map(|x| x.parse().unwrap_or(0))
        .collect()
}

/// Whether `v` falls under `req`: `*` or `<X.Y.Z`.
fn matches(req: &str, v: &str) -> bool {
    match req.strip_prefix('<') {
        Some(bound) => version(v) < version(bound),
        None => req == "*",
    }
}

/// (name, version) of every package in a `Cargo.lock`.
fn locked(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut name = None;
    for line in text.lines() {
        let field = |key: &str| {
            line.strip_prefix(key)
                .and_then(|r| r.trim().strip_prefix('='))
                .map(|r| r.trim().trim_matches('"').to_string())
        };
        if line == "[[package]]" {
            name = None;
        } else if let Some(n) = field("name ") {
            name = Some(n);
        } else if let Some(v) = field("version ") {
            if let Some(n) = name.take() {
                out.push((n, v));
            }
        }
    }
    out
}

/// (name, versions, why) of every denied crate.
fn denied(text: &str) -> Vec<(String, String, String)> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.splitn(3, ' ');
            let name = parts.next().unwrap_or("").to_string();
            let req = parts.next().unwrap_or("").to_string();
            let why = parts.next().unwrap_or("").to_string();
            assert!(req == "*" || req.starts_with('<'), "bad line: {l}");
            (name, req, why)
        })
        .collect()
}

#[test]
fn no_denied_crate_is_locked() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).expect("Cargo.lock");
    let list = std::fs::read_to_string(root.join(".ci/denied-crates.txt")).expect("the list");
    let packages = locked(&lock);
    assert!(
        packages.iter().any(|(n, _)| n == "marrakesh-engine"),
        "Cargo.lock is read"
    );
    let found: Vec<String> = denied(&list)
        .iter()
        .flat_map(|(name, req, why)| {
            packages
                .iter()
                .filter(move |(n, v)| n == name && matches(req, v))
                .map(move |(n, v)| format!("{n} {v}: {why}"))
        })
        .collect();
    assert!(found.is_empty(), "denied crates in Cargo.lock: {found:#?}");
}

#[test]
fn the_audit_reads_versions_and_lock_files() {
    let cases = [
        ("<0.16.3", "0.12.5", true),
        ("<0.16.3", "0.16.2", true),
        ("<0.16.3", "0.16.3", false),
        ("<0.16.3", "0.18.5", false),
        ("*", "1.0.15", true),
        ("<1.0.0", "1.0.0-rc.1", false),
    ];
    for (req, v, want) in cases {
        assert_eq!(matches(req, v), want, "{req} {v}");
    }
    let lock = "version = 4\n\n[[package]]\nname = \"lru\"\nversion = \"0.12.5\"\nsource = \"x\"\n\n[[package]]\nname = \"paste\"\nversion = \"1.0.15\"\n";
    assert_eq!(
        locked(lock),
        vec![
            ("lru".to_string(), "0.12.5".to_string()),
            ("paste".to_string(), "1.0.15".to_string())
        ]
    );
    let list = "# c\nlru <0.16.3 unsound\n";
    assert_eq!(denied(list).len(), 1);
}
