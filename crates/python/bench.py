"""Speed of random play through the Python binding, one core.

    python crates/python/bench.py [seconds]

Plays uniformly random 4-player games (base game) for about `seconds`
(default 5) of wall time in three ways and prints decisions per second:
`marrakesh.Game` (`legal_actions` + `apply`, the binding itself), the same
with the observation tensor of the seat to move read at every decision, and
OpenSpiel's `python_marrakesh` state (`legal_actions` + `apply_action`
through pyspiel).
"""

import random
import sys
import time

import numpy as np

import marrakesh


def binding(seconds, observe=False):
    rng = random.Random(1)
    decisions = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = marrakesh.Game(players=4, seed=seed)
        seed += 1
        while True:
            p = g.current_player
            if p is None:
                break
            if observe:
                np.frombuffer(g.observation(p), np.float32)
            legal = g.legal_actions(p)
            g.apply(legal[rng.randrange(len(legal))], p)
            decisions += 1
    return decisions / (time.perf_counter() - start)


def openspiel(seconds):
    import pyspiel

    import marrakesh.openspiel  # noqa: F401  (registers the game)

    game = pyspiel.load_game("python_marrakesh", {"players": 4})
    rng = random.Random(1)
    decisions = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        state.apply_action(seed)
        seed += 1
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            decisions += 1
    return decisions / (time.perf_counter() - start)


if __name__ == "__main__":
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    print(f"marrakesh.Game, random play:      {binding(seconds):10,.0f} decisions/s")
    print(f"  with the observation tensor:    {binding(seconds, observe=True):10,.0f} decisions/s")
    try:
        print(f"OpenSpiel state, random play:     {openspiel(seconds):10,.0f} decisions/s")
    except ImportError:
        print("OpenSpiel state: open-spiel is not installed")
