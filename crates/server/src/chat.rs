//! Chat at the table: one chat for the seats (spectators read it) and one
//! for the spectators (seats may open it). Messages are stored with the
//! game but are never part of its record; they reach sockets as `chat`
//! frames over the game's WebSocket, with the game's `seq` at the time
//! (their place among the steps).

use crate::protocol::{ApiError, Code, ServerMsg};
use crate::store::{ChatChannel, ChatRow};
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The longest message, in characters.
pub const MAX_CHAT_CHARS: usize = 500;

/// Messages one credential may send in [`CHAT_WINDOW`] by default
/// (`Config::chat_per_10s`): a seat, or the spectators of one game from
/// one address. One address may send [`ADDRESS_FACTOR`] times as many in
/// all (a household's seats behind one router).
pub const CHAT_PER_WINDOW: usize = 5;
pub const CHAT_WINDOW: Duration = Duration::from_secs(10);
pub const ADDRESS_FACTOR: usize = 4;

/// A message as people type it: trimmed, at most 500 characters, one line
/// (line breaks and tabs become spaces), no control or
/// [`crate::names::hidden`] characters (they are dropped).
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
        .filter(|c| !c.is_control() && !crate::names::hidden(*c))
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

/// The frame every socket of the game gets: `{"t":"chat","seq":…,"msg":{…}}`.
pub fn frame(seq: u64, row: &ChatRow) -> String {
    ServerMsg::Chat {
        seq,
        msg: row.clone(),
    }
    .text()
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

/// The chat limits of the process, per credential and per address (not
/// per socket: a reconnect starts nothing afresh).
pub struct ChatLimits {
    per_window: usize,
    sent: Mutex<HashMap<String, VecDeque<Instant>>>,
}

/// Keys kept at most before the quiet ones are dropped.
const KEYS: usize = 10_000;

impl ChatLimits {
    /// `per_window` messages per credential in [`CHAT_WINDOW`].
    pub fn new(per_window: usize) -> ChatLimits {
        ChatLimits {
            per_window,
            sent: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a message of `credential` (a key naming the game and the
    /// seat, or the game and the spectators' address) from `address` now;
    /// an error (nothing counted) when either is over its limit.
    pub fn check(&self, credential: String, address: String) -> Result<(), ApiError> {
        let now = Instant::now();
        let mut sent = self.sent.lock().unwrap_or_else(|e| e.into_inner());
        if sent.len() > KEYS {
            sent.retain(|_, q| {
                q.back()
                    .is_some_and(|t| now.duration_since(*t) < CHAT_WINDOW)
            });
        }
        let limits = [
            (credential, self.per_window),
            (address, self.per_window.saturating_mul(ADDRESS_FACTOR)),
        ];
        for (key, limit) in &limits {
            if let Some(q) = sent.get_mut(key) {
                while q
                    .front()
                    .is_some_and(|t| now.duration_since(*t) >= CHAT_WINDOW)
                {
                    q.pop_front();
                }
                if q.len() >= *limit {
                    return Err(ApiError::new(
                        Code::RateLimited,
                        format!(
                            "at most {} chat messages in {} s",
                            self.per_window,
                            CHAT_WINDOW.as_secs()
                        ),
                    ));
                }
            }
        }
        for (key, _) in limits {
            sent.entry(key).or_default().push_back(now);
        }
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
        // Tags, private use, noncharacters, Mongolian FVS (issue 40).
        assert_eq!(
            check("a\u{E0041}\u{E000}\u{FFFF}\u{180B}\u{10FFFD}b").unwrap(),
            "ab"
        );
    }

    #[test]
    fn writers_keep_to_their_chat() {
        assert!(may_write(Some(0), ChatChannel::Seats).is_ok());
        assert!(may_write(None, ChatChannel::Spectators).is_ok());
        assert!(may_write(None, ChatChannel::Seats).is_err());
        assert!(may_write(Some(1), ChatChannel::Spectators).is_err());
    }

    #[test]
    fn the_limit_counts_a_window_per_credential_and_address() {
        let l = ChatLimits::new(CHAT_PER_WINDOW);
        let k = |s: &str| s.to_string();
        for _ in 0..CHAT_PER_WINDOW {
            assert!(l.check(k("g/0"), k("ip/a")).is_ok());
        }
        assert_eq!(
            l.check(k("g/0"), k("ip/a")).unwrap_err().code,
            Code::RateLimited
        );
        // Other seats at the same address, up to the address's limit.
        let mut ok = CHAT_PER_WINDOW;
        for seat in 1..10 {
            for _ in 0..CHAT_PER_WINDOW {
                if l.check(format!("g/{seat}"), k("ip/a")).is_ok() {
                    ok += 1;
                }
            }
        }
        assert_eq!(ok, CHAT_PER_WINDOW * ADDRESS_FACTOR);
        assert!(l.check(k("g/0"), k("ip/b")).is_err());
        assert!(l.check(k("g/9"), k("ip/b")).is_ok());
    }
}
