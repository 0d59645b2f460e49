//! Fan-out without backpressure on the game: each audience (a seat, the
//! spectators) has a ring of its last messages and a `watch` of the latest
//! seq. Socket tasks pull what they lack, or a `full` when they fell off
//! the ring (rustpad, lila-ws `History`): a slow client never blocks a game
//! or grows memory.
//!
//! Texts are made per connection: each audience has one channel per
//! language (`Audiences::channel`), and a step is built only for the
//! channels somebody listens to.

use marrakesh_describe::Lang;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// Messages kept per audience at most,
pub const RING: usize = 64;
/// and their bytes at most (a 4-player game with every module has steps of
/// about 9 KB: the last 28 or so).
pub const RING_BYTES: usize = 256 * 1024;

struct Channel {
    /// `(seq, message)`; `None` where nobody listened (built on demand as a
    /// `full` instead).
    ring: Mutex<Ring>,
    latest: watch::Sender<u64>,
}

/// The channels of one game: per audience (seats first, spectators last)
/// one per language, and the crowd.
pub struct Audiences {
    chans: Vec<Channel>,
    /// Per seat: cancelled when the seat's token changes (a `join`): every
    /// socket opened with the old token closes before the seat's next frame.
    holders: Vec<Mutex<tokio_util::sync::CancellationToken>>,
    /// The presence frame, per language (it names the seats).
    crowd: [watch::Sender<Arc<str>>; 3],
    /// Chat frames `(id, frame)`, the last [`crate::store::CHAT_KEEP`]
    /// (every socket reads both chats), and the latest id.
    chat: Mutex<VecDeque<(u64, Arc<str>)>>,
    chat_latest: watch::Sender<u64>,
    /// Cancelled when the game's actor stops (its sockets reconnect).
    pub gone: tokio_util::sync::CancellationToken,
}

/// What a socket must send next.
#[derive(Default)]
struct Ring {
    msgs: VecDeque<(u64, Option<Arc<str>>)>,
    bytes: usize,
}

pub enum Missing {
    /// Nothing: it is up to date.
    Nothing,
    /// These steps, in order.
    Steps(Vec<Arc<str>>),
    /// It fell off the ring: a `full`.
    Full,
}

impl Audiences {
    /// `count` audiences (seats and the spectators); `crowd` per language.
    pub fn new(count: usize, seq: u64, crowd: [Arc<str>; 3]) -> Audiences {
        Audiences {
            chans: (0..count * Lang::ALL.len())
                .map(|_| Channel {
                    ring: Mutex::new(Ring::default()),
                    latest: watch::channel(seq).0,
                })
                .collect(),
            holders: (1..count)
                .map(|_| Mutex::new(tokio_util::sync::CancellationToken::new()))
                .collect(),
            crowd: crowd.map(|c| watch::channel(c).0),
            chat: Mutex::new(VecDeque::new()),
            chat_latest: watch::channel(0).0,
            gone: tokio_util::sync::CancellationToken::new(),
        }
    }

    /// A committed chat message for every socket.
    pub fn push_chat(&self, id: u64, frame: Arc<str>) {
        {
            let mut c = self.chat.lock().unwrap_or_else(|e| e.into_inner());
            if c.len() == crate::store::CHAT_KEEP {
                c.pop_front();
            }
            c.push_back((id, frame));
        }
        self.chat_latest.send_replace(id);
    }

    pub fn chat_watch(&self) -> watch::Receiver<u64> {
        self.chat_latest.subscribe()
    }

    /// The kept chat frames after `last`, oldest first.
    pub fn chat_since(&self, last: u64) -> Vec<(u64, Arc<str>)> {
        let c = self.chat.lock().unwrap_or_else(|e| e.into_inner());
        c.iter().filter(|(id, _)| *id > last).cloned().collect()
    }

    /// The number of seats.
    pub fn players(&self) -> u8 {
        (self.chans.len() / Lang::ALL.len() - 1) as u8
    }

    /// The channel of audience `aud` (its index: seats, then spectators)
    /// in `lang`.
    pub fn channel(aud: usize, lang: Lang) -> usize {
        aud * Lang::ALL.len() + lang as usize
    }

    /// The number of channels.
    pub fn channels(&self) -> usize {
        self.chans.len()
    }

    /// Whether any socket listens to channel `i`.
    pub fn listened(&self, i: usize) -> bool {
        self.chans[i].latest.receiver_count() > 0
    }

    pub fn push(&self, i: usize, seq: u64, msg: Option<Arc<str>>) {
        let ch = &self.chans[i];
        {
            let mut ring = ch.ring.lock().unwrap_or_else(|e| e.into_inner());
            ring.bytes += msg.as_ref().map_or(0, |m| m.len());
            ring.msgs.push_back((seq, msg));
            while ring.msgs.len() > RING || (ring.bytes > RING_BYTES && ring.msgs.len() > 1) {
                if let Some((_, Some(m))) = ring.msgs.pop_front() {
                    ring.bytes -= m.len();
                }
            }
        }
        ch.latest.send_replace(seq);
    }

    /// Bytes of the messages kept in the rings.
    pub fn bytes(&self) -> usize {
        self.chans
            .iter()
            .map(|c| c.ring.lock().unwrap_or_else(|e| e.into_inner()).bytes)
            .sum()
    }

    pub fn subscribe(&self, i: usize) -> watch::Receiver<u64> {
        self.chans[i].latest.subscribe()
    }

    pub fn latest(&self, i: usize) -> u64 {
        *self.chans[i].latest.borrow()
    }

    /// What a socket of audience `i` that has everything up to `last` lacks,
    /// up to `upto`.
    pub fn since(&self, i: usize, last: u64, upto: u64) -> Missing {
        if last >= upto {
            return Missing::Nothing;
        }
        let ring = self.chans[i].ring.lock().unwrap_or_else(|e| e.into_inner());
        let ring = &ring.msgs;
        let Some(first) = ring.front().map(|(s, _)| *s) else {
            return Missing::Full;
        };
        if first > last + 1 {
            return Missing::Full;
        }
        let mut out = Vec::new();
        for (s, m) in ring.iter() {
            if *s > last && *s <= upto {
                match m {
                    Some(m) => out.push(m.clone()),
                    None => return Missing::Full,
                }
            }
        }
        if out.len() as u64 != upto - last {
            return Missing::Full;
        }
        Missing::Steps(out)
    }

    /// The token that is cancelled when `seat`'s token changes next.
    pub fn holder(&self, seat: usize) -> tokio_util::sync::CancellationToken {
        self.holders[seat]
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// `seat`'s token changed: its sockets of the old token must close.
    pub fn revoke(&self, seat: usize) {
        let mut h = self.holders[seat].lock().unwrap_or_else(|e| e.into_inner());
        h.cancel();
        *h = tokio_util::sync::CancellationToken::new();
    }

    pub fn set_crowd(&self, lang: Lang, crowd: Arc<str>) {
        self.crowd[lang as usize].send_replace(crowd);
    }

    pub fn crowd(&self, lang: Lang) -> watch::Receiver<Arc<str>> {
        self.crowd[lang as usize].subscribe()
    }
}
