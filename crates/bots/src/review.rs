//! A review of a finished game by the strong bot (issue 42): for one seat,
//! every decision it took, judged from what it could see then.
//!
//! The game is replayed from its record. At each decision of the seat with
//! more than one legal action, the search of the hints
//! ([`crate::ismcts::search`]) runs on a world drawn behind the seat's view
//! at that moment ([`Game::determinize`]), never on the true hidden state:
//! the bot's best action and its expected final score. If the seat chose
//! another action, both actions are searched once more, each on its own
//! ([`crate::ismcts::search_action`]: the action taken at the root, the
//! bot's play below it), with half the budget each and the same seed, and
//! the difference of their expected final scores is the points lost
//! (never below 0). If the seat took the bot's action, nothing is lost.
//!
//! With an iteration budget ([`Budget::Iterations`]) and a seed the review
//! is the same on every machine and every run.
//!
//! ```
//! use marrakesh_bots::review::{review, Options};
//! use marrakesh_bots::{play_game, Budget, BotKind};
//! use marrakesh_engine::{Catalog, Record, Setup};
//! let f = play_game(Setup::new(2, 3), &[BotKind::Greedy, BotKind::Random], 3).unwrap();
//! let record = Record { setup: *f.game.setup(), actions: f.actions };
//! let opts = Options { budget: Budget::Iterations(4), ..Options::default() };
//! let r = review(&record, Catalog::embedded(), 0, &opts, |_| Ok(())).unwrap();
//! assert!(r.decisions.iter().all(|d| d.lost >= 0.0));
//! ```

use crate::derive_seed;
use crate::ismcts::{search_action, search_until, Budget};
use marrakesh_engine::{
    Action, Catalog, Decision, Game, PlayerId, Record, RuleError, SetupError, Start, PASCHABOT,
};
use std::fmt;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// A decision that lost at least this many expected points is a mistake
/// worth marking.
pub const MISTAKE: f64 = 5.0;

/// How hard the review thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The bot's search per decision; at a decision where the seat chose
    /// otherwise, its action and the bot's get half of it each in addition
    /// (so up to twice the budget per decision).
    pub budget: Budget,
    /// Search threads.
    pub threads: usize,
    /// The review's seed: the same seed, budget and game give the same
    /// review (with an iteration budget).
    pub seed: u64,
}

impl Default for Options {
    /// 500 ms per decision, one thread, seed 0.
    fn default() -> Options {
        Options {
            budget: Budget::Millis(500),
            threads: 1,
            seed: 0,
        }
    }
}

/// One decision of the seat, judged.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judged {
    /// The index of the seat's action in the record's action list.
    pub step: usize,
    /// The decision the seat faced.
    pub decision: Decision,
    /// What the seat did.
    pub chosen: Action,
    /// What the bot would have done.
    pub best: Action,
    /// The seat's expected final score after its action.
    pub chosen_value: f64,
    /// The seat's expected final score after the bot's action.
    pub best_value: f64,
    /// `max(0, best_value − chosen_value)`: expected points lost.
    pub lost: f64,
}

impl Judged {
    /// Lost at least [`MISTAKE`] expected points.
    pub fn is_mistake(&self) -> bool {
        self.lost >= MISTAKE
    }
}

/// The review of one seat's game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub seat: PlayerId,
    /// Every decision of the seat with a choice, in the order taken.
    pub decisions: Vec<Judged>,
    /// The seat's final score in the game.
    pub final_score: i32,
}

impl Review {
    /// Expected points lost over the game.
    pub fn lost(&self) -> f64 {
        self.decisions.iter().map(|d| d.lost).sum()
    }

    /// Decisions that lost at least [`MISTAKE`] expected points.
    pub fn mistakes(&self) -> impl Iterator<Item = &Judged> {
        self.decisions.iter().filter(|d| d.is_mistake())
    }

    /// Decisions where the seat took the bot's action.
    pub fn agreed(&self) -> usize {
        self.decisions.iter().filter(|d| d.chosen == d.best).count()
    }
}

/// How far a review has come: decision `done` of `total` judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

/// The progress callback's answer: `Err(Stopped)` ends the review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// Why a game cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The game is not over: only finished games are reviewed.
    NotOver { actions: usize },
    /// No such seat at this table.
    NoSeat { seat: PlayerId, players: u8 },
    /// The Paschabot's seat: it decides nothing (the engine plays it).
    PaschabotSeat,
    /// The record's setup cannot start a game.
    Setup(SetupError),
    /// The record's action `index` is not legal where it stands.
    Action { index: usize, error: RuleError },
    /// The progress callback stopped the review.
    Stopped { done: usize },
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::NotOver { actions } => write!(
                f,
                "the game is not over (after {actions} actions): only finished games are reviewed"
            ),
            ReviewError::NoSeat { seat, players } => {
                write!(f, "no seat {seat} at a table of {players}")
            }
            ReviewError::PaschabotSeat => write!(f, "the Paschabot's seat takes no decisions"),
            ReviewError::Setup(e) => write!(f, "bad setup: {e}"),
            ReviewError::Action { index, error } => {
                write!(f, "action #{index} cannot be replayed: {error}")
            }
            ReviewError::Stopped { done } => write!(f, "stopped after {done} decisions"),
        }
    }
}

impl std::error::Error for ReviewError {}

/// Reviews `seat`'s decisions in the finished game of `record`, played with
/// `catalog`. `progress` is told before the first decision is judged and
/// after each one; `Err(Stopped)` from it ends the review.
pub fn review(
    record: &Record,
    catalog: Arc<Catalog>,
    seat: PlayerId,
    opts: &Options,
    progress: impl FnMut(Progress) -> Result<(), Stopped>,
) -> Result<Review, ReviewError> {
    let start = Game::with_catalog(record.setup, catalog).map_err(ReviewError::Setup)?;
    review_from(&start, &record.actions, seat, opts, progress)
}

/// [`review`] of the game that `actions` play from `start` (a new game, or
/// one drawn behind a view: see the tests).
pub fn review_from(
    start: &Game,
    actions: &[(PlayerId, Action)],
    seat: PlayerId,
    opts: &Options,
    mut progress: impl FnMut(Progress) -> Result<(), Stopped>,
) -> Result<Review, ReviewError> {
    let players = start.num_players();
    if seat >= players {
        return Err(ReviewError::NoSeat { seat, players });
    }
    if start.setup().solo.is_some() && seat == PASCHABOT {
        return Err(ReviewError::PaschabotSeat);
    }
    // First the replay: where the seat had a choice (so that the progress
    // knows the total), and whether the game is over.
    let mut g = start.clone();
    let mut choices: Vec<(usize, Decision, Action, Game)> = Vec::new();
    for (i, (p, a)) in actions.iter().enumerate() {
        if *p == seat {
            if let Some(d) = g.decision_for(seat) {
                if g.legal_actions(seat).len() > 1 {
                    choices.push((i, d, *a, g.clone()));
                }
            }
        }
        g.apply_quiet(*p, *a, Start::Here)
            .map_err(|error| ReviewError::Action { index: i, error })?;
    }
    if !g.is_over() {
        return Err(ReviewError::NotOver {
            actions: actions.len(),
        });
    }
    let final_score = g.scores().get(seat as usize).map_or(0, |s| s.total.into());
    let total = choices.len();
    let mut decisions = Vec::with_capacity(total);
    progress(Progress { done: 0, total }).map_err(|_| ReviewError::Stopped { done: 0 })?;
    for (step, decision, chosen, game) in choices {
        decisions.extend(judge(&game, seat, step, decision, chosen, opts));
        let done = decisions.len();
        progress(Progress { done, total }).map_err(|_| ReviewError::Stopped { done })?;
    }
    Ok(Review {
        seat,
        decisions,
        final_score,
    })
}

/// Half a budget (at least one millisecond or iteration).
fn half(budget: Budget) -> Budget {
    match budget {
        Budget::Millis(ms) => Budget::Millis((ms / 2).max(1)),
        Budget::Iterations(n) => Budget::Iterations((n / 2).max(1)),
    }
}

/// One decision judged from `seat`'s view in `game` (`step`: its index in
/// the record, which with the review's seed seeds the searches).
fn judge(
    game: &Game,
    seat: PlayerId,
    step: usize,
    decision: Decision,
    chosen: Action,
    opts: &Options,
) -> Option<Judged> {
    let seed = |k: u64| derive_seed(opts.seed, 3 * step as u64 + k);
    let stop = AtomicBool::new(false);
    // What the seat could see, nothing more: a world behind its view.
    let world = game.determinize(Some(seat), seed(0));
    let r = search_until(&world, seat, opts.budget, opts.threads, seed(1), &stop)?;
    let top = *r.actions.first()?;
    let mut judged = Judged {
        step,
        decision,
        chosen,
        best: top.action,
        chosen_value: top.final_score,
        best_value: top.final_score,
        lost: 0.0,
    };
    if top.action == chosen {
        return Some(judged);
    }
    // Each action searched on its own, with the same budget and seed.
    let (budget, seed) = (half(opts.budget), seed(2));
    let own = |a: Action| {
        search_action(&world, seat, a, budget, opts.threads, seed, &stop)
            .or_else(|| r.actions.iter().find(|s| s.action == a).copied())
            .map(|s| s.final_score)
    };
    judged.best_value = own(top.action).unwrap_or(top.final_score);
    judged.chosen_value = own(chosen).unwrap_or(judged.best_value);
    judged.lost = (judged.best_value - judged.chosen_value).max(0.0);
    Some(judged)
}
