"""Computer players written once for every game, against the protocol.

A bot is a function ``bot(game, view, rng) -> move``: it sees only the view of
its own seat and draws any randomness from the explicit ``rng``, so its play is
reproducible and it can never peek at hidden information.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.bots.flatmc import flat_mc
from game.bots.greedy import greedy
from game.bots.levels import easy, hard, medium
from game.bots.random_bot import random_bot
from game.bots.trader import trader
from game.core.rng import Rng

Bot = Callable[[Any, Any, Rng], Any]

BOTS: dict[str, Bot] = {
    "random": random_bot,
    "greedy": greedy,
    "easy": easy,
    "medium": medium,
    "hard": hard,
}
# Every bot the arena and the soak may pit against each other: the page's bots and the
# yardsticks (which no link names: a record shows them as "human" seats).
ARENA_BOTS: dict[str, Bot] = {**BOTS, "flatmc": flat_mc, "trader": trader}

__all__ = ["ARENA_BOTS", "BOTS", "Bot", "greedy", "random_bot"]
