"""Stefan Feld's *Marrakesh*: the project's Rust rules engine for Python.

``marrakesh.Game`` wraps the engine directly. Actions are numbers of one
fixed global index (``num_actions()`` of them; ``index_layout()`` prints the
layout), observations are float32 tensors of ``tensor_size()`` numbers in
[0, 1] made from exactly what a seat may see.

The frameworks' wrappers are imported on demand:

- ``marrakesh.openspiel``: the OpenSpiel game ``python_marrakesh``;
- ``marrakesh.pettingzoo.env(...)``: a PettingZoo AEC environment;
- ``marrakesh.gymnasium.SoloEnv``: solo play against the Paschabot.
"""

import numpy as _np

from ._marrakesh import (
    DIFFICULTY,
    MODULES,
    Game,
    action_index,
    action_json,
    index_layout,
    num_actions,
    tensor_size,
)

__all__ = [
    "DIFFICULTY",
    "MODULES",
    "Game",
    "action_index",
    "action_json",
    "index_layout",
    "legal_mask",
    "num_actions",
    "observation",
    "tensor_size",
]


def observation(game, player):
    """The observation tensor of ``player`` as a float32 numpy array."""
    return _np.frombuffer(game.observation(player), dtype=_np.float32).copy()


def legal_mask(game, player=None):
    """The legal actions of ``player`` as an int8 numpy mask."""
    return _np.frombuffer(game.legal_mask(player), dtype=_np.int8).copy()
