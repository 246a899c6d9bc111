"""Jaipur's components as data: card codes, deck make-up, goods and bonus tokens.

Cards are one-letter codes (the UI and the notation rely on them): goods
``D`` diamond, ``G`` gold, ``S`` silver, ``C`` cloth, ``P`` spice, ``L`` leather,
and ``M`` the camel. Goods are always listed in that order (D G S C P L), camels
last. Counts per goods type are 6-tuples in that order; the engine never makes
one object per card, which keeps move generation and ``apply`` cheap.
"""

from __future__ import annotations

GOODS = "DGSCPL"
CAMEL = "M"
ORDER = GOODS + CAMEL  # the sort order of every card list in the engine
INDEX = {card: i for i, card in enumerate(ORDER)}
PRECIOUS = frozenset("DGS")  # sold two or more at a time

GOOD_NAMES = {
    "D": "diamond",
    "G": "gold",
    "S": "silver",
    "C": "cloth",
    "P": "spice",
    "L": "leather",
    "M": "camel",
}

CARD_COUNTS = {"D": 6, "G": 6, "S": 6, "C": 8, "P": 8, "L": 10, "M": 11}
TOTAL_CARDS = sum(CARD_COUNTS.values())  # 55
GOODS_COUNTS = tuple(CARD_COUNTS[g] for g in GOODS)

# Goods tokens per type, top of the pile first.
GOODS_TOKENS: tuple[tuple[int, ...], ...] = (
    (7, 7, 5, 5, 5),
    (6, 6, 5, 5, 5),
    (5, 5, 5, 5, 5),
    (5, 3, 3, 2, 2, 1, 1),
    (5, 3, 3, 2, 2, 1, 1),
    (4, 3, 2, 1, 1, 1, 1, 1, 1),
)

BONUS_SIZES = (3, 4, 5)  # a sale of exactly 3, exactly 4, or 5+ cards
BONUS_TOKENS: tuple[tuple[int, ...], ...] = (
    (1, 1, 2, 2, 2, 3, 3),
    (4, 4, 5, 5, 6, 6),
    (8, 8, 9, 10, 10),
)
BONUS_MEAN = tuple(sum(p) / len(p) for p in BONUS_TOKENS)  # 2, 5, 9

CAMEL_TOKEN = 5
MARKET_SIZE = 5
HAND_LIMIT = 7
HAND_DEAL = 5
MARKET_CAMELS = 3  # camels placed face up in the market at set-up
SEALS_TO_WIN = 2
EMPTY_PILES_TO_END = 3

NO_GOODS = (0, 0, 0, 0, 0, 0)


def bonus_pile(count: int) -> int | None:
    """The bonus pile (0, 1, 2 for the 3/4/5 piles) a sale of ``count`` cards draws from."""
    if count < 3:
        return None
    return min(count, 5) - 3


def sort_cards(cards: str) -> str:
    """Cards in the engine's order (D G S C P L M)."""
    return "".join(sorted(cards, key=INDEX.__getitem__))


def counts_of(cards: str) -> tuple[int, ...]:
    """Goods counts (6-tuple, D..L) of a card string; camels are ignored."""
    return tuple(cards.count(g) for g in GOODS)


def cards_of(counts: tuple[int, ...]) -> str:
    """The sorted card string of a goods-count 6-tuple."""
    return "".join(g * n for g, n in zip(GOODS, counts, strict=True))
