"""Bombay: merchants on elephants buy silk, sell it in four cities and build palaces.

``BOMBAY`` is the :class:`game.core.protocol.Game` for 2 to 5 players. The map
is data (:mod:`game.bombay.board`); the rules contract is
``docs/rules-bombay.md``; move and position text are in ``docs/notation.md``.
"""

from game.bombay.explain import Reason, explain_illegal
from game.bombay.game import BOMBAY, Bombay
from game.bombay.invariants import check_invariants
from game.bombay.moves import BombayMove, Build, Buy, End, Go, Pick, Sell, Wait
from game.bombay.state import BombayOptions, Player, State
from game.bombay.view import BombayView, MarketView, PlayerView, PostView

__all__ = [
    "BOMBAY",
    "Bombay",
    "BombayMove",
    "BombayOptions",
    "BombayView",
    "Build",
    "Buy",
    "End",
    "Go",
    "MarketView",
    "Pick",
    "Player",
    "PlayerView",
    "PostView",
    "Reason",
    "Sell",
    "State",
    "Wait",
    "check_invariants",
    "explain_illegal",
]
