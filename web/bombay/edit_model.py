"""Bombay's position editor, its model: what a player sets up by tapping and the
position it stands for (``web/bombay/editor.py`` is the editor; ``edit_draw.py`` draws it).

Everything in Bombay is public, so the model (:class:`Board`) is a ``State`` (the bag's
order aside: any seed) with what the editor needs around it: each palace-marker site's
marker (shown again when a palace there is taken away), the player a tap on the map is
for and what it does there (move the elephant, build or remove a palace), lichess-style.
:func:`position` derives what follows from the rest (palaces left from the palaces on the
map, city tokens left from those the players hold, the markers from the palaces, a
market with no bales from its colour); the engine's invariants judge the rest. The output
is the view of the seat to move.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.bombay.board import CITIES, MARKER_SITES, SPACES
from game.bombay.game import BOMBAY
from game.bombay.invariants import check_invariants
from game.bombay.state import (
    COLOURS,
    MARKER_SET,
    PALACES,
    SCHEDULE,
    TOKEN_LETTERS,
    State,
)
from game.bombay.view import BombayView
from game.core.evolve import evolve

OPENING_PLAYERS = 3
SEED = 1  # the opening's set-up (demand, trading posts, markers, first restock)
TOOLS = ("elephant", "palace")


@dataclass(frozen=True)
class Board:
    """A Bombay position being set up."""

    state: State
    sites: tuple[int, ...]  # per space: its palace marker's kind (-1: no marker site)
    chosen: int = 0  # the player a tap on the map is for
    tool: str = "elephant"  # what a tap on the map does: move the elephant, or a palace


# --- the model from a position, and back --------------------------------------------------
def opening(players: int = OPENING_PLAYERS) -> Board:
    """A new game's first position (a fixed set-up) of ``players`` players."""
    return from_state(BOMBAY.new(BOMBAY.default_options(players), SEED), 0)


def from_view(view: BombayView) -> Board:
    return from_state(view.public, view.seat or 0)


def from_state(state: State, chosen: int) -> Board:
    """The model of ``state``: the markers of sites with a palace are the kinds missing
    from the map, in the set's order (which palace covered which is not known)."""
    missing = list(MARKER_SET)
    for k in state.markers:
        if k >= 0:
            missing.remove(k)
    sites = list(state.markers)
    for i in MARKER_SITES:
        if sites[i] < 0 and missing:
            sites[i] = missing.pop(0)
    return Board(state, tuple(sites), chosen)


def view(b: Board) -> BombayView:
    s = position(b)
    check_invariants(s)
    return BOMBAY.view(s, 0 if s.over else s.seat)


def position(b: Board) -> State:
    """The state set up, with what follows from it filled in."""
    s = b.state
    n = len(s.players)
    players = tuple(
        replace(p, palaces=PALACES - s.palaces.count(i)) for i, p in enumerate(s.players)
    )
    held = [sum(p.tokens >> c & 1 for p in s.players) for c in range(len(CITIES))]
    return evolve(
        s,
        players=players,
        city_tokens=tuple(max(0, n - 1 - k) for k in held),
        markers=tuple(k if s.palaces[i] < 0 else -1 for i, k in enumerate(b.sites)),
        market=tuple(-1 if s.stock[c] == 0 else max(0, s.market[c]) for c in range(4)),
    )


# --- taps ----------------------------------------------------------------------------
def tap(b: Board, arg: str) -> Board:
    """``players:<n>``, ``choose:<seat>``, ``tool:<tool>``, ``space:<i>``,
    ``token:<seat>:<bit>``, ``market:<colour>``, ``demand:<city>:<slot>``, and steppers
    ``rupees:<seat>:±``, ``customers:<seat>:±``, ``bale:<seat>:<colour>:±``,
    ``stock:<colour>:±``, ``round:±``, ``turn:±``."""
    what, _sep, rest = arg.partition(":")
    try:
        return TAPS[what](b, rest.split(":"))
    except (ValueError, IndexError, KeyError):
        return b  # a stale or foreign control


def _players(b: Board, rest: list[str]) -> Board:
    n = int(rest[0])
    return opening(n) if n in SCHEDULE and n != len(b.state.players) else b


def _choose(b: Board, rest: list[str]) -> Board:
    p = int(rest[0])
    return replace(b, chosen=p) if 0 <= p < len(b.state.players) else b


def _tool(b: Board, rest: list[str]) -> Board:
    return replace(b, tool=rest[0]) if rest[0] in TOOLS else b


def _space(b: Board, rest: list[str]) -> Board:
    i, s, p = int(rest[0]), b.state, b.chosen
    if not 0 <= i < len(SPACES):
        return b
    if b.tool == "elephant":
        return _player(b, p, space=i)
    palaces = list(s.palaces)
    palaces[i] = -1 if palaces[i] == p else p
    return replace(b, state=evolve(s, palaces=tuple(palaces)))


def _player(b: Board, p: int, **changes: object) -> Board:
    players = list(b.state.players)
    players[p] = replace(players[p], **changes)  # type: ignore[arg-type]
    return replace(b, state=evolve(b.state, players=tuple(players)))


def _step(rest: list[str]) -> int:
    if rest[-1] not in ("+", "-"):
        raise ValueError(rest[-1])
    return 1 if rest[-1] == "+" else -1


def _rupees(b: Board, rest: list[str]) -> Board:
    p = int(rest[0])
    return _player(b, p, rupees=max(0, b.state.players[p].rupees + _step(rest)))


def _customers(b: Board, rest: list[str]) -> Board:
    p = int(rest[0])
    return _player(b, p, customers=max(0, b.state.players[p].customers + _step(rest)))


def _bale(b: Board, rest: list[str]) -> Board:
    p, c = int(rest[0]), COLOURS.index(rest[1])
    bales = list(b.state.players[p].bales)
    if _step(rest) > 0:
        bales.append(c)
    elif c in bales:
        bales.remove(c)
    return _player(b, p, bales=tuple(sorted(bales)))


def _token(b: Board, rest: list[str]) -> Board:
    p, bit = int(rest[0]), int(rest[1])
    if not 0 <= bit < len(TOKEN_LETTERS):
        return b
    return _player(b, p, tokens=b.state.players[p].tokens ^ 1 << bit)


def _stock(b: Board, rest: list[str]) -> Board:
    c = COLOURS.index(rest[0])
    stock = list(b.state.stock)
    stock[c] = max(0, stock[c] + _step(rest))
    return replace(b, state=evolve(b.state, stock=tuple(stock)))


def _market(b: Board, rest: list[str]) -> Board:
    c = COLOURS.index(rest[0])
    market = list(b.state.market)
    market[c] = (max(0, market[c]) + 1) % 3
    return replace(b, state=evolve(b.state, market=tuple(market)))


def _demand(b: Board, rest: list[str]) -> Board:
    city, slot = int(rest[0]), int(rest[1])
    demand = [list(col) for col in b.state.demand]
    demand[city][slot] = (demand[city][slot] + 1) % len(COLOURS)
    return replace(b, state=evolve(b.state, demand=tuple(tuple(col) for col in demand)))


def _round(b: Board, rest: list[str]) -> Board:
    s = b.state
    r = min(max(0, s.round + _step(rest)), s.rounds - 1)
    return replace(
        b, state=evolve(s, round=r, turn=min(s.turn, s.turns_per_round * len(s.players) - 1))
    )


def _turn(b: Board, rest: list[str]) -> Board:
    s = b.state
    last = s.turns_per_round * len(s.players) - 1
    return replace(b, state=evolve(s, turn=min(max(0, s.turn + _step(rest)), last)))


TAPS = {
    "players": _players,
    "choose": _choose,
    "tool": _tool,
    "space": _space,
    "rupees": _rupees,
    "customers": _customers,
    "bale": _bale,
    "token": _token,
    "stock": _stock,
    "market": _market,
    "demand": _demand,
    "round": _round,
    "turn": _turn,
}
