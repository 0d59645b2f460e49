"""Gymnasium's own environment checker on the solo environment."""

import gymnasium
import numpy as np
from gymnasium.utils.env_checker import check_env

import marrakesh.gymnasium
from marrakesh.gymnasium import SoloEnv


def test_check_env():
    check_env(SoloEnv(), skip_render_check=True)
    check_env(SoloEnv(opponent="lazy", modules="all", reward="score"), skip_render_check=True)


def test_a_whole_solo_game():
    env = gymnasium.make("marrakesh/Solo-v0", modules="all")
    obs, info = env.reset(seed=5)
    rng = np.random.default_rng(5)
    total = 0.0
    while True:
        legal = np.flatnonzero(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(legal)))
        total += reward
        if terminated or truncated:
            break
    game = env.unwrapped.game
    assert game.is_over and not info.get("illegal_action")
    assert total == (1.0 if 0 in game.winners() else 0.0)


def test_an_illegal_action_ends_the_episode_and_changes_nothing():
    env = SoloEnv()
    obs, info = env.reset(seed=2)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.game.state_json()
    obs2, reward, terminated, truncated, info2 = env.step(illegal)
    assert terminated and reward == -1.0 and info2["illegal_action"]
    assert env.game.state_json() == before
    assert np.array_equal(obs, obs2)
