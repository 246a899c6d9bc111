"""A heuristic value of a Bombay position, for the greedy bot's one-turn plans.

The generic greedy bot tries every sequence of the mover's actions until the
turn passes and keeps the one whose end state ``evaluate`` likes best, so this
function is the bot's whole strategy. It estimates, in rupees, what each
merchant will end with, and returns the seat's estimate minus the others'
average:

* rupees in hand;
* each bale carried at the price it would fetch in the best city that demands
  it (customers and a new city token included), less a charge per action
  point of travel, and nothing if that city cannot be reached before the end;
* room on the elephant, worth the best purchase-and-sale in reach, net of
  travel (so walking towards a good trade beats waiting for a rupee);
* palaces built and customers, which rank for the end bonus, city tokens on
  the way to the 4 / 8 rupee bonus.

Once the game is over it is the exact rupee difference (plus a win bonus).
"""

from __future__ import annotations

import math

from game.bombay.board import CITIES, DISTANCE
from game.bombay.rules import sale_payout
from game.bombay.scoring import token_bonus, winners
from game.bombay.state import (
    BONUS_WHITE_BIT,
    BONUS_YELLOW_BIT,
    BUY_COST,
    MARKER_WHITE,
    MARKER_YELLOW,
    PALACES,
    SCHEDULE,
    TOKEN_LETTERS,
    Player,
    State,
)
from game.core.memo import remember

CUSTOMER = 1.4  # one customer token (or palace) in the end ranking, in rupees
PALACE = 1.6  # a palace: ranking plus the tolls it may earn
SHARE = 0.85  # a bale is worth this share of its sale: money in hand beats a promise
# Rupees per action point between a bale and its city. A turn of waiting earns 1 rupee
# for 3 points, so travel must cost more than a third of a rupee a point, or waiting
# with a bale looks as good as riding to sell it (issue 22: Hard sat on bales).
TRAVEL = 0.5
SLACK = 3  # action points to spare before the end for a sale to count in full
ROOM = (1.5, 1.0)  # the best trade in reach counts this often with 0 / 1 bale carried
# Value of holding k different city tokens, for every k the rules allow: 0 to 6 (four
# cities and the two bonus tokens). A token is only ever gained by a merchant holding
# fewer than six, so TOKENS[k + 1] is asked for k < 6 only.
TOKENS = (0.0, 1.0, 2.5, 5.0, 8.0, 8.0, 8.0)
assert len(TOKENS) == len(TOKEN_LETTERS) + 1
WIN = 10.0
# Rupees of estimated lead worth a factor e in the odds of winning: the estimate
# firms up as the end nears. Fitted on greedy games at 2, 3 and 5 players
# (docs/ai.md): about 1.8 with no action points left, 3 with 20, 6 with 40.
WIN_SCALE = (1.8, 20.0)  # scale = a + (mean action points left / b) ** 2
MEMO_MAX = 20_000  # entries kept by each memo below before it starts afresh


def evaluate(state: State, seat: int) -> float:
    """The seat's estimated final rupees minus the other seats' average."""
    if state.over:
        return _final(state, seat)
    values = [
        _merchant(state, p, r) for p, r in zip(state.players, points_to_end(state), strict=True)
    ]
    others = (sum(values) - values[seat]) / (len(values) - 1)
    return values[seat] - others


def _final(state: State, seat: int) -> float:
    rupees = [p.rupees for p in state.players]
    best_other = max(r for i, r in enumerate(rupees) if i != seat)
    won = seat in winners(state)
    return rupees[seat] - best_other + (WIN if won else 0.0)


def points_to_end(state: State) -> list[int]:
    """The action points each merchant still has before the end: whole turns to come
    (3 each) and, for the merchant to move, what is left of this turn."""
    n = len(state.players)
    rounds, per = SCHEDULE[n]
    turn, first = state.turn, state.round % n  # the round's first player
    left = 3 * (rounds - state.round) * per  # points in the rounds to come, this one included
    reach = []
    for seat in range(n):
        place = (seat - first) % n  # its place in this round's order
        done = max(0, (turn - place + n - 1) // n)  # its turns finished this round
        reach.append(left - 3 * done)
    mover = (first + turn) % n
    reach[mover] += state.ap - 3
    return reach


Sales = tuple[tuple[tuple[int, float], ...], ...]
_SALES: dict[tuple[object, ...], Sales] = {}  # memo of _sales: few distinct keys per game


def _sales(state: State, p: Player) -> Sales:
    """Per colour, ``(city space, share of its sale)`` for each city demanding it:
    what a bale would bring ``p`` there now, customers and a new city token included."""
    key = (state.demand, state.city_tokens, p.tokens)
    return remember(_SALES, MEMO_MAX, key, _compute_sales, state, p)


def _compute_sales(state: State, p: Player) -> Sales:
    held = p.tokens.bit_count()
    found: list[list[tuple[int, float]]] = [[], [], [], []]
    for k, city in enumerate(CITIES):
        # a first sale here takes a city token while any are left; lacking this city's,
        # the merchant holds at most five, so a sixth is in the table
        token = TOKENS[held + 1] - TOKENS[held] if not p.tokens >> k & 1 else 0.0
        new_token = token if state.city_tokens[k] else 0.0
        seen = set()
        for place, colour in enumerate(state.demand[k]):
            if colour in seen:  # only its highest place sells
                continue
            seen.add(colour)
            rupees, customers = sale_payout(place, colour)
            value = rupees + CUSTOMER * customers
            value += new_token
            found[colour].append((city, SHARE * value))
    return tuple(tuple(f) for f in found)


def _best_sale(sales: tuple[tuple[int, float], ...], space: int, reach: int) -> float:
    """Best of ``sales`` (one colour's) from ``space`` within ``reach`` action points,
    net of travel."""
    return _best_two(sales, space, reach)[0]


def _best_two(sales: tuple[tuple[int, float], ...], space: int, reach: int) -> tuple[float, float]:
    """The best and the second best of ``sales`` in two different cities, as
    :func:`_best_sale` nets them (0 where there is none in reach)."""
    best = second = 0.0
    row = DISTANCE[space]
    for city, value in sales:
        d = row[city]
        if d < reach:  # there, with a point left to sell
            # a sale at the edge of the points left is a gamble (a turn's points cannot be
            # saved up, other merchants' sales move the price): it counts for less
            net = value * min(1.0, (reach - d) / SLACK) - TRAVEL * d
            if net > best:
                best, second = net, best
            elif net > second:
                second = net
    return best, second


def _bales(sales: Sales, p: Player, reach: int) -> float:
    """What the bales carried will sell for: two of one colour cannot both take that
    colour's best price (the first sale sends its cube to the bottom of the column), so
    the second counts at the best price in another city."""
    if len(p.bales) == 2 and p.bales[0] == p.bales[1]:
        return sum(_best_two(sales[p.bales[0]], p.space, reach))
    return sum(_best_sale(sales[c], p.space, reach) for c in p.bales)


def _trade(state: State, p: Player, sales: Sales, reach: int) -> float:
    """Net worth of the best purchase-and-sale in reach, travel from here included."""
    best = 0.0
    row = DISTANCE[p.space]
    for space, colour, cost_ap, cost_rupees in _offers(state):
        d = row[space] + cost_ap
        if d < reach:
            net = _best_sale(sales[colour], space, reach - d) - cost_rupees - TRAVEL * d
            if net > best:
                best = net
    return best


Offers = tuple[tuple[int, int, int, int], ...]
_OFFERS: dict[tuple[object, ...], Offers] = {}  # memo of _offers


def _offers(state: State) -> Offers:
    """``(space, colour, action points, rupees)`` of each bale on sale at a trading post."""
    return remember(
        _OFFERS, MEMO_MAX, (state.posts, state.stock, state.market), _compute_offers, state
    )


def _compute_offers(state: State) -> Offers:
    return tuple(
        (space, colour, *BUY_COST[state.market[colour]])
        for space, colour in enumerate(state.posts)
        if colour >= 0 and state.stock[colour]
    )


_MERCHANT: dict[tuple[object, ...], float] = {}  # memo of _merchant


def _merchant(state: State, p: Player, reach: int) -> float:
    """One merchant's estimated final rupees, with ``reach`` action points left."""
    key = (p, reach, state.demand, state.city_tokens, state.posts, state.stock, state.market)
    return remember(_MERCHANT, MEMO_MAX, key, _compute_merchant, state, p, reach)


def _compute_merchant(state: State, p: Player, reach: int) -> float:
    sales = _sales(state, p)
    value = float(p.rupees)
    value += _bales(sales, p, reach)
    if len(p.bales) < 2 and reach > 0:
        value += ROOM[len(p.bales)] * _trade(state, p, sales, reach)
    value += PALACE * (PALACES - p.palaces) + CUSTOMER * p.customers
    return value + TOKENS[p.tokens.bit_count()]


# The end bonus for city tokens by how many a merchant holds (0 to 6): 4 rupees for three,
# 8 for four or more.
BONUS = tuple(token_bonus((1 << k) - 1) for k in range(len(TOKEN_LETTERS) + 1))
BUY_DETOUR = 2  # action points to fetch a bale first: the purchase and a step aside
MARKER_BITS = ((MARKER_YELLOW, BONUS_YELLOW_BIT), (MARKER_WHITE, BONUS_WHITE_BIT))
Target = tuple[int, int, int]
_TARGETS: dict[tuple[object, ...], tuple[Target, ...]] = {}  # memo of _targets


def _targets(state: State) -> tuple[Target, ...]:
    """``(space, token bit, colours bought as a bit mask, or 0 for a palace)`` of each
    token still to be had: a city's while it has some left, a bonus token's palace
    marker."""
    key = (state.demand, state.city_tokens, state.markers)
    return remember(_TARGETS, MEMO_MAX, key, _compute_targets, state)


def _compute_targets(state: State) -> tuple[Target, ...]:
    found = [
        (city, 1 << k, sum(1 << c for c in set(state.demand[k])))
        for k, (city, left) in enumerate(zip(CITIES, state.city_tokens, strict=True))
        if left
    ]
    for space, marker in enumerate(state.markers):
        found.extend((space, bit, 0) for kind, bit in MARKER_BITS if marker == kind)
    return tuple(found)


def _tokens_held(targets: tuple[Target, ...], p: Player, reach: int) -> float:
    """What the city tokens ``p`` holds are worth, at most the end bonus of those and
    every token it could still have (reached with a point to sell or build, and a bale
    for it, else BUY_DETOUR points more): the smooth TOKENS curve values two tokens at
    2.5 rupees, but two with no third to be had are worth nothing at the end."""
    held = p.tokens.bit_count()
    more = 0
    row, bales = DISTANCE[p.space], p.bales
    for space, bit, buys in targets:
        if p.tokens & bit or not (buys or p.palaces):
            continue
        ready = bool(bales) and (not buys or bool(buys >> bales[0] & 1 or buys >> bales[-1] & 1))
        if row[space] + 1 + (0 if ready else BUY_DETOUR) <= reach:
            more += 1
    return min(TOKENS[held], BONUS[held + more])


def win_chances(state: State) -> tuple[float, ...]:
    """Each seat's chance of winning: the winners share 1 once the game is over;
    before, a softmax of the merchants' estimated final rupees, with the city tokens
    held worth no more than the end bonus they can still make (:func:`_tokens_held`;
    greedy's :func:`evaluate` keeps the smooth curve)."""
    if state.over:
        won = winners(state)
        return tuple(1.0 / len(won) if i in won else 0.0 for i in range(len(state.players)))
    reach = points_to_end(state)
    targets = _targets(state)
    values = [
        _merchant(state, p, r) - TOKENS[p.tokens.bit_count()] + _tokens_held(targets, p, r)
        for p, r in zip(state.players, reach, strict=True)
    ]
    a, b = WIN_SCALE
    scale = a + (sum(reach) / len(reach) / b) ** 2
    top = max(values)
    weights = [math.exp((v - top) / scale) for v in values]
    total = sum(weights)
    return tuple(w / total for w in weights)
