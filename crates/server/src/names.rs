//! What people and bots are called at the table: a person's display name,
//! checked once here, and the names of bots by their kind. Names are text
//! everywhere (the page never inserts them as HTML).

use crate::protocol::{ApiError, Code};
use crate::store::SeatKind;
use marrakesh_describe::Lang;

/// The longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// A display name as people type it: trimmed, inner runs of white space
/// made one space, 1–24 characters of letters, marks, digits, punctuation,
/// symbols and spaces; no control or format characters.
pub fn check(raw: &str) -> Result<String, ApiError> {
    let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    let n = name.chars().count();
    if n == 0 {
        return Err(ApiError::new(
            Code::BadJson,
            "a name needs 1 to 24 characters",
        ));
    }
    if n > MAX_NAME_CHARS {
        return Err(ApiError::new(
            Code::TooBig,
            format!("a name has at most {MAX_NAME_CHARS} characters"),
        ));
    }
    if name.chars().any(|c| !allowed(c)) {
        return Err(ApiError::new(
            Code::BadJson,
            "a name has letters, digits, spaces and punctuation only",
        ));
    }
    if is_bot_name(&name) {
        return Err(ApiError::new(
            Code::BadJson,
            "a person's name may not be a bot's (\"Greedy bot\", \"Paschabot\", …)",
        ));
    }
    Ok(name)
}

/// A bot's display name in any language, in any case, with or without
/// the seat number that tells two apart ("greedy BOT 2", "Zufallsbot").
fn is_bot_name(name: &str) -> bool {
    let name = name.to_lowercase();
    let bare = name
        .trim_end_matches(|c: char| c.is_ascii_digit())
        .trim_end();
    let bare = if bare.is_empty() { name.as_str() } else { bare };
    Lang::ALL.iter().any(|&lang| {
        ["greedy", "random", "strong"]
            .iter()
            .map(|k| marrakesh_describe::bot_name(lang, k))
            .chain(["Paschabot".to_string()])
            .any(|b| b.to_lowercase() == bare)
    })
}

/// Characters nobody sees or that mean nothing by themselves: bidi
/// controls, zero-width and other format characters, the BOM, tags
/// (U+E0000–E007F), Mongolian free variation selectors (U+180B–180F),
/// private use (BMP and planes 15–16) and noncharacters.
pub fn hidden(c: char) -> bool {
    let cp = c as u32;
    matches!(cp, 0x00AD | 0x061C | 0x180B..=0x180F | 0x200B..=0x200F | 0x202A..=0x202E
        | 0x2060..=0x206F | 0xFEFF | 0xFFF9..=0xFFFB | 0xE000..=0xF8FF | 0xFDD0..=0xFDEF
        | 0xE0000..=0xE007F | 0xF0000..=0x10FFFF)
        || cp & 0xFFFE == 0xFFFE
}

/// Letters, marks, digits, punctuation, symbols and the space; never a
/// control or a [`hidden`] character.
fn allowed(c: char) -> bool {
    c == ' ' || (!c.is_control() && !hidden(c) && !c.is_whitespace())
}

/// The name of a seat nobody named: a bot by its kind ("Greedy bot"), a
/// person by the seat ("P0", as in the terminal). The solo opponent's name
/// comes from the describe crate ("Paschabot").
pub fn default_name(lang: Lang, kind: SeatKind, seat: u8) -> String {
    match kind {
        SeatKind::Bot(family) => marrakesh_describe::bot_name(lang, family),
        SeatKind::Human | SeatKind::Paschabot => format!("P{seat}"),
    }
}

/// Names told apart: a name that two seats share gets its seat number
/// ("Greedy bot 2"), so every line of the log names one seat.
pub fn distinct(mut names: Vec<String>) -> Vec<String> {
    let original = names.clone();
    for (i, n) in names.iter_mut().enumerate() {
        if original.iter().filter(|m| *m == n).count() > 1 {
            *n = format!("{n} {}", i + 1);
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked() {
        assert_eq!(check("  Ana   Maria ").unwrap(), "Ana Maria");
        assert_eq!(check("<img src=x>").unwrap(), "<img src=x>");
        assert_eq!(check("Zoë, l'ami").unwrap(), "Zoë, l'ami");
        assert!(check("   ").is_err());
        assert!(check(&"x".repeat(25)).is_err());
        assert_eq!(check(&"é".repeat(24)).unwrap().chars().count(), 24);
        assert!(check("a\u{7}b").is_err());
        assert!(check("a\u{202e}b").is_err());
        assert!(check("a\u{200b}b").is_err());
        assert_eq!(check("a\tb").unwrap(), "a b");
        // Tags, private use, noncharacters, Mongolian FVS (issue 40).
        for c in [
            '\u{E0041}',
            '\u{E000}',
            '\u{F0000}',
            '\u{FFFE}',
            '\u{FDD0}',
            '\u{1FFFF}',
            '\u{180B}',
        ] {
            assert!(check(&format!("a{c}b")).is_err(), "{:X}", c as u32);
        }
    }

    #[test]
    fn people_are_not_called_like_bots() {
        for n in [
            "Greedy bot",
            "greedy BOT 2",
            "Gieriger Bot",
            "Zufallsbot",
            "Starker Bot",
            "paschabot",
            "Paschabot 1",
        ] {
            assert!(check(n).is_err(), "{n}");
        }
        for lang in Lang::ALL {
            for k in ["greedy", "random", "strong"] {
                assert!(check(&marrakesh_describe::bot_name(lang, k)).is_err());
            }
        }
        assert!(check("Bot").is_ok());
        assert!(check("Greedy Anna").is_ok());
    }

    #[test]
    fn bots_are_named_by_kind() {
        let greedy = SeatKind::Bot("greedy");
        assert_eq!(default_name(Lang::En, greedy, 1), "Greedy bot");
        assert_eq!(default_name(Lang::De, greedy, 1), "Gieriger Bot");
        assert_eq!(default_name(Lang::En, SeatKind::Human, 0), "P0");
        assert_eq!(
            distinct(vec!["P0".into(), "Greedy bot".into(), "Greedy bot".into()]),
            vec!["P0", "Greedy bot 2", "Greedy bot 3"]
        );
    }
}
