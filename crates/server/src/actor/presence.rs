//! Who is there: sockets per audience (this process's and, in a cluster,
//! the others'), seats used over HTTP lately, the zombie countdown, and
//! what the lobby and the crowd frame show of them.

use super::{Actor, Connected, Cred};
use crate::audience::Audiences;
use crate::live::Audience;
use crate::protocol::{ApiError, Code, Crowd, ServerMsg};
use crate::seats::Controller;
use crate::store::{Append, SeatKind, Status};
use marrakesh_describe::Lang;
use marrakesh_engine::PlayerId;
use std::sync::Arc;
use std::time::Duration;

/// A seat asked for over HTTP (`view`, `legal`, `hint`) this recently counts
/// as connected: nobody can `join` it.
pub const SEEN_RECENTLY: Duration = Duration::from_secs(60);

impl Actor {
    /// Lets a socket in: a seat up to its own small cap (spectators never
    /// lock a seat out), spectators up to theirs.
    pub(super) fn connect(&mut self, cred: &Cred, lang: Lang) -> Result<Connected, ApiError> {
        let aud = self.auth(cred)?;
        let i = aud.index(self.live.players());
        let config = &self.env.config;
        let (cap, what) = match aud {
            Audience::Seat(_) => (config.sockets_per_seat, "this seat"),
            Audience::Spectators => (config.spectators_per_game, "this game's spectators"),
        };
        if self.sockets[i] >= cap {
            return Err(ApiError::new(
                Code::Busy,
                format!("too many connections for {what} (at most {cap})"),
            ));
        }
        self.sockets[i] += 1;
        self.in_channel[Audiences::channel(i, lang)] += 1;
        Ok(Connected {
            aud,
            audiences: self.audiences.clone(),
            holder: match aud {
                Audience::Seat(p) => Some(self.audiences.holder(p as usize)),
                Audience::Spectators => None,
            },
        })
    }

    /// A socket of `aud` in `lang` left.
    pub(super) fn left(&mut self, aud: Audience, lang: Lang) {
        let i = aud.index(self.live.players());
        self.sockets[i] = self.sockets[i].saturating_sub(1);
        let ch = Audiences::channel(i, lang);
        self.in_channel[ch] = self.in_channel[ch].saturating_sub(1);
        if self.in_channel[ch] == 0 {
            self.left_at[ch] = Some(self.env.clock.now());
        }
    }

    /// Sockets came or went: the other processes, the zombie countdown,
    /// the crowd frame and the lobby learn it.
    pub(super) fn sockets_changed(&mut self) {
        self.tell_presence();
        self.update_away();
        self.publish_crowd();
        self.publish_lobby();
    }

    /// Sockets of audience `i` in every process (cluster: this one's and
    /// the others' as last read).
    pub(super) fn online(&self, i: usize) -> usize {
        self.sockets[i] + self.others.get(i).copied().unwrap_or(0)
    }

    /// Tells the other processes this one's sockets of the game (cluster).
    pub(super) fn tell_presence(&mut self) {
        if !self.env.cluster {
            return;
        }
        self.present = true;
        self.env.store.append_later(Append::Presence {
            game: self.live.id.clone(),
            sockets: self.sockets.iter().map(|n| *n as u32).collect(),
        });
    }

    /// Starts or stops each human seat's zombie countdown: it runs while
    /// the seat is pending with no socket. Changes are stored (not awaited).
    pub(super) fn update_away(&mut self) {
        if !self.owner {
            return;
        }
        let now = self.env.clock.unix_ms();
        let over = self.live.game.is_over();
        for i in 0..self.live.players() as usize {
            let away = self.live.seats[i].kind == SeatKind::Human
                && !over
                && self.online(i) == 0
                && self.live.game.decision_for(i as u8).is_some();
            let since = match (away, self.away[i]) {
                (true, None) => Some(now),
                (false, Some(_)) => None,
                _ => continue,
            };
            self.away[i] = since;
            self.live.seats[i].away_since = since;
            self.env.store.append_later(Append::Away {
                game: self.live.id.clone(),
                seat: i as u8,
                since,
            });
        }
    }

    /// How long `seat` has been pending with no socket.
    pub(super) fn away_for(&self, seat: usize) -> Option<Duration> {
        self.away[seat].map(|t| {
            Duration::from_millis(self.env.clock.unix_ms().saturating_sub(t).max(0) as u64)
        })
    }

    pub(super) fn seen_now(&mut self, aud: Audience) {
        if let Audience::Seat(p) = aud {
            self.seen[p as usize] = Some(self.env.clock.now());
            self.publish_lobby();
        }
    }

    /// Whether somebody holds `seat` now: a socket of it is open, or its
    /// token was used over HTTP within [`SEEN_RECENTLY`].
    pub(super) fn held(&self, seat: PlayerId) -> bool {
        self.online(seat as usize) > 0
            || self.seen[seat as usize]
                .is_some_and(|t| self.env.clock.now().saturating_duration_since(t) < SEEN_RECENTLY)
    }

    /// Tells the lobby this game's free seats (public running games: human
    /// seats nobody has claimed or holds now).
    pub(super) fn publish_lobby(&self) {
        if !self.public {
            return;
        }
        let open = (self.status == Status::Running && !self.live.game.is_over()).then(|| {
            crate::store::OpenGame {
                game: self.live.id.clone(),
                options: self.options.clone(),
                free_seats: self
                    .live
                    .seats
                    .iter()
                    .filter(|s| s.kind == SeatKind::Human && !s.claimed && !self.held(s.seat))
                    .map(|s| s.seat)
                    .collect(),
                created_at: self.created_at,
            }
        });
        self.env.games.lobby_update(&self.live.id, open);
    }

    pub(super) fn crowd(&self, lang: Lang) -> Crowd {
        let n = self.live.players() as usize;
        Crowd {
            online: (0..n).map(|i| self.online(i) > 0).collect(),
            bot: (0..n)
                .map(|i| self.live.controllers[i] != Controller::Human)
                .collect(),
            // A bot's own name says it is one: no "(bot)" mark after it.
            bot_named: (0..n).map(|i| self.live.named_bot(i as PlayerId)).collect(),
            spectators: self.online(n),
            names: self.live.names_in(lang).to_vec(),
        }
    }

    pub(super) fn publish_crowd(&self) {
        for lang in Lang::ALL {
            let frame = ServerMsg::Crowd(self.crowd(lang)).text();
            self.audiences.set_crowd(lang, Arc::from(frame));
        }
    }
}
