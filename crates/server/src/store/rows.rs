//! Typed columns: what a seat was made as and a game's options, read from
//! their stored text once, at the store's boundary.

use super::error::StoreError;
use marrakesh_bots::Controller;
use marrakesh_engine::{Action, Edition, Modules, PlayerId, RiverTileId, Solo, TowerSetting};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// A game's status in storage.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Running,
    Over,
    /// No human move for the configured time: kept, not loaded at startup,
    /// not listed in the lobby (it wakes up when touched).
    Archived,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::Over => "over",
            Status::Archived => "archived",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        match s {
            "running" => Some(Status::Running),
            "over" => Some(Status::Over),
            "archived" => Some(Status::Archived),
            _ => None,
        }
    }
}

/// What a seat was made as (stored as `human`, a bot's family such as
/// `greedy` or `ismcts`, or `paschabot`); who plays it now is its
/// [`Controller`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatKind {
    Human,
    /// A bot's seat, by its family's name.
    Bot(&'static str),
    Paschabot,
}

impl SeatKind {
    /// The kind of a seat made for `c`.
    pub fn of(c: Controller) -> SeatKind {
        match c {
            Controller::Human => SeatKind::Human,
            Controller::Bot(b) => SeatKind::Bot(b.name()),
            Controller::Paschabot => SeatKind::Paschabot,
        }
    }

    /// As stored.
    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot(family) => family,
            SeatKind::Paschabot => "paschabot",
        }
    }
}

impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SeatKind {
    type Err = String;

    fn from_str(s: &str) -> Result<SeatKind, String> {
        Controller::parse(s).map(SeatKind::of)
    }
}

/// Reads a stored seat's kind and controller (`game`, `seat`: named in the
/// error).
pub(crate) fn seat_columns(
    game: &str,
    seat: u8,
    kind: &str,
    controller: &str,
) -> Result<(SeatKind, Controller), StoreError> {
    let bad = |e: String| StoreError::Io(format!("game {game}, seat {seat}: {e}"));
    Ok((
        kind.parse().map_err(bad)?,
        Controller::parse(controller).map_err(bad)?,
    ))
}

/// What a log row records (its seat is the row's): stored as
/// `{"act":<action>}` (with `"bot":true` for a bot's move and
/// `"limit":true` when a bot chose because the time ran out) or
/// `{"undo":k}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogEntry {
    Act {
        action: Action,
        bot: bool,
        /// A bot chose because the seat's time for the decision ran out.
        limit: bool,
    },
    Undo {
        count: usize,
    },
}

impl LogEntry {
    /// As stored.
    pub fn to_json(&self) -> String {
        /// The stored form; `bot` and `limit` only when true, the action's
        /// keys in a JSON map's order (as it has always been written).
        #[derive(Serialize)]
        struct Written {
            #[serde(skip_serializing_if = "Option::is_none")]
            act: Option<Value>,
            #[serde(skip_serializing_if = "std::ops::Not::not")]
            bot: bool,
            #[serde(skip_serializing_if = "std::ops::Not::not")]
            limit: bool,
            #[serde(skip_serializing_if = "Option::is_none")]
            undo: Option<usize>,
        }
        let written = match *self {
            LogEntry::Act { action, bot, limit } => Written {
                act: serde_json::to_value(action).ok(),
                bot,
                // A bot's move only: a person's never ran out of time.
                limit: bot && limit,
                undo: None,
            },
            LogEntry::Undo { count } => Written {
                act: None,
                bot: false,
                limit: false,
                undo: Some(count),
            },
        };
        serde_json::to_string(&written).unwrap_or_default()
    }

    /// From its stored text (the action read strictly, as the engine
    /// reads a client's).
    pub fn parse(text: &str) -> Result<LogEntry, String> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Stored {
            act: Option<Value>,
            #[serde(default)]
            bot: bool,
            #[serde(default)]
            limit: bool,
            undo: Option<usize>,
        }
        let s: Stored = serde_json::from_str(text).map_err(|e| e.to_string())?;
        match (s.act, s.undo) {
            (Some(a), None) => Ok(LogEntry::Act {
                action: Action::from_json(&a.to_string()).map_err(|e| e.to_string())?,
                bot: s.bot,
                limit: s.limit,
            }),
            (None, Some(count)) => Ok(LogEntry::Undo { count }),
            _ => Err("neither an action nor an undo".into()),
        }
    }
}

/// Reads a stored log row's entry (`game`, `seq`: named in the error).
pub(crate) fn log_entry(game: &str, seq: u64, text: &str) -> Result<LogEntry, StoreError> {
    LogEntry::parse(text).map_err(|e| StoreError::Io(format!("game {game}, log entry {seq}: {e}")))
}

/// The public options a game was created with: its setup without the
/// seed, the seats as asked for, and the time per decision. Stored as
/// JSON; shown in the summary and the lobby. The fields in alphabetical
/// order, as the JSON has always been written ([`GameOptions::to_json`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameOptions {
    pub edition: Edition,
    pub modules: Modules,
    pub players: u8,
    pub river_tiles: Option<[RiverTileId; 3]>,
    /// The seats as asked for (`human`, `greedy`, `ismcts:100`).
    #[serde(with = "controllers")]
    pub seats: Vec<Controller>,
    /// The game was made from a seed the creator gave.
    pub seeded: bool,
    pub solo: Option<Solo>,
    pub start_player: Option<PlayerId>,
    pub tower: TowerSetting,
    /// The time a person has for each decision (`None`: no limit).
    pub turn_limit_s: Option<u32>,
}

impl GameOptions {
    /// The time a person has for each decision.
    pub fn turn_limit(&self) -> Option<Duration> {
        self.turn_limit_s.map(|s| Duration::from_secs(s.into()))
    }

    /// As stored: the keys of every object in alphabetical order (a
    /// JSON map's), as the options have always been written.
    pub fn to_json(&self) -> String {
        serde_json::to_value(self).map_or_else(|_| "{}".into(), |v| v.to_string())
    }

    /// From its stored text; options that do not read (written by
    /// another version) are logged and shown as none, the game still plays.
    pub fn parse(game: &str, text: &str) -> GameOptions {
        serde_json::from_str(text).unwrap_or_else(|e| {
            tracing::warn!(game, "the game's options do not read: {e}");
            GameOptions::default()
        })
    }
}

/// Seats as their specs (`ismcts:100`).
mod controllers {
    use marrakesh_bots::Controller;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(seats: &[Controller], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(seats.iter().map(|c| c.spec()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Controller>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|s| Controller::parse(s).map_err(serde::de::Error::custom))
            .collect()
    }
}

/// A ticket in the queue, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueueEntry {
    pub ticket_sha256: String,
    /// SHA-256 of the seat token the ticket's holder gets (`crate::quick_play::seat_token`).
    pub token_sha256: String,
    /// The options it waits for (see `crate::quick_play::Join::pool`).
    pub pool: String,
    /// The options as asked (JSON of `crate::quick_play::Join`): a match creates its game
    /// from them.
    pub options: String,
    pub players: u8,
    /// The signed-in account that waits (`None`: a guest): pairing reads
    /// its rating ([`pair_by_rating`]).
    pub account: Option<i64>,
    /// Unix ms: when it joined (also its first poll).
    pub at: i64,
}

/// Where a ticket stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueueState {
    /// Still waiting: `position` counts from 1 in order of joining among
    /// the `queued` tickets of its pool.
    Waiting {
        position: u32,
        queued: u32,
        players: u8,
        /// The options it joined with (JSON of `crate::quick_play::Join`).
        options: String,
    },
    /// In game `game`, seat `seat`; `account`: the account that joined.
    Found {
        game: String,
        seat: u8,
        account: Option<i64>,
    },
}

/// The queue's `account` column (an account's id in decimal; `NULL`: a
/// guest).
pub fn queue_account(column: Option<&str>) -> Option<i64> {
    column.and_then(|a| a.parse().ok())
}

/// Waiting tickets a match looks at, oldest first.
pub const PAIRING_SCAN: i64 = 64;

/// How far apart (Weng-Lin means) two players may be paired at once…
pub const PAIRING_NEAR: f64 = 4.0;
/// …and how much farther for each second the older has waited: after a
/// minute anybody is paired with anybody (a new player's mean is 25, its
/// uncertainty 8.3).
pub const PAIRING_WIDENS_PER_S: f64 = 0.5;

/// A waiting ticket as pairing sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Waiting {
    /// Its account's Weng-Lin mean (`None`: a guest, or not yet rated).
    pub rating: Option<f64>,
    /// Unix ms: when it joined.
    pub joined: i64,
}

/// What pairing needs besides the tickets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pairing {
    /// Unix ms.
    pub now: i64,
    /// The mean of a player not rated (a new player's).
    pub unrated: f64,
}

/// Quick play's pairing (issue 44: "pairing by rating when it can"): the
/// oldest ticket (in order of joining) that has `want - 1` others within
/// its window, with the nearest of them (the older first among equally
/// near). A ticket's window is [`PAIRING_NEAR`] wide at once and widens by
/// [`PAIRING_WIDENS_PER_S`] for each second it has waited, so players of
/// one strength meet at once and nobody waits for ever. The indices
/// chosen in order of joining; `None` while no ticket can be paired.
pub fn pair_by_rating(waiting: &[Waiting], want: usize, p: Pairing) -> Option<Vec<usize>> {
    if want == 0 || waiting.len() < want {
        return None;
    }
    let of = |i: usize| waiting[i].rating.unwrap_or(p.unrated);
    for anchor in 0..waiting.len() {
        let waited_s = (p.now - waiting[anchor].joined).max(0) as f64 / 1000.0;
        let window = PAIRING_NEAR + PAIRING_WIDENS_PER_S * waited_s;
        let dist = |j: usize| (of(j) - of(anchor)).abs();
        let mut near: Vec<usize> = (0..waiting.len())
            .filter(|&j| j != anchor && dist(j) <= window)
            .collect();
        if near.len() + 1 < want {
            continue;
        }
        near.sort_by(|&a, &b| dist(a).total_cmp(&dist(b)).then(a.cmp(&b)));
        let mut chosen: Vec<usize> = std::iter::once(anchor)
            .chain(near.into_iter().take(want - 1))
            .collect();
        chosen.sort_unstable();
        return Some(chosen);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairing_by_rating_widens_with_waiting() {
        let p = Pairing {
            now: 0,
            unrated: 25.0,
        };
        let w = |rating: Option<f64>, joined: i64| Waiting { rating, joined };
        // Too few.
        assert_eq!(pair_by_rating(&[w(Some(25.0), 0)], 2, p), None);
        // Nobody rated (guests, new players): in order of joining.
        assert_eq!(pair_by_rating(&[w(None, 0); 5], 3, p), Some(vec![0, 1, 2]));
        // A strong player (40) just joined waits; two new players meet.
        let q = [w(Some(40.0), 0), w(None, 0), w(Some(26.0), 0)];
        assert_eq!(pair_by_rating(&q, 2, p), Some(vec![1, 2]));
        assert_eq!(pair_by_rating(&q, 3, p), None);
        // After 30 s its window is 4 + 15 = 19 wide: the nearest (26) first.
        let later = Pairing { now: 30_000, ..p };
        assert_eq!(pair_by_rating(&q, 2, later), Some(vec![0, 2]));
        assert_eq!(pair_by_rating(&q, 3, later), Some(vec![0, 1, 2]));
        // Equally near: the older first.
        let tie = [w(Some(25.0), 0), w(Some(27.0), 0), w(Some(23.0), 0)];
        assert_eq!(pair_by_rating(&tie, 2, p), Some(vec![0, 1]));
        // Within the window, the nearest rather than the oldest.
        let near = [w(Some(25.0), 0), w(Some(28.0), 0), w(Some(25.5), 0)];
        assert_eq!(pair_by_rating(&near, 2, p), Some(vec![0, 2]));
    }
    use marrakesh_bots::BotKind;

    #[test]
    fn a_seat_kind_reads_back_as_written() {
        for c in [
            Controller::Human,
            Controller::Paschabot,
            Controller::Bot(BotKind::Greedy),
            Controller::Bot(BotKind::STRONG),
        ] {
            let k = SeatKind::of(c);
            assert_eq!(k.to_string().parse::<SeatKind>(), Ok(k));
        }
        assert!("robot".parse::<SeatKind>().is_err());
    }

    #[test]
    fn a_log_entry_reads_back_as_written() {
        for e in [
            LogEntry::Act {
                action: Action::Done,
                bot: false,
                limit: false,
            },
            LogEntry::Act {
                action: Action::Done,
                bot: true,
                limit: false,
            },
            LogEntry::Act {
                action: Action::Done,
                bot: true,
                limit: true,
            },
            LogEntry::Undo { count: 2 },
        ] {
            assert_eq!(LogEntry::parse(&e.to_json()), Ok(e));
        }
        assert_eq!(
            LogEntry::Undo { count: 1 }.to_json(),
            r#"{"undo":1}"#,
            "the stored form"
        );
        let action =
            Action::from_json(r#"{"action":"place_assistant","sector":"medina"}"#).unwrap();
        let act = |bot, limit| LogEntry::Act { action, bot, limit }.to_json();
        assert_eq!(
            act(true, true),
            r#"{"act":{"action":"place_assistant","sector":"medina"},"bot":true,"limit":true}"#
        );
        assert_eq!(
            act(false, true),
            r#"{"act":{"action":"place_assistant","sector":"medina"}}"#,
            "only a bot's move runs out of time"
        );
        for bad in [
            r#"{"act":1}"#,
            r#"{"undo":1,"act":{"action":"done"}}"#,
            "{}",
            "x",
        ] {
            assert!(LogEntry::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn options_read_back_as_written_with_their_keys_in_order() {
        let text = r#"{"edition":"classic","modules":{"desert_towns":false,"exchange_offices":null,"imam_sultan":false,"spectators":false,"staircase_tiles":null},"players":2,"river_tiles":null,"seats":["human","ismcts:100"],"seeded":true,"solo":null,"start_player":null,"tower":"b1","turn_limit_s":60}"#;
        let o = GameOptions::parse("g", text);
        assert_eq!(o.turn_limit(), Some(Duration::from_secs(60)));
        assert_eq!(o.seats[0], Controller::Human);
        assert_eq!(GameOptions::parse("g", &o.to_json()), o);
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(text)
                .unwrap()
                .to_string(),
            o.to_json(),
            "written as before: keys in a JSON map's order"
        );
        assert_eq!(GameOptions::parse("g", "not json"), GameOptions::default());
    }
}
