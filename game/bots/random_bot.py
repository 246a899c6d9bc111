"""The uniformly random player: a baseline and the engine's fuzzer."""

from __future__ import annotations

from game.core.protocol import Game, M, Opt, S, V
from game.core.rng import Rng


def random_bot(game: Game[S, M, Opt, V], view: V, rng: Rng) -> M:
    """A legal move, each equally likely."""
    legal: tuple[M, ...] = view.legal_moves
    return rng.choice(legal)
