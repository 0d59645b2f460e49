//! One task per WebSocket: it pulls the steps of its audience from the
//! game's ring (or a `full` when it fell behind), forwards the client's
//! requests to the game's actor, and acks an action only after the step
//! that action caused was sent.

use crate::actor::{Cmd, Connected, Cred};
use crate::audience::{Audiences, Missing};
use crate::live::Audience;
use crate::protocol::{ApiError, ClientMsg, Code, MAX_MESSAGE_BYTES};
use crate::registry::Shared;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use marrakesh_describe::Lang;
use marrakesh_engine::Action;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The window of the rate limit (`Config::messages_per_10s`).
pub const RATE_WINDOW: Duration = Duration::from_secs(10);
/// A socket silent this long is closed (the client pings every 20 s).
pub const SILENCE: Duration = Duration::from_secs(60);

/// Close codes.
const CLOSE_POLICY: u16 = 1008;
const CLOSE_RESTART: u16 = 1012;
/// A text message that is not UTF-8 (RFC 6455 7.4.1: 1007).
const CLOSE_BAD_DATA: u16 = 1007;
/// A message over 64 KiB (RFC 6455 7.4.1: 1009).
const CLOSE_TOO_BIG: u16 = 1009;

/// What a failed read means for the client: a message over 64 KiB
/// (`too_big`) or a text message that is not UTF-8 (`bad_json`), with its
/// close code; `None` for a dropped connection.
/// The `err` frame of `e`, counted in the metrics as it is answered.
fn err_frame(e: &ApiError, id: Option<u64>) -> String {
    crate::metrics::METRICS.error(e.code);
    e.frame(id)
}

fn read_error(e: axum::Error) -> Option<(ApiError, u16)> {
    use tungstenite::error::{CapacityError, Error};
    let e = e.into_inner().downcast::<Error>().ok()?;
    match *e {
        Error::Capacity(CapacityError::MessageTooLong { .. }) => Some((
            ApiError::new(Code::TooBig, "message larger than 64 KiB"),
            CLOSE_TOO_BIG,
        )),
        Error::Capacity(_) => Some((
            ApiError::new(Code::TooBig, "message larger than 64 KiB"),
            CLOSE_TOO_BIG,
        )),
        Error::Utf8(_) => Some((
            ApiError::new(Code::BadJson, "a text message that is not UTF-8"),
            CLOSE_BAD_DATA,
        )),
        _ => None,
    }
}

struct Conn {
    socket: WebSocket,
    shared: Arc<Shared>,
    id: String,
    cred: Cred,
    aud: Audience,
    /// The language this connection reads (its texts are made in it).
    lang: Lang,
    /// Its channel: the audience in `lang`.
    i: usize,
    audiences: Arc<Audiences>,
    /// A seat's socket: cancelled when the seat's token changes (then
    /// nothing more of the seat is sent on this socket).
    holder: Option<tokio_util::sync::CancellationToken>,
    /// The last seq this client has.
    last: u64,
    /// The last chat message this client has.
    chat_last: u64,
    /// The client's address as the chat limits count it.
    address: std::net::IpAddr,
}

/// Counts the server's sockets (and spectators' sockets, which have a cap
/// of their own); released when the socket ends.
pub struct SocketSlot {
    shared: Arc<Shared>,
    spectator: bool,
}

impl SocketSlot {
    /// A slot for a socket of `aud`, or `busy` when the server has as many
    /// spectators as it takes (a seat always gets one: its sockets are
    /// capped per seat by its game).
    pub fn take(shared: &Arc<Shared>, aud: Audience) -> Result<SocketSlot, ApiError> {
        let spectator = aud == Audience::Spectators;
        if spectator {
            let cap = shared.config.spectators_total;
            if shared.spectators.fetch_add(1, Ordering::SeqCst) >= cap {
                shared.spectators.fetch_sub(1, Ordering::SeqCst);
                crate::log::throttled(
                    "spectators_total",
                    format!("a spectator was refused: {cap} spectator sockets (spectators_total)"),
                );
                return Err(ApiError::new(
                    Code::Busy,
                    format!("the server has {cap} spectators, as many as it takes"),
                ));
            }
        }
        shared.sockets.fetch_add(1, Ordering::SeqCst);
        Ok(SocketSlot {
            shared: shared.clone(),
            spectator,
        })
    }
}

impl Drop for SocketSlot {
    fn drop(&mut self) {
        self.shared.sockets.fetch_sub(1, Ordering::SeqCst);
        if self.spectator {
            self.shared.spectators.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

enum Flow {
    Go,
    Stop,
}

impl Conn {
    /// Whether the seat's token changed since this socket connected.
    fn revoked(&self) -> bool {
        self.holder.as_ref().is_some_and(|h| h.is_cancelled())
    }

    async fn send(&mut self, text: &str) -> Flow {
        // Nothing of the seat goes to a socket of its old token.
        if self.revoked() {
            return Flow::Stop;
        }
        match self.socket.send(Message::Text(Utf8Bytes::from(text))).await {
            Ok(()) => Flow::Go,
            Err(_) => Flow::Stop,
        }
    }

    async fn close(&mut self, code: u16, reason: &str) {
        let _ = self
            .socket
            .send(Message::Close(Some(CloseFrame {
                code,
                reason: Utf8Bytes::from(reason),
            })))
            .await;
    }

    /// The seat's token changed: say so and close (1008).
    async fn close_revoked(&mut self) {
        let e = ApiError::new(
            Code::BadToken,
            "this seat has a new link now; this one no longer holds it",
        );
        let _ = self
            .socket
            .send(Message::Text(Utf8Bytes::from(err_frame(&e, None))))
            .await;
        self.close(CLOSE_POLICY, "bad_token: the seat has a new link")
            .await;
    }

    async fn full(&mut self) -> Flow {
        let (aud, lang) = (self.aud, self.lang);
        match self
            .shared
            .call(&self.id, |reply| Cmd::Full { aud, lang, reply })
            .await
        {
            Ok((seq, msg)) => {
                self.last = seq;
                self.send(&msg).await
            }
            Err(e) => {
                let f = err_frame(&e, None);
                self.send(&f).await;
                Flow::Stop
            }
        }
    }

    /// Sends what the client lacks up to `upto`.
    async fn flush(&mut self, upto: u64) -> Flow {
        match self.audiences.since(self.i, self.last, upto) {
            Missing::Nothing => Flow::Go,
            Missing::Steps(steps) => {
                for s in steps {
                    if let Flow::Stop = self.send(&s).await {
                        return Flow::Stop;
                    }
                }
                self.last = upto;
                Flow::Go
            }
            Missing::Full => self.full().await,
        }
    }

    /// Sends the chat messages the client lacks.
    async fn flush_chat(&mut self) -> Flow {
        for (id, f) in self.audiences.chat_since(self.chat_last) {
            if let Flow::Stop = self.send(&f).await {
                return Flow::Stop;
            }
            self.chat_last = id;
        }
        Flow::Go
    }

    async fn request(&mut self, text: &str) -> Flow {
        let msg = match ClientMsg::parse(text) {
            Ok(m) => m,
            Err(e) => return self.send(&err_frame(&e, None)).await,
        };
        match msg {
            ClientMsg::Ping => self.send(r#"{"t":"pong"}"#).await,
            ClientMsg::Sync { since } => {
                let latest = self.audiences.latest(self.i);
                if since > latest {
                    return self.full().await;
                }
                self.last = since;
                self.flush(latest).await
            }
            ClientMsg::Act { id, seq, action } => {
                let action = match Action::from_json(&action.to_string()) {
                    Ok(a) => a,
                    Err(e) => {
                        let err = crate::protocol::action_error(&e);
                        return self.send(&err_frame(&err, Some(id))).await;
                    }
                };
                let started = std::time::Instant::now();
                let cred = self.cred.clone();
                let r = self
                    .shared
                    .call(&self.id, |reply| Cmd::Act {
                        cred: cred.clone(),
                        action,
                        seq: Some(seq),
                        id: Some(id),
                        reply,
                    })
                    .await;
                let flow = self.answer(id, r).await;
                crate::metrics::METRICS
                    .round_trip
                    .observe(started.elapsed());
                flow
            }
            ClientMsg::Chat {
                id,
                channel,
                text,
                name,
            } => {
                let credential = match self.aud {
                    Audience::Seat(p) => format!("{}/{p}", self.id),
                    Audience::Spectators => format!("{}/spectators/{}", self.id, self.address),
                };
                if let Err(e) = self
                    .shared
                    .chat_limits
                    .check(credential, format!("address/{}", self.address))
                {
                    return self.send(&err_frame(&e, Some(id))).await;
                }
                let aud = self.aud;
                let r = self
                    .shared
                    .call(&self.id, |reply| Cmd::Chat {
                        aud,
                        channel,
                        name: name.clone(),
                        text: text.clone(),
                        reply,
                    })
                    .await;
                match r {
                    // The message first (every socket gets it), then the ack.
                    Ok(chat) => {
                        if let Flow::Stop = self.flush_chat().await {
                            return Flow::Stop;
                        }
                        self.send(&format!(r#"{{"t":"ack","id":{id},"chat":{chat}}}"#))
                            .await
                    }
                    Err(e) => self.send(&err_frame(&e, Some(id))).await,
                }
            }
            ClientMsg::Undo { id, seq } => {
                let started = std::time::Instant::now();
                let cred = self.cred.clone();
                let r = self
                    .shared
                    .call(&self.id, |reply| Cmd::Undo {
                        cred: cred.clone(),
                        seq: Some(seq),
                        reply,
                    })
                    .await;
                let flow = self.answer(id, r).await;
                crate::metrics::METRICS
                    .round_trip
                    .observe(started.elapsed());
                flow
            }
        }
    }

    /// The step first, then the ack; an error, and a `full` after a stale
    /// request.
    async fn answer(&mut self, id: u64, r: Result<u64, ApiError>) -> Flow {
        match r {
            Ok(seq) => {
                if let Flow::Stop = self.flush(seq.max(self.last)).await {
                    return Flow::Stop;
                }
                self.send(&format!(r#"{{"t":"ack","id":{id},"seq":{seq}}}"#))
                    .await
            }
            Err(e) => {
                if let Flow::Stop = self.send(&err_frame(&e, Some(id))).await {
                    return Flow::Stop;
                }
                if e.code == Code::Stale {
                    return self.full().await;
                }
                Flow::Go
            }
        }
    }
}

/// Runs one socket until it closes.
#[allow(clippy::too_many_arguments)]
pub async fn run(
    socket: WebSocket,
    shared: Arc<Shared>,
    id: String,
    cred: Cred,
    since: Option<u64>,
    lang: Lang,
    _slot: SocketSlot,
    address: std::net::IpAddr,
) {
    let joined = shared
        .call(&id, |reply| Cmd::Connect {
            cred: cred.clone(),
            lang,
            reply,
        })
        .await;
    let Connected {
        aud,
        audiences,
        holder,
    } = match joined {
        Ok(c) => c,
        Err(e) => {
            let mut socket = socket;
            let _ = socket
                .send(Message::Text(Utf8Bytes::from(err_frame(&e, None))))
                .await;
            let _ = socket
                .send(Message::Close(Some(CloseFrame {
                    code: CLOSE_POLICY,
                    reason: Utf8Bytes::from(e.code.name()),
                })))
                .await;
            return;
        }
    };
    let i = Audiences::channel(aud.index(audiences.players()), lang);
    let mut conn = Conn {
        socket,
        shared: shared.clone(),
        id: id.clone(),
        cred,
        aud,
        lang,
        i,
        audiences: audiences.clone(),
        holder,
        last: 0,
        chat_last: 0,
        address,
    };
    serve(&mut conn, since).await;
    // Leaving: the actor may have stopped already, then nobody counts.
    let h = shared.handle_if_live(&id);
    if let Some(h) = h {
        let _ = h.tx.send(Cmd::Left { aud, lang }).await;
    }
}

async fn serve(conn: &mut Conn, since: Option<u64>) {
    let mut seqs = conn.audiences.subscribe(conn.i);
    let mut crowd = conn.audiences.crowd(conn.lang);
    crowd.borrow_and_update();
    let mut chats = conn.audiences.chat_watch();
    chats.borrow_and_update();
    seqs.borrow_and_update();
    let latest = conn.audiences.latest(conn.i);
    let start = match since {
        Some(s) if s <= latest => {
            conn.last = s;
            conn.flush(latest).await
        }
        _ => conn.full().await,
    };
    if let Flow::Stop = start {
        if conn.revoked() {
            conn.close_revoked().await;
        }
        return;
    }
    let holder = conn.holder.clone().unwrap_or_default();
    // The kept chat after the game's state (a reconnect gets it again).
    if let Flow::Stop = conn.flush_chat().await {
        return;
    }
    let mut window: std::collections::VecDeque<Instant> = std::collections::VecDeque::new();
    let mut heard = Instant::now();
    let cancel = conn.shared.cancel.clone();
    let gone = conn.audiences.gone.clone();
    let limit = conn.shared.config.messages_per_10s;
    // Opened with an account's session: closed when it ends.
    let session = crate::accounts::socket_session();
    let signed_in = session.is_some();
    let session = session.unwrap_or_default();
    loop {
        let flow = tokio::select! {
            biased;
            _ = holder.cancelled(), if conn.holder.is_some() => {
                conn.close_revoked().await;
                return;
            }
            _ = session.cancelled(), if signed_in => {
                conn.close(CLOSE_POLICY, "signed out").await;
                return;
            }
            // Before the game's end: stopping ends every game too, and
            // each socket still gets its `bye`.
            _ = cancel.cancelled() => {
                conn.send(r#"{"t":"bye"}"#).await;
                conn.close(CLOSE_RESTART, "server restart").await;
                return;
            }
            m = conn.socket.recv() => {
                heard = Instant::now();
                match m {
                    Some(Ok(Message::Text(t))) => {
                        let now = Instant::now();
                        while window.front().is_some_and(|t| now.duration_since(*t) > RATE_WINDOW) {
                            window.pop_front();
                        }
                        window.push_back(now);
                        if window.len() > limit {
                            let e = ApiError::new(Code::RateLimited, format!("more than {limit} messages in {} s", RATE_WINDOW.as_secs()));
                            conn.send(&err_frame(&e, None)).await;
                            conn.close(CLOSE_POLICY, "rate_limited").await;
                            return;
                        }
                        conn.request(t.as_str()).await
                    }
                    Some(Ok(Message::Binary(b))) => {
                        if b.len() > MAX_MESSAGE_BYTES {
                            let e = ApiError::new(Code::TooBig, "message larger than 64 KiB");
                            conn.send(&err_frame(&e, None)).await;
                            conn.close(CLOSE_TOO_BIG, "too_big").await;
                            return;
                        }
                        let e = ApiError::new(Code::BadJson, "send JSON text messages, not binary");
                        conn.send(&err_frame(&e, None)).await
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => Flow::Go,
                    Some(Ok(Message::Close(_))) | None => Flow::Stop,
                    Some(Err(e)) => {
                        // A message the socket cannot read: say why, then
                        // close (the stream cannot be read further).
                        if let Some((e, code)) = read_error(e) {
                            conn.send(&err_frame(&e, None)).await;
                            conn.close(code, e.code.name()).await;
                        }
                        return;
                    }
                }
            }
            _ = gone.cancelled() => {
                // The game's actor stopped: the client reconnects.
                if cancel.is_cancelled() {
                    conn.send(r#"{"t":"bye"}"#).await;
                    conn.close(CLOSE_RESTART, "server restart").await;
                } else {
                    conn.close(CLOSE_RESTART, "game restarting").await;
                }
                return;
            }
            r = seqs.changed() => {
                if r.is_err() {
                    return;
                }
                let upto = *seqs.borrow_and_update();
                conn.flush(upto).await
            }
            r = chats.changed() => {
                if r.is_err() {
                    Flow::Go
                } else {
                    chats.borrow_and_update();
                    conn.flush_chat().await
                }
            }
            r = crowd.changed() => {
                if r.is_err() {
                    Flow::Go
                } else {
                    let c = crowd.borrow_and_update().clone();
                    conn.send(&c).await
                }
            }
            _ = tokio::time::sleep_until((heard + SILENCE).into()) => {
                conn.close(CLOSE_POLICY, "silent for 60 s").await;
                return;
            }
        };
        if let Flow::Stop = flow {
            if conn.revoked() {
                conn.close_revoked().await;
            }
            return;
        }
    }
}
