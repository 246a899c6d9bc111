"""Game-specific invariants the conformance check asserts after every move.

They are written from the rulebooks' component lists, independently of each
engine's own validation (which the position round-trip also exercises).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.bombay.board import CITIES
from game.bombay.state import BALES, PALACES, SCHEDULE
from game.jaipur.cards import BONUS_TOKENS, CARD_COUNTS, GOODS_TOKENS, HAND_LIMIT


def jaipur(game: Any, s: Any) -> None:
    """55 cards, 38 goods tokens and 18 bonus tokens, each where it may be."""
    cards = len(s.market) + len(s.deck) + sum(s.discard) + sum(map(sum, s.hands)) + sum(s.herds)
    assert cards == sum(CARD_COUNTS.values()) == 55
    taken = sum(len(t) for t in s.goods_taken)
    assert sum(s.tokens) + taken == sum(map(len, GOODS_TOKENS)) == 38
    assert sorted(v for p in s.goods_taken for _, v in p) == sorted(
        v for g, pile in enumerate(GOODS_TOKENS) for v in pile[: len(pile) - s.tokens[g]]
    )
    bonus = sum(map(len, s.bonus)) + sum(len(t) for t in s.bonus_taken)
    assert bonus == sum(map(len, BONUS_TOKENS)) == 18
    assert all(sum(h) <= HAND_LIMIT for h in s.hands)
    assert max(s.seals) <= 2 and (game.outcome(s) is not None) == (max(s.seals) == 2)


def bombay(game: Any, s: Any) -> None:
    """17 bales, money, action points, palaces, elephants and city tokens within bounds."""
    n = len(s.players)
    for c, total in enumerate(BALES):
        carried = sum(p.bales.count(c) for p in s.players)
        assert s.stock[c] >= 0 and s.stock[c] + carried <= total  # the rest is in the bag
    assert sum(BALES) == 17
    assert 0 <= s.ap <= 3
    for seat, p in enumerate(s.players):
        assert p.rupees >= 0 and p.customers >= 0
        assert len(p.bales) <= 2
        assert 0 <= p.palaces <= PALACES
        assert s.palaces.count(seat) == PALACES - p.palaces
    for i in range(len(CITIES)):
        held = sum(bool(p.tokens >> i & 1) for p in s.players)
        assert s.city_tokens[i] >= 0 and held + s.city_tokens[i] == n - 1
    assert s.round <= SCHEDULE[n][0]


INVARIANTS: dict[str, Callable[[Any, Any], None]] = {"jaipur": jaipur, "bombay": bombay}
