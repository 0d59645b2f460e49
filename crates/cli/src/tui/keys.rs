//! The terminal game's keys, for its help screen.

use super::panels::Tab;
use super::wrap::wrap_words;
use marrakesh_describe::{tr, Lang};

/// The widest the help's lines may be (the help window of an 80-column
/// terminal).
const WIDTH: usize = 74;

/// The keys and what they do, as a table: the keys in the first column,
/// what they do wrapped in the second. `tabs`: the game's tabs, in order.
pub fn keys(lang: Lang, tabs: &[Tab]) -> String {
    let tab_names: Vec<String> = tabs.iter().map(|t| t.name(lang)).collect();
    let rows: Vec<(String, String)> = vec![
        (lang.get("tui-key-move-keys"), lang.get("tui-key-move")),
        (lang.get("tui-key-take-keys"), lang.get("tui-key-take")),
        ("1-9".to_string(), lang.get("tui-key-jump")),
        (lang.get("tui-key-pages-keys"), lang.get("tui-key-pages")),
        (lang.get("tui-key-back-keys"), lang.get("tui-key-back")),
        (
            lang.get("tui-key-tabs-keys"),
            tr!(lang, "tui-key-tabs", tabs = tab_names.join(", ")),
        ),
        (
            lang.get("tui-key-players-keys"),
            lang.get("tui-key-players"),
        ),
        (lang.get("tui-key-scroll-keys"), lang.get("tui-key-scroll")),
        (lang.get("tui-key-help-keys"), lang.get("tui-key-help")),
        ("a".to_string(), lang.get("tui-key-advice")),
        ("f".to_string(), lang.get("tui-key-fast")),
        ("q".to_string(), lang.get("tui-key-quit")),
    ];
    let key_w = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0)
        .max(16)
        + 2;
    let text_w = WIDTH.saturating_sub(2 + key_w).max(20);
    let mut out = lang.get("tui-keys-title");
    for (k, what) in rows {
        for (i, line) in wrap_words(&what, text_w).into_iter().enumerate() {
            let first = if i == 0 { k.as_str() } else { "" };
            out.push_str(&format!("\n  {first:<key_w$}{line}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys fit the help window of an 80-column terminal, in every
    /// language, with every tab listed.
    #[test]
    fn keys_fit_the_help_window() {
        for lang in Lang::ALL {
            let text = keys(lang, &Tab::ALL);
            for line in text.lines() {
                assert!(line.chars().count() <= WIDTH, "too long: {line}");
            }
            assert!(!text.contains('{'), "{text}");
            assert!(text.contains(&Tab::Race.name(lang)), "{text}");
        }
    }
}
