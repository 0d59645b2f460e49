"""OpenSpiel accepts the game: its own consistency check, its ISMCTS."""

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts

import marrakesh
import marrakesh.openspiel as mo

PARAMETER_SETS = [
    {"players": 2},
    {"players": 3, "modules": "all"},
    {"players": 4, "modules": "all", "edition": "essential", "rewards": "score"},
    {"solo": "paschabot", "modules": "all", "difficulty": "harder-storage-keshis"},
    {"solo": "lazy", "modules": "all", "rewards": "score"},
]


@pytest.mark.parametrize("params", PARAMETER_SETS, ids=lambda p: ",".join(f"{k}={v}" for k, v in p.items()))
def test_random_sim_test(params):
    game = pyspiel.load_game("python_marrakesh", params)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_game_type_and_info():
    game = pyspiel.load_game("python_marrakesh", {"players": 3})
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert game.num_players() == 3
    assert game.num_distinct_actions() == marrakesh.num_actions()
    assert game.observation_tensor_shape() == [marrakesh.tensor_size()]
    assert game.information_state_tensor_shape() == [marrakesh.tensor_size()]
    assert game.min_utility() == 0.0 and game.max_utility() == 1.0
    solo = pyspiel.load_game("python_marrakesh", {"solo": "paschabot"})
    assert solo.num_players() == 1
    with pytest.raises(Exception):
        pyspiel.load_game("python_marrakesh", {"modules": "dragons"})


def play_random(state, rng, stop=None):
    while not state.is_terminal() and (stop is None or stop(state)):
        if state.is_chance_node():
            state.apply_action(int(rng.randint(mo.SEEDS)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def test_states_with_the_same_view_give_the_same_tensors():
    """resample_from_infostate (the engine's determinize) draws the hidden
    part anew: the seat's strings and tensors stay, the state changes."""
    game = pyspiel.load_game("python_marrakesh", {"players": 3, "modules": "all"})
    rng = np.random.RandomState(4)
    state = game.new_initial_state()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    changed = 0
    for step in range(400):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(7)
            continue
        p = state.current_player()
        if step % 9 == 0:
            other = state.resample_from_infostate(p, sampler)
            assert other.information_state_string(p) == state.information_state_string(p)
            assert other.observation_string(p) == state.observation_string(p)
            assert other.information_state_tensor(p) == state.information_state_tensor(p)
            assert other.observation_tensor(p) == state.observation_tensor(p)
            assert other.legal_actions() == state.legal_actions()
            changed += str(other) != str(state)
            t = np.array(state.observation_tensor(p))
            assert t.shape == (marrakesh.tensor_size(),)
            assert t.min() >= 0.0 and t.max() <= 1.0
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert changed > 10


def test_serialisation_round_trip():
    game = pyspiel.load_game("python_marrakesh", {"players": 2, "modules": "all"})
    rng = np.random.RandomState(1)
    count = [0]

    def first_150(_):
        count[0] += 1
        return count[0] <= 150

    state = play_random(game.new_initial_state(), rng, first_150)
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(state2) == str(state)
    assert state2.history() == state.history()
    assert state2.legal_actions() == state.legal_actions()
    # The history alone replays to the same game (the seed is its first move).
    replayed = game.new_initial_state()
    for a in state.history():
        replayed.apply_action(a)
    assert str(replayed) == str(state)


def test_ismcts_beats_a_random_player():
    """OpenSpiel's ISMCTS (resampling with the engine's determinize) against
    uniformly random play, complete 2-player games, seats alternating."""
    game = pyspiel.load_game("python_marrakesh", {"players": 2})
    wins = 0
    games = 4
    for i in range(games):
        rng = np.random.RandomState(100 + i)
        bot = ismcts.ISMCTSBot(
            game,
            mo.RandomRolloutEvaluator(1, rng),
            uct_c=1.0,
            max_simulations=30,
            random_state=rng,
        )
        state = game.new_initial_state()
        state.apply_action(1000 + i)
        me = i % 2
        while not state.is_terminal():
            if state.current_player() == me:
                action = bot.step(state)
            else:
                action = int(rng.choice(state.legal_actions()))
            state.apply_action(action)
        wins += state.returns()[me] == 1.0
    assert wins >= 3, f"ISMCTS won {wins} of {games}"
