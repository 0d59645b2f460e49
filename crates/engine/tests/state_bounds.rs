//! Issue 40, item 17: every number a state file carries is bounded before
//! the engine uses it. Each numeric value of a few valid saved states, one
//! at a time, is set to numbers at and beyond the edges of the small
//! integer types (shift widths, type maxima); `Game::from_state_json` must
//! answer `Ok` or `Err`, never panic, and a state it accepts must answer
//! the API's questions without panicking.
//!
//! Run this file in a debug build too (`cargo test -p marrakesh-engine
//! --test state_bounds`): only a build with overflow checks panics on an
//! arithmetic overflow or a too wide shift; a release build wraps silently.

use marrakesh_engine::*;
use serde_json::Value;

/// The numbers tried: the bit widths a shift may not reach (8, 16, 32, 64),
/// the maxima of u8, u16, u32 (and one beyond each), and the minima of the
/// signed counts.
const EXTREMES: [i64; 12] = [
    8,
    9,
    16,
    32,
    64,
    255,
    256,
    65_535,
    65_536,
    4_294_967_295,
    -1,
    -32_768,
];

/// A valid saved state of `setup` after `steps` random legal actions.
fn saved(setup: Setup, steps: usize) -> String {
    let mut g = Game::new(setup).unwrap();
    let mut rng = Rng::new(setup.seed ^ 0x5eed);
    for _ in 0..steps {
        let pending = g.pending();
        if g.is_over() || pending.is_empty() {
            break;
        }
        let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
        let legal = g.legal_actions(p);
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.apply(p, a).unwrap();
    }
    g.state_json()
}

/// The paths of every number in `v`.
fn numbers(v: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                path.push(k.clone());
                numbers(x, path, out);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.to_string());
                numbers(x, path, out);
                path.pop();
            }
        }
        Value::Number(_) => out.push(path.clone()),
        _ => {}
    }
}

fn at<'a>(v: &'a mut Value, path: &[String]) -> &'a mut Value {
    path.iter().fold(v, |cur, k| match cur {
        Value::Object(m) => m.get_mut(k).unwrap(),
        Value::Array(a) => &mut a[k.parse::<usize>().unwrap()],
        _ => unreachable!("a number's path"),
    })
}

/// Loads `json` and, if it loads, asks what a front end asks.
fn load(json: &str) {
    let Ok(g) = Game::from_state_json(json) else {
        return;
    };
    let pending = g.pending();
    for (p, _) in pending.players.iter() {
        let _ = g.legal_actions(*p);
    }
    for v in std::iter::once(None).chain((0..g.num_players()).map(Some)) {
        let _ = g.view(v);
    }
    let _ = (g.scores(), g.winners());
}

/// Every number of `json` set to each of [`EXTREMES`]: the panics, named.
fn panics_of(json: &str, what: &str) -> Vec<String> {
    let base: Value = serde_json::from_str(json).unwrap();
    let mut paths = Vec::new();
    numbers(&base, &mut Vec::new(), &mut paths);
    let mut out = Vec::new();
    for path in &paths {
        let old = at(&mut base.clone(), path).clone();
        for x in EXTREMES {
            let new = Value::from(x);
            if new == old {
                continue;
            }
            let mut v = base.clone();
            *at(&mut v, path) = new;
            let text = v.to_string();
            if let Err(e) = std::panic::catch_unwind(|| load(&text)) {
                let msg = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                out.push(format!("{what}: {} {old} -> {x}: {msg}", path.join(".")));
            }
        }
    }
    out
}

fn check(states: &[(String, &str)]) {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let failures: Vec<String> = states
        .iter()
        .flat_map(|(json, what)| panics_of(json, what))
        .collect();
    std::panic::set_hook(hook);
    assert!(
        failures.is_empty(),
        "{} numbers out of bounds panicked:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn with_modules(players: u8, modules: Modules, seed: u64) -> Setup {
    Setup {
        modules,
        ..Setup::new(players, seed)
    }
}

/// The audit's case: a valid 2-player nomads state with 8 keshis on
/// player 0's first caravan path is refused, in any build.
#[test]
fn a_caravan_count_beyond_any_path_is_refused() {
    let nomads = Modules {
        nomads: true,
        ..Modules::default()
    };
    let json = saved(with_modules(2, nomads, 3), 0);
    let mut v: Value = serde_json::from_str(&json).unwrap();
    v["state"]["players"][0]["caravans"][0] = Value::from(8);
    let e = Game::from_state_json(&v.to_string()).unwrap_err();
    assert_eq!(e, LoadError::Corrupt { field: "caravans" });
}

#[test]
fn extreme_numbers_in_a_base_game_state_never_panic() {
    check(&[
        (saved(Setup::new(2, 1), 0), "2 players at the start"),
        (saved(Setup::new(4, 2), 150), "4 players in play"),
    ]);
}

#[test]
fn extreme_numbers_in_a_module_state_never_panic() {
    let nomads = Modules {
        nomads: true,
        ..Modules::default()
    };
    check(&[
        (saved(with_modules(2, nomads, 3), 60), "2 players, nomads"),
        (
            saved(with_modules(3, Modules::ALL, 4), 120),
            "3 players, every module",
        ),
    ]);
}

#[test]
fn extreme_numbers_in_a_solo_state_never_panic() {
    let solo = |opponent| Solo {
        opponent,
        difficulty: Difficulty::default(),
    };
    let all = Modules::ALL.for_solo();
    check(&[
        (
            saved(
                Setup {
                    modules: all,
                    ..Setup::solo(solo(Opponent::Paschabot), 5)
                },
                120,
            ),
            "solo, every module",
        ),
        (
            saved(
                Setup {
                    modules: all,
                    ..Setup::solo(solo(Opponent::Lazy), 6)
                },
                60,
            ),
            "lazy solo, every module",
        ),
    ]);
}

/// Counters the engine counts on from (found by the corrupt saves of
/// `tests/properties`, played on in a debug build): the river's arrival
/// stamp at its type's maximum, and the tower's chances above 1000‰.
#[test]
fn counters_at_their_maximum_are_refused() {
    let json = saved(Setup::new(2, 7), 30);
    for (path, x, field) in [
        (&["state", "arrivals"][..], 65_535, "fisherman arrivals"),
        (
            &["state", "tower_model", "layers", "1", "stick"][..],
            1001,
            "tower chances",
        ),
    ] {
        let mut v: Value = serde_json::from_str(&json).unwrap();
        let keys: Vec<String> = path.iter().map(|k| k.to_string()).collect();
        *at(&mut v, &keys) = Value::from(x);
        let e = Game::from_state_json(&v.to_string()).unwrap_err();
        assert_eq!(e, LoadError::Corrupt { field }, "{path:?}");
    }
}
