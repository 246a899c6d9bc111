"""Bazaar's rules engine: Jaipur and Bombay, pure Python, standard library only.

``GAMES[name]`` is the :class:`game.core.protocol.Game` of each game, found through one
:class:`Entry` per game in ``_WHERE``: everything else about a game lives in its package
(``game/<name>/``, its remote play in ``game/<name>/remote/``). A game's modules are
imported the first time it is asked for, so a page that plays Jaipur never loads Bombay.
The link code and remote play take this registry as an argument or read its entries;
nothing in ``game.core`` imports it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.protocol import AnyGame


@dataclass(frozen=True)
class Entry:
    """Where a game is, and what is read of it before its modules load (a link's game,
    an invitation's players, a save's device class). Never change a letter: links
    made today carry them."""

    package: str  # the game's package; its remote play is ``<package>.remote``
    attr: str  # the package's attribute holding its Game object
    code: str  # one lower-case letter naming the game in links
    invitation: str = ""  # the kind letter of its invitation links ("": no remote play)
    players: int = 0  # players of an invitation; 0: the invitation's first body byte says
    device: str = ""  # "module.Class" of its remote device in ``<package>.remote``


_WHERE = {
    "jaipur": Entry("game.jaipur", "JAIPUR", "j", "I", 2, "device.JaipurDevice"),
    "bombay": Entry("game.bombay", "BOMBAY", "b", "B", 0, "setup.BombayDevice"),
}


class Registry(Mapping[str, "AnyGame"]):
    """Game name -> Game object, importing each game's package on first use."""

    def __init__(self, where: Mapping[str, Entry]) -> None:
        self._where = where
        self._loaded: dict[str, AnyGame] = {}

    def __getitem__(self, name: str) -> AnyGame:
        if name not in self._loaded:
            entry = self.entry(name)
            self._loaded[name] = getattr(import_module(entry.package), entry.attr)
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)

    def entry(self, name: str) -> Entry:
        """What is known of game ``name`` without importing it; KeyError if none."""
        return self._where[name]

    def code(self, name: str) -> str:
        """The game's one-letter link code, without importing it."""
        return self._where[name].code

    def by_code(self, code: str) -> str | None:
        """The name of the game with link code ``code``, if any."""
        return next((name for name, e in self._where.items() if e.code == code), None)


GAMES = Registry(_WHERE)
