"""Bazaar's rules engine: Jaipur and Bombay, pure Python, standard library only.

``GAMES[name]`` is the :class:`game.core.protocol.Game` of each game. A game's
modules are imported the first time it is asked for, so a page that plays
Jaipur never loads Bombay.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.protocol import Game

# name -> (module, attribute, one-letter code used in links; never change a code)
_WHERE = {"jaipur": ("game.jaipur", "JAIPUR", "j"), "bombay": ("game.bombay", "BOMBAY", "b")}


class _Registry(Mapping[str, "Game[Any, Any, Any, Any]"]):
    """Game name -> Game object, importing each game's package on first use."""

    def __init__(self) -> None:
        self._loaded: dict[str, Game[Any, Any, Any, Any]] = {}

    def __getitem__(self, name: str) -> Game[Any, Any, Any, Any]:
        if name not in self._loaded:
            if name not in _WHERE:
                raise KeyError(name)
            module, attr, _ = _WHERE[name]
            self._loaded[name] = getattr(import_module(module), attr)
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(_WHERE)

    def __len__(self) -> int:
        return len(_WHERE)

    def code(self, name: str) -> str:
        """The game's one-letter link code, without importing it."""
        return _WHERE[name][2]

    def by_code(self, code: str) -> str | None:
        """The name of the game with link code ``code``, if any."""
        return next((name for name, w in _WHERE.items() if w[2] == code), None)


GAMES = _Registry()
