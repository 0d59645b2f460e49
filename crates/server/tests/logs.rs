//! The operator's log as a host reads it (issue 40): the server runs as
//! `marrakesh serve` runs it (this test binary again, in a child process,
//! its standard error a pipe) until SIGTERM; every request has one access
//! line with its id (also in `X-Request-Id`), and no line carries ANSI
//! colour codes into the pipe.

mod common;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CHILD: &str = "MARRAKESH_TEST_LOG_CHILD";

#[test]
fn every_request_has_an_access_line_and_a_pipe_gets_no_colours() {
    if std::env::var_os(CHILD).is_some() {
        let config = marrakesh_server::Config {
            log_format: marrakesh_server::log::LogFormat::Human,
            ..common::config(common::temp_db("logs"))
        };
        marrakesh_server::run(config).unwrap();
        return;
    }
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "every_request_has_an_access_line_and_a_pipe_gets_no_colours",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD, "1")
        .env_remove("MARRAKESH_LOG")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    let stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines() {
            let Ok(line) = line else { return };
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    let mut lines = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    let addr = loop {
        let line = rx
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .unwrap_or_else(|_| panic!("no start line: {lines:?}"));
        lines.push(line.clone());
        if let Some(rest) = line.split("http://").nth(1) {
            break rest.split_whitespace().next().unwrap().to_string();
        }
    };
    let mut s = std::net::TcpStream::connect(&addr).unwrap();
    s.write_all(
        b"GET /healthz?token=secret-token HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    let id = answer
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("x-request-id:")
                .map(|v| v.trim().to_string())
        })
        .unwrap_or_else(|| panic!("no X-Request-Id: {answer}"));
    // The access line comes once the answer is sent.
    loop {
        let line = rx
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .unwrap_or_else(|_| panic!("no access line for {id}: {lines:?}"));
        lines.push(line.clone());
        if line.contains(&id) {
            assert!(line.contains("GET /healthz 200"), "{line}");
            assert!(!line.contains("secret-token"), "{line}");
            break;
        }
    }
    let term = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let status = child.wait().unwrap();
    reader.join().unwrap();
    lines.extend(rx.try_iter());
    assert!(status.success(), "{status}: {lines:?}");
    for line in &lines {
        assert!(!line.contains('\u{1b}'), "a colour code in {line:?}");
    }
}
