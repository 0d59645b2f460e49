//! The PyO3 module `marrakesh._marrakesh`: the engine for Python, driven
//! by action numbers of the global [index](crate::index). The OpenSpiel,
//! PettingZoo and Gymnasium wrappers (`python/marrakesh/`) build on it.

use crate::options::Options;
use crate::{index, tensor, Table};
use marrakesh_engine::{Action, PlayerId, Record};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};

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

    fn view_json(&self, player: Option<PlayerId>) -> String {
        let mut view = self.table.game().view(player);
        view.legal_actions.clear();
        serde_json::to_string(&view).unwrap_or_default()
    }
}

#[pymethods]
impl PyGame {
    /// A new game: `players` 2–4, `seed`, `edition` (`classic`,
    /// `essential`), `modules` (names as in `marrakesh play --modules`,
    /// `all` or `none`), `solo` (`""`, `paschabot`, `lazy`), `difficulty`
    /// (solo flags such as `easier-no-extra-tiles`), `buildings_back`,
    /// `offices_new_only`.
    #[new]
    #[pyo3(signature = (players=2, seed=0, edition="classic", modules="none", solo="", difficulty="", buildings_back=false, offices_new_only=false))]
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
            table: Table::new(setup).map_err(value_error)?,
        })
    }

    /// A game from a game file's JSON (`marrakesh new`, `--save`): its
    /// setup and actions, replayed.
    #[staticmethod]
    fn from_record(json: &str) -> PyResult<PyGame> {
        let record: Record = serde_json::from_str(json).map_err(value_error)?;
        Ok(PyGame {
            table: Table::from_record(&record).map_err(value_error)?,
        })
    }

    /// The game as a game file (JSON: setup and actions) that
    /// `marrakesh replay` reads.
    fn record(&self) -> PyResult<String> {
        if self.table.is_determinized() {
            return Err(value_error(
                "a determinized game has no record: its actions replay to the real game",
            ));
        }
        serde_json::to_string(&self.table.record()).map_err(value_error)
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

    /// Decisions taken so far.
    #[getter]
    fn decisions(&self) -> usize {
        self.table.actions().len()
    }

    /// `(player, action number)` of every decision taken.
    fn history(&self) -> Vec<(PlayerId, u32)> {
        self.table
            .actions()
            .iter()
            .map(|(p, a)| (*p, index::encode(a).unwrap_or(u32::MAX)))
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

    /// What `player` may see (`None`: a spectator) as JSON: the engine's
    /// view without the list of legal actions.
    #[pyo3(signature = (player=None))]
    fn view(&self, player: Option<i64>) -> PyResult<String> {
        let p = match player {
            Some(p) => Some(self.seat(Some(p))?),
            None => None,
        };
        Ok(self.view_json(p))
    }

    /// The tensor of what `player` may see: `tensor_size()` float32
    /// numbers in [0, 1], as little-endian bytes (`numpy.frombuffer`).
    fn observation<'py>(&self, py: Python<'py>, player: i64) -> PyResult<Bound<'py, PyBytes>> {
        let p = self.seat(Some(player))?;
        let t = tensor::encode(&self.table.game().view(Some(p)));
        let bytes: Vec<u8> = t.iter().flat_map(|x| x.to_le_bytes()).collect();
        Ok(PyBytes::new(py, &bytes))
    }

    /// One possible world behind `player`'s view: everything hidden from
    /// them drawn anew from `seed` (the engine's `determinize`).
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
    /// world, as its state and actions.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let restore = py.import("marrakesh._marrakesh")?.getattr("_restore")?;
        let payload = if self.table.is_determinized() {
            let actions = serde_json::to_string(self.table.actions()).map_err(value_error)?;
            (self.table.state_json(), actions)
        } else {
            (self.record()?, String::new())
        };
        Ok((restore, PyTuple::new(py, [payload.0, payload.1])?))
    }

    fn __repr__(&self) -> String {
        let g = self.table.game();
        format!(
            "marrakesh.Game(players={}, decisions={}, over={})",
            g.num_players(),
            self.table.actions().len(),
            g.is_over()
        )
    }

    fn __eq__(&self, other: &PyGame) -> bool {
        self.table.game() == other.table.game()
    }
}

/// Unpickles a [`PyGame`].
#[pyfunction]
fn _restore(first: &str, actions: &str) -> PyResult<PyGame> {
    if actions.is_empty() {
        return PyGame::from_record(first);
    }
    let actions = serde_json::from_str(actions).map_err(value_error)?;
    Ok(PyGame {
        table: Table::from_state_json(first, actions).map_err(value_error)?,
    })
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
