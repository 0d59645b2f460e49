//! What the page shows of the past: log lines filed under their season and
//! round, and each season's points by source. Built from public events
//! only (the engine's `Event` contract), so every audience gets the same.

use marrakesh_describe::Lang;
use marrakesh_engine::{Action, Event, Game, PlayerId, ScoreCategory, Setup, View};
use serde::Serialize;
use ts_rs::TS;

/// The seats' names in each language (a bot's name is a text: "Greedy
/// bot", "Gieriger Bot"), indexed by `Lang as usize`.
pub type Names = [Vec<String>; 3];

/// How a line was played: by its seat, by a bot, or by a bot because the
/// seat's time ran out (told after the line, in the reader's language).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mark {
    #[default]
    None,
    Bot,
    TimeLimit,
}

/// One log line, filed under the round it happened in (`None` before the
/// first round: setup). Its text is made at commit time in every language
/// asked for (the live game: all three, since each connection reads its
/// own); a message carries one of them ([`LogLine::to`]).
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    pub seq: u64,
    /// The text by `Lang as usize` (empty for a language not made).
    pub texts: [String; 3],
    pub mark: Mark,
    /// Season and round, counted from 0 as in the engine.
    pub season: Option<u8>,
    pub round: Option<u8>,
    /// The seat the line is about, when its event names one.
    pub player: Option<PlayerId>,
    /// The event's name (`keshis_claimed`…), for the page's marks; `None`
    /// for lines that are no event (an undo, a bot's move).
    pub event: Option<String>,
}

/// A log line as one connection reads it: in its language.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct LineIn {
    pub seq: u64,
    pub text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub season: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub round: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub player: Option<PlayerId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub event: Option<String>,
    /// A heading of the log (a season or a round begins, a season or the
    /// game ends): the terminal writes it `=== … ===` or `--- … ---`, a page
    /// as a heading, without them.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub heading: bool,
}

/// The words of a terminal heading, `=== … ===` (a season, the game's
/// end) or `--- … ---` (a round), else `None`.
pub fn heading(text: &str) -> Option<&str> {
    ["===", "---"].iter().find_map(|m| {
        text.strip_prefix(m)?
            .strip_suffix(m)
            .map(str::trim)
            .filter(|t| !t.is_empty())
    })
}

impl LogLine {
    /// The line in `lang` (its mark told in that language).
    pub fn to(&self, lang: Lang) -> LineIn {
        let raw = &self.texts[lang as usize];
        let head = heading(raw);
        let base = &head.map_or_else(|| raw.clone(), str::to_string);
        let text = match self.mark {
            Mark::None => base.clone(),
            Mark::Bot => marrakesh_describe::tr!(lang, "web-log-bot", line = base.as_str()),
            Mark::TimeLimit => {
                marrakesh_describe::tr!(lang, "web-log-time-limit", line = base.as_str())
            }
        };
        LineIn {
            seq: self.seq,
            text,
            season: self.season,
            round: self.round,
            player: self.player,
            event: self.event.clone(),
            heading: head.is_some(),
        }
    }

    /// The text in `lang`, as [`LogLine::to`] tells it.
    pub fn text(&self, lang: Lang) -> String {
        self.to(lang).text
    }
}

/// Lines in `lang`, for a message.
pub fn lines_in<'a>(lines: impl IntoIterator<Item = &'a LogLine>, lang: Lang) -> Vec<LineIn> {
    lines.into_iter().map(|l| l.to(lang)).collect()
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

    /// One line per event, each filed under its round, told in each of
    /// `langs`; `names` are the seats' names.
    pub fn lines(
        mut self,
        game: &Game,
        names: &Names,
        langs: &[Lang],
        seq: u64,
        events: &[Event],
    ) -> Vec<LogLine> {
        let rounds = game.catalog().rules.rounds_per_season.value;
        events
            .iter()
            .map(|e| {
                if let Event::RoundStarted { season, round, .. } = e {
                    self.season = Some(*season);
                    self.round = Some(*round);
                }
                let line = self.line_of(game, names, langs, seq, e);
                // The lines after a season's last round belong to its
                // scoring (round = rounds per season), whether or not the
                // action that ended the round was taken in it.
                if let Event::RoundEnded { season, round } = e {
                    if round.saturating_add(1) >= rounds {
                        self.season = Some(*season);
                        self.round = Some(rounds);
                    }
                }
                line
            })
            .collect()
    }

    /// The line of one event, filed where the cursor stands.
    fn line_of(&self, game: &Game, names: &Names, langs: &[Lang], seq: u64, e: &Event) -> LogLine {
        let v = serde_json::to_value(e).unwrap_or(serde_json::Value::Null);
        let mut texts: [String; 3] = Default::default();
        for &l in langs {
            texts[l as usize] = marrakesh_describe::event_named(l, game, &names[l as usize], e);
        }
        let player = v
            .get("player")
            .and_then(serde_json::Value::as_u64)
            .and_then(|p| PlayerId::try_from(p).ok());
        let event = v
            .get("event")
            .and_then(serde_json::Value::as_str)
            .map(str::to_string);
        self.filed(seq, texts, player, event)
    }

    /// A line that is no event (an undo), in each language.
    pub fn line(self, seq: u64, texts: [String; 3], player: PlayerId) -> LogLine {
        self.filed(seq, texts, Some(player), None)
    }

    /// A line filed where the cursor stands.
    fn filed(
        self,
        seq: u64,
        texts: [String; 3],
        player: Option<PlayerId>,
        event: Option<String>,
    ) -> LogLine {
        LogLine {
            seq,
            texts,
            mark: Mark::None,
            season: self.season,
            round: self.round,
            player,
            event,
        }
    }
}

/// One finished season's points: by source, per player, and in all.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct SeasonPoints {
    pub season: u8,
    pub points: Vec<CategoryPoints>,
    pub totals: Vec<i32>,
}

/// A season's points of one source, per player.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct CategoryPoints {
    #[ts(type = "string")]
    pub category: ScoreCategory,
    pub points: Vec<i32>,
}

/// Each finished season's points by source, per player: the `scored`
/// events between its start and its end (`season_ended`). Points after the
/// last season (final scoring) are the score pad's, not a season's.
pub fn season_points<'a>(
    players: usize,
    events: impl IntoIterator<Item = &'a Event>,
) -> Vec<SeasonPoints> {
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
                out.push(SeasonPoints {
                    season: *season,
                    points: cur
                        .iter()
                        .map(|(c, p)| CategoryPoints {
                            category: *c,
                            points: p.clone(),
                        })
                        .collect(),
                    totals,
                });
            }
            _ => {}
        }
    }
    out
}

/// `GET /api/games/ID/replay?at=N`: a finished game at step `at`, as a
/// spectator saw it then.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Replay {
    pub at: usize,
    /// Steps in the game.
    pub total: usize,
    /// The seat whose action step `at` was (`null` at 0).
    pub by: Option<PlayerId>,
    /// What step `at` caused.
    #[ts(type = "GameEvent[]")]
    pub events: Vec<Event>,
    #[ts(type = "View | null")]
    pub view: Option<View>,
    pub log: Vec<LineIn>,
    pub seasons: Vec<SeasonPoints>,
    pub season_starts: Vec<SeasonStart>,
    pub names: Vec<String>,
}

/// The step at which a season started.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, TS)]
pub struct SeasonStart {
    pub season: u8,
    pub step: usize,
}

/// One action of a finished game's record, as the replay plays it.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    pub seat: PlayerId,
    pub action: Action,
    /// Played by a bot whose seat name does not say so (a zombie):
    /// "(bot)" in the log.
    pub bot: bool,
}

/// Replay of a finished game at step `at` (after `at` actions; undone
/// actions are not in the record): the spectators' view then, the log up
/// to it, the seasons' points so far and the step where each season
/// started. Everything here is what a spectator saw at that step, told in
/// `lang`.
pub fn replay(
    setup: Setup,
    names: &Names,
    moves: &[Move],
    at: usize,
    lang: Lang,
) -> Result<Replay, String> {
    let at = at.min(moves.len());
    let (mut game, setup_events) = Game::new_with_events(setup).map_err(|e| e.to_string())?;
    let langs = [lang];
    let mut log = Cursor::of(&game).lines(&game, names, &langs, 0, &setup_events);
    let mut events_so_far = setup_events.clone();
    let mut season_starts: Vec<SeasonStart> = setup_events
        .iter()
        .filter_map(|e| match e {
            Event::SeasonStarted { season, .. } => Some(SeasonStart {
                season: *season,
                step: 0,
            }),
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
                season_starts.push(SeasonStart {
                    season: *season,
                    step,
                });
            }
        }
        if step <= at {
            let mut lines = cursor.lines(&game, names, &langs, step as u64, &events);
            if m.bot {
                if let Some(l) = lines.first_mut() {
                    l.mark = Mark::Bot;
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
    Ok(Replay {
        at,
        total: moves.len(),
        by: at.checked_sub(1).and_then(|i| moves.get(i)).map(|m| m.seat),
        events: last_events,
        view,
        log: lines_in(&log, lang),
        seasons: season_points(game.num_players() as usize, events_so_far.iter()),
        season_starts,
        names: names[lang as usize].clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::Setup;

    /// Every line of a whole game, filed as the live table files them.
    fn whole_game(seed: u64) -> Vec<LogLine> {
        let names: Names = Default::default();
        let names = names.map(|_| vec!["A".to_string(), "B".to_string()]);
        let (mut game, setup_events) = Game::new_with_events(Setup::new(2, seed)).unwrap();
        let mut log = Cursor::of(&game).lines(&game, &names, &[Lang::En], 0, &setup_events);
        let mut seq = 0;
        while !game.is_over() {
            let (p, _) = game.pending().players[0];
            let legal = game.legal_actions(p);
            let a = legal[(seq as usize * 7919 + seed as usize) % legal.len()];
            let cursor = Cursor::of(&game);
            let events = game.apply(p, a).unwrap();
            seq += 1;
            log.extend(cursor.lines(&game, &names, &[Lang::En], seq, &events));
        }
        log
    }

    /// A season's scoring is filed under its own heading (round 4 of 4)
    /// even when the action that ended the last round also scored the
    /// season: the page's "Season 2, season scoring" was missing whenever
    /// no decision fell inside the scoring.
    #[test]
    fn season_scoring_lines_are_filed_under_the_scoring() {
        for seed in 1..=6 {
            let log = whole_game(seed);
            let ended: Vec<_> = log
                .iter()
                .filter(|l| l.event.as_deref() == Some("season_ended"))
                .map(|l| (l.season, l.round))
                .collect();
            assert_eq!(
                ended,
                [(Some(0), Some(4)), (Some(1), Some(4)), (Some(2), Some(4))],
                "seed {seed}"
            );
            // A round's own end stays in that round.
            for l in log
                .iter()
                .filter(|l| l.event.as_deref() == Some("round_ended"))
            {
                assert!(l.round < Some(4), "seed {seed}: {:?}", l.round);
            }
            // Nothing between a season's last round end and the next season's start is filed under a round.
            let mut scoring = false;
            for l in &log {
                match l.event.as_deref() {
                    Some("round_ended") if l.round == Some(3) => scoring = true,
                    Some("season_started") | Some("round_started") => scoring = false,
                    _ if scoring => assert_eq!(l.round, Some(4), "seed {seed}: {:?}", l.event),
                    _ => {}
                }
            }
        }
    }
}
