//! The PyO3 module `marrakesh._marrakesh`: the engine for Python, driven
//! by action numbers of the global [index](crate::index). The OpenSpiel,
//! PettingZoo and Gymnasium wrappers (`python/marrakesh/`) build on it.

use crate::options::Options;
use crate::{index, tensor, Table, Unindexed};
use marrakesh_bots::{Bot, BotKind};
use marrakesh_engine::{Action, PlayerId, Record};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};
use std::sync::Mutex;

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// A game of Marrakesh. Simultaneous decisions (setup, the secret
/// selection, the provision reveal) are taken one seat after the other,
/// lowest seat first; nobody's view shows another's choice before all have
/// chosen.
#[pyclass(module = "marrakesh._marrakesh", name = "Game")]
#[derive(Clone)]
pub struct PyGame {
    table: Table,
}

impl PyGame {
    fn seat(&self, player: Option<i64>) -> PyResult<PlayerId> {
        match player {
            Some(p) if (0..self.table.game().num_players() as i64).contains(&p) => Ok(p as u8),
            Some(p) => Err(value_error(format!("no player {p}"))),
            None => self
                .table
                .current_player()
                .ok_or_else(|| value_error("nobody has a decision: the game is over")),
        }
    }

    /// A seat given as `None` (a spectator: public information only) or
    /// a number.
    fn viewer(&self, player: Option<i64>) -> PyResult<Option<PlayerId>> {
        player.map(|p| self.seat(Some(p))).transpose()
    }
}

#[pymethods]
impl PyGame {
    /// A new game: `players` 2–4, `seed`, `edition` (`classic`,
    /// `essential`), `modules` (names as in `marrakesh play --modules`,
    /// `all` or `none`), `solo` (`""`, `paschabot`, `lazy`), `difficulty`
    /// (solo flags such as `easier-no-extra-tiles`), `buildings_back`,
    /// `offices_new_only`; `perfect_recall` keeps each seat's digest of
    /// everything it has seen (`view(p, perfect_recall=True)`), at the cost
    /// of a view per seat after every decision.
    #[new]
    #[pyo3(signature = (players=2, seed=0, edition="classic", modules="none", solo="", difficulty="", buildings_back=false, offices_new_only=false, perfect_recall=false))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        players: u8,
        seed: u64,
        edition: &str,
        modules: &str,
        solo: &str,
        difficulty: &str,
        buildings_back: bool,
        offices_new_only: bool,
        perfect_recall: bool,
    ) -> PyResult<PyGame> {
        let options = Options {
            players,
            seed,
            edition: edition.into(),
            modules: modules.into(),
            solo: solo.into(),
            difficulty: difficulty.into(),
            buildings_back,
            offices_new_only,
        };
        let setup = options.setup().map_err(value_error)?;
        Ok(PyGame {
            table: Table::new(setup, perfect_recall).map_err(value_error)?,
        })
    }

    /// A game from a game file's JSON (`marrakesh new`, `--save`): its
    /// setup and actions, replayed.
    #[staticmethod]
    #[pyo3(signature = (json, perfect_recall=false))]
    fn from_record(json: &str, perfect_recall: bool) -> PyResult<PyGame> {
        let record: Record = serde_json::from_str(json).map_err(value_error)?;
        Ok(PyGame {
            table: Table::from_record(&record, perfect_recall).map_err(value_error)?,
        })
    }

    /// The game as a game file (JSON: setup and actions) that
    /// `marrakesh replay` reads.
    fn record(&self) -> PyResult<String> {
        let record = self.table.record().ok_or_else(|| {
            value_error("a determinized game has no record: no setup and actions replay to it")
        })?;
        serde_json::to_string(&record).map_err(value_error)
    }

    /// Whether the game keeps perfect-recall digests.
    #[getter]
    fn perfect_recall(&self) -> bool {
        self.table.memory().recall.is_some()
    }

    /// Whether this is a possible world drawn by `determinize`.
    #[getter]
    fn is_determinized(&self) -> bool {
        self.table.is_determinized()
    }

    #[getter]
    fn num_players(&self) -> u8 {
        self.table.game().num_players()
    }

    /// Seats that take decisions (1 in a solo game: the engine plays the
    /// Paschabot).
    #[getter]
    fn num_deciding(&self) -> u8 {
        if self.table.game().setup().solo.is_some() {
            1
        } else {
            self.table.game().num_players()
        }
    }

    #[getter]
    fn is_over(&self) -> bool {
        self.table.game().is_over()
    }

    /// The seat that decides next, `None` once the game is over.
    #[getter]
    fn current_player(&self) -> Option<PlayerId> {
        self.table.current_player()
    }

    /// Every seat with a decision now, ascending (several at a
    /// simultaneous decision: setup, the secret selection, the provision
    /// reveal); empty at the end.
    #[getter]
    fn deciding_players(&self) -> Vec<PlayerId> {
        self.table.deciding()
    }

    /// Decisions taken so far.
    #[getter]
    fn decisions(&self) -> usize {
        self.table.history().len()
    }

    /// `(player, action number)` of every decision taken. In a possible
    /// world drawn by `determinize(p, …)`, the other seats' decisions
    /// before the draw are `(player, None)`: `p` did not see them (what
    /// was public of them shows in the view).
    fn history(&self) -> Vec<(PlayerId, Option<u32>)> {
        self.table
            .history()
            .iter()
            .map(|(p, a)| (*p, a.map(|a| index::encode(&a).unwrap_or(u32::MAX))))
            .collect()
    }

    /// The legal action numbers of `player` (default: the current player),
    /// ascending; empty if the seat has nothing to decide.
    #[pyo3(signature = (player=None))]
    fn legal_actions(&self, player: Option<i64>) -> PyResult<Vec<u32>> {
        if player.is_none() && self.table.current_player().is_none() {
            return Ok(Vec::new());
        }
        let p = self.seat(player)?;
        self.table
            .legal_indices(p)
            .map_err(|e| PyRuntimeError::new_err(e.to_string()))
    }

    /// The legal actions as a mask: `num_actions()` bytes, 1 where legal.
    #[pyo3(signature = (player=None))]
    fn legal_mask<'py>(
        &self,
        py: Python<'py>,
        player: Option<i64>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let mut mask = vec![0u8; index::NUM_ACTIONS as usize];
        for i in self.legal_actions(player)? {
            mask[i as usize] = 1;
        }
        Ok(PyBytes::new(py, &mask))
    }

    /// Plays action number `action` for `player` (default: the current
    /// player). An illegal action raises `ValueError` and changes nothing.
    #[pyo3(signature = (action, player=None))]
    fn apply(&mut self, action: i64, player: Option<i64>) -> PyResult<()> {
        let p = self.seat(player)?;
        let n = u32::try_from(action).map_err(|_| value_error(format!("no action {action}")))?;
        self.table.apply_index(p, n).map_err(value_error)?;
        Ok(())
    }

    /// Plays an action given as the engine's JSON (as `marrakesh legal`
    /// prints it).
    #[pyo3(signature = (json, player=None))]
    fn apply_json(&mut self, json: &str, player: Option<i64>) -> PyResult<()> {
        let p = self.seat(player)?;
        let a = Action::from_json(json).map_err(value_error)?;
        self.table.apply(p, a).map_err(value_error)
    }

    /// The legal actions of `player` as the engine's JSON, by number.
    #[pyo3(signature = (player=None))]
    fn legal_actions_json(&self, player: Option<i64>) -> PyResult<Vec<(u32, String)>> {
        if player.is_none() && self.table.current_player().is_none() {
            return Ok(Vec::new());
        }
        let p = self.seat(player)?;
        let legal = self
            .table
            .legal(p)
            .map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
        Ok(legal
            .into_iter()
            .map(|(i, a)| (i, serde_json::to_string(&a).unwrap_or_default()))
            .collect())
    }

    /// The legal action of `player` with number `action` as JSON, or the
    /// number's canonical action if it is not legal now.
    #[pyo3(signature = (action, player=None))]
    fn action_json(&self, action: u32, player: Option<i64>) -> PyResult<String> {
        let legal = match player
            .map(Some)
            .unwrap_or(self.table.current_player().map(i64::from))
        {
            Some(p) => self.table.action_of(self.seat(Some(p))?, action),
            None => None,
        };
        let a = legal
            .or_else(|| index::decode(action))
            .ok_or_else(|| value_error(format!("no action {action}")))?;
        serde_json::to_string(&a).map_err(value_error)
    }

    /// Each seat's score.
    fn scores(&self) -> Vec<i16> {
        self.table.game().scores().iter().map(|s| s.total).collect()
    }

    /// Each seat's score pad (JSON).
    fn score_sheets(&self) -> PyResult<String> {
        serde_json::to_string(&self.table.game().scores()).map_err(value_error)
    }

    /// The winners (several on a shared victory); empty until the end.
    fn winners(&self) -> Vec<usize> {
        self.table
            .game()
            .winners()
            .into_iter()
            .map(usize::from)
            .collect()
    }

    /// What `player` may see (`None`: a spectator, public information
    /// only) as JSON: the engine's view without the list of legal actions,
    /// with every seat's screen (public: keshis leave it only at the
    /// reveals) and `last_selections` (the keshis each seat revealed
    /// last, by seat); with `perfect_recall`, also `history_digest`, a digest of
    /// everything the seat has seen since the start (the game must have
    /// been created with `perfect_recall=True`).
    #[pyo3(signature = (player=None, perfect_recall=false))]
    fn view(&self, player: Option<i64>, perfect_recall: bool) -> PyResult<String> {
        let p = self.viewer(player)?;
        self.table.view_json(p, perfect_recall).map_err(value_error)
    }

    /// The tensor of what `player` may see (`None`: a spectator, public
    /// information only): `tensor_size()` float32 numbers in [0, 1], as
    /// little-endian bytes (`numpy.frombuffer`).
    #[pyo3(signature = (player=None))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        player: Option<i64>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let p = self.viewer(player)?;
        let t = self.table.observation(p);
        let bytes: Vec<u8> = t.iter().flat_map(|x| x.to_le_bytes()).collect();
        Ok(PyBytes::new(py, &bytes))
    }

    /// One possible world behind `player`'s view: everything hidden from
    /// them drawn anew from `seed` (the engine's `determinize`). It keeps
    /// no more than `player` knows: `history()` shows the other seats'
    /// earlier decisions as `None`.
    fn determinize(&self, player: i64, seed: u64) -> PyResult<PyGame> {
        let p = self.seat(Some(player))?;
        Ok(PyGame {
            table: self.table.determinize(p, seed),
        })
    }

    /// Plays to the end with uniformly random actions from `seed`;
    /// returns the number of decisions taken.
    fn random_playout(&mut self, seed: u64) -> PyResult<u64> {
        self.table
            .random_playout(seed)
            .map_err(PyRuntimeError::new_err)
    }

    /// The full state as JSON, hidden information included (for
    /// debugging and OpenSpiel's `str(state)`).
    fn state_json(&self) -> String {
        self.table.state_json()
    }

    fn clone(&self) -> PyGame {
        PyGame {
            table: self.table.clone(),
        }
    }

    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    /// Pickled as its record (setup and actions), or, for a determinized
    /// world, as its state, memory and history.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let restore = py.import("marrakesh._marrakesh")?.getattr("_restore")?;
        let payload = if self.table.is_determinized() {
            (self.table.state_json(), self.table.memory_json())
        } else {
            let recall = if self.perfect_recall() { "recall" } else { "" };
            (self.record()?, recall.to_string())
        };
        Ok((restore, PyTuple::new(py, [payload.0, payload.1])?))
    }

    fn __repr__(&self) -> String {
        let g = self.table.game();
        format!(
            "marrakesh.Game(players={}, decisions={}, over={})",
            g.num_players(),
            self.table.history().len(),
            g.is_over()
        )
    }

    fn __eq__(&self, other: &PyGame) -> bool {
        self.table.game() == other.table.game()
    }
}

/// Unpickles a [`PyGame`].
#[pyfunction]
fn _restore(first: &str, second: &str) -> PyResult<PyGame> {
    match second {
        "" => PyGame::from_record(first, false),
        "recall" => PyGame::from_record(first, true),
        memory => Ok(PyGame {
            table: Table::from_state_json(first, memory).map_err(value_error)?,
        }),
    }
}

/// One of the project's bots: `random`, `greedy`, `strong` (the strong
/// bot, ISMCTS, one second per decision) or `ismcts:MS` / `ismcts:Nit`
/// (ISMCTS with a budget of milliseconds or iterations per decision; a
/// budget in iterations is reproducible), as `marrakesh play --bots`
/// names them. Each bot draws from its own `seed`.
#[pyclass(module = "marrakesh._marrakesh", name = "Bot")]
pub struct PyBot {
    bot: Mutex<Box<dyn Bot>>,
    kind: BotKind,
}

#[pymethods]
impl PyBot {
    #[new]
    #[pyo3(signature = (kind="greedy", seed=0))]
    fn new(kind: &str, seed: u64) -> PyResult<PyBot> {
        let kind = match kind.trim().to_ascii_lowercase().as_str() {
            "strong" => BotKind::STRONG,
            k => k.parse::<BotKind>().map_err(value_error)?,
        };
        Ok(PyBot {
            bot: Mutex::new(kind.create(seed)),
            kind,
        })
    }

    /// The bot's name with its budget (`greedy`, `ismcts:1000`).
    #[getter]
    fn kind(&self) -> String {
        self.kind.to_string()
    }

    /// The bot's action number for `player` (default: the current player)
    /// in `game`. A search bot looks ahead in possible worlds behind the
    /// seat's view only; it never reads what the seat cannot see.
    #[pyo3(signature = (game, player=None))]
    fn choose(&self, py: Python<'_>, game: &PyGame, player: Option<i64>) -> PyResult<u32> {
        let p = game.seat(player)?;
        if game.table.game().decision_for(p).is_none() {
            return Err(value_error(format!("player {p} has nothing to decide")));
        }
        let g = game.table.game().clone();
        let mut guard = self
            .bot
            .lock()
            .map_err(|_| PyRuntimeError::new_err("the bot failed in another thread"))?;
        let bot: &mut Box<dyn Bot> = &mut guard;
        // The search runs without the GIL.
        let action = py.detach(move || bot.choose(&g, p));
        let action = action.ok_or_else(|| {
            PyRuntimeError::new_err(format!("the bot found no action for player {p}"))
        })?;
        index::encode(&action).ok_or_else(|| PyRuntimeError::new_err(Unindexed(action).to_string()))
    }

    fn __repr__(&self) -> String {
        format!("marrakesh.Bot({:?})", self.kind.to_string())
    }
}

/// How many numbers the action index has (OpenSpiel's
/// `num_distinct_actions`).
#[pyfunction]
fn num_actions() -> u32 {
    index::NUM_ACTIONS
}

/// How many numbers an observation tensor has.
#[pyfunction]
fn tensor_size() -> usize {
    tensor::SIZE
}

/// The tensor's sections as `(name, start, length)`, in order.
#[pyfunction]
fn tensor_layout() -> Vec<(String, usize, usize)> {
    tensor::layout()
}

/// The canonical action of number `action`, as JSON.
#[pyfunction]
fn action_json(action: u32) -> PyResult<String> {
    let a = index::decode(action).ok_or_else(|| value_error(format!("no action {action}")))?;
    serde_json::to_string(&a).map_err(value_error)
}

/// The number of an action given as JSON.
#[pyfunction]
fn action_index(json: &str) -> PyResult<u32> {
    let a = Action::from_json(json).map_err(value_error)?;
    index::encode(&a).ok_or_else(|| value_error("the action lies outside the index"))
}

/// The index's layout as a Markdown table.
#[pyfunction]
fn index_layout() -> String {
    index::layout_markdown()
}

/// The engine's module.
#[pymodule]
fn _marrakesh(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyGame>()?;
    m.add_class::<PyBot>()?;
    m.add_function(wrap_pyfunction!(tensor_layout, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(_restore, m)?)?;
    m.add_function(wrap_pyfunction!(num_actions, m)?)?;
    m.add_function(wrap_pyfunction!(tensor_size, m)?)?;
    m.add_function(wrap_pyfunction!(action_json, m)?)?;
    m.add_function(wrap_pyfunction!(action_index, m)?)?;
    m.add_function(wrap_pyfunction!(index_layout, m)?)?;
    m.add("MODULES", crate::options::MODULES.to_vec())?;
    m.add("DIFFICULTY", crate::options::DIFFICULTY.to_vec())?;
    Ok(())
}
