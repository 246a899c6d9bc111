"""What one seat may know of a Jaipur position, and full positions consistent with it.

:func:`make_view` is the only way hidden information leaves a state: a seat
sees its own hand, the opponent's hand size and the goods the opponent is
publicly known to hold (taken from the market and not given back or sold
since), the market, herds, deck size, discard pile, token piles, goods tokens
taken, and its own bonus values (the opponent's only by pile until the round
is scored). In remote play a device may not know yet how many of the other
player's five dealt cards are camels (``camels_unknown``). The deck order, the bonus piles' order and the generator that
deals later rounds are never shown. A spectator (seat ``None``) sees no hand.

:func:`determinize` deals the unseen cards and tokens at random, giving a
state whose view for that seat is the view it started from.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.core.protocol import Outcome
from game.core.rng import Rng
from game.jaipur.cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CARD_COUNTS,
    GOODS,
    counts_of,
)
from game.jaipur.moves import Move
from game.jaipur.rules import legal_moves
from game.jaipur.state import (
    BonusPiles,
    BonusTaken,
    BonusToken,
    Counts,
    GoodsToken,
    JaipurState,
    Pair,
    RoundResult,
)

SeenBonus = tuple[int, int | None]  # (pile size, value or None when hidden)


@dataclass(frozen=True)
class JaipurView:
    """One seat's knowledge of a position. Card lists are sorted D G S C P L (M)."""

    seat: int | None
    to_move: int | None
    legal_moves: tuple[Move, ...]  # empty unless it is this seat's turn
    round: int
    seals: Pair
    round_starter: int
    market: tuple[str, ...]  # slot order
    deck_count: int
    hand: tuple[str, ...] | None  # own hand; None for a spectator
    hand_counts: Pair
    herds: Pair
    known: tuple[tuple[str, ...], tuple[str, ...]]  # goods each seat is known to hold
    discard: tuple[tuple[str, int], ...]
    tokens: tuple[tuple[str, tuple[int, ...]], ...]  # goods tokens left, top first
    bonus_left: tuple[int, int, int]
    goods_taken: tuple[tuple[int, ...], tuple[int, ...]]  # values, in the order taken
    goods_tokens_taken: tuple[tuple[GoodsToken, ...], tuple[GoodsToken, ...]]
    bonus_taken: tuple[tuple[SeenBonus, ...], tuple[SeenBonus, ...]]
    rounds: tuple[RoundResult, ...]
    outcome: Outcome | None
    # a seat whose dealt camels this seat does not know yet (remote play: the other player
    # before its first link of the round): its hand count is then the five cards dealt
    # and its herd 0, neither to be shown as such
    camels_unknown: int | None = None


def outcome_of(state: JaipurState) -> Outcome | None:
    """Seals per seat and the winner, once a player holds two seals."""
    if state.to_move is not None:
        return None
    return Outcome(scores=state.seals, winners=(0 if state.seals[0] > state.seals[1] else 1,))


def make_view(state: JaipurState, seat: int | None) -> JaipurView:
    """Exactly what ``seat`` may know of ``state``."""
    if seat not in (0, 1, None):
        raise ValueError(f"Jaipur has seats 0 and 1 (None for a spectator), not {seat!r}")
    s = state
    over = s.to_move is None
    return JaipurView(
        seat=seat,
        to_move=s.to_move,
        legal_moves=legal_moves(s) if seat is not None and seat == s.to_move else (),
        round=s.round,
        seals=s.seals,
        round_starter=s.round_starter,
        market=tuple(s.market),
        deck_count=len(s.deck),
        hand=None if seat is None else _cards(s.hands[seat]),
        hand_counts=(sum(s.hands[0]), sum(s.hands[1])),
        herds=s.herds,
        known=(_cards(s.known[0]), _cards(s.known[1])),
        discard=tuple(zip(GOODS, s.discard, strict=True)),
        tokens=tuple((g, s.pile(i)) for i, g in enumerate(GOODS)),
        bonus_left=(len(s.bonus[0]), len(s.bonus[1]), len(s.bonus[2])),
        goods_taken=(tuple(v for _, v in s.goods_taken[0]), tuple(v for _, v in s.goods_taken[1])),
        goods_tokens_taken=s.goods_taken,
        bonus_taken=(_bonus(s, 0, seat, over), _bonus(s, 1, seat, over)),
        rounds=s.rounds,
        outcome=outcome_of(s),
    )


def _cards(counts: Counts) -> tuple[str, ...]:
    return tuple(g for g, n in zip(GOODS, counts, strict=True) for _ in range(n))


def _bonus(state: JaipurState, owner: int, seat: int | None, over: bool) -> tuple[SeenBonus, ...]:
    if over or owner == seat:
        return tuple(state.bonus_taken[owner])
    return tuple((size, None) for size, _ in state.bonus_taken[owner])


# --- determinization --------------------------------------------------------------


def determinize(view: JaipurView, rng: Rng) -> JaipurState:
    """A full state consistent with ``view``: unseen cards and bonus tokens dealt at random."""
    hands, deck = _deal_unseen(view, rng)
    bonus, bonus_taken = _deal_bonus(view, rng)
    return JaipurState(
        round=view.round,
        seals=view.seals,
        round_starter=view.round_starter,
        to_move=view.to_move,
        market="".join(view.market),
        deck=deck,
        discard=tuple(n for _, n in view.discard),
        hands=hands,
        herds=view.herds,
        known=(counts_of("".join(view.known[0])), counts_of("".join(view.known[1]))),
        tokens=tuple(len(pile) for _, pile in view.tokens),
        bonus=bonus,
        goods_taken=view.goods_tokens_taken,
        bonus_taken=bonus_taken,
        rounds=view.rounds,
        rng=rng.next64(),
    )


def _deal_unseen(view: JaipurView, rng: Rng) -> tuple[tuple[Counts, Counts], str]:
    """Hidden hands (beyond their known cards) drawn from the unseen goods; the rest is the deck."""
    unseen = Counter(CARD_COUNTS)
    unseen.subtract(view.market)
    unseen[CAMEL] -= sum(view.herds)
    for g, n in view.discard:
        unseen[g] -= n
    hands: list[str] = ["", ""]
    for p in (0, 1):
        hands[p] = "".join(view.hand if p == view.seat and view.hand is not None else view.known[p])
        unseen.subtract(hands[p])
    goods = [g for g in GOODS for _ in range(unseen[g])]
    rng.shuffle(goods)
    for p in (0, 1):
        missing = view.hand_counts[p] - len(hands[p])
        hands[p], goods = hands[p] + "".join(goods[:missing]), goods[missing:]
    deck = goods + [CAMEL] * unseen[CAMEL]
    rng.shuffle(deck)
    return (counts_of(hands[0]), counts_of(hands[1])), "".join(deck)


def _deal_bonus(view: JaipurView, rng: Rng) -> tuple[BonusPiles, BonusTaken]:
    """Hidden bonus values drawn from what is left of each pile; the rest shuffled into piles."""
    piles: list[list[int]] = []
    for b, size in enumerate(BONUS_SIZES):
        pool = Counter(BONUS_TOKENS[b])
        pool.subtract(
            v for p in (0, 1) for n, v in view.bonus_taken[p] if n == size and v is not None
        )
        values = sorted(pool.elements())
        rng.shuffle(values)
        piles.append(values)

    def fill(p: int) -> tuple[BonusToken, ...]:
        return tuple(
            (n, v if v is not None else piles[BONUS_SIZES.index(n)].pop())
            for n, v in view.bonus_taken[p]
        )

    taken = (fill(0), fill(1))
    return (tuple(piles[0]), tuple(piles[1]), tuple(piles[2])), taken
