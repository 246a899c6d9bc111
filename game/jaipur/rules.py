"""Jaipur's rules: the legal moves of a position, and the position after a move.

Legal moves depend only on the market's make-up, the mover's hand and how
many camels the mover may give (herd size, capped by the room left in the
hand), so the full move list is computed once per such key and cached; moves
are interned, so generation makes no new objects on a cache hit. The order is
part of the link format and never changes: takes (D..L), camels, exchanges
(by size, then taken cards, then given cards, each as a sorted card list
compared in D G S C P L M order), sells (D..L, then count ascending).

``apply_move`` plays a legal move; when the move ends the round it scores
the round and deals the next one (or ends the game at two seals).
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import mul

from game.core.evolve import evolve
from game.core.memo import remember
from game.jaipur.cards import (
    BONUS_SIZES,
    CAMEL,
    CAMEL_TOKEN,
    EMPTY_PILES_TO_END,
    GOODS,
    HAND_LIMIT,
    MARKET_SIZE,
    ORDER,
    PRECIOUS,
    SEALS_TO_WIN,
    bonus_pile,
)
from game.jaipur.moves import Exchange, Move, Sell, Take, TakeCamels
from game.jaipur.state import Counts, JaipurState, Pair, RoundResult, deal_round

Key = tuple[tuple[int, ...], Counts, int]
_CACHE_LIMIT = 4096  # positions remembered (the UI and bots ask about the same one often)
_legal_cache: dict[Key, tuple[Move, ...]] = {}
_set_cache: dict[Key, frozenset[Move]] = {}
_multiset_cache: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], ...]] = {}
_mask_cache: dict[
    tuple[tuple[int, ...], int], tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
] = {}
# every exchange met so far, interned: taken indexes -> given indexes -> move
_exchange_rows: dict[tuple[int, ...], dict[tuple[int, ...], Exchange]] = {}
_TAKES = tuple(Take(g) for g in GOODS)
_CAMELS = TakeCamels()
_SELLS = tuple(tuple(Sell(g, n) for n in range(HAND_LIMIT + 1)) for g in GOODS)
_CAP = tuple(tuple(min(n, k) for n in range(12)) for k in range(6))  # _CAP[k][n] = min(n, k)
_MIN_SALE = tuple(2 if g in PRECIOUS else 1 for g in GOODS)


# --- legal moves ------------------------------------------------------------------


def move_key(state: JaipurState, seat: int) -> Key:
    """What ``seat``'s legal moves depend on: market counts, hand, camels it may give."""
    hand = state.hands[seat]
    room = HAND_LIMIT - sum(hand)
    market = state.market
    return (tuple(map(market.count, ORDER)), hand, min(state.herds[seat], room))


def legal_moves(state: JaipurState) -> tuple[Move, ...]:
    """Every legal move of the player to move, in the fixed order (empty at the end)."""
    if state.to_move is None:
        return ()
    return _legal(move_key(state, state.to_move))


def legal_set(state: JaipurState) -> frozenset[Move]:
    """The legal moves as a set, for fast membership tests."""
    if state.to_move is None:
        return frozenset()
    key = move_key(state, state.to_move)
    return remember(_set_cache, _CACHE_LIMIT, key, _legal_set, key)


def _legal_set(key: Key) -> frozenset[Move]:
    return frozenset(_legal(key))


def _legal(key: Key) -> tuple[Move, ...]:
    return remember(_legal_cache, _CACHE_LIMIT, key, _generate, *key)


def _generate(market: tuple[int, ...], hand: Counts, camels: int) -> tuple[Move, ...]:
    moves: list[Move] = []
    if sum(hand) < HAND_LIMIT:
        moves += [_TAKES[g] for g in range(6) if market[g]]
    if market[6]:
        moves.append(_CAMELS)
    moves += _exchanges(market[:6], hand, camels)
    for g in range(6):
        moves += _SELLS[g][_MIN_SALE[g] : hand[g] + 1]
    return tuple(moves)


def _exchanges(market: Counts, hand: Counts, camels: int) -> list[Exchange]:
    """Every exchange: 2+ goods taken, as many cards given, no type on both sides."""
    out: list[Exchange] = []
    offer = (*hand, camels)
    for k in range(2, sum(market) + 1):
        capped = tuple(map(_CAP[k].__getitem__, offer))  # more than k of a type changes nothing
        for take, keep in _takes(market, k):
            out += _exchanges_taking(take, tuple(map(mul, capped, keep)))
    return out


def _takes(market: Counts, k: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """The goods ``k`` cards that can be taken, each with a 0/1 mask of the types it leaves."""
    key = (market, -k)
    found = _mask_cache.get(key)
    if found is None:
        found = tuple(
            (take, tuple(int(i not in take) for i in range(7))) for take in _multisets(market, k)
        )
        _mask_cache[key] = found
    return found


def _exchanges_taking(take: tuple[int, ...], give_from: tuple[int, ...]) -> tuple[Exchange, ...]:
    """The exchanges taking ``take`` (goods indexes) and giving from ``give_from`` (counts)."""
    k = len(take)
    found: tuple[Exchange, ...] = ()
    if sum(give_from) >= k:
        gives = _multisets(give_from, k)
        row = _exchange_rows.setdefault(take, {})
        try:
            found = tuple(map(row.__getitem__, gives))
        except KeyError:  # first meeting of some of these exchanges: intern them
            cards = tuple(ORDER[i] for i in take)
            for give in gives:
                if give not in row:
                    row[give] = Exchange(cards, tuple(ORDER[i] for i in give))
            found = tuple(map(row.__getitem__, gives))
    return found


def _multisets(counts: tuple[int, ...], k: int) -> tuple[tuple[int, ...], ...]:
    """Sub-multisets of size ``k`` of ``counts`` as sorted index tuples, in lexicographic order."""
    key = (counts, k)
    found = _multiset_cache.get(key)
    if found is None:
        out: list[tuple[int, ...]] = []
        _collect(counts, k, 0, (), out)
        found = _multiset_cache[key] = tuple(sorted(out))
    return found


def _collect(
    counts: tuple[int, ...], k: int, start: int, acc: tuple[int, ...], out: list[tuple[int, ...]]
) -> None:
    if k == 0:
        out.append(acc)
        return
    for i in range(start, len(counts)):
        for j in range(1, min(counts[i], k) + 1):
            _collect(counts, k - j, i + 1, acc + (i,) * j, out)


# --- applying a move --------------------------------------------------------------


def apply_move(state: JaipurState, move: Move) -> JaipurState:
    """The position after the legal ``move``; ends and scores the round when due."""
    after, ended = play_in_round(state, move)
    return _end_round(after) if ended else after


def play_in_round(state: JaipurState, move: Move) -> tuple[JaipurState, bool]:
    """The position after the legal ``move`` within its round, and whether the move
    ends the round (the caller scores it: :func:`apply_move`, or remote play, which
    deals the next round from cards both devices open)."""
    if type(move) is Exchange:
        return _swap(state, move), False
    if type(move) is Sell:
        after = _sell(state, move)
        return after, after.tokens.count(0) >= EMPTY_PILES_TO_END
    after = _take(state, move) if type(move) is Take else _take_camels(state)
    return after, len(after.market) < MARKET_SIZE


def _other(seat: int) -> int:
    return 1 - seat


def _set(pair: tuple[object, object], seat: int, value: object) -> tuple[object, object]:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def _add(counts: Counts, g: int, n: int) -> Counts:
    return counts[:g] + (counts[g] + n,) + counts[g + 1 :]


def _next(state: JaipurState, **changes: object) -> JaipurState:
    """``state`` with ``changes``, the turn passed to the other seat."""
    to_move = 1 - state.to_move if state.to_move is not None else None
    return evolve(state, to_move=to_move, **changes)


def _take(state: JaipurState, move: Take) -> JaipurState:
    seat, g = state.to_move, GOODS.index(move.good)
    assert seat is not None
    market, deck = state.market, state.deck
    slot = market.index(move.good)
    market = market[:slot] + deck[:1] + market[slot + 1 :]
    after = _next(
        state,
        market=market,
        deck=deck[1:],
        hands=_set(state.hands, seat, _add(state.hands[seat], g, 1)),
        known=_set(state.known, seat, _add(state.known[seat], g, 1)),
    )
    return after


def _take_camels(state: JaipurState) -> JaipurState:
    seat = state.to_move
    assert seat is not None
    deck, n = state.deck, state.market.count(CAMEL)
    refill = iter(deck[:n])
    market = "".join(c if c != CAMEL else next(refill, "") for c in state.market)
    after = _next(
        state,
        market=market,
        deck=deck[n:],
        herds=_set(state.herds, seat, state.herds[seat] + n),
    )
    return after


def _swap(state: JaipurState, move: Exchange) -> JaipurState:
    seat = state.to_move
    assert seat is not None
    slots = list(state.market)
    freed = []
    for card in move.take:  # each taken card leaves the lowest slot holding its type
        i = slots.index(card)
        slots[i] = ""
        freed.append(i)
    for i, card in zip(sorted(freed), move.give, strict=True):  # given cards fill them in order
        slots[i] = card
    hand, known = list(state.hands[seat]), list(state.known[seat])
    for card in move.take:
        g = GOODS.index(card)
        hand[g], known[g] = hand[g] + 1, known[g] + 1
    camels = 0
    for card in move.give:
        if card == CAMEL:
            camels += 1
        else:
            g = GOODS.index(card)
            hand[g], known[g] = hand[g] - 1, max(0, known[g] - 1)
    return _next(
        state,
        market="".join(slots),
        hands=_set(state.hands, seat, tuple(hand)),
        known=_set(state.known, seat, tuple(known)),
        herds=_set(state.herds, seat, state.herds[seat] - camels),
    )


def _sell(state: JaipurState, move: Sell) -> JaipurState:
    seat = state.to_move
    assert seat is not None
    g, n = GOODS.index(move.good), move.count
    left = state.tokens[g]
    got = min(n, left)
    pile = state.pile(g)
    goods = state.goods_taken[seat] + tuple((move.good, v) for v in pile[:got])
    changes: dict[str, object] = {}
    b = bonus_pile(n)
    if b is not None and state.bonus[b]:
        top = state.bonus[b][0]
        changes["bonus"] = _set3(state.bonus, b, state.bonus[b][1:])
        changes["bonus_taken"] = _set(
            state.bonus_taken, seat, state.bonus_taken[seat] + ((BONUS_SIZES[b], top),)
        )
    known = state.known[seat]
    after = _next(
        state,
        hands=_set(state.hands, seat, _add(state.hands[seat], g, -n)),
        known=_set(state.known, seat, _add(known, g, -min(n, known[g]))),
        discard=_add(state.discard, g, n),
        tokens=_add(state.tokens, g, -got),
        goods_taken=_set(state.goods_taken, seat, goods),
        **changes,
    )
    return after


def _set3(piles: tuple[tuple[int, ...], ...], b: int, pile: tuple[int, ...]) -> object:
    return piles[:b] + (pile,) + piles[b + 1 :]


# --- the end of a round -----------------------------------------------------------


def score_round(state: JaipurState) -> RoundResult:
    """The scoring of the round ``state`` ends: camel token, totals, seal, tie-breaks."""
    return make_result(
        state.round_starter,
        goods=_pair(sum(v for _, v in state.goods_taken[p]) for p in (0, 1)),
        bonus=_pair(sum(v for _, v in state.bonus_taken[p]) for p in (0, 1)),
        goods_count=_pair(len(state.goods_taken[p]) for p in (0, 1)),
        bonus_count=_pair(len(state.bonus_taken[p]) for p in (0, 1)),
        camels=state.herds,
    )


def make_result(
    starter: int, goods: Pair, bonus: Pair, goods_count: Pair, bonus_count: Pair, camels: Pair
) -> RoundResult:
    """A round's result from its tallies: the camel token, totals, and who takes the seal."""
    camel = 0 if camels[0] > camels[1] else 1 if camels[1] > camels[0] else None
    totals = _pair(goods[p] + bonus[p] + CAMEL_TOKEN * (camel == p) for p in (0, 1))
    seal, decided_by = None, "tie"
    for name, pair in (
        ("score", totals),
        ("bonus_count", bonus_count),
        ("goods_count", goods_count),
    ):
        if pair[0] != pair[1]:
            seal, decided_by = (0 if pair[0] > pair[1] else 1), name
            break
    return RoundResult(
        starter, goods, bonus, goods_count, bonus_count, camels, camel, totals, seal, decided_by
    )


def next_starter(result: RoundResult) -> int:
    """The loser of the round starts the next; after a tie, the other player does."""
    if result.seal is None:
        return _other(result.starter)
    return _other(result.seal)


def _pair(values: Iterable[int]) -> Pair:
    a, b = values
    return (a, b)


def close_round(state: JaipurState) -> JaipurState:
    """The round ``state`` ends, scored: its result added, seals updated, nobody to move."""
    result = score_round(state)
    seals = state.seals
    if result.seal is not None:
        seals = _pair(seals[p] + (p == result.seal) for p in (0, 1))
    return evolve(state, seals=seals, rounds=state.rounds + (result,), to_move=None)


def _end_round(state: JaipurState) -> JaipurState:
    """Score the round; deal the next one, or end the game at two seals."""
    closed = close_round(state)
    if max(closed.seals) >= SEALS_TO_WIN:
        return closed
    starter = next_starter(closed.rounds[-1])
    return deal_round(state.round + 1, starter, closed.seals, closed.rounds, state.rng)
