//! # marrakesh-bots
//!
//! Computer players for [`marrakesh_engine`]. A [`Bot`] is given the game and
//! a seat that has a pending decision, and answers with one of
//! [`Game::legal_actions`] for that seat. Every bot owns a seeded random
//! number generator, so a bot with the same seed facing the same game makes
//! the same choice.
//!
//! * [`RandomBot`] picks uniformly among the legal actions.
//! * [`GreedyBot`] tries every legal action on a copy of the game, finishes
//!   the rest of that decision chain for the same player greedily, and keeps
//!   the action whose result [`evaluate`]s best (points plus a small value for
//!   resources, keshis, goods, scrolls, oases and track positions).
//!
//! [`play_game`] runs one game between bots (used by `marrakesh simulate` and
//! the tests); [`play_solo`] runs a solo game, a bot in seat 0 against the
//! Paschabot, whose moves the engine makes by its rules. The `_with_catalog`
//! variants play with a catalog of the user's instead of the embedded one.
//!
//! ```
//! use marrakesh_bots::{play_game, BotKind};
//! use marrakesh_engine::Setup;
//! let result = play_game(Setup::new(2, 7), &[BotKind::Greedy, BotKind::Random], 7).unwrap();
//! assert!(result.game.is_over());
//! ```

mod controller;
mod eval;
mod eval_weights;
mod greedy;
pub mod ismcts;
pub mod review;
pub mod value;

pub use controller::{Controller, SeatsError};
pub use eval::{evaluate, evaluate_with, selection_value, Weights};
pub use greedy::GreedyBot;
pub use ismcts::{Budget, IsmctsBot};

use marrakesh_engine::{
    Action, Catalog, Decision, Game, PlayerId, Rng, RuleError, Setup, SetupError, Start,
    MAX_PLAYERS,
};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A computer player.
pub trait Bot: Send {
    /// The kind of bot (for reports).
    fn kind(&self) -> BotKind;

    /// One of `game.legal_actions(seat)`, or `None` if `seat` has nothing to
    /// decide now. Deterministic given the bot's seed and the game.
    fn choose(&mut self, game: &Game, seat: PlayerId) -> Option<Action>;
}

/// The bots this crate offers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum BotKind {
    Random,
    Greedy,
    /// The strong bot: [`IsmctsBot`] with a budget per decision and a
    /// number of search threads.
    Ismcts {
        budget: Budget,
        threads: u8,
    },
}

impl BotKind {
    /// The fast bots (no search budget to choose).
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Greedy];

    /// The strong bot as `--bots ismcts` makes it: one second per decision,
    /// one thread.
    pub const STRONG: BotKind = BotKind::Ismcts {
        budget: Budget::DEFAULT,
        threads: 1,
    };

    /// The family name (`random`, `greedy`, `ismcts`); [`fmt::Display`]
    /// adds the budget (`ismcts:100`).
    pub const fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Ismcts { .. } => "ismcts",
        }
    }

    /// A new bot of this kind with its own seed.
    pub fn create(self, seed: u64) -> Box<dyn Bot> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Greedy => Box::new(GreedyBot::new(seed)),
            BotKind::Ismcts { budget, threads } => Box::new(IsmctsBot::new(seed, budget, threads)),
        }
    }
}

/// A bot by its name as `--bots` takes it (see [`BotKind`]'s `FromStr`):
/// for the CLI, the server's bot seats and scripts.
pub fn bot_by_name(name: &str, seed: u64) -> Result<Box<dyn Bot>, String> {
    name.parse::<BotKind>().map(|k| k.create(seed))
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotKind::Ismcts { budget, threads } => {
                write!(f, "ismcts")?;
                if *budget != Budget::DEFAULT || *threads != 1 {
                    write!(f, ":{budget}")?;
                }
                if *threads != 1 {
                    write!(f, ":{threads}")?;
                }
                Ok(())
            }
            _ => f.write_str(self.name()),
        }
    }
}

/// Most milliseconds or iterations per decision `ismcts:N` accepts (ten
/// minutes; a million iterations).
const MAX_MILLIS: u32 = 600_000;
const MAX_ITERATIONS: u32 = 1_000_000;
const MAX_THREADS: u8 = 64;

/// `random`, `greedy`, `ismcts` (1 s per decision), `ismcts:MS` (MS
/// milliseconds), `ismcts:Nit` (N iterations, reproducible), each
/// optionally followed by `:T` search threads (`ismcts:500:2`).
impl FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_ascii_lowercase();
        let mut parts = t.split(':');
        let head = parts.next().unwrap_or("");
        let unknown = || {
            format!("unknown bot '{t}' (known bots: random, greedy, ismcts, ismcts:MS, ismcts:Nit)")
        };
        match head {
            "random" | "greedy" if t.contains(':') => {
                Err(format!("bot '{t}': only ismcts takes a budget (ismcts:MS)"))
            }
            "random" => Ok(BotKind::Random),
            "greedy" => Ok(BotKind::Greedy),
            "ismcts" => {
                let budget = match parts.next() {
                    None => Budget::DEFAULT,
                    Some(b) => parse_budget(b).ok_or_else(|| {
                        format!(
                            "bot '{t}': the budget is milliseconds 1..={MAX_MILLIS} (ismcts:100) or iterations 1..={MAX_ITERATIONS} (ismcts:500it)"
                        )
                    })?,
                };
                let threads = match parts.next() {
                    None => 1,
                    Some(n) => n
                        .parse::<u8>()
                        .ok()
                        .filter(|n| (1..=MAX_THREADS).contains(n))
                        .ok_or_else(|| {
                            format!("bot '{t}': threads are 1..={MAX_THREADS} (ismcts:100:2)")
                        })?,
                };
                if parts.next().is_some() {
                    return Err(unknown());
                }
                Ok(BotKind::Ismcts { budget, threads })
            }
            _ => Err(unknown()),
        }
    }
}

fn parse_budget(s: &str) -> Option<Budget> {
    if let Some(n) = s.strip_suffix("it") {
        let n: u32 = n.parse().ok()?;
        (1..=MAX_ITERATIONS)
            .contains(&n)
            .then_some(Budget::Iterations(n))
    } else {
        let ms: u32 = s.strip_suffix("ms").unwrap_or(s).parse().ok()?;
        (1..=MAX_MILLIS).contains(&ms).then_some(Budget::Millis(ms))
    }
}

/// Picks uniformly among the legal actions.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Rng,
    buf: Vec<Action>,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: Rng::new(seed),
            buf: Vec::new(),
        }
    }
}

impl Bot for RandomBot {
    fn kind(&self) -> BotKind {
        BotKind::Random
    }

    fn choose(&mut self, game: &Game, seat: PlayerId) -> Option<Action> {
        game.legal_actions_into(seat, &mut self.buf);
        if self.buf.is_empty() {
            return None;
        }
        let i = self.rng.below(self.buf.len() as u32) as usize;
        Some(self.buf[i])
    }
}

/// Mixes a base seed with an index (SplitMix64): the seed of game `index` of
/// a run, or of the bot in seat `index` of a game.
pub fn derive_seed(base: u64, index: u64) -> u64 {
    let mut z = base.wrapping_add(0x9e37_79b9_7f4a_7c15u64.wrapping_mul(index.wrapping_add(1)));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Which seat moves next when the bots play on their own: the lowest seat
/// that has a decision (during simultaneous decisions the order does not
/// matter: nobody sees the others' choices before all have chosen).
pub fn next_seat(game: &Game) -> Option<PlayerId> {
    // As `game.pending().players.first()`, without building the list.
    (0..game.num_players()).find(|p| game.decision_for(*p).is_some())
}

/// The players who must decide now, as [`Game::pending`] lists them
/// (lowest seat first), without building the list: at most four.
pub(crate) fn pending_players(game: &Game) -> Pending4 {
    let mut out = Pending4 {
        len: 0,
        items: [(0, Decision::ArrangeStorageKeshis); MAX_PLAYERS],
    };
    for p in 0..game.num_players() {
        if let Some(d) = game.decision_for(p) {
            if out.len < out.items.len() {
                out.items[out.len] = (p, d);
                out.len += 1;
            }
        }
    }
    out
}

/// [`pending_players`]' answer.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pending4 {
    len: usize,
    items: [(PlayerId, Decision); MAX_PLAYERS],
}

impl Pending4 {
    pub(crate) fn as_slice(&self) -> &[(PlayerId, Decision)] {
        &self.items[..self.len]
    }
}

/// A game played to its end by bots.
#[derive(Clone, Debug)]
pub struct Finished {
    pub game: Game,
    /// Decisions taken (actions applied) in the whole game.
    pub decisions: u64,
    /// How long each seat's bot thought (empty for the Paschabot's seat).
    pub thinking: Vec<Thinking>,
    /// Every action applied, in order, with its seat: with the setup, the
    /// game's record (what a game file stores).
    pub actions: Vec<(PlayerId, Action)>,
}

/// A bot's thinking time over the decisions it was asked about.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Thinking {
    pub decisions: u64,
    pub total: Duration,
    pub max: Duration,
}

impl Thinking {
    pub fn add(&mut self, t: Duration) {
        self.decisions += 1;
        self.total += t;
        self.max = self.max.max(t);
    }

    /// Sums two records (`max` of the maxima).
    pub fn merge(&mut self, other: &Thinking) {
        self.decisions += other.decisions;
        self.total += other.total;
        self.max = self.max.max(other.max);
    }

    /// Mean time per decision.
    pub fn mean(&self) -> Duration {
        if self.decisions == 0 {
            Duration::ZERO
        } else {
            Duration::from_secs_f64(self.total.as_secs_f64() / self.decisions as f64)
        }
    }
}

/// Why a bot game could not be finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The setup is not valid.
    Setup(SetupError),
    /// `bots` does not give one bot per seat.
    SeatCount { players: u8, bots: usize },
    /// The game is not over but nobody has a decision.
    Stuck { decisions: u64 },
    /// A bot had a decision but returned nothing.
    NoAction { seat: PlayerId, decisions: u64 },
    /// The engine rejected a bot's action (a bot or engine defect).
    Rejected {
        seat: PlayerId,
        action: Action,
        error: RuleError,
    },
    /// The game did not end within the decision limit.
    TooLong { decisions: u64 },
    /// [`play_solo`] was given a setup without a solo opponent.
    NotSolo,
    /// In a solo game the Paschabot's seat had a decision (the engine plays
    /// it by its rules, so this is an engine defect).
    PaschabotPending { decisions: u64 },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Setup(e) => write!(f, "bad setup: {e}"),
            PlayError::SeatCount { players, bots } => {
                write!(f, "{players} players need {players} bots, got {bots}")
            }
            PlayError::Stuck { decisions } => write!(
                f,
                "the game is not over but nobody has a decision (after {decisions} decisions)"
            ),
            PlayError::NoAction { seat, decisions } => write!(
                f,
                "seat {seat} has a decision but no legal action (after {decisions} decisions)"
            ),
            PlayError::Rejected {
                seat,
                action,
                error,
            } => write!(f, "seat {seat}'s action {action:?} was rejected: {error}"),
            PlayError::TooLong { decisions } => {
                write!(f, "the game did not end after {decisions} decisions")
            }
            PlayError::NotSolo => write!(f, "a solo game needs a solo setup (Setup::solo)"),
            PlayError::PaschabotPending { decisions } => write!(
                f,
                "the Paschabot's seat has a decision to take (after {decisions} decisions)"
            ),
        }
    }
}

impl std::error::Error for PlayError {}

/// No real game comes near this many decisions (a 4-player game takes about
/// 500); a game that does is reported instead of looping forever.
pub const MAX_DECISIONS: u64 = 100_000;

/// Plays one game between bots of the given kinds (one per seat). Bot `i`
/// is seeded with `derive_seed(bot_seed, i)`.
pub fn play_game(setup: Setup, kinds: &[BotKind], bot_seed: u64) -> Result<Finished, PlayError> {
    play_game_with_catalog(setup, Catalog::embedded(), kinds, bot_seed)
}

/// [`play_game`] with a catalog of the user's instead of the embedded one.
pub fn play_game_with_catalog(
    setup: Setup,
    catalog: Arc<Catalog>,
    kinds: &[BotKind],
    bot_seed: u64,
) -> Result<Finished, PlayError> {
    let mut bots: Vec<Box<dyn Bot>> = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| k.create(derive_seed(bot_seed, i as u64)))
        .collect();
    play_with_catalog(setup, catalog, &mut bots)
}

/// Plays one game with the given bots (one per seat).
pub fn play_with(setup: Setup, bots: &mut [Box<dyn Bot>]) -> Result<Finished, PlayError> {
    play_with_catalog(setup, Catalog::embedded(), bots)
}

/// [`play_with`] with a catalog of the user's instead of the embedded one.
pub fn play_with_catalog(
    setup: Setup,
    catalog: Arc<Catalog>,
    bots: &mut [Box<dyn Bot>],
) -> Result<Finished, PlayError> {
    let game = Game::with_catalog(setup, catalog).map_err(PlayError::Setup)?;
    if bots.len() != game.num_players() as usize {
        return Err(PlayError::SeatCount {
            players: game.num_players(),
            bots: bots.len(),
        });
    }
    finish(game, |g, seat| {
        bots.get_mut(seat as usize).map(|b| b.choose(g, seat))
    })
}

/// Plays a solo game: a bot of kind `kind` (seeded with
/// `derive_seed(bot_seed, 0)`, as seat 0 of [`play_game`]) decides for
/// seat 0; the engine plays the Paschabot in seat 1 by its rules. The bot
/// is only ever asked about seat 0.
///
/// ```
/// use marrakesh_bots::{play_solo, BotKind};
/// use marrakesh_engine::{Setup, Solo};
/// let f = play_solo(Setup::solo(Solo::default(), 3), BotKind::Random, 3).unwrap();
/// assert!(f.game.is_over());
/// ```
pub fn play_solo(setup: Setup, kind: BotKind, bot_seed: u64) -> Result<Finished, PlayError> {
    play_solo_with_catalog(setup, Catalog::embedded(), kind, bot_seed)
}

/// [`play_solo`] with a catalog of the user's instead of the embedded one.
pub fn play_solo_with_catalog(
    setup: Setup,
    catalog: Arc<Catalog>,
    kind: BotKind,
    bot_seed: u64,
) -> Result<Finished, PlayError> {
    if setup.solo.is_none() {
        return Err(PlayError::NotSolo);
    }
    let game = Game::with_catalog(setup, catalog).map_err(PlayError::Setup)?;
    let mut bot = kind.create(derive_seed(bot_seed, 0));
    finish(game, |g, seat| (seat == 0).then(|| bot.choose(g, seat)))
}

/// Plays `game` to its end. `choose(game, seat)` is `None` if no bot plays
/// `seat`, else that bot's answer.
fn finish(
    mut game: Game,
    mut choose: impl FnMut(&Game, PlayerId) -> Option<Option<Action>>,
) -> Result<Finished, PlayError> {
    let solo = game.setup().solo.is_some();
    let mut decisions = 0u64;
    let mut thinking = vec![Thinking::default(); game.num_players() as usize];
    let mut actions = Vec::new();
    while !game.is_over() {
        if decisions >= MAX_DECISIONS {
            return Err(PlayError::TooLong { decisions });
        }
        let Some(seat) = next_seat(&game) else {
            return Err(PlayError::Stuck { decisions });
        };
        let started = Instant::now();
        let answer = choose(&game, seat);
        if let Some(t) = thinking.get_mut(seat as usize) {
            t.add(started.elapsed());
        }
        let Some(answer) = answer else {
            return Err(if solo {
                PlayError::PaschabotPending { decisions }
            } else {
                PlayError::NoAction { seat, decisions }
            });
        };
        let Some(action) = answer else {
            return Err(PlayError::NoAction { seat, decisions });
        };
        game.apply_quiet(seat, action, Start::Here)
            .map_err(|error| PlayError::Rejected {
                seat,
                action,
                error,
            })?;
        actions.push((seat, action));
        decisions += 1;
    }
    Ok(Finished {
        game,
        decisions,
        thinking,
        actions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::{Difficulty, Edition, Opponent, Solo, TowerSetting};

    /// Plays a game checking, before every move, that the bot's answer is
    /// one of the legal actions.
    fn checked_game(setup: Setup, kinds: &[BotKind], seed: u64) -> (Game, u64) {
        let mut game = Game::new(setup).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = kinds
            .iter()
            .enumerate()
            .map(|(i, k)| k.create(derive_seed(seed, i as u64)))
            .collect();
        let mut n = 0;
        while !game.is_over() {
            let pending = game.pending();
            assert!(!pending.is_empty(), "stuck game");
            // Ask every pending seat (several during simultaneous decisions).
            for (seat, _) in &pending.players {
                let legal = game.legal_actions(*seat);
                let a = bots[*seat as usize].choose(&game, *seat).unwrap();
                assert!(legal.contains(&a), "{a:?} is not legal for seat {seat}");
            }
            let seat = pending.players[0].0;
            let a = bots[seat as usize].choose(&game, seat).unwrap();
            game.apply(seat, a).unwrap();
            n += 1;
        }
        (game, n)
    }

    #[test]
    fn bots_only_return_legal_actions() {
        for (i, edition) in [Edition::Classic, Edition::Essential]
            .into_iter()
            .enumerate()
        {
            for players in 2..=4u8 {
                let setup = Setup {
                    players,
                    edition,
                    seed: 100 + players as u64 + 10 * i as u64,
                    tower: TowerSetting::B2,
                    ..Setup::default()
                };
                let kinds: Vec<BotKind> =
                    (0..players).map(|p| BotKind::ALL[p as usize % 2]).collect();
                let (game, n) = checked_game(setup, &kinds, 5);
                assert!(game.is_over());
                assert!(n > 100, "a game takes more than 100 decisions, got {n}");
            }
        }
    }

    #[test]
    fn no_decision_means_no_action() {
        let game = Game::new(Setup::new(2, 1)).unwrap();
        let mut r = RandomBot::new(1);
        let mut g = GreedyBot::new(1);
        // Seat 3 does not exist at a 2-player table.
        assert_eq!(r.choose(&game, 3), None);
        assert_eq!(g.choose(&game, 3), None);
    }

    #[test]
    fn bots_are_deterministic() {
        let a = play_game(
            Setup::new(3, 11),
            &[BotKind::Greedy, BotKind::Random, BotKind::Greedy],
            3,
        )
        .unwrap();
        let b = play_game(
            Setup::new(3, 11),
            &[BotKind::Greedy, BotKind::Random, BotKind::Greedy],
            3,
        )
        .unwrap();
        assert_eq!(a.decisions, b.decisions);
        assert_eq!(a.game, b.game);
        let c = play_game(
            Setup::new(3, 11),
            &[BotKind::Greedy, BotKind::Random, BotKind::Greedy],
            4,
        )
        .unwrap();
        // Another bot seed plays another game (the random bot differs).
        assert_ne!(a.game.state_json(), c.game.state_json());
    }

    #[test]
    fn seat_count_must_match() {
        let e = play_game(Setup::new(3, 1), &[BotKind::Random], 1).unwrap_err();
        assert_eq!(
            e,
            PlayError::SeatCount {
                players: 3,
                bots: 1
            }
        );
        let e = play_game(Setup::new(5, 1), &[BotKind::Random; 5], 1).unwrap_err();
        assert!(matches!(e, PlayError::Setup(_)));
    }

    #[test]
    fn bot_kinds_parse() {
        assert_eq!("Greedy".parse::<BotKind>(), Ok(BotKind::Greedy));
        assert_eq!(" random ".parse::<BotKind>(), Ok(BotKind::Random));
        assert!("clever".parse::<BotKind>().unwrap_err().contains("clever"));
        for k in BotKind::ALL {
            assert_eq!(k.name().parse::<BotKind>(), Ok(k));
        }
    }

    #[test]
    fn derived_seeds_differ() {
        let s: std::collections::BTreeSet<u64> = (0..1000).map(|i| derive_seed(42, i)).collect();
        assert_eq!(s.len(), 1000);
        assert_ne!(derive_seed(1, 0), derive_seed(2, 0));
    }

    fn solo(opponent: Opponent, difficulty: Difficulty, seed: u64) -> Setup {
        Setup::solo(
            Solo {
                opponent,
                difficulty,
            },
            seed,
        )
    }

    /// Solo games: only seat 0 ever decides, whatever the opponent,
    /// edition and difficulty; every answer of the bot is legal.
    #[test]
    fn solo_games_only_ask_seat_0() {
        let hard = Difficulty {
            expensive_gates: true,
            main_square_four: true,
            storage_keshis: true,
            ..Difficulty::default()
        };
        let easy = Difficulty {
            no_extra_tiles: true,
            complete_sectors_only: true,
            main_square_once: true,
            no_fisherman_moves: true,
            ..Difficulty::default()
        };
        let cases = [
            (Opponent::Paschabot, Difficulty::default(), Edition::Classic),
            (Opponent::Paschabot, hard, Edition::Essential),
            (Opponent::Paschabot, easy, Edition::Classic),
            (Opponent::Lazy, Difficulty::default(), Edition::Essential),
        ];
        for (i, (opponent, difficulty, edition)) in cases.into_iter().enumerate() {
            for kind in BotKind::ALL {
                let setup = Setup {
                    edition,
                    ..solo(opponent, difficulty, 40 + i as u64)
                };
                let mut game = Game::new(setup).unwrap();
                let mut bot = kind.create(i as u64);
                while !game.is_over() {
                    let pending = game.pending().players;
                    assert!(!pending.is_empty(), "stuck solo game");
                    assert!(
                        pending.iter().all(|(p, _)| *p == 0),
                        "the Paschabot's seat is pending: {pending:?}"
                    );
                    assert!(game.legal_actions(1).is_empty());
                    let a = bot.choose(&game, 0).unwrap();
                    assert!(game.legal_actions(0).contains(&a));
                    game.apply(0, a).unwrap();
                }
                let f = play_solo(setup, kind, i as u64).unwrap();
                assert!(f.game.is_over());
                let w = f.game.winners();
                match opponent {
                    Opponent::Paschabot => assert!(w == [0] || w == [1], "{w:?}"),
                    Opponent::Lazy => assert!(w.is_empty() || w == [0], "{w:?}"),
                }
            }
        }
    }

    #[test]
    fn play_solo_is_play_game_with_an_idle_second_seat() {
        let setup = solo(Opponent::Paschabot, Difficulty::default(), 8);
        let a = play_solo(setup, BotKind::Greedy, 5).unwrap();
        // The second bot of play_game is never asked.
        let b = play_game(setup, &[BotKind::Greedy, BotKind::Random], 5).unwrap();
        assert_eq!(a.game, b.game);
        assert_eq!(a.decisions, b.decisions);
        assert_eq!(
            play_solo(Setup::new(2, 1), BotKind::Random, 1).unwrap_err(),
            PlayError::NotSolo
        );
    }

    #[test]
    fn games_can_use_another_catalog() {
        let text = Catalog::EMBEDDED_TOML.replacen(
            "start_score = { value = 10,",
            "start_score = { value = 40,",
            1,
        );
        let catalog = Arc::new(Catalog::from_toml(&text).unwrap());
        let start = |f: &Finished| {
            f.game
                .scores()
                .iter()
                .map(|s| {
                    s.categories
                        .iter()
                        .find(|(c, _)| *c == marrakesh_engine::ScoreCategory::Start)
                        .map_or(0, |(_, v)| *v)
                })
                .collect::<Vec<_>>()
        };
        let kinds = [BotKind::Greedy, BotKind::Random];
        let f = play_game_with_catalog(Setup::new(2, 4), catalog.clone(), &kinds, 4).unwrap();
        assert!(f.game.is_over());
        assert_eq!(start(&f), vec![40, 40]);
        assert_eq!(
            start(&play_game(Setup::new(2, 4), &kinds, 4).unwrap()),
            [10, 10]
        );
        let setup = solo(Opponent::Paschabot, Difficulty::default(), 2);
        let f = play_solo_with_catalog(setup, catalog, BotKind::Random, 2).unwrap();
        assert!(f.game.is_over());
        assert_eq!(start(&f)[0], 40);
    }

    /// Against the Paschabot the greedy bot scores far more than the random
    /// bot, and the Paschabot itself scores.
    #[test]
    fn greedy_scores_more_than_random_against_the_paschabot() {
        let games = 30u64;
        let mean = |kind: BotKind| {
            let (mut you, mut bot) = (0i64, 0i64);
            for i in 0..games {
                let setup = solo(
                    Opponent::Paschabot,
                    Difficulty::default(),
                    derive_seed(77, i),
                );
                let f = play_solo(setup, kind, i).unwrap();
                let s = f.game.scores();
                you += s[0].total as i64;
                bot += s[1].total as i64;
            }
            (you as f64 / games as f64, bot as f64 / games as f64)
        };
        let (greedy, bot_g) = mean(BotKind::Greedy);
        let (random, bot_r) = mean(BotKind::Random);
        assert!(
            greedy > random + 40.0,
            "greedy {greedy:.1} vs random {random:.1}"
        );
        assert!(
            bot_g > 50.0 && bot_r > 50.0,
            "Paschabot {bot_g:.1} / {bot_r:.1}"
        );
    }

    /// Greedy beats random on average over 100 seeded 2-player games, with
    /// the seats swapped every other game.
    #[test]
    fn greedy_beats_random() {
        let games = 100u64;
        let mut greedy_total = 0i64;
        let mut random_total = 0i64;
        let mut greedy_wins = 0.0f64;
        for i in 0..games {
            let greedy_seat = (i % 2) as usize;
            let mut kinds = [BotKind::Random; 2];
            kinds[greedy_seat] = BotKind::Greedy;
            let setup = Setup::new(2, derive_seed(2024, i));
            let f = play_game(setup, &kinds, i).unwrap();
            let scores = f.game.scores();
            greedy_total += scores[greedy_seat].total as i64;
            random_total += scores[1 - greedy_seat].total as i64;
            let winners = f.game.winners();
            if winners.contains(&(greedy_seat as u8)) {
                greedy_wins += 1.0 / winners.len() as f64;
            }
        }
        let g = greedy_total as f64 / games as f64;
        let r = random_total as f64 / games as f64;
        assert!(
            g > r + 10.0,
            "greedy should clearly beat random: greedy mean {g:.1}, random mean {r:.1}"
        );
        assert!(
            greedy_wins >= 0.8 * games as f64,
            "greedy should win most games: {greedy_wins} of {games}"
        );
    }

    #[test]
    fn finished_games_keep_their_record() {
        let kinds = [BotKind::Greedy, BotKind::Random, BotKind::Greedy];
        let f = play_game(Setup::new(3, 9), &kinds, 9).unwrap();
        assert_eq!(f.actions.len() as u64, f.decisions);
        let record = marrakesh_engine::Record {
            setup: *f.game.setup(),
            actions: f.actions.clone(),
        };
        let replayed = record.replay().unwrap();
        assert!(replayed.is_over());
        assert_eq!(replayed.scores(), f.game.scores());
        let solo = play_solo(Setup::solo(Solo::default(), 4), BotKind::Greedy, 4).unwrap();
        assert!(
            solo.actions.iter().all(|(seat, _)| *seat == 0),
            "the bot's seat only"
        );
    }
}
