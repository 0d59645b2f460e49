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
(the block of engine seeds the chance node draws from; -1 counts as 0;
OpenSpiel's game parameters are C++ ints, so a seed of 2**31 or more is
given as ``seed`` + ``seed_high`` * 2**31: ``load_game(seed=2**40)`` and
``MarrakeshGame({"seed": 2**40})`` split it; ``pyspiel.load_game`` with a
dict cannot, pybind11 refuses such an int before the game sees it).

Actions are numbers of the fixed global index (``marrakesh.index_layout()``).
Observers (``make_py_observer``) honour the ``IIGObservationType``:

- ``private_info=SINGLE_PLAYER`` (observations): the seat's view
  (``marrakesh.tensor_size()`` numbers in [0, 1]; the string: the view as
  JSON), with what the rules make public: every seat's screen and each
  seat's last revealed selection;
- ``private_info=NONE``: public information only, the same for every
  seat (a spectator's view);
- ``private_info=ALL_PLAYERS`` is refused (``ValueError``);
- ``perfect_recall=True`` (information states): the string is the view
  plus ``history_digest``, a 128-bit digest of the seat's view after every
  decision since the start, so two states share an information-state
  string only if the seat saw the same things all along (the public
  observer: the public history). The tensor is the view's: a fixed-length
  tensor cannot hold the whole history. The digests cost a view per seat
  after every decision (random play through pyspiel, 4 players: about
  5 times slower): ``perfect_recall=False`` (a game parameter) drops them, and
  information-state strings then raise ``ValueError`` (the tensors stay).

``resample_from_infostate`` is the engine's ``determinize``: a possible
world behind the seat's view, for OpenSpiel's ISMCTS
(``open_spiel.python.algorithms.ismcts``). It keeps no more than the seat
knows: its ``history()`` starts with a fresh chance outcome (not the real
seed) and shows the other seats' earlier decisions as ``HIDDEN``; it does
not replay and cannot be serialised.
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
#: In a resampled state's history: another seat's decision the resampling
#: seat did not see (one past the action index).
HIDDEN = _marrakesh.num_actions()
#: OpenSpiel's game parameters are C++ ints: ``seed`` holds the low 31
#: bits, ``seed_high`` the rest.
_INT_SPAN = 1 << 31
#: Seeds (``seed`` + ``seed_high`` * 2**31) below this keep the engine's
#: seed (seed * SEEDS + outcome) within 64 bits.
MAX_SEED = 1 << 48

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
    "seed_high": 0,
    "perfect_recall": True,
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


def _split_seed(params):
    """The parameters with a seed of 2**31 or more split into ``seed`` and
    ``seed_high``; a seed out of range raises ``ValueError``."""
    unknown = set(params) - set(_DEFAULTS)
    if unknown:
        raise ValueError(f"unknown parameters {sorted(unknown)} (known: {sorted(_DEFAULTS)})")
    seed, high = int(params["seed"]), int(params["seed_high"])
    if seed < -1 or high < 0:
        raise ValueError(f"seed {seed}, seed_high {high}: the seed is -1 (any) or 0 or more")
    total = max(seed, 0) + high * _INT_SPAN
    if total >= MAX_SEED:
        raise ValueError(f"seed {total} is too large: at most 2**48 - 1")
    if seed >= _INT_SPAN:
        params = {**params, "seed": total % _INT_SPAN, "seed_high": total // _INT_SPAN}
    return params


def load_game(params=None, **kwargs):
    """``pyspiel.load_game("python_marrakesh", params)``, also for seeds of
    2**31 or more (split into ``seed`` and ``seed_high``)."""
    return MarrakeshGame({**(params or {}), **kwargs})


class MarrakeshGame(pyspiel.Game):
    """The game: its options, and the generator that seeds each new game."""

    def __init__(self, params=None):
        params = _split_seed({**_DEFAULTS, **(params or {})})
        self._options = _options(params)
        self._perfect_recall = bool(params["perfect_recall"])
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
        # The last resampled history (see resample_from_infostate).
        self._resampled = None
        self._seed_base = (max(int(params["seed"]), 0) + int(params["seed_high"]) * _INT_SPAN) * SEEDS

    def new_initial_state(self):
        """A new game, at the chance node that draws its seed."""
        return MarrakeshState(self)

    def engine_game(self, outcome):
        """The engine's game for chance outcome ``outcome`` (keeping
        perfect recall, for the information states)."""
        return _marrakesh.Game(
            seed=self._seed_base + int(outcome),
            perfect_recall=self._perfect_recall,
            **self._options,
        )

    def make_py_observer(self, iig_obs_type=None, params=None):
        """An observer for ``iig_obs_type`` (default: the seat's
        observation): see the module's notes. Refuses what it cannot give
        with ``ValueError``."""
        if params:
            raise ValueError(f"observer parameters are not supported: {params}")
        if iig_obs_type is None:
            iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
        private = iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError(
                "private_info=ALL_PLAYERS is not supported: observers give one seat's "
                "view (SINGLE_PLAYER) or public information only (NONE)"
            )
        if not iig_obs_type.public_info:
            raise ValueError(
                "public_info=False is not supported: a seat's view holds public "
                "information and its own secrets together"
            )
        return ViewObserver(
            public=private == pyspiel.PrivateInfoType.NONE,
            perfect_recall=bool(iig_obs_type.perfect_recall),
        )


class MarrakeshState(pyspiel.State):
    """A position: the engine's game, driven by action numbers."""

    def __init__(self, game, engine_game=None):
        super().__init__(game)
        # None until the chance node has drawn the seed.
        self._g = engine_game
        self._rewards = game._rewards
        # While a resampled state's history is written: its players.
        self._replay = None

    @property
    def engine(self):
        """The ``marrakesh.Game`` behind this state (None at the chance node)."""
        return self._g

    def current_player(self):
        if self._replay is not None:
            return self._replay[0]
        if self._g is None:
            return pyspiel.PlayerId.CHANCE
        p = self._g.current_player
        return pyspiel.PlayerId.TERMINAL if p is None else p

    def chance_outcomes(self):
        return [(i, 1.0 / SEEDS) for i in range(SEEDS)]

    def _legal_actions(self, player):
        return self._g.legal_actions(player)

    def _apply_action(self, action):
        if self._replay is not None:
            return
        if self._g is None:
            action = int(action)
            if not 0 <= action < SEEDS:
                raise ValueError(f"chance outcome {action} is not one of 0..{SEEDS - 1}")
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
        """A possible world behind ``player_id``'s view (``determinize``).
        Its history holds only what ``player_id`` knows: a fresh chance
        outcome instead of the real seed, its own decisions, and ``HIDDEN``
        for the other seats' (what was public of them is in the view)."""
        if self._g is None:
            raise ValueError("nothing to resample at the chance node: the game has not begun")
        seed = int(probability_sampler() * 2**53)
        world = self._g.determinize(player_id, seed)
        history = world.history()
        game = self.get_game()
        # The history written once per position and seat (a search resamples
        # the same position again and again), then copied.
        key = (player_id, tuple(history))
        cached = game._resampled
        if cached is None or cached[0] != key:
            template = MarrakeshState(game)
            template._replay = [pyspiel.PlayerId.CHANCE]
            template.apply_action(int(probability_sampler() * SEEDS) % SEEDS)
            for p, a in history:
                template._replay[0] = p
                template.apply_action(HIDDEN if a is None else a)
            template._replay = None
            cached = game._resampled = (key, template)
        state = cached[1].clone()
        state._g = world
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
    """What a seat may see (``public``: what everybody may see): the tensor
    and the view's JSON; with ``perfect_recall``, the string also holds
    the digest of everything seen since the start."""

    def __init__(self, public=False, perfect_recall=False):
        self.public = public
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(_marrakesh.tensor_size(), np.float32)
        self.dict = {"view": self.tensor}

    def _viewer(self, player):
        return None if self.public else player

    def set_from(self, state, player):
        if state._g is None:
            self.tensor.fill(0)
        else:
            obs = state._g.observation(self._viewer(player))
            self.tensor[:] = np.frombuffer(obs, np.float32)

    def string_from(self, state, player):
        if state._g is None:
            return ""
        if self.perfect_recall and not state._g.perfect_recall:
            raise ValueError(
                "the game was loaded with perfect_recall=False: no information-state "
                "strings (perfect recall); observations and tensors remain"
            )
        return state._g.view(self._viewer(player), perfect_recall=self.perfect_recall)


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
