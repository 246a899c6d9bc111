"""What every game shares: the protocol, the errors, the seeded RNG, the link codec."""

from game.core.errors import GameError, IllegalMoveError, LinkError, NotationError, StateError
from game.core.protocol import Game, Outcome, View
from game.core.rng import Rng

__all__ = [
    "Game",
    "GameError",
    "IllegalMoveError",
    "LinkError",
    "NotationError",
    "Outcome",
    "Rng",
    "StateError",
    "View",
]
