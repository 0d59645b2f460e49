//! The operator's log (standard error): a limit or timeout that triggers
//! says so, at most once per [`EVERY`] per kind, with how many times it
//! triggered since its last line (an attack cannot flood the log).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One line per kind at most this often.
pub const EVERY: Duration = Duration::from_secs(10);

static LAST: Mutex<Option<HashMap<&'static str, (Instant, u64)>>> = Mutex::new(None);

/// Logs `line` for `kind` unless a line of that kind was logged within
/// [`EVERY`] (then it is counted and reported with the next line).
pub fn throttled(kind: &'static str, line: String) {
    let mut m = LAST.lock().unwrap_or_else(|e| e.into_inner());
    let map = m.get_or_insert_with(HashMap::new);
    let now = Instant::now();
    match map.get_mut(kind) {
        Some((at, skipped)) if now.duration_since(*at) < EVERY => *skipped += 1,
        entry => {
            let skipped = entry.map(|(_, s)| *s).unwrap_or(0);
            map.insert(kind, (now, 0));
            if skipped > 0 {
                eprintln!("marrakesh serve: {line} (and {skipped} more since the last such line)");
            } else {
                eprintln!("marrakesh serve: {line}");
            }
        }
    }
}
