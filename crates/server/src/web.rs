//! The browser client's files, embedded at compile time from
//! `crates/server/web/` (or read from `MARRAKESH_WEB_DIR` for development).
//!
//! Caching: every embedded file has a strong ETag (a SHA-256 prefix of its
//! bytes; `If-None-Match` gets `304`). The page (`index.html`, served for
//! `/`, `/g/…`, `/rules` and `/learn`) stays `no-store` and points at its script and
//! style sheet under `/v/<version>/`, where `<version>` is a hash of all
//! the files: those answers are `immutable` for a year, and the modules'
//! relative imports (`./board.js`) resolve under the same prefix, so a new
//! build is new URLs and a browser never mixes versions. The unversioned
//! paths (`/app.js`) still answer, with `no-cache` (revalidated by ETag).
//! Compression (gzip, brotli) is the router's `tower-http` layer.

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use include_dir::{include_dir, Dir};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::OnceLock;

static WEB: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/web");

/// A year: versioned files never change under their URL.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Unversioned files: kept, but revalidated each time.
pub const REVALIDATE: &str = "no-cache";

struct Embedded {
    /// The hash of every file's name and bytes (16 hex digits).
    version: String,
    /// Per path: its ETag (quoted).
    etags: HashMap<&'static str, String>,
    /// `index.html` pointing at the versioned files.
    page: Vec<u8>,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn embedded() -> &'static Embedded {
    static E: OnceLock<Embedded> = OnceLock::new();
    E.get_or_init(|| {
        // Every file, in folders too (`vendor/fluent-bundle/…`).
        fn all_files<'a>(d: &'a Dir<'a>, out: &mut Vec<&'a include_dir::File<'a>>) {
            out.extend(d.files());
            for sub in d.dirs() {
                all_files(sub, out);
            }
        }
        let mut files = Vec::new();
        all_files(&WEB, &mut files);
        files.sort_by_key(|f| f.path());
        let mut all = Sha256::new();
        let mut etags = HashMap::new();
        for f in &files {
            let path = f.path().to_str().unwrap_or_default();
            all.update(path.as_bytes());
            all.update([0]);
            all.update(f.contents());
            let h = Sha256::digest(f.contents());
            etags.insert(path, format!("\"{}\"", &hex(&h)[..20]));
        }
        let version = hex(&all.finalize())[..16].to_string();
        let page = String::from_utf8_lossy(
            WEB.get_file("index.html")
                .map(|f| f.contents())
                .unwrap_or_default(),
        )
        .replace(
            "href=\"/style.css\"",
            &format!("href=\"/v/{version}/style.css\""),
        )
        .replace("src=\"/app.js\"", &format!("src=\"/v/{version}/app.js\""))
        .into_bytes();
        Embedded {
            version,
            etags,
            page,
        }
    })
}

/// The hash that versions the embedded files' URLs.
pub fn version() -> &'static str {
    &embedded().version
}

pub fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "json" => "application/json",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        "md" => "text/markdown; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// What a path asks for.
enum Wanted<'a> {
    Page,
    /// A file; `versioned` when under `/v/<current version>/`.
    File {
        path: &'a str,
        versioned: bool,
    },
    Missing,
}

fn wanted(path: &str) -> Wanted<'_> {
    let path = path.trim_start_matches('/');
    if path.is_empty()
        || path.starts_with("g/")
        || path.starts_with("players/")
        || path == "rules"
        || path == "learn"
    {
        return Wanted::Page;
    }
    let (path, versioned) = match path.strip_prefix("v/") {
        // Another build's version (a rolling upgrade behind a load
        // balancer): today's file, not to be kept.
        Some(rest) => match rest.split_once('/') {
            Some((v, file)) => (file, v == version()),
            None => return Wanted::Missing,
        },
        None => (path, false),
    };
    if path == "index.html" {
        return Wanted::Page;
    }
    if path
        .split('/')
        .any(|c| c == ".." || c.is_empty() || c.starts_with('.'))
    {
        return Wanted::Missing;
    }
    Wanted::File { path, versioned }
}

fn with_headers(body: Vec<u8>, path: &str, cache: &'static str, etag: Option<&str>) -> Response {
    let mut r = Response::new(Body::from(body));
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(content_type(path)),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Some(e) = etag.and_then(|e| HeaderValue::from_str(e).ok()) {
        h.insert(header::ETAG, e);
    }
    r
}

fn not_modified(req: &HeaderMap, etag: &str) -> bool {
    req.get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .map(|t| t.trim().trim_start_matches("W/"))
                .any(|t| t == etag || t == "*")
        })
}

/// Answers a path of the browser client, or `None` (no such file).
///
/// A person's browser (it accepts `text/html`) that asks for a page that
/// does not exist (`/gg/ID`) gets the page with status 404, which says so
/// in the page's language; programs (`/api/…`, `/ws/…`, files) keep the
/// JSON error.
pub fn serve(path: &str, req: &HeaderMap) -> Option<Response> {
    let r = serve_file(path, req);
    if r.is_some() || !wants_page(path, req) {
        return r;
    }
    let mut page = serve_file("/", req)?;
    *page.status_mut() = StatusCode::NOT_FOUND;
    Some(page)
}

/// Whether a missing `path` is a page a person asked for: not under the
/// API, the WebSocket or the versioned files, no file name with an
/// extension, and a browser that takes HTML.
fn wants_page(path: &str, req: &HeaderMap) -> bool {
    let p = path.trim_start_matches('/');
    let program = ["api/", "ws/", "v/"].iter().any(|x| p.starts_with(x)) || p == "api" || p == "ws";
    let file = p.rsplit('/').next().is_some_and(|last| last.contains('.'));
    let html = req
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/html"));
    !program && !file && html
}

fn serve_file(path: &str, req: &HeaderMap) -> Option<Response> {
    if let Some(dir) = std::env::var_os("MARRAKESH_WEB_DIR") {
        // Development: the files as they are now, never cached.
        let file = match wanted(path) {
            Wanted::Page => "index.html",
            Wanted::File { path, .. } => path,
            Wanted::Missing => return None,
        };
        let bytes = std::fs::read(std::path::Path::new(&dir).join(file)).ok()?;
        return Some(with_headers(bytes, file, "no-store", None));
    }
    let e = embedded();
    match wanted(path) {
        Wanted::Page => Some(with_headers(e.page.clone(), "index.html", "no-store", None)),
        Wanted::File { path, versioned } => {
            let f = WEB.get_file(path)?;
            let etag = e.etags.get(path).map(String::as_str);
            let cache = if versioned { IMMUTABLE } else { REVALIDATE };
            if let Some(tag) = etag.filter(|t| not_modified(req, t)) {
                let mut r = with_headers(Vec::new(), path, cache, Some(tag));
                *r.status_mut() = StatusCode::NOT_MODIFIED;
                r.headers_mut().remove(header::CONTENT_TYPE);
                return Some(r);
            }
            Some(with_headers(f.contents().to_vec(), path, cache, etag))
        }
        Wanted::Missing => None,
    }
}
