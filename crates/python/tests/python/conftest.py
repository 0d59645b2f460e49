import os
import pathlib

import pytest


@pytest.fixture(scope="session")
def marrakesh_bin():
    """The `marrakesh` program (MARRAKESH_BIN, else the workspace's release build)."""
    path = os.environ.get("MARRAKESH_BIN") or str(
        pathlib.Path(__file__).resolve().parents[4] / "target" / "release" / "marrakesh"
    )
    assert os.access(path, os.X_OK), f"no marrakesh program at {path}: cargo build --release"
    return path
