//! Chat at the table: one chat for the seats (spectators read it) and one
//! for the spectators (seats may open it). Messages are stored with the
//! game but are never part of its record; they reach sockets as `chat`
//! frames over the game's WebSocket, with the game's `seq` at the time
//! (their place among the steps).

use crate::protocol::{ApiError, Code};
use crate::store::{ChatChannel, ChatRow};
use serde_json::json;
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// The longest message, in characters.
pub const MAX_CHAT_CHARS: usize = 500;

/// Messages one socket may send in [`CHAT_WINDOW`].
pub const CHAT_PER_WINDOW: usize = 5;
pub const CHAT_WINDOW: Duration = Duration::from_secs(10);

/// A message as people type it: trimmed, at most 500 characters, one line
/// (line breaks and tabs become spaces), no control or format characters.
pub fn check(raw: &str) -> Result<String, ApiError> {
    let text: String = raw
        .trim()
        .chars()
        .map(|c| {
            if c == '\n' || c == '\r' || c == '\t' {
                ' '
            } else {
                c
            }
        })
        .filter(|c| !c.is_control() && !is_format(*c))
        .collect();
    let text = text.trim().to_string();
    if text.is_empty() {
        return Err(ApiError::new(Code::BadJson, "an empty chat message"));
    }
    if text.chars().count() > MAX_CHAT_CHARS {
        return Err(ApiError::new(
            Code::TooBig,
            format!("a chat message has at most {MAX_CHAT_CHARS} characters"),
        ));
    }
    Ok(text)
}

/// Bidi overrides and isolates, zero-width characters, the BOM.
fn is_format(c: char) -> bool {
    matches!(c as u32, 0x00AD | 0x061C | 0x180E | 0x200B..=0x200F | 0x202A..=0x202E
        | 0x2060..=0x206F | 0xFEFF | 0xFFF9..=0xFFFB)
}

/// The frame every socket of the game gets: `{"t":"chat","seq":…,"msg":{…}}`.
pub fn frame(seq: u64, row: &ChatRow) -> String {
    json!({"t": "chat", "seq": seq, "msg": row}).to_string()
}

/// Who may write where: a seat in the seats' chat, a spectator in the
/// spectators' chat.
pub fn may_write(seat: Option<u8>, channel: ChatChannel) -> Result<(), ApiError> {
    match (seat, channel) {
        (Some(_), ChatChannel::Seats) | (None, ChatChannel::Spectators) => Ok(()),
        (Some(_), ChatChannel::Spectators) => Err(ApiError::new(
            Code::NotYourTurn,
            "seats read the spectators' chat but write in their own",
        )),
        (None, ChatChannel::Seats) => Err(ApiError::new(
            Code::NotYourTurn,
            "spectators read the seats' chat but write in their own",
        )),
    }
}

/// A socket's own chat rate limit (besides the socket's message limit).
#[derive(Default)]
pub struct ChatLimit {
    sent: VecDeque<Instant>,
}

impl ChatLimit {
    /// Counts a message now; an error when over the limit.
    pub fn check(&mut self) -> Result<(), ApiError> {
        let now = Instant::now();
        while self
            .sent
            .front()
            .is_some_and(|t| now.duration_since(*t) >= CHAT_WINDOW)
        {
            self.sent.pop_front();
        }
        if self.sent.len() >= CHAT_PER_WINDOW {
            return Err(ApiError::new(
                Code::RateLimited,
                format!(
                    "at most {CHAT_PER_WINDOW} chat messages in {} s",
                    CHAT_WINDOW.as_secs()
                ),
            ));
        }
        self.sent.push_back(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_checked() {
        assert_eq!(check("  hello\nthere ").unwrap(), "hello there");
        assert_eq!(
            check("<img src=x onerror=alert(1)>").unwrap(),
            "<img src=x onerror=alert(1)>"
        );
        assert!(check(" \n ").is_err());
        assert_eq!(check(&"é".repeat(500)).unwrap().chars().count(), 500);
        assert_eq!(check(&"é".repeat(501)).unwrap_err().code, Code::TooBig);
        assert_eq!(check("a\u{202e}b\u{7}").unwrap(), "ab");
    }

    #[test]
    fn writers_keep_to_their_chat() {
        assert!(may_write(Some(0), ChatChannel::Seats).is_ok());
        assert!(may_write(None, ChatChannel::Spectators).is_ok());
        assert!(may_write(None, ChatChannel::Seats).is_err());
        assert!(may_write(Some(1), ChatChannel::Spectators).is_err());
    }

    #[test]
    fn the_limit_counts_a_window() {
        let mut l = ChatLimit::default();
        for _ in 0..CHAT_PER_WINDOW {
            assert!(l.check().is_ok());
        }
        assert_eq!(l.check().unwrap_err().code, Code::RateLimited);
    }
}
