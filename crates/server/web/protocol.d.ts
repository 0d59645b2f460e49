// The server's wire protocol (docs/server.md), made from its Rust types by
// ts-rs. Do not edit: run
//   MARRAKESH_REGENERATE=1 cargo test --release -p marrakesh-server --lib typescript
// to make it again.

/** A JSON object as the engine serializes it: open fields. */
export type Json = { [field: string]: any };
/** An event as the engine serializes it. */
export type GameEvent = { event: string; player?: number } & Json;
/** A legal action as the engine serializes it. */
export type Action = Json;
/** A pending decision (its `kind` names the choice). */
export type Decision = { kind: string } & Json;
/** A seat's (or the spectators') view of the game. */
export type View = Json;
/** A game's setup (with its seed once the game is over). */
export type Setup = Json;

export type ServerMsg = { "t": "full" } & Full | { "t": "step" } & Step | { "t": "crowd" } & Crowd | { "t": "chat", seq: number, msg: ChatRow, } | { "t": "ack", id: number, seq?: number, chat?: number, } | { "t": "err", id: number | null, code: Code, message: string, } | { "t": "pong" } | { "t": "bye" };

export type Full = { seq: number, 
/**
 * The seat this socket plays (`null`: a spectator).
 */
seat: number | null, lang: string, 
/**
 * The seat's legal actions in words (`view.legal_actions`' order).
 */
legal_text: Array<string>, decision: DecisionWords | null, 
/**
 * Indices of legal actions that would do nothing.
 */
no_effect: Array<number>, 
/**
 * The seat may take back its last action.
 */
undo: boolean, log: Array<LineIn>, seasons: Array<SeasonPoints>, crowd: Crowd, names: Array<string>, view: View, 
/**
 * A finished game's outcome in words (`null`: not a solo game); only
 * once the game is over.
 */
outcome?: string | null, };

export type Step = { seq: number, events: GameEvent[], log: Array<LineIn>, legal_text: Array<string>, decision: DecisionWords | null, no_effect: Array<number>, undo: boolean, 
/**
 * Actions taken back by this entry (an undo), else 0.
 */
undone: number, 
/**
 * The seat whose entry it is.
 */
by: number, view: View, 
/**
 * Why the seat's own action cannot be taken back.
 */
undo_gone?: UndoGone, 
/**
 * Every finished season's points, with the step that ends a season.
 */
seasons?: Array<SeasonPoints>, 
/**
 * As [`Full::outcome`].
 */
outcome?: string | null, };

export type UndoGone = "revealed";

export type DecisionWords = { prompt: string, help: string, };

export type Crowd = { online: Array<boolean>, bot: Array<boolean>, bot_named: Array<boolean>, spectators: number, names: Array<string>, };

export type ChatChannel = "seats" | "spectators";

export type ChatRow = { 
/**
 * Counts from 1 per game.
 */
id: number, channel: ChatChannel, 
/**
 * The writer's seat (`None`: a spectator).
 */
seat: number | null, name: string, text: string, 
/**
 * Unix milliseconds.
 */
at: number, };

export type LineIn = { seq: number, text: string, season?: number, round?: number, player?: number, event?: string, 
/**
 * A heading of the log (a season or a round begins, a season or the
 * game ends): the terminal writes it `=== … ===` or `--- … ---`, a page
 * as a heading, without them.
 */
heading?: boolean, };

export type SeasonPoints = { season: number, points: Array<CategoryPoints>, totals: Array<number>, };

export type CategoryPoints = { category: string, points: Array<number>, };

export type Code = "bad_json" | "unknown_field" | "too_big" | "rate_limited" | "bad_token" | "no_game" | "illegal" | "not_your_turn" | "stale" | "game_over" | "busy" | "storage" | "bad_setup" | "not_found" | "timeout" | "already_played" | "signed_out" | "bad_credentials" | "bad_password" | "name_taken" | "bad_origin" | "not_yet" | "no_host_name" | "no_passkey" | "no_ceremony" | "ceremony_expired" | "passkey_not_accepted" | "passkey_taken";

export type ErrorAnswer = { code: Code, message: string, };

export type Health = { status: HealthStatus, 
/**
 * Why not ready.
 */
message?: string, };

export type HealthStatus = "ok" | "ready" | "not_ready" | "stopping";

export type Created = { game: string, seats: Array<SeatLink>, spectator_key: string, spectator_url: string, };

export type SeatLink = { seat: number, token: string, url: string, };

export type Lobby = { games: Array<OpenGame>, };

export type OpenGame = { game: string, 
/**
 * The options it was created with, as stored.
 */
options: Json, free_seats: Array<number>, created_at: number, };

export type Summary = { game: string, 
/**
 * `running`, `over` or `archived`.
 */
status: string, seq: number, players: number, 
/**
 * The options it was created with, as stored.
 */
options: Json, public: boolean, seats: Array<SeatSummary>, spectators: number, seed_sha256: string, 
/**
 * Once the game is over.
 */
setup: Setup | null, 
/**
 * Once the game is over.
 */
scores: Json[] | null, winners: Array<number>, 
/**
 * Running: the game counts for the ratings as its seats are held now
 * (every seat a person's, held by an account, the accounts all
 * different; [`crate::ratings::method::rated_seats`]). Over: it moved
 * ratings.
 */
rated: boolean, };

export type SeatSummary = { seat: number, name: string, 
/**
 * `human`, a bot's name, or `paschabot`.
 */
kind: string, 
/**
 * `human`, or the bot playing it now.
 */
controller: string, claimed: boolean, online: boolean, pending: boolean, 
/**
 * Seconds pending with nobody connected.
 */
away_s: number | null, 
/**
 * Seconds until a bot takes the seat over.
 */
zombie_in_s: number | null, 
/**
 * The name of the account holding the seat now.
 */
account: string | null, 
/**
 * That account's rating ([`RatingAnswer::rating`]; `None`: no
 * account, or never rated).
 */
rating: number | null, };

export type GameRecord = { setup: Setup, actions: Array<[number, Action]>, };

export type Legal = { seq: number, game_over: boolean, pending: Array<PendingSeat>, player: number, decision: Decision | null, prompt: string | null, actions: Action[], descriptions: Array<string>, no_effect: Array<number>, undo: boolean, };

export type PendingSeat = { player: number, decision: Decision, };

export type Seq = { seq: number, };

export type Hints = { seq: number, seat: number, hints: Array<Hint>, };

export type Hint = { action: Action, text: string, share: number, final_score: number, paschabot_score: number | null, };

export type Renamed = { seat: number, names: Array<string>, };

export type Controlled = { seat: number, controller: string, };

export type Rules = { sections: Array<RuleSection>, };

export type RuleSection = { title: string, text: string, };

export type Words = { scrolls: { [key in string]: string }, oases: ByEdition, luxury: { [key in string]: string }, river_tiles: { [key in string]: string }, towns: ByEdition, provisions: { [key in string]: string }, buildings: { [key in string]: string }, };

export type ByEdition = { classic: { [key in string]: string }, essential: { [key in string]: string }, };

export type Options = { modules: ModuleNames, difficulty: Difficulties, };

export type ModuleNames = { base: Array<string>, expansion: Array<string>, };

export type Difficulties = { easier: Array<string>, harder: Array<string>, };

export type SignedIn = { name: string, claimed: Array<ClaimedSeat>, };

export type ClaimedSeat = { game: string, seat: number, };

export type Claimed = { claimed: Array<ClaimedSeat>, };

export type SignedOut = { signed_out: true, };

export type Revoked = { revoked: number, };

export type PasskeyCreation = { ceremony: string, options: { publicKey: PublicKeyCredentialCreationOptionsJSON }, };

export type PasskeyRequest = { ceremony: string, options: { publicKey: PublicKeyCredentialRequestOptionsJSON, mediation?: CredentialMediationRequirement | null }, };

export type PasskeyAdded = { name: string, passkeys: number, };

export type Me = { name: string | null, 
/**
 * The account's rating (`None`: signed out, or never rated).
 */
rating: RatingAnswer | null, sessions: Array<SessionLine>, games: Array<HeldGame>, };

export type SessionLine = { id: string, 
/**
 * The session of this request.
 */
current: boolean, created_at: number, last_at: number, 
/**
 * The browser it was made in.
 */
agent: string, };

export type HeldGame = { game: string, seat: number, token: string, 
/**
 * `running` or `archived`.
 */
status: string, 
/**
 * The game's public options.
 */
options: Json | null, created_at: number, 
/**
 * The table's link with the token.
 */
url: string, };

export type Player = { name: string, 
/**
 * `None`: never rated.
 */
rating: RatingAnswer | null, played: number, won: number, win_rate: number | null, by_players: { [key in string]: PlayerRecord }, games: Array<PlayedGame>, };

export type PlayerRecord = { played: number, won: number, win_rate: number | null, mean_score: number, best: number | null, };

export type PlayedGame = { game: string, seat: number, players: number, 
/**
 * The solo opponent (`paschabot`, `lazy`).
 */
solo: string | null, score: number, won: boolean, created_at: number, 
/**
 * The replay's link.
 */
replay: string, };

export type QuickPlay = { 
/**
 * The ticket (`POST` only: the answer that made it).
 */
ticket?: string, 
/**
 * A waiting ticket not polled for this long leaves (`POST` only).
 */
expires_after_s?: number, 
/**
 * `false`: a `DELETE` of a ticket whose game was found.
 */
left?: boolean, } & (QuickWaiting | QuickFound);

export type QuickState = QuickWaiting | QuickFound;

export type QuickWaiting = { waiting: true, position: number, queued: number, players: number, };

export type QuickFound = { waiting: false, game: string, seat: number, token: string, url: string, };

export type QuickLeave = QuickLeft | QuickPlay;

export type QuickLeft = { left: true, };

export type DailyChallenge = { day: string, options: DailyOptions, seed_sha256: string, 
/**
 * The seed (64 hex digits), once the day is over.
 */
seed?: string, 
/**
 * When the day ends (unix ms).
 */
ends_at: number, over: boolean, table: Array<DailyLine>, 
/**
 * The signed-in account's attempt of the day: its game.
 */
yours?: string, };

export type DailyOptions = { players: number, edition: string, solo: Json | null, modules: Array<string>, };

export type DailyLine = { 
/**
 * 1 for the best score; equal scores share a rank; `None` while the
 * game runs.
 */
rank: number | null, name: string, score: number | null, over: boolean, 
/**
 * The game (for its replay): only once the day is over.
 */
game?: string, };

export type DailyStarted = { day: string, game: string, seat: number, token: string, };

export type Review = { "status": "none", player: number, } | { "status": "queued", player: number, } | { "status": "running", player: number, done: number, total: number, } | { "status": "failed", player: number, message: string, } | { "status": "done" } & Reviewed;

export type Reviewed = { player: number, name: string, final_score: number, 
/**
 * The game's actions, every seat's.
 */
total: number, 
/**
 * The review's seed (a u64, as text).
 */
seed: string, budget: ReviewBudget, 
/**
 * Expected points lost from which a decision is a mistake.
 */
threshold: number, lost: number, decisions: Array<Judged>, };

export type ReviewBudget = { "ms": number } | { "iterations": number };

export type Judged = { 
/**
 * The index of the seat's action in the game's record.
 */
step: number, chosen: string, best: string, chosen_value: number, best_value: number, lost: number, 
/**
 * Lost at least the threshold.
 */
mistake: boolean, 
/**
 * The chosen action is the best.
 */
agreed: boolean, chosen_action: Action, best_action: Action, };

export type Replay = { at: number, 
/**
 * Steps in the game.
 */
total: number, 
/**
 * The seat whose action step `at` was (`null` at 0).
 */
by: number | null, 
/**
 * What step `at` caused.
 */
events: GameEvent[], view: View | null, log: Array<LineIn>, seasons: Array<SeasonPoints>, season_starts: Array<SeasonStart>, names: Array<string>, };

export type SeasonStart = { season: number, step: number, };

export type Leaderboard = { players: Array<Leader>, };

export type Leader = { 
/**
 * 1 = best (equal ratings share a rank).
 */
rank: number, name: string, 
/**
 * mu − 3·sigma, rounded to a tenth: what the leaderboard ranks by.
 */
rating: number, mu: number, sigma: number, 
/**
 * Rated games played.
 */
games: number, };

export type RatingAnswer = { 
/**
 * mu − 3·sigma, rounded to a tenth: what the leaderboard ranks by.
 */
rating: number, mu: number, sigma: number, 
/**
 * Rated games played.
 */
games: number, };
