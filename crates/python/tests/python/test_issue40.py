"""Issue 40, items 12-16: observers, public information, possible worlds,
refused inputs, and what research users need."""

import json
import pathlib

import numpy as np
import pyspiel
import pytest

import marrakesh
import marrakesh.openspiel  # noqa: F401  (old versions: registration by this import)


def play_to(game, stop, rng=None):
    rng = rng or np.random.RandomState(0)
    while not game.is_over and not stop(game):
        game.apply(int(rng.choice(game.legal_actions())))
    return game


def os_state(params, stop, seed_outcome=3, rng_seed=0):
    game = pyspiel.load_game("python_marrakesh", params)
    state = game.new_initial_state()
    state.apply_action(seed_outcome)
    rng = np.random.RandomState(rng_seed)
    while not state.is_terminal() and not stop(state):
        state.apply_action(int(rng.choice(state.legal_actions())))
    return game, state


def in_selection(state):
    v = json.loads(state.engine.view(0))
    return v["phase"] == "selection" and v["round"] >= 1


# Item 12 --------------------------------------------------------------


def test_public_observer_holds_no_private_information():
    """private_info=NONE: the same for every seat, and no seat's secrets."""
    from open_spiel.python.observation import make_observation

    game, state = os_state({"players": 3, "modules": "all"}, in_selection)
    public = make_observation(
        game, pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
    )
    private = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False))
    strings = [public.string_from(state, p) for p in range(3)]
    assert strings[0] == strings[1] == strings[2]
    tensors = []
    for p in range(3):
        public.set_from(state, p)
        tensors.append(public.tensor.copy())
    assert all(np.array_equal(tensors[0], t) for t in tensors)
    # No face-down provision tile shows, nobody's unrevealed selection.
    view = json.loads(strings[0])
    assert view["viewer"] is None
    for pv in view["players"]:
        for tile in pv["provision"]:
            assert tile.get("tile") is None or tile["status"] == "active"
    private.set_from(state, 0)
    assert not np.array_equal(private.tensor, tensors[0])
    assert private.string_from(state, 0) != strings[0]


def test_public_observer_is_unchanged_by_a_secret_choice():
    game, state = os_state({"players": 2}, in_selection)
    from open_spiel.python.observation import make_observation

    public = make_observation(
        game, pyspiel.IIGObservationType(perfect_recall=True, private_info=pyspiel.PrivateInfoType.NONE)
    )
    assert state.current_player() == 0
    legal = state.legal_actions()
    a, b = state.child(legal[0]), state.child(legal[-1])
    assert public.string_from(a, 1) == public.string_from(b, 1)
    assert a.information_state_string(1) == b.information_state_string(1)
    assert a.information_state_string(0) != b.information_state_string(0)


def test_unsupported_observers_are_refused():
    game = pyspiel.load_game("python_marrakesh", {"players": 2})
    with pytest.raises(ValueError, match="ALL_PLAYERS"):
        game.make_py_observer(
            pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS)
        )
    with pytest.raises(ValueError, match="parameters"):
        game.make_py_observer(None, {"x": 1})


def test_perfect_recall_information_state_remembers_the_past():
    """Two histories that end in the same view but differ in what the seat
    saw before have different information states (perfect recall) and the
    same observation (not perfect recall)."""
    game, state = os_state({"players": 2}, in_selection)
    s = state.information_state_string(0)
    assert "history_digest" in json.loads(s)
    assert "history_digest" not in json.loads(state.observation_string(0))
    # Another seed: another past, the digest differs even where views agree.
    _, other = os_state({"players": 2}, in_selection, seed_outcome=4)
    assert json.loads(other.information_state_string(0))["history_digest"] != json.loads(s)["history_digest"]


def test_perfect_recall_can_be_dropped_for_speed():
    game, state = os_state({"players": 2, "perfect_recall": False}, in_selection)
    assert state.observation_string(0)
    assert len(state.information_state_tensor(0)) == marrakesh.tensor_size()
    with pytest.raises(ValueError, match="perfect_recall=False"):
        state.information_state_string(0)


# Item 13 --------------------------------------------------------------


def test_other_screens_and_last_selections_are_public():
    g = marrakesh.Game(players=3, seed=5)
    play_to(g, lambda g: json.loads(g.view(0))["phase"] == "selection" and json.loads(g.view(0))["round"] == 1)
    view = json.loads(g.view(0))
    state = json.loads(g.state_json())
    for p, pv in enumerate(view["players"]):
        last = view["last_selections"][p]
        assert pv["screen"] is not None and len(pv["screen"]) == 9
        assert len(last) == 3
        assert not set(last) & set(pv["screen"])
    # A memoryless agent gets them from the tensor.
    layout = {name: (start, n) for name, start, n in marrakesh.tensor_layout()}
    start, n = layout["last_selection"]
    t = marrakesh.observation(g, 0)
    assert n == 48 and t[start : start + n].sum() == 9
    del state


# Item 14 --------------------------------------------------------------


def test_a_determinized_world_has_no_real_history():
    g = marrakesh.Game(players=3, seed=8)
    play_to(g, lambda g: json.loads(g.view(0))["phase"] == "selection" and g.current_player == 2)
    world = g.determinize(2, 1)
    real = g.history()
    seen = world.history()
    assert len(seen) == len(real)
    assert all(a is None for p, a in seen if p != 2)
    assert [x for x in seen if x[0] == 2] == [x for x in real if x[0] == 2]


def test_a_resampled_state_has_not_the_real_seed():
    game, state = os_state({"players": 2}, in_selection, seed_outcome=1234)
    assert state.history()[0] == 1234
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    firsts = set()
    for _ in range(5):
        other = state.resample_from_infostate(0, sampler)
        h = other.history()
        assert len(h) == len(state.history())
        firsts.add(h[0])
        import marrakesh.openspiel as mo

        real = state.full_history()
        for item, r in zip(other.full_history()[1:], real[1:]):
            assert item.player == r.player
            assert item.action == (r.action if r.player == 0 else mo.HIDDEN)
        assert other.information_state_string(0) == state.information_state_string(0)
        assert other.legal_actions() == state.legal_actions()
    assert 1234 not in firsts


# Item 15 --------------------------------------------------------------


def test_the_chance_node_refuses_outcomes_it_does_not_have():
    game = pyspiel.load_game("python_marrakesh", {"players": 2})
    state = game.new_initial_state()
    with pytest.raises(Exception, match="chance outcome 65536"):
        state.apply_action(65536)
    with pytest.raises(Exception, match="chance outcome"):
        state.apply_action(-5)
    assert state.is_chance_node()
    with pytest.raises(ValueError, match="chance node"):
        state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0.0, 1.0))


def test_large_seeds_work_or_are_refused_clearly():
    import marrakesh.openspiel as mo

    big = mo.load_game(seed=2**40 + 5)
    assert big.get_parameters()["seed"] == 5
    assert big.get_parameters()["seed_high"] == 2**9
    state = big.new_initial_state()
    state.apply_action(0)
    # The same as the split parameters through pyspiel, and it serialises.
    same = pyspiel.load_game("python_marrakesh", {"seed": 5, "seed_high": 2**9}).new_initial_state()
    same.apply_action(0)
    assert str(same) == str(state)
    text = pyspiel.serialize_game_and_state(big, state)
    _, back = pyspiel.deserialize_game_and_state(text)
    assert str(back) == str(state)
    other = mo.load_game(seed=6).new_initial_state()
    other.apply_action(0)
    assert str(other) != str(state)
    with pytest.raises(ValueError, match="too large"):
        mo.load_game(seed=2**60)
    with pytest.raises(ValueError, match="seed"):
        mo.load_game(seed=-7)


def test_solo_refuses_other_players():
    with pytest.raises(ValueError, match="solo"):
        marrakesh.Game(solo="paschabot", players=3)
    assert marrakesh.Game(solo="paschabot", players=1).num_deciding == 1


@pytest.mark.parametrize("modules", ["all,all", "", " , ", "nomads,nomads", "none,camel-race"])
def test_bad_module_lists_are_refused(modules):
    with pytest.raises(ValueError):
        marrakesh.Game(modules=modules)


def test_pettingzoo_ansi_does_not_print(capsys):
    from marrakesh.pettingzoo import env

    e = env(players=2, render_mode="ansi")
    e.reset(seed=1)
    for _ in range(5):
        obs, *_ = e.last()
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert capsys.readouterr().out == ""
    assert "decisions 5" in e.render()


def test_gymnasium_refuses_to_step_a_finished_episode():
    from marrakesh.gymnasium import SoloEnv

    env = SoloEnv()
    obs, info = env.reset(seed=2)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    *_, terminated, _, info = env.step(illegal)
    assert terminated
    legal = int(np.flatnonzero(env.reset(seed=2)[1]["action_mask"])[0])
    env.step(illegal)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(legal)
    env.reset(seed=3)
    env.step(int(np.flatnonzero(env.action_masks())[0]))


# Item 16 --------------------------------------------------------------


def test_version_stubs_and_layout():
    assert marrakesh.__version__ == "0.1.0"
    package = pathlib.Path(marrakesh.__file__).parent
    assert (package / "py.typed").exists()
    assert (package / "_marrakesh.pyi").exists()
    layout = marrakesh.tensor_layout()
    names = [name for name, _, _ in layout]
    assert names[:3] == ["game", "pending", "board"]
    assert names[3:7] == ["seat_0", "seat_1", "seat_2", "seat_3"]
    assert layout[0][1] == 0
    assert sum(n for _, _, n in layout) == marrakesh.tensor_size()
    for (_, start, n), (_, nxt, _) in zip(layout, layout[1:]):
        assert start + n == nxt


def test_import_registers_the_frameworks():
    import gymnasium
    import subprocess
    import sys

    code = (
        "import marrakesh, pyspiel, gymnasium;"
        "pyspiel.load_game('python_marrakesh');"
        "gymnasium.make('marrakesh/Solo-v0')"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    assert "marrakesh/Solo-v0" in gymnasium.registry


def test_parallel_env():
    from pettingzoo.test import parallel_api_test

    from marrakesh.pettingzoo import parallel_env

    parallel_api_test(parallel_env(players=3, modules="all"), num_cycles=200)
    e = parallel_env(players=2)
    obs, infos = e.reset(seed=4)
    rng = np.random.default_rng(4)
    simultaneous = 0
    while e.agents:
        acting = [a for a in e.agents if obs[a]["action_mask"].any()]
        simultaneous += len(acting) > 1
        actions = {a: int(rng.choice(np.flatnonzero(obs[a]["action_mask"]))) for a in acting}
        obs, rewards, terms, truncs, infos = e.step(actions)
    assert e.game.is_over and simultaneous > 5
    assert sorted(rewards.values()) in ([0.0, 1.0], [1.0, 1.0])


@pytest.mark.parametrize("kind", ["random", "greedy", "ismcts:20it"])
def test_the_projects_bots(kind):
    g = marrakesh.Game(players=2, seed=3)
    bots = [marrakesh.Bot(kind, seed=1), marrakesh.Bot("random", seed=2)]
    steps = 0
    while not g.is_over and steps < (60 if kind.startswith("ismcts") else 10_000):
        p = g.current_player
        a = bots[p].choose(g, p)
        assert a in g.legal_actions(p)
        g.apply(a, p)
        steps += 1
    assert marrakesh.Bot("strong").kind.startswith("ismcts")
    with pytest.raises(ValueError):
        marrakesh.Bot("dragon")
    if g.is_over:
        with pytest.raises(ValueError):
            bots[0].choose(g, 0)
