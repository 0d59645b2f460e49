//! A game as the Python package drives it: the engine's [`Game`], the
//! actions taken (so that it can be saved and replayed), and its legal
//! actions as numbers of the global [index](crate::index).

use crate::index;
use marrakesh_engine::{Action, Game, PlayerId, Record, Setup};

/// A game played through action numbers.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    actions: Vec<(PlayerId, Action)>,
    /// A possible world behind a seat's view (`Game::determinize`): its
    /// actions no longer replay to it.
    determinized: bool,
}

/// Legal actions outside the index: a position the index does not cover
/// (see [`index`]'s notes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unindexed(pub Action);

impl std::fmt::Display for Unindexed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let json = serde_json::to_string(&self.0).unwrap_or_default();
        write!(f, "legal action {json} lies outside the action index")
    }
}

impl Table {
    pub fn new(setup: Setup) -> Result<Table, String> {
        let game = Game::new(setup).map_err(|e| e.to_string())?;
        Ok(Table {
            game,
            actions: Vec::new(),
            determinized: false,
        })
    }

    /// Replays a record.
    pub fn from_record(record: &Record) -> Result<Table, String> {
        let game = record.replay().map_err(|e| e.to_string())?;
        Ok(Table {
            game,
            actions: record.actions.clone(),
            determinized: false,
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn actions(&self) -> &[(PlayerId, Action)] {
        &self.actions
    }

    pub fn is_determinized(&self) -> bool {
        self.determinized
    }

    /// The record (setup and actions) that replays to this game.
    pub fn record(&self) -> Record {
        Record {
            setup: *self.game.setup(),
            actions: self.actions.clone(),
        }
    }

    /// Who decides next: the lowest seat with a decision (simultaneous
    /// decisions are taken one seat after the other; nobody sees the others'
    /// choices before all have chosen). `None` once the game is over.
    pub fn current_player(&self) -> Option<PlayerId> {
        (0..self.game.num_players()).find(|p| self.game.decision_for(*p).is_some())
    }

    /// `p`'s legal actions with their numbers, sorted by number.
    pub fn legal(&self, p: PlayerId) -> Result<Vec<(u32, Action)>, Unindexed> {
        let mut v = Vec::new();
        for a in self.game.legal_actions(p) {
            v.push((index::encode(&a).ok_or(Unindexed(a))?, a));
        }
        v.sort_unstable_by_key(|(i, _)| *i);
        Ok(v)
    }

    /// `p`'s legal action numbers, ascending.
    pub fn legal_indices(&self, p: PlayerId) -> Result<Vec<u32>, Unindexed> {
        Ok(self.legal(p)?.into_iter().map(|(i, _)| i).collect())
    }

    /// The legal action of `p` with number `index`.
    pub fn action_of(&self, p: PlayerId, index: u32) -> Option<Action> {
        self.game
            .legal_actions(p)
            .into_iter()
            .find(|a| index::encode(a) == Some(index))
    }

    /// Plays `p`'s action number `index`.
    pub fn apply_index(&mut self, p: PlayerId, index: u32) -> Result<Action, String> {
        let a = self
            .action_of(p, index)
            .ok_or_else(|| format!("action {index} is not legal for player {p} now"))?;
        self.apply(p, a)?;
        Ok(a)
    }

    /// Plays `p`'s action.
    pub fn apply(&mut self, p: PlayerId, a: Action) -> Result<(), String> {
        self.game.apply_quiet(p, a).map_err(|e| e.to_string())?;
        self.actions.push((p, a));
        Ok(())
    }

    /// A possible world behind `viewer`'s view, drawn from `seed`.
    pub fn determinize(&self, viewer: PlayerId, seed: u64) -> Table {
        Table {
            game: self.game.determinize(Some(viewer), seed),
            actions: self.actions.clone(),
            determinized: true,
        }
    }

    /// The game's state as JSON (for a determinized world, which no record
    /// replays to).
    pub fn state_json(&self) -> String {
        self.game.state_json()
    }

    /// A table from [`Table::state_json`] and the actions taken.
    pub fn from_state_json(json: &str, actions: Vec<(PlayerId, Action)>) -> Result<Table, String> {
        let game = Game::from_state_json(json).map_err(|e| e.to_string())?;
        Ok(Table {
            game,
            actions,
            determinized: true,
        })
    }

    /// Plays the game to its end with uniformly random actions drawn from
    /// `seed` (a rollout); the number of decisions taken.
    pub fn random_playout(&mut self, seed: u64) -> Result<u64, String> {
        let mut rng = marrakesh_engine::Rng::new(seed);
        let mut buf = Vec::new();
        let mut n = 0;
        while let Some(p) = self.current_player() {
            self.game.legal_actions_into(p, &mut buf);
            if buf.is_empty() {
                return Err(format!("player {p} has a decision but no legal action"));
            }
            let a = buf[rng.below(buf.len() as u32) as usize];
            self.apply(p, a)?;
            n += 1;
            if n > marrakesh_bots::MAX_DECISIONS {
                return Err("the game does not end".into());
            }
        }
        Ok(n)
    }
}
