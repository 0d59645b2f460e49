//! What the CLI's integration tests share: running the `marrakesh`
//! binary (in English whatever the machine's locale), its answers, and a
//! fresh temporary directory.

#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `marrakesh` with `args`, the locale's variables removed.
pub fn marrakesh(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_marrakesh"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("run marrakesh")
}

/// The standard output of a run that must succeed.
pub fn ok(args: &[&str]) -> String {
    let o = marrakesh(args);
    assert!(
        o.status.success(),
        "marrakesh {args:?} failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// A refused run: exit status 2 and one line on stderr mentioning `what`; the run.
pub fn fails(args: &[&str], what: &str) -> Output {
    let o = marrakesh(args);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "marrakesh {args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "one line on stderr: {err:?}");
    assert!(err.contains(what), "{err:?} should mention {what:?}");
    o
}

/// A fresh empty directory of this test process, named `marrakesh-{what}`.
pub fn temp_dir(what: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("marrakesh-{what}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}
