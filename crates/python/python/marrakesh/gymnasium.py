"""Solo Marrakesh against the Paschabot as a Gymnasium environment::

    import gymnasium, marrakesh.gymnasium
    env = gymnasium.make("marrakesh/Solo-v0", modules="all")
    obs, info = env.reset(seed=1)
    while True:
        action = env.action_space.sample(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

The agent plays seat 0; the engine plays the Paschabot (or the lazy one,
``opponent="lazy"``) by its rules. Observations: the seat's view as
``marrakesh.tensor_size()`` float32 numbers in [0, 1]. Actions: numbers of
the global action index; ``info["action_mask"]`` (and ``action_masks()``,
for maskable agents) marks the legal ones. An illegal action ends the
episode with ``illegal_action_reward`` (default -1) and changes nothing in
the game; once the episode has ended (the game's end or an illegal action),
``step`` raises ``RuntimeError`` until ``reset``. The reward comes at the end: ``reward="win"`` gives 1 for beating
the Paschabot (a shared victory counts) and 0 otherwise, ``reward="score"``
the final score minus the Paschabot's.
"""

import gymnasium
import numpy as np
from gymnasium import spaces

from . import _marrakesh


class SoloEnv(gymnasium.Env):
    """One player against the Paschabot."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        opponent="paschabot",
        edition="classic",
        modules="none",
        difficulty="",
        reward="win",
        illegal_action_reward=-1.0,
        render_mode=None,
    ):
        if reward not in ("win", "score"):
            raise ValueError(f"unknown reward '{reward}' (win or score)")
        if opponent not in ("paschabot", "lazy"):
            raise ValueError(f"unknown opponent '{opponent}' (paschabot or lazy)")
        self._options = dict(
            solo=opponent, edition=edition, modules=modules, difficulty=difficulty
        )
        _marrakesh.Game(seed=0, **self._options)
        self._reward = reward
        self._illegal = float(illegal_action_reward)
        self.render_mode = render_mode
        self.observation_space = spaces.Box(
            0.0, 1.0, (_marrakesh.tensor_size(),), np.float32
        )
        self.action_space = spaces.Discrete(_marrakesh.num_actions())
        self._game = None
        self._done = True

    def _obs(self):
        return np.frombuffer(self._game.observation(0), np.float32).copy()

    def action_masks(self):
        """The legal actions as booleans (empty of legal ones at the end)."""
        if self._game.is_over:
            return np.zeros(_marrakesh.num_actions(), bool)
        return np.frombuffer(self._game.legal_mask(0), np.int8).astype(bool)

    def _info(self, **extra):
        mask = self.action_masks().astype(np.int8)
        return {"action_mask": mask, "decisions": self._game.decisions, **extra}

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**62))
        self._game = _marrakesh.Game(seed=game_seed, **self._options)
        self._done = False
        return self._obs(), self._info()

    def step(self, action):
        if self._done:
            raise RuntimeError("the episode is over (or not begun): call reset() before step()")
        action = int(action)
        if action not in self._game.legal_actions(0):
            self._done = True
            return self._obs(), self._illegal, True, False, self._info(illegal_action=True)
        self._game.apply(action, 0)
        self._done = self._game.is_over
        reward = 0.0
        if self._game.is_over:
            if self._reward == "score":
                mine, pascha = self._game.scores()[:2]
                reward = float(mine - pascha)
            else:
                reward = 1.0 if 0 in self._game.winners() else 0.0
        return self._obs(), reward, self._game.is_over, False, self._info()

    def render(self):
        if self.render_mode != "ansi":
            return None
        g = self._game
        return f"decisions {g.decisions}, scores (you, Paschabot) {g.scores()}"

    @property
    def game(self):
        """The ``marrakesh.Game`` being played."""
        return self._game


if "marrakesh/Solo-v0" not in gymnasium.registry:
    gymnasium.register(id="marrakesh/Solo-v0", entry_point="marrakesh.gymnasium:SoloEnv")
