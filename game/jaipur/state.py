"""Jaipur's position as an immutable value, the end-of-round record, and the deal.

One :class:`JaipurState` is the whole truth: the round being played (market,
deck, hands, herds, token piles, tokens taken), the finished rounds, and the
state of the seeded generator that will deal the next round, so later rounds
deal deterministically from the game's seed. Per-player fields are pairs
indexed by seat. Hands are goods counts (6-tuples, D..L); camels live in herds.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rng import Rng
from game.jaipur.cards import (
    BONUS_TOKENS,
    CAMEL,
    CARD_COUNTS,
    GOODS_TOKENS,
    HAND_DEAL,
    MARKET_CAMELS,
    NO_GOODS,
    ORDER,
    counts_of,
)

Pair = tuple[int, int]
Counts = tuple[int, ...]  # goods counts, D..L
GoodsToken = tuple[str, int]  # (goods type, value)
BonusToken = tuple[int, int]  # (pile size 3/4/5, value)
BonusPiles = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]  # 3/4/5 piles, top first
BonusTaken = tuple[tuple[BonusToken, ...], tuple[BonusToken, ...]]


@dataclass(frozen=True)
class RoundResult:
    """The scoring of one finished round, with everything an end-of-round screen shows.

    ``decided_by`` names what gave the seal: ``"score"`` (the totals differ),
    ``"bonus_count"``, ``"goods_count"`` (the tie-breaks), or ``"tie"`` (no seal).
    """

    starter: int
    goods: Pair  # goods-token value per seat
    bonus: Pair  # bonus-token value per seat
    goods_count: Pair  # goods tokens taken per seat
    bonus_count: Pair  # bonus tokens taken per seat
    camels: Pair  # herd size per seat at the end of the round
    camel_token: int | None  # the seat with strictly more camels
    totals: Pair
    seal: int | None
    decided_by: str


@dataclass(frozen=True)
class JaipurState:
    """A Jaipur position: the current round, the finished rounds and the rng."""

    round: int  # 1-based
    seals: Pair
    round_starter: int
    to_move: int | None  # None once a player holds two seals
    market: str  # slot order; 5 cards except when a short refill ended the game
    deck: str  # top card first
    discard: Counts  # goods counts of the discard pile (camels are never discarded)
    hands: tuple[Counts, Counts]
    herds: Pair
    known: tuple[Counts, Counts]  # goods each seat is publicly known to hold
    tokens: tuple[int, ...]  # goods tokens left per pile, D..L (a pile keeps its tail)
    bonus: BonusPiles
    goods_taken: tuple[tuple[GoodsToken, ...], tuple[GoodsToken, ...]]
    bonus_taken: BonusTaken
    rounds: tuple[RoundResult, ...]
    rng: int  # the generator's state, for dealing the next round

    def pile(self, g: int) -> tuple[int, ...]:
        """The goods tokens left in pile ``g`` (0..5), top first."""
        full = GOODS_TOKENS[g]
        return full[len(full) - self.tokens[g] :]


FULL_TOKENS = tuple(len(p) for p in GOODS_TOKENS)
FULL_DECK = "".join(card * CARD_COUNTS[card] for card in ORDER)  # 55 cards, sorted


def deal_round(
    number: int, starter: int, seals: Pair, rounds: tuple[RoundResult, ...], rng_state: int
) -> JaipurState:
    """Set up round ``number``: shuffle, deal five each, fill the market, herd the camels.

    The starter is dealt first: cards 0-4 to the starter, 5-9 to the other
    seat, 10-11 join the three camels in the market, the rest is the deck.
    """
    rng = Rng(rng_state)
    cards = list(FULL_DECK.replace(CAMEL, "", MARKET_CAMELS))
    rng.shuffle(cards)
    bonus = tuple(_shuffled(pile, rng) for pile in BONUS_TOKENS)
    shuffled = "".join(cards)
    first, second = shuffled[:HAND_DEAL], shuffled[HAND_DEAL : 2 * HAND_DEAL]
    return dealt_state(
        number,
        starter,
        seals,
        rounds,
        (first, second) if starter == 0 else (second, first),
        shuffled[2 * HAND_DEAL : 2 * HAND_DEAL + 2] + shuffled[2 * HAND_DEAL + 2 :],
        (bonus[0], bonus[1], bonus[2]),
        rng.state,
    )


def dealt_state(
    number: int,
    starter: int,
    seals: Pair,
    rounds: tuple[RoundResult, ...],
    hands: tuple[str, str],
    cards: str,
    bonus: BonusPiles,
    rng_state: int,
) -> JaipurState:
    """Round ``number`` from a deal already made: each seat's five cards, the other
    cards (the two that join the market's camels, then the deck, top first) and the
    bonus piles. :func:`deal_round` deals from the seed; remote play from the cards
    both devices opened (game.remote).
    """
    return JaipurState(
        round=number,
        seals=seals,
        round_starter=starter,
        to_move=starter,
        market=CAMEL * MARKET_CAMELS + cards[:2],
        deck=cards[2:],
        discard=NO_GOODS,
        hands=(counts_of(hands[0]), counts_of(hands[1])),
        herds=(hands[0].count(CAMEL), hands[1].count(CAMEL)),
        known=(NO_GOODS, NO_GOODS),
        tokens=FULL_TOKENS,
        bonus=bonus,
        goods_taken=((), ()),
        bonus_taken=((), ()),
        rounds=rounds,
        rng=rng_state,
    )


def _shuffled(pile: tuple[int, ...], rng: Rng) -> tuple[int, ...]:
    items = list(pile)
    rng.shuffle(items)
    return tuple(items)
