//! Three `marrakesh serve` processes on one PostgreSQL database (a real
//! server: `MARRAKESH_TEST_POSTGRES`, as `.ci/run` starts one): one serves,
//! two stand by. A human seat plays a whole game against a bot over HTTP
//! while the serving process is `kill -9`ed three times mid-game; each time
//! a standby takes over within seconds, the killed one comes back as a
//! standby, and the client carries on with whichever process serves. Every
//! acknowledged action survives, the game finishes, and the log has each
//! `seq` once, in order.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A fresh database on the test server, or `None` (skipped) outside CI.
fn postgres_url(name: &str) -> Option<String> {
    let Ok(url) = std::env::var("MARRAKESH_TEST_POSTGRES") else {
        if std::env::var_os("CI").is_some() {
            panic!("MARRAKESH_TEST_POSTGRES is not set (.ci/run starts a PostgreSQL)");
        }
        eprintln!("{name} SKIPPED: no PostgreSQL (set MARRAKESH_TEST_POSTGRES; `bash .ci/postgres start DIR` starts one)");
        return None;
    };
    let db = format!("marrakesh_test_{}_{name}", std::process::id());
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    admin
        .batch_execute(&format!("DROP DATABASE IF EXISTS {db}"))
        .unwrap();
    admin
        .batch_execute(&format!("CREATE DATABASE {db}"))
        .unwrap();
    let (base, _) = url.rsplit_once('/').unwrap();
    Some(format!("{base}/{db}"))
}

/// A `marrakesh serve` process; its address arrives on `addr` once it
/// serves (it logs it, as JSON, when it listens).
struct Proc {
    child: Child,
    addr: mpsc::Receiver<SocketAddr>,
}

fn spawn(url: &str) -> Proc {
    let mut child = Command::new(env!("CARGO_BIN_EXE_marrakesh"))
        .arg("serve")
        .env("MARRAKESH_BIND", "127.0.0.1:0")
        .env("MARRAKESH_DB", url)
        .env("MARRAKESH_LOG_FORMAT", "json")
        .env("MARRAKESH_GAMES_PER_MINUTE", "1000")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, rx) = mpsc::channel();
    let err = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(err).lines().map_while(Result::ok) {
            let Ok(v) = serde_json::from_str::<serde_json::Value>(&line) else {
                continue;
            };
            if let Some(a) = v["fields"]["addr"].as_str() {
                let _ = tx.send(a.parse().unwrap());
            }
        }
    });
    Proc { child, addr: rx }
}

/// One HTTP request; `None` when the connection fails (a killed server).
fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: &str,
) -> Option<(u16, serde_json::Value)> {
    let mut s = TcpStream::connect_timeout(&addr, Duration::from_secs(2)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(20))).ok()?;
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).ok()?;
    let mut out = String::new();
    s.read_to_string(&mut out).ok()?;
    let (head, rest) = out.split_once("\r\n\r\n")?;
    let status = head.split(' ').nth(1)?.parse().ok()?;
    Some((
        status,
        serde_json::from_str(rest).unwrap_or(serde_json::Value::Null),
    ))
}

#[test]
fn a_game_survives_its_serving_process_killed_three_times() {
    let Some(url) = postgres_url("failover") else {
        return;
    };
    let mut procs: Vec<Proc> = (0..3).map(|_| spawn(&url)).collect();
    // Which one serves: the first to log its address.
    let find_serving = |procs: &mut Vec<Proc>| -> (usize, SocketAddr) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            for (i, p) in procs.iter().enumerate() {
                if let Ok(a) = p.addr.try_recv() {
                    return (i, a);
                }
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("no process serves within 20 s");
    };
    let (mut serving, mut addr) = find_serving(&mut procs);
    let (st, c) = http(
        addr,
        "POST",
        "/api/games",
        r#"{"players":2,"seats":["human","greedy"],"seed":5}"#,
    )
    .unwrap();
    assert_eq!(st, 200, "{c}");
    let game = c["game"].as_str().unwrap().to_string();
    let token = c["seats"][0]["token"].as_str().unwrap().to_string();
    let mut acked: Vec<(u64, serde_json::Value)> = Vec::new();
    let mut kills = 0;
    let mut takeovers = Vec::new();
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 20_000, "the game did not end");
        // Kill the serving process after 15, 40 and 70 acknowledged actions.
        if kills < 3 && acked.len() >= [15, 40, 70][kills] {
            procs[serving].child.kill().unwrap(); // SIGKILL
            procs[serving].child.wait().unwrap();
            let killed_at = Instant::now();
            procs[serving] = spawn(&url);
            let (i, a) = find_serving(&mut procs);
            takeovers.push(killed_at.elapsed());
            (serving, addr) = (i, a);
            kills += 1;
        }
        let Some((st, legal)) = http(
            addr,
            "GET",
            &format!("/api/games/{game}/legal?token={token}"),
            "",
        ) else {
            std::thread::sleep(Duration::from_millis(50));
            continue;
        };
        assert_eq!(st, 200, "{legal}");
        if legal["game_over"] == true {
            break;
        }
        let actions = legal["actions"].as_array().unwrap();
        if actions.is_empty() {
            std::thread::sleep(Duration::from_millis(5));
            continue;
        }
        let action = actions[0].clone();
        let path = format!(
            "/api/games/{game}/actions?seq={}&token={token}",
            legal["seq"]
        );
        match http(addr, "POST", &path, &action.to_string()) {
            Some((200, r)) => acked.push((r["seq"].as_u64().unwrap(), action)),
            Some((409, _)) | None => {}
            Some((st, r)) => panic!("{st} {r}"),
        }
    }
    assert_eq!(kills, 3);
    for t in &takeovers {
        assert!(*t < Duration::from_secs(10), "takeovers took {takeovers:?}");
    }
    // The log: every seq once, in order, with every acknowledged action.
    let mut db = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let rows = db
        .query(
            "SELECT seq, entry FROM log WHERE game = $1 ORDER BY seq",
            &[&game],
        )
        .unwrap();
    let seqs: Vec<i64> = rows.iter().map(|r| r.get(0)).collect();
    assert_eq!(seqs, (1..=seqs.len() as i64).collect::<Vec<_>>());
    for (seq, action) in &acked {
        let entry: String = rows[*seq as usize - 1].get(1);
        let v: serde_json::Value = serde_json::from_str(&entry).unwrap();
        assert_eq!(&v["act"], action, "seq {seq}");
    }
    let status: String = db
        .query_one("SELECT status FROM games WHERE id = $1", &[&game])
        .unwrap()
        .get(0);
    assert_eq!(status, "over");
    eprintln!(
        "failover: {} acknowledged actions, {} log entries, takeovers after kill -9: {takeovers:?}",
        acked.len(),
        seqs.len()
    );
    for p in &mut procs {
        let _ = p.child.kill();
        let _ = p.child.wait();
    }
}
