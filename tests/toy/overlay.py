"""The toy game added to a copy of the page's sources, as a new game is added: its two
folders and one registry line on each side, nothing else (docs/adding-a-game.md).

``add_toy(tree)`` writes ``game/toy/`` (this folder's ``game.py``) and ``web/toy/`` (its
``web/``) into ``tree`` and one line into ``game/__init__.py`` and ``web/games.py``.
e2e/test_toy_game.py builds and plays the result; tests/test_toy_overlay.py checks that
it touches nothing else.
"""

from __future__ import annotations

import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
# Each registry's one line, and the line of the registry it goes after.
ENGINE_LINE = '    "toy": Entry("game.toy", "TOY", "t"),\n'
PAGE_LINE = '    Game("toy", "web.toy.card", "web.toy.ui", "web.toy.lesson"),\n'
REGISTRIES = {
    "game/__init__.py": ("_WHERE = {\n", ENGINE_LINE),
    "web/games.py": ("GAMES = (\n", PAGE_LINE),
}


def add_toy(tree: Path) -> None:
    """Add the toy game to the sources in ``tree`` (``game/``, ``web/`` at its top)."""
    (tree / "game" / "toy").mkdir()
    shutil.copyfile(HERE / "game.py", tree / "game" / "toy" / "__init__.py")
    shutil.copytree(
        HERE / "web", tree / "web" / "toy", ignore=shutil.ignore_patterns("__pycache__")
    )
    for path, (after, line) in REGISTRIES.items():
        _insert(tree / path, after, line)


def _insert(path: Path, after: str, line: str) -> None:
    """``line`` after the first line equal to ``after`` (ValueError: no such line)."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    at = lines.index(after) + 1
    path.write_text("".join([*lines[:at], line, *lines[at:]]), encoding="utf-8")
