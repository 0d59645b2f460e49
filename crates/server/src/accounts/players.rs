//! A player's page (`GET /api/players/NAME`): the account's finished
//! games with links to their replays, its win rate, and its scores by
//! number of players (solo games by their opponent). A finished game never
//! changes, so each one's result is read once from its summary and kept.

use super::store::{Answer, HeldSeat, Op};
use super::{refuse, Accounts};
use crate::actor::Cmd;
use axum::extract::{Path, State};
use axum::response::Response;
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

/// Finished games' results kept at most.
const KEPT: usize = 10_000;

/// One finished game as a player's page shows it.
#[derive(Clone, Debug)]
struct Finished {
    players: u64,
    /// `paschabot` or `lazy` for a solo game.
    solo: Option<String>,
    /// The final score of each seat.
    scores: Vec<i64>,
    winners: Vec<u64>,
}

/// The results read so far, by game.
#[derive(Default)]
pub struct Results(Mutex<HashMap<String, Finished>>);

impl Results {
    fn get(&self, id: &str) -> Option<Finished> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .cloned()
    }

    fn put(&self, id: &str, r: Finished) {
        let mut m = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if m.len() >= KEPT {
            m.clear();
        }
        m.insert(id.to_string(), r);
    }
}

/// A finished game's result from its public summary.
fn result_of(summary: &Value) -> Option<Finished> {
    let scores = summary["scores"]
        .as_array()?
        .iter()
        .map(|s| s["total"].as_i64().unwrap_or(0))
        .collect();
    let solo = &summary["options"]["solo"];
    let solo = match solo {
        Value::Null => None,
        Value::String(s) => Some(s.clone()),
        v => Some(v["opponent"].as_str().unwrap_or("paschabot").to_string()),
    };
    Some(Finished {
        players: summary["players"].as_u64()?,
        solo,
        scores,
        winners: summary["winners"]
            .as_array()?
            .iter()
            .filter_map(Value::as_u64)
            .collect(),
    })
}

async fn result(a: &Accounts, g: &HeldSeat) -> Option<Finished> {
    if let Some(r) = a.results.get(&g.game) {
        return Some(r);
    }
    let summary = a
        .shared
        .call(&g.game, |reply| Cmd::Summary { reply })
        .await
        .ok()?;
    let r = result_of(&serde_json::to_value(&summary).ok()?)?;
    a.results.put(&g.game, r.clone());
    Some(r)
}

/// `GET /api/players/NAME`: `{"name", "rating", "played", "won", "win_rate",
/// "by_players": {"2": {"played","won","mean_score","best"}, "solo-paschabot": …},
/// "games": [{"game","seat","players","solo","score","won","created_at","replay"}]}`.
pub async fn page(State(a): State<Arc<Accounts>>, Path(name): Path<String>) -> Response {
    let account = match a
        .ask(Op::ByName {
            name_key: super::name_key(&name),
        })
        .await
    {
        Ok(Answer::Account(Some(acc))) => acc,
        Ok(_) => return refuse(404, "not_found", "no player has this name"),
        Err(r) => return r,
    };
    let finished = match a
        .ask(Op::Finished {
            account: account.id,
        })
        .await
    {
        Ok(Answer::Games(g)) => g,
        Ok(_) => Vec::new(),
        Err(r) => return r,
    };
    let mut games = Vec::new();
    // By number of players, or a solo game's opponent: (played, won,
    // scores).
    let mut by: BTreeMap<String, (u64, u64, Vec<i64>)> = BTreeMap::new();
    for g in &finished {
        let Some(r) = result(&a, g).await else {
            continue;
        };
        let score = r.scores.get(usize::from(g.seat)).copied().unwrap_or(0);
        let won = r.winners.contains(&u64::from(g.seat));
        let key = match &r.solo {
            Some(o) => format!("solo-{o}"),
            None => r.players.to_string(),
        };
        let e = by.entry(key).or_default();
        e.0 += 1;
        e.1 += u64::from(won);
        e.2.push(score);
        games.push(json!({
            "game": g.game,
            "seat": g.seat,
            "players": r.players,
            "solo": r.solo,
            "score": score,
            "won": won,
            "created_at": g.created_at,
            "replay": format!("/g/{}/replay", g.game),
        }));
    }
    let rating = match crate::ratings::of(&a.shared, account.id).await {
        Ok(r) => r,
        Err(e) => return super::api_error(e),
    };
    let played: u64 = by.values().map(|e| e.0).sum();
    let won: u64 = by.values().map(|e| e.1).sum();
    let rate = |won: u64, played: u64| {
        if played == 0 {
            Value::Null
        } else {
            json!(won as f64 / played as f64)
        }
    };
    super::json(
        200,
        json!({
            "name": account.name,
            "rating": rating,
            "played": played,
            "won": won,
            "win_rate": rate(won, played),
            "by_players": by.iter().map(|(k, (p, w, s))| (k.clone(), json!({
                "played": p,
                "won": w,
                "win_rate": rate(*w, *p),
                "mean_score": s.iter().sum::<i64>() as f64 / s.len().max(1) as f64,
                "best": s.iter().max(),
            }))).collect::<serde_json::Map<_, _>>(),
            "games": games,
        }),
    )
}
