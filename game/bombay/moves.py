"""Bombay moves: one action each, small frozen values with one canonical text.

=========  ==================  ============================================
text       class               meaning
=========  ==================  ============================================
``go 12``  ``Go(12)``          move the elephant to adjacent space 12
``buy Y``  ``Buy("Y")``        buy a bale of that colour at this trading post
``sell P`` ``Sell("P")``       sell one bale of that colour in this city
``build B````Build("B")``      build a palace here, giving up a bale of that colour
``pick O`` ``Pick("O")``       choose the colour of a palace marker's free bale
``wait``   ``Wait()``          take 1 rupee; this is the whole turn
``end``    ``End()``           end the turn (any points left are lost)
=========  ==================  ============================================

Colours: ``Y`` yellow, ``P`` purple, ``B`` blue, ``O`` orange.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TypeAlias

from game.bombay.board import SPACES
from game.bombay.state import COLOURS
from game.core.errors import NotationError


@dataclass(frozen=True, slots=True)
class Go:
    """Move the elephant to an adjacent space (1 action point, 2 into a hill)."""

    to: int

    def __str__(self) -> str:
        return f"go {self.to}"


@dataclass(frozen=True, slots=True)
class Buy:
    """Buy one bale of ``colour`` at the trading post the elephant stands on."""

    colour: str

    def __str__(self) -> str:
        return f"buy {self.colour}"


@dataclass(frozen=True, slots=True)
class Sell:
    """Sell one bale of ``colour`` in the city the elephant stands in."""

    colour: str

    def __str__(self) -> str:
        return f"sell {self.colour}"


@dataclass(frozen=True, slots=True)
class Build:
    """Build a palace on the elephant's space, giving up a bale of ``colour``."""

    colour: str

    def __str__(self) -> str:
        return f"build {self.colour}"


@dataclass(frozen=True, slots=True)
class Pick:
    """Choose the colour of the free bale a palace marker gives."""

    colour: str

    def __str__(self) -> str:
        return f"pick {self.colour}"


@dataclass(frozen=True, slots=True)
class Wait:
    """Spend the whole turn waiting for 1 rupee."""

    def __str__(self) -> str:
        return "wait"


@dataclass(frozen=True, slots=True)
class End:
    """End the turn now."""

    def __str__(self) -> str:
        return "end"


BombayMove: TypeAlias = Go | Buy | Sell | Build | Pick | Wait | End

# One shared instance of every possible move (legal_moves hands these out).
GO: Final[tuple[Go, ...]] = tuple(Go(s.index) for s in SPACES)
BUY: Final[tuple[Buy, ...]] = tuple(Buy(c) for c in COLOURS)
SELL: Final[tuple[Sell, ...]] = tuple(Sell(c) for c in COLOURS)
BUILD: Final[tuple[Build, ...]] = tuple(Build(c) for c in COLOURS)
PICK: Final[tuple[Pick, ...]] = tuple(Pick(c) for c in COLOURS)
WAIT: Final = Wait()
END: Final = End()

_COLOURED: Final[dict[str, tuple[BombayMove, ...]]] = {
    "buy": BUY,
    "sell": SELL,
    "build": BUILD,
    "pick": PICK,
}


def parse_move(text: str) -> BombayMove:
    """The move written ``text`` (as ``str(move)`` prints it); raises NotationError."""
    words = text.split()
    if words == ["wait"]:
        return WAIT
    if words == ["end"]:
        return END
    if len(words) == 2 and words[0] == "go":
        number = words[1]
        canonical = number.isascii() and number.isdigit() and str(int(number)) == number
        if canonical and int(number) < len(GO):
            return GO[int(number)]
        raise NotationError(f"{text!r}: 'go' needs a space number 0..{len(GO) - 1}")
    if len(words) == 2 and words[0] in _COLOURED:
        if len(words[1]) == 1 and words[1] in COLOURS:
            return _COLOURED[words[0]][COLOURS.index(words[1])]
        raise NotationError(f"{text!r}: the colour must be one of Y, P, B, O")
    raise NotationError(
        f"{text!r} is not a Bombay move (go N, buy C, sell C, build C, pick C, wait, end)"
    )
