//! The game in the browser: `marrakesh serve` and `marrakesh` without a
//! command (the server on loopback, the lobby opened in the browser).

use crate::args::ServeArgs;
use crate::user_text::CliError;
use std::path::PathBuf;

/// `marrakesh serve`: the server with the flags' configuration.
pub(crate) fn serve(args: ServeArgs) -> Result<Option<String>, CliError> {
    use std::time::Duration;
    let config = marrakesh_server::Config {
        bind: args.bind,
        db: match args.db.starts_with("postgres://") || args.db.starts_with("postgresql://") {
            true => None,
            false => Some(PathBuf::from(
                args.db.strip_prefix("sqlite:").unwrap_or(&args.db),
            )),
        },
        postgres: (args.db.starts_with("postgres://") || args.db.starts_with("postgresql://"))
            .then(|| args.db.clone()),
        cluster: args.cluster,
        zombie_after: Duration::from_secs(args.zombie_after),
        archive_after: Duration::from_secs(args.archive_after_days.saturating_mul(86_400)),
        bot_delay: Duration::from_millis(args.bot_delay),
        games_per_minute: args.games_per_minute,
        messages_per_10s: args.messages_per_10s,
        synchronous: marrakesh_server::Synchronous::parse(&args.synchronous).unwrap_or_default(),
        header_read_timeout: seconds(args.header_read_timeout)?,
        body_read_timeout: seconds(args.body_read_timeout)?,
        idle_timeout: seconds(args.idle_timeout)?,
        max_connections_per_ip: args.max_connections_per_ip,
        max_connections: args.max_connections,
        sockets_per_seat: args.sockets_per_seat,
        spectators_per_game: args.spectators_per_game,
        spectators_total: args.spectators_total,
        hints_at_once: args
            .hints_at_once
            .unwrap_or_else(|| marrakesh_server::Config::default().hints_at_once),
        max_live_games: args.max_live_games,
        review_budget: marrakesh_bots::Budget::Millis(args.review_ms),
        quick_play_expiry: seconds(args.quick_play_expiry)?,
        trusted_proxies: args
            .trusted_proxy
            .iter()
            .map(|c| marrakesh_server::proxy::parse_cidr(c))
            .collect::<Result<_, _>>()
            .map_err(CliError::input)?,
        forwarded_header: marrakesh_server::proxy::ForwardedHeader::parse(&args.forwarded_header)
            .unwrap_or_default(),
        public_url: args
            .public_url
            .map(|u| marrakesh_server::proxy::parse_public_url(&u))
            .transpose()
            .map_err(CliError::input)?,
        log_format: marrakesh_server::log::LogFormat::parse(&args.log_format).unwrap_or_default(),
        ..marrakesh_server::Config::default()
    };
    marrakesh_server::run(config).map_err(CliError::failure)?;
    Ok(None)
}

/// A timeout given in seconds (positive, finite).
fn seconds(s: f64) -> Result<std::time::Duration, CliError> {
    std::time::Duration::try_from_secs_f64(s)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| CliError::input(crate::msg!("tui-error-timeout", value = s.to_string())))
}

/// `marrakesh` without a command: the server on loopback (games in
/// `marrakesh.db`), the lobby's address printed and opened in the browser.
pub(crate) fn browser_game(lang: marrakesh_describe::Lang) -> Result<(), CliError> {
    let addr = loopback_addr(8080);
    // `localhost`, not the address: passkeys want a host name (and the
    // browser treats both as its own machine).
    let url = format!("http://localhost:{}/", addr.port());
    crate::say(&marrakesh_describe::tr!(
        lang,
        "tui-lobby-at",
        url = url.as_str()
    ));
    std::thread::spawn(move || {
        // Open the page once the server listens.
        for _ in 0..100 {
            if std::net::TcpStream::connect(addr).is_ok() {
                open_in_browser(&url);
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    });
    let config = marrakesh_server::Config {
        bind: addr,
        ..marrakesh_server::Config::default()
    };
    marrakesh_server::run(config).map_err(CliError::failure)
}

/// 127.0.0.1 with `port` if it is free, else with a free port.
fn loopback_addr(port: u16) -> std::net::SocketAddr {
    let want = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    if std::net::TcpListener::bind(want).is_ok() {
        return want;
    }
    std::net::TcpListener::bind(("127.0.0.1", 0))
        .and_then(|l| l.local_addr())
        .unwrap_or(want)
}

/// Opens `url` in the desktop's browser, if there is one (`MARRAKESH_NO_BROWSER`
/// set: never); failures are silent, the address is printed anyway.
fn open_in_browser(url: &str) {
    if std::env::var_os("MARRAKESH_NO_BROWSER").is_some() {
        return;
    }
    let opener: Option<(&str, Vec<&str>)> = if cfg!(target_os = "macos") {
        Some(("open", vec![url]))
    } else if cfg!(windows) {
        Some(("cmd", vec!["/C", "start", "", url]))
    } else if std::env::var_os("DISPLAY").is_some() || std::env::var_os("WAYLAND_DISPLAY").is_some()
    {
        Some(("xdg-open", vec![url]))
    } else {
        None
    };
    if let Some((cmd, args)) = opener {
        let _ = std::process::Command::new(cmd)
            .args(args)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn();
    }
}
