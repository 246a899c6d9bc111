"""Jaipur: the two-player card game of trading goods, as a pure rules engine.

``JAIPUR`` is the game object (see :class:`game.core.protocol.Game`); the moves,
the view and :func:`explain_illegal` are exported for the UI. The rules it
implements are in docs/rules-jaipur.md; the text forms of moves and positions
in docs/notation.md.
"""

from game.jaipur.explain import explain_illegal
from game.jaipur.game import JAIPUR, Jaipur, JaipurOptions
from game.jaipur.moves import Exchange, Move, Sell, Take, TakeCamels, parse_move
from game.jaipur.state import JaipurState, RoundResult
from game.jaipur.view import JaipurView

__all__ = [
    "JAIPUR",
    "Exchange",
    "Jaipur",
    "JaipurOptions",
    "JaipurState",
    "JaipurView",
    "Move",
    "RoundResult",
    "Sell",
    "Take",
    "TakeCamels",
    "explain_illegal",
    "parse_move",
]
