//! The TCP side of the server: connections are let in up to a cap per
//! address and one in all, served as HTTP/1.1 by hyper with a timer (so its
//! header-read timeout applies), closed after a time without a byte either
//! way. Every limit is in [`crate::Config`] and logged when it triggers
//! ([`crate::log::throttled`]). A WebSocket keeps its connection's place
//! under the caps until it closes (its silence limit is `ws::SILENCE`).
//! (Request bodies have a timeout of their own: tower-http's, in
//! [`crate::http::router`].)
//!
//! A request hyper cannot parse (a broken request line, more than 100
//! headers or 64 KiB of them, a URI past hyper's own limit) gets hyper's
//! own answer: `400`, `431` or `414` with an empty body and no JSON.

use crate::log::throttled;
use crate::protocol::{ApiError, Code, MAX_MESSAGE_BYTES};
use crate::registry::Shared;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio_util::task::TaskTracker;

/// A URI longer than this is refused (414).
pub const MAX_URI_BYTES: usize = 8 * 1024;
/// Request headers larger than this are refused (431): hyper's read buffer.
pub const MAX_HEADER_BYTES: usize = MAX_MESSAGE_BYTES;
/// File descriptors kept free for the database and the rest.
const SPARE_FDS: usize = 64;

/// Open connections, per address and in all.
#[derive(Default)]
pub struct Conns {
    per_ip: Mutex<HashMap<IpAddr, usize>>,
}

/// One connection's place under the caps; it is freed when the last clone
/// is dropped (a WebSocket keeps one for its life).
pub struct ConnSlot {
    conns: Arc<Conns>,
    ip: IpAddr,
}

impl Drop for ConnSlot {
    fn drop(&mut self) {
        let mut m = self.conns.per_ip.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = m.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                m.remove(&self.ip);
            }
        }
    }
}

/// The address a cap counts by: IPv4 as is, IPv6 by its /64 (one host
/// usually has a whole /64).
pub fn key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

impl Conns {
    pub fn total(&self) -> usize {
        self.per_ip
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .sum()
    }

    /// A place for a connection from `ip`, or why not.
    fn admit(
        self: &Arc<Self>,
        ip: IpAddr,
        per_ip: usize,
        total: usize,
    ) -> Result<ConnSlot, String> {
        let ip = key(ip);
        let mut m = self.per_ip.lock().unwrap_or_else(|e| e.into_inner());
        let all: usize = m.values().sum();
        if all >= total {
            return Err(format!(
                "a connection from {ip} was refused: {all} connections open (max_connections {total})"
            ));
        }
        let n = m.entry(ip).or_insert(0);
        if *n >= per_ip {
            return Err(format!(
                "a connection from {ip} was refused: {n} connections open from that address (max_connections_per_ip {per_ip})"
            ));
        }
        *n += 1;
        Ok(ConnSlot {
            conns: self.clone(),
            ip,
        })
    }
}

/// The soft limit of open files of this process (Linux), if known.
fn open_files_limit() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = text.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// The cap on connections in all: the configured one, lowered to what the
/// process's limit of open files leaves (else accept fails for everyone).
pub fn total_cap(configured: usize) -> usize {
    match open_files_limit() {
        Some(fds) if fds < configured + SPARE_FDS => {
            let cap = fds.saturating_sub(SPARE_FDS).max(16);
            tracing::warn!(
                "at most {cap} connections (the limit of open files is {fds}; max_connections is {configured})"
            );
            cap
        }
        _ => configured,
    }
}

/// Accepts and serves connections until `shared.cancel`; then closes idle
/// connections, lets requests in flight finish (up to 1 s) and returns.
pub async fn serve(listener: TcpListener, app: Router, shared: Arc<Shared>) {
    let config = shared.config.clone();
    let total = total_cap(config.max_connections);
    let conns = shared.conns.clone();
    let tasks = TaskTracker::new();
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            _ = shared.cancel.cancelled() => break,
        };
        let (stream, peer) = match accepted {
            Ok(a) => a,
            Err(e) => {
                // Out of file descriptors, most likely: wait a little.
                throttled("accept", format!("accepting a connection failed: {e}"));
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // A trusted proxy carries many clients: only the cap in all
        // applies to its connections.
        let per_ip = if crate::proxy::trusted(peer.ip(), &config.trusted_proxies) {
            usize::MAX
        } else {
            config.max_connections_per_ip
        };
        let slot = match conns.admit(peer.ip(), per_ip, total) {
            Ok(s) => Arc::new(s),
            Err(why) => {
                crate::metrics::METRICS.refused();
                throttled("connections", why);
                refuse(stream);
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let shared = shared.clone();
        tasks.spawn(connection(stream, peer, slot, app, shared));
    }
    tasks.close();
    let _ = tokio::time::timeout(Duration::from_secs(1), tasks.wait()).await;
}

/// Over a cap: one `busy` answer if the socket takes it at once, then close.
fn refuse(stream: TcpStream) {
    let e = ApiError::new(Code::Busy, "too many connections; try again later");
    let body = e.body();
    let text = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\nretry-after: 10\r\n\r\n{body}",
        body.len()
    );
    let _ = stream.try_write(text.as_bytes());
}

async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    slot: Arc<ConnSlot>,
    app: Router,
    shared: Arc<Shared>,
) {
    let config = shared.config.clone();
    let io = Watched::new(stream);
    let activity = io.activity.clone();
    let proxies = config.trusted_proxies.clone();
    let forwarded = config.forwarded_header;
    let svc = hyper::service::service_fn(move |mut req: hyper::Request<Incoming>| {
        let client = crate::proxy::client(peer, req.headers(), &proxies, forwarded);
        req.extensions_mut().insert(ConnectInfo(peer));
        req.extensions_mut().insert(client);
        req.extensions_mut().insert(slot.clone());
        let mut app = app.clone();
        tower_service::Service::call(&mut app, req)
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(config.header_read_timeout)
        .max_buf_size(MAX_HEADER_BYTES.max(8192));
    let conn = http.serve_connection(TokioIo::new(io), svc).with_upgrades();
    tokio::pin!(conn);
    let idle = config.idle_timeout;
    let mut stopping = false;
    loop {
        let quiet = activity.since();
        let wake = if quiet >= idle {
            if !stopping {
                throttled(
                    "idle",
                    format!(
                        "closed a connection from {} after {} s without a byte (idle_timeout)",
                        peer.ip(),
                        idle.as_secs_f64()
                    ),
                );
            }
            return;
        } else {
            idle - quiet
        };
        tokio::select! {
            r = conn.as_mut() => {
                if let Err(e) = r {
                    if e.is_timeout() {
                        throttled(
                            "header_read",
                            format!(
                                "closed a connection from {}: no complete request head within {} s (header_read_timeout)",
                                peer.ip(),
                                config.header_read_timeout.as_secs_f64()
                            ),
                        );
                    }
                }
                return;
            }
            _ = tokio::time::sleep(wake) => {}
            _ = shared.cancel.cancelled(), if !stopping => {
                stopping = true;
                conn.as_mut().graceful_shutdown();
            }
        }
    }
}

/// When a connection last moved a byte, as milliseconds since `origin`.
struct Activity {
    origin: Instant,
    last_ms: AtomicU64,
}

impl Activity {
    fn touch(&self) {
        self.last_ms
            .store(self.origin.elapsed().as_millis() as u64, Ordering::Relaxed);
    }

    /// Time since the last byte.
    fn since(&self) -> Duration {
        let last = Duration::from_millis(self.last_ms.load(Ordering::Relaxed));
        self.origin.elapsed().saturating_sub(last)
    }
}

/// A TCP stream that notes when it last moved a byte.
pub struct Watched {
    stream: TcpStream,
    activity: Arc<Activity>,
}

impl Watched {
    fn new(stream: TcpStream) -> Watched {
        Watched {
            stream,
            activity: Arc::new(Activity {
                origin: Instant::now(),
                last_ms: AtomicU64::new(0),
            }),
        }
    }
}

impl AsyncRead for Watched {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let r = Pin::new(&mut this.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            this.activity.touch();
        }
        r
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let r = Pin::new(&mut this.stream).poll_write(cx, buf);
        if let Poll::Ready(Ok(n)) = r {
            if n > 0 {
                this.activity.touch();
            }
        }
        r
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let r = Pin::new(&mut this.stream).poll_write_vectored(cx, bufs);
        if let Poll::Ready(Ok(n)) = r {
            if n > 0 {
                this.activity.touch();
            }
        }
        r
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// Middleware: the URI cap (414) for a URI hyper reads but the API does
/// not take (hyper answers 414 itself past its own limit).
pub async fn uri_cap(
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    if req.uri().to_string().len() > MAX_URI_BYTES {
        return ApiError::new(
            Code::TooBig,
            format!("the URI is longer than {} KiB", MAX_URI_BYTES / 1024),
        )
        .with_status(414)
        .into_response();
    }
    next.run(req).await
}
