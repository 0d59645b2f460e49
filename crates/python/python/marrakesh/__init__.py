"""Stefan Feld's *Marrakesh*: the project's Rust rules engine for Python.

``marrakesh.Game`` wraps the engine directly. Actions are numbers of one
fixed global index (``num_actions()`` of them; ``index_layout()`` prints the
layout), observations are float32 tensors of ``tensor_size()`` numbers in
[0, 1] made from exactly what a seat may see (``tensor_layout()``: where
each section starts). ``marrakesh.Bot`` plays the project's own bots.

``import marrakesh`` registers the frameworks' wrappers of the libraries
that are installed:

- ``marrakesh.openspiel``: the OpenSpiel game ``python_marrakesh``;
- ``marrakesh.gymnasium``: ``gymnasium.make("marrakesh/Solo-v0")``, solo
  play against the Paschabot;
- ``marrakesh.pettingzoo``: ``env(...)`` (AEC) and ``parallel_env(...)``
  (imported on demand).
"""

import importlib as _importlib

import numpy as _np

from ._marrakesh import (
    DIFFICULTY,
    MODULES,
    Bot,
    Game,
    __version__,
    action_index,
    action_json,
    index_layout,
    num_actions,
    tensor_layout,
    tensor_size,
)

__all__ = [
    "DIFFICULTY",
    "MODULES",
    "Bot",
    "Game",
    "__version__",
    "action_index",
    "action_json",
    "index_layout",
    "legal_mask",
    "num_actions",
    "observation",
    "tensor_layout",
    "tensor_size",
]


def observation(game, player=None):
    """The observation tensor of ``player`` (``None``: public information
    only) as a float32 numpy array."""
    return _np.frombuffer(game.observation(player), dtype=_np.float32).copy()


def legal_mask(game, player=None):
    """The legal actions of ``player`` as an int8 numpy mask."""
    return _np.frombuffer(game.legal_mask(player), dtype=_np.int8).copy()


def _register():
    """Registers the OpenSpiel game and the Gymnasium environment if
    OpenSpiel and Gymnasium are installed."""
    for library, wrapper in (("pyspiel", "openspiel"), ("gymnasium", "gymnasium")):
        try:
            _importlib.import_module(library)
        except ImportError:
            continue
        _importlib.import_module(f"{__name__}.{wrapper}")


_register()
