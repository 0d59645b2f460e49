//! What the HTTP API reads from a request, one extractor each: the
//! credential, the language, `?seq=` (and `?since=`, `?at=`), the client
//! and the JSON bodies. Each refuses with an [`ApiError`], answered in the
//! error shape of docs/server.md.

use crate::actor::Cred;
use crate::protocol::{action_error, json_error, ApiError, Code};
use crate::proxy::Client;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Query, Request};
use axum::http::request::Parts;
use axum::http::{header, StatusCode};
use marrakesh_describe::Lang;
use marrakesh_engine::Action;
use serde::de::DeserializeOwned;
use std::collections::HashMap;
use std::net::SocketAddr;

/// The query's parameters by name.
fn params(parts: &Parts) -> Result<HashMap<String, String>, ApiError> {
    Query::<HashMap<String, String>>::try_from_uri(&parts.uri)
        .map(|Query(q)| q)
        .map_err(|e| ApiError::new(Code::BadJson, e.body_text()))
}

/// The token of `Authorization: Bearer T`, if given.
pub fn bearer(parts: &Parts) -> Option<String> {
    parts
        .headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|t| t.trim().to_string())
}

/// The credential: `?token=`, `Authorization: Bearer`, or `?spectate=`
/// (none at all is a credential too: the actor refuses it where one is
/// needed, with 401).
pub struct Credential(pub Cred);

impl<S: Send + Sync> FromRequestParts<S> for Credential {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        let mut q = params(parts)?;
        if let Some(t) = q.remove("token") {
            return Ok(Credential(Cred::Token(t)));
        }
        if let Some(t) = bearer(parts) {
            return Ok(Credential(Cred::Token(t)));
        }
        Ok(Credential(match q.remove("spectate") {
            Some(k) => Cred::Spectate(k),
            None => Cred::None,
        }))
    }
}

/// The language a request's texts are made in: `?lang=de|nl|en`, else the
/// browser's `Accept-Language`, else English. Texts are made per
/// connection: two seats of one game may read different languages.
pub struct Language(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for Language {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        let asked = params(parts)?.get("lang").and_then(|l| Lang::parse(l));
        Ok(Language(
            asked
                .or_else(|| {
                    parts
                        .headers
                        .get(header::ACCEPT_LANGUAGE)
                        .and_then(|v| v.to_str().ok())
                        .and_then(Lang::negotiate)
                })
                .unwrap_or_default(),
        ))
    }
}

/// A number parameter of the query, if given.
fn number<T: std::str::FromStr>(
    parts: &Parts,
    name: &str,
    what: &str,
) -> Result<Option<T>, ApiError> {
    params(parts)?
        .get(name)
        .map(|s| {
            s.parse::<T>()
                .map_err(|_| ApiError::new(Code::BadJson, format!("{name} '{s}' is not {what}")))
        })
        .transpose()
}

/// `?seq=N`: the last seq the client has seen, if it says.
pub struct Seq(pub Option<u64>);

impl<S: Send + Sync> FromRequestParts<S> for Seq {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        number(parts, "seq", "a number").map(Seq)
    }
}

/// `?since=N` of a WebSocket: the last seq the client has seen, if any.
pub struct Since(pub Option<u64>);

impl<S: Send + Sync> FromRequestParts<S> for Since {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        number(parts, "since", "a number").map(Since)
    }
}

/// `?at=N` of a replay: the step (the end if not given).
pub struct At(pub usize);

impl<S: Send + Sync> FromRequestParts<S> for At {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        number(parts, "at", "a step number (0 or more)").map(|at| At(at.unwrap_or(usize::MAX)))
    }
}

/// `?open=true`: the lobby (the only list of games served).
pub struct Open;

impl<S: Send + Sync> FromRequestParts<S> for Open {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        match params(parts)?.get("open").map(String::as_str) {
            Some("true") => Ok(Open),
            _ => Err(ApiError::new(
                Code::NotFound,
                "only the lobby is listed: GET /api/games?open=true",
            )),
        }
    }
}

/// The client: as a trusted proxy reports it, else the peer.
pub struct Peer(pub Client);

impl<S: Send + Sync> FromRequestParts<S> for Peer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        if let Some(c) = parts.extensions.get::<Client>() {
            return Ok(Peer(c.clone()));
        }
        parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(peer)| Peer(Client::direct(*peer)))
            .ok_or_else(|| ApiError::new(Code::Busy, "the connection's address is unknown"))
    }
}

/// A body's text: at most 64 KiB, arriving in time, UTF-8.
async fn text<S: Send + Sync>(req: Request, state: &S) -> Result<String, ApiError> {
    let bytes = Bytes::from_request(req, state)
        .await
        .map_err(|e| body_error(&e))?;
    String::from_utf8(bytes.to_vec())
        .map_err(|_| ApiError::new(Code::BadJson, "the body is not UTF-8"))
}

fn body_error(e: &BytesRejection) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::new(Code::TooBig, "request body larger than 64 KiB")
    } else if timed_out(e) {
        crate::log::throttled(
            "body_read",
            "a request body stopped arriving (body_read_timeout)".to_string(),
        );
        ApiError::new(
            Code::Timeout,
            "the request body stopped arriving before its end",
        )
    } else {
        ApiError::new(Code::BadJson, e.body_text())
    }
}

/// Whether reading a body failed on tower-http's body timeout.
fn timed_out(e: &BytesRejection) -> bool {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(s) = source {
        if s.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        source = s.source();
    }
    false
}

/// A JSON body, parsed strictly; an empty body is `T::default()`.
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Default> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let text = text(req, state).await?;
        if text.trim().is_empty() {
            return Ok(Body(T::default()));
        }
        serde_json::from_str(&text)
            .map(Body)
            .map_err(|e| json_error(&e))
    }
}

/// An action body, as `marrakesh apply` takes it.
pub struct ActionBody(pub Action);

impl<S: Send + Sync> FromRequest<S> for ActionBody {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let text = text(req, state).await?;
        Action::from_json(text.trim())
            .map(ActionBody)
            .map_err(|e| action_error(&e))
    }
}
