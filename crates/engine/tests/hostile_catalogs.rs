//! Hostile catalogs (issue 13, "Bounded inputs"): every catalog under which
//! the engine's limits or the exactness of its legal actions could fail is
//! refused when it loads, naming the entry; values at the edge of what is
//! accepted still play whole games.

use marrakesh_engine::*;
use std::sync::Arc;

const EMBEDDED: &str = Catalog::EMBEDDED_TOML;

/// The embedded catalog with one piece of text replaced (which must occur).
fn edited(from: &str, to: &str) -> String {
    assert!(EMBEDDED.contains(from), "the catalog holds {from:?}");
    EMBEDDED.replacen(from, to, 1)
}

/// The embedded catalog with the luxury good `id`'s cost replaced.
fn luxury_cost(id: u8, cost: &str) -> String {
    let entry = format!("[[luxury_goods]]\nid = {id}\n");
    let at = EMBEDDED.find(&entry).expect("luxury good entry") + entry.len();
    let line = EMBEDDED[at..].find("cost = ").expect("cost line") + at;
    let end = EMBEDDED[line..].find('\n').expect("end of line") + line;
    format!("{}cost = {cost}{}", &EMBEDDED[..line], &EMBEDDED[end..])
}

/// Each hostile catalog and the entry its refusal must name.
#[test]
fn hostile_catalogs_are_refused_by_name() {
    let any_keshi_30 = "id = 30\ntype = \"yellow\"\nrequirement = 3\ncost = 1\ntiming = \"instant\"\neffect = { kind = \"any_keshi\", times = 1 }";
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "scroll 30 takes any keshi 100 times (overflowed the agenda mid-game)",
            edited(
                any_keshi_30,
                &any_keshi_30.replace("times = 1", "times = 100"),
            ),
            "scroll 30",
        ),
        (
            "scroll 30 takes any keshi 0 times",
            edited(
                any_keshi_30,
                &any_keshi_30.replace("times = 1", "times = 0"),
            ),
            "scroll 30",
        ),
        (
            "255 spectators on a pink section (wrapped to 0 with scroll 31)",
            edited(
                "pink = [3, 3, 1, 1, 2, 2, 2, 1]",
                "pink = [3, 3, 1, 1, 2, 2, 2, 255]",
            ),
            "audience_disc.pink[7]",
        ),
        (
            "5 spectators on a purple section",
            edited(
                "purple = [4, 0, 2, 1, 3, 1, 2, 2]",
                "purple = [4, 0, 5, 1, 3, 1, 2, 2]",
            ),
            "audience_disc.purple[2]",
        ),
        (
            "a luxury good costing [1, 255, 1] (wrapped to 1)",
            luxury_cost(1, "[1, 255, 1]"),
            "luxury good 01",
        ),
        (
            "a luxury good costing [1, 255, 0] (wrapped to 0)",
            luxury_cost(1, "[1, 255, 0]"),
            "luxury good 01",
        ),
        (
            "a falcon asking for a goods keshi of the board",
            edited(
                "falcon = { keshi = [\"green\"]",
                "falcon = { keshi = [\"yellow\"]",
            ),
            "luxury good 27",
        ),
        (
            "a falcon's steps after a pink keshi (no track to step on)",
            edited(
                "falcon = { keshi = [\"turquoise\", \"white\", \"black\"]",
                "falcon = { keshi = [\"pink\", \"white\", \"black\"]",
            ),
            "luxury good 30",
        ),
        (
            "a racing saddle without its camel steps and oasis discount",
            edited(
                "points = 16\nsaddle = { camel_steps = 2, oasis_discount = 2 }\n",
                "points = 16\n",
            ),
            "luxury good 31",
        ),
        (
            "a base oasis naming a module",
            edited(
                "effect = { kind = \"jetty\", points = 7 }\n",
                "effect = { kind = \"jetty\", points = 7 }\nneeds = \"new_luxury_goods\"\n",
            ),
            "oases",
        ),
    ];
    for (what, text, entry) in cases {
        match Catalog::from_toml(&text) {
            Err(CatalogError::Invalid { entry: e, problem }) => {
                assert_eq!(e, entry, "{what}: refused as {e}: {problem}")
            }
            other => panic!(
                "{what}: expected {entry} refused, got {:?}",
                other.map(|_| ())
            ),
        }
        // `catalog --check` and loading agree.
        assert!(CatalogFile::from_toml(&text).unwrap().validate().is_err());
    }
}

/// A catalog larger than [`MAX_TOML_BYTES`] is refused before it is
/// parsed (a 16 MiB catalog used to pass `--check` and make a game file
/// no command would load); one of exactly that size loads.
#[test]
fn catalog_size_is_bounded() {
    let pad = |total: usize| {
        let mut t = EMBEDDED.to_string();
        t.push_str("\n#");
        t.push_str(&"x".repeat(total - t.len() - 1));
        t.push('\n');
        assert_eq!(t.len(), total);
        t
    };
    assert!(Catalog::from_toml(&pad(MAX_TOML_BYTES)).is_ok());
    assert_eq!(
        Catalog::from_toml(&pad(MAX_TOML_BYTES + 1)).map(|_| ()),
        Err(CatalogError::TooLarge {
            bytes: MAX_TOML_BYTES + 1
        })
    );
    let huge = pad(16 << 20);
    assert!(matches!(
        Catalog::from_toml(&huge),
        Err(CatalogError::TooLarge { .. })
    ));
}

/// At the edge of what is accepted (scroll 30 three times, every section
/// of both disc sides with the most spectators the check allows, a luxury
/// good costing 255 keshis) whole games play with all modules, and every
/// listed action is accepted.
#[test]
fn the_most_a_catalog_may_ask_still_plays() {
    let mut text = edited(
        "effect = { kind = \"any_keshi\", times = 1 }",
        "effect = { kind = \"any_keshi\", times = 3 }",
    );
    let full = format!("[{}]", vec![MAX_SPECTATORS.to_string(); 8].join(", "));
    text = text.replacen(
        "pink = [3, 3, 1, 1, 2, 2, 2, 1]",
        &format!("pink = {full}"),
        1,
    );
    // The purple side keeps one empty section (module 4).
    text = text.replacen(
        "purple = [4, 0, 2, 1, 3, 1, 2, 2]",
        &format!(
            "purple = [{MAX_SPECTATORS}, 0, {m}, {m}, {m}, {m}, {m}, {m}]",
            m = MAX_SPECTATORS
        ),
        1,
    );
    let catalog = Arc::new(Catalog::from_toml(&text).expect("edge catalog loads"));
    let mut buf = Vec::new();
    for seed in 0..12u64 {
        let setup = Setup {
            modules: Modules::ALL,
            ..Setup::new(2 + (seed % 3) as u8, seed)
        };
        let mut g = Game::with_catalog(setup, catalog.clone()).expect("setup");
        let mut rng = Rng::new(seed ^ 0xED6E);
        let mut steps = 0;
        while !g.is_over() {
            let pend = g.pending();
            let (p, _) = pend.players[rng.below(pend.players.len() as u32) as usize];
            g.legal_actions_into(p, &mut buf);
            let a = buf[rng.below(buf.len() as u32) as usize];
            if let Err(e) = g.apply_quiet(p, a, Start::Here) {
                panic!("seed {seed}: listed action {a:?} refused: {e}");
            }
            steps += 1;
            assert!(steps < 5_000, "seed {seed}: the game does not end");
        }
    }
}
