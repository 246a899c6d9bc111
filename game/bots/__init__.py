"""Computer players written once for every game, against the protocol.

A bot is a function ``bot(game, view, rng) -> move``: it sees only the view of
its own seat and draws any randomness from the explicit ``rng``, so its play is
reproducible and it can never peek at hidden information.

``BOTS`` (the page's bots, the seat kinds a link names) and ``ARENA_BOTS`` (those and the
yardsticks) are registries by name, as ``game.GAMES`` is: a bot's module is imported the
first time it is asked for, so the page never loads the yardsticks (nor any bot before its
first computer move). Both are mutable: a benchmark may add a candidate bot by name.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from importlib import import_module
from typing import Protocol

from game.core.protocol import Game, M, Opt, S, V
from game.core.rng import Rng


class Bot(Protocol):
    """A computer player: the move it plays in ``view`` (its own seat's), any randomness
    drawn from ``rng``."""

    def __call__(self, game: Game[S, M, Opt, V], view: V, rng: Rng) -> M: ...


# name -> (module, function): the page's bots, then the yardsticks no link names (a record
# shows them as "human" seats), which only the arena and the soak pit against the others.
_PAGE = {
    "random": ("game.bots.random_bot", "random_bot"),
    "greedy": ("game.bots.greedy", "greedy"),
    "easy": ("game.bots.levels", "easy"),
    "medium": ("game.bots.levels", "medium"),
    "hard": ("game.bots.levels", "hard"),
}
_YARDSTICKS = {"flatmc": ("game.bots.flatmc", "flat_mc"), "trader": ("game.bots.trader", "trader")}


class _Registry(MutableMapping[str, Bot]):
    """Bot name -> bot, importing each bot's module on first use; names added by
    assignment hold their bot as given."""

    def __init__(self, where: dict[str, tuple[str, str]]) -> None:
        self._where = dict(where)
        self._bots: dict[str, Bot] = {}
        self._names = list(where)

    def __getitem__(self, name: str) -> Bot:
        if name not in self._bots:
            if name not in self._where:
                raise KeyError(name)
            module, attr = self._where[name]
            self._bots[name] = getattr(import_module(module), attr)
        return self._bots[name]

    def __setitem__(self, name: str, bot: Bot) -> None:
        if name not in self._names:
            self._names.append(name)
        self._bots[name] = bot

    def __delitem__(self, name: str) -> None:
        self._names.remove(name)
        self._bots.pop(name, None)
        self._where.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._names))

    def __len__(self) -> int:
        return len(self._names)

    def __contains__(self, name: object) -> bool:
        return name in self._names


BOTS: MutableMapping[str, Bot] = _Registry(_PAGE)
ARENA_BOTS: MutableMapping[str, Bot] = _Registry({**_PAGE, **_YARDSTICKS})

__all__ = ["ARENA_BOTS", "BOTS", "Bot"]
