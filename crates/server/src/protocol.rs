//! The wire protocol (docs/server.md, shared/design/online-play.md (a)):
//! client messages, parsed strictly, and the error codes both HTTP and the
//! WebSocket use.

use crate::history::{LineIn, SeasonPoints};
use marrakesh_engine::{Event, PlayerId, View};
use serde::{Deserialize, Serialize};
use std::fmt;
use ts_rs::TS;

/// The largest request body or WebSocket message (64 KiB).
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;

/// A message from a client over the WebSocket.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// An action, as `marrakesh apply` takes it; `seq` is the last seq the
    /// client has seen.
    Act {
        id: u64,
        seq: u64,
        action: serde_json::Value,
    },
    /// Take back the seat's last action.
    Undo {
        id: u64,
        seq: u64,
    },
    /// Send what came after `since` (or a `full`).
    Sync {
        since: u64,
    },
    Ping,
    /// A chat message: a seat writes in `seats`, a spectator in
    /// `spectators` (with its own `name`).
    Chat {
        id: u64,
        channel: ChatChannel,
        text: String,
        #[serde(default)]
        name: Option<String>,
    },
}

impl ClientMsg {
    /// Parses one text message; an error names what is wrong.
    pub fn parse(text: &str) -> Result<ClientMsg, ApiError> {
        if text.len() > MAX_MESSAGE_BYTES {
            return Err(ApiError::new(Code::TooBig, "message larger than 64 KiB"));
        }
        let v: serde_json::Value = serde_json::from_str(text).map_err(|e| json_error(&e))?;
        // serde's `deny_unknown_fields` lets extra fields through on
        // internally tagged variants without fields: check every type.
        if let (Some(o), Some(t)) = (v.as_object(), v.get("t").and_then(|t| t.as_str())) {
            let known: &[&str] = match t {
                "act" => &["t", "id", "seq", "action"],
                "undo" => &["t", "id", "seq"],
                "sync" => &["t", "since"],
                "ping" => &["t"],
                "chat" => &["t", "id", "channel", "text", "name"],
                _ => &["t"],
            };
            if let Some(k) = o.keys().find(|k| !known.contains(&k.as_str())) {
                return Err(ApiError::new(
                    Code::UnknownField,
                    format!("unknown field `{k}` in a '{t}' message"),
                ));
            }
        }
        serde_json::from_value(v).map_err(|e| json_error(&e))
    }

    /// The client's id of the request, if it has one.
    pub fn id(&self) -> Option<u64> {
        match self {
            ClientMsg::Act { id, .. } | ClientMsg::Undo { id, .. } | ClientMsg::Chat { id, .. } => {
                Some(*id)
            }
            _ => None,
        }
    }
}

/// An action that the engine could not read, by the engine's reason: a
/// name it does not know is `unknown_field`, anything else `bad_json`.
pub fn action_error(e: &marrakesh_engine::ActionError) -> ApiError {
    use marrakesh_engine::ActionError;
    let code = match e {
        ActionError::Unknown(_) => Code::UnknownField,
        _ => Code::BadJson,
    };
    ApiError::new(code, one_line(&format!("malformed action: {e}")))
}

/// A serde error as `bad_json` or `unknown_field`, on one line.
pub fn json_error(e: &serde_json::Error) -> ApiError {
    let text = e.to_string();
    let code = if text.starts_with("unknown field") || text.starts_with("unknown variant") {
        Code::UnknownField
    } else {
        Code::BadJson
    };
    ApiError::new(code, one_line(&text))
}

/// A message from the server over the WebSocket, tagged by `t`
/// (docs/server.md, "WebSocket").
#[derive(Clone, Debug, Serialize, TS)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ServerMsg {
    /// Everything an audience sees now.
    Full(Box<Full>),
    /// What one log entry changed.
    Step(Box<Step>),
    /// Who is here (sent on every change of presence or names).
    Crowd(Crowd),
    /// A chat message, to every socket of the game.
    Chat {
        seq: u64,
        msg: ChatRow,
    },
    /// A request done: an action or undo at `seq`, or chat message `chat`.
    Ack {
        id: u64,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        seq: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        chat: Option<u64>,
    },
    /// A request refused (`id`: the client's, when it sent one).
    Err {
        id: Option<u64>,
        code: Code,
        message: String,
    },
    Pong,
    /// The server is stopping: reconnect after a moment.
    Bye,
}

impl ServerMsg {
    /// The frame as one line of JSON.
    pub fn text(&self) -> String {
        to_text(self)
    }
}

/// The `full` frame: everything one audience (a seat, or the spectators)
/// sees now, in its language.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Full {
    pub seq: u64,
    /// The seat this socket plays (`null`: a spectator).
    pub seat: Option<PlayerId>,
    pub lang: String,
    /// The seat's legal actions in words (`view.legal_actions`' order).
    pub legal_text: Vec<String>,
    pub decision: Option<DecisionWords>,
    /// Indices of legal actions that would do nothing.
    pub no_effect: Vec<usize>,
    /// The seat may take back its last action.
    pub undo: bool,
    pub log: Vec<LineIn>,
    pub seasons: Vec<SeasonPoints>,
    pub crowd: Crowd,
    pub names: Vec<String>,
    #[ts(type = "View")]
    pub view: View,
    /// A finished game's outcome in words (`null`: not a solo game); only
    /// once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "string | null")]
    pub outcome: Option<Option<String>>,
}

/// The `step` frame: one log entry for one audience.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Step {
    pub seq: u64,
    #[ts(type = "GameEvent[]")]
    pub events: Vec<Event>,
    pub log: Vec<LineIn>,
    pub legal_text: Vec<String>,
    pub decision: Option<DecisionWords>,
    pub no_effect: Vec<usize>,
    pub undo: bool,
    /// Actions taken back by this entry (an undo), else 0.
    pub undone: usize,
    /// The seat whose entry it is.
    pub by: PlayerId,
    #[ts(type = "View")]
    pub view: View,
    /// Why the seat's own action cannot be taken back.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub undo_gone: Option<UndoGone>,
    /// Every finished season's points, with the step that ends a season.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub seasons: Option<Vec<SeasonPoints>>,
    /// As [`Full::outcome`].
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "string | null")]
    pub outcome: Option<Option<String>>,
}

/// Why an action cannot be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum UndoGone {
    /// It revealed or drew something.
    Revealed,
}

/// A pending decision in words, and the rules text that explains it.
#[derive(Clone, Debug, Serialize, TS)]
pub struct DecisionWords {
    pub prompt: String,
    pub help: String,
}

/// Who is at the table: per seat whether someone is connected, whether a
/// bot plays it and whether its name says so; the spectators; the names.
#[derive(Clone, Debug, Default, PartialEq, Serialize, TS)]
pub struct Crowd {
    pub online: Vec<bool>,
    pub bot: Vec<bool>,
    pub bot_named: Vec<bool>,
    pub spectators: usize,
    pub names: Vec<String>,
}

/// Which chat a message is in: the seats' (spectators read it) or the
/// spectators' own (seats may open it).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ChatChannel {
    Seats,
    Spectators,
}

impl ChatChannel {
    pub fn name(self) -> &'static str {
        match self {
            ChatChannel::Seats => "seats",
            ChatChannel::Spectators => "spectators",
        }
    }

    pub fn parse(s: &str) -> Option<ChatChannel> {
        match s {
            "seats" => Some(ChatChannel::Seats),
            "spectators" => Some(ChatChannel::Spectators),
            _ => None,
        }
    }
}

/// One chat message as stored and sent; never part of the game's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ChatRow {
    /// Counts from 1 per game.
    pub id: u64,
    pub channel: ChatChannel,
    /// The writer's seat (`None`: a spectator).
    pub seat: Option<u8>,
    pub name: String,
    pub text: String,
    /// Unix milliseconds.
    pub at: i64,
}

/// A message or answer as one line of JSON.
pub fn to_text<T: Serialize>(msg: &T) -> String {
    // Serializing these types cannot fail: no maps with non-string keys.
    serde_json::to_string(msg).unwrap_or_default()
}

/// Error codes (online-play.md (a)).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Code {
    BadJson,
    UnknownField,
    TooBig,
    RateLimited,
    /// No token, or a token that is not this game's (401 / 403).
    BadToken,
    NoGame,
    Illegal,
    NotYourTurn,
    Stale,
    GameOver,
    Busy,
    Storage,
    /// A game that cannot be created as asked (an addition: 400).
    BadSetup,
    /// A route or seat that does not exist (an addition: 404).
    NotFound,
    /// A request body not received in time (an addition: 408).
    Timeout,
    /// The daily challenge played already today: one attempt a day (409).
    AlreadyPlayed,
    /// A request that needs an account signed in (401).
    SignedOut,
    /// A sign-in whose name or password is not right (401): one answer
    /// for both.
    BadCredentials,
    /// A new account's password that is too short or too long (400).
    BadPassword,
    /// A new account's name that another account has (409).
    NameTaken,
    /// A request with a session cookie from another site's page (403).
    BadOrigin,
    /// What would show a secret before its time, e.g. a replay of today's
    /// daily challenge (403).
    NotYet,
}

impl Code {
    pub fn name(self) -> &'static str {
        match self {
            Code::BadJson => "bad_json",
            Code::UnknownField => "unknown_field",
            Code::TooBig => "too_big",
            Code::RateLimited => "rate_limited",
            Code::BadToken => "bad_token",
            Code::NoGame => "no_game",
            Code::Illegal => "illegal",
            Code::NotYourTurn => "not_your_turn",
            Code::Stale => "stale",
            Code::GameOver => "game_over",
            Code::Busy => "busy",
            Code::Storage => "storage",
            Code::BadSetup => "bad_setup",
            Code::NotFound => "not_found",
            Code::Timeout => "timeout",
            Code::AlreadyPlayed => "already_played",
            Code::NotYet => "not_yet",
            Code::SignedOut => "signed_out",
            Code::BadCredentials => "bad_credentials",
            Code::BadPassword => "bad_password",
            Code::NameTaken => "name_taken",
            Code::BadOrigin => "bad_origin",
        }
    }

    /// The HTTP status of the error.
    pub fn status(self) -> u16 {
        match self {
            Code::BadJson | Code::UnknownField | Code::BadSetup | Code::BadPassword => 400,
            Code::TooBig => 413,
            Code::RateLimited => 429,
            Code::BadToken => 403,
            Code::NoGame | Code::NotFound => 404,
            Code::Illegal => 422,
            Code::NotYourTurn
            | Code::Stale
            | Code::GameOver
            | Code::AlreadyPlayed
            | Code::NameTaken => 409,
            Code::NotYet | Code::BadOrigin => 403,
            Code::SignedOut | Code::BadCredentials => 401,
            Code::Busy | Code::Storage => 503,
            Code::Timeout => 408,
        }
    }

    /// The code of an HTTP error status answered outside the handlers
    /// (axum's rejections, hyper's parse errors).
    pub fn for_status(status: u16) -> Code {
        match status {
            401 | 403 => Code::BadToken,
            404 | 405 => Code::NotFound,
            408 => Code::Timeout,
            409 => Code::Stale,
            413 | 414 | 431 => Code::TooBig,
            422 => Code::Illegal,
            429 => Code::RateLimited,
            500..=599 => Code::Busy,
            _ => Code::BadJson,
        }
    }
}

/// An error for a client: a code and one line of text. It never holds
/// anything the client may not see (public facts only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    pub code: Code,
    pub message: String,
    /// An HTTP status other than the code's (401 for a missing token, 414
    /// for a URI too long).
    status: Option<u16>,
}

impl ApiError {
    pub fn new(code: Code, message: impl Into<String>) -> ApiError {
        ApiError {
            code,
            message: one_line(&message.into()),
            status: None,
        }
    }

    /// The same error answered with another HTTP status.
    pub fn with_status(self, status: u16) -> ApiError {
        ApiError {
            status: Some(status),
            ..self
        }
    }

    pub fn status(&self) -> u16 {
        self.status.unwrap_or_else(|| self.code.status())
    }

    /// The HTTP body: `{"code":…,"message":…}`.
    pub fn answer(&self) -> ErrorAnswer {
        ErrorAnswer {
            code: self.code,
            message: self.message.clone(),
        }
    }

    /// The HTTP body as text.
    pub fn body(&self) -> String {
        to_text(&self.answer())
    }

    /// The WebSocket frame: `{"t":"err","id":…,"code":…,"message":…}`.
    pub fn frame(&self, id: Option<u64>) -> String {
        ServerMsg::Err {
            id,
            code: self.code,
            message: self.message.clone(),
        }
        .text()
    }
}

/// The body of every HTTP error: `{"code":…,"message":…}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ErrorAnswer {
    pub code: Code,
    pub message: String,
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.name(), self.message)
    }
}

/// Messages are one line.
pub fn one_line(s: &str) -> String {
    s.split(['\n', '\r'])
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_messages_parse_strictly() {
        assert_eq!(
            ClientMsg::parse(r#"{"t":"ping"}"#).unwrap(),
            ClientMsg::Ping
        );
        let e = ClientMsg::parse(r#"{"t":"ping","x":1}"#).unwrap_err();
        assert_eq!(e.code, Code::UnknownField, "{e}");
        assert_eq!(
            ClientMsg::parse(r#"{"t":"sync","since":4}"#).unwrap(),
            ClientMsg::Sync { since: 4 }
        );
        let act = ClientMsg::parse(
            r#"{"t":"act","id":7,"seq":41,"action":{"action":"select","keshis":["turquoise","green","red"]}}"#,
        )
        .unwrap();
        assert_eq!(act.id(), Some(7));
        let e = ClientMsg::parse(r#"{"t":"sync","since":4,"extra":1}"#).unwrap_err();
        assert_eq!(e.code, Code::UnknownField, "{e}");
        let e = ClientMsg::parse(r#"{"t":"fly"}"#).unwrap_err();
        assert_eq!(e.code, Code::UnknownField, "{e}");
        assert_eq!(ClientMsg::parse("{").unwrap_err().code, Code::BadJson);
        assert_eq!(
            ClientMsg::parse(r#"{"t":"undo","id":-1,"seq":0}"#)
                .unwrap_err()
                .code,
            Code::BadJson
        );
        let big = format!(r#"{{"t":"ping","x":"{}"}}"#, "a".repeat(MAX_MESSAGE_BYTES));
        assert_eq!(ClientMsg::parse(&big).unwrap_err().code, Code::TooBig);
    }
}
