"""Jaipur's position editor, its model: what a player sets up by tapping and the
full position it stands for (``web/jaipur/editor.py`` is the editor; ``edit_draw.py`` draws it).

The model (:class:`Setup`) holds what one seat sees and may set: the market's five slots,
its own hand, both herds, the other hand's size, the goods tokens each seat took, the
bonus tokens taken (its own with their values, the other seat's only by pile), the seals
and whose turn it is. :func:`view` turns it into a full ``JaipurState`` whose hidden parts
are filled canonically from what is left (never shown, never set): the 55 cards decide the
deck (every card not in the market, a hand, a herd or the discard pile, which holds the
goods sold: one card per goods token taken), the other hand takes the goods left in the
order D G S C P L, the bonus piles keep the values left (a hidden token taken is the
middle value left), finished rounds are made up to give the seals. The engine's
invariants then judge it; the output is ``game.view(state, seat)``, its taken tokens in
the position links' order (``game.jaipur.position.canonical``), so it round-trips.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from game.jaipur.cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CARD_COUNTS,
    GOODS,
    GOODS_TOKENS,
    NO_GOODS,
    ORDER,
    counts_of,
)
from game.jaipur.game import JAIPUR, JaipurOptions
from game.jaipur.invariants import check_invariants
from game.jaipur.position import canonical
from game.jaipur.rules import make_result, next_starter
from game.jaipur.state import (
    BonusPiles,
    BonusToken,
    Counts,
    GoodsToken,
    JaipurState,
    Pair,
    RoundResult,
)
from game.jaipur.view import JaipurView, make_view

Taken = tuple[tuple[GoodsToken, ...], tuple[GoodsToken, ...]]


@dataclass(frozen=True)
class Setup:
    """One seat's side of a Jaipur position, as the editor sets it up."""

    seat: int  # the seat it is set up for (its hand is shown)
    to_move: int
    starter: int  # who started the first round (the later rounds' starters follow)
    rounds: tuple[RoundResult, ...]  # the finished rounds (they give the seals)
    market: str  # the five slots
    hand: Counts  # the seat's own goods
    herds: Pair
    other: int  # the other hand's size
    goods: Taken  # goods tokens each seat took, in the order taken
    bonus: tuple[BonusToken, ...]  # the seat's own bonus tokens, with their values
    bonus_other: tuple[int, int, int]  # the other seat's bonus tokens, by pile


# --- the model from a position, and back --------------------------------------------------
def opening() -> Setup:
    """A new game's first position (a fixed deal), seen by the first player."""
    return from_view(make_view(JAIPUR.new(JaipurOptions(first_player=0), 1), 0))


def from_view(view: JaipurView) -> Setup:
    seat = 0 if view.seat is None else view.seat  # a spectator's: seat 0, hand unknown
    other = 1 - seat
    return Setup(
        seat=seat,
        to_move=seat if view.to_move is None else view.to_move,
        starter=view.rounds[0].starter if view.rounds else view.round_starter,
        rounds=view.rounds,
        market="".join(view.market),
        hand=counts_of("".join(view.hand or ())),
        herds=view.herds,
        other=view.hand_counts[other],
        goods=view.goods_tokens_taken,
        bonus=tuple((n, v) for n, v in view.bonus_taken[seat] if v is not None),
        bonus_other=_by_pile(n for n, _v in view.bonus_taken[other]),
    )


def _by_pile(sizes: Iterable[int]) -> tuple[int, int, int]:
    found = Counter(sizes)
    return (found[3], found[4], found[5])


def view(m: Setup) -> JaipurView:
    state = position(m)
    check_invariants(state)
    return canonical(make_view(state, m.seat))  # tokens in the links' order


def position(m: Setup) -> JaipurState:
    """The full position the model stands for (hidden parts canonical)."""
    discard = tuple(sum(c == g for p in (0, 1) for c, _v in m.goods[p]) for g in GOODS)
    unseen = Counter(CARD_COUNTS)
    unseen.subtract(m.market)
    unseen.subtract({g: m.hand[i] + discard[i] for i, g in enumerate(GOODS)})
    unseen[CAMEL] -= sum(m.herds)
    other = _other_hand(unseen, m.other)
    deck = "".join(c * max(0, unseen[c]) for c in ORDER)
    seals = seals_of(m.rounds)
    over = max(seals) >= 2
    hands = (m.hand, other) if m.seat == 0 else (other, m.hand)
    piles, theirs = bonus_left(m)
    bonus_taken = (m.bonus, theirs) if m.seat == 0 else (theirs, m.bonus)
    return JaipurState(
        round=len(m.rounds) + (not over),
        seals=seals,
        round_starter=next_starter(m.rounds[-1]) if m.rounds else m.starter,
        to_move=None if over else m.to_move,
        market=m.market,
        deck=deck,
        discard=discard,
        hands=hands,
        herds=m.herds,
        known=(NO_GOODS, NO_GOODS),
        tokens=tuple(max(0, len(GOODS_TOKENS[i]) - discard[i]) for i in range(len(GOODS))),
        bonus=piles,
        goods_taken=m.goods,
        bonus_taken=bonus_taken,
        rounds=m.rounds,
        rng=0,
    )


def _other_hand(unseen: Counter[str], size: int) -> Counts:
    """The other hand: ``size`` goods left unseen, taken in the order D G S C P L (more
    than are left: the last goods again, which the card count then refuses)."""
    hand = [0] * len(GOODS)
    for i, g in enumerate(GOODS):
        hand[i] = min(size - sum(hand), max(0, unseen[g]))
        unseen[g] -= hand[i]
    short = size - sum(hand)
    hand[-1] += short
    unseen[GOODS[-1]] -= short
    return tuple(hand)


def bonus_left(m: Setup) -> tuple[BonusPiles, tuple[BonusToken, ...]]:
    """Each bonus pile's values left, and the other seat's tokens (middle values left;
    none left: 0, which the count of tokens then refuses)."""
    piles, theirs = [], []
    for b, size in enumerate(BONUS_SIZES):
        pool = Counter(BONUS_TOKENS[b])
        pool.subtract(v for n, v in m.bonus if n == size)
        values = sorted(pool.elements())
        for _k in range(m.bonus_other[b]):
            theirs.append((size, values.pop(len(values) // 2) if values else 0))
        piles.append(tuple(values))
    return (piles[0], piles[1], piles[2]), tuple(theirs)


def seals_of(rounds: tuple[RoundResult, ...]) -> Pair:
    won = [r.seal for r in rounds]
    return (won.count(0), won.count(1))


def _history(seals: Pair, starter: int) -> tuple[RoundResult, ...]:
    """Finished rounds giving ``seals`` (seat 0's won first), the first started by
    ``starter``: made up, each won by one goods token of one rupee."""
    rounds: list[RoundResult] = []
    for winner in [0] * seals[0] + [1] * seals[1]:
        first = next_starter(rounds[-1]) if rounds else starter
        one = (1, 0) if winner == 0 else (0, 1)
        rounds.append(make_result(first, one, (0, 0), one, (0, 0), (0, 0)))
    return tuple(rounds)


# --- taps ----------------------------------------------------------------------------
def tap(m: Setup, arg: str) -> Setup:
    """``market:<slot>``, ``seal:<seat>``, ``turn``, ``starter``, and steppers
    ``hand:<goods>:±``, ``herd:<seat>:±``, ``other:±``, ``goods:<seat>:<goods>:±``,
    ``bonus:<seat>:<pile>:±``."""
    parts = arg.split(":")
    try:
        return _tap(m, parts[0], parts[1:])
    except (ValueError, IndexError, KeyError):
        return m  # a stale or foreign control


def _tap(m: Setup, what: str, rest: list[str]) -> Setup:
    if what == "market":
        i = int(rest[0])
        slot = ORDER[(ORDER.index(m.market[i]) + 1) % len(ORDER)]
        return replace(m, market=m.market[:i] + slot + m.market[i + 1 :])
    if what == "seal":
        seals = list(seals_of(m.rounds))
        seals[int(rest[0])] ^= 1
        return replace(m, rounds=_history((seals[0], seals[1]), m.starter))
    if what == "turn":
        return replace(m, to_move=1 - m.to_move)
    if what == "starter":
        starter = 1 - m.starter
        return replace(m, starter=starter, rounds=_history(seals_of(m.rounds), starter))
    up = rest[-1] == "+"
    if rest[-1] not in "+-":
        return m
    return STEPS[what](m, rest[:-1], 1 if up else -1)


def _hand(m: Setup, rest: list[str], step: int) -> Setup:
    i = GOODS.index(rest[0])
    hand = list(m.hand)
    hand[i] = max(0, hand[i] + step)
    return replace(m, hand=tuple(hand))


def _herd(m: Setup, rest: list[str], step: int) -> Setup:
    herds = list(m.herds)
    p = int(rest[0])
    herds[p] = max(0, herds[p] + step)
    return replace(m, herds=(herds[0], herds[1]))


def _other(m: Setup, rest: list[str], step: int) -> Setup:
    return replace(m, other=max(0, m.other + step))


def _goods(m: Setup, rest: list[str], step: int) -> Setup:
    p, g = int(rest[0]), rest[1]
    taken = [list(m.goods[0]), list(m.goods[1])]
    pile = GOODS_TOKENS[GOODS.index(g)]
    k = sum(c == g for side in taken for c, _v in side)
    if step > 0 and k < len(pile):
        taken[p].append((g, pile[k]))
    elif step < 0 and any(c == g for c, _v in taken[p]):
        _give_back(taken, p, g, pile[k - 1])
    return replace(m, goods=(tuple(taken[0]), tuple(taken[1])))


def _give_back(taken: list[list[GoodsToken]], p: int, g: str, last: int) -> None:
    """Seat ``p`` gives back a ``g`` token; the pile gets back its last one taken (value
    ``last``): if the other seat holds it, it gets ``p``'s token's value instead."""
    mine = [k for k, (c, _v) in enumerate(taken[p]) if c == g]
    same = [k for k in mine if taken[p][k][1] == last]
    if same:
        del taken[p][same[-1]]
        return
    value = taken[p].pop(mine[-1])[1]
    q = taken[1 - p]
    swap = max(k for k, t in enumerate(q) if t == (g, last))
    q[swap] = (g, value)


def _bonus(m: Setup, rest: list[str], step: int) -> Setup:
    p, b = int(rest[0]), int(rest[1])
    size = BONUS_SIZES[b]
    if p != m.seat:
        counts = list(m.bonus_other)
        counts[b] = max(0, counts[b] + step)
        return replace(m, bonus_other=(counts[0], counts[1], counts[2]))
    mine = list(m.bonus)
    if step < 0:
        at = [k for k, (n, _v) in enumerate(mine) if n == size]
        if at:
            del mine[at[-1]]
        return replace(m, bonus=tuple(mine))
    piles, _theirs = bonus_left(m)
    left = sorted(piles[b])
    if left:
        mine.append((size, left[len(left) // 2]))
    return replace(m, bonus=tuple(mine))


STEPS = {"hand": _hand, "herd": _herd, "other": _other, "goods": _goods, "bonus": _bonus}
