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
from game.bombay.rules import SALE_CUSTOMERS, SALE_RUPEES
from game.bombay.scoring import winners
from game.bombay.state import BUY_COST, PALACES, PURPLE, SCHEDULE, YELLOW, Player, State

CUSTOMER = 1.4  # one customer token (or palace) in the end ranking, in rupees
PALACE = 1.6  # a palace: ranking plus the tolls it may earn
SHARE = 0.85  # a bale is worth this share of its sale: money in hand beats a promise
TRAVEL = 0.35  # rupees per action point between a bale and its city
ROOM = (1.5, 1.0)  # the best trade in reach counts this often with 0 / 1 bale carried
TOKENS = (0.0, 1.0, 2.5, 5.0, 8.0, 8.0, 8.0)  # value of holding k different city tokens
WIN = 10.0
WIN_SCALE = 4.0  # rupees of estimated lead worth a factor e in the odds of winning


def evaluate(state: State, seat: int) -> float:
    """The seat's estimated final rupees minus the other seats' average."""
    if state.over:
        return _final(state, seat)
    turns = _turns_left(state)
    values = [_merchant(state, p, turns) for p in state.players]
    others = (sum(values) - values[seat]) / (len(values) - 1)
    return values[seat] - others


def _final(state: State, seat: int) -> float:
    rupees = [p.rupees for p in state.players]
    best_other = max(r for i, r in enumerate(rupees) if i != seat)
    won = seat in winners(state)
    return rupees[seat] - best_other + (WIN if won else 0.0)


def _turns_left(state: State) -> int:
    """Turns each player still has after the current one (roughly)."""
    rounds, per = SCHEDULE[len(state.players)]
    return (rounds - state.round - 1) * per + per - state.game_turn


def _sale(state: State, p: Player, colour: int, city: int) -> float:
    """What selling ``colour`` in ``city`` brings ``p`` now (0 if not demanded)."""
    column = state.demand[city]
    if colour not in column:
        return 0.0
    place = column.index(colour)
    value = float(SALE_RUPEES[place] + (colour == YELLOW))
    value += CUSTOMER * (SALE_CUSTOMERS[place] + (colour == PURPLE))
    if not p.tokens >> city & 1 and state.city_tokens[city]:
        held = p.tokens.bit_count()
        value += TOKENS[held + 1] - TOKENS[held]
    return value


def _best_sale(state: State, p: Player, colour: int, space: int, reach: int) -> float:
    """Best sale of ``colour`` from ``space`` within ``reach`` action points, net of travel."""
    best = 0.0
    for k, city in enumerate(CITIES):
        d = DISTANCE[space][city]
        if d <= reach:
            best = max(best, SHARE * _sale(state, p, colour, k) - TRAVEL * d)
    return best


def _trade(state: State, p: Player, reach: int) -> float:
    """Net worth of the best purchase-and-sale in reach, travel from here included."""
    best = 0.0
    for space, colour in enumerate(state.posts):
        if colour < 0 or not state.stock[colour]:
            continue
        cost_ap, cost_rupees = BUY_COST[state.market[colour]]
        d = DISTANCE[p.space][space] + cost_ap
        if d < reach:
            sale = _best_sale(state, p, colour, space, reach - d)
            best = max(best, sale - cost_rupees - TRAVEL * d)
    return best


def _merchant(state: State, p: Player, turns: int) -> float:
    """One merchant's estimated final rupees."""
    reach = 3 * turns
    value = float(p.rupees)
    value += sum(_best_sale(state, p, c, p.space, reach) for c in p.bales)
    if len(p.bales) < 2 and turns > 0:
        value += ROOM[len(p.bales)] * _trade(state, p, reach)
    value += PALACE * (PALACES - p.palaces) + CUSTOMER * p.customers
    return value + TOKENS[p.tokens.bit_count()]


def win_chances(state: State) -> tuple[float, ...]:
    """Each seat's chance of winning: the winners share 1 once the game is over;
    before, a softmax of the merchants' estimated final rupees."""
    if state.over:
        won = winners(state)
        return tuple(1.0 / len(won) if i in won else 0.0 for i in range(len(state.players)))
    turns = _turns_left(state)
    values = [_merchant(state, p, turns) for p in state.players]
    top = max(values)
    weights = [math.exp((v - top) / WIN_SCALE) for v in values]
    total = sum(weights)
    return tuple(w / total for w in weights)
