//! A player's page (`GET /api/players/NAME`): the account's finished
//! games with links to their replays, its win rate, and its scores by
//! number of players (solo games by their opponent). A finished game never
//! changes, so each one's result is read once from its summary and kept.

use super::store::{Answer, HeldSeat, Op};
use super::Accounts;
use crate::actor::Cmd;
use crate::answers::{PlayedGame, Player, PlayerRecord, Summary};
use crate::protocol::{ApiError, Code};
use axum::extract::{Path, State};
use axum::Json;
use serde_json::Value;
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

/// A finished game's result from its public summary (`None` while it
/// runs).
fn result_of(summary: &Summary) -> Option<Finished> {
    let scores = summary
        .scores
        .as_ref()?
        .iter()
        .map(|s| i64::from(s.total))
        .collect();
    let solo = match &summary.options["solo"] {
        Value::Null => None,
        Value::String(s) => Some(s.clone()),
        v => Some(v["opponent"].as_str().unwrap_or("paschabot").to_string()),
    };
    Some(Finished {
        players: summary.players as u64,
        solo,
        scores,
        winners: summary.winners.iter().map(|&w| u64::from(w)).collect(),
    })
}

async fn result(a: &Accounts, g: &HeldSeat) -> Option<Finished> {
    if let Some(r) = a.results.get(&g.game) {
        return Some(r);
    }
    let summary = a
        .shared
        .call(&g.game, |reply| Cmd::Summary {
            lang: marrakesh_describe::Lang::En,
            reply,
        })
        .await
        .ok()?;
    let r = result_of(&summary)?;
    a.results.put(&g.game, r.clone());
    Some(r)
}

/// `GET /api/players/NAME`: `{"name", "rating", "played", "won", "win_rate",
/// "by_players": {"2": {"played","won","mean_score","best"}, "solo-paschabot": …},
/// "games": [{"game","seat","players","solo","score","won","created_at","replay"}]}`.
pub async fn page(
    State(a): State<Arc<Accounts>>,
    Path(name): Path<String>,
) -> Result<Json<Player>, ApiError> {
    let Answer::Account(Some(account)) = a
        .ask(Op::ByName {
            name_key: super::name_key(&name),
        })
        .await?
    else {
        return Err(ApiError::new(Code::NotFound, "no player has this name"));
    };
    let finished = match a
        .ask(Op::Finished {
            account: account.id,
            today: crate::daily::day::Day::of(a.shared.config.clock.unix_ms()).0,
        })
        .await?
    {
        Answer::Games(g) => g,
        _ => Vec::new(),
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
        games.push(PlayedGame {
            game: g.game.clone(),
            seat: g.seat,
            players: r.players,
            solo: r.solo,
            score,
            won,
            created_at: g.created_at,
            replay: format!("/g/{}/replay", g.game),
        });
    }
    let rating = crate::ratings::of(&a.shared, account.id).await?;
    let played: u64 = by.values().map(|e| e.0).sum();
    let won: u64 = by.values().map(|e| e.1).sum();
    let rate = |won: u64, played: u64| (played > 0).then(|| won as f64 / played as f64);
    Ok(Json(Player {
        name: account.name,
        rating,
        played,
        won,
        win_rate: rate(won, played),
        by_players: by
            .into_iter()
            .map(|(k, (p, w, s))| {
                let record = PlayerRecord {
                    played: p,
                    won: w,
                    win_rate: rate(w, p),
                    mean_score: s.iter().sum::<i64>() as f64 / s.len().max(1) as f64,
                    best: s.iter().max().copied(),
                };
                (k, record)
            })
            .collect(),
        games,
    }))
}
