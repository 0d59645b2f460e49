//! Tests of simulation runs, their reports and `bench`.

use super::json::to_json;
use super::*;

fn config(threads: usize) -> SimConfig {
    SimConfig {
        games: 12,
        setup: Setup::new(3, 99),
        catalog: Catalog::embedded(),
        catalog_file: None,
        catalog_text: None,
        bots: vec![BotKind::Greedy, BotKind::Random, BotKind::Random],
        threads,
        progress: false,
        lab: LabOutputs::default(),
    }
}

#[test]
fn score_spread_is_the_sample_standard_deviation() {
    let mut s = Stat::default();
    assert_eq!(s.sd(), 0.0);
    for score in [2, 4, 4, 4, 5, 5, 7, 9] {
        s.add(score, 0.0);
    }
    // Mean 5, squared deviations 32 over 7 degrees of freedom.
    assert!((s.sd() - (32.0f64 / 7.0).sqrt()).abs() < 1e-12);
    let json = to_json(&run(&config(1)).unwrap());
    let seat = &json["seats"][0];
    let (min, max) = (seat["min_score"].as_f64(), seat["max_score"].as_f64());
    let sd = seat["score_sd"].as_f64().unwrap();
    assert!(sd > 0.0 && sd <= max.unwrap() - min.unwrap(), "{seat}");
}

#[test]
fn results_do_not_depend_on_threads() {
    let a = run(&config(1)).unwrap();
    let b = run(&config(3)).unwrap();
    let strip = |r: &Report| {
        let mut v = to_json(r);
        let o = v.as_object_mut().unwrap();
        o.remove("seconds");
        o.remove("games_per_sec");
        o.remove("threads");
        o.remove("thinking");
        v
    };
    assert_eq!(strip(&a), strip(&b));
    assert_eq!(a.games, 12);
    let wins: f64 = a.seats.iter().map(|s| s.wins).sum();
    assert!((wins - 12.0).abs() < 1e-9, "one win per game: {wins}");
    let text = to_text(&a, marrakesh_describe::Lang::En);
    assert!(text.contains("greedy") && text.contains("win rate"));
}

#[test]
fn wrong_bot_count_is_an_input_error() {
    let mut c = config(1);
    c.bots.pop();
    assert_eq!(run(&c).unwrap_err().code, 2);
    let solo = SimConfig {
        setup: Setup::solo(Solo::default(), 1),
        bots: vec![BotKind::Greedy, BotKind::Greedy],
        ..config(1)
    };
    assert_eq!(run(&solo).unwrap_err().code, 2);
}

fn solo_config(opponent: Opponent, threads: usize) -> SimConfig {
    SimConfig {
        games: 10,
        setup: Setup::solo(
            Solo {
                opponent,
                ..Solo::default()
            },
            7,
        ),
        catalog: Catalog::embedded(),
        catalog_file: None,
        catalog_text: None,
        bots: vec![BotKind::Greedy],
        threads,
        progress: false,
        lab: LabOutputs::default(),
    }
}

#[test]
fn solo_runs_report_the_paschabot() {
    let a = run(&solo_config(Opponent::Paschabot, 1)).unwrap();
    let b = run(&solo_config(Opponent::Paschabot, 2)).unwrap();
    let (ja, jb) = (to_json(&a), to_json(&b));
    assert_eq!(ja["seats"], jb["seats"], "thread count does not matter");
    assert_eq!(ja["seats"][1]["bot"], "paschabot");
    assert_eq!(ja["solo"]["opponent"], "paschabot");
    // Every game has exactly one winner: P0 or the Paschabot.
    let wins: f64 = a.seats.iter().map(|s| s.wins).sum();
    assert!((wins - 10.0).abs() < 1e-9, "{wins}");
    assert!(a.seats[1].mean() > 50.0, "the Paschabot scores");
    assert!(ja.get("titles").is_none());
    let cats = ja["seats"][1]["mean_score_by_category"]
        .as_object()
        .unwrap();
    assert!(cats.contains_key("paschabot_sectors"), "{cats:?}");
    let text = to_text(&a, marrakesh_describe::Lang::En);
    assert!(text.contains("solo against the Paschabot"), "{text}");
    assert!(text.contains("Paschabot sectors"), "{text}");
}

#[test]
fn module_runs_report_the_modules() {
    let setup = Setup {
        modules: Modules::ALL,
        ..Setup::new(3, 21)
    };
    let c = |threads| SimConfig {
        games: 8,
        setup,
        catalog: Catalog::embedded(),
        catalog_file: None,
        catalog_text: None,
        bots: vec![BotKind::Greedy; 3],
        threads,
        progress: false,
        lab: LabOutputs::default(),
    };
    let a = run(&c(1)).unwrap();
    let b = run(&c(2)).unwrap();
    let (ja, jb) = (to_json(&a), to_json(&b));
    assert_eq!(ja["seats"], jb["seats"], "thread count does not matter");
    assert_eq!(ja["desert_towns"], jb["desert_towns"]);
    assert_eq!(ja["modules"]["imam_sultan"], true);
    assert_eq!(ja["desert_towns"]["claimed"].as_array().unwrap().len(), 3);
    // Taken towns: at most 2 per player, at most the 5 on display.
    let taken: u64 = a.towns.iter().map(|t| t.0).sum();
    assert!(taken <= 8 * 5, "{taken}");
    assert!(a.towns.iter().all(|t| t.1 <= t.0 && t.0 <= 16));
    let text = to_text(&a, marrakesh_describe::Lang::En);
    assert!(
        text.contains("modules: staircase tiles, imam & sultan"),
        "{text}"
    );
    assert!(text.contains("Desert towns per game"), "{text}");
    // Without modules, nothing of them is reported.
    let plain = to_json(&run(&config(1)).unwrap());
    assert!(plain.get("modules").is_none() && plain.get("desert_towns").is_none());
}

#[test]
fn runs_use_their_catalog() {
    let text = Catalog::EMBEDDED_TOML.replacen(
        "start_score = { value = 10,",
        "start_score = { value = 40,",
        1,
    );
    let c = SimConfig {
        games: 3,
        catalog: Arc::new(Catalog::from_toml(&text).unwrap()),
        catalog_file: Some("my.toml".into()),
        ..config(2)
    };
    let r = run(&c).unwrap();
    let start = r
        .categories
        .iter()
        .find(|(k, _)| *k == ScoreCategory::Start);
    assert_eq!(start.map(|(_, v)| *v), Some(40.0));
    assert_eq!(to_json(&r)["catalog"], "my.toml");
    assert!(to_json_line(&r).contains("\"catalog\":\"my.toml\""));
    assert!(to_text(&r, marrakesh_describe::Lang::En).contains("catalog my.toml"));
    assert!(to_json(&run(&config(1)).unwrap()).get("catalog").is_none());
    let b = bench(
        c.setup,
        &c.catalog,
        2,
        BotKind::Random,
        marrakesh_describe::Lang::En,
    )
    .unwrap();
    assert!(b.contains("2 games"), "{b}");
}

#[test]
fn lazy_runs_count_titles() {
    let r = run(&solo_config(Opponent::Lazy, 2)).unwrap();
    let j = to_json(&r);
    assert_eq!(j["seats"][1]["bot"], "lazy-paschabot");
    assert_eq!(j["seats"][1]["mean_score"], 0.0);
    let titles = j["titles"].as_array().unwrap();
    assert_eq!(titles.len(), 4);
    assert_eq!(titles[0]["points"], 135);
    // Reaching a higher title means reaching the lower ones.
    let reached: Vec<u64> = titles
        .iter()
        .map(|t| t["reached"].as_u64().unwrap())
        .collect();
    assert!(reached.windows(2).all(|w| w[0] >= w[1]), "{reached:?}");
    let highest: u64 = titles.iter().map(|t| t["highest"].as_u64().unwrap()).sum();
    assert_eq!(highest, reached[0]);
    assert_eq!(j["no_title"].as_u64().unwrap() + reached[0], 10);
    // A win is a title.
    assert_eq!(r.seats[0].wins as u64, reached[0]);
    assert!(to_text(&r, marrakesh_describe::Lang::En).contains("no title"));
}
