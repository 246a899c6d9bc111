"""Adding a game touches its own folders and one registry line on each side, nothing else:
the toy game added to a copy of game/ and web/ (e2e/test_toy_game.py builds and plays it)."""

from __future__ import annotations

import filecmp
import shutil
from pathlib import Path

from tests.toy.overlay import ENGINE_LINE, PAGE_LINE, add_toy

ROOT = Path(__file__).resolve().parent.parent


def _files(top: Path) -> set[str]:
    """The files of ``game/`` and ``web/`` under ``top``."""
    return {
        p.relative_to(top).as_posix()
        for package in ("game", "web")
        for p in (top / package).rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }


def test_the_toy_game_is_its_folders_and_a_registry_line_on_each_side(tmp_path: Path) -> None:
    for package in ("game", "web"):
        shutil.copytree(
            ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    add_toy(tmp_path)
    before, after = _files(ROOT), _files(tmp_path)
    added = after - before
    assert added and all(f.startswith(("game/toy/", "web/toy/")) for f in added)
    changed = {f for f in after & before if not filecmp.cmp(ROOT / f, tmp_path / f, shallow=False)}
    assert changed == {"game/__init__.py", "web/games.py"}
    for path, line in (("game/__init__.py", ENGINE_LINE), ("web/games.py", PAGE_LINE)):
        old = (ROOT / path).read_text(encoding="utf-8").splitlines(keepends=True)
        new = (tmp_path / path).read_text(encoding="utf-8").splitlines(keepends=True)
        assert len(new) == len(old) + 1 and line in new
        new.remove(line)
        assert new == old
