"""Marrakesh as a PettingZoo AEC environment (2-4 players)::

    from marrakesh.pettingzoo import env
    e = env(players=3, modules="all")
    e.reset(seed=42)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        mask = obs["action_mask"]
        action = None if terminated or truncated else e.action_space(agent).sample(mask)
        e.step(action)

Agents are ``player_0`` … ``player_{n-1}`` (the seats). Each observation is a
dict: ``observation`` (the seat's view as ``marrakesh.tensor_size()``
float32 numbers in [0, 1]) and ``action_mask`` (int8, one per number of the
global action index, 1 where legal; all 0 for an agent that is not to move).
The simultaneous decisions are taken one seat after the other, lowest seat
first; nobody's observation shows another's choice before all have chosen.
Rewards come at the end: ``rewards="win"`` gives 1 to each winner and 0 to
the others, ``rewards="score"`` the final scores. ``render()`` returns a
line of text with ``render_mode="ansi"`` (nothing is printed).

``parallel_env(...)`` is the same game under PettingZoo's parallel API:
at each step every agent with a decision acts at once (several at the
simultaneous decisions: setup, the secret selection, the provision reveal;
one otherwise). Give ``step`` an action for each agent whose
``action_mask`` has a legal action; the others' actions are ignored.
"""

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from . import _marrakesh


def env(**kwargs):
    """The AEC environment (keyword arguments as for :class:`MarrakeshEnv`)."""
    return MarrakeshEnv(**kwargs)


def parallel_env(**kwargs):
    """The parallel environment (keyword arguments as for :class:`MarrakeshEnv`)."""
    return MarrakeshParallelEnv(**kwargs)


def _final_rewards(game, mode):
    if mode == "score":
        return [float(s) for s in game.scores()]
    winners = set(game.winners())
    return [1.0 if i in winners else 0.0 for i in range(game.num_players)]


class MarrakeshEnv(AECEnv):
    """Marrakesh for 2-4 agents, the engine's rules and views."""

    metadata = {
        "render_modes": ["ansi"],
        "name": "marrakesh_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        players=2,
        edition="classic",
        modules="none",
        buildings_back=False,
        offices_new_only=False,
        rewards="win",
        render_mode=None,
    ):
        super().__init__()
        if rewards not in ("win", "score"):
            raise ValueError(f"unknown rewards '{rewards}' (win or score)")
        self._options = dict(
            players=players,
            edition=edition,
            modules=modules,
            buildings_back=buildings_back,
            offices_new_only=offices_new_only,
        )
        # Checks the options at once.
        _marrakesh.Game(seed=0, **self._options)
        self._rewards_mode = rewards
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        n = _marrakesh.num_actions()
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    0.0, 1.0, (_marrakesh.tensor_size(),), np.float32
                ),
                "action_mask": spaces.Box(0, 1, (n,), np.int8),
            }
        )
        self._action_space = spaces.Discrete(n)
        self._game = None
        self._np_random = np.random.default_rng()

    def observation_space(self, agent):
        return self._observation_space

    def action_space(self, agent):
        return self._action_space

    def _seat(self, agent):
        return self.possible_agents.index(agent)

    def observe(self, agent):
        seat = self._seat(agent)
        obs = np.frombuffer(self._game.observation(seat), np.float32).copy()
        if agent == self.agent_selection and not self._game.is_over:
            mask = np.frombuffer(self._game.legal_mask(seat), np.int8).copy()
        else:
            mask = np.zeros(_marrakesh.num_actions(), np.int8)
        return {"observation": obs, "action_mask": mask}

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._np_random = np.random.default_rng(seed)
        game_seed = int(self._np_random.integers(0, 2**62))
        self._game = _marrakesh.Game(seed=game_seed, **self._options)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self._game.current_player]

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._game.apply(int(action), self._seat(agent))
        if self._game.is_over:
            final = _final_rewards(self._game, self._rewards_mode)
            for a in self.agents:
                self.rewards[a] = final[self._seat(a)]
                self.terminations[a] = True
            self._accumulate_rewards()
            # The agents step out in seat order.
            self.agent_selection = self.agents[0]
        else:
            for a in self.agents:
                self.rewards[a] = 0.0
            self.agent_selection = self.possible_agents[self._game.current_player]

    def render(self):
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode")
            return None
        g = self._game
        return f"decisions {g.decisions}, scores {g.scores()}, to move: {self.agent_selection}"

    def close(self):
        pass

    @property
    def game(self):
        """The ``marrakesh.Game`` being played."""
        return self._game


class MarrakeshParallelEnv(ParallelEnv):
    """Marrakesh for 2-4 agents under PettingZoo's parallel API: every agent
    with a decision acts at each step."""

    metadata = {"render_modes": ["ansi"], "name": "marrakesh_v0"}

    def __init__(
        self,
        players=2,
        edition="classic",
        modules="none",
        buildings_back=False,
        offices_new_only=False,
        rewards="win",
        render_mode=None,
    ):
        self._aec = MarrakeshEnv(
            players=players,
            edition=edition,
            modules=modules,
            buildings_back=buildings_back,
            offices_new_only=offices_new_only,
            rewards=rewards,
            render_mode=render_mode,
        )
        self._rewards_mode = rewards
        self.render_mode = render_mode
        self.possible_agents = self._aec.possible_agents[:]
        self.agents = []
        self._game = None

    def observation_space(self, agent):
        return self._aec.observation_space(agent)

    def action_space(self, agent):
        return self._aec.action_space(agent)

    def _observe(self, agent):
        seat = self.possible_agents.index(agent)
        obs = np.frombuffer(self._game.observation(seat), np.float32).copy()
        if seat in self._game.deciding_players:
            mask = np.frombuffer(self._game.legal_mask(seat), np.int8).copy()
        else:
            mask = np.zeros(_marrakesh.num_actions(), np.int8)
        return {"observation": obs, "action_mask": mask}

    def reset(self, seed=None, options=None):
        self._aec.reset(seed=seed, options=options)
        self._game = self._aec.game
        self.agents = self.possible_agents[:]
        observations = {a: self._observe(a) for a in self.agents}
        return observations, {a: {} for a in self.agents}

    def step(self, actions):
        """Plays the action of every agent with a decision, in seat order.
        An illegal action raises ``ValueError`` and changes nothing."""
        deciding = self._game.deciding_players
        missing = [self.possible_agents[s] for s in deciding if self.possible_agents[s] not in actions]
        if missing:
            raise ValueError(f"no action for {missing}, who must decide")
        trial = self._game.clone()
        for seat in deciding:
            trial.apply(int(actions[self.possible_agents[seat]]), seat)
        self._game = self._aec._game = trial
        over = trial.is_over
        rewards = dict.fromkeys(self.agents, 0.0)
        if over:
            final = _final_rewards(trial, self._rewards_mode)
            rewards = {a: final[self.possible_agents.index(a)] for a in self.agents}
        observations = {a: self._observe(a) for a in self.agents}
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, False)
        infos = {a: {} for a in self.agents}
        if over:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def render(self):
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode")
            return None
        g = self._game
        return f"decisions {g.decisions}, scores {g.scores()}, deciding: {g.deciding_players}"

    def close(self):
        pass

    @property
    def game(self):
        """The ``marrakesh.Game`` being played."""
        return self._game
