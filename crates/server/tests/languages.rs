//! Texts are made per connection, not per game (issue 27): two seats of one
//! game, and spectators, each read their own language at once, over real
//! sockets. The language comes from `?lang=`, else `Accept-Language`, else
//! English; the machine-facing JSON stays the same in every language.

mod common;
use common::*;
use marrakesh_describe::Lang;
use marrakesh_engine::{Decision, View};
use serde_json::{json, Value};

fn tokens(c: &Value) -> Vec<String> {
    c["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_string())
        .collect()
}

/// The seat's pending decision in a `full`/`step` frame's view.
fn decision(frame: &Value, seat: u64) -> Option<Decision> {
    let view: View = serde_json::from_value(frame["view"].clone()).unwrap();
    view.pending
        .iter()
        .find(|(p, _)| u64::from(*p) == seat)
        .map(|(_, d)| *d)
}

fn log_texts(frame: &Value) -> Vec<String> {
    frame["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["text"].as_str().unwrap().to_string())
        .collect()
}

/// A seat's frame in `lang`: its names, its decision's rules text and its
/// legal actions' texts are that language's.
fn check_seat_frame(frame: &Value, seat: u64, lang: Lang) {
    if frame["t"] == "full" {
        assert_eq!(frame["lang"], lang.code(), "{frame}");
        assert_eq!(
            frame["names"][2],
            marrakesh_describe::tr!(lang, "web-bot-greedy"),
            "{lang:?}"
        );
    }
    let d = decision(frame, seat).expect("the seat decides at the start");
    assert_eq!(
        frame["decision"]["help"].as_str().unwrap(),
        marrakesh_describe::help::decision(lang, &d),
        "{lang:?}"
    );
    let view: View = serde_json::from_value(frame["view"].clone()).unwrap();
    let cat = marrakesh_engine::Catalog::embedded();
    assert_eq!(
        frame["decision"]["prompt"].as_str().unwrap(),
        marrakesh_describe::decision(lang, &cat, &view, seat as u8, &d),
        "{lang:?}"
    );
    let texts: Vec<String> = view
        .legal_actions
        .iter()
        .map(|a| marrakesh_describe::action(lang, &cat, &view, seat as u8, &d, a))
        .collect();
    assert_eq!(frame["legal_text"], json!(texts), "{lang:?}");
}

/// Every string in a JSON value.
fn strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        Value::Object(m) => m.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

/// The step of `seq` on `c`.
async fn until_seq(seq: &Value, c: &mut Client) -> Value {
    loop {
        let s = c.until("step").await;
        if s["seq"] == *seq {
            return s;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_seats_and_spectators_of_one_game_read_their_own_languages() {
    let (server, _db) = server("languages").await;
    let addr = server.addr;
    let c = create(
        addr,
        r#"{"players":3,"seats":["human","human","greedy"],"seed":11}"#,
    )
    .await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let key = c["spectator_key"].as_str().unwrap();
    let mut de0 = Client::connect(addr, &format!("/ws/games/{game}?token={}&lang=de", t[0])).await;
    let mut en0 = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[0])).await;
    let mut nl1 = Client::connect(addr, &format!("/ws/games/{game}?token={}&lang=nl", t[1])).await;
    let mut spec_de =
        Client::connect(addr, &format!("/ws/games/{game}?spectate={key}&lang=de")).await;
    let mut spec_nl =
        Client::connect(addr, &format!("/ws/games/{game}?spectate={key}&lang=nl-BE")).await;
    let f_de0 = de0.until("full").await;
    let f_en0 = en0.until("full").await;
    let f_nl1 = nl1.until("full").await;
    let f_sde = spec_de.until("full").await;
    let f_snl = spec_nl.until("full").await;
    check_seat_frame(&f_de0, 0, Lang::De);
    check_seat_frame(&f_en0, 0, Lang::En);
    check_seat_frame(&f_nl1, 1, Lang::Nl);
    assert_eq!(f_sde["lang"], "de");
    assert_eq!(f_snl["lang"], "nl");
    assert_eq!(f_snl["names"][2], "Gretige bot");
    assert_eq!(f_sde["names"][2], "Gieriger Bot");
    assert_eq!(f_en0["names"][2], "Greedy bot");
    // The public summary (the lobby's lists) names the bot in the page's
    // language too.
    for (lang, name) in [
        ("de", "Gieriger Bot"),
        ("nl", "Gretige bot"),
        ("en", "Greedy bot"),
    ] {
        let (_, summary) = common::get(addr, &format!("/api/games/{game}?lang={lang}")).await;
        assert_eq!(summary["seats"][2]["name"], name, "{lang}");
    }

    // Once the bot has decided its setup (it waits for the people then),
    // seat 0 acts from its German socket and takes it back: every socket
    // reads the take-back in its own language.
    let mut latest = f_de0.clone();
    let mut lines = log_texts(&f_de0);
    while latest["view"]["pending"]
        .as_array()
        .unwrap()
        .iter()
        .any(|p| p[0] == 2)
    {
        latest = de0.until("step").await;
        lines.extend(log_texts(&latest));
    }
    // The bot is named a bot once: its name says so, so neither its log
    // lines nor its place in the crowd add "(Bot)".
    assert!(
        lines.iter().any(|l| l.contains("Gieriger Bot")),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains("(Bot)")), "{lines:?}");
    assert_eq!(f_de0["crowd"]["bot"], json!([false, false, true]));
    assert_eq!(f_de0["crowd"]["bot_named"], json!([false, false, true]));
    let a = latest["view"]["legal_actions"][0].clone();
    de0.send(&json!({"t":"act","id":1,"seq":latest["seq"],"action":a}))
        .await;
    let step = de0.until("step").await;
    assert_eq!(step["undo"], true, "{step}");
    de0.until("ack").await;
    de0.send(&json!({"t":"undo","id":2,"seq":step["seq"]}))
        .await;
    let undo = de0.until("step").await;
    assert_eq!(undo["undone"], 1);
    assert_eq!(log_texts(&undo), vec!["P0 nimmt eine Aktion zurück"]);
    let seq = undo["seq"].clone();
    let s_en = until_seq(&seq, &mut en0).await;
    assert_eq!(log_texts(&s_en), vec!["P0 takes back an action"]);
    // Machine-facing JSON is the same in every language.
    for k in ["view", "events", "undo", "undone", "by", "no_effect"] {
        assert_eq!(undo[k], s_en[k], "{k}");
    }
    let s = until_seq(&seq, &mut nl1).await;
    assert_eq!(log_texts(&s), vec!["P0 neemt een actie terug"]);
    check_seat_frame(&s, 1, Lang::Nl);
    let s_de = until_seq(&seq, &mut spec_de).await;
    let s_nl = until_seq(&seq, &mut spec_nl).await;
    assert_eq!(log_texts(&s_de), vec!["P0 nimmt eine Aktion zurück"]);
    assert_eq!(log_texts(&s_nl), vec!["P0 neemt een actie terug"]);
    assert_eq!(s_de["view"], s_nl["view"]);
    assert!(s_de["view"]["viewer"].is_null());

    // HTTP: `?lang=`, else Accept-Language, else English.
    let (st, l) = get(
        addr,
        &format!("/api/games/{game}/legal?token={}&lang=nl", t[1]),
    )
    .await;
    assert_eq!(st, 200);
    assert_eq!(l["descriptions"], f_nl1["legal_text"]);
    let (st, l) = http(
        addr,
        "GET",
        &format!("/api/games/{game}/legal?token={}", t[0]),
        None,
        &[("Accept-Language", "fr-CH, de;q=0.8, en;q=0.5")],
    )
    .await;
    assert_eq!(st, 200);
    assert_eq!(l["descriptions"], f_de0["legal_text"]);
    let (_, l) = get(addr, &format!("/api/games/{game}/legal?token={}", t[0])).await;
    assert_eq!(l["descriptions"], f_en0["legal_text"]);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_gets_its_texts_and_the_rules_in_its_language() {
    let (server, _db) = server("texts").await;
    let addr = server.addr;
    for lang in Lang::ALL {
        let (st, _, body) = http_raw(
            addr,
            "GET",
            &format!("/api/texts?lang={}", lang.code()),
            None,
            &[],
        )
        .await;
        assert_eq!(st, 200);
        assert!(body.contains(&format!("web-bot-greedy = {}", lang.get("web-bot-greedy"))));
        // The components' names come along.
        assert!(body.contains(&format!(
            "sector-title-souk = {}",
            lang.get("sector-title-souk")
        )));
        // What the catalog's pieces do, in the describe crate's words.
        let (st, w) = get(addr, &format!("/api/words?lang={}", lang.code())).await;
        assert_eq!(st, 200);
        let cat = marrakesh_engine::Catalog::embedded();
        for s in &cat.scrolls {
            assert_eq!(
                w["scrolls"][s.id.to_string()],
                marrakesh_describe::scroll_effect(lang, &cat, s.id)
            );
        }
        for o in &cat.oases {
            for (edition, classic) in [("classic", true), ("essential", false)] {
                assert_eq!(
                    w["oases"][edition][o.id.to_string()],
                    marrakesh_describe::oasis_effect(lang, &cat, o.id, classic)
                );
            }
        }
        assert_eq!(
            w["luxury"].as_object().unwrap().len(),
            cat.luxury_goods.len()
        );
        assert_eq!(
            w["river_tiles"].as_object().unwrap().len(),
            cat.river_tiles.len()
        );
        assert_eq!(
            w["towns"]["essential"].as_object().unwrap().len(),
            cat.desert_towns.len()
        );
        let buildings = cat.special_buildings.as_ref().unwrap();
        for b in &buildings.buildings {
            assert_eq!(
                w["buildings"][b.id.to_string()],
                marrakesh_describe::building_ability(lang, &b.ability)
            );
        }
        assert!(!w["provisions"].as_object().unwrap().is_empty());
        let mut texts = Vec::new();
        strings(&w, &mut texts);
        assert!(texts.len() > 150, "{}", texts.len());
        for t in texts {
            assert!(!t.is_empty() && !t.contains('{'), "{lang:?}: {t}");
        }
        let (st, r) = get(addr, &format!("/api/rules?lang={}", lang.code())).await;
        assert_eq!(st, 200);
        let first = &marrakesh_describe::help::reference(lang)[0];
        assert_eq!(r["sections"][0]["title"], first.0);
    }
    server.shutdown().await;
}

/// The end of a solo game against the lazy Paschabot: every socket reads
/// the title reached in its own language (003 "160 Punkte: Sagenhaft
/// reicher Händler"; the Dutch and English titles are the glossary's), the
/// seat's socket in the step that ends the game, later sockets in their
/// `full` frame. Seat 0 is played by the greedy bot through the HTTP API:
/// the Paschabot is played inside the engine, so the game here and the
/// server's game (same setup, same seed) stay the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lazy_solo_games_end_names_the_title_in_each_language() {
    use marrakesh_bots::{Bot, GreedyBot};
    use marrakesh_engine::{Game, Opponent, Setup, Solo};
    let (server, _db) = server("lazy-title").await;
    let addr = server.addr;
    let c = create(addr, r#"{"solo":{"opponent":"lazy"},"seed":1}"#).await;
    let id = c["game"].as_str().unwrap();
    let tok = tokens(&c)[0].clone();
    let key = c["spectator_key"].as_str().unwrap();
    let mut de0 = Client::connect(addr, &format!("/ws/games/{id}?token={tok}&lang=de")).await;
    de0.until("full").await;
    let mut game = Game::new(Setup {
        players: 2,
        seed: 1,
        solo: Some(Solo {
            opponent: Opponent::Lazy,
            difficulty: Default::default(),
        }),
        ..Setup::default()
    })
    .unwrap();
    let mut bot = GreedyBot::new(1);
    while !game.is_over() {
        let a = bot.choose(&game, 0).expect("seat 0 decides until the end");
        let (st, r) = post(
            addr,
            &format!("/api/games/{id}/actions?token={tok}"),
            &serde_json::to_string(&a).unwrap(),
        )
        .await;
        assert_eq!(st, 200, "{r}");
        game.apply(0, a).unwrap();
    }
    // 160 to 184 points: the second title of the ladder.
    let total = game.scores()[0].total;
    assert!((160..185).contains(&total), "{total} points");
    let outcome = |f: &Value| f["outcome"].as_str().map(str::to_string);
    let de = loop {
        let f = de0.next().await.expect("the socket stays open");
        if let Some(o) = outcome(&f) {
            assert_eq!(f["view"]["phase"], "game_over", "{f}");
            // The log's last line names the title too.
            assert_eq!(
                log_texts(&f).last().map(String::as_str),
                Some("Spielende. P0 erreicht den Titel „Sagenhaft reicher Händler“"),
                "{f}"
            );
            // A heading of the log, without the terminal's `=== … ===`.
            let lines = f["log"].as_array().expect("log lines");
            assert_eq!(lines.last().unwrap()["heading"], true, "{f}");
            assert!(!f.to_string().contains("==="), "{f}");
            break o;
        }
    };
    let mut nl = Client::connect(addr, &format!("/ws/games/{id}?spectate={key}&lang=nl")).await;
    let mut en = Client::connect(addr, &format!("/ws/games/{id}?spectate={key}")).await;
    let nl = outcome(&nl.until("full").await).expect("the finished game's outcome");
    let en = outcome(&en.until("full").await).expect("the finished game's outcome");
    let points = total.to_string();
    for (lang, text, title) in [
        ("de", &de, "Sagenhaft reicher Händler"),
        ("nl", &nl, "Fabelachtig rijke koopman"),
        (
            "en",
            &en,
            "Sagenhaft reicher Händler (fabulously rich merchant)",
        ),
    ] {
        assert!(text.contains(title), "{lang}: {text}");
        assert!(text.contains(&points), "{lang}: {text}");
    }
    for (lang, text) in [("de", &de), ("nl", &nl)] {
        assert!(!text.contains("merchant"), "{lang}: {text}");
        assert!(!text.contains("Händler") || lang == "de", "{lang}: {text}");
    }
    assert!(de.contains("Titel"), "{de}");
    assert!(nl.contains("titel"), "{nl}");
    server.shutdown().await;
}
