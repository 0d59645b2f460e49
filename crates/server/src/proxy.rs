//! Who a request comes from, behind a reverse proxy: the address and
//! scheme the proxy reports (`X-Forwarded-For`, `Forwarded`,
//! `X-Forwarded-Proto`, `X-Forwarded-Host`) are believed only when the
//! connection comes from a trusted proxy (`--trusted-proxy CIDR`); anyone
//! else could write them. The address counts for the per-address limit of
//! new games, the scheme and host for the invite URLs (unless
//! `--public-url` fixes the base).

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

/// The addresses a proxy chain reports, leftmost (the client) first:
/// `Forwarded` if present, else `X-Forwarded-For`. `None` for an entry
/// that names no address.
fn chain(h: &HeaderMap) -> Vec<Option<IpAddr>> {
    let forwarded: Vec<&str> = h
        .get_all(header::FORWARDED)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    if !forwarded.is_empty() {
        return forwarded
            .iter()
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

/// The client of a request that came over a connection from `peer`.
/// From a trusted proxy: the rightmost address of the chain that is not a
/// trusted proxy itself (a client can prepend anything; only what our
/// proxies appended is true). Otherwise the peer, and no header counts.
pub fn client(peer: SocketAddr, h: &HeaderMap, proxies: &[IpNet]) -> Client {
    let peer_ip = canonical(peer.ip());
    if !trusted(peer_ip, proxies) {
        return Client::direct(peer);
    }
    let mut ip = peer_ip;
    for node in chain(h).into_iter().rev() {
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
    let proto = forwarded_param(h, "proto").or_else(|| last_value(h, "x-forwarded-proto"));
    let host = forwarded_param(h, "host").or_else(|| last_value(h, "x-forwarded-host"));
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

    #[test]
    fn forwarded_headers_count_only_from_a_trusted_proxy() {
        let proxies = vec![parse_cidr("10.0.0.0/8").unwrap()];
        let h = headers(&[
            ("x-forwarded-for", "203.0.113.9"),
            ("x-forwarded-proto", "https"),
        ]);
        let stranger: SocketAddr = "198.51.100.7:5000".parse().unwrap();
        let c = client(stranger, &h, &proxies);
        assert_eq!(c.ip, "198.51.100.7".parse::<IpAddr>().unwrap());
        assert!(!c.https);
        let proxy: SocketAddr = "10.1.2.3:5000".parse().unwrap();
        let c = client(proxy, &h, &proxies);
        assert_eq!(c.ip, "203.0.113.9".parse::<IpAddr>().unwrap());
        assert!(c.https);
        // A client's own prefix is not believed: the proxy appended the
        // address it saw.
        let h = headers(&[("x-forwarded-for", "1.1.1.1, 203.0.113.9")]);
        assert_eq!(
            client(proxy, &h, &proxies).ip,
            "203.0.113.9".parse::<IpAddr>().unwrap()
        );
        // Two trusted hops.
        let h = headers(&[("x-forwarded-for", "203.0.113.9, 10.9.9.9")]);
        assert_eq!(
            client(proxy, &h, &proxies).ip,
            "203.0.113.9".parse::<IpAddr>().unwrap()
        );
        let h = headers(&[(
            "forwarded",
            "for=\"[2001:db8::1]:4711\";proto=https;host=games.example",
        )]);
        let c = client(proxy, &h, &proxies);
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
