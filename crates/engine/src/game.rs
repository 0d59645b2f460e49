//! The one way to drive a game: `pending`, `legal_actions`, `apply`.

use crate::action::{Action, Decision, Pending};
use crate::catalog::Catalog;
use crate::ctx::Ctx;
use crate::draft::setup_decision;
use crate::engine;
use crate::error::{RuleError, SetupError};
use crate::event::Event;
use crate::scoring::{self, ScoreSheet};
use crate::seat::seat;
use crate::setup::{self, Setup};
use crate::state::{Phase, State};
use crate::task::Task;
use crate::types::*;

/// Room reserved for a list of legal actions: most decisions have fewer, so
/// the list is allocated once instead of growing step by step.
const LEGAL_CAPACITY: usize = 64;
use crate::view::{self, View};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A game of Marrakesh.
pub struct Game {
    catalog: Arc<Catalog>,
    setup: Setup,
    state: State,
    /// The legal actions of the decision the engine stopped at (`listed`
    /// says whose and which), as it listed them to see whether the
    /// decision takes itself: `legal_actions` and `apply` read them instead
    /// of listing again. Not part of the game: left out of clones and `==`.
    listed: Listed,
}

/// A list of legal actions and the decision it belongs to.
#[derive(Default)]
struct Listed {
    actions: Vec<Action>,
    decision: Option<(PlayerId, Decision)>,
}

impl Listed {
    /// What a finished `run` left in `ctx`.
    fn take(ctx: &mut Ctx) -> Listed {
        Listed {
            actions: std::mem::take(&mut ctx.scratch),
            decision: ctx.listed,
        }
    }

    /// The list, if it is `p`'s for decision `d`.
    fn of(&self, p: PlayerId, d: Decision) -> Option<&[Action]> {
        (self.decision == Some((p, d))).then_some(self.actions.as_slice())
    }
}

impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            catalog: self.catalog.clone(),
            setup: self.setup,
            state: self.state,
            listed: Listed::default(),
        }
    }
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("setup", &self.setup)
            .field("phase", &self.state.phase)
            .finish()
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.setup == other.setup && self.state == other.state
    }
}

/// Which game [`Game::apply_quiet`], the fast path, plays on.
#[derive(Clone, Copy, Debug)]
pub enum Start<'a> {
    /// This game itself.
    Here,
    /// Another game, copied into this one first; with the index of the
    /// action in that game's legal actions, where the caller knows it.
    From(&'a Game, Option<usize>),
}

impl Game {
    /// A new game with the embedded catalog.
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        Game::with_catalog(setup, Catalog::embedded())
    }

    /// A new game with a catalog of the user's (e.g. corrected values).
    pub fn with_catalog(setup: Setup, catalog: Arc<Catalog>) -> Result<Game, SetupError> {
        Game::start(setup, catalog, None)
    }

    /// A new game and the events of its setup (the Paschabot's first
    /// strategy tile and what follows from it).
    pub fn new_with_events(setup: Setup) -> Result<(Game, Vec<Event>), SetupError> {
        let mut events = Vec::new();
        let g = Game::start(setup, Catalog::embedded(), Some(&mut events))?;
        Ok((g, events))
    }

    fn start(
        setup: Setup,
        catalog: Arc<Catalog>,
        events: Option<&mut Vec<Event>>,
    ) -> Result<Game, SetupError> {
        let (mut state, leftover) = setup::build(&setup, &catalog)?;
        let mut ctx = Ctx::new(&mut state, &catalog, events);
        for p in 0..ctx.st.num_players {
            seat(ctx.st, p).start(&mut ctx, &leftover);
        }
        engine::run(&mut ctx);
        if ctx.fault.is_some() {
            return Err(SetupError::Internal(ctx.fault.unwrap_or("setup")));
        }
        let listed = Listed::take(&mut ctx);
        Ok(Game {
            catalog,
            setup,
            state,
            listed,
        })
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// One possible world behind what `viewer` sees (a spectator's with
    /// `None`): everything hidden from them drawn anew from `seed`, all
    /// else kept, so `view(viewer)` is unchanged. For bots looking ahead
    /// without peeking; not the game its setup and actions replay to. See
    /// the `determinize` module for what is drawn anew.
    pub fn determinize(&self, viewer: Option<PlayerId>, seed: u64) -> Game {
        Game {
            catalog: self.catalog.clone(),
            setup: self.setup,
            state: crate::determinize::determinize(&self.catalog, &self.state, viewer, seed),
            listed: Listed::default(),
        }
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    pub fn num_players(&self) -> u8 {
        self.state.num_players
    }

    /// The decision `p` must take now, if any.
    pub fn decision_for(&self, p: PlayerId) -> Option<Decision> {
        let st = &self.state;
        if p >= st.num_players || !seat(st, p).decides() {
            // The Paschabot's choices are the rules': it never decides.
            return None;
        }
        let pl = st.player(p);
        // A decision on the agenda comes before the simultaneous ones (the
        // special buildings' start, the library at a season's start).
        if st.phase != Phase::GameOver {
            if let Some(Task::Decide { p: q, d }) = st.agenda.last() {
                return (*q == p).then_some(*d);
            }
        }
        match st.phase {
            Phase::GameOver => None,
            Phase::Setup => setup_decision(st, pl),
            // The start of a season or round may first ask for bonuses in
            // turn order (new provision tiles); the secret selection waits.
            Phase::Selection => match st.agenda.last() {
                Some(Task::Decide { p: q, d }) => (*q == p).then_some(*d),
                Some(_) => None,
                None => pl.selection.is_empty().then_some(Decision::SelectKeshis),
            },
            Phase::ProvisionReveal => {
                (!pl.provision_chosen).then_some(Decision::ActivateProvisionTile)
            }
            _ => match st.agenda.last() {
                Some(Task::Decide { p: q, d }) if *q == p => Some(*d),
                _ => None,
            },
        }
    }

    /// Who must decide what. Several players at once during setup, the
    /// secret selection and the provision reveal.
    pub fn pending(&self) -> Pending {
        Pending {
            players: (0..self.state.num_players)
                .filter_map(|p| self.decision_for(p).map(|d| (p, d)))
                .collect(),
        }
    }

    /// Every legal action of `p` now (empty if `p` has nothing to decide).
    pub fn legal_actions(&self, p: PlayerId) -> Vec<Action> {
        let mut v = Vec::with_capacity(LEGAL_CAPACITY);
        self.legal_actions_into(p, &mut v);
        v
    }

    /// Like [`Game::legal_actions`], reusing `out`'s allocation.
    pub fn legal_actions_into(&self, p: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        if let Some(d) = self.decision_for(p) {
            if let Some(listed) = self.listed.of(p, d) {
                out.extend_from_slice(listed);
                return;
            }
            let mut st = self.state;
            let ctx = Ctx::new(&mut st, &self.catalog, None);
            engine::legal(&ctx, p, d, out);
        }
    }

    /// Applies `p`'s action and returns what happened. On error the game is
    /// unchanged.
    pub fn apply(&mut self, p: PlayerId, a: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_inner(p, a, Some(&mut events))?;
        Ok(events)
    }

    /// The fast path: [`Game::apply`] without collecting events, for the
    /// bots' rollouts and look-aheads and for replays that need no events.
    /// `start` says which game `p` plays `a` on:
    /// - [`Start::Here`]: this game; on error it is unchanged.
    /// - [`Start::From`]`(game, at)`: `self` becomes `game` after the
    ///   action, reusing `self`'s memory (a scratch game filled again and
    ///   again); `game`'s list of legal actions checks `a` (first at index
    ///   `at`, when given: the same result for any `at`), and no second
    ///   copy of the state is made to roll back to. On error `self` is a
    ///   copy of `game`.
    ///
    /// For a look-ahead that keeps the game, play on a clone:
    /// `let mut next = game.clone(); next.apply_quiet(p, a, Start::Here)`.
    pub fn apply_quiet(
        &mut self,
        p: PlayerId,
        a: Action,
        start: Start<'_>,
    ) -> Result<(), RuleError> {
        let Start::From(game, at) = start else {
            return self.apply_inner(p, a, None);
        };
        if !Arc::ptr_eq(&self.catalog, &game.catalog) {
            self.catalog = game.catalog.clone();
        }
        self.setup = game.setup;
        self.state = game.state;
        self.listed.decision = None;
        let result = self
            .admit(p, a, Some((&game.listed, at)))
            .and_then(|(d, legal)| self.play(p, d, a, legal, None));
        if result.is_err() {
            self.state = game.state;
        }
        result
    }

    fn apply_inner(
        &mut self,
        p: PlayerId,
        a: Action,
        events: Option<&mut Vec<Event>>,
    ) -> Result<(), RuleError> {
        let (d, legal) = self.admit(p, a, None)?;
        // Played on the state itself, which is put back if the engine
        // fails: one copy of the state instead of two.
        let before = self.state;
        let result = self.play(p, d, a, legal, events);
        if result.is_err() {
            self.state = before;
        }
        result
    }

    /// Whether `p` may play `a` now: `p`'s decision, and the list of legal
    /// actions made to check it (empty when `listed`, else this game's own
    /// list, already held them; with the index where `a` may stand in it).
    fn admit(
        &mut self,
        p: PlayerId,
        a: Action,
        listed: Option<(&Listed, Option<usize>)>,
    ) -> Result<(Decision, Vec<Action>), RuleError> {
        if self.state.is_over() {
            return Err(RuleError::GameOver);
        }
        if p >= self.state.num_players {
            return Err(RuleError::NoSuchPlayer(p));
        }
        let Some(d) = self.decision_for(p) else {
            return Err(RuleError::NotYourTurn {
                player: p,
                waiting_for: self.pending().players.iter().map(|(q, _)| *q).collect(),
            });
        };
        let mut legal = Vec::new();
        let (kept, at) = listed.unwrap_or((&self.listed, None));
        let accepted = match kept.of(p, d) {
            Some(listed) => at.and_then(|i| listed.get(i)) == Some(&a) || listed.contains(&a),
            None => {
                // One allocation instead of a growth step per doubling.
                legal.reserve(LEGAL_CAPACITY);
                // Checked on the state itself: listing changes nothing.
                engine::is_legal(
                    &Ctx::new(&mut self.state, &self.catalog, None),
                    p,
                    d,
                    a,
                    &mut legal,
                )
            }
        };
        if !accepted {
            return Err(RuleError::IllegalAction {
                player: p,
                decision: d,
                action: a,
            });
        }
        Ok((d, legal))
    }

    /// Plays the admitted action `a` of `p`'s decision `d`. If the engine
    /// fails, the state is left half played: the caller puts it back.
    fn play(
        &mut self,
        p: PlayerId,
        d: Decision,
        a: Action,
        mut legal: Vec<Action>,
        events: Option<&mut Vec<Event>>,
    ) -> Result<(), RuleError> {
        if legal.capacity() == 0 {
            legal = std::mem::take(&mut self.listed.actions);
            if legal.capacity() == 0 {
                legal.reserve(LEGAL_CAPACITY);
            }
        }
        self.listed.decision = None;
        let (fault, listed) = {
            let mut ctx = Ctx::new(&mut self.state, &self.catalog, events);
            ctx.scratch = legal;
            if matches!(ctx.st.agenda.last(), Some(Task::Decide { p: q, d: e }) if *q == p && *e == d)
            {
                ctx.st.agenda.pop();
            }
            engine::resolve(&mut ctx, p, d, a);
            engine::run(&mut ctx);
            (ctx.fault, Listed::take(&mut ctx))
        };
        if let Some(f) = fault {
            return Err(RuleError::Internal(f));
        }
        self.listed = listed;
        Ok(())
    }

    /// What `viewer` may see (`None`: a spectator).
    pub fn view(&self, viewer: Option<PlayerId>) -> View {
        let pending = self.pending().players;
        let legal = viewer.map(|p| self.legal_actions(p)).unwrap_or_default();
        view::build(&self.catalog, &self.state, viewer, pending, legal)
    }

    /// Spectators facing main-square `field` on `p`'s audience disc now,
    /// scroll 31 included, as `viewer` may know it: during setup another
    /// seat's disc is turned behind its screen, so the printed position is
    /// assumed, as in [`Game::view`].
    pub fn spectators(&self, viewer: Option<PlayerId>, p: PlayerId, field: u8) -> u8 {
        if p >= self.state.num_players || field >= 8 {
            return 0;
        }
        let mut st = self.state;
        if st.phase == Phase::Setup && viewer != Some(p) {
            st.player_mut(p).disc_rotation = 0;
        }
        let ctx = Ctx::new(&mut st, &self.catalog, None);
        crate::sectors::main_square::spectators(&ctx, p, field)
    }

    /// Each player's score pad.
    pub fn scores(&self) -> Vec<ScoreSheet> {
        scoring::sheets(&self.catalog, &self.state)
    }

    /// The winners (several on a shared victory); empty until the game ends.
    pub fn winners(&self) -> Vec<PlayerId> {
        if self.is_over() {
            scoring::winners(&self.catalog, &self.state)
        } else {
            Vec::new()
        }
    }

    /// Each player's place (1 = first; tied players share one, as the
    /// winners do); empty until the game ends.
    pub fn places(&self) -> Vec<u8> {
        if self.is_over() {
            scoring::places(&self.catalog, &self.state)
        } else {
            Vec::new()
        }
    }

    /// A game from a setup and a state built elsewhere (tests, tools). The
    /// state is checked first; automatic tasks on its agenda run at once.
    pub fn from_state(setup: Setup, state: State) -> Result<Game, LoadError> {
        Game::from_state_with_catalog(setup, state, Catalog::embedded())
    }

    pub fn from_state_with_catalog(
        setup: Setup,
        mut state: State,
        catalog: Arc<Catalog>,
    ) -> Result<Game, LoadError> {
        crate::validate::state(&state, &setup, &catalog)
            .map_err(|field| LoadError::Corrupt { field })?;
        let mut ctx = Ctx::new(&mut state, &catalog, None);
        engine::run(&mut ctx);
        if let Some(f) = ctx.fault {
            return Err(LoadError::Internal(f));
        }
        let listed = Listed::take(&mut ctx);
        Ok(Game {
            catalog,
            setup,
            state,
            listed,
        })
    }

    /// The full state as JSON (for debugging and tests; contains hidden
    /// information).
    pub fn state_json(&self) -> String {
        serde_json::to_string(&SavedState {
            setup: self.setup,
            state: self.state,
        })
        .unwrap_or_default()
    }

    /// Restores a game from [`Game::state_json`] with the embedded catalog.
    pub fn from_state_json(s: &str) -> Result<Game, LoadError> {
        let saved: SavedState =
            serde_json::from_str(s).map_err(|e| LoadError::Json(e.to_string()))?;
        Game::from_state(saved.setup, saved.state)
    }
}

#[derive(Serialize, Deserialize)]
struct SavedState {
    setup: Setup,
    state: State,
}

/// A game as its setup and the actions taken: replaying gives the same game.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub setup: Setup,
    pub actions: Vec<(PlayerId, Action)>,
}

impl Record {
    pub fn new(setup: Setup) -> Record {
        Record {
            setup,
            actions: Vec::new(),
        }
    }

    /// Replays the record with the embedded catalog; fails at the first
    /// action that is not legal.
    pub fn replay(&self) -> Result<Game, LoadError> {
        self.replay_with(Catalog::embedded())
    }

    /// Replays the record with `catalog` (the one the game was played with).
    pub fn replay_with(&self, catalog: Arc<Catalog>) -> Result<Game, LoadError> {
        let mut g = Game::with_catalog(self.setup, catalog).map_err(LoadError::Setup)?;
        for (i, (p, a)) in self.actions.iter().enumerate() {
            g.apply_quiet(*p, *a, Start::Here)
                .map_err(|e| LoadError::Action { index: i, error: e })?;
        }
        Ok(g)
    }
}

/// A saved game that cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON of a saved game.
    Json(String),
    /// The setup cannot start a game.
    Setup(SetupError),
    /// A stored action is not legal where it stands.
    Action { index: usize, error: RuleError },
    /// A loaded state breaks an invariant; `field` names it.
    Corrupt { field: &'static str },
    /// The engine hit an internal limit running a loaded state's tasks.
    Internal(&'static str),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Json(e) => write!(f, "not a valid saved game: {e}"),
            LoadError::Setup(e) => write!(f, "bad setup: {e}"),
            LoadError::Action { index, error } => {
                write!(f, "action #{index} cannot be replayed: {error}")
            }
            LoadError::Corrupt { field } => write!(f, "corrupt game state: {field}"),
            LoadError::Internal(m) => {
                write!(f, "the saved state makes the engine fail: {m}")
            }
        }
    }
}

impl std::error::Error for LoadError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_replay_with_their_catalog() {
        let text = Catalog::EMBEDDED_TOML.replacen(
            "start_score = { value = 10,",
            "start_score = { value = 25,",
            1,
        );
        let catalog = Arc::new(Catalog::from_toml(&text).unwrap());
        let mut g = Game::with_catalog(Setup::new(2, 3), catalog.clone()).unwrap();
        let mut record = Record::new(Setup::new(2, 3));
        for _ in 0..12 {
            let (p, _) = g.pending().players[0];
            let a = g.legal_actions(p)[0];
            g.apply(p, a).unwrap();
            record.actions.push((p, a));
        }
        let back = record.replay_with(catalog).unwrap();
        assert_eq!(back, g);
        let start = |g: &Game| g.scores()[0].categories[0];
        assert_eq!(start(&back), (crate::ScoreCategory::Start, 25));
        assert_eq!(
            start(&record.replay().unwrap()),
            (crate::ScoreCategory::Start, 10)
        );
    }
}
