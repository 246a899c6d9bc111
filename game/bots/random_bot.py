"""The uniformly random player: a baseline and the engine's fuzzer."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Game, View
from game.core.rng import Rng


def random_bot(game: Game[Any, Any, Any, Any], view: View, rng: Rng) -> Any:
    """Any legal move, each equally likely."""
    return rng.choice(view.legal_moves)
