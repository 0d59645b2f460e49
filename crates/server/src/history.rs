//! What the page shows of the past: log lines filed under their season and
//! round, and each season's points by source. Built from public events
//! only (the engine's `Event` contract), so every audience gets the same.

use marrakesh_engine::{Action, Event, Game, PlayerId, ScoreCategory, Setup};
use serde::Serialize;
use serde_json::{json, Value};

/// One log line, filed under the round it happened in (`None` before the
/// first round: setup).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LogLine {
    pub seq: u64,
    pub text: String,
    /// Season and round, counted from 0 as in the engine.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub season: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round: Option<u8>,
    /// The seat the line is about, when its event names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
    /// The event's name (`keshis_claimed`…), for the page's marks; `None`
    /// for lines that are no event (an undo, a bot's move).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
}

/// Where in the game a line stands: the round of the state it was made
/// in, moved on by the `round_started` events before it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cursor {
    season: Option<u8>,
    round: Option<u8>,
}

impl Cursor {
    /// The round `game` is in (setup until the first round started).
    pub fn of(game: &Game) -> Cursor {
        let s = game.state();
        if matches!(s.phase, marrakesh_engine::Phase::Setup) {
            Cursor {
                season: None,
                round: None,
            }
        } else {
            Cursor {
                season: Some(s.season),
                round: Some(s.round),
            }
        }
    }

    /// One line per event, each filed under its round; `names` are the
    /// seats' names.
    pub fn lines(
        mut self,
        game: &Game,
        names: &[String],
        seq: u64,
        events: &[Event],
    ) -> Vec<LogLine> {
        events
            .iter()
            .map(|e| {
                if let Event::RoundStarted { season, round, .. } = e {
                    self.season = Some(*season);
                    self.round = Some(*round);
                }
                let v = serde_json::to_value(e).unwrap_or(Value::Null);
                LogLine {
                    seq,
                    text: marrakesh_describe::event_named(
                        marrakesh_describe::Lang::En,
                        game,
                        names,
                        e,
                    ),
                    season: self.season,
                    round: self.round,
                    player: v
                        .get("player")
                        .and_then(Value::as_u64)
                        .and_then(|p| PlayerId::try_from(p).ok()),
                    event: v.get("event").and_then(Value::as_str).map(str::to_string),
                }
            })
            .collect()
    }

    /// A line that is no event (an undo).
    pub fn line(self, seq: u64, text: String, player: PlayerId) -> LogLine {
        LogLine {
            seq,
            text,
            season: self.season,
            round: self.round,
            player: Some(player),
            event: None,
        }
    }
}

/// Each finished season's points by source, per player: the `scored`
/// events between its start and its end (`season_ended`). Points after the
/// last season (final scoring) are the score pad's, not a season's.
pub fn season_points<'a>(
    players: usize,
    events: impl IntoIterator<Item = &'a Event>,
) -> Vec<Value> {
    let mut out = Vec::new();
    // (category, points per player) in order of first appearance.
    let mut cur: Vec<(ScoreCategory, Vec<i32>)> = Vec::new();
    let mut open = false;
    for e in events {
        match e {
            Event::SeasonStarted { .. } => {
                cur.clear();
                open = true;
            }
            Event::Scored {
                player,
                points,
                category,
            } if open => {
                let i = match cur.iter().position(|(c, _)| c == category) {
                    Some(i) => i,
                    None => {
                        cur.push((*category, vec![0; players]));
                        cur.len() - 1
                    }
                };
                if let Some(x) = cur[i].1.get_mut(*player as usize) {
                    *x += i32::from(*points);
                }
            }
            Event::SeasonEnded { season } if open => {
                open = false;
                let mut totals = vec![0; players];
                for (_, pts) in &cur {
                    for (t, x) in totals.iter_mut().zip(pts) {
                        *t += x;
                    }
                }
                out.push(json!({
                    "season": season,
                    "points": cur.iter().map(|(c, p)| json!({"category": c, "points": p})).collect::<Vec<_>>(),
                    "totals": totals,
                }));
            }
            _ => {}
        }
    }
    out
}

/// One action of a finished game's record, as the replay plays it.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    pub seat: PlayerId,
    pub action: Action,
    /// Played by a bot (a bot seat or a zombie): "(bot)" in the log.
    pub bot: bool,
}

/// Replay of a finished game at step `at` (after `at` actions; undone
/// actions are not in the record): the spectators' view then, the log up
/// to it, the seasons' points so far and the step where each season
/// started. Everything here is what a spectator saw at that step.
pub fn replay(setup: Setup, names: &[String], moves: &[Move], at: usize) -> Result<Value, String> {
    let at = at.min(moves.len());
    let (mut game, setup_events) = Game::new_with_events(setup).map_err(|e| e.to_string())?;
    let mut log = Cursor::of(&game).lines(&game, names, 0, &setup_events);
    let mut events_so_far = setup_events.clone();
    let mut season_starts: Vec<Value> = setup_events
        .iter()
        .filter_map(|e| match e {
            Event::SeasonStarted { season, .. } => Some(json!({"season": season, "step": 0})),
            _ => None,
        })
        .collect();
    let mut view = (at == 0).then(|| game.view(None));
    let mut last_events = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let step = i + 1;
        let cursor = Cursor::of(&game);
        let events = game
            .apply(m.seat, m.action)
            .map_err(|e| format!("step {step}: {e}"))?;
        for e in &events {
            if let Event::SeasonStarted { season, .. } = e {
                season_starts.push(json!({"season": season, "step": step}));
            }
        }
        if step <= at {
            let mut lines = cursor.lines(&game, names, step as u64, &events);
            if m.bot {
                if let Some(l) = lines.first_mut() {
                    l.text.push_str(" (bot)");
                }
            }
            log.extend(lines);
            events_so_far.extend(events.iter().cloned());
        }
        if step == at {
            view = Some(game.view(None));
            last_events = events;
        }
    }
    Ok(json!({
        "at": at,
        "total": moves.len(),
        "by": at.checked_sub(1).and_then(|i| moves.get(i)).map(|m| m.seat),
        "events": last_events,
        "view": view,
        "log": log,
        "seasons": season_points(game.num_players() as usize, events_so_far.iter()),
        "season_starts": season_starts,
        "names": names,
    }))
}
