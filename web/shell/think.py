"""The one place the page asks a computer player for a move.

Kept behind a single function so a web worker can take the work later without
the controller changing. The bot's rng is derived from the game's seed and the
move number, so the same game always gets the same computer replies.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng


def bot_rng(seed: int, move_number: int) -> Rng:
    """A reproducible generator for the computer's decision at ``move_number``."""
    return Rng(seed).fork(move_number + 1)


def choose_move(game: Any, state: Any, seat: int, kind: str, seed: int, move_number: int) -> Any:
    """The move the computer of ``kind`` plays for ``seat``, seeing only its own view."""
    from game.bots import BOTS  # imported on the first computer move, not at start-up

    view = game.view(state, seat)
    return BOTS[kind](game, view, bot_rng(seed, move_number))
