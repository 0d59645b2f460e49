//! An offline dependency audit of `Cargo.lock`: against the snapshot of the
//! RustSec advisory database in `.ci/advisory-db/` (its README says what
//! it holds and how to refresh it), and against `.ci/denied-crates.txt`
//! (crates denied for reasons that are no advisory yet).

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

/// One advisory of the RustSec database: the TOML block at the head of
/// `crates/NAME/RUSTSEC-….md`.
#[derive(Debug)]
struct Advisory {
    id: String,
    package: String,
    withdrawn: bool,
    /// Versions outside the advisory: `patched` and `unaffected`.
    safe: Vec<semver::VersionReq>,
    kind: String,
}

fn advisory(text: &str) -> Result<Advisory, String> {
    let body = text
        .split("```toml")
        .nth(1)
        .and_then(|r| r.split("```").next())
        .ok_or("no ```toml block")?;
    let v: toml::Value = toml::from_str(body).map_err(|e| e.to_string())?;
    let a = v.get("advisory").ok_or("no [advisory]")?;
    let field = |k: &str| a.get(k).and_then(|x| x.as_str()).map(str::to_string);
    let mut safe = Vec::new();
    for key in ["patched", "unaffected"] {
        for r in v
            .get("versions")
            .and_then(|x| x.get(key))
            .and_then(|x| x.as_array())
            .into_iter()
            .flatten()
        {
            let r = r.as_str().ok_or("a version requirement is not a string")?;
            safe.push(semver::VersionReq::parse(r).map_err(|e| format!("{r}: {e}"))?);
        }
    }
    Ok(Advisory {
        id: field("id").ok_or("no id")?,
        package: field("package").ok_or("no package")?,
        withdrawn: a.get("withdrawn").is_some(),
        safe,
        kind: field("informational").unwrap_or_else(|| "vulnerability".into()),
    })
}

/// Whether `version` of the advisory's package is affected.
fn affected(a: &Advisory, version: &str) -> bool {
    let Ok(v) = semver::Version::parse(version) else {
        return true;
    };
    !a.withdrawn && !a.safe.iter().any(|r| r.matches(&v))
}

/// Every advisory of the snapshot under `dir/crates/`.
fn snapshot(dir: &Path) -> Vec<Advisory> {
    let mut out = Vec::new();
    let crates = std::fs::read_dir(dir.join("crates")).expect("the advisory snapshot");
    for c in crates.flatten() {
        for f in std::fs::read_dir(c.path()).into_iter().flatten().flatten() {
            let path = f.path();
            if path.extension().is_some_and(|e| e == "md") {
                let text = std::fs::read_to_string(&path).unwrap();
                out.push(advisory(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display())));
            }
        }
    }
    out
}

#[test]
fn no_locked_crate_has_a_rustsec_advisory_of_the_snapshot() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).expect("Cargo.lock");
    let advisories = snapshot(&root.join(".ci/advisory-db"));
    assert!(!advisories.is_empty(), "the snapshot is read");
    let packages = locked(&lock);
    let found: Vec<String> = advisories
        .iter()
        .flat_map(|a| {
            packages
                .iter()
                .filter(move |(n, v)| *n == a.package && affected(a, v))
                .map(move |(n, v)| format!("{n} {v}: {} ({})", a.id, a.kind))
        })
        .collect();
    assert!(
        found.is_empty(),
        "advised-against crates in Cargo.lock: {found:#?}"
    );
}

#[test]
fn the_audit_reads_rustsec_advisories() {
    let text = "```toml\n[advisory]\nid = \"RUSTSEC-2026-0002\"\npackage = \"lru\"\ndate = \"2026-01-07\"\n\n[versions]\npatched = [\">= 0.16.3\"]\nunaffected = [\"<= 0.9.0\"]\n```\n\n# Title\n";
    let a = advisory(text).unwrap();
    assert_eq!(
        (a.id.as_str(), a.package.as_str()),
        ("RUSTSEC-2026-0002", "lru")
    );
    for (v, want) in [
        ("0.9.0", false),
        ("0.10.1", true),
        ("0.16.2", true),
        ("0.16.3", false),
        ("1.0.0", false),
    ] {
        assert_eq!(affected(&a, v), want, "{v}");
    }
    let unmaintained = advisory("```toml\n[advisory]\nid = \"X\"\npackage = \"paste\"\ninformational = \"unmaintained\"\n[versions]\npatched = []\n```").unwrap();
    assert!(affected(&unmaintained, "1.0.15"));
    assert_eq!(unmaintained.kind, "unmaintained");
    let withdrawn = advisory("```toml\n[advisory]\nid = \"Y\"\npackage = \"p\"\nwithdrawn = \"2024-01-01\"\n[versions]\npatched = []\n```").unwrap();
    assert!(!affected(&withdrawn, "1.0.0"));
}
