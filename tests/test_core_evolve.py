"""``evolve``, the engine's one way to copy a record with changes, is ``dataclasses.replace``."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from game import GAMES
from game.core.evolve import evolve

GAME = Path(__file__).resolve().parent.parent / "game"


@pytest.mark.parametrize("name", ["jaipur", "bombay"])
def test_evolve_is_replace_for_states_of_both_kinds(name: str) -> None:
    game = GAMES[name]
    state = game.new(game.default_options(2), 3)  # Jaipur's has a __dict__, Bombay's slots
    assert evolve(state, rng=5) == dataclasses.replace(state, rng=5)
    assert evolve(state) == state and evolve(state) is not state
    with pytest.raises((TypeError, KeyError)):
        evolve(state, no_such_field=1)


def test_no_record_of_the_engine_has_a_post_init() -> None:
    # evolve copies a record without running __init__, so no record it copies may
    # validate in __post_init__: the only class that does is a move, never evolved
    found = set()
    for path in GAME.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ClassDef):
                methods = {f.name for f in node.body if isinstance(f, ast.FunctionDef)}
                if "__post_init__" in methods:
                    found.add(f"{path.relative_to(GAME)}:{node.name}")
    assert found == {"jaipur/moves.py:Exchange"}
