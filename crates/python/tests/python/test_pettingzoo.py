"""PettingZoo's own API test on the AEC environment, and whole games."""

import numpy as np
from pettingzoo.test import api_test

from marrakesh.pettingzoo import env


def test_api_test_two_players():
    api_test(env(players=2), num_cycles=300, verbose_progress=False)


def test_api_test_every_module():
    api_test(env(players=4, modules="all", rewards="score"), num_cycles=300, verbose_progress=False)


def test_a_whole_game_ends_with_the_engines_rewards():
    e = env(players=3, modules="all")
    e.reset(seed=3)
    steps = 0
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            action = None
        else:
            mask = obs["action_mask"]
            assert mask.sum() >= 1
            action = e.action_space(agent).sample(mask)
            steps += 1
        e.step(action)
    game = e.unwrapped.game
    assert game.is_over and steps == game.decisions
    winners = game.winners()
    assert winners
    assert all(
        e._cumulative_rewards.get(a, 0.0) in (0.0, 1.0) for a in e.possible_agents
    )


def test_reset_with_a_seed_repeats_the_game():
    a, b = env(players=2), env(players=2)
    a.reset(seed=9)
    b.reset(seed=9)
    oa, ob = a.observe(a.agent_selection), b.observe(b.agent_selection)
    assert np.array_equal(oa["observation"], ob["observation"])
    assert np.array_equal(oa["action_mask"], ob["action_mask"])
