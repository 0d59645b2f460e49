"""Marrakesh as an OpenSpiel game: ``python_marrakesh``.

Importing this module registers the game with ``pyspiel.register_game``::

    import pyspiel
    import marrakesh.openspiel
    game = pyspiel.load_game("python_marrakesh", {"players": 3, "modules": "all"})

Game type: sequential (the simultaneous decisions of the setup, the secret
selection and the provision reveal are taken one seat after the other,
lowest seat first; a seat's observation never shows another's choice before
all have chosen), imperfect information, general-sum, terminal rewards.
Chance: every random draw of a game (shuffles, the tower, the Paschabot's
tiles) comes from the game's seed, and the seed is the one chance node, the
first move: one of ``SEEDS`` equally likely outcomes (explicit stochastic,
not sampled: OpenSpiel serialises a sampled-stochastic game with its
generator's state, which a Python game cannot give it, so
``random_sim_test(serialize=True)`` would stop at "GetRNGState
unimplemented"; an explicit seed also makes every game replay from its
history). The engine's seed is ``seed * SEEDS + outcome``.

Parameters: ``players`` (2-4), ``solo`` ("" or "paschabot" or "lazy": one
player against the Paschabot, which the engine plays), ``edition``
("classic", "essential"), ``modules`` (names as in ``marrakesh play
--modules``, "all" or "none"), ``difficulty`` (solo flags, comma
separated), ``buildings_back``, ``offices_new_only``, ``rewards`` ("win":
1 to each winner, 0 to the others; "score": the final scores), ``seed``
(the block of engine seeds the chance node draws from; -1 counts as 0).

Actions are numbers of the fixed global index (``marrakesh.index_layout()``);
observation and information-state tensors are the seat's view
(``marrakesh.tensor_size()`` numbers in [0, 1]), their strings the view as
JSON. ``resample_from_infostate`` is the engine's ``determinize``: a
possible world behind the seat's view, for OpenSpiel's ISMCTS
(``open_spiel.python.algorithms.ismcts``).
"""

import numpy as np
import pyspiel

from . import _marrakesh

#: Longest game the index allows: 4x the longest of many random games with
#: every module (736 decisions; a 4-player game takes about 500).
MAX_GAME_LENGTH = 3000
#: Bounds of a final score, for ``rewards="score"`` (random play scores
#: from -20 to 324).
MIN_SCORE = -200.0
MAX_SCORE = 600.0
#: Outcomes of the chance node that draws a game's seed.
SEEDS = 1 << 16

_DEFAULTS = {
    "players": 2,
    "solo": "",
    "edition": "classic",
    "modules": "none",
    "difficulty": "",
    "buildings_back": False,
    "offices_new_only": False,
    "rewards": "win",
    "seed": -1,
}

GAME_TYPE = pyspiel.GameType(
    short_name="python_marrakesh",
    long_name="Marrakesh (Stefan Feld)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=1,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)


def _options(params):
    return {
        "players": int(params["players"]),
        "edition": str(params["edition"]),
        "modules": str(params["modules"]),
        "solo": str(params["solo"]),
        "difficulty": str(params["difficulty"]),
        "buildings_back": bool(params["buildings_back"]),
        "offices_new_only": bool(params["offices_new_only"]),
    }


class MarrakeshGame(pyspiel.Game):
    """The game: its options, and the generator that seeds each new game."""

    def __init__(self, params=None):
        params = {**_DEFAULTS, **(params or {})}
        self._options = _options(params)
        self._rewards = str(params["rewards"])
        if self._rewards not in ("win", "score"):
            raise ValueError(f"unknown rewards '{self._rewards}' (win or score)")
        # Checks the options (a bad one raises here, not at the first state).
        probe = _marrakesh.Game(seed=0, **self._options)
        num_players = probe.num_deciding
        if self._rewards == "win":
            low, high = 0.0, 1.0
        else:
            low, high = MIN_SCORE, MAX_SCORE
        info = pyspiel.GameInfo(
            num_distinct_actions=_marrakesh.num_actions(),
            max_chance_outcomes=SEEDS,
            num_players=num_players,
            min_utility=low,
            max_utility=high,
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(GAME_TYPE, info, params)
        self._seed_base = max(int(params["seed"]), 0) * SEEDS

    def new_initial_state(self):
        """A new game, at the chance node that draws its seed."""
        return MarrakeshState(self)

    def engine_game(self, outcome):
        """The engine's game for chance outcome ``outcome``."""
        return _marrakesh.Game(seed=self._seed_base + int(outcome), **self._options)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The seat's view: the same for observations and information states."""
        return ViewObserver()


class MarrakeshState(pyspiel.State):
    """A position: the engine's game, driven by action numbers."""

    def __init__(self, game, engine_game=None):
        super().__init__(game)
        # None until the chance node has drawn the seed.
        self._g = engine_game
        self._rewards = game._rewards

    @property
    def engine(self):
        """The ``marrakesh.Game`` behind this state (None at the chance node)."""
        return self._g

    def current_player(self):
        if self._g is None:
            return pyspiel.PlayerId.CHANCE
        p = self._g.current_player
        return pyspiel.PlayerId.TERMINAL if p is None else p

    def chance_outcomes(self):
        return [(i, 1.0 / SEEDS) for i in range(SEEDS)]

    def _legal_actions(self, player):
        return self._g.legal_actions(player)

    def _apply_action(self, action):
        if self._g is None:
            self._g = self.get_game().engine_game(action)
        else:
            self._g.apply(int(action))

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        if self._g is None or player < 0:
            return _marrakesh.action_json(action)
        return self._g.action_json(action, player)

    def is_terminal(self):
        return self._g is not None and self._g.is_over

    def returns(self):
        n = self.get_game().num_players()
        if self._g is None or not self._g.is_over:
            return [0.0] * n
        return _returns(self._g, n, self._rewards)

    def resample_from_infostate(self, player_id, probability_sampler):
        """A possible world behind ``player_id``'s view (``determinize``)."""
        seed = int(probability_sampler() * 2**53)
        state = self.clone()
        state._g = self._g.determinize(player_id, seed)
        return state

    def __str__(self):
        if self._g is None:
            return "chance node: the game's seed is drawn"
        return self._g.state_json()


def _returns(g, n, rewards):
    """The returns of finished engine game ``g`` to its first ``n`` seats."""
    if rewards == "score":
        return [float(s) for s in g.scores()[:n]]
    winners = set(g.winners())
    return [1.0 if p in winners else 0.0 for p in range(n)]


class ViewObserver:
    """What a seat may see: the tensor and the view's JSON."""

    def __init__(self):
        self.tensor = np.zeros(_marrakesh.tensor_size(), np.float32)
        self.dict = {"view": self.tensor}

    def set_from(self, state, player):
        if state._g is None:
            self.tensor.fill(0)
        else:
            self.tensor[:] = np.frombuffer(state._g.observation(player), np.float32)

    def string_from(self, state, player):
        return "" if state._g is None else state._g.view(player)


pyspiel.register_game(GAME_TYPE, MarrakeshGame)


class RandomRolloutEvaluator:
    """An MCTS evaluator whose rollouts run in the engine: uniformly random
    play to the end of the game, ``n_rollouts`` times, averaged (the same
    evaluation as ``open_spiel.python.algorithms.mcts.RandomRolloutEvaluator``
    without a Python step per decision)."""

    def __init__(self, n_rollouts=1, random_state=None):
        self._n = n_rollouts
        self._rng = random_state or np.random.RandomState()

    def evaluate(self, state):
        game = state.get_game()
        total = np.zeros(game.num_players())
        for _ in range(self._n):
            g = state.engine.clone()
            g.random_playout(int(self._rng.randint(0, 2**62)))
            total += _returns(g, game.num_players(), game._rewards)
        return total / self._n

    def prior(self, state):
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]
