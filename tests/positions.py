"""Random positions and damaged position links, for every game with position links:
shared by the tests (tests/test_position_links.py) and the benchmarks
(scripts/bench/position_lengths.py, scripts/bench/fuzz_positions.py)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import fields
from typing import Any

from game import GAMES
from game.core.errors import LinkError
from game.core.position import decode_position, encode_position
from game.core.protocol import AnyGame
from game.core.rng import Rng
from tests.linkdamage import ALPHABET, MUTATIONS, positions

# The games whose views make position links (Bombay joins when its links land).
POSITION_GAMES = tuple(name for name in sorted(GAMES) if GAMES[name].has_positions)

# Fields of a view that a link gives back in its canonical order (docs/notation.md,
# "Position links"): per seat, the same items, perhaps in another order.
REORDERED: dict[str, tuple[str, ...]] = {
    "jaipur": ("goods_taken", "goods_tokens_taken", "bonus_taken"),
}


def seat_counts(game: AnyGame) -> range:
    return range(game.min_players, game.max_players + 1)


def random_game(game: AnyGame, players: int, seed: int) -> list[Any]:
    """Every state of a game of random moves from ``seed`` (all its rounds)."""
    state = game.new(game.default_options(players), seed)
    rng = Rng(seed)
    states = [state]
    while game.to_move(state) is not None:
        state = game.apply_unchecked(state, rng.choice(game.legal_moves(state)))
        states.append(state)
    return states


def random_positions(game: AnyGame, players: int, seed: int, every: int) -> Iterator[Any]:
    """Every ``every``-th state of a random game (a random first), and its last."""
    states = random_game(game, players, seed)
    first = random.Random(seed).randrange(every)
    yield from states[first::every]
    yield states[-1]


def link_of(game: AnyGame, view: Any) -> str:
    return encode_position(game, view, GAMES)


def unordered(name: str, view: Any) -> dict[str, Any]:
    """The view's fields, those a link reorders as per-seat sorted lists."""
    out = {}
    for f in fields(view):
        value = getattr(view, f.name)
        if f.name in REORDERED.get(name, ()):
            value = tuple(tuple(sorted(seat, key=repr)) for seat in value)
        out[f.name] = value
    return out


# --- damage -----------------------------------------------------------------------

KINDS = (*MUTATIONS, "splice", "prefix")
PREFIXES = ("jp1.", "bp1.", "jp2.", "jp0.", "j1.", "jp01.", "tp1.", "JP1.", "p1.", "jp1", "jpp1.")


def damage(link: str, other: str, kind: str, rnd: random.Random) -> str:
    """``link`` damaged one way: a character changed, inserted or deleted, two swapped,
    the link cut, spliced with ``other``, or given another prefix."""
    if kind == "splice":  # never ``other`` itself, which is no damage
        while (
            spliced := link[: rnd.randrange(len(link) + 1)] + other[rnd.randrange(len(other)) :]
        ) == other:
            pass
        return spliced
    if kind == "prefix":
        return rnd.choice(PREFIXES) + link.partition(".")[2]
    i = rnd.choice(positions(kind, link))
    return MUTATIONS[kind](link, i, rnd.choice(ALPHABET))


def opened(text: str) -> Any:
    """What opening ``text`` gave: the Position, or the LinkError's reason."""
    try:
        return decode_position(text, GAMES)
    except LinkError as e:
        return e.reason
