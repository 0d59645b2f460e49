//! A saved state with one corrupted value is refused or plays on, never panics.

use crate::*;

/// Paths (object keys and array indexes) of every number, string and bool
/// in a JSON document.
pub(crate) fn json_leaves(
    v: &serde_json::Value,
    path: &mut Vec<String>,
    out: &mut Vec<Vec<String>>,
) {
    use serde_json::Value;
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                path.push(k.clone());
                json_leaves(x, path, out);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.to_string());
                json_leaves(x, path, out);
                path.pop();
            }
        }
        Value::Number(_) | Value::String(_) | Value::Bool(_) => out.push(path.clone()),
        Value::Null => {}
    }
}

pub(crate) fn json_at<'a>(
    v: &'a mut serde_json::Value,
    path: &[String],
) -> Option<&'a mut serde_json::Value> {
    let mut cur = v;
    for k in path {
        cur = match cur {
            serde_json::Value::Object(m) => m.get_mut(k)?,
            serde_json::Value::Array(a) => a.get_mut(k.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(cur)
}

/// What a loaded state must satisfy whatever else is wrong with it: the
/// guard limit `validate` checks (without overflowing), and a tower base
/// whose total the engine can count.
pub(crate) fn loaded_state_sane(g: &Game) -> Result<(), String> {
    let st = g.state();
    for (p, pl) in st.players[..st.n()].iter().enumerate() {
        if is_paschabot(st, p as PlayerId) {
            // (The Paschabot's guards are on its board; its `Player` entry's
            // watchtower is unused and `validate` does not look at it.)
            continue;
        }
        let guards = pl.watchtower as u32 + pl.gates_built() as u32;
        ensure!(
            guards <= 8,
            "loaded with {} guards on player {p}'s watchtower and {} gates",
            pl.watchtower,
            pl.gates_built()
        );
    }
    let total: u32 = st.display.iter().map(|&x| x as u32).sum();
    ensure!(
        st.display_total() as u32 == total,
        "loaded with {total} keshis in the tower base, display_total() says {}",
        st.display_total()
    );
    Ok(())
}

/// Loads `json`; if it loads, plays on a little, asking for everything the
/// API offers. Returns whether it loaded; panics are left to the caller.
pub(crate) fn load_and_play(json: &str, seed: u64) -> Result<bool, String> {
    let Ok(mut g) = Game::from_state_json(json) else {
        return Ok(false);
    };
    loaded_state_sane(&g)?;
    let mut rng = Rng::new(seed);
    let look = |g: &Game| {
        let n = g.num_players();
        let _ = (g.pending(), g.scores(), g.winners(), g.state_json());
        for v in std::iter::once(None).chain((0..n).map(Some)) {
            let _ = g.view(v);
        }
    };
    look(&g);
    for _ in 0..60 {
        let pending = g.pending();
        if g.is_over() || pending.is_empty() {
            break;
        }
        let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
        let legal = g.legal_actions(p);
        if legal.is_empty()
            || g.apply(p, legal[rng.below(legal.len() as u32) as usize])
                .is_err()
        {
            break;
        }
    }
    look(&g);
    loaded_state_sane(&g)?;
    Ok(true)
}

/// Corrupts one value of the saved state at a time and loads it: every kind
/// of field (array indexes aside) gets boundary numbers, other enum names or
/// a flipped flag, on a random element. `validate` promises "a corrupt save
/// is an error, never a panic"; a debug build also panics on arithmetic
/// overflow, a release build wraps silently, which [`loaded_state_sane`]
/// catches where it matters.
pub(crate) fn corrupt_saves(
    play: &Play,
    aux: &mut Rng,
    failures: &mut Vec<String>,
) -> (usize, usize) {
    use serde_json::Value;
    let base: Value = serde_json::from_str(&play.game.state_json()).expect("state JSON parses");
    let mut leaves = Vec::new();
    // The state's fields and the setup's (the modules and solo options
    // live in both).
    json_leaves(&base, &mut Vec::new(), &mut leaves);
    aux.shuffle(&mut leaves);
    // One element of each kind of field.
    let mut seen = HashSet::new();
    leaves.retain(|path| {
        let kind: Vec<&String> = path
            .iter()
            .filter(|k| k.parse::<usize>().is_err())
            .collect();
        seen.insert(format!("{kind:?}"))
    });
    leaves.sort();
    let words = [
        "selection",
        "claim",
        "exchange",
        "use_assistants",
        "river_bonus",
        "season_scoring",
        "provision_reveal",
        "game_over",
        "river_second",
        "provisioning",
        "hidden",
        "discovered",
        "claimed",
        "active",
        "red",
        "souk",
        "essential",
        "classic",
        "paschabot",
        "lazy",
        "random",
        "chosen",
        "mixed",
        "new_only",
        "no_tower",
    ];
    let numbers = [0i64, 8, 9, 250, 255, 65535, -1, -32768];
    let (mut tried, mut loaded) = (0, 0);
    for path in &leaves {
        let Some(old) = json_at(&mut base.clone(), path).map(|v| v.clone()) else {
            continue;
        };
        let new_values: Vec<Value> = if old.is_string() {
            (0..3)
                .map(|_| Value::from(words[aux.below(words.len() as u32) as usize]))
                .collect()
        } else if let Some(b) = old.as_bool() {
            vec![Value::from(!b)]
        } else {
            numbers.iter().map(|&x| Value::from(x)).collect()
        };
        for new in new_values {
            if new == old {
                continue;
            }
            let mut v = base.clone();
            if let Some(leaf) = json_at(&mut v, path) {
                *leaf = new.clone();
            }
            let what = format!("{} {old} -> {new}", path.join("."));
            let seed = aux.next_u32() as u64;
            tried += 1;
            loaded += usize::from(try_corrupt(&v.to_string(), &what, seed, play, failures));
        }
    }
    let (t, l) = corrupt_structure(play, &base, aux, failures);
    (tried + t, loaded + l)
}

/// Loads one corrupted save and plays on: a panic or a broken load is a
/// failure. Returns whether it loaded.
pub(crate) fn try_corrupt(
    json: &str,
    what: &str,
    seed: u64,
    play: &Play,
    failures: &mut Vec<String>,
) -> bool {
    match std::panic::catch_unwind(|| load_and_play(json, seed)) {
        Ok(Ok(loaded)) => loaded,
        Ok(Err(e)) => {
            failures.push(format!("{what}: {e} (the saved state at {})", play.loc()));
            true
        }
        Err(e) => {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!(
                "{what}: panic \"{msg}\" (the saved state at {})",
                play.loc()
            ));
            false
        }
    }
}

/// Corruptions of the new fields' shape, not just their values: the
/// Paschabot's board missing or added, the solo options or modules changed
/// in the setup, the state or both, too many desert towns, strategy tiles
/// missing or twice, a town of the box on a town space, the imam carried by
/// a seat that does not exist.
pub(crate) fn corrupt_structure(
    play: &Play,
    base: &serde_json::Value,
    aux: &mut Rng,
    failures: &mut Vec<String>,
) -> (usize, usize) {
    use serde_json::{json, Value};
    type Edit = Box<dyn Fn(&mut Value)>;
    let set = |path: &'static str, x: Value| -> Edit {
        Box::new(move |v: &mut Value| {
            let keys: Vec<String> = path.split('.').map(|k| k.to_string()).collect();
            if let Some(leaf) = json_at(v, &keys) {
                *leaf = x.clone();
            }
        })
    };
    let mut edits: Vec<(String, Edit)> = vec![
        (
            "no Paschabot board".into(),
            set("state.pascha", Value::Null),
        ),
        ("no solo options".into(), set("setup.solo", Value::Null)),
        (
            "a Paschabot board in the setup only".into(),
            set("setup.solo", json!({"opponent": "paschabot"})),
        ),
        (
            "8 desert towns".into(),
            set("state.towns", json!([1, 2, 3, 4, 5, 6, 7, 8])),
        ),
        (
            "every desert town twice".into(),
            set("state.towns", json!([1, 1, 2, 2, 3, 3, 4])),
        ),
        (
            "a town of the box on a town space".into(),
            set(
                "state.players.0.towns",
                json!([{"town": 12, "claimed": false}, {"town": 0, "claimed": true}]),
            ),
        ),
        (
            "the Paschabot's town unclaimed".into(),
            set(
                "state.players.1.towns",
                json!([{"town": 11, "claimed": false}, null]),
            ),
        ),
        (
            "no strategy tiles".into(),
            set("state.pascha.tiles", json!([])),
        ),
        (
            "strategy tiles twice".into(),
            set("state.pascha.deck", json!([1, 1, 1, 2, 2, 15, 15])),
        ),
        (
            "no face-down strategy tiles".into(),
            set("state.pascha.deck", json!([])),
        ),
        (
            "a lazy line of one colour".into(),
            set("state.pascha.line", Value::from(vec!["red"; 12])),
        ),
        (
            "the sultan carried by seat 3".into(),
            set("state.figures.0", json!({"step": 200, "carrier": 3})),
        ),
        (
            "the imam on step 255".into(),
            set("state.figures.1", json!({"step": 255, "carrier": null})),
        ),
        (
            "a staircase tile twice".into(),
            set(
                "state.staircase_cover",
                Value::from(vec![json!([1, 0]); 12]),
            ),
        ),
        (
            "no staircase tiles".into(),
            set("state.staircase_cover", Value::from(vec![Value::Null; 12])),
        ),
        (
            "river steps at the top".into(),
            set("state.players.0.river_steps", json!([255, 255, 255])),
        ),
        (
            "player 1's (or the Paschabot's) goods each just below validate's limit".into(),
            set("state.players.1.goods", json!([29999, 29999, 29999])),
        ),
    ];
    // Each module switched on or off in both the setup and the state (a
    // consistent but different save), and in the state only.
    let flags: [(&str, Value, Value); 5] = [
        ("staircase_tiles", json!({"mode": "random"}), Value::Null),
        ("imam_sultan", json!(true), json!(false)),
        ("exchange_offices", json!("new_only"), Value::Null),
        ("spectators", json!(true), json!(false)),
        ("desert_towns", json!(true), json!(false)),
    ];
    for (flag, on, off) in flags {
        let now = base["state"]["modules"][flag].clone();
        let other = if now == off { on } else { off };
        let (f, o) = (flag.to_string(), other.clone());
        edits.push((
            format!("module {flag} -> {other} in the setup and the state"),
            Box::new(move |v: &mut Value| {
                v["state"]["modules"][&f] = o.clone();
                if v["setup"].get("modules").is_none() {
                    v["setup"]["modules"] = json!({});
                }
                v["setup"]["modules"][&f] = o.clone();
            }),
        ));
        let (f, o) = (flag.to_string(), other.clone());
        edits.push((
            format!("module {flag} -> {other} in the state only"),
            Box::new(move |v: &mut Value| v["state"]["modules"][&f] = o.clone()),
        ));
    }
    // The opponent or the difficulty changed in the setup and the state.
    edits.push((
        "the other opponent".into(),
        Box::new(|v: &mut Value| {
            for root in ["state", "setup"] {
                let key = if root == "state" { "pascha" } else { "solo" };
                if let Some(o) = v[root][key].get_mut("opponent") {
                    *o = if *o == json!("lazy") {
                        json!("paschabot")
                    } else {
                        json!("lazy")
                    };
                }
            }
        }),
    ));
    edits.push((
        "every difficulty option".into(),
        Box::new(|v: &mut Value| {
            let all = json!({
                "no_extra_tiles": true, "complete_sectors_only": true, "main_square_once": true,
                "no_fisherman_moves": true, "expensive_gates": true, "main_square_four": true,
                "storage_keshis": true
            });
            if v["state"]["pascha"].is_object() {
                v["state"]["pascha"]["difficulty"] = all.clone();
                v["setup"]["solo"]["difficulty"] = all;
            }
        }),
    ));
    let (mut tried, mut loaded) = (0, 0);
    for (what, edit) in edits {
        let mut v = base.clone();
        edit(&mut v);
        if v == *base {
            continue;
        }
        tried += 1;
        let seed = aux.next_u32() as u64;
        loaded += usize::from(try_corrupt(&v.to_string(), &what, seed, play, failures));
    }
    (tried, loaded)
}

/// States in the middle of the second season of `setups`, corrupted.
pub(crate) fn corrupt_saves_of(setups: &[Setup]) {
    let mut failures = Vec::new();
    let (mut tried, mut loaded) = (0, 0);
    for setup in setups {
        let mut play = Play::new(*setup);
        let mut aux = Rng::new(setup.seed ^ AUX);
        // A state in the middle of the second season.
        while play.game.state().season < 1 || play.game.state().round < 2 {
            play.step();
        }
        let (t, l) = corrupt_saves(&play, &mut aux, &mut failures);
        tried += t;
        loaded += l;
    }
    eprintln!("{tried} corrupted saves, {loaded} loaded");
    assert!(
        failures.is_empty(),
        "{} of {tried} corrupted saves panicked (messages above) or loaded broken:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
pub(crate) fn corrupt_saves_are_refused_or_play_on_without_panic() {
    let setups: Vec<Setup> = [
        (2, Edition::Classic),
        (3, Edition::Essential),
        (4, Edition::Classic),
    ]
    .into_iter()
    .map(|(players, edition)| make_setup(players, edition, TowerSetting::B2, 5000 + players as u64))
    .collect();
    corrupt_saves_of(&setups);
}

#[test]
pub(crate) fn corrupt_saves_are_refused_or_play_on_without_panic_with_modules_and_solo() {
    let all = Modules::ALL.for_solo();
    let setups = [
        module_setup(3, Edition::Classic, TowerSetting::B1, 31, 5101),
        module_setup(4, Edition::Essential, TowerSetting::B2, 31, 5102),
        module_setup(2, Edition::Essential, TowerSetting::B1, 21, 5103),
        solo_setup(
            Opponent::Paschabot,
            Difficulty::default(),
            Edition::Classic,
            TowerSetting::B2,
            all,
            5104,
        ),
        solo_setup(
            Opponent::Paschabot,
            difficulty_of(127),
            Edition::Essential,
            TowerSetting::B1,
            Modules::default(),
            5105,
        ),
        solo_setup(
            Opponent::Lazy,
            Difficulty::default(),
            Edition::Essential,
            TowerSetting::B2,
            all,
            5106,
        ),
    ];
    corrupt_saves_of(&setups);
}
