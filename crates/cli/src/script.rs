//! The scripting commands: `new`, `legal`, `apply`, `view`, `score`,
//! `replay`. Each works on a game file (see [`crate::gamefile`]) and writes
//! JSON or text to stdout; a bad input is one line on stderr and exit
//! status 2, and the file is left untouched.

use crate::gamefile::{write_atomic, ChosenCatalog, GameFile};
use crate::user_text::CliError;
use crate::{errors, msg};
use marrakesh_describe as describe;
use marrakesh_describe::{tr, Lang};
use marrakesh_engine::{
    Action, Catalog, Decision, Edition, Game, Phase, PlayerId, Setup, PASCHABOT,
};
use serde_json::{json, Value};
use std::path::Path;

/// `marrakesh new`: a new game file (its setup, the catalog if it is not
/// the embedded one, and an empty action list).
pub fn new_game(setup: Setup, catalog: ChosenCatalog) -> Result<String, CliError> {
    Game::with_catalog(setup, catalog.catalog)
        .map_err(|e| CliError::input(msg!("tui-error-bad-setup", error = errors::setup(&e))))?;
    let mut file = GameFile::new(setup);
    file.catalog = catalog.text;
    Ok(file.to_json())
}

fn names(game: &Game) -> Vec<String> {
    describe::names_for(game.setup())
}

fn check_seat(game: &Game, p: PlayerId) -> Result<(), CliError> {
    if p >= game.num_players() {
        return Err(CliError::input(msg!(
            "tui-error-no-player",
            player = p,
            last = game.num_players() - 1
        )));
    }
    Ok(())
}

/// `marrakesh legal FILE [--player K]`:
/// `{"pending": [{"player", "decision", "text"}], "player": K, "decision":
/// ..., "prompt": ..., "actions": [<apply-able action JSON>...],
/// "descriptions": [<text of each action>...], "game_over": bool}`.
pub fn legal(path: &Path, player: Option<PlayerId>) -> Result<String, CliError> {
    let (_, game) = GameFile::load(path)?;
    legal_fields(&game, player).map(|v| pretty_fields(&v))
}

/// `legal` as one JSON value (for tests and tools).
#[cfg(test)]
pub fn legal_json(game: &Game, player: Option<PlayerId>) -> Result<Value, CliError> {
    let fields = legal_fields(game, player)?;
    Ok(Value::Object(
        fields
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    ))
}

/// The fields of `legal`'s output, in the order they are printed.
fn legal_fields(
    game: &Game,
    player: Option<PlayerId>,
) -> Result<Vec<(&'static str, Value)>, CliError> {
    let cat = game.catalog();
    let pending = game.pending().players;
    let pend: Vec<Value> = pending
        .iter()
        .map(|(p, d)| {
            let view = game.view(Some(*p));
            json!({
                "player": p,
                "decision": d,
                "text": describe::decision(marrakesh_describe::Lang::En, cat, &view, *p, d),
            })
        })
        .collect();
    let chosen = match player {
        Some(p) => {
            check_seat(game, p)?;
            Some(p)
        }
        None => match pending.as_slice() {
            // Several seats decide at once (setup, the secret selection, the
            // provision reveal): their options are secret, so whose options
            // to list must be said.
            many if simultaneous(game) && game.setup().solo.is_none() && !many.is_empty() => {
                let who: Vec<String> = many
                    .iter()
                    .map(|(p, d)| format!("P{p} ({})", decision_name(d)))
                    .collect();
                return Err(CliError::input(msg!(
                    "tui-error-pending-secret",
                    seats = who.join(", ")
                )));
            }
            one => one.first().map(|(p, _)| *p),
        },
    };
    let mut decision = Value::Null;
    let mut prompt = Value::Null;
    let mut actions = json!([]);
    let mut descriptions = json!([]);
    if let Some(p) = chosen {
        if let Some(d) = game.decision_for(p) {
            let view = game.view(Some(p));
            let legal = game.legal_actions(p);
            decision = json!(d);
            prompt = json!(describe::decision(
                marrakesh_describe::Lang::En,
                cat,
                &view,
                p,
                &d
            ));
            descriptions = json!(legal
                .iter()
                .map(|a| describe::action(marrakesh_describe::Lang::En, cat, &view, p, &d, a))
                .collect::<Vec<_>>());
            actions = json!(legal);
        }
    }
    Ok(vec![
        ("game_over", json!(game.is_over())),
        ("pending", json!(pend)),
        ("player", json!(chosen)),
        ("decision", decision),
        ("prompt", prompt),
        ("actions", actions),
        ("descriptions", descriptions),
    ])
}

/// Whether the pending decisions are taken by several seats at once, each
/// in secret (setup, the secret selection, the provision reveal). In a solo
/// game only seat 0 ever decides, so its options are nobody else's secret.
fn simultaneous(game: &Game) -> bool {
    matches!(
        game.state().phase,
        Phase::Setup | Phase::Selection | Phase::ProvisionReveal
    )
}

/// The decision's name as in the JSON (`select_keshis`).
fn decision_name(d: &Decision) -> String {
    serde_json::to_value(d)
        .ok()
        .and_then(|v| v.get("kind").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_default()
}

/// Parses an action given on the command line.
pub fn parse_action(text: &str) -> Result<Action, CliError> {
    // Strictly: a field the action does not have is refused too.
    Action::from_json(text.trim())
        .map_err(|e| CliError::input(msg!("tui-error-malformed-action", error = e.to_string())))
}

/// `marrakesh apply FILE ACTION [--player K] [--in-place]`. Returns the text
/// for stdout: the new file, or (in place) the events in words.
pub fn apply(
    path: &Path,
    action_text: &str,
    player: Option<PlayerId>,
    in_place: bool,
    lang: Lang,
) -> Result<String, CliError> {
    let (mut file, mut game) = GameFile::load(path)?;
    let action = parse_action(action_text)?;
    if game.is_over() {
        return Err(CliError::input(msg!("tui-error-no-more-actions")));
    }
    let pending = game.pending().players;
    let p = match player {
        Some(p) => {
            check_seat(&game, p)?;
            if let Some(solo) = game.setup().solo.filter(|_| p == PASCHABOT) {
                return Err(CliError::input(msg!(
                    "tui-error-player-is-paschabot",
                    player = p,
                    opponent = match solo.opponent {
                        marrakesh_engine::Opponent::Paschabot =>
                            msg!("component-opponent-paschabot"),
                        marrakesh_engine::Opponent::Lazy => msg!("component-opponent-lazy"),
                    }
                )));
            }
            if !pending.iter().any(|(q, _)| *q == p) {
                let waiting: Vec<String> = pending.iter().map(|(q, _)| q.to_string()).collect();
                return Err(CliError::input(msg!(
                    "tui-error-nothing-to-decide",
                    player = p,
                    waiting = waiting.join(", ")
                )));
            }
            p
        }
        None => match pending.as_slice() {
            [(p, _)] => *p,
            [] => return Err(CliError::input(msg!("tui-error-nobody-decides"))),
            many => {
                let seats: Vec<String> = many.iter().map(|(q, _)| q.to_string()).collect();
                return Err(CliError::input(msg!(
                    "tui-error-say-which-player",
                    players = seats.join(", ")
                )));
            }
        },
    };
    let events = game
        .apply(p, action)
        .map_err(|e| CliError::input(msg!("tui-error-illegal", error = errors::rule(&e))))?;
    file.actions.push((p, action));
    let text = file.to_json();
    if in_place {
        write_atomic(path, &text).map_err(|e| {
            CliError::failure(msg!("tui-error-cannot-write", file = path, error = e))
        })?;
        let mut out = String::new();
        for e in &events {
            out.push_str(&describe::event(lang, &game, e));
            out.push('\n');
        }
        Ok(out)
    } else {
        Ok(text)
    }
}

/// `marrakesh view FILE --player K | --spectator`: the engine's view.
pub fn view(path: &Path, player: Option<PlayerId>) -> Result<String, CliError> {
    let (_, game) = GameFile::load(path)?;
    if let Some(p) = player {
        check_seat(&game, p)?;
    }
    serde_json::to_string_pretty(&game.view(player))
        .map_err(|e| CliError::failure(msg!("tui-error-cannot-encode-view", error = e.to_string())))
}

/// `marrakesh score FILE [--json]`.
pub fn score(path: &Path, as_json: bool, lang: Lang) -> Result<String, CliError> {
    let (_, game) = GameFile::load(path)?;
    if as_json {
        return Ok(pretty_fields(&[
            ("game_over", json!(game.is_over())),
            ("winners", json!(game.winners())),
            ("players", json!(game.scores())),
        ]));
    }
    Ok(score_table(&game, lang))
}

/// The score pads side by side.
pub fn score_table(game: &Game, lang: Lang) -> String {
    let cat = game.catalog();
    let sheets = game.scores();
    let names = names(game);
    // Columns as wide as the longest name ("Paschabot" in a solo game).
    let w = names.iter().map(|n| n.len() + 1).max().unwrap_or(7).max(7);
    let mut out = String::new();
    let title = if game.is_over() {
        lang.get("tui-score-title-final")
    } else {
        let v = game.view(None);
        tr!(
            lang,
            "tui-score-title-so-far",
            season = v.season + 1,
            round = v.round + 1
        )
    };
    out.push_str(&title);
    out.push('\n');
    if let Some(solo) = game.setup().solo {
        out.push_str(&match solo.opponent {
            marrakesh_engine::Opponent::Paschabot => tr!(
                lang,
                "tui-score-solo-paschabot",
                difficulty = describe::difficulty(lang, solo.difficulty).to_string()
            ),
            marrakesh_engine::Opponent::Lazy => {
                let ladder: Vec<String> = cat
                    .paschabot
                    .ladder(game.setup().modules.desert_towns)
                    .iter()
                    .map(|(p, _)| p.to_string())
                    .collect();
                tr!(lang, "tui-score-solo-lazy", ladder = ladder.join("/"))
            }
        });
        out.push('\n');
    }
    let categories: Vec<(marrakesh_engine::ScoreCategory, String)> =
        marrakesh_engine::ScoreCategory::ALL
            .into_iter()
            .filter(|c| {
                sheets
                    .iter()
                    .any(|s| s.categories.iter().any(|(k, _)| k == c))
            })
            .map(|c| (c, describe::category(lang, c).to_string()))
            .collect();
    let (heading, total, steps) = (
        lang.get("tui-score-category"),
        lang.get("tui-score-total"),
        lang.get("tui-score-steps"),
    );
    // The first column as wide as its longest label (German ones are long).
    let l = categories
        .iter()
        .map(|(_, t)| t)
        .chain([&heading, &total, &steps])
        .map(|t| t.chars().count() + 1)
        .max()
        .unwrap_or(22)
        .max(22);
    out.push_str(&format!("{heading:<l$}"));
    for n in &names {
        out.push_str(&format!("{n:>w$}"));
    }
    out.push('\n');
    for (c, label) in &categories {
        out.push_str(&format!("{label:<l$}"));
        for s in &sheets {
            let v = s
                .categories
                .iter()
                .find(|(k, _)| k == c)
                .map(|(_, v)| *v)
                .unwrap_or(0);
            out.push_str(&format!("{v:>w$}"));
        }
        out.push('\n');
    }
    out.push_str(&format!("{total:<l$}"));
    for s in &sheets {
        out.push_str(&format!("{:>w$}", s.total));
    }
    out.push('\n');
    out.push_str(&format!("{steps:<l$}"));
    for s in &sheets {
        out.push_str(&format!(
            "{:>w$}",
            format!("{}/{}", s.palace_step, s.mosque_step)
        ));
    }
    out.push('\n');
    if game.is_over() {
        let classic = game.setup().edition == Edition::Classic;
        let solo = game.setup().solo;
        out.push('\n');
        out.push_str(&lang.get("tui-score-final-scoring"));
        out.push('\n');
        for s in &sheets {
            let Some(f) = &s.final_scoring else { continue };
            if solo.is_some() && s.player == PASCHABOT {
                if solo.is_some_and(|x| x.opponent == marrakesh_engine::Opponent::Lazy) {
                    continue;
                }
                let sectors = s
                    .categories
                    .iter()
                    .find(|(k, _)| *k == marrakesh_engine::ScoreCategory::PaschabotSectors)
                    .map(|(_, v)| *v)
                    .unwrap_or(0);
                let line = tr!(
                    lang,
                    "tui-score-final-paschabot",
                    name = &names[s.player as usize],
                    count = f.complete_sectors,
                    sector_points = f.complete_sector_points,
                    keshi_points = sectors,
                    towns = towns_text(game, f, lang)
                );
                out.push_str(&format!("  {line}\n"));
                continue;
            }
            let oases: Vec<String> = f
                .oases
                .iter()
                .flatten()
                .map(|(o, pts)| {
                    format!(
                        "#{o:02} ({}): {pts}",
                        describe::oasis_effect(lang, cat, *o, classic)
                    )
                })
                .collect();
            let line = tr!(
                lang,
                "tui-score-final-player",
                name = &names[s.player as usize],
                count = f.complete_sectors,
                sector_points = f.complete_sector_points,
                oases = if oases.is_empty() {
                    lang.get("tui-score-none")
                } else {
                    oases.join(", ")
                },
                oasis_points = f.oasis_points,
                resources = f.resources_left,
                resource_points = f.resource_points,
                towns = towns_text(game, f, lang)
            );
            out.push_str(&format!("  {line}\n"));
        }
        if let Some(text) = describe::solo_outcome(lang, game) {
            out.push_str(&format!("\n{text}\n"));
            return out;
        }
        let w: Vec<String> = game
            .winners()
            .iter()
            .map(|p| names[*p as usize].clone())
            .collect();
        let names = w.join(&lang.get("tui-and"));
        let line = if w.len() > 1 {
            tr!(lang, "tui-score-shared-victory", names = names)
        } else {
            tr!(lang, "tui-score-winner", names = names)
        };
        out.push_str(&format!("\n{line}\n"));
    }
    out
}

/// Module 5: "; desert towns #05 (...): 11 -> 11" (nothing without towns).
fn towns_text(game: &Game, f: &marrakesh_engine::FinalScore, lang: Lang) -> String {
    if !game.setup().modules.desert_towns {
        return String::new();
    }
    let towns: Vec<String> = f
        .towns
        .iter()
        .flatten()
        .map(|(t, pts)| {
            format!(
                "{}: {pts}",
                describe::desert_town(lang, game.catalog(), *t, game.setup().edition)
            )
        })
        .collect();
    tr!(
        lang,
        "tui-score-final-towns",
        towns = if towns.is_empty() {
            lang.get("tui-score-none")
        } else {
            towns.join(", ")
        },
        points = f.town_points
    )
}

/// `marrakesh replay FILE [--json]`: every action and what it caused.
pub fn replay(path: &Path, as_json: bool, lang: Lang) -> Result<String, CliError> {
    // JSON is for machines: its texts are the same whatever the language.
    let lang = if as_json { Lang::En } else { lang };
    let what = path.display().to_string();
    let file = GameFile::from_text(&crate::gamefile::read_text(path)?, &what)?;
    let catalog = file
        .catalog()
        .map_err(|e| CliError::input(msg!("tui-error-in-file", file = &what, error = e)))?;
    let mut game = Game::with_catalog(file.setup, catalog.clone()).map_err(|e| {
        CliError::input(msg!(
            "tui-error-file-bad-setup",
            file = &what,
            error = errors::setup(&e)
        ))
    })?;
    let cat: &Catalog = &catalog;
    let names = names(&game);
    let mut text = setup_line(&file.setup, lang);
    text.push('\n');
    // Solo: what the Paschabot's setup did before the first action.
    if let Some(solo) = game.view(None).solo {
        for id in &solo.strategy_tiles {
            let tile = describe::strategy_tile(lang, cat, *id).to_string();
            text.push_str(&format!(
                "      {}\n",
                tr!(lang, "tui-solo-reveals-tile", tile = tile)
            ));
        }
        let on_board: Vec<String> = solo
            .rows
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(s, n)| {
                let sector = describe::sector_title(lang, *s).to_string();
                tr!(lang, "tui-solo-row", count = *n, sector = sector)
            })
            .collect();
        if !on_board.is_empty() {
            text.push_str(&format!(
                "      {}\n",
                tr!(
                    lang,
                    "tui-solo-starts-with-rows",
                    rows = on_board.join(", ")
                )
            ));
        }
    }
    let mut entries = Vec::new();
    for (i, (p, a)) in file.actions.iter().enumerate() {
        let Some(d) = game.decision_for(*p) else {
            return Err(CliError::input(msg!(
                "tui-error-file-nothing-to-decide",
                file = &what,
                index = i,
                player = *p
            )));
        };
        let view = game.view(Some(*p));
        let prompt = describe::decision(lang, cat, &view, *p, &d);
        let act = describe::action(lang, cat, &view, *p, &d, a);
        let events = game.apply(*p, *a).map_err(|e| {
            CliError::input(msg!(
                "tui-error-file-action-not-replayable",
                file = &what,
                index = i,
                error = errors::rule(&e)
            ))
        })?;
        let ev: Vec<String> = events
            .iter()
            .map(|e| describe::event(lang, &game, e))
            .collect();
        if as_json {
            entries.push(json!({
                "index": i, "player": p, "decision": d, "action": a,
                "text": act, "events": events, "event_texts": ev,
            }));
        } else {
            text.push_str(&format!(
                "#{i} {}: {act}   [{prompt}]\n",
                names[*p as usize]
            ));
            for e in ev {
                text.push_str(&format!("      {e}\n"));
            }
        }
    }
    if as_json {
        let v = json!({"setup": file.setup, "actions": entries, "game_over": game.is_over()});
        return serde_json::to_string_pretty(&v).map_err(|e| {
            CliError::failure(msg!(
                "tui-error-cannot-encode-replay",
                error = e.to_string()
            ))
        });
    }
    if !game.is_over() {
        let waiting: Vec<String> = game
            .pending()
            .players
            .iter()
            .map(|(p, d)| {
                let view = game.view(Some(*p));
                format!(
                    "{}: {}",
                    names[*p as usize],
                    describe::decision(lang, cat, &view, *p, d)
                )
            })
            .collect();
        text.push_str(&tr!(
            lang,
            "tui-replay-game-continues",
            waiting = waiting.join("; ")
        ));
        text.push('\n');
    }
    Ok(text)
}

pub fn setup_line(s: &Setup, lang: Lang) -> String {
    let who = match s.solo {
        Some(solo) => match solo.opponent {
            marrakesh_engine::Opponent::Paschabot => tr!(
                lang,
                "tui-setup-solo",
                difficulty = describe::difficulty(lang, solo.difficulty).to_string()
            ),
            marrakesh_engine::Opponent::Lazy => lang.get("tui-setup-solo-lazy"),
        },
        None => tr!(lang, "tui-setup-players", count = s.players),
    };
    let modules = if s.modules.is_none() {
        String::new()
    } else {
        tr!(
            lang,
            "tui-setup-modules",
            modules = crate::modules::describe(lang, &s.modules)
        )
    };
    tr!(
        lang,
        "tui-setup-line",
        who = who,
        edition = match s.edition {
            Edition::Classic => "Classic",
            Edition::Essential => "Essential",
        },
        tower = match s.tower {
            marrakesh_engine::TowerSetting::B1 => "B1".to_string(),
            marrakesh_engine::TowerSetting::B2 => "B2".to_string(),
            marrakesh_engine::TowerSetting::NoTower => lang.get("tui-setup-tower-none"),
            marrakesh_engine::TowerSetting::Custom(_) => lang.get("tui-setup-tower-custom"),
        },
        modules = modules,
        // A text: a seed is a 64-bit number, more than a float holds.
        seed = s.seed.to_string(),
        river = match s.river_tiles {
            Some(t) => format!("{:02} {:02} {:02}", t[0], t[1], t[2]),
            None => lang.get("tui-setup-drawn"),
        },
        start = match (s.solo, s.start_player) {
            (Some(solo), _) => match solo.opponent {
                marrakesh_engine::Opponent::Paschabot => lang.get("tui-setup-start-paschabot"),
                marrakesh_engine::Opponent::Lazy => "P0".to_string(),
            },
            (None, Some(p)) => format!("P{p}"),
            (None, None) => lang.get("tui-setup-drawn"),
        }
    )
}

/// A JSON object with the fields in the given order, top-level arrays
/// written one element per line.
pub fn pretty_fields(fields: &[(&str, Value)]) -> String {
    let mut s = String::from("{\n");
    let n = fields.len();
    for (i, (k, val)) in fields.iter().enumerate() {
        s.push_str(&format!("  {}: ", Value::String(k.to_string())));
        match val {
            Value::Array(items) if !items.is_empty() => {
                s.push_str("[\n");
                for (j, it) in items.iter().enumerate() {
                    s.push_str("    ");
                    s.push_str(&it.to_string());
                    if j + 1 < items.len() {
                        s.push(',');
                    }
                    s.push('\n');
                }
                s.push_str("  ]");
            }
            other => s.push_str(&other.to_string()),
        }
        if i + 1 < n {
            s.push(',');
        }
        s.push('\n');
    }
    s.push_str("}\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str, text: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("marrakesh-script-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p
    }

    #[test]
    fn a_game_can_be_played_through_files() {
        let setup = Setup::new(2, 77);
        let p = temp(
            "play.json",
            &new_game(setup, ChosenCatalog::embedded()).unwrap(),
        );
        for _ in 0..40 {
            // Simultaneous decisions want the seat (`--player`).
            let game = GameFile::load(&p).unwrap().1;
            let first = game.pending().players.first().map(|(p, _)| *p);
            let v = legal_json(&game, first).unwrap();
            let player = v["player"].as_u64().unwrap() as u8;
            let actions = v["actions"].as_array().unwrap();
            assert_eq!(actions.len(), v["descriptions"].as_array().unwrap().len());
            let a = actions.last().unwrap().to_string();
            apply(&p, &a, Some(player), true, Lang::En).unwrap();
        }
        let (f, g) = GameFile::load(&p).unwrap();
        assert_eq!(f.actions.len(), 40);
        assert!(!g.is_over());
        assert!(score(&p, false, Lang::En).unwrap().contains("TOTAL"));
        assert!(replay(&p, false, Lang::En).unwrap().contains("#39"));
        let v: Value = serde_json::from_str(&view(&p, Some(1)).unwrap()).unwrap();
        assert_eq!(v["viewer"], json!(1));
    }

    #[test]
    fn bad_actions_leave_the_file_untouched() {
        let p = temp(
            "bad.json",
            &new_game(Setup::new(3, 5), ChosenCatalog::embedded()).unwrap(),
        );
        let before = std::fs::read_to_string(&p).unwrap();
        // Setup: all three players are pending, so --player is required.
        let e = apply(&p, "{\"action\":\"done\"}", None, true, Lang::En).unwrap_err();
        assert!(e.message.contains("--player"), "{}", e.message);
        let e = apply(&p, "{\"action\":\"done\"}", Some(0), true, Lang::En).unwrap_err();
        assert!(e.message.starts_with("illegal action"), "{}", e.message);
        let e = apply(&p, "{\"action\":", Some(0), true, Lang::En).unwrap_err();
        assert!(e.message.starts_with("malformed action"), "{}", e.message);
        let e = apply(&p, "{\"action\":\"done\"}", Some(9), true, Lang::En).unwrap_err();
        assert!(e.message.contains("no player 9"), "{}", e.message);
        assert!(apply(&p.with_extension("missing"), "{}", None, true, Lang::En).is_err());
        assert_eq!(std::fs::read_to_string(&p).unwrap(), before);
    }

    #[test]
    fn pretty_fields_is_valid_json() {
        let fields = [
            ("z", json!([1, {"b": 2}])),
            ("c", json!([])),
            ("d", json!({"e": [1]})),
        ];
        let s = pretty_fields(&fields);
        assert!(s.find("\"z\"") < s.find("\"c\""), "order kept");
        assert_eq!(
            serde_json::from_str::<Value>(&s).unwrap(),
            json!({"z": [1, {"b": 2}], "c": [], "d": {"e": [1]}})
        );
    }
}
