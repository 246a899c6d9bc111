"""The eager trader: a yardstick of another style than the search and greedy.

It builds and sells wherever it can (moves of the kinds ``EAGER``), then buys or
picks, and otherwise makes any move that keeps its turn going rather than waiting
or ending it. So on a map it races around, collects tokens and fills the board:
positions the careful bots rarely reach, which is what the soak
(scripts/bench/soak.py) wants from it.
"""

from __future__ import annotations

from game.core.protocol import Game, M, Opt, S, V
from game.core.rng import Rng

EAGER = ("Build", "Sell")  # move kinds taken whenever legal, first of all
THEN = ("Buy", "Pick")  # then these
IDLE = ("Wait", "End")  # and these only when nothing else is legal


def trader(game: Game[S, M, Opt, V], view: V, rng: Rng) -> M:
    """A legal move of the most eager kind available, drawn at random among them."""
    legal: tuple[M, ...] = view.legal_moves
    for kinds in (EAGER, THEN):
        eager = [m for m in legal if type(m).__name__ in kinds]
        if eager:
            return rng.choice(eager)
    busy = [m for m in legal if type(m).__name__ not in IDLE]
    return rng.choice(busy or list(legal))
