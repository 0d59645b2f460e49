//! The examples of `docs/server.md` come from a real run: this test plays
//! the documented session against a real server (a seeded 2-player game,
//! two human seats) and checks that the document holds every message it
//! got, abbreviated the same way. Random parts (game id, tokens, the
//! spectator key) are written as `GAME`, `TOKEN0`, `TOKEN1`, `KEY`.
//! `MARRAKESH_WRITE_DOCS=1` prints the examples to paste instead of
//! failing.

mod common;
use common::*;
use serde_json::{json, Map, Value};

/// Long arrays shortened to their first two items and a count; a view to
/// a few of its fields.
fn abbreviate(v: &Value, depth: usize) -> Value {
    match v {
        Value::Array(a) if a.len() > 2 => {
            let mut out: Vec<Value> = a[..2].iter().map(|x| abbreviate(x, depth + 1)).collect();
            out.push(json!(format!("…{} more", a.len() - 2)));
            Value::Array(out)
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| abbreviate(x, depth + 1)).collect()),
        Value::Object(o) => {
            let mut out = Map::new();
            for (k, x) in o {
                if k == "view" || k == "crowd" {
                    out.insert(k.clone(), short_view(x));
                } else if depth > 2 {
                    out.insert(k.clone(), json!("…"));
                } else {
                    out.insert(k.clone(), abbreviate(x, depth + 1));
                }
            }
            Value::Object(out)
        }
        x => x.clone(),
    }
}

fn short_view(v: &Value) -> Value {
    let Some(o) = v.as_object() else {
        return v.clone();
    };
    let mut out = Map::new();
    for k in [
        "viewer",
        "phase",
        "season",
        "round",
        "online",
        "bot",
        "spectators",
    ] {
        if let Some(x) = o.get(k) {
            out.insert(k.into(), abbreviate(x, 3));
        }
    }
    if o.contains_key("legal_actions") {
        out.insert("legal_actions".into(), abbreviate(&o["legal_actions"], 1));
        out.insert("…".into(), json!("…"));
    }
    Value::Object(out)
}

struct Redact(Vec<(String, &'static str)>);

impl Redact {
    fn line(&self, v: &Value) -> String {
        let mut s = abbreviate(v, 0).to_string();
        for (secret, name) in &self.0 {
            s = s.replace(secret.as_str(), name);
        }
        s
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_documented_examples_are_what_the_server_says() {
    let (server, _db) = server("docs").await;
    let addr = server.addr;
    let body = r#"{"players":2,"seats":["human","human"],"seed":42}"#;
    let (_, c) = post(addr, "/api/games", body).await;
    let game = c["game"].as_str().unwrap().to_string();
    let t0 = c["seats"][0]["token"].as_str().unwrap().to_string();
    let t1 = c["seats"][1]["token"].as_str().unwrap().to_string();
    let key = c["spectator_key"].as_str().unwrap().to_string();
    let r = Redact(vec![
        (game.clone(), "GAME"),
        (t0.clone(), "TOKEN0"),
        (t1.clone(), "TOKEN1"),
        (key.clone(), "KEY"),
        (addr.to_string(), "127.0.0.1:8080"),
    ]);
    let mut ex: Vec<(String, String)> = vec![(format!("POST /api/games {body}"), r.line(&c))];
    let (_, l) = get(addr, &format!("/api/games/{game}/legal?token={t0}")).await;
    ex.push(("GET /api/games/GAME/legal?token=TOKEN0".into(), r.line(&l)));
    let mut s0 = Client::connect(addr, &format!("/ws/games/{game}?token={t0}")).await;
    s0.until("full").await;
    let mut s1 = Client::connect(addr, &format!("/ws/games/{game}?token={t1}")).await;
    let f1 = s1.until("full").await;
    ex.push(("seat 1 connects: full".into(), r.line(&f1)));
    let a = l["actions"][0].clone();
    let act = json!({"t":"act","id":7,"seq":l["seq"],"action":a});
    s0.send(&act).await;
    let step0 = s0.until("step").await;
    let ack = s0.until("ack").await;
    let step1 = s1.until("step").await;
    ex.push((format!("seat 0 sends {act}"), r.line(&ack)));
    ex.push(("seat 0 gets first".into(), r.line(&step0)));
    ex.push(("seat 1 gets".into(), r.line(&step1)));
    let stale = json!({"t":"act","id":8,"seq":0,"action":a});
    s0.send(&stale).await;
    let err = s0.until("err").await;
    ex.push((format!("seat 0 sends {stale}"), r.line(&err)));
    let (st, bad) = post(
        addr,
        &format!("/api/games/{game}/actions?token={t1}"),
        r#"{"action":"#,
    )
    .await;
    ex.push((
        format!("POST /api/games/GAME/actions?token=TOKEN1 {{\"action\": → {st}"),
        r.line(&bad),
    ));
    server.shutdown().await;

    let doc_path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/server.md");
    let doc = std::fs::read_to_string(&doc_path).unwrap();
    let mut missing = Vec::new();
    let mut block = String::new();
    for (what, line) in &ex {
        block.push_str(&format!("// {what}\n{line}\n"));
        if !doc.contains(line.as_str()) {
            missing.push(what.clone());
        }
    }
    if std::env::var_os("MARRAKESH_WRITE_DOCS").is_some() {
        println!("{block}");
        return;
    }
    assert!(
        missing.is_empty(),
        "docs/server.md lacks the real answers for {missing:?}; they are now:\n{block}"
    );
}
