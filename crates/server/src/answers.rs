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
    /// Running: the game counts for the ratings as its seats are held now
    /// (every seat a person's, held by an account, the accounts all
    /// different; [`crate::ratings::method::rated_seats`]). Over: it moved
    /// ratings.
    pub rated: bool,
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
    /// The name of the account holding the seat now.
    pub account: Option<String>,
    /// That account's rating ([`RatingAnswer::rating`]; `None`: no
    /// account, or never rated).
    pub rating: Option<f64>,
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

/// `POST /api/accounts`, `POST /api/sessions`: the account signed in and
/// the seats bound to it.
#[derive(Clone, Debug, Serialize, TS)]
pub struct SignedIn {
    pub name: String,
    pub claimed: Vec<ClaimedSeat>,
}

/// A seat bound to an account.
#[derive(Clone, Debug, Serialize, TS)]
pub struct ClaimedSeat {
    pub game: String,
    pub seat: PlayerId,
}

/// `POST /api/me/seats`: the seats bound.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Claimed {
    pub claimed: Vec<ClaimedSeat>,
}

/// `DELETE /api/sessions/current`.
#[derive(Clone, Copy, Debug, Serialize, TS)]
pub struct SignedOut {
    #[ts(type = "true")]
    pub signed_out: bool,
}

/// `DELETE /api/sessions/ID`: the sessions ended.
#[derive(Clone, Copy, Debug, Serialize, TS)]
pub struct Revoked {
    pub revoked: usize,
}

/// `POST /api/passkeys/register/start`: the ceremony's id and the options
/// for `navigator.credentials.create`, binary fields in base64url.
#[derive(Clone, Debug, Serialize, TS)]
pub struct PasskeyCreation {
    pub ceremony: String,
    #[ts(type = "{ publicKey: PublicKeyCredentialCreationOptionsJSON }")]
    pub options: webauthn_rs::prelude::CreationChallengeResponse,
}

/// `POST /api/passkeys/sign-in/start`: the ceremony's id and the options
/// for `navigator.credentials.get`, binary fields in base64url.
#[derive(Clone, Debug, Serialize, TS)]
pub struct PasskeyRequest {
    pub ceremony: String,
    #[ts(
        type = "{ publicKey: PublicKeyCredentialRequestOptionsJSON, mediation?: CredentialMediationRequirement | null }"
    )]
    pub options: webauthn_rs::prelude::RequestChallengeResponse,
}

/// `POST /api/passkeys/register/finish` signed in: a passkey added to the
/// account, which has `passkeys` now.
#[derive(Clone, Debug, Serialize, TS)]
pub struct PasskeyAdded {
    pub name: String,
    pub passkeys: usize,
}

/// `GET /api/me`: the account (`name` null for a guest), its sessions and
/// the games not over it holds seats in.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Me {
    pub name: Option<String>,
    /// The account's rating (`None`: signed out, or never rated).
    pub rating: Option<RatingAnswer>,
    pub sessions: Vec<SessionLine>,
    pub games: Vec<HeldGame>,
}

/// A session of the account, by the first 16 hex digits of its id's
/// SHA-256.
#[derive(Clone, Debug, Serialize, TS)]
pub struct SessionLine {
    pub id: String,
    /// The session of this request.
    pub current: bool,
    pub created_at: i64,
    pub last_at: i64,
    /// The browser it was made in.
    pub agent: String,
}

/// A seat the account holds in a game not over, with its token.
#[derive(Clone, Debug, Serialize, TS)]
pub struct HeldGame {
    pub game: String,
    pub seat: PlayerId,
    pub token: String,
    /// `running` or `archived`.
    pub status: &'static str,
    /// The game's public options.
    #[ts(type = "Json | null")]
    pub options: serde_json::Value,
    pub created_at: i64,
    /// The table's link with the token.
    pub url: String,
}

/// `GET /api/players/NAME`: a player's finished games, win rate and
/// scores by number of players (`solo-paschabot`, `solo-lazy` for solo
/// games).
#[derive(Clone, Debug, Serialize, TS)]
pub struct Player {
    pub name: String,
    /// `None`: never rated.
    pub rating: Option<RatingAnswer>,
    pub played: u64,
    pub won: u64,
    pub win_rate: Option<f64>,
    pub by_players: BTreeMap<String, PlayerRecord>,
    pub games: Vec<PlayedGame>,
}

/// The games of one number of players (or one solo opponent).
#[derive(Clone, Debug, Serialize, TS)]
pub struct PlayerRecord {
    pub played: u64,
    pub won: u64,
    pub win_rate: Option<f64>,
    pub mean_score: f64,
    pub best: Option<i64>,
}

/// A finished game on a player's page.
#[derive(Clone, Debug, Serialize, TS)]
pub struct PlayedGame {
    pub game: String,
    pub seat: PlayerId,
    pub players: u64,
    /// The solo opponent (`paschabot`, `lazy`).
    pub solo: Option<String>,
    pub score: i64,
    pub won: bool,
    pub created_at: i64,
    /// The replay's link.
    pub replay: String,
}

/// `POST`, `GET` and `DELETE /api/quick-play`: where a ticket stands.
#[derive(Clone, Debug, Serialize, TS)]
pub struct QuickPlay {
    /// The ticket (`POST` only: the answer that made it).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub ticket: Option<String>,
    /// A waiting ticket not polled for this long leaves (`POST` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub expires_after_s: Option<u64>,
    /// `false`: a `DELETE` of a ticket whose game was found.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub left: Option<bool>,
    #[serde(flatten)]
    pub state: QuickState,
}

/// A ticket waiting, or its game found.
#[derive(Clone, Debug, Serialize, TS)]
#[serde(untagged)]
pub enum QuickState {
    Waiting(QuickWaiting),
    Found(QuickFound),
}

/// Still waiting: `position` counts from 1 among the `queued` tickets of
/// its pool.
#[derive(Clone, Debug, Serialize, TS)]
pub struct QuickWaiting {
    #[ts(type = "true")]
    pub waiting: bool,
    pub position: u32,
    pub queued: u32,
    pub players: u8,
}

/// The game found: the seat, its token and the table's link.
#[derive(Clone, Debug, Serialize, TS)]
pub struct QuickFound {
    #[ts(type = "false")]
    pub waiting: bool,
    pub game: String,
    pub seat: u8,
    pub token: String,
    pub url: String,
}

/// `DELETE /api/quick-play`: the ticket left, or (`left: false`) the game
/// found already.
#[derive(Clone, Debug, Serialize, TS)]
#[serde(untagged)]
pub enum QuickLeave {
    Left(QuickLeft),
    Found(QuickPlay),
}

/// `DELETE /api/quick-play` of a waiting ticket: it left.
#[derive(Clone, Copy, Debug, Serialize, TS)]
pub struct QuickLeft {
    #[ts(type = "true")]
    pub left: bool,
}

/// `POST` and `GET /api/games/ID/review?player=K`: where the review of
/// the seat stands, or the review.
#[derive(Clone, Debug, Serialize, TS)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Review {
    /// Never asked for (`GET` only).
    #[serde(rename = "none")]
    NotAsked {
        player: PlayerId,
    },
    /// Waiting for the reviews before it.
    Queued {
        player: PlayerId,
    },
    /// Decisions judged so far of all.
    Running {
        player: PlayerId,
        done: usize,
        total: usize,
    },
    /// It failed (a `POST` tries again).
    Failed {
        player: PlayerId,
        message: String,
    },
    Done(Reviewed),
}

/// A review done: each decision of the seat judged, in words.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Reviewed {
    pub player: PlayerId,
    pub name: String,
    pub final_score: i32,
    /// The game's actions, every seat's.
    pub total: usize,
    /// The review's seed (a u64, as text).
    pub seed: String,
    pub budget: ReviewBudget,
    /// Expected points lost from which a decision is a mistake.
    pub threshold: f64,
    pub lost: f64,
    pub decisions: Vec<Judged>,
}

/// The search per decision a review was computed with (as stored).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, serde::Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ReviewBudget {
    /// Milliseconds.
    Ms(u32),
    Iterations(u32),
}

/// One decision judged: the action chosen and the best, in words and as
/// actions, and their expected final scores.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Judged {
    /// The index of the seat's action in the game's record.
    pub step: usize,
    pub chosen: String,
    pub best: String,
    pub chosen_value: f64,
    pub best_value: f64,
    pub lost: f64,
    /// Lost at least the threshold.
    pub mistake: bool,
    /// The chosen action is the best.
    pub agreed: bool,
    #[ts(type = "Action")]
    pub chosen_action: Action,
    #[ts(type = "Action")]
    pub best_action: Action,
}

/// A player's rating as answered (`GET /api/leaderboard`, a player's
/// page, `GET /api/me`).
#[derive(Clone, Debug, Serialize, TS)]
pub struct RatingAnswer {
    /// mu − 3·sigma, rounded to a tenth: what the leaderboard ranks by.
    pub rating: f64,
    pub mu: f64,
    pub sigma: f64,
    /// Rated games played.
    pub games: u32,
}
