"""Shared fixtures: the toy game registered beside the real ones."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import game


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """Registers tests/toygame.py as game "toy" (link code "t") for one test."""
    monkeypatch.setitem(game._WHERE, "toy", ("toygame", "TOY", "t"))
    yield game.GAMES["toy"]
    game.GAMES._loaded.pop("toy", None)
