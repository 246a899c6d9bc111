"""Bombay's position links: one seat's view written as mixed-radix digits.

In Bombay everything on the table is public; the only secret is the bag's order (the
generator ``rng``), which a link never holds. :func:`write_position` writes the seat and
every field of ``view.public`` (the state with ``rng`` zeroed) that cannot be derived from
the others, each with the tightest radix the rules allow (game/core/digits.py):

* the player count, the seat, the round; unless the game is over, the turn, the action
  points left and the two flags (bought, picking);
* the demand: which colour each city lacks (a permutation) and each column's order;
* per player: space, bales carried (one of the 15 loads of at most 2), rupees and
  customers (open-ended: 5-bit chunks, each followed by a "more" flag), city tokens (4 bits);
* the trading posts' colours on the sites the player count uses;
* the owner (or none) of each space a palace may stand on: not a city, not a trading post;
* the marker on each marker site without a palace, the holder of each bonus city token
  gone from its marker;
* the bales in the markets per colour, and the market of each colour on sale.

Derived, not stored: the city tokens left (players - 1 minus those held), the palaces
left (5 minus those built), the bag (17 bales minus those elsewhere). The options are not
stored: ``last_player_bonus`` only adds a rupee at set-up, already in the rupees.

:func:`read_position` reads the digits back into a ``State`` (``rng`` 0), checks the
rules' invariants (StateError naming what is wrong) and returns the seat's view; any
digits whatever give either a view or StateError.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement

from game.bombay.board import CITIES, CITY_OF_SPACE, MARKER_SITES, POST_SITES_E, POST_SITES_F
from game.bombay.board import SPACES as MAP
from game.bombay.invariants import check_invariants
from game.bombay.setup import NO_SPACES
from game.bombay.state import (
    ACTION_POINTS,
    BALES,
    BONUS_WHITE_BIT,
    BONUS_YELLOW_BIT,
    ELEPHANT_CAPACITY,
    MARKER_SET,
    MARKER_WHITE,
    MARKER_YELLOW,
    MARKETS,
    PALACES,
    SCHEDULE,
    Player,
    State,
)
from game.bombay.view import BombayView, view
from game.core.digits import DigitReader, Digits
from game.core.errors import StateError
from game.core.evolve import evolve

MIN_PLAYERS = min(SCHEDULE)
LOADS: tuple[tuple[int, ...], ...] = tuple(
    load
    for k in range(ELEPHANT_CAPACITY + 1)
    for load in combinations_with_replacement(range(4), k)
)  # every sorted load of an elephant: (), (0,), ... (3, 3)
CHUNK = 32  # an open-ended count is written in chunks below this, lowest first
CITY_BITS = (1 << len(CITIES)) - 1
BONUSES = ((MARKER_YELLOW, BONUS_YELLOW_BIT), (MARKER_WHITE, BONUS_WHITE_BIT))


def write_position(v: BombayView, out: Digits) -> None:
    """Write ``v`` (a seat's view of a position the rules can reach) as digits."""
    s = v.public
    check_invariants(s)
    n = len(s.players)
    out.put(n - MIN_PLAYERS, len(SCHEDULE), "the number of players")
    out.put(v.seat if v.seat is not None else -1, n, "the seat")
    _write_turn(s, out)
    _write_demand(s.demand, out)
    for p in s.players:
        _write_player(p, out)
    _write_map(s, out)
    _write_markets(s, out)


def read_position(src: DigitReader) -> BombayView:
    """The view :func:`write_position` wrote; StateError if no game can reach it."""
    n = src.take(len(SCHEDULE)) + MIN_PLAYERS
    seat = src.take(n)
    round_, turn, ap, bought, picking = _read_turn(n, src)
    demand = _read_demand(src)
    players = tuple(_read_player(src) for _ in range(n))
    posts, palaces, markers, holders = _read_map(n, src)
    stock, market = _read_markets(src)
    players = tuple(
        evolve(
            p,
            tokens=p.tokens | sum(bit for bit, holder in holders if holder == i),
            palaces=PALACES - palaces.count(i),
        )
        for i, p in enumerate(players)
    )
    held = [sum(p.tokens >> city & 1 for p in players) for city in range(len(CITIES))]
    state = State(
        players=players,
        round=round_,
        turn=turn,
        ap=ap,
        bought=bought,
        picking=picking,
        demand=demand,
        city_tokens=tuple(n - 1 - h for h in held),
        stock=stock,
        market=market,
        posts=posts,
        markers=markers,
        palaces=palaces,
        rng=0,
    )
    check_invariants(state)
    return view(state, seat)


# --- the markets: bales on sale per colour, and each colour's market -------------------


def _write_markets(s: State, out: Digits) -> None:
    for c in range(4):
        out.put(s.stock[c], BALES[c] + 1, "bales on sale")
    for c in range(4):
        if s.stock[c]:
            out.put(s.market[c], len(MARKETS), "a market")


def _read_markets(src: DigitReader) -> tuple[tuple[int, ...], tuple[int, ...]]:
    stock = tuple(src.take(BALES[c] + 1) for c in range(4))
    return stock, tuple(src.take(len(MARKETS)) if stock[c] else -1 for c in range(4))


# --- the map: trading posts, palaces, markers, bonus city tokens ------------------------


def _write_map(s: State, out: Digits) -> None:
    n = len(s.players)
    _pick(tuple(s.posts[i] for i in _post_sites(n)), _post_pool(n), out)
    for i in _palace_sites(s.posts):
        out.put(s.palaces[i] + 1, n + 1, "a palace's owner")
    _pick(tuple(s.markers[i] for i in MARKER_SITES if s.palaces[i] < 0), MARKER_SET, out)
    for marker, bit in BONUSES:
        if marker not in s.markers:
            out.put(next(i for i, p in enumerate(s.players) if p.tokens & bit), n, "a holder")


Map = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...]]


def _read_map(n: int, src: DigitReader) -> Map:
    """Posts, palaces and markers per space, and (token bit, holder) per bonus token held."""
    posts, palaces, markers = list(NO_SPACES), list(NO_SPACES), list(NO_SPACES)
    sites = _post_sites(n)
    for i, colour in zip(sites, _read_pick(len(sites), _post_pool(n), src), strict=True):
        posts[i] = colour
    for i in _palace_sites(posts):
        palaces[i] = src.take(n + 1) - 1
    free = [i for i in MARKER_SITES if palaces[i] < 0]
    for i, kind in zip(free, _read_pick(len(free), MARKER_SET, src), strict=True):
        markers[i] = kind
    holders = tuple((bit, src.take(n)) for marker, bit in BONUSES if marker not in markers)
    return tuple(posts), tuple(palaces), tuple(markers), holders


# --- a player and the turn -------------------------------------------------------------------


def _write_player(p: Player, out: Digits) -> None:
    out.put(p.space, len(MAP), "a space")
    out.put(LOADS.index(p.bales), len(LOADS), "a load")
    _count(p.rupees, out, "rupees")
    _count(p.customers, out, "customers")
    out.put(p.tokens & CITY_BITS, CITY_BITS + 1, "city tokens")


def _read_player(src: DigitReader) -> Player:
    """A player without bonus tokens or palaces left (read later, or derived)."""
    space, load = src.take(len(MAP)), LOADS[src.take(len(LOADS))]
    rupees, customers = _read_count(src), _read_count(src)
    return Player(space, load, rupees, customers, src.take(CITY_BITS + 1), 0)


def _write_turn(s: State, out: Digits) -> None:
    rounds, per = SCHEDULE[len(s.players)]
    out.put(s.round, rounds + 1, "the round")
    if not s.over:
        out.put(s.turn, per * len(s.players), "the turn")
        out.put(s.ap, ACTION_POINTS + 1, "the action points")
        out.flag(s.bought)
        out.flag(s.picking)


def _read_turn(n: int, src: DigitReader) -> tuple[int, int, int, bool, bool]:
    rounds, per = SCHEDULE[n]
    round_ = src.take(rounds + 1)
    if round_ == rounds:
        return round_, 0, ACTION_POINTS, False, False
    return round_, src.take(per * n), src.take(ACTION_POINTS + 1), src.flag(), src.flag()


# --- the demand: which colour each city lacks, then each column's order ----------------


def _write_demand(demand: Sequence[tuple[int, ...]], out: Digits) -> None:
    _pick(tuple(_lacking(col) for col in demand), (0, 1, 2, 3), out)
    for col in demand:
        _pick(col, tuple(sorted(col)), out)


def _lacking(column: tuple[int, ...]) -> int:
    return min({0, 1, 2, 3}.difference(column), default=-1)


def _read_demand(src: DigitReader) -> tuple[tuple[int, ...], ...]:
    lacking = _read_pick(len(CITIES), (0, 1, 2, 3), src)
    return tuple(_read_pick(3, tuple(c for c in range(4) if c != m), src) for m in lacking)


# --- items drawn from a pool, and open-ended counts ---------------------------------


def _pick(items: Sequence[int], pool: Sequence[int], out: Digits) -> None:
    """Write ``items``, drawn in order without replacement from the multiset ``pool``:
    each as its rank among the distinct kinds still in the pool (a last kind costs nothing)."""
    left = list(pool)
    for item in items:
        kinds = sorted(set(left))
        if item not in kinds:
            raise StateError(f"{item} is not among {kinds}")
        out.put(kinds.index(item), len(kinds), "an item")
        left.remove(item)


def _read_pick(count: int, pool: Sequence[int], src: DigitReader) -> tuple[int, ...]:
    left, items = list(pool), []
    for _ in range(count):
        kinds = sorted(set(left))
        item = kinds[src.take(len(kinds))]
        items.append(item)
        left.remove(item)
    return tuple(items)


def _count(value: int, out: Digits, what: str) -> None:
    """Write a count of any size: chunks below CHUNK, each followed by "more to come"."""
    if value < 0:
        raise StateError(f"{what} cannot be negative ({value})")
    while True:
        value, low = divmod(value, CHUNK)
        out.put(low, CHUNK, what)
        out.flag(value > 0)
        if not value:
            return


def _read_count(src: DigitReader) -> int:
    value, scale, more = 0, 1, True
    while more:
        value += src.take(CHUNK) * scale
        scale *= CHUNK
        more = src.flag()
    return value


# --- where posts and palaces can be ---------------------------------------------------


def _post_sites(n: int) -> tuple[int, ...]:
    return POST_SITES_E if n <= 3 else POST_SITES_E + POST_SITES_F


def _post_pool(n: int) -> tuple[int, ...]:
    return tuple(c for c in range(4) for _ in range(len(_post_sites(n)) // 4))


def _palace_sites(posts: Sequence[int]) -> tuple[int, ...]:
    """Spaces a palace may stand on: neither a city nor a trading post."""
    return tuple(i for i in range(len(MAP)) if CITY_OF_SPACE[i] < 0 and posts[i] < 0)
