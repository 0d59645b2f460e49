//! What an operator needs, over real sockets: health, readiness, metrics in
//! Prometheus' text format, and a proxied client's address and scheme
//! believed only from a trusted proxy.

mod common;
use common::*;
use marrakesh_server::start;
use serde_json::Value;
use std::collections::HashMap;

/// `/metrics` as name{labels} → value, checking the text format on the
/// way: every sample's metric has a `# TYPE` line before it.
async fn scrape(addr: std::net::SocketAddr) -> HashMap<String, f64> {
    let (st, headers, text) = http_raw(addr, "GET", "/metrics", None, &[]).await;
    assert_eq!(st, 200, "{text}");
    let ct = headers
        .iter()
        .find(|(k, _)| k == "content-type")
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    assert!(ct.starts_with("text/plain; version=0.0.4"), "{ct}");
    let mut typed = std::collections::HashSet::new();
    let mut out = HashMap::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# TYPE ") {
            let mut w = rest.split(' ');
            let name = w.next().unwrap().to_string();
            let kind = w.next().unwrap();
            assert!(["counter", "gauge", "histogram"].contains(&kind), "{line}");
            typed.insert(name);
            continue;
        }
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let (key, value) = line.rsplit_once(' ').expect("name value");
        let name = key.split('{').next().unwrap();
        let base = name
            .strip_suffix("_bucket")
            .or_else(|| name.strip_suffix("_sum"))
            .or_else(|| name.strip_suffix("_count"))
            .filter(|b| typed.contains(*b))
            .unwrap_or(name);
        assert!(typed.contains(base), "no # TYPE before {line}");
        out.insert(key.to_string(), value.parse::<f64>().expect(line));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_readiness_and_metrics_are_answered() {
    let (server, _db) = server("operate-metrics").await;
    let addr = server.addr;
    let (st, v) = get(addr, "/healthz").await;
    assert_eq!((st, v["status"].as_str()), (200, Some("ok")), "{v}");
    let (st, v) = get(addr, "/readyz").await;
    assert_eq!((st, v["status"].as_str()), (200, Some("ready")), "{v}");
    let (_, headers, _) = http_raw(addr, "GET", "/readyz", None, &[]).await;
    assert!(headers
        .iter()
        .any(|(k, v)| k == "cache-control" && v == "no-store"));

    let before = scrape(addr).await;
    // A game, one human action over HTTP, an undo-less bad request.
    let c = create(addr, r#"{"players":2,"seats":["human","greedy"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let token = c["seats"][0]["token"].as_str().unwrap();
    let (st, legal) = get(addr, &format!("/api/games/{game}/legal?token={token}")).await;
    assert_eq!(st, 200, "{legal}");
    let action = legal["actions"][0].to_string();
    let (st, r) = http(
        addr,
        "POST",
        &format!("/api/games/{game}/actions?seq={}", legal["seq"]),
        Some(&action),
        &[("Authorization", &format!("Bearer {token}"))],
    )
    .await;
    assert_eq!(st, 200, "{r}");
    let (st, _) = http(
        addr,
        "POST",
        &format!("/api/games/{game}/actions"),
        Some("{not json"),
        &[("Authorization", &format!("Bearer {token}"))],
    )
    .await;
    assert_eq!(st, 400);
    // The bot answers: wait until its move is counted.
    let (bot, before) = ("marrakesh_actions_total{by=\"bot\"}", &before);
    let after = until(
        std::time::Duration::from_secs(30),
        "the bot's move is counted",
        || async move {
            let after = scrape(addr).await;
            (after[bot] > before[bot]).then_some(after)
        },
    )
    .await;
    let grew = |k: &str| after[k] > before[k];
    assert!(grew("marrakesh_actions_total{by=\"human\"}"));
    assert!(grew("marrakesh_actions_total{by=\"bot\"}"));
    assert!(grew("marrakesh_commits_total"));
    assert!(grew("marrakesh_games_created_total"));
    assert!(grew("marrakesh_errors_total{code=\"bad_json\"}"));
    assert!(grew("marrakesh_round_trip_seconds_count"));
    assert!(grew("marrakesh_commit_seconds_count"));
    assert!(grew("marrakesh_bot_thinking_seconds_count"));
    assert!(after["marrakesh_live_games"] >= 1.0);
    assert_eq!(
        after["marrakesh_round_trip_seconds_bucket{le=\"+Inf\"}"],
        after["marrakesh_round_trip_seconds_count"]
    );
    // Buckets are cumulative.
    let buckets: Vec<f64> = after
        .iter()
        .filter(|(k, _)| k.starts_with("marrakesh_commit_seconds_bucket"))
        .map(|(_, v)| *v)
        .collect();
    assert!(buckets.len() >= 10);

    // A socket counts while it is open.
    let mut ws = Client::connect(addr, &format!("/ws/games/{game}?token={token}")).await;
    ws.until("full").await;
    let m = scrape(addr).await;
    assert!(m["marrakesh_websockets"] >= 1.0, "{m:?}");
    drop(ws);

    // While stopping, the server is not ready (a load balancer takes it out).
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_fails_when_the_schema_is_not_current() {
    let db = temp_db("operate-ready");
    let server = start(config(db.clone())).await.unwrap();
    // Another program rolls the schema version back under the server.
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch("PRAGMA user_version=0").unwrap();
    let (st, v) = get(server.addr, "/readyz").await;
    assert_eq!(st, 503, "{v}");
    assert_eq!(v["status"], "not_ready");
    assert!(v["message"].as_str().unwrap().contains("schema"), "{v}");
    let (st, _) = get(server.addr, "/healthz").await;
    assert_eq!(st, 200, "alive all the same");
    server.shutdown().await;
}

async fn create_from(addr: std::net::SocketAddr, headers: &[(&str, &str)]) -> (u16, Value) {
    http(
        addr,
        "POST",
        "/api/games",
        Some(r#"{"players":2,"seats":["human","greedy"]}"#),
        headers,
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forwarded_addresses_count_only_from_a_trusted_proxy() {
    // Not trusted: X-Forwarded-For is anybody's header; all requests come
    // from 127.0.0.1 and share its limit; invite URLs stay http://.
    let mut cfg = config(temp_db("operate-untrusted"));
    cfg.games_per_minute = 2;
    let server = start(cfg).await.unwrap();
    let addr = server.addr;
    for i in 0..2 {
        let xff = format!("203.0.113.{i}");
        let (st, v) = create_from(
            addr,
            &[("X-Forwarded-For", &xff), ("X-Forwarded-Proto", "https")],
        )
        .await;
        assert_eq!(st, 200, "{v}");
        assert!(
            v["seats"][0]["url"]
                .as_str()
                .unwrap()
                .starts_with("http://127.0.0.1:"),
            "{v}"
        );
    }
    let (st, v) = create_from(addr, &[("X-Forwarded-For", "203.0.113.99")]).await;
    assert_eq!((st, v["code"].as_str()), (429, Some("rate_limited")), "{v}");
    server.shutdown().await;

    // Trusted: each client address has its own limit; the scheme and host
    // the proxy reports make the invite URLs.
    let mut cfg = config(temp_db("operate-trusted"));
    cfg.games_per_minute = 2;
    cfg.trusted_proxies = vec![marrakesh_server::proxy::parse_cidr("127.0.0.0/8").unwrap()];
    let server = start(cfg).await.unwrap();
    let addr = server.addr;
    for i in 0..11 {
        let xff = format!("198.51.100.7, 203.0.113.{i}");
        let (st, v) = create_from(
            addr,
            &[
                ("X-Forwarded-For", &xff),
                ("X-Forwarded-Proto", "https"),
                ("X-Forwarded-Host", "games.example"),
            ],
        )
        .await;
        assert_eq!(st, 200, "client {i}: {v}");
        let url = v["seats"][0]["url"].as_str().unwrap();
        assert!(url.starts_with("https://games.example/g/"), "{url}");
        assert!(v["spectator_url"]
            .as_str()
            .unwrap()
            .starts_with("https://games.example/g/"));
    }
    // One client's third game in the minute is refused, whatever it
    // prepends to the header (only what the proxy appended counts).
    for _ in 0..2 {
        let (st, v) = create_from(addr, &[("X-Forwarded-For", "1.2.3.4, 203.0.113.200")]).await;
        assert_eq!(st, 200, "{v}");
    }
    let (st, v) = create_from(addr, &[("X-Forwarded-For", "5.6.7.8, 203.0.113.200")]).await;
    assert_eq!((st, v["code"].as_str()), (429, Some("rate_limited")), "{v}");
    // A client's own `Forwarded`, passed on by the proxy, counts for
    // nothing: the proxy sets `X-Forwarded-For` (issue 40: `Forwarded`
    // won, and any client chose its address).
    for i in 0..3 {
        let fwd = format!("for=198.51.100.{i};proto=https;host=evil.example");
        let (st, v) = create_from(
            addr,
            &[("Forwarded", &fwd), ("X-Forwarded-For", "203.0.113.200")],
        )
        .await;
        assert_eq!((st, v["code"].as_str()), (429, Some("rate_limited")), "{v}");
    }
    server.shutdown().await;

    // A deployment whose proxy sets RFC 7239 `Forwarded` names it; then
    // `X-Forwarded-For` counts for nothing.
    let mut cfg = config(temp_db("operate-forwarded"));
    cfg.games_per_minute = 2;
    cfg.trusted_proxies = vec![marrakesh_server::proxy::parse_cidr("127.0.0.0/8").unwrap()];
    cfg.forwarded_header = marrakesh_server::proxy::ForwardedHeader::Forwarded;
    let server = start(cfg).await.unwrap();
    let addr = server.addr;
    let (st, v) = create_from(
        addr,
        &[(
            "Forwarded",
            "for=\"[2001:db8::7]:443\";proto=https;host=m.example",
        )],
    )
    .await;
    assert_eq!(st, 200, "{v}");
    assert!(v["seats"][0]["url"]
        .as_str()
        .unwrap()
        .starts_with("https://m.example/g/"));
    for i in 0..2 {
        let xff = format!("203.0.113.{i}");
        let (st, v) = create_from(
            addr,
            &[("Forwarded", "for=198.51.100.9"), ("X-Forwarded-For", &xff)],
        )
        .await;
        assert_eq!(st, 200, "{v}");
    }
    let (st, v) = create_from(
        addr,
        &[
            ("Forwarded", "for=198.51.100.9"),
            ("X-Forwarded-For", "203.0.113.77"),
        ],
    )
    .await;
    assert_eq!((st, v["code"].as_str()), (429, Some("rate_limited")), "{v}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_public_url_makes_the_invite_links() {
    let mut cfg = config(temp_db("operate-public-url"));
    cfg.public_url =
        Some(marrakesh_server::proxy::parse_public_url("https://marrakesh.example/").unwrap());
    let server = start(cfg).await.unwrap();
    let (st, v) = create_from(server.addr, &[("X-Forwarded-Host", "evil.example")]).await;
    assert_eq!(st, 200, "{v}");
    let url = v["seats"][0]["url"].as_str().unwrap();
    assert!(url.starts_with("https://marrakesh.example/g/"), "{url}");
    // Joining a public game's free seat: the same base.
    let (st, v) = http(
        server.addr,
        "POST",
        "/api/games",
        Some(r#"{"players":2,"seats":["human","human"],"public":true}"#),
        &[],
    )
    .await;
    assert_eq!(st, 200, "{v}");
    let game = v["game"].as_str().unwrap();
    let (st, j) = post(server.addr, &format!("/api/games/{game}/join"), "{}").await;
    assert_eq!(st, 200, "{j}");
    assert!(
        j["url"]
            .as_str()
            .unwrap()
            .starts_with("https://marrakesh.example/g/"),
        "{j}"
    );
    assert!(marrakesh_server::proxy::parse_public_url("ftp://x").is_err());
    assert!(marrakesh_server::proxy::parse_public_url("https://a.example/?x").is_err());
    server.shutdown().await;
}

/// One request; the status, headers and body bytes (de-chunked).
async fn http_bytes(
    addr: std::net::SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
) -> (u16, Vec<(String, String)>, Vec<u8>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let split = out.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&out[..split]).to_string();
    let mut rest = &out[split + 4..];
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let hs: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let body = if header(&hs, "transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        let mut body = Vec::new();
        loop {
            let eol = rest.windows(2).position(|w| w == b"\r\n").unwrap();
            let n = usize::from_str_radix(std::str::from_utf8(&rest[..eol]).unwrap().trim(), 16)
                .unwrap();
            if n == 0 {
                break;
            }
            body.extend_from_slice(&rest[eol + 2..eol + 2 + n]);
            rest = &rest[eol + 2 + n + 2..];
        }
        body
    } else {
        rest.to_vec()
    };
    (status, hs, body)
}

fn gunzip(b: &[u8]) -> Vec<u8> {
    use std::io::Read;
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(b)
        .read_to_end(&mut out)
        .unwrap();
    out
}

fn unbrotli(b: &[u8]) -> Vec<u8> {
    use std::io::Read;
    let mut out = Vec::new();
    brotli_decompressor::Decompressor::new(b, 4096)
        .read_to_end(&mut out)
        .unwrap();
    out
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn static_files_are_compressed_and_cached_the_page_is_not() {
    let (server, _db) = server("operate-static").await;
    let addr = server.addr;
    let (st, hs, page) = http_raw(addr, "GET", "/", None, &[]).await;
    assert_eq!(st, 200);
    assert_eq!(header(&hs, "cache-control"), Some("no-store"));
    let version = marrakesh_server::web::version();
    let script = format!("/v/{version}/app.js");
    assert!(page.contains(&format!("src=\"{script}\"")), "{page}");
    assert!(
        page.contains(&format!("href=\"/v/{version}/style.css\"")),
        "{page}"
    );
    let (st, hs, _) = http_raw(addr, "GET", "/g/abc", None, &[]).await;
    assert_eq!((st, header(&hs, "cache-control")), (200, Some("no-store")));

    // Versioned: immutable for a year, compressed as the browser accepts.
    let (_, hs, plain) = http_bytes(addr, &script, &[]).await;
    assert_eq!(
        header(&hs, "content-encoding"),
        None,
        "plain without Accept-Encoding"
    );
    assert!(String::from_utf8_lossy(&plain).contains("import"));
    for (accept, encoding) in [("br", "br"), ("gzip", "gzip"), ("gzip, deflate, br", "br")] {
        let (st, hs, body) = http_bytes(addr, &script, &[("Accept-Encoding", accept)]).await;
        assert_eq!(st, 200);
        assert_eq!(header(&hs, "content-encoding"), Some(encoding), "{hs:?}");
        assert_eq!(
            header(&hs, "cache-control"),
            Some("public, max-age=31536000, immutable")
        );
        assert!(
            header(&hs, "vary").is_some_and(|v| v.contains("accept-encoding")),
            "{hs:?}"
        );
        let decoded = if encoding == "br" {
            unbrotli(&body)
        } else {
            gunzip(&body)
        };
        assert_eq!(decoded, plain, "{encoding} decodes to the file");
    }
    let (_, hs2, raw) = http_bytes(addr, "/game.js", &[]).await;
    let (_, hs, gz) = http_bytes(addr, "/v/x/game.js", &[("Accept-Encoding", "gzip")]).await;
    assert_eq!(gunzip(&gz), raw);
    assert!(
        gz.len() * 3 < raw.len(),
        "gzip {} bytes of {}",
        gz.len(),
        raw.len()
    );
    // Unversioned (or another build's version): revalidated by ETag.
    assert_eq!(header(&hs, "cache-control"), Some("no-cache"));
    assert_eq!(header(&hs2, "cache-control"), Some("no-cache"));
    let etag = header(&hs2, "etag").expect("an ETag").to_string();
    let (st, hs, body) = http_bytes(addr, "/game.js", &[("If-None-Match", &etag)]).await;
    assert_eq!(st, 304, "{hs:?}");
    assert!(body.is_empty());
    let (st, _, _) = http_raw(
        addr,
        "GET",
        "/game.js",
        None,
        &[("If-None-Match", "\"other\"")],
    )
    .await;
    assert_eq!(st, 200);

    // The API is never cached (nor compressed here).
    let (st, hs, _) = http_raw(
        addr,
        "GET",
        "/api/games?open=true",
        None,
        &[("Accept-Encoding", "br")],
    )
    .await;
    assert_eq!((st, header(&hs, "cache-control")), (200, Some("no-store")));
    let (st, hs, _) = http_raw(addr, "GET", "/nope.js", None, &[]).await;
    assert_eq!((st, header(&hs, "cache-control")), (404, Some("no-store")));
    server.shutdown().await;
}

/// On shutdown every socket gets `bye` before it closes (issue 40: 18 of
/// 24: a game's actor stopping closed its sockets first, without it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_socket_gets_bye_on_shutdown() {
    let server = start(config(temp_db("operate-bye"))).await.unwrap();
    let addr = server.addr;
    let mut clients = Vec::new();
    for _ in 0..6 {
        let g = create(addr, r#"{"seats":["human","greedy"]}"#).await;
        let id = g["game"].as_str().unwrap().to_string();
        let token = g["seats"][0]["token"].as_str().unwrap().to_string();
        let key = g["spectator_key"].as_str().unwrap().to_string();
        clients.push(Client::connect(addr, &format!("/ws/games/{id}?token={token}")).await);
        for _ in 0..3 {
            clients.push(Client::connect(addr, &format!("/ws/games/{id}?spectate={key}")).await);
        }
    }
    for c in &mut clients {
        c.until("full").await;
    }
    let stopping = tokio::spawn(server.shutdown());
    let mut without = 0;
    for c in &mut clients {
        let mut bye = false;
        while let Some(f) = c.next().await {
            bye |= f["t"] == "bye";
        }
        if !bye {
            without += 1;
        }
    }
    stopping.await.unwrap();
    assert_eq!(
        without,
        0,
        "{without} of {} sockets closed without bye",
        clients.len()
    );
}

/// The container build's context leaves out `target/` and `.git` (issue
/// 40: the Containerfile's `COPY . .` copied both); `.dockerignore` says
/// the same as `.containerignore`.
#[test]
fn the_container_build_copies_no_target_and_no_git() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let read =
        |f: &str| std::fs::read_to_string(root.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
    let ignore = read(".containerignore");
    let lines: Vec<&str> = ignore.lines().map(str::trim).collect();
    for must in ["target", ".git"] {
        assert!(lines.contains(&must), "{must} is not in .containerignore");
    }
    assert_eq!(read(".dockerignore"), ignore);
}

/// `--cluster` on SQLite is refused with a clear error (issue 40: it was
/// silently ignored).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cluster_on_sqlite_is_refused() {
    let mut cfg = config(temp_db("operate-cluster-sqlite"));
    cfg.cluster = true;
    match start(cfg).await {
        Ok(server) => {
            server.shutdown().await;
            panic!("--cluster on SQLite started");
        }
        Err(e) => assert!(e.contains("--cluster") && e.contains("PostgreSQL"), "{e}"),
    }
}
