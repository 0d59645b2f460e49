//! Sessions: a random id (256 bits, [`crate::secrets::token`]) in an
//! HttpOnly, SameSite=Lax cookie (Secure when the server is reached over
//! HTTPS); the database keeps only its SHA-256, so a leaked database signs
//! nobody in. Every sign-in makes a new id (a session id planted in a
//! browser before never becomes signed in). Sockets opened with a session
//! are closed when it ends ([`Live`]), in every process serving the
//! database (a process that ends a session tells the others:
//! [`crate::cluster`]).

use axum::http::{header, HeaderMap};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio_util::sync::CancellationToken;

/// The cookie's name.
pub const COOKIE: &str = "marrakesh_session";

/// The cookie lives this long in the browser (the server forgets an
/// unused session after [`super::store::SESSION_IDLE_MS`]).
const MAX_AGE_S: i64 = super::store::SESSION_IDLE_MS / 1000;

/// The session id the request's cookie carries, if it has the form of one.
pub fn from_headers(h: &HeaderMap) -> Option<String> {
    h.get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == COOKIE)
        .map(|(_, v)| v.trim().to_string())
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// Whether the request carries a session cookie at all (valid or not).
pub fn has_cookie(h: &HeaderMap) -> bool {
    h.get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .any(|c| c.trim().starts_with(&format!("{COOKIE}=")))
}

/// The stored form of a session id.
pub fn hash(id: &str) -> String {
    crate::secrets::sha256_hex(id.as_bytes())
}

/// The `Set-Cookie` value that keeps `id` in the browser.
pub fn set_cookie(id: &str, secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{COOKIE}={id}; Path=/; HttpOnly; SameSite=Lax; Max-Age={MAX_AGE_S}{secure}")
}

/// The `Set-Cookie` value that removes the cookie.
pub fn clear_cookie(secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}")
}

/// The sockets opened with each live session (by its hash), in this
/// server ([`crate::registry::Shared::sessions`]): cancelled when the
/// session ends.
#[derive(Default)]
pub struct Live {
    sockets: Mutex<HashMap<String, (CancellationToken, usize)>>,
}

/// A socket's hold on its session: its token is cancelled when the
/// session ends; dropped when the socket ends.
pub struct Held {
    live: Arc<Live>,
    key: String,
    pub ended: CancellationToken,
}

impl Live {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, (CancellationToken, usize)>> {
        self.sockets.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A socket of session `id_sha256` opens.
    pub fn hold(self: &Arc<Live>, id_sha256: &str) -> Held {
        let mut m = self.lock();
        let e = m
            .entry(id_sha256.to_string())
            .or_insert_with(|| (CancellationToken::new(), 0));
        e.1 += 1;
        Held {
            live: self.clone(),
            key: id_sha256.to_string(),
            ended: e.0.clone(),
        }
    }

    /// Session `id_sha256` ended: its sockets close.
    pub fn end(&self, id_sha256: &str) {
        if let Some((t, _)) = self.lock().remove(id_sha256) {
            t.cancel();
        }
    }

    /// The sessions with sockets open here (by hash).
    pub fn held(&self) -> Vec<String> {
        self.lock().keys().cloned().collect()
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut m = self.live.lock();
        if let Some(e) = m.get_mut(&self.key) {
            e.1 -= 1;
            if e.1 == 0 {
                m.remove(&self.key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_read_among_others_and_only_in_its_form() {
        let id = "ab".repeat(32);
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            format!("a=1; {COOKIE}={id}; b=2").parse().unwrap(),
        );
        assert_eq!(from_headers(&h), Some(id.clone()));
        h.insert(header::COOKIE, format!("{COOKIE}=xyz").parse().unwrap());
        assert_eq!(from_headers(&h), None);
        assert!(has_cookie(&h));
        let c = set_cookie(&id, true);
        assert!(c.contains("HttpOnly") && c.contains("SameSite=Lax") && c.ends_with("Secure"));
    }

    #[test]
    fn ending_a_session_cancels_its_sockets_only() {
        let live = Arc::new(Live::default());
        let a = live.hold("a");
        let b = live.hold("b");
        assert_eq!(live.held().len(), 2);
        live.end("a");
        assert!(a.ended.is_cancelled());
        assert!(!b.ended.is_cancelled());
        drop(b);
        drop(a);
        assert!(live.lock().is_empty());
    }
}
