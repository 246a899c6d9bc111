"""The engine is a pure library: no browser modules, no global randomness, no clock."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"
FORBIDDEN = {"js", "pyodide", "pyscript", "random", "time", "datetime", "secrets", "os"}
ALLOWED_IN = {
    "__main__.py": {"time", "os"},  # the command line times its benchmark, quits a closed pipe
    "arena.py": {"time", "os"},  # the arena times decisions, keeps a match log (--log)
    "entropy.py": {"secrets"},  # remote play's keys (game/remote/entropy.py, injected elsewhere)
}


def imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", sorted(GAME.rglob("*.py")), ids=lambda p: str(p.relative_to(GAME)))
def test_engine_module_is_pure(path: Path) -> None:
    bad = imports(path) & (FORBIDDEN - ALLOWED_IN.get(path.name, set()))
    assert not bad, f"{path.relative_to(GAME.parent)} imports {sorted(bad)}"
