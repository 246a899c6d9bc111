"""Rule invariants of a Bombay position: what no legal play can break.

:func:`check_invariants` raises StateError naming the first broken one. The
position parser calls it, and tests call it after every move of random games:
17 bales in all, no negative money, at most 5 palaces each, at most 2 bales per
elephant, city tokens never more than were placed, markers and bonus tokens
accounted for, the turn counters within the schedule.
"""

from __future__ import annotations

from game.bombay.board import (
    CITIES,
    CITY_NAMES,
    CITY_OF_SPACE,
    MARKER_SITES,
    POST_SITES_E,
    POST_SITES_F,
    SPACES,
)
from game.bombay.state import (
    ACTION_POINTS,
    BALES,
    BONUS_WHITE_BIT,
    BONUS_YELLOW_BIT,
    DRAW,
    ELEPHANT_CAPACITY,
    MARKER_SET,
    MARKER_WHITE,
    MARKER_YELLOW,
    PALACES,
    SCHEDULE,
    State,
)
from game.core.errors import StateError


def check_invariants(s: State) -> None:
    """Raise :class:`StateError` if ``s`` cannot arise under the rules."""
    n = len(s.players)
    if n not in SCHEDULE:
        raise StateError(f"Bombay is for 2 to 5 players, not {n}")
    for check in (_turn, _bales, _players, _demand, _posts, _markers, _palaces):
        problem = check(s)
        if problem:
            raise StateError(f"impossible Bombay position: {problem}")


def _turn(s: State) -> str:
    rounds, per = SCHEDULE[len(s.players)]
    if not 0 <= s.round <= rounds:
        return f"round {s.round + 1} of {rounds}"
    if s.over:
        ok = s.turn == 0 and s.ap == ACTION_POINTS and not s.bought and not s.picking
        return "" if ok else "a finished game has no turn in progress"
    if not 0 <= s.turn < per * len(s.players):
        return f"turn {s.turn} outside the round"
    if not 0 <= s.ap <= ACTION_POINTS or (s.ap == 0 and not s.picking):
        return f"{s.ap} action points left (a turn ends when they are spent)"
    if (s.bought or s.picking) and s.ap == ACTION_POINTS:
        return "a purchase or a palace marker before any action point was spent"
    if not 0 <= s.rng < 2**64:
        return "the bag's seed is not a 64-bit number"
    return ""


def _bales(s: State) -> str:
    if sum(s.stock) > DRAW:
        return f"{sum(s.stock)} bales in the markets (at most {DRAW} are drawn)"
    for c in range(4):
        market_ok = 0 <= s.market[c] <= 2 if s.stock[c] else s.market[c] == -1
        if s.stock[c] < 0 or not market_ok:
            return "a market holds a colour without bales, or bales without a market"
        carried = sum(p.bales.count(c) for p in s.players)
        if s.stock[c] + carried > BALES[c]:
            return f"more than the {BALES[c]} bales of colour {c} in play"
    if s.picking and not any(s.stock):
        return "a free-bale choice with every market empty"
    return ""


def _players(s: State) -> str:
    for i, p in enumerate(s.players):
        if not 0 <= p.space < len(SPACES):
            return f"player {i} is off the map"
        if len(p.bales) > ELEPHANT_CAPACITY or list(p.bales) != sorted(p.bales):
            return f"player {i}'s elephant holds {p.bales} (at most 2, sorted)"
        if any(not 0 <= c < 4 for c in p.bales) or min(p.rupees, p.customers) < 0:
            return f"player {i} has a negative amount or an unknown colour"
        if p.palaces < 0:
            return f"player {i} has built {PALACES - p.palaces} palaces, of the {PALACES} they have"
        if p.palaces > PALACES:
            return f"player {i} has {p.palaces} palaces left, of the {PALACES} they have"
        if not 0 <= p.tokens < 64:
            return f"player {i} holds unknown city tokens"
        if s.palaces.count(i) != PALACES - p.palaces:
            return f"player {i}'s palaces on the map do not match the {p.palaces} left"
    return ""


def _demand(s: State) -> str:
    n = len(s.players)
    if len(s.demand) != len(CITIES) or any(
        len(col) != 3 or len(set(col) & {0, 1, 2, 3}) != 3 for col in s.demand
    ):
        return "every city demands 3 different colours"
    missing = sorted({0, 1, 2, 3}.difference(col).pop() for col in s.demand)
    if missing != [0, 1, 2, 3]:
        return "every colour must be missing from exactly one city"
    for city in range(len(CITIES)):
        held = sum(p.tokens >> city & 1 for p in s.players)
        if s.city_tokens[city] + held != n - 1 or s.city_tokens[city] < 0:
            left = s.city_tokens[city]
            return f"{CITY_NAMES[city]}: {left} city tokens left and {held} held, of {n - 1}"
    return ""


def _posts(s: State) -> str:
    sites = POST_SITES_E if len(s.players) <= 3 else POST_SITES_E + POST_SITES_F
    if any((i in sites) != (c >= 0) or c < -1 for i, c in enumerate(s.posts)):
        return f"trading posts must be exactly on sites {sites}"
    per_colour = len(sites) // 4
    if any(s.posts.count(c) != per_colour for c in range(4)):
        return f"each colour needs {per_colour} trading post(s)"
    return ""


def _markers(s: State) -> str:
    left = sorted(k for k in s.markers if k >= 0)
    pool = list(MARKER_SET)
    for i, k in enumerate(s.markers):
        if k < -1 or k >= 0 and (i not in MARKER_SITES or k not in pool):
            return f"palace marker {k} on space {i} is not possible"
        if k >= 0:
            pool.remove(k)
        if i in MARKER_SITES and (k >= 0) == (s.palaces[i] >= 0):
            return f"space {i} must hold either its palace marker or a palace"
    for marker, bit in ((MARKER_YELLOW, BONUS_YELLOW_BIT), (MARKER_WHITE, BONUS_WHITE_BIT)):
        holders = sum(bool(p.tokens & bit) for p in s.players)
        if holders != (marker not in left):
            return "a bonus city token must be on its marker or with exactly one player"
    return ""


def _palaces(s: State) -> str:
    for i, owner in enumerate(s.palaces):
        if owner >= len(s.players) or owner < -1:
            return f"palace on space {i} has no owner {owner}"
        if owner >= 0 and (CITY_OF_SPACE[i] >= 0 or s.posts[i] >= 0):
            return f"a palace on space {i}, which holds a city or a trading post"
    return ""
