"""Jaipur's four actions as small frozen values, and their one text form each.

``str(move)`` is the canonical text (``take D``, ``camels``, ``swap DS for LLM``,
``sell 3 L``) and :func:`parse_move` reads it back; links and logs store it.
An exchange keeps both sides sorted in D G S C P L M order (the constructor
sorts them), so the same pair of multisets is always the same move, however the
player picked the cards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from game.core.errors import NotationError
from game.jaipur.cards import INDEX, ORDER


@dataclass(frozen=True)
class Take:
    """Take one goods card from the market into the hand."""

    good: str

    def __str__(self) -> str:
        return f"take {self.good}"


@dataclass(frozen=True)
class TakeCamels:
    """Take every camel in the market into the herd."""

    def __str__(self) -> str:
        return "camels"


@dataclass(frozen=True)
class Exchange:
    """Take ``take`` from the market, put back ``give`` from hand and herd (``M``)."""

    take: tuple[str, ...]
    give: tuple[str, ...]
    _hash: int = field(init=False, repr=False, compare=False, default=0)

    def __post_init__(self) -> None:
        for name in ("take", "give"):
            cards = tuple(getattr(self, name))
            if not all(isinstance(c, str) and c in INDEX for c in cards):
                ordered = cards  # unknown codes: keep as given; never legal
            else:
                ordered = tuple(sorted(cards, key=INDEX.__getitem__))
            object.__setattr__(self, name, ordered)
        object.__setattr__(self, "_hash", hash((self.take, self.give)))

    def __hash__(self) -> int:  # cached: legal-move sets hash every exchange
        return self._hash

    def __str__(self) -> str:
        return f"swap {''.join(self.take)} for {''.join(self.give)}"


@dataclass(frozen=True)
class Sell:
    """Sell ``count`` cards of one goods type from the hand."""

    good: str
    count: int

    def __str__(self) -> str:
        return f"sell {self.count} {self.good}"


Move = Take | TakeCamels | Exchange | Sell

_CARD = f"[{ORDER}]"
_TAKE = re.compile(rf"take\s+({_CARD})")
_SWAP = re.compile(rf"swap\s+({_CARD}+)\s+for\s+({_CARD}+)")
_SELL = re.compile(rf"sell\s+([1-9][0-9]?)\s+({_CARD})")


def parse_move(text: str) -> Move:
    """The move written as ``text`` (any case, extra spaces allowed).

    Well-formed text for an illegal move (``take M``) still parses, so the UI
    can explain why it is illegal; text that is no move raises NotationError.
    """
    if not isinstance(text, str):
        raise NotationError(f"a Jaipur move must be text, not {text!r}")
    norm = " ".join(text.split())
    low = norm.lower()
    if low == "camels":
        return TakeCamels()
    cased = _cards_upper(low)
    if m := _TAKE.fullmatch(cased):
        return Take(m.group(1))
    if m := _SWAP.fullmatch(cased):
        return Exchange(tuple(m.group(1)), tuple(m.group(2)))
    if m := _SELL.fullmatch(cased):
        return Sell(m.group(2), int(m.group(1)))
    raise NotationError(
        f"not a Jaipur move: {text!r} (expected e.g. 'take D', 'camels', "
        "'swap DS for LLM' or 'sell 3 L')"
    )


def _cards_upper(low: str) -> str:
    """Lower-case text with the card words (after the verb) upper-cased."""
    words = low.split(" ")
    if words[0] == "swap" and len(words) == 4:
        return f"swap {words[1].upper()} for {words[3].upper()}"
    if len(words) >= 2:
        words[-1] = words[-1].upper()
    return " ".join(words)
