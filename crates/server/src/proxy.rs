//! Who a request comes from, behind a reverse proxy: the address and
//! scheme the proxy reports are believed only when the connection comes
//! from a trusted proxy (`--trusted-proxy CIDR`); anyone else could write
//! them. Only the headers the deployment names are read
//! (`--forwarded-header`): `X-Forwarded-For` with `X-Forwarded-Proto` and
//! `X-Forwarded-Host` (the default), or `Forwarded` (RFC 7239) alone; the
//! other kind is ignored, as a client may have written it and a proxy
//! passed it on. The address counts for the per-address limits, the
//! scheme and host for the invite URLs (unless `--public-url` fixes the
//! base).

use axum::http::{header, HeaderMap};
use ipnet::IpNet;
use std::net::{IpAddr, SocketAddr};

/// The client of a request, as believed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Client {
    pub ip: IpAddr,
    /// The client spoke HTTPS to the proxy.
    pub https: bool,
    /// The host the client asked for, as the proxy reports it.
    pub forwarded_host: Option<String>,
    /// The connection comes from a trusted proxy.
    pub via_proxy: bool,
}

impl Client {
    /// A client connected directly (no proxy believed).
    pub fn direct(peer: SocketAddr) -> Client {
        Client {
            ip: canonical(peer.ip()),
            https: false,
            forwarded_host: None,
            via_proxy: false,
        }
    }
}

/// The headers a trusted proxy reports the client in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ForwardedHeader {
    /// `X-Forwarded-For`, `X-Forwarded-Proto`, `X-Forwarded-Host`.
    #[default]
    XForwardedFor,
    /// `Forwarded` (`for=`, `proto=`, `host=`).
    Forwarded,
}

impl ForwardedHeader {
    /// `x-forwarded-for` or `forwarded`.
    pub fn parse(s: &str) -> Option<ForwardedHeader> {
        match s.trim().to_ascii_lowercase().as_str() {
            "x-forwarded-for" => Some(ForwardedHeader::XForwardedFor),
            "forwarded" => Some(ForwardedHeader::Forwarded),
            _ => None,
        }
    }
}

/// `ip` is one of the trusted proxies.
pub fn trusted(ip: IpAddr, proxies: &[IpNet]) -> bool {
    let ip = canonical(ip);
    proxies.iter().any(|n| n.contains(&ip))
}

/// An IPv4-mapped IPv6 address as IPv4.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
        v4 => v4,
    }
}

/// One `for=` node of `Forwarded` (RFC 7239: `"[2001:db8::1]:4711"`,
/// `192.0.2.43:80`, `unknown`, `_hidden`) or one `X-Forwarded-For` item.
fn parse_node(s: &str) -> Option<IpAddr> {
    let s = s.trim().trim_matches('"');
    if let Ok(ip) = s.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Some(rest) = s.strip_prefix('[') {
        return rest.split(']').next()?.parse().ok();
    }
    s.parse::<SocketAddr>().ok().map(|a| a.ip())
}

/// The addresses a proxy chain reports in the header `kind`, leftmost (the
/// client) first. `None` for an entry that names no address.
fn chain(h: &HeaderMap, kind: ForwardedHeader) -> Vec<Option<IpAddr>> {
    if kind == ForwardedHeader::Forwarded {
        return h
            .get_all(header::FORWARDED)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(|elem| {
                elem.split(';')
                    .filter_map(|pair| pair.split_once('='))
                    .find(|(k, _)| k.trim().eq_ignore_ascii_case("for"))
                    .and_then(|(_, v)| parse_node(v))
            })
            .collect();
    }
    h.get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(parse_node)
        .collect()
}

/// A parameter (`proto`, `host`) of the last `Forwarded` element: the one
/// the proxy next to us wrote.
fn forwarded_param(h: &HeaderMap, name: &str) -> Option<String> {
    let last = h
        .get_all(header::FORWARDED)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .next_back()?;
    last.split(';')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| k.trim().eq_ignore_ascii_case(name))
        .map(|(_, v)| v.trim().trim_matches('"').to_string())
}

/// The last value of a comma-separated `X-Forwarded-*` header.
fn last_value(h: &HeaderMap, name: &str) -> Option<String> {
    h.get_all(name)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .next_back()
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

/// The client of a request that came over a connection from `peer`, as
/// the headers `kind` report it. From a trusted proxy: the rightmost address of the chain that is not a
/// trusted proxy itself (a client can prepend anything; only what our
/// proxies appended is true). Otherwise the peer, and no header counts.
pub fn client(peer: SocketAddr, h: &HeaderMap, proxies: &[IpNet], kind: ForwardedHeader) -> Client {
    let peer_ip = canonical(peer.ip());
    if !trusted(peer_ip, proxies) {
        return Client::direct(peer);
    }
    let mut ip = peer_ip;
    for node in chain(h, kind).into_iter().rev() {
        match node {
            Some(a) if trusted(a, proxies) => ip = canonical(a),
            Some(a) => {
                ip = canonical(a);
                break;
            }
            // An obfuscated or unknown node: nothing to the left of it can
            // be told apart; count by the last known hop.
            None => break,
        }
    }
    let (proto, host) = match kind {
        ForwardedHeader::Forwarded => (forwarded_param(h, "proto"), forwarded_param(h, "host")),
        ForwardedHeader::XForwardedFor => (
            last_value(h, "x-forwarded-proto"),
            last_value(h, "x-forwarded-host"),
        ),
    };
    Client {
        ip,
        https: proto.is_some_and(|p| p.eq_ignore_ascii_case("https")),
        forwarded_host: host.filter(|s| valid_host(s)),
        via_proxy: true,
    }
}

/// A host (and port) fit for a URL: printable ASCII without `/`, `?`, `#`,
/// `@` or quotes.
pub fn valid_host(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 255
        && s.bytes()
            .all(|b| b.is_ascii_graphic() && !b"/?#@\"'<>\\".contains(&b))
}

/// The base URL of the invite links: `--public-url` if given, else the
/// scheme and host the client used (as a trusted proxy reports them, or
/// `http://` and the `Host` header).
pub fn base_url(public_url: Option<&str>, client: &Client, h: &HeaderMap) -> String {
    if let Some(u) = public_url {
        return u.trim_end_matches('/').to_string();
    }
    let host = client
        .forwarded_host
        .clone()
        .or_else(|| {
            h.get(header::HOST)
                .and_then(|v| v.to_str().ok())
                .filter(|s| valid_host(s))
                .map(str::to_string)
        })
        .unwrap_or_else(|| "127.0.0.1".into());
    let scheme = if client.https { "https" } else { "http" };
    format!("{scheme}://{host}")
}

/// Parses `--trusted-proxy`: a CIDR (`10.0.0.0/8`, `fd00::/8`) or one
/// address.
pub fn parse_cidr(s: &str) -> Result<IpNet, String> {
    let s = s.trim();
    s.parse::<IpNet>()
        .or_else(|_| s.parse::<IpAddr>().map(IpNet::from))
        .map_err(|_| format!("'{s}' is not an address or a CIDR range (e.g. 10.0.0.0/8)"))
}

/// Checks `--public-url`: `http://` or `https://` and a host, nothing
/// after the path (no query, no fragment); the trailing `/` is dropped.
pub fn parse_public_url(s: &str) -> Result<String, String> {
    let s = s.trim().trim_end_matches('/');
    let rest = s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://"))
        .ok_or_else(|| format!("'{s}': the public URL starts with https:// or http://"))?;
    let host = rest.split('/').next().unwrap_or("");
    if !valid_host(host) || rest.contains(['?', '#']) || !rest.bytes().all(|b| b.is_ascii_graphic())
    {
        return Err(format!(
            "'{s}' is not a base URL (e.g. https://games.example)"
        ));
    }
    Ok(s.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                v.parse().unwrap(),
            );
        }
        h
    }

    const X: ForwardedHeader = ForwardedHeader::XForwardedFor;

    /// Only the header the deployment names counts (issue 40: a client's
    /// own `Forwarded`, passed on by a proxy that sets `X-Forwarded-For`,
    /// chose its address).
    #[test]
    fn only_the_named_header_counts() {
        let proxies = vec![parse_cidr("10.0.0.0/8").unwrap()];
        let proxy: SocketAddr = "10.1.2.3:5000".parse().unwrap();
        let h = headers(&[
            (
                "forwarded",
                "for=198.51.100.1;proto=https;host=evil.example",
            ),
            ("x-forwarded-for", "203.0.113.9"),
        ]);
        let c = client(proxy, &h, &proxies, X);
        assert_eq!(c.ip, "203.0.113.9".parse::<IpAddr>().unwrap());
        assert!(!c.https);
        assert_eq!(c.forwarded_host, None);
        let c = client(proxy, &h, &proxies, ForwardedHeader::Forwarded);
        assert_eq!(c.ip, "198.51.100.1".parse::<IpAddr>().unwrap());
        let h = headers(&[
            ("x-forwarded-for", "198.51.100.2"),
            ("x-forwarded-proto", "https"),
        ]);
        let c = client(proxy, &h, &proxies, ForwardedHeader::Forwarded);
        assert_eq!(c.ip, proxy.ip());
        assert!(!c.https);
        assert_eq!(
            ForwardedHeader::parse("Forwarded"),
            Some(ForwardedHeader::Forwarded)
        );
        assert_eq!(ForwardedHeader::parse("x-real-ip"), None);
    }

    #[test]
    fn forwarded_headers_count_only_from_a_trusted_proxy() {
        let proxies = vec![parse_cidr("10.0.0.0/8").unwrap()];
        let h = headers(&[
            ("x-forwarded-for", "203.0.113.9"),
            ("x-forwarded-proto", "https"),
        ]);
        let stranger: SocketAddr = "198.51.100.7:5000".parse().unwrap();
        let c = client(stranger, &h, &proxies, X);
        assert_eq!(c.ip, "198.51.100.7".parse::<IpAddr>().unwrap());
        assert!(!c.https);
        let proxy: SocketAddr = "10.1.2.3:5000".parse().unwrap();
        let c = client(proxy, &h, &proxies, X);
        assert_eq!(c.ip, "203.0.113.9".parse::<IpAddr>().unwrap());
        assert!(c.https);
        // A client's own prefix is not believed: the proxy appended the
        // address it saw.
        let h = headers(&[("x-forwarded-for", "1.1.1.1, 203.0.113.9")]);
        assert_eq!(
            client(proxy, &h, &proxies, X).ip,
            "203.0.113.9".parse::<IpAddr>().unwrap()
        );
        // Two trusted hops.
        let h = headers(&[("x-forwarded-for", "203.0.113.9, 10.9.9.9")]);
        assert_eq!(
            client(proxy, &h, &proxies, X).ip,
            "203.0.113.9".parse::<IpAddr>().unwrap()
        );
        let h = headers(&[(
            "forwarded",
            "for=\"[2001:db8::1]:4711\";proto=https;host=games.example",
        )]);
        let c = client(proxy, &h, &proxies, ForwardedHeader::Forwarded);
        assert_eq!(c.ip, "2001:db8::1".parse::<IpAddr>().unwrap());
        assert!(c.https);
        assert_eq!(
            base_url(None, &c, &HeaderMap::new()),
            "https://games.example"
        );
        assert_eq!(
            base_url(Some("https://m.example/"), &c, &HeaderMap::new()),
            "https://m.example"
        );
    }
}
