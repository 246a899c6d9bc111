"""Jaipur's position links: one seat's view as mixed-radix digits (game/core/position.py).

The link holds exactly what :func:`game.jaipur.view.make_view` shows that seat, and
nothing it hides; what follows from the rest is not stored. In the order written
(the layout table is in docs/notation.md, "Position links"):

- the seat; whose turn it is, or that the game is over; who started round 1;
- the finished rounds' tallies (goods, bonus, goods tokens, bonus tokens and camels per
  seat), each after a "one more" flag; the starters, camel tokens, totals, seals and what
  decided them follow by the rules (``make_result``), and so do the seals and the round
  number; once the game is over, the last round's result follows from its tokens and
  herds and is not stored either;
- the market in slot order; the seat's hand and the part of it known to the other seat;
  the other hand's size and the part of it the seat knows; the herds; the discard pile;
- who took the goods tokens taken from each pile: how many of each value seat 0 took
  (the tokens taken and left follow from the discard pile);
- the bonus tokens each seat took from each pile, and their values where the view shows
  them (the seat's own; the other's once the game is over).

The deck's size follows from the 55 cards, the bonus piles left from the tokens taken.

Canonical order: the order in which tokens were taken is not kept. A seat's goods tokens
come back grouped by goods (D G S C P L), each goods' in its pile's order (the order it
took them in), and its bonus tokens by pile (3, 4, 5), then by value. :func:`canonical`
puts a view's tokens in that order.

Reading rebuilds one full state consistent with the digits, the hidden parts laid out in a
fixed way (the other hand's unknown cards the first goods unseen in D..L order, the deck
sorted, hidden bonus values the smallest left, generator 0), checks it with the rules'
invariants and returns the engine's own view of it, so ``legal_moves`` and every derived
field are the rules'. Any digits either give such a view or raise StateError.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.core.digits import DigitReader, Digits
from game.core.errors import StateError
from game.core.evolve import evolve
from game.jaipur.cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CARD_COUNTS,
    GOODS,
    GOODS_COUNTS,
    GOODS_TOKENS,
    HAND_LIMIT,
    MARKET_SIZE,
    ORDER,
    counts_of,
)
from game.jaipur.invariants import check_invariants
from game.jaipur.rules import make_result, next_starter, score_round
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
from game.jaipur.view import JaipurView, SeenBonus, make_view

OVER = 2  # the turn digit of a finished game
# the largest tally of one seat in a round, plus one: goods value, bonus value, goods
# tokens, bonus tokens, camels
_TALLY_RADIX = (
    sum(map(sum, GOODS_TOKENS)) + 1,
    sum(map(sum, BONUS_TOKENS)) + 1,
    sum(map(len, GOODS_TOKENS)) + 1,
    sum(map(len, BONUS_TOKENS)) + 1,
    CARD_COUNTS[CAMEL] + 1,
)
_BONUS_VALUES = tuple(tuple(sorted(set(pile))) for pile in BONUS_TOKENS)


Tally = tuple[Pair, Pair, Pair, Pair, Pair]  # goods, bonus, goods count, bonus count, camels


@dataclass(frozen=True)
class _Facts:
    """What a link stores: the view less everything that follows from the rest."""

    seat: int
    turn: int  # 0, 1 or OVER
    first_starter: int
    tallies: tuple[Tally, ...]  # the stored rounds' tallies
    market: str
    hand: Counts
    hand_known: Counts  # the part of the hand the other seat knows
    other_count: int
    other_known: Counts
    herds: Pair
    discard: Counts
    goods_owners: tuple[tuple[int, ...], ...]  # per goods, per value taken: seat 0's tokens
    bonus_counts: tuple[tuple[int, int, int], tuple[int, int, int]]  # per seat, per pile
    bonus_values: tuple[tuple[int, ...], tuple[int, ...]]  # per seat, shown values, sorted


def canonical(view: JaipurView) -> JaipurView:
    """``view`` with its taken tokens in the links' canonical order (module docstring)."""
    tokens = tuple(tuple(sorted(t, key=_goods_key)) for t in view.goods_tokens_taken)
    return evolve(
        view,
        goods_tokens_taken=tokens,
        goods_taken=tuple(tuple(v for _, v in t) for t in tokens),
        bonus_taken=tuple(tuple(sorted(b, key=_bonus_key)) for b in view.bonus_taken),
    )


def _goods_key(token: GoodsToken) -> tuple[int, int]:
    return GOODS.index(token[0]), -token[1]  # a pile's tokens are taken highest first


def _bonus_key(token: SeenBonus) -> tuple[int, int]:
    return token[0], -1 if token[1] is None else token[1]


# --- writing ----------------------------------------------------------------------


def write_position(view: JaipurView, out: Digits) -> None:
    """Write ``view`` as digits; StateError for a view no link can hold (a spectator's,
    a remote device's whose opponent's camels are not known yet, or one that is not the
    engine's view of a position)."""
    if view.seat is None:
        raise StateError("a position link is one seat's view, not a spectator's")
    if view.camels_unknown is not None:
        raise StateError("this position hides the other player's dealt camels: it cannot be shared")
    facts = _facts(view)
    if make_view(_state(facts), view.seat) != canonical(view):
        raise StateError("the view is not one the rules show of any position")
    _put(facts, out)


def _facts(view: JaipurView) -> _Facts:
    seat = view.seat
    assert seat is not None and view.hand is not None
    over = view.to_move is None
    stored = view.rounds[:-1] if over else view.rounds
    first = view.rounds[0].starter if view.rounds else view.round_starter
    return _Facts(
        seat=seat,
        turn=OVER if view.to_move is None else view.to_move,
        first_starter=first,
        tallies=tuple((r.goods, r.bonus, r.goods_count, r.bonus_count, r.camels) for r in stored),
        market="".join(view.market),
        hand=counts_of("".join(view.hand)),
        hand_known=counts_of("".join(view.known[seat])),
        other_count=view.hand_counts[1 - seat],
        other_known=counts_of("".join(view.known[1 - seat])),
        herds=view.herds,
        discard=tuple(n for _, n in view.discard),
        goods_owners=_goods_owners(view),
        bonus_counts=(_bonus_counts(view, 0), _bonus_counts(view, 1)),
        bonus_values=(_bonus_values(view, 0), _bonus_values(view, 1)),
    )


def _goods_owners(view: JaipurView) -> tuple[tuple[int, ...], ...]:
    """Per goods, per distinct value of its taken tokens (pile order): seat 0's count."""
    mine = Counter(view.goods_tokens_taken[0])
    return tuple(
        tuple(mine[(card, v)] for v, _ in _taken_values(g, sold))
        for g, (card, sold) in enumerate(view.discard)
    )


def _bonus_counts(view: JaipurView, p: int) -> tuple[int, int, int]:
    sizes = [n for n, _ in view.bonus_taken[p]]
    return (sizes.count(3), sizes.count(4), sizes.count(5))


def _bonus_values(view: JaipurView, p: int) -> tuple[int, ...]:
    return tuple(v for _, v in sorted(view.bonus_taken[p], key=_bonus_key) if v is not None)


def _put(f: _Facts, out: Digits) -> None:
    out.put(f.seat, 2, "the seat")
    out.put(f.turn, 3, "the turn")
    out.put(f.first_starter, 2, "the first round's starter")
    for tally in f.tallies:
        out.flag(True)
        for pair, radix in zip(tally, _TALLY_RADIX, strict=True):
            out.each(pair, radix, "a round's tally")
    out.flag(False)
    out.put(len(f.market), MARKET_SIZE + 1, "the market's size")
    out.each([ORDER.index(c) for c in f.market], len(ORDER), "a market card")
    _put_counts(out, f.hand, HAND_LIMIT, "the hand")
    for known, held in zip(f.hand_known, f.hand, strict=True):
        out.put(known, held + 1, "the known cards of the hand")
    out.put(f.other_count, HAND_LIMIT + 1, "the other hand's size")
    _put_counts(out, f.other_known, f.other_count, "the known cards of the other hand")
    out.each(f.herds, CARD_COUNTS[CAMEL] + 1, "a herd")
    for n, most in zip(f.discard, GOODS_COUNTS, strict=True):
        out.put(n, most + 1, "the discard pile")
    for g, owners in enumerate(f.goods_owners):
        for mine, (_, count) in zip(owners, _taken_values(g, f.discard[g]), strict=True):
            out.put(mine, count + 1, "the goods tokens taken")
    for p in (0, 1):
        for b, n in enumerate(f.bonus_counts[p]):
            out.put(n, len(BONUS_TOKENS[b]) + 1, "the bonus tokens taken")
    for p in (0, 1):
        if _values_shown(f, p):
            for b, n in enumerate(f.bonus_counts[p]):
                pile = Counter(v for v in f.bonus_values[p] if v in _BONUS_VALUES[b])
                _put_counts(out, tuple(pile[v] for v in _BONUS_VALUES[b][:-1]), n, "a bonus value")


def _put_counts(out: Digits, counts: Counts, most: int, what: str) -> None:
    """Counts whose sum is at most ``most``: each below what the others before it leave."""
    left = most
    for n in counts:
        out.put(n, left + 1, what)
        left -= n


def _values_shown(f: _Facts, p: int) -> bool:
    return p == f.seat or f.turn == OVER


def _distinct(values: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(dict.fromkeys(values))


def _taken_values(g: int, sold: int) -> tuple[tuple[int, int], ...]:
    """The values of goods ``g``'s tokens taken after ``sold`` cards were sold, in pile
    order, with how many of each."""
    taken = GOODS_TOKENS[g][: min(sold, len(GOODS_TOKENS[g]))]
    return tuple((v, taken.count(v)) for v in _distinct(taken))


# --- reading ----------------------------------------------------------------------


def read_position(src: DigitReader) -> JaipurView:
    """The view the digits hold: the engine's view of the canonical state they describe;
    StateError (the invariants' sentence) for a position the rules cannot reach."""
    f = _take(src)
    state = _state(f)
    return make_view(state, f.seat)


def _take(src: DigitReader) -> _Facts:
    seat, turn, first = src.take(2), src.take(3), src.take(2)
    tallies: list[Tally] = []
    while src.flag():
        goods, bonus, goods_count, bonus_count, camels = (
            _pair(src.each(2, radix)) for radix in _TALLY_RADIX
        )
        tallies.append((goods, bonus, goods_count, bonus_count, camels))
    market = "".join(ORDER[i] for i in src.each(src.take(MARKET_SIZE + 1), len(ORDER)))
    hand = _take_counts(src, HAND_LIMIT)
    hand_known = tuple(src.take(n + 1) for n in hand)
    other_count = src.take(HAND_LIMIT + 1)
    other_known = _take_counts(src, other_count)
    herds = src.each(2, CARD_COUNTS[CAMEL] + 1)
    discard = tuple(src.take(most + 1) for most in GOODS_COUNTS)
    owners = tuple(
        tuple(src.take(count + 1) for _, count in _taken_values(g, discard[g]))
        for g in range(len(GOODS))
    )
    counts = tuple(tuple(src.take(len(pile) + 1) for pile in BONUS_TOKENS) for _ in (0, 1))
    values = tuple(
        _take_values(src, counts[p]) if p == seat or turn == OVER else () for p in (0, 1)
    )
    return _Facts(
        seat=seat,
        turn=turn,
        first_starter=first,
        tallies=tuple(tallies),
        market=market,
        hand=hand,
        hand_known=hand_known,
        other_count=other_count,
        other_known=other_known,
        herds=_pair(herds),
        discard=discard,
        goods_owners=owners,
        bonus_counts=(_triple(counts[0]), _triple(counts[1])),
        bonus_values=(values[0], values[1]),
    )


def _pair(values: tuple[int, ...]) -> Pair:
    return values[0], values[1]


def _triple(values: tuple[int, ...]) -> tuple[int, int, int]:
    return values[0], values[1], values[2]


def _take_values(src: DigitReader, counts: tuple[int, ...]) -> tuple[int, ...]:
    """A seat's bonus values, ``counts[b]`` of pile ``b``, sorted."""
    out: list[int] = []
    for values, n in zip(_BONUS_VALUES, counts, strict=True):
        split = _take_split(src, n, len(values))
        out.extend(v for v, k in zip(values, split, strict=True) for _ in range(k))
    return tuple(out)


def _take_counts(src: DigitReader, most: int) -> Counts:
    """The counts :func:`_put_counts` wrote (one per goods)."""
    out: list[int] = []
    for _ in GOODS:
        out.append(src.take(most - sum(out) + 1))
    return tuple(out)


def _take_split(src: DigitReader, total: int, parts: int) -> tuple[int, ...]:
    """``total`` split in ``parts`` counts: all but the last read, the last what is left."""
    out: list[int] = []
    for _ in range(parts - 1):
        out.append(src.take(total - sum(out) + 1))
    return (*out, total - sum(out))


# --- the canonical state ----------------------------------------------------------


def _state(f: _Facts) -> JaipurState:
    """The full state the facts describe, what they hide laid out in the fixed way of
    the module docstring; StateError if there is none (the invariants' sentence)."""
    over = f.turn == OVER
    rounds: list[RoundResult] = []
    starter = f.first_starter
    for tally in f.tallies:
        rounds.append(make_result(starter, *tally))
        starter = next_starter(rounds[-1])
    seat = f.seat
    other_hand, deck = _unseen(f)
    goods_taken = _goods_taken(f)
    bonus, bonus_taken = _bonus(f)
    state = JaipurState(
        round=len(rounds) + 1,
        seals=(0, 0),
        round_starter=starter,
        to_move=None if over else f.turn,
        market=f.market,
        deck=deck,
        discard=f.discard,
        hands=(f.hand, other_hand) if seat == 0 else (other_hand, f.hand),
        herds=f.herds,
        known=(f.hand_known, f.other_known) if seat == 0 else (f.other_known, f.hand_known),
        tokens=tuple(max(0, len(GOODS_TOKENS[g]) - n) for g, n in enumerate(f.discard)),
        bonus=bonus,
        goods_taken=goods_taken,
        bonus_taken=bonus_taken,
        rounds=(),
        rng=0,
    )
    if over:
        rounds.append(score_round(state))
    seals = [0, 0]
    for r in rounds:
        if r.seal is not None:
            seals[r.seal] += 1
    state = evolve(
        state, round=len(rounds) + (not over), seals=(seals[0], seals[1]), rounds=tuple(rounds)
    )
    check_invariants(state)
    return state


def _fail(message: str) -> StateError:
    return StateError(f"impossible Jaipur position: {message}")


def _unseen(f: _Facts) -> tuple[Counts, str]:
    """The other hand (its known cards, then the first goods unseen in D..L order) and
    the deck (the rest, sorted)."""
    unseen = Counter(CARD_COUNTS)
    unseen.subtract(f.market)
    unseen[CAMEL] -= sum(f.herds)
    for g, card in enumerate(GOODS):
        unseen[card] -= f.discard[g] + f.hand[g] + f.other_known[g]
    short = [card for card in ORDER if unseen[card] < 0]
    if short:
        card = short[0]
        raise _fail(f"more {card} cards in sight than the game's {CARD_COUNTS[card]}")
    hand = list(f.other_known)
    missing = f.other_count - sum(hand)
    for g, card in enumerate(GOODS):
        n = min(missing, unseen[card])
        hand[g] += n
        unseen[card] -= n
        missing -= n
    if missing:
        raise _fail(f"the other hand holds {f.other_count} cards but fewer goods are unseen")
    return tuple(hand), "".join(card * unseen[card] for card in ORDER)


def _goods_taken(f: _Facts) -> tuple[tuple[GoodsToken, ...], tuple[GoodsToken, ...]]:
    """Each seat's goods tokens in the canonical order, seat 0 taking ``goods_owners``
    of each value and seat 1 the rest."""
    taken: tuple[list[GoodsToken], list[GoodsToken]] = ([], [])
    for g, card in enumerate(GOODS):
        for (value, count), mine in zip(
            _taken_values(g, f.discard[g]), f.goods_owners[g], strict=True
        ):
            taken[0].extend([(card, value)] * mine)
            taken[1].extend([(card, value)] * (count - mine))
    return tuple(taken[0]), tuple(taken[1])


def _bonus(f: _Facts) -> tuple[BonusPiles, BonusTaken]:
    """The bonus piles left (sorted) and each seat's bonus tokens, the hidden ones the
    smallest values left in their piles."""
    piles = [sorted(pile) for pile in BONUS_TOKENS]
    for p in (0, 1):
        for v in f.bonus_values[p]:
            b = next(b for b, values in enumerate(_BONUS_VALUES) if v in values)
            if v not in piles[b]:
                raise _fail(f"more bonus tokens of value {v} taken than the game has")
            piles[b].remove(v)
    taken: list[tuple[BonusToken, ...]] = [(), ()]
    for p in (0, 1):
        tokens: list[BonusToken] = []
        shown = list(f.bonus_values[p])
        for b, n in enumerate(f.bonus_counts[p]):
            size = BONUS_SIZES[b]
            if _values_shown(f, p):
                tokens.extend((size, v) for v in shown if v in _BONUS_VALUES[b])
            else:
                if n > len(piles[b]):
                    raise _fail(f"more {size}-card bonus tokens taken than the game has")
                tokens.extend((size, piles[b].pop(0)) for _ in range(n))
        taken[p] = tuple(tokens)
    return (tuple(piles[0]), tuple(piles[1]), tuple(piles[2])), (taken[0], taken[1])
