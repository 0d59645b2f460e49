//! The HTTP API's JSON answers, one type each (docs/server.md, "HTTP
//! API"); the WebSocket's frames are [`crate::protocol::ServerMsg`], a
//! replay [`crate::history::Replay`]. Engine types travel as the engine
//! serializes them (their TypeScript names are declared by hand beside
//! the generated declarations, typescript.rs).

use marrakesh_engine::{Action, Decision, PlayerId, ScoreSheet, Setup, View};
use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

/// `GET /healthz`, `GET /readyz`.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Health {
    pub status: HealthStatus,
    /// Why not ready.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub message: Option<&'static str>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum HealthStatus {
    /// The process answers (`/healthz`).
    Ok,
    Ready,
    NotReady,
    Stopping,
}

/// `POST /api/games`: the new game, a link per seat and the spectators'.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Created {
    pub game: String,
    pub seats: Vec<SeatLink>,
    pub spectator_key: String,
    pub spectator_url: String,
}

/// A seat's token and invite link (`POST /api/games`, `…/join`).
#[derive(Clone, Debug, Serialize, TS)]
pub struct SeatLink {
    pub seat: PlayerId,
    pub token: String,
    pub url: String,
}

/// `GET /api/games?open=true`: the public games with a free seat, newest
/// first.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Lobby {
    pub games: Vec<crate::store::OpenGame>,
}

/// `GET /api/games/ID`: the public summary.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Summary {
    pub game: String,
    /// `running`, `over` or `archived`.
    pub status: &'static str,
    pub seq: u64,
    pub players: usize,
    /// The options it was created with, as stored.
    #[ts(type = "Json")]
    pub options: serde_json::Value,
    pub public: bool,
    pub seats: Vec<SeatSummary>,
    pub spectators: usize,
    pub seed_sha256: String,
    /// Once the game is over.
    #[ts(type = "Setup | null")]
    pub setup: Option<Setup>,
    /// Once the game is over.
    #[ts(type = "Json[] | null")]
    pub scores: Option<Vec<ScoreSheet>>,
    pub winners: Vec<PlayerId>,
}

/// One seat in [`Summary`].
#[derive(Clone, Debug, Serialize, TS)]
pub struct SeatSummary {
    pub seat: usize,
    pub name: String,
    /// `human`, a bot's name, or `paschabot`.
    pub kind: String,
    /// `human`, or the bot playing it now.
    pub controller: String,
    pub claimed: bool,
    pub online: bool,
    pub pending: bool,
    /// Seconds pending with nobody connected.
    pub away_s: Option<u64>,
    /// Seconds until a bot takes the seat over.
    pub zombie_in_s: Option<u64>,
}

/// `GET /api/games/ID/record`: a finished game's setup (with its seed) and
/// actions, as `marrakesh` replays them.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(rename = "GameRecord")]
pub struct Record {
    #[ts(type = "Setup")]
    pub setup: Setup,
    #[ts(type = "Array<[number, Action]>")]
    pub actions: Vec<(PlayerId, Action)>,
}

/// `GET /api/games/ID/view`: the credential's view, with the seq.
#[derive(Clone, Debug, Serialize, TS)]
pub struct SeatView {
    pub seq: u64,
    #[serde(flatten)]
    #[ts(skip)]
    pub view: View,
}

/// `GET /api/games/ID/legal`: like `marrakesh legal` for the seat, with
/// `seq` and `undo`.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct Legal {
    pub seq: u64,
    pub game_over: bool,
    pub pending: Vec<PendingSeat>,
    pub player: PlayerId,
    #[ts(type = "Decision | null")]
    pub decision: Option<Decision>,
    pub prompt: Option<String>,
    #[ts(type = "Action[]")]
    pub actions: Vec<Action>,
    pub descriptions: Vec<String>,
    pub no_effect: Vec<usize>,
    pub undo: bool,
}

/// A seat with a decision pending.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct PendingSeat {
    pub player: PlayerId,
    #[ts(type = "Decision")]
    pub decision: Decision,
}

/// `POST …/actions`, `POST …/undo`: the seq of the entry written.
#[derive(Clone, Copy, Debug, Serialize, TS)]
pub struct Seq {
    pub seq: u64,
}

/// `GET /api/games/ID/hint`: the strong bot's top actions for the seat.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Hints {
    pub seq: u64,
    pub seat: PlayerId,
    pub hints: Vec<Hint>,
}

/// One hint: the action, its text, its share of the search and the
/// expected final scores after it.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Hint {
    #[ts(type = "Action")]
    pub action: Action,
    pub text: String,
    pub share: f64,
    pub final_score: f64,
    pub paschabot_score: Option<f64>,
}

/// `POST /api/games/ID/name`: the seat and every seat's name.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Renamed {
    pub seat: PlayerId,
    pub names: Vec<String>,
}

/// `POST /api/games/ID/seats/S/controller`: who plays the seat now.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Controlled {
    pub seat: PlayerId,
    pub controller: String,
}

/// `GET /api/rules`: every rules text, titled.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Rules {
    pub sections: Vec<RuleSection>,
}

#[derive(Clone, Debug, Serialize, TS)]
pub struct RuleSection {
    pub title: String,
    pub text: String,
}

/// `GET /api/words`: what the catalog's pieces do, by id, in one language.
#[derive(Clone, Debug, Default, Serialize, TS)]
pub struct Words {
    pub scrolls: BTreeMap<String, String>,
    pub oases: ByEdition,
    pub luxury: BTreeMap<String, String>,
    pub river_tiles: BTreeMap<String, String>,
    pub towns: ByEdition,
    pub provisions: BTreeMap<String, String>,
    pub buildings: BTreeMap<String, String>,
}

/// Texts by id for each edition.
#[derive(Clone, Debug, Default, Serialize, TS)]
pub struct ByEdition {
    pub classic: BTreeMap<String, String>,
    pub essential: BTreeMap<String, String>,
}

/// `GET /api/options`: what a new game can be set up with.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Options {
    pub modules: ModuleNames,
    pub difficulty: Difficulties,
}

/// The modules by name, of the base box and of the expansion.
#[derive(Clone, Debug, Serialize, TS)]
pub struct ModuleNames {
    pub base: Vec<&'static str>,
    pub expansion: Vec<&'static str>,
}

/// The Paschabot's difficulty adjustments by name.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Difficulties {
    pub easier: Vec<&'static str>,
    pub harder: Vec<&'static str>,
}
