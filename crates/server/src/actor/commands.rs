//! What changes a game: actions and undos, seats (a bot takes over, a
//! player joins or gives a name) and chat. Each writes to the store first
//! and changes the game only once it is committed.

use super::Actor;
use super::Cred;
use crate::answers::{Controlled, Renamed};
use crate::live::{Audience, Entry};
use crate::metrics::{By, METRICS};
use crate::protocol::{ApiError, Code};
use crate::seats::Controller;
use crate::secrets;
use crate::store::{Append, LogRow, SeatKind, Status, StoredSeat};
use marrakesh_engine::{Action, Game, PlayerId};
use std::sync::Arc;

impl Actor {
    pub(super) fn auth(&self, cred: &Cred) -> Result<Audience, ApiError> {
        match cred {
            Cred::None => Err(ApiError::new(
                Code::BadToken,
                "a token (or spectator key) is required",
            )
            .with_status(401)),
            Cred::Token(t) => {
                let h = secrets::sha256_hex(t.as_bytes());
                self.live
                    .seats
                    .iter()
                    .find(|s| {
                        s.token_sha256
                            .as_deref()
                            .is_some_and(|x| secrets::same(x, &h))
                    })
                    .map(|s| Audience::Seat(s.seat))
                    .ok_or_else(|| {
                        ApiError::new(Code::BadToken, "this token holds no seat of this game")
                    })
            }
            Cred::Spectate(k) => {
                if secrets::same(&secrets::sha256_hex(k.as_bytes()), &self.spectator_sha256) {
                    Ok(Audience::Spectators)
                } else {
                    Err(ApiError::new(Code::BadToken, "wrong spectator key"))
                }
            }
        }
    }

    /// A seat's credential, marking the seat claimed on first use.
    pub(super) async fn seat_of(&mut self, cred: &Cred) -> Result<PlayerId, ApiError> {
        match self.auth(cred)? {
            Audience::Seat(p) => {
                if !self.live.seats[p as usize].claimed {
                    let mut s = self.live.seats[p as usize].clone();
                    s.claimed = true;
                    self.store_seat(s).await?;
                }
                Ok(p)
            }
            Audience::Spectators => Err(ApiError::new(
                Code::BadToken,
                "a spectator cannot act; use a seat's token",
            )),
        }
    }

    pub(super) async fn store_seat(&mut self, s: StoredSeat) -> Result<(), ApiError> {
        let game = self.live.id.clone();
        let a = match self.live.seats.get(s.seat as usize) {
            // Several processes: only over the seat as this one knows it.
            Some(was) if self.env.cluster => Append::SeatSwap {
                game,
                seat: s.clone(),
                was: was.clone(),
            },
            _ => Append::Seat {
                game,
                seat: s.clone(),
            },
        };
        self.write(a).await?;
        self.live.controllers[s.seat as usize] = s.controller;
        let i = s.seat as usize;
        self.live.seats[i] = s;
        self.publish_lobby();
        Ok(())
    }

    pub(super) async fn act_once(
        &mut self,
        cred: Cred,
        action: Action,
        seq: Option<u64>,
        id: Option<u64>,
    ) -> Result<u64, ApiError> {
        let seat = self.seat_of(&cred).await?;
        self.human_act(seat, action, seq, id).await
    }

    pub(super) async fn undo_once(
        &mut self,
        cred: Cred,
        seq: Option<u64>,
    ) -> Result<u64, ApiError> {
        let seat = self.seat_of(&cred).await?;
        self.undo(seat, seq).await
    }

    pub(super) async fn human_act(
        &mut self,
        seat: PlayerId,
        action: Action,
        seq: Option<u64>,
        id: Option<u64>,
    ) -> Result<u64, ApiError> {
        if let Some(id) = id {
            if let Some((_, _, s)) = self.acked[seat as usize]
                .iter()
                .find(|(i, a, _)| *i == id && *a == action)
            {
                return Ok(*s);
            }
        }
        if self.live.controllers[seat as usize] != Controller::Human {
            return Err(ApiError::new(
                Code::NotYourTurn,
                format!(
                    "seat {seat} is played by the {} bot now; take it back first",
                    self.live.controllers[seat as usize].name()
                ),
            ));
        }
        self.live.check_stale(seat, seq)?;
        let (next, events) = self.live.try_act(seat, action)?;
        let s = self
            .commit_act(seat, action, false, false, next, events)
            .await?;
        if let Some(id) = id {
            let q = &mut self.acked[seat as usize];
            if q.len() == 32 {
                q.pop_front();
            }
            q.push_back((id, action, s));
        }
        Ok(s)
    }

    /// Stores the entry after the game's last; returns when (unix ms) it
    /// was committed.
    pub(super) async fn append_entry(
        &mut self,
        entry: &Entry,
        next: &Game,
    ) -> Result<i64, ApiError> {
        let at = self.env.clock.unix_ms();
        let row = LogRow {
            seq: self.live.seq + 1,
            seat: entry.seat(),
            entry: entry.to_log(),
            at,
        };
        let a = Append::Entry {
            game: self.live.id.clone(),
            row,
            wake: self.live.bot_must_move(next),
        };
        if let Err(e) = self.env.store.append(a).await {
            if self.env.cluster && matches!(e, crate::store::StoreError::Conflict(_)) {
                // Another process committed this seq first: catch up.
                self.raced = true;
                return Err(e.api());
            }
            // The stored game may have moved (another writer): replay anew
            // (a full queue wrote nothing: the game goes on).
            self.broken = e != crate::store::StoreError::Busy;
            return Err(e.api());
        }
        Ok(at)
    }

    pub(super) async fn commit_act(
        &mut self,
        seat: PlayerId,
        action: Action,
        bot: bool,
        limit: bool,
        next: Game,
        events: Vec<marrakesh_engine::Event>,
    ) -> Result<u64, ApiError> {
        let at = self
            .append_entry(
                &Entry::Act {
                    seat,
                    action,
                    bot,
                    limit,
                },
                &next,
            )
            .await?;
        METRICS.action(match (bot, limit) {
            (_, true) => By::TimeLimit,
            (true, false) => By::Bot,
            (false, false) => By::Human,
        });
        let mut change = self.live.commit_act(seat, action, bot, next, events, at);
        if limit {
            self.live.note_time_limit(&mut change);
        }
        if self.live.game.is_over() {
            self.store_over().await;
            self.publish_lobby();
        } else if self.status == Status::Archived {
            let a = Append::Status {
                game: self.live.id.clone(),
                status: Status::Running,
            };
            if self.env.store.append(a).await.is_ok() {
                self.status = Status::Running;
            }
        }
        self.broadcast(&change);
        self.update_away();
        if !bot || limit {
            self.kick_bots();
        }
        self.arm_time_limits();
        Ok(change.seq)
    }

    /// Stores the game as over with its outcome: the ratings' update is
    /// part of the same write ([`Append::Over`]).
    pub(super) async fn store_over(&mut self) {
        let present = (0..self.live.players())
            .map(|seat| {
                self.live
                    .played
                    .iter()
                    .rev()
                    .find(|p| p.seat == seat)
                    .is_some_and(|p| !p.bot)
            })
            .collect();
        let a = Append::Over {
            game: self.live.id.clone(),
            outcome: crate::ratings::method::Outcome {
                places: self.live.game.places(),
                present,
                at: self.env.clock.unix_ms(),
            },
        };
        if self.env.store.append(a).await.is_ok() {
            self.status = Status::Over;
        }
    }

    pub(super) async fn undo(&mut self, seat: PlayerId, seq: Option<u64>) -> Result<u64, ApiError> {
        if self.live.controllers[seat as usize] != Controller::Human {
            return Err(ApiError::new(
                Code::NotYourTurn,
                "a bot plays this seat now",
            ));
        }
        self.live.check_stale(seat, seq)?;
        let next = self.live.undo_check(seat)?;
        let at = self
            .append_entry(&Entry::Undo { seat, count: 1 }, &next)
            .await?;
        METRICS.undo();
        let change = self.live.commit_undo(seat, 1, next, at);
        self.broadcast(&change);
        self.update_away();
        self.kick_bots();
        self.arm_time_limits();
        Ok(change.seq)
    }

    pub(super) async fn control(
        &mut self,
        cred: Cred,
        seat: PlayerId,
        controller: String,
    ) -> Result<Controlled, ApiError> {
        let by = self.seat_of(&cred).await?;
        let host = self.host();
        let Some(stored) = self.live.seats.get(seat as usize).cloned() else {
            return Err(ApiError::new(
                Code::NotFound,
                format!("there is no seat {seat}"),
            ));
        };
        if stored.kind != SeatKind::Human {
            return Err(ApiError::new(
                Code::Illegal,
                format!("seat {seat} is a {} seat, not a human's", stored.kind),
            ));
        }
        let to = Controller::parse(&controller).map_err(|e| ApiError::new(Code::Illegal, e))?;
        match to {
            Controller::Paschabot => {
                return Err(ApiError::new(
                    Code::Illegal,
                    "the Paschabot plays only seat 1 of a solo game",
                ))
            }
            Controller::Human => {
                if by != host && by != seat {
                    return Err(ApiError::new(
                        Code::BadToken,
                        "only the host or the seat itself can take a seat back",
                    ));
                }
            }
            Controller::Bot(_) => {
                if by != host || seat == host {
                    return Err(ApiError::new(
                        Code::BadToken,
                        "only the host can hand another seat to a bot",
                    ));
                }
                let away = self.away_for(seat as usize).unwrap_or_default();
                let wait = self.env.config.zombie_after;
                if self.online(seat as usize) > 0 {
                    return Err(ApiError::new(
                        Code::Illegal,
                        format!("seat {seat} is connected"),
                    ));
                }
                if self.live.game.decision_for(seat).is_none() {
                    return Err(ApiError::new(
                        Code::Illegal,
                        format!("seat {seat} has nothing to decide"),
                    ));
                }
                if away < wait {
                    return Err(ApiError::new(
                        Code::Illegal,
                        format!(
                            "seat {seat} can be handed to a bot in {} s",
                            (wait - away).as_secs() + 1
                        ),
                    ));
                }
            }
        }
        if self.live.game.is_over() {
            return Err(ApiError::new(Code::GameOver, "the game is over"));
        }
        let mut s = stored;
        s.controller = to;
        self.store_seat(s).await?;
        self.publish_crowd();
        self.env.store.append_later(Append::Wake {
            game: self.live.id.clone(),
            wake: self.live.bot_must_move(&self.live.game),
        });
        self.kick_bots();
        Ok(Controlled {
            seat,
            controller: to.spec(),
        })
    }

    /// Sets the display name of the credential's seat.
    pub(super) async fn rename(&mut self, cred: Cred, name: String) -> Result<Renamed, ApiError> {
        let seat = self.seat_of(&cred).await?;
        let name = crate::names::check(&name)?;
        self.store_name(seat, name).await?;
        Ok(Renamed {
            seat,
            names: self.live.names().to_vec(),
        })
    }

    pub(super) async fn store_name(
        &mut self,
        seat: PlayerId,
        name: String,
    ) -> Result<(), ApiError> {
        let a = Append::Name {
            game: self.live.id.clone(),
            seat,
            name: name.clone(),
        };
        self.env.store.append(a).await.map_err(|e| e.api())?;
        self.live.rename(seat, name);
        self.publish_crowd();
        Ok(())
    }

    /// Stores a chat message, then sends it to every socket: its id.
    pub(super) async fn chat(
        &mut self,
        aud: Audience,
        channel: crate::store::ChatChannel,
        name: Option<String>,
        text: String,
    ) -> Result<u64, ApiError> {
        let seat = match aud {
            Audience::Seat(p) => Some(p),
            Audience::Spectators => None,
        };
        crate::chat::may_write(seat, channel)?;
        let text = crate::chat::check(&text)?;
        let name = match seat {
            Some(p) => self.live.names()[p as usize].clone(),
            None => match name {
                Some(n) => format!("{} (spectator)", crate::names::check(&n)?),
                None => "Spectator".to_string(),
            },
        };
        let id = self.live.chat.back().map_or(0, |r| r.id) + 1;
        let row = crate::store::ChatRow {
            id,
            channel,
            seat,
            name,
            text,
            at: self.env.clock.unix_ms(),
        };
        let a = Append::Chat {
            game: self.live.id.clone(),
            row: row.clone(),
        };
        self.write(a).await?;
        let frame = crate::chat::frame(self.live.seq, &row);
        if self.live.chat.len() == crate::store::CHAT_KEEP {
            self.live.chat.pop_front();
        }
        self.live.chat.push_back(row);
        self.audiences.push_chat(id, Arc::from(frame));
        Ok(id)
    }

    pub(super) async fn join(
        &mut self,
        name: Option<String>,
    ) -> Result<(PlayerId, String), ApiError> {
        let name = name.as_deref().map(crate::names::check).transpose()?;
        if !self.public {
            return Err(ApiError::new(
                Code::Illegal,
                "this game is not open to join; ask for an invite link",
            ));
        }
        if self.live.game.is_over() {
            return Err(ApiError::new(Code::GameOver, "the game is over"));
        }
        // A seat whose holder has acted (claimed) or is connected is taken.
        let Some(mut s) = self
            .live
            .seats
            .iter()
            .find(|s| s.kind == SeatKind::Human && !s.claimed && !self.held(s.seat))
            .cloned()
        else {
            return Err(ApiError::new(Code::Illegal, "no free seat in this game"));
        };
        let token = secrets::token().map_err(|e| ApiError::new(Code::Storage, e))?;
        s.token_sha256 = Some(secrets::sha256_hex(token.as_bytes()));
        s.claimed = true;
        let seat = s.seat;
        self.store_seat(s).await?;
        // Every socket of the old token closes before this seat's next
        // frame (the actor pushes none before this returns).
        self.audiences.revoke(seat as usize);
        if let Some(n) = name {
            self.store_name(seat, n).await?;
        }
        Ok((seat, token))
    }

    /// The host: the first human seat (the creator keeps its token).
    pub(super) fn host(&self) -> PlayerId {
        self.live
            .seats
            .iter()
            .find(|s| s.kind == SeatKind::Human)
            .map(|s| s.seat)
            .unwrap_or(0)
    }
}
