"""Jaipur's secret elements as curve points, and where the remote deal puts them.

Seventy elements are shuffled: the 52 cards of the deck without the three
camels that always start in the market (elements 0-51, in D G S C P L M order,
one distinct point per copy so no two cards share a point) and the 18 bonus
tokens (52-58 the 3-card pile, 59-64 the 4-card pile, 65-69 the 5-card pile).
Each element's point is hashed from its number: public, with no known
relation between any two.

After both shuffles, the deck's positions are dealt the same way in every
round: 0-4 the hand of the player who shuffled first, 5-9 the other hand,
10-11 the market (with the three camels), 12-51 the draw pile (top first),
52-69 the three bonus piles (top first), each pile shuffled only within its
own positions.
"""

from __future__ import annotations

from game.jaipur.cards import BONUS_TOKENS, CAMEL, MARKET_CAMELS
from game.jaipur.state import FULL_DECK
from game.remote import ec
from game.remote.entropy import Entropy, shuffle

CARDS = FULL_DECK.replace(CAMEL, "", MARKET_CAMELS)  # elements 0-51, sorted
BONUS_VALUES = tuple(v for pile in BONUS_TOKENS for v in pile)  # elements 52-69
SIZE = len(CARDS) + len(BONUS_VALUES)  # 70
PILE_START = (52, 59, 65)
SEGMENTS = ((0, 52), (52, 59), (59, 65), (65, 70))  # shuffled separately
FIRST_HAND = range(0, 5)
SECOND_HAND = range(5, 10)
MARKET = (10, 11)
DRAW = 12  # the draw pile's first position

POINTS = tuple(ec.hash_to_x(b"bazaar/jaipur/element/%d" % i) for i in range(SIZE))
ELEMENT = {x: i for i, x in enumerate(POINTS)}


def segment_of(position: int) -> tuple[int, int]:
    """The shuffled segment a deck position (or element number) belongs to."""
    return next(s for s in SEGMENTS if s[0] <= position < s[1])


def describe(element: int) -> str:
    """An element in words, for the sentences that name a cheat."""
    if element < len(CARDS):
        return f"a card {CARDS[element]}"
    pile = next(b for b in (2, 1, 0) if element >= PILE_START[b])
    return f"the {pile + 3}-card bonus token worth {BONUS_VALUES[element - len(CARDS)]}"


def encrypt_shuffle(deck: list[int], key: int, entropy: Entropy) -> list[int]:
    """Every point multiplied by ``key``, then each segment shuffled on its own."""
    out = [ec.mul(key, x) for x in deck]
    for start, end in SEGMENTS:
        part = out[start:end]
        shuffle(part, entropy)
        out[start:end] = part
    return out


def hand_positions(seat: int, first: int) -> range:
    """The deck positions of ``seat``'s five cards when ``first`` shuffled first."""
    return FIRST_HAND if seat == first else SECOND_HAND


def bonus_position(pile: int, taken_before: int) -> int:
    """The deck position of the next token of bonus pile ``pile`` (0-2)."""
    return PILE_START[pile] + taken_before
