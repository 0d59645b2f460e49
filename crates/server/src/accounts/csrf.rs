//! Cross-site requests: a state-changing request (POST, PUT, PATCH,
//! DELETE) that carries a session cookie must come from a page of this
//! server: its `Origin` must be the server's own (`--public-url`, or the
//! scheme and host the client used); otherwise 403, before any handler.
//! A sign-in or sign-up from another site's page is refused the same way
//! (a browser always sends `Origin` with them). SameSite=Lax keeps the
//! cookie off most cross-site requests already; this is the second lock.

use crate::protocol::{ApiError, Code};
use crate::proxy::Client;
use crate::registry::Shared;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// The server's origin as this request's client sees it.
pub fn origin(shared: &Shared, client: &Client, h: &HeaderMap) -> String {
    crate::proxy::base_url(shared.config.public_url.as_deref(), client, h)
        .split('/')
        .take(3)
        .collect::<Vec<_>>()
        .join("/")
}

/// The routes that sign a browser in.
fn signs_in(path: &str) -> bool {
    path == "/api/accounts" || path == "/api/sessions" || path.starts_with("/api/passkeys/")
}

/// The middleware (see the module comment).
pub async fn check(State(shared): State<Arc<Shared>>, req: Request, next: Next) -> Response {
    let changing = !matches!(
        *req.method(),
        Method::GET | Method::HEAD | Method::OPTIONS | Method::TRACE
    );
    if changing {
        let h = req.headers();
        let sent = h.get(header::ORIGIN).map(|v| v.to_str().unwrap_or("?"));
        if super::session::has_cookie(h) || (signs_in(req.uri().path()) && sent.is_some()) {
            let client = req
                .extensions()
                .get::<Client>()
                .cloned()
                .unwrap_or_else(|| Client::direct(([127, 0, 0, 1], 0).into()));
            let ours = origin(&shared, &client, h);
            if !sent.is_some_and(|o| o.eq_ignore_ascii_case(&ours)) {
                return ApiError::new(
                    Code::BadOrigin,
                    "a request with a session must come from this server's page (its Origin)",
                )
                .into_response();
            }
        }
    }
    next.run(req).await
}
