"""The Python binding and the Rust engine (the `marrakesh` program) agree:
the same seed and actions give the same games, legal action sets, scores
and winners."""

import json
import random
import subprocess

import pytest

import marrakesh

SETUPS = [
    (dict(players=2), ["--players", "2"]),
    (dict(players=3, modules="all"), ["--players", "3", "--modules", "all"]),
    (dict(players=4, edition="essential"), ["--players", "4", "--edition", "essential"]),
    (dict(solo="paschabot", modules="all"), ["--solo", "--modules", "all"]),
]


def run(binary, *args):
    out = subprocess.run([binary, *args], check=True, capture_output=True, text=True)
    return out.stdout


@pytest.mark.parametrize("options,flags", SETUPS)
def test_same_seed_and_actions_same_game(marrakesh_bin, tmp_path, options, flags):
    seed = 17
    record = run(marrakesh_bin, "new", "--seed", str(seed), *flags)
    from_cli = marrakesh.Game.from_record(record)
    game = marrakesh.Game(seed=seed, **options)
    assert game.state_json() == from_cli.state_json()

    rng = random.Random(seed)
    path = tmp_path / "game.json"
    checks = 0
    while not game.is_over:
        p = game.current_player
        legal = game.legal_actions(p)
        if game.decisions % 25 == 0:
            path.write_text(game.record())
            listed = json.loads(run(marrakesh_bin, "legal", str(path), "--player", str(p)))
            numbers = sorted(marrakesh.action_index(json.dumps(a)) for a in listed["actions"])
            assert numbers == legal, f"decision {game.decisions}"
            checks += 1
        game.apply(rng.choice(legal), p)
    assert checks >= 5
    path.write_text(game.record())
    score = json.loads(run(marrakesh_bin, "score", str(path), "--json"))
    assert [p["total"] for p in score["players"]] == game.scores()
    assert score["winners"] == game.winners()
    # The record replays in the binding too.
    assert marrakesh.Game.from_record(game.record()) == game
