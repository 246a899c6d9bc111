"""Bombay set-up from the seed, and the restock that opens every round.

Every random choice goes through :class:`game.core.rng.Rng` in a fixed order
(demand, trading posts, palace markers, then the first restock), so a seed
opens the same game in every Python version. Later restocks draw with the
generator state kept in the position (its ``rng`` field: the bag's order).
"""

from __future__ import annotations

from game.bombay.board import CITIES, MARKER_SITES, POST_SITES_E, POST_SITES_F, SPACES, START_SPACE
from game.bombay.state import (
    ACTION_POINTS,
    BALES,
    DRAW,
    MARKER_SET,
    PALACES,
    START_RUPEES,
    BombayOptions,
    Player,
    State,
)
from game.core.evolve import evolve
from game.core.rng import Rng

NO_SPACES = (-1,) * len(SPACES)


def new_game(options: BombayOptions, seed: int) -> State:
    """A new game: demand, trading posts, markers and the first restock from ``seed``."""
    n = options.players
    rng = Rng(seed)
    players = tuple(
        Player(
            START_SPACE,
            (),
            START_RUPEES + (options.last_player_bonus and i == n - 1),
            0,
            0,
            PALACES,
        )
        for i in range(n)
    )
    state = State(
        players=players,
        round=0,
        turn=0,
        ap=ACTION_POINTS,
        bought=False,
        picking=False,
        demand=_deal_demand(rng),
        city_tokens=(n - 1,) * len(CITIES),
        stock=(0, 0, 0, 0),
        market=(-1, -1, -1, -1),
        posts=_place_posts(rng, n),
        markers=_place_markers(rng),
        palaces=NO_SPACES,
        rng=0,
    )
    return restock(state, rng)


def _deal_demand(rng: Rng) -> tuple[tuple[int, ...], ...]:
    """Each city misses one colour (a random one each); each column's order is random."""
    missing = [0, 1, 2, 3]
    rng.shuffle(missing)
    columns = []
    for m in missing:
        column = [c for c in range(4) if c != m]
        rng.shuffle(column)
        columns.append(tuple(column))
    return tuple(columns)


def _place_posts(rng: Rng, n: int) -> tuple[int, ...]:
    """Trading-post tokens at random: group E only (one per colour) at 2-3 players."""
    sites = POST_SITES_E if n <= 3 else POST_SITES_E + POST_SITES_F
    tokens = [0, 1, 2, 3] if n <= 3 else [0, 0, 1, 1, 2, 2, 3, 3]
    rng.shuffle(tokens)
    posts = list(NO_SPACES)
    for site, colour in zip(sites, tokens, strict=True):
        posts[site] = colour
    return tuple(posts)


def _place_markers(rng: Rng) -> tuple[int, ...]:
    markers = list(MARKER_SET)
    rng.shuffle(markers)
    out = list(NO_SPACES)
    for site, kind in zip(MARKER_SITES, markers, strict=True):
        out[site] = kind
    return tuple(out)


def restock(state: State, rng: Rng) -> State:
    """Bales off the elephants back to the bag, draw 9 (or all left), fill the markets."""
    carried = [0, 0, 0, 0]
    for p in state.players:
        for c in p.bales:
            carried[c] += 1
    bag = [c for c in range(4) for _ in range(BALES[c] - carried[c])]
    rng.shuffle(bag)
    drawn = bag[:DRAW]
    stock = tuple(drawn.count(c) for c in range(4))
    return evolve(state, stock=stock, market=market_of(stock), rng=rng.state)


def market_of(stock: tuple[int, ...]) -> tuple[int, ...]:
    """The market of each colour: most drawn left, second-most centre, others right."""
    counts = sorted({s for s in stock if s > 0}, reverse=True)
    return tuple(-1 if s == 0 else min(counts.index(s), 2) for s in stock)
